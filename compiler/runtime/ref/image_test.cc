#include <gtest/gtest.h>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F64;
using testing::I32;
using testing::ThrowsWith;

NDArray X2x2() { return F64({1, 1, 2, 2}, {1, 2, 3, 4}); }

Resize2dAttrs With(const std::string& method, const std::string& mode, const std::string& rounding = "round") {
  Resize2dAttrs a;
  a.method = method;
  a.coordinate_transformation_mode = mode;
  a.rounding_method = rounding;
  return a;
}

TEST(Resize2dTest, NearestHalfPixelReplicatesPixels) {
  // half_pixel sources for 2 -> 4: -0.25, 0.25, 0.75, 1.25, rounded 0, 0, 1, 1.
  EXPECT_TRUE(Close(Resize2d(X2x2(), 4, 4, With("nearest_neighbor", "half_pixel")),
                    F64({1, 1, 4, 4}, {1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4})));
}

TEST(Resize2dTest, BilinearHalfPixelClampsAtTheBorder) {
  // Per axis on [a, b]: a, 0.75a + 0.25b, 0.25a + 0.75b, b.
  EXPECT_TRUE(
      Close(Resize2d(X2x2(), 4, 4, With("linear", "half_pixel")),
            F64({1, 1, 4, 4}, {1, 1.25, 1.75, 2, 1.5, 1.75, 2.25, 2.5, 2.5, 2.75, 3.25, 3.5, 3, 3.25, 3.75, 4})));
}

TEST(Resize2dTest, BilinearAlignCornersHitsTheCorners) {
  NDArray x = F64({1, 1, 2, 3}, {0, 10, 20, 100, 110, 120});
  // Width 3 -> 5 samples at 0, 0.5, 1, 1.5, 2; height 2 -> 3 at 0, 0.5, 1.
  EXPECT_TRUE(Close(Resize2d(x, 3, 5, With("linear", "align_corners")),
                    F64({1, 1, 3, 5}, {0, 5, 10, 15, 20, 50, 55, 60, 65, 70, 100, 105, 110, 115, 120})));
}

TEST(Resize2dTest, AlignCornersToOnePixelTakesTheFirstCorner) {
  // TOPI divides by out - 1 = 0 here and produces NaN; the first corner is the
  // answer that keeps the mode's promise (corners map to corners).
  EXPECT_TRUE(Close(Resize2d(X2x2(), 1, 1, With("linear", "align_corners")), F64({1, 1, 1, 1}, {1})));
}

TEST(Resize2dTest, CubicKeysWeightsAtTheEdge) {
  // Width 4 -> 8, half_pixel: output 0 samples -0.25 (base -1, t = 0.75); the
  // taps -2, -1, 0 clamp to pixel 0 (value 0), tap 1 has value 1 and weight
  // -a t^3 + a t^2 = -0.10546875 for a = -0.75. Output 3 samples 1.25 (base 1,
  // t = 0.25): Keys weights -0.10546875, 0.87890625, 0.26171875, -0.03515625 on
  // pixels 0..3 give 1.296875 (a = -0.75 does not reproduce a ramp exactly);
  // output 4 is its mirror image, 3 - 1.296875.
  NDArray x = F64({1, 1, 1, 4}, {0, 1, 2, 3});
  NDArray out = Resize2d(x, 1, 8, With("cubic", "half_pixel"));
  EXPECT_NEAR(out.GetDouble(0), -0.10546875, 1e-12);
  EXPECT_NEAR(out.GetDouble(3), 1.296875, 1e-12);
  EXPECT_NEAR(out.GetDouble(4), 1.703125, 1e-12);
  // cubic_exclude drops taps -2 and -1 and renormalises the other two:
  // w3 = 0.87890625, w4 = -0.10546875, so the value is w4 / (w3 + w4) = -3/22.
  Resize2dAttrs ex = With("cubic", "half_pixel");
  ex.cubic_exclude = 1;
  EXPECT_NEAR(Resize2d(x, 1, 8, ex).GetDouble(0), -3.0 / 22.0, 1e-12);
}

TEST(Resize2dTest, RoundingMethods) {
  NDArray x = F64({1, 1, 1, 2}, {5, 7});
  // asymmetric with scale 0.5 samples 0, 0.5, 1, 1.5.
  EXPECT_TRUE(
      Close(Resize2d(x, 1, 4, With("nearest_neighbor", "asymmetric", "floor")), F64({1, 1, 1, 4}, {5, 5, 7, 7})));
  EXPECT_TRUE(Close(Resize2d(x, 1, 4, With("nearest_neighbor", "asymmetric", "round_prefer_ceil")),
                    F64({1, 1, 1, 4}, {5, 7, 7, 7})));
  EXPECT_TRUE(Close(Resize2d(x, 1, 4, With("nearest_neighbor", "asymmetric", "round_prefer_floor")),
                    F64({1, 1, 1, 4}, {5, 5, 7, 7})));
  // Ties to even: 0.5 -> 0, 1.5 -> 2 (clamped to 1).
  EXPECT_TRUE(
      Close(Resize2d(x, 1, 4, With("nearest_neighbor", "asymmetric", "round")), F64({1, 1, 1, 4}, {5, 5, 7, 7})));
  EXPECT_TRUE(
      Close(Resize2d(x, 1, 4, With("nearest_neighbor", "asymmetric", "ceil")), F64({1, 1, 1, 4}, {5, 7, 7, 7})));
  // tf_half_pixel_for_nn samples 0.25, 0.75, 1.25, 1.75; "" means floor here.
  EXPECT_TRUE(
      Close(Resize2d(x, 1, 4, With("nearest_neighbor", "tf_half_pixel_for_nn", "")), F64({1, 1, 1, 4}, {5, 5, 7, 7})));
}

TEST(Resize2dTest, CropAndResizeExtrapolates) {
  NDArray x = F64({1, 1, 1, 2}, {5, 7});
  Resize2dAttrs a = With("linear", "tf_crop_and_resize");
  a.roi = {0, 0, 0, 2};  // width samples 0, 1, 2: the last leaves the image
  a.extrapolation_value = -1;
  EXPECT_TRUE(Close(Resize2d(x, 1, 3, a), F64({1, 1, 1, 3}, {5, 7, -1})));
}

TEST(Resize2dTest, NhwcMatchesNchw) {
  NDArray nchw = F64({1, 2, 2, 2}, {1, 2, 3, 4, 10, 20, 30, 40});
  NDArray nhwc = F64({1, 2, 2, 2}, {1, 10, 2, 20, 3, 30, 4, 40});
  Resize2dAttrs a = With("linear", "half_pixel");
  NDArray ref = Resize2d(nchw, 3, 3, a);
  a.layout = "NHWC";
  NDArray got = Resize2d(nhwc, 3, 3, a);
  for (int64_t c = 0; c < 2; ++c) {
    for (int64_t p = 0; p < 9; ++p) EXPECT_DOUBLE_EQ(got.GetDouble(p * 2 + c), ref.GetDouble(c * 9 + p));
  }
}

TEST(Resize2dTest, OutDtypeTruncatesLikeAstype) {
  Resize2dAttrs a = With("linear", "half_pixel");
  a.out_dtype = DataType::Int(32);
  EXPECT_TRUE(Close(Resize2d(X2x2(), 4, 4, a), I32({1, 1, 4, 4}, {1, 1, 1, 2, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4})));
}

TEST(Resize2dTest, RejectsBadAttributes) {
  EXPECT_TRUE(ThrowsWith([] { Resize2d(X2x2(), 4, 4, With("area", "half_pixel")); }, "unknown method"));
  EXPECT_TRUE(ThrowsWith([] { Resize2d(X2x2(), 4, 4, With("linear", "corners")); }, "coordinate_transformation_mode"));
  EXPECT_TRUE(
      ThrowsWith([] { Resize2d(X2x2(), 4, 4, With("nearest_neighbor", "half_pixel", "up")); }, "rounding_method"));
  Resize2dAttrs a;
  a.layout = "HWCN";
  EXPECT_TRUE(ThrowsWith([&] { Resize2d(X2x2(), 4, 4, a); }, "NCHW or NHWC"));
  EXPECT_TRUE(ThrowsWith([] { Resize2d(X2x2(), 0, 4); }, "positive"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
