// Elementwise kernels: unary math (TVM's python/tvm/topi/math.py, stages
// named "compute" over axes i0, i1, ...), casts, clip, where, and the
// creation kernels full and arange.
#ifndef RLX_COMPILER_TOPI_ELEMWISE_H_
#define RLX_COMPILER_TOPI_ELEMWISE_H_

#include <functional>
#include <string>
#include <vector>

#include "compiler/te/tensor.h"

namespace rlx {
namespace topi {

using te::Tensor;

using FUnary = std::function<PrimExpr(const PrimExpr& x)>;

// The scalar rule of a unary operator by relax name: exp, log, sqrt, rsqrt,
// tanh, sigmoid, erf, abs, negative, floor, ceil, round, trunc, sin, cos,
// tan, sinh, cosh, asin, acos, atan, asinh, acosh, atanh, sign, square,
// log2, log10, log1p, bitwise_not, logical_not, isnan, isinf, isfinite and
// nn.relu (as "relu"). Null for other names.
FUnary UnaryRule(const std::string& op);

// `rule` over every element: te.compute(x.shape, lambda *i: rule(x(*i)))
// for the python kernels; C++ kernels (sign, logical_not, bitwise_not) name
// the stage "T_<op>" and the axes ax0, ...
Tensor Unary(const FUnary& rule, const Tensor& x, const std::string& name = "compute",
             const std::string& axis_prefix = "i");

// python topi.cast: stage "compute"; CastCpp is the C++ topi::cast used
// inside C++ kernels: stage "T_cast" over ax0, ...
Tensor Cast(const Tensor& x, DataType dtype);
Tensor CastCpp(const Tensor& x, DataType dtype);

// max(min(x, hi), lo), the bounds cast to x's dtype as TVM's clip does
// (tir.Cast on PrimExpr bounds).
Tensor Clip(const Tensor& x, const PrimExpr& lo, const PrimExpr& hi);

// Select(cond != 0, x, y) with three-way broadcasting ("T_where").
Tensor Where(const Tensor& cond, const Tensor& x, const Tensor& y);

// `value` cast to dtype everywhere ("T_full").
Tensor Full(const std::vector<PrimExpr>& shape, DataType dtype, const PrimExpr& value);

// start + step * i, cast to dtype ("T_arange"); the length is
// (stop - start + step - 1) // step for integer arguments with a positive
// constant step, ceil((stop - start) / step) otherwise.
Tensor Arange(const PrimExpr& start, const PrimExpr& stop, const PrimExpr& step, DataType dtype);

// nn.leakyrelu: Select(x > 0, x, x * alpha).
Tensor LeakyRelu(const Tensor& x, double alpha);

}  // namespace topi
}  // namespace rlx

#endif  // RLX_COMPILER_TOPI_ELEMWISE_H_
