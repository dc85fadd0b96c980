#include "compiler/codegen/llvm/parallel_runtime.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

namespace rlx {
namespace codegen {
namespace {

// Set while this thread runs a chunk: a launch from there runs serially.
thread_local bool t_in_task = false;

std::atomic<int64_t> g_pool_launches{0};
std::atomic<int64_t> g_workspaces{0};

int DefaultThreads() {
  if (const char* env = std::getenv("RLX_NUM_THREADS")) {
    int n = std::atoi(env);
    if (n >= 1) return n;
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

class ThreadPool {
 public:
  // Never destroyed: workers blocked on a condition variable must not be
  // joined from static destructors at exit.
  static ThreadPool& Get() {
    static ThreadPool* pool = new ThreadPool(DefaultThreads());
    return *pool;
  }

  int num_threads() {
    std::lock_guard<std::mutex> launch(launch_mu_);
    return static_cast<int>(workers_.size()) + 1;
  }

  void SetThreads(int n) {
    std::lock_guard<std::mutex> launch(launch_mu_);
    StopWorkers();
    StartWorkers(std::max(1, n) - 1);
  }

  int32_t Launch(RlxParallelTask task, void* closure, int64_t extent) {
    if (extent <= 0) return 0;
    std::unique_lock<std::mutex> launch(launch_mu_, std::defer_lock);
    if (!t_in_task) launch.lock();
    int threads = static_cast<int>(workers_.size()) + 1;
    if (t_in_task || threads == 1 || extent == 1) return RunSerially(task, closure, extent);
    {
      std::lock_guard<std::mutex> lk(mu_);
      task_ = task;
      closure_ = closure;
      extent_ = extent;
      num_chunks_ = static_cast<int>(std::min<int64_t>(threads, extent));
      chunks_done_ = 0;
      result_.store(0);
      next_chunk_.store(0);
      ++generation_;
    }
    work_cv_.notify_all();
    RunChunks();
    std::unique_lock<std::mutex> lk(mu_);
    done_cv_.wait(lk, [&] { return chunks_done_ == num_chunks_; });
    g_pool_launches.fetch_add(1);
    return result_.load();
  }

 private:
  explicit ThreadPool(int threads) { StartWorkers(threads - 1); }

  static int32_t RunSerially(RlxParallelTask task, void* closure, int64_t extent) {
    bool outer = t_in_task;
    t_in_task = true;
    int32_t r = task(0, extent, closure);
    t_in_task = outer;
    return r;
  }

  // Takes chunks of the current job until none is left. The job's fields are
  // read after the fetch_add that hands out a chunk of it, which orders
  // them after the launcher's writes.
  void RunChunks() {
    t_in_task = true;
    for (;;) {
      int c = next_chunk_.fetch_add(1);
      if (c >= num_chunks_) break;
      int64_t begin = extent_ * c / num_chunks_;
      int64_t end = extent_ * (c + 1) / num_chunks_;
      int32_t r = task_(begin, end, closure_);
      if (r != 0) {
        int32_t expected = 0;
        result_.compare_exchange_strong(expected, r);
      }
      std::lock_guard<std::mutex> lk(mu_);
      if (++chunks_done_ == num_chunks_) done_cv_.notify_all();
    }
    t_in_task = false;
  }

  void WorkerLoop(uint64_t seen) {
    for (;;) {
      {
        std::unique_lock<std::mutex> lk(mu_);
        work_cv_.wait(lk, [&] { return stop_ || generation_ != seen; });
        if (stop_) return;
        seen = generation_;
      }
      RunChunks();
    }
  }

  void StartWorkers(int n) {
    uint64_t gen;
    {
      std::lock_guard<std::mutex> lk(mu_);
      stop_ = false;
      gen = generation_;
    }
    for (int i = 0; i < n; ++i) workers_.emplace_back([this, gen] { WorkerLoop(gen); });
  }

  void StopWorkers() {
    {
      std::lock_guard<std::mutex> lk(mu_);
      stop_ = true;
    }
    work_cv_.notify_all();
    for (std::thread& t : workers_) t.join();
    workers_.clear();
  }

  std::mutex launch_mu_;  // one launch (or resize) at a time
  std::mutex mu_;
  std::condition_variable work_cv_, done_cv_;
  std::vector<std::thread> workers_;
  bool stop_ = false;
  uint64_t generation_ = 0;
  // The current job.
  RlxParallelTask task_ = nullptr;
  void* closure_ = nullptr;
  int64_t extent_ = 0;
  std::atomic<int> num_chunks_{0};
  int chunks_done_ = 0;
  std::atomic<int> next_chunk_{0};
  std::atomic<int32_t> result_{0};
};

}  // namespace

int GetParallelThreads() { return ThreadPool::Get().num_threads(); }

void SetParallelThreads(int n) { ThreadPool::Get().SetThreads(n); }

int64_t ParallelLaunchesUsingPool() { return g_pool_launches.load(); }

int64_t WorkspacesInUse() { return g_workspaces.load(); }

}  // namespace codegen
}  // namespace rlx

extern "C" int32_t rlx_parallel_launch(RlxParallelTask task, void* closure, int64_t extent) {
  return rlx::codegen::ThreadPool::Get().Launch(task, closure, extent);
}

extern "C" void* rlx_workspace_alloc(int64_t nbytes) {
  constexpr int64_t kAlign = 64;
  int64_t size = std::max<int64_t>(nbytes, 1);
  size = (size + kAlign - 1) / kAlign * kAlign;  // aligned_alloc needs a multiple
  void* p = std::aligned_alloc(kAlign, static_cast<size_t>(size));
  if (p != nullptr) rlx::codegen::g_workspaces.fetch_add(1);
  return p;
}

extern "C" void rlx_workspace_free(void* ptr) {
  if (ptr != nullptr) rlx::codegen::g_workspaces.fetch_sub(1);
  std::free(ptr);
}
