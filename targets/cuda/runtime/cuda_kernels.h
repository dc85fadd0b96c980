// The kernels of an executable built for a cuda target, behind the VM's
// kernel interface (the OpenCL runner's contract, opencl_kernels.h, on
// CUDA): a kernel with thread bindings is compiled to CUDA C
// (codegen::BuildCUDA), built by NVRTC for the device and run by
// cuda::CUDAProgram — its host part walked on the host, its kernels
// launched on the GPU, the arrays copied in and back around each call. A
// kernel without thread bindings runs on the host, compiled with LLVM; the
// thrust rows' host kernels call tvm.contrib.thrust.* packed functions,
// which the runner registers (cuda/thrust_packed.h: librlx_thrust.so on the
// device).
//
// targets/cuda/device.cc hands it to the driver as the load_kernels of the
// cuda DeviceBackend.
#ifndef RLX_TARGETS_CUDA_RUNTIME_CUDA_KERNELS_H_
#define RLX_TARGETS_CUDA_RUNTIME_CUDA_KERNELS_H_

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "compiler/driver/split_kernel_runner.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/vm/vm.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace cuda {

// Kinds whose executables run their kernels through CUDA.
bool IsCUDATarget(const Target& target);

// "" when this process can run cuda kernels (a driver and a device), else
// the reason: "no CUDA driver: libcuda.so.1 not found", "no CUDA device", ...
const std::string& CUDAUnavailableReason();

class CUDAKernelRunner : public driver::SplitKernelRunner {
 public:
  // Compiles `funcs` (see the file comment). Throws DiagnosticError with
  // CUDAUnavailableReason() when a kernel needs the device and there is
  // none, and NVRTC's log when a kernel does not compile.
  explicit CUDAKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs);
  ~CUDAKernelRunner() override;

  // CUDA kernel launches made so far (a call may launch several).
  int64_t device_launches() const;

 private:
  bool HasDeviceProgram() const override;
  void RunOnDevice(const std::string& name, std::vector<NDArray>& buffers,
                   const std::vector<codegen::ScalarValue>& scalars) override;

  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cuda
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_RUNTIME_CUDA_KERNELS_H_
