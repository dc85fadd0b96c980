// DeadCodeElimination (TVM relax.transform.DeadCodeElimination, opt_level
// 1).
//
//  1. Functions not reachable from an entry function are removed. Entry
//     functions are the public ones (a Relax function with a
//     "global_symbol", a PrimFunc not marked private) plus those named in
//     `entry_functions`. A function is reachable when a reachable function
//     mentions its GlobalVar (a call, or an argument of R.call_tir). If a
//     reachable function mentions a GlobalVar the module does not define,
//     no function is removed (as in TVM).
//  2. Inside every Relax function, a VarBinding whose variable is not used
//     (transitively) by the function's result, by a match_cast, or by an
//     impure binding is removed, unless its value performs an impure call
//     (calls of impure ops, R.call_packed, calls of impure functions).
//     match_cast bindings are kept: they are run-time checks. Blocks left
//     empty are dropped.
//  3. Step 1 again, since step 2 may remove the last call of a function.
#ifndef RLX_COMPILER_TRANSFORM_DEAD_CODE_ELIMINATION_H_
#define RLX_COMPILER_TRANSFORM_DEAD_CODE_ELIMINATION_H_

#include <string>
#include <vector>

#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

// Step 2 for one function; `f` itself when nothing is unused.
relax::Function RemoveAllUnused(const relax::Function& f);

// The whole pass on a module. Throws DiagnosticError when an entry function
// name is not in the module.
IRModule DeadCodeElimination(const IRModule& mod, const std::vector<std::string>& entry_functions = {});

PassPtr DeadCodeElimination(std::vector<std::string> entry_functions = {});

// Splits the registry option text "main, f;g h" into names: separators are
// commas, semicolons and whitespace (the pass-list syntax splits options at
// commas, so `;` is the separator to use on the command line).
std::vector<std::string> SplitFunctionNames(const std::string& text);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_DEAD_CODE_ELIMINATION_H_
