#include "compiler/backend/dlight_common.h"

#include "compiler/backend/gpu_tir.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/support/check.h"
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

namespace {

// Each active lane's strided share of value(r), r in [0, extent), folded
// into partial[0]; `then` (may be null) runs after, under the same guard.
Stmt FoldShare(NodeKind op, const std::function<PrimExpr(const PrimExpr&)>& value, const PrimExpr& extent,
               const PrimExpr& tx, int64_t lanes, const Buffer& partial, const PrimExpr& active, Stmt then) {
  using namespace gpu;  // NOLINT
  TirVar ko = Var("k_outer");
  PrimExpr r_next = te::Add(te::Mul(te::Add(ko, I64(1)), I64(lanes)), tx);
  Stmt fold =
      Serial(ko, te::Sub(te::CeilDiv(extent, I64(lanes)), I64(1)),
             If(te::LT(r_next, extent), St(partial, Combine(op, Ld(partial, {I64(0)}), value(r_next)), {I64(0)})));
  PrimExpr guard = te::LT(tx, extent);
  if (active.defined()) guard = te::And(active, guard);
  std::vector<Stmt> body = {St(partial, value(tx), {I64(0)}), fold};
  if (then.defined()) body.push_back(then);
  return If(guard, Seq(std::move(body)));
}

PrimExpr I32(int64_t v) { return MakeIntImm(DataType::Int(32), v); }

// log2(segment) shuffle-down steps over partial[0]: lane `lane` (< stride)
// folds in lane + stride's value when that lane holds one (< count). The
// shuffle itself runs on every lane (a let outside the condition), as the
// _sync shuffles require.
void ShuffleSteps(NodeKind op, const Buffer& partial, const PrimExpr& lane, const PrimExpr& count, int64_t segment,
                  const Buffer& mask, const PrimExpr& active, const WarpShuffle& warp, std::vector<Stmt>* out) {
  using namespace gpu;  // NOLINT
  DataType dtype = partial->dtype;
  PrimExpr mask_value = mask.defined() ? Ld(mask, {I64(0)}) : I32(0);
  for (int64_t stride = segment / 2; stride >= 1; stride /= 2) {
    PrimExpr shuffled = Make<TirCallNode>(
        dtype, "tvm_warp_shuffle_down",
        std::vector<PrimExpr>{mask_value, Ld(partial, {I64(0)}), I32(stride), I32(segment), I32(warp.width)});
    PrimExpr cond = te::And(te::LT(lane, I64(stride)), te::LT(te::Add(lane, I64(stride)), count));
    if (active.defined()) cond = te::And(active, cond);
    out->push_back(Let("red_shuffled", shuffled, [&](PrimExpr v) {
      return If(cond, St(partial, Combine(op, Ld(partial, {I64(0)}), v), {I64(0)}));
    }));
  }
}

}  // namespace

std::vector<Stmt> TreeReduce(NodeKind op, const std::function<PrimExpr(const PrimExpr&)>& value, const PrimExpr& extent,
                             const PrimExpr& tx, int64_t lanes, const Buffer& partial, const Buffer& tree,
                             const PrimExpr& base, const PrimExpr& active) {
  using namespace gpu;  // NOLINT
  auto masked = [&](PrimExpr c) { return active.defined() ? te::And(active, c) : c; };
  std::vector<Stmt> out;
  out.push_back(
      FoldShare(op, value, extent, tx, lanes, partial, active, St(tree, Ld(partial, {I64(0)}), {te::Add(base, tx)})));
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

bool WarpShuffle::Supports(DataType dtype) const {
  if (width <= 1 || dtype.lanes() != 1 || dtype.is_handle() || dtype.is_bool()) return false;
  return dtype.bits() == 32;
}

bool WarpShuffle::Applies(DataType dtype, int64_t lanes) const {
  if (!Supports(dtype) || lanes < 2 || PowerOfTwoAtLeast(lanes) != lanes) return false;
  if ((width & (width - 1)) != 0) return false;  // segments must halve evenly
  return lanes <= width || (lanes % width == 0 && lanes / width <= width);
}

WarpShuffle WarpShuffleOf(const Target& target) {
  WarpShuffle w;
  const std::string& kind = target.kind();
  if (kind != "cuda" && kind != "nvptx" && kind != "rocm" && kind != "metal") return w;
  std::optional<int64_t> width = target.GetInt("thread_warp_size");
  if (!width || *width <= 1) return w;
  w.width = *width;
  // TVM names the lanes for CUDA's *_sync shuffles; Metal's simd_shuffle
  // and AMDGPU's ds_bpermute take no mask.
  w.needs_mask = kind == "cuda" || kind == "nvptx";
  return w;
}

std::vector<Stmt> WarpReduce(NodeKind op, const std::function<PrimExpr(const PrimExpr&)>& value, const PrimExpr& extent,
                             const PrimExpr& tx, int64_t lanes, const Buffer& partial, const Buffer& slots,
                             const PrimExpr& slot_base, const Buffer& mask, const PrimExpr& active,
                             const WarpShuffle& warp) {
  using namespace gpu;  // NOLINT
  RLX_CHECK(warp.Applies(partial->dtype, lanes)) << "WarpReduce over " << lanes << " lanes";
  std::vector<Stmt> out;
  // Before any branch, so every lane of the warp is named.
  if (mask.defined()) {
    out.push_back(
        St(mask, Make<TirCallNode>(DataType::UInt(32), "tvm_warp_activemask", std::vector<PrimExpr>{}), {I64(0)}));
  }
  out.push_back(FoldShare(op, value, extent, tx, lanes, partial, active, Stmt()));
  PrimExpr valid = te::Min(extent, I64(lanes));  // lanes holding a partial
  if (lanes <= warp.width) {
    ShuffleSteps(op, partial, tx, valid, lanes, mask, active, warp, &out);
    return out;
  }
  RLX_CHECK(slots.defined()) << "WarpReduce over several warps needs slots";
  PrimExpr w = I64(warp.width);
  PrimExpr lane = te::FloorMod(tx, w), warp_index = te::FloorDiv(tx, w);
  // Lanes of this warp holding a partial (may be <= 0 or > width).
  PrimExpr in_warp = te::Sub(valid, te::Mul(warp_index, w));
  ShuffleSteps(op, partial, lane, in_warp, warp.width, mask, active, warp, &out);
  PrimExpr first = te::And(te::EQ(lane, I64(0)), te::LT(I64(0), in_warp));
  if (active.defined()) first = te::And(active, first);
  out.push_back(If(first, St(slots, Ld(partial, {I64(0)}), {te::Add(slot_base, warp_index)})));
  out.push_back(SyncShared());
  PrimExpr warps = te::CeilDiv(valid, w);  // warps that stored a slot
  PrimExpr load = te::LT(tx, warps);
  if (active.defined()) load = te::And(active, load);
  out.push_back(If(load, St(partial, Ld(slots, {te::Add(slot_base, tx)}), {I64(0)})));
  ShuffleSteps(op, partial, tx, warps, lanes / warp.width, mask, active, warp, &out);
  return out;
}

}  // namespace dlight
}  // namespace backend
}  // namespace rlx
