// dlopen of libcuda.so.1 and libnvrtc, device probing, NVRTC compiles.
#include "targets/cuda/runtime/cuda_api.h"

#include <dlfcn.h>
#include <sys/stat.h>

#include <cstdlib>
#include <mutex>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace cuda {
namespace {

// Resolves `name` into `*slot`; false (and `*missing` = name) when absent.
template <typename F>
bool Resolve(void* lib, const char* name, F* slot, std::string* missing) {
  void* sym = dlsym(lib, name);
  if (sym == nullptr) {
    if (missing->empty()) *missing = name;
    return false;
  }
  *slot = reinterpret_cast<F>(sym);
  return true;
}

struct DriverState {
  DriverApi api{};
  bool ok = false;
  std::string why;
};

DriverState& LoadDriver() {
  static DriverState state;
  static std::once_flag once;
  std::call_once(once, [] {
    // $RLX_CUDA_DRIVER_LIBRARY replaces the driver (tests load a recording
    // mock through it). Never closed: the driver stays loaded.
    const char* env = std::getenv("RLX_CUDA_DRIVER_LIBRARY");
    const std::string path = env != nullptr && *env != '\0' ? env : "libcuda.so.1";
    void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (lib == nullptr) {
      state.why = "no CUDA driver: " + path + " not found";
      return;
    }
    std::string missing;
    DriverApi& a = state.api;
    Resolve(lib, "cuInit", &a.cuInit, &missing);
    Resolve(lib, "cuDriverGetVersion", &a.cuDriverGetVersion, &missing);
    Resolve(lib, "cuDeviceGetCount", &a.cuDeviceGetCount, &missing);
    Resolve(lib, "cuDeviceGet", &a.cuDeviceGet, &missing);
    Resolve(lib, "cuDeviceGetName", &a.cuDeviceGetName, &missing);
    Resolve(lib, "cuDeviceGetAttribute", &a.cuDeviceGetAttribute, &missing);
    Resolve(lib, "cuDevicePrimaryCtxRetain", &a.cuDevicePrimaryCtxRetain, &missing);
    Resolve(lib, "cuCtxSetCurrent", &a.cuCtxSetCurrent, &missing);
    Resolve(lib, "cuCtxSynchronize", &a.cuCtxSynchronize, &missing);
    Resolve(lib, "cuModuleLoadData", &a.cuModuleLoadData, &missing);
    Resolve(lib, "cuModuleUnload", &a.cuModuleUnload, &missing);
    Resolve(lib, "cuModuleGetFunction", &a.cuModuleGetFunction, &missing);
    // The _v2 entry points take 64-bit device pointers and sizes.
    Resolve(lib, "cuMemAlloc_v2", &a.cuMemAlloc, &missing);
    Resolve(lib, "cuMemFree_v2", &a.cuMemFree, &missing);
    Resolve(lib, "cuMemcpyHtoD_v2", &a.cuMemcpyHtoD, &missing);
    Resolve(lib, "cuMemcpyDtoH_v2", &a.cuMemcpyDtoH, &missing);
    Resolve(lib, "cuMemcpyDtoD_v2", &a.cuMemcpyDtoD, &missing);
    Resolve(lib, "cuLaunchKernel", &a.cuLaunchKernel, &missing);
    Resolve(lib, "cuEventCreate", &a.cuEventCreate, &missing);
    Resolve(lib, "cuEventRecord", &a.cuEventRecord, &missing);
    Resolve(lib, "cuEventSynchronize", &a.cuEventSynchronize, &missing);
    Resolve(lib, "cuEventElapsedTime", &a.cuEventElapsedTime, &missing);
    Resolve(lib, "cuEventDestroy_v2", &a.cuEventDestroy, &missing);
    Resolve(lib, "cuGetErrorName", &a.cuGetErrorName, &missing);
    if (!missing.empty()) {
      state.why = "no CUDA driver: " + path + " has no " + missing;
      return;
    }
    state.ok = true;
  });
  return state;
}

struct NvrtcState {
  NvrtcApi api{};
  bool ok = false;
  std::string why;
};

bool IsFile(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

NvrtcState& LoadNvrtc() {
  static NvrtcState state;
  static std::once_flag once;
  std::call_once(once, [] {
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("RLX_NVRTC_LIBRARY"); env != nullptr && *env != '\0') {
      candidates.push_back(env);
    } else {
      candidates = {"libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12"};
      std::vector<std::string> homes;
      if (const char* home = std::getenv("CUDA_HOME"); home != nullptr && *home != '\0') homes.push_back(home);
      homes.push_back("/usr/local/cuda");
      for (const std::string& h : homes) {
        for (const char* f : {"/lib64/libnvrtc.so", "/lib/libnvrtc.so"}) {
          if (IsFile(h + f)) candidates.push_back(h + f);
        }
      }
    }
    void* lib = nullptr;
    for (const std::string& c : candidates) {
      lib = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (lib != nullptr) {
        state.api.path = c;
        break;
      }
    }
    if (lib == nullptr) {
      std::string tried;
      for (const std::string& c : candidates) tried += (tried.empty() ? "" : ", ") + c;
      state.why = "NVRTC: libnvrtc not found (tried " + tried + "; set RLX_NVRTC_LIBRARY)";
      return;
    }
    std::string missing;
    NvrtcApi& a = state.api;
    Resolve(lib, "nvrtcVersion", &a.nvrtcVersion, &missing);
    Resolve(lib, "nvrtcCreateProgram", &a.nvrtcCreateProgram, &missing);
    Resolve(lib, "nvrtcCompileProgram", &a.nvrtcCompileProgram, &missing);
    Resolve(lib, "nvrtcGetProgramLogSize", &a.nvrtcGetProgramLogSize, &missing);
    Resolve(lib, "nvrtcGetProgramLog", &a.nvrtcGetProgramLog, &missing);
    Resolve(lib, "nvrtcGetPTXSize", &a.nvrtcGetPTXSize, &missing);
    Resolve(lib, "nvrtcGetPTX", &a.nvrtcGetPTX, &missing);
    Resolve(lib, "nvrtcDestroyProgram", &a.nvrtcDestroyProgram, &missing);
    Resolve(lib, "nvrtcGetErrorString", &a.nvrtcGetErrorString, &missing);
    if (!missing.empty()) {
      state.why = "NVRTC: " + a.path + " has no " + missing;
      return;
    }
    std::string optional;
    Resolve(lib, "nvrtcGetCUBINSize", &a.nvrtcGetCUBINSize, &optional);
    Resolve(lib, "nvrtcGetCUBIN", &a.nvrtcGetCUBIN, &optional);
    state.ok = true;
  });
  return state;
}

// The toolkit's include directory, for headers NVRTC does not build in.
std::string ToolkitInclude() {
  std::vector<std::string> homes;
  if (const char* home = std::getenv("CUDA_HOME"); home != nullptr && *home != '\0') homes.push_back(home);
  homes.push_back("/usr/local/cuda");
  for (const std::string& h : homes) {
    if (IsFile(h + "/include/cuda_fp16.h")) return h + "/include";
  }
  return "";
}

}  // namespace

const DriverApi* Driver(std::string* why) {
  DriverState& s = LoadDriver();
  if (!s.ok && why != nullptr) *why = s.why;
  return s.ok ? &s.api : nullptr;
}

const std::string& UnavailableReason() {
  static std::string reason;
  static std::once_flag once;
  std::call_once(once, [] {
    const DriverApi* d = Driver(&reason);
    if (d == nullptr) return;
    CUresult rc = d->cuInit(0);
    if (rc == kCudaErrorNoDevice) {
      reason = "no CUDA device";
      return;
    }
    if (rc != kCudaSuccess) {
      reason = "no CUDA device: cuInit failed: " + ErrorName(rc) + " (" + std::to_string(rc) + ")";
      return;
    }
    int count = 0;
    if (d->cuDeviceGetCount(&count) != kCudaSuccess || count == 0) reason = "no CUDA device";
  });
  return reason;
}

std::string ErrorName(CUresult code) {
  const DriverApi* d = Driver();
  const char* name = nullptr;
  if (d != nullptr && d->cuGetErrorName(code, &name) == kCudaSuccess && name != nullptr) return name;
  return "CUDA error";
}

void Check(CUresult code, const std::string& what) {
  if (code != kCudaSuccess) {
    ThrowError("CUDA: " + what + " failed: " + ErrorName(code) + " (" + std::to_string(code) + ")");
  }
}

const NvrtcApi* Nvrtc(std::string* why) {
  NvrtcState& s = LoadNvrtc();
  if (!s.ok && why != nullptr) *why = s.why;
  return s.ok ? &s.api : nullptr;
}

namespace {

// One NVRTC compile for `arch` ("compute_90" -> PTX, "sm_90" -> cubin).
std::string Compile(const std::string& source, const std::string& arch, bool cubin, const std::string& name,
                    const std::vector<std::string>& extra_options) {
  std::string why;
  const NvrtcApi* n = Nvrtc(&why);
  if (n == nullptr) ThrowError(why);
  if (cubin && (n->nvrtcGetCUBINSize == nullptr || n->nvrtcGetCUBIN == nullptr)) {
    ThrowError("NVRTC: " + n->path + " cannot emit cubins (nvrtcGetCUBIN is missing)");
  }
  void* prog = nullptr;
  int rc = n->nvrtcCreateProgram(&prog, source.c_str(), (name + ".cu").c_str(), 0, nullptr, nullptr);
  if (rc != 0) ThrowError("NVRTC: nvrtcCreateProgram(" + name + ") failed: " + n->nvrtcGetErrorString(rc));
  std::vector<std::string> options{"--gpu-architecture=" + arch, "--std=c++17"};
  std::string include = ToolkitInclude();
  if (!include.empty()) options.push_back("-I" + include);
  options.insert(options.end(), extra_options.begin(), extra_options.end());
  std::vector<const char*> argv;
  for (const std::string& o : options) argv.push_back(o.c_str());
  rc = n->nvrtcCompileProgram(prog, static_cast<int>(argv.size()), argv.data());
  size_t log_size = 0;
  n->nvrtcGetProgramLogSize(prog, &log_size);
  std::string log(log_size, '\0');
  if (log_size > 0) n->nvrtcGetProgramLog(prog, log.data());
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
  if (rc != 0) {
    n->nvrtcDestroyProgram(&prog);
    ThrowError("NVRTC: compiling " + name + " for " + arch + " failed: " + n->nvrtcGetErrorString(rc) + "; log:\n" +
               log);
  }
  size_t size = 0;
  std::string out;
  if (cubin) {
    n->nvrtcGetCUBINSize(prog, &size);
    out.assign(size, '\0');
    n->nvrtcGetCUBIN(prog, out.data());
  } else {
    n->nvrtcGetPTXSize(prog, &size);
    out.assign(size, '\0');
    n->nvrtcGetPTX(prog, out.data());
    while (!out.empty() && out.back() == '\0') out.pop_back();
  }
  n->nvrtcDestroyProgram(&prog);
  return out;
}

}  // namespace

std::string CompileToPtx(const std::string& source, int major, int minor, const std::string& name,
                         const std::vector<std::string>& extra_options) {
  return Compile(source, "compute_" + std::to_string(major) + std::to_string(minor), false, name, extra_options);
}

std::string CompileToCubin(const std::string& source, int major, int minor, const std::string& name) {
  return Compile(source, "sm_" + std::to_string(major) + std::to_string(minor), true, name, {});
}

}  // namespace cuda
}  // namespace rlx
