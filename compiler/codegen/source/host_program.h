// The device launcher every GPU runtime shares: walks the host part of a
// SplitFunction (device_split.h) -- lets, loops, conditions, asserts,
// global workspaces and the rlx.launch_kernel calls -- and hands each launch
// to the runtime, with its grid and block extents and every argument
// resolved to a device buffer or a host scalar.
//
// A runtime (targets/cuda/runtime, targets/opencl/runtime) implements
// DeviceLauncher for its API: allocating workspaces and launching one kernel
// with the values it is given. What the walk and the argument binding mean
// is defined once, here.
#ifndef RLX_COMPILER_CODEGEN_SOURCE_HOST_PROGRAM_H_
#define RLX_COMPILER_CODEGEN_SOURCE_HOST_PROGRAM_H_

#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/codegen/source/device_split.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {

// A device buffer as the runtime names it (a CUdeviceptr, a cl_mem).
using DeviceHandle = uint64_t;

// One argument of a launch: a buffer's handle or a scalar's host value
// (integers and bools in `i`, floating point values in `f`).
struct LaunchArg {
  const DeviceKernelArg* arg = nullptr;
  DeviceHandle buffer = 0;
  int64_t i = 0;
  double f = 0;
};

class DeviceLauncher {
 public:
  virtual ~DeviceLauncher() = default;
  // A global-scope workspace of `bytes` bytes, freed by FreeWorkspace.
  virtual DeviceHandle AllocWorkspace(size_t bytes) = 0;
  virtual void FreeWorkspace(DeviceHandle workspace) = 0;
  // Launches `kernel`; every extent is at least 1 (a launch with an empty
  // extent never reaches here). Throws DiagnosticError at `span` when the
  // extents exceed the device's limits.
  virtual void Launch(const DeviceKernel& kernel, const std::array<int64_t, 3>& grid,
                      const std::array<int64_t, 3>& block, const std::vector<LaunchArg>& args, const Span& span) = 0;
};

class HostProgram {
 public:
  HostProgram(const SplitFunction& func, DeviceLauncher& device);

  // Binds the function's scalar parameters and shape variables from `args`
  // (BindKernelArgs of its signature); buffers are the caller's to bind.
  void BindScalars(const std::vector<KernelArg>& args);
  // Binds the data variable of a buffer parameter to its device copy.
  void BindBuffer(const TirVarNode* data, DeviceHandle buffer) { buffers_[data] = buffer; }

  // Runs the host program once. Throws DiagnosticError, at the statement,
  // for what cannot run on the host.
  void Run() { Exec(func_.host); }

 private:
  void Exec(const tir::Stmt& s);
  void Launch(const DeviceKernel& k, const Span& span);
  int64_t Int(const PrimExpr& e) const;

  const SplitFunction& func_;
  DeviceLauncher& device_;
  std::unordered_map<std::string, const DeviceKernel*> kernels_;
  std::unordered_map<const TirVarNode*, int64_t> ints_;
  std::unordered_map<const TirVarNode*, double> floats_;
  std::unordered_map<const TirVarNode*, DeviceHandle> buffers_;
};

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_SOURCE_HOST_PROGRAM_H_
