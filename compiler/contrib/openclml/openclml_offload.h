// The Adreno CLML offload passes (TVM python/tvm/relax/backend/adreno/
// clml.py), which the adreno pipeline runs as its library_dispatch stage
// when the target has the "clml" key (qcom/adreno-opencl-clml).
//
// OpenCLMLOffLoad (opt_level 0; a sequence whose steps pass instruments
// see one by one, as TVM's nested Sequential), TVM's steps:
//   ConvertLayout({relax.nn.conv2d: NCHW/OIHW, relax.nn.conv2d_transpose: NCHW/OIHW}),
//   Normalize, FoldBatchnormToConv2D, AppendReshapeToBN, FoldConstant,
//   FuseOpsByPattern(every "openclml" pattern, bind_constants=True,
//                    annotate_codegen=False),
//   MergeCompositeFunctions, RunCodegen
// where RunCodegen has the openclml code generator
// (contrib/openclml_codegen.h) at the context's CLML version. The
// offloaded calls become R.call_dps_packed("rlx.contrib.openclml.run_graph",
// ...) carrying their JSON graphs; what no pattern takes stays for the
// OpenCL path of the later stages.
//
// OpenCLMLOffLoadForLLM (module pass, opt_level 0): when the context's
// target has the "adreno" key and the CLML SDK version is at least 5,
//   Normalize, FuseOpsByPattern(clml_llm_patterns = [openclml.dequant_matmul],
//                               annotate_codegen=True), RunCodegen;
// otherwise it changes nothing. The SDK version without a CLML runtime is 3
// (TVM's GetOpenCLMLVersion), so by default it is a no-op, as in TVM. The
// version comes from the PassContext config relax.ext.clml.options.clml_version.
#ifndef RLX_COMPILER_CONTRIB_OPENCLML_OPENCLML_OFFLOAD_H_
#define RLX_COMPILER_CONTRIB_OPENCLML_OPENCLML_OFFLOAD_H_

#include <cstdint>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/pass/pass_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// OpenCLMLOffLoad's steps, in TVM's order.
std::vector<PassPtr> OpenCLMLOffLoadPasses(int64_t clml_version);

// OpenCLMLOffLoadForLLM's steps once its target and version test passed.
std::vector<PassPtr> OpenCLMLOffLoadForLLMPasses(int64_t clml_version);

PassPtr OpenCLMLOffLoad();
PassPtr OpenCLMLOffLoadForLLM();

// Registers OpenCLMLOffLoad and OpenCLMLOffLoadForLLM.
void RegisterOpenclmlPasses(PassRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_OPENCLML_OPENCLML_OFFLOAD_H_
