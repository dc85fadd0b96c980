#include "compiler/runtime/ndarray.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iomanip>
#include <limits>
#include <sstream>

#include "compiler/runtime/float_format.h"
#include "compiler/runtime/host_allocator.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace {

bool IsStorableDType(DataType t) {
  if (t.lanes() != 1) return false;
  switch (t.code()) {
    case DataType::Code::kInt:
      return t.bits() == 8 || t.bits() == 16 || t.bits() == 32 || t.bits() == 64;
    case DataType::Code::kUInt:
      return t.bits() == 1 || t.bits() == 8 || t.bits() == 16 || t.bits() == 32 || t.bits() == 64;
    case DataType::Code::kFloat:
      return t.bits() == 16 || t.bits() == 32 || t.bits() == 64;
    case DataType::Code::kBFloat:
      return t.bits() == 16;
    case DataType::Code::kFloat8E4M3:
    case DataType::Code::kFloat8E5M2:
      return t.bits() == 8;
    default:
      return false;
  }
}

// Checked: a shape such as (2**40, 2**40) must be an error, not a product
// that wraps around to a small (or zero) allocation.
int64_t Product(const std::vector<int64_t>& shape) {
  for (int64_t d : shape) {
    if (d == 0) return 0;
  }
  int64_t n = 1;
  for (int64_t d : shape) {
    if (__builtin_mul_overflow(n, d, &n)) {
      ThrowError("NDArray: shape " + ShapeToString(shape) + " has more elements than 64 bits can count");
    }
  }
  return n;
}

template <typename T>
T Load(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

template <typename T>
void Store(uint8_t* p, T v) {
  std::memcpy(p, &v, sizeof(T));
}

// Float-to-integer conversion with defined results everywhere: truncation,
// NaN -> 0, saturation at the int64 range.
int64_t TruncToInt64(double v) {
  if (std::isnan(v)) return 0;
  v = std::trunc(v);
  if (v >= 9223372036854775808.0) return std::numeric_limits<int64_t>::max();
  if (v < -9223372036854775808.0) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(v);
}

std::string FormatDouble(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  std::ostringstream os;
  os << std::setprecision(8) << v;
  return os.str();
}

}  // namespace

namespace detail {
void CheckElementCount(const NDArray& arr, size_t count) {
  if (static_cast<int64_t>(count) != arr.NumElements()) {
    ThrowError("NDArray: " + std::to_string(count) + " values given for shape " + ShapeToString(arr.shape()) + " (" +
               std::to_string(arr.NumElements()) + " elements)");
  }
}
}  // namespace detail

std::string ShapeToString(const std::vector<int64_t>& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  if (shape.size() == 1) s += ",";
  return s + ")";
}

NDArray NDArray::Empty(std::vector<int64_t> shape, DataType dtype) {
  if (!IsStorableDType(dtype)) {
    ThrowError("NDArray: dtype " + dtype.ToString() + " cannot be stored in a host tensor");
  }
  for (int64_t d : shape) {
    if (d < 0) ThrowError("NDArray: negative dimension in shape " + ShapeToString(shape));
  }
  NDArray arr;
  arr.dtype_ = dtype;
  arr.shape_ = std::move(shape);
  arr.size_ = Product(arr.shape_);
  int64_t bytes = 0;
  if (__builtin_mul_overflow(arr.size_, static_cast<int64_t>(dtype.bytes()), &bytes)) {
    ThrowError("NDArray: a " + dtype.ToString() + " tensor of shape " + ShapeToString(arr.shape_) +
               " needs more bytes than 64 bits can count");
  }
  arr.data_ = runtime::AllocateHostBuffer(static_cast<size_t>(bytes));
  return arr;
}

NDArray NDArray::Borrow(void* data, std::vector<int64_t> shape, DataType dtype, std::shared_ptr<void> owner) {
  if (!IsStorableDType(dtype)) {
    ThrowError("NDArray: dtype " + dtype.ToString() + " cannot be stored in a host tensor");
  }
  for (int64_t d : shape) {
    if (d < 0) ThrowError("NDArray: negative dimension in shape " + ShapeToString(shape));
  }
  if (reinterpret_cast<uintptr_t>(data) % static_cast<uintptr_t>(dtype.bytes()) != 0) {
    ThrowError("NDArray: borrowed " + dtype.ToString() + " data is not aligned to " + std::to_string(dtype.bytes()) +
               " bytes");
  }
  NDArray arr;
  arr.dtype_ = dtype;
  arr.shape_ = std::move(shape);
  arr.size_ = Product(arr.shape_);
  // The aliasing constructor: the count is owner's, the pointer is data.
  arr.data_ = std::shared_ptr<uint8_t>(std::move(owner), static_cast<uint8_t*>(data));
  return arr;
}

NDArray NDArray::Zeros(std::vector<int64_t> shape, DataType dtype) {
  NDArray arr = Empty(std::move(shape), dtype);
  std::memset(arr.data(), 0, arr.NumBytes());  // All-zero bits are +0 in every format.
  return arr;
}

NDArray NDArray::Scalar(double value, DataType dtype) {
  NDArray arr = Empty({}, dtype);
  arr.SetDouble(0, value);
  return arr;
}

double NDArray::GetDouble(int64_t i) const {
  RLX_CHECK(defined() && i >= 0 && i < NumElements()) << "element " << i << " out of range";
  const uint8_t* p = data_.get() + i * dtype_.bytes();
  switch (dtype_.code()) {
    case DataType::Code::kInt:
      switch (dtype_.bits()) {
        case 8:
          return Load<int8_t>(p);
        case 16:
          return Load<int16_t>(p);
        case 32:
          return Load<int32_t>(p);
        default:
          return static_cast<double>(Load<int64_t>(p));
      }
    case DataType::Code::kUInt:
      switch (dtype_.bits()) {
        case 1:
          return p[0] != 0 ? 1.0 : 0.0;
        case 8:
          return Load<uint8_t>(p);
        case 16:
          return Load<uint16_t>(p);
        case 32:
          return Load<uint32_t>(p);
        default:
          return static_cast<double>(Load<uint64_t>(p));
      }
    case DataType::Code::kFloat:
      switch (dtype_.bits()) {
        case 16:
          return HalfBitsToDouble(Load<uint16_t>(p));
        case 32:
          return Load<float>(p);
        default:
          return Load<double>(p);
      }
    case DataType::Code::kBFloat:
      return BFloat16BitsToDouble(Load<uint16_t>(p));
    case DataType::Code::kFloat8E4M3:
      return Float8E4M3BitsToDouble(p[0]);
    case DataType::Code::kFloat8E5M2:
      return Float8E5M2BitsToDouble(p[0]);
    default:
      break;
  }
  RLX_UNREACHABLE() << dtype_.ToString();
  return 0;
}

void NDArray::SetDouble(int64_t i, double v) {
  RLX_CHECK(defined() && i >= 0 && i < NumElements()) << "element " << i << " out of range";
  uint8_t* p = data_.get() + i * dtype_.bytes();
  switch (dtype_.code()) {
    case DataType::Code::kInt:
      SetInt(i, TruncToInt64(v));
      return;
    case DataType::Code::kUInt:
      if (dtype_.bits() == 1) {
        p[0] = v != 0 ? 1 : 0;  // NaN != 0, so NaN is true as in numpy.
      } else if (v >= 9223372036854775808.0 && v < 18446744073709551616.0) {
        // Only uint64 can hold this; narrower types keep the low bits.
        SetInt(i, static_cast<int64_t>(static_cast<uint64_t>(v)));
      } else {
        SetInt(i, TruncToInt64(v));
      }
      return;
    case DataType::Code::kFloat:
      switch (dtype_.bits()) {
        case 16:
          Store<uint16_t>(p, DoubleToHalfBits(v));
          return;
        case 32:
          Store<float>(p, static_cast<float>(v));
          return;
        default:
          Store<double>(p, v);
          return;
      }
    case DataType::Code::kBFloat:
      Store<uint16_t>(p, DoubleToBFloat16Bits(v));
      return;
    case DataType::Code::kFloat8E4M3:
      p[0] = DoubleToFloat8E4M3Bits(v);
      return;
    case DataType::Code::kFloat8E5M2:
      p[0] = DoubleToFloat8E5M2Bits(v);
      return;
    default:
      break;
  }
  RLX_UNREACHABLE() << dtype_.ToString();
}

bool NDArray::SupportsDType(DataType dtype) { return IsStorableDType(dtype); }

int64_t NDArray::GetInt(int64_t i) const {
  RLX_CHECK(defined() && i >= 0 && i < NumElements()) << "element " << i << " out of range";
  const uint8_t* p = data_.get() + i * dtype_.bytes();
  switch (dtype_.code()) {
    case DataType::Code::kInt:
      switch (dtype_.bits()) {
        case 8:
          return Load<int8_t>(p);
        case 16:
          return Load<int16_t>(p);
        case 32:
          return Load<int32_t>(p);
        default:
          return Load<int64_t>(p);
      }
    case DataType::Code::kUInt:
      switch (dtype_.bits()) {
        case 1:
          return p[0] != 0 ? 1 : 0;
        case 8:
          return Load<uint8_t>(p);
        case 16:
          return Load<uint16_t>(p);
        case 32:
          return Load<uint32_t>(p);
        default:
          return static_cast<int64_t>(Load<uint64_t>(p));
      }
    default:
      return TruncToInt64(GetDouble(i));
  }
}

void NDArray::SetInt(int64_t i, int64_t v) {
  RLX_CHECK(defined() && i >= 0 && i < NumElements()) << "element " << i << " out of range";
  uint8_t* p = data_.get() + i * dtype_.bytes();
  if (dtype_.is_int() || dtype_.code() == DataType::Code::kUInt) {
    if (dtype_.is_bool()) {
      p[0] = v != 0 ? 1 : 0;
      return;
    }
    // Keeping the low bytes of the two's-complement pattern is exactly the
    // modular wrap to the dtype's width (little-endian host).
    uint64_t bits = static_cast<uint64_t>(v);
    std::memcpy(p, &bits, dtype_.bytes());
    return;
  }
  SetDouble(i, static_cast<double>(v));
}

std::vector<double> NDArray::ToDoubleVector() const {
  std::vector<double> out(static_cast<size_t>(NumElements()));
  for (int64_t i = 0; i < NumElements(); ++i) out[i] = GetDouble(i);
  return out;
}

std::vector<int64_t> NDArray::ToIntVector() const {
  std::vector<int64_t> out(static_cast<size_t>(NumElements()));
  for (int64_t i = 0; i < NumElements(); ++i) out[i] = GetInt(i);
  return out;
}

NDArray NDArray::Reshape(std::vector<int64_t> new_shape) const {
  RLX_CHECK(defined()) << "Reshape of an undefined NDArray";
  int infer = -1;
  int64_t known = 1;
  for (size_t i = 0; i < new_shape.size(); ++i) {
    if (new_shape[i] == -1) {
      if (infer >= 0) ThrowError("Reshape: more than one -1 in " + ShapeToString(new_shape));
      infer = static_cast<int>(i);
    } else if (new_shape[i] < 0) {
      ThrowError("Reshape: negative dimension in " + ShapeToString(new_shape));
    } else {
      known *= new_shape[i];
    }
  }
  if (infer >= 0) {
    if (known == 0 || NumElements() % known != 0) {
      ThrowError("Reshape: cannot infer -1 in " + ShapeToString(new_shape) + " from shape " + ShapeToString(shape_));
    }
    new_shape[infer] = NumElements() / known;
  }
  if (Product(new_shape) != NumElements()) {
    ThrowError("Reshape: cannot reshape " + ShapeToString(shape_) + " (" + std::to_string(NumElements()) +
               " elements) to " + ShapeToString(new_shape));
  }
  NDArray view = *this;
  view.shape_ = std::move(new_shape);
  view.size_ = Product(view.shape_);
  return view;
}

NDArray NDArray::View(int64_t byte_offset, std::vector<int64_t> shape, DataType dtype) const {
  RLX_CHECK(defined()) << "View of an undefined NDArray";
  if (!IsStorableDType(dtype)) {
    ThrowError("NDArray: dtype " + dtype.ToString() + " cannot be stored in a host tensor");
  }
  for (int64_t d : shape) {
    if (d < 0) ThrowError("NDArray: negative dimension in shape " + ShapeToString(shape));
  }
  int64_t size = Product(shape);
  int64_t bytes = size * dtype.bytes();
  if (byte_offset < 0 || byte_offset % dtype.bytes() != 0 || byte_offset + bytes > static_cast<int64_t>(NumBytes())) {
    ThrowError("NDArray: a " + dtype.ToString() + ShapeToString(shape) + " view at byte offset " +
               std::to_string(byte_offset) + " does not fit in a buffer of " + std::to_string(NumBytes()) + " bytes");
  }
  NDArray view;
  view.dtype_ = dtype;
  view.shape_ = std::move(shape);
  view.size_ = size;
  view.data_ = std::shared_ptr<uint8_t>(data_, data_.get() + byte_offset);
  return view;
}

NDArray NDArray::Clone() const {
  RLX_CHECK(defined()) << "Clone of an undefined NDArray";
  NDArray copy = Empty(shape_, dtype_);
  std::memcpy(copy.data(), data(), NumBytes());
  return copy;
}

void NDArray::CopyFrom(const NDArray& other) {
  RLX_CHECK(defined() && other.defined()) << "CopyFrom with an undefined NDArray";
  if (other.shape_ != shape_ || other.dtype_ != dtype_) {
    ThrowError("CopyFrom: source " + other.dtype_.ToString() + ShapeToString(other.shape_) +
               " does not match destination " + dtype_.ToString() + ShapeToString(shape_));
  }
  if (other.data_ != data_) std::memmove(data(), other.data(), NumBytes());
}

std::string NDArray::ToString(int64_t threshold) const {
  if (!defined()) return "NDArray(undefined)";
  const bool summarize = NumElements() > threshold;
  constexpr int64_t kEdge = 3;
  std::vector<int64_t> strides(shape_.size(), 1);
  for (int d = ndim() - 2; d >= 0; --d) strides[d] = strides[d + 1] * shape_[d + 1];
  auto element = [&](int64_t i) -> std::string {
    if (dtype_.is_bool()) return GetInt(i) ? "True" : "False";
    if (dtype_.is_int()) return std::to_string(GetInt(i));
    if (dtype_.is_uint()) return std::to_string(static_cast<uint64_t>(GetInt(i)));
    return FormatDouble(GetDouble(i));
  };
  std::ostringstream os;
  // Recursive printer: dimension `d` starting at flat offset `base`.
  auto print = [&](auto&& self, int d, int64_t base) -> void {
    if (d == ndim()) {
      os << element(base);
      return;
    }
    os << "[";
    const int64_t n = shape_[d];
    for (int64_t j = 0; j < n; ++j) {
      if (summarize && n > 2 * kEdge && j == kEdge) {
        os << "...";
        j = n - kEdge;
        os << (d + 1 == ndim() ? ", " : ",\n" + std::string(d + 1, ' '));
      }
      self(self, d + 1, base + j * strides[d]);
      if (j + 1 < n) os << (d + 1 == ndim() ? ", " : ",\n" + std::string(d + 1, ' '));
    }
    os << "]";
  };
  print(print, 0, 0);
  os << " (" << dtype_.ToString() << ", shape=" << ShapeToString(shape_) << ")";
  return os.str();
}

bool AllClose(const NDArray& a, const NDArray& b, double rtol, double atol, std::string* message) {
  auto fail = [&](const std::string& m) {
    if (message) *message = m;
    return false;
  };
  if (!a.defined() || !b.defined()) return fail("undefined NDArray");
  if (a.dtype() != b.dtype()) {
    return fail("dtype mismatch: " + a.dtype().ToString() + " vs " + b.dtype().ToString());
  }
  if (a.shape() != b.shape()) {
    return fail("shape mismatch: " + ShapeToString(a.shape()) + " vs " + ShapeToString(b.shape()));
  }
  const bool exact = !a.dtype().is_floating();
  int64_t mismatches = 0;
  int64_t first = -1;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    bool ok;
    if (exact) {
      ok = a.GetInt(i) == b.GetInt(i);
    } else {
      double x = a.GetDouble(i), y = b.GetDouble(i);
      if (std::isnan(x) || std::isnan(y)) {
        ok = std::isnan(x) && std::isnan(y);
      } else if (std::isinf(x) || std::isinf(y)) {
        ok = x == y;
      } else {
        ok = std::fabs(x - y) <= atol + rtol * std::fabs(y);
      }
    }
    if (!ok) {
      if (first < 0) first = i;
      ++mismatches;
    }
  }
  if (mismatches == 0) {
    if (message) message->clear();
    return true;
  }
  std::vector<int64_t> index(a.shape().size());
  int64_t rest = first;
  for (int d = a.ndim() - 1; d >= 0; --d) {
    index[d] = rest % a.shape()[d];
    rest /= a.shape()[d];
  }
  std::ostringstream os;
  os << mismatches << " of " << a.NumElements() << " elements differ; first at flat index " << first << " (index "
     << ShapeToString(index) << "): ";
  if (exact) {
    os << a.GetInt(first) << " vs " << b.GetInt(first);
  } else {
    double x = a.GetDouble(first), y = b.GetDouble(first);
    os << std::setprecision(10) << FormatDouble(x) << " vs " << FormatDouble(y) << " (|diff| = " << std::fabs(x - y)
       << ", allowed " << atol + rtol * std::fabs(y) << " with rtol=" << rtol << ", atol=" << atol << ")";
  }
  return fail(os.str());
}

}  // namespace rlx
