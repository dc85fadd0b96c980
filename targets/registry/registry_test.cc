#include "targets/registry/registry.h"

#include <gtest/gtest.h>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace targets {
namespace {

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "";
}

TEST(RouteTargetTest, FollowsTvmRoutingTable) {
  EXPECT_EQ(RouteTarget(Target::Parse("llvm")), "cpu_generic");
  EXPECT_EQ(RouteTarget(Target::Parse("llvm -mcpu=skylake")), "cpu_generic");
  EXPECT_EQ(RouteTarget(Target::Parse("cuda")), "cuda");
  EXPECT_EQ(RouteTarget(Target::Parse("cuda -libs=thrust")), "cuda");
  EXPECT_EQ(RouteTarget(Target::Parse("rocm")), "rocm");
  // metal is routed by kind, the rest by the gpu key.
  EXPECT_EQ(RouteTarget(Target::Parse("metal")), "gpu_generic");
  EXPECT_EQ(RouteTarget(Target::Parse("vulkan")), "gpu_generic");
  EXPECT_EQ(RouteTarget(Target::Parse("webgpu")), "gpu_generic");
  EXPECT_EQ(RouteTarget(Target::Parse("opencl")), "gpu_generic");
  EXPECT_EQ(RouteTarget(Target::Parse("nvptx")), "gpu_generic");
  EXPECT_EQ(RouteTarget(Target::Parse("qcom/adreno-opencl")), "adreno");
  EXPECT_EQ(RouteTarget(Target::Parse("qcom/adreno-opencl-texture")), "adreno");
  // Adreno's vulkan tags are kind vulkan: gpu_generic, as in TVM.
  EXPECT_EQ(RouteTarget(Target::Parse("qcom/adreno-vulkan")), "gpu_generic");
}

TEST(RouteTargetTest, NonGpuTargetsRaiseTvmMessagePerStage) {
  // tests/python/relax/test_pipeline.py::test_non_gpu_target_raises_error
  for (const char* kind : {"c", "hexagon"}) {
    Target t = Target::Parse(kind);
    EXPECT_NE(ErrorOf([&] { LibraryDispatchPasses(t); }).find("is not yet supported by library dispatch passes."),
              std::string::npos);
    EXPECT_NE(ErrorOf([&] { LegalizePasses(t); }).find("is not yet supported by legalize passes."), std::string::npos);
    EXPECT_NE(ErrorOf([&] { DataflowLowerPasses(t); }).find("is not yet supported by dataflow lowering passes."),
              std::string::npos);
    EXPECT_NE(ErrorOf([&] { FinalizePasses(t); }).find("is not yet supported by finalization passes."),
              std::string::npos);
    std::string e = ErrorOf([&] { GetDefaultPipeline(t); });
    EXPECT_NE(e.find("Target " + std::string(kind)), std::string::npos) << e;
    EXPECT_NE(e.find("is not yet supported by default pipeline."), std::string::npos) << e;
    // The message lists what is supported.
    EXPECT_NE(e.find("llvm"), std::string::npos) << e;
  }
}

TEST(RouteTargetTest, UnsupportedTargetListsEveryRoute) {
  std::string e = ErrorOf([] { GetDefaultPipeline(Target::Parse("c")); });
  for (const char* route :
       {"kind cuda -> cuda", "kind rocm -> rocm", "kind metal -> gpu_generic", "kind llvm -> cpu_generic",
        "kind opencl with key adreno -> adreno", "key gpu -> gpu_generic"}) {
    EXPECT_NE(e.find(route), std::string::npos) << route << " in " << e;
  }
}

std::vector<std::string> SpecNames(const std::vector<PassPtr>& passes) {
  std::vector<std::string> names;
  for (const PassPtr& p : passes) names.push_back(p->info().name);
  return names;
}

// The target packages, each through every stage function of the table.
TEST(RouteTargetTest, CudaRocmAndAdrenoHaveTheirPackages) {
  Target cuda = Target::Parse("cuda");
  EXPECT_EQ(GetDefaultPipeline(cuda)->info().name, "cuda.default_pipeline");
  EXPECT_EQ(GetDefaultPipeline(Target::Parse("cuda -libs=thrust"))->info().name, "cuda.default_pipeline");
  std::vector<std::string> fin = SpecNames(FinalizePasses(cuda));
  ASSERT_GE(fin.size(), 2u);
  EXPECT_EQ(fin[1], "RewriteCUDAGraph");
  Target rocm = Target::Parse("rocm");
  EXPECT_EQ(GetDefaultPipeline(rocm)->info().name, "rocm.default_pipeline");
  for (const std::string& n : SpecNames(FinalizePasses(rocm))) EXPECT_NE(n, "RewriteCUDAGraph");
  EXPECT_EQ(SpecNames(LegalizePasses(rocm)).back(), "ApplyDefaultSchedule");
  Target adreno = Target::Parse("qcom/adreno-opencl");
  EXPECT_EQ(GetDefaultPipeline(adreno)->info().name, "adreno.default_pipeline");
  EXPECT_EQ(SpecNames(LegalizePasses(adreno)).front(), "BindTarget");
  EXPECT_EQ(SpecNames(LibraryDispatchPasses(adreno)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}));
  // The texture and clml variants build (targets/adreno:pipeline_test pins
  // their passes); clml offloads first, once shapes are refined.
  EXPECT_EQ(GetDefaultPipeline(Target::Parse("qcom/adreno-opencl-texture"))->info().name, "adreno.default_pipeline");
  EXPECT_EQ(SpecNames(LibraryDispatchPasses(Target::Parse("qcom/adreno-opencl-clml")))[2], "OpenCLMLOffLoadForLLM");
}

TEST(RouteTargetTest, GpuTargetsGetGpuGenericWithDlight) {
  for (const char* t : {"metal", "vulkan", "webgpu", "opencl", "nvptx", "qcom/adreno-vulkan"}) {
    Target target = Target::Parse(t);
    EXPECT_EQ(GetPipelineSpec(target).backend, "gpu_generic") << t;
    EXPECT_EQ(GetDefaultPipeline(target)->info().name, "gpu_generic.default_pipeline") << t;
    std::vector<std::string> names;
    for (const PassPtr& p : LegalizePasses(target)) names.push_back(p->info().name);
    ASSERT_FALSE(names.empty());
    EXPECT_EQ(names.back(), "ApplyDefaultSchedule") << t;
  }
}

TEST(RouteTargetTest, LlvmStagesComeFromCpuGeneric) {
  Target llvm = Target::Parse("llvm");
  EXPECT_EQ(GetPipelineSpec(llvm).backend, "cpu_generic");
  std::vector<std::string> names;
  for (const PassPtr& p : LegalizePasses(llvm)) names.push_back(p->info().name);
  EXPECT_EQ(names,
            (std::vector<std::string>{"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR"}));
  names.clear();
  for (const PassPtr& p : DataflowLowerPasses(llvm)) names.push_back(p->info().name);
  EXPECT_EQ(names, (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking",
                                             "CallTIRRewrite"}));
  EXPECT_EQ(GetDefaultPipeline(llvm)->info().name, "cpu_generic.default_pipeline");
}

TEST(NamedPipelineTest, KnownNamesAndTvmError) {
  Target llvm = Target::Parse("llvm");
  EXPECT_EQ(GetNamedPipelineSpec("default", llvm).backend, "cpu_generic");
  EXPECT_EQ(GetNamedPipelineSpec("zero", llvm).PassSpecs(),
            (std::vector<std::string>{"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR"}));
  std::vector<std::string> build = GetNamedPipelineSpec("default_build", llvm).PassSpecs();
  ASSERT_GE(build.size(), 6u);
  EXPECT_EQ(build[4], "LegalizeOps");
  EXPECT_EQ(build[5], "RewriteDataflowReshape");  // no fusion in tvm.compile's CPU pipeline
  std::string e = ErrorOf([&] { GetNamedPipelineSpec("fast", llvm); });
  EXPECT_NE(e.find("Unknown pre-built pipeline 'fast'"), std::string::npos) << e;
  EXPECT_NE(e.find("default, default_build, zero"), std::string::npos) << e;
}

}  // namespace
}  // namespace targets
}  // namespace rlx
