#include "compiler/runtime/host_allocator.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace {

constexpr size_t kPageBytes = 4096;

size_t RoundUp(size_t bytes, size_t unit) { return (bytes + unit - 1) / unit * unit; }

void* AlignedOrThrow(size_t bytes) {
  void* p = std::aligned_alloc(kHostAlignment, bytes);
  if (p == nullptr) {
    ThrowError("out of host memory allocating " + std::to_string(bytes) + " bytes");
  }
  return p;
}

// RLX_HOST_POOL=0 turns the pool off: for measuring what it saves, and under
// AddressSanitizer, which only sees a use after free when memory really is
// freed.
bool PoolEnabled() {
  static const bool enabled = [] {
    const char* v = std::getenv("RLX_HOST_POOL");
    return v == nullptr || std::string(v) != "0";
  }();
  return enabled;
}

class HostPool {
 public:
  // Leaked on purpose: buffers owned by static NDArrays may be freed during
  // static destruction, after a function-local pool would have been destroyed.
  static HostPool& Get() {
    static HostPool* pool = new HostPool();
    return *pool;
  }

  void* Take(size_t size) {
    std::lock_guard<std::mutex> lock(mu_);
    ++stats_.pooled_allocations;
    auto it = free_.find(size);
    if (it == free_.end() || it->second.empty()) return nullptr;
    void* p = it->second.back();
    it->second.pop_back();
    stats_.cached_bytes -= size;
    ++stats_.reused;
    return p;
  }

  void Give(void* p, size_t size) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (stats_.cached_bytes + size <= kPoolMaxCachedBytes) {
        free_[size].push_back(p);
        stats_.cached_bytes += size;
        return;
      }
    }
    std::free(p);
  }

  HostPoolStats Stats() {
    std::lock_guard<std::mutex> lock(mu_);
    return stats_;
  }

  void Release() {
    std::map<size_t, std::vector<void*>> idle;
    {
      std::lock_guard<std::mutex> lock(mu_);
      idle.swap(free_);
      stats_.cached_bytes = 0;
    }
    for (auto& entry : idle) {
      for (void* p : entry.second) std::free(p);
    }
  }

 private:
  std::mutex mu_;
  std::map<size_t, std::vector<void*>> free_;
  HostPoolStats stats_;
};

}  // namespace

std::shared_ptr<uint8_t> AllocateHostBuffer(size_t bytes) {
  // Rounded to the alignment (aligned_alloc's size rule) and at least one
  // block, so data() is never null.
  if (bytes > (size_t{1} << 62)) {
    ThrowError("host allocation of " + std::to_string(bytes) + " bytes is beyond any machine's memory");
  }
  size_t size = RoundUp(std::max<size_t>(bytes, 1), kHostAlignment);
  if (size < kPoolMinBytes || !PoolEnabled()) {
    return std::shared_ptr<uint8_t>(static_cast<uint8_t*>(AlignedOrThrow(size)), [](uint8_t* q) { std::free(q); });
  }
  size = RoundUp(size, kPageBytes);
  void* p = HostPool::Get().Take(size);
  if (p == nullptr) p = AlignedOrThrow(size);
  return std::shared_ptr<uint8_t>(static_cast<uint8_t*>(p), [size](uint8_t* q) { HostPool::Get().Give(q, size); });
}

HostPoolStats GetHostPoolStats() { return HostPool::Get().Stats(); }

void ReleaseHostPool() { HostPool::Get().Release(); }

}  // namespace runtime
}  // namespace rlx
