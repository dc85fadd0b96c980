// rlx.contrib.hipblas.matmul: the "hipblas" BYOC offload's GEMMs
// (compiler/contrib/common/blas_codegen.h) on hipBLASLt.
//
//   rlx.contrib.hipblas.matmul(config: str, inputs..., out)
//
// The same contract as rlx.contrib.cublas.matmul (blaslt_gemm.h): host
// tensors copied to the device and back around one hipblasLtMatmul with
// HIPBLASLT_EPILOGUE_DEFAULT / BIAS / RELU_BIAS / GELU_BIAS. libamdhip64
// and libhipblaslt are dlopened at the first call; without them or without
// a device the call is a DiagnosticError
//   "rlx.contrib.hipblas.matmul: no ROCm device: <why>".
#ifndef RLX_COMPILER_CONTRIB_HIPBLAS_RUNTIME_HIPBLAS_H_
#define RLX_COMPILER_CONTRIB_HIPBLAS_RUNTIME_HIPBLAS_H_

#include <string>

#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace runtime {
namespace contrib {

inline constexpr const char* kHipblasMatmulFunc = "rlx.contrib.hipblas.matmul";

// Whether hipBLASLt and a ROCm device can be used; `why` gets the reason
// when not.
bool HipblasAvailable(std::string* why);

void RegisterHipblasFuncs(PackedFuncRegistry* registry);

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_HIPBLAS_RUNTIME_HIPBLAS_H_
