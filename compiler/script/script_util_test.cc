#include "compiler/script/script_util.h"

#include <cmath>
#include <limits>

#include "gtest/gtest.h"

namespace rlx {
namespace script {
namespace {

struct FloatCase {
  double value;
  const char* repr;  // computed with CPython's repr()
};

TEST(FormatPythonFloat, MatchesPythonRepr) {
  const FloatCase cases[] = {
      {1.0, "1.0"},
      {0.5, "0.5"},
      {1e-05, "1e-05"},
      {1.5e20, "1.5e+20"},
      {-0.0, "-0.0"},
      {0.0, "0.0"},
      {0.1, "0.1"},
      {1.0 / 3, "0.3333333333333333"},
      {2.0 / 3, "0.6666666666666666"},
      {1e16, "1e+16"},
      {1e15, "1000000000000000.0"},
      {123456789012345678.0, "1.2345678901234568e+17"},
      {0.0001, "0.0001"},
      {0.00012345, "0.00012345"},
      {9.999999999999999e22, "1e+23"},
      {1e22, "1e+22"},
      {5e-324, "5e-324"},
      {1.7976931348623157e308, "1.7976931348623157e+308"},
      {-2.5, "-2.5"},
      {3.4028234663852886e+38, "3.4028234663852886e+38"},
      {static_cast<double>(0.1f), "0.10000000149011612"},
      {100.0, "100.0"},
      {1234.5678, "1234.5678"},
      {-1e-07, "-1e-07"},
      {9007199254740992.0, "9007199254740992.0"},
      {0.3, "0.3"},
  };
  for (const FloatCase& c : cases) EXPECT_EQ(FormatPythonFloat(c.value), c.repr) << c.repr;
}

TEST(FormatPythonFloat, NonFinite) {
  EXPECT_EQ(FormatPythonFloat(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(FormatPythonFloat(-std::numeric_limits<double>::infinity()), "-inf");
  EXPECT_EQ(FormatPythonFloat(std::nan("")), "nan");
}

TEST(FormatPythonFloat, RoundTripsThroughStrtod) {
  // Every printed value must read back to the same double.
  double v = 1.0;
  for (int i = 0; i < 200; ++i) {
    v = v * 1.37 + 0.011;
    std::string s = FormatPythonFloat(v);
    EXPECT_EQ(std::strtod(s.c_str(), nullptr), v) << s;
    std::string r = FormatPythonFloat(1.0 / v);
    EXPECT_EQ(std::strtod(r.c_str(), nullptr), 1.0 / v) << r;
  }
}

TEST(QuoteString, EscapesLikePython) {
  EXPECT_EQ(QuoteString("shared"), "\"shared\"");
  EXPECT_EQ(QuoteString("a\"b"), "\"a\\\"b\"");
  EXPECT_EQ(QuoteString("back\\slash"), "\"back\\\\slash\"");
  EXPECT_EQ(QuoteString("l1\nl2\tx\r"), "\"l1\\nl2\\tx\\r\"");
  EXPECT_EQ(QuoteString(std::string("\x01\x7f", 2)), "\"\\x01\\x7f\"");
  EXPECT_EQ(QuoteString("caf\xc3\xa9"), "\"caf\xc3\xa9\"");
  EXPECT_EQ(QuoteString("it's"), "\"it's\"");
}

TEST(IsPythonIdentifier, RejectsKeywordsAndBadCharacters) {
  EXPECT_TRUE(IsPythonIdentifier("v_ax0"));
  EXPECT_TRUE(IsPythonIdentifier("_x1"));
  EXPECT_FALSE(IsPythonIdentifier(""));
  EXPECT_FALSE(IsPythonIdentifier("1x"));
  EXPECT_FALSE(IsPythonIdentifier("threadIdx.x"));
  EXPECT_FALSE(IsPythonIdentifier("lambda"));
  EXPECT_FALSE(IsPythonIdentifier("True"));
}

TEST(NameTableDeathTest, GetOfUndefinedObjectIsAnInternalError) {
  NameTable names;
  TirVar v = MakeTirVar("v", DataType::Int(32));
  EXPECT_DEATH(names.Get(v.get()), "no printed name for a TirVar node");
}

TEST(NameTable, UniquifiesLikeTvm) {
  NameTable names;
  int a, b, c, d, e, f;
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&a), "x"), "x");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&b), "x"), "x_1");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&c), "x"), "x_2");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&d), "threadIdx.x"), "threadIdx_x");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&e), ""), "v");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&f), "0ab"), "v0ab");
  EXPECT_EQ(names.Get(reinterpret_cast<const Object*>(&b)), "x_1");
  EXPECT_TRUE(names.Has(reinterpret_cast<const Object*>(&a)));
  // Defining the same object again keeps its name.
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&a), "other"), "x");
}

TEST(NameTable, ReservesKeywordsAndModulePrefixes) {
  NameTable names;
  int a, b, c, d;
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&a), "lambda"), "lambda_1");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&b), "T"), "T_1");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&c), "R"), "R_1");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&d), "None"), "None_1");
}

TEST(NameTable, ScopesFreeNamesOnPop) {
  NameTable names;
  int outer, inner1, inner2, later;
  names.Define(reinterpret_cast<const Object*>(&outer), "i");
  names.Push();
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&inner1), "j"), "j");
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&inner2), "i"), "i_1");
  names.Pop();
  EXPECT_FALSE(names.Has(reinterpret_cast<const Object*>(&inner1)));
  EXPECT_TRUE(names.Has(reinterpret_cast<const Object*>(&outer)));
  // A sibling scope reuses the freed name.
  names.Push();
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&later), "j"), "j");
  names.Pop();
}

TEST(NameTable, DefineAtOuterDepthAndAliases) {
  NameTable names;
  int a, b, c;
  names.Push();
  names.Push();
  EXPECT_EQ(names.Depth(), 3);
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&a), "n", 1), "n");
  names.DefineAlias(reinterpret_cast<const Object*>(&b), "A.data", 2);
  EXPECT_EQ(names.Get(reinterpret_cast<const Object*>(&b)), "A.data");
  EXPECT_FALSE(names.IsNameUsed("A.data"));
  names.Pop();
  EXPECT_TRUE(names.Has(reinterpret_cast<const Object*>(&a)));
  EXPECT_FALSE(names.Has(reinterpret_cast<const Object*>(&b)));
  names.Pop();
  EXPECT_FALSE(names.Has(reinterpret_cast<const Object*>(&a)));
  EXPECT_EQ(names.Define(reinterpret_cast<const Object*>(&c), "n"), "n");
}

TEST(OperatorSemantics, FoldsLikeTvm) {
  TirVar x = MakeTirVar("x", DataType::Int(32));
  TirVar f = MakeTirVar("f", DataType::Float(32));
  // x + 0 folds to x; 2 * 3 folds to 6; x + 1 stays a node.
  EXPECT_EQ(TvmBinary(NodeKind::kAdd, x, Int32(0)).get(), x.get());
  int64_t v = 0;
  ASSERT_TRUE(AsConstInt(TvmBinary(NodeKind::kMul, Int32(2), Int32(3)), &v));
  EXPECT_EQ(v, 6);
  EXPECT_EQ(TvmBinary(NodeKind::kAdd, x, Int32(1))->kind(), NodeKind::kAdd);
  // floordiv / floormod fold with Python semantics.
  ASSERT_TRUE(AsConstInt(TvmBinary(NodeKind::kFloorDiv, Int32(-7), Int32(2)), &v));
  EXPECT_EQ(v, -4);
  ASSERT_TRUE(AsConstInt(TvmBinary(NodeKind::kFloorMod, Int32(-7), Int32(2)), &v));
  EXPECT_EQ(v, 1);
  // int32 arithmetic wraps.
  ASSERT_TRUE(AsConstInt(TvmBinary(NodeKind::kAdd, Int32(2147483647), Int32(1)), &v));
  EXPECT_EQ(v, -2147483648LL);
  // An int literal next to a float becomes a float immediate.
  PrimExpr m = TvmBinary(NodeKind::kMul, f, Int32(2));
  auto bin = m.as<BinaryNode>();
  ASSERT_TRUE(bin);
  auto imm = bin->b.as<FloatImmNode>();
  ASSERT_TRUE(imm);
  EXPECT_EQ(imm->dtype, DataType::Float(32));
  EXPECT_EQ(imm->value, 2.0);
  // int32 widens to int64 and the literal folds into an int64 immediate.
  TirVar n = MakeTirVar("n", DataType::Int(64));
  PrimExpr s = TvmBinary(NodeKind::kAdd, n, Int32(1));
  EXPECT_EQ(s->dtype, DataType::Int(64));
  EXPECT_EQ(s.as<BinaryNode>()->b->dtype, DataType::Int(64));
  // and/or short-circuit on constants; comparisons give bool.
  TirVar c = MakeTirVar("c", DataType::Bool());
  EXPECT_EQ(TvmBinary(NodeKind::kAnd, c, Bool(true)).get(), c.get());
  EXPECT_EQ(TvmBinary(NodeKind::kLT, x, Int32(3))->dtype, DataType::Bool());
  std::string error;
  EXPECT_FALSE(TvmBinary(NodeKind::kAnd, x, x, &error).defined());
  EXPECT_NE(error.find("boolean"), std::string::npos);
  TirVar h = MakeTirVar("h", DataType::Handle());
  EXPECT_FALSE(TvmBinary(NodeKind::kAdd, h, x, &error).defined());
  EXPECT_EQ(error, "cannot match types handle and int32");
}

TEST(OperatorSemantics, CastFoldsImmediates) {
  PrimExpr c = TvmCast(DataType::Float(16), Int32(3));
  ASSERT_TRUE(c.is<FloatImmNode>());
  EXPECT_EQ(c->dtype, DataType::Float(16));
  TirVar x = MakeTirVar("x", DataType::Int(32));
  EXPECT_EQ(TvmCast(DataType::Int(64), x)->kind(), NodeKind::kCast);
  EXPECT_EQ(TvmCast(DataType::Int(32), x).get(), x.get());
  PrimExpr b = TvmCast(DataType::Float(32, 4), MakeFloatImm(DataType::Float(32), 1.0));
  EXPECT_EQ(b->kind(), NodeKind::kBroadcast);
  EXPECT_EQ(b->dtype.lanes(), 4);
}

TEST(ExprDeepEqual, ComparesStructureAndVarIdentity) {
  TirVar x = MakeTirVar("x", DataType::Int(32));
  TirVar y = MakeTirVar("x", DataType::Int(32));
  EXPECT_TRUE(ExprDeepEqual(TvmBinary(NodeKind::kAdd, x, Int32(1)), TvmBinary(NodeKind::kAdd, x, Int32(1))));
  EXPECT_FALSE(ExprDeepEqual(TvmBinary(NodeKind::kAdd, x, Int32(1)), TvmBinary(NodeKind::kAdd, y, Int32(1))));
  EXPECT_FALSE(ExprDeepEqual(Int32(1), Int64(1)));
  EXPECT_FALSE(ExprDeepEqual(TvmBinary(NodeKind::kAdd, x, Int32(1)), TvmBinary(NodeKind::kSub, x, Int32(1))));
}

}  // namespace
}  // namespace script
}  // namespace rlx
