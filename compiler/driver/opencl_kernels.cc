#include "compiler/driver/opencl_kernels.h"

#include <dirent.h>
#include <dlfcn.h>

#include <cstdlib>
#include <fstream>
#include <mutex>
#include <optional>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/codegen/opencl/codegen_opencl.h"
#include "compiler/runtime/opencl/opencl_runtime.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {

bool IsOpenCLTarget(const Target& target) { return target.kind() == "opencl"; }

namespace {

// The ICD loader dlopens each vendor library into the global symbol scope.
// PoCL compiles kernels with its own clang / LLVM (15 on the build
// machines) while this process already holds the LLVM the CPU backend links
// (16); without symbol versioning, PoCL's clang then binds to our LLVM's
// symbols and crashes inside clBuildProgram. Loading every vendor library
// first with RTLD_DEEPBIND makes it, and the libraries it brings in, prefer
// their own dependencies; the loader's later dlopen returns the same
// handle. Must run before the first OpenCL call of the process.
void IsolateOpenCLVendors() {
  static std::once_flag once;
  std::call_once(once, [] {
    const char* env = std::getenv("OCL_ICD_VENDORS");
    std::string dir = env != nullptr && *env != '\0' ? env : "/etc/OpenCL/vendors";
    DIR* d = opendir(dir.c_str());
    if (d == nullptr) return;
    std::vector<std::string> icds;
    while (dirent* e = readdir(d)) {
      std::string name = e->d_name;
      if (name.size() > 4 && name.compare(name.size() - 4, 4, ".icd") == 0) icds.push_back(dir + "/" + name);
    }
    closedir(d);
    for (const std::string& icd : icds) {
      std::ifstream in(icd);
      std::string lib;
      std::getline(in, lib);
      while (!lib.empty() && (lib.back() == ' ' || lib.back() == '\r')) lib.pop_back();
      // Never closed: the ICD loader keeps using the library.
      if (!lib.empty()) dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
    }
  });
}

}  // namespace

struct OpenCLKernelRunner::Impl {
  std::optional<opencl::OpenCLProgram> device;
  std::optional<codegen::LLVMModule> host;
};

OpenCLKernelRunner::OpenCLKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs)
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
    IsolateOpenCLVendors();
    codegen::SourceModule source = codegen::BuildOpenCL(device_funcs);
    impl_->device = opencl::OpenCLProgram::Build(opencl::OpenCLDevice::Default(), source);
  }
  if (!host_funcs.empty()) impl_->host = codegen::BuildLLVM(host_funcs, Target::Parse("llvm"));
}

OpenCLKernelRunner::~OpenCLKernelRunner() = default;

void OpenCLKernelRunner::Run(const std::string& name, std::vector<NDArray>& buffers,
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

int64_t OpenCLKernelRunner::device_launches() const {
  return impl_->device ? impl_->device->num_launches() : 0;
}

}  // namespace driver
}  // namespace rlx
