// Traversal and substitution of TIR expressions and statements, as the te
// builder and its users need them (TVM's PostOrderVisit and Substitute).
#ifndef RLX_COMPILER_TE_EXPR_UTIL_H_
#define RLX_COMPILER_TE_EXPR_UTIL_H_

#include <functional>
#include <unordered_map>

#include "compiler/ir/prim_expr.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace te {

using VarMap = std::unordered_map<const TirVarNode*, PrimExpr>;

// Calls `f` on every node reachable from `root` through its fields,
// children before parents, in field order. A node reached twice is visited
// twice (expressions are trees in practice).
void PostOrderVisit(const ObjectRef& root, const std::function<void(const ObjectRef&)>& f);

// Replaces variables per `vars` in an expression (buffer loads keep their
// buffer; their indices are substituted). Returns `e` itself when nothing
// changed.
PrimExpr Substitute(const PrimExpr& e, const VarMap& vars);
std::vector<PrimExpr> Substitute(const std::vector<PrimExpr>& es, const VarMap& vars);

// The variables `e` uses, in order of first appearance.
std::vector<TirVar> UsedVars(const PrimExpr& e);

}  // namespace te
}  // namespace rlx

#endif  // RLX_COMPILER_TE_EXPR_UTIL_H_
