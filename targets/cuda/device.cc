#include "targets/cuda/device.h"

#include <memory>
#include <utility>

#include "compiler/codegen/llvm_gpu/llvm_gpu.h"
#include "targets/cuda/codegen/codegen_cuda.h"
#include "targets/cuda/runtime/cuda_kernels.h"

namespace rlx {
namespace targets {
namespace cuda {

std::vector<driver::DeviceBackend> Devices() {
  driver::DeviceBackend cuda;
  cuda.kind = "cuda";
  cuda.emit_device_code = [](const codegen::PrimFuncList& funcs, const Target&) {
    // CUDA C (what the CUDA runtime compiles with NVRTC) and the same kernels
    // as PTX through LLVM's NVPTX backend, the alternative path.
    std::vector<codegen::DeviceArtifact> out = {{"kernels.cu", codegen::BuildCUDA(funcs).source}};
    for (codegen::DeviceArtifact& a : codegen::EmitNVPTXArtifacts(funcs)) out.push_back(std::move(a));
    return out;
  };
  cuda.artifact_names = [](const Target&) {
    return std::vector<std::string>{"kernels.cu", "kernels_sm_80.ptx", "kernels_sm_90.ptx"};
  };
  cuda.unavailable_reason = [] { return ::rlx::cuda::CUDAUnavailableReason(); };
  cuda.load_kernels = [](const codegen::PrimFuncList& funcs) -> std::shared_ptr<runtime::vm::KernelRunner> {
    return std::make_shared<::rlx::cuda::CUDAKernelRunner>(funcs);
  };

  driver::DeviceBackend nvptx;
  nvptx.kind = "nvptx";
  nvptx.emit_device_code = [](const codegen::PrimFuncList& funcs, const Target&) {
    return codegen::EmitNVPTXArtifacts(funcs);
  };
  nvptx.artifact_names = [](const Target&) {
    return std::vector<std::string>{"kernels_sm_80.ptx", "kernels_sm_90.ptx"};
  };
  return {std::move(cuda), std::move(nvptx)};
}

}  // namespace cuda
}  // namespace targets
}  // namespace rlx
