// The vulkan device backend (compiler/driver/target_support.h): GLSL compute
// shaders and their SPIR-V, written as device code (this process does not
// run them).
#ifndef RLX_TARGETS_VULKAN_DEVICE_H_
#define RLX_TARGETS_VULKAN_DEVICE_H_

#include "compiler/driver/target_support.h"

namespace rlx {
namespace targets {
namespace vulkan {

driver::DeviceBackend Device();

}  // namespace vulkan
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_VULKAN_DEVICE_H_
