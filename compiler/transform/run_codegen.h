// RunCodegen (TVM relax.transform.RunCodegen, opt_level 0): hands every
// function with attribute Codegen = <name> to that backend's code generator
// and replaces each call of it by a call of what the generator produced:
//
//   lv = fused_relax_nn_conv2d_relax_nn_relu_dnnl(x, w)
// becomes
//   lv = R.call_dps_packed("<symbol>", (<leading>..., x, w, <trailing>...),
//                          out_sinfo=<the function's return struct info>)
//
// and removes the Codegen functions. TVM's generators ("relax.ext.<name>")
// return runtime modules that export the function's global_symbol; here a
// generator returns the packed function to call and any leading arguments
// it needs (the dnnl generator passes its serialized graph as an R.str), so
// everything the call needs lives in the module and later in the
// executable.
//
// Errors (DiagnosticError at the call or function): a Codegen name with no
// generator ("RunCodegen: no code generator for 'x' (known: dnnl)"), a
// Codegen function whose result is not a tensor or a tuple of tensors (a
// DPS call must allocate it), or a Codegen function used other than as a
// callee. `codegens` empty or a module without Codegen functions: `mod`
// itself.
#ifndef RLX_COMPILER_TRANSFORM_RUN_CODEGEN_H_
#define RLX_COMPILER_TRANSFORM_RUN_CODEGEN_H_

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

struct ExternCall {
  std::string symbol;                      // the packed function the call site calls
  std::vector<relax::Expr> leading_args;   // passed before the function's arguments
  std::vector<relax::Expr> trailing_args;  // and after them (before the outputs)
};

// Generates the external code of one Codegen function (`name` is its name in
// the module); throws DiagnosticError for what it cannot compile.
using ExternCodegen = std::function<ExternCall(const relax::Function& func, const std::string& name)>;

// Codegen name ("dnnl") -> generator.
using ExternCodegenTable = std::map<std::string, ExternCodegen>;

// The "Codegen" attribute of `f` ("" when absent).
std::string CodegenAttr(const relax::Function& f);

// Whether some function of `mod` carries a Codegen attribute.
bool HasCodegenFunctions(const IRModule& mod);

IRModule RunCodegen(const IRModule& mod, const ExternCodegenTable& codegens);

PassPtr RunCodegen(ExternCodegenTable codegens);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_RUN_CODEGEN_H_
