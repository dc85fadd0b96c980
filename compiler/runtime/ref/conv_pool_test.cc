#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F32;
using testing::F64;
using testing::I32;
using testing::Of;
using testing::ThrowsWith;

// x = [[1, 2, 3], [4, 5, 6], [7, 8, 9]], w = [[1, 2], [3, 4]], one channel.
NDArray X3() { return F64({1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9}); }
NDArray W2() { return F64({1, 1, 2, 2}, {1, 2, 3, 4}); }

// Deterministic, non-symmetric test data.
NDArray Pattern(std::vector<int64_t> shape, int seed) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(64));
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    a.SetDouble(i, static_cast<double>((i * 7 + seed * 13) % 11) - 5.0);
  }
  return a;
}

TEST(Conv2dTest, HandComputedSingleChannel) {
  // out[i][j] = x[i][j] + 2 x[i][j+1] + 3 x[i+1][j] + 4 x[i+1][j+1].
  EXPECT_TRUE(Close(Conv2d(X3(), W2()), F64({1, 1, 2, 2}, {37, 47, 67, 77})));
}

TEST(Conv2dTest, PaddingAndStride) {
  Conv2dAttrs attrs;
  attrs.padding = {1};
  attrs.strides = {2, 2};
  // Windows start at (-1, -1), (-1, 1), (1, -1), (1, 1) on the zero-padded
  // input.
  EXPECT_TRUE(Close(Conv2d(X3(), W2(), attrs), F64({1, 1, 2, 2}, {4, 18, 36, 77})));
}

TEST(Conv2dTest, AsymmetricPadding) {
  Conv2dAttrs attrs;
  attrs.padding = {1, 0, 0, 1};  // top, left, bottom, right
  // Output 3x3; row 0 windows cover the top padding row and x's first row.
  NDArray out = Conv2d(X3(), W2(), attrs);
  EXPECT_EQ(out.shape(), (Shape{1, 1, 3, 3}));
  EXPECT_TRUE(Close(out, F64({1, 1, 3, 3}, {3 * 1 + 4 * 2, 3 * 2 + 4 * 3, 3 * 3,  //
                                            37, 47, 1 * 3 + 3 * 6,                //
                                            67, 77, 1 * 6 + 3 * 9})));
}

TEST(Conv2dTest, Dilation) {
  Conv2dAttrs attrs;
  attrs.dilation = {2};
  // Taps x[0][0], x[0][2], x[2][0], x[2][2].
  EXPECT_TRUE(Close(Conv2d(X3(), W2(), attrs), F64({1, 1, 1, 1}, {1 + 2 * 3 + 3 * 7 + 4 * 9})));
}

TEST(Conv2dTest, ChannelsSumAndGroupsSeparate) {
  // Two input channels: x and 10 * x; weight channels w and -w.
  std::vector<double> xv = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::vector<double> x2 = xv;
  for (double v : xv) x2.push_back(10 * v);
  NDArray x = F64({1, 2, 3, 3}, x2);
  NDArray w = F64({1, 2, 2, 2}, {1, 2, 3, 4, -1, -2, -3, -4});
  // Sum over channels: (1 - 10) * single-channel result.
  EXPECT_TRUE(Close(Conv2d(x, w), F64({1, 1, 2, 2}, {-9 * 37, -9 * 47, -9 * 67, -9 * 77})));
  // groups = 2: each output channel sees only its own input channel.
  Conv2dAttrs attrs;
  attrs.groups = 2;
  NDArray wg = F64({2, 1, 2, 2}, {1, 2, 3, 4, -1, -2, -3, -4});
  EXPECT_TRUE(Close(Conv2d(x, wg, attrs), F64({1, 2, 2, 2}, {37, 47, 67, 77, -370, -470, -670, -770})));
  EXPECT_TRUE(ThrowsWith([&] { Conv2d(x, W2()); },
                         "conv2d: data has 2 channels but the weight expects 1 "
                         "per group x 1 groups"));
}

TEST(Conv2dTest, LayoutsAgree) {
  // NCHW/OIHW is the reference; NHWC data and OHWI/HWIO weights hold the same
  // numbers transposed, and the NHWC result must be the NCHW result transposed.
  NDArray x = Pattern({2, 4, 5, 6}, 1);
  NDArray w = Pattern({6, 2, 3, 2}, 2);  // groups = 2: 4 / 2 input channels each.
  Conv2dAttrs base;
  base.groups = 2;
  base.strides = {2, 1};
  base.padding = {1, 0, 2, 1};
  base.dilation = {1, 2};
  NDArray ref = Conv2d(x, w, base);
  NDArray x_nhwc = PermuteDims(x, std::vector<int64_t>{0, 2, 3, 1});
  NDArray ref_nhwc = PermuteDims(ref, std::vector<int64_t>{0, 2, 3, 1});
  Conv2dAttrs attrs = base;
  attrs.data_layout = "NHWC";
  attrs.kernel_layout = "OHWI";
  EXPECT_TRUE(Close(Conv2d(x_nhwc, PermuteDims(w, std::vector<int64_t>{0, 2, 3, 1}), attrs), ref_nhwc, 0, 0));
  attrs.kernel_layout = "HWIO";
  EXPECT_TRUE(Close(Conv2d(x_nhwc, PermuteDims(w, std::vector<int64_t>{2, 3, 1, 0}), attrs), ref_nhwc, 0, 0));
  attrs.data_layout = "NCHW";
  EXPECT_TRUE(Close(Conv2d(x, PermuteDims(w, std::vector<int64_t>{2, 3, 1, 0}), attrs), ref, 0, 0));
  attrs.kernel_layout = "OWHI";
  EXPECT_TRUE(ThrowsWith([&] { Conv2d(x, w, attrs); }, "unsupported kernel layout 'OWHI'"));
}

TEST(Conv2dTest, IntegerInputsWithWiderOutput) {
  NDArray x = Of(DataType::Int(8), {1, 1, 1, 2}, {100, 100});
  NDArray w = Of(DataType::Int(8), {1, 1, 1, 2}, {100, 100});
  Conv2dAttrs attrs;
  attrs.out_dtype = DataType::Int(32);
  EXPECT_TRUE(Close(Conv2d(x, w, attrs), I32({1, 1, 1, 1}, {20000})));
}

TEST(ConvTransposeTest, HandComputed) {
  // Stride 2 with a 2x2 kernel of ones: each input value fills its own 2x2
  // block.
  NDArray x = F64({1, 1, 2, 2}, {1, 2, 3, 4});
  NDArray ones = F64({1, 1, 2, 2}, {1, 1, 1, 1});
  EXPECT_TRUE(Close(ConvTranspose(x, ones, {2, 2}, {0, 0, 0, 0}, {0, 0}, {1, 1}, 1, DataType::Void()),
                    F64({1, 1, 4, 4}, {1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4})));
  // One dimension, stride 1: out = [1 * w0, 1 * w1 + 2 * w0, 2 * w1] for x =
  // [1, 2], w = [1, 10].
  EXPECT_TRUE(
      Close(ConvTranspose(F64({1, 1, 2}, {1, 2}), F64({1, 1, 2}, {1, 10}), {1}, {0, 0}, {0}, {1}, 1, DataType::Void()),
            F64({1, 1, 3}, {1, 12, 20})));
  // Padding crops the full result [1, 12, 20] by one on each side;
  // output_padding adds a zero at the end.
  EXPECT_TRUE(
      Close(ConvTranspose(F64({1, 1, 2}, {1, 2}), F64({1, 1, 2}, {1, 10}), {1}, {1, 1}, {0}, {1}, 1, DataType::Void()),
            F64({1, 1, 1}, {12})));
  EXPECT_TRUE(
      Close(ConvTranspose(F64({1, 1, 2}, {1, 2}), F64({1, 1, 2}, {1, 10}), {2}, {0, 0}, {1}, {1}, 1, DataType::Void()),
            F64({1, 1, 5}, {1, 10, 2, 20, 0})));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        ConvTranspose(x, F64({2, 1, 2, 2}, {1, 1, 1, 1, 1, 1, 1, 1}), {1, 1}, {0, 0, 0, 0}, {0, 0}, {1, 1}, 1,
                      DataType::Void());
      },
      "weight's input channels do not match the data"));
}

// A transposed convolution is the adjoint of the convolution with the same
// weight: <conv(y, W), x> == <y, conv_transpose(x, W)> for every x and y.
// Checked against the independent Conv2d loops, with groups, strides,
// asymmetric padding and dilation.
TEST(ConvTransposeTest, AdjointOfConv2d) {
  const int64_t groups = 2;
  NDArray w = Pattern({4, 3, 3, 2},
                      5);  // conv: O=4, I=3 per group; transposed: I=4, O=3 per group
  NDArray x = Pattern({2, 4, 3, 4},
                      6);  // the transposed conv's input, the conv's output
  Conv2dAttrs attrs;
  attrs.groups = groups;
  attrs.strides = {2, 3};
  attrs.padding = {1, 0, 0, 1};
  attrs.dilation = {1, 2};
  NDArray transposed =
      ConvTranspose(x, w, attrs.strides, attrs.padding, {0, 0}, attrs.dilation, groups, DataType::Void());
  ASSERT_EQ(transposed.shape(), (Shape{2, 6, 6, 11}));
  NDArray y = Pattern(transposed.shape(), 7);
  NDArray conv = Conv2d(y, w, attrs);
  ASSERT_EQ(conv.shape(), x.shape());
  double lhs = 0, rhs = 0;
  for (int64_t i = 0; i < x.NumElements(); ++i) lhs += conv.GetDouble(i) * x.GetDouble(i);
  for (int64_t i = 0; i < y.NumElements(); ++i) rhs += y.GetDouble(i) * transposed.GetDouble(i);
  EXPECT_NE(lhs, 0.0);
  EXPECT_DOUBLE_EQ(lhs, rhs);
}

// Shape only; speed is measured in //tools/bench, never in a timed test.
TEST(Conv2dTest, SmallImageShape) {
  NDArray x = Pattern({1, 3, 32, 32}, 3);
  NDArray w = Pattern({16, 3, 3, 3}, 4);
  Conv2dAttrs attrs;
  attrs.padding = {1};
  NDArray out = Conv2d(x, w, attrs);
  EXPECT_EQ(out.shape(), (Shape{1, 16, 32, 32}));
}

// x = 0..15 as a 4x4 image.
NDArray Iota44() {
  std::vector<double> v(16);
  for (int i = 0; i < 16; ++i) v[i] = i;
  return F32({1, 1, 4, 4}, v);
}

TEST(Pool2dTest, MaxAndAvgTwoByTwo) {
  Pool2dAttrs attrs;
  attrs.pool_size = {2};
  attrs.strides = {2};
  EXPECT_TRUE(Close(MaxPool2d(Iota44(), attrs), F32({1, 1, 2, 2}, {5, 7, 13, 15})));
  EXPECT_TRUE(Close(AvgPool2d(Iota44(), attrs), F32({1, 1, 2, 2}, {2.5, 4.5, 10.5, 12.5})));
}

TEST(Pool2dTest, AvgPaddingCountIncludePad) {
  Pool2dAttrs attrs;
  attrs.pool_size = {3};
  attrs.padding = {1};
  NDArray x = F32({1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  // Corner window holds 1, 2, 4, 5 (sum 12) and five padding taps.
  NDArray excl = AvgPool2d(x, attrs);
  EXPECT_NEAR(excl.GetDouble(0), 3.0, 1e-6);
  EXPECT_NEAR(excl.GetDouble(1), 21.0 / 6, 1e-6);
  EXPECT_NEAR(excl.GetDouble(4), 5.0, 1e-6);
  attrs.count_include_pad = true;
  NDArray incl = AvgPool2d(x, attrs);
  EXPECT_NEAR(incl.GetDouble(0), 12.0 / 9, 1e-6);
  EXPECT_NEAR(incl.GetDouble(1), 21.0 / 9, 1e-6);
  EXPECT_TRUE(Close(MaxPool2d(x, attrs), F32({1, 1, 3, 3}, {5, 6, 6, 8, 9, 9, 8, 9, 9})));
}

TEST(Pool2dTest, CeilModeDropsWindowStartingInPadding) {
  // W = 5, kernel 2, stride 2, padding 1 each side: floor mode gives 3
  // windows; ceil mode would give 4, but the 4th starts in the right padding.
  NDArray x = F32({1, 1, 1, 5}, {1, 2, 3, 4, 5});
  Pool2dAttrs attrs;
  attrs.pool_size = {1, 2};
  attrs.strides = {1, 2};
  attrs.padding = {0, 1, 0, 1};
  attrs.ceil_mode = true;
  EXPECT_TRUE(Close(MaxPool2d(x, attrs), F32({1, 1, 1, 3}, {1, 3, 5})));
  EXPECT_TRUE(Close(AvgPool2d(x, attrs), F32({1, 1, 1, 3}, {1, 2.5, 4.5})));
  attrs.count_include_pad = true;
  EXPECT_TRUE(Close(AvgPool2d(x, attrs), F32({1, 1, 1, 3}, {0.5, 2.5, 4.5})));
  // Without padding, ceil mode adds a partial last window [5].
  attrs.padding = {0};
  EXPECT_TRUE(Close(AvgPool2d(x, attrs), F32({1, 1, 1, 3}, {1.5, 3.5, 5})));
  attrs.ceil_mode = false;
  EXPECT_TRUE(Close(AvgPool2d(x, attrs), F32({1, 1, 1, 2}, {1.5, 3.5})));
}

TEST(Pool2dTest, DilationAndLayout) {
  NDArray x = F32({1, 1, 1, 5}, {1, 5, 2, 4, 3});
  Pool2dAttrs attrs;
  attrs.pool_size = {1, 2};
  attrs.dilation = {1, 2};
  EXPECT_TRUE(Close(MaxPool2d(x, attrs), F32({1, 1, 1, 3}, {2, 5, 3})));
  // NHWC equals NCHW transposed.
  NDArray img = Pattern({2, 3, 5, 4}, 5);
  Pool2dAttrs p;
  p.pool_size = {3, 2};
  p.strides = {2, 1};
  p.padding = {1, 0, 1, 1};
  p.ceil_mode = true;
  NDArray ref = AvgPool2d(img, p);
  p.layout = "NHWC";
  EXPECT_TRUE(Close(AvgPool2d(PermuteDims(img, std::vector<int64_t>{0, 2, 3, 1}), p),
                    PermuteDims(ref, std::vector<int64_t>{0, 2, 3, 1}), 1e-15, 0));
}

TEST(Pool2dTest, MaxPoolPadsWithLowestFiniteValue) {
  // TOPI pads max pooling with min_value(float32), which beats -inf data.
  Pool2dAttrs attrs;
  attrs.pool_size = {3};
  attrs.padding = {1};
  NDArray out = MaxPool2d(F32({1, 1, 1, 1}, {-std::numeric_limits<double>::infinity()}), attrs);
  EXPECT_EQ(out.GetDouble(0), -static_cast<double>(std::numeric_limits<float>::max()));
}

TEST(AdaptiveAvgPoolTest, OverlappingBins) {
  NDArray x = F32({1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  // Bins [0, 2) and [1, 3) in each dimension.
  EXPECT_TRUE(Close(AdaptiveAvgPool2d(x, std::vector<int64_t>{2, 2}), F32({1, 1, 2, 2}, {3, 4, 6, 7})));
  EXPECT_TRUE(Close(AdaptiveAvgPool2d(x, std::vector<int64_t>{1}), F32({1, 1, 1, 1}, {5})));
  EXPECT_TRUE(Close(AdaptiveAvgPool2d(x), x));
  NDArray nhwc = F32({1, 2, 2, 2}, {1, 10, 2, 20, 3, 30, 4, 40});
  EXPECT_TRUE(Close(AdaptiveAvgPool2d(nhwc, std::vector<int64_t>{1}, "NHWC"), F32({1, 1, 1, 2}, {2.5, 25})));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
