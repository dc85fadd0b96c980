// dlight's gpu.Matmul rule (tvm.s_tir.dlight.gpu.Matmul) for the stages it
// can take: `C[b.., i, j] += a(b.., i, k) * b(b.., k, j)` where a and b are
// expressions of loads (casts included), i is the spatial iter var only a
// uses, j the one only b uses, k the single reduction var, and every other
// spatial var (used by both, by neither, or an outer one used by a single
// operand: a broadcast batch dim) is a batch axis.
//
// Schedule (shared-memory tiling): blockIdx.z runs over the fused batch
// axes, blockIdx.y / blockIdx.x over BM x BN tiles of C, and a TY x TX
// thread block computes the tile, each thread a 2 x 2 micro-tile kept in
// local memory. The K loop steps by BK: the block cooperatively loads the
// BM x BK tile of a and the BK x BN tile of b into shared memory (zero
// outside the matrix, so M, N, K need not be multiples of the tile), a
// barrier, BK multiply-accumulate steps from shared memory, a barrier. The
// epilogue writes `init + acc` under an (i < M, j < N) guard. Extents may
// be symbolic (the grid and the K loop are computed from them).
//
//   max_threads >= 256: 16 x 16 threads, 32 x 32 tiles, BK = 16
//   max_threads >= 64:  8 x 8 threads, 16 x 16 tiles, BK = 16
//
// Declined (null, so the next rule runs): a stage that is not a reduction
// loop nest with trivial bindings; a combiner other than +; a rhs that is
// not a product; several reduction loops; no i or no j (a matrix-vector
// product: gpu.GEMV's); i or j of constant extent 1; fewer than 64 threads
// per block.
#ifndef RLX_COMPILER_BACKEND_DLIGHT_MATMUL_H_
#define RLX_COMPILER_BACKEND_DLIGHT_MATMUL_H_

#include <cstdint>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// The stage scheduled as a tiled matrix product, or null (see above).
tir::Stmt ScheduleMatmulNest(const tir::Stmt& s, int64_t max_threads);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_MATMUL_H_
