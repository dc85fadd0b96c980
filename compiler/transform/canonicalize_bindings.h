// CanonicalizeBindings (TVM relax.transform.CanonicalizeBindings): a
// Sequential of two function passes, both opt_level 1, as in TVM.
//
// CanonicalizeTIRVariables: a match_cast whose value has a better-known
// shape than its pattern defines the pattern's symbolic variables in terms
// of it (`z = R.match_cast(x, R.Tensor((n,)))` with x of shape (16,) gives
// n = 16). Later shape annotations, ShapeExprs and struct info then use the
// known value (simplified). Values are scoped: if-branches and nested
// functions do not leak them. Two match_casts that provably give a variable
// different values are an error. A match_cast that defines a variable also
// used in an R.prim_value keeps its own pattern, so that the run-time value
// stays defined (TVM main's rule).
//
// CanonicalizeRelaxBindings (the relax part, TVM's plan-then-rewrite):
//  * A trivial binding `y = x` (or `y = R.match_cast(x, s)` where y's struct
//    info equals x's, or `y = t[i]` where t is a known tuple literal whose
//    field i is a variable) is removed and uses of y become x, following
//    chains. Where y is an output of a dataflow block, x a DataflowVar and y
//    is used after the block, x's binding is renamed to y instead, so no
//    DataflowVar escapes its block.
//  * A Var defined in a dataflow block but used only inside it becomes a
//    DataflowVar (it is no longer an output).
//  * Uses of a variable bound to a constant become the constant (the
//    binding itself stays; DeadCodeElimination removes it).
//  * In a dataflow block, `lv = value; gv = lv` where lv is used nowhere
//    else becomes `gv = value`.
#ifndef RLX_COMPILER_TRANSFORM_CANONICALIZE_BINDINGS_H_
#define RLX_COMPILER_TRANSFORM_CANONICALIZE_BINDINGS_H_

#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

// Throws DiagnosticError for inconsistent match_casts.
relax::Function CanonicalizeTIRVariables(const relax::Function& f);
relax::Function CanonicalizeRelaxBindings(const relax::Function& f);
// Both, in that order.
relax::Function CanonicalizeBindings(const relax::Function& f);

PassPtr CanonicalizeTIRVariables();
// As in TVM, this pass applies both steps to each function.
PassPtr CanonicalizeRelaxBindings();
PassPtr CanonicalizeBindings();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_CANONICALIZE_BINDINGS_H_
