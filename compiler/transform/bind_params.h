// BindParams (TVM relax.transform.BindParams, opt_level 0): replaces named
// parameters of one function by constants.
//
// The function is found as TVM finds it: a public function by its
// "global_symbol", a private one by its name in the module. Each bound
// parameter is removed from the signature and its uses become a Constant
// holding the array. Symbolic dimensions of a bound parameter's shape (a
// bare variable such as `n` in R.Tensor(("n", 4))) take the array's sizes
// throughout the function: in the remaining parameters, annotations, shapes
// and the return struct info.
//
// Unlike TVM, which ignores a function name it cannot find, every mistake
// is a DiagnosticError: an unknown function, an unknown or ambiguous
// parameter name, a parameter that is not a tensor, or an array whose dtype,
// rank or sizes do not fit the parameter (the message names the parameter
// and shows both shapes), including two parameters that give one symbolic
// variable different sizes.
#ifndef RLX_COMPILER_TRANSFORM_BIND_PARAMS_H_
#define RLX_COMPILER_TRANSFORM_BIND_PARAMS_H_

#include <map>
#include <string>

#include "compiler/pass/pass.h"
#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace transform {

// Parameter name -> value. Ordered so that error messages and pass options
// are deterministic.
using ParamMap = std::map<std::string, NDArray>;

// `f` with the named parameters bound; `func_name` only labels errors.
relax::Function FunctionBindParams(const relax::Function& f, const ParamMap& params,
                                   const std::string& func_name = "function");

IRModule BindParams(const IRModule& mod, const std::string& func_name, const ParamMap& params);

PassPtr BindParams(std::string func_name, ParamMap params);

// Reads the command-line form "name=path.npy;name2=path2.npy" (separators
// ';' or ','; spaces around items are ignored) with ReadNpy. Throws
// DiagnosticError for a malformed item, a repeated name or an unreadable
// file.
ParamMap LoadParamFiles(const std::string& spec);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_BIND_PARAMS_H_
