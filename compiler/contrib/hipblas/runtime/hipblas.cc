#include "compiler/contrib/hipblas/runtime/hipblas.h"

#include "compiler/contrib/common/runtime/blaslt_loader.h"
#include "compiler/contrib/hipblas/runtime/hipblas_abi.h"

namespace rlx {
namespace runtime {
namespace contrib {

namespace {

BlasLtBackend& Backend() {
  static auto* backend = new BlasLtBackend(BlasLtVendor{
      kHipblasMatmulFunc,
      "hipblas",
      "ROCm",
      "the HIP runtime",
      "hipBLASLt",
      {"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so"},
      {"libhipblaslt.so.1", "libhipblaslt.so.0", "libhipblaslt.so"},
      "hip",
      "hipblasLt",
      RLX_BLASLT_ENUMS(hipblas_abi),
  });
  return *backend;
}

}  // namespace

bool HipblasAvailable(std::string* why) { return Backend().Available(why); }

void RegisterHipblasFuncs(PackedFuncRegistry* registry) { Backend().Register(registry); }

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
