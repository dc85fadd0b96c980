// The radix paths of the CPU sort (radix_sort.h as sort.cc uses it): bare
// key sorts of values, (key, position) pairs written straight into int32 /
// int64 indices, the fallback for lines with NaN or -0.0, digit widths
// changing at 4096 elements, skipped passes, and the multi-threaded MSD
// pass of one long line. Every result is compared bit for bit with
// std::stable_sort computed here (NaN above +inf, -0.0 == +0.0, ties in
// index order in both directions).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/packed_func.h"
#include "compiler/runtime/sort/sort.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

const DataType kF32 = DataType::Float(32);
const DataType kI32 = DataType::Int(32);
const DataType kI64 = DataType::Int(64);
const double kNaN = std::numeric_limits<double>::quiet_NaN();

// Values in [0, range) shifted down by range / 2 when signed (many ties),
// floats divided by 4 so they have fractions.
NDArray Random(int64_t rows, int64_t cols, DataType t, int64_t range, uint64_t seed) {
  NDArray a = NDArray::Empty({rows, cols}, t);
  uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
  const bool is_signed = !t.is_uint();
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    int64_t v = static_cast<int64_t>((s >> 33) % static_cast<uint64_t>(range));
    if (is_signed) v -= range / 2;
    if (t.is_floating()) {
      a.SetDouble(i, static_cast<double>(v) / 4.0);
    } else {
      a.SetInt(i, v);
    }
  }
  return a;
}

// The stable order of row `r` (positions), by the sort.h element order.
std::vector<int64_t> ReferenceOrder(const NDArray& x, int64_t r, bool ascend) {
  const int64_t cols = x.shape()[1];
  const DataType t = x.dtype();
  std::vector<int64_t> order(cols);
  std::iota(order.begin(), order.end(), 0);
  auto less = [&](int64_t a, int64_t b) {
    const int64_t i = r * cols + a, j = r * cols + b;
    if (t.is_floating()) {
      const double u = x.GetDouble(i), v = x.GetDouble(j);
      return (!std::isnan(u) && std::isnan(v)) || u < v;
    }
    if (t.is_uint()) return static_cast<uint64_t>(x.GetInt(i)) < static_cast<uint64_t>(x.GetInt(j));
    return x.GetInt(i) < x.GetInt(j);
  };
  if (ascend) {
    std::stable_sort(order.begin(), order.end(), less);
  } else {
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return less(b, a); });
  }
  return order;
}

// Sort, argsort (int32 and int64) and, for some rows, int16 / float32
// indices, against ReferenceOrder; sorted values compared bit for bit.
void ExpectMatches(const NDArray& x, const std::string& what) {
  const int64_t rows = x.shape()[0], cols = x.shape()[1];
  const int64_t eb = x.dtype().bytes();
  for (bool ascend : {true, false}) {
    const std::string w = what + (ascend ? " asc" : " desc");
    NDArray sorted = SortArray(x, 1, ascend);
    NDArray idx32 = ArgsortArray(x, 1, ascend, kI32);
    NDArray idx64 = ArgsortArray(x, -1, ascend, kI64);
    NDArray idx_f32 = ArgsortArray(x, 1, ascend, kF32);
    const auto* in = static_cast<const uint8_t*>(x.data());
    const auto* out = static_cast<const uint8_t*>(sorted.data());
    for (int64_t r = 0; r < rows; ++r) {
      std::vector<int64_t> order = ReferenceOrder(x, r, ascend);
      int64_t bad_value = -1, bad_index = -1;
      for (int64_t j = 0; j < cols && (bad_value < 0 || bad_index < 0); ++j) {
        if (bad_value < 0 && std::memcmp(out + (r * cols + j) * eb, in + (r * cols + order[j]) * eb, eb) != 0) {
          bad_value = j;
        }
        const int64_t at = r * cols + j;
        if (bad_index < 0 && (idx32.GetInt(at) != order[j] || idx64.GetInt(at) != order[j] ||
                              idx_f32.GetDouble(at) != static_cast<double>(order[j]))) {
          bad_index = j;
        }
      }
      EXPECT_EQ(bad_value, -1) << "sort " << w << " row " << r << ": first wrong rank";
      EXPECT_EQ(bad_index, -1) << "argsort " << w << " row " << r << ": first wrong rank";
    }
  }
}

const std::vector<DataType>& AllDTypes() {
  static const std::vector<DataType> dtypes = {DataType::Float(16),
                                               DataType::BFloat16(),
                                               kF32,
                                               DataType::Float(64),
                                               DataType::Int(8),
                                               DataType::Int(16),
                                               kI32,
                                               kI64,
                                               DataType::UInt(8),
                                               DataType::UInt(16),
                                               DataType::UInt(32),
                                               DataType::UInt(64)};
  return dtypes;
}

// 511 compares; 512 and 4095 radix-sort with 8-bit digits, 4096 and 5000
// with 11-bit digits.
TEST(SortRadixTest, LengthsAroundThresholdsOfEveryDType) {
  for (DataType t : AllDTypes()) {
    for (int64_t cols : {511, 512, 4095, 4096, 5000}) {
      NDArray x = Random(2, cols, t, t.bits() == 8 ? 250 : 4 * cols, 3 + cols);
      ExpectMatches(x, t.ToString() + " x" + std::to_string(cols));
    }
  }
}

// NaNs of both signs and payloads and -0.0 next to +0.0 rule out the bare
// key sort of values (they share a key with other bit patterns); the line
// must come out in the stable order, bits intact.
TEST(SortRadixTest, NaNAndSignedZeroLinesKeepStableBits) {
  for (DataType t : {DataType::Float(16), DataType::BFloat16(), kF32, DataType::Float(64)}) {
    for (int64_t cols : {600, 6000}) {
      NDArray x = Random(3, cols, t, 40, 9);
      // Row 0: signed zeros only; row 1: NaNs only; row 2: neither.
      for (int64_t j = 0; j < cols; j += 7) x.SetDouble(j, (j / 7) % 2 ? -0.0 : 0.0);
      for (int64_t j = 0; j < cols; j += 11) x.SetDouble(cols + j, (j / 11) % 2 ? -kNaN : kNaN);
      // A NaN with another payload (quiet bit and a low bit set).
      if (t == kF32) {
        const uint32_t payload = 0x7FC00001u;
        std::memcpy(static_cast<uint8_t*>(x.data()) + (cols + 5) * 4, &payload, 4);
      }
      ExpectMatches(x, t.ToString() + " specials x" + std::to_string(cols));
    }
  }
}

// Every element equal: every digit pass is skipped and the line is copied
// (stable: indices in order in both directions).
TEST(SortRadixTest, AllEqualKeys) {
  for (DataType t : {kF32, DataType::Float(16), kI32, DataType::UInt(8), DataType::Float(64)}) {
    NDArray x = Random(2, 5000, t, 1, 1);
    ExpectMatches(x, t.ToString() + " all equal");
    NDArray idx = ArgsortArray(x, 1, false, kI32);
    EXPECT_EQ(idx.GetInt(4999), 4999) << t.ToString();
  }
}

// Keys whose low and middle digits are constant (multiples of 2^20 as
// int32): those passes are skipped, the rest must still order the line.
TEST(SortRadixTest, ConstantMiddleDigits) {
  NDArray x = Random(1, 8000, kI32, 300, 4);
  for (int64_t j = 0; j < 8000; ++j) x.SetInt(j, x.GetInt(j) * (int64_t{1} << 20));
  ExpectMatches(x, "int32 * 2^20");
}

// One line longer than the cache with several threads: the parallel MSD pass
// (chunks counted and scattered per thread) and buckets shared out, each
// then finished by vqsort (sort of 32- and 64-bit values) or by the radix
// sort (argsort, 16-bit values). Values sorted by vqsort are split from 4
// threads on (2 and 3 threads: one vqsort of the line).
TEST(SortRadixTest, OneLongLineOnThreads) {
  const int saved = SortThreads();
  for (int threads : {1, 2, 3, 4}) {
    SetSortThreads(threads);
    const std::string w = " on " + std::to_string(threads) + " threads";
    // Skewed floats: most keys in few top buckets, ties from a small range.
    NDArray x = Random(1, 300000, kF32, 20000, 8);
    for (int64_t j = 0; j < 300000; ++j) x.SetDouble(j, std::exp2(x.GetDouble(j) / 1000.0));
    ExpectMatches(x, "f32 1x300000" + w);
    ExpectMatches(Random(1, 300000, DataType::Int(16), 60000, 2), "int16 1x300000" + w);
    ExpectMatches(Random(1, 140000, kF32, 1, 5), "f32 equal 1x140000" + w);
    ExpectMatches(Random(1, 200000, kI64, int64_t{1} << 40, 6), "int64 1x200000" + w);
  }
  SetSortThreads(saved);
}

// Long lines along axis 0 (strided, so each line is gathered and written
// back with a stride) on several threads per line: each column must come
// out as std::sort of the same column, in both directions.
TEST(SortRadixTest, LongStridedLinesOnThreads) {
  const int saved = SortThreads();
  SetSortThreads(8);  // two lines of 270000: four threads each
  constexpr int64_t kRows = 270000;
  for (DataType t : {kF32, DataType::Float(64), kI32}) {
    NDArray x = Random(kRows, 2, t, 1 << 20, 7);
    for (bool ascend : {true, false}) {
      NDArray sorted = SortArray(x, 0, ascend);
      for (int64_t c = 0; c < 2; ++c) {
        std::vector<double> want(kRows), got(kRows);
        for (int64_t r = 0; r < kRows; ++r) {
          want[r] = x.GetDouble(r * 2 + c);
          got[r] = sorted.GetDouble(r * 2 + c);
        }
        if (ascend) {
          std::sort(want.begin(), want.end());
        } else {
          std::sort(want.begin(), want.end(), [](double a, double b) { return a > b; });
        }
        EXPECT_EQ(got, want) << t.ToString() << (ascend ? " asc" : " desc") << " column " << c;
      }
    }
  }
  SetSortThreads(saved);
}

// topk of every rank with both outputs goes through the (key, position)
// pairs and s.order instead of the direct writes; all three must agree.
TEST(SortRadixTest, TopKOfAllRanksAndBothOutputs) {
  NDArray x = Random(3, 5000, kF32, 500, 6);
  for (bool ascend : {true, false}) {
    std::vector<NDArray> top = TopKArrays(x, 0, 1, ascend, kI32);  // k < 1: every rank, values and indices
    NDArray idx = ArgsortArray(x, 1, ascend, kI64);
    NDArray sorted = SortArray(x, 1, ascend);
    EXPECT_EQ(std::memcmp(top[0].data(), sorted.data(), sorted.NumBytes()), 0);
    EXPECT_EQ(top[1].ToIntVector(), idx.ToIntVector());
    for (int64_t r = 0; r < 3; ++r) {
      std::vector<int64_t> order = ReferenceOrder(x, r, ascend);
      const std::vector<int64_t> all = idx.ToIntVector();
      EXPECT_TRUE(std::equal(order.begin(), order.end(), all.begin() + r * 5000)) << r;
    }
  }
}

// An argsort whose uint32 indices overwrite its own uint32 input. Values
// below 2048 leave one active digit pass, which reads the input while it
// writes the indices, so the line must be copied first.
TEST(SortRadixTest, ArgsortWrittenOverItsInput) {
  const DataType u32 = DataType::UInt(32);
  NDArray x = Random(2, 5000, u32, 2000, 12);
  std::vector<std::vector<int64_t>> want = {ReferenceOrder(x, 0, false), ReferenceOrder(x, 1, false)};
  const int64_t shape[2] = {2, 5000};
  DLTensor t{x.data(), {1, 0}, 2, ToDLDataType(u32), shape, nullptr, 0};
  Argsort(t, t, 1, false);
  const std::vector<int64_t> all = x.ToIntVector();
  for (int64_t r = 0; r < 2; ++r) {
    std::vector<int64_t> got(all.begin() + r * 5000, all.begin() + (r + 1) * 5000);
    EXPECT_EQ(got, want[r]) << "row " << r;
  }
}

}  // namespace
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
