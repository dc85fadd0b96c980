// quantize / dequantize against values worked out by hand.
#include <gtest/gtest.h>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F32;
using testing::Of;
using testing::ThrowsWith;

const DataType kI8 = DataType::Int(8);
const DataType kU8 = DataType::UInt(8);

TEST(QuantizeTest, RoundsHalfToEvenAddsTheZeroPointAndClips) {
  NDArray x = F32({6}, {0.5, 1.5, 2.5, -0.5, 300, -300});
  EXPECT_TRUE(Close(Quantize(x, F32({}, {1}), Of(kI8, {}, {0}), -1, kI8), Of(kI8, {6}, {0, 2, 2, 0, 127, -128})));
  // x / 0.5 = 1, 3, 5, -1, 600, -600; + 3.
  EXPECT_TRUE(Close(Quantize(x, F32({1}, {0.5}), Of(kI8, {1}, {3}), 0, kI8), Of(kI8, {6}, {4, 6, 8, 2, 127, -128})));
  EXPECT_TRUE(Close(Quantize(F32({2}, {-1, 1000}), F32({}, {1}), Of(kU8, {}, {10}), -1, kU8), Of(kU8, {2}, {9, 255})));
}

TEST(QuantizeTest, PerChannelAlongAnAxis) {
  // Row 1 is 4 5 6 / 2 = 2 2.5 3 -> 2 2 3, plus zero point 1.
  NDArray x = F32({2, 3}, {1, 2, 3, 4, 5, 6});
  EXPECT_TRUE(Close(Quantize(x, F32({2}, {1, 2}), Of(kI8, {2}, {0, 1}), 0, kI8), Of(kI8, {2, 3}, {1, 2, 3, 3, 3, 4})));
  // Along the last axis: columns scaled by 1, 2, 4.
  EXPECT_TRUE(Close(Quantize(x, F32({3}, {1, 2, 4}), Of(kI8, {}, {0}), -1, kI8), Of(kI8, {2, 3}, {1, 1, 1, 4, 2, 2})));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        Quantize(x, F32({3}, {1, 2, 3}), Of(kI8, {}, {0}), 0, kI8);
      },
      "neither one value nor one per channel"));
  EXPECT_TRUE(
      ThrowsWith([&] { Quantize(Of(kI8, {1}, {1}), F32({}, {1}), Of(kI8, {}, {0}), 0, kI8); }, "expects float data"));
}

TEST(DequantizeTest, SubtractsTheZeroPointScalesAndClipsIntoTheOutputType) {
  NDArray q = Of(kI8, {3}, {-128, 0, 127});
  EXPECT_TRUE(
      Close(Dequantize(q, F32({}, {0.5}), Of(kI8, {}, {-2}), -1, DataType::Float(32)), F32({3}, {-63, 1, 64.5})));
  EXPECT_TRUE(Close(Dequantize(Of(kI8, {2}, {127, -128}), F32({}, {1000}), Of(kI8, {}, {0}), 0, DataType::Float(16)),
                    Of(DataType::Float(16), {2}, {65504, -65504})));
  EXPECT_TRUE(Close(
      Dequantize(Of(kU8, {2, 2}, {0, 255, 10, 20}), F32({2}, {1, 0.25}), Of(kU8, {2}, {0, 10}), 0, DataType::Float(32)),
      F32({2, 2}, {0, 255, 0, 2.5})));
  EXPECT_TRUE(ThrowsWith([&] { Dequantize(F32({1}, {1}), F32({}, {1}), Of(kI8, {}, {0}), 0, DataType::Float(32)); },
                         "expects integer data"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
