// What the target-independent driver needs to know about targets, handed to
// it as a value: the default pipeline of a target and, per GPU target kind,
// its code generator and (where this process can run it) its kernel runner.
//
// The driver (Build, LoadKernels, EmitDeviceArtifacts) knows only the host:
// llvm kernels compiled with the LLVM backend. Everything a GPU target adds
// lives in its package under targets/<t>/ and reaches the driver through a
// DeviceBackend; targets/registry assembles the TargetSupport of every
// target (targets::Support()) and offers Build and friends bound to it.
// Keeping the dependency this way round is what lets compiler/ build and
// test without any target package.
#ifndef RLX_COMPILER_DRIVER_TARGET_SUPPORT_H_
#define RLX_COMPILER_DRIVER_TARGET_SUPPORT_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "compiler/runtime/vm/vm.h"

namespace rlx {
namespace driver {

// One GPU target kind (cuda, nvptx, rocm, opencl, metal, vulkan, webgpu).
struct DeviceBackend {
  // The target kind it serves (Target::kind()).
  std::string kind;
  // Device code for the kernels that have thread bindings (the host ones go
  // to kernels_host.o, made by the driver). Throws DiagnosticError naming a
  // kernel that does not compile.
  std::function<std::vector<codegen::DeviceArtifact>(const codegen::PrimFuncList&, const Target&)> emit_device_code;
  // The file names emit_device_code produces for `target` (help texts, tests).
  std::function<std::vector<std::string>(const Target&)> artifact_names;
  // Null when kernels of this kind never run in this process (they are
  // written as device code only). Otherwise "" when they can run here now,
  // else why not ("no CUDA driver: libcuda.so.1 not found").
  std::function<std::string()> unavailable_reason;
  // The kernels behind the VM's kernel interface; set exactly when
  // unavailable_reason is. Throws the exact reason when there is no device.
  std::function<std::shared_ptr<runtime::vm::KernelRunner>(const codegen::PrimFuncList&)> load_kernels;

  bool CanRunHere() const { return unavailable_reason && unavailable_reason().empty(); }
};

struct TargetSupport {
  // TVM's get_default_pipeline(target); throws DiagnosticError for a target
  // without one.
  std::function<PassPtr(const Target&)> default_pipeline;
  std::vector<DeviceBackend> devices;

  // The backend serving `kind`, or null.
  const DeviceBackend* Find(const std::string& kind) const {
    for (const DeviceBackend& d : devices) {
      if (d.kind == kind) return &d;
    }
    return nullptr;
  }
};

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_TARGET_SUPPORT_H_
