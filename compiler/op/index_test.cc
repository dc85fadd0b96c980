#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

TEST(TakeTest, GathersAlongAxis) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {I(3), I(4), I(5)});
  relax::Var idx = Tensor("i", {n, I(2)}, I64());
  EXPECT_EQ(InferStr(MakeCall("relax.take", {x, idx}, {{"axis", AInt(1)}})),
            "R.Tensor((3, n, 2, 5), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.take", {x, idx}, {{"axis", AInt(-1)}})),
            "R.Tensor((3, 4, n, 2), dtype=\"float32\")");
  // Without an axis the data must be 1-D.
  EXPECT_EQ(InferStr(MakeCall("relax.take", {Tensor("v", {I(10)}), idx})), "R.Tensor((n, 2), dtype=\"float32\")");
  // A PrimValue index removes the axis.
  EXPECT_EQ(InferStr(MakeCall("relax.take", {x, PrimValue(1)}, {{"axis", AInt(0)}})),
            "R.Tensor((4, 5), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.take", {x, TensorNdim("j", 2, I32())}, {{"axis", AInt(0)}})),
            "R.Tensor(dtype=\"float32\", ndim=4)");
  EXPECT_EQ(InferStr(MakeCall("relax.take", {TensorNdim("y", -1), idx}, {{"axis", AInt(0)}})),
            "R.Tensor(dtype=\"float32\")");
}

TEST(GatherElementsTest, TakesTheIndicesShapeAndChecksRankAndAxis) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {I(3), I(4)});
  relax::Var idx = Tensor("i", {n, I(2)}, I64());
  EXPECT_EQ(InferStr(MakeCall("relax.gather_elements", {x, idx}, {{"axis", AInt(1)}})),
            "R.Tensor((n, 2), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.gather_elements", {x, idx}, {{"axis", AInt(-2)}})),
            "R.Tensor((n, 2), dtype=\"float32\")");
  EXPECT_NE(InferError(MakeCall("relax.gather_elements", {x, idx}, {{"axis", AInt(2)}})).find("axis"),
            std::string::npos);
  EXPECT_NE(InferError(MakeCall("relax.gather_elements", {x, Tensor("j", {I(2)}, I64())}, {{"axis", AInt(0)}}))
                .find("same rank"),
            std::string::npos);
  EXPECT_NE(InferError(MakeCall("relax.gather_elements", {x, Tensor("f", {I(3), I(4)})}, {{"axis", AInt(0)}}))
                .find("integers"),
            std::string::npos);
}

TEST(IndexTensorTest, BroadcastsTheIndicesAndKeepsTheTrailingAxes) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {I(2), I(3), n});
  auto call = [&](std::vector<relax::Expr> idx) { return MakeCall("relax.index_tensor", {x, TupleOf(idx)}); };
  EXPECT_EQ(InferStr(call({Tensor("i", {I(4), I(1)}, I64()), Tensor("j", {I(5)}, I64())})),
            "R.Tensor((4, 5, n), dtype=\"float32\")");
  EXPECT_EQ(InferStr(call({Tensor("i", {I(1), I(1), I(3), I(1)}, I64())})),
            "R.Tensor((1, 1, 3, 1, 3, n), dtype=\"float32\")");
  EXPECT_EQ(InferStr(call({TensorNdim("i", 2, I64())})), "R.Tensor(dtype=\"float32\", ndim=4)");
  EXPECT_NE(InferError(call({Tensor("i", {I(4)}, I64()), Tensor("j", {I(5)}, I64())})).find("index_tensor"),
            std::string::npos);
  EXPECT_NE(InferError(call({Tensor("f", {I(4)})})).find("integer index tensors"), std::string::npos);
  relax::Var i = Tensor("i", {I(1)}, I64());
  EXPECT_NE(InferError(call({i, i, i, i})).find("4 index tensors cannot index a tensor of rank 3"), std::string::npos);
  EXPECT_NE(InferError(call({})).find("at least one index tensor"), std::string::npos);
}

TEST(SliceScatterTest, KeepsTheInputAndChecksSrc) {
  relax::Var x = Tensor("x", {I(4), I(6)});
  auto call = [&](relax::Var src, int64_t start, int64_t end, int64_t step, int64_t axis) {
    return MakeCall("relax.slice_scatter", {x, src, PrimValue(start), PrimValue(end), PrimValue(step)},
                    {{"axis", AInt(axis)}});
  };
  EXPECT_EQ(InferStr(call(Tensor("s", {I(4), I(2)}), 1, 6, 3, 1)), "R.Tensor((4, 6), dtype=\"float32\")");
  EXPECT_EQ(InferStr(call(Tensor("s", {I(2), I(6)}), -2, 100, 1, 0)), "R.Tensor((4, 6), dtype=\"float32\")");
  EXPECT_NE(InferError(call(Tensor("s", {I(4), I(3)}), 1, 6, 3, 1)).find("the slice 1:6:3 selects 2"),
            std::string::npos)
      << InferError(call(Tensor("s", {I(4), I(3)}), 1, 6, 3, 1));
  EXPECT_NE(InferError(call(Tensor("s", {I(4), I(2)}), 1, 6, 0, 1)).find("positive step"), std::string::npos);
  EXPECT_NE(InferError(call(Tensor("s", {I(4), I(2)}), 1, 6, 3, 2)).find("axis"), std::string::npos);
  EXPECT_NE(InferError(call(Tensor("s", {I(4)}), 1, 6, 3, 1)).find("same rank"), std::string::npos);
  EXPECT_NE(InferError(call(Tensor("s", {I(4), I(2)}, I64()), 1, 6, 3, 1)).find("same dtype"), std::string::npos);
}

TEST(TakeTest, Errors) {
  relax::Var x = Tensor("x", {I(3), I(4)});
  EXPECT_EQ(InferError(MakeCall("relax.take", {x, Tensor("i", {I(2)}, F32())}, {{"axis", AInt(0)}})),
            "Take op requires the input indices to have integer dtype. However, the given indices dtype is float32");
  EXPECT_EQ(InferError(MakeCall("relax.take", {x, Tensor("i", {I(2)}, I64())})),
            "Take op expects the input data to be 1-dimensional tensor when the axis is not specified. However, the "
            "given data tensor has ndim 2");
  EXPECT_EQ(InferError(MakeCall("relax.take", {x, ShapeVar("s", {I(2)})}, {{"axis", AInt(0)}})),
            "Operator Op(relax.take) requires the indices argument to be either a tensor or a scalar value.  However, "
            "argument s has type R.Shape([2])");
  EXPECT_EQ(InferError(MakeCall("relax.take", {x, Tensor("i", {I(2)}, I64())}, {{"axis", AInt(2)}})),
            "In Op(relax.take), the input axis 2 is out of range. The input tensor has 2 dimensions, so axis should be "
            "in range [-2, 2).");
}

relax::Call Slice(const relax::Expr& x, const std::vector<int64_t>& axes, const std::vector<int64_t>& begin,
                  const std::vector<int64_t>& end, const std::vector<int64_t>& strides = {}, bool inbound = false) {
  std::vector<relax::Expr> args = {x, PrimTuple(axes), PrimTuple(begin), PrimTuple(end)};
  if (!strides.empty()) args.push_back(PrimTuple(strides));
  return MakeCall("relax.strided_slice", args, {{"assume_inbound", ABool(inbound)}});
}

TEST(StridedSliceTest, StaticShapes) {
  relax::Var x = Tensor("x", {I(8), I(9), I(10)});
  EXPECT_EQ(InferStr(Slice(x, {1}, {0}, {4})), "R.Tensor((8, 4, 10), dtype=\"float32\")");
  EXPECT_EQ(InferStr(Slice(x, {0, 2}, {1, 0}, {100, 10}, {2, 3})), "R.Tensor((4, 9, 4), dtype=\"float32\")");
  // Negative indices count from the end; a negative stride walks backwards.
  EXPECT_EQ(InferStr(Slice(x, {2}, {-3}, {10})), "R.Tensor((8, 9, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(Slice(x, {2}, {9}, {-11}, {-1})), "R.Tensor((8, 9, 10), dtype=\"float32\")");
  EXPECT_EQ(InferStr(Slice(x, {-1}, {5}, {2})), "R.Tensor((8, 9, 0), dtype=\"float32\")");
  EXPECT_EQ(InferStr(Slice(x, {}, {}, {})), "R.Tensor((8, 9, 10), dtype=\"float32\")");
}

TEST(StridedSliceTest, SymbolicShapes) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {n, I(9)});
  // Assumed in bounds: plain end - begin.
  EXPECT_EQ(InferStr(Slice(x, {1}, {2}, {7}, {}, true)), "R.Tensor((n, 5), dtype=\"float32\")");
  relax::Var y = Tensor("y", {I(4), n});
  std::string clamped = InferStr(Slice(y, {1}, {0}, {3}));
  EXPECT_EQ(clamped.find("R.Tensor((4, "), 0u) << clamped;
  EXPECT_NE(clamped.find("n"), std::string::npos) << clamped;
  EXPECT_EQ(InferStr(Slice(TensorNdim("z", 3), {1}, {0}, {3})), "R.Tensor(dtype=\"float32\", ndim=3)");
  // A non-literal tuple of bounds: only the rank is known.
  relax::Var bounds = relax::MakeVar("b", relax::TupleSInfo({relax::PrimSInfo(I64())}));
  EXPECT_EQ(InferStr(MakeCall("relax.strided_slice", {x, PrimTuple({0}), bounds, PrimTuple({3})})),
            "R.Tensor(dtype=\"float32\", ndim=2)");
}

TEST(StridedSliceTest, Errors) {
  relax::Var x = Tensor("x", {I(8), I(9)});
  EXPECT_EQ(InferError(Slice(x, {0, 1}, {0}, {4, 4})),
            "For operator Op(relax.strided_slice), the number of axes provided must match the number of 'begin' "
            "indices.  However, there are 2 axes specified ((0, 1)) and 1 'begin' indices specified ((0,))");
  EXPECT_EQ(InferError(Slice(x, {2}, {0}, {4})),
            "In Op(relax.strided_slice), the input axis 2 is out of range. The input tensor has 2 dimensions, so axis "
            "should be in range [-2, 2).");
  EXPECT_EQ(InferError(MakeCall("relax.strided_slice", {x, PrimTuple({0})})),
            "Operator Op(relax.strided_slice) accepts either three arguments (data, axes, begin, end)  or four "
            "arguments (data, axes, begin, end, strides), but received 2 in expression R.strided_slice(x, "
            "(R.prim_value(0),))");
  EXPECT_EQ(InferError(MakeCall("relax.strided_slice", {x, x, PrimTuple({0}), PrimTuple({1})})),
            "Operator Op(relax.strided_slice) requires the axes argument to be a tuple of int64 PrimExpr values.  "
            "However, in expression R.strided_slice(x, x, (R.prim_value(0),), (R.prim_value(1),)), the axes argument "
            "x has type R.Tensor((8, 9), dtype=\"float32\")");
}

}  // namespace
}  // namespace op
}  // namespace rlx
