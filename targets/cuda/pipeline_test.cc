#include "targets/cuda/pipeline.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "targets/cuda/rewrite_cuda_graph.h"

namespace rlx {
namespace targets {
namespace {

std::vector<std::string> Names(const std::vector<PassPtr>& passes) {
  std::vector<std::string> out;
  for (const PassPtr& p : passes) out.push_back(p->info().name);
  return out;
}

// python/tvm/relax/backend/cuda/pipeline.py, stage by stage.
TEST(CudaPipelineTest, StagesMatchTvm) {
  Target t = Target::Parse("cuda");
  EXPECT_EQ(Names(cuda::kPipeline.LibraryDispatchPasses(t)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}));
  EXPECT_EQ(Names(cuda::kPipeline.LegalizePasses(t)),
            (std::vector<std::string>{"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR",
                                      "ApplyDefaultSchedule"}));
  EXPECT_EQ(
      Names(cuda::kPipeline.DataflowLowerPasses(t)),
      (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite"}));
  EXPECT_EQ(
      Names(cuda::kPipeline.FinalizePasses(t)),
      (std::vector<std::string>{"StaticPlanBlockMemory", "RewriteCUDAGraph", "LowerAllocTensor", "KillAfterLastUse",
                                "LowerRuntimeBuiltin", "ComputePrimValue", "VMShapeLower", "AttachGlobalSymbol"}));
  EXPECT_EQ(cuda::kPipeline.GetDefaultPipeline(t)->info().name, "cuda.default_pipeline");
  // -libs=thrust changes dispatch decisions, not the pass list.
  EXPECT_EQ(cuda::Pipeline(Target::Parse("cuda -libs=thrust")).PassSpecs(), cuda::Pipeline(t).PassSpecs());
}

// Three matmuls with fixed weights (num_input=1): the first reads the
// input and the last writes the result, the middle one is static.
constexpr char kChain[] = R"(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 8), dtype="float32"), w0: R.Tensor((8, 8), dtype="float32"), w1: R.Tensor((8, 8), dtype="float32"), w2: R.Tensor((8, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            a: R.Tensor((4, 8), dtype="float32") = R.matmul(x, w0, out_dtype="void")
            b: R.Tensor((4, 8), dtype="float32") = R.matmul(a, w1, out_dtype="void")
            c: R.Tensor((4, 8), dtype="float32") = R.matmul(b, w2, out_dtype="void")
            R.output(c)
        return c
)";

// The whole pipeline on a matmul chain: with relax.backend.use_cuda_graph the
// static storages and kernel launches end up behind the cuda-graph
// builtins, and the finalize passes after RewriteCUDAGraph accept that;
// without it, the output is free of them (TVM's default).
TEST(CudaPipelineTest, CudaGraphOnlyWhenConfigured) {
  IRModule mod = script::ParseModuleText(kChain, "chain.py");
  PassContext plain;
  std::string without = script::PrintModule((*cuda::kPipeline.GetDefaultPipeline(Target::Parse("cuda")))(mod, plain));
  EXPECT_EQ(without.find("vm.builtin.cuda_graph"), std::string::npos) << without;

  PassContext ctx;
  ctx.config[targets::cuda::kUseCudaGraphConfig] = "true";
  std::string with = script::PrintModule((*cuda::kPipeline.GetDefaultPipeline(Target::Parse("cuda")))(mod, ctx));
  EXPECT_NE(with.find("vm.builtin.cuda_graph.get_cached_alloc"), std::string::npos) << with;
  EXPECT_NE(with.find("vm.builtin.cuda_graph.run_or_capture"), std::string::npos) << with;
  EXPECT_NE(with.find("def main_cuda_graph_capture("), std::string::npos) << with;
  EXPECT_NE(with.find("def cuda_graph_alloc("), std::string::npos) << with;
}

}  // namespace
}  // namespace targets
}  // namespace rlx
