// LowerInitBlock (TVM: tir.transform.LowerInitBlock): a block's `T.init()`
// statement runs on the first iteration of the block's reduction axes, so it
// becomes an `if` in front of the body:
//
//   with T.block("C"):                     with T.block("C"):
//     vi, vk = T.axis.remap("SR", [i, k])    vi, vk = T.axis.remap("SR", [i, k])
//     with T.init():                 ==>     if vk == 0:
//       C[vi] = 0.0                             C[vi] = 0.0
//     C[vi] = C[vi] + A[vi, vk]              C[vi] = C[vi] + A[vi, vk]
//
// The condition is the conjunction, in iter-var order, of `v == dom.min` for
// every reduction (kCommReduce) iter var; a block without reduction iter vars
// runs its init unconditionally.
//
// An init that would never run because a reduction loop is empty (extent 0:
// sum over an empty axis, conv2d over 0 channels) runs on its own instead:
// in front of the outermost reduction loop of the nest,
//   if extent_k <= 0: <block of the spatial iter vars running the init>
// so the output holds the reducer's identity, as numpy gives (TVM leaves it
// unwritten). Only nests whose reduction loops have a symbolic or zero
// extent get it; constant positive extents leave the IR as above.
#ifndef RLX_COMPILER_TIR_TRANSFORM_LOWER_INIT_BLOCK_H_
#define RLX_COMPILER_TIR_TRANSFORM_LOWER_INIT_BLOCK_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc LowerInitBlock(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_LOWER_INIT_BLOCK_H_
