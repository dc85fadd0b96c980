#include "compiler/backend/dlight_reduction.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "compiler/backend/dlight_common.h"
#include "compiler/backend/dlight_fallback.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

Stmt ScheduleReductionNest(const Stmt& s, int64_t max_threads, const dlight::WarpShuffle& warp) {
  return ScheduleRowReduction(s, max_threads, /*rows_per_block=*/1, warp);
}

Stmt ScheduleRowReduction(const Stmt& s, int64_t lanes, int64_t rows_per_block, const dlight::WarpShuffle& warp) {
  std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
  if (!nest || !nest->is_reduction()) return Stmt();
  std::optional<dlight::ReductionUpdate> red = dlight::MatchReductionUpdate(nest->block());
  if (!red) return Stmt();
  size_t n = nest->loops.size(), ns = nest->num_spatial;
  std::vector<PrimExpr> spatial_extents = nest->Extents(0, ns), reduce_extents = nest->Extents(ns, n);
  PrimExpr spatial = I64(1), reduce = I64(1);
  for (const PrimExpr& e : spatial_extents) spatial = te::Mul(spatial, e);
  for (const PrimExpr& e : reduce_extents) reduce = te::Mul(reduce, e);
  int64_t threads = lanes, reduce_const = 0;
  if (AsConstInt(reduce, &reduce_const)) threads = std::min(threads, dlight::PowerOfTwoAtLeast(reduce_const));
  int64_t rows = rows_per_block;
  DataType dtype = red->update->buffer->dtype;
  TirVar bx = Var("ax0_fused"), tx = Var("k_fused_1"), ty = Var("ax0_inner");
  Buffer partial = ScopedBuffer("red_local", dtype, {I64(1)}, "local");
  // The output element this thread row reduces; with one row per block it
  // is the block index itself.
  PrimExpr row = rows == 1 ? PrimExpr(bx) : te::Add(te::Mul(bx, I64(rows)), ty);
  PrimExpr active = rows == 1 ? PrimExpr() : te::LT(row, spatial);
  auto bind = [&](const PrimExpr& r) {
    std::vector<PrimExpr> values = Unflatten(spatial_extents, row);
    for (const PrimExpr& v : Unflatten(reduce_extents, r)) values.push_back(v);
    return nest->Bind(values);
  };
  auto value = [&](const PrimExpr& r) { return te::Substitute(red->rhs, bind(r)); };
  std::vector<Stmt> body;
  std::vector<Buffer> buffers = {partial};
  PrimExpr reduced;  // the row's total, in lane tx == 0
  if (warp.Applies(dtype, threads)) {
    Buffer slots, mask;
    if (threads > warp.width) {
      slots = ScopedBuffer("red_warps", dtype, {I64(threads / warp.width * rows)}, "shared");
      buffers.push_back(slots);
    }
    if (warp.needs_mask) {
      mask = ScopedBuffer("red_mask", DataType::UInt(32), {I64(1)}, "local");
      buffers.push_back(mask);
    }
    PrimExpr slot_base = rows == 1 ? I64(0) : te::Mul(ty, I64(threads / warp.width));
    body = dlight::WarpReduce(red->op, value, reduce, tx, threads, partial, slots, slot_base, mask, active, warp);
    reduced = Ld(partial, {I64(0)});
  } else {
    Buffer tree = ScopedBuffer("red_shared", dtype, {I64(threads * rows)}, "shared");
    buffers.push_back(tree);
    PrimExpr base = rows == 1 ? I64(0) : te::Mul(ty, I64(threads));
    body = dlight::TreeReduce(red->op, value, reduce, tx, threads, partial, tree, base, active);
    reduced = Ld(tree, {base});
  }
  te::VarMap at_row = bind(I64(0));
  PrimExpr total = dlight::Combine(red->op, te::Substitute(red->init->value, at_row), reduced);
  // An empty reduction leaves the tree unwritten: the result is the init.
  if (reduce_const <= 0) total = te::Select(te::LT(I64(0), reduce), total, te::Substitute(red->init->value, at_row));
  PrimExpr writer = te::EQ(tx, I64(0));
  if (active.defined()) writer = te::And(active, writer);
  body.push_back(If(writer, St(red->update->buffer, total, te::Substitute(red->update->indices, at_row))));
  Stmt kernel = Seq(std::move(body));
  for (size_t i = buffers.size(); i-- > 0;) kernel = Allocated(buffers[i], kernel);
  if (rows > 1)
    kernel = gpu::Bind(ty, I64(rows), "threadIdx.y", gpu::Bind(tx, I64(threads), "threadIdx.x", kernel));
  else
    kernel = gpu::Bind(tx, I64(threads), "threadIdx.x", kernel);
  return gpu::Bind(bx, rows == 1 ? spatial : te::CeilDiv(spatial, I64(rows)), "blockIdx.x", kernel);
}

tir::PrimFunc ApplyGpuReduction(const tir::PrimFunc& f, int64_t max_threads, const dlight::WarpShuffle& warp) {
  int changed = 0;
  tir::PrimFunc g = MapRootStages(
      f,
      [&](const Stmt& s) {
        Stmt scheduled = ScheduleReductionNest(s, max_threads, warp);
        return scheduled.defined() ? scheduled : s;
      },
      &changed);
  if (changed == 0) return f;
  return WithFuncAttr(g, "tirx.is_scheduled", Bool(true));
}

}  // namespace backend
}  // namespace rlx
