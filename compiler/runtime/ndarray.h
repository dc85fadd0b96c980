// A host tensor: dtype, shape and a contiguous row-major buffer.
//
// Copies of an NDArray share the buffer (like TVM's runtime NDArray); use
// Clone() for a deep copy. Storage is 64-byte aligned so that compiled kernels
// may use aligned vector loads on it.
//
// Element access goes through double or int64 so that generic code (the
// reference kernels, the npy reader, tests) never needs a C++ type per dtype.
// The rules for storing a value that does not fit the dtype are:
//   * float16 / bfloat16 / float8: round to nearest even (float_format.h for
//     overflow: inf, or saturation for float8_e4m3fn); float32: C++ cast (RNE).
//   * integers from int64 (SetInt): wrap to the dtype's width (two's complement).
//   * integers from double (SetDouble): truncate toward zero, NaN -> 0, clamp to
//     the int64 range, then wrap. (Out-of-range float->int casts are undefined in
//     C++ and LLVM; this picks one deterministic answer.)
//   * bool: any nonzero value (NaN included, as in numpy) stores 1.
// uint64 elements read through GetInt as their two's-complement bit pattern.
#ifndef RLX_COMPILER_RUNTIME_NDARRAY_H_
#define RLX_COMPILER_RUNTIME_NDARRAY_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "compiler/ir/data_type.h"

namespace rlx {

class NDArray {
 public:
  // An undefined array (defined() is false); only assignment and defined() are
  // meaningful on it.
  NDArray() = default;

  // Uninitialized storage. Throws DiagnosticError for a negative dimension or
  // a dtype that cannot be stored element-wise (vector lanes, handle, void).
  // Whether host storage supports `dtype` (scalar int/uint 8-64, bool,
  // float16/32/64, bfloat16, float8): the element types NDArray can hold.
  static bool SupportsDType(DataType dtype);
  static NDArray Empty(std::vector<int64_t> shape, DataType dtype);
  static NDArray Zeros(std::vector<int64_t> shape, DataType dtype);
  // A 0-d array holding `value`.
  static NDArray Scalar(double value, DataType dtype);
  // An array over memory someone else owns (a numpy or DLPack buffer handed
  // to the VM): nothing is copied, and `owner` is kept alive as long as the
  // array or a view of it is. Throws DiagnosticError for a dtype NDArray
  // cannot hold, a negative dimension, or data not aligned to the dtype's
  // size.
  static NDArray Borrow(void* data, std::vector<int64_t> shape, DataType dtype, std::shared_ptr<void> owner);
  // `values` in row-major order; integral T goes through SetInt, floating T
  // through SetDouble. Throws if the element count does not match the shape.
  template <typename T>
  static NDArray FromVector(std::vector<int64_t> shape, const std::vector<T>& values, DataType dtype);

  bool defined() const { return data_ != nullptr; }
  DataType dtype() const { return dtype_; }
  const std::vector<int64_t>& shape() const { return shape_; }
  int ndim() const { return static_cast<int>(shape_.size()); }
  int64_t NumElements() const { return size_; }
  size_t NumBytes() const { return static_cast<size_t>(NumElements()) * dtype_.bytes(); }

  void* data() { return data_.get(); }
  const void* data() const { return data_.get(); }
  // Typed view of the buffer; the caller is responsible for T matching dtype.
  template <typename T>
  T* data_as() {
    return reinterpret_cast<T*>(data_.get());
  }
  template <typename T>
  const T* data_as() const {
    return reinterpret_cast<const T*>(data_.get());
  }

  // Flat (row-major) element access; `i` is checked with RLX_CHECK.
  double GetDouble(int64_t i) const;
  void SetDouble(int64_t i, double v);
  int64_t GetInt(int64_t i) const;
  void SetInt(int64_t i, int64_t v);

  std::vector<double> ToDoubleVector() const;
  std::vector<int64_t> ToIntVector() const;

  // A view with a new shape over the same storage; one dimension may be -1.
  // Throws if the element counts differ.
  NDArray Reshape(std::vector<int64_t> new_shape) const;
  // A deep copy with its own storage.
  NDArray Clone() const;
  // Copies the bytes of `other` into this array's storage. Shapes and dtypes
  // must match exactly (throws otherwise).
  void CopyFrom(const NDArray& other);
  // True when both refer to the same storage.
  bool SharesStorageWith(const NDArray& other) const { return data_ == other.data_; }
  // An array of `shape` and `dtype` placed `byte_offset` bytes into this
  // array's buffer, keeping the buffer alive (the VM's tensors inside a
  // storage). Throws DiagnosticError when it does not fit or the offset is
  // not a multiple of the dtype's size.
  NDArray View(int64_t byte_offset, std::vector<int64_t> shape, DataType dtype) const;
  // How many arrays (views included) share this array's buffer.
  long BufferUseCount() const { return data_.use_count(); }

  // numpy-like text, e.g. "[[1, 2],\n [3, 4]] (int32, shape=(2, 2))". With
  // more than `threshold` elements every dimension shows its first and last 3
  // entries around "...".
  std::string ToString(int64_t threshold = 1000) const;

 private:
  DataType dtype_;
  std::vector<int64_t> shape_;
  int64_t size_ = 0;  // Product of shape_, cached: every element access checks it.
  std::shared_ptr<uint8_t> data_;
};

// "(2, 3)", "(3,)", "()" -- shapes as Python prints them.
std::string ShapeToString(const std::vector<int64_t>& shape);

// Compares element-wise with numpy.allclose's rule |a - b| <= atol + rtol * |b|
// for floating dtypes (NaN matches NaN, inf matches inf of the same sign) and
// exact equality when both are integer/bool. Shapes and dtypes must match. On
// failure, when `message` is non-null, it receives the first mismatching index
// (flat and multi-dimensional), both values and the number of mismatches.
bool AllClose(const NDArray& a, const NDArray& b, double rtol = 1e-5, double atol = 1e-8,
              std::string* message = nullptr);

namespace detail {
// Throws DiagnosticError unless `arr` has exactly `count` elements.
void CheckElementCount(const NDArray& arr, size_t count);
}  // namespace detail

template <typename T>
NDArray NDArray::FromVector(std::vector<int64_t> shape, const std::vector<T>& values, DataType dtype) {
  NDArray arr = Empty(std::move(shape), dtype);
  detail::CheckElementCount(arr, values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    if constexpr (std::is_integral_v<T>) {
      arr.SetInt(static_cast<int64_t>(i), static_cast<int64_t>(values[i]));
    } else {
      arr.SetDouble(static_cast<int64_t>(i), static_cast<double>(values[i]));
    }
  }
  return arr;
}

}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_NDARRAY_H_
