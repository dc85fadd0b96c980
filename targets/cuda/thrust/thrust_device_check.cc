// Checks librlx_thrust.so (thrust_sort_scan.h) against host references:
// sorts and argsorts against std::stable_sort with the library's order
// (compiler/runtime/sort/sort.h's: -0.0 == +0.0, NaN above +inf), prefix
// sums against a serial sum. Built by nvcc and run by thrust_nvcc_test and
// tools/gpu/run_device_checks.sh (not a Bazel target: Bazel here has no
// CUDA rules).
//
// Argument errors are checked first; they need no device. Then, without a
// CUDA device it prints "no CUDA device: compiled only" and exits 0, or 1
// when RLX_REQUIRE_CUDA_DEVICE=1 (a GPU session must not pass by skipping).
// Prints "all device checks passed" on success.
#include <cuda_fp16.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "targets/cuda/thrust/thrust_sort_scan.h"

namespace {

int g_failures = 0;

void Expect(bool ok, const std::string& what) {
  if (!ok) {
    ++g_failures;
    if (g_failures <= 20) std::printf("FAIL: %s\n", what.c_str());
  }
}

RlxDLTensor Tensor(void* data, const std::vector<int64_t>& shape, uint8_t code, uint8_t bits) {
  RlxDLTensor t;
  std::memset(&t, 0, sizeof(t));
  t.data = data;
  t.device.device_type = 2;
  t.ndim = static_cast<int32_t>(shape.size());
  t.dtype.code = code;
  t.dtype.bits = bits;
  t.dtype.lanes = 1;
  t.shape = shape.data();
  return t;
}

void CheckCuda(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) {
    std::printf("FAIL: %s: %s\n", what, cudaGetErrorString(rc));
    std::exit(1);
  }
}

// Argument checks run before any CUDA call, so they run without a device.
void CheckArgumentErrors() {
  std::vector<int64_t> shape{4, 8}, other{4, 9}, ws_shape{16};
  char dummy[64];
  RlxDLTensor in = Tensor(dummy, shape, 2, 32), vals = Tensor(dummy, shape, 2, 32), idx = Tensor(dummy, shape, 0, 32);
  RlxDLTensor ws = Tensor(dummy, ws_shape, 1, 8);
  RlxDLTensor bad_in = Tensor(dummy, shape, 1, 8);
  Expect(rlx_thrust_sort(&bad_in, &vals, &idx, 1, &ws, nullptr) != 0 &&
             std::string(rlx_thrust_last_error()) ==
                 "tvm.contrib.thrust.sort: keys must be float16, float32, float64, int32 or int64, got uint8",
         std::string("uint8 keys rejected, got: ") + rlx_thrust_last_error());
  RlxDLTensor wrong = Tensor(dummy, other, 0, 32);
  Expect(rlx_thrust_sort(&in, &vals, &wrong, 1, &ws, nullptr) != 0 &&
             std::string(rlx_thrust_last_error()) ==
                 "tvm.contrib.thrust.sort: the indices output must have the input's shape",
         std::string("shape mismatch rejected, got: ") + rlx_thrust_last_error());
  RlxDLTensor idx16 = Tensor(dummy, shape, 0, 16);
  Expect(rlx_thrust_sort(&in, &vals, &idx16, 1, &ws, nullptr) != 0 &&
             std::string(rlx_thrust_last_error()) ==
                 "tvm.contrib.thrust.sort: indices must be int32, int64, float32 or float64, got int16",
         std::string("int16 indices rejected, got: ") + rlx_thrust_last_error());
  Expect(rlx_thrust_sort(&in, &vals, &idx, 1, &ws, nullptr) != 0 &&
             std::string(rlx_thrust_last_error())
                     .find("tvm.contrib.thrust.sort: the workspace of 16 bytes is too "
                           "small") == 0,
         std::string("small workspace rejected, got: ") + rlx_thrust_last_error());
  RlxDLTensor half_in = Tensor(dummy, shape, 2, 16);
  Expect(rlx_thrust_sum_scan(&half_in, &vals, 0, &ws, nullptr) != 0 &&
             std::string(rlx_thrust_last_error()) ==
                 "tvm.contrib.thrust.sum_scan: the input must be int32, int64, float32 or float64, got float16",
         std::string("float16 scan rejected, got: ") + rlx_thrust_last_error());
  Expect(rlx_thrust_workspace_bytes(1000, 4) == 8 * 1000 * 4 + 8 * 1024 * 1024 + 12 * 1000, "workspace formula");
}

// ---- host references.
template <typename T>
uint64_t OrderKey(T x);
template <>
uint64_t OrderKey(float x) {
  if (std::isnan(x)) return ~0ull;
  if (x == 0.0f) x = 0.0f;
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}
template <>
uint64_t OrderKey(double x) {
  if (std::isnan(x)) return ~0ull;
  if (x == 0.0) x = 0.0;
  uint64_t u;
  std::memcpy(&u, &x, 8);
  return (u >> 63) ? ~u : (u | (1ull << 63));
}
template <>
uint64_t OrderKey(__half x) {
  uint16_t u;
  std::memcpy(&u, &x, 2);
  if ((u & 0x7FFF) > 0x7C00) return ~0ull;
  if ((u & 0x7FFF) == 0) u = 0;
  return (u & 0x8000) ? static_cast<uint16_t>(~u) : static_cast<uint16_t>(u | 0x8000);
}
template <>
uint64_t OrderKey(int32_t x) {
  return static_cast<uint32_t>(x) ^ 0x80000000u;
}
template <>
uint64_t OrderKey(int64_t x) {
  return static_cast<uint64_t>(x) ^ (1ull << 63);
}

template <typename T>
T FromDouble(double v) {
  return static_cast<T>(v);
}
template <>
__half FromDouble(double v) {
  return __float2half(static_cast<float>(v));
}

// Random values with ties, and for floats signed zeros, infinities, NaNs.
template <typename T>
std::vector<T> Random(int64_t n, std::mt19937& rng, bool is_float) {
  std::vector<T> v(n);
  std::uniform_int_distribution<int> small(-50, 50), pick(0, 99);
  std::normal_distribution<double> normal(0.0, 100.0);
  for (int64_t i = 0; i < n; ++i) {
    int p = pick(rng);
    double x = p < 40 ? small(rng) : normal(rng);
    if (is_float && p == 97) x = -0.0;
    if (is_float && p == 98) x = (i % 2 ? 1 : -1) * INFINITY;
    if (is_float && p == 99) x = (i % 2 ? 1 : -1) * NAN;
    v[i] = FromDouble<T>(is_float ? x : std::floor(x));
  }
  return v;
}

struct DeviceBuf {
  void* p = nullptr;
  explicit DeviceBuf(size_t bytes) { CheckCuda(cudaMalloc(&p, std::max<size_t>(bytes, 1)), "cudaMalloc"); }
  ~DeviceBuf() { cudaFree(p); }
};

template <typename T, typename O>
void CheckSort(const std::vector<int64_t>& shape, uint8_t code, uint8_t bits, uint8_t icode, bool ascend,
               std::mt19937& rng) {
  int64_t total = 1;
  for (int64_t d : shape) total *= d;
  int64_t line = shape.back();
  std::vector<T> x = Random<T>(total, rng, code == 2);
  DeviceBuf din(total * sizeof(T)), dval(total * sizeof(T)), didx(total * sizeof(O));
  int64_t ws_bytes = rlx_thrust_workspace_bytes(total, sizeof(T));
  DeviceBuf dws(ws_bytes);
  CheckCuda(cudaMemcpy(din.p, x.data(), total * sizeof(T), cudaMemcpyHostToDevice), "copy in");
  std::vector<int64_t> ws_shape{ws_bytes};
  RlxDLTensor tin = Tensor(din.p, shape, code, bits), tval = Tensor(dval.p, shape, code, bits),
              tidx = Tensor(didx.p, shape, icode, sizeof(O) * 8), tws = Tensor(dws.p, ws_shape, 1, 8);
  std::string name = "sort " + std::to_string(code) + "/" + std::to_string(bits) + " shape [";
  for (int64_t d : shape) name += std::to_string(d) + ",";
  name += std::string("] ") + (ascend ? "asc" : "desc") + " idx " + std::to_string(icode) + "/" +
          std::to_string(sizeof(O) * 8);
  int rc = rlx_thrust_sort(&tin, &tval, &tidx, ascend ? 1 : 0, &tws, nullptr);
  Expect(rc == 0, name + ": " + rlx_thrust_last_error());
  if (rc != 0) return;
  CheckCuda(cudaDeviceSynchronize(), "sync");
  std::vector<T> got_v(total);
  std::vector<O> got_i(total);
  CheckCuda(cudaMemcpy(got_v.data(), dval.p, total * sizeof(T), cudaMemcpyDeviceToHost), "copy out");
  CheckCuda(cudaMemcpy(got_i.data(), didx.p, total * sizeof(O), cudaMemcpyDeviceToHost), "copy out");
  int64_t bad = 0;
  std::vector<int64_t> order(line);
  for (int64_t r = 0; r < total / line; ++r) {
    const T* row = x.data() + r * line;
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return ascend ? OrderKey(row[a]) < OrderKey(row[b]) : OrderKey(row[a]) > OrderKey(row[b]);
    });
    for (int64_t j = 0; j < line; ++j) {
      int64_t k = r * line + j;
      if (static_cast<int64_t>(got_i[k]) != order[j] || std::memcmp(&got_v[k], &row[order[j]], sizeof(T)) != 0) {
        ++bad;
      }
    }
  }
  Expect(bad == 0, name + ": " + std::to_string(bad) + " of " + std::to_string(total) + " wrong");
}

template <typename In, typename Out>
void CheckScan(const std::vector<int64_t>& shape, uint8_t icode, uint8_t ocode, bool exclusive, std::mt19937& rng) {
  int64_t total = 1;
  for (int64_t d : shape) total *= d;
  int64_t line = shape.back();
  std::vector<In> x(total);
  std::uniform_int_distribution<int> small(-100, 100);
  std::uniform_real_distribution<double> real(-1.0, 1.0);
  for (In& v : x) v = icode == 2 ? static_cast<In>(real(rng)) : static_cast<In>(small(rng));
  DeviceBuf din(total * sizeof(In)), dout(total * sizeof(Out));
  int64_t ws_bytes = rlx_thrust_workspace_bytes(total, sizeof(In));
  DeviceBuf dws(ws_bytes);
  CheckCuda(cudaMemcpy(din.p, x.data(), total * sizeof(In), cudaMemcpyHostToDevice), "copy in");
  std::vector<int64_t> ws_shape{ws_bytes};
  RlxDLTensor tin = Tensor(din.p, shape, icode, sizeof(In) * 8), tout = Tensor(dout.p, shape, ocode, sizeof(Out) * 8),
              tws = Tensor(dws.p, ws_shape, 1, 8);
  std::string name = "sum_scan " + std::to_string(icode) + "/" + std::to_string(sizeof(In) * 8) + " -> " +
                     std::to_string(ocode) + "/" + std::to_string(sizeof(Out) * 8) + " total " + std::to_string(total) +
                     " line " + std::to_string(line) + (exclusive ? " exclusive" : "");
  int rc = rlx_thrust_sum_scan(&tin, &tout, exclusive ? 1 : 0, &tws, nullptr);
  Expect(rc == 0, name + ": " + rlx_thrust_last_error());
  if (rc != 0) return;
  CheckCuda(cudaDeviceSynchronize(), "sync");
  std::vector<Out> got(total);
  CheckCuda(cudaMemcpy(got.data(), dout.p, total * sizeof(Out), cudaMemcpyDeviceToHost), "copy out");
  int64_t bad = 0;
  const double eps = sizeof(Out) == 4 ? 1e-6 : 1e-14;
  for (int64_t r = 0; r < total / line; ++r) {
    Out acc = 0;
    double abs_sum = 0;
    for (int64_t j = 0; j < line; ++j) {
      int64_t k = r * line + j;
      Out v = static_cast<Out>(x[k]);
      Out want = exclusive ? acc : static_cast<Out>(acc + v);
      acc = static_cast<Out>(acc + v);
      abs_sum += std::fabs(static_cast<double>(v));
      if (ocode == 2) {
        // Parallel and serial float sums round differently; bound by the
        // magnitude summed so far.
        if (std::fabs(static_cast<double>(got[k]) - static_cast<double>(want)) > 8 * eps * (abs_sum + 1)) ++bad;
      } else if (got[k] != want) {
        ++bad;
      }
    }
  }
  Expect(bad == 0, name + ": " + std::to_string(bad) + " of " + std::to_string(total) + " wrong");
}

void RunDeviceChecks() {
  std::mt19937 rng(7);
  const std::vector<std::vector<int64_t>> shapes{{1000}, {3, 300}, {2, 3, 77}, {1, 100003}, {32, 4000}, {5000, 7}};
  for (const auto& s : shapes) {
    for (bool asc : {true, false}) {
      CheckSort<float, int32_t>(s, 2, 32, 0, asc, rng);
      CheckSort<int32_t, int64_t>(s, 0, 32, 0, asc, rng);
      CheckSort<double, int64_t>(s, 2, 64, 0, asc, rng);
      CheckSort<int64_t, int32_t>(s, 0, 64, 0, asc, rng);
      CheckSort<__half, float>(s, 2, 16, 2, asc, rng);
    }
    CheckSort<float, double>(s, 2, 32, 2, true, rng);
    for (bool ex : {false, true}) {
      CheckScan<int32_t, int32_t>(s, 0, 0, ex, rng);
      CheckScan<int32_t, int64_t>(s, 0, 0, ex, rng);
      CheckScan<float, float>(s, 2, 2, ex, rng);
      CheckScan<double, double>(s, 2, 2, ex, rng);
      CheckScan<int64_t, double>(s, 0, 2, ex, rng);
    }
  }
}

}  // namespace

int main() {
  CheckArgumentErrors();
  int count = 0;
  cudaError_t rc = cudaGetDeviceCount(&count);
  if (rc != cudaSuccess || count == 0) {
    std::printf("no CUDA device: compiled only (%s)\n", rc != cudaSuccess ? cudaGetErrorName(rc) : "0 devices");
    const char* require = std::getenv("RLX_REQUIRE_CUDA_DEVICE");
    if (require != nullptr && std::string(require) == "1") {
      std::printf("FAIL: RLX_REQUIRE_CUDA_DEVICE=1 but there is no CUDA device\n");
      return 1;
    }
    return g_failures == 0 ? 0 : 1;
  }
  cudaDeviceProp prop;
  CheckCuda(cudaGetDeviceProperties(&prop, 0), "cudaGetDeviceProperties");
  std::printf("device: %s (sm_%d%d)\n", prop.name, prop.major, prop.minor);
  RunDeviceChecks();
  if (g_failures == 0) std::printf("all device checks passed\n");
  return g_failures == 0 ? 0 : 1;
}
