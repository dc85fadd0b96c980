// Device discovery, program builds (NVRTC -> PTX -> cuModuleLoadData),
// device memory, the copy yardstick.
#include "targets/cuda/runtime/cuda_runtime.h"

#include <mutex>

#include "compiler/support/diagnostic.h"
#include "targets/cuda/codegen/codegen_cuda.h"
#include "targets/cuda/runtime/cuda_internal.h"

namespace rlx {
namespace cuda {

void CUDADevice::Impl::Bind() const { Check(api->cuCtxSetCurrent(context), "cuCtxSetCurrent"); }

CUDADevice::CUDADevice(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
CUDADevice::~CUDADevice() = default;

std::shared_ptr<CUDADevice> CUDADevice::Default() {
  static std::mutex mu;
  static std::shared_ptr<CUDADevice> device;
  std::lock_guard<std::mutex> lock(mu);
  if (device) return device;
  const std::string& reason = UnavailableReason();
  if (!reason.empty()) ThrowError(reason);
  auto impl = std::make_unique<Impl>();
  impl->api = Driver();
  const DriverApi* a = impl->api;
  Check(a->cuDeviceGet(&impl->device, 0), "cuDeviceGet");
  char name[256] = {0};
  Check(a->cuDeviceGetName(name, sizeof(name) - 1, impl->device), "cuDeviceGetName");
  impl->name = name;
  auto attr = [&](int which) {
    int v = 0;
    Check(a->cuDeviceGetAttribute(&v, which, impl->device), "cuDeviceGetAttribute(" + std::to_string(which) + ")");
    return v;
  };
  impl->major = attr(kComputeCapabilityMajor);
  impl->minor = attr(kComputeCapabilityMinor);
  impl->max_threads_per_block = attr(kMaxThreadsPerBlock);
  impl->max_block = {attr(kMaxBlockDimX), attr(kMaxBlockDimY), attr(kMaxBlockDimZ)};
  impl->max_grid = {attr(kMaxGridDimX), attr(kMaxGridDimY), attr(kMaxGridDimZ)};
  // The primary context: the one the CUDA runtime (and so CUB / the thrust
  // library) uses too, so device pointers can be shared with it.
  Check(a->cuDevicePrimaryCtxRetain(&impl->context, impl->device), "cuDevicePrimaryCtxRetain");
  impl->Bind();
  device = std::make_shared<CUDADevice>(std::move(impl));
  return device;
}

const std::string& CUDADevice::name() const { return impl_->name; }
int CUDADevice::compute_major() const { return impl_->major; }
int CUDADevice::compute_minor() const { return impl_->minor; }
int CUDADevice::max_threads_per_block() const { return impl_->max_threads_per_block; }
std::array<int, 3> CUDADevice::max_block_dims() const { return impl_->max_block; }
std::array<int, 3> CUDADevice::max_grid_dims() const { return impl_->max_grid; }

double CUDADevice::TimeDeviceCopy(size_t bytes, int repeats) const {
  impl_->Bind();
  const DriverApi* a = impl_->api;
  DeviceMemory src(a, bytes), dst(a, bytes);
  Check(a->cuMemcpyDtoD(dst.ptr(), src.ptr(), bytes), "cuMemcpyDtoD");
  CUevent start = nullptr, stop = nullptr;
  Check(a->cuEventCreate(&start, 0), "cuEventCreate");
  Check(a->cuEventCreate(&stop, 0), "cuEventCreate");
  Check(a->cuEventRecord(start, nullptr), "cuEventRecord");
  for (int i = 0; i < repeats; ++i) Check(a->cuMemcpyDtoD(dst.ptr(), src.ptr(), bytes), "cuMemcpyDtoD");
  Check(a->cuEventRecord(stop, nullptr), "cuEventRecord");
  Check(a->cuEventSynchronize(stop), "cuEventSynchronize");
  float ms = 0;
  Check(a->cuEventElapsedTime(&ms, start, stop), "cuEventElapsedTime");
  a->cuEventDestroy(start);
  a->cuEventDestroy(stop);
  return ms / repeats;
}

DeviceMemory::DeviceMemory(const DriverApi* api, size_t bytes) : api_(api) {
  // cuMemAlloc rejects 0 bytes; an empty array gets one unused byte.
  Check(api->cuMemAlloc(&ptr_, bytes == 0 ? 1 : bytes), "cuMemAlloc (" + std::to_string(bytes) + " bytes)");
}

DeviceMemory::~DeviceMemory() {
  if (ptr_ != 0) api_->cuMemFree(ptr_);
}

CUDAProgram::Impl::~Impl() {
  if (cu_module != nullptr) device->impl()->api->cuModuleUnload(cu_module);
}

CUDAProgram CUDAProgram::Build(std::shared_ptr<CUDADevice> device, const codegen::SourceModule& module) {
  if (module.language != "cuda") {
    ThrowError("CUDA: cannot build a " + module.language + " module; generate it with BuildCUDA");
  }
  auto impl = std::make_shared<Impl>();
  impl->device = device;
  impl->module = module;
  CUDADevice::Impl* d = device->impl();
  impl->ptx = CompileToPtx(module.source, d->major, d->minor, "rlx_kernels");
  d->Bind();
  CUresult rc = d->api->cuModuleLoadData(&impl->cu_module, impl->ptx.c_str());
  // A driver older than NVRTC's PTX ISA (CUDA_ERROR_UNSUPPORTED_PTX_VERSION,
  // or INVALID_PTX / NO_BINARY_FOR_GPU from older drivers) can still load
  // SASS compiled for its architecture.
  if (rc == 222 || rc == 218 || rc == 209) {
    const CUresult ptx_rc = rc;
    std::string cubin = CompileToCubin(module.source, d->major, d->minor, "rlx_kernels");
    rc = d->api->cuModuleLoadData(&impl->cu_module, cubin.data());
    Check(rc, "cuModuleLoadData (cubin for " + d->name + ", after the PTX failed: " + ErrorName(ptx_rc) + ")");
  }
  Check(rc, "cuModuleLoadData (PTX for " + d->name + ")");
  for (const codegen::SplitFunction& f : module.functions) {
    for (const codegen::DeviceKernel& k : f.kernels) {
      CUfunction fn = nullptr;
      Check(d->api->cuModuleGetFunction(&fn, impl->cu_module, k.name.c_str()), "cuModuleGetFunction(" + k.name + ")");
      impl->kernels[k.name] = fn;
    }
  }
  return CUDAProgram(std::move(impl));
}

int64_t CUDAProgram::num_launches() const { return impl_->launches; }
const std::string& CUDAProgram::ptx() const { return impl_->ptx; }

void RunPrimFunc(const tir::PrimFunc& func, std::vector<NDArray>& buffers,
                 const std::vector<codegen::ScalarValue>& scalars) {
  CUDAProgram program = CUDAProgram::Build(CUDADevice::Default(), codegen::BuildCUDA({{"main", func}}));
  program.Run("main", buffers, scalars);
}

}  // namespace cuda
}  // namespace rlx
