// gpu.Matmul (shared-memory tiles, 2 x 2 micro-tiles) vs gpu.Fallback (one
// thread per output element, serial K loop) on the default OpenCL device
// (PoCL on the CPU here), for an n x n x n float32 matmul (n = 512 unless
// given as the first argument). Also checks that both agree.
//
//   bazel run -c opt //tools/bench:dlight_matmul_benchmark -- [n] [rounds]
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/tensor.h"
#include "compiler/topi/nn.h"
#include "targets/opencl/runtime/opencl_kernels.h"
#include "tools/bench/bench_util.h"

int main(int argc, char** argv) {
  using namespace rlx;  // NOLINT
  int64_t n = argc > 1 ? std::atoll(argv[1]) : 512;
  int rounds = argc > 2 ? std::atoi(argv[2]) : 5;
  std::vector<PrimExpr> shape = {Int64(n), Int64(n)};
  te::Tensor a = te::placeholder(shape, DataType::Float(32), "A");
  te::Tensor b = te::placeholder(shape, DataType::Float(32), "B");
  tir::PrimFunc f = te::CreatePrimFunc({a, b, topi::Matmul(a, b, DataType())});
  std::string rule;
  tir::PrimFunc tiled = backend::ScheduleWithRules(f, {"gpu.Matmul"}, 256, &rule);
  if (rule != "gpu.Matmul") {
    std::fprintf(stderr, "gpu.Matmul did not apply\n");
    return 1;
  }
  tir::PrimFunc fallback = backend::ScheduleWithRules(f, {"gpu.Fallback"}, 256, &rule);
  opencl::OpenCLKernelRunner runner({{"tiled", tiled}, {"fallback", fallback}});
  NDArray x = NDArray::Zeros({n, n}, DataType::Float(32)), y = NDArray::Zeros({n, n}, DataType::Float(32));
  for (int64_t i = 0; i < n * n; ++i) {
    x.SetDouble(i, static_cast<double>((i * 7) % 13) - 6);
    y.SetDouble(i, static_cast<double>((i * 5) % 11) - 5);
  }
  NDArray out_tiled = NDArray::Zeros({n, n}, DataType::Float(32));
  NDArray out_fallback = NDArray::Zeros({n, n}, DataType::Float(32));
  std::vector<NDArray> args_tiled = {x, y, out_tiled}, args_fallback = {x, y, out_fallback};
  // Warm-up (PoCL compiles kernels lazily), then the timed rounds.
  runner.Run("tiled", args_tiled, {});
  runner.Run("fallback", args_fallback, {});
  if (out_tiled.ToDoubleVector() != out_fallback.ToDoubleVector()) {
    std::fprintf(stderr, "results differ\n");
    return 1;
  }
  std::vector<double> t_tiled, t_fallback;
  for (int r = 0; r < rounds; ++r) {
    t_tiled.push_back(bench::Seconds([&] { runner.Run("tiled", args_tiled, {}); }));
    t_fallback.push_back(bench::Seconds([&] { runner.Run("fallback", args_fallback, {}); }));
  }
  double mt = bench::Median(t_tiled), mf = bench::Median(t_fallback);
  double flops = 2.0 * n * n * n;
  std::printf("matmul %lldx%lldx%lld float32 on OpenCL, median of %d rounds (copies included)\n",
              static_cast<long long>(n), static_cast<long long>(n), static_cast<long long>(n), rounds);
  std::printf("  gpu.Matmul   %9.2f ms  %7.2f GFLOP/s\n", mt * 1e3, flops / mt * 1e-9);
  std::printf("  gpu.Fallback %9.2f ms  %7.2f GFLOP/s\n", mf * 1e3, flops / mf * 1e-9);
  std::printf("  speedup Matmul / Fallback: %.2fx\n", mf / mt);
  return 0;
}
