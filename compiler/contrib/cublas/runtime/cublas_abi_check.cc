// Compiled (never linked) by cublas_abi_test with the CUDA toolkit's
// headers: every constant and prototype of cublas_abi.h must match them.
#include <cublasLt.h>
#include <cuda_runtime_api.h>

#include <cstddef>
#include <tuple>
#include <type_traits>

#include "compiler/contrib/cublas/runtime/cublas_abi.h"

namespace abi = rlx::runtime::contrib::cublas_abi;

static_assert(abi::kOpN == CUBLAS_OP_N && abi::kOpT == CUBLAS_OP_T, "cublasOperation_t");
static_assert(abi::kCompute32F == CUBLAS_COMPUTE_32F && abi::kCompute32I == CUBLAS_COMPUTE_32I, "compute type");
static_assert(abi::kR16F == CUDA_R_16F && abi::kR16BF == CUDA_R_16BF && abi::kR32F == CUDA_R_32F &&
                  abi::kR8I == CUDA_R_8I && abi::kR32I == CUDA_R_32I,
              "cudaDataType_t");
static_assert(abi::kDescTransA == CUBLASLT_MATMUL_DESC_TRANSA && abi::kDescTransB == CUBLASLT_MATMUL_DESC_TRANSB &&
                  abi::kDescEpilogue == CUBLASLT_MATMUL_DESC_EPILOGUE &&
                  abi::kDescBiasPointer == CUBLASLT_MATMUL_DESC_BIAS_POINTER &&
                  abi::kDescBiasDataType == CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE,
              "cublasLtMatmulDescAttributes_t");
static_assert(abi::kLayoutBatchCount == CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT &&
                  abi::kLayoutStridedBatchOffset == CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET,
              "cublasLtMatrixLayoutAttribute_t");
static_assert(abi::kEpilogueDefault == CUBLASLT_EPILOGUE_DEFAULT && abi::kEpilogueRelu == CUBLASLT_EPILOGUE_RELU &&
                  abi::kEpilogueBias == CUBLASLT_EPILOGUE_BIAS &&
                  abi::kEpilogueReluBias == CUBLASLT_EPILOGUE_RELU_BIAS &&
                  abi::kEpilogueGelu == CUBLASLT_EPILOGUE_GELU && abi::kEpilogueGeluBias == CUBLASLT_EPILOGUE_GELU_BIAS,
              "cublasLtEpilogue_t");
static_assert(abi::kMemcpyHostToDevice == cudaMemcpyHostToDevice && abi::kMemcpyDeviceToHost == cudaMemcpyDeviceToHost,
              "cudaMemcpyKind");

// Same arity, and every argument and the result of one size and kind
// (pointer / integer / enum-as-int): what makes calling through our
// prototype the same machine-level call.
template <typename T>
struct Fn;
template <typename R, typename... A>
struct Fn<R (*)(A...)> {
  using Result = R;
  using Args = std::tuple<A...>;
};
template <typename T>
constexpr bool kPointerLike = std::is_pointer_v<T>;
template <typename X, typename Y>
constexpr bool SameSlot() {
  return sizeof(X) == sizeof(Y) && kPointerLike<X> == kPointerLike<Y> &&
         std::is_floating_point_v<X> == std::is_floating_point_v<Y>;
}
template <typename Ours, typename Theirs, size_t... I>
constexpr bool SameArgs(std::index_sequence<I...>) {
  return (SameSlot<std::tuple_element_t<I, typename Fn<Ours>::Args>,
                   std::tuple_element_t<I, typename Fn<Theirs>::Args>>() &&
          ...);
}
template <typename Ours, typename Theirs>
constexpr bool SameAbi() {
  constexpr size_t n = std::tuple_size_v<typename Fn<Ours>::Args>;
  if constexpr (n != std::tuple_size_v<typename Fn<Theirs>::Args>) {
    return false;
  } else {
    return SameSlot<typename Fn<Ours>::Result, typename Fn<Theirs>::Result>() &&
           SameArgs<Ours, Theirs>(std::make_index_sequence<n>());
  }
}

static_assert(SameAbi<abi::GetDeviceCountFn, decltype(&cudaGetDeviceCount)>(), "cudaGetDeviceCount");
static_assert(SameAbi<abi::MallocFn, cudaError_t (*)(void**, size_t)>(), "cudaMalloc");
static_assert(SameAbi<abi::FreeFn, decltype(&cudaFree)>(), "cudaFree");
static_assert(SameAbi<abi::MemcpyFn, decltype(&cudaMemcpy)>(), "cudaMemcpy");
static_assert(SameAbi<abi::SynchronizeFn, decltype(&cudaDeviceSynchronize)>(), "cudaDeviceSynchronize");
static_assert(SameAbi<abi::GetErrorStringFn, decltype(&cudaGetErrorString)>(), "cudaGetErrorString");
static_assert(SameAbi<abi::LtCreateFn, decltype(&cublasLtCreate)>(), "cublasLtCreate");
static_assert(SameAbi<abi::LtMatmulDescCreateFn, decltype(&cublasLtMatmulDescCreate)>(), "cublasLtMatmulDescCreate");
static_assert(SameAbi<abi::LtDestroyFn, decltype(&cublasLtMatmulDescDestroy)>(), "cublasLtMatmulDescDestroy");
static_assert(SameAbi<abi::LtDestroyFn, decltype(&cublasLtMatrixLayoutDestroy)>(), "cublasLtMatrixLayoutDestroy");
static_assert(SameAbi<abi::LtSetAttributeFn, decltype(&cublasLtMatmulDescSetAttribute)>(),
              "cublasLtMatmulDescSetAttribute");
static_assert(SameAbi<abi::LtSetAttributeFn, decltype(&cublasLtMatrixLayoutSetAttribute)>(),
              "cublasLtMatrixLayoutSetAttribute");
static_assert(SameAbi<abi::LtMatrixLayoutCreateFn, decltype(&cublasLtMatrixLayoutCreate)>(),
              "cublasLtMatrixLayoutCreate");
static_assert(SameAbi<abi::LtMatmulFn, decltype(&cublasLtMatmul)>(), "cublasLtMatmul");
