#include "compiler/runtime/ref/kernel_util.h"

#include <algorithm>
#include <cstring>

#include "compiler/runtime/float_format.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace ref {
namespace internal {

void Fail(const std::string& op, const std::string& message) { ThrowError(op + ": " + message); }

void RequireDefined(const std::string& op, const NDArray& x, const std::string& what) {
  if (!x.defined()) Fail(op, what + " is undefined");
}

void RequireFloating(const std::string& op, const NDArray& x) {
  RequireDefined(op, x);
  if (!x.dtype().is_floating()) {
    Fail(op, "requires a floating-point input, got " + x.dtype().ToString());
  }
}

void RequireIntegerOrBool(const std::string& op, const NDArray& x) {
  RequireDefined(op, x);
  if (x.dtype().is_floating()) {
    Fail(op, "requires an integer or bool input, got " + x.dtype().ToString());
  }
}

void RequireSameDType(const std::string& op, const NDArray& a, const NDArray& b) {
  RequireDefined(op, a, "first operand");
  RequireDefined(op, b, "second operand");
  if (a.dtype() != b.dtype()) {
    Fail(op, "operands must have the same dtype, got " + a.dtype().ToString() + " and " + b.dtype().ToString());
  }
}

int64_t NormalizeAxis(const std::string& op, int64_t axis, int64_t ndim) {
  if (axis < -ndim || axis >= ndim) {
    Fail(op, "axis " + std::to_string(axis) + " is out of range for a " + std::to_string(ndim) + "-d input");
  }
  return axis < 0 ? axis + ndim : axis;
}

std::vector<int64_t> NormalizeAxes(const std::string& op, const std::vector<int64_t>& axes, int64_t ndim) {
  std::vector<int64_t> out;
  for (int64_t a : axes) {
    int64_t n = NormalizeAxis(op, a, ndim);
    if (std::find(out.begin(), out.end(), n) != out.end()) {
      Fail(op, "axis " + std::to_string(a) + " is repeated");
    }
    out.push_back(n);
  }
  return out;
}

int64_t Product(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::vector<int64_t> RowMajorStrides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (int d = static_cast<int>(shape.size()) - 2; d >= 0; --d) {
    strides[d] = strides[d + 1] * shape[d + 1];
  }
  return strides;
}

std::vector<int64_t> BroadcastOffsets(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& out_shape) {
  const size_t nd = out_shape.size();
  RLX_CHECK(in_shape.size() <= nd);
  // Input strides aligned to the output's trailing dimensions, 0 where the
  // input dimension is broadcast.
  std::vector<int64_t> in_strides(nd, 0);
  std::vector<int64_t> own = RowMajorStrides(in_shape);
  const size_t lead = nd - in_shape.size();
  for (size_t d = 0; d < in_shape.size(); ++d) {
    RLX_CHECK(in_shape[d] == out_shape[lead + d] || in_shape[d] == 1);
    in_strides[lead + d] = in_shape[d] == 1 ? 0 : own[d];
  }
  return StridedOffsets(out_shape, in_strides);
}

std::vector<int64_t> StridedOffsets(const std::vector<int64_t>& out_shape, const std::vector<int64_t>& in_strides,
                                    int64_t base) {
  const size_t nd = out_shape.size();
  RLX_CHECK(in_strides.size() == nd);
  const int64_t total = Product(out_shape);
  std::vector<int64_t> offsets(static_cast<size_t>(total));
  std::vector<int64_t> index(nd, 0);
  int64_t offset = base;
  for (int64_t i = 0; i < total; ++i) {
    offsets[i] = offset;
    // Odometer increment, keeping `offset` in step.
    for (int d = static_cast<int>(nd) - 1; d >= 0; --d) {
      if (++index[d] < out_shape[d]) {
        offset += in_strides[d];
        break;
      }
      offset -= in_strides[d] * (out_shape[d] - 1);
      index[d] = 0;
    }
  }
  return offsets;
}

NDArray GatherElements(const NDArray& x, const std::vector<int64_t>& out_shape, const std::vector<int64_t>& src) {
  NDArray out = NDArray::Empty(out_shape, x.dtype());
  RLX_CHECK(static_cast<int64_t>(src.size()) == out.NumElements());
  const size_t bytes = x.dtype().bytes();
  const uint8_t* in = x.data_as<uint8_t>();
  uint8_t* dst = out.data_as<uint8_t>();
  for (size_t i = 0; i < src.size(); ++i) {
    RLX_CHECK(src[i] >= 0 && src[i] < x.NumElements()) << "gather offset " << src[i];
    std::memcpy(dst + i * bytes, in + src[i] * bytes, bytes);
  }
  return out;
}

AxisSplit SplitAtAxis(const std::vector<int64_t>& shape, int64_t axis) {
  AxisSplit s{1, shape[axis], 1};
  for (int64_t d = 0; d < axis; ++d) s.outer *= shape[d];
  for (size_t d = axis + 1; d < shape.size(); ++d) s.inner *= shape[d];
  return s;
}

double CastDouble(double v, DataType dtype) {
  switch (dtype.code()) {
    case DataType::Code::kFloat:
      if (dtype.bits() == 16) return HalfBitsToDouble(DoubleToHalfBits(v));
      if (dtype.bits() == 32) return static_cast<float>(v);
      return v;
    case DataType::Code::kBFloat:
      return BFloat16BitsToDouble(DoubleToBFloat16Bits(v));
    case DataType::Code::kFloat8E4M3:
      return Float8E4M3BitsToDouble(DoubleToFloat8E4M3Bits(v));
    case DataType::Code::kFloat8E5M2:
      return Float8E5M2BitsToDouble(DoubleToFloat8E5M2Bits(v));
    default:
      break;
  }
  // Integers: rare enough in the kernels that a scratch scalar is fine, and it
  // keeps the truncate/wrap rules in one place (NDArray::SetDouble).
  NDArray tmp = NDArray::Scalar(v, dtype);
  return tmp.GetDouble(0);
}

}  // namespace internal
}  // namespace ref
}  // namespace rlx
