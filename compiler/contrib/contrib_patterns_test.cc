#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/contrib/nnapi/patterns.h"
#include "compiler/contrib/openclml/patterns.h"
#include "compiler/pattern/pattern_test_util.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace backend {
namespace {

using pattern::testing::GetFunc;
using pattern::testing::ParseModule;

std::vector<std::string> Names(const std::vector<FusionPattern>& ps) {
  std::vector<std::string> out;
  for (const FusionPattern& p : ps) out.push_back(p.name);
  return out;
}

std::vector<std::string> Reversed(std::vector<std::string> v) {
  std::reverse(v.begin(), v.end());
  return v;
}

// The first pattern of the prefix query that matches some binding of main
// and passes its check, with that binding's name: what FuseOpsByPattern
// would offload first.
std::string FirstAccepted(const std::string& prefix, const IRModule& mod, std::string* var = nullptr) {
  for (const FusionPattern& p : GetPatternsWithPrefix(prefix)) {
    for (const pattern::BindingMatch& m : pattern::MatchBindings(p.pattern, p.annotation_patterns, GetFunc(mod))) {
      if (p.check && !p.check(m.context)) continue;
      if (var) *var = m.binding->var->name;
      return p.name;
    }
  }
  return "";
}

TEST(ContribPatternsTest, CudnnAndHipblasNamesInTvmOrder) {
  EXPECT_EQ(Names(GetPatternsWithPrefix("cudnn")),
            Reversed({"cudnn.conv2d.nhwc_ohwi", "cudnn.conv2d.nhwc_ohwi_bias", "cudnn.conv2d.nhwc_ohwi_bias_relu",
                      "cudnn.attention.BS3NH", "cudnn.attention.SBN3H"}));
  EXPECT_EQ(Names(GetPatternsWithPrefix("hipblas")),
            Reversed({"hipblas.matmul", "hipblas.matmul_bias", "hipblas.matmul_bias_relu", "hipblas.matmul_bias_gelu",
                      "hipblas.matmul_transposed", "hipblas.matmul_transposed_bias",
                      "hipblas.matmul_transposed_bias_relu", "hipblas.matmul_transposed_bias_gelu"}));
}

TEST(ContribPatternsTest, CutlassTableLayout) {
  std::vector<std::string> names = Reversed(Names(GetPatternsWithPrefix("cutlass")));
  // 4 conv2d + 8 matmul + 6 decode + 52 residual + 7 attention + 2 norms.
  ASSERT_EQ(names.size(), 79u);
  std::vector<std::string> head(names.begin(), names.begin() + 18);
  EXPECT_EQ(head,
            (std::vector<std::string>{
                "cutlass.conv2d", "cutlass.conv2d_bias", "cutlass.conv2d_bias_relu", "cutlass.conv2d_bias_silu",
                "cutlass.matmul", "cutlass.matmul_bias", "cutlass.matmul_bias_relu", "cutlass.matmul_bias_gelu",
                "cutlass.matmul_transposed", "cutlass.matmul_transposed_bias", "cutlass.matmul_transposed_bias_relu",
                "cutlass.matmul_transposed_bias_gelu", "cutlass.decode_matmul", "cutlass.decode_matmul_bias",
                "cutlass.decode_matmul_cast", "cutlass.decode_matmul_cast_bias", "cutlass.decode_matmul_bias_gelu",
                "cutlass.decode_matmul_cast_bias_gelu"}));
  // Residual blocks: activation outermost, then conv2d / matmul / decode
  // bases with a bias, then add / multiply.
  EXPECT_EQ(names[18], "cutlass.conv2d_bias_residual_add");
  EXPECT_EQ(names[19], "cutlass.conv2d_bias_residual_multiply");
  EXPECT_EQ(names[20], "cutlass.conv2d_bias_relu_residual_add");
  EXPECT_EQ(names[24], "cutlass.matmul_bias_residual_add");
  EXPECT_EQ(names[36], "cutlass.decode_matmul_bias_residual_add");
  EXPECT_EQ(names[43], "cutlass.decode_matmul_cast_bias_gelu_residual_multiply");
  EXPECT_EQ(names[44], "cutlass.conv2d_bias_residual_add_relu");
  EXPECT_EQ(names[69], "cutlass.decode_matmul_cast_bias_gelu_residual_multiply_relu");
  EXPECT_NE(std::find(names.begin(), names.end(), "cutlass.matmul_transposed_bias_gelu_residual_multiply_relu"),
            names.end());
  std::vector<std::string> tail(names.begin() + 70, names.end());
  EXPECT_EQ(tail, (std::vector<std::string>{"cutlass.attention", "cutlass.attention_bias", "cutlass.stacked_attention",
                                            "cutlass.stacked_attention", "cutlass.stacked_attention",
                                            "cutlass.stacked_attention", "cutlass.attention_var_len",
                                            "cutlass.layer_norm", "cutlass.rms_norm"}));
  // Attention entries other than the stacked ones carry no check.
  EXPECT_FALSE(GetPattern("cutlass.attention")->check);
  EXPECT_TRUE(GetPattern("cutlass.stacked_attention")->check);
}

const char* kConv = R"(@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 16, 16, 8), dtype="float16"), w: R.Tensor((8, 3, 3, 8), dtype="float16"), b: R.Tensor((1, 1, 1, 8), dtype="float16"), res: R.Tensor((1, 14, 14, 8), dtype="float16")) -> R.Tensor((1, 14, 14, 8), dtype="float16"):
        with R.dataflow():
            lv = R.nn.conv2d(data, w, data_layout="NHWC", kernel_layout="OHWI")
            lv1 = R.add(lv, b)
            lv2 = R.nn.relu(lv1)
            gv = R.add(lv2, res)
            R.output(gv)
        return gv
)";

TEST(ContribPatternsTest, ConvOffloadPicksTheLargestAcceptedPattern) {
  IRModule nhwc = ParseModule(kConv);
  std::string var;
  // cutlass: conv + bias + relu followed by a residual add of the same shape.
  EXPECT_EQ(FirstAccepted("cutlass", nhwc, &var), "cutlass.conv2d_bias_relu_residual_add");
  EXPECT_EQ(var, "gv");
  // cuDNN has no residual patterns.
  EXPECT_EQ(FirstAccepted("cudnn", nhwc, &var), "cudnn.conv2d.nhwc_ohwi_bias_relu");
  EXPECT_EQ(var, "lv2");

  // NCHW/OIHW: cuDNN takes it, CUTLASS wants NHWC/OHWI.
  std::string text = kConv;
  text.replace(text.find("(1, 16, 16, 8)"), 14, "(1, 8, 16, 16)");
  text.replace(text.find("(8, 3, 3, 8)"), 12, "(8, 8, 3, 3)");
  text.replace(text.find("(1, 1, 1, 8)"), 12, "(1, 8, 1, 1)");
  text.replace(text.find("(1, 14, 14, 8), dtype=\"float16\")) ->"), 14, "(1, 8, 14, 14)");
  text.replace(text.find("-> R.Tensor((1, 14, 14, 8)"), 26, "-> R.Tensor((1, 8, 14, 14)");
  text.replace(text.find("data_layout=\"NHWC\", kernel_layout=\"OHWI\""), 40,
               "data_layout=\"NCHW\", kernel_layout=\"OIHW\"");
  IRModule nchw = ParseModule(text);
  EXPECT_EQ(FirstAccepted("cudnn", nchw), "cudnn.conv2d.nhwc_ohwi_bias_relu");
  EXPECT_EQ(FirstAccepted("cutlass", nchw), "");
}

TEST(ContribPatternsTest, CutlassResidualMustNotDependOnTheRoot) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((16, 64), dtype="float16"), w: R.Tensor((64, 64), dtype="float16"), b: R.Tensor((64,), dtype="float16")) -> R.Tensor((16, 64), dtype="float16"):
        with R.dataflow():
            lv = R.matmul(x, w)
            lv1 = R.add(lv, b)
            lv2 = R.nn.relu(lv1)
            gv = R.add(lv1, lv2)
            R.output(gv)
        return gv
)");
  // gv = lv1 + relu(lv1): the residual is computed from the root, and lv1
  // leaks into relu anyway; matmul_bias alone (on lv1) is what remains.
  std::string var;
  EXPECT_EQ(FirstAccepted("cutlass", mod, &var), "cutlass.matmul_bias");
  EXPECT_EQ(var, "lv1");
}

TEST(ContribPatternsTest, CutlassNormsAndStackedAttention) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @T.prim_func(private=True)
    def fused_rms_norm(A: T.Buffer((T.int64(4), T.int64(8)), "float16"), B: T.Buffer((T.int64(8),), "float16"), C: T.Buffer((T.int64(4), T.int64(8)), "float16")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def other(A: T.Buffer((T.int64(4), T.int64(8)), "float16"), B: T.Buffer((T.int64(8),), "float16"), C: T.Buffer((T.int64(4), T.int64(8)), "float16")):
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor((4, 8), dtype="float16"), g: R.Tensor((8,), dtype="float16"), qkv: R.Tensor((2, 16, 96), dtype="float16"), g4: R.Tensor((4,), dtype="float16")) -> R.Tuple(R.Tensor((4, 8), dtype="float16"), R.Tensor((4, 8), dtype="float16"), R.Tensor((4, 8), dtype="float16"), R.Tensor((4, 8), dtype="float16"), R.Tensor((2, 16, 4, 8), dtype="float16")):
        cls = Module
        with R.dataflow():
            lv = R.nn.layer_norm(x, g, g, axes=[-1])
            lv1 = R.nn.layer_norm(x, g4, g4, axes=[0])
            lv2 = R.call_tir(cls.fused_rms_norm, (x, g), out_sinfo=R.Tensor((4, 8), dtype="float16"))
            lv3 = R.call_tir(cls.other, (x, g), out_sinfo=R.Tensor((4, 8), dtype="float16"))
            lv4 = R.split(qkv, indices_or_sections=3, axis=2)
            lv5 = lv4[0]
            lv6 = R.reshape(lv5, R.shape([2, 16, 4, 8]))
            lv7 = lv4[1]
            lv8 = R.reshape(lv7, R.shape([2, 16, 4, 8]))
            lv9 = lv4[2]
            lv10 = R.reshape(lv9, R.shape([2, 16, 4, 8]))
            lv11 = R.nn.attention(lv6, lv8, lv10)
            gv = (lv, lv1, lv2, lv3, lv11)
            R.output(gv)
        return gv
)");
  auto accepted = [&](const std::string& name) {
    std::vector<std::string> vars;
    std::optional<FusionPattern> p = GetPattern(name);
    EXPECT_TRUE(p.has_value()) << name;
    for (const FusionPattern& q : GetPatternsWithPrefix(name)) {
      if (q.name != name) continue;
      for (const pattern::BindingMatch& m : pattern::MatchBindings(q.pattern, q.annotation_patterns, GetFunc(mod))) {
        if (!q.check || q.check(m.context)) vars.push_back(m.binding->var->name);
      }
    }
    return vars;
  };
  EXPECT_EQ(accepted("cutlass.layer_norm"), (std::vector<std::string>{"lv"}));
  EXPECT_EQ(accepted("cutlass.rms_norm"), (std::vector<std::string>{"lv2"}));
  // Four stacked-attention entries; the split-without-bias one accepts.
  EXPECT_EQ(accepted("cutlass.stacked_attention"), (std::vector<std::string>{"lv11"}));
  EXPECT_EQ(accepted("cudnn.attention.BS3NH"), (std::vector<std::string>{"lv11"}));
  EXPECT_TRUE(accepted("cudnn.attention.SBN3H").empty());
}

TEST(ContribPatternsTest, CoremlAndTensorrtTables) {
  EXPECT_EQ(Names(GetPatternsWithPrefix("coreml")),
            Reversed({"coreml.add", "coreml.multiply", "coreml.nn.softmax", "coreml.nn.relu", "coreml.expand_dims",
                      "coreml.nn.avg_pool2d", "coreml.nn.batch_flatten", "coreml.nn.conv2d", "coreml.clip",
                      "coreml.matmul"}));
  std::vector<std::string> trt = Reversed(Names(GetPatternsWithPrefix("tensorrt")));
  // 33 one-argument ops, 7 binary, resize2d, 7 two-argument, 2 three-argument
  // and strided_slice twice.
  ASSERT_EQ(trt.size(), 52u);
  EXPECT_EQ(trt.front(), "tensorrt.nn.relu");
  EXPECT_EQ(trt[19], "tensorrt.transpose");
  EXPECT_EQ(trt[32], "tensorrt.split");
  EXPECT_EQ(trt[33], "tensorrt.add");
  EXPECT_EQ(trt[40], "tensorrt.image.resize2d");
  EXPECT_EQ(trt[46], "tensorrt.nn.batch_matmul");
  EXPECT_EQ(trt[49], "tensorrt.clip");
  EXPECT_EQ(trt[50], "tensorrt.strided_slice");
  EXPECT_EQ(trt[51], "tensorrt.strided_slice");

  // The newer strided_slice entry (4 arguments) wins GetPattern; a slice
  // without strides matches only it.
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        with R.dataflow():
            gv = R.strided_slice(x, (R.prim_value(0),), (R.prim_value(0),), (R.prim_value(4),))
            R.output(gv)
        return gv
)");
  std::vector<FusionPattern> slices = GetPatternsWithPrefix("tensorrt.strided_slice");
  ASSERT_EQ(slices.size(), 2u);
  EXPECT_EQ(GetPattern("tensorrt.strided_slice")->pattern, slices[0].pattern);
  EXPECT_EQ(pattern::MatchBindings(slices[0].pattern, {}, GetFunc(mod)).size(), 1u);
  EXPECT_TRUE(pattern::MatchBindings(slices[1].pattern, {}, GetFunc(mod)).empty());
}

TEST(ContribPatternsTest, NnapiTableAndFeatureLevels) {
  std::vector<std::string> names = Reversed(Names(GetPatternsWithPrefix("nnapi")));
  ASSERT_EQ(names.size(), 31u);
  EXPECT_EQ(names.front(), "nnapi.add");
  EXPECT_EQ(names[12], "nnapi.minimum");
  EXPECT_EQ(names[22], "nnapi.cast");
  EXPECT_EQ(names[25], "nnapi.batch_matmul");
  EXPECT_EQ(names[27], "nnapi.cast");
  EXPECT_EQ(names.back(), "nnapi.max_pool_2d");

  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), i: R.Tensor((4,), dtype="int32")) -> R.Tuple(R.Tensor((4,), dtype="float16"), R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            lv = R.astype(x, dtype="float16")
            lv1 = R.astype(i, dtype="float32")
            gv = (lv, lv1)
            R.output(gv)
        return gv
)");
  // The newer, float-only nnapi.cast wins GetPattern and rejects int32 input.
  std::optional<FusionPattern> cast = GetPattern("nnapi.cast");
  ASSERT_TRUE(cast.has_value());
  std::vector<pattern::BindingMatch> m = pattern::MatchBindings(cast->pattern, {}, GetFunc(mod));
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].binding->var->name, "lv");
  std::vector<FusionPattern> casts = GetPatternsWithPrefix("nnapi.cast");
  ASSERT_EQ(casts.size(), 2u);
  EXPECT_EQ(pattern::MatchBindings(casts[1].pattern, {}, GetFunc(mod)).size(), 2u);

  EXPECT_EQ(contrib::NnapiMinFeatureLevel("nnapi.div"), 2);
  EXPECT_EQ(contrib::NnapiMinFeatureLevel("nnapi.batch_matmul"), 6);
  EXPECT_THROW(contrib::NnapiMinFeatureLevel("nnapi.no_such_op"), DiagnosticError);
  std::vector<std::string> level2 = Names(contrib::FilterNnapiPatterns(GetPatternsWithPrefix("nnapi"), 2));
  EXPECT_EQ(level2, Reversed({"nnapi.add", "nnapi.mul", "nnapi.div", "nnapi.sub", "nnapi.floor", "nnapi.relu",
                              "nnapi.logistic", "nnapi.softmax", "nnapi.tanh", "nnapi.transpose", "nnapi.mean",
                              "nnapi.conv2d", "nnapi.max_pool_2d"}));
  EXPECT_EQ(contrib::FilterNnapiPatterns(GetPatternsWithPrefix("nnapi"), 7).size(), 31u);
}

TEST(ContribPatternsTest, OpenclmlTable) {
  std::vector<FusionPattern> all = GetPatternsWithPrefix("openclml");
  std::vector<std::string> names = Reversed(Names(all));
  // clml_pattern_table(): 72 generated conv patterns (registered most fused
  // first), batch_norm, 6 binary, 3 unary, 2 pools, global average pool,
  // reshape; then clml_llm_patterns (dequant_matmul), registered last.
  ASSERT_EQ(names.size(), 87u);
  EXPECT_EQ(names.back(), "openclml.dequant_matmul");
  EXPECT_EQ(Names(contrib::OpenclmlLlmPatterns()), (std::vector<std::string>{"openclml.dequant_matmul"}));
  // The table OpenCLMLOffLoad fuses with is registration order, not the
  // prefix query's newest-first order.
  EXPECT_EQ(Names(contrib::OpenclmlPatternTable()), std::vector<std::string>(names.begin(), names.end() - 1));
  names.pop_back();
  EXPECT_EQ(names[0], "openclml.clip.tuple.bn.bias.nn.conv2d_transpose");
  EXPECT_EQ(names[23], "openclml.clip.nn.conv2d");
  EXPECT_EQ(names[24], "openclml.relu.tuple.bn.bias.nn.conv2d_transpose");
  EXPECT_EQ(names[48], "openclml.tuple.bn.bias.nn.conv2d_transpose");
  EXPECT_EQ(names[60], "openclml.bn.bias.nn.conv2d_transpose");
  EXPECT_EQ(names[66], "openclml.bias.nn.conv2d_transpose");
  EXPECT_EQ(names[69], "openclml.nn.conv2d_transpose");
  EXPECT_EQ(names[70], "openclml.pad.nn.conv2d");
  EXPECT_EQ(names[71], "openclml.nn.conv2d");
  EXPECT_EQ(std::vector<std::string>(names.begin() + 72, names.end()),
            (std::vector<std::string>{"openclml.nn.batch_norm", "openclml.relax.add", "openclml.relax.subtract",
                                      "openclml.relax.multiply", "openclml.relax.divide", "openclml.relax.maximum",
                                      "openclml.relax.minimum", "openclml.relax.nn.softmax", "openclml.relax.nn.relu",
                                      "openclml.relax.clip", "openclml.nn.max_pool2d", "openclml.nn.avg_pool2d",
                                      "openclml.nn.global_avg_pool2d", "openclml.reshape"}));

  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 8, 6, 6), dtype="float32"), w: R.Tensor((8, 8, 3, 3), dtype="float32"), y: R.Tensor((2, 8, 6, 6), dtype="float32"), xh: R.Tensor((1, 6, 6, 8), dtype="float32"), wh: R.Tensor((8, 3, 3, 8), dtype="float32")) -> R.Tuple(R.Tensor((1, 8, 4, 4), dtype="float32"), R.Tensor((1, 4, 4, 8), dtype="float32"), R.Tensor((1, 8), dtype="float32"), R.Tensor((1, 8, 6, 6), dtype="float32"), R.Tensor((2, 8, 6, 6), dtype="float32")):
        with R.dataflow():
            lv = R.nn.conv2d(x, w)
            lv1 = R.nn.relu(lv)
            lv2 = R.nn.conv2d(xh, wh, data_layout="NHWC", kernel_layout="OHWI")
            lv3 = R.mean(x, axis=[2, 3], keepdims=False)
            lv4 = R.add(x, x)
            lv5 = R.add(y, y)
            gv = (lv1, lv2, lv3, lv4, lv5)
            R.output(gv)
        return gv
)");
  auto accepted = [&](const std::string& name) {
    std::optional<FusionPattern> p = GetPattern(name);
    std::vector<std::string> vars;
    if (!p) return vars;
    for (const pattern::BindingMatch& m : pattern::MatchBindings(p->pattern, p->annotation_patterns, GetFunc(mod))) {
      if (p->check(m.context)) vars.push_back(m.binding->var->name);
    }
    return vars;
  };
  // The conv alone must be NCHW/OIHW.
  EXPECT_EQ(accepted("openclml.nn.conv2d"), (std::vector<std::string>{"lv"}));
  EXPECT_EQ(accepted("openclml.relu.nn.conv2d"), (std::vector<std::string>{"lv1"}));
  EXPECT_EQ(accepted("openclml.nn.global_avg_pool2d"), (std::vector<std::string>{"lv3"}));
  // Batches above 1 are not offloaded.
  EXPECT_EQ(accepted("openclml.relax.add"), (std::vector<std::string>{"lv4"}));
}

// The calls are built by hand with their struct info, bypassing inference,
// so that the check also sees sizes inference rejects (0, three values).
TEST(ContribPatternsTest, TensorrtResize2dCheck) {
  std::optional<FusionPattern> p = GetPattern("tensorrt.image.resize2d");
  ASSERT_TRUE(p.has_value());
  auto check = [&](const std::string& dtype, std::vector<int64_t> size, const std::string& layout,
                   const std::string& method, const std::string& rounding) {
    DataType t = *DataType::Parse(dtype);
    relax::Var data = relax::MakeVar("data", relax::TensorSInfo({Int64(1), Int64(3), Int64(4), Int64(4)}, t));
    std::vector<PrimExpr> dims;
    for (int64_t d : size) dims.push_back(Int64(d));
    relax::Expr shape = Make<relax::ShapeExprNode>(dims);
    shape->SetStructInfo(relax::ShapeSInfo(dims));
    Map attrs = Make<MapNode>(std::vector<MapNode::Item>{{"layout", MakeString(layout)},
                                                         {"method", MakeString(method)},
                                                         {"coordinate_transformation_mode", MakeString("half_pixel")},
                                                         {"rounding_method", MakeString(rounding)}});
    relax::Expr call =
        Make<relax::CallNode>(relax::GetOp("relax.image.resize2d"), std::vector<relax::Expr>{data, shape}, attrs);
    call->SetStructInfo(relax::TensorSInfo({Int64(1), Int64(3), Int64(8), Int64(8)}, t));
    std::optional<pattern::MatchResult> m = pattern::ExtractMatchedExpr(p->pattern, call);
    EXPECT_TRUE(m.has_value());
    if (!m) return false;
    return p->check(pattern::MakeCheckContext(call, *m, p->annotation_patterns, nullptr, nullptr));
  };
  EXPECT_TRUE(check("float32", {8, 8}, "NCHW", "linear", ""));
  EXPECT_TRUE(check("float16", {8, 8}, "NCHW", "nearest_neighbor", "floor"));
  EXPECT_FALSE(check("float16", {8, 8}, "NCHW", "nearest_neighbor", "round"));  // ties-to-even
  EXPECT_FALSE(check("float32", {8, 8}, "NHWC", "linear", ""));
  EXPECT_FALSE(check("float32", {0, 8}, "NCHW", "linear", ""));
  EXPECT_FALSE(check("float32", {8, 8, 8}, "NCHW", "linear", ""));
  EXPECT_FALSE(check("float64", {8, 8}, "NCHW", "linear", ""));
  EXPECT_FALSE(check("float32", {8, 8}, "NCHW", "area", ""));
}

TEST(ContribPatternsTest, ExampleNpuTableAndDepthwiseCheck) {
  EXPECT_EQ(
      Names(GetPatternsWithPrefix("example_npu")),
      Reversed({"example_npu.quantize", "example_npu.dequantize", "example_npu.add", "example_npu.multiply",
                "example_npu.subtract", "example_npu.divide", "example_npu.relu", "example_npu.gelu",
                "example_npu.softmax", "example_npu.batch_norm", "example_npu.max_pool2d", "example_npu.avg_pool2d",
                "example_npu.dense", "example_npu.matmul", "example_npu.conv1d", "example_npu.conv2d",
                "example_npu.depthwise_conv2d", "example_npu.matmul_relu_fused", "example_npu.conv2d_relu_fused"}));
  // A grouped conv2d goes to depthwise_conv2d, a plain one to conv2d; the
  // relu after the plain one makes conv2d_relu_fused win over both.
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 8, 16, 16), dtype="float32"), dw: R.Tensor((8, 1, 3, 3), dtype="float32"), w: R.Tensor((4, 8, 1, 1), dtype="float32")) -> R.Tensor((1, 4, 14, 14), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(x, dw, groups=8)
            gv = R.nn.conv2d(lv, w)
            R.output(gv)
        return gv
)");
  std::string var;
  EXPECT_EQ(FirstAccepted("example_npu.depthwise", mod, &var), "example_npu.depthwise_conv2d");
  EXPECT_EQ(var, "lv");
  EXPECT_EQ(FirstAccepted("example_npu", mod, &var), "example_npu.depthwise_conv2d");
  EXPECT_EQ(var, "lv");
  IRModule relu = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 8, 16, 16), dtype="float32"), w: R.Tensor((4, 8, 1, 1), dtype="float32")) -> R.Tensor((1, 4, 16, 16), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(x, w)
            gv = R.nn.relu(lv)
            R.output(gv)
        return gv
)");
  EXPECT_EQ(FirstAccepted("example_npu", relu, &var), "example_npu.conv2d_relu_fused");
  EXPECT_EQ(var, "gv");
  // Without groups the depthwise check refuses the conv.
  EXPECT_EQ(FirstAccepted("example_npu.depthwise", relu), "");
}

}  // namespace
}  // namespace backend
}  // namespace rlx
