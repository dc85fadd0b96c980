// The slice of the hipBLASLt / HIP runtime C ABI rlx.contrib.hipblas.matmul
// uses, written out so the runtime builds without ROCm (the libraries are
// dlopened at the first call). Values from ROCm's hipblaslt.h,
// hipblas-common.h, library_types.h (hipDataType) and hip_runtime_api.h;
// no ROCm is installed here to compile against, so unlike cublas_abi.h
// these are checked by hand (hipblas_test pins them).
#ifndef RLX_COMPILER_CONTRIB_HIPBLAS_RUNTIME_HIPBLAS_ABI_H_
#define RLX_COMPILER_CONTRIB_HIPBLAS_RUNTIME_HIPBLAS_ABI_H_

namespace rlx {
namespace runtime {
namespace contrib {
namespace hipblas_abi {

// hipblasOperation_t
inline constexpr int kOpN = 111, kOpT = 112;
// hipblasComputeType_t
inline constexpr int kCompute32F = 2, kCompute32I = 9;
// hipDataType
inline constexpr int kR16F = 2, kR16BF = 14, kR32F = 0, kR8I = 3, kR32I = 10;
// hipblasLtMatmulDescAttributes_t
inline constexpr int kDescTransA = 0, kDescTransB = 1, kDescEpilogue = 2, kDescBiasPointer = 3, kDescBiasDataType = 4;
// hipblasLtMatrixLayoutAttribute_t
inline constexpr int kLayoutBatchCount = 0, kLayoutStridedBatchOffset = 1;
// hipblasLtEpilogue_t
inline constexpr int kEpilogueDefault = 1, kEpilogueRelu = 2, kEpilogueBias = 4, kEpilogueReluBias = 6,
                     kEpilogueGelu = 32, kEpilogueGeluBias = 36;
// hipMemcpyKind
inline constexpr int kMemcpyHostToDevice = 1, kMemcpyDeviceToHost = 2;

}  // namespace hipblas_abi
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_HIPBLAS_RUNTIME_HIPBLAS_ABI_H_
