// Expected bit patterns are hand-derived from the format definitions; the
// float8 rows were cross-checked once against ml_dtypes 0.6 (except where noted
// that this project saturates float8_e4m3fn where ml_dtypes produces NaN).
#include "compiler/runtime/float_format.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace rlx {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

TEST(HalfTest, EncodesKnownValues) {
  EXPECT_EQ(DoubleToHalfBits(1.0), 0x3C00);
  EXPECT_EQ(DoubleToHalfBits(-2.0), 0xC000);
  EXPECT_EQ(DoubleToHalfBits(1.0 / 3.0), 0x3555);
  EXPECT_EQ(DoubleToHalfBits(65504.0), 0x7BFF);
  EXPECT_EQ(DoubleToHalfBits(0.0), 0x0000);
  EXPECT_EQ(DoubleToHalfBits(-0.0), 0x8000);
  EXPECT_EQ(DoubleToHalfBits(kInf), 0x7C00);
  EXPECT_EQ(DoubleToHalfBits(-kInf), 0xFC00);
  EXPECT_EQ(DoubleToHalfBits(kNaN) & 0x7C00, 0x7C00);
  EXPECT_NE(DoubleToHalfBits(kNaN) & 0x03FF, 0);
}

TEST(HalfTest, RoundsToNearestEvenAndOverflowsToInf) {
  // 65519.99 is below the halfway point 65520 between 65504 and 2^16.
  EXPECT_EQ(DoubleToHalfBits(65519.0), 0x7BFF);
  // Exactly halfway: the odd mantissa 0x3FF loses to the even "2^16" -> inf.
  EXPECT_EQ(DoubleToHalfBits(65520.0), 0x7C00);
  // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to the even 1.0.
  EXPECT_EQ(DoubleToHalfBits(1.0 + std::ldexp(1.0, -11)), 0x3C00);
  // 1 + 3 * 2^-11 is halfway between mantissas 1 and 2: ties to 2.
  EXPECT_EQ(DoubleToHalfBits(1.0 + 3 * std::ldexp(1.0, -11)), 0x3C02);
}

TEST(HalfTest, Subnormals) {
  EXPECT_EQ(DoubleToHalfBits(std::ldexp(1.0, -24)), 0x0001);  // Smallest subnormal.
  EXPECT_EQ(DoubleToHalfBits(std::ldexp(1.0, -25)), 0x0000);  // Half of it: tie to even 0.
  EXPECT_EQ(DoubleToHalfBits(3 * std::ldexp(1.0, -26)), 0x0001);
  EXPECT_EQ(DoubleToHalfBits(std::ldexp(1.0, -14)), 0x0400);  // Smallest normal.
  // Largest subnormal rounding up into the normal range.
  EXPECT_EQ(DoubleToHalfBits(std::ldexp(1.0, -14) - std::ldexp(1.0, -26)), 0x0400);
  EXPECT_EQ(HalfBitsToDouble(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(HalfBitsToDouble(0x03FF), 1023 * std::ldexp(1.0, -24));
}

TEST(HalfTest, Decodes) {
  EXPECT_EQ(HalfBitsToDouble(0x3C00), 1.0);
  EXPECT_EQ(HalfBitsToDouble(0x3555), 0.333251953125);
  EXPECT_EQ(HalfBitsToDouble(0x7BFF), 65504.0);
  EXPECT_EQ(HalfBitsToDouble(0xFC00), -kInf);
  EXPECT_TRUE(std::isnan(HalfBitsToDouble(0x7E00)));
  EXPECT_TRUE(std::signbit(HalfBitsToDouble(0x8000)));
}

TEST(HalfTest, EveryFiniteHalfRoundTrips) {
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    double v = HalfBitsToDouble(static_cast<uint16_t>(bits));
    if (std::isnan(v)) continue;
    ASSERT_EQ(DoubleToHalfBits(v), bits) << std::hex << bits;
  }
}

TEST(BFloat16Test, EncodesWithRoundToNearestEven) {
  EXPECT_EQ(DoubleToBFloat16Bits(1.0), 0x3F80);
  // 1 + 2^-8 is exactly halfway between 1 and 1 + 2^-7: ties to even (1.0).
  EXPECT_EQ(DoubleToBFloat16Bits(1.00390625), 0x3F80);
  // 1 + 3 * 2^-8 is halfway between mantissas 1 and 2: ties to 2.
  EXPECT_EQ(DoubleToBFloat16Bits(1.01171875), 0x3F82);
  // Just above the halfway point rounds up.
  EXPECT_EQ(DoubleToBFloat16Bits(1.00390625 + 1e-9), 0x3F81);
  EXPECT_EQ(DoubleToBFloat16Bits(1.0 / 3.0), 0x3EAB);
  EXPECT_EQ(DoubleToBFloat16Bits(M_PI), 0x4049);
  EXPECT_EQ(DoubleToBFloat16Bits(3.4e38), 0x7F80);  // Above max + half ulp.
  EXPECT_EQ(BFloat16BitsToDouble(0x7F7F), 3.3895313892515355e38);
  EXPECT_EQ(BFloat16BitsToDouble(0x4049), 3.140625);
}

TEST(Float8E4M3Test, EncodesAndSaturates) {
  EXPECT_EQ(DoubleToFloat8E4M3Bits(1.0), 0x38);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(-2.5), 0xC2);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(0.1), 0x1D);  // 0.1015625
  EXPECT_EQ(DoubleToFloat8E4M3Bits(0.3), 0x2A);  // 0.3125
  EXPECT_EQ(DoubleToFloat8E4M3Bits(240.0), 0x77);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(448.0), 0x7E);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(464.0), 0x7E);  // Tie between 448 and "480": even.
  // Saturation (ml_dtypes would give NaN 0x7F for these).
  EXPECT_EQ(DoubleToFloat8E4M3Bits(465.0), 0x7E);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(1e6), 0x7E);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(-1e6), 0xFE);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(kInf), 0x7E);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(kNaN), 0x7F);
  // Subnormals: smallest is 2^-9.
  EXPECT_EQ(DoubleToFloat8E4M3Bits(std::ldexp(1.0, -9)), 0x01);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(std::ldexp(1.0, -10)), 0x00);
  EXPECT_EQ(DoubleToFloat8E4M3Bits(std::ldexp(1.0, -6)), 0x08);
}

TEST(Float8E4M3Test, Decodes) {
  EXPECT_EQ(Float8E4M3BitsToDouble(0x7E), 448.0);
  EXPECT_EQ(Float8E4M3BitsToDouble(0xFE), -448.0);
  EXPECT_EQ(Float8E4M3BitsToDouble(0x78), 256.0);  // Exponent all-ones is finite here.
  EXPECT_TRUE(std::isnan(Float8E4M3BitsToDouble(0x7F)));
  EXPECT_TRUE(std::isnan(Float8E4M3BitsToDouble(0xFF)));
  EXPECT_EQ(Float8E4M3BitsToDouble(0x01), std::ldexp(1.0, -9));
  EXPECT_EQ(Float8E4M3BitsToDouble(0x1D), 0.1015625);
}

TEST(Float8E5M2Test, EncodesWithInfinity) {
  EXPECT_EQ(DoubleToFloat8E5M2Bits(1.0), 0x3C);
  EXPECT_EQ(DoubleToFloat8E5M2Bits(0.1), 0x2E);  // 0.09375
  EXPECT_EQ(DoubleToFloat8E5M2Bits(0.3), 0x35);  // 0.3125
  EXPECT_EQ(DoubleToFloat8E5M2Bits(57344.0), 0x7B);
  EXPECT_EQ(DoubleToFloat8E5M2Bits(61439.0), 0x7B);
  EXPECT_EQ(DoubleToFloat8E5M2Bits(61440.0), 0x7C);  // Halfway to 2^16: even -> inf.
  EXPECT_EQ(DoubleToFloat8E5M2Bits(1e6), 0x7C);
  EXPECT_EQ(DoubleToFloat8E5M2Bits(-kInf), 0xFC);
  EXPECT_EQ(DoubleToFloat8E5M2Bits(std::ldexp(1.0, -16)), 0x01);
  EXPECT_EQ(DoubleToFloat8E5M2Bits(std::ldexp(1.0, -17)), 0x00);
  EXPECT_EQ(DoubleToFloat8E5M2Bits(3 * std::ldexp(1.0, -18)), 0x01);
  EXPECT_EQ(Float8E5M2BitsToDouble(0x7C), kInf);
  EXPECT_TRUE(std::isnan(Float8E5M2BitsToDouble(0x7E)));
  EXPECT_TRUE(std::isnan(Float8E5M2BitsToDouble(DoubleToFloat8E5M2Bits(kNaN))));
}

TEST(Float8Test, EveryNonNaNPatternRoundTrips) {
  for (uint32_t bits = 0; bits < 256; ++bits) {
    double a = Float8E4M3BitsToDouble(static_cast<uint8_t>(bits));
    if (!std::isnan(a)) {
      EXPECT_EQ(DoubleToFloat8E4M3Bits(a), bits) << bits;
    }
    double b = Float8E5M2BitsToDouble(static_cast<uint8_t>(bits));
    if (!std::isnan(b)) {
      EXPECT_EQ(DoubleToFloat8E5M2Bits(b), bits) << bits;
    }
  }
}

TEST(LimitsTest, HighestAndLowest) {
  EXPECT_EQ(HighestValue(DataType::Float(16)), 65504.0);
  EXPECT_EQ(LowestValue(DataType::Float8E4M3()), -448.0);
  EXPECT_EQ(HighestValue(DataType::Float8E5M2()), 57344.0);
  EXPECT_EQ(LowestValue(DataType::Int(8)), -128.0);
  EXPECT_EQ(HighestValue(DataType::UInt(16)), 65535.0);
  EXPECT_EQ(LowestValue(DataType::UInt(8)), 0.0);
  EXPECT_EQ(HighestValue(DataType::Bool()), 1.0);
}

}  // namespace
}  // namespace rlx
