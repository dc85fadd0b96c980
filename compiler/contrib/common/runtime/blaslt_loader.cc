#include "compiler/contrib/common/runtime/blaslt_loader.h"

#include <dlfcn.h>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {

namespace {

// Resolves prefix + suffix; on failure records the first missing name.
template <typename Fn>
bool Sym(void* lib, const std::string& prefix, const char* suffix, Fn* out, std::string* error) {
  const std::string name = prefix + suffix;
  *out = reinterpret_cast<Fn>(dlsym(lib, name.c_str()));
  if (*out == nullptr) *error = "missing symbol " + name;
  return *out != nullptr;
}

}  // namespace

void BlasLtBackend::Load() {
  const BlasLtVendor& v = vendor_;
  std::string errors;
  void* rt = DlopenFirst(v.runtime_libs, &errors);
  if (rt == nullptr) {
    error_ = "cannot load " + v.runtime_label + " (" + errors + ")";
    return;
  }
  void* lt = DlopenFirst(v.lt_libs, &errors);
  if (lt == nullptr) {
    error_ = "cannot load " + v.lt_label + " (" + errors + ")";
    return;
  }
  BlasLtApi& a = api_;
  a.device_name = v.device_name;
  const std::string& rp = v.runtime_prefix;
  const std::string& lp = v.lt_prefix;
  std::string& e = error_;
  bool ok =
      Sym(rt, rp, "GetDeviceCount", &a.get_device_count, &e) && Sym(rt, rp, "Malloc", &a.malloc, &e) &&
      Sym(rt, rp, "Free", &a.free, &e) && Sym(rt, rp, "Memcpy", &a.memcpy, &e) &&
      Sym(rt, rp, "DeviceSynchronize", &a.synchronize, &e) && Sym(rt, rp, "GetErrorString", &a.error_string, &e) &&
      Sym(lt, lp, "Create", &a.create, &e) && Sym(lt, lp, "MatmulDescCreate", &a.desc_create, &e) &&
      Sym(lt, lp, "MatmulDescDestroy", &a.desc_destroy, &e) && Sym(lt, lp, "MatmulDescSetAttribute", &a.desc_set, &e) &&
      Sym(lt, lp, "MatrixLayoutCreate", &a.layout_create, &e) &&
      Sym(lt, lp, "MatrixLayoutDestroy", &a.layout_destroy, &e) &&
      Sym(lt, lp, "MatrixLayoutSetAttribute", &a.layout_set, &e) && Sym(lt, lp, "Matmul", &a.matmul, &e);
  if (!ok) return;
  static_cast<BlasLtEnums&>(a) = v.enums;
  int count = 0;
  int err = a.get_device_count(&count);
  if (err != 0) {
    error_ = rp + "GetDeviceCount: " + a.error_string(err);
    return;
  }
  if (count == 0) {
    error_ = rp + "GetDeviceCount found no device";
    return;
  }
  int status = a.create(&handle_);
  if (status != 0) error_ = lp + "Create failed with status " + std::to_string(status);
}

void BlasLtBackend::EnsureLoaded() {
  std::call_once(loaded_, [this] { Load(); });
}

bool BlasLtBackend::Available(std::string* why) {
  EnsureLoaded();
  if (why != nullptr) *why = error_;
  return error_.empty();
}

void BlasLtBackend::Register(PackedFuncRegistry* registry) {
  registry->Register(vendor_.func,
                     "(config: str, inputs..., out): the " + vendor_.offload + " offload's GEMM on " +
                         vendor_.lt_label + " (host tensors, copied to the device and back)",
                     [this](const PackedArgs& args) {
                       const std::string& func = vendor_.func;
                       if (args.size() < 4) args.Fail("expects (config, A, B, ..., out)");
                       std::string config = args.Str(0);
                       std::vector<const DLTensor*> inputs;
                       for (int i = 1; i + 1 < args.size(); ++i) inputs.push_back(&args.Tensor(i));
                       GemmPlan plan = PlanGemm(func, config, inputs, args.Tensor(args.size() - 1));
                       std::string why;
                       if (!Available(&why)) ThrowError(func + ": no " + vendor_.device_name + " device: " + why);
                       std::lock_guard<std::mutex> lock(call_mu_);
                       RunGemmOnDevice(func, api_, handle_, plan);
                     });
}

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
