#include "compiler/ir/arith.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace rlx {
namespace arith {
namespace {

// ---- expression builders (no simplification, unlike TVM's operators)

PrimExpr Imm(const PrimExpr& like, int64_t v) { return MakeIntImm(like->dtype, v); }
PrimExpr operator+(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kAdd, a, b); }
PrimExpr operator-(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kSub, a, b); }
PrimExpr operator*(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kMul, a, b); }
PrimExpr operator+(const PrimExpr& a, int64_t b) { return a + Imm(a, b); }
PrimExpr operator-(const PrimExpr& a, int64_t b) { return a - Imm(a, b); }
PrimExpr operator*(const PrimExpr& a, int64_t b) { return a * Imm(a, b); }
PrimExpr operator-(int64_t a, const PrimExpr& b) { return Imm(b, a) - b; }
PrimExpr operator+(int64_t a, const PrimExpr& b) { return Imm(b, a) + b; }
PrimExpr FloorDiv(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kFloorDiv, a, b); }
PrimExpr FloorMod(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kFloorMod, a, b); }
PrimExpr FloorDiv(const PrimExpr& a, int64_t b) { return FloorDiv(a, Imm(a, b)); }
PrimExpr FloorMod(const PrimExpr& a, int64_t b) { return FloorMod(a, Imm(a, b)); }
PrimExpr TruncDiv(const PrimExpr& a, int64_t b) { return MakeBinary(NodeKind::kDiv, a, Imm(a, b)); }
PrimExpr TruncMod(const PrimExpr& a, int64_t b) { return MakeBinary(NodeKind::kMod, a, Imm(a, b)); }
PrimExpr Min(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kMin, a, b); }
PrimExpr Max(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kMax, a, b); }
PrimExpr Lt(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kLT, a, b); }
PrimExpr Le(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kLE, a, b); }
PrimExpr Gt(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kGT, a, b); }
PrimExpr Ge(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kGE, a, b); }
PrimExpr Eq(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kEQ, a, b); }
PrimExpr Ne(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kNE, a, b); }
PrimExpr Lt(const PrimExpr& a, int64_t b) { return Lt(a, Imm(a, b)); }
PrimExpr Ge(const PrimExpr& a, int64_t b) { return Ge(a, Imm(a, b)); }
PrimExpr And(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kAnd, a, b); }
PrimExpr Or(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kOr, a, b); }
PrimExpr Not(const PrimExpr& a) { return Make<NotNode>(a); }
PrimExpr Select(const PrimExpr& c, const PrimExpr& t, const PrimExpr& f) { return Make<SelectNode>(c, t, f); }
PrimExpr CastTo(DataType t, const PrimExpr& v) { return Make<CastNode>(t, v); }

TirVar Var(const std::string& name, DataType t = DataType::Int(64)) { return MakeTirVar(name, t); }

std::string S(const PrimExpr& e) { return DebugString(Simplify(e)); }
std::string S(Analyzer* az, const PrimExpr& e) { return DebugString(az->Simplify(e)); }

// ---- a reference evaluator: exact integers, nullopt where the expression is
// undefined (division by zero) or a value leaves its dtype's range.

using Env = std::map<const TirVarNode*, int64_t>;

std::optional<int64_t> Eval(const PrimExpr& e, const Env& env);

bool InRange(DataType t, __int128 v) {
  if (t.is_bool()) return v == 0 || v == 1;
  int bits = t.bits();
  __int128 lo = -(static_cast<__int128>(1) << (bits - 1)), hi = (static_cast<__int128>(1) << (bits - 1)) - 1;
  return v >= lo && v <= hi;
}

__int128 FloorDivRef(__int128 a, __int128 b) {
  __int128 q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) --q;
  return q;
}

std::optional<int64_t> EvalUnchecked(const PrimExpr& e, const Env& env) {
  switch (e->kind()) {
    case NodeKind::kIntImm:
      return e.as<IntImmNode>()->value;
    case NodeKind::kTirVar:
      return env.at(e.as<TirVarNode>().get());
    case NodeKind::kNot: {
      auto v = Eval(static_cast<const NotNode*>(e.get())->a, env);
      if (!v) return std::nullopt;
      return *v == 0 ? 1 : 0;
    }
    case NodeKind::kSelect: {
      auto* s = static_cast<const SelectNode*>(e.get());
      auto c = Eval(s->condition, env), t = Eval(s->true_value, env), f = Eval(s->false_value, env);
      if (!c || !t || !f) return std::nullopt;
      return *c ? *t : *f;
    }
    case NodeKind::kCast:
      return Eval(e.as<CastNode>()->value, env);
    default:
      break;
  }
  auto bin = e.as<BinaryNode>();
  if (!bin) return std::nullopt;
  auto oa = Eval(bin->a, env), ob = Eval(bin->b, env);
  if (!oa || !ob) return std::nullopt;
  __int128 a = *oa, b = *ob, r;
  switch (e->kind()) {
    case NodeKind::kAdd:
      r = a + b;
      break;
    case NodeKind::kSub:
      r = a - b;
      break;
    case NodeKind::kMul:
      r = a * b;
      break;
    case NodeKind::kFloorDiv:
      if (b == 0) return std::nullopt;
      r = FloorDivRef(a, b);
      break;
    case NodeKind::kFloorMod:
      if (b == 0) return std::nullopt;
      r = a - FloorDivRef(a, b) * b;
      break;
    case NodeKind::kDiv:
      if (b == 0) return std::nullopt;
      r = a / b;
      break;
    case NodeKind::kMod:
      if (b == 0) return std::nullopt;
      r = a % b;
      break;
    case NodeKind::kMin:
      r = a < b ? a : b;
      break;
    case NodeKind::kMax:
      r = a > b ? a : b;
      break;
    case NodeKind::kEQ:
      r = a == b;
      break;
    case NodeKind::kNE:
      r = a != b;
      break;
    case NodeKind::kLT:
      r = a < b;
      break;
    case NodeKind::kLE:
      r = a <= b;
      break;
    case NodeKind::kGT:
      r = a > b;
      break;
    case NodeKind::kGE:
      r = a >= b;
      break;
    case NodeKind::kAnd:
      r = (a != 0) && (b != 0);
      break;
    case NodeKind::kOr:
      r = (a != 0) || (b != 0);
      break;
    default:
      return std::nullopt;
  }
  if (!InRange(e->dtype, r)) return std::nullopt;
  return static_cast<int64_t>(r);
}

std::optional<int64_t> Eval(const PrimExpr& e, const Env& env) {
  auto v = EvalUnchecked(e, env);
  if (v && !InRange(e->dtype, *v)) return std::nullopt;
  return v;
}

// Every node keeps operand dtypes consistent with its own.
void ExpectWellTyped(const PrimExpr& e) {
  if (auto bin = e.as<BinaryNode>()) {
    EXPECT_EQ(bin->a->dtype, bin->b->dtype) << DebugString(e);
    if (IsComparison(e->kind()) || e->kind() == NodeKind::kAnd || e->kind() == NodeKind::kOr) {
      EXPECT_TRUE(e->dtype.is_bool()) << DebugString(e);
    } else {
      EXPECT_EQ(e->dtype, bin->a->dtype) << DebugString(e);
    }
    ExpectWellTyped(bin->a);
    ExpectWellTyped(bin->b);
  } else if (auto* s = e.as<SelectNode>().get()) {
    EXPECT_EQ(s->true_value->dtype, s->false_value->dtype);
    ExpectWellTyped(s->condition);
    ExpectWellTyped(s->true_value);
    ExpectWellTyped(s->false_value);
  } else if (auto* n = e.as<NotNode>().get()) {
    ExpectWellTyped(n->a);
  }
}

// ------------------------------------------------------------ folding

TEST(ArithTest, FoldsEveryIntegerBinaryOp) {
  PrimExpr a = Int64(-7), b = Int64(2);
  EXPECT_EQ(S(a + b), "-5");
  EXPECT_EQ(S(a - b), "-9");
  EXPECT_EQ(S(a * b), "-14");
  EXPECT_EQ(S(FloorDiv(a, b)), "-4");
  EXPECT_EQ(S(FloorMod(a, b)), "1");
  EXPECT_EQ(S(TruncDiv(a, 2)), "-3");
  EXPECT_EQ(S(TruncMod(a, 2)), "-1");
  EXPECT_EQ(S(Min(a, b)), "-7");
  EXPECT_EQ(S(Max(a, b)), "2");
  EXPECT_EQ(S(Lt(a, b)), "True");
  EXPECT_EQ(S(Le(b, a)), "False");
  EXPECT_EQ(S(Gt(a, b)), "False");
  EXPECT_EQ(S(Ge(b, a)), "True");
  EXPECT_EQ(S(Eq(a, a)), "True");
  EXPECT_EQ(S(Ne(a, a)), "False");
  EXPECT_EQ(S(And(Bool(true), Bool(false))), "False");
  EXPECT_EQ(S(Or(Bool(true), Bool(false))), "True");
  EXPECT_EQ(S(Not(Bool(false))), "True");
  // Nested constant arithmetic folds all the way.
  EXPECT_EQ(S((Int64(3) + Int64(4)) * Int64(5) - FloorDiv(Int64(9), Int64(2))), "31");
}

TEST(ArithTest, FoldsFloatAndUnsignedConstants) {
  DataType f32 = DataType::Float(32), u8 = DataType::UInt(8);
  PrimExpr x = MakeFloatImm(f32, 1.5), y = MakeFloatImm(f32, 2.25);
  EXPECT_EQ(S(MakeBinary(NodeKind::kAdd, x, y)), "3.75");
  EXPECT_EQ(S(MakeBinary(NodeKind::kMul, x, y)), "3.375");
  EXPECT_EQ(S(MakeBinary(NodeKind::kMax, x, y)), "2.25");
  EXPECT_EQ(S(Lt(x, y)), "True");
  EXPECT_EQ(Simplify(MakeBinary(NodeKind::kAdd, x, y))->dtype, f32);
  // Division by a zero float constant is left alone.
  EXPECT_EQ(S(MakeBinary(NodeKind::kDiv, x, MakeFloatImm(f32, 0))), "1.5 / 0.0");
  // uint8: folds inside the range, never wraps.
  EXPECT_EQ(S(MakeBinary(NodeKind::kAdd, MakeIntImm(u8, 200), MakeIntImm(u8, 55))), "255");
  EXPECT_EQ(S(MakeBinary(NodeKind::kAdd, MakeIntImm(u8, 200), MakeIntImm(u8, 56))), "200 + 56");
  EXPECT_EQ(S(MakeBinary(NodeKind::kSub, MakeIntImm(u8, 1), MakeIntImm(u8, 2))), "1 - 2");
}

TEST(ArithTest, DoesNotFoldOverflow) {
  const int64_t kMax = std::numeric_limits<int64_t>::max();
  const int64_t kMin = std::numeric_limits<int64_t>::min();
  PrimExpr big = Int64(kMax);
  EXPECT_EQ(S(big + 1), "9223372036854775807 + 1");
  EXPECT_EQ(S(big * 2), "9223372036854775807*2");
  EXPECT_EQ(S(Int64(kMin) - 1), "-9223372036854775808 - 1");
  EXPECT_EQ(S(FloorDiv(Int64(kMin), -1)), "floordiv(-9223372036854775808, -1)");
  // int32 folds only what fits int32.
  PrimExpr i32max = Int32(2147483647);
  EXPECT_EQ(S(i32max + Int32(1)), "2147483647 + 1");
  EXPECT_EQ(S(Int32(65536) * Int32(65536)), "65536*65536");
  EXPECT_EQ(S(i32max - Int32(1)), "2147483646");
  // A coefficient that would overflow keeps the node, still simplified inside.
  TirVar n = Var("n");
  PrimExpr e = (n * (kMax / 2 + 1)) * 4;
  std::string s = S(e);
  EXPECT_EQ(s, "n*4611686018427387904*4");
  // Division by zero is never folded.
  EXPECT_EQ(S(FloorDiv(Int64(4), Int64(0))), "floordiv(4, 0)");
  EXPECT_EQ(S(FloorMod(n, Int64(0))), "floormod(n, 0)");
}

TEST(ArithTest, FoldsCastsOfConstants) {
  EXPECT_EQ(S(CastTo(DataType::Int(32), Int64(5))), "5");
  EXPECT_EQ(Simplify(CastTo(DataType::Int(32), Int64(5)))->dtype, DataType::Int(32));
  // Would not fit: kept.
  EXPECT_EQ(S(CastTo(DataType::Int(8), Int64(300))), "cast(int8, 300)");
  EXPECT_EQ(S(CastTo(DataType::Float(32), Int64(3))), "3.0");
  EXPECT_EQ(S(CastTo(DataType::Int(32), MakeFloatImm(DataType::Float(32), -2.75))), "-2");
  EXPECT_EQ(S(CastTo(DataType::Bool(), Int64(5))), "True");
  TirVar n = Var("n");
  EXPECT_EQ(S(CastTo(DataType::Int(32), n + n)), "cast(int32, n*2)");
}

TEST(ArithTest, SelectWithConstantCondition) {
  TirVar n = Var("n"), m = Var("m");
  EXPECT_EQ(S(Select(Lt(Int64(1), Int64(2)), n + n, m)), "n*2");
  EXPECT_EQ(S(Select(Bool(false), n, m * 3)), "m*3");
  EXPECT_EQ(S(Select(Lt(n, m), n + 1, 1 - (0 - n))), "n + 1");
  EXPECT_EQ(S(Select(Lt(n, m), n, m)), "select(n < m, n, m)");
}

// ------------------------------------------------------------ canonical sums

TEST(ArithTest, CanonicalSums) {
  TirVar n = Var("n"), a = Var("a"), b = Var("b");
  EXPECT_EQ(S((n + 2) * 3 - n * 3), "6");
  EXPECT_EQ(S(n * 4 + n), "n*5");
  EXPECT_EQ(S((a + b) - a), "b");
  EXPECT_EQ(S(n - n), "0");
  EXPECT_EQ(S(n * 2 + a * 3 - n * 2 + 1 - a), "a*2 + 1");
  EXPECT_EQ(S(1 - n), "1 - n");
  EXPECT_EQ(S(Int64(0) - n - 1), "n*-1 - 1");
  EXPECT_EQ(S(b - a), "b - a");
  EXPECT_EQ(S((n + 1) * 2 + (n - 1) * 2), "n*4");
}

TEST(ArithTest, TermOrderIsDeterministicAndByName) {
  TirVar i = Var("i"), j = Var("j"), k = Var("k");
  std::string want = "i*16 + j*4 + k";
  EXPECT_EQ(S(k + j * 4 + i * 16), want);
  EXPECT_EQ(S(j * 4 + k + i * 16), want);
  EXPECT_EQ(S(i * 16 + (k + j * 4)), want);
  // Variables created in another order print the same.
  TirVar k2 = Var("k"), j2 = Var("j"), i2 = Var("i");
  EXPECT_EQ(S(j2 * 4 + i2 * 16 + k2), want);
}

TEST(ArithTest, ProductsOfSumsStayFactoredButNormalized) {
  TirVar n = Var("n"), m = Var("m");
  EXPECT_EQ(S((n + 1) * m), "m*(n + 1)");
  EXPECT_EQ(S(m * (1 + n)), "m*(n + 1)");
  // Content and sign are pulled out of a factor.
  EXPECT_EQ(S((n * 2 + 2) * m), "m*(n + 1)*2");
  EXPECT_EQ(S((n * 2 + 2) * m - m * (n + 1)), "m*(n + 1)");
  EXPECT_EQ(S(n * m - m * n), "0");
}

TEST(ArithTest, ReturnsSameHandleWhenNothingChanges) {
  TirVar m = Var("m"), n = Var("n");
  PrimExpr e = m + n * 2;
  EXPECT_EQ(Simplify(e).get(), e.get());
  PrimExpr c = Lt(m, n);
  EXPECT_EQ(Simplify(c).get(), c.get());
  PrimExpr fd = FloorDiv(m, 3);
  EXPECT_EQ(Simplify(fd).get(), fd.get());
}

// ------------------------------------------------------------ division

TEST(ArithTest, FloorDivModByConstants) {
  TirVar n = Var("n"), x = Var("x"), m = Var("m");
  EXPECT_EQ(S(FloorDiv(n * 8 + 4, 4)), "n*2 + 1");
  EXPECT_EQ(S(FloorMod(n * 8 + 4, 4)), "0");
  EXPECT_EQ(S(FloorDiv(FloorDiv(x, 2), 4)), "floordiv(x, 8)");
  EXPECT_EQ(S(FloorMod(x, 1)), "0");
  EXPECT_EQ(S(FloorDiv(x, 1)), "x");
  EXPECT_EQ(S(FloorDiv(n * 6 + 3, 6)), "n");
  EXPECT_EQ(S(FloorMod(n * 6 + 3, 6)), "3");
  EXPECT_EQ(S(FloorDiv(n * 8 + m + 9, 4)), "n*2 + floordiv(m + 1, 4) + 2");
  EXPECT_EQ(S(FloorMod(n * 8 + m + 9, 4)), "floormod(m + 1, 4)");
  // Coefficients only matter modulo the divisor.
  EXPECT_EQ(S(FloorMod(n * 5, 4)), "floormod(n, 4)");
  // A common factor of the coefficients and the divisor.
  EXPECT_EQ(S(FloorDiv(n * 4 + 2, 8)), "floordiv(n, 2)");
  EXPECT_EQ(S(FloorMod(n * 4 + 2, 8)), "floormod(n, 2)*4 + 2");
  EXPECT_EQ(S(FloorMod(FloorMod(x, 8), 4)), "floormod(x, 4)");
  EXPECT_EQ(S(FloorDiv(x, 4) * 4 + FloorMod(x, 4)), "x");
  EXPECT_EQ(S(FloorDiv(x, 2) * 4 + FloorMod(x, 4)), "floordiv(x, 2)*4 + floormod(x, 4)");
  EXPECT_EQ(S(FloorMod(x + m, 4) * 3 + FloorDiv(m + x, 4) * 12 + 1), "m*3 + x*3 + 1");
  // Truncating division agrees with floor division on exact multiples only
  // (n may be negative here).
  EXPECT_EQ(S(TruncDiv(n * 8 + 4, 4)), "n*2 + 1");
  EXPECT_EQ(S(TruncMod(n * 8 + 4, 4)), "0");
  EXPECT_EQ(S(TruncDiv(n, 4)), "n / 4");
}

TEST(ArithTest, DivisionWithBounds) {
  Analyzer az;
  TirVar i = Var("i"), j = Var("j"), x = Var("x");
  az.Bind(i, Int64(0), Int64(16));
  az.Bind(j, Int64(0), Int64(4));
  EXPECT_EQ(S(&az, FloorDiv(i, 16)), "0");
  EXPECT_EQ(S(&az, FloorMod(i, 16)), "i");
  EXPECT_EQ(S(&az, FloorDiv(i * 4 + j, 4)), "i");
  EXPECT_EQ(S(&az, FloorMod(i * 4 + j, 4)), "j");
  EXPECT_EQ(S(&az, FloorDiv(i + 16, 16)), "1");
  EXPECT_EQ(S(&az, FloorMod(i + 32, 16)), "i");
  EXPECT_EQ(S(&az, FloorDiv(i, 8)), "floordiv(i, 8)");
  // Truncating division of a provably non-negative value.
  EXPECT_EQ(S(&az, TruncDiv(i * 4 + j, 4)), "i");
  EXPECT_EQ(S(&az, TruncMod(i * 4 + j, 4)), "j");
  EXPECT_EQ(S(&az, TruncDiv(x, 4)), "x / 4");
  // Without the facts nothing is assumed.
  EXPECT_EQ(S(FloorDiv(i, 16)), "floordiv(i, 16)");
}

// ------------------------------------------------------------ min / max

TEST(ArithTest, MinMax) {
  TirVar x = Var("x"), y = Var("y");
  EXPECT_EQ(S(Min(Int64(3), Int64(5))), "3");
  EXPECT_EQ(S(Max(x, x)), "x");
  EXPECT_EQ(S(Min(x + 1, x)), "x");
  EXPECT_EQ(S(Max(x + 1, x)), "x + 1");
  EXPECT_EQ(S(Min(x * 2 - x, x)), "x");
  EXPECT_EQ(S(Min(y, x)), "min(x, y)");
  EXPECT_EQ(S(Min(x, y)), "min(x, y)");
  EXPECT_EQ(S(Max(Int64(1), x)), "max(x, 1)");
  EXPECT_EQ(S(Min(x + 2, y + 2)), "min(x, y) + 2");
  Analyzer az;
  TirVar i = Var("i");
  az.Bind(i, Int64(0), Int64(16));
  EXPECT_EQ(S(&az, Min(i, Int64(16))), "i");
  EXPECT_EQ(S(&az, Max(i, Int64(15))), "15");
  EXPECT_EQ(S(&az, Max(i, Int64(-1))), "i");
  EXPECT_EQ(S(&az, Min(i, Int64(8))), "min(i, 8)");
}

// ------------------------------------------------------------ comparisons

TEST(ArithTest, ComparisonsUnderBounds) {
  Analyzer az;
  TirVar i = Var("i"), n = Var("n"), k = Var("k");
  az.Bind(i, Int64(0), Int64(16));
  EXPECT_EQ(S(&az, Lt(i, 16)), "True");
  EXPECT_EQ(S(&az, Ge(i, 16)), "False");
  EXPECT_EQ(S(&az, Ge(i, 0)), "True");
  EXPECT_EQ(S(&az, Lt(i, 8)), "i < 8");
  EXPECT_EQ(S(&az, Eq(i, Int64(16))), "False");
  EXPECT_TRUE(az.CanProve(Lt(i * 2 + 1, Int64(32))));
  EXPECT_FALSE(az.CanProve(Lt(i * 2 + 1, Int64(31))));

  // n >= 0 needs the non-negativity fact.
  EXPECT_FALSE(az.CanProve(Ge(n, 0)));
  EXPECT_EQ(S(&az, Ge(n, 0)), "0 <= n");
  az.MarkNonNegative(n);
  EXPECT_TRUE(az.CanProve(Ge(n, 0)));
  EXPECT_EQ(S(&az, Ge(n, 0)), "True");
  EXPECT_EQ(S(&az, Lt(n + 1, 0 - n)), "False");

  // Symbolic range: k in [0, n).
  az.Bind(k, Int64(0), n);
  EXPECT_TRUE(az.CanProve(Lt(k, n)));
  EXPECT_TRUE(az.CanProve(Le(k + 1, n)));
  EXPECT_FALSE(az.CanProve(Lt(k + 1, n)));
  EXPECT_EQ(S(&az, Lt(k * 4 + 3, n * 4)), "True");
}

TEST(ArithTest, Int64VarsNonNegativeOption) {
  Analyzer az;
  TirVar n = Var("n"), m32 = Var("m", DataType::Int(32));
  EXPECT_FALSE(az.CanProve(Ge(n, 0)));
  az.set_int64_vars_nonnegative(true);
  EXPECT_TRUE(az.CanProve(Ge(n, 0)));
  EXPECT_TRUE(az.CanProve(Lt(Int64(-1), n * 3)));
  EXPECT_FALSE(az.CanProve(Ge(m32, Int32(0))));
}

TEST(ArithTest, ComparisonNormalForm) {
  TirVar x = Var("x"), y = Var("y"), n = Var("n");
  EXPECT_EQ(S(Lt(x + 1, y + 1)), "x < y");
  EXPECT_EQ(S(Gt(x, y)), "y < x");
  EXPECT_EQ(S(Lt(x - y, Int64(0))), "x < y");
  EXPECT_EQ(S(Lt(n * 4, Int64(8))), "n < 2");
  EXPECT_EQ(S(Lt(n * 4, Int64(9))), "n < 3");
  EXPECT_EQ(S(Le(n * 4, Int64(9))), "n <= 2");
  EXPECT_EQ(S(Le(Int64(9), n * 4)), "3 <= n");
  EXPECT_EQ(S(Eq(n * 2, Int64(3))), "False");
  EXPECT_EQ(S(Ne(n * 2, Int64(3))), "True");
  EXPECT_EQ(S(Eq(n * 2, Int64(4))), "n == 2");
  // Equalities read the same whichever way round they were written.
  EXPECT_EQ(S(Eq(y, x)), S(Eq(x, y)));
  EXPECT_EQ(S(Eq(Int64(16), n)), "n == 16");
  EXPECT_EQ(S(Lt(Int64(16), n)), "16 < n");
}

TEST(ArithTest, BooleanLogic) {
  TirVar x = Var("x"), y = Var("y");
  PrimExpr c = Lt(x, y);
  EXPECT_EQ(S(And(Bool(true), c)), "x < y");
  EXPECT_EQ(S(And(c, Bool(false))), "False");
  EXPECT_EQ(S(Or(c, Bool(true))), "True");
  EXPECT_EQ(S(Or(Bool(false), c)), "x < y");
  EXPECT_EQ(S(And(c, c)), "x < y");
  EXPECT_EQ(S(Not(Not(c))), "x < y");
  EXPECT_EQ(S(Not(c)), "y <= x");
  EXPECT_EQ(S(Not(Eq(x, y))), "x != y");
  EXPECT_EQ(S(And(Lt(x, x + 1), c)), "x < y");
  // Float orderings do not invert (NaN).
  PrimExpr fx = MakeTirVar("f", DataType::Float(32)), fy = MakeTirVar("g", DataType::Float(32));
  EXPECT_EQ(S(Not(Lt(fx, fy))), "!(f < g)");
}

// ------------------------------------------------------------ proofs

TEST(ArithTest, ProveEqual) {
  TirVar n = Var("n"), m = Var("m"), i = Var("i");
  EXPECT_TRUE(ProveEqual((n + 1) * (n + 1), n * n + n * 2 + 1));
  EXPECT_TRUE(ProveEqual((n + m) * (n - m), n * n - m * m));
  EXPECT_TRUE(ProveEqual(FloorDiv(n * 4, 2), n * 2));
  EXPECT_TRUE(ProveEqual(FloorDiv(n, 4) * 4 + FloorMod(n, 4), n));
  EXPECT_FALSE(ProveEqual(n, m));
  EXPECT_FALSE(ProveEqual(FloorDiv(n, 4) * 4, n));
  // No assumptions: i might be 16 or more.
  EXPECT_FALSE(ProveEqual(FloorDiv(i, 16), Int64(0)));
  Analyzer az;
  az.Bind(i, Int64(0), Int64(16));
  EXPECT_TRUE(az.CanProveEqual(FloorDiv(i, 16), Int64(0)));
  // Different integer widths compare by value.
  EXPECT_TRUE(ProveEqual(Int32(3), Int64(3)));
}

TEST(ArithTest, ConstBounds) {
  Analyzer az;
  TirVar i = Var("i"), x = Var("x"), m = Var("m", DataType::Int(32));
  az.Bind(i, Int64(0), Int64(16));
  using P = std::pair<int64_t, int64_t>;
  EXPECT_EQ(az.ConstBounds(i * 2 + 1), std::optional<P>(P(1, 31)));
  EXPECT_EQ(az.ConstBounds(FloorMod(x, 8)), std::optional<P>(P(0, 7)));
  EXPECT_EQ(az.ConstBounds(FloorDiv(i, 4) - i), std::optional<P>(P(-15, 3)));
  EXPECT_EQ(az.ConstBounds(Min(i, Int64(3))), std::optional<P>(P(0, 3)));
  EXPECT_EQ(az.ConstBounds(x), std::nullopt);
  EXPECT_EQ(az.ConstBounds(m),
            std::optional<P>(P(std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max())));
  EXPECT_EQ(az.ConstBounds(Lt(x, i)), std::optional<P>(P(0, 1)));
  EXPECT_EQ(az.ConstBounds(MakeFloatImm(DataType::Float(32), 1)), std::nullopt);
  // A later Bind replaces the earlier one.
  az.Bind(i, Int64(4), Int64(2));
  EXPECT_EQ(az.ConstBounds(i), std::optional<P>(P(4, 5)));
}

// ------------------------------------------------------------ dtypes

TEST(ArithTest, PreservesInt32) {
  DataType i32 = DataType::Int(32);
  TirVar n = Var("n", i32), m = Var("m", i32);
  std::vector<PrimExpr> cases = {
      (n + 2) * 3 - n * 3, n * 4 + n, FloorDiv(n * 8 + 4, 4),     FloorMod(n * 8 + m, 4),
      Min(n + 1, n),       Max(m, n), Select(Lt(n, m), n + 1, m), CastTo(i32, Var("w") * 2),
  };
  for (const PrimExpr& e : cases) {
    PrimExpr s = Simplify(e);
    EXPECT_EQ(s->dtype, i32) << DebugString(e);
    ExpectWellTyped(s);
  }
  EXPECT_EQ(S((n + 2) * 3 - n * 3), "6");
  // Comparisons on int32 operands keep int32 operands.
  PrimExpr c = Simplify(Lt(n * 4, Int32(9)));
  EXPECT_EQ(DebugString(c), "n < 3");
  EXPECT_EQ(c.as<BinaryNode>()->a->dtype, i32);
  EXPECT_EQ(c.as<BinaryNode>()->b->dtype, i32);
}

TEST(ArithTest, SimplifiesInsideOtherNodes) {
  TirVar n = Var("n");
  PrimExpr call = Make<TirCallNode>(DataType::Int(64), "foo", std::vector<PrimExpr>{n + n, Int64(1) + Int64(2)});
  EXPECT_EQ(S(call), "foo(n*2, 3)");
  Buffer buf = MakeBuffer("A", DataType::Float(16), {Int64(16)});
  PrimExpr load = Make<BufferLoadNode>(buf, std::vector<PrimExpr>{FloorMod(n * 16 + 3, 16)});
  EXPECT_EQ(S(load), "A[3]");
  EXPECT_EQ(S(CastTo(DataType::Float(32), load) + CastTo(DataType::Float(32), load)),
            "cast(float32, A[3]) + cast(float32, A[3])");
}

// ------------------------------------------------------------ idempotence, scale

TEST(ArithTest, Idempotent) {
  TirVar n = Var("n"), m = Var("m"), x = Var("x");
  std::vector<PrimExpr> cases = {
      (n + 2) * 3 - n * 3,
      FloorDiv(n * 8 + m + 9, 4),
      FloorMod(n * 4 + 6, 8),
      Min(x + 2, m + 3),
      (n * 2 + 2) * m,
      1 - n,
      Int64(0) - n - m,
      Lt(n * 4, m * 6 + 3),
      Eq(m, n),
      Select(Lt(n, m), n * 2, m),
      Not(Le(x, n)),
      FloorDiv(FloorDiv(x, 3), 5),
  };
  for (const PrimExpr& e : cases) {
    PrimExpr once = Simplify(e);
    EXPECT_EQ(DebugString(Simplify(once)), DebugString(once)) << DebugString(e);
  }
}

TEST(ArithTest, SharedSubexpressionsStayLinear) {
  // (e + e) - e two hundred times: 2^200 paths through the DAG.
  TirVar n = Var("n");
  PrimExpr e = n;
  for (int i = 0; i < 200; ++i) e = (e + e) - e;
  EXPECT_EQ(S(e), "n");
  // Same through floordiv and min: every level is shared.
  PrimExpr f = n;
  for (int i = 0; i < 200; ++i) f = Min(FloorDiv(f * 2 + f * 2, 4), f + 1);
  EXPECT_EQ(S(f), "n");
}

TEST(ArithTest, LargeSumsAndDeepNesting) {
  std::vector<TirVar> vars;
  PrimExpr sum = Int64(0);
  for (int i = 0; i < 3000; ++i) {
    vars.push_back(Var("v" + std::to_string(i)));
    sum = sum + vars.back() * 2;
  }
  for (int i = 2999; i >= 0; --i) sum = sum - vars[i] * 2;
  EXPECT_EQ(S(sum + 5), "5");
  TirVar x = Var("x");
  PrimExpr d = x;
  for (int i = 0; i < 40; ++i) d = FloorDiv(d, 2);
  EXPECT_EQ(S(d), "floordiv(x, 1099511627776)");
  // Deeper than int64 allows: the divisor stops merging but stays correct.
  for (int i = 0; i < 30; ++i) d = FloorDiv(d, 2);
  PrimExpr s = Simplify(d);
  EXPECT_EQ(Eval(s, Env{{x.get(), int64_t{1} << 62}}), int64_t{0});
  // Long chains of atoms: min of 2000 terms, 2000 nested floordivs by 3.
  PrimExpr mn = vars[0];
  for (int i = 1; i < 2000; ++i) mn = Min(mn, vars[i] + i);
  EXPECT_EQ(Simplify(mn)->kind(), NodeKind::kMin);
  PrimExpr fd = x;
  for (int i = 0; i < 2000; ++i) fd = FloorDiv(fd + 1, 3);
  PrimExpr sfd = Simplify(fd);
  EXPECT_EQ(DebugString(Simplify(sfd)), DebugString(sfd));
}

// Canon recursed once per level: a 10000-deep min chain overflowed the stack
// (under ASan already at 2000). Past a depth limit it now works bottom-up.
TEST(ArithTest, VeryDeepChainsDoNotOverflowTheStack) {
  // Only the simplifier meets the deep trees: the results are shallow, so
  // the checks themselves (printing, Eval) do not recurse 10000 levels.
  // Destroying a tree still recurses once per node (shared_ptr), which is
  // what bounds these depths (about 20000 nodes).
  TirVar x = Var("x");
  PrimExpr mn = x;
  for (int i = 1; i <= 10000; ++i) mn = Min(mn, x + i);
  EXPECT_EQ(S(mn), "x");  // every later operand is larger
  TirVar y = Var("y");
  PrimExpr mx = y * 2;
  for (int i = 1; i <= 10000; ++i) mx = Max(mx, y * 2 - i % 7);
  EXPECT_EQ(S(mx), "y*2");
  PrimExpr fd = x;
  for (int i = 0; i < 5000; ++i) fd = FloorDiv(fd + 1, 1) * 1;
  EXPECT_EQ(S(fd), "x + 5000");
}

// ------------------------------------------------------------ random

class RandomExprs {
 public:
  RandomExprs(uint32_t seed, std::vector<TirVar> vars) : rng_(seed), vars_(std::move(vars)) {}

  int Pick(int n) { return static_cast<int>(rng_() % static_cast<uint32_t>(n)); }
  int64_t Const(int lo, int hi) { return lo + Pick(hi - lo + 1); }

  PrimExpr Int(int depth) {
    const TirVar& any = vars_[0];
    if (depth == 0 || Pick(5) == 0) {
      if (Pick(3) == 0) return Imm(any, Const(-6, 6));
      return vars_[Pick(static_cast<int>(vars_.size()))];
    }
    auto nonzero = [&]() {
      int64_t c = Const(-5, 8);
      return c == 0 ? 3 : c;
    };
    switch (Pick(14)) {
      case 13: {
        // floordiv(x, c1)*c2 + floormod(x, c2): x when c1 == c2.
        const int64_t divisors[] = {2, 4, 8};
        PrimExpr x = Linear(depth - 1);
        int64_t c1 = divisors[Pick(3)], c2 = divisors[Pick(3)];
        return FloorDiv(x, c1) * c2 + FloorMod(x, c2);
      }
      case 11:
      case 12: {
        // Index arithmetic: floordiv/floormod of a linear form by a small
        // divisor, where the gcd, period and nesting rules apply.
        const int64_t divisors[] = {2, 3, 4, 6, 8, 16};
        int64_t c = divisors[Pick(6)];
        return Pick(2) ? FloorDiv(Linear(depth - 1), c) : FloorMod(Linear(depth - 1), c);
      }
      case 0:
        return Int(depth - 1) + Int(depth - 1);
      case 1:
        return Int(depth - 1) - Int(depth - 1);
      case 2:
        return Int(depth - 1) * Imm(any, Const(-4, 5));
      case 3:
        return Int(depth - 1) * Int(depth - 1);
      case 4:
        return FloorDiv(Int(depth - 1), nonzero());
      case 5:
        return FloorMod(Int(depth - 1), Pick(4) == 0 ? Int(depth - 1) : Imm(any, nonzero()));
      case 6:
        return Pick(2) ? TruncDiv(Int(depth - 1), nonzero()) : TruncMod(Int(depth - 1), nonzero());
      case 7:
        return Min(Int(depth - 1), Int(depth - 1));
      case 8:
        return Max(Int(depth - 1), Int(depth - 1));
      case 9:
        return Select(Bool(depth - 1), Int(depth - 1), Int(depth - 1));
      default:
        return Int(depth - 1) + Imm(any, Const(-9, 9));
    }
  }

  PrimExpr Linear(int depth) {
    const int64_t coeffs[] = {1, 2, 3, 4, 6, 8, 12, 16, -2, -4};
    const TirVar& any = vars_[0];
    PrimExpr e = Imm(any, Const(-20, 20));
    int n = 1 + Pick(3);
    for (int i = 0; i < n; ++i) {
      PrimExpr x = Pick(3) == 0 ? Int(depth) : vars_[Pick(static_cast<int>(vars_.size()))];
      e = e + x * coeffs[Pick(10)];
    }
    return e;
  }

  PrimExpr Bool(int depth) {
    if (depth <= 0 || Pick(3) != 0) {
      int d = std::max(depth - 1, 0);
      PrimExpr a = Pick(3) ? Int(d) : Linear(d), b = Pick(3) ? Int(d) : Linear(d);
      NodeKind kinds[] = {NodeKind::kLT, NodeKind::kLE, NodeKind::kGT, NodeKind::kGE, NodeKind::kEQ, NodeKind::kNE};
      return MakeBinary(kinds[Pick(6)], a, b);
    }
    switch (Pick(3)) {
      case 0:
        return And(Bool(depth - 1), Bool(depth - 1));
      case 1:
        return Or(Bool(depth - 1), Bool(depth - 1));
      default:
        return Not(Bool(depth - 1));
    }
  }

 private:
  std::mt19937 rng_;
  std::vector<TirVar> vars_;
};

// Checks that `simplified` agrees with `original` wherever the original is
// defined, on `samples` assignments drawn by `draw`.
template <typename Draw>
void ExpectSameValues(const PrimExpr& original, const PrimExpr& simplified, Draw draw, int samples) {
  for (int s = 0; s < samples; ++s) {
    Env env = draw();
    std::optional<int64_t> want = Eval(original, env);
    if (!want) continue;
    std::optional<int64_t> got = Eval(simplified, env);
    ASSERT_EQ(got, want) << DebugString(original) << "\n  simplified: " << DebugString(simplified);
  }
}

TEST(ArithTest, RandomExpressionsKeepTheirValue) {
  for (DataType t : {DataType::Int(64), DataType::Int(32)}) {
    TirVar a = Var("a", t), b = Var("b", t), c = Var("c", t);
    RandomExprs gen(1234, {a, b, c});
    std::mt19937 rng(99);
    auto draw = [&]() {
      Env env;
      for (const TirVar& v : {a, b, c}) env[v.get()] = static_cast<int64_t>(rng() % 41) - 20;
      return env;
    };
    for (int iter = 0; iter < 600; ++iter) {
      PrimExpr e = iter % 3 == 2 ? gen.Bool(3) : gen.Int(4);
      PrimExpr s = Simplify(e);
      ASSERT_EQ(s->dtype, e->dtype) << DebugString(e);
      ExpectWellTyped(s);
      ExpectSameValues(e, s, draw, 30);
      ASSERT_EQ(DebugString(Simplify(s)), DebugString(s)) << "not idempotent: " << DebugString(e);
    }
  }
}

TEST(ArithTest, RandomExpressionsUnderBounds) {
  // i in [0, 16), j in [0, 4), n >= 1 marked non-negative, k in [0, n).
  TirVar i = Var("i"), j = Var("j"), n = Var("n"), k = Var("k");
  Analyzer az;
  az.Bind(i, Int64(0), Int64(16));
  az.Bind(j, Int64(0), Int64(4));
  az.MarkNonNegative(n);
  az.Bind(k, Int64(0), n);
  RandomExprs gen(777, {i, j, n, k});
  std::mt19937 rng(5);
  auto draw = [&]() {
    Env env;
    env[i.get()] = rng() % 16;
    env[j.get()] = rng() % 4;
    int64_t nv = 1 + rng() % 40;
    env[n.get()] = nv;
    env[k.get()] = static_cast<int64_t>(rng() % nv);
    return env;
  };
  for (int iter = 0; iter < 600; ++iter) {
    PrimExpr e = iter % 3 == 2 ? gen.Bool(3) : gen.Int(4);
    PrimExpr s = az.Simplify(e);
    ASSERT_EQ(s->dtype, e->dtype);
    ExpectSameValues(e, s, draw, 30);
    if (iter % 3 == 2) {
      // Whatever is proven must hold on every sample.
      bool proven = az.CanProve(e);
      if (proven) {
        for (int t = 0; t < 30; ++t) {
          std::optional<int64_t> v = Eval(e, draw());
          if (v) {
            ASSERT_EQ(*v, 1) << DebugString(e);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace arith
}  // namespace rlx
