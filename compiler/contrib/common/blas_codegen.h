// Code generators of the "cublas" and "hipblas" BYOC backends (TVM's
// relax.ext.cublas / relax.ext.hipblas): every Codegen function made by
// partition_for_cublas / partition_for_hipblas holds one GEMM composite,
// which becomes one call of the library's matmul packed function:
//
//   lv = fused_relax_matmul_relax_add_cublas(x, w, b)
// becomes
//   lv = R.call_dps_packed("rlx.contrib.cublas.matmul",
//                          (R.str(<config>), x, w, b), out_sinfo=...)
//
// The config (JSON, BlasGemmConfig below) carries what the composite fixed
// at compile time: which argument is A, B and the bias, transa / transb,
// the cuBLASLt / hipBLASLt epilogue, the dtypes, and the shapes and batch
// strides as far as they are static (-1 where symbolic; the runtime reads
// those from the tensors and checks the rest). The runtime side is
// compiler/contrib/cublas/runtime (cublasLtMatmul) and
// compiler/contrib/hipblas/runtime (hipblasLtMatmul).
//
// What the libraries cannot run is a DiagnosticError at the function:
// residual blocks, activations without a bias other than relu / gelu, the
// fp8 dequantize / multiply composites (cublas.matmul_transposed_dequantize
// / _multiply: per-tensor scales are not implemented here).
#ifndef RLX_COMPILER_CONTRIB_COMMON_BLAS_CODEGEN_H_
#define RLX_COMPILER_CONTRIB_COMMON_BLAS_CODEGEN_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/relax/expr.h"
#include "compiler/transform/run_codegen.h"

namespace rlx {
namespace backend {
namespace contrib {

inline constexpr const char* kCublasMatmul = "rlx.contrib.cublas.matmul";    // contrib/cublas/runtime
inline constexpr const char* kHipblasMatmul = "rlx.contrib.hipblas.matmul";  // contrib/hipblas/runtime

struct BlasGemmConfig {
  std::string symbol;     // the Codegen function
  std::string composite;  // "cublas.matmul_transposed_bias_gelu"
  std::string library;    // "cublas" / "hipblas"
  // Indices into the packed call's inputs (the function's parameters, then
  // constants bound into the composite); bias -1 when absent.
  int64_t a = -1, b = -1, bias = -1;
  bool transa = false;
  bool transb = false;  // B is given as (..., N, K)
  // "default", "bias", "relu", "relu_bias", "gelu", "gelu_bias": the
  // library's epilogue of that name (CUBLASLT_EPILOGUE_* / HIPBLASLT_*).
  std::string epilogue = "default";
  std::string a_dtype, b_dtype, c_dtype, bias_dtype;
  std::vector<int64_t> a_shape, b_shape, c_shape;  // -1: symbolic
  int64_t m = -1, n = -1, k = -1;
  // Batched GEMM: `batch` matrices, consecutive ones `batch_stride_*`
  // elements apart. When B is one matrix, A's batch folds into M (batch 1,
  // stride 0). -1: symbolic, known at run time.
  int64_t batch = -1;
  int64_t batch_stride_a = -1, batch_stride_b = -1, batch_stride_c = -1;

  std::string ToJson() const;
};

// The config of one Codegen function (`codegen` is "cublas" or "hipblas");
// `constants` receives the constants bound into the composite, which the
// call passes after the function's arguments.
BlasGemmConfig BlasGemmConfigOf(const relax::Function& func, const std::string& name, const std::string& codegen,
                                std::vector<relax::Expr>* constants);

transform::ExternCall CublasCodegen(const relax::Function& func, const std::string& name);
transform::ExternCall HipblasCodegen(const relax::Function& func, const std::string& name);

// {"cublas": CublasCodegen, "hipblas": HipblasCodegen}, for RunCodegen's
// table (merge with DefaultExternCodegens()).
transform::ExternCodegenTable BlasExternCodegens();

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_COMMON_BLAS_CODEGEN_H_
