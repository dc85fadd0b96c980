// librlx_thrust.so (targets/cuda/thrust) against plain CUB on
// the same data: argsort of float32 lines vs cub::DeviceRadixSort over all
// N elements (float keys, int32 values: the unsegmented lower bound) and,
// for several lines, cub::DeviceSegmentedRadixSort; inclusive sum_scan vs
// cub::DeviceScan::InclusiveSum over all N and a device-to-device copy of
// the same bytes. Prints milliseconds and ratios (ours / baseline).
// Built and run by tools/gpu/run_device_checks.sh:
//   nvcc -std=c++17 -O2 -arch=sm_90 -I. tools/gpu/bench_thrust.cu -L<dir> -lrlx_thrust
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_radix_sort.cuh>
#include <random>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <vector>

#include "targets/cuda/thrust/thrust_sort_scan.h"

#define CHECK(x)                                                                                  \
  do {                                                                                            \
    cudaError_t rc_ = (x);                                                                        \
    if (rc_ != cudaSuccess) {                                                                     \
      std::printf("CUDA error %s at %s:%d: %s\n", cudaGetErrorName(rc_), __FILE__, __LINE__, #x); \
      std::exit(1);                                                                               \
    }                                                                                             \
  } while (0)

namespace {

const int kRepeats = 10;

template <typename F>
float TimeMs(F&& f) {
  f();  // warm-up
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start));
  for (int i = 0; i < kRepeats; ++i) f();
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return ms / kRepeats;
}

RlxDLTensor Tensor(void* data, const int64_t* shape, int ndim, uint8_t code, uint8_t bits) {
  RlxDLTensor t{};
  t.data = data;
  t.device.device_type = 2;
  t.ndim = ndim;
  t.dtype.code = code;
  t.dtype.bits = bits;
  t.dtype.lanes = 1;
  t.shape = shape;
  return t;
}

struct LineStart {
  int64_t line;
  __host__ __device__ int64_t operator()(int64_t r) const { return r * line; }
};

void Bench(int64_t rows, int64_t line) {
  const int64_t n = rows * line;
  std::vector<float> host(n);
  std::mt19937 rng(1);
  std::normal_distribution<float> normal(0.f, 1.f);
  for (float& v : host) v = normal(rng);
  float *x, *vals, *keys_alt, *scan_out;
  int32_t *idx, *iota, *idx_alt;
  CHECK(cudaMalloc(&x, n * 4));
  CHECK(cudaMalloc(&vals, n * 4));
  CHECK(cudaMalloc(&keys_alt, n * 4));
  CHECK(cudaMalloc(&scan_out, n * 4));
  CHECK(cudaMalloc(&idx, n * 4));
  CHECK(cudaMalloc(&iota, n * 4));
  CHECK(cudaMalloc(&idx_alt, n * 4));
  CHECK(cudaMemcpy(x, host.data(), n * 4, cudaMemcpyHostToDevice));
  int64_t ws_bytes = rlx_thrust_workspace_bytes(n, 4);
  void* ws;
  CHECK(cudaMalloc(&ws, ws_bytes));
  int64_t shape[2] = {rows, line};
  int64_t ws_shape[1] = {ws_bytes};
  RlxDLTensor tin = Tensor(x, shape, 2, 2, 32), tval = Tensor(vals, shape, 2, 2, 32), tidx = Tensor(idx, shape, 2, 0, 32),
              tws = Tensor(ws, ws_shape, 1, 1, 8), tscan = Tensor(scan_out, shape, 2, 2, 32);
  float ours_sort = TimeMs([&] {
    if (rlx_thrust_sort(&tin, &tval, &tidx, 1, &tws, nullptr) != 0) {
      std::printf("rlx_thrust_sort failed: %s\n", rlx_thrust_last_error());
      std::exit(1);
    }
  });
  // Plain CUB over all N: keys copied in each run as ours reads x afresh.
  size_t temp_bytes = 0;
  cub::DoubleBuffer<float> kb(vals, keys_alt);
  cub::DoubleBuffer<int32_t> vb(iota, idx_alt);
  CHECK(cub::DeviceRadixSort::SortPairs(nullptr, temp_bytes, kb, vb, n));
  void* temp;
  CHECK(cudaMalloc(&temp, temp_bytes + (64 << 20)));
  float cub_sort = TimeMs([&] {
    CHECK(cudaMemcpyAsync(vals, x, n * 4, cudaMemcpyDeviceToDevice));
    cub::DoubleBuffer<float> k(vals, keys_alt);
    cub::DoubleBuffer<int32_t> v(iota, idx_alt);
    size_t t = temp_bytes;
    CHECK(cub::DeviceRadixSort::SortPairs(temp, t, k, v, n));
  });
  std::printf("sort f32 %6lldx%-9lld ours %8.3f ms | cub::DeviceRadixSort(all N) %8.3f ms  ratio %5.2fx", (long long)rows,
              (long long)line, ours_sort, cub_sort, ours_sort / cub_sort);
  if (rows > 1) {
    auto starts = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0), LineStart{line});
    auto ends = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(1), LineStart{line});
    size_t seg_bytes = 0;
    CHECK(cub::DeviceSegmentedRadixSort::SortPairs(nullptr, seg_bytes, kb, vb, n, rows, starts, ends));
    void* seg_temp;
    CHECK(cudaMalloc(&seg_temp, seg_bytes));
    float seg_sort = TimeMs([&] {
      CHECK(cudaMemcpyAsync(vals, x, n * 4, cudaMemcpyDeviceToDevice));
      cub::DoubleBuffer<float> k(vals, keys_alt);
      cub::DoubleBuffer<int32_t> v(iota, idx_alt);
      size_t t = seg_bytes;
      CHECK(cub::DeviceSegmentedRadixSort::SortPairs(seg_temp, t, k, v, n, rows, starts, ends));
    });
    std::printf(" | cub::DeviceSegmentedRadixSort %8.3f ms  ratio %5.2fx", seg_sort, ours_sort / seg_sort);
    cudaFree(seg_temp);
  }
  std::printf("\n");

  float ours_scan = TimeMs([&] {
    if (rlx_thrust_sum_scan(&tin, &tscan, 0, &tws, nullptr) != 0) {
      std::printf("rlx_thrust_sum_scan failed: %s\n", rlx_thrust_last_error());
      std::exit(1);
    }
  });
  size_t scan_bytes = 0;
  CHECK(cub::DeviceScan::InclusiveSum(nullptr, scan_bytes, x, scan_out, n));
  float cub_scan = TimeMs([&] {
    size_t t = scan_bytes;
    CHECK(cub::DeviceScan::InclusiveSum(temp, t, x, scan_out, n));
  });
  float copy = TimeMs([&] { CHECK(cudaMemcpyAsync(scan_out, x, n * 4, cudaMemcpyDeviceToDevice)); });
  std::printf("scan f32 %6lldx%-9lld ours %8.3f ms | cub::DeviceScan::InclusiveSum(all N) %8.3f ms  ratio %5.2fx | "
              "memcpy D2D %8.3f ms  ratio %5.2fx\n",
              (long long)rows, (long long)line, ours_scan, cub_scan, ours_scan / cub_scan, copy, ours_scan / copy);
  for (void* p : {(void*)x, (void*)vals, (void*)keys_alt, (void*)scan_out, (void*)idx, (void*)iota, (void*)idx_alt,
                  ws, temp}) {
    cudaFree(p);
  }
}

}  // namespace

int main() {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
    std::printf("no CUDA device: no benchmark\n");
    return 2;
  }
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  std::printf("device: %s (sm_%d%d)\n", prop.name, prop.major, prop.minor);
  Bench(32, 32000);
  Bench(32, 128256);
  Bench(1, 10000000);
  return 0;
}
