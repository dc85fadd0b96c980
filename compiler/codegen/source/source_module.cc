#include "compiler/codegen/source/source_module.h"

#include <set>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {

const SplitFunction& SourceModule::Get(const std::string& name) const {
  std::string known;
  for (const SplitFunction& f : functions) {
    if (f.name == name) return f;
    known += (known.empty() ? "" : ", ") + f.name;
  }
  ThrowError(language + " module has no function " + name + " (it has: " + known + ")");
}

SourceModule BuildSourceModule(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs, CodeGenC* printer,
                               const std::string& language) {
  SourceModule m;
  m.language = language;
  std::set<std::string> names;
  for (const auto& [name, func] : funcs) {
    if (name.empty() || SanitizeIdentifier(name) != name) {
      ThrowError(func->span, language + " codegen: function name '" + name + "' is not a C identifier");
    }
    if (!names.insert(name).second) ThrowError(func->span, language + " codegen: two functions are named " + name);
    try {
      SplitFunction split = SplitHostDevice(name, LowerForDevice(func));
      for (const DeviceKernel& k : split.kernels) printer->AddKernel(k, split.noalias);
      m.functions.push_back(std::move(split));
    } catch (const DiagnosticError& e) {
      Diagnostic d = e.diagnostic();
      d.message = name + ": " + d.message;
      throw DiagnosticError(d);
    }
  }
  m.source = printer->Finish();
  return m;
}

}  // namespace codegen
}  // namespace rlx
