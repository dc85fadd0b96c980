#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/contrib/openclml/openclml_codegen.h"
#include "compiler/contrib/openclml/openclml_offload.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/bind_params.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace contrib {
namespace {

using transform::testing::Parse;
using transform::testing::Print;

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "";
}

NDArray Filled(std::vector<int64_t> shape, double start, double step, int period) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, start + step * static_cast<double>(i % period));
  return a;
}

// testdata/run/conv2d_bn_relu.py with the weights and batch-norm
// statistics bound as constants (what a frontend with params gives).
// `padding` replaces the conv2d's padding list when given.
IRModule ConvBnRelu(const std::string& padding = "") {
  std::string text = ReadFile("testdata/run/conv2d_bn_relu.py");
  if (!padding.empty()) text.replace(text.find("padding=[1, 1, 1, 1]"), 20, "padding=" + padding);
  IRModule mod = Parse(text);
  transform::ParamMap params = {
      {"weight", Filled({8, 3, 3, 3}, -0.5, 0.09, 13)},
      {"gamma", Filled({8}, 0.5, 0.3, 8)},
      {"beta", Filled({8}, -0.4, 0.1, 8)},
      {"mean", Filled({8}, 0.2, -0.05, 8)},
      {"var", Filled({8}, 0.1, 0.4, 8)},
  };
  return transform::BindParams(mod, "main", params);
}

std::vector<std::string> Names(const std::vector<PassPtr>& passes) {
  std::vector<std::string> out;
  for (const PassPtr& p : passes) out.push_back(p->info().name);
  return out;
}

// python/tvm/relax/backend/adreno/clml.py OpenCLMLOffLoad.
TEST(OpenclmlOffloadTest, StepsInTvmOrder) {
  EXPECT_EQ(Names(OpenCLMLOffLoadPasses(3)),
            (std::vector<std::string>{"ConvertLayout", "Normalize", "FoldBatchnormToConv2D", "AppendReshapeToBN",
                                      "FoldConstant", "FuseOpsByPattern", "MergeCompositeFunctions", "RunCodegen"}));
  EXPECT_EQ(OpenCLMLOffLoad()->info().name, "OpenCLMLOffLoad");
  EXPECT_EQ(OpenCLMLOffLoadForLLM()->info().name, "OpenCLMLOffLoadForLLM");
}

// The steps before partitioning fold the batch norm into the conv's
// constants and compute what the model computes.
TEST(OpenclmlOffloadTest, BatchNormFoldKeepsTheNumbers) {
  IRModule before = ConvBnRelu();
  std::vector<PassPtr> steps = OpenCLMLOffLoadPasses(3);
  PassContext ctx;
  IRModule folded = before;
  for (size_t i = 0; i < 5; ++i) folded = (*steps[i])(folded, ctx);  // through FoldConstant
  std::string text = Print(folded);
  EXPECT_EQ(text.find("R.nn.batch_norm"), std::string::npos) << text;
  EXPECT_NE(text.find("R.nn.conv2d("), std::string::npos) << text;
  NDArray x = Filled({1, 3, 16, 16}, -1.0, 0.0625, 29);
  auto run = [&](const IRModule& m) {
    return driver::FlattenToTensors(driver::EvaluateFunction(m, "main", driver::ArgsFromArrays(m, "main", {x}))).at(0);
  };
  NDArray want = run(before), got = run(folded);
  ASSERT_EQ(got.shape(), want.shape());
  int positive = 0;
  for (int64_t i = 0; i < want.NumElements(); ++i) {
    ASSERT_NEAR(got.GetDouble(i), want.GetDouble(i), 1e-4 * (1 + std::fabs(want.GetDouble(i)))) << i;
    positive += want.GetDouble(i) > 0;
  }
  EXPECT_GT(positive, 0);  // relu does not hide everything
}

// The whole offload: the conv with the folded weights, the folded bias and
// the relu become one openclml.relu.bias.nn.conv2d kernel of a JSON graph on
// a run_graph call; no Codegen function is left. The patterns go to
// FuseOpsByPattern in clml_pattern_table() order (most fused first); in the
// registry's newest-first order the lone relu pattern would take the relu.
TEST(OpenclmlOffloadTest, ConvBnReluIsOffloaded) {
  PassContext ctx;
  IRModule out = (*OpenCLMLOffLoad())(ConvBnRelu(), ctx);
  std::string text = Print(out);
  EXPECT_NE(text.find("R.call_dps_packed(\"rlx.contrib.openclml.run_graph\""), std::string::npos) << text;
  EXPECT_EQ(text.find("Codegen"), std::string::npos) << text;
  EXPECT_EQ(text.find("R.nn.conv2d"), std::string::npos) << text;
  EXPECT_EQ(text.find("R.nn.batch_norm"), std::string::npos) << text;
  EXPECT_EQ(text.find("R.nn.relu"), std::string::npos) << text;
  EXPECT_NE(text.find("openclml.relu.bias.nn.conv2d"), std::string::npos) << text;
  EXPECT_EQ(text.find("openclml.relax.nn.relu"), std::string::npos) << text;
  EXPECT_EQ(text.find("R.add"), std::string::npos) << text;
  EXPECT_EQ(out->functions.size(), 1u) << text;
}

// A Codegen function serialized directly: input, constant weight and the
// kernel's inputs, attributes and shapes in TVM's JSONGraphNode form.
// The conv2d kernel node of the partitioned ConvBnRelu(padding).
nlohmann::json ConvKernelNode(const std::string& padding);

TEST(OpenclmlCodegenTest, ShortPaddingIsCompletedToFourValues) {
  // TVM's conv2d always holds four; a module may write one or two.
  for (const char* padding : {"[1]", "[1, 1]"}) {
    EXPECT_EQ(ConvKernelNode(padding)["attrs"]["padding"], nlohmann::json::parse(R"([["1", "1", "1", "1"]])"))
        << padding;
  }
}

TEST(OpenclmlCodegenTest, GraphFormat) {
  IRModule partitioned = ConvBnRelu();
  std::vector<PassPtr> steps = OpenCLMLOffLoadPasses(4);
  PassContext ctx;
  for (size_t i = 0; i + 1 < steps.size(); ++i) partitioned = (*steps[i])(partitioned, ctx);  // all but RunCodegen
  relax::Function f;
  std::string name;
  for (const auto& kv : partitioned->functions) {
    auto fn = kv.second.second.as<relax::FunctionNode>();
    if (fn.defined() && transform::CodegenAttr(fn) == "openclml" && kv.first.find("conv2d") != std::string::npos) {
      f = fn;
      name = kv.first;
    }
  }
  ASSERT_TRUE(f.defined()) << Print(partitioned);
  OpenclmlGraph g = OpenclmlGraphOf(f, name, 4);
  nlohmann::json j = nlohmann::json::parse(g.json);
  ASSERT_EQ(j["nodes"].size(), 4u) << g.json;
  EXPECT_EQ(j["nodes"][0]["op"], "input");
  EXPECT_EQ(j["nodes"][0]["name"], "data");
  EXPECT_EQ(j["nodes"][0]["attrs"]["shape"], nlohmann::json::parse("[[[1, 3, 16, 16]]]"));
  EXPECT_EQ(j["nodes"][0]["attrs"]["dtype"], nlohmann::json::parse(R"([["float32"]])"));
  EXPECT_EQ(j["nodes"][1]["op"], "const");
  EXPECT_EQ(j["nodes"][1]["name"], g.symbol + "_const_0");
  EXPECT_EQ(j["nodes"][1]["attrs"]["shape"], nlohmann::json::parse("[[[8, 3, 3, 3]]]"));
  EXPECT_EQ(j["nodes"][2]["op"], "const");
  EXPECT_EQ(j["nodes"][2]["name"], g.symbol + "_const_1");
  EXPECT_EQ(j["nodes"][2]["attrs"]["shape"], nlohmann::json::parse("[[[1, 8, 1, 1]]]"));
  const nlohmann::json& k = j["nodes"][3];
  EXPECT_EQ(k["op"], "kernel");
  EXPECT_EQ(k["name"], "openclml.relu.bias.nn.conv2d");
  EXPECT_EQ(k["inputs"], nlohmann::json::parse("[[0, 0, 0], [1, 0, 0], [2, 0, 0]]"));
  EXPECT_EQ(k["attrs"]["num_inputs"], "3");
  EXPECT_EQ(k["attrs"]["activation_type"], nlohmann::json::parse(R"([["relu"]])"));
  EXPECT_EQ(k["attrs"]["num_outputs"], "1");
  EXPECT_EQ(k["attrs"]["padding"], nlohmann::json::parse(R"([["1", "1", "1", "1"]])"));
  EXPECT_EQ(k["attrs"]["strides"], nlohmann::json::parse(R"([["1", "1"]])"));
  EXPECT_EQ(k["attrs"]["data_layout"], nlohmann::json::parse(R"([["NCHW"]])"));
  EXPECT_EQ(k["attrs"]["kernel_layout"], nlohmann::json::parse(R"([["OIHW"]])"));
  EXPECT_EQ(k["attrs"]["clml_version"], nlohmann::json::parse(R"([["4"]])"));
  EXPECT_EQ(k["attrs"]["shape"], nlohmann::json::parse("[[[1, 8, 16, 16]]]"));
  EXPECT_EQ(j["arg_nodes"], nlohmann::json::parse("[0, 1, 2]"));
  EXPECT_EQ(j["heads"], nlohmann::json::parse("[[3, 0, 0]]"));
  EXPECT_EQ(j["node_row_ptr"], nlohmann::json::parse("[0, 1, 2, 3, 4]"));
  ASSERT_EQ(g.constants.size(), 2u);
  EXPECT_EQ(g.constant_names, (std::vector<std::string>{g.symbol + "_const_0", g.symbol + "_const_1"}));
}

// A float16 matmul whose int8 weight a "dequantize" PrimFunc decodes: what
// TVM's openclml.dequant_matmul pattern is for.
IRModule DequantMatmul(const std::string& decoder = "dequantize") {
  std::string text = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def DECODER(w: T.Buffer((T.int64(16), T.int64(8)), "int8"), s: T.Buffer((T.int64(8),), "float16"), out: T.Buffer((T.int64(16), T.int64(8)), "float16")):
        for i, j in T.grid(T.int64(16), T.int64(8)):
            with T.block("decode"):
                vi, vj = T.axis.remap("SS", [i, j])
                out[vi, vj] = T.Cast("float16", w[vi, vj]) * s[vj]

    @R.function
    def main(x: R.Tensor((1, 4, 16), dtype="float16"), w: R.Tensor((16, 8), dtype="int8"), s: R.Tensor((8,), dtype="float16")) -> R.Tensor((1, 4, 8), dtype="float16"):
        cls = Module
        with R.dataflow():
            wd = R.call_tir(cls.DECODER, (w, s), out_sinfo=R.Tensor((16, 8), dtype="float16"))
            gv = R.matmul(x, wd)
            R.output(gv)
        return gv
)";
  for (size_t at; (at = text.find("DECODER")) != std::string::npos;) text.replace(at, 7, decoder);
  return Parse(text);
}

// TVM's OpenCLMLOffLoadForLLM: only for an adreno target and CLML SDK
// version 5 or more (3 without a CLML runtime), it offloads dequantize +
// matmul as openclml.dequant_matmul (annotate_codegen=True) and runs the
// openclml codegen.
TEST(OpenclmlOffloadTest, LlmOffloadIsGatedByTheSdkVersion) {
  IRModule mod = DequantMatmul();
  PassContext ctx;
  ctx.target = Target::Parse("qcom/adreno-opencl-clml");
  EXPECT_EQ((*OpenCLMLOffLoadForLLM())(mod, ctx).get(), mod.get());  // version 3
  ctx.config[kClmlVersionConfig] = "5";
  std::string text = Print((*OpenCLMLOffLoadForLLM())(mod, ctx));
  EXPECT_NE(text.find("rlx.contrib.openclml.run_graph"), std::string::npos) << text;
  EXPECT_NE(text.find("openclml.dequant_matmul"), std::string::npos) << text;
  EXPECT_EQ(text.find("R.matmul"), std::string::npos) << text;
  // Not adreno: nothing to do, whatever the version.
  ctx.target = Target::Parse("opencl");
  EXPECT_EQ((*OpenCLMLOffLoadForLLM())(mod, ctx).get(), mod.get());
  // The check wants a decoder whose name contains "dequantize".
  ctx.target = Target::Parse("qcom/adreno-opencl-clml");
  IRModule other = DequantMatmul("decode_weights");
  EXPECT_EQ(Print((*OpenCLMLOffLoadForLLM())(other, ctx)).find("run_graph"), std::string::npos);
  ctx.config[kClmlVersionConfig] = "three";
  EXPECT_NE(ErrorOf([&] { ClmlVersion(ctx); }).find("must be a non-negative integer, got 'three'"), std::string::npos);
}

// What the JSON graph cannot carry is a located error, not a crash.
nlohmann::json ConvKernelNode(const std::string& padding) {
  IRModule partitioned = ConvBnRelu(padding);
  std::vector<PassPtr> steps = OpenCLMLOffLoadPasses(4);
  PassContext ctx;
  for (size_t i = 0; i + 1 < steps.size(); ++i) partitioned = (*steps[i])(partitioned, ctx);  // all but RunCodegen
  for (const auto& kv : partitioned->functions) {
    auto fn = kv.second.second.as<relax::FunctionNode>();
    if (fn.defined() && transform::CodegenAttr(fn) == "openclml" && kv.first.find("conv2d") != std::string::npos) {
      nlohmann::json j = nlohmann::json::parse(OpenclmlGraphOf(fn, kv.first, 4).json);
      return j["nodes"].back();
    }
  }
  ADD_FAILURE() << "no openclml conv2d function in\n" << Print(partitioned);
  return nlohmann::json();
}

TEST(OpenclmlCodegenTest, NonCompositeCallsAreErrors) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor((1, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        R.func_attr({"Codegen": "openclml", "global_symbol": "f"})
        with R.dataflow():
            y: R.Tensor((1, 4), dtype="float32") = R.nn.relu(x)
            R.output(y)
        return y
)");
  relax::Function f = transform::testing::GetFunction(mod, "f");
  EXPECT_NE(ErrorOf([&] {
              OpenclmlGraphOf(f, "f");
            }).find("openclml codegen: in 'f': only calls of openclml composite functions can be offloaded"),
            std::string::npos);
}

}  // namespace
}  // namespace contrib
}  // namespace backend
}  // namespace rlx
