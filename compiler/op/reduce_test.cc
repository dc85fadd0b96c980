#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

std::string Sum(const relax::Expr& x, ObjectRef axis, bool keepdims = false) {
  AttrList attrs = {{"keepdims", ABool(keepdims)}};
  if (axis.defined()) attrs.push_back({"axis", axis});
  return InferStr(MakeCall("relax.sum", {x}, attrs));
}

TEST(ReduceTest, AxesAndKeepdims) {
  relax::Var x = Tensor("x", {I(2), I(3), I(4)});
  EXPECT_EQ(Sum(x, AInts({1})), "R.Tensor((2, 4), dtype=\"float32\")");
  EXPECT_EQ(Sum(x, AInts({1}), true), "R.Tensor((2, 1, 4), dtype=\"float32\")");
  EXPECT_EQ(Sum(x, AInts({0, 2})), "R.Tensor((3,), dtype=\"float32\")");
  EXPECT_EQ(Sum(x, ObjectRef()), "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(Sum(x, ObjectRef(), true), "R.Tensor((1, 1, 1), dtype=\"float32\")");
  EXPECT_EQ(Sum(x, AInts({})), "R.Tensor((2, 3, 4), dtype=\"float32\")");
  // Negative axes count from the end; a single int is a one-element list.
  EXPECT_EQ(Sum(x, AInts({-1})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(Sum(x, AInt(-2), true), "R.Tensor((2, 1, 4), dtype=\"float32\")");
  // Attributes not given take the registered defaults (axis=None, keepdims=False).
  EXPECT_EQ(InferStr(MakeCall("relax.max", {x})), "R.Tensor((), dtype=\"float32\")");
}

TEST(ReduceTest, SymbolicAndUnknownShapes) {
  TirVar n = SymVar("n"), m = SymVar("m");
  EXPECT_EQ(Sum(Tensor("x", {n, m}), AInts({0})), "R.Tensor((m,), dtype=\"float32\")");
  EXPECT_EQ(Sum(Tensor("x", {n, m}), AInts({0}), true), "R.Tensor((1, m), dtype=\"float32\")");
  EXPECT_EQ(Sum(TensorNdim("x", 3), AInts({1})), "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(Sum(TensorNdim("x", 3), ObjectRef(), true), "R.Tensor((1, 1, 1), dtype=\"float32\")");
  EXPECT_EQ(Sum(TensorNdim("x", 3), ObjectRef()), "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(Sum(TensorNdim("x", -1), AInts({1})), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(Sum(TensorNdim("x", -1), AInts({1}), true), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(Sum(TensorNdim("x", -1), ObjectRef()), "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(Sum(Tensor("x", {I(2)}, DataType::Void()), AInts({0})), "R.Tensor(())");
}

TEST(ReduceTest, AxisErrors) {
  relax::Var x = Tensor("x", {I(2), I(3), I(4)});
  EXPECT_EQ(InferError(MakeCall("relax.mean", {x}, {{"axis", AInts({3})}})),
            "In Op(relax.mean), the input axis 3 is out of range. The input tensor has 3 dimensions, so axis should be "
            "in range [-3, 3).");
  EXPECT_EQ(InferError(MakeCall("relax.mean", {x}, {{"axis", AInts({-4})}})),
            "In Op(relax.mean), the input axis -4 is out of range. The input tensor has 3 dimensions, so axis should "
            "be in range [-3, 3).");
  EXPECT_EQ(InferError(MakeCall("relax.prod", {x}, {{"axis", AInts({1, -2})}})),
            "In Op(relax.prod), the input axes is required to be non-repetitive. However, there are multiple given "
            "axes referring to axis 1");
  EXPECT_EQ(InferError(MakeCall("relax.sum", {x}, {{"axis", AStr("1")}})),
            "Op(relax.sum) expects the attribute `axis` to be a list of integers or None, but got \"1\"");
  EXPECT_EQ(InferError(MakeCall("relax.sum", {x}, {{"keepdims", AStr("yes")}})),
            "Op(relax.sum) expects the attribute `keepdims` to be a bool, but got \"yes\"");
}

TEST(ReduceTest, EveryStatisticalOpSharesTheRule) {
  relax::Var x = Tensor("x", {I(5), I(6)}, F16());
  for (const char* op :
       {"relax.sum", "relax.mean", "relax.max", "relax.min", "relax.prod", "relax.std", "relax.variance"}) {
    SCOPED_TRACE(op);
    EXPECT_EQ(InferStr(MakeCall(op, {x}, {{"axis", AInts({0})}})), "R.Tensor((6,), dtype=\"float16\")");
  }
}

TEST(ArgReduceTest, Int64Indices) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.argmax", {x}, {{"axis", AInt(1)}})), "R.Tensor((2,), dtype=\"int64\")");
  EXPECT_EQ(InferStr(MakeCall("relax.argmin", {x}, {{"axis", AInt(-2)}, {"keepdims", ABool(true)}})),
            "R.Tensor((1, 3), dtype=\"int64\")");
  EXPECT_EQ(InferStr(MakeCall("relax.argmax", {x})), "R.Tensor((), dtype=\"int64\")");
  EXPECT_EQ(InferStr(MakeCall("relax.argmax", {x}, {{"keepdims", ABool(true)}})), "R.Tensor((1, 1), dtype=\"int64\")");
  EXPECT_EQ(InferStr(MakeCall("relax.argmax", {TensorNdim("y", 3)}, {{"axis", AInt(0)}})),
            "R.Tensor(dtype=\"int64\", ndim=2)");
  EXPECT_EQ(InferError(MakeCall("relax.argmax", {x}, {{"axis", AInt(2)}})),
            "In Op(relax.argmax), the input axis 2 is out of range. The input tensor has 2 dimensions, so axis should "
            "be in range [-2, 2).");
}

TEST(MedianTest, SingleAxisAlsoReturnsIndices) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.median", {x}, {{"axis", AInts({1})}})),
            "R.Tuple(R.Tensor((2,), dtype=\"float32\"), R.Tensor((2,), dtype=\"int64\"))");
  EXPECT_EQ(InferStr(MakeCall("relax.median", {x})), "R.Tensor((), dtype=\"float32\")");
}

}  // namespace
}  // namespace op
}  // namespace rlx
