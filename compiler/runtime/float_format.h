// Bit-exact conversions between double and the narrow floating-point formats
// that have no C++ type: IEEE binary16 ("float16"), bfloat16, and the OCP 8-bit
// formats float8_e4m3fn and float8_e5m2.
//
// Every encoder rounds directly from double to nearest, ties to even. Rounding
// straight from double (rather than via float) avoids double rounding, so these
// are the exact results a correctly-rounded conversion must produce.
//
// Overflow: float16, bfloat16 and float8_e5m2 have infinities and follow IEEE
// (too large -> inf). float8_e4m3fn has no infinity and only one NaN pattern per
// sign (S.1111.111); finite values beyond its max (448) and +-inf saturate to
// +-448, which is the OCP "saturating" conversion (what __NV_SATFINITE does).
// NaN stays NaN in every format (sign preserved).
#ifndef RLX_COMPILER_RUNTIME_FLOAT_FORMAT_H_
#define RLX_COMPILER_RUNTIME_FLOAT_FORMAT_H_

#include <cstdint>

#include "compiler/ir/data_type.h"

namespace rlx {

uint16_t DoubleToHalfBits(double v);
double HalfBitsToDouble(uint16_t bits);

uint16_t DoubleToBFloat16Bits(double v);
double BFloat16BitsToDouble(uint16_t bits);

uint8_t DoubleToFloat8E4M3Bits(double v);
double Float8E4M3BitsToDouble(uint8_t bits);

uint8_t DoubleToFloat8E5M2Bits(double v);
double Float8E5M2BitsToDouble(uint8_t bits);

// The largest finite value of a floating or integer dtype, and its most
// negative finite value (e.g. 65504 / -65504 for float16, 127 / -128 for int8,
// 1 / 0 for bool). Pooling pads with LowestValue, as TVM's min_value does.
double HighestValue(DataType dtype);
double LowestValue(DataType dtype);

}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_FLOAT_FORMAT_H_
