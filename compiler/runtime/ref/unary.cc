// Element-wise unary operators.
#include <cmath>
#include <functional>
#include <limits>
#include <map>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;
using internal::RequireDefined;

namespace {

using FloatFn = double (*)(double);
using IntFn = int64_t (*)(int64_t, DataType);

// Applies `f` to every element in double and stores into `out_dtype`.
NDArray MapDouble(const NDArray& x, DataType out_dtype, const std::function<double(double)>& f) {
  NDArray out = NDArray::Empty(x.shape(), out_dtype);
  for (int64_t i = 0; i < x.NumElements(); ++i) out.SetDouble(i, f(x.GetDouble(i)));
  return out;
}

NDArray MapInt(const NDArray& x, DataType out_dtype, const std::function<int64_t(int64_t)>& f) {
  NDArray out = NDArray::Empty(x.shape(), out_dtype);
  for (int64_t i = 0; i < x.NumElements(); ++i) out.SetInt(i, f(x.GetInt(i)));
  return out;
}

// Ops Relax registers with require_float_dtype=true.
NDArray FloatOnly(const char* op, const NDArray& x, FloatFn f) {
  internal::RequireFloating(op, x);
  return MapDouble(x, x.dtype(), f);
}

// Ops valid for every dtype: `f` on floats, `g` on integers/bool.
NDArray AnyDType(const char* op, const NDArray& x, FloatFn f, const std::function<int64_t(int64_t)>& g) {
  RequireDefined(op, x);
  if (x.dtype().is_floating()) return MapDouble(x, x.dtype(), f);
  return MapInt(x, x.dtype(), g);
}

int64_t Identity(int64_t v) { return v; }

double SigmoidScalar(double v) {
  // Two branches so that exp never overflows for large |v|.
  if (v >= 0) return 1.0 / (1.0 + std::exp(-v));
  double e = std::exp(v);
  return e / (1.0 + e);
}

double SignScalar(double v) {
  if (std::isnan(v)) return v;
  return v > 0 ? 1.0 : (v < 0 ? -1.0 : 0.0);
}

}  // namespace

NDArray Exp(const NDArray& x) {
  return FloatOnly("exp", x, [](double v) { return std::exp(v); });
}
NDArray Log(const NDArray& x) {
  return FloatOnly("log", x, [](double v) { return std::log(v); });
}
NDArray Log2(const NDArray& x) {
  return FloatOnly("log2", x, [](double v) { return std::log2(v); });
}
NDArray Log10(const NDArray& x) {
  return FloatOnly("log10", x, [](double v) { return std::log10(v); });
}
NDArray Log1p(const NDArray& x) {
  return FloatOnly("log1p", x, [](double v) { return std::log1p(v); });
}
NDArray Sqrt(const NDArray& x) {
  return FloatOnly("sqrt", x, [](double v) { return std::sqrt(v); });
}
NDArray Rsqrt(const NDArray& x) {
  return FloatOnly("rsqrt", x, [](double v) { return 1.0 / std::sqrt(v); });
}
NDArray Tanh(const NDArray& x) {
  return FloatOnly("tanh", x, [](double v) { return std::tanh(v); });
}
NDArray Sigmoid(const NDArray& x) { return FloatOnly("sigmoid", x, SigmoidScalar); }
NDArray Erf(const NDArray& x) {
  return FloatOnly("erf", x, [](double v) { return std::erf(v); });
}
NDArray Sin(const NDArray& x) {
  return FloatOnly("sin", x, [](double v) { return std::sin(v); });
}
NDArray Cos(const NDArray& x) {
  return FloatOnly("cos", x, [](double v) { return std::cos(v); });
}
NDArray Tan(const NDArray& x) {
  return FloatOnly("tan", x, [](double v) { return std::tan(v); });
}
NDArray Asin(const NDArray& x) {
  return FloatOnly("asin", x, [](double v) { return std::asin(v); });
}
NDArray Acos(const NDArray& x) {
  return FloatOnly("acos", x, [](double v) { return std::acos(v); });
}
NDArray Atan(const NDArray& x) {
  return FloatOnly("atan", x, [](double v) { return std::atan(v); });
}
NDArray Sinh(const NDArray& x) {
  return FloatOnly("sinh", x, [](double v) { return std::sinh(v); });
}
NDArray Cosh(const NDArray& x) {
  return FloatOnly("cosh", x, [](double v) { return std::cosh(v); });
}
NDArray Asinh(const NDArray& x) {
  return FloatOnly("asinh", x, [](double v) { return std::asinh(v); });
}
NDArray Acosh(const NDArray& x) {
  return FloatOnly("acosh", x, [](double v) { return std::acosh(v); });
}
NDArray Atanh(const NDArray& x) {
  return FloatOnly("atanh", x, [](double v) { return std::atanh(v); });
}

NDArray Abs(const NDArray& x) {
  const bool is_unsigned = x.defined() && !x.dtype().is_int();
  return AnyDType(
      "abs", x, [](double v) { return std::fabs(v); },
      [is_unsigned](int64_t v) { return (is_unsigned || v >= 0) ? v : internal::WrapSub(0, v); });
}

NDArray Negative(const NDArray& x) {
  return AnyDType(
      "negative", x, [](double v) { return -v; }, [](int64_t v) { return internal::WrapSub(0, v); });
}

NDArray Square(const NDArray& x) {
  return AnyDType(
      "square", x, [](double v) { return v * v; }, [](int64_t v) { return internal::WrapMul(v, v); });
}

NDArray Sign(const NDArray& x) {
  const bool is_unsigned = x.defined() && !x.dtype().is_int();
  return AnyDType("sign", x, SignScalar, [is_unsigned](int64_t v) -> int64_t {
    if (is_unsigned) return v != 0;
    return (v > 0) - (v < 0);
  });
}

NDArray Floor(const NDArray& x) {
  return AnyDType(
      "floor", x, [](double v) { return std::floor(v); }, Identity);
}
NDArray Ceil(const NDArray& x) {
  return AnyDType(
      "ceil", x, [](double v) { return std::ceil(v); }, Identity);
}
NDArray Round(const NDArray& x) {
  // nearbyint uses the default rounding mode, round-half-to-even.
  return AnyDType(
      "round", x, [](double v) { return std::nearbyint(v); }, Identity);
}
NDArray Trunc(const NDArray& x) {
  return AnyDType(
      "trunc", x, [](double v) { return std::trunc(v); }, Identity);
}

NDArray IsNan(const NDArray& x) {
  RequireDefined("isnan", x);
  if (!x.dtype().is_floating()) return NDArray::Zeros(x.shape(), DataType::Bool());
  return MapDouble(x, DataType::Bool(), [](double v) -> double { return std::isnan(v); });
}

NDArray IsInf(const NDArray& x) {
  RequireDefined("isinf", x);
  if (!x.dtype().is_floating()) return NDArray::Zeros(x.shape(), DataType::Bool());
  return MapDouble(x, DataType::Bool(), [](double v) -> double { return std::isinf(v); });
}

NDArray IsFinite(const NDArray& x) {
  RequireDefined("isfinite", x);
  return MapDouble(x, DataType::Bool(), [](double v) -> double { return std::isfinite(v); });
}

NDArray LogicalNot(const NDArray& x) {
  RequireDefined("logical_not", x);
  return MapDouble(x, x.dtype(), [](double v) -> double { return v == 0; });
}

NDArray BitwiseNot(const NDArray& x) {
  internal::RequireIntegerOrBool("bitwise_not", x);
  if (x.dtype().is_bool()) return MapInt(x, x.dtype(), [](int64_t v) -> int64_t { return !v; });
  return MapInt(x, x.dtype(), [](int64_t v) { return ~v; });
}

NDArray Clip(const NDArray& x, double a_min, double a_max) {
  RequireDefined("clip", x);
  if (x.dtype().is_floating()) {
    return MapDouble(x, x.dtype(), [a_min, a_max](double v) { return std::min(std::max(v, a_min), a_max); });
  }
  // Bounds become constants of x's dtype, as TVM's make_const does: truncate.
  const bool u64 = internal::IsUInt64(x.dtype());
  const int64_t lo = NDArray::Scalar(a_min, x.dtype()).GetInt(0);
  const int64_t hi = NDArray::Scalar(a_max, x.dtype()).GetInt(0);
  return MapInt(x, x.dtype(), [lo, hi, u64](int64_t v) {
    if (internal::IntLess(v, lo, u64)) v = lo;
    if (internal::IntLess(hi, v, u64)) v = hi;
    return v;
  });
}

NDArray ApplyUnary(const std::string& op_name, const NDArray& x) {
  using Fn = NDArray (*)(const NDArray&);
  static const std::map<std::string, Fn> kOps = {
      {"exp", Exp},
      {"log", Log},
      {"log2", Log2},
      {"log10", Log10},
      {"log1p", Log1p},
      {"sqrt", Sqrt},
      {"rsqrt", Rsqrt},
      {"tanh", Tanh},
      {"sigmoid", Sigmoid},
      {"erf", Erf},
      {"sin", Sin},
      {"cos", Cos},
      {"tan", Tan},
      {"asin", Asin},
      {"acos", Acos},
      {"atan", Atan},
      {"sinh", Sinh},
      {"cosh", Cosh},
      {"asinh", Asinh},
      {"acosh", Acosh},
      {"atanh", Atanh},
      {"abs", Abs},
      {"negative", Negative},
      {"square", Square},
      {"sign", Sign},
      {"floor", Floor},
      {"ceil", Ceil},
      {"round", Round},
      {"trunc", Trunc},
      {"isnan", IsNan},
      {"isinf", IsInf},
      {"isfinite", IsFinite},
      {"logical_not", LogicalNot},
      {"bitwise_not", BitwiseNot},
  };
  auto it = kOps.find(op_name);
  if (it == kOps.end()) Fail("ApplyUnary", "unknown unary operator '" + op_name + "'");
  return it->second(x);
}

}  // namespace ref
}  // namespace rlx
