// The opencl device backend (compiler/driver/target_support.h): one OpenCL C
// module, run on the default OpenCL device (PoCL on the CPU in tests). Adreno
// targets are kind opencl with the adreno key, so they use it too.
#ifndef RLX_TARGETS_OPENCL_DEVICE_H_
#define RLX_TARGETS_OPENCL_DEVICE_H_

#include "compiler/driver/target_support.h"

namespace rlx {
namespace targets {
namespace opencl {

driver::DeviceBackend Device();

}  // namespace opencl
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_OPENCL_DEVICE_H_
