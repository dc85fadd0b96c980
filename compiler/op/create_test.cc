#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

TEST(FullTest, ShapeAndDtype) {
  TirVar n = SymVar("n");
  relax::Var v = Tensor("v", {}, I32());
  EXPECT_EQ(InferStr(MakeCall("relax.full", {Shape({I(2), n}), v})), "R.Tensor((2, n), dtype=\"int32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.full", {Shape({I(2)}), v}, {{"dtype", AStr("float16")}})),
            "R.Tensor((2,), dtype=\"float16\")");
  relax::Var s = ShapeVarNdim("s", 3);
  auto out = Infer(MakeCall("relax.full", {s, v})).cast<relax::TensorStructInfoNode>();
  EXPECT_EQ(out->shape.get(), s.get());
  EXPECT_EQ(InferError(MakeCall("relax.full", {Shape({I(2)}), Tensor("w", {I(1)})})),
            "Full requires the input fill value to be zero rank Tensor. However, the given one is R.Tensor((1,), "
            "dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.full", {v, v})),
            "Full requires the input shape to be a Shape. However, the given one is R.Tensor((), dtype=\"int32\")");
  EXPECT_EQ(InferError(MakeCall("relax.full", {Shape({I(2)})})), "Full op should have 2 arguments");
}

TEST(FullTest, LikeForms) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::Var v = Tensor("v", {}, F32());
  EXPECT_EQ(InferStr(MakeCall("relax.full_like", {x, v})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.full_like", {x, v}, {{"dtype", AStr("int8")}})),
            "R.Tensor((2, 3), dtype=\"int8\")");
  EXPECT_EQ(InferError(MakeCall("relax.full_like", {x, x})),
            "FullLike requires the input fill value to be zero rank Tensor. However, the given one has ndim2");
  EXPECT_EQ(InferStr(MakeCall("relax.zeros_like", {x})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.ones_like", {TensorNdim("y", 2)}, {{"dtype", AStr("bool")}})),
            "R.Tensor(dtype=\"bool\", ndim=2)");
}

TEST(OnesZerosTest, RequireDtype) {
  EXPECT_EQ(InferStr(MakeCall("relax.ones", {Shape({I(4)})}, {{"dtype", AStr("float32")}})),
            "R.Tensor((4,), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.zeros", {Shape({})}, {{"dtype", AStr("int64")}})),
            "R.Tensor((), dtype=\"int64\")");
  EXPECT_EQ(InferError(MakeCall("relax.zeros", {Shape({I(4)})})),
            "Op(relax.zeros) requires the attribute `dtype`, but it is not given");
  EXPECT_EQ(InferError(MakeCall("relax.ones", {Tensor("x", {I(2)})}, {{"dtype", AStr("float32")}})),
            "Ones/Zeros requires the input shape to be a Shape. However, the given one is R.Tensor((2,), "
            "dtype=\"float32\")");
}

TEST(EyeTest, ShapesAndNormalization) {
  TirVar n = SymVar("n");
  EXPECT_EQ(InferStr(MakeCall("relax.eye", {PrimValue(n), PrimValue(3), PrimValue(0)})),
            "R.Tensor((n, 3), dtype=\"float32\")");
  relax::Call short_form = MakeCall("relax.eye", {PrimValue(4)}, {{"dtype", AStr("int32")}});
  relax::Call full = Def("relax.eye").normalize(short_form);
  EXPECT_EQ(full->args.size(), 3u);
  EXPECT_EQ(InferStr(full), "R.Tensor((4, 4), dtype=\"int32\")");
  EXPECT_EQ(InferError(short_form), "Eye op should have 3 arguments: n, m, and k, but got 1 arguments");
  EXPECT_EQ(InferStr(MakeCall("relax.eye_like", {Tensor("x", {I(3), I(5)}), PrimValue(1)})),
            "R.Tensor((3, 5), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.eye_like", {Tensor("x", {I(3)}), PrimValue(1)})),
            "Eye_like expects the input tensor to be 2-dimensional, but got 1 dimensions");
}

TEST(ArangeTest, ElementCounts) {
  TirVar n = SymVar("n");
  auto arange = [](std::vector<relax::Expr> args, const AttrList& attrs = {}) {
    relax::Call call = MakeCall("relax.arange", std::move(args), attrs);
    return InferStr(Def("relax.arange").normalize(call));
  };
  EXPECT_EQ(arange({PrimValue(10)}), "R.Tensor((10,), dtype=\"int64\")");
  EXPECT_EQ(arange({PrimValue(2), PrimValue(11), PrimValue(3)}), "R.Tensor((3,), dtype=\"int64\")");
  EXPECT_EQ(arange({PrimValue(10), PrimValue(0), PrimValue(-3)}), "R.Tensor((4,), dtype=\"int64\")");
  EXPECT_EQ(arange({PrimValue(MakeFloatImm(F32(), 0.0)), PrimValue(MakeFloatImm(F32(), 1.0)),
                    PrimValue(MakeFloatImm(F32(), 0.25))}),
            "R.Tensor((4,), dtype=\"float32\")");
  EXPECT_EQ(arange({PrimValue(0), PrimValue(n)}, {{"dtype", AStr("int32")}}), "R.Tensor((n,), dtype=\"int32\")");
  EXPECT_EQ(InferError(MakeCall("relax.arange", {PrimValue(0), Tensor("t", {}), PrimValue(1)})),
            "Arange expects the `end` to be a PrimExpr, but got t");
}

TEST(TrilTriuTest, NeedTwoDims) {
  relax::Var x = Tensor("x", {I(2), I(3), I(3)});
  EXPECT_EQ(Infer(MakeCall("relax.tril", {x, PrimValue(0)})).get(), x->struct_info().get());
  EXPECT_EQ(InferStr(MakeCall("relax.triu", {TensorNdim("y", -1), PrimValue(1)})), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.triu", {Tensor("v", {I(3)}), PrimValue(0)})),
            "Op(relax.triu) requires the input tensor to have at least two dimensions. However, the given input has 1 "
            "dimension(s).");
  EXPECT_EQ(InferError(MakeCall("relax.tril", {x})),
            "Operator Op(relax.tril) expects 2 arguments, but was called with 1 arguments");
}

}  // namespace
}  // namespace op
}  // namespace rlx
