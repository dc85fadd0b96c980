// AppendReshapeToBN (TVM python/tvm/relax/backend/adreno/clml.py
// AppendReshapeToBNRewriterPass; a function pass, opt_level 0): the first
// field of a batch norm's result gets a reshape to the batch norm's input
// shape,
//
//   bn = R.nn.batch_norm(x, gamma, beta, mean, var, ...)
//   y = bn[0]
// becomes
//   bn = R.nn.batch_norm(x, gamma, beta, mean, var, ...)
//   lv = bn[0]
//   y = R.reshape(lv, R.shape(<x's shape>))
//
// The reshape changes nothing numerically; it gives the CLML pattern
// "openclml.nn.batch_norm" (reshape(batch_norm(...)[0], *)) a call to root
// the composite at, so that the projection does not stay outside it. Then,
// as TVM does, unused bindings are removed (remove_all_unused).
//
// TVM rebuilds `batch_norm(...)[0]` from the call itself, which the block
// builder binds anew (a second batch_norm binding when the tuple has other
// uses); this keeps the existing binding and projects from it, the same
// graph without the duplicate. A projection of a batch norm whose input
// shape is unknown is left alone (TVM would fail).
#ifndef RLX_COMPILER_TRANSFORM_APPEND_RESHAPE_TO_BN_H_
#define RLX_COMPILER_TRANSFORM_APPEND_RESHAPE_TO_BN_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

// One function (every binding position, nested functions included).
relax::Function AppendReshapeToBN(const relax::Function& f);

PassPtr AppendReshapeToBN();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_APPEND_RESHAPE_TO_BN_H_
