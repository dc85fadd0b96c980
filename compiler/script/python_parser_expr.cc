// Expression half of the parser: Python's precedence ladder from `lambda`
// and `x if c else y` down to atoms and trailers.
#include <algorithm>
#include <climits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "compiler/script/python_parser_internal.h"

namespace rlx {
namespace py {
namespace parser_internal {
namespace {

// Python words outside the subset; rejecting them as names turns `import x`
// into a clear message instead of a confusing syntax error.
bool IsUnsupportedPythonWord(std::string_view w) {
  static const char* const kWords[] = {"import", "from",   "global",  "nonlocal", "del",   "raise",
                                       "try",    "except", "finally", "yield",    "async", "await"};
  if (w.size() < 3 || w.size() > 8) return false;
  for (const char* k : kWords) {
    if (w == k) return true;
  }
  return false;
}

}  // namespace

const char* DescribeExprKind(const Expr& e) {
  switch (e.kind) {
    case ExprKind::kConstant:
      return "literal";
    case ExprKind::kCall:
      return "function call";
    case ExprKind::kCompare:
      return "comparison";
    case ExprKind::kIfExp:
      return "conditional expression";
    case ExprKind::kLambda:
      return "lambda";
    case ExprKind::kDict:
      return "dict literal";
    case ExprKind::kSlice:
      return "slice";
    case ExprKind::kTuple:
      return "tuple";
    case ExprKind::kList:
      return "list";
    default:
      return "expression";
  }
}

Parsed Parser::Done(ExprPtr e, int h) {
  if (h > kMaxExprHeight) {
    ThrowError(e->span, "expression too deeply nested (limit " + std::to_string(kMaxExprHeight) + " levels)");
  }
  return Parsed{std::move(e), h};
}

Parsed Parser::MakeBinary(ExprKind kind, std::string_view op, size_t begin, Parsed a, Parsed b) const {
  ExprPtr e = New(kind, begin);
  e->id = std::string(op);
  e->items.reserve(2);
  e->items.push_back(std::move(a.e));
  e->items.push_back(std::move(b.e));
  return Done(std::move(e), 1 + std::max(a.h, b.h));
}

Parsed Parser::MakeUnary(std::string_view op, size_t begin, Parsed a) const {
  ExprPtr e = New(ExprKind::kUnaryOp, begin);
  e->id = std::string(op);
  e->items.push_back(std::move(a.e));
  return Done(std::move(e), 1 + a.h);
}

bool Parser::StartsExpr() const {
  switch (cur_.kind) {
    case K::kName:
    case K::kNumber:
    case K::kString:
      return true;
    case K::kKeyword:
      return IsKw("lambda") || IsKw("not") || IsKw("True") || IsKw("False") || IsKw("None");
    case K::kOp:
      return IsOp("(") || IsOp("[") || IsOp("{") || IsOp("-") || IsOp("+") || IsOp("~");
    default:
      return false;
  }
}

// test: lambda | or_test ['if' or_test 'else' test]
Parsed Parser::ParseTest() {
  Nest nest(this, &depth_);
  if (IsKw("lambda")) return ParseLambda();
  size_t begin = cur_.begin;
  Parsed body = ParseOr();
  if (!IsKw("if")) return body;
  Advance();
  Parsed cond = ParseOr();
  if (!IsKw("else")) FailExpected("'else' in conditional expression");
  Advance();
  Parsed orelse = ParseTest();
  ExprPtr e = New(ExprKind::kIfExp, begin);
  int h = 1 + std::max({cond.h, body.h, orelse.h});
  e->items.push_back(std::move(cond.e));
  e->items.push_back(std::move(body.e));
  e->items.push_back(std::move(orelse.e));
  return Done(std::move(e), h);
}

Parsed Parser::ParseLambda() {
  size_t begin = cur_.begin;
  Advance();
  std::vector<std::string> params;
  NameSet seen;
  while (!IsOp(":")) {
    if (cur_.kind != K::kName) FailExpected("parameter name or ':' in lambda");
    if (!seen.Insert(cur_.text)) {
      Fail(cur_, "duplicate argument '" + std::string(cur_.text) + "' in lambda");
    }
    params.emplace_back(cur_.text);
    Advance();
    if (IsOp("=")) Fail(cur_, "default values of lambda parameters are not supported");
    if (!AcceptOp(",") && !IsOp(":")) FailExpected("',' or ':' in lambda parameters");
  }
  Advance();
  Parsed body = ParseTest();
  ExprPtr e = New(ExprKind::kLambda, begin);
  e->params = std::move(params);
  e->items.push_back(std::move(body.e));
  return Done(std::move(e), 1 + body.h);
}

Parsed Parser::ParseOr() {
  size_t begin = cur_.begin;
  Parsed lhs = ParseAnd();
  while (AcceptKw("or")) {
    Parsed rhs = ParseAnd();
    lhs = MakeBinary(ExprKind::kBoolOp, "or", begin, std::move(lhs), std::move(rhs));
  }
  return lhs;
}

Parsed Parser::ParseAnd() {
  size_t begin = cur_.begin;
  Parsed lhs = ParseNot();
  while (AcceptKw("and")) {
    Parsed rhs = ParseNot();
    lhs = MakeBinary(ExprKind::kBoolOp, "and", begin, std::move(lhs), std::move(rhs));
  }
  return lhs;
}

Parsed Parser::ParseNot() {
  if (!IsKw("not")) return ParseComparison();
  Nest nest(this, &depth_);
  size_t begin = cur_.begin;
  Advance();
  return MakeUnary("not", begin, ParseNot());
}

bool Parser::AtComparison() const {
  if (cur_.kind == K::kKeyword) return IsKw("in") || IsKw("not") || IsKw("is");
  if (cur_.kind != K::kOp) return false;
  switch (cur_.code) {
    case PackSpelling("<"):
    case PackSpelling(">"):
    case PackSpelling("=="):
    case PackSpelling(">="):
    case PackSpelling("<="):
    case PackSpelling("!="):
      return true;
    default:
      return false;
  }
}

// Consumes a comparison operator (AtComparison() must hold).
std::string_view Parser::TakeComparison() {
  if (AcceptKw("not")) {
    if (!IsKw("in")) FailExpected("'in' after 'not'");
    Advance();
    return "not in";
  }
  if (AcceptKw("is")) return AcceptKw("not") ? "is not" : "is";
  std::string_view op = cur_.text;  // points into the source, stays valid
  Advance();
  return op;
}

// A chain `a < b < c` becomes `(a < b) and (b < c)` with `b` duplicated.
Parsed Parser::ParseComparison() {
  size_t begin = cur_.begin;
  Parsed left = ParseBinary(1);
  if (!AtComparison()) return left;
  std::string_view op = TakeComparison();
  size_t left_begin = begin;
  Parsed result;
  for (;;) {
    size_t right_begin = cur_.begin;
    Parsed right = ParseBinary(1);
    bool more = AtComparison();
    Parsed next_left;
    if (more) next_left = Parsed{CloneExpr(*right.e), right.h};
    Parsed cmp = MakeBinary(ExprKind::kCompare, op, left_begin, std::move(left), std::move(right));
    result = result.e ? MakeBinary(ExprKind::kBoolOp, "and", begin, std::move(result), std::move(cmp)) : std::move(cmp);
    if (!more) return result;
    op = TakeComparison();
    left = std::move(next_left);
    left_begin = right_begin;
  }
}

int Parser::BinaryPrecedence() const {
  if (cur_.kind != K::kOp) return 0;
  switch (cur_.code) {
    case PackSpelling("|"):
      return 1;
    case PackSpelling("^"):
      return 2;
    case PackSpelling("&"):
      return 3;
    case PackSpelling("<<"):
    case PackSpelling(">>"):
      return 4;
    case PackSpelling("+"):
    case PackSpelling("-"):
      return 5;
    case PackSpelling("*"):
    case PackSpelling("/"):
    case PackSpelling("//"):
    case PackSpelling("%"):
    case PackSpelling("@"):
      return 6;
    default:
      return 0;
  }
}

// Precedence climbing over | ^ & shifts + - * / // % @ (all left-assoc).
Parsed Parser::ParseBinary(int min_prec) {
  size_t begin = cur_.begin;
  Parsed lhs = ParseFactor();
  for (;;) {
    int prec = BinaryPrecedence();
    if (prec == 0 || prec < min_prec) return lhs;
    std::string_view op = cur_.text;
    Advance();
    Parsed rhs = ParseBinary(prec + 1);
    lhs = MakeBinary(ExprKind::kBinOp, op, begin, std::move(lhs), std::move(rhs));
  }
}

Parsed Parser::ParseFactor() {
  if (!(IsOp("-") || IsOp("+") || IsOp("~"))) return ParsePower();
  Nest nest(this, &depth_);
  size_t begin = cur_.begin;
  std::string_view op = cur_.text;
  Advance();
  // INT64_MIN is only expressible as -9223372036854775808: fold it here,
  // unless a trailer or ** would bind to the literal first.
  if (op == "-" && cur_.kind == K::kNumber && !cur_.is_float && !cur_.int_overflow &&
      cur_.int_value == (uint64_t{1} << 63)) {
    Span literal{file_, cur_.begin, cur_.end};
    Advance();
    if (IsOp("**") || IsOp("(") || IsOp("[") || IsOp(".")) {
      ThrowError(literal, "integer literal 9223372036854775808 is out of range for int64");
    }
    ExprPtr e = New(ExprKind::kConstant, begin);
    e->const_kind = ConstKind::kInt;
    e->int_value = INT64_MIN;
    e->text = "-" + file_->text().substr(literal.begin, literal.end - literal.begin);
    return Done(std::move(e), 1);
  }
  return MakeUnary(op, begin, ParseFactor());
}

// power: atom_expr ['**' factor]   (right-assoc, tighter than unary on its left)
Parsed Parser::ParsePower() {
  size_t begin = cur_.begin;
  Parsed base = ParseAtomExpr();
  if (!IsOp("**")) return base;
  Nest nest(this, &depth_);
  Advance();
  Parsed exp = ParseFactor();
  return MakeBinary(ExprKind::kBinOp, "**", begin, std::move(base), std::move(exp));
}

Parsed Parser::ParseAtomExpr() {
  size_t begin = cur_.begin;
  Parsed e = ParseAtom();
  for (;;) {
    if (IsOp("(")) {
      e = ParseCall(begin, std::move(e));
    } else if (IsOp("[")) {
      e = ParseSubscript(begin, std::move(e));
    } else if (AcceptOp(".")) {
      if (cur_.kind != K::kName) FailExpected("attribute name after '.'");
      std::string_view name = cur_.text;
      Advance();
      ExprPtr attr = New(ExprKind::kAttribute, begin);
      attr->id = std::string(name);
      attr->operand = std::move(e.e);
      e = Done(std::move(attr), e.h + 1);
    } else {
      return e;
    }
  }
}

Parsed Parser::ParseCall(size_t begin, Parsed func) {
  Advance();  // '('
  auto call = std::make_unique<Expr>(ExprKind::kCall, Span{});
  int h = func.h;
  call->operand = std::move(func.e);
  NameSet keyword_names;
  const std::string& src = file_->text();
  while (!IsOp(")")) {
    if (IsOp("*") || IsOp("**")) Fail(cur_, "'*' and '**' arguments are not supported");
    size_t arg_begin = cur_.begin;
    Parsed arg = ParseTest();
    if (IsOp("=")) {
      if (arg.e->kind != ExprKind::kName) {
        ThrowError(arg.e->span, "keyword argument name must be an identifier");
      }
      Advance();
      Parsed value = ParseTest();
      std::string_view name(src.data() + arg.e->span.begin, arg.e->span.end - arg.e->span.begin);
      if (!keyword_names.Insert(name)) {
        ThrowError(arg.e->span, "keyword argument repeated: " + arg.e->id);
      }
      h = std::max(h, value.h);
      call->keywords.push_back(Keyword{std::move(arg.e->id), std::move(value.e), SpanFrom(arg_begin)});
    } else {
      if (!call->keywords.empty()) {
        ThrowError(arg.e->span, "positional argument follows keyword argument");
      }
      h = std::max(h, arg.h);
      call->items.push_back(std::move(arg.e));
    }
    if (IsKw("for")) Fail(cur_, "comprehensions are not supported");
    if (AcceptOp(",")) continue;
    if (!IsOp(")")) FailExpected("',' or ')' in argument list");
  }
  Advance();
  call->span = SpanFrom(begin);
  return Done(std::move(call), h + 1);
}

Parsed Parser::ParseSubscript(size_t begin, Parsed value) {
  Advance();  // '['
  if (IsOp("]")) FailExpected("subscript");
  auto sub = std::make_unique<Expr>(ExprKind::kSubscript, Span{});
  int h = value.h;
  sub->operand = std::move(value.e);
  size_t first_begin = cur_.begin;
  size_t comma_end = 0;
  bool trailing_comma = false;
  for (;;) {
    Parsed item = ParseSliceItem();
    h = std::max(h, item.h);
    sub->items.push_back(std::move(item.e));
    if (AcceptOp(",")) {
      comma_end = prev_end_;
      if (!IsOp("]")) continue;
      trailing_comma = true;
    }
    if (!IsOp("]")) FailExpected("',' or ']' in subscript");
    break;
  }
  Advance();
  // `x[a,]` indexes with the 1-tuple, unlike `x[a]`.
  if (trailing_comma && sub->items.size() == 1) {
    auto tuple = std::make_unique<Expr>(ExprKind::kTuple, Span{file_, first_begin, comma_end});
    tuple->items = std::move(sub->items);
    sub->items.clear();
    sub->items.push_back(std::move(tuple));
    ++h;
  }
  sub->span = SpanFrom(begin);
  return Done(std::move(sub), h + 1);
}

Parsed Parser::ParseSliceItem() {
  size_t begin = cur_.begin;
  Parsed lower;
  if (!IsOp(":")) {
    lower = ParseTest();
    if (!IsOp(":")) return lower;
  }
  Advance();  // ':'
  Parsed upper;
  Parsed step;
  if (!IsOp(":") && !IsOp(",") && !IsOp("]")) upper = ParseTest();
  if (AcceptOp(":") && !IsOp(",") && !IsOp("]")) step = ParseTest();
  ExprPtr e = New(ExprKind::kSlice, begin);
  int h = 1 + std::max({lower.h, upper.h, step.h});
  e->items.push_back(std::move(lower.e));
  e->items.push_back(std::move(upper.e));
  e->items.push_back(std::move(step.e));
  return Done(std::move(e), h);
}

// After an element of a display: `(, item)* [,] close`. Returns the max height.
int Parser::ParseDisplayRest(std::string_view close_text, const char* what, std::vector<ExprPtr>* items) {
  uint64_t close = PackSpelling(close_text);
  int h = 0;
  for (;;) {
    if (IsKw("for")) Fail(cur_, "comprehensions are not supported");
    if (AcceptOp(close)) return h;
    if (!AcceptOp(",")) FailExpected("',' or '" + std::string(close_text) + "' in " + what);
    if (AcceptOp(close)) return h;
    Parsed p = ParseTest();
    h = std::max(h, p.h);
    items->push_back(std::move(p.e));
  }
}

Parsed Parser::ParseAtom() {
  size_t begin = cur_.begin;
  switch (cur_.kind) {
    case K::kName: {
      if (IsUnsupportedPythonWord(cur_.text)) {
        Fail(cur_, "'" + std::string(cur_.text) + "' is not supported in TVMScript");
      }
      std::string_view id = cur_.text;
      Advance();
      ExprPtr e = New(ExprKind::kName, begin);
      e->id = std::string(id);
      return Parsed{std::move(e), 1};
    }
    case K::kNumber:
      return ParseNumber();
    case K::kString: {
      std::string value = std::move(cur_.str_value);
      Advance();
      while (cur_.kind == K::kString) {  // implicit concatenation
        value += cur_.str_value;
        Advance();
      }
      ExprPtr e = New(ExprKind::kConstant, begin);
      e->const_kind = ConstKind::kString;
      e->str_value = std::move(value);
      e->text = file_->text().substr(begin, prev_end_ - begin);
      return Parsed{std::move(e), 1};
    }
    case K::kKeyword: {
      ConstKind kind;
      if (IsKw("True") || IsKw("False")) {
        kind = ConstKind::kBool;
      } else if (IsKw("None")) {
        kind = ConstKind::kNone;
      } else {
        FailExpected("expression");
      }
      bool is_true = IsKw("True");
      std::string_view text = cur_.text;
      Advance();
      ExprPtr e = New(ExprKind::kConstant, begin);
      e->const_kind = kind;
      e->int_value = is_true ? 1 : 0;
      e->text = std::string(text);
      return Parsed{std::move(e), 1};
    }
    case K::kOp: {
      if (AcceptOp("(")) {
        if (AcceptOp(")")) return Parsed{New(ExprKind::kTuple, begin), 1};
        Parsed first = ParseTest();
        if (AcceptOp(")")) return first;  // parenthesized: no node of its own
        ExprPtr t = std::make_unique<Expr>(ExprKind::kTuple, Span{});
        t->items.push_back(std::move(first.e));
        int h = std::max(first.h, ParseDisplayRest(")", "parentheses", &t->items));
        t->span = SpanFrom(begin);
        return Done(std::move(t), h + 1);
      }
      if (AcceptOp("[")) {
        ExprPtr l = std::make_unique<Expr>(ExprKind::kList, Span{});
        int h = 0;
        if (!AcceptOp("]")) {
          Parsed first = ParseTest();
          l->items.push_back(std::move(first.e));
          h = std::max(first.h, ParseDisplayRest("]", "list", &l->items));
        }
        l->span = SpanFrom(begin);
        return Done(std::move(l), h + 1);
      }
      if (AcceptOp("{")) return ParseDict(begin);
      break;
    }
    default:
      break;
  }
  FailExpected("expression");
}

Parsed Parser::ParseNumber() {
  const Token& t = cur_;
  size_t begin = t.begin;
  if (!t.is_float && (t.int_overflow || t.int_value > static_cast<uint64_t>(INT64_MAX))) {
    Fail(t, "integer literal " + std::string(t.text) + " is out of range for int64");
  }
  bool is_float = t.is_float;
  double fv = t.float_value;
  int64_t iv = static_cast<int64_t>(t.int_value);
  std::string_view text = t.text;
  Advance();
  ExprPtr e = New(ExprKind::kConstant, begin);
  e->const_kind = is_float ? ConstKind::kFloat : ConstKind::kInt;
  e->float_value = fv;
  e->int_value = is_float ? 0 : iv;
  e->text = std::string(text);
  return Parsed{std::move(e), 1};
}

Parsed Parser::ParseDict(size_t begin) {
  ExprPtr d = std::make_unique<Expr>(ExprKind::kDict, Span{});
  int h = 0;
  while (!IsOp("}")) {
    if (IsOp("**")) Fail(cur_, "'**' in dict displays is not supported");
    Parsed key = ParseTest();
    if (!IsOp(":")) {
      if (d->keys.empty() && (IsOp(",") || IsOp("}"))) {
        ThrowError(key.e->span, "set displays are not supported");
      }
      FailExpected("':' after dict key");
    }
    Advance();
    Parsed value = ParseTest();
    h = std::max({h, key.h, value.h});
    d->keys.push_back(std::move(key.e));
    d->items.push_back(std::move(value.e));
    if (IsKw("for")) Fail(cur_, "comprehensions are not supported");
    if (AcceptOp(",")) continue;
    if (!IsOp("}")) FailExpected("',' or '}' in dict");
  }
  Advance();
  d->span = SpanFrom(begin);
  return Done(std::move(d), h + 1);
}

// testlist: test (',' test)* [','] -- a bare tuple when there is a comma.
// With targets=true, items are `expr`s so that `for i in ...` stops at `in`.
Parsed Parser::ParseTestList(bool targets) {
  size_t begin = cur_.begin;
  Parsed first = targets ? ParseBinary(1) : ParseTest();
  if (!IsOp(",")) return first;
  ExprPtr t = std::make_unique<Expr>(ExprKind::kTuple, Span{});
  int h = first.h;
  t->items.push_back(std::move(first.e));
  while (AcceptOp(",")) {
    if (!StartsExpr()) break;
    Parsed p = targets ? ParseBinary(1) : ParseTest();
    h = std::max(h, p.h);
    t->items.push_back(std::move(p.e));
  }
  t->span = SpanFrom(begin);
  return Done(std::move(t), h + 1);
}

void Parser::CheckTarget(const Expr& e) const {
  switch (e.kind) {
    case ExprKind::kName:
    case ExprKind::kAttribute:
    case ExprKind::kSubscript:
      return;
    case ExprKind::kTuple:
    case ExprKind::kList:
      for (const ExprPtr& item : e.items) CheckTarget(*item);
      return;
    default:
      ThrowError(e.span, std::string("cannot assign to ") + DescribeExprKind(e));
  }
}

}  // namespace parser_internal
}  // namespace py
}  // namespace rlx
