// The cuda and nvptx device backends (compiler/driver/target_support.h):
// CUDA C for NVRTC plus PTX through LLVM's NVPTX backend, and, for cuda,
// the kernels run on the GPU through the CUDA driver API when this process
// has a driver and a device.
#ifndef RLX_TARGETS_CUDA_DEVICE_H_
#define RLX_TARGETS_CUDA_DEVICE_H_

#include <vector>

#include "compiler/driver/target_support.h"

namespace rlx {
namespace targets {
namespace cuda {

// {cuda, nvptx}.
std::vector<driver::DeviceBackend> Devices();

}  // namespace cuda
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_DEVICE_H_
