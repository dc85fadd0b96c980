// SplitLongScans: a scan over a long axis with few rows, split into chunks
// that the thread pool scans in parallel (reduce, then scan).
//
// TVM's CPU cumsum / cumprod (and ours) parallelizes over rows only:
//
//   for fused in T.parallel(rows):
//     out[fused, 0] = in[fused, 0]
//     for k in range(n - 1):
//       out[fused, k + 1] = out[fused, k] + in[fused, k + 1]
//
// With one row (a 1x10M cumsum) that is one thread running one chain of
// dependent adds. For rows < 4 (fewer than InterleaveParallelScans jams),
// this pass makes the row loop serial and walks each row in blocks of
// kScanChunks * kScanChunkLength steps:
//
//   for blk in range(steps // W):                  # W = chunks * length
//     for c in T.parallel(chunks):                 # 1: each chunk's total
//       part[c] = reduce(+, in[...] over the chunk's steps)
//     for c in range(1, chunks):                   # 2: running totals
//       part[c] = part[c - 1] + part[c]
//     for c in T.parallel(chunks):                 # 3: each chunk's scan
//       out[first of c] = out[before blk] + part[c - 1] + in[first of c]
//       for i in range(1, length): out[...] = out[... - 1] + in[...]
//   for k in range(steps // W * W, steps):         # the steps left over
//     (the original step)
//
// A block (256000 steps) is meant to fit the caches of two cores, so that
// step 3 reads what step 1 brought in. Step 3 is a parallel loop around a
// serial scan, which InterleaveParallelScans then jams 8 chunks to a thread.
// The gain measured on a shared 2-core Zen 4 host is modest (below): the
// second thread added no memory bandwidth there.
//
// Splitting reassociates the combine. For floats the sums then round
// differently from the serial chain (and from TVM), so a float scan is split
// only when `reassociate_float` (the target's -fast-math or
// -fast-math-reassoc). Integer scans would stay exact (wrapping + and * are
// associative) but are split only on request (`split_integers`, for tests):
// an integer add chain is one cycle a step, already as fast as memory, and
// the extra read made the 1x10M int32 cumsum slower (8.0 ms against 5.7-6.2
// ms on a Zen 4 host), while the float32 one, bound by the 3-cycle add
// latency, went from 10.6-10.8 ms to 8.3-8.8 ms (sort_scan_benchmark).
//
// Matched: a parallel loop of constant extent < 4 whose body is loop-free
// statements around one serial loop `X[S(k)] = X[S(k - 1)] op g(k)` (op + or
// *, X not read by g, bounds free of the row variable). Run after
// FlattenBuffer, before InterleaveParallelScans.
#ifndef RLX_COMPILER_TIR_TRANSFORM_SPLIT_LONG_SCANS_H_
#define RLX_COMPILER_TIR_TRANSFORM_SPLIT_LONG_SCANS_H_

#include <cstdint>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

// Chunks per block (8 threads' worth of 8 jammed chains) and steps per
// chunk. Not 4096: chains a multiple of 4 KiB apart alias in the store
// buffer's address check (4K aliasing), and the jammed scan took 37 ms
// instead of 9 for 1x10M.
constexpr int64_t kScanChunks = 64;
constexpr int64_t kScanChunkLength = 4000;

PrimFunc SplitLongScans(const PrimFunc& func, bool reassociate_float, bool split_integers = false);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_SPLIT_LONG_SCANS_H_
