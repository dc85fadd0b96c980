#include "targets/adreno/pipeline.h"

#include <memory>
#include <string>

#include "targets/adreno/dlight_adreno.h"

namespace rlx {
namespace targets {
namespace adreno {

std::shared_ptr<const PassRegistry> PassesOfAdreno() {
  // Built once, immutable: the shared passes with the adreno dlight rules.
  static const auto* registry = new std::shared_ptr<const PassRegistry>([] {
    auto r = std::make_shared<PassRegistry>(DefaultPassRegistry());
    RegisterAdrenoPasses(r.get());
    return r;
  }());
  return *registry;
}

namespace {

// Appends `passes` to the end of `stage`.
void Append(Stage* stage, std::initializer_list<const char*> passes) {
  for (const char* p : passes) stage->passes.push_back(p);
}

}  // namespace

PipelineSpec Pipeline(const Target& target) {
  Stage dispatch = LibraryDispatchStage();
  if (target.HasKey("clml")) {
    dispatch.passes.insert(dispatch.passes.begin() + 2, {kClmlOffloadForLlm, kClmlOffload});
  }
  bool texture = target.HasKey("texture");
  Stage legalize{kLegalizeStage, {"BindTarget", "DecomposeOpsForInference"}};
  if (texture)
    Append(&legalize, {kTextureConvertLayout, "Normalize", "FoldConstant", kTextureLegalizeSkip, "AnnotateTIROpPattern",
                       "AnnotateCustomMemoryScope"});
  Append(&legalize, {"LegalizeOps"});
  if (texture) Append(&legalize, {kTextureLegalizeConv2d});
  Append(&legalize, {"AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR", "DeadCodeElimination"});
  if (texture)
    Append(&legalize, {"FoldVDeviceScopeChange", "DeadCodeElimination", "SpecializePrimFuncBasedOnCallSite"});
  Append(&legalize, {"Normalize"});
  legalize.passes.push_back(std::string("ApplyDefaultSchedule(rules=") + kAdrenoScheduleRules + ")");
  legalize.passes.push_back(std::string("ApplyDefaultSchedule(rules=") + kScheduleRules + ")");
  PipelineSpec spec{"adreno", {dispatch, legalize, DataflowLowerStage(), FinalizeStage()}};
  spec.registry = PassesOfAdreno();
  return spec;
}

}  // namespace adreno
}  // namespace targets
}  // namespace rlx
