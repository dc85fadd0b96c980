#include "targets/gpu_generic/pipeline.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "compiler/script/relax_parser.h"

namespace rlx {
namespace targets {
namespace {

std::vector<std::string> Names(const std::vector<PassPtr>& passes) {
  std::vector<std::string> out;
  for (const PassPtr& p : passes) out.push_back(p->info().name);
  return out;
}

// TVM's gpu_generic/pipeline.py: the shared stages, dlight after FuseTIR.
TEST(GpuGenericPipelineTest, StagesMatchTvm) {
  Target t = Target::Parse("opencl");
  EXPECT_EQ(Names(gpu_generic::kPipeline.LibraryDispatchPasses(t)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}));
  EXPECT_EQ(Names(gpu_generic::kPipeline.LegalizePasses(t)),
            (std::vector<std::string>{"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR",
                                      "ApplyDefaultSchedule"}));
  EXPECT_EQ(gpu_generic::Pipeline(t).stage(kLegalizeStage).passes.back(),
            "ApplyDefaultSchedule(rules=gpu.Matmul;gpu.GEMV;gpu.Reduction;gpu.GeneralReduction;gpu.Fallback)");
  EXPECT_EQ(
      Names(gpu_generic::kPipeline.DataflowLowerPasses(t)),
      (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite"}));
  EXPECT_EQ(
      Names(gpu_generic::kPipeline.FinalizePasses(t)),
      (std::vector<std::string>{"StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "LowerRuntimeBuiltin",
                                "ComputePrimValue", "VMShapeLower", "AttachGlobalSymbol"}));
  EXPECT_EQ(gpu_generic::kPipeline.GetDefaultPipeline(t)->info().name, "gpu_generic.default_pipeline");
}

// The whole pipeline on the MLP for opencl: every kernel comes out
// scheduled (the pass context's target reaches ApplyDefaultSchedule), while
// the same pipeline for llvm would leave them alone.
TEST(GpuGenericPipelineTest, DefaultPipelineSchedulesEveryKernel) {
  std::ifstream in("testdata/models/mlp.py");
  ASSERT_TRUE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  IRModule mod = script::ParseModuleText(ss.str(), "mlp.py");
  PassContext ctx;
  IRModule out = (*gpu_generic::kPipeline.GetDefaultPipeline(Target::Parse("opencl")))(mod, ctx);
  int kernels = 0;
  for (const auto& kv : out->functions) {
    auto f = kv.second.second.as<tir::PrimFuncNode>();
    if (!f.defined() || kv.first.rfind("compute_symbolic", 0) == 0 || kv.first.rfind("shape_func", 0) == 0) continue;
    ++kernels;
    bool scheduled = false;
    if (f->attrs.defined()) {
      for (const auto& item : f->attrs->items) scheduled |= item.first == "tirx.is_scheduled";
    }
    EXPECT_TRUE(scheduled) << kv.first;
  }
  EXPECT_GE(kernels, 2);
  EXPECT_FALSE(ctx.target.has_value());  // the caller's target is restored
}

}  // namespace
}  // namespace targets
}  // namespace rlx
