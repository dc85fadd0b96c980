// DecomposeOpsForInference (TVM relax.transform.DecomposeOpsForInference,
// src/relax/transform/decompose_ops.cc): rewrites operators that have a
// cheaper or more portable form at inference time into simpler ops.
//
//   R.nn.batch_norm(x, gamma, beta, mean, var, axis=a, epsilon=e, ...)
//     -> ((x - mean') / sqrt(var' + e) * gamma' + beta', mean, var)
//        (mean', var', gamma', beta' expanded to x's rank around axis a;
//         the scale/center attributes drop the multiply/add; the training
//         attribute is ignored, as in TVM)
//   R.tensor_to_shape(t)
//     -> R.call_pure_packed("vm.builtin.tensor_to_shape", t) matched to a
//        shape of fresh symbolic variables, which become the result, so
//        that ops taking the shape (reshape) see symbolic dimensions.
//
// `func_name` limits the rewrite to one function (TVM's optional argument);
// naming a function the module does not have is an error.
#ifndef RLX_COMPILER_TRANSFORM_DECOMPOSE_OPS_H_
#define RLX_COMPILER_TRANSFORM_DECOMPOSE_OPS_H_

#include <string>

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

relax::Function DecomposeOpsForInference(const relax::Function& f);
PassPtr DecomposeOpsForInference(const std::string& func_name = "");

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_DECOMPOSE_OPS_H_
