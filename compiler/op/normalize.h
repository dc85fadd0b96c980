// Struct-info inference for Relax expressions: what TVM's BlockBuilder does
// when it normalizes an expression. Op calls go to the operator registry's
// inference; every other expression kind has its rule here.
#ifndef RLX_COMPILER_OP_NORMALIZE_H_
#define RLX_COMPILER_OP_NORMALIZE_H_

#include <functional>
#include <unordered_map>

#include "compiler/relax/module.h"

namespace rlx {
namespace op {

// Computes the struct info of `e` (whose sub-expressions must already carry
// theirs) and stores it on `e` if it has none yet. Throws DiagnosticError at
// e's span for ill-typed input (e.g. a tuple index out of range).
relax::StructInfo InferStructInfo(const relax::Expr& e);

// The struct info a function has as a value.
relax::StructInfo FunctionStructInfo(const relax::Function& f);

// Replaces symbolic variables in `e` per `map` (unmapped vars stay).
PrimExpr SubstitutePrimExpr(const PrimExpr& e, const std::unordered_map<const TirVarNode*, PrimExpr>& map);
relax::StructInfo SubstituteStructInfo(const relax::StructInfo& s,
                                       const std::unordered_map<const TirVarNode*, PrimExpr>& map);

// Drops symbolic information that is not defined in the current scope: a
// tensor whose shape mentions vars not in `defined` keeps only ndim.
relax::StructInfo EraseUndefinedShapes(const relax::StructInfo& s,
                                       const std::function<bool(const TirVarNode*)>& defined);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_NORMALIZE_H_
