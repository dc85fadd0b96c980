// tvm.contrib.thrust.sort / sum_scan on CUB (see thrust_sort_scan.h).
//
// Sort: every key becomes an order-preserving unsigned integer (floats'
// sign-magnitude bits flipped, -0.0 folded onto +0.0, every NaN onto the
// largest key; integers' sign bit flipped; all bits inverted for a
// descending sort) paired with its global position, and one stable
// ascending radix sort orders the pairs; out_values is then gathered from
// the input by position (so values come back bit for bit) and out_indices
// is the position minus the line's start. Lines are kept apart by putting
// the line number above the key bits of a 64-bit key when both fit (one
// device-wide radix sort over all lines: a line is not limited to one
// thread block, which DeviceSegmentedRadixSort is), else by
// DeviceSegmentedRadixSort. A single line is a plain DeviceRadixSort on the
// key's own width.
//
// Scan: cub::DeviceScan over the input read through a converting iterator,
// by key (the line number) when there are several lines.
//
// Temporary storage is carved out of the caller's workspace: two key
// buffers, two index buffers, then CUB's temp storage.
#include "targets/cuda/thrust/thrust_sort_scan.h"

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_radix_sort.cuh>
#include <cuda/std/functional>
#include <string>
#include <type_traits>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

namespace {

thread_local std::string g_last_error;

struct Failure {
  std::string message;
};

[[noreturn]] void Fail(const std::string& message) { throw Failure{message}; }

void CheckCuda(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) Fail(std::string(what) + " failed: " + cudaGetErrorName(rc) + ": " + cudaGetErrorString(rc));
}

enum class Kind { kF16, kF32, kF64, kI32, kI64 };

std::string DTypeName(const RlxDLDataType& t) {
  const char* base = t.code == 0 ? "int" : t.code == 1 ? "uint" : t.code == 2 ? "float" : t.code == 4 ? "bfloat" : "?";
  return std::string(base) + std::to_string(t.bits) + (t.lanes != 1 ? "x" + std::to_string(t.lanes) : "");
}

bool AsKind(const RlxDLDataType& t, Kind* k) {
  if (t.lanes != 1) return false;
  if (t.code == 2 && t.bits == 16) *k = Kind::kF16;
  else if (t.code == 2 && t.bits == 32) *k = Kind::kF32;
  else if (t.code == 2 && t.bits == 64) *k = Kind::kF64;
  else if (t.code == 0 && t.bits == 32) *k = Kind::kI32;
  else if (t.code == 0 && t.bits == 64) *k = Kind::kI64;
  else return false;
  return true;
}

// A compact tensor's element count; rejects strided tensors and null data.
int64_t Elements(const RlxDLTensor* t, const char* fn, const char* what) {
  if (t == nullptr) Fail(std::string(fn) + ": " + what + " is null");
  if (t->ndim < 0 || (t->ndim > 0 && t->shape == nullptr)) Fail(std::string(fn) + ": " + what + " has no shape");
  int64_t n = 1;
  for (int i = 0; i < t->ndim; ++i) {
    if (t->shape[i] < 0) Fail(std::string(fn) + ": " + what + " has a negative extent");
    n *= t->shape[i];
  }
  if (t->strides != nullptr) {
    int64_t expect = 1;
    for (int i = t->ndim - 1; i >= 0; --i) {
      if (t->shape[i] != 1 && t->strides[i] != expect) Fail(std::string(fn) + ": " + what + " is not compact");
      expect *= t->shape[i];
    }
  }
  if (n > 0 && t->data == nullptr) Fail(std::string(fn) + ": " + what + " has no data");
  return n;
}

void* Data(const RlxDLTensor* t) { return static_cast<char*>(t->data) + t->byte_offset; }

int64_t LastExtent(const RlxDLTensor* t) { return t->ndim == 0 ? 1 : t->shape[t->ndim - 1]; }

void SameShape(const RlxDLTensor* a, const RlxDLTensor* b, const char* fn, const char* what) {
  bool same = a->ndim == b->ndim;
  for (int i = 0; same && i < a->ndim; ++i) same = a->shape[i] == b->shape[i];
  if (!same) Fail(std::string(fn) + ": " + what + " must have the input's shape");
}

int Blocks(int64_t n) {
  int64_t b = (n + 255) / 256;
  return static_cast<int>(b < 1 ? 1 : b > 65536 ? 65536 : b);
}

// ---- order-preserving keys.
template <typename T>
struct KeyOf;
template <>
struct KeyOf<__half> {
  using U = uint16_t;
  static constexpr int kBits = 16;
  __device__ static U Get(__half x) {
    U u = __half_as_ushort(x);
    if ((u & 0x7FFFu) > 0x7C00u) return 0xFFFFu;  // NaN
    if ((u & 0x7FFFu) == 0) u = 0;                // -0.0 == +0.0
    return (u & 0x8000u) ? static_cast<U>(~u) : static_cast<U>(u | 0x8000u);
  }
};
template <>
struct KeyOf<float> {
  using U = uint32_t;
  static constexpr int kBits = 32;
  __device__ static U Get(float x) {
    U u = __float_as_uint(x);
    if ((u & 0x7FFFFFFFu) > 0x7F800000u) return 0xFFFFFFFFu;
    if ((u & 0x7FFFFFFFu) == 0) u = 0;
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
  }
};
template <>
struct KeyOf<double> {
  using U = uint64_t;
  static constexpr int kBits = 64;
  __device__ static U Get(double x) {
    U u = static_cast<U>(__double_as_longlong(x));
    const U sign = 0x8000000000000000ull;
    if ((u & ~sign) > 0x7FF0000000000000ull) return ~0ull;
    if ((u & ~sign) == 0) u = 0;
    return (u & sign) ? ~u : (u | sign);
  }
};
template <>
struct KeyOf<int32_t> {
  using U = uint32_t;
  static constexpr int kBits = 32;
  __device__ static U Get(int32_t x) { return static_cast<U>(x) ^ 0x80000000u; }
};
template <>
struct KeyOf<int64_t> {
  using U = uint64_t;
  static constexpr int kBits = 64;
  __device__ static U Get(int64_t x) { return static_cast<U>(x) ^ 0x8000000000000000ull; }
};

// keys[i] = (line number << kBits when `composite`) | key(in[i]), all key
// bits inverted when descending; idx[i] = i.
template <typename T, typename K>
__global__ void MakeKeys(const T* in, K* keys, int32_t* idx, int64_t total, int64_t line, bool composite,
                         bool descending) {
  using Of = KeyOf<T>;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < total;
       i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
    typename Of::U u = Of::Get(in[i]);
    if (descending) u = static_cast<typename Of::U>(~u);
    K k = static_cast<K>(u);
    if constexpr (sizeof(K) * 8 > Of::kBits) {
      if (composite) k |= static_cast<K>(i / line) << Of::kBits;
    }
    keys[i] = k;
    idx[i] = static_cast<int32_t>(i);
  }
}

template <typename T, typename O>
__global__ void Gather(const T* in, const int32_t* idx, T* values, O* indices, int64_t total, int64_t line) {
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < total;
       i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
    int64_t g = idx[i];
    values[i] = in[g];
    indices[i] = static_cast<O>(g - (i / line) * line);
  }
}

template <typename In, typename Out>
__global__ void Convert(const In* in, Out* out, int64_t total) {
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < total;
       i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
    out[i] = static_cast<Out>(in[i]);
  }
}

struct LineStart {
  int64_t line;
  __host__ __device__ int64_t operator()(int64_t r) const { return r * line; }
};
struct LineOf {
  int64_t line;
  __host__ __device__ int64_t operator()(int64_t i) const { return i / line; }
};

// Bump allocation from the workspace, 256-byte aligned.
class Arena {
 public:
  Arena(const RlxDLTensor* ws, const char* fn) : fn_(fn) {
    int64_t n = Elements(ws, fn, "the workspace");
    if (ws->dtype.code != 1 || ws->dtype.bits != 8) Fail(std::string(fn) + ": the workspace must be uint8");
    base_ = static_cast<char*>(Data(ws));
    end_ = base_ + n;
    cur_ = base_;
  }
  void* Take(size_t bytes) {
    uintptr_t p = (reinterpret_cast<uintptr_t>(cur_) + 255) & ~static_cast<uintptr_t>(255);
    char* at = reinterpret_cast<char*>(p);
    if (at > end_ || static_cast<size_t>(end_ - at) < bytes) {
      Fail(std::string(fn_) + ": the workspace of " + std::to_string(end_ - base_) + " bytes is too small (" +
           std::to_string((at - base_) + bytes) + " needed)");
    }
    cur_ = at + bytes;
    return at;
  }

 private:
  const char* fn_;
  char* base_;
  char* end_;
  char* cur_;
};

int BitsFor(int64_t count) {  // bits to number lines 0 .. count - 1
  int b = 0;
  while ((int64_t{1} << b) < count) ++b;
  return b;
}

// One stable ascending radix sort of (key, position) pairs over bits
// [0, end_bit); lines are separate segments when `segmented`. Returns the
// sorted positions (in one of idx's buffers).
template <typename K>
const int32_t* RadixSort(cub::DoubleBuffer<K>& keys, cub::DoubleBuffer<int32_t>& idx, int64_t total, int64_t line,
                         bool segmented, int end_bit, Arena& arena, cudaStream_t stream) {
  const int64_t lines = total / line;
  size_t temp = 0;
  if constexpr (sizeof(K) == 8) {
    if (segmented) {
      auto starts = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0), LineStart{line});
      auto ends = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(1), LineStart{line});
      CheckCuda(cub::DeviceSegmentedRadixSort::SortPairs(nullptr, temp, keys, idx, total, lines, starts, ends, 0,
                                                          end_bit, stream),
                "cub::DeviceSegmentedRadixSort::SortPairs (size query)");
      void* storage = arena.Take(temp);
      CheckCuda(cub::DeviceSegmentedRadixSort::SortPairs(storage, temp, keys, idx, total, lines, starts, ends, 0,
                                                          end_bit, stream),
                "cub::DeviceSegmentedRadixSort::SortPairs");
      return idx.Current();
    }
  }
  if (segmented) Fail("internal: segmented sorts use 64-bit keys");
  CheckCuda(cub::DeviceRadixSort::SortPairs(nullptr, temp, keys, idx, total, 0, end_bit, stream),
            "cub::DeviceRadixSort::SortPairs (size query)");
  void* storage = arena.Take(temp);
  CheckCuda(cub::DeviceRadixSort::SortPairs(storage, temp, keys, idx, total, 0, end_bit, stream),
            "cub::DeviceRadixSort::SortPairs");
  return idx.Current();
}

template <typename T, typename K>
const int32_t* SortPositions(const T* in, int64_t total, int64_t line, bool composite, bool segmented, int end_bit,
                             bool ascend, Arena& arena, cudaStream_t stream) {
  cub::DoubleBuffer<K> keys(static_cast<K*>(arena.Take(total * sizeof(K))),
                            static_cast<K*>(arena.Take(total * sizeof(K))));
  cub::DoubleBuffer<int32_t> idx(static_cast<int32_t*>(arena.Take(total * sizeof(int32_t))),
                                 static_cast<int32_t*>(arena.Take(total * sizeof(int32_t))));
  MakeKeys<T, K><<<Blocks(total), 256, 0, stream>>>(in, keys.Current(), idx.Current(), total, line, composite,
                                                      !ascend);
  CheckCuda(cudaGetLastError(), "MakeKeys launch");
  return RadixSort<K>(keys, idx, total, line, segmented, end_bit, arena, stream);
}

template <typename T>
void SortTyped(const RlxDLTensor* input, const RlxDLTensor* values, const RlxDLTensor* indices, int64_t total,
               int64_t line, bool ascend, Arena& arena, cudaStream_t stream) {
  using U = typename KeyOf<T>::U;
  constexpr int kBits = KeyOf<T>::kBits;
  const T* in = static_cast<const T*>(Data(input));
  const int64_t lines = total / line;
  const int32_t* order;
  if (lines > 1 && kBits < 64) {  // the line number fits above the key
    order = SortPositions<T, uint64_t>(in, total, line, true, false, kBits + BitsFor(lines), ascend, arena, stream);
  } else if (lines > 1) {
    order = SortPositions<T, uint64_t>(in, total, line, false, true, kBits, ascend, arena, stream);
  } else {
    order = SortPositions<T, U>(in, total, line, false, false, kBits, ascend, arena, stream);
  }
  T* v = static_cast<T*>(Data(values));
  void* o = Data(indices);
  const RlxDLDataType t = indices->dtype;
  const int blocks = Blocks(total);
  if (t.code == 0 && t.bits == 32) {
    Gather<<<blocks, 256, 0, stream>>>(in, order, v, static_cast<int32_t*>(o), total, line);
  } else if (t.code == 0 && t.bits == 64) {
    Gather<<<blocks, 256, 0, stream>>>(in, order, v, static_cast<int64_t*>(o), total, line);
  } else if (t.code == 2 && t.bits == 32) {
    Gather<<<blocks, 256, 0, stream>>>(in, order, v, static_cast<float*>(o), total, line);
  } else {
    Gather<<<blocks, 256, 0, stream>>>(in, order, v, static_cast<double*>(o), total, line);
  }
  CheckCuda(cudaGetLastError(), "Gather launch");
}

template <typename T>
void ScanSame(const T* in, T* out, int64_t total, int64_t line, bool exclusive, Arena& arena, cudaStream_t stream) {
  auto keys = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0), LineOf{line});
  const bool by_key = total > line;
  cuda::std::plus<T> plus;
  cuda::std::equal_to<int64_t> eq;
  size_t temp = 0;
  if (by_key) {
    CheckCuda(exclusive ? cub::DeviceScan::ExclusiveScanByKey(nullptr, temp, keys, in, out, plus, T(0), total, eq,
                                                               stream)
                        : cub::DeviceScan::InclusiveScanByKey(nullptr, temp, keys, in, out, plus, total, eq, stream),
              "cub::DeviceScan (size query)");
  } else {
    CheckCuda(exclusive ? cub::DeviceScan::ExclusiveScan(nullptr, temp, in, out, plus, T(0), total, stream)
                        : cub::DeviceScan::InclusiveScan(nullptr, temp, in, out, plus, total, stream),
              "cub::DeviceScan (size query)");
  }
  void* storage = arena.Take(temp);
  if (by_key) {
    CheckCuda(exclusive ? cub::DeviceScan::ExclusiveScanByKey(storage, temp, keys, in, out, plus, T(0), total, eq,
                                                               stream)
                        : cub::DeviceScan::InclusiveScanByKey(storage, temp, keys, in, out, plus, total, eq, stream),
              "cub::DeviceScan::ScanByKey");
  } else {
    CheckCuda(exclusive ? cub::DeviceScan::ExclusiveScan(storage, temp, in, out, plus, T(0), total, stream)
                        : cub::DeviceScan::InclusiveScan(storage, temp, in, out, plus, total, stream),
              "cub::DeviceScan::Scan");
  }
}

// Converts the input to Out in the workspace unless it already is Out, then
// scans in Out.
template <typename Out>
void ScanInto(const RlxDLTensor* data, Kind in_kind, Out* out, int64_t total, int64_t line, bool exclusive,
              Arena& arena, cudaStream_t stream) {
  const void* in = Data(data);
  const Out* src = static_cast<const Out*>(in);
  bool same = (in_kind == Kind::kF32 && std::is_same<Out, float>::value) ||
              (in_kind == Kind::kF64 && std::is_same<Out, double>::value) ||
              (in_kind == Kind::kI32 && std::is_same<Out, int32_t>::value) ||
              (in_kind == Kind::kI64 && std::is_same<Out, int64_t>::value);
  if (!same) {
    Out* tmp = static_cast<Out*>(arena.Take(total * sizeof(Out)));
    const int blocks = Blocks(total);
    switch (in_kind) {
      case Kind::kF32: Convert<<<blocks, 256, 0, stream>>>(static_cast<const float*>(in), tmp, total); break;
      case Kind::kF64: Convert<<<blocks, 256, 0, stream>>>(static_cast<const double*>(in), tmp, total); break;
      case Kind::kI32: Convert<<<blocks, 256, 0, stream>>>(static_cast<const int32_t*>(in), tmp, total); break;
      default: Convert<<<blocks, 256, 0, stream>>>(static_cast<const int64_t*>(in), tmp, total); break;
    }
    CheckCuda(cudaGetLastError(), "Convert launch");
    src = tmp;
  }
  ScanSame<Out>(src, out, total, line, exclusive, arena, stream);
}

template <typename F>
int Guard(F&& f) {
  try {
    g_last_error.clear();
    f();
    return 0;
  } catch (const Failure& e) {
    g_last_error = e.message;
  } catch (const std::exception& e) {
    g_last_error = e.what();
  }
  return 1;
}

}  // namespace

extern "C" int64_t rlx_thrust_workspace_bytes(int64_t num_elements, int64_t itemsize) {
  return 8 * num_elements * itemsize + 8 * 1024 * 1024 + 12 * num_elements;
}

extern "C" const char* rlx_thrust_last_error(void) { return g_last_error.c_str(); }

extern "C" int rlx_thrust_sort(const RlxDLTensor* input, const RlxDLTensor* out_values,
                               const RlxDLTensor* out_indices, int is_ascend, const RlxDLTensor* workspace,
                               void* stream) {
  return Guard([&] {
    const char* fn = "tvm.contrib.thrust.sort";
    int64_t total = Elements(input, fn, "the input");
    Elements(out_values, fn, "the values output");
    Elements(out_indices, fn, "the indices output");
    SameShape(input, out_values, fn, "the values output");
    SameShape(input, out_indices, fn, "the indices output");
    Kind kind;
    if (!AsKind(input->dtype, &kind)) {
      Fail(std::string(fn) + ": keys must be float16, float32, float64, int32 or int64, got " +
           DTypeName(input->dtype));
    }
    if (std::memcmp(&input->dtype, &out_values->dtype, sizeof(RlxDLDataType)) != 0) {
      Fail(std::string(fn) + ": the values output must have the input's dtype");
    }
    const RlxDLDataType it = out_indices->dtype;
    if (it.lanes != 1 || !((it.code == 0 || it.code == 2) && (it.bits == 32 || it.bits == 64))) {
      Fail(std::string(fn) + ": indices must be int32, int64, float32 or float64, got " + DTypeName(it));
    }
    if (total > INT32_MAX) Fail(std::string(fn) + ": more than 2^31 - 1 elements are not supported");
    Arena arena(workspace, fn);
    int64_t line = LastExtent(input);
    if (total == 0 || line == 0) return;
    cudaStream_t s = static_cast<cudaStream_t>(stream);
    bool ascend = is_ascend != 0;
    switch (kind) {
      case Kind::kF16: SortTyped<__half>(input, out_values, out_indices, total, line, ascend, arena, s); break;
      case Kind::kF32: SortTyped<float>(input, out_values, out_indices, total, line, ascend, arena, s); break;
      case Kind::kF64: SortTyped<double>(input, out_values, out_indices, total, line, ascend, arena, s); break;
      case Kind::kI32: SortTyped<int32_t>(input, out_values, out_indices, total, line, ascend, arena, s); break;
      case Kind::kI64: SortTyped<int64_t>(input, out_values, out_indices, total, line, ascend, arena, s); break;
    }
  });
}

extern "C" int rlx_thrust_sum_scan(const RlxDLTensor* data, const RlxDLTensor* output, int exclusive,
                                   const RlxDLTensor* workspace, void* stream) {
  return Guard([&] {
    const char* fn = "tvm.contrib.thrust.sum_scan";
    int64_t total = Elements(data, fn, "the input");
    Elements(output, fn, "the output");
    SameShape(data, output, fn, "the output");
    Kind in_kind, out_kind;
    if (!AsKind(data->dtype, &in_kind) || in_kind == Kind::kF16) {
      Fail(std::string(fn) + ": the input must be int32, int64, float32 or float64, got " + DTypeName(data->dtype));
    }
    if (!AsKind(output->dtype, &out_kind) || out_kind == Kind::kF16) {
      Fail(std::string(fn) + ": the output must be int32, int64, float32 or float64, got " +
           DTypeName(output->dtype));
    }
    Arena arena(workspace, fn);
    int64_t line = LastExtent(data);
    if (total == 0 || line == 0) return;
    cudaStream_t s = static_cast<cudaStream_t>(stream);
    bool ex = exclusive != 0;
    void* out = Data(output);
    switch (out_kind) {
      case Kind::kF32: ScanInto(data, in_kind, static_cast<float*>(out), total, line, ex, arena, s); break;
      case Kind::kF64: ScanInto(data, in_kind, static_cast<double*>(out), total, line, ex, arena, s); break;
      case Kind::kI32: ScanInto(data, in_kind, static_cast<int32_t*>(out), total, line, ex, arena, s); break;
      default: ScanInto(data, in_kind, static_cast<int64_t*>(out), total, line, ex, arena, s); break;
    }
  });
}
