// relax.build for every target: the driver's Build, LoadKernels, LoadVM and
// device artifacts (compiler/driver/build.h, device_artifacts.h) bound to
// the TargetSupport of every target package -- the default pipelines of
// this registry and the device backends of targets/<t>/device.h.
//
//   runtime::vm::Executable exec = targets::Build(mod, Target::Parse("llvm"));
//   runtime::vm::VirtualMachine vm = targets::LoadVM(std::move(exec));
#ifndef RLX_TARGETS_REGISTRY_BUILD_H_
#define RLX_TARGETS_REGISTRY_BUILD_H_

#include <memory>
#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/driver/build.h"
#include "compiler/driver/target_support.h"

namespace rlx {
namespace targets {

// Built once on first use and immutable after: GetDefaultPipeline and the
// device backends of cuda, nvptx, rocm, metal, vulkan, webgpu, opencl.
const driver::TargetSupport& Support();

// driver::Build with Support() (see compiler/driver/build.h).
runtime::vm::Executable Build(const IRModule& mod, const Target& target);
runtime::vm::Executable Build(const IRModule& mod, const Target& target, PassContext& ctx, IRModule* lowered = nullptr);

std::shared_ptr<runtime::vm::KernelRunner> LoadKernels(const runtime::vm::Executable& exec,
                                                       driver::KernelLoadReport* report = nullptr);
runtime::vm::VirtualMachine LoadVM(runtime::vm::Executable exec, driver::KernelLoadReport* report = nullptr);

// driver::EmitDeviceArtifacts / DeviceArtifactKinds with Support().
std::vector<codegen::DeviceArtifact> EmitDeviceArtifacts(const runtime::vm::Executable& exec);
std::vector<std::string> DeviceArtifactKinds(const Target& target);

}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_REGISTRY_BUILD_H_
