// CUDAProgram::Run / RunTimed: binds the arrays and runs the host program
// (codegen/source/host_program.h), launching its kernels with cuLaunchKernel.
#include "compiler/codegen/source/host_program.h"

#include <array>
#include <cstring>
#include <map>
#include <memory>
#include <utility>

#include "compiler/runtime/float_format.h"
#include "compiler/support/diagnostic.h"
#include "targets/cuda/runtime/cuda_internal.h"

namespace rlx {
namespace cuda {
namespace {

using codegen::DeviceHandle;
using codegen::DeviceKernel;
using codegen::DeviceKernelArg;
using codegen::LaunchArg;

class CUDALauncher : public codegen::DeviceLauncher {
 public:
  explicit CUDALauncher(CUDAProgram::Impl* program) : program_(program), device_(program->device->impl()) {}

  DeviceHandle AllocWorkspace(size_t bytes) override {
    auto memory = std::make_unique<DeviceMemory>(device_->api, bytes);
    DeviceHandle handle = static_cast<DeviceHandle>(memory->ptr());
    workspaces_[handle] = std::move(memory);
    return handle;
  }
  void FreeWorkspace(DeviceHandle workspace) override { workspaces_.erase(workspace); }

  void Launch(const DeviceKernel& k, const std::array<int64_t, 3>& grid_extent,
              const std::array<int64_t, 3>& block_extent, const std::vector<LaunchArg>& args,
              const Span& span) override {
    unsigned grid[3], block[3];
    int64_t threads = 1;
    for (int d = 0; d < 3; ++d) {
      int64_t g = grid_extent[d], b = block_extent[d];
      if (b > device_->max_block[d] || g > device_->max_grid[d]) {
        const char* axis = d == 0 ? "x" : d == 1 ? "y" : "z";
        ThrowError(span, k.name + ": a launch of grid." + axis + " = " + std::to_string(g) + ", block." + axis + " = " +
                             std::to_string(b) + " exceeds the device's limits (grid " +
                             std::to_string(device_->max_grid[d]) + ", block " + std::to_string(device_->max_block[d]) +
                             ")");
      }
      grid[d] = static_cast<unsigned>(g);
      block[d] = static_cast<unsigned>(b);
      threads *= b;
    }
    if (threads > device_->max_threads_per_block) {
      ThrowError(span, k.name + ": a block of " + std::to_string(block[0]) + " x " + std::to_string(block[1]) + " x " +
                           std::to_string(block[2]) + " threads exceeds the device's limit of " +
                           std::to_string(device_->max_threads_per_block));
    }
    std::vector<std::array<unsigned char, 8>> slots(args.size());
    std::vector<void*> params(args.size());
    for (size_t i = 0; i < args.size(); ++i) {
      if (args[i].arg->kind == DeviceKernelArg::Kind::kBuffer) {
        CUdeviceptr ptr = static_cast<CUdeviceptr>(args[i].buffer);
        std::memcpy(slots[i].data(), &ptr, sizeof(CUdeviceptr));
      } else {
        slots[i] = Scalar(args[i], k, span);
      }
      params[i] = slots[i].data();
    }
    Check(device_->api->cuLaunchKernel(program_->kernels.at(k.name), grid[0], grid[1], grid[2], block[0], block[1],
                                       block[2], 0, nullptr, params.empty() ? nullptr : params.data(), nullptr),
          "cuLaunchKernel(" + k.name + ", grid " + std::to_string(grid[0]) + "x" + std::to_string(grid[1]) + "x" +
              std::to_string(grid[2]) + ", block " + std::to_string(block[0]) + "x" + std::to_string(block[1]) + "x" +
              std::to_string(block[2]) + ")");
    ++program_->launches;
  }

 private:
  // The bytes of a scalar argument as the kernel's parameter type holds
  // them (codegen_cuda: bool is C++ bool, float16 is `half`).
  static std::array<unsigned char, 8> Scalar(const LaunchArg& a, const DeviceKernel& k, const Span& span) {
    std::array<unsigned char, 8> raw{};
    DataType t = a.arg->dtype;
    if (t.is_floating()) {
      if (t.bits() == 64) {
        std::memcpy(raw.data(), &a.f, 8);
      } else if (t.bits() == 32) {
        float v = static_cast<float>(a.f);
        std::memcpy(raw.data(), &v, 4);
      } else if (t.is_float() && t.bits() == 16) {
        uint16_t v = DoubleToHalfBits(a.f);
        std::memcpy(raw.data(), &v, 2);
      } else {
        ThrowError(span, k.name + ": cannot pass a " + t.ToString() + " argument");
      }
      return raw;
    }
    int64_t v = t.is_bool() ? (a.i != 0) : a.i;
    // All 8 bytes, sign-extended: little-endian, so a parameter declared
    // narrower reads the truncated value and a wider one the extended one.
    std::memcpy(raw.data(), &v, 8);
    return raw;
  }

  CUDAProgram::Impl* program_;
  CUDADevice::Impl* device_;
  std::map<DeviceHandle, std::unique_ptr<DeviceMemory>> workspaces_;
};

// Binds, copies in, runs `body(program)`, copies back.
template <typename Body>
void WithDeviceArrays(CUDAProgram::Impl* impl, const std::string& name, std::vector<NDArray>& buffers,
                      const std::vector<codegen::ScalarValue>& scalars, Body&& body) {
  const codegen::SplitFunction& func = impl->module.Get(name);
  const codegen::KernelSignature& sig = func.signature;
  std::vector<codegen::KernelArg> args = codegen::BindKernelArgs(sig, buffers, scalars);
  CUDADevice::Impl* d = impl->device->impl();
  d->Bind();
  CUDALauncher launcher(impl);
  codegen::HostProgram program(func, launcher);
  program.BindScalars(args);
  std::vector<std::unique_ptr<DeviceMemory>> memory;
  std::vector<std::pair<NDArray*, CUdeviceptr>> copies;
  size_t bi = 0;
  for (const codegen::KernelParam& p : sig.params) {
    if (p.kind != codegen::KernelParam::Kind::kBuffer) continue;
    NDArray& arr = buffers[bi++];
    memory.push_back(std::make_unique<DeviceMemory>(d->api, arr.NumBytes()));
    if (arr.NumBytes() > 0) {
      Check(d->api->cuMemcpyHtoD(memory.back()->ptr(), arr.data(), arr.NumBytes()), "cuMemcpyHtoD");
    }
    program.BindBuffer(p.buffer->data.get(), static_cast<DeviceHandle>(memory.back()->ptr()));
    copies.emplace_back(&arr, memory.back()->ptr());
  }
  body(program);
  for (auto& [arr, ptr] : copies) {
    if (arr->NumBytes() == 0) continue;
    Check(d->api->cuMemcpyDtoH(arr->data(), ptr, arr->NumBytes()), "cuMemcpyDtoH");
  }
  Check(d->api->cuCtxSynchronize(), "cuCtxSynchronize");
}

}  // namespace

void CUDAProgram::Run(const std::string& name, std::vector<NDArray>& buffers,
                      const std::vector<codegen::ScalarValue>& scalars) const {
  WithDeviceArrays(impl_.get(), name, buffers, scalars, [](codegen::HostProgram& program) { program.Run(); });
}

double CUDAProgram::RunTimed(const std::string& name, std::vector<NDArray>& buffers,
                             const std::vector<codegen::ScalarValue>& scalars, int repeats) const {
  if (repeats < 1) ThrowError("CUDA: RunTimed needs at least one repeat, got " + std::to_string(repeats));
  double ms = 0;
  const DriverApi* a = impl_->device->impl()->api;
  WithDeviceArrays(impl_.get(), name, buffers, scalars, [&](codegen::HostProgram& program) {
    program.Run();  // warm-up
    CUevent start = nullptr, stop = nullptr;
    Check(a->cuEventCreate(&start, 0), "cuEventCreate");
    Check(a->cuEventCreate(&stop, 0), "cuEventCreate");
    Check(a->cuEventRecord(start, nullptr), "cuEventRecord");
    for (int i = 0; i < repeats; ++i) program.Run();
    Check(a->cuEventRecord(stop, nullptr), "cuEventRecord");
    Check(a->cuEventSynchronize(stop), "cuEventSynchronize");
    float elapsed = 0;
    Check(a->cuEventElapsedTime(&elapsed, start, stop), "cuEventElapsedTime");
    a->cuEventDestroy(start);
    a->cuEventDestroy(stop);
    ms = elapsed / repeats;
  });
  return ms;
}

}  // namespace cuda
}  // namespace rlx
