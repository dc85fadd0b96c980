#include "compiler/backend/dlight_gemv.h"

#include <algorithm>
#include <optional>

#include "compiler/backend/dlight_common.h"
#include "compiler/backend/dlight_reduction.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace backend {
namespace {

// The product under at most one cast (a widening accumulate).
Ref<BinaryNode> ProductOf(const PrimExpr& rhs) {
  PrimExpr e = rhs;
  if (auto c = e.as<CastNode>()) e = c->value;
  auto mul = e.as<BinaryNode>();
  if (!mul.defined() || mul->kind() != NodeKind::kMul) return Ref<BinaryNode>();
  return mul;
}

// Uses a spatial iter var of `nest` whose extent is not the constant 1.
bool VariesWithOutput(const dlight::LoopNest& nest, const PrimExpr& e) {
  for (size_t i = 0; i < nest.num_spatial; ++i) {
    if (te::IsConstValue(nest.loops[i]->extent, 1)) continue;
    if (dlight::UsesVar(e, nest.IterVar(i))) return true;
  }
  return false;
}

}  // namespace

bool IsGemvStage(const tir::Stmt& s) {
  std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
  if (!nest || !nest->is_reduction()) return false;
  std::optional<dlight::ReductionUpdate> red = dlight::MatchReductionUpdate(nest->block());
  if (!red || red->op != NodeKind::kAdd) return false;
  Ref<BinaryNode> mul = ProductOf(red->rhs);
  if (!mul.defined()) return false;
  bool a_varies = VariesWithOutput(*nest, mul->a), b_varies = VariesWithOutput(*nest, mul->b);
  return a_varies != b_varies;
}

tir::Stmt ScheduleGemvNest(const tir::Stmt& s, int64_t max_threads, const dlight::WarpShuffle& warp) {
  if (!IsGemvStage(s) || max_threads < 2) return tir::Stmt();
  // 32 lanes (a warp's width, which TVM's GEMV also reduces over) and as
  // many rows as the block's thread budget allows, up to 8.
  int64_t lanes = std::min<int64_t>(32, max_threads);
  int64_t rows = std::max<int64_t>(1, std::min<int64_t>(8, max_threads / lanes));
  return ScheduleRowReduction(s, lanes, rows, warp);
}

}  // namespace backend
}  // namespace rlx
