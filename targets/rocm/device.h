// The rocm device backend (compiler/driver/target_support.h): AMDGPU code
// objects through LLVM's AMDGPU backend, one per architecture of the
// target's -mcpu (Target::Parse sets TVM's default, gfx900). They are
// written as device code; this process does not run them.
#ifndef RLX_TARGETS_ROCM_DEVICE_H_
#define RLX_TARGETS_ROCM_DEVICE_H_

#include "compiler/driver/target_support.h"

namespace rlx {
namespace targets {
namespace rocm {

driver::DeviceBackend Device();

}  // namespace rocm
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_ROCM_DEVICE_H_
