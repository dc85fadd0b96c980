// Small analyses the transform passes share: purity of calls and the
// variables an expression uses.
#ifndef RLX_COMPILER_TRANSFORM_ANALYSIS_H_
#define RLX_COMPILER_TRANSFORM_ANALYSIS_H_

#include <cstdint>
#include <optional>
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

// A symbolic variable of a function's signature with the closed range that
// the function's "tir_var_lower_bound" / "tir_var_upper_bound" attributes
// give it (TVM's attributes, maps keyed by the variable's name, which
// torch.export's range constraints become). Either side may be absent.
struct SymbolicVarRange {
  TirVar var;
  std::optional<int64_t> lower;
  std::optional<int64_t> upper;
};

// The ranges of `f`'s signature variables that have a bound, in order of
// first appearance in the parameters. A name that is no signature variable
// is ignored (as TVM does). Throws at f's span for a bound that is not an
// integer and for an empty range (lower > upper).
std::vector<SymbolicVarRange> SignatureVarRanges(const relax::Function& f);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_ANALYSIS_H_
