// Shared pieces of struct-info inference: reading a call's arguments and
// attributes, TVM's standard checks and their messages, broadcasting, axis
// normalisation, dtype / vdevice unification and the "unknown shape ->
// ndim-only tensor" fallbacks. Mirrors src/relax/op/op_common.{h,cc}.
//
// Messages name the op the way TVM prints it, `Op(relax.add)`, and every
// error is thrown as a DiagnosticError at the call's span.
#ifndef RLX_COMPILER_OP_INFER_UTIL_H_
#define RLX_COMPILER_OP_INFER_UTIL_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/op/dim_arith.h"
#include "compiler/op/layout.h"
#include "compiler/op/op_registry.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace op {

using relax::Call;
using relax::Expr;
using relax::StructInfo;
using relax::TensorStructInfo;
using relax::VDevice;

// ------------------------------------------------------------- diagnostics

// "relax.add" of the call's op ("" when the callee is not an Op).
std::string OpName(const Call& call);
// "Op(relax.add)", as TVM prints an Op inside messages.
std::string OpLabel(const Call& call);
[[noreturn]] void Fail(const Call& call, const std::string& message);

// Short TVMScript-like text of struct info and expressions for messages:
// R.Tensor((2, n), dtype="float32"), R.Shape([2, 3]), R.Prim("int64")...
std::string SInfoToString(const StructInfo& sinfo);
std::string ExprToString(const Expr& e);
// "float32", or "None" for an unknown dtype.
std::string DTypeToString(DataType dtype);
// "[1, 2]" like a Python list.
std::string IntsToString(const std::vector<int64_t>& values);

// A convolution's or pool's "padding" attribute as (before..., after...) per
// spatial dim, from the 1, `spatial` or 2 * `spatial` values it may be written
// with (TVM's GetCompletePadding{1,2,3}D; 1-D takes 1 or 2). Fails at the
// call otherwise.
std::vector<int64_t> CompletePadding(const Call& call, int spatial);

// ------------------------------------------------------------------ args

// The struct info of call->args[i]. Literal arguments that have not been
// normalized yet (ShapeExpr, PrimValue, Tuple, Constant, StringImm,
// DataTypeImm) get the struct info normalization would give them.
StructInfo ArgSInfo(const Call& call, size_t i);
StructInfo ExprSInfo(const Expr& e);

// TVM's CheckNumArguments: "Operator Op(relax.x) expects N arguments, but was
// called with M arguments".
void CheckNumArgs(const Call& call, size_t expected);
// Checks the count against the op's registered Relax-argument parameters.
void CheckNumArgs(const Call& call);
// TVM's GetInputTensorType(call, i): a TypeError naming the parameter when
// the argument is not a tensor.
TensorStructInfo GetInputTensor(const Call& call, size_t i);
// Every argument (count checked first).
std::vector<TensorStructInfo> GetInputTensors(const Call& call);
// The tensors of a tuple argument (concat, stack, einsum).
std::vector<TensorStructInfo> GetTensorsFromTuple(const Call& call, const Expr& tuple);

// ------------------------------------------------------------- attributes
//
// Attributes are read from call->attrs by parameter name; an absent attribute
// takes the default registered for the op (OpRegistry::Global()). A value of
// the wrong type, or a missing required attribute, is a user error.

ObjectRef GetAttr(const Call& call, const std::string& name);
int64_t GetIntAttr(const Call& call, const std::string& name);
std::optional<int64_t> GetOptionalIntAttr(const Call& call, const std::string& name);
// Accepts a single int as a one-element list (as TVM's Python wrappers do).
std::vector<int64_t> GetIntListAttr(const Call& call, const std::string& name);
std::optional<std::vector<int64_t>> GetOptionalIntListAttr(const Call& call, const std::string& name);
double GetFloatAttr(const Call& call, const std::string& name);
std::optional<double> GetOptionalFloatAttr(const Call& call, const std::string& name);
bool GetBoolAttr(const Call& call, const std::string& name);
std::string GetStringAttr(const Call& call, const std::string& name);
std::optional<std::string> GetOptionalStringAttr(const Call& call, const std::string& name);
// Void when the attribute is None / "" (unknown dtype).
DataType GetDataTypeAttr(const Call& call, const std::string& name);
std::vector<PrimExpr> GetPrimExprListAttr(const Call& call, const std::string& name);

// ---------------------------------------------------------------- shapes

// Values of a tensor's shape when it is a ShapeExpr (TVM's
// `shape.as<ShapeExprNode>()`), else null.
const std::vector<PrimExpr>* ShapeExprValues(const TensorStructInfo& t);
// TVM's CheckTensorLayout: parses `layout` and requires it convertible to
// `target` (e.g. NHWC to NCHW); `tensor_name` names the operand in the error.
Layout CheckTensorLayout(const Call& call, const std::string& layout, const std::string& target,
                         const std::string& tensor_name);
// TVM's CheckNdimPerLayoutAndGetShape: the tensor's rank must be the
// layout's; returns its shape values, or null when the shape is unknown.
const std::vector<PrimExpr>* CheckNdimPerLayoutAndGetShape(const Call& call, const TensorStructInfo& t,
                                                           const Layout& layout);
// Values when the shape is a ShapeExpr or a variable whose shape struct info
// knows them (TVM's TensorType::GetShape()).
std::optional<std::vector<PrimExpr>> KnownShape(const TensorStructInfo& t);

StructInfo MakeTensor(std::vector<PrimExpr> shape, DataType dtype, VDevice vdevice = VDevice());
StructInfo MakeTensorNdim(DataType dtype, int ndim, VDevice vdevice = VDevice());
// A tensor whose shape is the given expression (a ShapeExpr, or a Var of
// shape struct info), like TVM's TensorType(call->args[1], ...).
StructInfo MakeTensorWithShapeExpr(const Expr& shape, DataType dtype, VDevice vdevice = VDevice());
// A copy of `t` with another dtype.
StructInfo WithDType(const TensorStructInfo& t, DataType dtype);

// TVM's NormalizeAxes: range check ("In Op(relax.x), the input axis 3 is out
// of range...") and repetition check; returns non-negative axes.
std::vector<int> NormalizeAxes(const Call& call, int ndim, const std::vector<int64_t>& axes);
int NormalizeAxis(const Call& call, int ndim, int64_t axis);

// Broadcasting of two shapes (numpy rules, size-1 dims stretch).
struct BroadcastResult {
  enum class Status { kSuccess, kUnknown, kConflict };
  Status status = Status::kUnknown;
  std::vector<PrimExpr> shape;  // kSuccess
  std::string message;          // kConflict
};
BroadcastResult BroadcastShapes(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b);
// Throws "In Op(relax.add), the first input shape at dim ..." on conflict;
// nullopt when symbolic dims cannot be proved compatible.
std::optional<std::vector<PrimExpr>> InferBroadcastShape(const Call& call, const std::vector<PrimExpr>& a,
                                                         const std::vector<PrimExpr>& b);

// TVM's InferBinaryArithOpOutDtype over tensor / prim struct info: void when
// either side is unknown, a TypeError when they differ (bool mixes freely).
DataType InferBinaryArithDtype(const Call& call, const StructInfo& lhs, const StructInfo& rhs);
// TVM's InferBinaryArithOpOutVDevice.
VDevice InferBinaryVDevice(const Call& call, const StructInfo& lhs, const StructInfo& rhs);
// The common vdevice of several tensors, null when they disagree (concat,
// where, einsum).
VDevice UnifyVDevices(const std::vector<TensorStructInfo>& tensors);

// TVM's InferTypeUnary for elementwise ops: the input's struct info with
// the dtype replaced (bool for isnan & co.); `require_float` rejects known
// non-float dtypes with TVM's message.
StructInfo InferUnaryElementwise(const Call& call, bool require_float, bool bool_output);

// dtype predicates as TVM's MatchesCode(kDLFloat, kDLBfloat) etc.
bool IsFloatOrBFloat(DataType t);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_INFER_UTIL_H_
