// Broadcasting binary operators and broadcast_to (TVM's topi/broadcast.h):
// numpy broadcasting with TVM's index rules: a dimension of extent 1 facing
// a larger one is read at index 0, equal extents share the output index,
// two different symbolic extents broadcast to their max, a symbolic extent
// facing a constant takes the constant. Stages are named "T_<op>" with
// output axes ax0, ax1, ... as TVM's C++ TOPI names them.
#ifndef RLX_COMPILER_TOPI_BROADCAST_H_
#define RLX_COMPILER_TOPI_BROADCAST_H_

#include <functional>
#include <string>
#include <vector>

#include "compiler/te/tensor.h"

namespace rlx {
namespace topi {

using te::Tensor;

// The scalar rule of a binary operator.
using FBinary = std::function<PrimExpr(const PrimExpr& a, const PrimExpr& b)>;

// The broadcast output shape of two shapes. Incompatible constant extents
// are a user error (DiagnosticError).
std::vector<PrimExpr> BroadcastShape(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b);

// The indices into `t` for an output element at `out` when `t` is broadcast
// to `out_shape` (dimensions of extent 1 that face a larger extent read 0).
std::vector<PrimExpr> BroadcastIndex(const Tensor& t, const std::vector<PrimExpr>& out_shape,
                                     const std::vector<TirVar>& out);

// `op` applied elementwise with broadcasting.
Tensor WithBroadcast(const FBinary& op, const Tensor& a, const Tensor& b, const std::string& name);
// Tensor op scalar and scalar op tensor (TVM's overloads for a PrimExpr
// operand; the stage is elementwise over the tensor).
Tensor WithScalar(const FBinary& op, const Tensor& a, const PrimExpr& b, const std::string& name);
Tensor WithScalar(const FBinary& op, const PrimExpr& a, const Tensor& b, const std::string& name);

Tensor BroadcastTo(const Tensor& t, const std::vector<PrimExpr>& shape, const std::string& name = "T_broadcast_to");

// The binary operators of relax (relax.add -> "add" ...), by TVM's topi
// name: add, subtract, multiply, divide, floor_divide, mod, floor_mod,
// power, maximum, minimum, equal, not_equal, less, less_equal, greater,
// greater_equal, logical_and, logical_or, logical_xor, bitwise_and,
// bitwise_or, bitwise_xor, left_shift, right_shift. Null for other names.
FBinary BinaryRule(const std::string& op);

// Shorthands for the common ones.
Tensor Add(const Tensor& a, const Tensor& b);
Tensor Subtract(const Tensor& a, const Tensor& b);
Tensor Multiply(const Tensor& a, const Tensor& b);
Tensor Divide(const Tensor& a, const Tensor& b);

}  // namespace topi
}  // namespace rlx

#endif  // RLX_COMPILER_TOPI_BROADCAST_H_
