#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

TEST(ActivationTest, ElementwiseShapes) {
  TirVar n = SymVar("n");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.relu", {Tensor("x", {n, I(4)})})), "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.relu", {Tensor("x", {I(4)}, I32())})), "R.Tensor((4,), dtype=\"int32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.gelu", {TensorNdim("x", 2, F16())})), "R.Tensor(dtype=\"float16\", ndim=2)");
  EXPECT_EQ(InferError(MakeCall("relax.nn.silu", {Tensor("x", {I(4)}, I32())})),
            "Op(relax.nn.silu) requires the input tensor to have float dtype. However, the given input dtype is int32");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.leakyrelu", {Tensor("x", {I(4)})}, {{"alpha", AFloat(0.2)}})),
            "R.Tensor((4,), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.relu", {Tensor("x", {I(4)}), Tensor("y", {I(4)})})),
            "Operator Op(relax.nn.relu) expects 1 arguments, but was called with 2 arguments");
}

TEST(SoftmaxTest, AxisAndDtype) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.softmax", {x})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.log_softmax", {x}, {{"axis", AInt(0)}})),
            "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.softmax", {x}, {{"axis", AInt(2)}})),
            "In Op(relax.nn.softmax), the input axis 2 is out of range. The input tensor has 2 dimensions, so axis "
            "should be in range [-2, 2).");
  EXPECT_EQ(InferError(MakeCall("relax.nn.softmax", {Tensor("y", {I(3)}, I32())})),
            "Softmax requires the input tensor to have float dtype. However, the given input dtype is int32");
  // Unknown rank: no axis check.
  EXPECT_EQ(InferStr(MakeCall("relax.nn.softmax", {TensorNdim("z", -1)}, {{"axis", AInt(5)}})),
            "R.Tensor(dtype=\"float32\")");
}

TEST(LayerNormTest, ChecksParameters) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {n, I(4), I(8)});
  relax::Var g = Tensor("g", {I(4), I(8)});
  AttrList axes = {{"axes", AInts({-2, -1})}};
  EXPECT_EQ(InferStr(MakeCall("relax.nn.layer_norm", {x, g, g}, axes)), "R.Tensor((n, 4, 8), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.layer_norm", {x, Tensor("g", {I(4), I(9)}), g}, axes)),
            "Op(relax.nn.layer_norm) requires the input gamma, beta, etc., to have size same as the lengths of the "
            "data on the given axes. However, there exists (4, 8) and (4, 9) that are unequal.");
  EXPECT_EQ(InferError(MakeCall("relax.nn.layer_norm", {x, Tensor("g", {I(8)}), g}, axes)),
            "Op(relax.nn.layer_norm) requires the input gamma to have as many dimensions as the length of input axes. "
            "However, the given one has ndim 1, which is other than the length of axes 2");
  EXPECT_EQ(InferError(MakeCall("relax.nn.layer_norm", {x, g, Tensor("b", {I(4), I(8)}, F16())}, axes)),
            "Op(relax.nn.layer_norm) requires all the input tensors to have the same dtype. However, the beta has "
            "dtype float16 which is other than the input data's dtype float32");
  EXPECT_EQ(InferError(MakeCall("relax.nn.layer_norm", {Tensor("i", {I(4), I(8)}, I32()), g, g}, axes)),
            "Op(relax.nn.layer_norm) requires the input data to have float dtype. However, the given data dtype is "
            "int32");
  // A gamma length that cannot be proved equal leaves the shape unknown.
  relax::Var gs = Tensor("gs", {SymVar("m"), I(8)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.layer_norm", {x, gs, gs}, axes)), "R.Tensor(dtype=\"float32\", ndim=3)");
}

TEST(RmsNormTest, DefaultsToLastAxis) {
  relax::Var x = Tensor("x", {I(2), I(16)}, F16());
  EXPECT_EQ(InferStr(MakeCall("relax.nn.rms_norm", {x, Tensor("w", {I(16)}, F16())})),
            "R.Tensor((2, 16), dtype=\"float16\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.rms_norm", {x, Tensor("w", {I(15)}, F16())})),
            "Op(relax.nn.rms_norm) requires the input gamma, beta, etc., to have size same as the lengths of the data "
            "on the given axes. However, there exists (16,) and (15,) that are unequal.");
}

TEST(BatchNormTest, ReturnsTriple) {
  relax::Var x = Tensor("x", {I(2), I(3), I(8)});
  relax::Var p = Tensor("p", {I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.batch_norm", {x, p, p, p, p}, {{"axis", AInt(1)}})),
            "R.Tuple(R.Tensor((2, 3, 8), dtype=\"float32\"), R.Tensor((3,), dtype=\"float32\"), R.Tensor((3,), "
            "dtype=\"float32\"))");
  EXPECT_EQ(InferError(MakeCall("relax.nn.batch_norm", {x, p, p, p, p})),
            "Op(relax.nn.batch_norm) requires the attribute `axis`, but it is not given");
}

TEST(GroupNormTest, ChannelChecks) {
  relax::Var x = Tensor("x", {I(2), I(6), I(8)});
  relax::Var p = Tensor("p", {I(6)});
  AttrList attrs = {{"num_groups", AInt(3)}, {"channel_axis", AInt(1)}, {"axes", AInts({2})}};
  EXPECT_EQ(InferStr(MakeCall("relax.nn.group_norm", {x, p, p}, attrs)), "R.Tensor((2, 6, 8), dtype=\"float32\")");
  AttrList bad_groups = {{"num_groups", AInt(4)}, {"channel_axis", AInt(1)}, {"axes", AInts({2})}};
  EXPECT_EQ(InferError(MakeCall("relax.nn.group_norm", {x, p, p}, bad_groups)),
            "Op(relax.nn.group_norm) expects that the size of channel_axis must be divisible by 4, but got 6");
  AttrList overlap = {{"num_groups", AInt(3)}, {"channel_axis", AInt(1)}, {"axes", AInts({1})}};
  EXPECT_EQ(
      InferError(MakeCall("relax.nn.group_norm", {x, p, p}, overlap)),
      "Op(relax.nn.group_norm) expects that channel_axis must not be in axes, but got channel_axis: 1, axes: [1]");
  EXPECT_EQ(InferError(MakeCall("relax.nn.group_norm", {x, Tensor("q", {I(5)}), p}, attrs)),
            "Op(relax.nn.group_norm) expects that the size of input 1 must be equal to the size of channel_axis, but "
            "got 5 and 6");
}

TEST(InstanceNormTest, ChannelChecks) {
  relax::Var x = Tensor("x", {I(2), I(6), I(8)});
  relax::Var p = Tensor("p", {I(6)});
  AttrList attrs = {{"channel_axis", AInt(1)}, {"axes", AInts({2})}};
  EXPECT_EQ(InferStr(MakeCall("relax.nn.instance_norm", {x, p, p}, attrs)), "R.Tensor((2, 6, 8), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.instance_norm", {x, Tensor("q", {I(6), I(1)}), p}, attrs)),
            "Op(relax.nn.instance_norm) expects that all inputs must have ndim=1, but got 2");
  EXPECT_EQ(InferError(MakeCall("relax.nn.instance_norm", {x, Tensor("q", {I(6)}, F16()), p}, attrs)),
            "Op(relax.nn.instance_norm) expects that all inputs must have the same dtype, but got float16 and float32");
}

TEST(DropoutPadPreluTest, Shapes) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.dropout", {x})),
            "R.Tuple(R.Tensor((2, 3), dtype=\"float32\"), R.Tensor((2, 3), dtype=\"float32\"))");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.pad", {x}, {{"pad_width", AInts({0, 1, 2, 3})}})),
            "R.Tensor((3, 8), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.pad", {x}, {{"pad_width", AInts({1, 1})}})),
            "Op(relax.nn.pad) expects pad_width to have 2 * ndim = 4 values, but got [1, 1]");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.prelu", {x, Tensor("a", {I(3)})})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.prelu", {x, Tensor("a", {I(3)})}, {{"axis", AInt(2)}})),
            "In Op(relax.nn.prelu), the input axis 2 is out of range. The input tensor has 2 dimensions, so axis "
            "should be in range [-2, 2).");
}

TEST(AttentionTest, ShapesAndChecks) {
  TirVar s = SymVar("s");
  relax::Var q = Tensor("q", {I(2), s, I(8), I(64)});
  relax::Var k = Tensor("k", {I(2), I(16), I(2), I(64)});
  relax::Var v = Tensor("v", {I(2), I(16), I(2), I(32)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.attention", {q, k, v})), "R.Tensor((2, s, 8, 32), dtype=\"float32\")");
  relax::Var bias = Tensor("b", {I(1), I(8), s, I(16)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.attention_bias", {q, k, v, bias})),
            "R.Tensor((2, s, 8, 32), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.attention", {q, Tensor("k", {I(3), I(16), I(2), I(64)}), v})),
            "The query batch size and the key batch size should be the same. However, the batch size of query is 2 "
            "while the batch size of key is 3");
  EXPECT_EQ(InferError(MakeCall("relax.nn.attention", {q, Tensor("k", {I(2), I(16), I(3), I(64)}), v})),
            "The query number of heads should be a multiple of key number of heads. However, the number of heads of "
            "query is 8 while the number of heads of key is 3");
  EXPECT_EQ(InferError(MakeCall("relax.nn.attention", {Tensor("q", {I(2), I(8), I(64)}), k, v})),
            "The query should have 4 dimension, namely [batch size, sequence length, number of heads, dimension of "
            "heads].");
  EXPECT_EQ(InferError(MakeCall("relax.nn.attention_bias", {q, k, v, Tensor("b", {I(1), I(8), s, I(15)})})),
            "The key sequence length and the bias sequence length should be the same. However, the sequence length "
            "of key is 16 while the sequence length of bias is 15");
  // R.nn.attention with a bias is TVM's attention_bias op.
  relax::Call normalized = Def("relax.nn.attention").normalize(MakeCall("relax.nn.attention", {q, k, v, bias}));
  EXPECT_EQ(normalized->op.cast<relax::OpNode>()->name, "relax.nn.attention_bias");
  EXPECT_EQ(normalized->args.size(), 4u);
}

}  // namespace
}  // namespace op
}  // namespace rlx
