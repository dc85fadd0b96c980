#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Bool;
using testing::Close;
using testing::F32;
using testing::I32;
using testing::I64;
using testing::Of;
using testing::ThrowsWith;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(BinaryTest, BroadcastShapes) {
  EXPECT_EQ(BroadcastShapes({2, 1, 3}, {4, 1}), (Shape{2, 4, 3}));
  EXPECT_EQ(BroadcastShapes({}, {5}), (Shape{5}));
  EXPECT_EQ(BroadcastShapes({0, 1}, {1, 3}), (Shape{0, 3}));
  EXPECT_TRUE(ThrowsWith(
      [] {
        BroadcastShapes({2, 3}, {4}, "add");
      },
      "add: shapes (2, 3) and (4,) are not broadcastable"));
}

TEST(BinaryTest, AddBroadcastsRowAndColumn) {
  NDArray col = F32({2, 1}, {10, 20});
  NDArray row = F32({3}, {1, 2, 3});
  EXPECT_TRUE(Close(Add(col, row), F32({2, 3}, {11, 12, 13, 21, 22, 23})));
  EXPECT_TRUE(Close(Subtract(row, col), F32({2, 3}, {-9, -8, -7, -19, -18, -17})));
  EXPECT_TRUE(Close(Multiply(NDArray::Scalar(2, DataType::Float(32)), row), F32({3}, {2, 4, 6})));
  EXPECT_TRUE(Close(Add(F32({0, 3}, {}), row), F32({0, 3}, {})));
}

TEST(BinaryTest, DtypesMustMatch) {
  EXPECT_TRUE(ThrowsWith([] { Add(F32({1}, {1}), I32({1}, {1})); },
                         "add: operands must have the same dtype, got float32 and int32"));
}

TEST(BinaryTest, IntegerArithmeticWraps) {
  NDArray a = Of(DataType::Int(8), {2}, {100, -100});
  NDArray b = Of(DataType::Int(8), {2}, {100, 100});
  EXPECT_TRUE(Close(Add(a, b), Of(DataType::Int(8), {2}, {-56, 0})));
  EXPECT_TRUE(Close(Multiply(a, b), Of(DataType::Int(8), {2}, {16, -16})));
  NDArray u = Of(DataType::UInt(8), {1}, {3});
  EXPECT_TRUE(Close(Subtract(u, Of(DataType::UInt(8), {1}, {5})), Of(DataType::UInt(8), {1}, {254})));
}

TEST(BinaryTest, DivisionFamilies) {
  NDArray a = I32({4}, {7, -7, 7, -7});
  NDArray b = I32({4}, {2, 2, -2, -2});
  EXPECT_TRUE(Close(Divide(a, b), I32({4}, {3, -3, -3, 3})));       // Truncating.
  EXPECT_TRUE(Close(FloorDivide(a, b), I32({4}, {3, -4, -4, 3})));  // Python //.
  EXPECT_TRUE(Close(FloorMod(a, b), I32({4}, {1, 1, -1, -1})));     // Python %.
  EXPECT_TRUE(Close(Mod(a, b), I32({4}, {1, -1, 1, -1})));          // C %.
  NDArray fa = F32({4}, {7.5, -7.5, 7.5, -7.5});
  NDArray fb = F32({4}, {2, 2, -2, -2});
  EXPECT_TRUE(Close(Divide(fa, fb), F32({4}, {3.75, -3.75, -3.75, 3.75})));
  EXPECT_TRUE(Close(FloorDivide(fa, fb), F32({4}, {3, -4, -4, 3})));
  EXPECT_TRUE(Close(FloorMod(fa, fb), F32({4}, {1.5, 0.5, -0.5, -1.5})));
  EXPECT_TRUE(Close(Mod(fa, fb), F32({4}, {1.5, -1.5, 1.5, -1.5})));
  EXPECT_TRUE(Close(Divide(F32({2}, {1, -1}), F32({2}, {0, 0})), F32({2}, {kInf, -kInf})));
  EXPECT_TRUE(ThrowsWith([] { Divide(I32({1}, {1}), I32({1}, {0})); }, "divide: integer division by zero"));
  // INT64_MIN / -1 wraps instead of trapping.
  NDArray m = I64({1}, {std::numeric_limits<int64_t>::min()});
  EXPECT_TRUE(Close(Divide(m, I64({1}, {-1})), m));
}

TEST(BinaryTest, UInt64IsUnsigned) {
  NDArray big = NDArray::FromVector<uint64_t>({1}, {18446744073709551615ull}, DataType::UInt(64));
  NDArray two = NDArray::FromVector<uint64_t>({1}, {2}, DataType::UInt(64));
  EXPECT_TRUE(Close(Greater(big, two), Bool({1}, {1})));
  EXPECT_EQ(static_cast<uint64_t>(Divide(big, two).GetInt(0)), 9223372036854775807ull);
  EXPECT_EQ(static_cast<uint64_t>(Maximum(big, two).GetInt(0)), 18446744073709551615ull);
}

TEST(BinaryTest, Power) {
  EXPECT_TRUE(Close(Power(F32({3}, {2, 4, -8}), F32({3}, {3, 0.5, 1.0 / 3})), F32({3}, {8, 2, kNaN})));
  EXPECT_TRUE(Close(Power(I32({3}, {2, -3, 10}), I32({3}, {10, 3, 0})), I32({3}, {1024, -27, 1})));
  EXPECT_TRUE(ThrowsWith([] { Power(I32({1}, {2}), I32({1}, {-1})); }, "negative integer powers"));
}

TEST(BinaryTest, MaximumMinimumPropagateNaN) {
  NDArray a = F32({3}, {1, kNaN, 5});
  NDArray b = F32({3}, {2, 0, kNaN});
  EXPECT_TRUE(Close(Maximum(a, b), F32({3}, {2, kNaN, kNaN})));
  EXPECT_TRUE(Close(Minimum(a, b), F32({3}, {1, kNaN, kNaN})));
  EXPECT_TRUE(Close(Maximum(I32({2}, {-1, 3}), I32({2}, {0, 2})), I32({2}, {0, 3})));
}

TEST(BinaryTest, Comparisons) {
  NDArray a = F32({2, 2}, {1, 2, 3, kNaN});
  NDArray b = F32({2}, {2, 2});
  EXPECT_TRUE(Close(Equal(a, b), Bool({2, 2}, {0, 1, 0, 0})));
  EXPECT_TRUE(Close(NotEqual(a, b), Bool({2, 2}, {1, 0, 1, 1})));
  EXPECT_TRUE(Close(Less(a, b), Bool({2, 2}, {1, 0, 0, 0})));
  EXPECT_TRUE(Close(LessEqual(a, b), Bool({2, 2}, {1, 1, 0, 0})));
  EXPECT_TRUE(Close(Greater(a, b), Bool({2, 2}, {0, 0, 1, 0})));
  EXPECT_TRUE(Close(GreaterEqual(a, b), Bool({2, 2}, {0, 1, 1, 0})));
  EXPECT_TRUE(Close(Less(I32({2}, {-1, 5}), I32({1}, {0})), Bool({2}, {1, 0})));
}

TEST(BinaryTest, LogicalAndBitwise) {
  NDArray p = Bool({4}, {0, 0, 1, 1});
  NDArray q = Bool({4}, {0, 1, 0, 1});
  EXPECT_TRUE(Close(LogicalAnd(p, q), Bool({4}, {0, 0, 0, 1})));
  EXPECT_TRUE(Close(LogicalOr(p, q), Bool({4}, {0, 1, 1, 1})));
  EXPECT_TRUE(Close(LogicalXor(p, q), Bool({4}, {0, 1, 1, 0})));
  EXPECT_TRUE(Close(LogicalAnd(F32({2}, {0.5, 0}), F32({2}, {2, 2})), Bool({2}, {1, 0})));
  NDArray x = I32({2}, {12, -1});
  NDArray y = I32({2}, {10, 6});
  EXPECT_TRUE(Close(BitwiseAnd(x, y), I32({2}, {8, 6})));
  EXPECT_TRUE(Close(BitwiseOr(x, y), I32({2}, {14, -1})));
  EXPECT_TRUE(Close(BitwiseXor(x, y), I32({2}, {6, -7})));
  EXPECT_TRUE(
      ThrowsWith([] { BitwiseAnd(F32({1}, {1}), F32({1}, {1})); }, "bitwise_and: requires integer or bool operands"));
  EXPECT_TRUE(Close(LeftShift(I32({2}, {1, 3}), I32({2}, {4, 40})), I32({2}, {16, 0})));
  EXPECT_TRUE(Close(RightShift(I32({2}, {-16, 16}), I32({2}, {2, 2})), I32({2}, {-4, 4})));
  EXPECT_TRUE(Close(RightShift(Of(DataType::UInt(8), {1}, {255}), Of(DataType::UInt(8), {1}, {4})),
                    Of(DataType::UInt(8), {1}, {15})));
}

TEST(BinaryTest, FloatOnlyBinaryOps) {
  EXPECT_TRUE(Close(Atan2(F32({2}, {1, -1}), F32({2}, {1, 0})), F32({2}, {M_PI / 4, -M_PI / 2})));
  // log(e^1000 + e^1000) without overflow.
  EXPECT_TRUE(Close(LogAddExp(F32({2}, {1000, 0}), F32({2}, {1000, 0})), F32({2}, {1000 + M_LN2, M_LN2})));
  EXPECT_TRUE(Close(LogAddExp(F32({1}, {0}), F32({1}, {-kInf})), F32({1}, {0})));
  EXPECT_TRUE(ThrowsWith([] { Atan2(I32({1}, {1}), I32({1}, {1})); }, "atan2: requires floating"));
}

TEST(BinaryTest, WhereBroadcastsAllThree) {
  NDArray cond = Bool({2, 1}, {1, 0});
  NDArray a = F32({3}, {1, 2, 3});
  NDArray b = NDArray::Scalar(-1, DataType::Float(32));
  EXPECT_TRUE(Close(Where(cond, a, b), F32({2, 3}, {1, 2, 3, -1, -1, -1})));
  EXPECT_TRUE(Close(Where(I32({2}, {0, 7}), I32({2}, {1, 2}), I32({2}, {3, 4})), I32({2}, {3, 2})));
  EXPECT_TRUE(ThrowsWith([&] { Where(cond, a, I32({1}, {0})); }, "where: operands must have"));
}

TEST(BinaryTest, ApplyByName) {
  EXPECT_TRUE(Close(ApplyBinary("floor_mod", I32({1}, {-1}), I32({1}, {3})), I32({1}, {2})));
  EXPECT_TRUE(ThrowsWith([] { ApplyBinary("nope", I32({1}, {1}), I32({1}, {1})); }, "unknown binary operator 'nope'"));
}

TEST(BinaryTest, HalfPrecisionRoundsOnStore) {
  // 2048 + 1 is not representable in float16 (spacing 2 above 2048): ties to even 2048.
  NDArray a = Of(DataType::Float(16), {2}, {2048, 2048});
  NDArray b = Of(DataType::Float(16), {2}, {1, 3});
  EXPECT_TRUE(Close(Add(a, b), Of(DataType::Float(16), {2}, {2048, 2052}), 0, 0));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
