#include "compiler/driver/prim_eval.h"

#include <gtest/gtest.h>

#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace driver {
namespace {

PrimExpr Bin(NodeKind k, PrimExpr a, PrimExpr b) { return MakeBinary(k, std::move(a), std::move(b)); }

TEST(PrimEvalTest, IntegerDivisionFollowsTVM) {
  SymbolTable syms;
  PrimExpr a = Int64(-7), b = Int64(2);
  EXPECT_EQ(EvalPrimExpr(Bin(NodeKind::kDiv, a, b), syms).i, -3);       // truncdiv
  EXPECT_EQ(EvalPrimExpr(Bin(NodeKind::kMod, a, b), syms).i, -1);       // truncmod
  EXPECT_EQ(EvalPrimExpr(Bin(NodeKind::kFloorDiv, a, b), syms).i, -4);  // floordiv
  EXPECT_EQ(EvalPrimExpr(Bin(NodeKind::kFloorMod, a, b), syms).i, 1);   // floormod
  EXPECT_EQ(EvalPrimExpr(Bin(NodeKind::kFloorMod, Int64(7), Int64(-2)), syms).i, -1);
  try {
    EvalPrimExpr(Bin(NodeKind::kFloorDiv, a, Int64(0)), syms);
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "division by zero in the scalar expression floordiv(-7, 0)");
  }
}

TEST(PrimEvalTest, VariablesSelectCastsAndWidths) {
  TirVar n = MakeTirVar("n", DataType::Int(64));
  SymbolTable syms;
  try {
    EvalPrimExpr(Bin(NodeKind::kMul, n, Int64(2)), syms);
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "symbolic variable 'n' has no value here");
  }
  syms.Bind(n, PrimScalar::Int(5));
  EXPECT_EQ(EvalPrimExpr(Bin(NodeKind::kAdd, Bin(NodeKind::kMul, n, Int64(2)), Int64(1)), syms).i, 11);
  PrimExpr cond = Bin(NodeKind::kLT, n, Int64(3));
  EXPECT_EQ(EvalPrimExpr(cond, syms).i, 0);
  EXPECT_EQ(EvalPrimExpr(Make<SelectNode>(cond, Int64(10), Int64(20)), syms).i, 20);
  EXPECT_EQ(EvalPrimExpr(Bin(NodeKind::kMax, n, Int64(9)), syms).i, 9);
  PrimScalar half =
      EvalPrimExpr(Bin(NodeKind::kDiv, MakeCast(DataType::Float(32), n), MakeFloatImm(DataType::Float(32), 2.0)), syms);
  EXPECT_TRUE(half.is_floating());
  EXPECT_DOUBLE_EQ(half.f, 2.5);
  EXPECT_EQ(EvalPrimExpr(MakeCast(DataType::Int(32), MakeFloatImm(DataType::Float(32), -2.7)), syms).i, -2);
  // int8 arithmetic wraps.
  EXPECT_EQ(
      EvalPrimExpr(Bin(NodeKind::kAdd, MakeIntImm(DataType::Int(8), 127), MakeIntImm(DataType::Int(8), 1)), syms).i,
      -128);
  PrimExpr ite = Make<TirCallNode>(DataType::Int(64), "if_then_else",
                                   std::vector<PrimExpr>{Bin(NodeKind::kGE, n, Int64(5)), Int64(1), Int64(0)});
  EXPECT_EQ(EvalPrimExpr(ite, syms).i, 1);
}

}  // namespace
}  // namespace driver
}  // namespace rlx
