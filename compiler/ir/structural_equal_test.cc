#include "compiler/ir/structural_equal.h"

#include <gtest/gtest.h>

#include "compiler/ir/prim_expr.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace {

using tir::ForKind;
using tir::ForNode;

PrimExpr Add(PrimExpr a, PrimExpr b) { return MakeBinary(NodeKind::kAdd, a, b); }

// for i in range(n): A[i] = A[i] + 1, with fresh vars and buffer each time.
tir::PrimFunc MakeLoopFunc(const std::string& var_name, int64_t increment) {
  TirVar n = MakeTirVar("n", DataType::Int(64));
  Buffer a = MakeBuffer("A", DataType::Float(32), {n});
  TirVar i = MakeTirVar(var_name, DataType::Int(64));
  tir::Stmt store = Make<tir::BufferStoreNode>(
      a, Add(Make<BufferLoadNode>(a, std::vector<PrimExpr>{i}), MakeFloatImm(DataType::Float(32), increment)),
      std::vector<PrimExpr>{i});
  tir::Stmt loop = Make<ForNode>(i, Int64(0), n, ForKind::kSerial, store);
  auto f = std::make_shared<tir::PrimFuncNode>();
  TirVar handle = MakeTirVar("a", DataType::Handle());
  f->params = {handle};
  f->buffer_map = {{handle, a}};
  f->body = loop;
  return tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(f)));
}

TEST(StructuralEqualTest, AlphaEquivalentFunctionsAreEqualAndHashEqual) {
  tir::PrimFunc f1 = MakeLoopFunc("i", 1);
  tir::PrimFunc f2 = MakeLoopFunc("j", 1);  // different var names and objects
  EXPECT_TRUE(StructuralEqual(f1, f2));
  EXPECT_EQ(StructuralHash(f1), StructuralHash(f2));
  EXPECT_EQ(StructuralDiff(f1, f2), "");
}

TEST(StructuralEqualTest, DifferentConstantsDifferWithPath) {
  tir::PrimFunc f1 = MakeLoopFunc("i", 1);
  tir::PrimFunc f3 = MakeLoopFunc("i", 2);
  EXPECT_FALSE(StructuralEqual(f1, f3));
  EXPECT_NE(StructuralHash(f1), StructuralHash(f3));
  std::string diff = StructuralDiff(f1, f3);
  EXPECT_NE(diff.find("body.body.value.b.value"), std::string::npos) << diff;
  EXPECT_NE(diff.find("1.000000 vs 2.000000"), std::string::npos) << diff;
}

TEST(StructuralEqualTest, FreeVarsNeedMappingMode) {
  TirVar x = MakeTirVar("x", DataType::Int(32));
  TirVar y = MakeTirVar("y", DataType::Int(32));
  PrimExpr e1 = Add(x, Int32(1));
  PrimExpr e2 = Add(y, Int32(1));
  EXPECT_FALSE(StructuralEqual(e1, e2));
  EXPECT_TRUE(StructuralEqual(e1, e2, /*map_free_vars=*/true));
  EXPECT_TRUE(StructuralEqual(e1, Add(x, Int32(1))));
  // x + x is not y + x even when mapping: x cannot map to both.
  EXPECT_FALSE(StructuralEqual(Add(x, x), Add(y, x), true));
  EXPECT_EQ(StructuralHash(e1), StructuralHash(e2));
}

TEST(StructuralEqualTest, DtypeAndKindMatter) {
  EXPECT_FALSE(StructuralEqual(Int32(1), Int64(1)));
  EXPECT_FALSE(StructuralEqual(Add(Int32(1), Int32(2)), MakeBinary(NodeKind::kSub, Int32(1), Int32(2))));
  EXPECT_TRUE(StructuralEqual(MakeFloatImm(DataType::Float(32), 0.5), MakeFloatImm(DataType::Float(32), 0.5)));
}

TEST(PrimExprTest, CastOfIntegerConstantWrapsToTheDtype) {
  int64_t v = 0;
  ASSERT_TRUE(AsConstInt(MakeCast(DataType::Int(8), Int64(300)), &v));
  EXPECT_EQ(v, 44);
  ASSERT_TRUE(AsConstInt(MakeCast(DataType::Int(8), Int64(200)), &v));
  EXPECT_EQ(v, -56);
  ASSERT_TRUE(AsConstInt(MakeCast(DataType::UInt(8), Int64(-1)), &v));
  EXPECT_EQ(v, 255);
  ASSERT_TRUE(AsConstInt(MakeCast(DataType::Int(32), Int64(7)), &v));
  EXPECT_EQ(v, 7);
}

TEST(StructuralEqualTest, MapsCompareByKeyRegardlessOfInsertionOrder) {
  Map a = Make<MapNode>(std::vector<MapNode::Item>{{"b", Int64(2)}, {"a", Int64(1)}});
  Map b = Make<MapNode>(std::vector<MapNode::Item>{{"a", Int64(1)}, {"b", Int64(2)}});
  EXPECT_TRUE(StructuralEqual(a, b));
  EXPECT_EQ(StructuralHash(a), StructuralHash(b));
  EXPECT_EQ(a->Get("b").cast<IntImmNode>()->value, 2);
  EXPECT_FALSE(a->Get("c").defined());
}

}  // namespace
}  // namespace rlx
