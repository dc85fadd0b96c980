// dlight's gpu.Reduction rule (tvm.s_tir.dlight.gpu.Reduction), for the
// stages it can take: a loop nest over one block whose spatial loops come
// first and whose reduction loops follow, with an init and an update
// `out[i] = out[i] OP rhs` (OP one of +, *, min, max; rhs not reading out).
//
// Each output element gets one thread block: blockIdx.x runs over the fused
// spatial loops, and T threads (threadIdx.x; T = max_threads, or the
// smallest power of two covering a constant reduction extent) split the
// fused reduction loops. Every thread folds its strided share into a
// register, the partials meet in a shared-memory tree (log2 T halving steps
// separated by barriers), and thread 0 writes `init OP total`. No identity
// element is needed: a thread starts from its first element, and threads
// without one (reduction extent < T) stay out of the tree. With `warp`
// shuffles (dlight_common.h WarpShuffleOf: cuda, nvptx, rocm, metal) and a
// shuffle-able dtype, the partials meet through tvm_warp_shuffle_down
// instead (dlight_common.h WarpReduce): within each warp, then across warps
// through one shared slot per warp; other targets keep the tree.
#ifndef RLX_COMPILER_BACKEND_DLIGHT_REDUCTION_H_
#define RLX_COMPILER_BACKEND_DLIGHT_REDUCTION_H_

#include <cstdint>

#include "compiler/backend/dlight_common.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// The stage scheduled as a cross-thread reduction, or null when `s` is not
// a reduction nest of the form above.
tir::Stmt ScheduleReductionNest(const tir::Stmt& s, int64_t max_threads, const dlight::WarpShuffle& warp = {});

// The same with `rows_per_block` output elements per thread block
// (threadIdx.y picks the row, threadIdx.x one of `lanes` lanes; rows past
// the end are masked): gpu.GEMV's layout. rows_per_block = 1 is
// ScheduleReductionNest.
tir::Stmt ScheduleRowReduction(const tir::Stmt& s, int64_t lanes, int64_t rows_per_block,
                               const dlight::WarpShuffle& warp = {});

// Every stage of `f` that is such a nest scheduled (attribute
// tirx.is_scheduled set when any was); `f` itself when none was.
tir::PrimFunc ApplyGpuReduction(const tir::PrimFunc& f, int64_t max_threads, const dlight::WarpShuffle& warp = {});

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_REDUCTION_H_
