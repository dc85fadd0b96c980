#include "compiler/tir/interp/value.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <sstream>

#include "compiler/runtime/float_format.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace tir {
namespace interp {
namespace {

constexpr double kTwo63 = 9223372036854775808.0;
constexpr double kTwo64 = 18446744073709551616.0;

bool IsUnsigned(DataType t) { return t.code() == DataType::Code::kUInt; }

// NDArray's float -> int64 rule: truncate, NaN -> 0, saturate.
int64_t TruncToInt64(double v) {
  if (std::isnan(v)) return 0;
  v = std::trunc(v);
  if (v >= kTwo63) return std::numeric_limits<int64_t>::max();
  if (v < -kTwo63) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(v);
}

double IntLaneToDouble(const Lane& x, DataType from) {
  return IsUnsigned(from) ? static_cast<double>(static_cast<uint64_t>(x.i)) : static_cast<double>(x.i);
}

std::string FormatLane(const Lane& x, DataType t) {
  if (t.is_bool()) return x.i ? "True" : "False";
  if (t.is_floating()) {
    if (std::isnan(x.f)) return "nan";
    if (std::isinf(x.f)) return x.f > 0 ? "inf" : "-inf";
    std::ostringstream os;
    os.precision(9);
    os << x.f;
    return os.str();
  }
  if (IsUnsigned(t)) return std::to_string(static_cast<uint64_t>(x.i));
  return std::to_string(x.i);
}

template <typename T>
T LoadAs(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

template <typename T>
void StoreAs(uint8_t* p, T v) {
  std::memcpy(p, &v, sizeof(T));
}

// Integer operations on wrapped lanes of `t` (signed or unsigned).
int64_t IntDiv(NodeKind kind, DataType t, int64_t a, int64_t b, const Span& span) {
  if (b == 0) {
    const char* what = kind == NodeKind::kDiv        ? "division"
                       : kind == NodeKind::kMod      ? "modulo"
                       : kind == NodeKind::kFloorDiv ? "floordiv"
                                                     : "floormod";
    ThrowError(span, std::string("integer ") + what + " by zero (" + t.ToString() + ")");
  }
  if (IsUnsigned(t)) {
    uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
    bool quotient = kind == NodeKind::kDiv || kind == NodeKind::kFloorDiv;
    return static_cast<int64_t>(quotient ? ua / ub : ua % ub);
  }
  // INT64_MIN / -1 overflows in C++; two's complement gives INT64_MIN back.
  int64_t q = (b == -1) ? static_cast<int64_t>(0 - static_cast<uint64_t>(a)) : a / b;
  int64_t r = (b == -1) ? 0 : a % b;
  switch (kind) {
    case NodeKind::kDiv:
      return q;
    case NodeKind::kMod:
      return r;
    case NodeKind::kFloorDiv:
      return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
    default:  // kFloorMod
      return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
  }
}

bool IntLess(DataType t, int64_t a, int64_t b) {
  return IsUnsigned(t) ? static_cast<uint64_t>(a) < static_cast<uint64_t>(b) : a < b;
}

Lane IntBinary(NodeKind kind, DataType t, DataType result, int64_t a, int64_t b, const Span& span) {
  Lane out;
  uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  switch (kind) {
    case NodeKind::kAdd:
      out.i = WrapInt(result, static_cast<int64_t>(ua + ub));
      break;
    case NodeKind::kSub:
      out.i = WrapInt(result, static_cast<int64_t>(ua - ub));
      break;
    case NodeKind::kMul:
      out.i = WrapInt(result, static_cast<int64_t>(ua * ub));
      break;
    case NodeKind::kDiv:
    case NodeKind::kMod:
    case NodeKind::kFloorDiv:
    case NodeKind::kFloorMod:
      out.i = WrapInt(result, IntDiv(kind, t, a, b, span));
      break;
    case NodeKind::kMin:
      out.i = IntLess(t, a, b) ? a : b;
      break;
    case NodeKind::kMax:
      out.i = IntLess(t, b, a) ? a : b;
      break;
    case NodeKind::kEQ:
      out.i = a == b;
      break;
    case NodeKind::kNE:
      out.i = a != b;
      break;
    case NodeKind::kLT:
      out.i = IntLess(t, a, b);
      break;
    case NodeKind::kLE:
      out.i = !IntLess(t, b, a);
      break;
    case NodeKind::kGT:
      out.i = IntLess(t, b, a);
      break;
    case NodeKind::kGE:
      out.i = !IntLess(t, a, b);
      break;
    case NodeKind::kAnd:
      out.i = (a != 0) && (b != 0);
      break;
    case NodeKind::kOr:
      out.i = (a != 0) || (b != 0);
      break;
    default:
      RLX_UNREACHABLE() << NodeKindName(kind);
  }
  return out;
}

Lane FloatBinary(NodeKind kind, DataType result, double a, double b) {
  Lane out;
  auto r = [&](double v) { return RoundFloat(result, v); };
  switch (kind) {
    case NodeKind::kAdd:
      out.f = r(a + b);
      break;
    case NodeKind::kSub:
      out.f = r(a - b);
      break;
    case NodeKind::kMul:
      out.f = r(a * b);
      break;
    case NodeKind::kDiv:
      out.f = r(a / b);
      break;
    case NodeKind::kMod:
      out.f = r(std::fmod(a, b));
      break;
    // TVM lowers floordiv / floormod of floats to floor(a / b) and
    // a - floor(a / b) * b in the operands' dtype; every step rounds.
    case NodeKind::kFloorDiv:
      out.f = r(std::floor(r(a / b)));
      break;
    case NodeKind::kFloorMod:
      out.f = r(a - r(std::floor(r(a / b)) * b));
      break;
    // TVM's LLVM code generator: min = select(a < b, a, b), max =
    // select(a > b, a, b), so a NaN in `b` wins and a NaN in `a` loses.
    case NodeKind::kMin:
      out.f = a < b ? a : b;
      break;
    case NodeKind::kMax:
      out.f = a > b ? a : b;
      break;
    case NodeKind::kEQ:
      out.i = a == b;
      break;
    case NodeKind::kNE:
      out.i = a != b;
      break;
    case NodeKind::kLT:
      out.i = a < b;
      break;
    case NodeKind::kLE:
      out.i = a <= b;
      break;
    case NodeKind::kGT:
      out.i = a > b;
      break;
    case NodeKind::kGE:
      out.i = a >= b;
      break;
    case NodeKind::kAnd:
      out.i = (a != 0) && (b != 0);
      break;
    case NodeKind::kOr:
      out.i = (a != 0) || (b != 0);
      break;
    default:
      RLX_UNREACHABLE() << NodeKindName(kind);
  }
  return out;
}

}  // namespace

Value::Value(DataType dtype) : dtype_(dtype) {
  if (dtype.lanes() > 1) vec_.resize(dtype.lanes());
}

double Value::AsDouble() const {
  const Lane& x = scalar_or_first();
  return dtype_.is_floating() ? x.f : IntLaneToDouble(x, dtype_);
}

bool Value::IsTrue(int k) const {
  const Lane& x = lane(k);
  return dtype_.is_floating() ? x.f != 0 || std::isnan(x.f) : x.i != 0;
}

std::string Value::ToString() const {
  DataType e = dtype_.element_of();
  if (lanes() == 1) return FormatLane(scalar_, e);
  std::string s = "[";
  for (int k = 0; k < lanes(); ++k) s += (k ? ", " : "") + FormatLane(lane(k), e);
  return s + "]";
}

Value IntValue(DataType dtype, int64_t v) {
  Value out(dtype);
  int64_t w = WrapInt(dtype, v);
  for (int k = 0; k < out.lanes(); ++k) out.lane(k).i = w;
  return out;
}

Value FloatValue(DataType dtype, double v) {
  Value out(dtype);
  double r = RoundFloat(dtype, v);
  for (int k = 0; k < out.lanes(); ++k) out.lane(k).f = r;
  return out;
}

Value BoolValue(bool v, int lanes) { return IntValue(DataType::Bool(lanes), v ? 1 : 0); }

int64_t WrapInt(DataType dtype, int64_t v) {
  int bits = dtype.bits();
  if (bits >= 64 || dtype.is_handle()) return v;
  uint64_t mask = (uint64_t{1} << bits) - 1;
  uint64_t low = static_cast<uint64_t>(v) & mask;
  if (dtype.is_int() && (low >> (bits - 1)) != 0) low |= ~mask;  // sign-extend
  return static_cast<int64_t>(low);
}

double RoundFloat(DataType dtype, double v) {
  switch (dtype.code()) {
    case DataType::Code::kFloat:
      if (dtype.bits() == 32) return static_cast<double>(static_cast<float>(v));
      if (dtype.bits() == 16) return HalfBitsToDouble(DoubleToHalfBits(v));
      return v;
    case DataType::Code::kBFloat:
      return BFloat16BitsToDouble(DoubleToBFloat16Bits(v));
    case DataType::Code::kFloat8E4M3:
      return Float8E4M3BitsToDouble(DoubleToFloat8E4M3Bits(v));
    case DataType::Code::kFloat8E5M2:
      return Float8E5M2BitsToDouble(DoubleToFloat8E5M2Bits(v));
    default:
      return v;
  }
}

Lane ConvertLane(const Lane& x, DataType from, DataType to) {
  from = from.element_of();
  to = to.element_of();
  Lane out;
  if (to.is_bool()) {
    out.i = from.is_floating() ? (x.f != 0 || std::isnan(x.f)) : x.i != 0;
    return out;
  }
  if (to.is_floating()) {
    if (from.is_floating()) {
      out.f = RoundFloat(to, x.f);
    } else if (to.is_float() && to.bits() == 32) {
      // Straight to float: going through double could round twice.
      out.f = IsUnsigned(from) ? static_cast<float>(static_cast<uint64_t>(x.i)) : static_cast<float>(x.i);
    } else {
      out.f = RoundFloat(to, IntLaneToDouble(x, from));
    }
    return out;
  }
  if (to.is_integer() || to.is_handle()) {
    if (!from.is_floating()) {
      out.i = WrapInt(to, x.i);
    } else if (IsUnsigned(to) && x.f >= kTwo63 && x.f < kTwo64) {
      out.i = WrapInt(to, static_cast<int64_t>(static_cast<uint64_t>(x.f)));
    } else {
      out.i = WrapInt(to, TruncToInt64(x.f));
    }
    return out;
  }
  RLX_UNREACHABLE() << "cast from " << from.ToString() << " to " << to.ToString();
  return out;
}

Lane ReinterpretLane(const Lane& x, DataType from, DataType to) {
  from = from.element_of();
  to = to.element_of();
  // To raw bits first.
  uint64_t bits = 0;
  if (from.is_floating()) {
    switch (from.code()) {
      case DataType::Code::kFloat:
        if (from.bits() == 16) {
          bits = DoubleToHalfBits(x.f);
        } else if (from.bits() == 32) {
          float f = static_cast<float>(x.f);
          uint32_t u;
          std::memcpy(&u, &f, 4);
          bits = u;
        } else {
          std::memcpy(&bits, &x.f, 8);
        }
        break;
      case DataType::Code::kBFloat:
        bits = DoubleToBFloat16Bits(x.f);
        break;
      case DataType::Code::kFloat8E4M3:
        bits = DoubleToFloat8E4M3Bits(x.f);
        break;
      default:
        bits = DoubleToFloat8E5M2Bits(x.f);
        break;
    }
  } else {
    bits = static_cast<uint64_t>(x.i);
    if (from.bits() < 64) bits &= (uint64_t{1} << from.bits()) - 1;
  }
  Lane out;
  if (to.is_floating()) {
    switch (to.code()) {
      case DataType::Code::kFloat:
        if (to.bits() == 16) {
          out.f = HalfBitsToDouble(static_cast<uint16_t>(bits));
        } else if (to.bits() == 32) {
          uint32_t u = static_cast<uint32_t>(bits);
          float f;
          std::memcpy(&f, &u, 4);
          out.f = f;
        } else {
          std::memcpy(&out.f, &bits, 8);
        }
        break;
      case DataType::Code::kBFloat:
        out.f = BFloat16BitsToDouble(static_cast<uint16_t>(bits));
        break;
      case DataType::Code::kFloat8E4M3:
        out.f = Float8E4M3BitsToDouble(static_cast<uint8_t>(bits));
        break;
      default:
        out.f = Float8E5M2BitsToDouble(static_cast<uint8_t>(bits));
        break;
    }
  } else {
    out.i = WrapInt(to, static_cast<int64_t>(bits));
  }
  return out;
}

Value Cast(DataType to, const Value& x) {
  Value out(to);
  for (int k = 0; k < to.lanes(); ++k) out.lane(k) = ConvertLane(x.lane(x.lanes() == 1 ? 0 : k), x.dtype(), to);
  return out;
}

Value BinaryOp(NodeKind kind, DataType result, const Value& a, const Value& b, const Span& span) {
  DataType t = a.dtype().element_of();
  Value out(result);
  bool fa = a.lanes() == 1, fb = b.lanes() == 1;
  DataType re = result.element_of();
  for (int k = 0; k < result.lanes(); ++k) {
    const Lane& x = a.lane(fa ? 0 : k);
    const Lane& y = b.lane(fb ? 0 : k);
    out.lane(k) = t.is_floating() ? FloatBinary(kind, re, x.f, y.f) : IntBinary(kind, t, re, x.i, y.i, span);
  }
  return out;
}

bool IsStorable(DataType t) { return NDArray::SupportsDType(t); }

Lane LoadLane(const uint8_t* p, DataType t) {
  Lane x;
  switch (t.code()) {
    case DataType::Code::kInt:
      switch (t.bits()) {
        case 8:
          x.i = LoadAs<int8_t>(p);
          break;
        case 16:
          x.i = LoadAs<int16_t>(p);
          break;
        case 32:
          x.i = LoadAs<int32_t>(p);
          break;
        default:
          x.i = LoadAs<int64_t>(p);
          break;
      }
      break;
    case DataType::Code::kUInt:
      switch (t.bits()) {
        case 1:
          x.i = p[0] != 0;
          break;
        case 8:
          x.i = LoadAs<uint8_t>(p);
          break;
        case 16:
          x.i = LoadAs<uint16_t>(p);
          break;
        case 32:
          x.i = LoadAs<uint32_t>(p);
          break;
        default:
          x.i = static_cast<int64_t>(LoadAs<uint64_t>(p));
          break;
      }
      break;
    case DataType::Code::kFloat:
      switch (t.bits()) {
        case 16:
          x.f = HalfBitsToDouble(LoadAs<uint16_t>(p));
          break;
        case 32:
          x.f = LoadAs<float>(p);
          break;
        default:
          x.f = LoadAs<double>(p);
          break;
      }
      break;
    case DataType::Code::kBFloat:
      x.f = BFloat16BitsToDouble(LoadAs<uint16_t>(p));
      break;
    case DataType::Code::kFloat8E4M3:
      x.f = Float8E4M3BitsToDouble(p[0]);
      break;
    case DataType::Code::kFloat8E5M2:
      x.f = Float8E5M2BitsToDouble(p[0]);
      break;
    default:
      RLX_UNREACHABLE() << "load of " << t.ToString();
  }
  return x;
}

void StoreLane(uint8_t* p, DataType t, const Lane& x) {
  switch (t.code()) {
    case DataType::Code::kInt:
    case DataType::Code::kUInt:
      switch (t.bits()) {
        case 1:
          p[0] = x.i != 0;
          break;
        case 8:
          StoreAs<uint8_t>(p, static_cast<uint8_t>(x.i));
          break;
        case 16:
          StoreAs<uint16_t>(p, static_cast<uint16_t>(x.i));
          break;
        case 32:
          StoreAs<uint32_t>(p, static_cast<uint32_t>(x.i));
          break;
        default:
          StoreAs<int64_t>(p, x.i);
          break;
      }
      break;
    case DataType::Code::kFloat:
      switch (t.bits()) {
        case 16:
          StoreAs<uint16_t>(p, DoubleToHalfBits(x.f));
          break;
        case 32:
          StoreAs<float>(p, static_cast<float>(x.f));
          break;
        default:
          StoreAs<double>(p, x.f);
          break;
      }
      break;
    case DataType::Code::kBFloat:
      StoreAs<uint16_t>(p, DoubleToBFloat16Bits(x.f));
      break;
    case DataType::Code::kFloat8E4M3:
      p[0] = DoubleToFloat8E4M3Bits(x.f);
      break;
    case DataType::Code::kFloat8E5M2:
      p[0] = DoubleToFloat8E5M2Bits(x.f);
      break;
    default:
      RLX_UNREACHABLE() << "store of " << t.ToString();
  }
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
