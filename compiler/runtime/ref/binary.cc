// Element-wise binary operators with numpy broadcasting, and where().
#include <cmath>
#include <functional>
#include <map>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;
using internal::IntLess;
using internal::IsUInt64;

namespace {

using FloatOp = std::function<double(double, double)>;
// Integer ops receive whether the dtype is uint64 (bit-pattern operands).
using IntOp = std::function<int64_t(int64_t, int64_t, bool u64)>;

// Evaluates op over the broadcast of a and b. Floating inputs go through
// `f` in double, integer/bool inputs through `g` in int64; a null function
// means the op rejects that kind of dtype.
NDArray Broadcast(const std::string& op, const NDArray& a, const NDArray& b, const FloatOp& f, const IntOp& g,
                  bool bool_output = false) {
  internal::RequireSameDType(op, a, b);
  const DataType in = a.dtype();
  if (in.is_floating() && !f) {
    Fail(op, "requires integer or bool operands, got " + in.ToString());
  }
  if (!in.is_floating() && !g) Fail(op, "requires floating-point operands, got " + in.ToString());
  Shape out_shape = BroadcastShapes(a.shape(), b.shape(), op);
  std::vector<int64_t> ia = internal::BroadcastOffsets(a.shape(), out_shape);
  std::vector<int64_t> ib = internal::BroadcastOffsets(b.shape(), out_shape);
  NDArray out = NDArray::Empty(out_shape, bool_output ? DataType::Bool() : in);
  const bool u64 = IsUInt64(in);
  for (int64_t i = 0; i < out.NumElements(); ++i) {
    if (in.is_floating()) {
      out.SetDouble(i, f(a.GetDouble(ia[i]), b.GetDouble(ib[i])));
    } else {
      out.SetInt(i, g(a.GetInt(ia[i]), b.GetInt(ib[i]), u64));
    }
  }
  return out;
}

void CheckNonzeroDivisor(const std::string& op, int64_t b) {
  if (b == 0) Fail(op, "integer division by zero");
}

int64_t TruncDiv(int64_t a, int64_t b, bool u64) {
  if (u64) return static_cast<int64_t>(static_cast<uint64_t>(a) / static_cast<uint64_t>(b));
  if (b == -1) return internal::WrapSub(0, a);  // INT64_MIN / -1 would trap.
  return a / b;
}

int64_t TruncMod(int64_t a, int64_t b, bool u64) {
  if (u64) return static_cast<int64_t>(static_cast<uint64_t>(a) % static_cast<uint64_t>(b));
  if (b == -1) return 0;
  return a % b;
}

int64_t FloorDivInt(int64_t a, int64_t b, bool u64) {
  int64_t q = TruncDiv(a, b, u64);
  if (!u64 && TruncMod(a, b, u64) != 0 && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t FloorModInt(int64_t a, int64_t b, bool u64) {
  int64_t r = TruncMod(a, b, u64);
  if (!u64 && r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

double FloorModFloat(double a, double b) {
  // fmod is exact; fixing the sign afterwards matches numpy/Python and avoids
  // the cancellation of a - floor(a / b) * b.
  double r = std::fmod(a, b);
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

int64_t IntPow(int64_t base, int64_t exponent) {
  uint64_t exp = static_cast<uint64_t>(exponent);  // Callers reject negative signed exponents.
  int64_t result = 1;
  while (exp > 0) {
    if (exp & 1) result = internal::WrapMul(result, base);
    base = internal::WrapMul(base, base);
    exp >>= 1;
  }
  return result;
}

double NanMax(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::nan("");
  return a > b ? a : b;
}

double NanMin(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::nan("");
  return a < b ? a : b;
}

double LogAddExpScalar(double a, double b) {
  if (a == b) return a + std::log(2.0);  // Also keeps inf + inf finite-safe.
  double m = std::max(a, b);
  return m + std::log1p(std::exp(-std::fabs(a - b)));
}

}  // namespace

Shape BroadcastShapes(const Shape& a, const Shape& b, const std::string& op) {
  const size_t nd = std::max(a.size(), b.size());
  Shape out(nd);
  for (size_t i = 0; i < nd; ++i) {
    int64_t da = i < nd - a.size() ? 1 : a[i - (nd - a.size())];
    int64_t db = i < nd - b.size() ? 1 : b[i - (nd - b.size())];
    if (da != db && da != 1 && db != 1) {
      Fail(op, "shapes " + ShapeToString(a) + " and " + ShapeToString(b) + " are not broadcastable");
    }
    out[i] = da == 1 ? db : da;
  }
  return out;
}

NDArray Add(const NDArray& a, const NDArray& b) {
  return Broadcast("add", a, b, std::plus<double>(),
                   [](int64_t x, int64_t y, bool) { return internal::WrapAdd(x, y); });
}

NDArray Subtract(const NDArray& a, const NDArray& b) {
  return Broadcast("subtract", a, b, std::minus<double>(),
                   [](int64_t x, int64_t y, bool) { return internal::WrapSub(x, y); });
}

NDArray Multiply(const NDArray& a, const NDArray& b) {
  return Broadcast("multiply", a, b, std::multiplies<double>(),
                   [](int64_t x, int64_t y, bool) { return internal::WrapMul(x, y); });
}

NDArray Divide(const NDArray& a, const NDArray& b) {
  return Broadcast("divide", a, b, std::divides<double>(), [](int64_t x, int64_t y, bool u64) {
    CheckNonzeroDivisor("divide", y);
    return TruncDiv(x, y, u64);
  });
}

NDArray FloorDivide(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "floor_divide", a, b, [](double x, double y) { return std::floor(x / y); },
      [](int64_t x, int64_t y, bool u64) {
        CheckNonzeroDivisor("floor_divide", y);
        return FloorDivInt(x, y, u64);
      });
}

NDArray FloorMod(const NDArray& a, const NDArray& b) {
  return Broadcast("floor_mod", a, b, FloorModFloat, [](int64_t x, int64_t y, bool u64) {
    CheckNonzeroDivisor("floor_mod", y);
    return FloorModInt(x, y, u64);
  });
}

NDArray Mod(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "mod", a, b, [](double x, double y) { return std::fmod(x, y); },
      [](int64_t x, int64_t y, bool u64) {
        CheckNonzeroDivisor("mod", y);
        return TruncMod(x, y, u64);
      });
}

NDArray Power(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "power", a, b, [](double x, double y) { return std::pow(x, y); },
      [](int64_t x, int64_t y, bool u64) {
        if (!u64 && y < 0) {
          Fail("power", "integers to negative integer powers are not allowed");
        }
        return IntPow(x, y);
      });
}

NDArray Maximum(const NDArray& a, const NDArray& b) {
  return Broadcast("maximum", a, b, NanMax, [](int64_t x, int64_t y, bool u64) { return IntLess(x, y, u64) ? y : x; });
}

NDArray Minimum(const NDArray& a, const NDArray& b) {
  return Broadcast("minimum", a, b, NanMin, [](int64_t x, int64_t y, bool u64) { return IntLess(y, x, u64) ? y : x; });
}

NDArray Atan2(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "atan2", a, b, [](double x, double y) { return std::atan2(x, y); }, nullptr);
}

NDArray LogAddExp(const NDArray& a, const NDArray& b) {
  return Broadcast("log_add_exp", a, b, LogAddExpScalar, nullptr);
}

NDArray Equal(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "equal", a, b, [](double x, double y) -> double { return x == y; },
      [](int64_t x, int64_t y, bool) -> int64_t { return x == y; }, true);
}

NDArray NotEqual(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "not_equal", a, b, [](double x, double y) -> double { return x != y; },
      [](int64_t x, int64_t y, bool) -> int64_t { return x != y; }, true);
}

NDArray Less(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "less", a, b, [](double x, double y) -> double { return x < y; },
      [](int64_t x, int64_t y, bool u) -> int64_t { return IntLess(x, y, u); }, true);
}

NDArray LessEqual(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "less_equal", a, b, [](double x, double y) -> double { return x <= y; },
      [](int64_t x, int64_t y, bool u) -> int64_t { return !IntLess(y, x, u); }, true);
}

NDArray Greater(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "greater", a, b, [](double x, double y) -> double { return x > y; },
      [](int64_t x, int64_t y, bool u) -> int64_t { return IntLess(y, x, u); }, true);
}

NDArray GreaterEqual(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "greater_equal", a, b, [](double x, double y) -> double { return x >= y; },
      [](int64_t x, int64_t y, bool u) -> int64_t { return !IntLess(x, y, u); }, true);
}

NDArray LogicalAnd(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "logical_and", a, b, [](double x, double y) -> double { return x != 0 && y != 0; },
      [](int64_t x, int64_t y, bool) -> int64_t { return x != 0 && y != 0; }, true);
}

NDArray LogicalOr(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "logical_or", a, b, [](double x, double y) -> double { return x != 0 || y != 0; },
      [](int64_t x, int64_t y, bool) -> int64_t { return x != 0 || y != 0; }, true);
}

NDArray LogicalXor(const NDArray& a, const NDArray& b) {
  return Broadcast(
      "logical_xor", a, b, [](double x, double y) -> double { return (x != 0) != (y != 0); },
      [](int64_t x, int64_t y, bool) -> int64_t { return (x != 0) != (y != 0); }, true);
}

NDArray BitwiseAnd(const NDArray& a, const NDArray& b) {
  return Broadcast("bitwise_and", a, b, nullptr, [](int64_t x, int64_t y, bool) { return x & y; });
}

NDArray BitwiseOr(const NDArray& a, const NDArray& b) {
  return Broadcast("bitwise_or", a, b, nullptr, [](int64_t x, int64_t y, bool) { return x | y; });
}

NDArray BitwiseXor(const NDArray& a, const NDArray& b) {
  return Broadcast("bitwise_xor", a, b, nullptr, [](int64_t x, int64_t y, bool) { return x ^ y; });
}

NDArray LeftShift(const NDArray& a, const NDArray& b) {
  const int bits = a.defined() ? a.dtype().bits() : 64;
  return Broadcast("left_shift", a, b, nullptr, [bits](int64_t x, int64_t y, bool) -> int64_t {
    if (y < 0 || y >= bits) return 0;
    return static_cast<int64_t>(static_cast<uint64_t>(x) << y);
  });
}

NDArray RightShift(const NDArray& a, const NDArray& b) {
  const int bits = a.defined() ? a.dtype().bits() : 64;
  return Broadcast("right_shift", a, b, nullptr, [bits](int64_t x, int64_t y, bool u64) -> int64_t {
    if (u64) {
      if (y < 0 || y >= 64) return 0;
      return static_cast<int64_t>(static_cast<uint64_t>(x) >> y);
    }
    // Narrower unsigned values are non-negative in int64, so
    // the arithmetic shift is also the logical one.
    if (y < 0 || y >= bits) return x < 0 ? -1 : 0;
    return x >> y;
  });
}

NDArray Where(const NDArray& cond, const NDArray& a, const NDArray& b) {
  internal::RequireDefined("where", cond, "condition");
  internal::RequireSameDType("where", a, b);
  Shape out_shape = BroadcastShapes(BroadcastShapes(cond.shape(), a.shape(), "where"), b.shape(), "where");
  std::vector<int64_t> ic = internal::BroadcastOffsets(cond.shape(), out_shape);
  std::vector<int64_t> ia = internal::BroadcastOffsets(a.shape(), out_shape);
  std::vector<int64_t> ib = internal::BroadcastOffsets(b.shape(), out_shape);
  NDArray out = NDArray::Empty(out_shape, a.dtype());
  const bool floating = a.dtype().is_floating();
  for (int64_t i = 0; i < out.NumElements(); ++i) {
    const bool c = cond.GetDouble(ic[i]) != 0;
    const NDArray& src = c ? a : b;
    const int64_t j = c ? ia[i] : ib[i];
    if (floating) {
      out.SetDouble(i, src.GetDouble(j));
    } else {
      out.SetInt(i, src.GetInt(j));
    }
  }
  return out;
}

NDArray ApplyBinary(const std::string& op_name, const NDArray& a, const NDArray& b) {
  using Fn = NDArray (*)(const NDArray&, const NDArray&);
  static const std::map<std::string, Fn> kOps = {
      {"add", Add},
      {"subtract", Subtract},
      {"multiply", Multiply},
      {"divide", Divide},
      {"floor_divide", FloorDivide},
      {"floor_mod", FloorMod},
      {"mod", Mod},
      {"power", Power},
      {"maximum", Maximum},
      {"minimum", Minimum},
      {"atan2", Atan2},
      {"log_add_exp", LogAddExp},
      {"equal", Equal},
      {"not_equal", NotEqual},
      {"less", Less},
      {"less_equal", LessEqual},
      {"greater", Greater},
      {"greater_equal", GreaterEqual},
      {"logical_and", LogicalAnd},
      {"logical_or", LogicalOr},
      {"logical_xor", LogicalXor},
      {"bitwise_and", BitwiseAnd},
      {"bitwise_or", BitwiseOr},
      {"bitwise_xor", BitwiseXor},
      {"left_shift", LeftShift},
      {"right_shift", RightShift},
  };
  auto it = kOps.find(op_name);
  if (it == kOps.end()) Fail("ApplyBinary", "unknown binary operator '" + op_name + "'");
  return it->second(a, b);
}

}  // namespace ref
}  // namespace rlx
