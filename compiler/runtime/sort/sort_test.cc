#include "compiler/runtime/sort/sort.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/packed_func.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

const DataType kF32 = DataType::Float(32);
const DataType kI32 = DataType::Int(32);
const DataType kI64 = DataType::Int(64);
const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

std::vector<int64_t> Ints(const NDArray& a) { return a.ToIntVector(); }

// Deterministic pseudo-random values in [0, range) (duplicates on purpose).
NDArray RandomArray(std::vector<int64_t> shape, DataType dtype, int64_t range, uint64_t seed, bool negative = true) {
  NDArray a = NDArray::Empty(shape, dtype);
  uint64_t s = seed * 6364136223846793005ull + 1442695040888963407ull;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    int64_t v = static_cast<int64_t>((s >> 33) % static_cast<uint64_t>(range));
    if (negative) v -= range / 2;
    if (dtype.is_floating()) {
      a.SetDouble(i, static_cast<double>(v) / 4.0);
    } else {
      a.SetInt(i, v);
    }
  }
  return a;
}

void ExpectSame(const NDArray& got, const NDArray& want, const std::string& what) {
  std::string message;
  EXPECT_TRUE(AllClose(got, want, 0, 0, &message)) << what << ": " << message;
}

// ------------------------------------------------------ hand-computed --

TEST(SortTest, HandComputedFloat) {
  NDArray x = NDArray::FromVector<double>({5}, {3, 1, 2, 1, -4}, kF32);
  EXPECT_EQ(SortArray(x, -1, true).ToDoubleVector(), (std::vector<double>{-4, 1, 1, 2, 3}));
  EXPECT_EQ(SortArray(x, 0, false).ToDoubleVector(), (std::vector<double>{3, 2, 1, 1, -4}));
  // Ties (the two 1s at positions 1 and 3) keep index order both ways.
  EXPECT_EQ(Ints(ArgsortArray(x, 0, true, kI32)), (std::vector<int64_t>{4, 1, 3, 2, 0}));
  EXPECT_EQ(Ints(ArgsortArray(x, 0, false, kI64)), (std::vector<int64_t>{0, 2, 1, 3, 4}));
  std::vector<NDArray> top = TopKArrays(x, 2, -1, false, kI32);
  EXPECT_EQ(top[0].ToDoubleVector(), (std::vector<double>{3, 2}));
  EXPECT_EQ(Ints(top[1]), (std::vector<int64_t>{0, 2}));
  top = TopKArrays(x, 3, -1, true, kI64);
  EXPECT_EQ(top[0].ToDoubleVector(), (std::vector<double>{-4, 1, 1}));
  EXPECT_EQ(Ints(top[1]), (std::vector<int64_t>{4, 1, 3}));
}

TEST(SortTest, StableTiesInBothDirections) {
  NDArray x = NDArray::FromVector<int64_t>({8}, {2, 1, 2, 1, 2, 1, 2, 1}, kI32);
  EXPECT_EQ(Ints(ArgsortArray(x, 0, true, kI32)), (std::vector<int64_t>{1, 3, 5, 7, 0, 2, 4, 6}));
  EXPECT_EQ(Ints(ArgsortArray(x, 0, false, kI32)), (std::vector<int64_t>{0, 2, 4, 6, 1, 3, 5, 7}));
  // topk of ties takes the lowest indices first.
  EXPECT_EQ(Ints(TopKArrays(x, 3, 0, false, kI32)[1]), (std::vector<int64_t>{0, 2, 4}));
  EXPECT_EQ(Ints(TopKArrays(x, 3, 0, true, kI32)[1]), (std::vector<int64_t>{1, 3, 5}));
}

TEST(SortTest, NaNRanksAboveInfinity) {
  NDArray x = NDArray::FromVector<double>({6}, {kNaN, 1, -kNaN, -kInf, kInf, 0}, kF32);
  EXPECT_EQ(Ints(ArgsortArray(x, 0, true, kI32)), (std::vector<int64_t>{3, 5, 1, 4, 0, 2}));
  EXPECT_EQ(Ints(ArgsortArray(x, 0, false, kI32)), (std::vector<int64_t>{0, 2, 4, 1, 5, 3}));
  std::vector<double> s = SortArray(x, 0, true).ToDoubleVector();
  EXPECT_EQ(s[0], -kInf);
  EXPECT_EQ(s[3], kInf);
  EXPECT_TRUE(std::isnan(s[4]) && std::isnan(s[5]));
  // largest-topk takes the NaNs first.
  EXPECT_EQ(Ints(TopKArrays(x, 3, 0, false, kI32)[1]), (std::vector<int64_t>{0, 2, 4}));
  // The same order in float64, float16 and bfloat16.
  for (DataType t : {DataType::Float(64), DataType::Float(16), DataType::BFloat16()}) {
    NDArray y = NDArray::FromVector<double>({6}, {kNaN, 1, -kNaN, -kInf, kInf, 0}, t);
    EXPECT_EQ(Ints(ArgsortArray(y, 0, true, kI32)), (std::vector<int64_t>{3, 5, 1, 4, 0, 2})) << t.ToString();
    EXPECT_EQ(Ints(ArgsortArray(y, 0, false, kI32)), (std::vector<int64_t>{0, 2, 4, 1, 5, 3})) << t.ToString();
  }
}

TEST(SortTest, SignedZerosAreEqualAndKeepTheirBits) {
  NDArray x = NDArray::FromVector<double>({4}, {0.0, -0.0, -1.0, -0.0}, kF32);
  EXPECT_EQ(Ints(ArgsortArray(x, 0, true, kI32)), (std::vector<int64_t>{2, 0, 1, 3}));
  NDArray s = SortArray(x, 0, true);
  EXPECT_FALSE(std::signbit(s.GetDouble(1)));
  EXPECT_TRUE(std::signbit(s.GetDouble(2)));
  EXPECT_TRUE(std::signbit(s.GetDouble(3)));
}

// ---------------------------------------------- against ref, every axis --

TEST(SortTest, EveryAxisMatchesReference) {
  NDArray x = RandomArray({3, 4, 5}, kF32, 7, 1);
  for (int64_t axis : {0, 1, 2, -1, -3}) {
    for (bool ascend : {true, false}) {
      std::string what = "axis " + std::to_string(axis) + (ascend ? " asc" : " desc");
      ExpectSame(SortArray(x, axis, ascend), ref::Sort(x, axis, !ascend), "sort " + what);
      ExpectSame(ArgsortArray(x, axis, ascend, kI64), ref::Argsort(x, axis, !ascend, kI64), "argsort " + what);
      std::vector<NDArray> got = TopKArrays(x, 2, axis, ascend, kI32);
      std::vector<NDArray> want = ref::TopK(x, 2, axis, "both", !ascend, kI32);
      ExpectSame(got[0], want[0], "topk values " + what);
      ExpectSame(got[1], want[1], "topk indices " + what);
    }
  }
}

TEST(SortTest, EveryDTypeMatchesReference) {
  std::vector<DataType> dtypes = {DataType::Float(16),
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
  for (DataType t : dtypes) {
    bool is_signed = !t.is_uint();
    NDArray x = RandomArray({4, 9}, t, 11, 7, is_signed);
    if (t == DataType::UInt(64)) x.SetInt(3, -1);  // 2^64 - 1: the largest, not negative
    if (t == kI64) x.SetInt(5, std::numeric_limits<int64_t>::min());
    for (bool ascend : {true, false}) {
      std::string what = t.ToString() + (ascend ? " asc" : " desc");
      ExpectSame(SortArray(x, 1, ascend), ref::Sort(x, 1, !ascend), "sort " + what);
      for (DataType idx : {kI32, kI64, kF32, DataType::Float(64)}) {
        ExpectSame(ArgsortArray(x, 1, ascend, idx), ref::Argsort(x, 1, !ascend, idx),
                   "argsort " + what + " -> " + idx.ToString());
      }
    }
  }
}

// Lines of 1000 and more take the radix sort; shorter ones (above) and topk
// of few elements the comparison sort. Both must give the same stable order.
TEST(SortTest, LongLinesOfEveryDTypeMatchReference) {
  std::vector<DataType> dtypes = {DataType::Float(16),
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
  for (DataType t : dtypes) {
    NDArray x = RandomArray({2, 1500}, t, t.bits() == 8 ? 200 : 3000, 5, !t.is_uint());
    if (t.is_floating()) {
      for (int64_t i : {3, 700, 1600}) x.SetDouble(i, kNaN);
      x.SetDouble(10, -kNaN);
      x.SetDouble(11, kInf);
      x.SetDouble(12, -kInf);
      x.SetDouble(13, -0.0);
      x.SetDouble(14, 0.0);
    } else if (t == DataType::UInt(64) || t == kI64) {
      x.SetInt(20, std::numeric_limits<int64_t>::min());
      x.SetInt(21, std::numeric_limits<int64_t>::max());
    }
    for (bool ascend : {true, false}) {
      std::string what = t.ToString() + (ascend ? " asc" : " desc");
      ExpectSame(SortArray(x, 1, ascend), ref::Sort(x, 1, !ascend), "sort " + what);
      ExpectSame(ArgsortArray(x, -1, ascend, kI64), ref::Argsort(x, -1, !ascend, kI64), "argsort " + what);
      // k * 64 <= 1500 (k = 1, 5, 23) takes the one-pass heap selection, 24 and 400 nth_element.
      for (int64_t k : {1, 5, 23, 24, 400}) {
        std::vector<NDArray> got = TopKArrays(x, k, 1, ascend, kI32);
        std::vector<NDArray> want = ref::TopK(x, k, 1, "both", !ascend, kI32);
        ExpectSame(got[0], want[0], "topk values k=" + std::to_string(k) + " " + what);
        ExpectSame(got[1], want[1], "topk indices k=" + std::to_string(k) + " " + what);
      }
    }
  }
}

TEST(SortTest, TopKVariantsOfK) {
  NDArray x = RandomArray({2, 6}, kF32, 5, 3);
  for (int64_t k : {1, 3, 6, 0, -1, 9}) {
    for (bool largest : {true, false}) {
      std::vector<NDArray> got = TopKArrays(x, k, 1, !largest, kI64);
      std::vector<NDArray> want = ref::TopK(x, k, 1, "both", largest, kI64);
      std::string what = "k=" + std::to_string(k) + (largest ? " largest" : " smallest");
      int64_t expect_extent = (k < 1 || k > 6) ? 6 : k;
      EXPECT_EQ(got[0].shape(), (std::vector<int64_t>{2, expect_extent})) << what;
      ExpectSame(got[0], want[0], "values " + what);
      ExpectSame(got[1], want[1], "indices " + what);
    }
  }
}

TEST(SortTest, ManyLinesUseThreadsAndStayCorrect) {
  // Large enough for the threaded path (forced on, whatever the host has);
  // lines of ties and both directions.
  const int saved = SortThreads();
  SetSortThreads(3);
  NDArray x = RandomArray({64, 3000}, kF32, 200, 11);
  ExpectSame(ArgsortArray(x, 1, false, kI32), ref::Argsort(x, 1, true, kI32), "argsort rows");
  ExpectSame(SortArray(x, 0, true), ref::Sort(x, 0, false), "sort columns");
  std::vector<NDArray> top = TopKArrays(x, 40, -1, false, kI32);
  ExpectSame(top[1], ref::TopK(x, 40, -1, "indices", true, kI32)[0], "topk 40");
  SetSortThreads(saved);
}

// ------------------------------------------- descriptors and packed API --

TEST(SortTest, StridedInputAndOffsetOutput) {
  // A 3x4 float32 array read transposed (shape (4, 3), strides (1, 4)).
  NDArray base = NDArray::FromVector<double>({3, 4}, {5, 1, 7, 2, 0, 9, 3, 3, 8, 4, 6, 1}, kF32);
  NDArray want = ref::Sort(NDArray::FromVector<double>({4, 3}, {5, 0, 8, 1, 9, 4, 7, 3, 6, 2, 3, 1}, kF32), 1);
  std::vector<float> out(1 + 12, -1.0f);  // one element of padding before the data
  PackedArgsBuilder b("tvm.contrib.sort.sort");
  b.Tensor(const_cast<void*>(base.data()), ToDLDataType(kF32), {4, 3}, {1, 4});
  b.Tensor(out.data(), ToDLDataType(kF32), {4, 3}, {}, sizeof(float));
  b.Int(1).Int(1);
  CallPacked(b.Build());
  EXPECT_EQ(out[0], -1.0f);
  for (int i = 0; i < 12; ++i) EXPECT_EQ(out[1 + i], want.GetDouble(i)) << i;
}

TEST(SortTest, SortWrittenOverItsInput) {
  // Contiguous lines are ranked in place, except when the output is the input.
  NDArray x = RandomArray({2, 1500}, kF32, 3000, 9);
  NDArray want = ref::Sort(x, 1);
  NDArray topk_want = ref::TopK(x, 3, 1, "values", true, kI32)[0];
  std::vector<NDArray> top = TopKArrays(x, 3, 1, false, kI32);
  ExpectSame(top[0], topk_want, "topk read in place");
  PackedArgsBuilder b("tvm.contrib.sort.sort");
  b.Tensor(x.data(), ToDLDataType(kF32), {2, 1500}, {});
  b.Tensor(x.data(), ToDLDataType(kF32), {2, 1500}, {});
  b.Int(1).Int(1);
  CallPacked(b.Build());
  ExpectSame(x, want, "sort in place");
}

TEST(SortTest, PackedTopKReturnTypes) {
  NDArray x = NDArray::FromVector<double>({2, 4}, {4, 1, 3, 2, 0, 8, 8, 5}, kF32);
  NDArray values = NDArray::Zeros({2, 2}, kF32);
  NDArray indices = NDArray::Zeros({2, 2}, kI64);
  PackedArgsBuilder both("tvm.contrib.sort.topk");
  both.Tensor(x).Tensor(values).Tensor(indices).Int(2).Int(-1).Str("both").Int(0);
  CallPacked(both.Build());
  EXPECT_EQ(values.ToDoubleVector(), (std::vector<double>{4, 3, 8, 8}));
  EXPECT_EQ(Ints(indices), (std::vector<int64_t>{0, 2, 1, 2}));

  NDArray only_idx = NDArray::Zeros({2, 2}, kI32);
  PackedArgsBuilder idx("tvm.contrib.sort.topk");
  idx.Tensor(x).Tensor(only_idx).Int(2).Int(1).Str("indices").Int(1);
  CallPacked(idx.Build());
  EXPECT_EQ(Ints(only_idx), (std::vector<int64_t>{1, 3, 0, 3}));

  NDArray only_val = NDArray::Zeros({2, 4}, kF32);
  PackedArgsBuilder val("tvm.contrib.sort.topk");
  val.Tensor(x).Tensor(only_val).Int(0).Int(1).Str("values").Int(1);  // k = 0: everything
  CallPacked(val.Build());
  EXPECT_EQ(only_val.ToDoubleVector(), (std::vector<double>{1, 2, 3, 4, 0, 5, 8, 8}));

  // A constant k larger than the axis: topi's output has extent k; the
  // entries past the axis' extent (2) are zero.
  NDArray v6 = NDArray::FromVector<double>({6, 4}, std::vector<double>(24, 9.0), kF32);
  NDArray i6 = NDArray::FromVector<int64_t>({6, 4}, std::vector<int64_t>(24, 7), kI32);
  PackedArgsBuilder big0("tvm.contrib.sort.topk");
  big0.Tensor(x).Tensor(v6).Tensor(i6).Int(6).Int(0).Str("both").Int(0);
  CallPacked(big0.Build());
  EXPECT_EQ(v6.ToDoubleVector(),
            (std::vector<double>{4, 8, 8, 5, 0, 1, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(Ints(i6), (std::vector<int64_t>{0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
}

std::string CallError(PackedArgsBuilder& b) {
  try {
    CallPacked(b.Build());
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "(no error)";
}

TEST(SortTest, BadArgumentsAreReported) {
  NDArray x = NDArray::FromVector<double>({2, 3}, {1, 2, 3, 4, 5, 6}, kF32);
  NDArray same = NDArray::Zeros({2, 3}, kF32);
  {
    PackedArgsBuilder b("tvm.contrib.sort.sort");
    b.Tensor(x).Tensor(same).Int(2).Int(1);
    EXPECT_EQ(CallError(b), "tvm.contrib.sort.sort: axis 2 is out of range for a 2-d input");
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.sort");
    b.Tensor(x).Tensor(NDArray::Zeros({2, 3}, kI32)).Int(1).Int(1);
    EXPECT_NE(CallError(b).find("the output must have the input's dtype float32"), std::string::npos);
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.argsort");
    b.Tensor(x).Tensor(NDArray::Zeros({3, 2}, kI32)).Int(1).Int(1);
    EXPECT_NE(CallError(b).find("the output must have shape (2, 3)"), std::string::npos);
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.argsort");
    b.Tensor(x).Tensor(NDArray::Zeros({2, 3}, DataType::Bool())).Int(1).Int(1);
    EXPECT_NE(CallError(b).find("must be an integer or float16/32/64 tensor"), std::string::npos);
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.sort");
    b.Tensor(x).Int(3).Int(1).Int(1);
    EXPECT_EQ(CallError(b), "tvm.contrib.sort.sort: argument 1 must be a tensor, got an int");
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.topk");
    b.Tensor(x).Tensor(same).Int(1).Int(1).Str("all").Int(1);
    EXPECT_NE(CallError(b).find("unsupported ret_type 'all'"), std::string::npos);
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.topk");
    b.Tensor(x).Tensor(same).Int(3).Int(1).Str("both").Int(1);
    EXPECT_NE(CallError(b).find("ret_type 'both' takes 7 arguments, got 6"), std::string::npos);
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.sort");
    b.Tensor(NDArray::Zeros({2}, DataType::Bool())).Tensor(NDArray::Zeros({2}, DataType::Bool())).Int(0).Int(1);
    EXPECT_NE(CallError(b).find("cannot sort a bool tensor of shape (2,)"), std::string::npos);
  }
  {
    PackedArgsBuilder b("tvm.contrib.sort.nope");
    // The known list also names the other runtime libraries (e.g. dnnl).
    std::string error = CallError(b);
    EXPECT_NE(error.find("packed function 'tvm.contrib.sort.nope' is not registered (known: "), std::string::npos)
        << error;
    EXPECT_NE(error.find("tvm.contrib.sort.argsort, tvm.contrib.sort.sort, tvm.contrib.sort.topk"), std::string::npos)
        << error;
  }
  // Nothing was written by the failing calls.
  EXPECT_EQ(same.ToDoubleVector(), (std::vector<double>{0, 0, 0, 0, 0, 0}));
}

TEST(SortTest, EmptyAxisAndEmptyLines) {
  NDArray x = NDArray::Zeros({3, 0}, kF32);
  EXPECT_EQ(SortArray(x, 1, true).shape(), (std::vector<int64_t>{3, 0}));
  EXPECT_EQ(ArgsortArray(x, 0, true, kI32).shape(), (std::vector<int64_t>{3, 0}));
  EXPECT_EQ(TopKArrays(x, 2, 0, false, kI32)[0].shape(), (std::vector<int64_t>{2, 0}));
}

}  // namespace
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
