// InterleaveParallelScans: unroll-and-jam of a parallel loop around a serial
// scan, so that one CPU thread advances several independent scans at once.
//
// TVM's CPU cumsum / cumprod (and ours, which prints the same TIR) is
//
//   for fused in T.parallel(rows):
//     out[fused, 0] = in[fused, 0]
//     for k in range(n - 1):
//       out[fused, k + 1] = out[fused, k] + in[fused, k + 1]
//
// Each row is one chain of dependent floating-point adds, so a thread runs
// at one element per add latency (3-4 cycles) however wide the machine is:
// half the copy bandwidth of the same bytes, measured. Jamming J rows into
// the serial loop
//
//   for fo in T.parallel(rows // J):
//     out[fo * J + 0, 0] = ...  ...  out[fo * J + J - 1, 0] = ...
//     for k in range(n - 1):
//       out[fo * J + 0, k + 1] = out[fo * J + 0, k] + in[fo * J + 0, k + 1]
//       ...
//       out[fo * J + J - 1, k + 1] = ...
//   for fused in T.parallel(rows // J * J, rows):   # the rows left over
//     (the original body)
//
// gives J independent chains per thread. Every row's adds happen in the same
// order as before, so results are bit-identical (unlike a reassociating
// SIMD scan). It is legal for any parallel loop: a parallel loop's
// iterations may not depend on each other, so any interleaving of them is
// one of the executions the loop already allowed.
//
// The pass applies to a parallel loop whose body is loop-free statements
// (stores, conditionals, evaluations) around exactly one serial loop, when
// that serial loop's bounds do not depend on the parallel variable, its body
// is loop-free, and it reads a buffer it writes (a loop-carried dependence
// through memory; a loop without one is left to LLVM's vectorizer) and is
// not annotated for VectorizeScans' vector scan (long rows). J is 8,
// lowered to 4 or 2 for constant extents so that at least two jammed
// iterations remain for the thread pool; a constant extent under 4 is left
// alone. Run on flattened TIR (after FlattenBuffer), before code generation.
#ifndef RLX_COMPILER_TIR_TRANSFORM_INTERLEAVE_PARALLEL_SCANS_H_
#define RLX_COMPILER_TIR_TRANSFORM_INTERLEAVE_PARALLEL_SCANS_H_

#include <cstdint>
#include <optional>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

// The number of chains jammed for a parallel extent: 8, 4 or 2 (0: leave the
// loop alone). nullopt: a symbolic extent.
int ScanInterleaveFactor(std::optional<int64_t> extent);

PrimFunc InterleaveParallelScans(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_INTERLEAVE_PARALLEL_SCANS_H_
