#include "compiler/transform/annotate_custom_memory_scope.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/transform/annotate_tir_op_pattern.h"
#include "compiler/transform/convert_layout.h"
#include "compiler/transform/legalize_ops.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::Parse;
using testing::Print;

StructInfo T5(std::vector<int64_t> dims) {
  std::vector<PrimExpr> shape;
  for (int64_t d : dims) shape.push_back(Int64(d));
  return TensorSInfo(shape, DataType::Float(32));
}

// The scope table row by row, at the limits' edges.
TEST(TextureScopeTest, DecisionTable) {
  EXPECT_EQ(TextureScope(T5({8, 64, 3, 3, 4})), "global.texture-weight");  // 8 < S, 64*3*3 < S
  EXPECT_EQ(TextureScope(T5({2, 16, 56, 56, 4})), "global.texture-nhwc");  // 16*56*56 >= S
  EXPECT_EQ(TextureScope(T5({1, 1, 200, 200, 4})), "global.texture");      // 200*200 >= S
  EXPECT_EQ(TextureScope(T5({64, 64, 200, 200, 4})), "global");            // 64*64 >= D
  EXPECT_EQ(TextureScope(T5({16384, 1, 1, 1, 4})), "global");              // a0 == S, a0 >= D
  EXPECT_EQ(TextureScope(T5({2, 16, 56, 56, 8})), "global");               // last dim not 4
  EXPECT_EQ(TextureScope(T5({2, 16, 56, 4})), "global");                   // not 5-D
  // Smaller limits (a target's texture_spatial_limit / texture_depth_limit).
  EXPECT_EQ(TextureScope(T5({8, 64, 3, 3, 4}), 512, 64), "global.texture-nhwc");  // 576 >= 512
  std::vector<PrimExpr> dyn = {MakeTirVar("n", DataType::Int(64)), Int64(2), Int64(3), Int64(3), Int64(4)};
  EXPECT_EQ(TextureScope(TensorSInfo(dyn, DataType::Float(32))), "global.texture-nchw");
}

constexpr char kConv[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(({N}, {C}, {H}, {H}), dtype="float32"), w: R.Tensor(({O}, {C}, 3, 3), dtype="float32")) -> R.Tensor(({N}, {O}, {OH}, {OH}), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor(({N}, {O}, {OH}, {OH}), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            R.output(gv)
        return gv
)";

std::string Subst(std::string s, const std::map<std::string, int>& v) {
  for (const auto& [k, n] : v) {
    std::string key = "{" + k + "}";
    for (size_t p; (p = s.find(key)) != std::string::npos;) s.replace(p, key.size(), std::to_string(n));
  }
  return s;
}

std::string Scope(const StructInfo& s) {
  auto t = s.as<TensorStructInfoNode>();
  return t.defined() && t->vdevice.defined() ? t->vdevice->memory_scope : "global";
}

// What each call in main passes and produces: "callee: arg scopes -> out".
std::vector<std::string> CallScopes(const IRModule& mod) {
  std::vector<std::string> out;
  Function f = testing::GetFunction(mod, "main");
  for (const BindingBlock& block : f->body.cast<SeqExprNode>()->blocks) {
    for (const Binding& b : block->bindings) {
      auto call = b.cast<VarBindingNode>()->value.as<CallNode>();
      if (!call.defined()) continue;
      std::string name = call->op.cast<OpNode>()->name;
      std::vector<Expr> args = call->args;
      if (name == "relax.call_tir") {
        name = call->args[0].cast<GlobalVarNode>()->name;
        args = call->args[1].cast<TupleNode>()->fields;
      }
      std::string line = name + ":";
      for (const Expr& a : args) line += " " + Scope(GetStructInfo(a));
      out.push_back(line + " -> " + Scope(GetStructInfo(b->var)));
    }
  }
  return out;
}

IRModule Annotate(const std::map<std::string, int>& dims) {
  IRModule mod = Parse(Subst(kConv, dims));
  mod = testing::RunPass(ConvertLayout(ParseDesiredLayouts("relax.nn.conv2d:NCHW4c/OIHW4o")), mod);
  mod = testing::RunPass(LegalizeOps(std::vector<std::string>{"relax.nn.conv2d"}), mod);
  mod = testing::RunPass(AnnotateTIROpPattern(), mod);
  return testing::RunPass(AnnotateCustomMemoryScope(Target::Parse("qcom/adreno-opencl-texture")), mod);
}

// TVM's test_conv2d: x (2, 64, 56, 56), w (32, 64, 3, 3): the packed input
// is a texture-nhwc, the packed weight a buffer (conv2d wants it so); the
// conv2d result is read by the conversion back, an injective kernel, which
// takes a texture.
TEST(AnnotateCustomMemoryScopeTest, Conv2dNhwcTexture) {
  IRModule out = Annotate({{"N", 2}, {"C", 64}, {"H", 56}, {"O", 32}, {"OH", 54}});
  EXPECT_EQ(CallScopes(out), (std::vector<std::string>{
                                 "te_layout_transform: global -> global.texture-nhwc",
                                 "te_layout_transform1: global -> global",
                                 "relax.nn.conv2d: global.texture-nhwc global -> global.texture-nhwc",
                                 "te_layout_transform2: global.texture-nhwc -> global",
                             }))
      << Print(out);
  auto vd = out->global_infos.at("vdevice");
  ASSERT_EQ(vd.size(), 1u);
  EXPECT_EQ(vd[0].cast<VDeviceNode>()->memory_scope, "global.texture-nhwc");
  EXPECT_EQ(vd[0].cast<VDeviceNode>()->target.tag(), "qcom/adreno-opencl-texture");
}

// TVM's second example: x (2, 16, 28, 28), w (4, 16, 3, 3) ->
// texture-weight for the packed input (16/4 * 28 * 28 < 16384).
TEST(AnnotateCustomMemoryScopeTest, Conv2dWeightTexture) {
  IRModule out = Annotate({{"N", 2}, {"C", 16}, {"H", 28}, {"O", 4}, {"OH", 26}});
  std::vector<std::string> s = CallScopes(out);
  ASSERT_EQ(s.size(), 4u) << Print(out);
  EXPECT_EQ(s[0], "te_layout_transform: global -> global.texture-weight");
  EXPECT_EQ(s[2], "relax.nn.conv2d: global.texture-weight global -> global.texture-weight");
  // Both vdevices are one object each, shared by every use.
  EXPECT_EQ(out->global_infos.at("vdevice").size(), 1u);
}

// A texture-producing kernel read by a consumer that wants a buffer (a
// reduction, op_pattern >= kCommReduce) is copied with R.to_vdevice.
TEST(AnnotateCustomMemoryScopeTest, GlobalConsumerGetsToVDevice) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 4, 4, 4), dtype="float32")) -> R.Tensor((1, 2, 4, 4, 1), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 2, 4, 4, 4), dtype="float32") = R.nn.relu(x)
            lv1: R.Tensor((1, 2, 4, 4, 4), dtype="float32") = R.exp(lv)
            gv: R.Tensor((1, 2, 4, 4, 1), dtype="float32") = R.sum(lv, axis=[4], keepdims=True)
            R.output(gv)
        return gv
)");
  mod = testing::RunPass(LegalizeOps(), mod);
  mod = testing::RunPass(AnnotateTIROpPattern(), mod);
  IRModule out = testing::RunPass(AnnotateCustomMemoryScope(Target::Parse("qcom/adreno-opencl-texture")), mod);
  std::vector<std::string> s = CallScopes(out);
  // The parameter is uploaded to the texture relu reads. relu's result:
  // one texture demand (exp) and one global (sum): the first demand wins
  // the tie; the sum reads a global copy.
  EXPECT_EQ(s, (std::vector<std::string>{
                   "relax.to_vdevice: global -> global.texture-weight",
                   "relu: global.texture-weight -> global.texture-weight",
                   "tir_exp: global.texture-weight -> global",
                   "relax.to_vdevice: global.texture-weight -> global",
                   "sum: global -> global",
               }))
      << Print(out);
}

TEST(AnnotateCustomMemoryScopeTest, NeedsATarget) {
  IRModule mod = Parse(Subst(kConv, {{"N", 1}, {"C", 4}, {"H", 4}, {"O", 4}, {"OH", 2}}));
  EXPECT_THROW(testing::RunPass(AnnotateCustomMemoryScope(), mod), DiagnosticError);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
