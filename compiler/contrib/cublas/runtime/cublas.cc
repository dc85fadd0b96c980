#include "compiler/contrib/cublas/runtime/cublas.h"

#include "compiler/contrib/common/runtime/blaslt_loader.h"
#include "compiler/contrib/cublas/runtime/cublas_abi.h"

namespace rlx {
namespace runtime {
namespace contrib {

namespace {

BlasLtBackend& Backend() {
  static auto* backend = new BlasLtBackend(BlasLtVendor{
      kCublasMatmulFunc,
      "cublas",
      "CUDA",
      "the CUDA runtime",
      "cuBLASLt",
      {"libcudart.so.13", "libcudart.so.12", "libcudart.so"},
      {"libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so"},
      "cuda",
      "cublasLt",
      RLX_BLASLT_ENUMS(cublas_abi),
  });
  return *backend;
}

}  // namespace

bool CublasAvailable(std::string* why) { return Backend().Available(why); }

void RegisterCublasFuncs(PackedFuncRegistry* registry) { Backend().Register(registry); }

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
