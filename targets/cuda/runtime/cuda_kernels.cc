#include "targets/cuda/runtime/cuda_kernels.h"

#include <mutex>
#include <optional>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/support/diagnostic.h"
#include "targets/cuda/codegen/codegen_cuda.h"
#include "targets/cuda/runtime/cuda_runtime.h"
#include "targets/cuda/runtime/thrust_packed.h"

namespace rlx {
namespace cuda {

bool IsCUDATarget(const Target& target) { return target.kind() == "cuda"; }

const std::string& CUDAUnavailableReason() { return cuda::UnavailableReason(); }

struct CUDAKernelRunner::Impl {
  std::optional<cuda::CUDAProgram> device;
};

CUDAKernelRunner::CUDAKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs)
    : SplitKernelRunner(funcs), impl_(std::make_unique<Impl>()) {
  if (!device_funcs().empty()) {
    // Generate first: CUDA C errors are the kernel's, wherever it runs.
    codegen::SourceModule source = codegen::BuildCUDA(device_funcs());
    impl_->device = cuda::CUDAProgram::Build(cuda::CUDADevice::Default(), source);
  }
  if (!host_kernels().empty()) {
    static std::once_flag once;
    std::call_once(once, [] { cuda::RegisterThrustPackedFuncs(&runtime::GlobalPackedFuncs()); });
  }
  CompileHostKernels();
}

CUDAKernelRunner::~CUDAKernelRunner() = default;

bool CUDAKernelRunner::HasDeviceProgram() const { return impl_->device.has_value(); }

void CUDAKernelRunner::RunOnDevice(const std::string& name, std::vector<NDArray>& buffers,
                                   const std::vector<codegen::ScalarValue>& scalars) {
  impl_->device->Run(name, buffers, scalars);
}

int64_t CUDAKernelRunner::device_launches() const { return impl_->device ? impl_->device->num_launches() : 0; }

}  // namespace cuda
}  // namespace rlx
