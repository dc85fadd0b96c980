// The slice of the cuBLASLt / CUDA runtime C ABI rlx.contrib.cublas.matmul
// uses, written out here so the runtime builds (and reports "no CUDA
// device") on machines without the CUDA toolkit; the libraries are
// dlopened at the first call. cublas_abi_test compiles this header next to
// the toolkit's cublasLt.h / cuda_runtime_api.h and static_asserts that
// every value and every prototype's argument sizes match.
#ifndef RLX_COMPILER_CONTRIB_CUBLAS_RUNTIME_CUBLAS_ABI_H_
#define RLX_COMPILER_CONTRIB_CUBLAS_RUNTIME_CUBLAS_ABI_H_

#include <cstddef>
#include <cstdint>

namespace rlx {
namespace runtime {
namespace contrib {
namespace cublas_abi {

// cublasOperation_t
inline constexpr int kOpN = 0, kOpT = 1;
// cublasComputeType_t
inline constexpr int kCompute32F = 68, kCompute32I = 72;
// cudaDataType_t
inline constexpr int kR16F = 2, kR16BF = 14, kR32F = 0, kR8I = 3, kR32I = 10;
// cublasLtMatmulDescAttributes_t
inline constexpr int kDescTransA = 3, kDescTransB = 4, kDescEpilogue = 7, kDescBiasPointer = 8, kDescBiasDataType = 26;
// cublasLtMatrixLayoutAttribute_t
inline constexpr int kLayoutBatchCount = 5, kLayoutStridedBatchOffset = 6;
// cublasLtEpilogue_t
inline constexpr int kEpilogueDefault = 1, kEpilogueRelu = 2, kEpilogueBias = 4, kEpilogueReluBias = 6,
                     kEpilogueGelu = 32, kEpilogueGeluBias = 36;
// cudaMemcpyKind
inline constexpr int kMemcpyHostToDevice = 1, kMemcpyDeviceToHost = 2;

// Prototypes: enums as int, handles / descriptors / streams as void*.
using GetDeviceCountFn = int (*)(int*);
using MallocFn = int (*)(void**, size_t);
using FreeFn = int (*)(void*);
using MemcpyFn = int (*)(void*, const void*, size_t, int);
using SynchronizeFn = int (*)();
using GetErrorStringFn = const char* (*)(int);
using LtCreateFn = int (*)(void**);
using LtMatmulDescCreateFn = int (*)(void**, int, int);
using LtDestroyFn = int (*)(void*);
using LtSetAttributeFn = int (*)(void*, int, const void*, size_t);
using LtMatrixLayoutCreateFn = int (*)(void**, int, uint64_t, uint64_t, int64_t);
using LtMatmulFn = int (*)(void*, void*, const void*, const void*, void*, const void*, void*, const void*, const void*,
                           void*, void*, void*, const void*, void*, size_t, void*);

}  // namespace cublas_abi
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_CUBLAS_RUNTIME_CUBLAS_ABI_H_
