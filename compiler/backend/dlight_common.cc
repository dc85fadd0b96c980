#include "compiler/backend/dlight_common.h"

#include "compiler/backend/gpu_tir.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace backend {
namespace dlight {

using tir::BlockRealizeNode;
using tir::BufferStoreNode;
using tir::ForNode;
using tir::Stmt;

std::vector<PrimExpr> LoopNest::Extents(size_t begin, size_t end) const {
  std::vector<PrimExpr> out;
  for (size_t i = begin; i < end; ++i) out.push_back(te::ToInt64(loops[i]->extent));
  return out;
}

te::VarMap LoopNest::Bind(const std::vector<PrimExpr>& values) const {
  te::VarMap vars;
  for (size_t i = 0; i < values.size(); ++i) vars[IterVar(i).get()] = te::Cast(IterVar(i)->dtype, values[i]);
  return vars;
}

std::optional<LoopNest> MatchLoopNest(const Stmt& s) {
  LoopNest nest;
  Stmt cur = s;
  while (auto f = cur.as<ForNode>()) {
    if (f->for_kind != tir::ForKind::kSerial || !te::IsConstValue(f->min, 0)) return std::nullopt;
    nest.loops.push_back(f);
    cur = f->body;
  }
  nest.realize = cur.as<BlockRealizeNode>();
  if (!nest.realize.defined() || nest.loops.empty()) return std::nullopt;
  const tir::BlockNode& block = *nest.realize->block;
  int64_t always = 0;
  if (!block.alloc_buffers.empty() || !block.match_buffers.empty() || !AsConstInt(nest.realize->predicate, &always) ||
      always == 0 || block.iter_vars.size() != nest.loops.size()) {
    return std::nullopt;
  }
  bool seen_reduce = false;
  for (size_t i = 0; i < nest.loops.size(); ++i) {
    auto v = nest.realize->iter_values[i].as<TirVarNode>();
    if (!v.defined() || v.get() != nest.loops[i]->loop_var.get()) return std::nullopt;
    tir::IterType type = block.iter_vars[i]->iter_type;
    if (type == tir::IterType::kDataPar) {
      if (seen_reduce) return std::nullopt;
      ++nest.num_spatial;
    } else if (type == tir::IterType::kCommReduce) {
      seen_reduce = true;
    } else {
      return std::nullopt;
    }
  }
  return nest;
}

std::optional<ReductionUpdate> MatchReductionUpdate(const tir::BlockNode& block) {
  ReductionUpdate r;
  r.update = block.body.as<BufferStoreNode>();
  r.init = block.init.as<BufferStoreNode>();
  if (!r.update.defined() || !r.init.defined() || r.init->buffer.get() != r.update->buffer.get() ||
      !SameIndices(r.init->indices, r.update->indices)) {
    return std::nullopt;
  }
  auto combine = r.update->value.as<BinaryNode>();
  if (!combine.defined()) return std::nullopt;
  r.op = combine->kind();
  if (r.op != NodeKind::kAdd && r.op != NodeKind::kMul && r.op != NodeKind::kMin && r.op != NodeKind::kMax) {
    return std::nullopt;
  }
  auto self = combine->a.as<BufferLoadNode>();
  if (!self.defined() || self->buffer.get() != r.update->buffer.get() ||
      !SameIndices(self->indices, r.update->indices) || ReadsBuffer(combine->b, r.update->buffer)) {
    return std::nullopt;
  }
  r.rhs = combine->b;
  return r;
}

std::vector<Stmt> RootStages(const tir::PrimFunc& f) {
  Stmt body = f->body;
  auto root = body.as<BlockRealizeNode>();
  if (root.defined() && root->block->iter_vars.empty()) body = root->block->body;
  if (auto seq = body.as<tir::SeqStmtNode>()) return seq->seq;
  return {body};
}

std::vector<Buffer> RootAllocBuffers(const tir::PrimFunc& f) {
  auto root = f->body.as<BlockRealizeNode>();
  if (root.defined() && root->block->iter_vars.empty()) return root->block->alloc_buffers;
  return {};
}

int CountReductionStages(const tir::PrimFunc& f) {
  int n = 0;
  for (const Stmt& s : RootStages(f)) {
    bool reduce = false;
    te::PostOrderVisit(s, [&](const ObjectRef& o) {
      if (auto b = o.as<tir::BlockNode>()) {
        for (const tir::IterVar& iv : b->iter_vars) reduce |= iv->iter_type == tir::IterType::kCommReduce;
      }
    });
    n += reduce;
  }
  return n;
}

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

bool UsesVar(const PrimExpr& e, const TirVar& v) {
  for (const TirVar& u : te::UsedVars(e)) {
    if (u.get() == v.get()) return true;
  }
  return false;
}

std::vector<Stmt> TreeReduce(NodeKind op, const std::function<PrimExpr(const PrimExpr&)>& value,
                             const PrimExpr& extent, const PrimExpr& tx, int64_t lanes, const Buffer& partial,
                             const Buffer& tree, const PrimExpr& base, const PrimExpr& active) {
  using namespace gpu;  // NOLINT
  auto masked = [&](PrimExpr c) { return active.defined() ? te::And(active, c) : c; };
  TirVar ko = Var("k_outer");
  PrimExpr r_next = te::Add(te::Mul(te::Add(ko, I64(1)), I64(lanes)), tx);
  Stmt fold = Serial(ko, te::Sub(te::CeilDiv(extent, I64(lanes)), I64(1)),
                     If(te::LT(r_next, extent),
                        St(partial, Combine(op, Ld(partial, {I64(0)}), value(r_next)), {I64(0)})));
  std::vector<Stmt> out;
  out.push_back(If(masked(te::LT(tx, extent)), Seq({St(partial, value(tx), {I64(0)}), fold,
                                                    St(tree, Ld(partial, {I64(0)}), {te::Add(base, tx)})})));
  out.push_back(SyncShared());
  PrimExpr valid = te::Min(extent, I64(lanes));  // lanes holding a partial
  for (int64_t stride = PowerOfTwoAtLeast(lanes) / 2; stride >= 1; stride /= 2) {
    PrimExpr self = te::Add(base, tx), other = te::Add(self, I64(stride));
    out.push_back(If(masked(te::And(te::LT(tx, I64(stride)), te::LT(te::Add(tx, I64(stride)), valid))),
                     St(tree, Combine(op, Ld(tree, {self}), Ld(tree, {other})), {self})));
    out.push_back(SyncShared());
  }
  return out;
}

}  // namespace dlight
}  // namespace backend
}  // namespace rlx
