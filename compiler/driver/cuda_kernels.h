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
// Hooking it into driver::LoadKernels (not done here): see the report of
// issue 7 — `if (IsCUDATarget(target)) return
// std::make_shared<CUDAKernelRunner>(funcs);` plus cuda in CanRunKernels
// when cuda::HasDevice().
#ifndef RLX_COMPILER_DRIVER_CUDA_KERNELS_H_
#define RLX_COMPILER_DRIVER_CUDA_KERNELS_H_

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/target.h"
#include "compiler/runtime/vm/vm.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace driver {

// Kinds whose executables run their kernels through CUDA.
bool IsCUDATarget(const Target& target);

// "" when this process can run cuda kernels (a driver and a device), else
// the reason: "no CUDA driver: libcuda.so.1 not found", "no CUDA device", ...
const std::string& CUDAUnavailableReason();

class CUDAKernelRunner : public runtime::vm::KernelRunner {
 public:
  // Compiles `funcs` (see the file comment). Throws DiagnosticError with
  // CUDAUnavailableReason() when a kernel needs the device and there is
  // none, and NVRTC's log when a kernel does not compile.
  explicit CUDAKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs);
  ~CUDAKernelRunner() override;

  void Run(const std::string& name, std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars) override;

  // The kernels that run on the host (compiled with LLVM), by name.
  const std::set<std::string>& host_kernels() const { return host_names_; }
  int64_t device_calls() const { return device_calls_; }
  int64_t host_calls() const { return host_calls_; }
  // CUDA kernel launches made so far (a call may launch several).
  int64_t device_launches() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::set<std::string> host_names_;
  int64_t device_calls_ = 0;
  int64_t host_calls_ = 0;
};

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_CUDA_KERNELS_H_
