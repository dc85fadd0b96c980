// dlight's gpu.GeneralReduction rule (tvm.s_tir.dlight.gpu.GeneralReduction):
// functions like softmax and layer norm, several reduction stages over the
// same rows with elementwise stages between and after them, become one
// kernel with one thread block per row.
//
// Accepted: every stage is a loop nest over one block (dlight_common.h
// LoopNest) that stores once; the reduction stages have R spatial loops of
// the same extents (the rows) and an `out = out OP rhs` update; every other
// stage starts with R spatial loops of those extents. Each intermediate
// buffer (the root block's alloc_buffers) is written by exactly one stage
// and is either
//   - a per-row result of a reduction stage (indexed by the row vars only),
//     which becomes a one-element shared buffer of the block, or
//   - the elementwise output of a spatial stage indexed by its iter vars,
//     which is inlined into its readers (dlight's compute_inline; exp in
//     softmax is recomputed by the sum and the normalisation).
// Every read of an intermediate addresses the reader's own row (its first R
// indices are the reader's row vars), so a block never needs another
// block's data; no stage reads an output of the function.
//
// Schedule: blockIdx.x runs over the fused rows, T threads (the target's
// max threads, or the smallest power of two covering the longest constant
// row) split each stage's inner loops: a reduction stage folds its row into
// a shared-memory tree (dlight_common.h TreeReduce), or through warp
// shuffles where `warp` has them (WarpReduce), and
// thread 0 stores the result, a spatial stage strides over the row; a
// barrier separates the stages.
//
// Declined (null, the next rule runs): anything else, e.g. a function
// without a reduction stage, stages over different rows, a spatial
// intermediate read at another row, an intermediate written twice, or a
// reduction stage whose result another function output row needs.
#ifndef RLX_COMPILER_BACKEND_DLIGHT_GENERAL_REDUCTION_H_
#define RLX_COMPILER_BACKEND_DLIGHT_GENERAL_REDUCTION_H_

#include <cstdint>

#include "compiler/backend/dlight_common.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// `f` scheduled as above (attribute tirx.is_scheduled set), or null when
// the rule does not apply.
tir::PrimFunc ApplyGpuGeneralReduction(const tir::PrimFunc& f, int64_t max_threads,
                                       const dlight::WarpShuffle& warp = {});

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_GENERAL_REDUCTION_H_
