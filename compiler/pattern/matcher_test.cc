#include "compiler/pattern/matcher.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/pattern/pattern_test_util.h"

namespace rlx {
namespace pattern {
namespace {

using testing::BoundValue;
using testing::GetFunc;
using testing::ParseModule;

const char* kConvBiasRelu = R"(@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 64, 56, 56), dtype="float32"), weight: R.Tensor((64, 64, 3, 3), dtype="float32"), bias: R.Tensor((1, 64, 1, 1), dtype="float32")) -> R.Tensor((1, 64, 54, 54), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(data, weight, strides=[1, 1], padding=[0, 0, 0, 0], data_layout="NCHW", kernel_layout="OIHW")
            lv1 = R.add(bias, lv)
            lv2 = R.nn.relu(lv1)
            lv3 = R.nn.gelu(lv1)
            gv = R.add(lv2, lv3)
            R.output(gv)
        return gv
)";

struct Fixture {
  explicit Fixture(const char* text) : mod(ParseModule(text)), main(GetFunc(mod)), var2val(AnalyzeVar2Value(main)) {}
  IRModule mod;
  relax::Function main;
  VarBindings var2val;
};

TEST(MatcherTest, ConvBiasReluFollowsBindingsAndSwapsAddArguments) {
  Fixture f(kConvBiasRelu);
  DFPattern data = Wildcard(), weight = Wildcard(), bias = Wildcard();
  DFPattern conv = IsOp("relax.nn.conv2d")({data, weight});
  DFPattern add = IsOp("relax.add")({conv, bias});
  DFPattern relu = IsOp("relax.nn.relu")({add});

  relax::Expr value = BoundValue(f.main, "lv2");
  std::optional<MatchResult> m = ExtractMatchedExpr(relu, value, &f.var2val);
  ASSERT_TRUE(m.has_value());
  // add(bias, lv) matched add(conv, bias) through commutativity.
  EXPECT_EQ(m->Get(data).as<relax::VarNode>()->name, "data");
  EXPECT_EQ(m->Get(weight).as<relax::VarNode>()->name, "weight");
  EXPECT_EQ(m->Get(bias).as<relax::VarNode>()->name, "bias");
  EXPECT_TRUE(m->Get(conv).same_as(BoundValue(f.main, "lv")));
  EXPECT_TRUE(m->Get(relu).same_as(value));
  // Inner matches are confirmed before the patterns that contain them.
  EXPECT_EQ(m->entries().back().first, relu);

  // Without the bindings the arguments are plain variables: no match.
  EXPECT_FALSE(MatchExpr(relu, value));
  // gelu is not relu.
  EXPECT_FALSE(MatchExpr(relu, BoundValue(f.main, "lv3"), &f.var2val));
}

TEST(MatcherTest, SharedSubPatternMustMatchTheSameExpression) {
  Fixture f(R"(@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((4,), dtype="float32"), b: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv = R.add(a, a)
            lv1 = R.add(a, b)
            gv = R.multiply(lv, lv1)
            R.output(gv)
        return gv
)");
  DFPattern x = Wildcard();
  DFPattern same = IsOp("relax.add")({x, x});
  EXPECT_TRUE(MatchExpr(same, BoundValue(f.main, "lv"), &f.var2val));
  EXPECT_FALSE(MatchExpr(same, BoundValue(f.main, "lv1"), &f.var2val));
  // Named variable patterns look at parameters.
  DFPattern named = IsOp("relax.add")({IsVar("a"), IsVar("b")});
  EXPECT_TRUE(MatchExpr(named, BoundValue(f.main, "lv1"), &f.var2val));
  EXPECT_FALSE(MatchExpr(named, BoundValue(f.main, "lv"), &f.var2val));
  // A bound dataflow variable is jumped through, so a var pattern no longer
  // sees it (TVM behaves the same).
  DFPattern over_vars = IsOp("relax.multiply")({IsDataflowVar(), Wildcard()});
  EXPECT_TRUE(MatchExpr(over_vars, BoundValue(f.main, "gv")));
  EXPECT_FALSE(MatchExpr(over_vars, BoundValue(f.main, "gv"), &f.var2val));
}

TEST(MatcherTest, OrAndNotAlternativesForgetFailedMatches) {
  Fixture f(kConvBiasRelu);
  DFPattern inner = Wildcard();
  DFPattern act = IsOp("relax.nn.relu")({inner}) | IsOp("relax.nn.gelu")({inner});
  std::optional<MatchResult> m = ExtractMatchedExpr(act, BoundValue(f.main, "lv3"), &f.var2val);
  ASSERT_TRUE(m.has_value());
  EXPECT_TRUE(m->Get(inner).same_as(BoundValue(f.main, "lv1")));
  EXPECT_EQ(m->size(), 4u);  // gelu op, inner, gelu call, the Or

  DFPattern not_relu = Wildcard() & ~IsOp("relax.nn.relu")({Wildcard()});
  EXPECT_TRUE(MatchExpr(not_relu, BoundValue(f.main, "lv3"), &f.var2val));
  EXPECT_FALSE(MatchExpr(not_relu, BoundValue(f.main, "lv2"), &f.var2val));
}

TEST(MatcherTest, AttributeConstraintsOnCallsAndOps) {
  Fixture f(kConvBiasRelu);
  relax::Expr conv = BoundValue(f.main, "lv");
  DFPattern nchw = IsOp("relax.nn.conv2d")({Wildcard(), Wildcard()})
                       .HasAttr({{"data_layout", AttrStr("NCHW")}, {"strides", AttrInts({1, 1})}});
  EXPECT_TRUE(MatchExpr(nchw, conv));
  DFPattern nhwc = IsOp("relax.nn.conv2d")({Wildcard(), Wildcard()}).HasAttr({{"data_layout", AttrStr("NHWC")}});
  EXPECT_FALSE(MatchExpr(nhwc, conv));
  DFPattern strides2 = IsOp("relax.nn.conv2d")({Wildcard(), Wildcard()}).HasAttr({{"strides", AttrInts({2, 2})}});
  EXPECT_FALSE(MatchExpr(strides2, conv));
  DFPattern no_such = IsOp("relax.nn.conv2d")({Wildcard(), Wildcard()}).HasAttr({{"no_such_attr", AttrInt(1)}});
  EXPECT_FALSE(MatchExpr(no_such, conv));

  // Op attributes come from the operator registry: relu is elementwise (0).
  DFPattern elemwise_op = Wildcard().HasAttr({{"TOpPattern", AttrInt(0)}});
  DFPattern any_elemwise = CallPattern(elemwise_op, {Wildcard()});
  EXPECT_TRUE(MatchExpr(any_elemwise, BoundValue(f.main, "lv2")));
  EXPECT_FALSE(MatchExpr(any_elemwise, conv, nullptr));
}

TEST(MatcherTest, DtypeShapeAndStructInfoConstraints) {
  Fixture f(kConvBiasRelu);
  relax::Expr relu = BoundValue(f.main, "lv2");
  EXPECT_TRUE(MatchExpr(Wildcard().HasDtype("float32"), relu));
  EXPECT_FALSE(MatchExpr(Wildcard().HasDtype("float16"), relu));
  EXPECT_TRUE(MatchExpr(HasDtype("float32", IsOp("relax.nn.relu")({Wildcard()})), relu));
  EXPECT_TRUE(MatchExpr(Wildcard().HasShape(std::vector<int64_t>{1, 64, 54, 54}), relu));
  EXPECT_FALSE(MatchExpr(Wildcard().HasShape(std::vector<int64_t>{1, 64, 56, 56}), relu));
  // Constraints on an argument: the weight parameter is 64x64x3x3.
  DFPattern conv_3x3 = IsOp("relax.nn.conv2d")({Wildcard(), Wildcard().HasShape(std::vector<int64_t>{64, 64, 3, 3})});
  EXPECT_TRUE(MatchExpr(conv_3x3, BoundValue(f.main, "lv")));
  relax::StructInfo rank4 = relax::TensorSInfoNdim(DataType::Float(32), 4);
  relax::StructInfo rank2 = relax::TensorSInfoNdim(DataType::Float(32), 2);
  EXPECT_TRUE(MatchExpr(Wildcard().HasStructInfo(rank4), relu));
  EXPECT_FALSE(MatchExpr(Wildcard().HasStructInfo(rank2), relu));
}

TEST(MatcherTest, MatmulAddGeluWithTransposedWeight) {
  Fixture f(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((32, 64), dtype="float16"), w: R.Tensor((128, 64), dtype="float16"), b: R.Tensor((128,), dtype="float16")) -> R.Tensor((32, 128), dtype="float16"):
        with R.dataflow():
            lv = R.permute_dims(w, axes=None)
            lv1 = R.matmul(x, lv, out_dtype="void")
            lv2 = R.add(lv1, b)
            gv = R.nn.gelu(lv2)
            R.output(gv)
        return gv
)");
  DFPattern lhs = Wildcard(), rhs = Wildcard(), bias = Wildcard();
  DFPattern mm = IsOp("relax.matmul")({lhs, IsOp("relax.permute_dims")({rhs})});
  DFPattern pat = IsOp("relax.nn.gelu")({IsOp("relax.add")({mm, bias})});
  std::optional<MatchResult> m = ExtractMatchedExpr(pat, BoundValue(f.main, "gv"), &f.var2val);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->Get(rhs).as<relax::VarNode>()->name, "w");
  EXPECT_EQ(m->Get(bias).as<relax::VarNode>()->name, "b");
  // Without the transpose in the pattern, rhs would be the permute_dims call.
  DFPattern plain = IsOp("relax.matmul")({Wildcard(), IsOp("relax.matmul")({Wildcard(), Wildcard()})});
  EXPECT_FALSE(MatchExpr(plain, BoundValue(f.main, "lv1"), &f.var2val));
}

TEST(MatcherTest, AttentionLayerNormAndCallTir) {
  Fixture f(R"(@I.ir_module
class Module:
    @T.prim_func(private=True)
    def rms_norm_kernel(A: T.Buffer((T.int64(2), T.int64(8)), "float32"), B: T.Buffer((T.int64(8),), "float32"), C: T.Buffer((T.int64(2), T.int64(8)), "float32")):
        T.evaluate(0)

    @R.function
    def main(q: R.Tensor((2, 16, 4, 8), dtype="float16"), k: R.Tensor((2, 16, 4, 8), dtype="float16"), v: R.Tensor((2, 16, 4, 8), dtype="float16"), x: R.Tensor((2, 8), dtype="float32"), g: R.Tensor((8,), dtype="float32"), b: R.Tensor((8,), dtype="float32")) -> R.Tuple(R.Tensor((2, 16, 4, 8), dtype="float16"), R.Tensor((2, 8), dtype="float32"), R.Tensor((2, 8), dtype="float32")):
        cls = Module
        with R.dataflow():
            lv = R.nn.attention(q, k, v, scale=None, causal_mask=None, window_size=None)
            lv1 = R.nn.layer_norm(x, g, b, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv2 = R.call_tir(cls.rms_norm_kernel, (x, g), out_sinfo=R.Tensor((2, 8), dtype="float32"))
            gv = (lv, lv1, lv2)
            R.output(gv)
        return gv
)");
  DFPattern q = Wildcard(), k = Wildcard(), v = Wildcard();
  DFPattern attn = IsOp("relax.nn.attention")({q, k, v});
  std::optional<MatchResult> m = ExtractMatchedExpr(attn, BoundValue(f.main, "lv"), &f.var2val);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->Get(k).as<relax::VarNode>()->name, "k");
  EXPECT_FALSE(MatchExpr(IsOp("relax.nn.attention_bias")({q, k, v, Wildcard()}), BoundValue(f.main, "lv")));

  DFPattern ln = IsOp("relax.nn.layer_norm")({Wildcard(), Wildcard(), Wildcard()});
  EXPECT_TRUE(MatchExpr(ln, BoundValue(f.main, "lv1")));
  EXPECT_FALSE(MatchExpr(IsOp("relax.nn.layer_norm")({Wildcard(), Wildcard()}), BoundValue(f.main, "lv1")));
  // A prefix of the arguments with varg_default_wildcard.
  EXPECT_TRUE(MatchExpr(IsOp("relax.nn.layer_norm").Call({Wildcard()}, true), BoundValue(f.main, "lv1")));

  // GlobalVarPattern matches names that contain the given text.
  DFPattern inp = Wildcard(), weight = Wildcard();
  DFPattern rms = IsCallTIR("rms_norm", {inp, weight});
  std::optional<MatchResult> r = ExtractMatchedExpr(rms, BoundValue(f.main, "lv2"), &f.var2val);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->Get(weight).as<relax::VarNode>()->name, "g");
  EXPECT_FALSE(MatchExpr(IsCallTIR("softmax", {inp, weight}), BoundValue(f.main, "lv2")));
  EXPECT_TRUE(MatchExpr(IsCallTIR("", {}, /*any_args=*/true), BoundValue(f.main, "lv2")));

  // Tuples, ordered and unordered.
  DFPattern tup = IsTuple({attn, ln, rms});
  EXPECT_TRUE(MatchExpr(tup, BoundValue(f.main, "gv"), &f.var2val));
  EXPECT_FALSE(MatchExpr(IsTuple({ln, attn, rms}), BoundValue(f.main, "gv"), &f.var2val));
  EXPECT_TRUE(MatchExpr(IsTuple({IsOp("relax.nn.layer_norm")({Wildcard(), Wildcard(), Wildcard()}),
                                 IsCallTIR("rms", {}, true), IsOp("relax.nn.attention")({q, k, v})},
                                /*unordered=*/true),
                        BoundValue(f.main, "gv"), &f.var2val));
}

TEST(MatcherTest, SplitTupleGetItemShapesAndAliases) {
  Fixture f(R"(@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((16, 32), dtype="float32")) -> R.Tensor((16, 16), dtype="float32"):
        with R.dataflow():
            lv = R.split(inp, indices_or_sections=[16], axis=1)
            lv1 = lv[0]
            lv2 = lv[1]
            lv3 = R.add(lv1, lv2)
            lv4 = lv3
            lv5 = R.reshape(lv4, R.shape([16, 16]))
            gv = R.nn.relu(lv5)
            R.output(gv)
        return gv
)");
  DFPattern split = IsOp("relax.split")({Wildcard()});
  DFPattern add = IsOp("relax.add")({IsTupleGetItem(split, 0), IsTupleGetItem(split, 1)});
  EXPECT_TRUE(MatchExpr(add, BoundValue(f.main, "lv3"), &f.var2val));
  EXPECT_TRUE(MatchExpr(IsOp("relax.add")({IsTupleGetItem(split), IsTupleGetItem(split)}), BoundValue(f.main, "lv3"),
                        &f.var2val));
  EXPECT_FALSE(MatchExpr(IsOp("relax.add")({IsTupleGetItem(split, 0), IsTupleGetItem(split, 0)}),
                         BoundValue(f.main, "lv3"), &f.var2val));
  // reshape(add(...), shape) through the alias lv4 = lv3.
  DFPattern reshape = IsOp("relax.reshape")({add, IsShape(std::vector<int64_t>{16, 16})});
  EXPECT_TRUE(MatchExpr(IsOp("relax.nn.relu")({reshape}), BoundValue(f.main, "gv"), &f.var2val));
  EXPECT_FALSE(MatchExpr(IsOp("relax.reshape")({add, IsShape(std::vector<int64_t>{8, 32})}), BoundValue(f.main, "lv5"),
                         &f.var2val));
}

TEST(MatcherTest, ExprPatternAndPrinting) {
  Fixture f(kConvBiasRelu);
  relax::Var data = f.main->params[0];
  DFPattern conv_of_data = IsOp("relax.nn.conv2d")({IsExpr(data), Wildcard()});
  EXPECT_TRUE(MatchExpr(conv_of_data, BoundValue(f.main, "lv")));
  DFPattern conv_of_weight = IsOp("relax.nn.conv2d")({IsExpr(f.main->params[1]), Wildcard()});
  EXPECT_FALSE(MatchExpr(conv_of_weight, BoundValue(f.main, "lv")));
  DFPattern p = IsOp("relax.nn.relu")({IsOp("relax.add")({Wildcard(), IsConst()})}) | Wildcard().HasDtype("float16");
  EXPECT_EQ(p.ToString(), "(relax.nn.relu(relax.add(*, const)) | *.has_dtype(float16))");
  EXPECT_EQ(IsTupleGetItem(IsOp("relax.split").Call({}, true), 1).ToString(), "relax.split(...)[1]");
}

TEST(MatcherTest, AttrValueComparison) {
  EXPECT_TRUE(AttrValueMatches(AttrInt(3), Int32(3)));
  EXPECT_FALSE(AttrValueMatches(AttrInt(3), Int64(4)));
  EXPECT_TRUE(AttrValueMatches(AttrStr("NCHW"), Make<StringImmNode>("NCHW")));
  EXPECT_FALSE(AttrValueMatches(AttrStr("NCHW"), AttrInt(1)));
  EXPECT_TRUE(AttrValueMatches(AttrInts({1, 2}), AttrInts({1, 2})));
  EXPECT_FALSE(AttrValueMatches(AttrInts({1, 2}), AttrInts({1, 2, 3})));
  EXPECT_TRUE(AttrValueMatches(AttrFloat(0.5), MakeFloatImm(DataType::Float(32), 0.5)));
}

}  // namespace
}  // namespace pattern
}  // namespace rlx
