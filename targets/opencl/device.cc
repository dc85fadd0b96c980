#include "targets/opencl/device.h"

#include <memory>
#include <string>
#include <vector>

#include "targets/opencl/codegen/codegen_opencl.h"
#include "targets/opencl/runtime/opencl_kernels.h"

namespace rlx {
namespace targets {
namespace opencl {

driver::DeviceBackend Device() {
  driver::DeviceBackend device;
  device.kind = "opencl";
  device.emit_device_code = [](const codegen::PrimFuncList& funcs, const Target&) {
    return std::vector<codegen::DeviceArtifact>{{"kernels.cl", codegen::BuildOpenCL(funcs).source}};
  };
  device.artifact_names = [](const Target&) { return std::vector<std::string>{"kernels.cl"}; };
  // Always "runnable": the runner itself throws when there is no OpenCL
  // device, so that a build for opencl compiles its kernels (and reports
  // what does not compile) at build time, as it always has.
  device.unavailable_reason = [] { return std::string(); };
  device.load_kernels = [](const codegen::PrimFuncList& funcs) -> std::shared_ptr<runtime::vm::KernelRunner> {
    return std::make_shared<::rlx::opencl::OpenCLKernelRunner>(funcs);
  };
  return device;
}

}  // namespace opencl
}  // namespace targets
}  // namespace rlx
