// The block analysis the dlight rules share (TVM's s_tir.dlight.analysis,
// for the stages this backend produces): a stage of a PrimFunc seen as a
// loop nest over one block, the `out = out OP rhs` form of a reduction
// update, and the shared-memory tree every cross-thread reduction uses.
#ifndef RLX_COMPILER_BACKEND_DLIGHT_COMMON_H_
#define RLX_COMPILER_BACKEND_DLIGHT_COMMON_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "compiler/ir/target.h"
#include "compiler/te/expr_util.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {
namespace dlight {

// `for l0 ... for ln: with T.block(...)` with serial loops starting at 0,
// block iter var i bound to loop i (trivial bindings, as FuseTIR and
// te.create_prim_func produce), spatial loops before reduction loops, no
// block-local buffers and an always-true predicate.
struct LoopNest {
  std::vector<Ref<tir::ForNode>> loops;
  Ref<tir::BlockRealizeNode> realize;
  size_t num_spatial = 0;

  const tir::BlockNode& block() const { return *realize->block; }
  bool is_reduction() const { return num_spatial < loops.size(); }
  // Extents (int64) of loops [begin, end).
  std::vector<PrimExpr> Extents(size_t begin, size_t end) const;
  // The iter var of loop i.
  const TirVar& IterVar(size_t i) const { return realize->block->iter_vars[i]->var; }
  // Maps iter var i to values[i] (cast to the iter var's dtype).
  te::VarMap Bind(const std::vector<PrimExpr>& values) const;
};
std::optional<LoopNest> MatchLoopNest(const tir::Stmt& s);

// A reduction block's body `out[idx] = out[idx] OP rhs` with init
// `out[idx] = init`, OP one of +, *, min, max and rhs not reading out.
struct ReductionUpdate {
  NodeKind op;
  Ref<tir::BufferStoreNode> update;
  Ref<tir::BufferStoreNode> init;
  PrimExpr rhs;
};
std::optional<ReductionUpdate> MatchReductionUpdate(const tir::BlockNode& block);

// The stages of a function body (the statements of its root block, else of
// the body), as MapRootStages sees them.
std::vector<tir::Stmt> RootStages(const tir::PrimFunc& f);
// The root block's alloc_buffers (empty without a root block).
std::vector<Buffer> RootAllocBuffers(const tir::PrimFunc& f);
// How many stages hold a block with a reduction iter var.
int CountReductionStages(const tir::PrimFunc& f);

PrimExpr Combine(NodeKind op, const PrimExpr& a, const PrimExpr& b);
bool ReadsBuffer(const PrimExpr& e, const Buffer& b);
bool SameIndices(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b);
int64_t PowerOfTwoAtLeast(int64_t n);
// True when `e` uses the variable `v`.
bool UsesVar(const PrimExpr& e, const TirVar& v);

// A cross-thread reduction of value(r) over r in [0, extent) by `lanes`
// threads (lane = tx): each active lane folds r = tx, tx + lanes, ... into
// `partial` (local, 1 element), stores it at tree[base + tx], and log2
// halving steps separated by barriers leave the total in tree[base]. Lanes
// without an element (extent < lanes) stay out of the tree, so no identity
// element is needed. Every thread of the block must run the result (it
// holds barriers); `active` (may be null) masks threads without work.
// Ends with a barrier, so tree[base] may be read by every thread.
std::vector<tir::Stmt> TreeReduce(NodeKind op, const std::function<PrimExpr(const PrimExpr&)>& value,
                                  const PrimExpr& extent, const PrimExpr& tx, int64_t lanes, const Buffer& partial,
                                  const Buffer& tree, const PrimExpr& base, const PrimExpr& active);

// Whether and how a target exchanges registers inside a warp, TVM's rule
// (LowerThreadAllreduce's IsWarpReduction): the cuda, rocm and metal kinds
// with thread_warp_size > 1 (nvptx added: the same hardware as cuda, through
// LLVM); opencl, vulkan, webgpu and the rest reduce through shared memory.
struct WarpShuffle {
  int64_t width = 0;        // lanes of a warp; 0: no shuffles
  bool needs_mask = false;  // CUDA's __shfl_*_sync name the lanes taking part
  // True when a `dtype` value can be shuffled: 32-bit scalars (AMDGPU's
  // ds_bpermute and NVVM's shfl move 32-bit words, and the cuda target's
  // kernels also go through NVVM); TVM also shuffles 64-bit and half on CUDA
  // C, which here keep the tree.
  bool Supports(DataType dtype) const;
  // True when a reduction of `dtype` over `lanes` threads (a power of two)
  // takes the warp path: lanes fit one warp or fill whole warps whose count
  // fits one warp (the second round).
  bool Applies(DataType dtype, int64_t lanes) const;
};
WarpShuffle WarpShuffleOf(const Target& target);

// The same reduction with warp shuffles (`warp.Applies(dtype, lanes)`): each
// lane folds its strided share into partial[0] as TreeReduce does, then
// log2 shuffle-down steps leave each warp's total in its lane 0. With more
// lanes than a warp, lane 0 of every warp stores its total at slots[slot_base
// + warp] (`slots`: shared, lanes / width elements per row), a barrier, and
// the first warp folds the slots the same way. The total ends in partial[0]
// of lane tx == 0 only (no trailing barrier). `mask` (local uint32, one
// element) receives tvm_warp_activemask() first when warp.needs_mask. Rows
// (threadIdx.y) of `lanes` threads each reduce on their own: lanes is a
// power of two, so a row never shares a shuffle segment with another.
// Every thread runs every shuffle; `active` (may be null) masks only the
// values and the slot stores.
std::vector<tir::Stmt> WarpReduce(NodeKind op, const std::function<PrimExpr(const PrimExpr&)>& value,
                                  const PrimExpr& extent, const PrimExpr& tx, int64_t lanes, const Buffer& partial,
                                  const Buffer& slots, const PrimExpr& slot_base, const Buffer& mask,
                                  const PrimExpr& active, const WarpShuffle& warp);

}  // namespace dlight
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_COMMON_H_
