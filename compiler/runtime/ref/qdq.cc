// relax.quantize / relax.dequantize as plain loops over the elements, in
// float32 as TVM's legalization computes them (so that round-half-to-even
// sees the same quotient).
#include <algorithm>
#include <cmath>
#include <string>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;
using internal::RequireDefined;

namespace {

// The bounds of an integer dtype, or of float16 / float32 (finite range).
void DTypeRange(const std::string& op, DataType t, double* lo, double* hi) {
  if (t.is_int() && t.bits() <= 32) {
    *hi = std::ldexp(1.0, t.bits() - 1) - 1;
    *lo = -std::ldexp(1.0, t.bits() - 1);
  } else if (t.is_uint() && t.bits() <= 32) {
    *hi = std::ldexp(1.0, t.bits()) - 1;
    *lo = 0;
  } else if (t == DataType::Float(16)) {
    *hi = 65504.0;
    *lo = -65504.0;
  } else if (t == DataType::Float(32)) {
    *hi = 3.4028234663852886e38;
    *lo = -*hi;
  } else {
    Fail(op, "unsupported out_dtype " + t.ToString());
  }
}

// Per tensor (one element) or per channel: the parameter's value for the
// element whose index along the channel axis is `channel`.
class QParam {
 public:
  QParam(const std::string& op, const NDArray& p, const NDArray& x, int64_t axis, const std::string& what) : p_(p) {
    RequireDefined(op, p, what);
    if (p.NumElements() == 1) return;
    if (p.ndim() != 1 || x.ndim() == 0 || p.shape()[0] != x.shape()[axis]) {
      Fail(op, "the " + what + " of shape " + ShapeToString(p.shape()) +
                   " is neither one value nor one per channel of the data's axis " + std::to_string(axis));
    }
    per_channel_ = true;
  }
  double At(int64_t channel) const {
    int64_t i = per_channel_ ? channel : 0;
    return p_.dtype().is_floating() ? p_.GetDouble(i) : static_cast<double>(p_.GetInt(i));
  }

 private:
  NDArray p_;
  bool per_channel_ = false;
};

// The checked scale and zero point, and the range of out_dtype.
struct Params {
  Params(const std::string& op, const NDArray& x, const NDArray& scale_arr, const NDArray& zp_arr, int64_t axis,
         DataType out_dtype)
      : scale(op, scale_arr, x, Axis(op, x, axis), "scale"),
        zero_point(op, zp_arr, x, Axis(op, x, axis), "zero_point") {
    DTypeRange(op, out_dtype, &lo, &hi);
  }
  static int64_t Axis(const std::string& op, const NDArray& x, int64_t axis) {
    return x.defined() && x.ndim() ? internal::NormalizeAxis(op, axis, x.ndim()) : 0;
  }
  QParam scale, zero_point;
  double lo = 0, hi = 0;
};

template <typename F>
NDArray ForEachChannel(const std::string& op, const NDArray& x, int64_t axis, DataType out_dtype, F f) {
  RequireDefined(op, x);
  int64_t ax = x.ndim() == 0 ? 0 : internal::NormalizeAxis(op, axis, x.ndim());
  internal::AxisSplit s = x.ndim() == 0 ? internal::AxisSplit{1, 1, 1} : internal::SplitAtAxis(x.shape(), ax);
  NDArray out = NDArray::Empty(x.shape(), out_dtype);
  for (int64_t i = 0; i < x.NumElements(); ++i) f(out, i, (i / s.inner) % s.extent);
  return out;
}

}  // namespace

NDArray Quantize(const NDArray& x, const NDArray& scale, const NDArray& zero_point, int64_t axis, DataType out_dtype) {
  const std::string op = "quantize";
  if (x.defined() && !x.dtype().is_floating()) Fail(op, "expects float data, got " + x.dtype().ToString());
  if (!(out_dtype.is_int() || out_dtype.is_uint()))
    Fail(op, "expects an integer out_dtype, got " + out_dtype.ToString());
  Params p(op, x, scale, zero_point, axis, out_dtype);
  return ForEachChannel(op, x, axis, out_dtype, [&](NDArray& out, int64_t i, int64_t c) {
    const QParam &s = p.scale, &z = p.zero_point;
    const double lo = p.lo, hi = p.hi;
    float q = std::nearbyint(static_cast<float>(x.GetDouble(i)) / static_cast<float>(s.At(c)));
    float v = q + static_cast<float>(z.At(c));
    out.SetInt(i, static_cast<int64_t>(std::min(std::max(static_cast<double>(v), lo), hi)));
  });
}

NDArray Dequantize(const NDArray& x, const NDArray& scale, const NDArray& zero_point, int64_t axis,
                   DataType out_dtype) {
  const std::string op = "dequantize";
  if (x.defined() && !x.dtype().is_integer()) Fail(op, "expects integer data, got " + x.dtype().ToString());
  if (!(out_dtype == DataType::Float(32) || out_dtype == DataType::Float(16))) {
    Fail(op, "expects out_dtype float32 or float16, got " + out_dtype.ToString());
  }
  Params p(op, x, scale, zero_point, axis, out_dtype);
  return ForEachChannel(op, x, axis, out_dtype, [&](NDArray& out, int64_t i, int64_t c) {
    const QParam &s = p.scale, &z = p.zero_point;
    const double lo = p.lo, hi = p.hi;
    int32_t sub = static_cast<int32_t>(x.GetInt(i)) - static_cast<int32_t>(z.At(c));
    float v = static_cast<float>(sub) * static_cast<float>(s.At(c));
    out.SetDouble(i, std::min(std::max(static_cast<double>(v), lo), hi));
  });
}

}  // namespace ref
}  // namespace rlx
