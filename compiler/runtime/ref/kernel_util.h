// Helpers shared by the reference kernels (not part of the public API).
#ifndef RLX_COMPILER_RUNTIME_REF_KERNEL_UTIL_H_
#define RLX_COMPILER_RUNTIME_REF_KERNEL_UTIL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace ref {
namespace internal {

// Throws DiagnosticError "<op>: <message>".
[[noreturn]] void Fail(const std::string& op, const std::string& message);

// Throws unless `x` is defined.
void RequireDefined(const std::string& op, const NDArray& x, const std::string& what = "input");
// Throws unless x has a floating dtype (float*, bfloat16, float8*).
void RequireFloating(const std::string& op, const NDArray& x);
// Throws unless x has an integer or bool dtype.
void RequireIntegerOrBool(const std::string& op, const NDArray& x);
// Throws unless a and b have the same dtype.
void RequireSameDType(const std::string& op, const NDArray& a, const NDArray& b);

// axis in [-ndim, ndim) -> [0, ndim); throws otherwise.
int64_t NormalizeAxis(const std::string& op, int64_t axis, int64_t ndim);
// Normalizes each axis and rejects duplicates; keeps the given order.
std::vector<int64_t> NormalizeAxes(const std::string& op, const std::vector<int64_t>& axes, int64_t ndim);

int64_t Product(const std::vector<int64_t>& shape);
std::vector<int64_t> RowMajorStrides(const std::vector<int64_t>& shape);

// For every element of `out_shape` in row-major order, the flat offset of the
// element of an array of `in_shape` that numpy broadcasting maps to it.
// `in_shape` must already be broadcast-compatible with `out_shape`.
std::vector<int64_t> BroadcastOffsets(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& out_shape);

// For every element of `out_shape` in row-major order: base + sum over d of
// index[d] * in_strides[d] (strides may be zero or negative).
std::vector<int64_t> StridedOffsets(const std::vector<int64_t>& out_shape, const std::vector<int64_t>& in_strides,
                                    int64_t base = 0);

// A new array of `out_shape` whose element i is a byte copy of x's element
// src[i] (exact for every dtype, no conversion).
NDArray GatherElements(const NDArray& x, const std::vector<int64_t>& out_shape, const std::vector<int64_t>& src);

// The shape split around one axis: outer x extent x inner.
struct AxisSplit {
  int64_t outer;
  int64_t extent;
  int64_t inner;
};
AxisSplit SplitAtAxis(const std::vector<int64_t>& shape, int64_t axis);

// True for uint64, whose int64 view is a bit pattern: ordering and division
// must then be done as unsigned.
inline bool IsUInt64(DataType t) { return t.is_uint() && t.bits() == 64; }
// Integer ordering that is correct for uint64 bit patterns as well.
inline bool IntLess(int64_t a, int64_t b, bool u64) {
  return u64 ? static_cast<uint64_t>(a) < static_cast<uint64_t>(b) : a < b;
}

// Wrapping int64 arithmetic (no signed-overflow UB).
inline int64_t WrapAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
inline int64_t WrapSub(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
}
inline int64_t WrapMul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}

// The value of element i converted as if stored into `dtype` and read back
// (rounding for floats, truncation and wrap for integers).
double CastDouble(double v, DataType dtype);

}  // namespace internal
}  // namespace ref
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_REF_KERNEL_UTIL_H_
