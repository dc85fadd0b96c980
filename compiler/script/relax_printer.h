// Prints IRModules, Relax functions and struct info as TVMScript, in the
// style TVM's `mod.script()` uses, so that modules travel between this
// project and TVM, and `print(parse(print(m))) == print(m)`.
#ifndef RLX_COMPILER_SCRIPT_RELAX_PRINTER_H_
#define RLX_COMPILER_SCRIPT_RELAX_PRINTER_H_

#include <string>

#include "compiler/relax/module.h"
#include "compiler/script/script_util.h"

namespace rlx {
namespace script {

struct PrintOptions {
  // TVM's show_meta=True: every constant with dimensions (and every
  // bfloat16 / float8 scalar) prints as
  // `metadata["ir.GenericConst"][i]`, and the section (TVM's JSON, the
  // constants byte for byte) comes first. Otherwise constants print as
  // nested-list literals, self-contained and exact.
  bool show_meta = false;
  // kTvm: exactly TVM 0.27's text (script_util.h), e.g. for a module
  // TVM printed, the same bytes back; without a trailing newline, as
  // mod.script() returns it.
  PrintStyle style = PrintStyle::kRlx;
};

// The whole module, with the `# from tvm.script import ...` header.
std::string PrintModule(const IRModule& mod);
std::string PrintModuleWith(const IRModule& mod, const PrintOptions& options);

// Standalone pieces, for diagnostics and tests. Symbolic variables print by
// their own names.
std::string PrintStructInfo(const relax::StructInfo& sinfo);
std::string PrintRelaxFunction(const relax::Function& func, const std::string& name);

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_RELAX_PRINTER_H_
