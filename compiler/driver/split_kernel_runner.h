// The kernel runner every GPU runtime's VM kernels share (the OpenCL and
// CUDA runners of targets/<t>/runtime derive from it): an executable's
// kernels split by where they run. A kernel with thread bindings is device
// code, which the derived runner compiles and launches; a kernel without
// (host code: a PrimFunc that calls the host runtime, e.g. the CPU's extern
// sort, or one no schedule rule touched) is compiled with LLVM for the host
// and runs there. Arrays live on the host between kernel calls, so a host
// kernel costs no extra copies.
#ifndef RLX_COMPILER_DRIVER_SPLIT_KERNEL_RUNNER_H_
#define RLX_COMPILER_DRIVER_SPLIT_KERNEL_RUNNER_H_

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/codegen/source/device_artifact.h"
#include "compiler/runtime/vm/vm.h"

namespace rlx {
namespace driver {

class SplitKernelRunner : public runtime::vm::KernelRunner {
 public:
  ~SplitKernelRunner() override;

  void Run(const std::string& name, std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars) final;

  // The kernels that run on the host (compiled with LLVM), by name.
  const std::set<std::string>& host_kernels() const { return host_names_; }
  // Calls made so far of device kernels / host kernels.
  int64_t device_calls() const { return device_calls_; }
  int64_t host_calls() const { return host_calls_; }

 protected:
  // Splits `funcs`; compiles nothing yet.
  explicit SplitKernelRunner(const codegen::PrimFuncList& funcs);

  const codegen::PrimFuncList& device_funcs() const { return device_funcs_; }
  // Compiles the host kernels with LLVM (nothing when there are none). The
  // derived constructor calls it after compiling its device code, so that a
  // kernel's device compile error is reported first.
  void CompileHostKernels();

  // True when the derived runner compiled device code.
  virtual bool HasDeviceProgram() const = 0;
  virtual void RunOnDevice(const std::string& name, std::vector<NDArray>& buffers,
                           const std::vector<codegen::ScalarValue>& scalars) = 0;

 private:
  struct Host;
  codegen::PrimFuncList device_funcs_, host_funcs_;
  std::unique_ptr<Host> host_;
  std::set<std::string> host_names_;
  int64_t device_calls_ = 0;
  int64_t host_calls_ = 0;
};

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_SPLIT_KERNEL_RUNNER_H_
