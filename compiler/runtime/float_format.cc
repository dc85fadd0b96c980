#include "compiler/runtime/float_format.h"

#include <cmath>
#include <limits>

#include "compiler/support/check.h"

namespace rlx {
namespace {

// A binary floating-point format with `exp_bits` exponent and `man_bits`
// explicit mantissa bits. `ieee` formats reserve the all-ones exponent for
// inf/NaN; the "fn" (finite) formats use it for normal numbers except the
// all-ones mantissa, which is NaN.
struct Format {
  int exp_bits;
  int man_bits;
  bool ieee;
};

constexpr Format kHalf{5, 10, true};
constexpr Format kBFloat16{8, 7, true};
constexpr Format kE4M3{4, 3, false};
constexpr Format kE5M2{5, 2, true};

int Bias(const Format& f) { return (1 << (f.exp_bits - 1)) - 1; }
uint32_t ExpMask(const Format& f) { return (1u << f.exp_bits) - 1; }
uint32_t ManMask(const Format& f) { return (1u << f.man_bits) - 1; }

uint32_t MaxFiniteBits(const Format& f) {
  if (f.ieee) return ((ExpMask(f) - 1) << f.man_bits) | ManMask(f);
  return (ExpMask(f) << f.man_bits) | (ManMask(f) - 1);
}

uint32_t Encode(double v, const Format& f) {
  const uint32_t sign = std::signbit(v) ? (1u << (f.exp_bits + f.man_bits)) : 0u;
  if (std::isnan(v)) {
    // Quiet NaN: top mantissa bit set for IEEE formats; the only NaN for fn.
    uint32_t man = f.ieee ? (1u << (f.man_bits - 1)) : ManMask(f);
    return sign | (ExpMask(f) << f.man_bits) | man;
  }
  const uint32_t inf_or_sat = f.ieee ? (ExpMask(f) << f.man_bits) : MaxFiniteBits(f);
  double a = std::fabs(v);
  if (std::isinf(a)) return sign | inf_or_sat;
  if (a == 0) return sign;

  const int bias = Bias(f);
  const int emin = 1 - bias;
  int e2 = 0;
  std::frexp(a, &e2);
  int exp = e2 - 1;            // a is in [2^exp, 2^(exp+1)).
  if (exp < emin) exp = emin;  // Subnormal range shares the quantum of emin.
  // Scale so that one unit in the last place is 1; the scaling by a power of
  // two is exact, so nearbyint (round-half-even by default) performs the one
  // and only rounding step.
  double q = std::nearbyint(std::ldexp(a, f.man_bits - exp));
  uint64_t man = static_cast<uint64_t>(q);
  if (man >> (f.man_bits + 1)) {  // Rounded up to the next binade.
    man >>= 1;
    ++exp;
  }
  uint32_t exp_field = 0;
  if (man >> f.man_bits) {
    exp_field = static_cast<uint32_t>(exp + bias);
    man &= ManMask(f);
  }
  const uint32_t max_exp_field = f.ieee ? ExpMask(f) - 1 : ExpMask(f);
  if (exp_field > max_exp_field || (!f.ieee && exp_field == max_exp_field && man == ManMask(f))) {
    return sign | inf_or_sat;
  }
  return sign | (exp_field << f.man_bits) | static_cast<uint32_t>(man);
}

double Decode(uint32_t bits, const Format& f) {
  const bool neg = (bits >> (f.exp_bits + f.man_bits)) & 1u;
  const uint32_t exp_field = (bits >> f.man_bits) & ExpMask(f);
  const uint32_t man = bits & ManMask(f);
  double mag;
  if (f.ieee && exp_field == ExpMask(f)) {
    mag = man ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  } else if (!f.ieee && exp_field == ExpMask(f) && man == ManMask(f)) {
    mag = std::numeric_limits<double>::quiet_NaN();
  } else if (exp_field == 0) {
    mag = std::ldexp(static_cast<double>(man), 1 - Bias(f) - f.man_bits);
  } else {
    mag = std::ldexp(static_cast<double>(man | (1u << f.man_bits)), static_cast<int>(exp_field) - Bias(f) - f.man_bits);
  }
  return neg ? -mag : mag;
}

}  // namespace

uint16_t DoubleToHalfBits(double v) { return static_cast<uint16_t>(Encode(v, kHalf)); }
double HalfBitsToDouble(uint16_t bits) { return Decode(bits, kHalf); }

uint16_t DoubleToBFloat16Bits(double v) { return static_cast<uint16_t>(Encode(v, kBFloat16)); }
double BFloat16BitsToDouble(uint16_t bits) { return Decode(bits, kBFloat16); }

uint8_t DoubleToFloat8E4M3Bits(double v) { return static_cast<uint8_t>(Encode(v, kE4M3)); }
double Float8E4M3BitsToDouble(uint8_t bits) { return Decode(bits, kE4M3); }

uint8_t DoubleToFloat8E5M2Bits(double v) { return static_cast<uint8_t>(Encode(v, kE5M2)); }
double Float8E5M2BitsToDouble(uint8_t bits) { return Decode(bits, kE5M2); }

double HighestValue(DataType dtype) {
  switch (dtype.code()) {
    case DataType::Code::kFloat:
      if (dtype.bits() == 16) return 65504.0;
      if (dtype.bits() == 32) return std::numeric_limits<float>::max();
      return std::numeric_limits<double>::max();
    case DataType::Code::kBFloat:
      return Decode(MaxFiniteBits(kBFloat16), kBFloat16);
    case DataType::Code::kFloat8E4M3:
      return Decode(MaxFiniteBits(kE4M3), kE4M3);
    case DataType::Code::kFloat8E5M2:
      return Decode(MaxFiniteBits(kE5M2), kE5M2);
    case DataType::Code::kInt:
      return std::ldexp(1.0, dtype.bits() - 1) - 1;
    case DataType::Code::kUInt:
      return std::ldexp(1.0, dtype.bits()) - 1;
    default:
      break;
  }
  RLX_CHECK(false) << "HighestValue of " << dtype.ToString();
  return 0;
}

double LowestValue(DataType dtype) {
  if (dtype.is_int()) return -std::ldexp(1.0, dtype.bits() - 1);
  if (dtype.code() == DataType::Code::kUInt) return 0;
  return -HighestValue(dtype);
}

}  // namespace rlx
