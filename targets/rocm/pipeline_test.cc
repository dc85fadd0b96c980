#include "targets/rocm/pipeline.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rlx {
namespace targets {
namespace {

std::vector<std::string> Names(const std::vector<PassPtr>& passes) {
  std::vector<std::string> out;
  for (const PassPtr& p : passes) out.push_back(p->info().name);
  return out;
}

// python/tvm/relax/backend/rocm/pipeline.py: cuda's pipeline without
// RewriteCUDAGraph.
TEST(RocmPipelineTest, StagesMatchTvm) {
  Target t = Target::Parse("rocm");
  EXPECT_EQ(Names(rocm::kPipeline.LibraryDispatchPasses(t)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}));
  EXPECT_EQ(Names(rocm::kPipeline.LegalizePasses(t)),
            (std::vector<std::string>{"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR",
                                      "ApplyDefaultSchedule"}));
  EXPECT_EQ(rocm::Pipeline(t).stage(kLegalizeStage).passes.back(),
            std::string("ApplyDefaultSchedule(rules=") + kGpuScheduleRules + ")");
  EXPECT_EQ(
      Names(rocm::kPipeline.DataflowLowerPasses(t)),
      (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite"}));
  EXPECT_EQ(
      Names(rocm::kPipeline.FinalizePasses(t)),
      (std::vector<std::string>{"StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "LowerRuntimeBuiltin",
                                "ComputePrimValue", "VMShapeLower", "AttachGlobalSymbol"}));
  EXPECT_EQ(rocm::kPipeline.GetDefaultPipeline(t)->info().name, "rocm.default_pipeline");
}

}  // namespace
}  // namespace targets
}  // namespace rlx
