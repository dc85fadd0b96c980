// ConvertBlocksToOpaque (TVM: tir.transform.ConvertBlocksToOpaque): every
// block iter var is replaced by the value its BlockRealize binds it to, and
// the block keeps no iter vars (an "opaque" block). Access regions and match
// buffer regions are rewritten too; the T.where predicate stays on the
// realize, now in terms of the loop variables.
//
//   for i in range(128):                   for i in range(128):
//     with T.block("B"):                     with T.block("B"):
//       vi = T.axis.spatial(128, i)   ==>      B[i] = A[i] + 1.0
//       B[vi] = A[vi] + 1.0
//
// Blocks must not have an init any more (run LowerInitBlock first): a
// remaining init throws DiagnosticError naming the block, as does a block
// with iter vars that no BlockRealize binds.
#ifndef RLX_COMPILER_TIR_TRANSFORM_CONVERT_BLOCKS_TO_OPAQUE_H_
#define RLX_COMPILER_TIR_TRANSFORM_CONVERT_BLOCKS_TO_OPAQUE_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc ConvertBlocksToOpaque(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_CONVERT_BLOCKS_TO_OPAQUE_H_
