// The CPU kernels DispatchSortScan / DispatchSampling produce for llvm,
// against the peers a user would write instead, measured in the same run
// (rounds interleaved, so load from other tenants of the host hits both
// sides alike), median of ROUNDS:
//
//   sort / argsort / topk: tvm.contrib.sort (compiler/runtime/sort/sort.h,
//     what the CPU rows call) vs std::sort, std::stable_sort (TVM's CPU sort
//     algorithm) of each row copied, std::stable_sort of indices, and
//     std::partial_sort of indices for topk;
//   cumsum: R.cumsum through driver::Build (the dispatched serial-scan TIR
//     compiled by LLVM) run on the VM vs a serial prefix sum and memcpy of
//     the same bytes;
//   multinomial_from_uniform: through driver::Build (the cpu_generic
//     pipeline: DispatchSampling's cumsum + get_sample_index fused by
//     FuseCumsumIntoSampleIndex into sample_index_from_prob) vs memcpy of
//     the probabilities.
//
// Every result is checked against its peer before any time is reported.
// Shapes: 32x32000, 32x128256 (sampling-head vocabularies) and 1x10M float32.
//
//   bazel run -c opt //tools/bench:sort_scan_benchmark [-- ROUNDS]
//
// Threads: the sort library uses SortThreads(), compiled kernels
// GetParallelThreads() (both RLX_NUM_THREADS, else the hardware
// concurrency); peers run on one thread, except the parallel copy. Sort and
// argsort are also reported on one thread ("1 thread" rows), the fair
// comparison with the single-threaded std::stable_sort peers.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

#include "compiler/codegen/llvm/parallel_runtime.h"
#include "compiler/driver/build.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/sort/sort.h"
#include "compiler/runtime/vm/vm.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"
#include "tools/bench/bench_util.h"

namespace rlx {
namespace bench {
namespace {

using runtime::contrib::ArgsortArray;
using runtime::contrib::SetSortThreads;
using runtime::contrib::SortArray;
using runtime::contrib::SortThreads;
using runtime::contrib::TopKArrays;

// Named timings of one shape, each a list of per-round seconds.
struct Timings {
  std::vector<std::string> names;
  std::vector<std::vector<double>> secs;
  std::vector<std::function<void()>> bodies;
  void Add(const std::string& name, std::function<void()> body) {
    names.push_back(name);
    secs.emplace_back();
    bodies.push_back(std::move(body));
  }
  void Run(int rounds) {
    for (int r = 0; r < rounds; ++r) {
      for (size_t i = 0; i < bodies.size(); ++i) secs[i].push_back(Seconds(bodies[i]));
    }
  }
  double Get(const std::string& name) const {
    for (size_t i = 0; i < names.size(); ++i) {
      if (names[i] == name) return Median(secs[i]);
    }
    std::fprintf(stderr, "no timing %s\n", name.c_str());
    std::abort();
  }
};

void Fail(const std::string& what) {
  std::fprintf(stderr, "MISMATCH: %s\n", what.c_str());
  std::exit(1);
}

// Uniform floats in [0, 1) with 24 random bits (so ties occur on 10M rows).
NDArray RandomRows(int64_t rows, int64_t cols, uint64_t seed) {
  NDArray x = NDArray::Empty({rows, cols}, DataType::Float(32));
  float* d = x.data_as<float>();
  uint64_t s = seed;
  for (int64_t i = 0; i < rows * cols; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    d[i] = static_cast<float>(s >> 40) / static_cast<float>(1 << 24);
  }
  return x;
}

std::string Shape(int64_t rows, int64_t cols) { return "(" + std::to_string(rows) + ", " + std::to_string(cols) + ")"; }

runtime::vm::VirtualMachine BuildVM(const std::string& text, const std::string& target = "llvm") {
  IRModule mod = script::ParseModuleText(text, "bench.py");
  return targets::LoadVM(targets::Build(mod, Target::Parse(target)));
}

std::string CumsumModule(int64_t rows, int64_t cols, const std::string& dtype) {
  return "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor(" + Shape(rows, cols) +
         ", dtype=" + dtype + ")):\n        with R.dataflow():\n            gv = R.cumsum(x, axis=1, dtype=" + dtype +
         ")\n            R.output(gv)\n        return gv\n";
}

void ParallelCopy(const float* src, float* dst, int64_t n, int threads) {
  std::vector<std::thread> pool;
  int64_t chunk = (n + threads - 1) / threads;
  for (int t = 1; t < threads; ++t) {
    int64_t b = std::min(n, t * chunk), e = std::min(n, b + chunk);
    pool.emplace_back([=] { std::memcpy(dst + b, src + b, (e - b) * sizeof(float)); });
  }
  std::memcpy(dst, src, std::min(n, chunk) * sizeof(float));
  for (auto& th : pool) th.join();
}

void Report(const char* label, double ours, double peer, const char* peer_name, double goal) {
  double ratio = peer / ours;
  std::printf("    %-34s %9.3f ms   %6.2fx %-34s goal >= %.1fx: %s\n", label, ours * 1e3, ratio, peer_name, goal,
              ratio >= goal ? "met" : "MISSED");
}

void RunShape(int64_t rows, int64_t cols, int rounds) {
  const int64_t n = rows * cols;
  const int sort_threads = SortThreads();
  const int kernel_threads = codegen::GetParallelThreads();
  NDArray x = RandomRows(rows, cols, 12345 + rows * 7 + cols);
  const float* data = x.data_as<float>();
  std::vector<float> scratch(cols);
  std::vector<int32_t> order(cols);

  // ---- peers
  auto peer_sort = [&](bool stable) {
    for (int64_t r = 0; r < rows; ++r) {
      std::copy(data + r * cols, data + (r + 1) * cols, scratch.begin());
      if (stable) {
        std::stable_sort(scratch.begin(), scratch.end());
      } else {
        std::sort(scratch.begin(), scratch.end());
      }
    }
  };
  auto peer_argsort = [&] {
    for (int64_t r = 0; r < rows; ++r) {
      const float* row = data + r * cols;
      std::iota(order.begin(), order.end(), 0);
      std::stable_sort(order.begin(), order.end(), [row](int32_t a, int32_t b) { return row[a] < row[b]; });
    }
  };
  // Largest k with indices, ties to the lower index (what topk returns).
  auto peer_topk = [&](int64_t k) {
    for (int64_t r = 0; r < rows; ++r) {
      const float* row = data + r * cols;
      std::iota(order.begin(), order.end(), 0);
      std::partial_sort(order.begin(), order.begin() + k, order.end(),
                        [row](int32_t a, int32_t b) { return row[a] > row[b] || (row[a] == row[b] && a < b); });
    }
  };

  // ---- checks (each against its peer, before timing)
  NDArray sorted, idx;
  std::vector<NDArray> top;
  sorted = SortArray(x, 1, true);
  idx = ArgsortArray(x, 1, true, DataType::Int(32));
  for (int64_t r = 0; r < rows; ++r) {
    std::copy(data + r * cols, data + (r + 1) * cols, scratch.begin());
    std::sort(scratch.begin(), scratch.end());
    if (!std::equal(scratch.begin(), scratch.end(), sorted.data_as<float>() + r * cols))
      Fail("sort row " + std::to_string(r));
    const float* row = data + r * cols;
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [row](int32_t a, int32_t b) { return row[a] < row[b]; });
    if (!std::equal(order.begin(), order.end(), idx.data_as<int32_t>() + r * cols))
      Fail("argsort row " + std::to_string(r));
  }
  for (int64_t k : {1, 50}) {
    top = TopKArrays(x, k, 1, false, DataType::Int(32));
    for (int64_t r = 0; r < rows; ++r) {
      const float* row = data + r * cols;
      std::iota(order.begin(), order.end(), 0);
      std::partial_sort(order.begin(), order.begin() + k, order.end(),
                        [row](int32_t a, int32_t b) { return row[a] > row[b] || (row[a] == row[b] && a < b); });
      for (int64_t j = 0; j < k; ++j) {
        if (top[1].data_as<int32_t>()[r * k + j] != order[j] || top[0].data_as<float>()[r * k + j] != row[order[j]]) {
          Fail("topk k=" + std::to_string(k) + " row " + std::to_string(r));
        }
      }
    }
  }

  // cumsum and sampling, built by the compiler for llvm.
  std::string t = "\"float32\"";
  runtime::vm::VirtualMachine cumsum_vm = BuildVM(CumsumModule(rows, cols, t));
  // The same under -fast-math-reassoc (a float add scan takes the exact
  // vector scan either way, so this row should match the default); and an
  // int32 cumsum (VectorizeScans' wrapping integer scan).
  runtime::vm::VirtualMachine cumsum_fast_vm = BuildVM(CumsumModule(rows, cols, t), "llvm -fast-math-reassoc");
  runtime::vm::VirtualMachine cumsum_int_vm = BuildVM(CumsumModule(rows, cols, "\"int32\""));
  NDArray xi = NDArray::Empty({rows, cols}, DataType::Int(32));
  for (int64_t i = 0; i < n; ++i) xi.data_as<int32_t>()[i] = static_cast<int32_t>(data[i] * 1e6f) - 500000;
  std::vector<runtime::vm::Value> cumsum_int_args{runtime::vm::Value::Tensor(xi)};
  NDArray csi = cumsum_int_vm.Invoke("main", cumsum_int_args).tensor;
  for (int64_t r = 0; r < rows; ++r) {
    int32_t acc = 0;
    for (int64_t j = 0; j < cols; ++j) {
      acc += xi.data_as<int32_t>()[r * cols + j];
      if (csi.data_as<int32_t>()[r * cols + j] != acc) Fail("int32 cumsum at " + std::to_string(r * cols + j));
    }
  }
  std::vector<runtime::vm::Value> cumsum_args{runtime::vm::Value::Tensor(x)};
  NDArray cs = cumsum_vm.Invoke("main", cumsum_args).tensor;
  std::vector<float> prefix(n);
  auto peer_prefix = [&] {
    for (int64_t r = 0; r < rows; ++r) {
      const float* in = data + r * cols;
      float* out = prefix.data() + r * cols;
      float acc = 0.f;
      for (int64_t j = 0; j < cols; ++j) out[j] = acc += in[j];
    }
  };
  peer_prefix();
  NDArray csf = cumsum_fast_vm.Invoke("main", cumsum_args).tensor;
  for (int64_t i = 0; i < n; ++i) {
    // Reassociation by the compiler may change the last bits; the running sum grows to ~cols/2.
    if (std::fabs(cs.data_as<float>()[i] - prefix[i]) > 1e-5f * std::max(1.f, std::fabs(prefix[i]))) {
      Fail("cumsum at " + std::to_string(i));
    }
    if (std::fabs(csf.data_as<float>()[i] - prefix[i]) > 1e-4f * std::max(1.f, std::fabs(prefix[i]))) {
      Fail("cumsum -fast-math-reassoc at " + std::to_string(i));
    }
  }

  // Sampling: each row normalized; one sample per row.
  NDArray prob = NDArray::Empty({rows, cols}, DataType::Float(32));
  for (int64_t r = 0; r < rows; ++r) {
    double s = 0;
    for (int64_t j = 0; j < cols; ++j) s += data[r * cols + j];
    for (int64_t j = 0; j < cols; ++j) prob.data_as<float>()[r * cols + j] = static_cast<float>(data[r * cols + j] / s);
  }
  NDArray u = RandomRows(rows, 1, 777);
  NDArray sample_rows = NDArray::Empty({rows, 1}, DataType::Int(64));
  for (int64_t r = 0; r < rows; ++r) sample_rows.data_as<int64_t>()[r] = r;
  runtime::vm::VirtualMachine sample_vm = BuildVM(
      "@I.ir_module\nclass Module:\n    @R.function\n    def main(prob: R.Tensor(" + Shape(rows, cols) +
      ", dtype=" + t + "), u: R.Tensor(" + Shape(rows, 1) + ", dtype=" + t + "), idx: R.Tensor(" + Shape(rows, 1) +
      ", dtype=\"int64\")):\n        with R.dataflow():\n"
      "            gv = R.multinomial_from_uniform(prob, u, idx, dtype=\"int64\")\n"
      "            R.output(gv)\n        return gv\n");
  std::vector<runtime::vm::Value> sample_args{runtime::vm::Value::Tensor(prob), runtime::vm::Value::Tensor(u),
                                              runtime::vm::Value::Tensor(sample_rows)};
  // The sampling kernel walks a row only up to where its sample lands (and
  // then checks the rest for negative probabilities at memory speed), so its
  // time depends on u: the worst case is u near 1, a walk of the whole row.
  NDArray u_late = NDArray::Empty({rows, 1}, DataType::Float(32));
  for (int64_t r = 0; r < rows; ++r) u_late.data_as<float>()[r] = 0.99999f;
  std::vector<runtime::vm::Value> late_args{runtime::vm::Value::Tensor(prob), runtime::vm::Value::Tensor(u_late),
                                            runtime::vm::Value::Tensor(sample_rows)};
  NDArray picked_late = sample_vm.Invoke("main", late_args).tensor;
  NDArray picked = sample_vm.Invoke("main", sample_args).tensor;
  // The pick must bracket u in the row's cdf (a serial float prefix sum):
  // cdf[j-1] <= u < cdf[j]. ref::MultinomialFromUniform (its cumsum rounds
  // differently) may pick a neighbour when u lies within rounding of a
  // boundary, so the check allows that much slack.
  for (int64_t r = 0; r < rows; ++r) {
    int64_t j = picked.data_as<int64_t>()[r];
    float uu = u.data_as<float>()[r];
    float acc = 0;
    std::vector<float> cdf(cols);
    for (int64_t c = 0; c < cols; ++c) cdf[c] = acc += prob.data_as<float>()[r * cols + c];
    const float eps = 1e-6f;
    if (j < 0 || j >= cols || (j > 0 && cdf[j - 1] > uu + eps) || (j + 1 < cols && !(uu < cdf[j] + eps))) {
      Fail("sampling row " + std::to_string(r) + ": index " + std::to_string(j));
    }
  }
  NDArray want = ref::MultinomialFromUniform(prob, u, sample_rows, DataType::Int(64));
  int64_t ref_diff = 0;
  for (int64_t r = 0; r < rows; ++r) ref_diff += picked.data_as<int64_t>()[r] != want.data_as<int64_t>()[r];

  std::vector<float> copy_dst(n);
  auto copy1 = [&] { std::memcpy(copy_dst.data(), data, n * sizeof(float)); };
  auto copyn = [&] { ParallelCopy(data, copy_dst.data(), n, kernel_threads); };

  // ---- timing
  Timings tm;
  tm.Add("std::sort", [&] { peer_sort(false); });
  tm.Add("std::stable_sort", [&] { peer_sort(true); });
  tm.Add("stable_sort idx", peer_argsort);
  tm.Add("partial_sort k=1", [&] { peer_topk(1); });
  tm.Add("partial_sort k=50", [&] { peer_topk(50); });
  tm.Add("sort", [&] { sorted = SortArray(x, 1, true); });
  tm.Add("argsort", [&] { idx = ArgsortArray(x, 1, true, DataType::Int(32)); });
  tm.Add("topk k=1", [&] { top = TopKArrays(x, 1, 1, false, DataType::Int(32)); });
  tm.Add("topk k=50", [&] { top = TopKArrays(x, 50, 1, false, DataType::Int(32)); });
  // The peers run on one thread; these give the library one thread too.
  tm.Add("sort 1T", [&] {
    SetSortThreads(1);
    sorted = SortArray(x, 1, true);
    SetSortThreads(sort_threads);
  });
  tm.Add("argsort 1T", [&] {
    SetSortThreads(1);
    idx = ArgsortArray(x, 1, true, DataType::Int(32));
    SetSortThreads(sort_threads);
  });
  tm.Add("serial prefix", peer_prefix);
  // The VM allocates each output afresh; for large outputs the first touch of
  // every page (a fault) is part of the kernel's time, so this peer pays it too.
  tm.Add("serial prefix, fresh out", [&] {
    std::unique_ptr<float[]> out(new float[n]);
    for (int64_t r = 0; r < rows; ++r) {
      const float* in = data + r * cols;
      float acc = 0.f;
      for (int64_t j = 0; j < cols; ++j) out[r * cols + j] = acc += in[j];
    }
    prefix[n / 2] = out[n / 2];  // keeps the loop
  });
  tm.Add("memcpy", copy1);
  tm.Add("memcpy par", copyn);
  tm.Add("cumsum", [&] { cs = cumsum_vm.Invoke("main", cumsum_args).tensor; });
  tm.Add("cumsum fast-math", [&] { csf = cumsum_fast_vm.Invoke("main", cumsum_args).tensor; });
  tm.Add("cumsum int32", [&] { csi = cumsum_int_vm.Invoke("main", cumsum_int_args).tensor; });
  // On one thread, against the serial prefix sum: the same-thread view of
  // how far the compiled scan (InterleaveParallelScans) is from one chain.
  tm.Add("cumsum 1T", [&] {
    codegen::SetParallelThreads(1);
    cs = cumsum_vm.Invoke("main", cumsum_args).tensor;
    codegen::SetParallelThreads(kernel_threads);
  });
  tm.Add("sampling", [&] { picked = sample_vm.Invoke("main", sample_args).tensor; });
  tm.Add("sampling late u", [&] { picked_late = sample_vm.Invoke("main", late_args).tensor; });
  tm.Run(rounds);

  double mb = n * sizeof(float) / 1e6;
  std::printf(
      "\n%ldx%ld float32 (%.1f MB), median of %d rounds; sort library %d threads, compiled kernels %d threads\n",
      static_cast<long>(rows), static_cast<long>(cols), mb, rounds, sort_threads, kernel_threads);
  if (ref_diff > 0) {
    std::printf("  note: %ld of %ld samples differ from ref::MultinomialFromUniform by a rounding-boundary neighbour\n",
                static_cast<long>(ref_diff), static_cast<long>(rows));
  }
  std::printf("  peers (1 thread):\n");
  for (const char* p : {"std::sort", "std::stable_sort", "stable_sort idx", "partial_sort k=1", "partial_sort k=50",
                        "serial prefix", "serial prefix, fresh out", "memcpy", "memcpy par"}) {
    double s = tm.Get(p);
    std::printf("    %-34s %9.3f ms", p, s * 1e3);
    if (std::string(p).rfind("memcpy", 0) == 0 || std::string(p).rfind("serial prefix", 0) == 0) {
      std::printf("   %6.2f GB/s (read)", mb / 1e3 / s);
    }
    std::printf("%s\n",
                std::string(p) == "memcpy par" ? (" [" + std::to_string(kernel_threads) + " threads]").c_str() : "");
  }
  std::printf("  ours (speedup = peer time / our time):\n");
  Report("sort (tvm.contrib.sort.sort)", tm.Get("sort"), tm.Get("std::stable_sort"), "std::stable_sort", 10);
  Report("sort, 1 thread", tm.Get("sort 1T"), tm.Get("std::stable_sort"), "std::stable_sort", 10);
  std::printf("    %-34s %9s      %6.2fx std::sort\n", "", "", tm.Get("std::sort") / tm.Get("sort"));
  Report("argsort int32", tm.Get("argsort"), tm.Get("stable_sort idx"), "std::stable_sort of indices", 5);
  Report("argsort int32, 1 thread", tm.Get("argsort 1T"), tm.Get("stable_sort idx"), "std::stable_sort of indices", 5);
  // The radix sort of a float32 line reads it once to count digits and then
  // reads and writes it once per 11-bit digit (3 passes): the time of that
  // many copies at memcpy speed is a floor for the value sort.
  std::printf("    %-34s %9.3f ms   (1 read + 3 copies of the data at 1-thread memcpy speed); sort 1T is %.2fx it\n",
              "  radix traffic floor", 3.5 * tm.Get("memcpy") * 1e3, tm.Get("sort 1T") / (3.5 * tm.Get("memcpy")));
  for (const char* k : {"1", "50"}) {
    std::string name = std::string("topk k=") + k;
    Report(name.c_str(), tm.Get(name), tm.Get("stable_sort idx"), "full sort (stable_sort idx)", 10);
    std::printf("    %-34s %9s      %6.2fx std::sort, %.2fx partial_sort\n", "", "", tm.Get("std::sort") / tm.Get(name),
                tm.Get("partial_sort k=" + std::string(k)) / tm.Get(name));
  }
  double cum = tm.Get("cumsum"), smp = tm.Get("sampling");
  std::printf("    %-34s %9.3f ms   %6.2f GB/s; %.2fx serial prefix, %.2fx into a fresh buffer\n",
              "cumsum (R.cumsum via VM)", cum * 1e3, mb / 1e3 / cum, tm.Get("serial prefix") / cum,
              tm.Get("serial prefix, fresh out") / cum);
  Report("  vs copy bandwidth (1 thread)", cum, tm.Get("memcpy"), "memcpy", 0.8);
  Report("  vs copy bandwidth (par)", cum, tm.Get("memcpy par"), "parallel memcpy", 0.8);
  std::printf("    %-34s %9.3f ms   %6.2f GB/s; %.2fx serial prefix, %.2fx memcpy\n", "cumsum, 1 thread",
              tm.Get("cumsum 1T") * 1e3, mb / 1e3 / tm.Get("cumsum 1T"), tm.Get("serial prefix") / tm.Get("cumsum 1T"),
              tm.Get("memcpy") / tm.Get("cumsum 1T"));
  for (const char* variant : {"cumsum fast-math", "cumsum int32"}) {
    double v = tm.Get(variant);
    std::printf("    %-34s %9.3f ms   %6.2f GB/s; %.2fx serial prefix (float32)\n",
                std::string(variant) == "cumsum int32" ? "cumsum int32 (exact)" : "cumsum, llvm -fast-math-reassoc",
                v * 1e3, mb / 1e3 / v, tm.Get("serial prefix") / v);
    Report("  vs copy bandwidth (1 thread)", v, tm.Get("memcpy"), "memcpy", 0.8);
  }
  double mean_u = 0;
  for (int64_t r = 0; r < rows; ++r) mean_u += u.data_as<float>()[r] / rows;
  std::printf("    %-34s %9.3f ms   %6.2f GB/s of probabilities (random u, mean %.2f)\n",
              "multinomial_from_uniform via VM", smp * 1e3, mb / 1e3 / smp, mean_u);
  Report("  vs copy bandwidth (1 thread)", smp, tm.Get("memcpy"), "memcpy", 0.8);
  Report("  vs copy bandwidth (par)", smp, tm.Get("memcpy par"), "parallel memcpy", 0.8);
  double late = tm.Get("sampling late u");
  std::printf("    %-34s %9.3f ms   %6.2f GB/s of probabilities (u = 0.99999: the whole row walked)\n",
              "multinomial_from_uniform, late u", late * 1e3, mb / 1e3 / late);
  Report("  vs copy bandwidth (1 thread)", late, tm.Get("memcpy"), "memcpy", 0.8);
  std::fflush(stdout);
}

int Main(int rounds) {
  try {
    RunShape(32, 32000, rounds);
    RunShape(32, 128256, rounds);
    RunShape(1, 10000000, rounds);
  } catch (const DiagnosticError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}

}  // namespace
}  // namespace bench
}  // namespace rlx

int main(int argc, char** argv) {
  int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  return rlx::bench::Main(rounds);
}
