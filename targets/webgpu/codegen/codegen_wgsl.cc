#include "targets/webgpu/codegen/codegen_wgsl.h"

#include <set>

#include "compiler/support/diagnostic.h"
#include "targets/webgpu/codegen/wgsl_manifest.h"
#include "targets/webgpu/codegen/wgsl_printer.h"

namespace rlx {
namespace codegen {

const WGSLKernelLayout& WGSLModule::Kernel(const std::string& name) const {
  std::string known;
  for (const WGSLKernelLayout& k : kernels) {
    if (k.name == name) return k;
    known += (known.empty() ? "" : ", ") + k.name;
  }
  ThrowError("WGSL module has no kernel " + name + " (it has: " + known + ")");
}

WGSLModule BuildWGSL(const PrimFuncList& funcs, const WGSLOptions& options) {
  WGSLModule out;
  out.module.language = "wgsl";
  WGSLPrinter printer(options);
  std::set<std::string> names;
  for (const auto& [name, func] : funcs) {
    if (name.empty() || SanitizeIdentifier(name) != name) {
      ThrowError(func->span, "WGSL codegen: function name '" + name + "' is not an identifier");
    }
    if (!names.insert(name).second) ThrowError(func->span, "WGSL codegen: two functions are named " + name);
    try {
      SplitFunction split = SplitHostDevice(name, LowerForDevice(func));
      for (const DeviceKernel& k : split.kernels) out.kernels.push_back(printer.AddKernel(name, k));
      out.module.functions.push_back(std::move(split));
    } catch (const DiagnosticError& e) {
      Diagnostic d = e.diagnostic();
      d.message = name + ": " + d.message;
      throw DiagnosticError(d);
    }
  }
  out.module.source = printer.Finish();
  return out;
}

std::vector<DeviceArtifact> EmitWebGPUArtifacts(const PrimFuncList& funcs, const WGSLOptions& options) {
  WGSLModule m = BuildWGSL(funcs, options);
  return {{"kernels.wgsl", m.module.source}, {"kernels.wgsl.json", WGSLManifest(m)}};
}

}  // namespace codegen
}  // namespace rlx
