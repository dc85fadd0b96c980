// PrimExpr text on its own (as the Relax printer uses it for shapes):
// parse -> print with minimal parentheses, typed literals, TVM's folding.
#include <limits>

#include "compiler/script/prim_expr_parser.h"
#include "compiler/script/prim_expr_printer.h"
#include "compiler/script/python_parser.h"
#include "compiler/script/script_util.h"
#include "gtest/gtest.h"

namespace rlx {
namespace script {
namespace {

class PrimExprText : public ::testing::Test {
 protected:
  PrimExprText() {
    n_ = MakeTirVar("n", DataType::Int(64));
    x_ = MakeTirVar("x", DataType::Int(32));
    f_ = MakeTirVar("f", DataType::Float(32));
    b_ = MakeTirVar("b", DataType::Bool());
    buf_ = MakeBuffer("A", DataType::Float(32), {Int32(16)});
    for (const TirVar& v : {n_, x_, f_, b_}) {
      scope_.DefineVar(v->name, v);
      names_.Define(v.get(), v->name);
    }
    scope_.DefineBuffer("A", buf_);
    names_.Define(buf_.get(), "A");
  }

  PrimExpr Parse(const std::string& text, DataType plain = DataType::Int(32)) {
    auto file = std::make_shared<SourceFile>("expr.py", text);
    exprs_.push_back(py::ParsePythonExpr(file));
    return ParsePrimExpr(*exprs_.back(), scope_, plain);
  }
  std::string RoundTrip(const std::string& text, DataType plain = DataType::Int(32)) {
    return PrintPrimExpr(Parse(text, plain), names_, plain);
  }

  TirVar n_, x_, f_, b_;
  Buffer buf_;
  PrimScope scope_;
  NameTable names_;
  std::vector<py::ExprPtr> exprs_;
};

TEST_F(PrimExprText, CanonicalTextRoundTrips) {
  const char* const canonical[] = {
      "x + 1",
      "(x + 1) * 2",
      "x - (x - 1)",
      "x - x - 1",
      "x * (x // 2)",
      "x // 2 * x",
      "x % 3 + T.Div(x, 3) - T.truncmod(x, 3)",
      "f / T.float32(2.0)",
      "T.min(x, 1) + T.max(x, 2)",
      "not b",
      "b and (b or x < 2)",
      "b and b or b",
      "(x < 3) == b",
      "not (b and b)",
      "T.Cast(\"int64\", x) * n",
      "T.if_then_else(b, x, 0)",
      "T.exp(f) + T.float32(1e-05)",
      "T.int8(-3) + T.Cast(\"int8\", x)",
      "T.uint8(255)",
      "T.bool(True)",
      "T.Select(b, f, T.float32(-1.5))",
      "A[x + 1] * f",
      "T.Add(x, 0)",
      "T.FloorDiv(x, 1)",
      "T.EQ(1, 1)",
      "T.Or(b, T.bool(False))",
      "T.call_extern(\"float32\", \"expf\", f)",
      "T.tvm_struct_get(x, 0, 1, \"int64\")",
      "T.Ramp(x, 2, 4)",
      "T.Broadcast(f, 8)",
      "T.float32(\"inf\")",
      "T.Cast(\"float16\", f) * T.float16(0.5)",
      "\"a string\"",
      "T.Not(T.bool(True))",
      "x - -1",
      "T.pow(f, T.float32(2.0))",
      "T.shift_left(x, 1)",
      "T.dp4a(\"int32\", x, x, x)",
      "T.q_multiply_shift(x, 1073741824, 31, 0)",
  };
  for (const char* text : canonical) EXPECT_EQ(RoundTrip(text), text);
}

TEST_F(PrimExprText, PythonOperatorsMapToIntrinsics) {
  EXPECT_EQ(RoundTrip("x ** 2"), "T.pow(x, 2)");
  EXPECT_EQ(RoundTrip("x << 1 | x & 3 ^ x >> 2"),
            "T.bitwise_or(T.shift_left(x, 1), T.bitwise_xor(T.bitwise_and(x, 3), T.shift_right(x, 2)))");
  EXPECT_EQ(RoundTrip("~x"), "T.bitwise_not(x)");
  EXPECT_EQ(RoundTrip("-x"), "0 - x");
  EXPECT_EQ(RoundTrip("-f"), "T.float32(0.0) - f");
  EXPECT_EQ(RoundTrip("T.abs(f)"), "T.fabs(f)");
  EXPECT_EQ(RoundTrip("T.abs(x)"), "T.Select(x >= 0, x, 0 - x)");
  EXPECT_EQ(RoundTrip("T.ceildiv(x, 4)"), "(x + 4 - 1) // 4");
  EXPECT_EQ(RoundTrip("T.max_value(\"int8\")"), "T.int8(127)");
  EXPECT_EQ(RoundTrip("T.min_value(\"float32\")"), "T.float32(-3.4028234663852886e+38)");
  EXPECT_EQ(RoundTrip("T.truncdiv(x, 1)"), "x");
}

TEST_F(PrimExprText, FoldsAndPromotesLikeTvm) {
  EXPECT_EQ(RoundTrip("x + 0"), "x");
  EXPECT_EQ(RoundTrip("x * 1 + 2 * 3"), "x + 6");
  EXPECT_EQ(RoundTrip("7 // -2"), "-4");
  EXPECT_EQ(RoundTrip("f * 2"), "f * T.float32(2.0)");
  EXPECT_EQ(RoundTrip("n + 1"), "n + T.int64(1)");
  EXPECT_EQ(RoundTrip("T.if_then_else(T.bool(True), x, 1)"), "x");
  EXPECT_EQ(RoundTrip("x < 1 and True"), "x < 1");
  EXPECT_EQ(RoundTrip("3000000000"), "T.int64(3000000000)");
  EXPECT_EQ(RoundTrip("T.int64(x)"), "T.Cast(\"int64\", x)");
  EXPECT_EQ(RoundTrip("T.float32(1)"), "T.float32(1.0)");
  EXPECT_EQ(RoundTrip("T.float32(0.10000000000000001)"), "T.float32(0.1)");
}

TEST_F(PrimExprText, PlainDtypeSelectsBareLiterals) {
  // In a Relax signature int64 is the plain integer type.
  EXPECT_EQ(RoundTrip("n * 2 + 1", DataType::Int(64)), "n * 2 + 1");
  EXPECT_EQ(RoundTrip("x + 1", DataType::Int(64)), "T.Cast(\"int64\", x) + 1");
  EXPECT_EQ(RoundTrip("T.int32(4)", DataType::Int(64)), "T.int32(4)");
  PrimExpr e = Parse("n * 2", DataType::Int(64));
  EXPECT_EQ(e->dtype, DataType::Int(64));
  EXPECT_EQ(PrintPrimExpr(e, names_, DataType::Int(32)), "n * T.int64(2)");
}

TEST_F(PrimExprText, NodesAreTheOnesWritten) {
  PrimExpr c = Parse("T.Cast(\"int32\", 3)");
  EXPECT_EQ(c->kind(), NodeKind::kCast);
  PrimExpr i = Parse("T.int64(3)");
  ASSERT_TRUE(i.is<IntImmNode>());
  EXPECT_EQ(i->dtype, DataType::Int(64));
  PrimExpr l = Parse("A[x]");
  ASSERT_TRUE(l.is<BufferLoadNode>());
  EXPECT_EQ(l.as<BufferLoadNode>()->buffer.get(), buf_.get());
  PrimExpr s = Parse("A[x:x + 4]");
  auto ramp = s.as<BufferLoadNode>()->indices[0].as<RampNode>();
  ASSERT_TRUE(ramp);
  EXPECT_EQ(ramp->lanes, 4);
  EXPECT_EQ(s->dtype, DataType::Float(32, 4));
  PrimExpr inf = Parse("T.float32(\"-inf\")");
  ASSERT_TRUE(inf.is<FloatImmNode>());
  EXPECT_EQ(inf.as<FloatImmNode>()->value, -std::numeric_limits<double>::infinity());
}

TEST_F(PrimExprText, AttributeValues) {
  auto file = std::make_shared<SourceFile>("attr.py", "{\"b\": [1, \"s\", True], \"a\": None, \"c\": 0.5, \"d\": x}");
  py::ExprPtr e = py::ParsePythonExpr(file);
  ObjectRef v = ParseAttrValue(*e, scope_, DataType::Int(32));
  ASSERT_TRUE(v.is<MapNode>());
  EXPECT_EQ(PrintAttrValue(v, names_, DataType::Int(32)),
            "{\"a\": None, \"b\": [1, \"s\", T.bool(True)], \"c\": T.float32(0.5), \"d\": x}");
}

TEST_F(PrimExprText, Diagnostics) {
  struct Case {
    const char* text;
    int column;
    const char* message;
  };
  const Case cases[] = {
      {"x + m", 5, "undefined variable 'm'"},
      {"T.foo(x)", 1, "unknown intrinsic 'T.foo'"},
      {"foo(x)", 1, "unknown function 'foo'"},
      {"x if b else 1", 1, "conditional expressions are not supported in TIR; use T.if_then_else(cond, a, b)"},
      {"B[0]", 1, "undefined buffer 'B'"},
      {"x[0]", 1, "'x' is not a buffer"},
      {"T.Cast(\"floaty\", x)", 8, "unknown dtype 'floaty'"},
      {"x + T.handle()", 5, "T.handle() declares a variable and must be assigned to a name: x = T.handle()"},
      {"T.exp(x, y=1)", 10, "unexpected keyword argument 'y' to T.exp"},
      {"A[0:x]", 3, "a vector index slice must have a constant length"},
      {"T.int32(1.5)", 9, "float literal for integer dtype int32"},
  };
  for (const Case& c : cases) {
    try {
      Parse(c.text);
      ADD_FAILURE() << "expected an error for " << c.text;
    } catch (const DiagnosticError& e) {
      EXPECT_EQ(e.diagnostic().message, c.message) << c.text;
      EXPECT_EQ(e.diagnostic().span.column(), c.column) << c.text;
    }
  }
}

}  // namespace
}  // namespace script
}  // namespace rlx
