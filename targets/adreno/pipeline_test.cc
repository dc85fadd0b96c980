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
// keys, with the documented delta (sort/scan/sampling dispatch).
TEST(AdrenoPipelineTest, StagesMatchTvm) {
  Target t = Target::Parse("qcom/adreno-opencl");
  EXPECT_EQ(Names(adreno::kPipeline.LibraryDispatchPasses(t)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}));
  EXPECT_EQ(Names(adreno::kPipeline.LegalizePasses(t)),
            (std::vector<std::string>{"BindTarget", "DecomposeOpsForInference", "LegalizeOps", "AnnotateTIROpPattern",
                                      "FoldConstant", "FuseOps", "FuseTIR", "DeadCodeElimination", "Normalize",
                                      "ApplyDefaultSchedule", "ApplyDefaultSchedule"}));
  EXPECT_EQ(
      Names(adreno::kPipeline.DataflowLowerPasses(t)),
      (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite"}));
  EXPECT_EQ(
      Names(adreno::kPipeline.FinalizePasses(t)),
      (std::vector<std::string>{"StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "LowerRuntimeBuiltin",
                                "ComputePrimValue", "VMShapeLower", "AttachGlobalSymbol"}));
  EXPECT_EQ(adreno::kPipeline.GetDefaultPipeline(t)->info().name, "adreno.default_pipeline");
}

// The texture key adds TVM's texture steps, in TVM's order, with their
// options (python/tvm/relax/backend/adreno/pipeline.py legalize_passes).
TEST(AdrenoPipelineTest, TextureStepsInTvmOrder) {
  Target t = Target::Parse("qcom/adreno-opencl-texture");
  EXPECT_EQ(adreno::Pipeline(t).stage(kLegalizeStage).passes,
            (std::vector<std::string>{
                "BindTarget",
                "DecomposeOpsForInference",
                "ConvertLayout(desired_layouts=relax.nn.conv2d:NCHW4c/OIHW4o)",
                "Normalize",
                "FoldConstant",
                "LegalizeOps(skip_ops=relax.nn.conv2d;relax.nn.max_pool2d;relax.nn.adaptive_avg_pool2d)",
                "AnnotateTIROpPattern",
                "AnnotateCustomMemoryScope",
                "LegalizeOps",
                "LegalizeOps(customize=adreno)",
                "AnnotateTIROpPattern",
                "FoldConstant",
                "FuseOps",
                "FuseTIR",
                "DeadCodeElimination",
                "FoldVDeviceScopeChange",
                "DeadCodeElimination",
                "SpecializePrimFuncBasedOnCallSite",
                "Normalize",
                "ApplyDefaultSchedule(rules=adreno.Conv2d;adreno.LayoutTransform;adreno.Pool2D;adreno.Fallback)",
                "ApplyDefaultSchedule(rules=gpu.Reduction;gpu.GeneralReduction;gpu.Fallback)"}));
  // Every spec names a registered pass with valid options.
  EXPECT_EQ(adreno::kPipeline.LegalizePasses(t).size(), 21u);
  // The other stages are the plain adreno ones.
  EXPECT_EQ(Names(adreno::kPipeline.LibraryDispatchPasses(t)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}));
}

// The clml key: TVM's library_dispatch (OpenCLMLOffLoadForLLM,
// OpenCLMLOffLoad) before the plain adreno stages.
TEST(AdrenoPipelineTest, ClmlKeyRunsTheOffloadFirst) {
  Target t = Target::Parse("qcom/adreno-opencl-clml");
  EXPECT_EQ(Names(adreno::kPipeline.LibraryDispatchPasses(t)),
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "OpenCLMLOffLoadForLLM", "OpenCLMLOffLoad",
                                      "DispatchSampling", "DispatchSortScan"}));
  Target plain = Target::Parse("qcom/adreno-opencl");
  EXPECT_EQ(adreno::Pipeline(t).stage(kLegalizeStage).passes, adreno::Pipeline(plain).stage(kLegalizeStage).passes);
}

// The whole clml pipeline on a conv2d + relu: the pair is offloaded as one
// openclml JSON graph, and no convolution is left for the OpenCL path.
TEST(AdrenoPipelineTest, ClmlPipelineOffloadsConvRelu) {
  IRModule mod = script::ParseModuleText(R"(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 4, 8, 8), dtype="float32"), w: R.Tensor((8, 4, 3, 3), dtype="float32")) -> R.Tensor((1, 8, 6, 6), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 8, 6, 6), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            gv: R.Tensor((1, 8, 6, 6), dtype="float32") = R.nn.relu(lv)
            R.output(gv)
        return gv
)",
                                         "conv_relu.py");
  Target t = Target::Parse("qcom/adreno-opencl-clml");
  PassContext ctx;
  IRModule out = (*adreno::kPipeline.GetDefaultPipeline(t))(mod, ctx);
  std::string text = script::PrintModule(out);
  EXPECT_NE(text.find("rlx.contrib.openclml.run_graph"), std::string::npos) << text;
  // One merged function holding one openclml.relu.nn.conv2d kernel: the
  // table goes to FuseOpsByPattern most fused first, as TVM's
  // clml_pattern_table(). The "1": the composite it absorbed already took the
  // plain name (TVM names them the same way; tools/tvm_conformance checks).
  EXPECT_NE(text.find("R.str(\"fused_relax_nn_conv2d_relax_nn_relu1_openclml\")"), std::string::npos) << text;
  EXPECT_NE(text.find("openclml.relu.nn.conv2d"), std::string::npos) << text;
  EXPECT_EQ(text.find("openclml.relax.nn.relu"), std::string::npos) << text;
  // No conv kernel was legalized for the OpenCL path.
  EXPECT_EQ(text.find("def conv2d"), std::string::npos) << text;
  EXPECT_EQ(text.find("def fused_conv2d"), std::string::npos) << text;
}

// The texture pipeline on a convolution whose channels divide by 4: the
// conv2d runs as conv2d_NCHWc_OIHWo_opencl (fused with the relu) on a
// texture-scoped packed input and writes a texture; the weight stays a
// buffer; the PrimFuncs' buffers carry the scopes their call sites pass.
TEST(AdrenoPipelineTest, TexturePathPlacesPackedTensorsInTextures) {
  IRModule mod = script::ParseModuleText(R"(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 64, 56, 56), dtype="float32"), w: R.Tensor((32, 64, 3, 3), dtype="float32")) -> R.Tensor((2, 32, 54, 54), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((2, 32, 54, 54), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            gv: R.Tensor((2, 32, 54, 54), dtype="float32") = R.nn.relu(lv)
            R.output(gv)
        return gv
)",
                                         "conv_relu.py");
  Target t = Target::Parse("qcom/adreno-opencl-texture");
  PassContext ctx;
  ctx.target = t;
  IRModule out = mod;
  for (const PassPtr& p : adreno::kPipeline.LegalizePasses(t)) out = (*p)(out, ctx);
  auto scopes = [&](const std::string& name) {
    std::vector<std::string> s;
    auto f = out->Lookup(name).as<tir::PrimFuncNode>();
    EXPECT_TRUE(f.defined()) << name << "\n" << script::PrintModule(out);
    if (f.defined()) {
      for (const auto& kv : f->buffer_map) s.push_back(kv.second->scope);
    }
    return s;
  };
  // x (2, 16, 56, 56, 4): 2 < 2048, 16 < 16384, 56 * 56 < 16384.
  EXPECT_EQ(scopes("te_layout_transform"), (std::vector<std::string>{"global", "global.texture-nhwc"}));
  EXPECT_EQ(scopes("fused_conv2d_NCHWc_OIHWo_opencl_relu"),
            (std::vector<std::string>{"global.texture-nhwc", "global", "global.texture-nhwc"}));
  EXPECT_EQ(scopes("te_layout_transform2"), (std::vector<std::string>{"global.texture-nhwc", "global"}));
  auto vd = out->global_infos.find("vdevice");
  ASSERT_NE(vd, out->global_infos.end());
  EXPECT_EQ(vd->second.size(), 1u);  // one (target, 0, global.texture-nhwc), shared by all
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
