#include "compiler/op/dim_arith.h"

#include <gtest/gtest.h>

#include "compiler/op/layout.h"
#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

TEST(DimArithTest, ConstantsFold) {
  EXPECT_EQ(ConstDim(DimAdd(I(2), I(3))), 5);
  EXPECT_EQ(ConstDim(DimSub(I(2), I(3))), -1);
  EXPECT_EQ(ConstDim(DimMul(I(4), I(3))), 12);
  EXPECT_EQ(ConstDim(DimFloorDiv(I(-7), I(2))), -4);
  EXPECT_EQ(ConstDim(DimFloorMod(I(-7), I(2))), 1);
  EXPECT_EQ(ConstDim(DimCeilDiv(I(7), I(2))), 4);
  EXPECT_EQ(ConstDim(DimMin(I(7), I(2))), 2);
  EXPECT_EQ(ConstDim(DimMax(I(7), I(2))), 7);
  EXPECT_EQ(ConstDim(DimProduct({I(2), I(3), I(4)})), 24);
  EXPECT_EQ(ConstDim(DimProduct({})), 1);
  // The result of folding is an int64 IntImm even from int32 operands.
  PrimExpr folded = DimAdd(Int32(2), Int32(5));
  ASSERT_TRUE(folded.is<IntImmNode>());
  EXPECT_EQ(folded->dtype, DataType::Int(64));
}

TEST(DimArithTest, SymbolicExpressionsSimplify) {
  TirVar n = SymVar("n");
  EXPECT_EQ(DimAdd(DimSub(n, I(1)), I(1)).get(), n.get());
  EXPECT_EQ(DimToString(DimMul(n, I(2))), "n * 2");
  EXPECT_EQ(DimToString(DimAdd(n, I(2))), "n + 2");
  EXPECT_TRUE(DimsEqual(DimMul(n, I(2)), DimAdd(n, n)));
  EXPECT_FALSE(ConstDim(DimAdd(n, I(1))).has_value());
  EXPECT_EQ(ConstDim(DimSub(DimAdd(n, I(3)), n)), 3);
  EXPECT_TRUE(DimsEqual(DimFloorDiv(DimMul(n, I(4)), I(4)), n));
}

TEST(DimArithTest, EqualityQuestions) {
  TirVar n = SymVar("n"), m = SymVar("m");
  EXPECT_TRUE(DimsEqual(I(3), I(3)));
  EXPECT_TRUE(DimsEqual(n, n));
  EXPECT_FALSE(DimsEqual(n, m));
  EXPECT_FALSE(DimsProvablyUnequal(n, m));  // Unknown, not unequal.
  EXPECT_TRUE(DimsProvablyUnequal(I(3), I(4)));
  EXPECT_TRUE(DimsProvablyUnequal(n, DimAdd(n, I(1))));
  // Two distinct variables named alike are different dimensions.
  EXPECT_FALSE(DimsEqual(SymVar("k"), SymVar("k")));
}

TEST(DimArithTest, ToStringIsTvmScriptLike) {
  TirVar n = SymVar("n");
  EXPECT_EQ(DimToString(I(7)), "7");
  EXPECT_EQ(DimToString(n), "n");
  EXPECT_EQ(DimToString(MakeBinary(NodeKind::kFloorDiv, MakeBinary(NodeKind::kAdd, n, I(1)), I(2))), "(n + 1) // 2");
  EXPECT_EQ(DimToString(MakeBinary(NodeKind::kMin, n, I(2))), "T.min(n, 2)");
  EXPECT_EQ(DimsToString({I(2), n}), "(2, n)");
  EXPECT_EQ(DimsToString({n}), "(n,)");
  EXPECT_EQ(DimsToString({}), "()");
}

TEST(LayoutTest, ParsesPlainAndPackedLayouts) {
  auto nchw = Layout::Parse("NCHW");
  ASSERT_TRUE(nchw.has_value());
  EXPECT_EQ(nchw->ndim(), 4);
  auto packed = Layout::Parse("NCHW4c");
  ASSERT_TRUE(packed.has_value());
  EXPECT_EQ(packed->ndim(), 5);
  EXPECT_EQ(packed->Primal(), "NCHW");
  EXPECT_FALSE(Layout::Parse("NCHH").has_value());   // Repeated axis.
  EXPECT_FALSE(Layout::Parse("NCHW4").has_value());  // Dangling factor.
  EXPECT_FALSE(Layout::Parse("NCHWc").has_value());  // Split without factor.
  EXPECT_FALSE(Layout::Parse("NHW4c").has_value());  // Split of a missing axis.
  EXPECT_FALSE(Layout::Parse("NC-HW").has_value());
}

TEST(LayoutTest, ConvertsShapes) {
  Layout nchw = *Layout::Parse("NCHW");
  Layout nhwc = *Layout::Parse("NHWC");
  Layout packed = *Layout::Parse("NCHW4c");
  EXPECT_TRUE(nhwc.ConvertibleTo(nchw));
  EXPECT_TRUE(packed.ConvertibleTo(nchw));
  EXPECT_FALSE(Layout::Parse("OIHW")->ConvertibleTo(nchw));
  EXPECT_EQ(DimsToString(nhwc.ForwardShape({I(1), I(56), I(56), I(64)}, nchw)), "(1, 64, 56, 56)");
  EXPECT_EQ(DimsToString(nhwc.BackwardShape({I(1), I(64), I(28), I(28)}, nchw)), "(1, 28, 28, 64)");
  EXPECT_EQ(DimsToString(packed.ForwardShape({I(1), I(16), I(7), I(7), I(4)}, nchw)), "(1, 64, 7, 7)");
  EXPECT_EQ(DimsToString(packed.BackwardShape({I(1), I(64), I(7), I(7)}, nchw)), "(1, 16, 7, 7, 4)");
}

}  // namespace
}  // namespace op
}  // namespace rlx
