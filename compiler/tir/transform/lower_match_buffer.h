// LowerMatchBuffer (TVM: tir.transform.LowerMatchBuffer): a block's
// `X = T.match_buffer(A[r0, r1:r1+16], (16,))` makes X a view of a region of
// A. Every access to X is rewritten into an access to A, and the block drops
// the match:
//
//   X[k]        ==>  A[r0, r1 + k]
//
// The view's dimensions align with the region's trailing dimensions; the
// leading region dimensions it does not have must have extent 1. Symbolic
// parts of the view's declaration are bound as TVM's matching does: a shape
// variable to the aligned region extent, a stride variable to the source's
// (compact or declared) stride, an elem_offset variable to the region's flat
// start offset in the source (including the source's own elem_offset).
//
// Runs after ConvertBlocksToOpaque (regions then mention loop variables
// only). Throws DiagnosticError for a view that cannot be aligned with its
// region and for uses of the view's data pointer, which has no single
// replacement.
#ifndef RLX_COMPILER_TIR_TRANSFORM_LOWER_MATCH_BUFFER_H_
#define RLX_COMPILER_TIR_TRANSFORM_LOWER_MATCH_BUFFER_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc LowerMatchBuffer(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_LOWER_MATCH_BUFFER_H_
