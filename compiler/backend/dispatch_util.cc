#include "compiler/backend/dispatch_util.h"

#include <map>
#include <set>
#include <unordered_map>
#include <utility>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/dlight_fallback.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace backend {

using namespace relax;  // NOLINT

namespace {

constexpr const char* kNoTarget =
    "Target not found. Please ensure that the target is annotated within the module, or alternatively, execute "
    "this within a specified target context.";

// Fills in struct info on nodes a lowering built without it, bottom-up.
void InferMissing(const Expr& e) {
  if (!e.defined() || e->struct_info().defined()) return;
  if (auto c = e.as<CallNode>()) {
    for (const Expr& a : c->args) InferMissing(a);
  } else if (auto t = e.as<TupleNode>()) {
    for (const Expr& f : t->fields) InferMissing(f);
  } else if (auto g = e.as<TupleGetItemNode>()) {
    InferMissing(g->tuple);
  }
  if (e.is<GlobalVarNode>()) return;
  op::InferStructInfo(e);
}

std::optional<Target> VDeviceTarget(const StructInfo& s, const std::optional<Target>& context) {
  if (auto t = s.as<TensorStructInfoNode>()) {
    if (t->vdevice.defined()) return t->vdevice->target;
  } else if (auto tu = s.as<TupleStructInfoNode>()) {
    for (const StructInfo& f : tu->fields) {
      std::optional<Target> ft = VDeviceTarget(f, context);
      if (ft && !(context && *ft == *context)) return ft;
    }
  }
  return std::nullopt;
}

class Dispatcher : public transform::ExprMutator, public op::LegalizeContext {
 public:
  Dispatcher(transform::ModuleState* state, const std::optional<Target>& context, std::string pass,
             std::string function, const std::vector<DispatchRule>& rules,
             const std::function<int(const Target&)>& bits, std::map<std::string, Target>* dlight_targets,
             std::map<std::string, tir::PrimFunc>* added, const DecisionSink& record)
      : state_(state),
        context_(context),
        pass_(std::move(pass)),
        function_(std::move(function)),
        rules_(rules),
        bits_(bits),
        dlight_targets_(dlight_targets),
        added_(added),
        record_(record) {
    for (const DispatchRule& r : rules) ops_.insert(r.op);
  }

  GlobalVar AddPrimFunc(const tir::PrimFunc& func, const std::string& name_hint) override {
    GlobalVar gv = state_->AddFunction(func, name_hint);
    added_->emplace(gv->name, func);
    return gv;
  }
  Expr LookupBinding(const Var& var) const override { return ExprMutator::LookupBinding(var); }
  Var Emit(const Expr& value) override {
    InferMissing(value);
    return EmitValue(value);
  }

  void VisitVarBinding_(const VarBinding& b) override {
    std::string saved = current_var_;
    current_var_ = b->var->name;
    ExprMutator::VisitVarBinding_(b);
    current_var_ = saved;
  }

  Expr VisitCall_(const Call& c) override {
    std::string var = current_var_;
    current_var_.clear();  // nested calls are not the binding's value
    Expr post = ExprMutator::VisitCall_(c);
    current_var_ = var;
    auto call = post.as<CallNode>();
    if (!call.defined()) return post;
    auto op_node = call->op.as<OpNode>();
    if (!op_node.defined() || !ops_.count(op_node->name)) return post;
    DispatchEnv env;
    env.target = ResolveTarget(GetStructInfo(call), context_);
    env.index_bits = bits_(env.target);
    const DispatchRule* rule = SelectRule(rules_, env, call);
    if (rule == nullptr) return post;
    bool from_vdevice = VDeviceTarget(GetStructInfo(call), context_).has_value();
    if (record_) {
      record_({pass_, function_, var, op_node->name, rule->name, env.target.ToString(), rule->reason(env, call),
               from_vdevice ? "vdevice" : "context", env.index_bits});
    }
    Expr lowered = rule->lower(env, call, *this);
    InferMissing(lowered);
    if (rule->dlight) RecordTarget(call, lowered, env.target);
    return lowered;
  }

 private:
  // TVM's _append_calls_to_update: one target per scheduled PrimFunc.
  void RecordTarget(const Call& call, const Expr& lowered, const Target& target) {
    auto c = lowered.as<CallNode>();
    if (!c.defined() || c->args.empty()) return;
    auto gv = c->args[0].as<GlobalVarNode>();
    if (!gv.defined()) return;
    auto it = dlight_targets_->find(gv->name);
    if (it == dlight_targets_->end()) {
      dlight_targets_->emplace(gv->name, target);
    } else if (it->second != target) {
      ThrowError(call->span, "Multiple targets detected for function " + gv->name +
                                 ". Existing target: " + it->second.ToString() + ", new target: " + target.ToString());
    }
  }

  transform::ModuleState* state_;
  const std::optional<Target>& context_;
  std::string pass_;
  std::string function_;
  const std::vector<DispatchRule>& rules_;
  const std::function<int(const Target&)>& bits_;
  std::map<std::string, Target>* dlight_targets_;
  std::map<std::string, tir::PrimFunc>* added_;
  const DecisionSink& record_;
  std::set<std::string> ops_;
  std::string current_var_;
};

}  // namespace

const DispatchRule* SelectRule(const std::vector<DispatchRule>& rules, const DispatchEnv& env, const Call& call) {
  auto op_node = call->op.as<OpNode>();
  if (!op_node.defined()) return nullptr;
  for (const DispatchRule& r : rules) {
    if (r.op == op_node->name && r.applies(env, call)) return &r;
  }
  return nullptr;
}

Expr MakeCallTIR(const GlobalVar& gv, const std::vector<Expr>& args, const StructInfo& out) {
  std::vector<StructInfo> arg_sinfo;
  for (const Expr& a : args) arg_sinfo.push_back(GetStructInfo(a));
  Expr tuple = Make<TupleNode>(args);
  tuple->SetStructInfo(TupleSInfo(std::move(arg_sinfo)));
  Expr call =
      Make<CallNode>(GetOp("relax.call_tir"), std::vector<Expr>{gv, tuple}, Map(), std::vector<StructInfo>{out});
  call->SetStructInfo(out);
  return call;
}

Target ResolveTarget(const StructInfo& out_sinfo, const std::optional<Target>& context) {
  if (std::optional<Target> t = VDeviceTarget(out_sinfo, context)) return *t;
  if (!context) ThrowError(kNoTarget);
  return *context;
}

IRModule RunDispatch(const IRModule& mod, const std::optional<Target>& context, const std::string& pass_name,
                     const std::vector<DispatchRule>& rules, const std::function<int(const Target&)>& make_env_bits,
                     const DecisionSink& record) {
  transform::ModuleState state(mod);
  std::map<std::string, Target> dlight_targets;
  std::map<std::string, tir::PrimFunc> added;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    Dispatcher d(&state, context, pass_name, kv.first, rules, make_env_bits, &dlight_targets, &added, record);
    Expr out = d.VisitExpr(f);
    if (!out.same_as(f)) state.Update(kv.first, out.cast<FunctionNode>());
  }
  // TVM's dlight Fallback post-step; a no-op on CPU targets.
  for (const auto& kv : dlight_targets) {
    auto it = added.find(kv.first);
    if (!kv.second.IsGpu() || it == added.end()) continue;
    std::optional<int64_t> threads = kv.second.GetInt("max_threads_per_block");
    if (!threads) threads = kv.second.GetInt("max_num_threads");
    tir::PrimFunc scheduled = ApplyGpuFallback(it->second, threads && *threads > 0 ? *threads : 256);
    if (!scheduled.same_as(it->second)) state.Update(kv.first, scheduled);
  }
  return state.Finish(mod);
}

}  // namespace backend
}  // namespace rlx
