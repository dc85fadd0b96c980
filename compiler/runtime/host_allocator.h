// Host buffer allocation for NDArray, with a pool for large buffers.
//
// TVM's Relax VM allocates through a PooledAllocator by default: a freed
// buffer goes back to a free list keyed by its page-rounded size and the next
// request of that size reuses it. Besides saving the malloc/free, this keeps
// the pages mapped: glibc returns large (mmap'ed) blocks to the kernel on
// free, so without a pool every fresh 40 MB output of a VM call pays one page
// fault per 4 KiB page on first touch, which costs more than the kernel that
// writes it (a cumsum over 10M floats ran at 0.13-0.49x copy bandwidth,
// mostly in page faults).
//
// Small buffers (< kPoolMinBytes) go straight to aligned_alloc: malloc's own
// bins already reuse them. The pool holds at most kPoolMaxCachedBytes of idle
// memory; beyond that freed buffers are released. Thread-safe.
// RLX_HOST_POOL=0 in the environment disables the pool (e.g. under ASan).
#ifndef RLX_COMPILER_RUNTIME_HOST_ALLOCATOR_H_
#define RLX_COMPILER_RUNTIME_HOST_ALLOCATOR_H_

#include <cstddef>
#include <cstdint>
#include <memory>

namespace rlx {
namespace runtime {

inline constexpr size_t kHostAlignment = 64;
inline constexpr size_t kPoolMinBytes = size_t{1} << 16;
inline constexpr size_t kPoolMaxCachedBytes = size_t{1} << 30;

// A buffer of at least `bytes` bytes (at least one byte), kHostAlignment-
// aligned, freed (or returned to the pool) when the last owner drops it.
// Throws DiagnosticError when the memory cannot be allocated.
std::shared_ptr<uint8_t> AllocateHostBuffer(size_t bytes);

struct HostPoolStats {
  uint64_t pooled_allocations = 0;  // requests of at least kPoolMinBytes
  uint64_t reused = 0;              // of those, served from the free list
  size_t cached_bytes = 0;          // idle bytes held by the pool now
};
HostPoolStats GetHostPoolStats();

// Releases every idle pooled buffer (TVM's PooledAllocator::Clear).
void ReleaseHostPool();

}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_HOST_ALLOCATOR_H_
