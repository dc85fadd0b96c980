// dlight's gpu.GEMV rule (tvm.s_tir.dlight.gpu.GEMV): a matrix-vector
// product `y[.., i] += A[.., i, k] * x[.., k]` (the product's operands may
// be casts; their order does not matter) gets several output rows per
// thread block: threadIdx.y picks one of R rows, the 32 lanes of
// threadIdx.x split the reduction, and each row's partials meet in its own
// slice of a shared-memory tree (dlight_common.h TreeReduce), or, on targets
// with warp shuffles, in shuffle steps within the row's lanes (WarpReduce;
// the 32 lanes never straddle a row). One block per
// row (gpu.Reduction) would leave most of a block idle on short rows and
// launch as many blocks as rows; R rows per block amortise both.
//
// Accepted: a reduction stage (dlight_common.h LoopNest) whose update is a
// sum of `a * b` where one operand, the vector, uses no spatial iter var of
// extent other than 1 and the other, the matrix, uses one that has.
// Declined (null, so the next rule runs): any other
// combiner, a rhs that is not such a product (e.g. a plain row sum, left to
// gpu.Reduction), and products where both operands vary with the output
// (a matrix product, gpu.Matmul's) or neither does (a single dot product,
// one output row: gpu.Reduction's).
#ifndef RLX_COMPILER_BACKEND_DLIGHT_GEMV_H_
#define RLX_COMPILER_BACKEND_DLIGHT_GEMV_H_

#include <cstdint>

#include "compiler/backend/dlight_common.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// True when `s` is a matrix-vector stage as above.
bool IsGemvStage(const tir::Stmt& s);

// The stage scheduled as above, or null when it is not a GEMV stage.
tir::Stmt ScheduleGemvNest(const tir::Stmt& s, int64_t max_threads, const dlight::WarpShuffle& warp = {});

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_GEMV_H_
