// The GEMM behind rlx.contrib.cublas.matmul and rlx.contrib.hipblas.matmul
// (compiler/contrib/common/blas_codegen.h writes the config): checking the
// host tensors against the config, and running it through a *BLASLt
// library reached with dlopen, so nothing links CUDA or ROCm at build time.
//
// Packed arguments: (config: str, inputs..., out). The config names which
// inputs are A, B and the bias; everything is a compact row-major host
// tensor. One call copies A, B and the bias to the device, runs one
// (strided-batched) *LtMatmul with the config's epilogue, and copies the
// result back -- like the OpenCL runner, which also copies around each
// call, so the VM keeps working on host NDArrays.
//
// Row-major C (M x N) = A (M x K) . B (K x N, or N x K when transb) is run
// as column-major C^T = B^T . A^T: the library's matrix "A" is our B (op T
// when transb) and its "B" is our A, and the bias (one value per column of
// C) is one per row of C^T, which is what the BIAS epilogues broadcast.
//
// No library or no device: DiagnosticError "<func>: no CUDA device: ..."
// (resp. ROCm); bad arguments: DiagnosticError naming the function and the
// argument, before anything touches a device.
#ifndef RLX_COMPILER_CONTRIB_COMMON_RUNTIME_BLASLT_GEMM_H_
#define RLX_COMPILER_CONTRIB_COMMON_RUNTIME_BLASLT_GEMM_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace runtime {
namespace contrib {

enum class BlasEpilogue { kDefault, kBias, kRelu, kReluBias, kGelu, kGeluBias };

// One validated GEMM (shapes from the tensors, checked against the config).
struct GemmPlan {
  const DLTensor* a = nullptr;
  const DLTensor* b = nullptr;
  const DLTensor* bias = nullptr;  // null without a bias epilogue
  const DLTensor* c = nullptr;
  bool transb = false;
  BlasEpilogue epilogue = BlasEpilogue::kDefault;
  DataType ab_dtype, c_dtype;
  int64_t m = 0, n = 0, k = 0;
  int64_t batch = 1;                                 // A's batch folded into m when B is one matrix
  int64_t stride_a = 0, stride_b = 0, stride_c = 0;  // elements
};

// Parses `config` and checks `inputs` / `out` against it; `func` prefixes
// every message.
GemmPlan PlanGemm(const std::string& func, const std::string& config, const std::vector<const DLTensor*>& inputs,
                  const DLTensor& out);

// The plan on the host in double precision (tests compare the device with
// it; the same epilogue semantics: gelu is the tanh approximation cuBLASLt
// and hipBLASLt use).
void ReferenceGemm(const GemmPlan& plan);

// The enum values of a *BLASLt library's headers (and its runtime's memcpy
// kinds), which differ between cuBLASLt and hipBLASLt. Enums travel as int
// (their C ABI). RLX_BLASLT_ENUMS(abi_namespace) fills one from a
// vendor's *_abi.h.
struct BlasLtEnums {
  int memcpy_h2d = 0, memcpy_d2h = 0;
  int op_n = 0, op_t = 0;
  int compute_32f = 0, compute_32i = 0;
  int type_f16 = 0, type_bf16 = 0, type_f32 = 0, type_i8 = 0, type_i32 = 0;
  int desc_transa = 0, desc_transb = 0, desc_epilogue = 0, desc_bias_pointer = 0, desc_bias_data_type = 0;
  int layout_batch_count = 0, layout_strided_batch_offset = 0;
  int epilogue_default = 0, epilogue_relu = 0, epilogue_bias = 0, epilogue_relu_bias = 0, epilogue_gelu = 0,
      epilogue_gelu_bias = 0;
};

// A macro because the *_abi.h headers are namespaces of constants (kept
// free of rlx types so cublas_abi_test can compile them against the
// toolkit's headers), and a namespace cannot be a template argument.
// Field order: BlasLtEnums.
#define RLX_BLASLT_ENUMS(abi)                                                                                     \
  ::rlx::runtime::contrib::BlasLtEnums {                                                                          \
    abi::kMemcpyHostToDevice, abi::kMemcpyDeviceToHost, abi::kOpN, abi::kOpT, abi::kCompute32F, abi::kCompute32I, \
        abi::kR16F, abi::kR16BF, abi::kR32F, abi::kR8I, abi::kR32I, abi::kDescTransA, abi::kDescTransB,           \
        abi::kDescEpilogue, abi::kDescBiasPointer, abi::kDescBiasDataType, abi::kLayoutBatchCount,                \
        abi::kLayoutStridedBatchOffset, abi::kEpilogueDefault, abi::kEpilogueRelu, abi::kEpilogueBias,            \
        abi::kEpilogueReluBias, abi::kEpilogueGelu, abi::kEpilogueGeluBias                                        \
  }

// A *BLASLt library and its device runtime, as function pointers and the
// enum values of its headers.
struct BlasLtApi : BlasLtEnums {
  std::string device_name;  // "CUDA" / "ROCm"
  // Device runtime (cudart / hip).
  int (*get_device_count)(int*) = nullptr;
  int (*malloc)(void**, size_t) = nullptr;
  int (*free)(void*) = nullptr;
  int (*memcpy)(void*, const void*, size_t, int) = nullptr;
  int (*synchronize)() = nullptr;
  const char* (*error_string)(int) = nullptr;
  // The Lt library.
  int (*create)(void**) = nullptr;
  int (*desc_create)(void**, int compute_type, int scale_type) = nullptr;
  int (*desc_destroy)(void*) = nullptr;
  int (*desc_set)(void*, int attr, const void* value, size_t size) = nullptr;
  int (*layout_create)(void**, int type, uint64_t rows, uint64_t cols, int64_t ld) = nullptr;
  int (*layout_destroy)(void*) = nullptr;
  int (*layout_set)(void*, int attr, const void* value, size_t size) = nullptr;
  int (*matmul)(void* handle, void* desc, const void* alpha, const void* a, void* a_desc, const void* b, void* b_desc,
                const void* beta, const void* c, void* c_desc, void* d, void* d_desc, const void* algo, void* workspace,
                size_t workspace_size, void* stream) = nullptr;
};

// Runs `plan` on the device through `api` (host -> device, matmul, device
// -> host). `handle` is the library handle the caller created.
void RunGemmOnDevice(const std::string& func, const BlasLtApi& api, void* handle, const GemmPlan& plan);

// The library path for messages and dlopen: the first of `names` that
// loads, or null (with every dlerror in `*errors`).
void* DlopenFirst(const std::vector<std::string>& names, std::string* errors);

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_COMMON_RUNTIME_BLASLT_GEMM_H_
