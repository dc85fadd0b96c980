// A module of GPU source code: the kernels of every function, printed in one
// language by one CodeGenC flavour, and each function's host program and
// launch records (device_split.h) for the runtime that executes it.
#ifndef RLX_COMPILER_CODEGEN_SOURCE_SOURCE_MODULE_H_
#define RLX_COMPILER_CODEGEN_SOURCE_SOURCE_MODULE_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/codegen/source/codegen_c.h"
#include "compiler/codegen/source/device_split.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

struct SourceModule {
  std::string language;  // "opencl", "cuda"
  std::string source;    // one compilation unit holding every kernel
  std::vector<SplitFunction> functions;

  // Throws DiagnosticError for an unknown name, listing the known ones.
  const SplitFunction& Get(const std::string& name) const;
};

// Lowers (LowerForDevice), splits and prints `funcs` with `printer`. Errors
// are DiagnosticErrors prefixed with the function's name. Function names
// must be distinct C identifiers.
SourceModule BuildSourceModule(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs, CodeGenC* printer,
                               const std::string& language);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_SOURCE_SOURCE_MODULE_H_
