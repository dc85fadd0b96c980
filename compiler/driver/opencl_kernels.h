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
// A kernel without thread bindings is host code (a PrimFunc that calls the
// host runtime, e.g. the CPU's extern sort, or one no schedule rule
// touched): it is compiled with LLVM for the host and runs there. The OpenCL
// runtime cannot run host stores itself, and arrays live on the host between
// kernel calls anyway, so this costs no extra copies.
#ifndef RLX_COMPILER_DRIVER_OPENCL_KERNELS_H_
#define RLX_COMPILER_DRIVER_OPENCL_KERNELS_H_

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

// Kinds whose executables run their kernels through OpenCL.
bool IsOpenCLTarget(const Target& target);

class OpenCLKernelRunner : public runtime::vm::KernelRunner {
 public:
  // Compiles `funcs` (see the file comment); throws DiagnosticError when
  // there is no OpenCL device or a kernel does not compile.
  explicit OpenCLKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs);
  ~OpenCLKernelRunner() override;

  void Run(const std::string& name, std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars) override;

  // The kernels that run on the host (compiled with LLVM), by name.
  const std::set<std::string>& host_kernels() const { return host_names_; }
  // Calls made so far of device kernels / host kernels.
  int64_t device_calls() const { return device_calls_; }
  int64_t host_calls() const { return host_calls_; }
  // OpenCL kernel launches made so far (a call may launch several).
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

#endif  // RLX_COMPILER_DRIVER_OPENCL_KERNELS_H_
