// Scalar expression builders with TVM's operator semantics, for writing
// compute rules: operand types are matched as TVM's BinaryOpMatchTypes does
// (integers widen, an integer meets a float as that float), constants fold
// as arith::TryConstFold folds them (`x + 0` is x, `2 * 3` is 6), and math
// functions become the intrinsic calls TVM prints (`T.exp(x)`,
// `T.sigmoid(x)`, `T.fabs(x)` for float abs).
//
// The binary helpers are named functions rather than operators: PrimExpr is
// a handle whose `==` means identity.
#ifndef RLX_COMPILER_TE_EXPR_H_
#define RLX_COMPILER_TE_EXPR_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace te {

// Constants of a dtype (a float value is truncated for integer dtypes).
PrimExpr Const(DataType dtype, double value);
PrimExpr IntConst(DataType dtype, int64_t value);
PrimExpr Zero(DataType dtype);
PrimExpr One(DataType dtype);
// The largest / smallest finite value of a dtype (TVM's max_value /
// min_value): e.g. -3.4028234663852886e+38 for float32.
PrimExpr MaxValue(DataType dtype);
PrimExpr MinValue(DataType dtype);

// tvm::cast: identity when the dtype matches, immediates fold.
PrimExpr Cast(DataType dtype, const PrimExpr& value);

PrimExpr Add(PrimExpr a, PrimExpr b);
PrimExpr Sub(PrimExpr a, PrimExpr b);
PrimExpr Mul(PrimExpr a, PrimExpr b);
// tvm::div: true division for floats, truncating division for integers.
PrimExpr Div(PrimExpr a, PrimExpr b);
PrimExpr FloorDiv(PrimExpr a, PrimExpr b);
PrimExpr FloorMod(PrimExpr a, PrimExpr b);
PrimExpr TruncMod(PrimExpr a, PrimExpr b);
PrimExpr Max(PrimExpr a, PrimExpr b);
PrimExpr Min(PrimExpr a, PrimExpr b);
PrimExpr EQ(PrimExpr a, PrimExpr b);
PrimExpr NE(PrimExpr a, PrimExpr b);
PrimExpr LT(PrimExpr a, PrimExpr b);
PrimExpr LE(PrimExpr a, PrimExpr b);
PrimExpr GT(PrimExpr a, PrimExpr b);
PrimExpr GE(PrimExpr a, PrimExpr b);
PrimExpr And(PrimExpr a, PrimExpr b);
PrimExpr Or(PrimExpr a, PrimExpr b);
PrimExpr Not(PrimExpr a);
// Python's unary minus on a PrimExpr: `a * -1` (TVM's ExprOp.__neg__).
PrimExpr Neg(PrimExpr a);
// ceildiv for integers, as TVM's topi helpers spell it: (a + b - 1) // b.
PrimExpr CeilDiv(PrimExpr a, PrimExpr b);

PrimExpr Select(PrimExpr cond, PrimExpr t, PrimExpr f);
// `T.if_then_else(cond, t, f)`: only the taken branch is evaluated.
PrimExpr IfThenElse(PrimExpr cond, PrimExpr t, PrimExpr f);

// Intrinsic calls `T.<name>(args)` with the dtype of the first argument.
PrimExpr Intrinsic(const std::string& name, std::vector<PrimExpr> args);
PrimExpr Exp(PrimExpr x);
PrimExpr Log(PrimExpr x);
PrimExpr Sqrt(PrimExpr x);
PrimExpr Rsqrt(PrimExpr x);
PrimExpr Tanh(PrimExpr x);
PrimExpr Sigmoid(PrimExpr x);
PrimExpr Erf(PrimExpr x);
PrimExpr Floor(PrimExpr x);
PrimExpr Ceil(PrimExpr x);
PrimExpr Round(PrimExpr x);
PrimExpr Trunc(PrimExpr x);
PrimExpr Pow(PrimExpr a, PrimExpr b);
// tvm::abs: T.fabs for floats, a select for signed integers, x for unsigned.
PrimExpr Abs(PrimExpr x);
// isnan / isinf / isfinite as TVM builds them (bool results).
PrimExpr IsNan(PrimExpr x);
PrimExpr IsInf(PrimExpr x);
PrimExpr IsFinite(PrimExpr x);

// The int64 form of a shape / index expression (immediates re-typed,
// narrower integer expressions cast).
PrimExpr ToInt64(const PrimExpr& e);
std::vector<PrimExpr> ToInt64(const std::vector<PrimExpr>& dims);

// Whether `a` and `b` are provably equal (structural match, or their
// difference simplifies to 0): TOPI's detail::EqualCheck.
bool EqualCheck(const PrimExpr& a, const PrimExpr& b);
bool IsConstValue(const PrimExpr& e, int64_t value);

}  // namespace te
}  // namespace rlx

#endif  // RLX_COMPILER_TE_EXPR_H_
