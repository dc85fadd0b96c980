// What `rlx build --target=T -o DIR/` writes besides the executable: the
// kernels of an executable in the form its target's toolchain or runtime
// takes them (OpenCL C, CUDA C and PTX, AMDGPU code objects, Metal Shading
// Language, GLSL + SPIR-V, WGSL), plus the host-side kernels as an object
// for the host.
//
// Kernels with thread bindings go to the device code generators; kernels
// without (host code: the CPU extern sort an opencl build keeps on the host,
// a function no schedule rule touched) are compiled for the host with LLVM
// into kernels_host.o, as TVM splits a module into its device and host
// modules.
//
// The device code generators belong to the targets (targets/<t>/codegen)
// and come in as the DeviceBackends of a TargetSupport; programs use the
// bound versions in targets/registry/build.h.
#ifndef RLX_COMPILER_DRIVER_DEVICE_ARTIFACTS_H_
#define RLX_COMPILER_DRIVER_DEVICE_ARTIFACTS_H_

#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/driver/target_support.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/vm/executable.h"

namespace rlx {
namespace driver {

// The artifacts for the executable's target, in a fixed order; empty when
// the executable has no kernels. Throws DiagnosticError when a kernel does
// not compile for the target (the message names the kernel), and for a
// target kind `support` has no code generator for.
std::vector<codegen::DeviceArtifact> EmitDeviceArtifacts(const TargetSupport& support,
                                                         const runtime::vm::Executable& exec);

// The file names EmitDeviceArtifacts produces for a target kind with at
// least one device kernel, for help texts and tests ("kernels.cl", ...);
// empty for a kind without a code generator.
std::vector<std::string> DeviceArtifactKinds(const TargetSupport& support, const Target& target);

// Writes `artifacts` under `dir` (created if missing); throws
// DiagnosticError naming the path on failure. Returns the paths written.
std::vector<std::string> WriteArtifacts(const std::vector<codegen::DeviceArtifact>& artifacts, const std::string& dir,
                                        const std::string& prefix = "");

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_DEVICE_ARTIFACTS_H_
