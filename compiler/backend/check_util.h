// Helpers the backends' check functions share: reading dtypes and static
// shapes off annotated expressions, and shape arithmetic.
#ifndef RLX_COMPILER_BACKEND_CHECK_UTIL_H_
#define RLX_COMPILER_BACKEND_CHECK_UTIL_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/prim_expr.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace backend {
namespace contrib {

// The tensor struct info of `e`, or null.
Ref<relax::TensorStructInfoNode> TensorInfo(const relax::Expr& e);
// The dtype of tensor `e` (void when unknown or not a tensor).
DataType TensorDtype(const relax::Expr& e);
// The shape values of tensor `e` when its shape is a ShapeExpr.
std::optional<std::vector<PrimExpr>> TensorShape(const relax::Expr& e);
// The rank of tensor `e` (-1 when unknown).
int TensorNdim(const relax::Expr& e);
// `e` as a constant integer.
std::optional<int64_t> ConstInt(const PrimExpr& e);
// The simplified product of dims[begin, end) (1 when empty).
PrimExpr Product(const std::vector<PrimExpr>& dims, size_t begin, size_t end);
// The product of the batch dimensions of a matmul operand (all but the last
// two; 1 for a matrix or vector).
PrimExpr MatmulBatches(const std::vector<PrimExpr>& shape);
// Whether tensor `bias` is one vector (every leading dimension 1), the only
// bias the BLAS libraries' epilogues take.
bool IsBiasVector(const relax::Expr& bias);
// Whether `a` and `b` provably have the same value.
bool ProvablyEqual(const PrimExpr& a, const PrimExpr& b);

// Op attributes of a call (null / nullopt when absent or of another type).
ObjectRef CallAttr(const relax::Expr& call, const std::string& name);
std::optional<std::string> CallAttrString(const relax::Expr& call, const std::string& name);
std::optional<int64_t> CallAttrInt(const relax::Expr& call, const std::string& name);
std::optional<std::vector<int64_t>> CallAttrInts(const relax::Expr& call, const std::string& name);
// The i-th argument of a call (null when out of range or not a call).
relax::Expr CallArg(const relax::Expr& call, size_t i);
// The name of the op a call calls ("" when not an op call).
std::string CallOpName(const relax::Expr& call);
// The constant integers of a tuple of PrimValues (R.prim_value / shape
// tuples as strided_slice takes them); nullopt when any is not constant.
std::optional<std::vector<int64_t>> ConstIntTuple(const relax::Expr& tuple);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_CHECK_UTIL_H_
