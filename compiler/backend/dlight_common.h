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

}  // namespace dlight
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_COMMON_H_
