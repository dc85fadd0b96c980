#include "targets/adreno/pipeline.h"

#include <string>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace targets {
namespace adreno {

PipelineSpec Pipeline(const Target& target) {
  if (target.HasKey("texture")) {
    ThrowError("Target " + target.ToString() +
               ": the adreno texture path (target key 'texture') is not built; it needs ConvertLayout (NCHW4c), "
               "AnnotateCustomMemoryScope, the adreno conv2d_NCHWc_OIHWo legalization, FoldVDeviceScopeChange and "
               "SpecializePrimFuncBasedOnCallSite. Use qcom/adreno-opencl (buffers only).");
  }
  if (target.HasKey("clml")) {
    ThrowError("Target " + target.ToString() +
               ": the adreno CLML offload (target key 'clml') is not built; it needs OpenCLMLOffLoadForLLM and "
               "OpenCLMLOffLoad (FoldBatchnormToConv2D, AppendReshapeToBN, RunCodegen for the openclml patterns). "
               "Use qcom/adreno-opencl.");
  }
  Stage legalize{kLegalizeStage,
                 {"BindTarget", "DecomposeOpsForInference", "LegalizeOps", "AnnotateTIROpPattern", "FoldConstant",
                  "FuseOps", "FuseTIR", "DeadCodeElimination", "Normalize",
                  std::string("ApplyDefaultSchedule(rules=") + kScheduleRules + ")"}};
  return {"adreno", {LibraryDispatchStage(), legalize, DataflowLowerStage(), FinalizeStage()}};
}

}  // namespace adreno
}  // namespace targets
}  // namespace rlx
