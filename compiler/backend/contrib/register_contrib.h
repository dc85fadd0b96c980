// The fusion-pattern tables of the BYOC backends, with TVM's pattern names,
// registration order and check functions (python/tvm/relax/backend/*). One
// file per backend; each table registers explicitly into a registry.
#ifndef RLX_COMPILER_BACKEND_CONTRIB_REGISTER_CONTRIB_H_
#define RLX_COMPILER_BACKEND_CONTRIB_REGISTER_CONTRIB_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// cuda/cublas.py: cublas.matmul ... cublas.matmul_transposed_multiply.
void RegisterCublasPatterns(PatternRegistry* r);
// The cuBLAS check (_check_matmul), exposed for tests.
bool CheckCublasMatmul(const pattern::PatternCheckContext& ctx);

// cuda/cutlass.py: conv2d, matmul, decode-matmul, residual-block,
// attention, layer_norm and rms_norm patterns.
void RegisterCutlassPatterns(PatternRegistry* r);

// cuda/cudnn.py: conv2d (NHWC/OHWI or NCHW/OIHW) and stacked attention.
void RegisterCudnnPatterns(PatternRegistry* r);
// rocm/hipblas.py: the first eight cuBLAS matmul names, hipblas prefix.
void RegisterHipblasPatterns(PatternRegistry* r);

// metal/coreml.py: single-op patterns (add, multiply, softmax, relu, ...).
void RegisterCoremlPatterns(PatternRegistry* r);

// contrib/tensorrt.py: single-op patterns, resize2d with a check.
void RegisterTensorrtPatterns(PatternRegistry* r);

// contrib/nnapi.py: single-op patterns (two named nnapi.cast) and
// conv2d + add.
void RegisterNnapiPatterns(PatternRegistry* r);
// The minimum NNAPI feature level of an operation name ("nnapi.div" -> 2);
// a DiagnosticError for names NNAPI does not list (TVM: KeyError).
int NnapiMinFeatureLevel(const std::string& pattern_name);
// partition_for_nnapi's filter: the patterns available at `feature_level`,
// order kept.
std::vector<FusionPattern> FilterNnapiPatterns(const std::vector<FusionPattern>& patterns, int feature_level);

// adreno/clml.py: clml_pattern_table(), the generated conv family (72
// names, most fused first), batch_norm, element-wise, pooling and reshape,
// in the order OpenCLMLOffLoad hands FuseOpsByPattern. That is the reverse
// of get_patterns_with_prefix("openclml") (newest first), where the lone
// relu would outrank relu(conv2d).
std::vector<FusionPattern> OpenclmlPatternTable();
// clml_llm_patterns: openclml.dequant_matmul (a float16 matmul whose weight
// a call_tir to a "dequantize" PrimFunc decodes), for OpenCLMLOffLoadForLLM.
std::vector<FusionPattern> OpenclmlLlmPatterns();
// Registers the table, then the LLM patterns, as clml.py does.
void RegisterOpenclmlPatterns(PatternRegistry* r);

// contrib/example_npu/patterns.py: TVM's educational NPU backend
// (single ops, depthwise conv2d, matmul+relu and conv2d+relu fused last).
void RegisterExampleNpuPatterns(PatternRegistry* r);

// The dnnl table (no upstream Relax module; names and order in dnnl.cc):
// conv2d and matmul, each bare, with relu / sigmoid / gelu / tanh, with
// bias, and with bias and an activation. Every entry's check refuses
// leaking intermediates and whatever DnnlUnsupportedReason names.
void RegisterDnnlPatterns(PatternRegistry* r);
// Why the dnnl runtime cannot run `root` (a relax.nn.conv2d or relax.matmul
// call) plus `bias` (may be null): dtype other than float32, a layout
// other than NCHW/OIHW, a bias that is not one value per output channel, a
// batch the oneDNN matmul cannot map ...; "" when it can. Shared by the
// pattern checks and the codegen, so a rejected call is never offloaded.
std::string DnnlUnsupportedReason(const relax::Expr& root, const relax::Expr& bias);
// A conv2d call's attributes in oneDNN's form (2 strides, 2 dilations,
// padding [top, left, bottom, right]); nullopt when they are malformed.
struct DnnlConv2dAttrs {
  std::vector<int64_t> strides, padding, dilation;
  int64_t groups = 1;
};
std::optional<DnnlConv2dAttrs> DnnlConv2dAttrsOf(const relax::Expr& conv);

// Every table, in the order TVM's backend modules are imported by
// tvm.relax.backend (each module registers on import).
void RegisterContribPatterns(PatternRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_CONTRIB_REGISTER_CONTRIB_H_
