#include "compiler/backend/dlight_reduction.h"

#include <algorithm>
#include <vector>

#include "compiler/backend/dlight_fallback.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

namespace {

using tir::BlockRealizeNode;
using tir::BufferStoreNode;
using tir::ForNode;

// `a OP b` for the combiner kinds a reduction update may use.
PrimExpr Combine(NodeKind op, const PrimExpr& a, const PrimExpr& b) {
  switch (op) {
    case NodeKind::kAdd:
      return te::Add(a, b);
    case NodeKind::kMul:
      return te::Mul(a, b);
    case NodeKind::kMin:
      return te::Min(a, b);
    default:
      return te::Max(a, b);
  }
}

bool ReadsBuffer(const PrimExpr& e, const Buffer& b) {
  bool reads = false;
  te::PostOrderVisit(e, [&](const ObjectRef& o) {
    if (auto load = o.as<BufferLoadNode>()) reads |= load->buffer.get() == b.get();
  });
  return reads;
}

bool SameIndices(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!StructuralEqual(a[i], b[i])) return false;
  }
  return true;
}

int64_t PowerOfTwoAtLeast(int64_t n) {
  int64_t p = 1;
  while (p < n) p <<= 1;
  return p;
}

}  // namespace

Stmt ScheduleReductionNest(const Stmt& s, int64_t max_threads) {
  std::vector<Ref<ForNode>> loops;
  Stmt cur = s;
  while (auto f = cur.as<ForNode>()) {
    if (f->for_kind != tir::ForKind::kSerial || !te::IsConstValue(f->min, 0)) return Stmt();
    loops.push_back(f);
    cur = f->body;
  }
  auto realize = cur.as<BlockRealizeNode>();
  if (!realize.defined()) return Stmt();
  const tir::BlockNode& block = *realize->block;
  int64_t always = 0;
  if (!block.init.defined() || !block.alloc_buffers.empty() || !block.match_buffers.empty() ||
      !AsConstInt(realize->predicate, &always) || always == 0 || block.iter_vars.size() != loops.size()) {
    return Stmt();
  }
  // Trivial bindings, spatial loops first: iter var i is loop i.
  size_t num_spatial = 0;
  for (size_t i = 0; i < loops.size(); ++i) {
    auto v = realize->iter_values[i].as<TirVarNode>();
    if (!v.defined() || v.get() != loops[i]->loop_var.get()) return Stmt();
    bool spatial = block.iter_vars[i]->iter_type == tir::IterType::kDataPar;
    bool reduce = block.iter_vars[i]->iter_type == tir::IterType::kCommReduce;
    if (spatial && num_spatial != i) return Stmt();
    if (!spatial && !reduce) return Stmt();
    if (spatial) ++num_spatial;
  }
  if (num_spatial == loops.size()) return Stmt();
  // out[i] = out[i] OP rhs, initialised by out[i] = init.
  auto update = block.body.as<BufferStoreNode>();
  auto init = block.init.as<BufferStoreNode>();
  if (!update.defined() || !init.defined() || init->buffer.get() != update->buffer.get() ||
      !SameIndices(init->indices, update->indices)) {
    return Stmt();
  }
  auto combine = update->value.as<BinaryNode>();
  if (!combine.defined()) return Stmt();
  NodeKind op = combine->kind();
  if (op != NodeKind::kAdd && op != NodeKind::kMul && op != NodeKind::kMin && op != NodeKind::kMax) return Stmt();
  auto self = combine->a.as<BufferLoadNode>();
  if (!self.defined() || self->buffer.get() != update->buffer.get() ||
      !SameIndices(self->indices, update->indices) || ReadsBuffer(combine->b, update->buffer)) {
    return Stmt();
  }

  std::vector<PrimExpr> spatial_extents, reduce_extents;
  PrimExpr spatial = I64(1), reduce = I64(1);
  for (size_t i = 0; i < loops.size(); ++i) {
    PrimExpr extent = te::ToInt64(loops[i]->extent);
    if (i < num_spatial) {
      spatial_extents.push_back(extent);
      spatial = te::Mul(spatial, extent);
    } else {
      reduce_extents.push_back(extent);
      reduce = te::Mul(reduce, extent);
    }
  }
  int64_t threads = max_threads;
  int64_t reduce_const = 0;
  if (AsConstInt(reduce, &reduce_const)) threads = std::min(threads, PowerOfTwoAtLeast(reduce_const));
  DataType dtype = update->buffer->dtype;
  TirVar bx = Var("ax0_fused"), tx = Var("k_fused_1"), ko = Var("k_fused_0");
  Buffer partial = ScopedBuffer("red_local", dtype, {I64(1)}, "local");
  Buffer tree = ScopedBuffer("red_shared", dtype, {I64(threads)}, "shared");

  // The block's iter vars at spatial position bx and reduction position r.
  auto bind = [&](const PrimExpr& r) {
    te::VarMap vars;
    std::vector<PrimExpr> si = Unflatten(spatial_extents, bx);
    std::vector<PrimExpr> ri = Unflatten(reduce_extents, r);
    for (size_t i = 0; i < loops.size(); ++i) {
      const TirVar& iv = block.iter_vars[i]->var;
      vars[iv.get()] = te::Cast(iv->dtype, i < num_spatial ? si[i] : ri[i - num_spatial]);
    }
    return vars;
  };
  te::VarMap at_first = bind(tx);
  PrimExpr r_next = te::Add(te::Mul(te::Add(ko, I64(1)), I64(threads)), tx);
  te::VarMap at_next = bind(r_next);
  std::vector<PrimExpr> out_index = te::Substitute(update->indices, at_first);
  PrimExpr valid = te::Min(reduce, I64(threads));  // threads holding a partial

  std::vector<Stmt> body;
  // Each thread's strided share, starting from its first element.
  Stmt fold = Serial(
      ko, te::Sub(te::CeilDiv(reduce, I64(threads)), I64(1)),
      If(te::LT(r_next, reduce),
         St(partial, Combine(op, Ld(partial, {I64(0)}), te::Substitute(combine->b, at_next)), {I64(0)})));
  body.push_back(If(te::LT(tx, reduce),
                    Seq({St(partial, te::Substitute(combine->b, at_first), {I64(0)}), fold,
                         St(tree, Ld(partial, {I64(0)}), {tx})})));
  body.push_back(SyncShared());
  for (int64_t stride = PowerOfTwoAtLeast(threads) / 2; stride >= 1; stride /= 2) {
    PrimExpr other = te::Add(tx, I64(stride));
    body.push_back(If(te::And(te::LT(tx, I64(stride)), te::LT(other, valid)),
                      St(tree, Combine(op, Ld(tree, {tx}), Ld(tree, {other})), {tx})));
    body.push_back(SyncShared());
  }
  body.push_back(If(te::EQ(tx, I64(0)), St(update->buffer,
                                           Combine(op, te::Substitute(init->value, at_first), Ld(tree, {I64(0)})),
                                           out_index)));
  Stmt kernel = Allocated(partial, Allocated(tree, Seq(std::move(body))));
  return Bind(bx, spatial, "blockIdx.x", Bind(tx, I64(threads), "threadIdx.x", kernel));
}

tir::PrimFunc ApplyGpuReduction(const tir::PrimFunc& f, int64_t max_threads) {
  int changed = 0;
  tir::PrimFunc g = MapRootStages(
      f,
      [&](const Stmt& s) {
        Stmt scheduled = ScheduleReductionNest(s, max_threads);
        return scheduled.defined() ? scheduled : s;
      },
      &changed);
  if (changed == 0) return f;
  return WithFuncAttr(g, "tirx.is_scheduled", Bool(true));
}

}  // namespace backend
}  // namespace rlx
