#include <gtest/gtest.h>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F32;
using testing::I32;
using testing::Of;
using testing::ThrowsWith;

TEST(MatmulTest, TwoByThreeTimesThreeByTwo) {
  NDArray a = F32({2, 3}, {1, 2, 3, 4, 5, 6});
  NDArray b = F32({3, 2}, {7, 8, 9, 10, 11, 12});
  EXPECT_TRUE(Close(Matmul(a, b), F32({2, 2}, {58, 64, 139, 154})));
}

TEST(MatmulTest, OneDimensionalPromotion) {
  EXPECT_TRUE(Close(Matmul(F32({3}, {1, 2, 3}), F32({3}, {4, 5, 6})), NDArray::Scalar(32, DataType::Float(32))));
  NDArray m = F32({2, 2}, {1, 2, 3, 4});
  EXPECT_TRUE(Close(Matmul(F32({2}, {1, 2}), m), F32({2}, {7, 10})));
  EXPECT_TRUE(Close(Matmul(m, F32({2}, {1, 1})), F32({2}, {3, 7})));
  // 1-D against a batch: (2) x (3, 2, 2) -> (3, 2).
  NDArray batch = F32({3, 2, 2}, {1, 0, 0, 1, 2, 0, 0, 2, 0, 1, 1, 0});
  EXPECT_TRUE(Close(Matmul(F32({2}, {5, 7}), batch), F32({3, 2}, {5, 7, 10, 14, 7, 5})));
}

TEST(MatmulTest, BatchDimensionsBroadcast) {
  // a[i] = (i + 1) * I, b[j] = [[j, 1], [0, j]]  ->  out[i, j] = (i + 1) * b[j].
  NDArray a = F32({2, 1, 2, 2}, {1, 0, 0, 1, 2, 0, 0, 2});
  NDArray b = F32({3, 2, 2}, {0, 1, 0, 0, 1, 1, 0, 1, 2, 1, 0, 2});
  NDArray out = Matmul(a, b);
  EXPECT_TRUE(Close(out, F32({2, 3, 2, 2}, {0, 1, 0, 0, 1, 1, 0, 1, 2, 1, 0, 2, 0, 2, 0, 0, 2, 2, 0, 2, 4, 2, 0, 4})));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        Matmul(F32({2, 2, 2}, std::vector<double>(8)), b);
      },
      "matmul: shapes (2,) and (3,) are not broadcastable"));
}

TEST(MatmulTest, OutDtypeAndIntegerWrap) {
  NDArray a = Of(DataType::Int(8), {1, 2}, {100, 100});
  NDArray b = Of(DataType::Int(8), {2, 1}, {100, 100});
  EXPECT_TRUE(Close(Matmul(a, b, DataType::Int(32)), I32({1, 1}, {20000})));
  // Without out_dtype the int8 result wraps: 20000 mod 256 = 32.
  EXPECT_TRUE(Close(Matmul(a, b), Of(DataType::Int(8), {1, 1}, {32})));
  // float16 inputs with a float32 result: the sum 2048 + 1 + 1 is exact in
  // float32 although float16 could not hold the partial sum 2049.
  NDArray h = Of(DataType::Float(16), {1, 3}, {2048, 1, 1});
  NDArray ones = Of(DataType::Float(16), {3, 1}, {1, 1, 1});
  EXPECT_TRUE(Close(Matmul(h, ones, DataType::Float(32)), F32({1, 1}, {2050}), 0, 0));
}

TEST(MatmulTest, Errors) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Matmul(F32({2, 3}, std::vector<double>(6)), F32({2, 3}, std::vector<double>(6)));
      },
      "matmul: reduction dimensions differ: (2, 3) x (2, 3)"));
  EXPECT_TRUE(ThrowsWith([] { Matmul(F32({1}, {1}), I32({1}, {1})); }, "matmul: operands must have the same dtype"));
  EXPECT_TRUE(ThrowsWith([] { Matmul(NDArray::Scalar(1, DataType::Float(32)), F32({1}, {1})); }, "at least 1-D"));
}

TEST(MatmulTest, EmptyReductionGivesZeros) {
  EXPECT_TRUE(Close(Matmul(F32({2, 0}, {}), F32({0, 3}, {})), F32({2, 3}, {0, 0, 0, 0, 0, 0})));
}

// Values at size 256; speed is measured in //tools/bench, not here.
TEST(MatmulTest, Size256) {
  NDArray a = NDArray::Empty({256, 256}, DataType::Float(32));
  NDArray b = NDArray::Empty({256, 256}, DataType::Float(32));
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    a.SetDouble(i, (i % 256) == (i / 256) ? 2.0 : 0.0);  // 2 * identity
    b.SetDouble(i, static_cast<double>(i % 7));
  }
  NDArray c = Matmul(a, b);
  for (int64_t i = 0; i < c.NumElements(); ++i) EXPECT_EQ(c.GetDouble(i), 2.0 * (i % 7));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
