// Internal: the driver objects behind CUDADevice and CUDAProgram, shared by
// cuda_runtime.cc (device, build) and host_program.cc (Run).
#ifndef RLX_TARGETS_CUDA_RUNTIME_CUDA_INTERNAL_H_
#define RLX_TARGETS_CUDA_RUNTIME_CUDA_INTERNAL_H_

#include <array>
#include <map>
#include <memory>
#include <string>

#include "compiler/codegen/source/source_module.h"
#include "targets/cuda/runtime/cuda_api.h"
#include "targets/cuda/runtime/cuda_runtime.h"

namespace rlx {
namespace cuda {

struct CUDADevice::Impl {
  const DriverApi* api = nullptr;
  CUdevice device = 0;
  CUcontext context = nullptr;
  std::string name;
  int major = 0, minor = 0;
  int max_threads_per_block = 0;
  std::array<int, 3> max_block{}, max_grid{};
  // Makes the device's context current on the calling thread.
  void Bind() const;
};

struct CUDAProgram::Impl {
  std::shared_ptr<CUDADevice> device;
  codegen::SourceModule module;
  std::string ptx;
  CUmodule cu_module = nullptr;
  std::map<std::string, CUfunction> kernels;
  int64_t launches = 0;
  ~Impl();
};

// Device memory freed at scope exit.
class DeviceMemory {
 public:
  DeviceMemory(const DriverApi* api, size_t bytes);
  ~DeviceMemory();
  DeviceMemory(const DeviceMemory&) = delete;
  DeviceMemory& operator=(const DeviceMemory&) = delete;
  CUdeviceptr ptr() const { return ptr_; }

 private:
  const DriverApi* api_;
  CUdeviceptr ptr_ = 0;
};

}  // namespace cuda
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_RUNTIME_CUDA_INTERNAL_H_
