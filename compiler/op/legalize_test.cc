// CallTE and the legalization slot, with a recording LegalizeContext: the
// placeholders, symbolic variables, tir_vars and out struct info TVM's
// call_te produces, and the per-op legalizations' refusals.
#include "compiler/op/legalize.h"

#include <gtest/gtest.h>

#include "compiler/op/infer_util.h"
#include "compiler/op/op_test_util.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"
#include "compiler/topi/broadcast.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

class RecordingContext : public LegalizeContext {
 public:
  relax::GlobalVar AddPrimFunc(const tir::PrimFunc& func, const std::string& name_hint) override {
    funcs.emplace_back(name_hint, func);
    return Make<relax::GlobalVarNode>(name_hint);
  }
  relax::Expr LookupBinding(const relax::Var&) const override { return relax::Expr(); }
  relax::Var Emit(const relax::Expr& value) override {
    auto get = value.cast<relax::TupleGetItemNode>();
    auto tuple = GetStructInfo(get->tuple).cast<relax::TupleStructInfoNode>();
    relax::Var v = relax::MakeVar("emitted", tuple->fields[get->index]);
    emitted.push_back(value);
    return v;
  }
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs;
  std::vector<relax::Expr> emitted;
};

relax::Call Typed(relax::Call c) {
  c->SetStructInfo(Infer(c));
  return c;
}

TEST(CallTE, PlaceholdersAreLetteredAndTheKernelIsPrivate) {
  RecordingContext ctx;
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::Var y = Tensor("y", {I(3)});
  relax::Expr out = CallTE1(ctx, "add", [&](TEArgs& a) {
    te::Tensor tx = a.Tensor(x);
    te::Tensor ty = a.Tensor(y);
    EXPECT_EQ(tx.name(), "A");
    EXPECT_EQ(ty.name(), "B");
    return topi::Add(tx, ty);
  });
  ASSERT_EQ(ctx.funcs.size(), 1u);
  const tir::PrimFunc& f = ctx.funcs[0].second;
  EXPECT_TRUE(f->is_private);
  EXPECT_FALSE(f->attrs->Has("global_symbol"));
  EXPECT_TRUE(f->attrs->Has("tir.noalias"));
  auto call = out.cast<relax::CallNode>();
  EXPECT_EQ(call->op.cast<relax::OpNode>()->name, "relax.call_tir");
  ASSERT_EQ(call->args.size(), 2u);  // no tir_vars
  auto args = call->args[1].cast<relax::TupleNode>();
  ASSERT_EQ(args->fields.size(), 2u);
  EXPECT_EQ(args->fields[0].get(), x.get());
  EXPECT_EQ(SInfoToString(GetStructInfo(call)), "R.Tensor((2, 3), dtype=\"float32\")");
}

TEST(CallTE, SymbolicVariablesAreRenamedAndMappedBack) {
  RecordingContext ctx;
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {te::Mul(n, I(2))});
  relax::Expr out = CallTE1(ctx, "double_reshape", [&](TEArgs& a) {
    te::Tensor t = a.Tensor(x);
    // The placeholder's shape uses the PrimFunc's own n.
    TirVar inner = te::UsedVars(t.shape()[0]).at(0);
    EXPECT_EQ(inner->name, "n");
    EXPECT_NE(inner.get(), n.get());
    PrimExpr count = a.Prim(n);
    EXPECT_EQ(count.get(), inner.get());
    return te::compute(
        {te::Add(count, Int64(1))}, [&](const std::vector<TirVar>& i) { return t(i); }, "T_head");
  });
  auto call = out.cast<relax::CallNode>();
  // n is no buffer dimension by itself (only n * 2 and n + 1 are): it is
  // passed as tir_vars.
  ASSERT_EQ(call->args.size(), 3u);
  auto tir_vars = call->args[2].cast<relax::ShapeExprNode>();
  ASSERT_EQ(tir_vars->values.size(), 1u);
  EXPECT_EQ(tir_vars->values[0].get(), n.get());
  const tir::PrimFunc& f = ctx.funcs[0].second;
  ASSERT_EQ(f->params.size(), 3u);
  EXPECT_EQ(f->params[2]->name, "n");
  EXPECT_NE(f->params[2].get(), n.get());
  // The out struct info is in the caller's variables.
  auto t = GetStructInfo(call).cast<relax::TensorStructInfoNode>();
  EXPECT_EQ(te::UsedVars(t->GetShapeValues()->at(0)).at(0).get(), n.get());
}

TEST(CallTE, SeveralOutputsMakeATupleStructInfo) {
  RecordingContext ctx;
  relax::Var x = Tensor("x", {I(4)});
  relax::Expr out = CallTE(ctx, "pair", [&](TEArgs& a) {
    te::Tensor t = a.Tensor(x);
    te::Tensor p = te::compute(
        t.shape(), [&](const std::vector<TirVar>& i) { return te::Exp(t(i)); }, "P");
    te::Tensor q = te::compute(
        t.shape(), [&](const std::vector<TirVar>& i) { return te::Log(t(i)); }, "Q");
    return std::vector<te::Tensor>{p, q};
  });
  EXPECT_EQ(SInfoToString(GetStructInfo(out)),
            "R.Tuple(R.Tensor((4,), dtype=\"float32\"), R.Tensor((4,), dtype=\"float32\"))");
  EXPECT_EQ(ctx.funcs[0].second->params.size(), 3u);
}

TEST(Legalize, ScalarConstantsAndShapeKnowledge) {
  EXPECT_TRUE(KnowAllShapeValues(relax::TensorSInfo({I(2)}, F32())));
  EXPECT_FALSE(KnowAllShapeValues(relax::TensorSInfoNdim(F32(), 2)));
  EXPECT_FALSE(KnowAllShapeValues(relax::TupleSInfo({relax::TensorSInfoNdim(F32(), 1)})));
  EXPECT_TRUE(KnowAllShapeValues(relax::PrimSInfo(I64())));
  EXPECT_FALSE(KnowAllShapeValues(relax::ObjectSInfo()));
  relax::Expr c = Make<relax::ConstantNode>(NDArray::Scalar(2.5, F16()));
  PrimExpr v = ScalarConstant(c);
  ASSERT_TRUE(v.defined());
  EXPECT_EQ(v->dtype, F16());
  EXPECT_EQ(v.as<FloatImmNode>()->value, 2.5);
  EXPECT_FALSE(ScalarConstant(Make<relax::ConstantNode>(NDArray::Zeros({2}, F32()))).defined());
  int64_t seven = 0;
  EXPECT_TRUE(AsConstInt(ScalarConstant(PrimValue(7)), &seven));
  EXPECT_EQ(seven, 7);
}

TEST(Legalize, RefusalsReturnTheCallItself) {
  RecordingContext ctx;
  // A split into sections that do not divide the axis.
  relax::Call split =
      Typed(MakeCall("relax.split", {Tensor("x", {I(5)})}, {{"indices_or_sections", AInt(2)}, {"axis", AInt(0)}}));
  EXPECT_EQ(Def("relax.split").legalize(split, ctx).get(), split.get());
  // A pad mode TOPI's constant pad does not implement.
  relax::Call pad = Typed(
      MakeCall("relax.nn.pad", {Tensor("x", {I(2)})}, {{"pad_width", AInts({1, 1})}, {"pad_mode", AStr("reflect")}}));
  EXPECT_EQ(Def("relax.nn.pad").legalize(pad, ctx).get(), pad.get());
  EXPECT_TRUE(ctx.funcs.empty());
}

TEST(Legalize, TupleVariableOfConcatIsTakenApart) {
  RecordingContext ctx;
  relax::Var t = relax::MakeVar(
      "t", relax::TupleSInfo({relax::TensorSInfo({I(1), I(2)}, F32()), relax::TensorSInfo({I(3), I(2)}, F32())}));
  relax::Call concat = Typed(MakeCall("relax.concat", {t}, {{"axis", AInt(0)}}));
  relax::Expr out = Def("relax.concat").legalize(concat, ctx);
  ASSERT_EQ(ctx.emitted.size(), 2u);
  EXPECT_EQ(ctx.emitted[1].cast<relax::TupleGetItemNode>()->index, 1);
  EXPECT_EQ(SInfoToString(GetStructInfo(out)), "R.Tensor((4, 2), dtype=\"float32\")");
  EXPECT_EQ(ctx.funcs[0].first, "concatenate");
}

}  // namespace
}  // namespace op
}  // namespace rlx
