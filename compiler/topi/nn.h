// Neural-network kernels on te: softmax / log_softmax (numerically stable:
// max, exp-sum, normalize), layer_norm, rms_norm, batch_norm, padding,
// convolution, pooling, adaptive average pooling, and relax's matmul.
// Names and stage structure follow the TVM kernels Relax legalizes to.
#ifndef RLX_COMPILER_TOPI_NN_H_
#define RLX_COMPILER_TOPI_NN_H_

#include <string>
#include <vector>

#include "compiler/te/tensor.h"

namespace rlx {
namespace topi {

using te::Tensor;

// Stages T_softmax_maxelem, T_softmax_exp, T_softmax_expsum and
// T_softmax_norm (annotated {"axis": axis}).
Tensor Softmax(const Tensor& x, int64_t axis);
// Stages T_softmax_maxelem, compute (the exp-sum of x - max) and compute
// (x - max - log(sum)).
Tensor LogSoftmax(const Tensor& x, int64_t axis);

// One pass over the reduced axes for sum(x) and sum(x*x)
// ("<x>_red_temp"), then (x - mean) * rsqrt(var + eps) * gamma + beta
// ("T_layer_norm"). float16 accumulates in float32.
Tensor LayerNorm(const Tensor& data, const Tensor& gamma, const Tensor& beta, const std::vector<int64_t>& axes,
                 double epsilon);
// TVM's topi.nn.group_norm: the channel axis splits into (num_groups,
// C / num_groups); each group is normalized over its channels and `axes`
// ("<x>_red_temp" for the sums, "T_group_norm"), then reshaped back. gamma /
// beta (per channel) are skipped when undefined. float16 accumulates in
// float32. Instance norm is the case num_groups = C.
Tensor GroupNorm(const Tensor& data, const Tensor& gamma, const Tensor& beta, const PrimExpr& num_groups,
                 int64_t channel_axis, const std::vector<int64_t>& axes, double epsilon);
// x * rsqrt(mean(x^2) + eps) * weight, computed in float32 and cast back.
Tensor RmsNorm(const Tensor& data, const Tensor& weight, const std::vector<int64_t>& axes, double epsilon);

// TVM's topi.nn.batch_norm: [out, new moving mean, new moving var]. In
// training mode the batch statistics normalize and update the moving ones
// with `momentum`; in inference mode the moving statistics normalize and
// are returned unchanged (times 1).
std::vector<Tensor> BatchNorm(const Tensor& data, const Tensor& gamma, const Tensor& beta, const Tensor& moving_mean,
                              const Tensor& moving_var, int64_t axis, double epsilon, bool center, bool scale,
                              bool training, double momentum);

// Constant padding. The python kernel (used by conv, stage name given,
// axes i0, ...) and the C++ one (used by pooling, "ax" axes).
Tensor Pad(const Tensor& x, const std::vector<PrimExpr>& before, const std::vector<PrimExpr>& after,
           const PrimExpr& value, const std::string& name = "PadInput");
Tensor PadCpp(const Tensor& x, const std::vector<PrimExpr>& before, const std::vector<PrimExpr>& after,
              const PrimExpr& value, const std::string& name = "T_pad");

// N-d convolution in any layout whose data layout is N, C and spatial
// letters and whose kernel layout is O, I and spatial letters (NCHW/OIHW,
// NHWC/OHWI, NHWC/HWIO, ...). `padding` is [before..., after...]. A
// "pad_temp" stage, then "conv<d>d_<layout>" (or "group_conv...") with axes
// nn, ff, yy, xx and reduction axes rc, ry, rx.
Tensor Conv(const Tensor& data, const Tensor& kernel, const std::vector<int64_t>& strides,
            const std::vector<int64_t>& padding, const std::vector<int64_t>& dilation, int64_t groups,
            const std::string& data_layout, const std::string& kernel_layout, DataType out_dtype);

// Transposed convolution in NCW/NCHW data and IOW/IOHW kernel layouts (the
// kernel is in channels, out channels / groups, spatial). A "data_pad"
// stage spreads the input by the stride and pads it, "kernel_transform"
// flips the kernel into OI<spatial>, then a stride-1 Conv with `dilation`.
Tensor ConvTranspose(const Tensor& data, const Tensor& kernel, const std::vector<int64_t>& strides,
                     const std::vector<int64_t>& padding, const std::vector<int64_t>& output_padding,
                     const std::vector<int64_t>& dilation, int64_t groups, DataType out_dtype);

// Max / average pooling over the spatial dims of `layout` (TVM's
// pool_impl_nd): "pad_temp" when padded, then "pool_max", or "pool_sum" and
// "pool_avg".
Tensor Pool(const Tensor& data, const std::vector<int64_t>& pool_size, const std::vector<int64_t>& strides,
            const std::vector<int64_t>& dilation, const std::vector<int64_t>& padding, bool is_max, bool ceil_mode,
            bool count_include_pad, const std::string& layout);

// Adaptive average pooling to `output_size` over the spatial dims of
// `layout`: "adaptive_pool_sum" then "adaptive_pool_avg". Windows are
// [floor(o*in/out), ceil((o+1)*in/out)); when their size varies with the
// output position the window is the largest one, masked.
Tensor AdaptiveAvgPool(const Tensor& data, const std::vector<PrimExpr>& output_size, const std::string& layout);

// Relax's matmul legalization: numpy matmul semantics (1-d operands
// promoted, batch dims broadcast) as one "matmul" reduction over "k"; the
// operands are cast to out_dtype first when it is set.
Tensor Matmul(const Tensor& a, const Tensor& b, DataType out_dtype);

}  // namespace topi
}  // namespace rlx

#endif  // RLX_COMPILER_TOPI_NN_H_
