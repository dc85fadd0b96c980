#include "compiler/runtime/sort/sort.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <limits>
#include <memory>
#include <thread>
#include <type_traits>
#include <utility>

#include "compiler/runtime/float_format.h"
#include "compiler/runtime/sort/sort_line.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

using sort_line::ArgsortByPairs;
using sort_line::kRadixMinLength;
using sort_line::RankLine;
using sort_line::Scratch;
using sort_line::SortValuesByKey;
using sort_line::WithKey;

constexpr const char* kSortName = "tvm.contrib.sort.sort";
constexpr const char* kArgsortName = "tvm.contrib.sort.argsort";
constexpr const char* kTopKName = "tvm.contrib.sort.topk";

[[noreturn]] void Fail(const char* func, const std::string& message) { ThrowError(std::string(func) + ": " + message); }

bool IsSortable(DataType t) {
  return WithKey(t, [](auto) {});
}

bool IsIndexDType(DataType t) {
  if (t.lanes() != 1) return false;
  if (t.is_int() || t.is_uint()) return t.bits() == 8 || t.bits() == 16 || t.bits() == 32 || t.bits() == 64;
  return t.is_float() && (t.bits() == 16 || t.bits() == 32 || t.bits() == 64);
}

// ----------------------------------------------------------------- lines --

// A tensor seen as lines along one axis.
struct Lines {
  uint8_t* base = nullptr;  // data + byte_offset
  DataType dtype;
  int64_t elem_bytes = 0;
  int axis = 0;
  std::vector<int64_t> shape, strides;  // strides in elements

  int64_t extent() const { return shape[axis]; }
  int64_t axis_stride_bytes() const { return strides[axis] * elem_bytes; }
  // Byte offset of the start of line `line` (the non-axis indices in
  // row-major order).
  int64_t LineOffset(int64_t line) const {
    int64_t off = 0;
    for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
      if (d == axis) continue;
      off += (line % shape[d]) * strides[d];
      line /= shape[d];
    }
    return off * elem_bytes;
  }
};

Lines MakeLines(const char* func, const std::string& what, const DLTensor& t, int axis) {
  Lines l;
  l.dtype = FromDLDataType(t.dtype);
  l.elem_bytes = l.dtype.bytes();
  l.axis = axis;
  l.shape.assign(t.shape, t.shape + t.ndim);
  if (t.strides != nullptr) {
    l.strides.assign(t.strides, t.strides + t.ndim);
  } else {
    l.strides.assign(t.ndim, 1);
    for (int d = t.ndim - 1; d > 0; --d) l.strides[d - 1] = l.strides[d] * l.shape[d];
  }
  if (NumElements(t) > 0 && t.data == nullptr) Fail(func, what + " has a null data pointer");
  l.base = static_cast<uint8_t*>(t.data) + t.byte_offset;
  return l;
}

template <int kBytes>
void CopyElems(const uint8_t* src, int64_t src_stride, uint8_t* dst, int64_t dst_stride, int64_t n) {
  for (int64_t j = 0; j < n; ++j) std::memcpy(dst + j * dst_stride, src + j * src_stride, kBytes);
}

void CopyStrided(const uint8_t* src, int64_t src_stride, uint8_t* dst, int64_t dst_stride, int64_t n, int64_t eb) {
  if (src_stride == eb && dst_stride == eb) {
    std::memcpy(dst, src, static_cast<size_t>(n * eb));
    return;
  }
  switch (eb) {
    case 1:
      return CopyElems<1>(src, src_stride, dst, dst_stride, n);
    case 2:
      return CopyElems<2>(src, src_stride, dst, dst_stride, n);
    case 4:
      return CopyElems<4>(src, src_stride, dst, dst_stride, n);
    default:
      return CopyElems<8>(src, src_stride, dst, dst_stride, n);
  }
}

template <typename T>
void StoreIndices(const int64_t* order, int64_t k, uint8_t* dst, int64_t stride) {
  for (int64_t r = 0; r < k; ++r) {
    T v = static_cast<T>(order[r]);
    std::memcpy(dst + r * stride, &v, sizeof(T));
  }
}

void WriteIndices(const int64_t* order, int64_t k, uint8_t* dst, int64_t stride, DataType t) {
  if (t.is_float() && t.bits() == 16) {
    for (int64_t r = 0; r < k; ++r) {
      uint16_t v = DoubleToHalfBits(static_cast<double>(order[r]));
      std::memcpy(dst + r * stride, &v, 2);
    }
    return;
  }
  if (t.is_float()) {
    return t.bits() == 32 ? StoreIndices<float>(order, k, dst, stride) : StoreIndices<double>(order, k, dst, stride);
  }
  switch (t.bits()) {  // integers: two's complement, so int and uint share a store
    case 8:
      return StoreIndices<uint8_t>(order, k, dst, stride);
    case 16:
      return StoreIndices<uint16_t>(order, k, dst, stride);
    case 32:
      return StoreIndices<uint32_t>(order, k, dst, stride);
    default:
      return StoreIndices<uint64_t>(order, k, dst, stride);
  }
}

void WriteValues(const uint8_t* raw, const int64_t* order, int64_t k, uint8_t* dst, int64_t stride, int64_t eb) {
  for (int64_t r = 0; r < k; ++r) std::memcpy(dst + r * stride, raw + order[r] * eb, static_cast<size_t>(eb));
}

void ZeroTail(const Lines& out, uint8_t* line, int64_t from) {
  for (int64_t r = from; r < out.extent(); ++r) {
    std::memset(line + r * out.axis_stride_bytes(), 0, static_cast<size_t>(out.elem_bytes));
  }
}

// ------------------------------------------------------------- threading --

// Runs body(begin, end) over [0, lines) in contiguous chunks, on several
// threads when there is enough work; rethrows the first exception.
void ForEachLine(int64_t lines, int64_t per_line, const std::function<void(int64_t, int64_t)>& body) {
  constexpr int64_t kMinWorkPerThread = int64_t{1} << 15;
  int64_t work = lines * std::max<int64_t>(per_line, 1);
  int64_t threads = std::min<int64_t>({SortThreads(), lines, std::max<int64_t>(work / kMinWorkPerThread, 1)});
  if (threads <= 1) {
    body(0, lines);
    return;
  }
  int64_t chunk = (lines + threads - 1) / threads;
  std::vector<std::exception_ptr> errors(static_cast<size_t>(threads));
  std::vector<std::thread> pool;
  auto run = [&](int64_t t) {
    try {
      body(t * chunk, std::min(lines, (t + 1) * chunk));
    } catch (...) {
      errors[t] = std::current_exception();
    }
  };
  for (int64_t t = 1; t < threads && t * chunk < lines; ++t) pool.emplace_back(run, t);
  run(0);
  for (std::thread& th : pool) th.join();
  for (const std::exception_ptr& e : errors) {
    if (e) std::rethrow_exception(e);
  }
}

// -------------------------------------------------------------- the jobs --

int NormalizeAxis(const char* func, const DLTensor& input, int64_t axis) {
  if (input.ndim == 0) Fail(func, "the input must have at least one dimension, got a 0-d tensor");
  int64_t a = axis < 0 ? axis + input.ndim : axis;
  if (a < 0 || a >= input.ndim) {
    Fail(func, "axis " + std::to_string(axis) + " is out of range for a " + std::to_string(input.ndim) + "-d input");
  }
  return static_cast<int>(a);
}

void CheckInput(const char* func, const DLTensor& input) {
  DataType t = FromDLDataType(input.dtype);
  if (!IsSortable(t)) Fail(func, "cannot sort a " + DescribeTensor(input));
}

// `out` must have the input's shape except `extent` along the axis.
void CheckOutput(const char* func, const std::string& what, const DLTensor& input, const DLTensor& out, int axis,
                 int64_t extent) {
  std::vector<int64_t> want(input.shape, input.shape + input.ndim);
  want[axis] = extent;
  std::vector<int64_t> got(out.shape, out.shape + out.ndim);
  if (got != want) {
    Fail(func, what + " must have shape " + ShapeToString(want) + " for a " + DescribeTensor(input) + " along axis " +
                   std::to_string(axis) + ", got a " + DescribeTensor(out));
  }
}

struct Job {
  const char* func;
  Lines in;
  const Lines* values = nullptr;
  const Lines* indices = nullptr;
  int64_t k = 0;  // ranks to write per line
  bool ascend = true;
};

void Run(const Job& job) {
  const Lines& in = job.in;
  const int64_t n = in.extent();
  int64_t lines = 1;
  for (size_t d = 0; d < in.shape.size(); ++d) {
    if (static_cast<int>(d) != in.axis) lines *= in.shape[d];
  }
  if (lines == 0) return;
  // Threads within a line when there are fewer lines than threads (one
  // line of 10M elements).
  const int inner_threads = lines < SortThreads() ? static_cast<int>(SortThreads() / lines) : 1;
  auto body = [&](auto key) {
    using KeyFn = decltype(key);
    ForEachLine(lines, n, [&](int64_t begin, int64_t end) {
      Scratch s;
      // Contiguous lines are read in place; strided ones are gathered first,
      // as are lines of a sort or argsort written over its own input (the
      // radix sort's last pass writes the output while it reads).
      const bool contiguous = in.axis_stride_bytes() == in.elem_bytes &&
                              (job.values == nullptr || job.values->base != in.base) &&
                              (job.indices == nullptr || job.indices->base != in.base);
      if (!contiguous) s.raw.resize(static_cast<size_t>(n * in.elem_bytes));
      // Whole-line sorts of values only or indices only are written by the
      // radix sort's last pass; everything else goes through s.order.
      const bool whole = n >= kRadixMinLength && job.k == n && n < (int64_t{1} << 32);
      for (int64_t line = begin; line < end; ++line) {
        const uint8_t* raw = contiguous ? in.base + in.LineOffset(line) : s.raw.data();
        uint8_t* values = job.values != nullptr ? job.values->base + job.values->LineOffset(line) : nullptr;
        uint8_t* indices = job.indices != nullptr ? job.indices->base + job.indices->LineOffset(line) : nullptr;
        bool written = false;
        if (n > 0) {
          if (!contiguous) {
            CopyStrided(in.base + in.LineOffset(line), in.axis_stride_bytes(), s.raw.data(), in.elem_bytes, n,
                        in.elem_bytes);
          }
          if (whole && indices == nullptr) {
            written =
                SortValuesByKey<KeyFn>(raw, n, job.ascend, inner_threads, values, job.values->axis_stride_bytes(), &s);
          } else if (whole && values == nullptr) {
            written = ArgsortByPairs<KeyFn>(raw, n, job.ascend, inner_threads, indices,
                                            job.indices->axis_stride_bytes(), job.indices->dtype, &s);
          }
          if (!written) RankLine<KeyFn>(raw, n, job.k, job.ascend, inner_threads, &s);
        }
        if (values != nullptr) {
          if (!written) WriteValues(raw, s.order.data(), job.k, values, job.values->axis_stride_bytes(), in.elem_bytes);
          ZeroTail(*job.values, values, job.k);
        }
        if (indices != nullptr) {
          if (!written)
            WriteIndices(s.order.data(), job.k, indices, job.indices->axis_stride_bytes(), job.indices->dtype);
          ZeroTail(*job.indices, indices, job.k);
        }
      }
    });
  };
  bool ok = WithKey(in.dtype, body);
  if (!ok) Fail(job.func, "cannot sort " + in.dtype.ToString());  // CheckInput ran first
}

void CheckIndexDType(const char* func, const std::string& what, const DLTensor& t) {
  if (!IsIndexDType(FromDLDataType(t.dtype))) {
    Fail(func, what + " must be an integer or float16/32/64 tensor, got a " + DescribeTensor(t));
  }
}

}  // namespace

namespace {

int DefaultThreads() {
  if (const char* env = std::getenv("RLX_NUM_THREADS")) {
    int n = std::atoi(env);
    if (n >= 1) return n;
  }
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

std::atomic<int>& ThreadSetting() {
  static std::atomic<int> threads{DefaultThreads()};
  return threads;
}

}  // namespace

int SortThreads() { return ThreadSetting().load(std::memory_order_relaxed); }

void SetSortThreads(int n) { ThreadSetting().store(std::max(1, n), std::memory_order_relaxed); }

void Sort(const DLTensor& input, const DLTensor& output, int64_t axis, bool is_ascend) {
  const char* f = kSortName;
  CheckInput(f, input);
  int ax = NormalizeAxis(f, input, axis);
  if (FromDLDataType(output.dtype) != FromDLDataType(input.dtype)) {
    Fail(f, "the output must have the input's dtype " + FromDLDataType(input.dtype).ToString() + ", got a " +
                DescribeTensor(output));
  }
  CheckOutput(f, "the output", input, output, ax, input.shape[ax]);
  Lines values = MakeLines(f, "the output", output, ax);
  Job job{f, MakeLines(f, "the input", input, ax)};
  job.values = &values;
  job.k = input.shape[ax];
  job.ascend = is_ascend;
  Run(job);
}

void Argsort(const DLTensor& input, const DLTensor& indices, int64_t axis, bool is_ascend) {
  const char* f = kArgsortName;
  CheckInput(f, input);
  int ax = NormalizeAxis(f, input, axis);
  CheckIndexDType(f, "the output", indices);
  CheckOutput(f, "the output", input, indices, ax, input.shape[ax]);
  Lines idx = MakeLines(f, "the output", indices, ax);
  Job job{f, MakeLines(f, "the input", input, ax)};
  job.indices = &idx;
  job.k = input.shape[ax];
  job.ascend = is_ascend;
  Run(job);
}

void TopK(const DLTensor& input, const DLTensor* values, const DLTensor* indices, int64_t k, int64_t axis,
          bool is_ascend) {
  const char* f = kTopKName;
  CheckInput(f, input);
  if (values == nullptr && indices == nullptr) Fail(f, "neither values nor indices are wanted");
  int ax = NormalizeAxis(f, input, axis);
  const int64_t n = input.shape[ax];
  const int64_t k_eff = (k < 1 || k > n) ? n : k;
  // topi gives a constant k > n its own extent k; accept that as well.
  auto extent_of = [&](const DLTensor& out) {
    return (k > n && out.ndim == input.ndim && out.shape[ax] == k) ? k : k_eff;
  };
  Lines vl, il;
  Job job{f, MakeLines(f, "the input", input, ax)};
  if (values != nullptr) {
    if (FromDLDataType(values->dtype) != FromDLDataType(input.dtype)) {
      Fail(f, "the values must have the input's dtype " + FromDLDataType(input.dtype).ToString() + ", got a " +
                  DescribeTensor(*values));
    }
    CheckOutput(f, "the values", input, *values, ax, extent_of(*values));
    vl = MakeLines(f, "the values", *values, ax);
    job.values = &vl;
  }
  if (indices != nullptr) {
    CheckIndexDType(f, "the indices", *indices);
    CheckOutput(f, "the indices", input, *indices, ax, extent_of(*indices));
    il = MakeLines(f, "the indices", *indices, ax);
    job.indices = &il;
  }
  job.k = k_eff;
  job.ascend = is_ascend;
  Run(job);
}

void RegisterSortFuncs(PackedFuncRegistry* registry) {
  registry->Register(kSortName, "(input, output, axis: int, is_ascend: bool): stable sort along axis",
                     [](const PackedArgs& a) {
                       a.CheckCount(4, 4);
                       Sort(a.Tensor(0), a.Tensor(1), a.Int(2), a.Bool(3));
                     });
  registry->Register(kArgsortName, "(input, indices, axis: int, is_ascend: bool): stable argsort along axis",
                     [](const PackedArgs& a) {
                       a.CheckCount(4, 4);
                       Argsort(a.Tensor(0), a.Tensor(1), a.Int(2), a.Bool(3));
                     });
  registry->Register(kTopKName,
                     "(input, [values], [indices], k: int, axis: int, ret_type: str, is_ascend: bool): first k of "
                     "the stable sort (k < 1: all)",
                     [](const PackedArgs& a) {
                       a.CheckCount(6, 7);
                       const int last = a.size() - 1;
                       std::string ret_type = a.Str(last - 1);
                       int want = ret_type == "both" ? 7 : 6;
                       if (ret_type != "both" && ret_type != "values" && ret_type != "indices") {
                         a.Fail("unsupported ret_type '" + ret_type + "' (both, values or indices)");
                       }
                       if (a.size() != want) {
                         a.Fail("ret_type '" + ret_type + "' takes " + std::to_string(want) + " arguments, got " +
                                std::to_string(a.size()));
                       }
                       const DLTensor* values = nullptr;
                       const DLTensor* indices = nullptr;
                       if (ret_type == "both") {
                         values = &a.Tensor(1);
                         indices = &a.Tensor(2);
                       } else if (ret_type == "values") {
                         values = &a.Tensor(1);
                       } else {
                         indices = &a.Tensor(1);
                       }
                       TopK(a.Tensor(0), values, indices, a.Int(last - 3), a.Int(last - 2), a.Bool(last));
                     });
}

// ----------------------------------------------------------- host arrays --

namespace {

std::vector<int64_t> OutShape(const NDArray& x, int64_t axis, int64_t extent, const char* func) {
  if (!x.defined()) Fail(func, "the input array is undefined");
  if (x.ndim() == 0) Fail(func, "the input must have at least one dimension, got a 0-d tensor");
  int64_t a = axis < 0 ? axis + x.ndim() : axis;
  if (a < 0 || a >= x.ndim()) {
    Fail(func, "axis " + std::to_string(axis) + " is out of range for a " + std::to_string(x.ndim()) + "-d input");
  }
  std::vector<int64_t> shape = x.shape();
  if (extent >= 0) shape[a] = extent;
  return shape;
}

}  // namespace

NDArray SortArray(const NDArray& x, int64_t axis, bool is_ascend) {
  NDArray out = NDArray::Empty(OutShape(x, axis, -1, kSortName), x.dtype());
  PackedArgsBuilder b(kSortName);
  b.Tensor(x).Tensor(out);
  PackedArgs args = b.Build();
  Sort(args.Tensor(0), args.Tensor(1), axis, is_ascend);
  return out;
}

NDArray ArgsortArray(const NDArray& x, int64_t axis, bool is_ascend, DataType index_dtype) {
  NDArray out = NDArray::Empty(OutShape(x, axis, -1, kArgsortName), index_dtype);
  PackedArgsBuilder b(kArgsortName);
  b.Tensor(x).Tensor(out);
  PackedArgs args = b.Build();
  Argsort(args.Tensor(0), args.Tensor(1), axis, is_ascend);
  return out;
}

std::vector<NDArray> TopKArrays(const NDArray& x, int64_t k, int64_t axis, bool is_ascend, DataType index_dtype) {
  std::vector<int64_t> shape = OutShape(x, axis, -1, kTopKName);
  int64_t a = axis < 0 ? axis + x.ndim() : axis;
  int64_t n = shape[a];
  shape[a] = (k < 1 || k > n) ? n : k;
  NDArray values = NDArray::Empty(shape, x.dtype());
  NDArray indices = NDArray::Empty(shape, index_dtype);
  PackedArgsBuilder b(kTopKName);
  b.Tensor(x).Tensor(values).Tensor(indices);
  PackedArgs args = b.Build();
  TopK(args.Tensor(0), &args.Tensor(1), &args.Tensor(2), k, axis, is_ascend);
  return {values, indices};
}

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
