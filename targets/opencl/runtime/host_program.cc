// OpenCLProgram::Run: binds the arrays (buffers and images) and runs the host
// program (codegen/source/host_program.h), enqueueing its kernels.
#include "compiler/codegen/source/host_program.h"

#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <unordered_set>
#include <utility>

#include "compiler/support/diagnostic.h"
#include "targets/opencl/codegen/codegen_opencl.h"
#include "targets/opencl/runtime/opencl_internal.h"

namespace rlx {
namespace opencl {
namespace {

using codegen::DeviceHandle;
using codegen::DeviceKernel;
using codegen::DeviceKernelArg;
using codegen::LaunchArg;

DeviceHandle ToHandle(cl_mem mem) { return static_cast<DeviceHandle>(reinterpret_cast<uintptr_t>(mem)); }
cl_mem ToMem(DeviceHandle handle) { return reinterpret_cast<cl_mem>(static_cast<uintptr_t>(handle)); }

class OpenCLLauncher : public codegen::DeviceLauncher {
 public:
  explicit OpenCLLauncher(OpenCLProgram::Impl* program) : program_(program), device_(program->device->impl()) {}

  DeviceHandle AllocWorkspace(size_t bytes) override {
    auto buffer = std::make_unique<DeviceBuffer>(device_->context, bytes, nullptr);
    DeviceHandle handle = ToHandle(buffer->mem());
    workspaces_[handle] = std::move(buffer);
    return handle;
  }
  void FreeWorkspace(DeviceHandle workspace) override { workspaces_.erase(workspace); }

  void Launch(const DeviceKernel& k, const std::array<int64_t, 3>& grid, const std::array<int64_t, 3>& block,
              const std::vector<LaunchArg>& args, const Span& span) override {
    size_t global[3], local[3];
    size_t group = 1;
    for (int d = 0; d < 3; ++d) {
      global[d] = static_cast<size_t>(grid[d] * block[d]);
      local[d] = static_cast<size_t>(block[d]);
      group *= local[d];
    }
    if (group > device_->max_work_group_size) {
      ThrowError(span, k.name + ": a work-group of " + std::to_string(local[0]) + " x " + std::to_string(local[1]) +
                           " x " + std::to_string(local[2]) + " threads exceeds the device's limit of " +
                           std::to_string(device_->max_work_group_size));
    }
    cl_kernel kernel = program_->kernels.at(k.name);
    for (size_t i = 0; i < args.size(); ++i) {
      const DeviceKernelArg& a = *args[i].arg;
      if (a.kind == DeviceKernelArg::Kind::kBuffer) {
        cl_mem mem = ToMem(args[i].buffer);
        Check(clSetKernelArg(kernel, static_cast<cl_uint>(i), sizeof(cl_mem), &mem),
              "clSetKernelArg(" + k.name + ", " + a.var->name + ")");
      } else {
        SetScalar(kernel, static_cast<cl_uint>(i), args[i], k, span);
      }
    }
    Check(clEnqueueNDRangeKernel(device_->queue, kernel, 3, nullptr, global, local, 0, nullptr, nullptr),
          "clEnqueueNDRangeKernel(" + k.name + ", global " + std::to_string(global[0]) + "x" +
              std::to_string(global[1]) + "x" + std::to_string(global[2]) + ", local " + std::to_string(local[0]) +
              "x" + std::to_string(local[1]) + "x" + std::to_string(local[2]) + ")");
    ++program_->launches;
  }

 private:
  static void SetScalar(cl_kernel kernel, cl_uint index, const LaunchArg& arg, const DeviceKernel& k,
                        const Span& span) {
    const DeviceKernelArg& a = *arg.arg;
    DataType t = a.dtype;
    cl_int rc;
    if (t.is_floating()) {
      if (t.bits() == 64) {
        double v = arg.f;
        rc = clSetKernelArg(kernel, index, sizeof(v), &v);
      } else if (t.bits() == 32 || (t.is_float() && t.bits() == 16)) {
        float v = static_cast<float>(arg.f);  // float16 values are floats on the device
        rc = clSetKernelArg(kernel, index, sizeof(v), &v);
      } else {
        ThrowError(span, k.name + ": cannot pass a " + t.ToString() + " argument");
      }
    } else {
      int64_t v = arg.i;
      int bytes = t.is_bool() ? 4 : t.bytes();
      unsigned char raw[8];
      int32_t v32 = static_cast<int32_t>(v);
      int16_t v16 = static_cast<int16_t>(v);
      int8_t v8 = static_cast<int8_t>(v);
      const void* src = bytes == 8   ? static_cast<const void*>(&v)
                        : bytes == 4 ? static_cast<const void*>(&v32)
                        : bytes == 2 ? static_cast<const void*>(&v16)
                                     : static_cast<const void*>(&v8);
      std::memcpy(raw, src, bytes);
      rc = clSetKernelArg(kernel, index, bytes, raw);
    }
    Check(rc, "clSetKernelArg(" + k.name + ", " + a.var->name + ")");
  }

  OpenCLProgram::Impl* program_;
  OpenCLDevice::Impl* device_;
  std::map<DeviceHandle, std::unique_ptr<DeviceBuffer>> workspaces_;
};

}  // namespace

void OpenCLProgram::Run(const std::string& name, std::vector<NDArray>& buffers,
                        const std::vector<codegen::ScalarValue>& scalars) const {
  const codegen::SplitFunction& func = impl_->module.Get(name);
  const codegen::KernelSignature& sig = func.signature;
  std::vector<codegen::KernelArg> args = codegen::BindKernelArgs(sig, buffers, scalars);
  OpenCLLauncher launcher(impl_.get());
  codegen::HostProgram program(func, launcher);
  program.BindScalars(args);
  OpenCLDevice::Impl* d = impl_->device->impl();
  std::vector<std::unique_ptr<DeviceBuffer>> device_buffers;
  std::vector<std::pair<NDArray*, cl_mem>> copies;
  // Parameters the kernels read or write as images.
  std::unordered_set<const TirVarNode*> image_vars;
  for (const DeviceKernel& k : func.kernels) {
    for (const auto& [var, access] : codegen::ImageAccesses(k.body)) image_vars.insert(var);
  }
  std::vector<std::unique_ptr<DeviceImage>> images;
  std::vector<std::pair<NDArray*, const DeviceImage*>> image_copies;
  size_t bi = 0;
  for (const codegen::KernelParam& p : sig.params) {
    if (p.kind != codegen::KernelParam::Kind::kBuffer) continue;
    NDArray& arr = buffers[bi++];
    if (image_vars.count(p.buffer->data.get()) > 0) {
      images.push_back(std::make_unique<DeviceImage>(d, p.buffer->name, arr.shape(), p.buffer->scope, arr.dtype()));
      images.back()->Write(arr.data());
      program.BindBuffer(p.buffer->data.get(), ToHandle(images.back()->mem()));
      image_copies.emplace_back(&arr, images.back().get());
    } else {
      device_buffers.push_back(std::make_unique<DeviceBuffer>(d->context, arr.NumBytes(), arr.data()));
      program.BindBuffer(p.buffer->data.get(), ToHandle(device_buffers.back()->mem()));
      copies.emplace_back(&arr, device_buffers.back()->mem());
    }
  }
  program.Run();
  for (auto& [arr, image] : image_copies) image->Read(arr->data());
  for (auto& [arr, mem] : copies) {
    if (arr->NumBytes() == 0) continue;
    Check(clEnqueueReadBuffer(d->queue, mem, CL_TRUE, 0, arr->NumBytes(), arr->data(), 0, nullptr, nullptr),
          "clEnqueueReadBuffer");
  }
  Check(clFinish(d->queue), "clFinish");
}

}  // namespace opencl
}  // namespace rlx
