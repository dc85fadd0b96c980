// The CUDA driver API and NVRTC, loaded at run time with dlopen (no
// link-time dependency: the project builds and its tests run on machines
// without a GPU or a driver). Only the entry points the CUDA runtime uses,
// with the driver's ABI types spelled here (cuda.h is not needed).
//
//   libcuda.so.1 : the driver (installed with the GPU driver, never with the
//                  toolkit; the toolkit's stubs/libcuda.so is not loaded), or
//                  $RLX_CUDA_DRIVER_LIBRARY (tests: a recording mock).
//   libnvrtc     : $RLX_NVRTC_LIBRARY, else libnvrtc.so / .so.13 / .so.12
//                  from the loader's path, else $CUDA_HOME/lib64 or
//                  /usr/local/cuda/lib64.
#ifndef RLX_TARGETS_CUDA_RUNTIME_CUDA_API_H_
#define RLX_TARGETS_CUDA_RUNTIME_CUDA_API_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace rlx {
namespace cuda {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;  // NOLINT: the driver's type
using CUcontext = struct CUctx_st*;
using CUmodule = struct CUmod_st*;
using CUfunction = struct CUfunc_st*;
using CUstream = struct CUstream_st*;
using CUevent = struct CUevent_st*;

// cuDeviceGetAttribute attributes (cuda.h's CUdevice_attribute values).
enum DeviceAttribute : int {
  kMaxThreadsPerBlock = 1,
  kMaxBlockDimX = 2,
  kMaxBlockDimY = 3,
  kMaxBlockDimZ = 4,
  kMaxGridDimX = 5,
  kMaxGridDimY = 6,
  kMaxGridDimZ = 7,
  kMaxSharedMemoryPerBlock = 8,
  kComputeCapabilityMajor = 75,
  kComputeCapabilityMinor = 76,
};

inline constexpr CUresult kCudaSuccess = 0;
inline constexpr CUresult kCudaErrorNoDevice = 100;

struct DriverApi {
  CUresult (*cuInit)(unsigned int);
  CUresult (*cuDriverGetVersion)(int*);
  CUresult (*cuDeviceGetCount)(int*);
  CUresult (*cuDeviceGet)(CUdevice*, int);
  CUresult (*cuDeviceGetName)(char*, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int*, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext*, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadData)(CUmodule*, const void*);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction*, CUmodule, const char*);
  CUresult (*cuMemAlloc)(CUdeviceptr*, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void*, size_t);
  CUresult (*cuMemcpyDtoH)(void*, CUdeviceptr, size_t);
  CUresult (*cuMemcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream,
                             void**, void**);
  CUresult (*cuEventCreate)(CUevent*, unsigned);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float*, CUevent, CUevent);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuGetErrorName)(CUresult, const char**);
};

// The driver, loaded once per process; null when libcuda.so.1 cannot be
// loaded or lacks an entry point (then `*why` says which).
const DriverApi* Driver(std::string* why = nullptr);

// "" when a CUDA device can be used, else why not, exactly one of
//   "no CUDA driver: libcuda.so.1 not found"
//   "no CUDA driver: libcuda.so.1 has no <symbol>"
//   "no CUDA device"                                   (cuInit: no device,
//                                                       or a count of 0)
//   "no CUDA device: cuInit failed: <name> (<code>)"   (any other failure)
// Computed once per process.
const std::string& UnavailableReason();
inline bool HasDevice() { return UnavailableReason().empty(); }

// "CUDA_ERROR_OUT_OF_MEMORY" (from the driver when loaded).
std::string ErrorName(CUresult code);
// Throws DiagnosticError "CUDA: <what> failed: <name> (<code>)" unless ok.
void Check(CUresult code, const std::string& what);

// ---- NVRTC.
struct NvrtcApi {
  int (*nvrtcVersion)(int*, int*);
  int (*nvrtcCreateProgram)(void**, const char*, const char*, int, const char* const*, const char* const*);
  int (*nvrtcCompileProgram)(void*, int, const char* const*);
  int (*nvrtcGetProgramLogSize)(void*, size_t*);
  int (*nvrtcGetProgramLog)(void*, char*);
  int (*nvrtcGetPTXSize)(void*, size_t*);
  int (*nvrtcGetPTX)(void*, char*);
  int (*nvrtcDestroyProgram)(void**);
  const char* (*nvrtcGetErrorString)(int);
  // Optional (CUDA >= 11.1): SASS for one architecture.
  int (*nvrtcGetCUBINSize)(void*, size_t*);
  int (*nvrtcGetCUBIN)(void*, char*);
  std::string path;  // the library loaded
};

// NVRTC, loaded once per process; null when not found (`*why` says so).
const NvrtcApi* Nvrtc(std::string* why = nullptr);

// Compiles CUDA C `source` to PTX for compute capability major.minor
// (--gpu-architecture=compute_<major><minor>) with NVRTC; `name` names the
// program in messages. Throws DiagnosticError "NVRTC: ... not found" when
// NVRTC is missing, and "NVRTC: compiling <name> for compute_<cc> failed:
// <error>; log:\n<log>" when the source does not compile. No device needed.
std::string CompileToPtx(const std::string& source, int major, int minor, const std::string& name,
                         const std::vector<std::string>& extra_options = {});

// The same compiled to SASS for sm_<major><minor> (a cubin): what the driver
// loads without JIT-compiling PTX, for drivers older than NVRTC's PTX ISA.
// Throws DiagnosticError as CompileToPtx does, or when NVRTC cannot emit
// cubins.
std::string CompileToCubin(const std::string& source, int major, int minor, const std::string& name);

}  // namespace cuda
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_RUNTIME_CUDA_API_H_
