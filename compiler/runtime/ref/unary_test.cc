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
using testing::F64;
using testing::I32;
using testing::Of;
using testing::ThrowsWith;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(UnaryTest, Transcendentals) {
  EXPECT_TRUE(Close(Exp(F64({3}, {0, 1, -1})), F64({3}, {1, M_E, 1 / M_E}), 1e-15, 0));
  EXPECT_TRUE(Close(Log(F64({3}, {1, M_E, 0})), F64({3}, {0, 1, -kInf}), 1e-15, 0));
  EXPECT_TRUE(Close(Log2(F64({2}, {8, 0.5})), F64({2}, {3, -1})));
  EXPECT_TRUE(Close(Log10(F64({2}, {1000, 0.01})), F64({2}, {3, -2})));
  EXPECT_TRUE(Close(Log1p(F64({1}, {1e-10})), F64({1}, {9.9999999995e-11}), 1e-12, 0));
  EXPECT_TRUE(Close(Sqrt(F64({2}, {4, 2})), F64({2}, {2, M_SQRT2})));
  EXPECT_TRUE(Close(Rsqrt(F64({2}, {4, 0.25})), F64({2}, {0.5, 2})));
  EXPECT_TRUE(Close(Tanh(F64({2}, {0.5, 100})), F64({2}, {0.46211715726000974, 1})));
  EXPECT_TRUE(Close(Erf(F64({2}, {0, 1})), F64({2}, {0, 0.8427007929497149})));
  EXPECT_TRUE(Close(Asinh(F64({1}, {1})), F64({1}, {0.881373587019543})));
  EXPECT_TRUE(Close(Sin(F64({2}, {0, M_PI / 2})), F64({2}, {0, 1})));
  EXPECT_TRUE(Close(Cos(F64({1}, {M_PI})), F64({1}, {-1})));
  EXPECT_TRUE(Close(Atan(F64({1}, {1})), F64({1}, {M_PI / 4})));
  EXPECT_TRUE(Close(Acos(F64({1}, {0})), F64({1}, {M_PI / 2})));
  EXPECT_TRUE(Close(Cosh(F64({1}, {0})), F64({1}, {1})));
}

TEST(UnaryTest, SigmoidIsStableForLargeInputs) {
  NDArray y = Sigmoid(F64({5}, {0, 2, -1000, 1000, -2}));
  EXPECT_TRUE(Close(y, F64({5}, {0.5, 0.8807970779778823, 0, 1, 1 - 0.8807970779778823}), 1e-14, 0));
  EXPECT_FALSE(std::isnan(y.GetDouble(2)));
}

TEST(UnaryTest, RoundsToOutputDtypeOnce) {
  // exp(1) = 2.71828... rounds to the float16 2.71875 (0x4170).
  NDArray y = Exp(Of(DataType::Float(16), {1}, {1}));
  EXPECT_EQ(y.dtype(), DataType::Float(16));
  EXPECT_EQ(*y.data_as<uint16_t>(), 0x4170);
  EXPECT_EQ(Exp(Of(DataType::BFloat16(), {1}, {1})).GetDouble(0), 2.71875);
}

TEST(UnaryTest, RoundingFamilies) {
  NDArray x = F32({6}, {0.5, 1.5, 2.5, -0.5, -2.5, -1.7});
  EXPECT_TRUE(Close(Round(x), F32({6}, {0, 2, 2, -0.0, -2, -2})));
  EXPECT_TRUE(std::signbit(Round(x).GetDouble(3)));
  EXPECT_TRUE(Close(Floor(x), F32({6}, {0, 1, 2, -1, -3, -2})));
  EXPECT_TRUE(Close(Ceil(x), F32({6}, {1, 2, 3, -0.0, -2, -1})));
  EXPECT_TRUE(Close(Trunc(x), F32({6}, {0, 1, 2, 0, -2, -1})));
  // Identity on integers.
  EXPECT_TRUE(Close(Floor(I32({2}, {-3, 4})), I32({2}, {-3, 4})));
}

TEST(UnaryTest, SignAbsNegativeSquare) {
  EXPECT_TRUE(Close(Sign(F32({4}, {-3, 0, 2, kNaN})), F32({4}, {-1, 0, 1, kNaN})));
  EXPECT_TRUE(Close(Sign(I32({3}, {-7, 0, 9})), I32({3}, {-1, 0, 1})));
  EXPECT_TRUE(Close(Abs(F32({2}, {-1.5, 2})), F32({2}, {1.5, 2})));
  // Integer results wrap to the dtype: |-128| and -(-128) stay -128 in int8.
  NDArray i8 = Of(DataType::Int(8), {2}, {-128, 5});
  EXPECT_TRUE(Close(Abs(i8), Of(DataType::Int(8), {2}, {-128, 5})));
  EXPECT_TRUE(Close(Negative(i8), Of(DataType::Int(8), {2}, {-128, -5})));
  EXPECT_TRUE(Close(Negative(Of(DataType::UInt(8), {1}, {1})), Of(DataType::UInt(8), {1}, {255})));
  EXPECT_TRUE(Close(Square(Of(DataType::Int(8), {2}, {12, -3})), Of(DataType::Int(8), {2}, {-112, 9})));
  EXPECT_TRUE(Close(Square(F32({1}, {-3})), F32({1}, {9})));
}

TEST(UnaryTest, Predicates) {
  NDArray x = F32({4}, {1, kNaN, kInf, -kInf});
  EXPECT_TRUE(Close(IsNan(x), Bool({4}, {0, 1, 0, 0})));
  EXPECT_TRUE(Close(IsInf(x), Bool({4}, {0, 0, 1, 1})));
  EXPECT_TRUE(Close(IsFinite(x), Bool({4}, {1, 0, 0, 0})));
  EXPECT_TRUE(Close(IsFinite(I32({1}, {3})), Bool({1}, {1})));
  EXPECT_TRUE(Close(IsNan(I32({1}, {3})), Bool({1}, {0})));
}

TEST(UnaryTest, LogicalAndBitwiseNot) {
  EXPECT_TRUE(Close(LogicalNot(Bool({2}, {1, 0})), Bool({2}, {0, 1})));
  // Relax keeps the input dtype.
  EXPECT_TRUE(Close(LogicalNot(I32({3}, {0, 5, -1})), I32({3}, {1, 0, 0})));
  EXPECT_TRUE(Close(BitwiseNot(Of(DataType::Int(8), {2}, {5, -1})), Of(DataType::Int(8), {2}, {-6, 0})));
  EXPECT_TRUE(Close(BitwiseNot(Of(DataType::UInt(8), {1}, {5})), Of(DataType::UInt(8), {1}, {250})));
  EXPECT_TRUE(Close(BitwiseNot(Bool({2}, {1, 0})), Bool({2}, {0, 1})));
  EXPECT_TRUE(ThrowsWith([] { BitwiseNot(F32({1}, {1})); }, "bitwise_not: requires an integer"));
}

TEST(UnaryTest, Clip) {
  EXPECT_TRUE(Close(Clip(F32({4}, {-2, 0.5, 3, kNaN}), -1, 1), F32({4}, {-1, 0.5, 1, kNaN})));
  // Integer bounds are truncated: [-1.5, 2.7] -> [-1, 2].
  EXPECT_TRUE(Close(Clip(I32({4}, {-5, 0, 2, 9}), -1.5, 2.7), I32({4}, {-1, 0, 2, 2})));
}

TEST(UnaryTest, FloatOnlyOpsRejectIntegers) {
  EXPECT_TRUE(ThrowsWith([] { Exp(I32({1}, {1})); }, "exp: requires a floating-point input, got int32"));
  EXPECT_TRUE(ThrowsWith([] { Sigmoid(Bool({1}, {1})); }, "sigmoid: requires a floating-point"));
}

TEST(UnaryTest, EmptyAndScalarShapes) {
  NDArray e = Exp(F32({0, 3}, {}));
  EXPECT_EQ(e.shape(), (std::vector<int64_t>{0, 3}));
  NDArray s = Sqrt(NDArray::Scalar(9, DataType::Float(32)));
  EXPECT_EQ(s.ndim(), 0);
  EXPECT_EQ(s.GetDouble(0), 3.0);
}

TEST(UnaryTest, ApplyByName) {
  EXPECT_TRUE(Close(ApplyUnary("negative", F32({1}, {2})), F32({1}, {-2})));
  EXPECT_TRUE(Close(ApplyUnary("isnan", F32({1}, {kNaN})), Bool({1}, {1})));
  EXPECT_TRUE(ThrowsWith([] { ApplyUnary("frobnicate", F32({1}, {2})); }, "unknown unary operator 'frobnicate'"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
