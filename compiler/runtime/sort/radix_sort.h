// Stable LSD radix sort used by the CPU sort library (sort.cc): items are
// unsigned integers (uint32_t or uint64_t) ordered by the bit field
// [key_shift, key_shift + key_bits) only, so a 32-bit key in the high half
// of a uint64_t with the line position in the low half sorts the pairs by
// key while ties keep their input order (each pass is stable).
//
// Why it looks the way it does:
//   * digits are up to 11 bits wide (3 passes for a 32-bit key instead of 4
//     with bytes); short lines use 8-bit digits, whose smaller count tables
//     cost less to clear and prefix-sum than the elements they sort;
//   * one pass over the input computes every digit's counts, and a pass in
//     which all items share the digit is skipped (on-device data often
//     leaves the top bits constant);
//   * the input is read through `load(j)` and the result written through
//     `store(rank, item)`, so key extraction is fused into the first
//     scatter and the conversion back to elements / indices into the last
//     one: no separate extraction or write-back pass;
//   * one line too big for the caches may be split over threads
//     (RadixSort): a first MSD pass, in which each thread counts and
//     scatters its own contiguous chunk of the input (chunk t's items going
//     after chunk t-1's within every bucket, which keeps it stable), then
//     the buckets shared out among the threads.
#ifndef RLX_COMPILER_RUNTIME_SORT_RADIX_SORT_H_
#define RLX_COMPILER_RUNTIME_SORT_RADIX_SORT_H_

#include <algorithm>
#include <cstdint>
#include <thread>
#include <vector>

namespace rlx {
namespace runtime {
namespace contrib {
namespace radix {

constexpr int kMaxPasses = 8;

// The digits of one sort: pass p uses (item >> shift[p]) & mask[p].
struct Plan {
  int passes = 0;
  int shift[kMaxPasses] = {};
  uint32_t mask[kMaxPasses] = {};
  int buckets = 0;  // 1 << widest digit
};

// Lines shorter than this use 8-bit digits.
constexpr int64_t kWideDigitMinLength = 4096;

inline Plan MakePlan(int64_t n, int key_shift, int key_bits) {
  Plan plan;
  const int max_width = n < kWideDigitMinLength ? 8 : 11;
  plan.passes = (key_bits + max_width - 1) / max_width;
  const int width = (key_bits + plan.passes - 1) / plan.passes;
  plan.buckets = 1 << width;
  for (int p = 0; p < plan.passes; ++p) {
    plan.shift[p] = key_shift + p * width;
    const int bits = std::min(width, key_bits - p * width);
    plan.mask[p] = (uint32_t{1} << bits) - 1;
  }
  return plan;
}

template <typename T>
inline uint32_t Digit(T item, const Plan& plan, int p) {
  return static_cast<uint32_t>(item >> plan.shift[p]) & plan.mask[p];
}

// counts[p * buckets + d] += items of [begin, end) with digit d in pass p.
// Shifts and masks are copied to locals (and the load closure too): the
// counter stores might alias the Plan and the closure's captures, which
// would otherwise be reloaded for every item.
template <int kPasses, typename T, typename Load>
void CountDigitsFixed(const Plan& plan, int64_t begin, int64_t end, const Load& load_fn, uint32_t* counts) {
  const Load load = load_fn;
  int shift[kPasses];
  uint32_t mask[kPasses];
  uint32_t* table[kPasses];
#pragma GCC unroll 8
  for (int p = 0; p < kPasses; ++p) {
    shift[p] = plan.shift[p];
    mask[p] = plan.mask[p];
    table[p] = counts + p * plan.buckets;
  }
  for (int64_t j = begin; j < end; ++j) {
    const T v = load(j);
#pragma GCC unroll 8
    for (int p = 0; p < kPasses; ++p) ++table[p][static_cast<uint32_t>(v >> shift[p]) & mask[p]];
  }
}

template <typename T, typename Load>
void CountDigits(const Plan& plan, int64_t begin, int64_t end, const Load& load, uint32_t* counts) {
  switch (plan.passes) {
    case 1:
      return CountDigitsFixed<1, T>(plan, begin, end, load, counts);
    case 2:
      return CountDigitsFixed<2, T>(plan, begin, end, load, counts);
    case 3:
      return CountDigitsFixed<3, T>(plan, begin, end, load, counts);
    case 4:
      return CountDigitsFixed<4, T>(plan, begin, end, load, counts);
    case 5:
      return CountDigitsFixed<5, T>(plan, begin, end, load, counts);
    case 6:
      return CountDigitsFixed<6, T>(plan, begin, end, load, counts);
    case 7:
      return CountDigitsFixed<7, T>(plan, begin, end, load, counts);
    default:
      return CountDigitsFixed<kMaxPasses, T>(plan, begin, end, load, counts);
  }
}

template <typename T, typename Src, typename Dst>
void Scatter(const Plan& plan, int p, int64_t begin, int64_t end, const Src& src, const Dst& dst, uint32_t* offsets) {
  const int shift = plan.shift[p];
  const uint32_t mask = plan.mask[p];
  // Local copies: the closures' captures then stay in registers instead of
  // being reloaded after every store (which might alias them).
  const Src load = src;
  const Dst store = dst;
  for (int64_t j = begin; j < end; ++j) {
    T v = load(j);
    store(offsets[static_cast<uint32_t>(v >> shift) & mask]++, v);
  }
}

// Runs the passes listed in `active` (pass indices), reading the input
// through load and writing the result through store, using buf0 / buf1 (n
// items each; buf1 only with 3 or more active passes) in between.
// `scatter(p, i, src, dst)` performs the i-th active pass p from src to dst.
template <typename T, typename Load, typename Store, typename ScatterFn>
void RunPasses(int64_t n, const int* active, int num_active, const Load& load, const Store& store, T* buf0, T* buf1,
               const ScatterFn& scatter) {
  if (num_active == 0) {
    for (int64_t j = 0; j < n; ++j) store(j, load(j));
    return;
  }
  T* bufs[2] = {buf0, buf1};
  auto from_buf = [](const T* b) { return [b](int64_t j) { return b[j]; }; };
  auto to_buf = [](T* b) { return [b](int64_t at, T v) { b[at] = v; }; };
  for (int i = 0; i < num_active; ++i) {
    const bool first = i == 0, last = i == num_active - 1;
    T* in = bufs[(i + 1) % 2];
    T* out = bufs[i % 2];
    if (first && last) {
      scatter(active[i], i, load, store);
    } else if (first) {
      scatter(active[i], i, load, to_buf(out));
    } else if (last) {
      scatter(active[i], i, from_buf(in), store);
    } else {
      scatter(active[i], i, from_buf(in), to_buf(out));
    }
  }
}

// Sorts the n items load(0) .. load(n-1) (stable, by the key field) and
// calls store(rank, item) once per rank. `counts` is scratch.
template <typename T, typename Load, typename Store>
void LsdSort(int64_t n, int key_shift, int key_bits, const Load& load, const Store& store, T* buf0, T* buf1,
             std::vector<uint32_t>* counts) {
  const Plan plan = MakePlan(n, key_shift, key_bits);
  const int b = plan.buckets;
  counts->assign(static_cast<size_t>(plan.passes) * b, 0);
  uint32_t* c = counts->data();
  CountDigits<T>(plan, 0, n, load, c);
  int active[kMaxPasses];
  int num_active = 0;
  const T first = n > 0 ? load(0) : T{0};
  for (int p = 0; p < plan.passes; ++p) {
    uint32_t* cp = c + p * b;
    if (n == 0 || cp[Digit<T>(first, plan, p)] == n) continue;  // every item has this digit
    uint32_t sum = 0;
    for (int d = 0; d < b; ++d) {
      uint32_t t = cp[d];
      cp[d] = sum;
      sum += t;
    }
    active[num_active++] = p;
  }
  RunPasses<T>(n, active, num_active, load, store, buf0, buf1,
               [&](int p, int, const auto& src, const auto& dst) { Scatter<T>(plan, p, 0, n, src, dst, c + p * b); });
}

// A bucket of at most this many bytes is finished by LsdSort (its items and
// buffers then stay in the L2 cache); a larger one takes another MSD pass.
constexpr int64_t kLsdMaxBytes = 1 << 20;
// MSD digits are 8 bits: few enough write streams for the TLB when the
// line is much larger than the caches.
constexpr int kMsdBits = 8;

// Stable MSD pass on the digit (item >> shift) & mask of src(0) ..
// src(n-1) into dst[0, n); bucket d's items then occupy
// dst[starts[d], starts[d + 1]).
template <typename T, typename Src>
void MsdPass(int64_t n, int shift, uint32_t mask, const Src& src, T* dst, std::vector<uint32_t>* starts) {
  starts->assign(mask + 2, 0);
  uint32_t* c = starts->data() + 1;
  for (int64_t j = 0; j < n; ++j) ++c[static_cast<uint32_t>(src(j) >> shift) & mask];
  for (uint32_t d = 0; d <= mask; ++d) c[d] += c[static_cast<int64_t>(d) - 1];
  std::vector<uint32_t> offsets(starts->begin(), starts->end() - 1);
  for (int64_t j = 0; j < n; ++j) {
    T v = src(j);
    dst[offsets[static_cast<uint32_t>(v >> shift) & mask]++] = v;
  }
}

// Sorts src[0, n) on key bits [key_shift, key_shift + key_bits) and calls
// store(base + rank, item); src and other (n items each) are both
// overwritten.
template <typename T, typename Store>
void SortBucket(T* src, T* other, int64_t n, int64_t base, int key_shift, int key_bits, const Store& store,
                std::vector<uint32_t>* counts) {
  auto load = [src](int64_t j) { return src[j]; };
  if (n * static_cast<int64_t>(sizeof(T)) <= kLsdMaxBytes || key_bits <= kMsdBits) {
    // LsdSort reads src only in its first pass; its second pass may
    // overwrite it.
    LsdSort<T>(
        n, key_shift, key_bits, load, [&store, base](int64_t r, T v) { store(base + r, v); }, other, src, counts);
    return;
  }
  const int shift = key_shift + key_bits - kMsdBits;
  const uint32_t mask = (uint32_t{1} << kMsdBits) - 1;
  std::vector<uint32_t> starts;
  MsdPass<T>(n, shift, mask, load, other, &starts);
  for (uint32_t d = 0; d <= mask; ++d) {
    const int64_t b = starts[d], e = starts[d + 1];
    if (e > b) SortBucket<T>(other + b, src + b, e - b, base + b, key_shift, key_bits - kMsdBits, store, counts);
  }
}

// The thread count for one line of n items: at least 64K items a thread.
inline int LineThreads(int64_t n, int threads) {
  return static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(threads, n / (int64_t{1} << 16))));
}

// Stable MSD pass over load(0) .. load(n-1) on the digit (item >> shift) &
// mask, on `threads` threads, into dst[0, n): thread t counts and scatters
// input chunk t (within each bucket chunk t's items follow chunk t-1's,
// which keeps the pass stable). The buckets are then shared out among the
// threads in contiguous groups of about n / threads items, and
// finish(t, begin, end) runs on thread t for each of its non-empty buckets
// dst[begin, end).
template <typename T, typename Load, typename Finish>
void ParallelMsdPass(int64_t n, int shift, uint32_t mask, int threads, const Load& load, T* dst, const Finish& finish) {
  const int64_t buckets = int64_t{mask} + 1;
  auto on_threads = [threads](const auto& fn) {
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(fn, t);
    fn(0);
    for (std::thread& th : pool) th.join();
  };
  const int64_t chunk = (n + threads - 1) / threads;
  std::vector<uint32_t> per(static_cast<size_t>(threads) * buckets, 0);
  on_threads([&](int t) {
    const int64_t begin = std::min<int64_t>(n, t * chunk), end = std::min<int64_t>(n, begin + chunk);
    uint32_t* c = per.data() + t * buckets;
    for (int64_t j = begin; j < end; ++j) ++c[static_cast<uint32_t>(load(j) >> shift) & mask];
  });
  std::vector<int64_t> starts(buckets + 1, 0);
  uint32_t sum = 0;
  for (int64_t d = 0; d < buckets; ++d) {
    starts[d] = sum;
    for (int t = 0; t < threads; ++t) {
      uint32_t c = per[t * buckets + d];
      per[t * buckets + d] = sum;
      sum += c;
    }
  }
  starts[buckets] = sum;
  on_threads([&](int t) {
    const int64_t begin = std::min<int64_t>(n, t * chunk), end = std::min<int64_t>(n, begin + chunk);
    uint32_t* off = per.data() + t * buckets;
    for (int64_t j = begin; j < end; ++j) {
      T v = load(j);
      dst[off[static_cast<uint32_t>(v >> shift) & mask]++] = v;
    }
  });
  std::vector<int64_t> first_bucket(threads + 1, buckets);
  first_bucket[0] = 0;
  for (int t = 1, d = 0; t < threads; ++t) {
    while (d < buckets && starts[d] < t * chunk) ++d;
    first_bucket[t] = d;
  }
  on_threads([&](int t) {
    for (int64_t d = first_bucket[t]; d < first_bucket[t + 1]; ++d) {
      if (starts[d + 1] > starts[d]) finish(t, starts[d], starts[d + 1]);
    }
  });
}

// Sorts the n items load(0) .. load(n-1) like LsdSort, on up to `threads`
// threads: a line beyond the L2 cache first takes a ParallelMsdPass on the
// top kMsdBits; each bucket then takes further MSD passes until it fits the
// cache, where LsdSort finishes it. buf0 and buf1 hold n items each. One
// thread, or a line within the cache, uses LsdSort alone (measured as fast
// as MSD first on one thread).
template <typename T, typename Load, typename Store>
void RadixSort(int64_t n, int key_shift, int key_bits, int threads, const Load& load, const Store& store, T* buf0,
               T* buf1, std::vector<uint32_t>* counts) {
  threads = LineThreads(n, threads);
  if (threads == 1 || n * static_cast<int64_t>(sizeof(T)) <= kLsdMaxBytes || key_bits <= kMsdBits) {
    LsdSort<T>(n, key_shift, key_bits, load, store, buf0, buf1, counts);
    return;
  }
  std::vector<std::vector<uint32_t>> thread_counts(static_cast<size_t>(threads));
  ParallelMsdPass<T>(n, key_shift + key_bits - kMsdBits, (uint32_t{1} << kMsdBits) - 1, threads, load, buf0,
                     [&](int t, int64_t b, int64_t e) {
                       SortBucket<T>(buf0 + b, buf1 + b, e - b, b, key_shift, key_bits - kMsdBits, store,
                                     t == 0 ? counts : &thread_counts[t]);
                     });
}

}  // namespace radix
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_SORT_RADIX_SORT_H_
