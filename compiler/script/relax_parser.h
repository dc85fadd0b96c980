// Parses TVMScript modules as TVM prints them (`mod.script()`) into an
// IRModule: `@I.ir_module class Module:` with Relax functions, TIR
// PrimFuncs, module attributes and the vdevice list. Every binding is
// normalized (struct info inferred through the operator registry) while it
// is parsed, so errors point at the offending call.
#ifndef RLX_COMPILER_SCRIPT_RELAX_PARSER_H_
#define RLX_COMPILER_SCRIPT_RELAX_PARSER_H_

#include <string>

#include "compiler/relax/module.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace script {

// Throws DiagnosticError (file:line:col, caret, what was expected).
IRModule ParseModule(const SourceFilePtr& file);
IRModule ParseModuleText(const std::string& text, const std::string& filename = "<string>");

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_RELAX_PARSER_H_
