#include "compiler/contrib/dnnl/dnnl.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/contrib/dnnl/patterns.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/run_codegen.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace contrib {
namespace {

using transform::testing::Parse;
using transform::testing::Print;

std::vector<std::string> Names(const std::vector<FusionPattern>& ps) {
  std::vector<std::string> out;
  for (const FusionPattern& p : ps) out.push_back(p.name);
  return out;
}

TEST(DnnlPatternsTest, NamesInRegistrationOrder) {
  std::vector<std::string> names = Names(GetPatternsWithPrefix("dnnl"));
  std::reverse(names.begin(), names.end());
  std::vector<std::string> want = {"dnnl.conv2d", "dnnl.matmul"};
  for (std::string op : {"conv2d", "matmul"}) {
    for (std::string act : {"relu", "sigmoid", "gelu", "tanh"}) want.push_back("dnnl." + op + "_" + act);
    want.push_back("dnnl." + op + "_bias");
    for (std::string act : {"relu", "sigmoid", "gelu", "tanh"}) want.push_back("dnnl." + op + "_bias_" + act);
  }
  EXPECT_EQ(names, want);
}

// The model of the end-to-end test: conv2d + bias + relu feeding conv2d +
// relu (merged into one dnnl function), a reshape left to LLVM, then matmul
// + bias + gelu.
const char* kModel = R"(
@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 3, 16, 16), dtype="float32"), w1: R.Tensor((8, 3, 3, 3), dtype="float32"), b1: R.Tensor((1, 8, 1, 1), dtype="float32"), w2: R.Tensor((8, 4, 3, 3), dtype="float32"), w3: R.Tensor((64, 16), dtype="float32"), b3: R.Tensor((16,), dtype="float32")) -> R.Tensor((1, 8, 16), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(data, w1, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv1: R.Tensor((1, 8, 16, 16), dtype="float32") = R.add(lv, b1)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv2, w2, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=2, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv4: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.relu(lv3)
            lv5: R.Tensor((1, 8, 64), dtype="float32") = R.reshape(lv4, R.shape([1, 8, 64]))
            lv6: R.Tensor((1, 8, 16), dtype="float32") = R.matmul(lv5, w3, out_dtype="void")
            lv7: R.Tensor((1, 8, 16), dtype="float32") = R.add(lv6, b3)
            gv: R.Tensor((1, 8, 16), dtype="float32") = R.nn.gelu(lv7)
            R.output(gv)
        return gv
)";

std::vector<std::string> CodegenFunctions(const IRModule& mod) {
  std::vector<std::string> out;
  for (const auto& [name, entry] : mod->functions) {
    if (transform::CodegenAttr(entry.second.as<relax::FunctionNode>()) == "dnnl") out.push_back(name);
  }
  return out;
}

// Names follow MergeCompositeFunctions (TVM): the matmul group's name takes
// a "1" because its composite of the same name existed while grouping.
TEST(DnnlPartitionTest, ConvChainMergesAndMatmulGetsItsOwnFunction) {
  IRModule p = PartitionForDnnl(Parse(kModel));
  EXPECT_EQ(CodegenFunctions(p),
            (std::vector<std::string>{"fused_relax_matmul_relax_add_relax_nn_gelu1_dnnl",
                                      "fused_relax_nn_conv2d_relax_add_relax_nn_relu_relax_nn_conv2d_"
                                      "relax_nn_relu_dnnl"}));
  std::string text = Print(p);
  EXPECT_NE(text.find("\"Composite\": \"dnnl.conv2d_bias_relu\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"Composite\": \"dnnl.conv2d_relu\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"Composite\": \"dnnl.matmul_bias_gelu\""), std::string::npos) << text;
  // The reshape stays in main.
  EXPECT_NE(text.find("R.reshape(lv"), std::string::npos) << text;
}

TEST(DnnlCodegenTest, GraphOfTheMergedConvFunction) {
  IRModule p = PartitionForDnnl(Parse(kModel));
  const std::string name =
      "fused_relax_nn_conv2d_relax_add_relax_nn_relu_"
      "relax_nn_conv2d_relax_nn_relu_dnnl";
  DnnlGraph g = DnnlGraphOf(transform::testing::GetFunction(p, name), name);
  EXPECT_TRUE(g.constants.empty());
  nlohmann::json j = nlohmann::json::parse(g.json);
  EXPECT_EQ(j["symbol"], name);
  EXPECT_EQ(j["num_inputs"], 4);  // data, w1, b1, w2
  ASSERT_EQ(j["nodes"].size(), 2u);
  EXPECT_EQ(j["nodes"][0]["composite"], "dnnl.conv2d_bias_relu");
  EXPECT_EQ(j["nodes"][0]["inputs"], nlohmann::json({0, 1}));
  EXPECT_EQ(j["nodes"][0]["bias"], 2);
  EXPECT_EQ(j["nodes"][0]["post_op"], "relu");
  EXPECT_EQ(j["nodes"][1]["composite"], "dnnl.conv2d_relu");
  // The second conv reads the first node's result (id 4).
  EXPECT_EQ(j["nodes"][1]["inputs"], nlohmann::json({4, 3}));
  EXPECT_EQ(j["nodes"][1]["bias"], -1);
  EXPECT_EQ(j["nodes"][1]["strides"], nlohmann::json({2, 2}));
  EXPECT_EQ(j["nodes"][1]["groups"], 2);
  EXPECT_EQ(j["outputs"], nlohmann::json({5}));

  IRModule q = transform::RunCodegen(p, DefaultExternCodegens());
  EXPECT_TRUE(CodegenFunctions(q).empty());
  std::string text = Print(q);
  EXPECT_NE(text.find("R.call_dps_packed(\"rlx.contrib.dnnl.run_graph\", (R.str("), std::string::npos) << text;
}

const char* kNhwc = R"(
@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 16, 16, 3), dtype="float32"), w: R.Tensor((8, 3, 3, 3), dtype="float32")) -> R.Tensor((1, 16, 16, 8), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 16, 16, 8), dtype="float32") = R.nn.conv2d(data, w, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NHWC", kernel_layout="OIHW", out_layout="NHWC", out_dtype="void")
            gv: R.Tensor((1, 16, 16, 8), dtype="float32") = R.nn.relu(lv)
            R.output(gv)
        return gv
)";

// What oneDNN cannot run is refused at partition time and stays with LLVM.
TEST(DnnlPartitionTest, UnsupportedCallsAreNotOffloaded) {
  EXPECT_TRUE(CodegenFunctions(PartitionForDnnl(Parse(kNhwc))).empty());
  // A width-wise bias (16,) on an NCHW conv is not a per-channel bias: the
  // conv + relu part is refused with it, the bare conv is still taken.
  IRModule wbias = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 3, 16, 16), dtype="float32"), w: R.Tensor((16, 3, 3, 3), dtype="float32"), b: R.Tensor((16,), dtype="float32")) -> R.Tensor((1, 16, 16, 16), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.conv2d(data, w, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            gv: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv, b)
            R.output(gv)
        return gv
)");
  std::string text = Print(PartitionForDnnl(wbias));
  EXPECT_EQ(text.find("dnnl.conv2d_bias"), std::string::npos) << text;
  EXPECT_NE(text.find("\"Composite\": \"dnnl.conv2d\""), std::string::npos) << text;
  EXPECT_NE(text.find("R.add(lv"), std::string::npos) << text;
  // float16 matmul.
  IRModule f16 = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((4, 8), dtype="float16"), b: R.Tensor((8, 2), dtype="float16")) -> R.Tensor((4, 2), dtype="float16"):
        with R.dataflow():
            gv: R.Tensor((4, 2), dtype="float16") = R.matmul(a, b, out_dtype="void")
            R.output(gv)
        return gv
)");
  EXPECT_TRUE(CodegenFunctions(PartitionForDnnl(f16)).empty());
}

// A hand-written Codegen function skips the pattern checks: the code
// generator refuses the NHWC conv with a located error.
TEST(DnnlCodegenTest, UnsupportedCompositeIsACompileTimeError) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def fused_dnnl(data: R.Tensor((1, 16, 16, 3), dtype="float32"), w: R.Tensor((8, 3, 3, 3), dtype="float32")) -> R.Tensor((1, 16, 16, 8), dtype="float32"):
        R.func_attr({"Codegen": "dnnl", "global_symbol": "fused_dnnl"})
        @R.function
        def local(data_1: R.Tensor((1, 16, 16, 3), dtype="float32"), w_1: R.Tensor((8, 3, 3, 3), dtype="float32")) -> R.Tensor((1, 16, 16, 8), dtype="float32"):
            R.func_attr({"Composite": "dnnl.conv2d"})
            with R.dataflow():
                gv: R.Tensor((1, 16, 16, 8), dtype="float32") = R.nn.conv2d(data_1, w_1, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NHWC", kernel_layout="OIHW", out_layout="NHWC", out_dtype="void")
                R.output(gv)
            return gv
        gv1: R.Tensor((1, 16, 16, 8), dtype="float32") = local(data, w)
        return gv1
)");
  try {
    transform::RunCodegen(mod, DefaultExternCodegens());
    FAIL() << "expected a DiagnosticError";
  } catch (const DiagnosticError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("dnnl codegen: in 'fused_dnnl': composite "
                        "'dnnl.conv2d': dnnl conv2d takes NCHW data"),
              std::string::npos)
        << what;
  }
}

TEST(DnnlPatternsTest, UnsupportedReasonNamesTheProblem) {
  IRModule mod = Parse(kNhwc);
  auto f = transform::testing::GetFunction(mod, "main");
  auto seq = f->body.as<relax::SeqExprNode>();
  relax::Expr conv = seq->blocks[0]->bindings[0].as<relax::VarBindingNode>()->value;
  EXPECT_NE(DnnlUnsupportedReason(conv, relax::Expr()).find("NHWC"), std::string::npos);
  relax::Expr relu = seq->blocks[0]->bindings[1].as<relax::VarBindingNode>()->value;
  EXPECT_NE(DnnlUnsupportedReason(relu, relax::Expr()).find("not relax.nn.relu"), std::string::npos);
}

}  // namespace
}  // namespace contrib
}  // namespace backend
}  // namespace rlx
