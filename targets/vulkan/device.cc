#include "targets/vulkan/device.h"

#include <memory>
#include <string>
#include <vector>

#include "targets/vulkan/codegen/emit_vulkan.h"

namespace rlx {
namespace targets {
namespace vulkan {

driver::DeviceBackend Device() {
  driver::DeviceBackend device;
  device.kind = "vulkan";
  device.emit_device_code = [](const codegen::PrimFuncList& funcs, const Target&) {
    return codegen::EmitVulkanArtifacts(funcs);
  };
  device.artifact_names = [](const Target&) {
    // Plus <kernel>.comp (GLSL) and <kernel>.spv (SPIR-V) per device kernel.
    return std::vector<std::string>{"vulkan_kernels.json"};
  };
  return device;
}

}  // namespace vulkan
}  // namespace targets
}  // namespace rlx
