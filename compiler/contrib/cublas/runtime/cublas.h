// rlx.contrib.cublas.matmul: the "cublas" BYOC offload's GEMMs
// (compiler/contrib/common/blas_codegen.h) on cuBLASLt.
//
//   rlx.contrib.cublas.matmul(config: str, inputs..., out)
//
// Host tensors in, host tensor out: every call copies to the device, runs
// one cublasLtMatmul (epilogue CUBLASLT_EPILOGUE_DEFAULT / BIAS / RELU_BIAS /
// GELU_BIAS / RELU / GELU) and copies back (blaslt_gemm.h has the layout
// mapping). libcudart and libcublasLt are dlopened at the first call, so
// this library builds and links everywhere; without them or without a
// device the call is a DiagnosticError
//   "rlx.contrib.cublas.matmul: no CUDA device: <why>".
#ifndef RLX_COMPILER_CONTRIB_CUBLAS_RUNTIME_CUBLAS_H_
#define RLX_COMPILER_CONTRIB_CUBLAS_RUNTIME_CUBLAS_H_

#include <string>

#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace runtime {
namespace contrib {

inline constexpr const char* kCublasMatmulFunc = "rlx.contrib.cublas.matmul";

// Whether cuBLASLt and a CUDA device can be used; `why` gets the reason
// when not.
bool CublasAvailable(std::string* why);

void RegisterCublasFuncs(PackedFuncRegistry* registry);

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_CUBLAS_RUNTIME_CUBLAS_H_
