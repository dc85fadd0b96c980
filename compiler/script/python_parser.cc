#include "compiler/script/python_parser.h"

#include <algorithm>
#include <climits>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/script/python_lexer.h"

namespace rlx {
namespace py {
namespace {

using K = TokenKind;

// A parsed expression and the height of its tree. Heights are tracked during
// parsing because left-associative chains (`a + b + ...`, `x.a.b...`) grow
// the tree without recursing in the parser, and an unbounded tree would
// overflow the stack when it is destroyed or walked.
struct Parsed {
  ExprPtr e;
  int h = 0;
};

// Python words outside the subset; rejecting them as names turns `import x`
// into a clear message instead of a confusing syntax error.
bool IsUnsupportedPythonWord(std::string_view w) {
  static const char* const kWords[] = {"import", "from",    "global", "nonlocal",
                                       "del",    "raise",   "try",    "except",
                                       "finally", "yield",  "async",  "await"};
  if (w.size() < 3 || w.size() > 8) return false;
  for (const char* k : kWords) {
    if (w == k) return true;
  }
  return false;
}

// Duplicate detection that stays linear for the common handful of names and
// switches to hashing so that pathological inputs stay O(n).
class NameSet {
 public:
  bool Insert(std::string_view s) {
    if (set_.empty()) {
      for (std::string_view v : small_) {
        if (v == s) return false;
      }
      if (small_.size() < 16) {
        small_.push_back(s);
        return true;
      }
      set_.insert(small_.begin(), small_.end());
    }
    return set_.insert(s).second;
  }

 private:
  std::vector<std::string_view> small_;
  std::unordered_set<std::string_view> set_;
};

const char* DescribeExprKind(const Expr& e) {
  switch (e.kind) {
    case ExprKind::kConstant: return "literal";
    case ExprKind::kCall: return "function call";
    case ExprKind::kCompare: return "comparison";
    case ExprKind::kIfExp: return "conditional expression";
    case ExprKind::kLambda: return "lambda";
    case ExprKind::kDict: return "dict literal";
    case ExprKind::kSlice: return "slice";
    case ExprKind::kTuple: return "tuple";
    case ExprKind::kList: return "list";
    default: return "expression";
  }
}

class Parser {
 public:
  explicit Parser(SourceFilePtr file) : file_(file), lexer_(std::move(file)) { Advance(); }

  Module ParseModule() {
    Module m;
    m.file = file_;
    while (cur_.kind != K::kEnd) ParseStatement(&m.body);
    return m;
  }

  ExprPtr ParseSingleExpr() {
    Parsed e = ParseTestList(/*targets=*/false);
    if (cur_.kind == K::kNewline) Advance();
    if (cur_.kind != K::kEnd) FailExpected("end of expression");
    return std::move(e.e);
  }

 private:
  // Counts one level of parser recursion for its lifetime. Expressions and
  // blocks have separate budgets so that the error points at what is deep.
  class Nest {
   public:
    Nest(Parser* p, int* depth) : depth_(depth) {
      if (++*depth_ > kMaxNesting) {
        --*depth_;
        p->Fail(p->cur_, "nesting too deep (limit " + std::to_string(kMaxNesting) + ")");
      }
    }
    ~Nest() { --*depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;

   private:
    int* depth_;
  };

  // ---- Tokens ---------------------------------------------------------------

  void Advance() {
    prev_end_ = cur_.end;
    cur_ = lexer_.Next();
  }
  // Literal operands keep the packing a compile-time constant after inlining.
  template <size_t N>
  static constexpr uint64_t Code(const char (&s)[N]) {
    return PackSpelling(std::string_view(s, N - 1));
  }
  bool IsOp(uint64_t code) const { return cur_.kind == K::kOp && cur_.code == code; }
  bool IsKw(uint64_t code) const { return cur_.kind == K::kKeyword && cur_.code == code; }
  template <size_t N>
  bool IsOp(const char (&op)[N]) const { return IsOp(Code(op)); }
  template <size_t N>
  bool IsKw(const char (&kw)[N]) const { return IsKw(Code(kw)); }
  template <typename T>
  bool AcceptOp(const T& op) {
    if (!IsOp(op)) return false;
    Advance();
    return true;
  }
  template <size_t N>
  bool AcceptKw(const char (&kw)[N]) {
    if (!IsKw(kw)) return false;
    Advance();
    return true;
  }

  static std::string Describe(const Token& t) {
    std::string text(t.text.substr(0, 40));
    if (t.text.size() > 40) text += "...";
    switch (t.kind) {
      case K::kName: return "name '" + text + "'";
      case K::kKeyword: return "keyword '" + text + "'";
      case K::kNumber: return "number '" + text + "'";
      case K::kString: return "string literal";
      case K::kOp: return "'" + text + "'";
      case K::kNewline: return "NEWLINE";
      case K::kIndent: return "INDENT";
      case K::kDedent: return "DEDENT";
      case K::kEnd: return "end of file";
    }
    return "?";
  }

  [[noreturn]] void Fail(const Token& t, const std::string& msg) const {
    ThrowError(Span{file_, t.begin, t.end}, msg);
  }
  [[noreturn]] void FailExpected(const std::string& what) const {
    Fail(cur_, "expected " + what + ", found " + Describe(cur_));
  }

  Span SpanFrom(size_t begin) const { return Span{file_, begin, prev_end_}; }
  ExprPtr New(ExprKind kind, size_t begin) const {
    return std::make_unique<Expr>(kind, SpanFrom(begin));
  }
  static Parsed Done(ExprPtr e, int h) {
    if (h > kMaxExprHeight) {
      ThrowError(e->span,
                 "expression too deeply nested (limit " + std::to_string(kMaxExprHeight) +
                     " levels)");
    }
    return Parsed{std::move(e), h};
  }
  Parsed MakeBinary(ExprKind kind, std::string_view op, size_t begin, Parsed a, Parsed b) const {
    ExprPtr e = New(kind, begin);
    e->id = std::string(op);
    e->items.reserve(2);
    e->items.push_back(std::move(a.e));
    e->items.push_back(std::move(b.e));
    return Done(std::move(e), 1 + std::max(a.h, b.h));
  }
  Parsed MakeUnary(std::string_view op, size_t begin, Parsed a) const {
    ExprPtr e = New(ExprKind::kUnaryOp, begin);
    e->id = std::string(op);
    e->items.push_back(std::move(a.e));
    return Done(std::move(e), 1 + a.h);
  }

  bool StartsExpr() const {
    switch (cur_.kind) {
      case K::kName:
      case K::kNumber:
      case K::kString: return true;
      case K::kKeyword:
        return IsKw("lambda") || IsKw("not") || IsKw("True") || IsKw("False") || IsKw("None");
      case K::kOp:
        return IsOp("(") || IsOp("[") || IsOp("{") || IsOp("-") || IsOp("+") || IsOp("~");
      default: return false;
    }
  }

  // ---- Expressions ----------------------------------------------------------

  // test: lambda | or_test ['if' or_test 'else' test]
  Parsed ParseTest() {
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

  Parsed ParseLambda() {
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

  Parsed ParseOr() {
    size_t begin = cur_.begin;
    Parsed lhs = ParseAnd();
    while (AcceptKw("or")) {
      Parsed rhs = ParseAnd();
      lhs = MakeBinary(ExprKind::kBoolOp, "or", begin, std::move(lhs), std::move(rhs));
    }
    return lhs;
  }

  Parsed ParseAnd() {
    size_t begin = cur_.begin;
    Parsed lhs = ParseNot();
    while (AcceptKw("and")) {
      Parsed rhs = ParseNot();
      lhs = MakeBinary(ExprKind::kBoolOp, "and", begin, std::move(lhs), std::move(rhs));
    }
    return lhs;
  }

  Parsed ParseNot() {
    if (!IsKw("not")) return ParseComparison();
    Nest nest(this, &depth_);
    size_t begin = cur_.begin;
    Advance();
    return MakeUnary("not", begin, ParseNot());
  }

  bool AtComparison() const {
    if (cur_.kind == K::kKeyword) return IsKw("in") || IsKw("not") || IsKw("is");
    if (cur_.kind != K::kOp) return false;
    switch (cur_.code) {
      case PackSpelling("<"):
      case PackSpelling(">"):
      case PackSpelling("=="):
      case PackSpelling(">="):
      case PackSpelling("<="):
      case PackSpelling("!="): return true;
      default: return false;
    }
  }

  // Consumes a comparison operator (AtComparison() must hold).
  std::string_view TakeComparison() {
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
  Parsed ParseComparison() {
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
      result = result.e ? MakeBinary(ExprKind::kBoolOp, "and", begin, std::move(result), std::move(cmp))
                        : std::move(cmp);
      if (!more) return result;
      op = TakeComparison();
      left = std::move(next_left);
      left_begin = right_begin;
    }
  }

  int BinaryPrecedence() const {
    if (cur_.kind != K::kOp) return 0;
    switch (cur_.code) {
      case PackSpelling("|"): return 1;
      case PackSpelling("^"): return 2;
      case PackSpelling("&"): return 3;
      case PackSpelling("<<"):
      case PackSpelling(">>"): return 4;
      case PackSpelling("+"):
      case PackSpelling("-"): return 5;
      case PackSpelling("*"):
      case PackSpelling("/"):
      case PackSpelling("//"):
      case PackSpelling("%"):
      case PackSpelling("@"): return 6;
      default: return 0;
    }
  }

  // Precedence climbing over | ^ & shifts + - * / // % @ (all left-assoc).
  Parsed ParseBinary(int min_prec) {
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

  Parsed ParseFactor() {
    if (!(IsOp("-") || IsOp("+") || IsOp("~"))) return ParsePower();
    Nest nest(this, &depth_);
    size_t begin = cur_.begin;
    std::string_view op = cur_.text;
    Advance();
    // INT64_MIN is only expressible as -9223372036854775808: fold it here,
    // unless a trailer or ** would bind to the literal first.
    if (op == "-" && cur_.kind == K::kNumber && !cur_.is_float && !cur_.int_overflow &&
        cur_.int_value == (uint64_t{1} << 63)) {
      Token num = std::move(cur_);
      Advance();
      if (!(IsOp("**") || IsOp("(") || IsOp("[") || IsOp("."))) {
        ExprPtr e = New(ExprKind::kConstant, begin);
        e->const_kind = ConstKind::kInt;
        e->int_value = INT64_MIN;
        e->text = "-" + std::string(num.text);
        return Done(std::move(e), 1);
      }
      Fail(num, "integer literal " + std::string(num.text) + " is out of range for int64");
    }
    return MakeUnary(op, begin, ParseFactor());
  }

  // power: atom_expr ['**' factor]   (right-assoc, tighter than unary on its left)
  Parsed ParsePower() {
    size_t begin = cur_.begin;
    Parsed base = ParseAtomExpr();
    if (!IsOp("**")) return base;
    Nest nest(this, &depth_);
    Advance();
    Parsed exp = ParseFactor();
    return MakeBinary(ExprKind::kBinOp, "**", begin, std::move(base), std::move(exp));
  }

  Parsed ParseAtomExpr() {
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

  Parsed ParseCall(size_t begin, Parsed func) {
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

  Parsed ParseSubscript(size_t begin, Parsed value) {
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

  Parsed ParseSliceItem() {
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
  int ParseDisplayRest(std::string_view close_text, const char* what,
                       std::vector<ExprPtr>* items) {
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

  Parsed ParseAtom() {
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
      case K::kNumber: return ParseNumber();
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
      default: break;
    }
    FailExpected("expression");
  }

  Parsed ParseNumber() {
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

  Parsed ParseDict(size_t begin) {
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
  Parsed ParseTestList(bool targets) {
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

  void CheckTarget(const Expr& e) const {
    switch (e.kind) {
      case ExprKind::kName:
      case ExprKind::kAttribute:
      case ExprKind::kSubscript: return;
      case ExprKind::kTuple:
      case ExprKind::kList:
        for (const ExprPtr& item : e.items) CheckTarget(*item);
        return;
      default: ThrowError(e.span, std::string("cannot assign to ") + DescribeExprKind(e));
    }
  }

  // ---- Statements -----------------------------------------------------------

  void ParseStatement(StmtList* out) {
    switch (cur_.kind) {
      case K::kIndent: Fail(cur_, "unexpected indent");
      case K::kDedent: Fail(cur_, "unexpected unindent");
      case K::kNewline: Advance(); return;  // only after a lone `\` continuation
      case K::kKeyword:
        if (IsKw("def")) return out->push_back(ParseFunctionDef({}));
        if (IsKw("class")) return out->push_back(ParseClassDef({}));
        if (IsKw("if")) return out->push_back(ParseIf());
        if (IsKw("for")) return out->push_back(ParseFor());
        if (IsKw("while")) return out->push_back(ParseWhile());
        if (IsKw("with")) return out->push_back(ParseWith());
        break;
      case K::kOp:
        if (IsOp("@")) return out->push_back(ParseDecorated());
        break;
      default: break;
    }
    ParseSimpleStatements(out);
  }

  // simple_stmt (';' simple_stmt)* [';'] NEWLINE
  void ParseSimpleStatements(StmtList* out) {
    for (;;) {
      out->push_back(ParseSmallStatement());
      last_stmt_end_ = prev_end_;
      if (AcceptOp(";")) {
        if (cur_.kind == K::kNewline) break;
        continue;
      }
      if (cur_.kind == K::kNewline) break;
      FailExpected("NEWLINE or ';' after statement");
    }
    Advance();
  }

  StmtPtr NewStmt(StmtKind kind, size_t begin) const {
    return std::make_unique<Stmt>(kind, SpanFrom(begin));
  }

  StmtPtr ParseSmallStatement() {
    size_t begin = cur_.begin;
    if (cur_.kind == K::kKeyword) {
      StmtKind simple = StmtKind::kExpr;
      if (IsKw("pass")) simple = StmtKind::kPass;
      if (IsKw("break")) simple = StmtKind::kBreak;
      if (IsKw("continue")) simple = StmtKind::kContinue;
      if (simple != StmtKind::kExpr) {
        Advance();
        return NewStmt(simple, begin);
      }
      if (AcceptKw("return")) {
        ExprPtr value = StartsExpr() ? ParseTestList(false).e : nullptr;
        StmtPtr s = NewStmt(StmtKind::kReturn, begin);
        s->value = std::move(value);
        return s;
      }
      if (AcceptKw("assert")) {
        ExprPtr test = ParseTest().e;
        ExprPtr msg = AcceptOp(",") ? ParseTest().e : nullptr;
        StmtPtr s = NewStmt(StmtKind::kAssert, begin);
        s->test = std::move(test);
        s->value = std::move(msg);
        return s;
      }
    }
    Parsed lhs = ParseTestList(false);
    if (AcceptOp("=")) {
      CheckTarget(*lhs.e);
      Parsed value = ParseTestList(false);
      if (IsOp("=")) Fail(cur_, "chained assignment is not supported");
      StmtPtr s = NewStmt(StmtKind::kAssign, begin);
      s->target = std::move(lhs.e);
      s->value = std::move(value.e);
      return s;
    }
    if (IsOp(":")) {
      ExprKind k = lhs.e->kind;
      if (k == ExprKind::kTuple || k == ExprKind::kList) {
        ThrowError(lhs.e->span, std::string("only single target (not ") +
                                    (k == ExprKind::kTuple ? "tuple" : "list") +
                                    ") can be annotated");
      }
      if (k != ExprKind::kName && k != ExprKind::kAttribute && k != ExprKind::kSubscript) {
        ThrowError(lhs.e->span, std::string("cannot annotate ") + DescribeExprKind(*lhs.e));
      }
      Advance();
      Parsed annotation = ParseTest();
      ExprPtr value = AcceptOp("=") ? ParseTestList(false).e : nullptr;
      StmtPtr s = NewStmt(StmtKind::kAnnAssign, begin);
      s->target = std::move(lhs.e);
      s->annotation = std::move(annotation.e);
      s->value = std::move(value);
      return s;
    }
    if (cur_.kind == K::kOp && cur_.text.size() >= 2 && cur_.text.back() == '=' &&
        !AtComparison()) {
      ExprKind k = lhs.e->kind;
      if (k != ExprKind::kName && k != ExprKind::kAttribute && k != ExprKind::kSubscript) {
        ThrowError(lhs.e->span, std::string("'") + DescribeExprKind(*lhs.e) +
                                    "' is an illegal expression for augmented assignment");
      }
      std::string_view op = cur_.text.substr(0, cur_.text.size() - 1);
      Advance();
      Parsed value = ParseTestList(false);
      StmtPtr s = NewStmt(StmtKind::kAugAssign, begin);
      s->id = std::string(op);
      s->target = std::move(lhs.e);
      s->value = std::move(value.e);
      return s;
    }
    StmtPtr s = NewStmt(StmtKind::kExpr, begin);
    s->value = std::move(lhs.e);
    return s;
  }

  // suite: simple_stmts | NEWLINE INDENT stmt+ DEDENT
  void ParseSuite(const std::string& what, size_t header_begin, StmtList* body) {
    if (cur_.kind != K::kNewline) return ParseSimpleStatements(body);
    Advance();
    if (cur_.kind != K::kIndent) {
      FailExpected("an indented block after " + what + " on line " +
                   std::to_string(file_->LineOf(header_begin)));
    }
    Nest nest(this, &block_depth_);
    Advance();
    while (cur_.kind != K::kDedent && cur_.kind != K::kEnd) ParseStatement(body);
    Advance();
  }

  void ExpectColon(const std::string& after) {
    if (!IsOp(":")) FailExpected("':' after " + after);
    Advance();
  }

  // Parses `else: suite` if present.
  void ParseElse(StmtList* orelse) {
    size_t begin = cur_.begin;
    if (!AcceptKw("else")) return;
    ExpectColon("'else'");
    ParseSuite("'else' statement", begin, orelse);
  }

  StmtPtr Finish(StmtPtr s, size_t begin) const {
    s->span = Span{file_, begin, last_stmt_end_};
    return s;
  }

  StmtPtr ParseDecorated() {
    std::vector<ExprPtr> decorators;
    while (AcceptOp("@")) {
      decorators.push_back(ParseTest().e);
      if (cur_.kind != K::kNewline) FailExpected("NEWLINE after decorator");
      Advance();
    }
    if (IsKw("def")) return ParseFunctionDef(std::move(decorators));
    if (IsKw("class")) return ParseClassDef(std::move(decorators));
    FailExpected("'def' or 'class' after decorator");
  }

  StmtPtr ParseFunctionDef(std::vector<ExprPtr> decorators) {
    size_t begin = cur_.begin;
    Advance();
    if (cur_.kind != K::kName) FailExpected("function name after 'def'");
    StmtPtr s = std::make_unique<Stmt>(StmtKind::kFunctionDef, Span{});
    s->id = std::string(cur_.text);
    s->decorators = std::move(decorators);
    Advance();
    if (!AcceptOp("(")) FailExpected("'(' after function name");
    NameSet seen;
    bool seen_default = false;
    while (!IsOp(")")) {
      if (IsOp("*") || IsOp("**") || IsOp("/")) {
        Fail(cur_, "'*', '**' and '/' parameters are not supported");
      }
      if (cur_.kind != K::kName) FailExpected("parameter name");
      if (!seen.Insert(cur_.text)) {
        Fail(cur_, "duplicate argument '" + std::string(cur_.text) + "' in function definition");
      }
      Param p;
      size_t param_begin = cur_.begin;
      p.name = std::string(cur_.text);
      Advance();
      if (AcceptOp(":")) p.annotation = ParseTest().e;
      if (AcceptOp("=")) {
        p.default_value = ParseTest().e;
        seen_default = true;
      } else if (seen_default) {
        ThrowError(SpanFrom(param_begin),
                   "parameter without a default follows parameter with a default");
      }
      p.span = SpanFrom(param_begin);
      s->params.push_back(std::move(p));
      if (!AcceptOp(",") && !IsOp(")")) FailExpected("',' or ')' in parameter list");
    }
    Advance();
    if (AcceptOp("->")) s->returns = ParseTest().e;
    ExpectColon("function signature");
    ParseSuite("function definition", begin, &s->body);
    return Finish(std::move(s), begin);
  }

  StmtPtr ParseClassDef(std::vector<ExprPtr> decorators) {
    size_t begin = cur_.begin;
    Advance();
    if (cur_.kind != K::kName) FailExpected("class name after 'class'");
    StmtPtr s = std::make_unique<Stmt>(StmtKind::kClassDef, Span{});
    s->id = std::string(cur_.text);
    s->decorators = std::move(decorators);
    Advance();
    if (AcceptOp("(")) {
      while (!IsOp(")")) {
        s->items.push_back(ParseTest().e);
        if (IsOp("=")) Fail(cur_, "keyword arguments in class bases are not supported");
        if (!AcceptOp(",") && !IsOp(")")) FailExpected("',' or ')' in class bases");
      }
      Advance();
    }
    ExpectColon("class header");
    ParseSuite("class definition", begin, &s->body);
    return Finish(std::move(s), begin);
  }

  StmtPtr ParseIf() {
    size_t begin = cur_.begin;
    std::string kw(cur_.text);  // "if" or "elif"
    Advance();
    StmtPtr s = std::make_unique<Stmt>(StmtKind::kIf, Span{});
    s->test = ParseTest().e;
    ExpectColon("'" + kw + "' condition");
    ParseSuite("'" + kw + "' statement", begin, &s->body);
    if (IsKw("elif")) {
      Nest nest(this, &block_depth_);  // each elif nests one If deeper in the tree
      s->orelse.push_back(ParseIf());
    } else {
      ParseElse(&s->orelse);
    }
    return Finish(std::move(s), begin);
  }

  StmtPtr ParseFor() {
    size_t begin = cur_.begin;
    Advance();
    StmtPtr s = std::make_unique<Stmt>(StmtKind::kFor, Span{});
    s->target = ParseTestList(/*targets=*/true).e;
    CheckTarget(*s->target);
    if (!AcceptKw("in")) FailExpected("'in' after 'for' target");
    s->iter = ParseTestList(false).e;
    ExpectColon("'for' clause");
    ParseSuite("'for' statement", begin, &s->body);
    ParseElse(&s->orelse);
    return Finish(std::move(s), begin);
  }

  StmtPtr ParseWhile() {
    size_t begin = cur_.begin;
    Advance();
    StmtPtr s = std::make_unique<Stmt>(StmtKind::kWhile, Span{});
    s->test = ParseTest().e;
    ExpectColon("'while' condition");
    ParseSuite("'while' statement", begin, &s->body);
    ParseElse(&s->orelse);
    return Finish(std::move(s), begin);
  }

  StmtPtr ParseWith() {
    size_t begin = cur_.begin;
    Advance();
    StmtPtr s = std::make_unique<Stmt>(StmtKind::kWith, Span{});
    for (;;) {
      s->items.push_back(ParseTest().e);
      ExprPtr target;
      if (AcceptKw("as")) {
        target = ParseBinary(1).e;
        CheckTarget(*target);
      }
      s->targets.push_back(std::move(target));
      if (AcceptOp(",")) continue;
      if (IsOp(":")) break;
      FailExpected("',' or ':' after 'with' item");
    }
    Advance();
    ParseSuite("'with' statement", begin, &s->body);
    return Finish(std::move(s), begin);
  }

  SourceFilePtr file_;
  Lexer lexer_;
  Token cur_;
  size_t prev_end_ = 0;       // end of the last consumed token
  size_t last_stmt_end_ = 0;  // end of the last simple statement
  int depth_ = 0;        // expression recursion
  int block_depth_ = 0;  // nested blocks (and elif chains)
};

}  // namespace

Module ParsePython(SourceFilePtr file) { return Parser(std::move(file)).ParseModule(); }

ExprPtr ParsePythonExpr(SourceFilePtr file) { return Parser(std::move(file)).ParseSingleExpr(); }

ExprPtr CloneExpr(const Expr& e) {
  auto c = std::make_unique<Expr>(e.kind, e.span);
  c->id = e.id;
  if (e.operand) c->operand = CloneExpr(*e.operand);
  c->items.reserve(e.items.size());
  for (const ExprPtr& i : e.items) c->items.push_back(i ? CloneExpr(*i) : nullptr);
  for (const ExprPtr& k : e.keys) c->keys.push_back(CloneExpr(*k));
  for (const Keyword& k : e.keywords) c->keywords.push_back(Keyword{k.name, CloneExpr(*k.value), k.span});
  c->params = e.params;
  c->const_kind = e.const_kind;
  c->int_value = e.int_value;
  c->float_value = e.float_value;
  c->str_value = e.str_value;
  c->text = e.text;
  return c;
}

namespace {

void DumpTo(const Expr* e, std::string* out);

void DumpList(const std::vector<ExprPtr>& items, std::string* out) {
  for (const ExprPtr& i : items) {
    out->push_back(' ');
    DumpTo(i.get(), out);
  }
}

void DumpQuoted(const std::string& s, std::string* out) {
  out->push_back('"');
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out->push_back('\\');
      out->push_back(c);
    } else if (c == '\n') {
      *out += "\\n";
    } else if (c == '\t') {
      *out += "\\t";
    } else if (u < 0x20 || u == 0x7F) {
      static const char kHex[] = "0123456789abcdef";
      *out += "\\x";
      out->push_back(kHex[u >> 4]);
      out->push_back(kHex[u & 15]);
    } else {
      out->push_back(c);
    }
  }
  out->push_back('"');
}

void DumpTo(const Expr* e, std::string* out) {
  if (e == nullptr) {
    out->push_back('_');
    return;
  }
  switch (e->kind) {
    case ExprKind::kName: *out += e->id; return;
    case ExprKind::kConstant:
      if (e->const_kind == ConstKind::kString) return DumpQuoted(e->str_value, out);
      *out += e->text;
      return;
    case ExprKind::kAttribute:
      *out += "(. ";
      DumpTo(e->operand.get(), out);
      *out += " " + e->id + ")";
      return;
    case ExprKind::kCall:
    case ExprKind::kSubscript:
      *out += e->kind == ExprKind::kCall ? "(call " : "(sub ";
      DumpTo(e->operand.get(), out);
      DumpList(e->items, out);
      for (const Keyword& k : e->keywords) {
        *out += " (kw " + k.name + " ";
        DumpTo(k.value.get(), out);
        out->push_back(')');
      }
      out->push_back(')');
      return;
    case ExprKind::kDict:
      *out += "(dict";
      for (size_t i = 0; i < e->keys.size(); ++i) {
        *out += " (";
        DumpTo(e->keys[i].get(), out);
        out->push_back(' ');
        DumpTo(e->items[i].get(), out);
        out->push_back(')');
      }
      out->push_back(')');
      return;
    case ExprKind::kLambda: {
      *out += "(lambda (";
      for (size_t i = 0; i < e->params.size(); ++i) *out += (i ? " " : "") + e->params[i];
      out->push_back(')');
      DumpList(e->items, out);
      out->push_back(')');
      return;
    }
    default: break;
  }
  const char* head = e->kind == ExprKind::kSlice   ? "slice"
                     : e->kind == ExprKind::kTuple ? "tuple"
                     : e->kind == ExprKind::kList  ? "list"
                     : e->kind == ExprKind::kIfExp ? "ifexp"
                                                   : e->id.c_str();
  *out += std::string("(") + head;
  DumpList(e->items, out);
  out->push_back(')');
}

void DumpBody(const StmtList& body, std::string* out) {
  *out += " (";
  for (size_t i = 0; i < body.size(); ++i) *out += (i ? " " : "") + DumpStmt(*body[i]);
  out->push_back(')');
}

std::string Opt(const ExprPtr& e) { return e ? " " + DumpExpr(*e) : ""; }

}  // namespace

std::string DumpExpr(const Expr& e) {
  std::string out;
  DumpTo(&e, &out);
  return out;
}

std::string DumpStmt(const Stmt& s) {
  std::string out;
  switch (s.kind) {
    case StmtKind::kExpr: return "(expr " + DumpExpr(*s.value) + ")";
    case StmtKind::kAssign: return "(= " + DumpExpr(*s.target) + " " + DumpExpr(*s.value) + ")";
    case StmtKind::kAnnAssign:
      return "(: " + DumpExpr(*s.target) + " " + DumpExpr(*s.annotation) + Opt(s.value) + ")";
    case StmtKind::kAugAssign:
      return "(" + s.id + "= " + DumpExpr(*s.target) + " " + DumpExpr(*s.value) + ")";
    case StmtKind::kReturn: return "(return" + Opt(s.value) + ")";
    case StmtKind::kPass: return "pass";
    case StmtKind::kBreak: return "break";
    case StmtKind::kContinue: return "continue";
    case StmtKind::kAssert: return "(assert " + DumpExpr(*s.test) + Opt(s.value) + ")";
    case StmtKind::kIf:
    case StmtKind::kWhile:
      out = std::string(s.kind == StmtKind::kIf ? "(if " : "(while ") + DumpExpr(*s.test);
      break;
    case StmtKind::kFor:
      out = "(for " + DumpExpr(*s.target) + " " + DumpExpr(*s.iter);
      break;
    case StmtKind::kWith:
      out = "(with";
      for (size_t i = 0; i < s.items.size(); ++i) {
        out += s.targets[i] ? " (as " + DumpExpr(*s.items[i]) + Opt(s.targets[i]) + ")"
                            : " " + DumpExpr(*s.items[i]);
      }
      break;
    case StmtKind::kFunctionDef:
    case StmtKind::kClassDef:
      out = (s.kind == StmtKind::kFunctionDef ? "(def " : "(class ") + s.id;
      if (!s.decorators.empty()) {
        out += " (@";
        DumpList(s.decorators, &out);
        out.push_back(')');
      }
      if (s.kind == StmtKind::kClassDef) {
        out += " (bases";
        DumpList(s.items, &out);
        out.push_back(')');
        break;
      }
      out += " (params";
      for (const Param& p : s.params) {
        if (!p.annotation && !p.default_value) {
          out += " " + p.name;
          continue;
        }
        out += " (" + p.name + " " + (p.annotation ? DumpExpr(*p.annotation) : "_") +
               Opt(p.default_value) + ")";
      }
      out.push_back(')');
      if (s.returns) out += " (-> " + DumpExpr(*s.returns) + ")";
      break;
  }
  DumpBody(s.body, &out);
  if (!s.orelse.empty()) DumpBody(s.orelse, &out);
  out.push_back(')');
  return out;
}

std::string DumpModule(const Module& m) {
  std::string out;
  for (const StmtPtr& s : m.body) out += DumpStmt(*s) + "\n";
  return out;
}

}  // namespace py
}  // namespace rlx
