#include "compiler/codegen/llvm/parallel_runtime.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace rlx {
namespace codegen {
namespace {

struct Coverage {
  std::vector<std::atomic<int>> hits;
  std::mutex mu;
  std::set<std::thread::id> threads;
  explicit Coverage(int64_t n) : hits(n) {}
};

int32_t MarkRange(int64_t begin, int64_t end, void* closure) {
  auto* cov = static_cast<Coverage*>(closure);
  for (int64_t i = begin; i < end; ++i) cov->hits[i].fetch_add(1);
  std::lock_guard<std::mutex> lk(cov->mu);
  cov->threads.insert(std::this_thread::get_id());
  return 0;
}

class ParallelRuntime : public ::testing::Test {
 protected:
  void SetUp() override { saved_ = GetParallelThreads(); }
  void TearDown() override { SetParallelThreads(saved_); }
  int saved_ = 1;
};

TEST_F(ParallelRuntime, EveryIndexRunsExactlyOnce) {
  SetParallelThreads(4);
  EXPECT_EQ(GetParallelThreads(), 4);
  for (int64_t extent : {1, 3, 4, 5, 1000}) {
    Coverage cov(extent);
    ASSERT_EQ(rlx_parallel_launch(&MarkRange, &cov, extent), 0);
    for (int64_t i = 0; i < extent; ++i) ASSERT_EQ(cov.hits[i].load(), 1) << "extent " << extent << " index " << i;
  }
}

// Each chunk waits (up to 10 s) until another thread has entered a chunk too,
// so the launch only finishes quickly if the pool really runs chunks
// concurrently.
int32_t WaitForCompany(int64_t, int64_t, void* closure) {
  auto* cov = static_cast<Coverage*>(closure);
  {
    std::lock_guard<std::mutex> lk(cov->mu);
    cov->threads.insert(std::this_thread::get_id());
  }
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (std::chrono::steady_clock::now() < deadline) {
    {
      std::lock_guard<std::mutex> lk(cov->mu);
      if (cov->threads.size() >= 2) return 0;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return 1;
}

TEST_F(ParallelRuntime, ChunksRunConcurrentlyOnWorkers) {
  SetParallelThreads(4);
  Coverage cov(0);
  int64_t before = ParallelLaunchesUsingPool();
  EXPECT_EQ(rlx_parallel_launch(&WaitForCompany, &cov, 4), 0);
  EXPECT_GE(cov.threads.size(), 2u);
  EXPECT_EQ(ParallelLaunchesUsingPool(), before + 1);
}

TEST_F(ParallelRuntime, SingleThreadRunsInTheCaller) {
  SetParallelThreads(1);
  Coverage cov(100);
  EXPECT_EQ(rlx_parallel_launch(&MarkRange, &cov, 100), 0);
  EXPECT_EQ(cov.threads, std::set<std::thread::id>{std::this_thread::get_id()});
  EXPECT_EQ(rlx_parallel_launch(&MarkRange, &cov, 0), 0);  // empty: no call
  EXPECT_EQ(cov.hits[0].load(), 1);
}

int32_t FailOnChunkContaining7(int64_t begin, int64_t end, void*) { return begin <= 7 && 7 < end ? 42 : 0; }

TEST_F(ParallelRuntime, ErrorCodeOfAFailedChunkIsReturned) {
  SetParallelThreads(3);
  EXPECT_EQ(rlx_parallel_launch(&FailOnChunkContaining7, nullptr, 30), 42);
  EXPECT_EQ(rlx_parallel_launch(&FailOnChunkContaining7, nullptr, 5), 0);
}

struct Nested {
  std::atomic<int64_t> inner_total{0};
};

int32_t Inner(int64_t begin, int64_t end, void* closure) {
  static_cast<Nested*>(closure)->inner_total.fetch_add(end - begin);
  return 0;
}

int32_t Outer(int64_t begin, int64_t end, void* closure) {
  // A launch from inside a task runs serially in this thread.
  for (int64_t i = begin; i < end; ++i) {
    if (rlx_parallel_launch(&Inner, closure, 10) != 0) return 1;
  }
  return 0;
}

TEST_F(ParallelRuntime, NestedLaunchRunsSerially) {
  SetParallelThreads(4);
  Nested n;
  EXPECT_EQ(rlx_parallel_launch(&Outer, &n, 8), 0);
  EXPECT_EQ(n.inner_total.load(), 80);
}

TEST_F(ParallelRuntime, ConcurrentLaunchesFromSeveralThreads) {
  SetParallelThreads(3);
  std::vector<std::thread> callers;
  std::vector<Coverage*> covs;
  for (int t = 0; t < 4; ++t) covs.push_back(new Coverage(257));
  for (int t = 0; t < 4; ++t) {
    callers.emplace_back([&, t] {
      for (int rep = 0; rep < 20; ++rep) rlx_parallel_launch(&MarkRange, covs[t], 257);
    });
  }
  for (std::thread& c : callers) c.join();
  for (Coverage* cov : covs) {
    for (auto& h : cov->hits) EXPECT_EQ(h.load(), 20);
    delete cov;
  }
}

TEST(Workspace, AlignedAndWritable) {
  for (int64_t n : {0, 1, 63, 64, 1000}) {
    int64_t live = WorkspacesInUse();
    void* p = rlx_workspace_alloc(n);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(WorkspacesInUse(), live + 1);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
    std::fill_n(static_cast<char*>(p), n, 'x');
    rlx_workspace_free(p);
  }
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
