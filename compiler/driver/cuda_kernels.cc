#include "compiler/driver/cuda_kernels.h"

#include <mutex>
#include <optional>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/codegen/cuda/codegen_cuda.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/runtime/cuda/cuda_runtime.h"
#include "compiler/runtime/cuda/thrust_packed.h"
#include "compiler/runtime/packed_call.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {

bool IsCUDATarget(const Target& target) { return target.kind() == "cuda"; }

const std::string& CUDAUnavailableReason() { return cuda::UnavailableReason(); }

struct CUDAKernelRunner::Impl {
  std::optional<cuda::CUDAProgram> device;
  std::optional<codegen::LLVMModule> host;
};

CUDAKernelRunner::CUDAKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs)
    : impl_(std::make_unique<Impl>()) {
  std::vector<std::pair<std::string, tir::PrimFunc>> device_funcs, host_funcs;
  for (const auto& [name, f] : funcs) {
    if (backend::HasThreadBinding(f)) {
      device_funcs.emplace_back(name, f);
    } else {
      host_funcs.emplace_back(name, f);
      host_names_.insert(name);
    }
  }
  if (!device_funcs.empty()) {
    // Generate first: CUDA C errors are the kernel's, wherever it runs.
    codegen::SourceModule source = codegen::BuildCUDA(device_funcs);
    impl_->device = cuda::CUDAProgram::Build(cuda::CUDADevice::Default(), source);
  }
  if (!host_funcs.empty()) {
    static std::once_flag once;
    std::call_once(once, [] { cuda::RegisterThrustPackedFuncs(&runtime::GlobalPackedFuncs()); });
    impl_->host = codegen::BuildLLVM(host_funcs, Target::Parse("llvm"));
  }
}

CUDAKernelRunner::~CUDAKernelRunner() = default;

void CUDAKernelRunner::Run(const std::string& name, std::vector<NDArray>& buffers,
                           const std::vector<int64_t>& scalars) {
  std::vector<codegen::ScalarValue> values(scalars.begin(), scalars.end());
  if (host_names_.count(name) > 0) {
    ++host_calls_;
    codegen::RunPrimFunc(*impl_->host, name, buffers, values);
    return;
  }
  if (!impl_->device) ThrowError("the executable has no kernel '" + name + "'");
  ++device_calls_;
  impl_->device->Run(name, buffers, values);
}

int64_t CUDAKernelRunner::device_launches() const { return impl_->device ? impl_->device->num_launches() : 0; }

}  // namespace driver
}  // namespace rlx
