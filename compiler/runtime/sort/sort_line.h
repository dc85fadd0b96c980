// Per-line machinery of the CPU sort library (sort.cc): element keys and
// the ranking of one line, by radix sort (radix_sort.h) for long lines and
// by comparison for short ones and small topk. Internal to sort.cc.
#ifndef RLX_COMPILER_RUNTIME_SORT_SORT_LINE_H_
#define RLX_COMPILER_RUNTIME_SORT_SORT_LINE_H_

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#include <hwy/contrib/sort/vqsort.h>
#include <hwy/targets.h>

#include "compiler/ir/data_type.h"
#include "compiler/runtime/host_allocator.h"
#include "compiler/runtime/sort/radix_sort.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace sort_line {

// Highway 1.0.3 (Debian 12) runs vqsort's AVX-512 code on AMD Zen 4, whose
// VPCOMPRESS to memory is microcoded: measured there, 39-42 ms for 1M floats
// with the AVX-512 code against 5.5 ms with the AVX2 code; our sort was
// 2.3-3.0x std::stable_sort there, against 13-17x with the AVX2 code. Later
// Highway versions have a Zen 4 target for this; here the AVX-512 targets
// are disabled on AMD CPUs. Only vqsort uses Highway in this library.
inline bool IsAmdCpu() {
#if defined(__x86_64__) || defined(__i386__)
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  // The vendor string "AuthenticAMD" in ebx, edx, ecx.
  return __get_cpuid(0, &eax, &ebx, &ecx, &edx) != 0 && ebx == 0x68747541u && edx == 0x69746e65u && ecx == 0x444d4163u;
#else
  return false;
#endif
}

inline void SelectVqsortTargets() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (IsAmdCpu()) hwy::DisableTargets(HWY_AVX3 | HWY_AVX3_DL);
  });
}

// ------------------------------------------------------------------ keys --
// Each key functor maps an element's bytes to an unsigned integer whose
// order is the element order we want (see sort.h), so that lines sort as
// plain integers: Get(p) is that key. Encode / Decode are an order-
// preserving bijection between an element's bits and a key, equal to Get
// except on the Special elements (NaN, ordered by payload there, and -0.0,
// which falls just below +0.0): a line without them can be sorted as bare
// keys and decoded back, with no positions to carry.

// Native: the C++ type whose < is the element order on lines without
// Special elements, for the 32- and 64-bit types vqsort sorts directly
// (void for the others).
template <typename U>
using NativeFloat = std::conditional_t<sizeof(U) == 4, float, std::conditional_t<sizeof(U) == 8, double, void>>;
template <typename S>
using NativeInt = std::conditional_t<(sizeof(S) >= 4), S, void>;

template <typename U, U kInfBits>
struct FloatKey {
  using Bits = U;
  using Native = NativeFloat<U>;
  static constexpr bool kHasSpecial = true;
  static constexpr U kSign = static_cast<U>(U{1} << (sizeof(U) * 8 - 1));
  static Bits Load(const uint8_t* p) {
    U b;
    std::memcpy(&b, p, sizeof(U));
    return b;
  }
  // Negative: all bits flipped; positive: the sign bit set.
  static Bits Encode(Bits b) { return static_cast<U>(b ^ ((b & kSign) ? static_cast<U>(~U{0}) : kSign)); }
  static Bits Decode(Bits k) { return static_cast<U>(k ^ ((k & kSign) ? kSign : static_cast<U>(~U{0}))); }
  static bool Special(Bits b) { return static_cast<U>(b & static_cast<U>(~kSign)) > kInfBits || b == kSign; }
  static Bits Get(const uint8_t* p) {
    const U b = Load(p);
    const U mag = static_cast<U>(b & static_cast<U>(~kSign));
    if (mag > kInfBits) return std::numeric_limits<U>::max();  // NaN of either sign: above +inf
    if (mag == 0) return kSign;                                // -0.0 == +0.0
    return Encode(b);
  }
};

template <typename S>
struct SignedKey {
  using Bits = std::make_unsigned_t<S>;
  using Native = NativeInt<S>;
  static constexpr bool kHasSpecial = false;
  static constexpr Bits kSign = static_cast<Bits>(Bits{1} << (sizeof(Bits) * 8 - 1));
  static Bits Load(const uint8_t* p) {
    Bits b;
    std::memcpy(&b, p, sizeof(Bits));
    return b;
  }
  static Bits Encode(Bits b) { return static_cast<Bits>(b ^ kSign); }
  static Bits Decode(Bits k) { return static_cast<Bits>(k ^ kSign); }
  static bool Special(Bits) { return false; }
  static Bits Get(const uint8_t* p) { return Encode(Load(p)); }
};

template <typename U>
struct UnsignedKey {
  using Bits = U;
  using Native = NativeInt<U>;
  static constexpr bool kHasSpecial = false;
  static Bits Load(const uint8_t* p) {
    Bits b;
    std::memcpy(&b, p, sizeof(Bits));
    return b;
  }
  static Bits Encode(Bits b) { return b; }
  static Bits Decode(Bits k) { return k; }
  static bool Special(Bits) { return false; }
  static Bits Get(const uint8_t* p) { return Load(p); }
};

using Half = FloatKey<uint16_t, 0x7C00>;
using BFloat = FloatKey<uint16_t, 0x7F80>;
using Float = FloatKey<uint32_t, 0x7F800000u>;
using Double = FloatKey<uint64_t, 0x7FF0000000000000ull>;

// Calls fn(KeyFunctor{}) for `t`; false if the dtype cannot be sorted.
template <typename Fn>
bool WithKey(DataType t, Fn&& fn) {
  if (t.lanes() != 1) return false;
  if (t.is_float()) {
    if (t.bits() == 16) return fn(Half{}), true;
    if (t.bits() == 32) return fn(Float{}), true;
    if (t.bits() == 64) return fn(Double{}), true;
    return false;
  }
  if (t.is_bfloat16()) return fn(BFloat{}), true;
  if (t.is_int()) {
    switch (t.bits()) {
      case 8:
        return fn(SignedKey<int8_t>{}), true;
      case 16:
        return fn(SignedKey<int16_t>{}), true;
      case 32:
        return fn(SignedKey<int32_t>{}), true;
      case 64:
        return fn(SignedKey<int64_t>{}), true;
      default:
        return false;
    }
  }
  if (t.is_uint()) {
    switch (t.bits()) {
      case 8:
        return fn(UnsignedKey<uint8_t>{}), true;
      case 16:
        return fn(UnsignedKey<uint16_t>{}), true;
      case 32:
        return fn(UnsignedKey<uint32_t>{}), true;
      case 64:
        return fn(UnsignedKey<uint64_t>{}), true;
      default:
        return false;
    }
  }
  return false;
}

// ------------------------------------------------------------ one line --

// A buffer of uninitialized items that only grows, from the host pool: a
// line of millions of elements then neither zeroes its buffers nor, from the
// second call on, pays a page fault per 4 KiB of them (measured at more than
// the whole sort of a 10M line otherwise).
template <typename T>
class Buffer {
 public:
  T* Get(int64_t n) {
    if (n > size_) {
      const size_t bytes = static_cast<size_t>(n) * sizeof(T);
      data_ = AllocateHostBuffer(bytes);
      size_ = n;
#ifdef __linux__
      // Huge pages for buffers of many megabytes: the scatter passes write
      // to 2048 places at once, which misses the TLB on every 4 KiB page.
      constexpr uintptr_t kHuge = uintptr_t{2} << 20;
      if (bytes >= 4 * kHuge) {
        const uintptr_t begin = (reinterpret_cast<uintptr_t>(data_.get()) + kHuge - 1) & ~(kHuge - 1);
        const uintptr_t end = (reinterpret_cast<uintptr_t>(data_.get()) + bytes) & ~(kHuge - 1);
        if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);  // a hint only
      }
#endif
    }
    return reinterpret_cast<T*>(data_.get());
  }

 private:
  std::shared_ptr<uint8_t> data_;
  int64_t size_ = 0;
};

struct Scratch {
  std::vector<uint8_t> raw;  // the line's elements, contiguous
  std::vector<uint64_t> packed;
  std::vector<std::pair<uint64_t, uint64_t>> wide;
  // Radix sort buffers: bare keys (uint32 / uint64) or (key, position)
  // pairs packed in a uint64, double-buffered, and digit counts.
  Buffer<uint32_t> key32[2];
  Buffer<uint64_t> key64[2];
  Buffer<uint8_t> native;  // a line's elements as their C++ type
  std::vector<uint32_t> counts;
  // Radix sort of 64-bit keys with separate positions.
  std::vector<uint64_t> wide_keys[2];
  std::vector<uint32_t> pos[2];
  std::vector<int64_t> order;  // positions of the first k ranks

  // vqsort's sorter keeps a buffer of its own: one per thread, made once.
  hwy::Sorter& Sorter() {
    SelectVqsortTargets();
    if (sorter == nullptr) sorter = std::make_unique<hwy::Sorter>();
    return *sorter;
  }
  std::unique_ptr<hwy::Sorter> sorter;

  template <typename T>
  T* Buf(int i, int64_t n) {
    if constexpr (sizeof(T) == 4) {
      return key32[i].Get(n);
    } else {
      return key64[i].Get(n);
    }
  }
};

// Lines at least this long are fully sorted by radix sort; shorter ones (and
// topk of few elements) by comparison.
constexpr int64_t kRadixMinLength = 512;

// LSD radix sort of 64-bit keys[0, n) with their positions, 8 bits per
// pass. Each pass is stable and the positions start in order, so equal keys
// stay in position order (the stable order). Passes in which every key has
// the same digit are skipped.
inline void RadixSortWide(std::vector<uint64_t>* keys, std::vector<uint32_t>* pos, int64_t n) {
  constexpr int kKeyBytes = 8;
  std::vector<int64_t> counts(static_cast<size_t>(kKeyBytes) * 256, 0);
  const uint64_t* k0 = keys[0].data();
  for (int64_t j = 0; j < n; ++j) {
    uint64_t v = k0[j];
    for (int b = 0; b < kKeyBytes; ++b) ++counts[b * 256 + ((v >> (8 * b)) & 0xFF)];
  }
  int cur = 0;
  for (int b = 0; b < kKeyBytes; ++b) {
    int64_t* c = &counts[b * 256];
    bool trivial = false;
    for (int d = 0; d < 256; ++d) trivial |= c[d] == n;
    if (trivial) continue;
    int64_t sum = 0;
    for (int d = 0; d < 256; ++d) {
      int64_t t = c[d];
      c[d] = sum;
      sum += t;
    }
    const uint64_t* ks = keys[cur].data();
    const uint32_t* ps = pos[cur].data();
    uint64_t* kd = keys[1 - cur].data();
    uint32_t* pd = pos[1 - cur].data();
    for (int64_t j = 0; j < n; ++j) {
      int64_t at = c[(ks[j] >> (8 * b)) & 0xFF]++;
      kd[at] = ks[j];
      pd[at] = ps[j];
    }
    cur = 1 - cur;
  }
  if (cur == 1) {
    keys[0].swap(keys[1]);
    pos[0].swap(pos[1]);
  }
}

// Stable radix sort of the line's (key, position) pairs for keys of at most
// 32 bits: key in the high half of a uint64, position in the low half, the
// digits taken from the key only. Calls store(rank, pair).
template <typename KeyFn, typename Store>
void SortPairs(const uint8_t* raw, int64_t n, bool ascend, int threads, Scratch* s, const Store& store) {
  using Bits = typename KeyFn::Bits;
  static_assert(sizeof(Bits) <= 4, "pairs hold keys of at most 32 bits");
  const Bits flip = ascend ? Bits{0} : std::numeric_limits<Bits>::max();
  auto load = [raw, flip](int64_t j) {
    const Bits key = static_cast<Bits>(KeyFn::Get(raw + j * static_cast<int64_t>(sizeof(Bits))) ^ flip);
    return (static_cast<uint64_t>(key) << 32) | static_cast<uint64_t>(j);
  };
  radix::RadixSort<uint64_t>(n, 32, static_cast<int>(sizeof(Bits) * 8), threads, load, store, s->Buf<uint64_t>(0, n),
                             s->Buf<uint64_t>(1, n), &s->counts);
}

template <typename V>
void VqSort(const hwy::Sorter& sorter, V* v, size_t n, bool ascend) {
  if (ascend) {
    sorter(v, n, hwy::SortAscending());
  } else {
    sorter(v, n, hwy::SortDescending());
  }
}

// Sort of values only: when no element of the line is Special, keys are
// one-to-one with elements, so the bare keys are sorted and decoded straight
// into dst (equal keys are identical elements, so stability is moot).
// False, with nothing written, if the line has a Special element.
template <typename KeyFn>
bool SortValuesByKey(const uint8_t* raw, int64_t n, bool ascend, int threads, uint8_t* dst, int64_t stride,
                     Scratch* s) {
  using Bits = typename KeyFn::Bits;
  using T = std::conditional_t<(sizeof(Bits) <= 4), uint32_t, uint64_t>;
  constexpr int64_t eb = sizeof(Bits);
  if constexpr (KeyFn::kHasSpecial) {
    // Fixed-size blocks with a counting reduction, which the vectorizer
    // takes at -O2 (a plain loop over n needs an epilogue it refuses).
    constexpr int64_t kBlock = 64;
    uint32_t special = 0;
    int64_t j = 0;
    for (; j + kBlock <= n && special == 0; j += kBlock) {
      const uint8_t* block = raw + j * eb;
      for (int64_t i = 0; i < kBlock; ++i) special += KeyFn::Special(KeyFn::Load(block + i * eb)) ? 1 : 0;
    }
    for (; j < n; ++j) special += KeyFn::Special(KeyFn::Load(raw + j * eb)) ? 1 : 0;
    if (special != 0) return false;
  }
  const Bits flip = ascend ? Bits{0} : std::numeric_limits<Bits>::max();
  auto load = [raw, flip](int64_t j) {
    return static_cast<T>(static_cast<Bits>(KeyFn::Encode(KeyFn::Load(raw + j * eb)) ^ flip));
  };
  auto store = [dst, stride, flip](int64_t at, T key) {
    const Bits b = KeyFn::Decode(static_cast<Bits>(static_cast<Bits>(key) ^ flip));
    std::memcpy(dst + at * stride, &b, sizeof(Bits));
  };
  if constexpr (eb >= 4) {
    // 32- and 64-bit elements go to Highway's vqsort (a vectorized
    // quicksort with sorting networks; unstable, which bare keys make
    // moot): measured 1.3-2x faster than our LSD radix sort on one thread.
    // Narrower keys keep the radix sort's one or two counting passes,
    // which no comparison sort beats.
    // Splitting one line over threads costs an MSD pass (a read and a
    // scattered write of the whole line) before the threads' vqsorts: on
    // 2 threads that lost to one thread's vqsort of the line (10M floats:
    // 116 ms against 67 ms), so lines are split from 4 threads on.
    constexpr int kMinSplitThreads = 4;
    int line_threads = radix::LineThreads(n, threads);
    if (line_threads < kMinSplitThreads) line_threads = 1;
    if (line_threads == 1) {
      // The elements themselves: without Special ones their < is the key
      // order, and vqsort sorts floats measurably faster than their keys.
      using Native = typename KeyFn::Native;
      const bool in_place = stride == eb;
      Native* v = in_place ? reinterpret_cast<Native*>(dst) : reinterpret_cast<Native*>(s->native.Get(n * eb));
      std::memcpy(v, raw, static_cast<size_t>(n * eb));
      VqSort(s->Sorter(), v, static_cast<size_t>(n), ascend);
      if (!in_place) {
        for (int64_t j = 0; j < n; ++j) std::memcpy(dst + j * stride, v + j, sizeof(Native));
      }
      return true;
    }
    // One long line on several threads: an MSD pass on the top bits of the
    // keys, then each thread sorts its buckets: decoded into a contiguous
    // output and sorted there as elements (ascending or descending, as the
    // keys were flipped), else as keys in place.
    T* keys = s->Buf<T>(0, n);
    SelectVqsortTargets();
    std::vector<hwy::Sorter> sorters(static_cast<size_t>(line_threads));
    radix::ParallelMsdPass<T>(n, static_cast<int>(eb * 8) - radix::kMsdBits, (uint32_t{1} << radix::kMsdBits) - 1,
                              line_threads, load, keys, [&](int t, int64_t begin, int64_t end) {
                                const size_t len = static_cast<size_t>(end - begin);
                                if (stride != eb) {
                                  sorters[t](keys + begin, len, hwy::SortAscending());
                                  for (int64_t j = begin; j < end; ++j) store(j, keys[j]);
                                  return;
                                }
                                for (int64_t j = begin; j < end; ++j) store(j, keys[j]);
                                VqSort(sorters[t], reinterpret_cast<typename KeyFn::Native*>(dst) + begin, len, ascend);
                              });
  } else {
    radix::RadixSort<T>(n, 0, static_cast<int>(eb * 8), threads, load, store, s->Buf<T>(0, n), s->Buf<T>(1, n),
                        &s->counts);
  }
  return true;
}

// Argsort of keys of at most 32 bits into an int32/int64 (or unsigned)
// index output, each position written straight from the last pass.
template <typename KeyFn>
bool ArgsortByPairs(const uint8_t* raw, int64_t n, bool ascend, int threads, uint8_t* dst, int64_t stride,
                    DataType index_dtype, Scratch* s) {
  if constexpr (sizeof(typename KeyFn::Bits) > 4) {
    return false;
  } else {
    if (!index_dtype.is_int() && !index_dtype.is_uint()) return false;
    if (index_dtype.bits() == 32) {
      SortPairs<KeyFn>(raw, n, ascend, threads, s, [dst, stride](int64_t at, uint64_t pair) {
        const uint32_t v = static_cast<uint32_t>(pair);
        std::memcpy(dst + at * stride, &v, 4);
      });
      return true;
    }
    if (index_dtype.bits() == 64) {
      SortPairs<KeyFn>(raw, n, ascend, threads, s, [dst, stride](int64_t at, uint64_t pair) {
        const uint64_t v = static_cast<uint32_t>(pair);
        std::memcpy(dst + at * stride, &v, 8);
      });
      return true;
    }
    return false;
  }
}

// topk of few ranks of a long line (k * kHeapSelectRatio <= n) takes one
// pass that keeps the k smallest (key, position) values seen so far in a
// max-heap: on most data an element rarely beats the heap's top, so the pass
// runs near memory speed, where nth_element moves every element a few times.
constexpr int64_t kHeapSelectRatio = 64;

// buf = the k smallest of make(0) .. make(n-1), ascending; values must be
// distinct (they carry the position), so the result is exact.
template <typename T, typename Make>
void HeapSelect(int64_t n, int64_t k, std::vector<T>* buf, const Make& make) {
  buf->clear();
  buf->reserve(static_cast<size_t>(k));
  int64_t j = 0;
  for (; j < k; ++j) buf->push_back(make(j));
  std::make_heap(buf->begin(), buf->end());
  T top = buf->front();
  for (; j < n; ++j) {
    T v = make(j);
    if (v < top) {
      std::pop_heap(buf->begin(), buf->end());
      buf->back() = v;
      std::push_heap(buf->begin(), buf->end());
      top = buf->front();
    }
  }
  std::sort(buf->begin(), buf->end());
}

// Fills s->order[0, k) with the positions of the k first elements of the
// stable order of raw[0, n).
template <typename KeyFn>
void RankLine(const uint8_t* raw, int64_t n, int64_t k, bool ascend, int threads, Scratch* s) {
  using Bits = typename KeyFn::Bits;
  constexpr int64_t eb = sizeof(Bits);
  constexpr Bits kMax = std::numeric_limits<Bits>::max();
  s->order.resize(static_cast<size_t>(k));
  if (n >= kRadixMinLength && k * 8 >= n && n < (int64_t{1} << 32)) {
    int64_t* order = s->order.data();
    if constexpr (sizeof(Bits) <= 4) {
      SortPairs<KeyFn>(raw, n, ascend, threads, s, [order, k](int64_t at, uint64_t pair) {
        if (at < k) order[at] = static_cast<uint32_t>(pair);
      });
    } else {
      for (int i = 0; i < 2; ++i) {
        s->wide_keys[i].resize(static_cast<size_t>(n));
        s->pos[i].resize(static_cast<size_t>(n));
      }
      uint64_t* kp = s->wide_keys[0].data();
      uint32_t* pp = s->pos[0].data();
      for (int64_t j = 0; j < n; ++j) {
        Bits key = KeyFn::Get(raw + j * eb);
        kp[j] = ascend ? key : static_cast<Bits>(kMax - key);
        pp[j] = static_cast<uint32_t>(j);
      }
      RadixSortWide(s->wide_keys, s->pos, n);
      const uint32_t* sorted = s->pos[0].data();
      for (int64_t r = 0; r < k; ++r) order[r] = sorted[r];
    }
    return;
  }
  auto select = [k, n](auto begin, auto end) {
    if (k < n) {
      std::nth_element(begin, begin + k, end);
      std::sort(begin, begin + k);
    } else {
      std::sort(begin, end);
    }
  };
  if constexpr (sizeof(Bits) <= 4) {
    if (n <= (int64_t{1} << 32)) {
      // Key in the high half, position in the low half: the integer order
      // is the key order with ties broken by position.
      auto pack = [raw, ascend](int64_t j) {
        Bits key = KeyFn::Get(raw + j * eb);
        if (!ascend) key = static_cast<Bits>(kMax - key);
        return (static_cast<uint64_t>(key) << 32) | static_cast<uint64_t>(j);
      };
      if (k * kHeapSelectRatio <= n) {
        HeapSelect(n, k, &s->packed, pack);
      } else {
        s->packed.resize(static_cast<size_t>(n));
        uint64_t* p = s->packed.data();
        for (int64_t j = 0; j < n; ++j) p[j] = pack(j);
        select(s->packed.begin(), s->packed.end());
      }
      for (int64_t r = 0; r < k; ++r) s->order[r] = static_cast<int64_t>(s->packed[r] & 0xFFFFFFFFu);
      return;
    }
  }
  auto pair = [raw, ascend](int64_t j) {
    Bits key = KeyFn::Get(raw + j * eb);
    if (!ascend) key = static_cast<Bits>(kMax - key);
    return std::pair<uint64_t, uint64_t>{static_cast<uint64_t>(key), static_cast<uint64_t>(j)};
  };
  if (k * kHeapSelectRatio <= n) {
    HeapSelect(n, k, &s->wide, pair);
  } else {
    s->wide.resize(static_cast<size_t>(n));
    for (int64_t j = 0; j < n; ++j) s->wide[j] = pair(j);
    select(s->wide.begin(), s->wide.end());
  }
  for (int64_t r = 0; r < k; ++r) s->order[r] = static_cast<int64_t>(s->wide[r].second);
}

}  // namespace sort_line
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_SORT_SORT_LINE_H_
