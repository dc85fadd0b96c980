#include "targets/rocm/device.h"

#include <memory>
#include <string>
#include <vector>

#include "compiler/codegen/llvm_gpu/llvm_gpu.h"

namespace rlx {
namespace targets {
namespace rocm {

driver::DeviceBackend Device() {
  driver::DeviceBackend device;
  device.kind = "rocm";
  device.emit_device_code = [](const codegen::PrimFuncList& funcs, const Target& target) {
    return codegen::EmitAMDGPUArtifacts(funcs, codegen::AMDGPUArchsFor(target.GetString("mcpu").value_or("")));
  };
  device.artifact_names = [](const Target& target) {
    std::vector<std::string> names;
    for (const std::string& arch : codegen::AMDGPUArchsFor(target.GetString("mcpu").value_or(""))) {
      names.push_back("kernels_" + arch + ".hsaco");
    }
    return names;
  };
  return device;
}

}  // namespace rocm
}  // namespace targets
}  // namespace rlx
