// The well-formedness check for IRModules, run after every pass by the
// WellFormedInstrument (compiler/pass/instruments.h) and by `rlx` on input.
// It follows TVM's relax/analysis/well_formed.cc and tir/analysis/
// verify_well_formed.cc.
//
// Relax functions:
//   * every Var is defined before use and visible where used (parameters,
//     earlier bindings; a var bound inside an if branch ends with the branch);
//     each Var is defined once in the whole module;
//   * DataflowVars are defined and used only inside their dataflow block;
//     dataflow blocks hold no if-expression and no impure call, and a
//     function marked pure holds no impure call unless "relax.force_pure";
//   * normal form: function bodies and if branches are SeqExprs (and only
//     they are); call callees and arguments, tuple fields, tuple-get-item
//     sources, if conditions and SeqExpr results are leaf expressions (Var,
//     Constant, ShapeExpr, PrimValue, StringImm, DataTypeImm, GlobalVar,
//     ExternFunc, Op, or a Tuple of those); every called Op is registered;
//   * every expression has struct info (except Ops, and GlobalVars of
//     PrimFuncs, which the module builder leaves without); a binding's value
//     fits the variable's struct info (see below);
//   * symbolic shape variables are defined by the parameters' struct info or
//     a match_cast before use, and no two functions share one;
//   * GlobalVars name functions of the module; each function is stored
//     under its GlobalVar's name, and a Relax function's "global_symbol"
//     equals that name (a PrimFunc's may differ: it names the exported
//     kernel).
// TIR PrimFuncs:
//   * variables are defined before use (parameters, buffer shape variables,
//     loop, let, block iter, allocation and thread variables), each once
//     (thread variables of `thread_extent` excepted);
//   * a loop variable is not used inside a block nested in the loop (the
//     block must bind it to an iter var);
//   * buffers that are loaded, stored or named in reads/writes/match_buffer
//     are declared in scope (buffer_map, a block's alloc_buffers or
//     match_buffers, DeclBuffer, or storage from an Allocate);
//   * a BlockRealize binds as many values as its block has iter vars, and
//     every access or region has one index per buffer dimension.
//
// A binding whose value's struct info provably contradicts the variable's
// (a different kind, dtype, rank or constant dimension, or a value known
// only as R.Object bound to a more specific variable without match_cast) is
// an error. A mismatch that only symbolic reasoning could settle (`n`
// against `m`) is not, as in TVM's annotation check: an ill-formed verdict
// must be a proof, not a failure to prove.
//
// Messages name the function first, e.g.
//   in function 'main': variable 'lv3' is used before it is defined
//   in prim_func 'add': buffer 'C' is not declared
// and each diagnostic carries the span of the offending node, or of the
// innermost enclosing node that has one.
#ifndef RLX_COMPILER_ANALYSIS_WELL_FORMED_H_
#define RLX_COMPILER_ANALYSIS_WELL_FORMED_H_

#include <vector>

#include "compiler/relax/module.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace relax {

// Throws DiagnosticError for the first violation, in function-name order.
void CheckWellFormed(const IRModule& mod);

// Every violation, in function-name order and then visiting order. Empty
// for a well-formed module. A problem seen several times at one location
// (e.g. an undeclared buffer in a loop body) is reported once.
std::vector<Diagnostic> FindWellFormedErrors(const IRModule& mod);

}  // namespace relax
}  // namespace rlx

#endif  // RLX_COMPILER_ANALYSIS_WELL_FORMED_H_
