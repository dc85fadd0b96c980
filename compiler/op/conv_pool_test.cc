#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

TEST(Conv2dTest, Nchw) {
  relax::Var x = Tensor("x", {I(1), I(64), I(56), I(56)});
  relax::Var w = Tensor("w", {I(64), I(64), I(3), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {x, w})), "R.Tensor((1, 64, 54, 54), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {x, w}, {{"padding", AInts({1, 1, 1, 1})}})),
            "R.Tensor((1, 64, 56, 56), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {x, w},
                              {{"strides", AInts({2, 2})}, {"padding", AInts({1})}, {"dilation", AInts({2, 1})}})),
            "R.Tensor((1, 64, 27, 28), dtype=\"float32\")");
  // Two-value padding is (top/bottom, left/right).
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {x, w}, {{"padding", AInts({0, 2})}})),
            "R.Tensor((1, 64, 54, 58), dtype=\"float32\")");
}

TEST(Conv2dTest, LayoutsGroupsAndDtypes) {
  relax::Var x = Tensor("x", {I(1), I(56), I(56), I(64)}, F16());
  relax::Var w = Tensor("w", {I(32), I(3), I(3), I(64)}, F16());
  AttrList nhwc = {{"data_layout", AStr("NHWC")}, {"kernel_layout", AStr("OHWI")}, {"out_dtype", AStr("float32")}};
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {x, w}, nhwc)), "R.Tensor((1, 54, 54, 32), dtype=\"float32\")");
  AttrList nhwc_out_nchw = {
      {"data_layout", AStr("NHWC")}, {"kernel_layout", AStr("OHWI")}, {"out_layout", AStr("NCHW")}};
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {x, w}, nhwc_out_nchw)),
            "R.Tensor((1, 32, 54, 54), dtype=\"float16\")");
  // Depthwise: groups == channels, weight input channels 1.
  relax::Var dx = Tensor("dx", {I(1), I(32), I(10), I(10)});
  relax::Var dw = Tensor("dw", {I(32), I(1), I(3), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {dx, dw}, {{"groups", AInt(32)}})),
            "R.Tensor((1, 32, 8, 8), dtype=\"float32\")");
  // Packed layout.
  relax::Var px = Tensor("px", {I(1), I(16), I(7), I(7), I(4)});
  relax::Var pw = Tensor("pw", {I(32), I(64), I(1), I(1)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {px, pw}, {{"data_layout", AStr("NCHW4c")}})),
            "R.Tensor((1, 8, 7, 7, 4), dtype=\"float32\")");
}

TEST(Conv2dTest, SymbolicAndUnknown) {
  TirVar h = SymVar("h"), b = SymVar("b");
  relax::Var x = Tensor("x", {b, I(3), h, I(32)});
  relax::Var w = Tensor("w", {I(8), I(3), I(3), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {x, w})), "R.Tensor((b, 8, h - 2, 30), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {TensorNdim("x", 4), w})), "R.Tensor(dtype=\"float32\", ndim=4)");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d", {TensorNdim("x", -1), w}, {{"out_layout", AStr("NCHW4c")}})),
            "R.Tensor(dtype=\"float32\", ndim=5)");
}

TEST(ConvTransposeTest, Shapes) {
  // UNet's upsampling: 16 -> 8 channels, 16x16 -> 32x32.
  relax::Var x = Tensor("x", {I(1), I(16), I(16), I(16)});
  relax::Var w = Tensor("w", {I(16), I(8), I(2), I(2)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d_transpose", {x, w}, {{"strides", AInts({2, 2})}})),
            "R.Tensor((1, 8, 32, 32), dtype=\"float32\")");
  // (in - 1) * s - pads + d * (k - 1) + output_padding + 1: (16 - 1) * 3 - 1 -
  // 2 + 2 * 1 + 2 + 1 = 47.
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d_transpose", {x, w},
                              {{"strides", AInts({3, 1})},
                               {"padding", AInts({1, 0, 2, 0})},
                               {"dilation", AInts({2, 1})},
                               {"output_padding", AInts({2, 0})}})),
            "R.Tensor((1, 8, 47, 17), dtype=\"float32\")");
  // Groups multiply the weight's output channels.
  relax::Var wg = Tensor("wg", {I(16), I(3), I(3), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv2d_transpose", {x, wg}, {{"groups", AInt(4)}})),
            "R.Tensor((1, 12, 18, 18), dtype=\"float32\")");
  relax::Var x1 = Tensor("x1", {I(2), I(4), I(10)});
  relax::Var w1 = Tensor("w1", {I(4), I(5), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv1d_transpose", {x1, w1}, {{"strides", AInts({2})}})),
            "R.Tensor((2, 5, 21), dtype=\"float32\")");
}

TEST(ConvTransposeTest, Errors) {
  relax::Var x = Tensor("x", {I(1), I(16), I(16), I(16)});
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d_transpose", {x, Tensor("w", {I(8), I(8), I(2), I(2)})})),
            "Conv2dTranspose expects the channel size of the data to equal the "
            "input channel size of the weight. "
            "However, the data channel size is 16 while the weight input "
            "channel size is 8");
  relax::Var w = Tensor("w", {I(16), I(8), I(2), I(2)});
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d_transpose", {x, w},
                                {{"strides", AInts({2, 2})}, {"output_padding", AInts({2, 0})}})),
            "Conv2dTranspose expects the output padding less than the strides, "
            "but the output padding is [2, 0] "
            "while the strides are [2, 2]");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d_transpose", {x, w}, {{"groups", AInt(3)}})),
            "Conv2dTranspose expects the number of input channels to be divisible by "
            "the number of groups. However, "
            "the number of input channels is 16 while the number of groups is 3");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d_transpose", {x, w}, {{"padding", AInts({9})}})),
            "Conv2dTranspose would produce an empty output along spatial axis 0");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d_transpose", {x, w}, {{"kernel_layout", AStr("OIHW1")}})),
            "Op(relax.nn.conv2d_transpose) requires the given kernel layout to "
            "be convertible from IOHW layout. "
            "However, the given layout OIHW1 is not convertible.");
}

TEST(Conv2dTest, Errors) {
  relax::Var x = Tensor("x", {I(1), I(3), I(8), I(8)});
  relax::Var w = Tensor("w", {I(8), I(4), I(3), I(3)});
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d", {x, w})),
            "The channel size of the data should equal to the product of input "
            "channel size of the weight and the "
            "number of groups. However, the data channel size is 3 while the "
            "weight input channel size and number of "
            "groups are 4 and 1");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d",
                                {Tensor("x", {I(1), I(6), I(8), I(8)}), Tensor("w", {I(7), I(3), I(3), I(3)})},
                                {{"groups", AInt(2)}})),
            "Conv2d expects the number of output channels to be divisible by "
            "the number of groups. However, the "
            "number of output channels is 7 while the number of groups is 2");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d", {x, w}, {{"data_layout", AStr("NCWH1")}})),
            "Op(relax.nn.conv2d) requires the given data layout to be "
            "convertible from NCHW layout. However, the given "
            "layout NCWH1 is not convertible.");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d", {x, w}, {{"kernel_layout", AStr("NCHW")}})),
            "Op(relax.nn.conv2d) requires the given kernel layout to be "
            "convertible from OIHW layout. However, the "
            "given layout NCHW is not convertible.");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d", {Tensor("x", {I(3), I(8), I(8)}), w})),
            "In Op(relax.nn.conv2d), layout NCHW requires the input to be "
            "4-dim tensor. However, the given input has "
            "ndim 3");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d", {x, w}, {{"padding", AInts({1, 1, 1})}})),
            "The input padding length is expected to be either 1, 2 or 4. "
            "However, the given padding is [1, 1, 1]");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d", {x, w}, {{"strides", AInts({1, 1, 1})}})),
            "The input strides length is expected to be 2. However, the given "
            "strides is [1, 1, 1]");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv2d", {x, Tensor("w", {I(8), I(3), I(3), I(3)}, I32())})),
            "Binary operators must have the same datatype for both operands.  "
            "However, R.nn.conv2d(x, w) uses "
            "datatype float32 on the LHS (StructInfo of R.Tensor((1, 3, 8, 8), "
            "dtype=\"float32\")), and datatype "
            "int32 on the RHS (StructInfo of R.Tensor((8, 3, 3, 3), "
            "dtype=\"int32\")).");
}

TEST(ConvNdTest, OneAndThreeDimensions) {
  EXPECT_EQ(InferStr(MakeCall("relax.nn.conv1d", {Tensor("x", {I(2), I(4), I(10)}), Tensor("w", {I(6), I(4), I(3)})},
                              {{"padding", AInts({1, 0})}})),
            "R.Tensor((2, 6, 9), dtype=\"float32\")");
  EXPECT_EQ(
      InferStr(MakeCall("relax.nn.conv3d",
                        {Tensor("x", {I(1), I(2), I(8), I(8), I(8)}), Tensor("w", {I(4), I(2), I(3), I(3), I(3)})},
                        {{"strides", AInts({2})}})),
      "R.Tensor((1, 4, 3, 3, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.nn.conv1d", {Tensor("x", {I(2), I(4), I(10)}), Tensor("w", {I(6), I(4), I(3)})},
                                {{"groups", AInt(4)}})),
            "The channel size of the data should equal to the product of input "
            "channel size of the weight and the "
            "number of groups. However, the data channel size is 4 while the "
            "weight input channel size and number of "
            "groups are 4 and 4");
}

TEST(PoolTest, MaxAndAvg) {
  relax::Var x = Tensor("x", {I(1), I(3), I(32), I(32)});
  AttrList attrs = {{"pool_size", AInts({3, 3})}, {"strides", AInts({2, 2})}, {"padding", AInts({1, 1, 1, 1})}};
  EXPECT_EQ(InferStr(MakeCall("relax.nn.max_pool2d", {x}, attrs)), "R.Tensor((1, 3, 16, 16), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.avg_pool2d", {x}, {{"pool_size", AInts({2})}, {"strides", AInts({2})}})),
            "R.Tensor((1, 3, 16, 16), dtype=\"float32\")");
  // ceil_mode rounds up, unless the last window would start in the padding.
  relax::Var y = Tensor("y", {I(1), I(3), I(6), I(6)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.max_pool2d", {y}, {{"pool_size", AInts({3, 3})}, {"strides", AInts({2, 2})}})),
            "R.Tensor((1, 3, 2, 2), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.max_pool2d", {y},
                              {{"pool_size", AInts({3, 3})}, {"strides", AInts({2, 2})}, {"ceil_mode", ABool(true)}})),
            "R.Tensor((1, 3, 3, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.max_pool2d", {Tensor("z", {I(1), I(3), I(5), I(5)})},
                              {{"pool_size", AInts({2, 2})},
                               {"strides", AInts({2, 2})},
                               {"padding", AInts({1, 1, 1, 1})},
                               {"ceil_mode", ABool(true)}})),
            "R.Tensor((1, 3, 3, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.max_pool2d", {Tensor("h", {I(1), I(32), I(32), I(3)})},
                              {{"pool_size", AInts({2, 2})}, {"strides", AInts({2, 2})}, {"layout", AStr("NHWC")}})),
            "R.Tensor((1, 16, 16, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.max_pool1d", {Tensor("a", {I(1), I(3), I(9)})}, {{"pool_size", AInts({3})}})),
            "R.Tensor((1, 3, 7), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.avg_pool3d", {TensorNdim("a", 5)})), "R.Tensor(dtype=\"float32\", ndim=5)");
  EXPECT_EQ(InferError(MakeCall("relax.nn.max_pool2d", {x}, {{"layout", AStr("OIHW")}})),
            "Op(relax.nn.max_pool2d) requires the given data layout to be "
            "convertible from NCHW layout. However, the "
            "given layout OIHW is not convertible.");
}

TEST(PoolTest, SymbolicAndDefaults) {
  TirVar n = SymVar("n");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.max_pool2d", {Tensor("x", {I(1), I(3), n, I(8)})},
                              {{"pool_size", AInts({2, 2})}, {"strides", AInts({2, 2})}})),
            "R.Tensor((1, 3, n // 2, 4), dtype=\"float32\")");
  EXPECT_FALSE(Def("relax.nn.avg_pool2d").FindParam("count_include_pad")->default_value.cast<IntImmNode>()->value);
  EXPECT_TRUE(Def("relax.nn.avg_pool1d").FindParam("count_include_pad")->default_value.cast<IntImmNode>()->value);
}

TEST(AdaptivePoolTest, OutputSize) {
  relax::Var x = Tensor("x", {I(1), I(3), I(32), I(32)});
  EXPECT_EQ(InferStr(MakeCall("relax.nn.adaptive_avg_pool2d", {x}, {{"output_size", AInts({7})}})),
            "R.Tensor((1, 3, 7, 7), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.adaptive_avg_pool2d", {x}, {{"output_size", AInts({1, 2})}})),
            "R.Tensor((1, 3, 1, 2), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.adaptive_avg_pool2d", {x})), "R.Tensor((1, 3, 32, 32), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.nn.adaptive_avg_pool2d", {x},
                              {{"output_size", AInts({1})}, {"out_layout", AStr("NHWC")}})),
            "R.Tensor((1, 1, 1, 3), dtype=\"float32\")");
  relax::Var s = ShapeVarNdim("s", 4);
  relax::Var y = TensorOfShapeVar("y", s);
  EXPECT_EQ(Infer(MakeCall("relax.nn.adaptive_avg_pool2d", {y})).get(), y->struct_info().get());
  EXPECT_EQ(InferStr(MakeCall("relax.nn.adaptive_avg_pool2d", {y}, {{"output_size", AInts({2})}})),
            "R.Tensor(dtype=\"float32\", ndim=4)");
}

}  // namespace
}  // namespace op
}  // namespace rlx
