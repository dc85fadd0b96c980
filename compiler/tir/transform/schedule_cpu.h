// A default CPU schedule for block-form TIR, applied by the LLVM backend
// before lowering (the role of TVM's DefaultCPUSchedule / MetaSchedule's
// matmul rules, for the kernels LegalizeOps produces).
//
// LegalizeOps emits TVM's plain compute: a perfect loop nest around one
// reduction block, e.g. for R.matmul
//
//   for i, j, k in T.grid(M, N, K):
//     with T.block("matmul"):
//       with T.init(): C[i, j] = 0
//       C[i, j] = C[i, j] + A[i, k] * B[k, j]
//
// which runs at a fraction of a GFLOP/s on a CPU: B is read down a column in
// the innermost loop, nothing is vectorized and the init test runs on every
// iteration. ScheduleCPU recognizes matmul-shaped reduction blocks
//
//   C[b.., i, j] = C[b.., i, j] + X(b.., i, k) * Y(b.., k, j)
//
// (X and Y any expressions of those variables, so transposed operands, casts
// and broadcast batch dimensions qualify; an epilogue fused after the block
// is left as its own loop nest) and replaces their loop nest with:
//
//   * tiled (the general case): k split into KC-blocks and j into NC-blocks;
//     for each, the (KC x NC) block of Y is packed once into contiguous
//     NR-wide panels (zero-padded; this also transposes a transposed Y), in
//     a parallel loop; then, in parallel over MR-row tiles, a register tile
//     of MR x NR accumulators (a local buffer accessed only with constant
//     vector indices, which LLVM promotes to vector registers) runs over the
//     KC block with one broadcast of X and NR / lanes vector multiply-adds
//     per row. Ragged rows are clamped to the last row (recomputing it,
//     which is idempotent) and ragged columns run a scalar tail kernel.
//   * row-vector (M <= 2 and Y contiguous in j, i.e. GEMV): no packing;
//     parallel over wide column chunks, each streaming its part of four
//     rows of Y at a time into a chunk of accumulators.
//   * dot products (M <= 2, X and Y both contiguous in k, i.e. x @ W^T with
//     W stored (N, K)): parallel over groups of columns, vector partial
//     sums over k, one horizontal sum per output.
//
// Except in the dot-product path, the accumulation order of every output
// element is that of the original loop (k ascending, starting from the init
// value), so results equal the unscheduled kernel's up to floating-point
// contraction in the backend; the dot-product path reassociates the sum over
// k (as BLAS dot kernels do). Symbolic extents are supported (ragged handling
// is then by runtime test).
//
// Every other reduction block whose reduction loops are the innermost loops
// of its nest gets its init hoisted out of them (the init store then runs
// once per output element instead of a test per reduction iteration).
//
// Functions with the attribute "tir.is_scheduled" are left alone.
#ifndef RLX_COMPILER_TIR_TRANSFORM_SCHEDULE_CPU_H_
#define RLX_COMPILER_TIR_TRANSFORM_SCHEDULE_CPU_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

struct CPUScheduleOptions {
  // Width of a SIMD register: 128 (SSE/NEON), 256 (AVX2), 512 (AVX-512).
  int vector_bits = 256;
  // Register tile rows; columns are two vector registers.
  int tile_rows = 6;
  // Cache blocks: the reduction block (KC) and the packed column block (NC).
  int k_block = 256;
  int n_block = 256;
  // Largest number of output rows (per batch) that takes the row-vector
  // path instead of the tiled one.
  int max_gemv_rows = 2;
};

PrimFunc ScheduleCPU(const PrimFunc& func, const CPUScheduleOptions& options = {});

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_SCHEDULE_CPU_H_
