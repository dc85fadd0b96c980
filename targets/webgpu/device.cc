#include "targets/webgpu/device.h"

#include <memory>
#include <string>
#include <vector>

#include "targets/webgpu/codegen/codegen_wgsl.h"

namespace rlx {
namespace targets {
namespace webgpu {

driver::DeviceBackend Device() {
  driver::DeviceBackend device;
  device.kind = "webgpu";
  device.emit_device_code = [](const codegen::PrimFuncList& funcs, const Target&) {
    return codegen::EmitWebGPUArtifacts(funcs);
  };
  device.artifact_names = [](const Target&) { return std::vector<std::string>{"kernels.wgsl", "kernels.wgsl.json"}; };
  return device;
}

}  // namespace webgpu
}  // namespace targets
}  // namespace rlx
