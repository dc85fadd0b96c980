#include "targets/adreno/pipeline.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace targets {
namespace {

std::vector<std::string> Names(const std::vector<PassPtr>& passes) {
  std::vector<std::string> out;
  for (const PassPtr& p : passes) out.push_back(p->info().name);
  return out;
}

// python/tvm/relax/backend/adreno/pipeline.py without the texture and clml
// keys, with the documented deltas (sort/scan/sampling dispatch; only the
// implemented dlight rules).
TEST(AdrenoPipelineTest, StagesMatchTvm) {
  Target t = Target::Parse("qcom/adreno-opencl");
  EXPECT_EQ(Names(adreno::kPipeline.LibraryDispatchPasses(t)),
            (std::vector<std::string>{"DispatchSampling", "DispatchSortScan"}));
  EXPECT_EQ(Names(adreno::kPipeline.LegalizePasses(t)),
            (std::vector<std::string>{"BindTarget", "DecomposeOpsForInference", "LegalizeOps", "AnnotateTIROpPattern",
                                      "FoldConstant", "FuseOps", "FuseTIR", "DeadCodeElimination", "Normalize",
                                      "ApplyDefaultSchedule"}));
  EXPECT_EQ(Names(adreno::kPipeline.DataflowLowerPasses(t)),
            (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking",
                                      "CallTIRRewrite"}));
  EXPECT_EQ(Names(adreno::kPipeline.FinalizePasses(t)),
            (std::vector<std::string>{"StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse",
                                      "LowerRuntimeBuiltin", "ComputePrimValue", "VMShapeLower",
                                      "AttachGlobalSymbol"}));
  EXPECT_EQ(adreno::kPipeline.GetDefaultPipeline(t)->info().name, "adreno.default_pipeline");
}

std::string ErrorOf(const Target& t) {
  try {
    adreno::Pipeline(t);
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "";
}

TEST(AdrenoPipelineTest, TextureAndClmlKeysNameTheMissingPasses) {
  std::string e = ErrorOf(Target::Parse("qcom/adreno-opencl-texture"));
  EXPECT_NE(e.find("texture path (target key 'texture') is not built"), std::string::npos) << e;
  EXPECT_NE(e.find("AnnotateCustomMemoryScope"), std::string::npos) << e;
  EXPECT_NE(e.find("SpecializePrimFuncBasedOnCallSite"), std::string::npos) << e;
  e = ErrorOf(Target::Parse("qcom/adreno-opencl-clml"));
  EXPECT_NE(e.find("CLML offload (target key 'clml') is not built"), std::string::npos) << e;
  EXPECT_NE(e.find("OpenCLMLOffLoad"), std::string::npos) << e;
}

// The whole pipeline: batch_norm is decomposed before legalization, sort
// is dispatched to GPU kernels (which TVM would leave unlowered here), and
// those kernels, present when BindTarget runs, carry the target.
TEST(AdrenoPipelineTest, DecomposesDispatchesAndBindsTarget) {
  IRModule mod = script::ParseModuleText(R"(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 4, 4), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tensor((2, 3, 4, 4), dtype="float32"):
        with R.dataflow():
            bn: R.Tuple(R.Tensor((2, 3, 4, 4), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = R.nn.batch_norm(x, gamma, beta, mean, var, axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            y: R.Tensor((2, 3, 4, 4), dtype="float32") = bn[0]
            s: R.Tensor((2, 3, 4, 4), dtype="float32") = R.sort(y, axis=-1, descending=False)
            R.output(s)
        return s
)",
                                         "bn_sort.py");
  Target t = Target::Parse("qcom/adreno-opencl");
  PassContext ctx;
  IRModule out = (*adreno::kPipeline.GetDefaultPipeline(t))(mod, ctx);
  std::string text = script::PrintModule(out);
  EXPECT_EQ(text.find("batch_norm"), std::string::npos) << text;
  EXPECT_EQ(text.find("R.sort("), std::string::npos) << text;
  int bound = 0;
  for (const auto& kv : out->functions) {
    auto f = kv.second.second.as<tir::PrimFuncNode>();
    if (!f.defined() || !f->attrs.defined()) continue;
    if (auto s = f->attrs->Get("target").as<StringNode>()) {
      EXPECT_EQ(s->value, t.ToString()) << kv.first;
      ++bound;
    }
  }
  EXPECT_GE(bound, 1) << text;
}

}  // namespace
}  // namespace targets
}  // namespace rlx
