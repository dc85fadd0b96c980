#include "compiler/backend/apply_default_schedule.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include "compiler/backend/dlight_common.h"
#include "compiler/backend/dlight_fallback.h"
#include "compiler/backend/dlight_gemv.h"
#include "compiler/backend/dlight_general_reduction.h"
#include "compiler/backend/dlight_matmul.h"
#include "compiler/backend/dlight_reduction.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr_util.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace backend {
namespace {

using gpu::Bind;
using gpu::I64;
using gpu::Var;
using tir::BlockRealizeNode;
using tir::Stmt;

constexpr const char* kMatmul = "gpu.Matmul";
constexpr const char* kGemv = "gpu.GEMV";
constexpr const char* kReduction = "gpu.Reduction";
constexpr const char* kGeneralReduction = "gpu.GeneralReduction";
constexpr const char* kFallback = "gpu.Fallback";

std::string JoinNames(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::string Trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

bool HasAttr(const tir::PrimFunc& f, const std::string& key) {
  if (!f->attrs.defined()) return false;
  for (const auto& item : f->attrs->items) {
    if (item.first == key) return true;
  }
  return false;
}

bool StmtHasThreadBinding(const ObjectRef& root) {
  bool found = false;
  te::PostOrderVisit(root, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>()) found |= l->for_kind == tir::ForKind::kThreadBinding;
    if (auto a = o.as<tir::AttrStmtNode>()) found |= a->attr_key == "thread_extent";
  });
  return found;
}

// Packed calls (the CPU's extern sort / scan kernels) only exist on the
// host: such a function is not a GPU function and no rule touches it.
bool CallsHostRuntime(const tir::PrimFunc& f) {
  bool found = false;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto c = o.as<TirCallNode>()) {
      found |= c->op == "call_packed" || c->op == "call_cpacked" || c->op == "tvm_call_packed" ||
               c->op == "tvm_call_cpacked";
    }
  });
  return found;
}

// A stage that writes memory (a store or a block); lets and evaluations of
// constants stay where they are.
bool DoesWork(const Stmt& s) {
  bool found = false;
  te::PostOrderVisit(s, [&](const ObjectRef& o) {
    found |= o.as<tir::BufferStoreNode>().defined() || o.as<BlockRealizeNode>().defined();
  });
  return found;
}

int64_t MaxThreads(const Target& target) {
  // dlight reads target.max_num_threads; kinds without it may state
  // max_threads_per_block.
  std::optional<int64_t> threads = target.GetInt("max_num_threads");
  if (!threads) threads = target.GetInt("max_threads_per_block");
  return threads && *threads > 0 ? *threads : 256;
}

}  // namespace

std::vector<std::string> KnownScheduleRules() {
  return {kMatmul,
          kGemv,
          kReduction,
          kGeneralReduction,
          kFallback,
          "adreno.Conv2d",
          "adreno.LayoutTransform",
          "adreno.Pool2D",
          "adreno.Fallback"};
}

std::vector<std::string> ImplementedScheduleRules() {
  return {kMatmul, kGemv, kReduction, kGeneralReduction, kFallback};
}

bool HasThreadBinding(const tir::PrimFunc& f) { return StmtHasThreadBinding(f->body); }

namespace {

bool IsScheduledAlready(const tir::PrimFunc& f) {
  return HasAttr(f, "tirx.is_scheduled") || HasThreadBinding(f) || CallsHostRuntime(f);
}

// gpu.Fallback on the stages of `g` still without thread bindings, the
// rest in one-thread kernels; `f` is the function before any rule ran.
tir::PrimFunc FinishWithFallback(const tir::PrimFunc& f, const tir::PrimFunc& partly, int64_t max_threads) {
  tir::PrimFunc g = ApplyGpuFallback(partly, max_threads);
  int serial = 0;
  g = MapRootStages(
      g,
      [](const Stmt& s) -> Stmt {
        if (StmtHasThreadBinding(s) || !DoesWork(s)) return s;
        return Bind(Var("serial_b"), I64(1), "blockIdx.x", Bind(Var("serial_t"), I64(1), "threadIdx.x", s));
      },
      &serial);
  if (g.same_as(f)) return f;
  if (!HasAttr(g, "tirx.is_scheduled")) g = WithFuncAttr(g, "tirx.is_scheduled", Bool(true));
  if (serial > 0) g = WithFuncAttr(g, "rlx.serial_stages", I64(serial));
  return g;
}

using StageRule = std::function<Stmt(const Stmt&, int64_t, const dlight::WarpShuffle&)>;

StageRule StageRuleNamed(const std::string& name) {
  if (name == kMatmul) {
    return [](const Stmt& s, int64_t threads, const dlight::WarpShuffle&) { return ScheduleMatmulNest(s, threads); };
  }
  if (name == kGemv) return &ScheduleGemvNest;
  if (name == kReduction) return &ScheduleReductionNest;
  return nullptr;
}

// A stage rule applies to a function with exactly one reduction stage (as
// dlight's get_reduction_blocks) that the rule schedules; the function's
// other (elementwise) stages get gpu.Fallback. Null when it does not apply.
tir::PrimFunc ApplyStageRule(const StageRule& rule, const tir::PrimFunc& f, int64_t max_threads,
                             const dlight::WarpShuffle& warp) {
  if (dlight::CountReductionStages(f) != 1) return tir::PrimFunc();
  int changed = 0;
  tir::PrimFunc g = MapRootStages(
      f,
      [&](const Stmt& s) {
        Stmt scheduled = rule(s, max_threads, warp);
        return scheduled.defined() ? scheduled : s;
      },
      &changed);
  return changed == 0 ? tir::PrimFunc() : g;
}

}  // namespace

tir::PrimFunc ScheduleWithFallback(const tir::PrimFunc& f, int64_t max_threads) {
  if (IsScheduledAlready(f)) return f;
  return FinishWithFallback(f, f, max_threads);
}

tir::PrimFunc ScheduleWithRules(const tir::PrimFunc& f, const std::vector<std::string>& rules, int64_t max_threads,
                                std::string* applied, const dlight::WarpShuffle& warp,
                                const ExtraScheduleRules& extra) {
  if (applied) applied->clear();
  if (IsScheduledAlready(f)) return f;
  for (const std::string& rule : rules) {
    tir::PrimFunc g;
    if (StageRule stage_rule = StageRuleNamed(rule)) {
      g = ApplyStageRule(stage_rule, f, max_threads, warp);
    } else if (rule == kGeneralReduction) {
      g = ApplyGpuGeneralReduction(f, max_threads, warp);
    } else if (rule == kFallback) {
      g = f;
    } else {
      for (const ExtraScheduleRule& e : extra) {
        if (e.name == rule) {
          g = e.apply(f, max_threads);
          break;
        }
      }
    }
    if (!g.defined()) continue;
    if (applied) *applied = rule;
    return FinishWithFallback(f, g, max_threads);
  }
  return f;
}

PassPtr ApplyDefaultSchedule(const std::string& rules, const ExtraScheduleRules& extra) {
  std::vector<std::string> names;
  size_t start = 0;
  while (start <= rules.size()) {
    size_t end = rules.find(';', start);
    if (end == std::string::npos) end = rules.size();
    std::string name = Trim(rules.substr(start, end - start));
    if (!name.empty()) names.push_back(name);
    start = end + 1;
  }
  if (names.empty()) {
    ThrowError("ApplyDefaultSchedule: no rules given; available rules: " + JoinNames(ImplementedScheduleRules()));
  }
  std::vector<std::string> available = ImplementedScheduleRules();
  for (const ExtraScheduleRule& e : extra) available.push_back(e.name);
  std::vector<std::string> known = KnownScheduleRules();
  for (const std::string& n : names) {
    if (std::find(available.begin(), available.end(), n) != available.end()) continue;
    bool is_known = std::find(known.begin(), known.end(), n) != known.end();
    ThrowError("ApplyDefaultSchedule: " +
               (is_known ? "rule '" + n + "' comes with its target package (adreno.*: targets/adreno), which " +
                               "this pass registry does not include"
                         : "unknown rule '" + n + "'") +
               "; available rules: " + JoinNames(available));
  }
  PassInfo info;
  info.name = "ApplyDefaultSchedule";
  info.options = "rules=" + rules;
  return CreateModulePass(
      [names, extra](const IRModule& mod, PassContext& ctx) -> IRModule {
        if (!ctx.target || !ctx.target->IsGpu()) return mod;
        // A rule with a target key applies to targets with that key only
        // (TVM's AdrenoScheduleRule.is_target_available).
        std::vector<std::string> rules_here;
        for (const std::string& n : names) {
          bool here = true;
          for (const ExtraScheduleRule& e : extra) {
            if (e.name == n && !e.target_key.empty()) here = ctx.target->HasKey(e.target_key);
          }
          if (here) rules_here.push_back(n);
        }
        if (rules_here.empty()) return mod;
        int64_t max_threads = MaxThreads(*ctx.target);
        dlight::WarpShuffle warp = dlight::WarpShuffleOf(*ctx.target);
        transform::ModuleState state(mod);
        for (const auto& kv : mod->functions) {
          auto f = kv.second.second.as<tir::PrimFuncNode>();
          if (!f.defined()) continue;
          tir::PrimFunc g = ScheduleWithRules(f, rules_here, max_threads, nullptr, warp, extra);
          if (!g.same_as(f)) state.Update(kv.first, g);
        }
        return state.Finish(mod);
      },
      info);
}

PassEntry ApplyDefaultScheduleEntry(ExtraScheduleRules extra) {
  std::string names = JoinNames(ImplementedScheduleRules());
  for (const ExtraScheduleRule& e : extra) names += ", " + e.name;
  PassEntry d;
  d.name = "ApplyDefaultSchedule";
  d.doc = "dlight: schedule every unscheduled PrimFunc for the context's GPU target with the given rules.";
  d.options = {{"rules", PassOptionSpec::Type::kString,
                "rule names separated by ';' (available: " + names + "); default gpu.Fallback"}};
  d.factory = [extra](const PassOptions& o) {
    return ApplyDefaultSchedule(o.GetString("rules", "gpu.Fallback"), extra);
  };
  return d;
}

}  // namespace backend
}  // namespace rlx
