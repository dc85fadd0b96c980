#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F32;
using testing::I32;
using testing::I64;
using testing::Of;
using testing::ThrowsWith;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// x = [[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]]], shape (2, 2, 3).
NDArray Iota223() {
  std::vector<double> v(12);
  for (int i = 0; i < 12; ++i) v[i] = i;
  return F32({2, 2, 3}, v);
}

TEST(ReduceTest, SumOverAxesAndKeepdims) {
  NDArray x = Iota223();
  EXPECT_TRUE(Close(Sum(x), NDArray::Scalar(66, DataType::Float(32))));
  EXPECT_TRUE(Close(Sum(x, std::vector<int64_t>{0}), F32({2, 3}, {6, 8, 10, 12, 14, 16})));
  EXPECT_TRUE(Close(Sum(x, std::vector<int64_t>{-1}), F32({2, 2}, {3, 12, 21, 30})));
  EXPECT_TRUE(Close(Sum(x, {{0, 2}}, true), F32({1, 2, 1}, {24, 42})));
  EXPECT_TRUE(Close(Sum(x, std::nullopt, true), F32({1, 1, 1}, {66})));
  // An empty axis list reduces nothing.
  EXPECT_TRUE(Close(Sum(x, std::vector<int64_t>{}), x));
}

TEST(ReduceTest, AxisErrors) {
  NDArray x = Iota223();
  EXPECT_TRUE(ThrowsWith([&] { Sum(x, std::vector<int64_t>{3}); }, "sum: axis 3 is out of range for a 3-d input"));
  EXPECT_TRUE(ThrowsWith([&] { Max(x, std::vector<int64_t>{1, -2}); }, "max: axis -2 is repeated"));
}

TEST(ReduceTest, EmptyAndSizeOneDims) {
  NDArray e = F32({2, 0}, {});
  EXPECT_TRUE(Close(Sum(e, std::vector<int64_t>{1}), F32({2}, {0, 0})));
  EXPECT_TRUE(Close(Prod(e, std::vector<int64_t>{1}), F32({2}, {1, 1})));
  EXPECT_TRUE(Close(Mean(e, std::vector<int64_t>{1}), F32({2}, {kNaN, kNaN})));
  EXPECT_TRUE(Close(Sum(e, std::vector<int64_t>{0}), F32({0}, {})));
  EXPECT_TRUE(ThrowsWith([&] { Max(e, std::vector<int64_t>{1}); }, "max: reduction over a zero-size"));
  EXPECT_TRUE(Close(Max(F32({1, 3}, {4, 9, 2}), std::vector<int64_t>{0}), F32({3}, {4, 9, 2})));
}

TEST(ReduceTest, ProdMeanMaxMin) {
  NDArray x = F32({2, 3}, {1, 2, 3, 4, 5, 6});
  EXPECT_TRUE(Close(Prod(x, std::vector<int64_t>{1}), F32({2}, {6, 120})));
  EXPECT_TRUE(Close(Mean(x, std::vector<int64_t>{0}), F32({3}, {2.5, 3.5, 4.5})));
  EXPECT_TRUE(Close(Max(x, std::vector<int64_t>{1}), F32({2}, {3, 6})));
  EXPECT_TRUE(Close(Min(x, std::vector<int64_t>{0}, true), F32({1, 3}, {1, 2, 3})));
  EXPECT_TRUE(Close(Max(F32({3}, {1, kNaN, 3})), NDArray::Scalar(kNaN, DataType::Float(32))));
}

TEST(ReduceTest, IntegerReductions) {
  NDArray x = I32({2, 2}, {-7, 2, 4, 5});
  EXPECT_TRUE(Close(Sum(x, std::vector<int64_t>{1}), I32({2}, {-5, 9})));
  // Integer mean truncates toward zero: -5 / 2 = -2, 9 / 2 = 4.
  EXPECT_TRUE(Close(Mean(x, std::vector<int64_t>{1}), I32({2}, {-2, 4})));
  EXPECT_TRUE(Close(Min(x), NDArray::Scalar(-7, DataType::Int(32))));
  // Wrapping sum in int8: 100 + 100 = -56.
  EXPECT_TRUE(Close(Sum(Of(DataType::Int(8), {2}, {100, 100})), NDArray::Scalar(-56, DataType::Int(8))));
}

TEST(ReduceTest, VarianceAndStd) {
  NDArray x = F32({2, 4}, {1, 2, 3, 4, 2, 2, 2, 2});
  EXPECT_TRUE(Close(Variance(x, std::vector<int64_t>{1}), F32({2}, {1.25, 0})));
  EXPECT_TRUE(Close(Std(x, std::vector<int64_t>{1}, true), F32({2, 1}, {std::sqrt(1.25), 0})));
  // Population variance of all 8: mean 2.25, squares sum 5.5 -> 0.6875.
  EXPECT_TRUE(Close(Variance(x), NDArray::Scalar(0.6875, DataType::Float(32))));
}

TEST(ReduceTest, ArgMaxArgMin) {
  NDArray x = F32({2, 3}, {1, 5, 5, 7, -1, 7});
  EXPECT_TRUE(Close(ArgMax(x, 1), I64({2}, {1, 0})));  // Ties: first index.
  EXPECT_TRUE(Close(ArgMin(x, 1), I64({2}, {0, 1})));
  EXPECT_TRUE(Close(ArgMax(x, 0, true), I64({1, 3}, {1, 0, 1})));
  EXPECT_TRUE(Close(ArgMax(x), NDArray::FromVector<int64_t>({}, {3}, DataType::Int(64))));
  EXPECT_TRUE(Close(ArgMin(x, std::nullopt, true), I64({1, 1}, {4})));
  EXPECT_TRUE(Close(ArgMax(F32({4}, {1, kNaN, 9, kNaN}), 0), NDArray::Scalar(1, DataType::Int(64))));
  EXPECT_TRUE(Close(ArgMax(I32({3}, {-5, -2, -9}), -1), NDArray::Scalar(1, DataType::Int(64))));
  EXPECT_TRUE(ThrowsWith([] { ArgMax(F32({0}, {})); }, "argmax: attempt to get argmax of an empty"));
  EXPECT_TRUE(ThrowsWith([&] { ArgMax(x, 2); }, "argmax: axis 2 is out of range"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
