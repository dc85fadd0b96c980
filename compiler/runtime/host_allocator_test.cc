#include "compiler/runtime/host_allocator.h"

#include <cstring>
#include <thread>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/support/diagnostic.h"
#include "gtest/gtest.h"

namespace rlx {
namespace runtime {
namespace {

TEST(HostAllocatorTest, LargeBufferIsReusedAfterRelease) {
  ReleaseHostPool();
  HostPoolStats before = GetHostPoolStats();
  uint8_t* first = nullptr;
  {
    std::shared_ptr<uint8_t> a = AllocateHostBuffer(3 << 20);
    first = a.get();
    std::memset(a.get(), 7, 3 << 20);
  }
  EXPECT_EQ(GetHostPoolStats().cached_bytes, size_t{3} << 20);
  std::shared_ptr<uint8_t> b = AllocateHostBuffer((3 << 20) - 100);  // same page-rounded size
  EXPECT_EQ(b.get(), first);
  HostPoolStats after = GetHostPoolStats();
  EXPECT_EQ(after.pooled_allocations - before.pooled_allocations, 2u);
  EXPECT_EQ(after.reused - before.reused, 1u);
  EXPECT_EQ(after.cached_bytes, 0u);
}

TEST(HostAllocatorTest, LiveBuffersAreNeverShared) {
  ReleaseHostPool();
  std::shared_ptr<uint8_t> a = AllocateHostBuffer(1 << 20);
  std::shared_ptr<uint8_t> b = AllocateHostBuffer(1 << 20);
  EXPECT_NE(a.get(), b.get());
}

TEST(HostAllocatorTest, DifferentSizesDoNotShareAFreeList) {
  ReleaseHostPool();
  { std::shared_ptr<uint8_t> a = AllocateHostBuffer(1 << 20); }
  HostPoolStats before = GetHostPoolStats();
  std::shared_ptr<uint8_t> b = AllocateHostBuffer(2 << 20);
  EXPECT_EQ(GetHostPoolStats().reused, before.reused);
  EXPECT_EQ(GetHostPoolStats().cached_bytes, size_t{1} << 20);
}

TEST(HostAllocatorTest, SmallBuffersBypassThePool) {
  ReleaseHostPool();
  HostPoolStats before = GetHostPoolStats();
  { std::shared_ptr<uint8_t> a = AllocateHostBuffer(100); }
  HostPoolStats after = GetHostPoolStats();
  EXPECT_EQ(after.pooled_allocations, before.pooled_allocations);
  EXPECT_EQ(after.cached_bytes, 0u);
}

TEST(HostAllocatorTest, BuffersAreAlignedAndNonNull) {
  for (size_t bytes : {size_t{0}, size_t{1}, size_t{63}, size_t{65}, kPoolMinBytes + 1, size_t{5} << 20}) {
    std::shared_ptr<uint8_t> p = AllocateHostBuffer(bytes);
    ASSERT_NE(p.get(), nullptr) << bytes;
    EXPECT_EQ(reinterpret_cast<uintptr_t>(p.get()) % kHostAlignment, 0u) << bytes;
  }
}

TEST(HostAllocatorTest, IdleMemoryIsCapped) {
  ReleaseHostPool();
  {
    // Two buffers of 3/4 of the cap: the second one freed does not fit.
    std::shared_ptr<uint8_t> a = AllocateHostBuffer(kPoolMaxCachedBytes / 4 * 3);
    std::shared_ptr<uint8_t> b = AllocateHostBuffer(kPoolMaxCachedBytes / 4 * 3);
  }
  EXPECT_EQ(GetHostPoolStats().cached_bytes, kPoolMaxCachedBytes / 4 * 3);
  ReleaseHostPool();
  EXPECT_EQ(GetHostPoolStats().cached_bytes, 0u);
}

TEST(HostAllocatorTest, ImpossibleSizeIsADiagnosticNotACrash) {
  EXPECT_THROW(AllocateHostBuffer(~size_t{0} - 10), DiagnosticError);
}

TEST(HostAllocatorTest, ConcurrentAllocateAndFree) {
  ReleaseHostPool();
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([t] {
      for (int i = 0; i < 200; ++i) {
        std::shared_ptr<uint8_t> p = AllocateHostBuffer(size_t{1} << (16 + (i + t) % 4));
        p.get()[0] = static_cast<uint8_t>(i);
        EXPECT_EQ(p.get()[0], static_cast<uint8_t>(i));
      }
    });
  }
  for (std::thread& th : threads) th.join();
  EXPECT_LE(GetHostPoolStats().cached_bytes, kPoolMaxCachedBytes);
}

TEST(HostAllocatorTest, NDArrayStorageComesFromThePool) {
  ReleaseHostPool();
  HostPoolStats before = GetHostPoolStats();
  { NDArray a = NDArray::Empty({1024, 1024}, DataType::Float(32)); }
  NDArray b = NDArray::Empty({1024, 1024}, DataType::Float(32));
  EXPECT_EQ(GetHostPoolStats().reused - before.reused, 1u);
}

}  // namespace
}  // namespace runtime
}  // namespace rlx
