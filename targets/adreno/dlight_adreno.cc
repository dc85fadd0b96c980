#include "targets/adreno/dlight_adreno.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/dlight_common.h"
#include "compiler/backend/dlight_fallback.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"
#include "compiler/transform/legalize_ops.h"
#include "targets/adreno/legalize_adreno.h"

namespace rlx {
namespace targets {
namespace adreno {

using namespace backend::gpu;  // NOLINT
namespace dlight = backend::dlight;
using backend::MapRootStages;

namespace {

constexpr int64_t kTexelLanes = 4;

// The store that writes the stage's output: the block body (spatial) or
// the reduction update.
Ref<tir::BufferStoreNode> OutputStore(const dlight::LoopNest& nest, std::optional<dlight::ReductionUpdate>* red) {
  if (nest.is_reduction()) {
    *red = dlight::MatchReductionUpdate(nest.block());
    return red->has_value() ? (*red)->update : Ref<tir::BufferStoreNode>();
  }
  if (nest.block().init.defined()) return Ref<tir::BufferStoreNode>();
  return nest.block().body.as<tir::BufferStoreNode>();
}

// True when the last spatial loop has extent 4 and is exactly the last
// index of `store`, whose buffer's last dimension is 4, and no other index
// uses it.
bool HasTexelAxis(const dlight::LoopNest& nest, const tir::BufferStoreNode& store) {
  if (nest.num_spatial == 0 || store.indices.empty()) return false;
  const size_t ch = nest.num_spatial - 1;
  int64_t extent = 0, last_dim = 0;
  if (!AsConstInt(nest.loops[ch]->extent, &extent) || extent != kTexelLanes) return false;
  if (!AsConstInt(store.buffer->shape.back(), &last_dim) || last_dim != kTexelLanes) return false;
  auto index = store.indices.back().as<TirVarNode>();
  if (!index.defined() || index.get() != nest.IterVar(ch).get()) return false;
  for (size_t i = 0; i + 1 < store.indices.size(); ++i) {
    if (dlight::UsesVar(store.indices[i], nest.IterVar(ch))) return false;
  }
  return true;
}

std::optional<dlight::LoopNest> MatchTexelNest(const Stmt& s, std::optional<dlight::ReductionUpdate>* red) {
  std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
  if (!nest) return std::nullopt;
  Ref<tir::BufferStoreNode> store = OutputStore(*nest, red);
  if (!store.defined() || !HasTexelAxis(*nest, *store)) return std::nullopt;
  return nest;
}

// The stages of `f` mapped through ScheduleTexelNest; null when a stage
// for which `special` holds (the rule's own stage) has no texel form, or
// when nothing changed.
tir::PrimFunc ScheduleStages(const tir::PrimFunc& f, int64_t max_threads,
                             const std::function<bool(const Stmt&)>& special) {
  bool special_failed = false;
  int changed = 0;
  tir::PrimFunc g = MapRootStages(
      f,
      [&](const Stmt& s) {
        Stmt scheduled = ScheduleTexelNest(s, max_threads);
        if (special(s) && !scheduled.defined()) special_failed = true;
        return scheduled.defined() ? scheduled : s;
      },
      &changed);
  if (special_failed || changed == 0) return tir::PrimFunc();
  return g;
}

std::string BlockName(const Stmt& s) {
  std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
  return nest ? nest->block().name_hint : std::string();
}

}  // namespace

Stmt ScheduleTexelNest(const Stmt& s, int64_t max_threads) {
  std::optional<dlight::ReductionUpdate> red;
  std::optional<dlight::LoopNest> nest = MatchTexelNest(s, &red);
  if (!nest) return Stmt();
  const size_t n = nest->loops.size(), ch = nest->num_spatial - 1;
  std::vector<PrimExpr> outer_extents = nest->Extents(0, ch);
  PrimExpr fused = I64(1);
  for (const PrimExpr& e : outer_extents) fused = te::Mul(fused, e);
  TirVar bx = Var("ax0_fused_0"), tx = Var("ax0_fused_1");
  PrimExpr at = te::Add(te::Mul(bx, I64(max_threads)), tx);
  const std::vector<PrimExpr> outer = Unflatten(outer_extents, at);
  auto spatial = [&](const PrimExpr& c) {
    std::vector<PrimExpr> values = outer;
    values.push_back(c);
    return values;
  };
  Stmt body;
  if (!red) {
    // The store itself, without its block: TextureFlatten, which runs on
    // the scheduled TIR, takes a channel loop whose body is the store.
    TirVar c = Var("ax_texel");
    auto store = nest->block().body.as<tir::BufferStoreNode>();
    te::VarMap at_c = nest->Bind(spatial(c));
    body = Serial(c, I64(kTexelLanes),
                  St(store->buffer, te::Substitute(store->value, at_c), te::Substitute(store->indices, at_c)));
  } else {
    const tir::BufferStoreNode& out = *red->update;
    Buffer acc = ScopedBuffer("texel_local", out.buffer->dtype, {I64(kTexelLanes)}, "local");
    TirVar c_init = Var("ax_texel_init"), c_step = Var("ax_texel"), c_out = Var("ax_texel_out");
    Stmt init = Serial(c_init, I64(kTexelLanes),
                       St(acc, te::Substitute(red->init->value, nest->Bind(spatial(c_init))), {c_init}));
    std::vector<TirVar> reduce_vars;
    std::vector<PrimExpr> step_values = spatial(c_step);
    for (size_t i = ch + 1; i < n; ++i) {
      reduce_vars.push_back(Var("k" + std::to_string(i - ch - 1)));
      step_values.push_back(reduce_vars.back());
    }
    PrimExpr rhs = te::Substitute(red->rhs, nest->Bind(step_values));
    Stmt step = Serial(c_step, I64(kTexelLanes), St(acc, dlight::Combine(red->op, Ld(acc, {c_step}), rhs), {c_step}));
    for (size_t i = n; i-- > ch + 1;) step = Serial(reduce_vars[i - ch - 1], te::ToInt64(nest->loops[i]->extent), step);
    Stmt write = Serial(c_out, I64(kTexelLanes),
                        St(out.buffer, Ld(acc, {c_out}), te::Substitute(out.indices, nest->Bind(spatial(c_out)))));
    body = Allocated(acc, Seq({init, step, write}));
  }
  int64_t fused_const = 0;
  if (!AsConstInt(fused, &fused_const) || fused_const % max_threads != 0) body = If(te::LT(at, fused), body);
  return Bind(bx, te::CeilDiv(fused, I64(max_threads)), "blockIdx.x", Bind(tx, I64(max_threads), "threadIdx.x", body));
}

tir::PrimFunc ApplyAdrenoConv2d(const tir::PrimFunc& f, int64_t max_threads) {
  if (dlight::CountReductionStages(f) != 1) return tir::PrimFunc();
  bool found = false;
  auto is_conv = [&](const Stmt& s) {
    std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
    bool conv = nest && nest->is_reduction() && nest->block().name_hint.find("conv2d_NCHWc") != std::string::npos;
    found |= conv;
    return conv;
  };
  tir::PrimFunc g = ScheduleStages(f, max_threads, is_conv);
  return found ? g : tir::PrimFunc();
}

tir::PrimFunc ApplyAdrenoLayoutTransform(const tir::PrimFunc& f, int64_t max_threads) {
  std::vector<Stmt> stages = dlight::RootStages(f);
  if (stages.size() != 1 || BlockName(stages[0]) != "te_layout_transform") return tir::PrimFunc();
  return ScheduleStages(f, max_threads, [](const Stmt&) { return true; });
}

tir::PrimFunc ApplyAdrenoPool2D(const tir::PrimFunc& f, int64_t max_threads) {
  bool found = false, other_shape = false;
  auto is_pool = [&](const Stmt& s) {
    std::string name = BlockName(s);
    if (name != "pool_max" && name != "adaptive_pool_sum") return false;
    found = true;
    // TVM's rule takes (N, C, H, W, c) windows only: iter kinds SSSSSRR.
    std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
    other_shape |= nest->num_spatial != 5 || nest->loops.size() != 7;
    return true;
  };
  tir::PrimFunc g = ScheduleStages(f, max_threads, is_pool);
  return found && !other_shape ? g : tir::PrimFunc();
}

tir::PrimFunc ApplyAdrenoFallback(const tir::PrimFunc& f, int64_t max_threads) {
  bool writes_texture = false;
  auto texture_stage = [&](const Stmt& s) {
    std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
    if (!nest) return false;
    std::optional<dlight::ReductionUpdate> red;
    Ref<tir::BufferStoreNode> store = OutputStore(*nest, &red);
    bool texture = store.defined() && store->buffer->scope.find("texture") != std::string::npos;
    writes_texture |= texture;
    return texture;
  };
  tir::PrimFunc g = ScheduleStages(f, max_threads, texture_stage);
  return writes_texture ? g : tir::PrimFunc();
}

backend::ExtraScheduleRules AdrenoScheduleRules() {
  return {{kAdrenoConv2d, "adreno", &ApplyAdrenoConv2d},
          {kAdrenoLayoutTransform, "adreno", &ApplyAdrenoLayoutTransform},
          {kAdrenoPool2D, "adreno", &ApplyAdrenoPool2D},
          {kAdrenoFallback, "adreno", &ApplyAdrenoFallback}};
}

void RegisterAdrenoPasses(PassRegistry* registry) {
  registry->Replace(backend::ApplyDefaultScheduleEntry(AdrenoScheduleRules()));
  // LegalizeOps(customize=adreno): the texture pipeline's NCHWc conv2d.
  registry->Replace(transform::LegalizeOpsEntry({{"adreno", AdrenoLegalizations()}}));
}

}  // namespace adreno
}  // namespace targets
}  // namespace rlx
