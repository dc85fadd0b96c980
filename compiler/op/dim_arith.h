// Arithmetic on shape dimensions for struct-info inference.
//
// Output shapes (conv2d, pooling, reshape products, concat sums, split
// lengths) must come out as plain constants when the inputs are constants, and
// as tidy expressions (`n * 2`, `n - 1`) when they are symbolic, the way TVM's
// arith::Analyzer leaves them. These helpers build the expression and
// simplify it with compiler/ir/arith.h, treating int64 variables (symbolic
// shape dims) as non-negative.
//
// DimsEqual / DimsProvablyUnequal are the two questions inference asks about
// dimensions (TVM's CanProveEqual(a, b) and CanProve(a != b)).
#ifndef RLX_COMPILER_OP_DIM_ARITH_H_
#define RLX_COMPILER_OP_DIM_ARITH_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace op {

// The value of an integer constant dimension (IntImm, or something that
// simplifies to one).
std::optional<int64_t> ConstDim(const PrimExpr& e);

// Built and simplified; results are int64 unless an operand is a wider or
// non-int64 integer variable.
PrimExpr DimAdd(const PrimExpr& a, const PrimExpr& b);
PrimExpr DimSub(const PrimExpr& a, const PrimExpr& b);
PrimExpr DimMul(const PrimExpr& a, const PrimExpr& b);
PrimExpr DimFloorDiv(const PrimExpr& a, const PrimExpr& b);
PrimExpr DimFloorMod(const PrimExpr& a, const PrimExpr& b);
PrimExpr DimCeilDiv(const PrimExpr& a, const PrimExpr& b);
PrimExpr DimMin(const PrimExpr& a, const PrimExpr& b);
PrimExpr DimMax(const PrimExpr& a, const PrimExpr& b);
// if_then_else(cond, a, b); picks a branch when cond folds to a constant.
PrimExpr DimSelect(const PrimExpr& cond, const PrimExpr& a, const PrimExpr& b);
// Product of all dims (1 for none).
PrimExpr DimProduct(const std::vector<PrimExpr>& dims);
PrimExpr Int64Dim(int64_t v);

// The simplified form of `e` (`e` itself when nothing simplifies).
PrimExpr SimplifyDim(const PrimExpr& e);

// True when a and b provably have the same value.
bool DimsEqual(const PrimExpr& a, const PrimExpr& b);
// True when a != b is provable.
bool DimsProvablyUnequal(const PrimExpr& a, const PrimExpr& b);

// Expression equality with variables compared by identity.
bool ExprDeepEqual(const PrimExpr& a, const PrimExpr& b);

// TVMScript-like text for diagnostics: `3`, `n`, `n * 2 + 1`, `n // 2`.
std::string DimToString(const PrimExpr& e);
// "(2, n, 4)"; "()" for a 0-d shape.
std::string DimsToString(const std::vector<PrimExpr>& dims);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_DIM_ARITH_H_
