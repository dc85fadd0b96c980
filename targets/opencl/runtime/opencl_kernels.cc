#include "targets/opencl/runtime/opencl_kernels.h"

#include <dirent.h>
#include <dlfcn.h>

#include <cstdlib>
#include <fstream>
#include <mutex>
#include <optional>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/support/diagnostic.h"
#include "targets/opencl/codegen/codegen_opencl.h"
#include "targets/opencl/runtime/opencl_runtime.h"

namespace rlx {
namespace opencl {

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
};

OpenCLKernelRunner::OpenCLKernelRunner(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs)
    : SplitKernelRunner(funcs), impl_(std::make_unique<Impl>()) {
  if (!device_funcs().empty()) {
    IsolateOpenCLVendors();
    codegen::SourceModule source = codegen::BuildOpenCL(device_funcs());
    impl_->device = opencl::OpenCLProgram::Build(opencl::OpenCLDevice::Default(), source);
  }
  CompileHostKernels();
}

OpenCLKernelRunner::~OpenCLKernelRunner() = default;

bool OpenCLKernelRunner::HasDeviceProgram() const { return impl_->device.has_value(); }

void OpenCLKernelRunner::RunOnDevice(const std::string& name, std::vector<NDArray>& buffers,
                                     const std::vector<codegen::ScalarValue>& scalars) {
  impl_->device->Run(name, buffers, scalars);
}

int64_t OpenCLKernelRunner::device_launches() const { return impl_->device ? impl_->device->num_launches() : 0; }

}  // namespace opencl
}  // namespace rlx
