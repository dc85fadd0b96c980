#include "compiler/driver/split_kernel_runner.h"

#include <utility>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {

struct SplitKernelRunner::Host {
  codegen::LLVMModule module;
};

SplitKernelRunner::SplitKernelRunner(const codegen::PrimFuncList& funcs) {
  for (const auto& [name, f] : funcs) {
    if (backend::HasThreadBinding(f)) {
      device_funcs_.emplace_back(name, f);
    } else {
      host_funcs_.emplace_back(name, f);
      host_names_.insert(name);
    }
  }
}

SplitKernelRunner::~SplitKernelRunner() = default;

void SplitKernelRunner::CompileHostKernels() {
  if (host_funcs_.empty()) return;
  host_ = std::make_unique<Host>(Host{codegen::BuildLLVM(host_funcs_, Target::Parse("llvm"))});
}

void SplitKernelRunner::Run(const std::string& name, std::vector<NDArray>& buffers,
                            const std::vector<int64_t>& scalars) {
  std::vector<codegen::ScalarValue> values(scalars.begin(), scalars.end());
  if (host_names_.count(name) > 0 && host_) {
    ++host_calls_;
    codegen::RunPrimFunc(host_->module, name, buffers, values);
    return;
  }
  if (!HasDeviceProgram()) ThrowError("the executable has no kernel '" + name + "'");
  ++device_calls_;
  RunOnDevice(name, buffers, values);
}

}  // namespace driver
}  // namespace rlx
