#include "targets/common/stages.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "compiler/backend/register.h"
#include "compiler/contrib/register.h"
#include "compiler/support/check.h"
#include "compiler/transform/register.h"

namespace rlx {
namespace targets {

const Stage& PipelineSpec::stage(const std::string& name) const {
  for (const Stage& s : stages) {
    if (s.name == name) return s;
  }
  RLX_CHECK(false) << "pipeline " << backend << " has no stage " << name;
  return stages.front();
}

std::vector<std::string> PipelineSpec::PassSpecs() const {
  std::vector<std::string> out;
  for (const Stage& s : stages) out.insert(out.end(), s.passes.begin(), s.passes.end());
  return out;
}

// Delta from TVM: LambdaLift and RefineSymbolicShapes first. Local
// functions become globals (closures where they capture values), so modules
// with them build; a dynamic-shape export whose shapes agree only within its
// dims' declared ranges (a torch.export model TVM 0.27 cannot build) reaches
// dispatch and legalization with known shapes. Both leave modules without
// local functions or ranges alone.
Stage LibraryDispatchStage() {
  return {kLibraryDispatchStage, {"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}};
}

Stage LegalizeStage() {
  return {kLegalizeStage, {"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR"}};
}

Stage DataflowLowerStage() {
  return {kDataflowLowerStage, {"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite"}};
}

Stage FinalizeStage() {
  return {kFinalizeStage,
          {"StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "LowerRuntimeBuiltin", "ComputePrimValue",
           "VMShapeLower", "AttachGlobalSymbol"}};
}

Stage GpuLegalizeStage() {
  Stage legalize = LegalizeStage();
  InsertAfter(&legalize, "FuseTIR", std::string("ApplyDefaultSchedule(rules=") + kGpuScheduleRules + ")");
  return legalize;
}

void InsertAfter(Stage* stage, const std::string& after, const std::string& spec) {
  auto it = std::find(stage->passes.begin(), stage->passes.end(), after);
  RLX_CHECK(it != stage->passes.end()) << "stage " << stage->name << " has no pass " << after;
  stage->passes.insert(it + 1, spec);
}

const PassRegistry& DefaultPassRegistry() {
  static const PassRegistry* registry = [] {
    auto* r = new PassRegistry();
    transform::RegisterTransformPasses(r);
    backend::RegisterBackendPasses(r);
    backend::contrib::RegisterContribPasses(r);
    return r;
  }();
  return *registry;
}

std::vector<PassPtr> StagePasses(const PipelineSpec& spec, const std::string& stage_name) {
  std::vector<PassPtr> passes;
  const PassRegistry& registry = spec.registry ? *spec.registry : DefaultPassRegistry();
  for (const std::string& p : spec.stage(stage_name).passes) passes.push_back(registry.Create(p));
  return passes;
}

PassPtr StagePass(const PipelineSpec& spec, const std::string& stage_name) {
  return Sequential(StagePasses(spec, stage_name), spec.backend + "." + stage_name);
}

namespace {

// A composite pass (instruments see its leaves, like Sequential's) that
// runs its stages with the context's target set, as TVM's `with target:`.
class TargetScopedPipeline : public Pass {
 public:
  TargetScopedPipeline(std::vector<PassPtr> stages, Target target, std::string name)
      : stages_(std::move(stages)), target_(std::move(target)) {
    info_.name = std::move(name);
    info_.opt_level = 0;
  }
  const PassInfo& info() const override { return info_; }
  std::vector<PassPtr> children() const override { return stages_; }
  IRModule Run(const IRModule& mod, PassContext& ctx) const override {
    std::optional<Target> saved = ctx.target;
    ctx.target = target_;
    IRModule out = mod;
    try {
      for (const PassPtr& stage : stages_) out = (*stage)(out, ctx);
    } catch (...) {
      ctx.target = saved;
      throw;
    }
    ctx.target = saved;
    return out;
  }

 private:
  std::vector<PassPtr> stages_;
  Target target_;
  PassInfo info_;
};

}  // namespace

PassPtr DefaultPipelinePass(const PipelineSpec& spec, const Target& target) {
  std::vector<PassPtr> stages;
  for (const Stage& s : spec.stages) stages.push_back(StagePass(spec, s.name));
  return std::make_shared<TargetScopedPipeline>(std::move(stages), target, spec.backend + ".default_pipeline");
}

std::vector<PassPtr> BackendPipeline::LibraryDispatchPasses(const Target& target) const {
  return StagePasses(Spec(target), kLibraryDispatchStage);
}
std::vector<PassPtr> BackendPipeline::LegalizePasses(const Target& target) const {
  return StagePasses(Spec(target), kLegalizeStage);
}
std::vector<PassPtr> BackendPipeline::DataflowLowerPasses(const Target& target) const {
  return StagePasses(Spec(target), kDataflowLowerStage);
}
std::vector<PassPtr> BackendPipeline::FinalizePasses(const Target& target) const {
  return StagePasses(Spec(target), kFinalizeStage);
}
PassPtr BackendPipeline::GetDefaultPipeline(const Target& target) const {
  return DefaultPipelinePass(Spec(target), target);
}

}  // namespace targets
}  // namespace rlx
