// FoldBatchnormToConv2D (TVM relax.transform.FoldBatchnormToConv2D,
// python/tvm/relax/transform/fold_batch_norm_to_conv2d_for_inference.py;
// a function pass, opt_level 0): an inference batch norm right after a
// convolution with constant weights,
//
//   lv = R.nn.conv2d(x, W)                       # W, gamma, beta, mean, var constants
//   bn = R.nn.batch_norm(lv, gamma, beta, mean, var, epsilon=eps)
//   y = bn[0]
//
// becomes a convolution with scaled weights plus a per-channel bias:
//
//   s = gamma / sqrt(var + eps)                  # (C,)
//   y = R.add(R.nn.conv2d(x, W * reshape(s, (C, 1, 1, 1))),
//             reshape(beta - mean * s, (1, C, 1, 1)))
//
// (for kernel_layout IOHW the scale is reshaped to (1, C, 1, 1)). As in TVM
// the new weight and bias are op calls on constants, which the FoldConstant
// that follows in OpenCLMLOffLoad turns into constants; the conv and batch
// norm bindings left unused are removed (rewrite_call's RemoveAllUnused).
// Functions with a nonzero "Primitive" attribute are skipped.
//
// Deliberately stricter than TVM, whose rewrite assumes NCHW output and a
// batch norm on axis 1 without checking (it would compute wrong numbers or
// fail shape inference otherwise): the fold also needs the conv's output
// layout to be NCHW and the batch norm's axis to be 1 (or -3 of a 4-D
// tensor), and leaves everything else unchanged. TVM ignores batch_norm's
// `center` / `scale` flags; so does this pass (they are true in every
// model that reaches it from a frontend).
#ifndef RLX_COMPILER_TRANSFORM_FOLD_BATCHNORM_TO_CONV2D_H_
#define RLX_COMPILER_TRANSFORM_FOLD_BATCHNORM_TO_CONV2D_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

// One function; `f` itself when nothing was folded.
relax::Function FoldBatchnormToConv2D(const relax::Function& f);

PassPtr FoldBatchnormToConv2D();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_FOLD_BATCHNORM_TO_CONV2D_H_
