#include "targets/registry/build.h"

#include <utility>

#include "compiler/contrib/default_patterns.h"
#include "compiler/driver/device_artifacts.h"
#include "targets/cuda/device.h"
#include "targets/metal/device.h"
#include "targets/opencl/device.h"
#include "targets/registry/registry.h"
#include "targets/rocm/device.h"
#include "targets/vulkan/device.h"
#include "targets/webgpu/device.h"

namespace rlx {
namespace targets {
namespace {

driver::TargetSupport MakeSupport() {
  driver::TargetSupport support;
  support.default_pipeline = [](const Target& target) { return GetDefaultPipeline(target); };
  // This order is the order diagnostics list the kinds in.
  for (driver::DeviceBackend& d : cuda::Devices()) support.devices.push_back(std::move(d));
  support.devices.push_back(rocm::Device());
  support.devices.push_back(metal::Device());
  support.devices.push_back(vulkan::Device());
  support.devices.push_back(webgpu::Device());
  support.devices.push_back(opencl::Device());
  return support;
}

}  // namespace

const driver::TargetSupport& Support() {
  static const driver::TargetSupport support = MakeSupport();
  return support;
}

runtime::vm::Executable Build(const IRModule& mod, const Target& target) {
  PassContext ctx;
  backend::AttachDefaultPatterns(&ctx);
  return driver::Build(Support(), mod, target, ctx);
}

runtime::vm::Executable Build(const IRModule& mod, const Target& target, PassContext& ctx, IRModule* lowered) {
  return driver::Build(Support(), mod, target, ctx, lowered);
}

std::shared_ptr<runtime::vm::KernelRunner> LoadKernels(const runtime::vm::Executable& exec,
                                                       driver::KernelLoadReport* report) {
  return driver::LoadKernels(Support(), exec, report);
}

runtime::vm::VirtualMachine LoadVM(runtime::vm::Executable exec, driver::KernelLoadReport* report) {
  return driver::LoadVM(Support(), std::move(exec), report);
}

std::vector<codegen::DeviceArtifact> EmitDeviceArtifacts(const runtime::vm::Executable& exec) {
  return driver::EmitDeviceArtifacts(Support(), exec);
}

std::vector<std::string> DeviceArtifactKinds(const Target& target) {
  return driver::DeviceArtifactKinds(Support(), target);
}

}  // namespace targets
}  // namespace rlx
