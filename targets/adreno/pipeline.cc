#include "targets/adreno/pipeline.h"

#include <string>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace targets {
namespace adreno {

namespace {

// Appends `passes` to the end of `stage`.
void Append(Stage* stage, std::initializer_list<const char*> passes) {
  for (const char* p : passes) stage->passes.push_back(p);
}

}  // namespace

PipelineSpec Pipeline(const Target& target) {
  if (target.HasKey("clml")) {
    ThrowError("Target " + target.ToString() +
               ": the adreno CLML offload (target key 'clml') is not built; it needs OpenCLMLOffLoadForLLM and "
               "OpenCLMLOffLoad (FoldBatchnormToConv2D, AppendReshapeToBN, RunCodegen for the openclml patterns). "
               "Use qcom/adreno-opencl or qcom/adreno-opencl-texture.");
  }
  bool texture = target.HasKey("texture");
  Stage legalize{kLegalizeStage, {"BindTarget", "DecomposeOpsForInference"}};
  if (texture) Append(&legalize, {kTextureConvertLayout, "Normalize", "FoldConstant", kTextureLegalizeSkip,
                                  "AnnotateTIROpPattern", "AnnotateCustomMemoryScope"});
  Append(&legalize, {"LegalizeOps"});
  if (texture) Append(&legalize, {kTextureLegalizeConv2d});
  Append(&legalize, {"AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR", "DeadCodeElimination"});
  if (texture) Append(&legalize, {"FoldVDeviceScopeChange", "DeadCodeElimination", "SpecializePrimFuncBasedOnCallSite"});
  Append(&legalize, {"Normalize"});
  legalize.passes.push_back(std::string("ApplyDefaultSchedule(rules=") + kScheduleRules + ")");
  return {"adreno", {LibraryDispatchStage(), legalize, DataflowLowerStage(), FinalizeStage()}};
}

}  // namespace adreno
}  // namespace targets
}  // namespace rlx
