// The "cutlass" BYOC code generator (TVM's relax.ext.cutlass, in the spirit
// of python/tvm/contrib/cutlass/gen_tensor_op.py): every Codegen="cutlass"
// function made by partition_for_cutlass becomes one host function in a
// CUDA C++ source that instantiates a CUTLASS kernel for its composite --
//
//   cutlass.matmul*            cutlass::gemm::device::GemmUniversal
//                              (batched, transposed B, bias, relu / gelu /
//                              silu epilogues)
//   cutlass.conv2d*            cutlass::conv::device::ImplicitGemmConvolution
//                              (NHWC / OHWI fprop, bias, relu / silu)
//   cutlass.attention[_bias]   the fused multi-head attention kernel of
//                              CUTLASS's example 41 (AttentionKernel)
//
// -- and the call site calls that function:
//
//   lv = R.call_dps_packed("fused_relax_matmul_cutlass", (x, w), out_sinfo=...)
//
// The source (one DeviceArtifact, "cutlass_kernels.cu") defines, per
// function, `extern "C" int32_t <name>(const RlxDLTensor* const* args,
// int32_t num_args)` taking the call's tensors in order (inputs, then the
// output); it returns 0 or a cudaError_t / cutlass::Status code. Compiling
// it needs nvcc and the CUTLASS headers (-I<cutlass>/include
// -I<cutlass>/tools/util/include -I<cutlass>/examples/41_fused_multi_head_attention),
// which this project does not ship: the runner that loads it lives with
// the CUDA runtime. Tile shapes are fixed per dtype and architecture (no
// profiler): SM80 tensor cores for float16 and int8, SIMT for float32.
//
// Composites the generator has no template for (residual blocks,
// decode_matmul, layer_norm, rms_norm, stacked / var-len attention) are a DiagnosticError naming the
// function, as are shapes the chosen kernels cannot take.
#ifndef RLX_COMPILER_CONTRIB_CUTLASS_CUTLASS_CODEGEN_H_
#define RLX_COMPILER_CONTRIB_CUTLASS_CUTLASS_CODEGEN_H_

#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/relax/module.h"
#include "compiler/transform/run_codegen.h"

namespace rlx {
namespace codegen {

struct CutlassOptions {
  int sm = 80;  // compute capability the kernels are instantiated for (>= 80)
};

// The CUDA C++ of one Codegen function (its kernel and host function); the
// constants bound into its composite are appended to `constants` and come
// after the function's arguments.
std::string CutlassFunctionSource(const relax::Function& func, const std::string& name, const CutlassOptions& options,
                                  std::vector<relax::Expr>* constants);

struct CutlassModule {
  IRModule mod;                        // Codegen functions replaced by extern calls
  DeviceArtifact source;               // "cutlass_kernels.cu"; empty contents when nothing was offloaded
  std::vector<std::string> functions;  // the host functions, in module order
};

// RunCodegen with the cutlass generator (and `others` for other Codegen
// names, e.g. DefaultExternCodegens()), collecting the CUDA source.
CutlassModule RunCutlassCodegen(const IRModule& mod, const CutlassOptions& options = {},
                                const transform::ExternCodegenTable& others = {});

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_CUTLASS_CUTLASS_CODEGEN_H_
