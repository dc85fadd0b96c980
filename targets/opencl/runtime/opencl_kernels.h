// The kernels of an executable built for an opencl target, behind the VM's
// kernel interface, so the VM calls them exactly as it calls LLVM kernels.
//
// A kernel with thread bindings (every PrimFunc the gpu_generic pipeline
// scheduled, and the extern GPU sort / scan / sampling kernels) is compiled
// to OpenCL C (codegen::BuildOpenCL) as one program and run by
// opencl::OpenCLProgram on the default OpenCL device (PoCL on the CPU in
// tests): its host part is walked on the host, its kernels are launched on
// the device, and the arrays are copied in and back around each call.
//
// A kernel without thread bindings is host code, compiled with LLVM for the
// host (driver::SplitKernelRunner, which the CUDA runner shares).
#ifndef RLX_TARGETS_OPENCL_RUNTIME_OPENCL_KERNELS_H_
#define RLX_TARGETS_OPENCL_RUNTIME_OPENCL_KERNELS_H_

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
namespace opencl {

// Kinds whose executables run their kernels through OpenCL.
bool IsOpenCLTarget(const Target& target);

class OpenCLKernelRunner : public driver::SplitKernelRunner {
 public:
  // Compiles `funcs` (see the file comment); throws DiagnosticError when
  // there is no OpenCL device or a kernel does not compile.
  explicit OpenCLKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs);
  ~OpenCLKernelRunner() override;

  // OpenCL kernel launches made so far (a call may launch several).
  int64_t device_launches() const;

 private:
  bool HasDeviceProgram() const override;
  void RunOnDevice(const std::string& name, std::vector<NDArray>& buffers,
                   const std::vector<codegen::ScalarValue>& scalars) override;

  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace opencl
}  // namespace rlx

#endif  // RLX_TARGETS_OPENCL_RUNTIME_OPENCL_KERNELS_H_
