#include "compiler/runtime/builtin/packed_call.h"

#include <exception>
#include <mutex>

#include "compiler/contrib/cublas/runtime/cublas.h"
#include "compiler/contrib/dnnl/runtime/dnnl.h"
#include "compiler/contrib/hipblas/runtime/hipblas.h"
#include "compiler/contrib/openclml/runtime/openclml.h"
#include "compiler/runtime/sort/sort.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace {

std::mutex& ErrorMutex() {
  static auto* mu = new std::mutex();
  return *mu;
}

std::string& LastError() {
  static auto* text = new std::string();
  return *text;
}

void SetLastError(const std::string& message) {
  std::lock_guard<std::mutex> lock(ErrorMutex());
  LastError() = message;
}

}  // namespace

PackedFuncRegistry& GlobalPackedFuncs() {
  // Never destroyed: kernels may run during static destruction.
  static PackedFuncRegistry* registry = [] {
    auto* r = new PackedFuncRegistry();
    RegisterBuiltinPackedFuncs(r);
    return r;
  }();
  return *registry;
}

void RegisterBuiltinPackedFuncs(PackedFuncRegistry* registry) {
  contrib::RegisterSortFuncs(registry);
  contrib::RegisterDnnlFuncs(registry);
  contrib::RegisterCublasFuncs(registry);
  contrib::RegisterHipblasFuncs(registry);
  contrib::RegisterOpenclmlFuncs(registry);
}

void CallPacked(const PackedArgs& args) { GlobalPackedFuncs().Call(args); }

std::string LastPackedCallError() {
  std::lock_guard<std::mutex> lock(ErrorMutex());
  return LastError();
}

}  // namespace runtime
}  // namespace rlx

extern "C" int32_t rlx_call_packed(const char* name, const rlx::runtime::PackedValue* values, const int32_t* codes,
                                   int32_t num_args) {
  using rlx::runtime::SetLastError;
  if (name == nullptr || num_args < 0 || (num_args > 0 && (values == nullptr || codes == nullptr))) {
    SetLastError("rlx_call_packed: malformed call");
    return -1;
  }
  // Exceptions must not unwind through generated code.
  try {
    rlx::runtime::CallPacked(rlx::runtime::PackedArgs(name, values, codes, num_args));
    return 0;
  } catch (const rlx::DiagnosticError& e) {
    SetLastError(e.diagnostic().message);
  } catch (const std::exception& e) {
    SetLastError(std::string(name) + ": " + e.what());
  } catch (...) {
    SetLastError(std::string(name) + ": unknown exception");
  }
  return -1;
}
