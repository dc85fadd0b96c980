// The webgpu device backend (compiler/driver/target_support.h): WGSL and its
// binding manifest, written as device code (this process does not run it).
#ifndef RLX_TARGETS_WEBGPU_DEVICE_H_
#define RLX_TARGETS_WEBGPU_DEVICE_H_

#include "compiler/driver/target_support.h"

namespace rlx {
namespace targets {
namespace webgpu {

driver::DeviceBackend Device();

}  // namespace webgpu
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_WEBGPU_DEVICE_H_
