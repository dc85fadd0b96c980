// Small analyses the transform passes share: purity of calls and the
// variables an expression uses.
#ifndef RLX_COMPILER_TRANSFORM_ANALYSIS_H_
#define RLX_COMPILER_TRANSFORM_ANALYSIS_H_

#include <vector>

#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

// Whether calling `call` may have side effects (TVM's IsImpureCall): an op
// registered as impure (or not registered at all), a packed function called
// directly through an ExternFunc (R.call_packed), or a callee whose function
// struct info says it is impure.
bool IsImpureCall(const relax::Call& call);

// Whether evaluating `e` performs an impure call. Function literals inside
// `e` are not entered: defining a function has no effect.
bool ContainsImpureCall(const relax::Expr& e);

// Variables used in `e` (including inside nested scopes and struct info
// that refers to shape variables), each once, in order of first use.
std::vector<relax::Var> UsedVars(const relax::Expr& e);

// Variables used in `e` but not defined inside it, in order of first use.
std::vector<relax::Var> FreeVars(const relax::Expr& e);

// Symbolic (TIR) variables appearing anywhere in `obj` (a PrimExpr, struct
// info, ...), each once, in order of first appearance.
std::vector<TirVar> TirVarsIn(const ObjectRef& obj);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_ANALYSIS_H_
