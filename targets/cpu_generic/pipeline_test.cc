#include "targets/cpu_generic/pipeline.h"

#include <gtest/gtest.h>

namespace rlx {
namespace targets {
namespace {

std::vector<std::string> Names(const std::vector<PassPtr>& passes) {
  std::vector<std::string> out;
  for (const PassPtr& p : passes) out.push_back(p->info().name);
  return out;
}

// TVM's cpu_generic/pipeline.py, stage by stage (reference §5), with one
// delta: FuseCumsumIntoSampleIndex between the two dispatch passes.
TEST(CpuGenericPipelineTest, StagesMatchTvm) {
  Target llvm = Target::Parse("llvm");
  EXPECT_EQ(Names(cpu_generic::kPipeline.LibraryDispatchPasses(llvm)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling",
                                      "FuseCumsumIntoSampleIndex", "DispatchSortScan"}));
  EXPECT_EQ(Names(cpu_generic::kPipeline.LegalizePasses(llvm)),
            (std::vector<std::string>{"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR"}));
  EXPECT_EQ(
      Names(cpu_generic::kPipeline.DataflowLowerPasses(llvm)),
      (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite"}));
  EXPECT_EQ(
      cpu_generic::Pipeline(llvm).stage(kFinalizeStage).passes,
      (std::vector<std::string>{"StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "LowerRuntimeBuiltin",
                                "ComputePrimValue", "VMShapeLower", "AttachGlobalSymbol"}));
  // No RewriteCUDAGraph and no GPU scheduling on the CPU.
  for (const std::string& p : cpu_generic::Pipeline(llvm).PassSpecs()) {
    EXPECT_NE(p, "RewriteCUDAGraph");
    EXPECT_EQ(p.find("ApplyDefaultSchedule"), std::string::npos);
  }
}

}  // namespace
}  // namespace targets
}  // namespace rlx
