#include "compiler/backend/patterns.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "compiler/backend/check_util.h"
#include "compiler/contrib/cublas/patterns.h"
#include "compiler/pattern/pattern_test_util.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace backend {
namespace {

using pattern::BindingMatch;
using pattern::MatchBindings;
using pattern::testing::GetFunc;
using pattern::testing::ParseModule;

std::vector<BindingMatch> Matches(const PatternWithAnnotations& p, const IRModule& mod) {
  return MatchBindings(p.pattern, p.annotations, GetFunc(mod));
}

std::string VarName(const relax::Expr& e) {
  auto v = e.as<relax::VarNode>();
  return v.defined() ? v->name : "<not a var>";
}

// A module whose main computes `body` over x and w of the given types.
IRModule MatmulModule(const std::string& x, const std::string& w, const std::string& extra_params,
                      const std::string& body, const std::string& ret) {
  return ParseModule("@I.ir_module\nclass Module:\n    @R.function\n    def main(x: " + x + ", w: " + w + extra_params +
                     ") -> " + ret + ":\n        with R.dataflow():\n" + body +
                     "            R.output(gv)\n        return gv\n");
}

TEST(PatternsTest, Conv2dBiasReluAnnotations) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 64, 56, 56), dtype="float32"), weight: R.Tensor((64, 64, 3, 3), dtype="float32"), bias: R.Tensor((1, 64, 1, 1), dtype="float32")) -> R.Tensor((1, 64, 54, 54), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(data, weight)
            lv1 = R.add(lv, bias)
            gv = R.nn.relu(lv1)
            R.output(gv)
        return gv
)");
  std::vector<BindingMatch> m = Matches(MakeConv2dPattern(true, "relax.nn.relu"), mod);
  ASSERT_EQ(m.size(), 1u);
  const pattern::PatternCheckContext& ctx = m[0].context;
  EXPECT_EQ(VarName(ctx.Annotated("input")), "data");
  EXPECT_EQ(VarName(ctx.Annotated("weight")), "weight");
  EXPECT_EQ(VarName(ctx.Annotated("bias")), "bias");
  EXPECT_EQ(ctx.BoundVarOf(ctx.Annotated("root"))->name, "lv");
  // Without the bias the relu's operand is an add, not a conv.
  EXPECT_TRUE(Matches(MakeConv2dPattern(false, "relax.nn.relu"), mod).empty());
  // The op-generic maker names the operands lhs/rhs.
  std::vector<BindingMatch> g = Matches(MakeFusedBiasActivationPattern("relax.nn.conv2d", true, "relax.nn.relu"), mod);
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(VarName(g[0].context.Annotated("rhs")), "weight");
  // conv2d alone matches its own binding.
  EXPECT_EQ(Matches(MakeFusedBiasActivationPattern("relax.nn.conv2d"), mod).size(), 1u);
}

TEST(PatternsTest, BiasThroughReshapeOnlyWithAllowReshape) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 8, 6, 6), dtype="float32"), weight: R.Tensor((8, 8, 3, 3), dtype="float32"), bias: R.Tensor((8,), dtype="float32")) -> R.Tensor((1, 8, 4, 4), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(data, weight)
            lv1 = R.reshape(bias, R.shape([1, 8, 1, 1]))
            gv = R.add(lv, lv1)
            R.output(gv)
        return gv
)");
  std::vector<BindingMatch> with = Matches(MakeFusedBiasActivationPattern("relax.nn.conv2d", true, "", true), mod);
  ASSERT_EQ(with.size(), 1u);
  EXPECT_EQ(VarName(with[0].context.Annotated("bias")), "bias");
  // Without allow_reshape the bias wildcard takes the reshape call itself.
  std::vector<BindingMatch> without = Matches(MakeFusedBiasActivationPattern("relax.nn.conv2d", true), mod);
  ASSERT_EQ(without.size(), 1u);
  EXPECT_TRUE(without[0].context.Annotated("bias").is<relax::CallNode>());
}

TEST(PatternsTest, CublasCheckOnTransposedMatmulBias) {
  const std::string body =
      "            lv = R.permute_dims(w, axes=None)\n"
      "            lv1 = R.matmul(x, lv)\n"
      "            gv = R.add(lv1, b)\n";
  auto module = [&](const std::string& dtype, const std::string& bias_shape) {
    return MatmulModule("R.Tensor((32, 64), dtype=\"" + dtype + "\")", "R.Tensor((128, 64), dtype=\"" + dtype + "\")",
                        ", b: R.Tensor(" + bias_shape + ", dtype=\"" + dtype + "\")", body,
                        "R.Tensor((32, 128), dtype=\"" + dtype + "\")");
  };
  PatternWithAnnotations p = MakeMatmulPattern(true, "", true);
  std::vector<BindingMatch> f16 = Matches(p, module("float16", "(128,)"));
  ASSERT_EQ(f16.size(), 1u);
  EXPECT_EQ(VarName(f16[0].context.Annotated("rhs")), "w");
  EXPECT_TRUE(contrib::CheckCublasMatmul(f16[0].context));
  // A bias with rows is not a bias vector.
  std::vector<BindingMatch> rows = Matches(p, module("float16", "(32, 128)"));
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_FALSE(contrib::CheckCublasMatmul(rows[0].context));
  // int8 GEMM has no epilogue.
  std::vector<BindingMatch> i8 = Matches(p, module("int8", "(128,)"));
  ASSERT_EQ(i8.size(), 1u);
  EXPECT_FALSE(contrib::CheckCublasMatmul(i8[0].context));
  // float64 is not a cuBLAS dtype.
  std::vector<BindingMatch> f64 = Matches(p, module("float64", "(128,)"));
  ASSERT_EQ(f64.size(), 1u);
  EXPECT_FALSE(contrib::CheckCublasMatmul(f64[0].context));
}

TEST(PatternsTest, CublasCheckBatchAndReductionRules) {
  PatternWithAnnotations p = MakeMatmulPattern();
  auto accepted = [&](const std::string& x, const std::string& w, const std::string& out) {
    IRModule mod = MatmulModule(x, w, "", "            gv = R.matmul(x, w)\n", out);
    std::vector<BindingMatch> m = Matches(p, mod);
    EXPECT_EQ(m.size(), 1u);
    return !m.empty() && contrib::CheckCublasMatmul(m[0].context);
  };
  // rhs without batch: lhs batches fold into M.
  EXPECT_TRUE(accepted("R.Tensor((2, 32, 64), dtype=\"float32\")", "R.Tensor((64, 16), dtype=\"float32\")",
                       "R.Tensor((2, 32, 16), dtype=\"float32\")"));
  EXPECT_TRUE(accepted("R.Tensor((3, 32, 64), dtype=\"float32\")", "R.Tensor((3, 64, 16), dtype=\"float32\")",
                       "R.Tensor((3, 32, 16), dtype=\"float32\")"));
  // One-sided broadcast of a batch of one on the lhs is not supported.
  EXPECT_FALSE(accepted("R.Tensor((1, 32, 64), dtype=\"float32\")", "R.Tensor((3, 64, 16), dtype=\"float32\")",
                        "R.Tensor((3, 32, 16), dtype=\"float32\")"));
  // A symbolic batch is left to run time.
  EXPECT_TRUE(accepted("R.Tensor((\"b\", 32, 64), dtype=\"float32\")", "R.Tensor((3, 64, 16), dtype=\"float32\")",
                       "R.Tensor((\"b\", 32, 16), dtype=\"float32\")"));
  // The reduction axis must be static.
  EXPECT_FALSE(accepted("R.Tensor((32, \"k\"), dtype=\"float32\")", "R.Tensor((\"k\", 16), dtype=\"float32\")",
                        "R.Tensor((32, 16), dtype=\"float32\")"));
  // int8 needs K and N multiples of 4.
  EXPECT_TRUE(accepted("R.Tensor((32, 64), dtype=\"int8\")", "R.Tensor((64, 16), dtype=\"int8\")",
                       "R.Tensor((32, 16), dtype=\"int8\")"));
  EXPECT_FALSE(accepted("R.Tensor((32, 62), dtype=\"int8\")", "R.Tensor((62, 16), dtype=\"int8\")",
                        "R.Tensor((32, 16), dtype=\"int8\")"));
  EXPECT_FALSE(accepted("R.Tensor((32, 64), dtype=\"int8\")", "R.Tensor((64, 18), dtype=\"int8\")",
                        "R.Tensor((32, 18), dtype=\"int8\")"));
}

TEST(PatternsTest, CublasRejectsLeakingIntermediates) {
  IRModule mod = MatmulModule("R.Tensor((32, 64), dtype=\"float16\")", "R.Tensor((64, 16), dtype=\"float16\")",
                              ", b: R.Tensor((16,), dtype=\"float16\")",
                              "            lv = R.matmul(x, w)\n"
                              "            lv1 = R.add(lv, b)\n"
                              "            lv2 = R.nn.relu(lv)\n"
                              "            gv = R.add(lv1, lv2)\n",
                              "R.Tensor((32, 16), dtype=\"float16\")");
  std::vector<BindingMatch> m = Matches(MakeMatmulPattern(true), mod);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_TRUE(HasLeakingIntermediateVariables(m[0].context));
  EXPECT_FALSE(contrib::CheckCublasMatmul(m[0].context));
}

TEST(PatternsTest, ResidualBlockOnEitherSide) {
  IRModule mod = MatmulModule("R.Tensor((32, 64), dtype=\"float16\")", "R.Tensor((64, 64), dtype=\"float16\")",
                              ", b: R.Tensor((64,), dtype=\"float16\")",
                              "            lv = R.matmul(x, w)\n"
                              "            lv1 = R.add(lv, b)\n"
                              "            lv2 = R.multiply(x, lv1)\n"
                              "            gv = R.nn.relu(lv2)\n",
                              "R.Tensor((32, 64), dtype=\"float16\")");
  PatternWithAnnotations block = MakeResidualBlockPattern(MakeMatmulPattern(true), "relax.multiply", "relax.nn.relu");
  std::vector<BindingMatch> m = Matches(block, mod);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(VarName(m[0].context.Annotated("residual")), "x");
  EXPECT_EQ(VarName(m[0].context.Annotated("bias")), "b");
  EXPECT_EQ(m[0].context.matched_bindings.size(), 4u);
  EXPECT_TRUE(Matches(MakeResidualBlockPattern(MakeMatmulPattern(true), "relax.add"), mod).empty());
}

TEST(PatternsTest, AttentionFamilies) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(qkv: R.Tensor((2, 16, 96), dtype="float16"), q: R.Tensor((2, 16, 4, 8), dtype="float16"), bias: R.Tensor((2, 4, 16, 16), dtype="float16")) -> R.Tuple(R.Tensor((2, 16, 4, 8), dtype="float16"), R.Tensor((2, 16, 4, 8), dtype="float16")):
        with R.dataflow():
            lv = R.split(qkv, indices_or_sections=[32, 64], axis=2)
            lv1 = lv[0]
            lv2 = R.reshape(lv1, R.shape([2, 16, 4, 8]))
            lv3 = lv[1]
            lv4 = R.reshape(lv3, R.shape([2, 16, 4, 8]))
            lv5 = lv[2]
            lv6 = R.reshape(lv5, R.shape([2, 16, 4, 8]))
            lv7 = R.nn.attention(lv2, lv4, lv6, scale=None, causal_mask=None, window_size=None)
            lv8 = R.nn.attention(q, q, q, bias)
            gv = (lv7, lv8)
            R.output(gv)
        return gv
)");
  std::vector<BindingMatch> stacked = Matches(MakeStackedAttentionPattern("split"), mod);
  ASSERT_EQ(stacked.size(), 1u);
  const pattern::PatternCheckContext& ctx = stacked[0].context;
  EXPECT_EQ(VarName(ctx.Annotated("stacked_qkv")), "qkv");
  EXPECT_EQ(ctx.BoundVarOf(ctx.Annotated("split"))->name, "lv");
  EXPECT_TRUE(ctx.Annotated("query_reshape_list").is<relax::ShapeExprNode>());
  EXPECT_EQ(ctx.matched_bindings.size(), 8u);  // split, 3 projections, 3 reshapes, attention
  EXPECT_TRUE(Matches(MakeStackedAttentionPattern("split", false, "SBN3H"), mod).empty());
  EXPECT_TRUE(Matches(MakeStackedAttentionPattern("strided_slice"), mod).empty());
  EXPECT_THROW(MakeStackedAttentionPattern("chunk"), DiagnosticError);

  // R.nn.attention with a bias is relax.nn.attention_bias.
  std::vector<BindingMatch> plain = Matches(MakeAttentionPattern(), mod);
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_EQ(plain[0].binding->var->name, "lv7");
  std::vector<BindingMatch> biased = Matches(MakeAttentionPattern(true), mod);
  ASSERT_EQ(biased.size(), 1u);
  EXPECT_EQ(VarName(biased[0].context.Annotated("bias")), "bias");
}

TEST(PatternsTest, LayerNormRmsNormAndMatmulMultiply) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @T.prim_func(private=True)
    def rms_norm(A: T.Buffer((T.int64(4), T.int64(8)), "float16"), B: T.Buffer((T.int64(8),), "float16"), C: T.Buffer((T.int64(4), T.int64(8)), "float16")):
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor((4, 8), dtype="float16"), g: R.Tensor((8,), dtype="float16"), w: R.Tensor((8, 8), dtype="float16"), sa: R.Tensor((1,), dtype="float16"), sb: R.Tensor((1,), dtype="float16")) -> R.Tuple(R.Tensor((4, 8), dtype="float16"), R.Tensor((4, 8), dtype="float16"), R.Tensor((4, 8), dtype="float32")):
        cls = Module
        with R.dataflow():
            lv = R.nn.layer_norm(x, g, g, axes=[-1])
            lv1 = R.call_tir(cls.rms_norm, (x, g), out_sinfo=R.Tensor((4, 8), dtype="float16"))
            lv2 = R.permute_dims(w, axes=None)
            lv3 = R.matmul(x, lv2)
            lv4 = R.multiply(sa, sb)
            lv5 = R.multiply(lv3, lv4)
            lv6 = R.astype(lv5, dtype="float32")
            gv = (lv, lv1, lv6)
            R.output(gv)
        return gv
)");
  EXPECT_EQ(Matches(MakeLayerNormPattern(), mod).size(), 1u);
  std::vector<BindingMatch> rms = Matches(MakeRmsNormPattern(), mod);
  ASSERT_EQ(rms.size(), 1u);
  EXPECT_EQ(rms[0].context.Annotated("gv").as<relax::GlobalVarNode>()->name, "rms_norm");
  EXPECT_EQ(VarName(rms[0].context.Annotated("inp")), "x");
  std::vector<BindingMatch> mm = Matches(MakeMatmulMultiplyPattern(true), mod);
  ASSERT_EQ(mm.size(), 1u);
  EXPECT_EQ(VarName(mm[0].context.Annotated("scaleA")), "sa");
  EXPECT_EQ(VarName(mm[0].context.Annotated("scaleB")), "sb");
  EXPECT_EQ(VarName(mm[0].context.Annotated("rhs")), "w");
  // Without transposed_rhs the rhs wildcard takes the permute_dims call.
  std::vector<BindingMatch> plain = Matches(MakeMatmulMultiplyPattern(false), mod);
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_EQ(contrib::CallOpName(plain[0].context.Annotated("rhs")), "relax.permute_dims");
  // No relax.dequantize in the module.
  EXPECT_TRUE(Matches(MakeMatmulDequantizePattern(true), mod).empty());
}

const char* kBsnhAttention = R"(@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((2, 16, 4, 8), dtype="float32"), k: R.Tensor((2, 16, 4, 8), dtype="float32"), v: R.Tensor((2, 16, 4, 8), dtype="float32")) -> R.Tensor((2, 16, 4, 8), dtype="float32"):
        with R.dataflow():
            lv = R.permute_dims(q, axes=[0, 2, 1, 3])
            lv1 = R.reshape(lv, R.shape([8, 16, 8]))
            lv2 = R.permute_dims(k, axes=[0, 2, 1, 3])
            lv3 = R.reshape(lv2, R.shape([8, 16, 8]))
            lv4 = R.permute_dims(lv3, axes=[0, 2, 1])
            lv5 = R.matmul(lv1, lv4)
            lv6 = R.multiply(lv5, R.const(0.125, "float32"))
            lv7 = R.nn.softmax(lv6, axis=SOFTMAX_AXIS)
            lv8 = R.permute_dims(v, axes=[0, 2, 1, 3])
            lv9 = R.reshape(lv8, R.shape([8, 16, 8]))
            lv10 = R.matmul(lv7, lv9)
            lv11 = R.reshape(lv10, R.shape([2, 4, 16, 8]))
            gv = R.permute_dims(lv11, axes=[0, 2, 1, 3])
            R.output(gv)
        return gv
)";

IRModule AttentionModule(const std::string& softmax_axis) {
  std::string text = kBsnhAttention;
  text.replace(text.find("SOFTMAX_AXIS"), 12, softmax_axis);
  return ParseModule(text);
}

TEST(PatternsTest, AttentionRewriteReplacesTheOpChain) {
  IRModule mod = AttentionModule("-1");
  PatternWithRewriter p = MakeAttentionRewritePattern("BSNH", "BSNH", false, false);
  relax::Function out = pattern::RewriteCall(p.pattern, p.rewriter, GetFunc(mod));
  auto seq = out->body.as<relax::SeqExprNode>();
  ASSERT_EQ(seq->blocks.size(), 1u);
  // Everything but the attention call is dead and removed.
  ASSERT_EQ(seq->blocks[0]->bindings.size(), 1u);
  auto binding = seq->blocks[0]->bindings[0].as<relax::VarBindingNode>();
  EXPECT_EQ(binding->var->name, "gv");
  auto call = binding->value.as<relax::CallNode>();
  ASSERT_TRUE(call.defined());
  EXPECT_EQ(call->op.as<relax::OpNode>()->name, "relax.nn.attention");
  ASSERT_EQ(call->args.size(), 3u);
  EXPECT_EQ(VarName(call->args[0]), "q");
  EXPECT_EQ(VarName(call->args[1]), "k");
  EXPECT_EQ(VarName(call->args[2]), "v");
  auto scale = call->attrs->Get("scale").as<FloatImmNode>();
  ASSERT_TRUE(scale.defined());
  EXPECT_DOUBLE_EQ(scale->value, 0.125);
  EXPECT_EQ(scale->dtype, DataType::Float(32));
  EXPECT_EQ(contrib::TensorShape(binding->value)->size(), 4u);

  // A softmax over another axis is not attention: nothing changes.
  IRModule other = AttentionModule("1");
  relax::Function same = pattern::RewriteCall(p.pattern, p.rewriter, GetFunc(other));
  EXPECT_EQ(same.get(), GetFunc(other).get());
  // Inside the BSNH plumbing sits a BSH attention over (B*N, S, H): the BSH
  // rewrite takes that part (which is why cutlass tries BSNH first) and
  // keeps the outer reshape / permute_dims.
  PatternWithRewriter bsh = MakeAttentionRewritePattern("BSH", "BSH", false, false);
  relax::Function inner = pattern::RewriteCall(bsh.pattern, bsh.rewriter, GetFunc(mod));
  std::vector<std::string> ops;
  for (const relax::Binding& b : inner->body.as<relax::SeqExprNode>()->blocks[0]->bindings) {
    ops.push_back(contrib::CallOpName(b.as<relax::VarBindingNode>()->value));
  }
  EXPECT_NE(std::find(ops.begin(), ops.end(), "relax.nn.attention"), ops.end());
  EXPECT_EQ(ops.back(), "relax.permute_dims");
  EXPECT_EQ(std::find(ops.begin(), ops.end(), "relax.nn.softmax"), ops.end());
  // with_cast expects astype around the scale and the softmax.
  PatternWithRewriter cast = MakeAttentionRewritePattern("BSNH", "BSNH", false, true);
  EXPECT_EQ(pattern::RewriteCall(cast.pattern, cast.rewriter, GetFunc(mod)).get(), GetFunc(mod).get());
  EXPECT_THROW(MakeAttentionRewritePattern("SBNH", "BSNH", false, false), DiagnosticError);
}

// testdata/models/attention.py's main: the heads stay an axis and the
// matmuls are 4-D (no reshape to B*N), k transposed by one permute_dims.
const char* kHeadsAxisAttention = R"(@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, "s", 8, 64), dtype="float16"), k: R.Tensor((1, "s", 8, 64), dtype="float16"), v: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        with R.dataflow():
            lv: R.Tensor((1, 8, s, 64), dtype="float16") = R.permute_dims(q, axes=[0, 2, 1, 3])
            lv1: R.Tensor((1, 8, 64, s), dtype="float16") = R.permute_dims(k, axes=K_AXES)
            lv2: R.Tensor((1, 8, s, s), dtype="float16") = R.matmul(lv, lv1, out_dtype="void")
            lv3: R.Tensor((1, 8, s, s), dtype="float16") = R.multiply(lv2, R.const(0.125, "float16"))
            lv4: R.Tensor((1, 8, s, s), dtype="float16") = R.nn.softmax(lv3, axis=-1)
            lv5: R.Tensor((1, 8, s, 64), dtype="float16") = R.permute_dims(v, axes=[0, 2, 1, 3])
            lv6: R.Tensor((1, 8, s, 64), dtype="float16") = R.matmul(lv4, lv5, out_dtype="void")
            gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.permute_dims(lv6, axes=[0, 2, 1, 3])
            R.output(gv)
        return gv
)";

IRModule HeadsAxisAttention(const std::string& k_axes) {
  std::string text = kHeadsAxisAttention;
  text.replace(text.find("K_AXES"), 6, k_axes);
  return ParseModule(text);
}

TEST(PatternsTest, AttentionRewriteTakesTheHeadsAxisForm) {
  IRModule mod = HeadsAxisAttention("[0, 2, 3, 1]");
  PatternWithRewriter p = MakeAttentionRewritePattern("BSNH", "BSNH", false, false);
  relax::Function out = pattern::RewriteCall(p.pattern, p.rewriter, GetFunc(mod));
  auto seq = out->body.as<relax::SeqExprNode>();
  ASSERT_EQ(seq->blocks[0]->bindings.size(), 1u);
  auto call = seq->blocks[0]->bindings[0].as<relax::VarBindingNode>()->value.as<relax::CallNode>();
  ASSERT_TRUE(call.defined());
  EXPECT_EQ(call->op.as<relax::OpNode>()->name, "relax.nn.attention");
  ASSERT_EQ(call->args.size(), 3u);
  EXPECT_EQ(VarName(call->args[0]), "q");
  EXPECT_EQ(VarName(call->args[1]), "k");
  EXPECT_EQ(VarName(call->args[2]), "v");
  EXPECT_DOUBLE_EQ(call->attrs->Get("scale").as<FloatImmNode>()->value, 0.125);
  // The BSH rewrites never take it (a 4-D matmul is not BSH).
  PatternWithRewriter bsh = MakeAttentionRewritePattern("BSH", "BSH", false, false);
  EXPECT_EQ(pattern::RewriteCall(bsh.pattern, bsh.rewriter, GetFunc(mod)).get(), GetFunc(mod).get());
  // k permuted like q is q @ k, not q @ k^T: not attention.
  IRModule wrong = HeadsAxisAttention("[0, 2, 1, 3]");
  EXPECT_EQ(pattern::RewriteCall(p.pattern, p.rewriter, GetFunc(wrong)).get(), GetFunc(wrong).get());
}

}  // namespace
}  // namespace backend
}  // namespace rlx
