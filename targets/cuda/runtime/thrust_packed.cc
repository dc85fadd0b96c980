#include "targets/cuda/runtime/thrust_packed.h"

#include <dlfcn.h>

#include <cstdlib>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "targets/cuda/runtime/cuda_internal.h"
#include "targets/cuda/thrust/thrust_sort_scan.h"

namespace rlx {
namespace cuda {
namespace {

using runtime::DLTensor;
using runtime::PackedArgs;

static_assert(sizeof(RlxDLTensor) == sizeof(DLTensor), "thrust_sort_scan.h's DLTensor must be DLPack's");

struct ThrustLib {
  decltype(&rlx_thrust_sort) sort = nullptr;
  decltype(&rlx_thrust_sum_scan) sum_scan = nullptr;
  decltype(&rlx_thrust_last_error) last_error = nullptr;
  std::string why;
};

const ThrustLib& Library() {
  static ThrustLib lib;
  static std::once_flag once;
  std::call_once(once, [] {
    const char* env = std::getenv("RLX_THRUST_LIBRARY");
    std::string path = env != nullptr && *env != '\0' ? env : "librlx_thrust.so";
    void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (h == nullptr) {
      lib.why = path +
                " not found (build targets/cuda/thrust/thrust_sort_scan.cu with nvcc -shared, "
                "as tools/gpu/run_device_checks.sh does, and set RLX_THRUST_LIBRARY)";
      return;
    }
    lib.sort = reinterpret_cast<decltype(lib.sort)>(dlsym(h, "rlx_thrust_sort"));
    lib.sum_scan = reinterpret_cast<decltype(lib.sum_scan)>(dlsym(h, "rlx_thrust_sum_scan"));
    lib.last_error = reinterpret_cast<decltype(lib.last_error)>(dlsym(h, "rlx_thrust_last_error"));
    if (lib.sort == nullptr || lib.sum_scan == nullptr || lib.last_error == nullptr) {
      lib.sort = nullptr;
      lib.why = path + " does not export rlx_thrust_sort / rlx_thrust_sum_scan / rlx_thrust_last_error";
    }
  });
  return lib;
}

// A host tensor's device copy for one call.
struct DeviceTensor {
  std::vector<int64_t> shape;
  std::unique_ptr<DeviceMemory> memory;
  RlxDLTensor tensor{};
  const DLTensor* host = nullptr;
  size_t bytes = 0;
};

void ToDevice(const DriverApi* api, const DLTensor& host, bool copy_in, DeviceTensor* out) {
  out->host = &host;
  out->shape.assign(host.shape, host.shape + host.ndim);
  out->bytes = static_cast<size_t>(runtime::NumElements(host)) * ((host.dtype.bits * host.dtype.lanes + 7) / 8);
  out->memory = std::make_unique<DeviceMemory>(api, out->bytes);
  if (copy_in && out->bytes > 0) {
    Check(api->cuMemcpyHtoD(out->memory->ptr(), static_cast<const char*>(host.data) + host.byte_offset, out->bytes),
          "cuMemcpyHtoD");
  }
  RlxDLTensor& t = out->tensor;
  t.data = reinterpret_cast<void*>(static_cast<uintptr_t>(out->memory->ptr()));
  t.device.device_type = 2;
  t.ndim = host.ndim;
  t.dtype.code = host.dtype.code;
  t.dtype.bits = host.dtype.bits;
  t.dtype.lanes = host.dtype.lanes;
  t.shape = out->shape.data();
  t.strides = nullptr;
}

void ToHost(const DriverApi* api, const DeviceTensor& d) {
  if (d.bytes == 0) return;
  Check(api->cuMemcpyDtoH(static_cast<char*>(d.host->data) + d.host->byte_offset, d.memory->ptr(), d.bytes),
        "cuMemcpyDtoH");
}

// The device (or the reason there is none) and the library, as the call's
// errors.
const ThrustLib& Prepare(const PackedArgs& args, std::shared_ptr<CUDADevice>* device) {
  if (!HasDevice()) args.Fail(UnavailableReason());
  const ThrustLib& lib = Library();
  if (lib.sort == nullptr) args.Fail(lib.why);
  *device = CUDADevice::Default();
  (*device)->impl()->Bind();
  return lib;
}

// The library's messages already start with the function's name.
[[noreturn]] void FailWith(const PackedArgs& args, const ThrustLib& lib) {
  std::string msg = lib.last_error();
  const std::string prefix = args.func() + ": ";
  if (msg.rfind(prefix, 0) == 0) msg = msg.substr(prefix.size());
  args.Fail(msg);
}

void Sort(const PackedArgs& args) {
  args.CheckCount(5, 5);
  const DLTensor &in = args.Tensor(0), &values = args.Tensor(1), &indices = args.Tensor(2), &ws = args.Tensor(4);
  bool ascend = args.Bool(3);
  std::shared_ptr<CUDADevice> device;
  const ThrustLib& lib = Prepare(args, &device);
  const DriverApi* api = device->impl()->api;
  DeviceTensor d_in, d_values, d_indices, d_ws;
  ToDevice(api, in, true, &d_in);
  ToDevice(api, values, false, &d_values);
  ToDevice(api, indices, false, &d_indices);
  ToDevice(api, ws, false, &d_ws);
  if (lib.sort(&d_in.tensor, &d_values.tensor, &d_indices.tensor, ascend ? 1 : 0, &d_ws.tensor, nullptr) != 0) {
    FailWith(args, lib);
  }
  Check(api->cuCtxSynchronize(), "cuCtxSynchronize");
  ToHost(api, d_values);
  ToHost(api, d_indices);
}

void SumScan(const PackedArgs& args) {
  args.CheckCount(4, 4);
  const DLTensor &data = args.Tensor(0), &output = args.Tensor(1), &ws = args.Tensor(3);
  bool exclusive = args.Bool(2);
  std::shared_ptr<CUDADevice> device;
  const ThrustLib& lib = Prepare(args, &device);
  const DriverApi* api = device->impl()->api;
  DeviceTensor d_data, d_out, d_ws;
  ToDevice(api, data, true, &d_data);
  ToDevice(api, output, false, &d_out);
  ToDevice(api, ws, false, &d_ws);
  if (lib.sum_scan(&d_data.tensor, &d_out.tensor, exclusive ? 1 : 0, &d_ws.tensor, nullptr) != 0) {
    FailWith(args, lib);
  }
  Check(api->cuCtxSynchronize(), "cuCtxSynchronize");
  ToHost(api, d_out);
}

}  // namespace

void RegisterThrustPackedFuncs(runtime::PackedFuncRegistry* registry) {
  registry->Register(kThrustSort, "(input, out_values, out_indices, is_ascend: bool, workspace) on the CUDA device",
                     Sort);
  registry->Register(kThrustSumScan, "(data, output, exclusive: bool, workspace) on the CUDA device", SumScan);
}

}  // namespace cuda
}  // namespace rlx
