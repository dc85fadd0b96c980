#include "compiler/script/python_parser.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/script/python_lexer.h"

namespace rlx {
namespace py {
namespace {

SourceFilePtr Src(std::string text) { return std::make_shared<SourceFile>("t.py", std::move(text)); }

std::string E(const std::string& text) { return DumpExpr(*ParsePythonExpr(Src(text))); }
std::string M(const std::string& text) { return DumpModule(ParsePython(Src(text))); }

// "line:col: message" of the error that parsing `text` raises.
std::string Err(const std::string& text) {
  try {
    ParsePython(Src(text));
  } catch (const DiagnosticError& e) {
    const Diagnostic& d = e.diagnostic();
    return std::to_string(d.span.line()) + ":" + std::to_string(d.span.column()) + ": " + d.message;
  }
  return "no error";
}

std::string Kinds(const std::string& text) {
  std::string out;
  SourceFilePtr file = Src(text);  // token texts point into it
  for (const Token& t : Tokenize(file)) {
    if (!out.empty()) out += " ";
    switch (t.kind) {
      case TokenKind::kName:
      case TokenKind::kKeyword:
      case TokenKind::kNumber:
      case TokenKind::kOp:
        out += std::string(t.text);
        break;
      case TokenKind::kString:
        out += "S(" + t.str_value + ")";
        break;
      default:
        out += TokenKindName(t.kind);
    }
  }
  return out;
}

// ---- Lexer ------------------------------------------------------------------

TEST(PythonLexerTest, LayoutTokens) {
  EXPECT_EQ(Kinds("if x:\n    y = 1  # c\n\n  # comment only\n    z\nw\n"),
            "if x : NEWLINE INDENT y = 1 NEWLINE z NEWLINE DEDENT w NEWLINE END");
  // No trailing newline; blocks are closed at the end.
  EXPECT_EQ(Kinds("def f():\n  if a:\n    pass"),
            "def f ( ) : NEWLINE INDENT if a : NEWLINE INDENT pass NEWLINE DEDENT DEDENT END");
  EXPECT_EQ(Kinds(""), "END");
  EXPECT_EQ(Kinds("\n\n# c\n   \n"), "END");
}

TEST(PythonLexerTest, LineJoining) {
  EXPECT_EQ(Kinds("f(a,\n  b,  # c\n\n b)\nx = 1 + \\\n  2\n"), "f ( a , b , b ) NEWLINE x = 1 + 2 NEWLINE END");
  EXPECT_EQ(Kinds("x = 1\r\ny = 2\r\n"), "x = 1 NEWLINE y = 2 NEWLINE END");
}

TEST(PythonLexerTest, OperatorsLongestMatch) {
  EXPECT_EQ(Kinds("a**=b//=c>>=d<<=e->f<=g>=h==i!=j+=k-=l*=m/=n%=o&=p|=q^=r@=s"),
            "a **= b //= c >>= d <<= e -> f <= g >= h == i != j += k -= l *= m /= n %= o &= p "
            "|= q ^= r @= s NEWLINE END");
  EXPECT_EQ(Kinds("~a@b<<c>>d**e//f%g&h|i^j;k.l"), "~ a @ b << c >> d ** e // f % g & h | i ^ j ; k . l NEWLINE END");
}

TEST(PythonLexerTest, KeywordsAreNotNames) {
  SourceFilePtr file = Src("lambda None Nonex is_ True");
  std::vector<Token> toks = Tokenize(file);
  EXPECT_EQ(toks[0].kind, TokenKind::kKeyword);
  EXPECT_EQ(toks[1].kind, TokenKind::kKeyword);
  EXPECT_EQ(toks[2].kind, TokenKind::kName);
  EXPECT_EQ(toks[3].kind, TokenKind::kName);
  EXPECT_EQ(toks[4].kind, TokenKind::kKeyword);
  EXPECT_TRUE(IsKeyword("continue"));
  EXPECT_FALSE(IsKeyword("inf"));
}

TEST(PythonLexerTest, Numbers) {
  SourceFilePtr file = Src("0x_FF 1_000 1e-05 1.0 .5 1. 0 00 0o17 0b101 2E+3");
  std::vector<Token> t = Tokenize(file);
  EXPECT_EQ(t[0].int_value, 255u);
  EXPECT_EQ(t[1].int_value, 1000u);
  EXPECT_TRUE(t[2].is_float);
  EXPECT_DOUBLE_EQ(t[2].float_value, 1e-05);
  EXPECT_EQ(t[2].text, "1e-05");
  EXPECT_TRUE(t[3].is_float);
  EXPECT_EQ(t[3].text, "1.0");
  EXPECT_DOUBLE_EQ(t[4].float_value, 0.5);
  EXPECT_DOUBLE_EQ(t[5].float_value, 1.0);
  EXPECT_EQ(t[6].int_value, 0u);
  EXPECT_EQ(t[7].int_value, 0u);
  EXPECT_EQ(t[8].int_value, 15u);
  EXPECT_EQ(t[9].int_value, 5u);
  EXPECT_DOUBLE_EQ(t[10].float_value, 2000.0);
  EXPECT_EQ(Kinds("1e999 x.y1"), "1e999 x . y1 NEWLINE END");
}

TEST(PythonLexerTest, Strings) {
  EXPECT_EQ(Kinds(R"(a = 'x\'y' "q\"\\" '\x41\u00e9\n\t' r'\n' u'u')"),
            "a = S(x'y) S(q\"\\) S(A\xC3\xA9\n\t) S(\\n) S(u) NEWLINE END");
  EXPECT_EQ(Kinds("'''a\n'b'\"\"\"'''"), "S(a\n'b'\"\"\") NEWLINE END");
  EXPECT_EQ(Kinds("\"\"\"x\"\"\""), "S(x) NEWLINE END");
  EXPECT_EQ(Kinds("'a\\\nb' '\\d' '\\101'"), "S(ab) S(\\d) S(A) NEWLINE END");
  // Non-ASCII bytes are fine inside strings and comments.
  EXPECT_EQ(Kinds("'\xC3\xA9' # \xFF"), "S(\xC3\xA9) NEWLINE END");
}

TEST(PythonLexerTest, TokenSpans) {
  SourceFilePtr file = Src("def f():\n    return 'ab'\n");
  std::vector<Token> t = Tokenize(file);
  EXPECT_EQ(t[4].kind, TokenKind::kOp);  // ':'
  EXPECT_EQ(t[5].kind, TokenKind::kNewline);
  EXPECT_EQ(t[5].begin, 8u);  // right after ':'
  EXPECT_EQ(t[6].kind, TokenKind::kIndent);
  EXPECT_EQ(t[6].begin, 13u);  // at `return`
  EXPECT_EQ(t[8].kind, TokenKind::kString);
  EXPECT_EQ(t[8].begin, 20u);
  EXPECT_EQ(t[8].end, 24u);
}

// ---- Expressions ------------------------------------------------------------

TEST(PythonParserTest, Atoms) {
  EXPECT_EQ(E("x"), "x");
  EXPECT_EQ(E("42"), "42");
  EXPECT_EQ(E("'s' \"t\""), "\"st\"");
  EXPECT_EQ(E("(True, False, None)"), "(tuple True False None)");
  EXPECT_EQ(E("[]"), "(list)");
  EXPECT_EQ(E("[1, 2,]"), "(list 1 2)");
  EXPECT_EQ(E("{}"), "(dict)");
  EXPECT_EQ(E("{'a': 1, b: [2]}"), "(dict (\"a\" 1) (b (list 2)))");
  EXPECT_EQ(E("()"), "(tuple)");
  EXPECT_EQ(E("(a,)"), "(tuple a)");
  EXPECT_EQ(E("(a, b)"), "(tuple a b)");
  EXPECT_EQ(E("(a)"), "a");
  EXPECT_EQ(E("a, b"), "(tuple a b)");
}

TEST(PythonParserTest, ConstantValues) {
  ExprPtr e = ParsePythonExpr(Src("(7, 1e-05, 'a\\n', True, None, 0x10, -9223372036854775808)"));
  ASSERT_EQ(e->items.size(), 7u);
  EXPECT_EQ(e->items[0]->const_kind, ConstKind::kInt);
  EXPECT_EQ(e->items[0]->int_value, 7);
  EXPECT_EQ(e->items[1]->const_kind, ConstKind::kFloat);
  EXPECT_DOUBLE_EQ(e->items[1]->float_value, 1e-05);
  EXPECT_EQ(e->items[1]->text, "1e-05");
  EXPECT_EQ(e->items[2]->const_kind, ConstKind::kString);
  EXPECT_EQ(e->items[2]->str_value, "a\n");
  EXPECT_EQ(e->items[2]->text, "'a\\n'");
  EXPECT_EQ(e->items[3]->const_kind, ConstKind::kBool);
  EXPECT_EQ(e->items[3]->int_value, 1);
  EXPECT_EQ(e->items[4]->const_kind, ConstKind::kNone);
  EXPECT_EQ(e->items[5]->int_value, 16);
  EXPECT_EQ(e->items[5]->text, "0x10");
  EXPECT_EQ(e->items[6]->kind, ExprKind::kConstant);
  EXPECT_EQ(e->items[6]->int_value, INT64_MIN);
  EXPECT_EQ(E("9223372036854775807"), "9223372036854775807");
  EXPECT_EQ(E("-1"), "(- 1)");
}

TEST(PythonParserTest, TrailersAndCalls) {
  EXPECT_EQ(E("R.nn.relu(x)"), "(call (. (. R nn) relu) x)");
  EXPECT_EQ(E("f()"), "(call f)");
  EXPECT_EQ(E("f(a, b=1, c=(2, 3),)"), "(call f a (kw b 1) (kw c (tuple 2 3)))");
  EXPECT_EQ(E("f(a)(b)[c].d"), "(. (sub (call (call f a) b) c) d)");
  ExprPtr call = ParsePythonExpr(Src("f(x, dtype='f32')"));
  ASSERT_EQ(call->keywords.size(), 1u);
  EXPECT_EQ(call->keywords[0].name, "dtype");
  EXPECT_EQ(call->keywords[0].span.column(), 6);
  EXPECT_EQ(call->keywords[0].span.end, 16u);
}

TEST(PythonParserTest, SubscriptsAndSlices) {
  EXPECT_EQ(E("x[a]"), "(sub x a)");
  EXPECT_EQ(E("x[a, b]"), "(sub x a b)");
  EXPECT_EQ(E("x[a,]"), "(sub x (tuple a))");
  EXPECT_EQ(E("x[(a, b)]"), "(sub x (tuple a b))");
  EXPECT_EQ(E("x[()]"), "(sub x (tuple))");
  EXPECT_EQ(E("x[1:2]"), "(sub x (slice 1 2 _))");
  EXPECT_EQ(E("x[:]"), "(sub x (slice _ _ _))");
  EXPECT_EQ(E("x[::2, a:, :b, ::]"), "(sub x (slice _ _ 2) (slice a _ _) (slice _ b _) (slice _ _ _))");
  EXPECT_EQ(E("x[a:b:c]"), "(sub x (slice a b c))");
  EXPECT_EQ(E("A[vi, vj + 1]"), "(sub A vi (+ vj 1))");
}

TEST(PythonParserTest, Operators) {
  EXPECT_EQ(E("a + b - c * d / e // f % g @ h"), "(- (+ a b) (@ (% (// (/ (* c d) e) f) g) h))");
  EXPECT_EQ(E("a | b ^ c & d << e >> f"), "(| a (^ b (& c (>> (<< d e) f))))");
  EXPECT_EQ(E("-a + +b - ~c"), "(- (+ (- a) (+ b)) (~ c))");
  EXPECT_EQ(E("a < b <= c"), "(and (< a b) (<= b c))");
  EXPECT_EQ(E("a > b >= c == d != e"), "(and (and (and (> a b) (>= b c)) (== c d)) (!= d e))");
  EXPECT_EQ(E("a in b"), "(in a b)");
  EXPECT_EQ(E("a not in b"), "(not in a b)");
  EXPECT_EQ(E("a is b"), "(is a b)");
  EXPECT_EQ(E("a is not b"), "(is not a b)");
  EXPECT_EQ(E("a and b and c or d"), "(or (and (and a b) c) d)");
  EXPECT_EQ(E("not a"), "(not a)");
  EXPECT_EQ(E("lambda: 0"), "(lambda () 0)");
  EXPECT_EQ(E("lambda i, j: i + j"), "(lambda (i j) (+ i j))");
}

TEST(PythonParserTest, Precedence) {
  EXPECT_EQ(E("a + b * c"), "(+ a (* b c))");
  EXPECT_EQ(E("(a + b) * c"), "(* (+ a b) c)");
  EXPECT_EQ(E("-x ** 2"), "(- (** x 2))");
  EXPECT_EQ(E("2 ** -1"), "(** 2 (- 1))");
  EXPECT_EQ(E("a ** b ** c"), "(** a (** b c))");
  EXPECT_EQ(E("a // b % c"), "(% (// a b) c)");
  EXPECT_EQ(E("a - b - c"), "(- (- a b) c)");
  EXPECT_EQ(E("not a == b"), "(not (== a b))");
  EXPECT_EQ(E("not a and b"), "(and (not a) b)");
  EXPECT_EQ(E("a if c else b"), "(ifexp c a b)");
  EXPECT_EQ(E("a if b else c if d else e"), "(ifexp b a (ifexp d c e))");
  EXPECT_EQ(E("a or b if c or d else e"), "(ifexp (or c d) (or a b) e)");
  EXPECT_EQ(E("lambda x: a if x else b"), "(lambda (x) (ifexp x a b))");
  EXPECT_EQ(E("a + b < c * d"), "(< (+ a b) (* c d))");
  EXPECT_EQ(E("a & b == c"), "(== (& a b) c)");
  EXPECT_EQ(E("-a.b[0](1)"), "(- (call (sub (. a b) 0) 1))");
}

TEST(PythonParserTest, ComparisonChainDuplicatesMiddleOperand) {
  ExprPtr e = ParsePythonExpr(Src("0 <= i < n"));
  ASSERT_EQ(e->kind, ExprKind::kBoolOp);
  const Expr& first = *e->items[0];
  const Expr& second = *e->items[1];
  EXPECT_EQ(first.span.column(), 1);
  EXPECT_EQ(second.span.column(), 6);  // `i < n`
  EXPECT_NE(first.items[1].get(), second.items[0].get());
  EXPECT_EQ(first.items[1]->id, "i");
  EXPECT_EQ(second.items[0]->id, "i");
}

TEST(PythonParserTest, ExpressionSpans) {
  ExprPtr e = ParsePythonExpr(Src("(\n  a +\n    f(b, c)\n)"));
  ASSERT_EQ(e->kind, ExprKind::kBinOp);
  EXPECT_EQ(e->span.line(), 2);
  EXPECT_EQ(e->span.column(), 3);
  const Expr& call = *e->items[1];
  EXPECT_EQ(call.span.line(), 3);
  EXPECT_EQ(call.span.column(), 5);
  EXPECT_EQ(call.span.end - call.span.begin, 7u);
  EXPECT_EQ(call.items[1]->span.column(), 10);
  ExprPtr t = ParsePythonExpr(Src("x[1:2]"));
  EXPECT_EQ(t->items[0]->span.column(), 3);
  EXPECT_EQ(t->items[0]->span.end, 5u);
}

// ---- Statements -------------------------------------------------------------

TEST(PythonParserTest, SimpleStatements) {
  EXPECT_EQ(M("f(x)\n"), "(expr (call f x))\n");
  EXPECT_EQ(M("a = 1\n"), "(= a 1)\n");
  EXPECT_EQ(M("a, b = c, d\n"), "(= (tuple a b) (tuple c d))\n");
  EXPECT_EQ(M("(a, b), c = t\n"), "(= (tuple (tuple a b) c) t)\n");
  EXPECT_EQ(M("x[i, j] = 1\n"), "(= (sub x i j) 1)\n");
  EXPECT_EQ(M("x: T.int64\n"), "(: x (. T int64))\n");
  EXPECT_EQ(M("x: R.Tensor((2,), \"float32\") = f(a)\n"),
            "(: x (call (. R Tensor) (tuple 2) \"float32\") (call f a))\n");
  EXPECT_EQ(M("x += 1\ny //= 2\nz **= 3\n"), "(+= x 1)\n(//= y 2)\n(**= z 3)\n");
  EXPECT_EQ(M("return\n"), "(return)\n");
  EXPECT_EQ(M("return a, b\n"), "(return (tuple a b))\n");
  EXPECT_EQ(M("pass; break; continue;\n"), "pass\nbreak\ncontinue\n");
  EXPECT_EQ(M("assert x\nassert x > 0, 'msg'\n"), "(assert x)\n(assert (> x 0) \"msg\")\n");
}

TEST(PythonParserTest, CompoundStatements) {
  EXPECT_EQ(M("if a:\n  x\nelif b:\n  y\nelse:\n  z\n"), "(if a ((expr x)) ((if b ((expr y)) ((expr z)))))\n");
  EXPECT_EQ(M("if x: return y\n"), "(if x ((return y)))\n");
  EXPECT_EQ(M("if x: a = 1; b = 2\nelse: pass\n"), "(if x ((= a 1) (= b 2)) (pass))\n");
  EXPECT_EQ(M("for i, j in T.grid(4, 4):\n  pass\n"), "(for (tuple i j) (call (. T grid) 4 4) (pass))\n");
  EXPECT_EQ(M("for x in a, b:\n  pass\nelse:\n  pass\n"), "(for x (tuple a b) (pass) (pass))\n");
  EXPECT_EQ(M("while i < n:\n  i += 1\n  break\n"), "(while (< i n) ((+= i 1) break))\n");
  EXPECT_EQ(M("with R.dataflow():\n  pass\n"), "(with (call (. R dataflow)) (pass))\n");
  EXPECT_EQ(M("with a as x, b, c as (y, z):\n  pass\n"), "(with (as a x) b (as c (tuple y z)) (pass))\n");
  EXPECT_EQ(M("def f(a, b: int, c=1, d: T.int32 = 2) -> R.Tensor:\n  return a\n"),
            "(def f (params a (b int) (c _ 1) (d (. T int32) 2)) (-> (. R Tensor)) "
            "((return a)))\n");
  EXPECT_EQ(M("@a\n@b.c(1)\ndef f(): pass\n"), "(def f (@ a (call (. b c) 1)) (params) (pass))\n");
  EXPECT_EQ(M("class C:\n  pass\n"), "(class C (bases) (pass))\n");
  EXPECT_EQ(M("@I.ir_module\nclass C(A, b.B,):\n  x = 1\n"),
            "(class C (@ (. I ir_module)) (bases A (. b B)) ((= x 1)))\n");
}

TEST(PythonParserTest, StatementStructureAndSpans) {
  Module m =
      ParsePython(Src("x = 1\n\n@R.function\ndef main(a: R.Tensor):\n"
                      "    if a:\n        return a\n    y: int = 2\n"));
  ASSERT_EQ(m.body.size(), 2u);
  const Stmt& fn = *m.body[1];
  EXPECT_EQ(fn.kind, StmtKind::kFunctionDef);
  EXPECT_EQ(fn.id, "main");
  EXPECT_EQ(fn.span.line(), 4);  // the `def` line, not the decorator
  EXPECT_EQ(fn.span.column(), 1);
  EXPECT_EQ(fn.span.end, m.file->text().size() - 1);  // ends at `2`, before the newline
  ASSERT_EQ(fn.decorators.size(), 1u);
  EXPECT_EQ(fn.decorators[0]->span.line(), 3);
  EXPECT_EQ(fn.decorators[0]->span.column(), 2);
  ASSERT_EQ(fn.params.size(), 1u);
  EXPECT_EQ(fn.params[0].name, "a");
  EXPECT_EQ(fn.params[0].span.column(), 10);
  EXPECT_EQ(fn.params[0].annotation->span.column(), 13);
  ASSERT_EQ(fn.body.size(), 2u);
  const Stmt& if_stmt = *fn.body[0];
  EXPECT_EQ(if_stmt.span.line(), 5);
  EXPECT_EQ(if_stmt.span.column(), 5);
  EXPECT_EQ(if_stmt.body[0]->span.line(), 6);
  EXPECT_EQ(if_stmt.body[0]->span.column(), 9);
  EXPECT_EQ(if_stmt.span.end, if_stmt.body[0]->span.end);
  const Stmt& ann = *fn.body[1];
  EXPECT_EQ(ann.kind, StmtKind::kAnnAssign);
  EXPECT_EQ(ann.value->span.line(), 7);
  EXPECT_EQ(ann.value->span.column(), 14);
}

TEST(PythonParserTest, RealisticTvmScript) {
  const char* text = R"(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((4, 4), "float32"), C: T.Buffer((4, 4), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        # with T.block("root"):
        for i, j in T.grid(4, 4):
            with T.block("C"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj])
                T.writes(C[vi, vj])
                C[vi, vj] = A[vi, vj] + T.float32(1)

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv: R.Tensor((4, 4), dtype="float32") = R.add(lv, R.const(1e-05, "float32"))
            R.output(gv)
        return gv
)";
  Module m = ParsePython(Src(text));
  ASSERT_EQ(m.body.size(), 1u);
  const Stmt& cls = *m.body[0];
  ASSERT_EQ(cls.kind, StmtKind::kClassDef);
  EXPECT_EQ(cls.id, "Module");
  EXPECT_EQ(DumpExpr(*cls.decorators[0]), "(. I ir_module)");
  ASSERT_EQ(cls.body.size(), 2u);

  const Stmt& prim = *cls.body[0];
  EXPECT_EQ(DumpExpr(*prim.decorators[0]), "(call (. T prim_func) (kw private True))");
  ASSERT_EQ(prim.body.size(), 2u);
  const Stmt& loop = *prim.body[1];
  ASSERT_EQ(loop.kind, StmtKind::kFor);
  EXPECT_EQ(loop.span.line(), 10);
  EXPECT_EQ(DumpExpr(*loop.target), "(tuple i j)");
  const Stmt& block = *loop.body[0];
  ASSERT_EQ(block.kind, StmtKind::kWith);
  EXPECT_EQ(DumpExpr(*block.items[0]), "(call (. T block) \"C\")");
  EXPECT_EQ(block.targets[0], nullptr);
  ASSERT_EQ(block.body.size(), 4u);
  EXPECT_EQ(DumpStmt(*block.body[0]), "(= (tuple vi vj) (call (. (. T axis) remap) \"SS\" (list i j)))");
  const Stmt& store = *block.body[3];
  EXPECT_EQ(DumpStmt(store), "(= (sub C vi vj) (+ (sub A vi vj) (call (. T float32) 1)))");
  EXPECT_EQ(store.span.line(), 15);
  EXPECT_EQ(store.span.column(), 17);
  EXPECT_EQ(store.value->items[1]->span.column(), 41);  // T.float32(1)

  const Stmt& main = *cls.body[1];
  EXPECT_EQ(main.id, "main");
  EXPECT_EQ(DumpExpr(*main.returns), "(call (. R Tensor) (tuple 4 4) (kw dtype \"float32\"))");
  ASSERT_EQ(main.body.size(), 3u);
  const Stmt& df = *main.body[1];
  ASSERT_EQ(df.kind, StmtKind::kWith);
  ASSERT_EQ(df.body.size(), 3u);
  EXPECT_EQ(DumpStmt(*df.body[0]),
            "(= lv (call (. R call_tir) (. cls add_one) (tuple x) "
            "(kw out_sinfo (call (. R Tensor) (tuple 4 4) (kw dtype \"float32\")))))");
  const Stmt& gv = *df.body[1];
  ASSERT_EQ(gv.kind, StmtKind::kAnnAssign);
  EXPECT_EQ(gv.value->items[1]->items[0]->text, "1e-05");
  EXPECT_EQ(main.body[2]->kind, StmtKind::kReturn);
}

TEST(PythonParserTest, EmptyAndCommentOnlyModules) {
  EXPECT_TRUE(ParsePython(Src("")).body.empty());
  EXPECT_TRUE(ParsePython(Src("# just a comment\n\n   \n")).body.empty());
  EXPECT_EQ(M("x = 1"), "(= x 1)\n");  // no final newline
}

// ---- Diagnostics ------------------------------------------------------------

TEST(PythonParserErrorTest, Strings) {
  EXPECT_EQ(Err("x = 'abc\ny = 1\n"), "1:5: unterminated string literal");
  EXPECT_EQ(Err("x = \"abc"), "1:5: unterminated string literal");
  EXPECT_EQ(Err("x = 1\ns = '''abc\n\n"), "2:5: unterminated triple-quoted string literal");
  EXPECT_EQ(Err("x = '\\x4'"), "1:6: invalid \\x escape: expected 2 hex digits");
  EXPECT_EQ(Err("x = f'a'"), "1:5: f-strings are not supported");
}

TEST(PythonParserErrorTest, Indentation) {
  EXPECT_EQ(Err("if x:\n    a = 1\n  b = 2\n"), "3:3: unindent does not match any outer indentation level");
  EXPECT_EQ(Err("x = 1\n    y = 2\n"), "2:5: unexpected indent");
  EXPECT_EQ(Err("def f():\nreturn 1\n"),
            "2:1: expected an indented block after function definition on line 1, found "
            "keyword 'return'");
  EXPECT_EQ(Err("for i in x:\n"), "2:1: expected an indented block after 'for' statement on line 1, found end of file");
  EXPECT_EQ(Err("if x:\n\tif y:\n        pass\n"), "3:9: inconsistent use of tabs and spaces in indentation");
}

TEST(PythonParserErrorTest, MissingTokens) {
  EXPECT_EQ(Err("def f()\n  pass\n"), "1:8: expected ':' after function signature, found NEWLINE");
  EXPECT_EQ(Err("if x\n  pass\n"), "1:5: expected ':' after 'if' condition, found NEWLINE");
  EXPECT_EQ(Err("class A\n  pass\n"), "1:8: expected ':' after class header, found NEWLINE");
  EXPECT_EQ(Err("for i x:\n  pass\n"), "1:7: expected 'in' after 'for' target, found name 'x'");
  EXPECT_EQ(Err("x = a if b\n"), "1:11: expected 'else' in conditional expression, found NEWLINE");
  EXPECT_EQ(Err("f(a b)\n"), "1:5: expected ',' or ')' in argument list, found name 'b'");
  EXPECT_EQ(Err("x = 1 2\n"), "1:7: expected NEWLINE or ';' after statement, found number '2'");
  EXPECT_EQ(Err("x = \n"), "1:4: expected expression, found NEWLINE");
  EXPECT_EQ(Err("x.if\n"), "1:3: expected attribute name after '.', found keyword 'if'");
  EXPECT_EQ(Err("x[]\n"), "1:3: expected subscript, found ']'");
  EXPECT_EQ(Err("@dec\nx = 1\n"), "2:1: expected 'def' or 'class' after decorator, found name 'x'");
}

TEST(PythonParserErrorTest, Brackets) {
  EXPECT_EQ(Err("x = (1, 2))\n"), "1:11: unbalanced ')'");
  EXPECT_EQ(Err("x = [1, 2)\n"), "1:10: unbalanced ')': does not match '[' at t.py:1:5");
  EXPECT_EQ(Err("x = f(1,\n  2\n"), "1:6: '(' was never closed");
}

TEST(PythonParserErrorTest, GarbageBytes) {
  EXPECT_EQ(Err(std::string("x = 1\0\n", 7)), "1:6: source code cannot contain null bytes");
  EXPECT_EQ(Err(std::string("x = '\0'", 7)), "1:6: source code cannot contain null bytes");
  EXPECT_EQ(Err("x = \xff\xfe\n"), "1:5: invalid byte 0xFF (source must be UTF-8)");
  EXPECT_EQ(Err("x = \x01\n"), "1:5: invalid control character U+0001");
  EXPECT_EQ(Err("y = a $ b\n"), "1:7: invalid character '$'");
  EXPECT_EQ(Err("y = a ! b\n"), "1:7: invalid character '!'");
  EXPECT_EQ(Err("\xC3\xA9 = 1\n"),
            "1:1: invalid character '\xC3\xA9' (U+00E9); only ASCII is allowed outside strings "
            "and comments");
  EXPECT_EQ(Err("x = 1 \\ 2\n"), "1:7: unexpected character after line continuation character");
  // Arbitrary binary input is rejected cleanly.
  std::string junk;
  for (int i = 0; i < 4096; ++i) junk.push_back(static_cast<char>((i * 7919 + 13) & 0xFF));
  EXPECT_NE(Err(junk), "no error");
}

TEST(PythonParserErrorTest, Numbers) {
  EXPECT_EQ(Err("x = 99999999999999999999\n"), "1:5: integer literal 99999999999999999999 is out of range for int64");
  EXPECT_EQ(Err("x = 9223372036854775808\n"), "1:5: integer literal 9223372036854775808 is out of range for int64");
  EXPECT_EQ(Err("x = -9223372036854775808 ** 2\n"),
            "1:6: integer literal 9223372036854775808 is out of range for int64");
  EXPECT_EQ(Err("x = 0x\n"), "1:5: invalid hexadecimal literal");
  EXPECT_EQ(Err("x = 1__0\n"), "1:5: invalid decimal literal");
  EXPECT_EQ(Err("x = 12abc\n"), "1:5: invalid decimal literal");
  EXPECT_EQ(Err("x = 012\n"),
            "1:5: leading zeros in decimal integer literals are not permitted; use an 0o prefix "
            "for octal integers");
  EXPECT_EQ(Err("x = 1j\n"), "1:5: complex literals are not supported");
}

TEST(PythonParserErrorTest, InvalidConstructs) {
  EXPECT_EQ(Err("a = b = c\n"), "1:7: chained assignment is not supported");
  EXPECT_EQ(Err("f() = 1\n"), "1:1: cannot assign to function call");
  EXPECT_EQ(Err("a, 1 = t\n"), "1:4: cannot assign to literal");
  EXPECT_EQ(Err("for f() in x:\n  pass\n"), "1:5: cannot assign to function call");
  EXPECT_EQ(Err("a, b: int\n"), "1:1: only single target (not tuple) can be annotated");
  EXPECT_EQ(Err("a + b += 1\n"), "1:1: 'expression' is an illegal expression for augmented assignment");
  EXPECT_EQ(Err("f(x=1, x=2)\n"), "1:8: keyword argument repeated: x");
  EXPECT_EQ(Err("f(x=1, 2)\n"), "1:8: positional argument follows keyword argument");
  EXPECT_EQ(Err("f(a.b=1)\n"), "1:3: keyword argument name must be an identifier");
  EXPECT_EQ(Err("def f(a, a): pass\n"), "1:10: duplicate argument 'a' in function definition");
  EXPECT_EQ(Err("def f(a=1, b): pass\n"), "1:12: parameter without a default follows parameter with a default");
  EXPECT_EQ(Err("def f(*args): pass\n"), "1:7: '*', '**' and '/' parameters are not supported");
  EXPECT_EQ(Err("x = [i for i in y]\n"), "1:8: comprehensions are not supported");
  EXPECT_EQ(Err("x = {1, 2}\n"), "1:6: set displays are not supported");
  EXPECT_EQ(Err("import tvm\n"), "1:1: 'import' is not supported in TVMScript");
  EXPECT_EQ(Err("x = a not b\n"), "1:11: expected 'in' after 'not', found name 'b'");
}

// ---- Limits -----------------------------------------------------------------

TEST(PythonParserLimitTest, DeepParentheses) {
  EXPECT_EQ(Err("x = " + std::string(100000, '(')), "1:261: nesting too deep (limit 256)");
  EXPECT_EQ(Err("x = " + std::string(100000, '[')), "1:261: nesting too deep (limit 256)");
  std::string ok = "x = " + std::string(200, '(') + "1" + std::string(200, ')') + "\n";
  EXPECT_EQ(M(ok), "(= x 1)\n");
}

TEST(PythonParserLimitTest, DeepUnaryAndPower) {
  EXPECT_EQ(Err("x = " + std::string(100000, '-') + "1"), "1:260: nesting too deep (limit 256)");
  std::string nots;
  for (int i = 0; i < 100000; ++i) nots += "not ";
  EXPECT_EQ(Err("x = " + nots + "a"), "1:1025: nesting too deep (limit 256)");
  std::string pow = "x = a";
  for (int i = 0; i < 100000; ++i) pow += "**a";
  EXPECT_EQ(Err(pow), "1:771: nesting too deep (limit 256)");
  std::string calls = "x = ";
  for (int i = 0; i < 100000; ++i) calls += "f(";
  EXPECT_EQ(Err(calls), "1:517: nesting too deep (limit 256)");
}

TEST(PythonParserLimitTest, LongChainsAreBoundedByTreeHeight) {
  // Left-associative chains build tall trees without parser recursion; the
  // height cap keeps later recursive walks (and destruction) safe.
  for (const char* op : {" + ", ".", " and ", " < "}) {
    std::string text = "x = a";
    for (int i = 0; i < 100000; ++i) text += std::string(op) + "a";
    EXPECT_EQ(Err(text), "1:5: expression too deeply nested (limit 1000 levels)") << op;
  }
  std::string subs = "x = a";
  for (int i = 0; i < 100000; ++i) subs += "[0]";
  EXPECT_EQ(Err(subs), "1:5: expression too deeply nested (limit 1000 levels)");
  std::string ok = "x = a";
  for (int i = 0; i < 900; ++i) ok += " + a";
  EXPECT_EQ(ParsePython(Src(ok)).body.size(), 1u);
}

TEST(PythonParserLimitTest, DeepBlocks) {
  std::string text;
  for (int i = 0; i < 300; ++i) text += std::string(i, ' ') + "if x:\n";
  text += std::string(300, ' ') + "pass\n";
  EXPECT_EQ(Err(text), "258:258: nesting too deep (limit 256)");
  std::string elifs = "if a: pass\n";
  for (int i = 0; i < 100000; ++i) elifs += "elif a: pass\n";
  EXPECT_EQ(Err(elifs), "258:1: nesting too deep (limit 256)");
}

// A 10 MB module parses completely. Not timed (speed belongs in benchmarks;
// a timed bound failed spuriously under the sanitizers): accidental quadratic
// work would take hours here and hit the test timeout instead.
TEST(PythonParserScaleTest, HundredThousandBindings) {
  std::string text =
      "@I.ir_module\nclass Module:\n    @R.function\n"
      "    def main(x: R.Tensor((2, 3), dtype=\"float32\")) -> R.Tensor((2, 3), "
      "dtype=\"float32\"):\n        with R.dataflow():\n";
  std::string prev = "x";
  for (int i = 0; i < 100000; ++i) {
    std::string lv = "lv" + std::to_string(i);
    text += "            " + lv + ": R.Tensor((2, 3), dtype=\"float32\") = R.add(" + prev +
            ", R.const(1.5, \"float32\"))  # comment\n";
    prev = lv;
  }
  text += "            R.output(" + prev + ")\n        return " + prev + "\n";
  ASSERT_GT(text.size(), 10u * 1000 * 1000);
  Module m = ParsePython(Src(std::move(text)));
  const Stmt& with = *m.body[0]->body[0]->body[0];
  EXPECT_EQ(with.body.size(), 100001u);
}

}  // namespace
}  // namespace py
}  // namespace rlx
