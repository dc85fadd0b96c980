// Timing helpers shared by the benchmark binaries in tools/bench.
#ifndef RLX_TOOLS_BENCH_BENCH_UTIL_H_
#define RLX_TOOLS_BENCH_BENCH_UTIL_H_

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

namespace rlx {
namespace bench {

using Clock = std::chrono::steady_clock;

// Wall-clock seconds one call of `f` takes.
inline double Seconds(const std::function<void()>& f) {
  auto t0 = Clock::now();
  f();
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// The median of per-round timings: robust to the noise of a shared machine.
inline double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

}  // namespace bench
}  // namespace rlx

#endif  // RLX_TOOLS_BENCH_BENCH_UTIL_H_
