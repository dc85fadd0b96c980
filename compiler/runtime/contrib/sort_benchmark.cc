// tvm.contrib.sort.argsort on 32 rows of 32000 float32 (a sampling head's
// vocabulary) against the peer a user would write instead: std::sort of each
// row copied into a scratch vector (values only, no indices, no tie order),
// measured in the same run, rounds interleaved so that load from other
// tenants hits both sides alike. The result is checked against the peer
// before any time is reported.
//
//   bazel run -c opt //compiler/runtime/contrib:sort_benchmark [-- ROUNDS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

#include "compiler/runtime/contrib/sort.h"
#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(const std::function<void()>& f) {
  auto t0 = Clock::now();
  f();
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

int Main(int rounds) {
  const int64_t rows = 32, cols = 32000;
  NDArray x = NDArray::Empty({rows, cols}, DataType::Float(32));
  float* data = x.data_as<float>();
  uint64_t s = 12345;
  for (int64_t i = 0; i < rows * cols; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    data[i] = static_cast<float>(s >> 40) / static_cast<float>(1 << 24);
  }
  NDArray idx = NDArray::Empty({rows, cols}, DataType::Int(32));
  std::vector<float> scratch(cols);
  auto peer = [&] {
    for (int64_t r = 0; r < rows; ++r) {
      std::copy(data + r * cols, data + (r + 1) * cols, scratch.begin());
      std::sort(scratch.begin(), scratch.end());
    }
  };
  auto ours = [&] { idx = ArgsortArray(x, 1, true, DataType::Int(32)); };

  // Check: gathering by our indices gives the peer's sorted row.
  ours();
  for (int64_t r = 0; r < rows; ++r) {
    std::copy(data + r * cols, data + (r + 1) * cols, scratch.begin());
    std::sort(scratch.begin(), scratch.end());
    const int32_t* ix = idx.data_as<int32_t>() + r * cols;
    for (int64_t j = 0; j < cols; ++j) {
      if (data[r * cols + ix[j]] != scratch[j]) {
        std::fprintf(stderr, "MISMATCH at row %ld rank %ld\n", static_cast<long>(r), static_cast<long>(j));
        return 1;
      }
    }
  }

  const int threads = SortThreads();
  std::vector<double> t_peer, t_multi, t_single;
  for (int i = 0; i < rounds; ++i) {
    t_peer.push_back(Seconds(peer));
    SetSortThreads(threads);
    t_multi.push_back(Seconds(ours));
    SetSortThreads(1);
    t_single.push_back(Seconds(ours));
  }
  SetSortThreads(threads);
  double peer_s = Median(t_peer), multi_s = Median(t_multi), single_s = Median(t_single);
  std::printf("argsort 32x32000 float32, median of %d rounds\n", rounds);
  std::printf("  std::sort of copied rows (peer, 1 thread): %8.3f ms\n", peer_s * 1e3);
  std::printf("  tvm.contrib.sort.argsort, 1 thread:        %8.3f ms  ratio %.2fx of peer\n", single_s * 1e3,
              single_s / peer_s);
  std::printf("  tvm.contrib.sort.argsort, %d threads:      %8.3f ms  ratio %.2fx of peer\n", threads,
              multi_s * 1e3, multi_s / peer_s);
  return 0;
}

}  // namespace
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

int main(int argc, char** argv) {
  int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
  return rlx::runtime::contrib::Main(rounds);
}
