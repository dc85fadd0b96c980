// The metal device backend (compiler/driver/target_support.h): Metal Shading
// Language, written as device code (this process does not run it).
#ifndef RLX_TARGETS_METAL_DEVICE_H_
#define RLX_TARGETS_METAL_DEVICE_H_

#include "compiler/driver/target_support.h"

namespace rlx {
namespace targets {
namespace metal {

driver::DeviceBackend Device();

}  // namespace metal
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_METAL_DEVICE_H_
