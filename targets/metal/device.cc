#include "targets/metal/device.h"

#include <memory>
#include <string>
#include <vector>

#include "targets/metal/codegen/codegen_metal.h"

namespace rlx {
namespace targets {
namespace metal {

driver::DeviceBackend Device() {
  driver::DeviceBackend device;
  device.kind = "metal";
  device.emit_device_code = [](const codegen::PrimFuncList& funcs, const Target&) {
    return codegen::EmitMetalArtifacts(funcs);
  };
  device.artifact_names = [](const Target&) { return std::vector<std::string>{"kernels.metal"}; };
  return device;
}

}  // namespace metal
}  // namespace targets
}  // namespace rlx
