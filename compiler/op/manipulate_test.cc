#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

TEST(ReshapeTest, ShapesAndProducts) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {I(2), I(3), I(4)});
  EXPECT_EQ(InferStr(MakeCall("relax.reshape", {x, Shape({I(6), I(4)})})), "R.Tensor((6, 4), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.reshape", {Tensor("y", {n, I(4)}), Shape({DimMul(n, I(4))})})),
            "R.Tensor((n * 4,), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.reshape", {x, Shape({I(5), I(5)})})),
            "Reshape expects the new shape to be convertible from the old shape. However, the old shape is "
            "R.shape([2, 3, 4]), with product 24, while the new shape is R.shape([5, 5]), with product 25");
  // A symbolic target cannot be disproved.
  EXPECT_EQ(InferStr(MakeCall("relax.reshape", {x, Shape({n})})), "R.Tensor((n,), dtype=\"float32\")");
}

TEST(ReshapeTest, MinusOneAndZeroAreResolved) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {I(2), I(3), I(4)});
  EXPECT_EQ(InferStr(MakeCall("relax.reshape", {x, Shape({I(-1), I(4)})})), "R.Tensor((6, 4), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.reshape", {x, Shape({I(0), I(-1)})})), "R.Tensor((2, 12), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.reshape", {Tensor("y", {n, I(4)}), Shape({I(-1)})})),
            "R.Tensor((n * 4,), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.reshape", {x, Shape({I(-1), I(-1)})})),
            "Reshape accepts at most one \"-1\" in the new shape. However, there are multiple \"-1\" in the given new "
            "shape  (-1, -1)");
  EXPECT_EQ(InferError(MakeCall("relax.reshape", {x, Shape({I(-2), I(12)})})),
            "Reshape requires all values in the new shape to be positive except a single \"-1\". However, the given "
            "new shape is (-2, 12)");
  EXPECT_EQ(InferError(MakeCall("relax.reshape", {TensorNdim("z", 2), Shape({I(-1)})})),
            "Reshape expects the input tensor to have known shape when there is some dimension length to infer. "
            "However, the given input has no shape.");
}

TEST(ReshapeTest, ShapeVariablesAndErrors) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::Var known = ShapeVar("s", {I(3), I(2)});
  EXPECT_EQ(InferStr(MakeCall("relax.reshape", {x, known})), "R.Tensor((3, 2), dtype=\"float32\")");
  relax::Var opaque = ShapeVarNdim("t", 3);
  auto out = Infer(MakeCall("relax.reshape", {x, opaque})).cast<relax::TensorStructInfoNode>();
  EXPECT_EQ(out->shape.get(), opaque.get());
  EXPECT_EQ(out->ndim, 3);
  EXPECT_EQ(InferError(MakeCall("relax.reshape", {x, Tensor("y", {I(2)})})),
            "Reshape requires the input new shape to be Shape. However, the given one is R.Tensor((2,), "
            "dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.reshape", {known, known})),
            "Reshape requires the input data to be Tensor. However, the given one is R.Shape([3, 2])");
  EXPECT_EQ(InferError(MakeCall("relax.reshape", {x})), "Reshape op should take 2 arguments");
}

TEST(PermuteDimsTest, AxesAndDefaults) {
  relax::Var x = Tensor("x", {I(1), I(2), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.permute_dims", {x})), "R.Tensor((3, 2, 1), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.permute_dims", {x}, {{"axes", AInts({0, 2, 1})}})),
            "R.Tensor((1, 3, 2), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.permute_dims", {x}, {{"axes", AInts({-1, 0, 1})}})),
            "R.Tensor((3, 1, 2), dtype=\"float32\")");
  // The identity permutation returns the input struct info itself.
  EXPECT_EQ(Infer(MakeCall("relax.permute_dims", {x}, {{"axes", AInts({0, 1, 2})}})).get(), x->struct_info().get());
  EXPECT_EQ(InferStr(MakeCall("relax.permute_dims", {TensorNdim("y", 3)})), "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(InferStr(MakeCall("relax.permute_dims", {TensorNdim("y", -1)})), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.permute_dims", {x}, {{"axes", AInts({0, 1})}})),
            "PermuteDims expects the number of input axes to equal the ndim of the input tensor. However, the tensor "
            "ndim is 3 while the given number of axes is 2");
  EXPECT_EQ(InferError(MakeCall("relax.permute_dims", {x}, {{"axes", AInts({0, 1, 1})}})),
            "In Op(relax.permute_dims), the input axes is required to be non-repetitive. However, there are multiple "
            "given axes referring to axis 1");
}

TEST(ExpandDimsTest, InsertsOnes) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {n, I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.expand_dims", {x}, {{"axis", AInts({0, -1})}})),
            "R.Tensor((1, n, 3, 1), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.expand_dims", {x}, {{"axis", AInt(1)}})),
            "R.Tensor((n, 1, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.expand_dims", {TensorNdim("y", 2)}, {{"axis", AInts({0})}})),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(InferError(MakeCall("relax.expand_dims", {x}, {{"axis", AInts({4})}})),
            "In Op(relax.expand_dims), the input axis 4 is out of range. The input tensor has 3 dimensions, so axis "
            "should be in range [-3, 3).");
}

TEST(SqueezeTest, RemovesUnitDims) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {I(1), I(3), I(1), n});
  EXPECT_EQ(InferStr(MakeCall("relax.squeeze", {x})), "R.Tensor(dtype=\"float32\")");  // n might be 1.
  EXPECT_EQ(InferStr(MakeCall("relax.squeeze", {Tensor("y", {I(1), I(3), I(1)})})),
            "R.Tensor((3,), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.squeeze", {x}, {{"axis", AInts({0, -2})}})),
            "R.Tensor((3, n), dtype=\"float32\")");
  // A listed axis of constant length other than 1 is kept; a symbolic one goes.
  EXPECT_EQ(InferStr(MakeCall("relax.squeeze", {x}, {{"axis", AInts({1, 3})}})),
            "R.Tensor((1, 3, 1), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.squeeze", {TensorNdim("z", 4)}, {{"axis", AInts({0})}})),
            "R.Tensor(dtype=\"float32\", ndim=3)");
}

TEST(FlattenTest, ProductOfDims) {
  TirVar n = SymVar("n");
  EXPECT_EQ(InferStr(MakeCall("relax.flatten", {Tensor("x", {I(2), I(3), I(4)})})),
            "R.Tensor((24,), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.flatten", {Tensor("x", {n, I(3)})})), "R.Tensor((n * 3,), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.flatten", {Tensor("x", {})})), "R.Tensor((1,), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.flatten", {TensorNdim("x", -1)})), "R.Tensor(dtype=\"float32\", ndim=1)");
}

TEST(BroadcastToTest, ChecksCompatibility) {
  relax::Var x = Tensor("x", {I(3), I(1)});
  EXPECT_EQ(InferStr(MakeCall("relax.broadcast_to", {x, Shape({I(2), I(3), I(4)})})),
            "R.Tensor((2, 3, 4), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.broadcast_to", {x, Shape({I(2), I(4)})})),
            "broadcast_to expects the input tensor shape is broadcastable to the target shape. The target shape at dim "
            "0 is 2 while the input tensor shape at dim 0 is 3, which are not equal.");
  EXPECT_EQ(InferError(MakeCall("relax.broadcast_to", {x, Shape({I(3)})})),
            "broadcast_to expects the input shape to have the number of ndim at least as the input tensor's. However, "
            "the given tensor has ndim 2 while the target shape has ndim 1");
}

TEST(TileRepeatFlipTest, Shapes) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {n, I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.tile", {x}, {{"repeats", AInts({2, 2})}})),
            "R.Tensor((n * 2, 6), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.tile", {x}, {{"repeats", AInts({4, 1, 2})}})),
            "R.Tensor((4, n, 6), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.tile", {x}, {{"repeats", AInts({2})}})), "R.Tensor((n, 6), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.repeat", {x}, {{"repeats", AInt(2)}, {"axis", AInt(1)}})),
            "R.Tensor((n, 6), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.repeat", {x}, {{"repeats", AInt(2)}})), "R.Tensor((n * 6,), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.repeat", {x}, {{"repeats", AInt(2)}, {"axis", AInt(2)}})),
            "Repeat requires the input axis belongs range [-data.struct_info.ndim, data.struct_info.ndim - 1]. "
            "However, the input axis is 2, while ndim is 2");
  EXPECT_EQ(InferStr(MakeCall("relax.flip", {x}, {{"axis", AInt(-1)}})), "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.flip", {x}, {{"axis", AInt(2)}})),
            "Flip requires the input axis belongs range [-ndim, ndim - 1]. However, the input axis is 2, while ndim is "
            "2");
}

TEST(ConcatTest, SumsTheAxis) {
  TirVar n = SymVar("n"), m = SymVar("m");
  relax::Var a = Tensor("a", {I(2), I(3)});
  relax::Var b = Tensor("b", {I(2), I(5)});
  EXPECT_EQ(InferStr(MakeCall("relax.concat", {TupleOf({a, b})}, {{"axis", AInt(1)}})),
            "R.Tensor((2, 8), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.concat", {TupleOf({a, a})}, {{"axis", AInt(-2)}})),
            "R.Tensor((4, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.concat", {TupleOf({Tensor("c", {n, I(3)}), Tensor("d", {m, I(3)})})})),
            "R.Tensor((m + n, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.concat", {TupleOf({Tensor("c", {n, I(3)}), Tensor("d", {n, I(3)})})})),
            "R.Tensor((n * 2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.concat", {TupleOf({a, TensorNdim("e", 2)})}, {{"axis", AInt(1)}})),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(InferError(MakeCall("relax.concat", {TupleOf({a, b})}, {{"axis", AInt(0)}})),
            "Concat expects the input tensors to have the same shape on every dimension except the one indicated by "
            "the input axis. However, the input contains tensors whose shapes on dimension 1 is 3 and 5");
  EXPECT_EQ(
      InferError(MakeCall("relax.concat", {TupleOf({a, Tensor("f", {I(2)})})})),
      "Concat expects all input tensors to have same ndim. However, the input contains tensors with ndim 2 and 1");
  EXPECT_EQ(InferError(MakeCall("relax.concat", {TupleOf({a, Tensor("g", {I(2), I(3)}, I32())})})),
            "Concat expects all input tensors to have the same dtype. However, the input contains tensors with dtype "
            "float32 and int32");
  EXPECT_EQ(InferError(MakeCall("relax.concat", {TupleOf({})})),
            "Concat op expects at least one tensor in the input Tuple. However, the given input Tuple is empty.");
  EXPECT_EQ(InferError(MakeCall("relax.concat", {a})),
            "Op(relax.concat) expects the input to be a Tuple of Tensors. However, the given input is "
            "R.Tensor((2, 3), dtype=\"float32\")");
}

TEST(SplitTest, SectionsAndIndices) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {I(16), I(32)});
  EXPECT_EQ(InferStr(MakeCall("relax.split", {x}, {{"indices_or_sections", AInts({16})}, {"axis", AInt(1)}})),
            "R.Tuple(R.Tensor((16, 16), dtype=\"float32\"), R.Tensor((16, 16), dtype=\"float32\"))");
  EXPECT_EQ(InferStr(MakeCall("relax.split", {x}, {{"indices_or_sections", AInts({4, 40})}, {"axis", AInt(1)}})),
            "R.Tuple(R.Tensor((16, 4), dtype=\"float32\"), R.Tensor((16, 28), dtype=\"float32\"), R.Tensor((16, 0), "
            "dtype=\"float32\"))");
  EXPECT_EQ(InferStr(MakeCall("relax.split", {Tensor("y", {I(10)})}, {{"indices_or_sections", AInt(3)}})),
            "R.Tuple(R.Tensor((4,), dtype=\"float32\"), R.Tensor((4,), dtype=\"float32\"), R.Tensor((2,), "
            "dtype=\"float32\"))");
  EXPECT_EQ(InferStr(MakeCall("relax.split", {Tensor("y", {DimMul(n, I(2))})}, {{"indices_or_sections", AInt(2)}})),
            "R.Tuple(R.Tensor((n,), dtype=\"float32\"), R.Tensor((n,), dtype=\"float32\"))");
  // One section is the identity.
  EXPECT_EQ(Infer(MakeCall("relax.split", {x}, {{"indices_or_sections", AInt(1)}})).get(), x->struct_info().get());
  EXPECT_EQ(InferStr(MakeCall("relax.split", {TensorNdim("z", 2)}, {{"indices_or_sections", AInt(2)}})),
            "R.Tuple(R.Tensor(dtype=\"float32\", ndim=2), R.Tensor(dtype=\"float32\", ndim=2))");
  EXPECT_EQ(InferError(MakeCall("relax.split", {x}, {{"indices_or_sections", AInt(0)}})),
            "Split op expects the input number of sections to be a positive integer. However, the given number of "
            "sections is 0");
  EXPECT_EQ(
      InferError(MakeCall("relax.split", {x}, {{"indices_or_sections", AInt(2)}, {"axis", AInt(2)}})),
      "In Op(relax.split), the input axis 2 is out of range. The input tensor has 2 dimensions, so axis should be "
      "in range [-2, 2).");
}

TEST(StackTest, AddsAnAxis) {
  relax::Var a = Tensor("a", {I(2), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.stack", {TupleOf({a, a, a})}, {{"axis", AInt(1)}})),
            "R.Tensor((2, 3, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.stack", {TupleOf({a})})), "R.Tensor((1, 2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.stack", {TupleOf({a, Tensor("b", {I(2), I(4)})})})),
            "Stack expects all input tensors to have identical shapes. Dimension 1 differs between tensors: 3 vs 4");
}

}  // namespace
}  // namespace op
}  // namespace rlx
