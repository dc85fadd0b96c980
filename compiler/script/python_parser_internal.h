// The recursive-descent parser behind ParsePython, shared by
// python_parser.cc (statements, entry points) and python_parser_expr.cc
// (expressions). Not part of the public API.
#ifndef RLX_COMPILER_SCRIPT_PYTHON_PARSER_INTERNAL_H_
#define RLX_COMPILER_SCRIPT_PYTHON_PARSER_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/script/pyast.h"
#include "compiler/script/python_lexer.h"
#include "compiler/script/python_parser.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace py {
namespace parser_internal {

// A parsed expression and the height of its tree. Heights are tracked during
// parsing because left-associative chains (`a + b + ...`, `x.a.b...`) grow
// the tree without recursing in the parser, and an unbounded tree would
// overflow the stack when it is destroyed or walked.
struct Parsed {
  ExprPtr e;
  int h = 0;
};

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

// "function call", "literal", ... for "cannot assign to X" messages.
const char* DescribeExprKind(const Expr& e);

class Parser {
 public:
  explicit Parser(SourceFilePtr file) : file_(file), lexer_(std::move(file)) { Advance(); }

  Module ParseModule();
  ExprPtr ParseSingleExpr();

 private:
  using K = TokenKind;

  // Counts one level of parser recursion for its lifetime. Expressions and
  // blocks have separate budgets so that the error points at what is deep.
  class Nest {
   public:
    Nest(Parser* p, int* depth) : depth_(depth) {
      if (++*depth_ > kMaxNesting) {
        --*depth_;
        p->FailTooDeep();
      }
    }
    ~Nest() { --*depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;

   private:
    int* depth_;
  };

  // ---- Tokens ---------------------------------------------------------------

  // Out of line: an inlined copy would put a Token temporary in the frame
  // of every recursive parse function, multiplying the stack per nesting level.
  void Advance();
  // Literal operands keep the packing a compile-time constant after inlining.
  template <size_t N>
  static constexpr uint64_t Code(const char (&s)[N]) {
    return PackSpelling(std::string_view(s, N - 1));
  }
  bool IsOp(uint64_t code) const { return cur_.kind == K::kOp && cur_.code == code; }
  bool IsKw(uint64_t code) const { return cur_.kind == K::kKeyword && cur_.code == code; }
  template <size_t N>
  bool IsOp(const char (&op)[N]) const {
    return IsOp(Code(op));
  }
  template <size_t N>
  bool IsKw(const char (&kw)[N]) const {
    return IsKw(Code(kw));
  }
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

  // "NEWLINE", "name 'x'", "')'", ... for "expected X, found Y".
  static std::string Describe(const Token& t);
  [[noreturn]] void Fail(const Token& t, const std::string& msg) const { ThrowError(Span{file_, t.begin, t.end}, msg); }
  // "expected <what>, found <current token>".
  [[noreturn]] void FailExpected(std::string_view what) const;
  [[noreturn]] void FailTooDeep() const;
  Span SpanFrom(size_t begin) const { return Span{file_, begin, prev_end_}; }
  ExprPtr New(ExprKind kind, size_t begin) const { return std::make_unique<Expr>(kind, SpanFrom(begin)); }

  // ---- Expressions (python_parser_expr.cc) ---------------------------------

  static Parsed Done(ExprPtr e, int h);
  Parsed MakeBinary(ExprKind kind, std::string_view op, size_t begin, Parsed a, Parsed b) const;
  Parsed MakeUnary(std::string_view op, size_t begin, Parsed a) const;
  bool StartsExpr() const;
  Parsed ParseTest();
  Parsed ParseLambda();
  Parsed ParseOr();
  Parsed ParseAnd();
  Parsed ParseNot();
  bool AtComparison() const;
  std::string_view TakeComparison();
  Parsed ParseComparison();
  int BinaryPrecedence() const;
  Parsed ParseBinary(int min_prec);
  Parsed ParseFactor();
  Parsed ParsePower();
  Parsed ParseAtomExpr();
  Parsed ParseCall(size_t begin, Parsed func);
  Parsed ParseSubscript(size_t begin, Parsed value);
  Parsed ParseSliceItem();
  int ParseDisplayRest(std::string_view close_text, const char* what, std::vector<ExprPtr>* items);
  Parsed ParseAtom();
  Parsed ParseNumber();
  Parsed ParseDict(size_t begin);
  Parsed ParseTestList(bool targets);
  void CheckTarget(const Expr& e) const;

  // ---- Statements (python_parser.cc) ---------------------------------------

  void ParseStatement(StmtList* out);
  void ParseSimpleStatements(StmtList* out);
  StmtPtr NewStmt(StmtKind kind, size_t begin) const;
  StmtPtr ParseSmallStatement();
  void ParseSuite(const std::string& what, size_t header_begin, StmtList* body);
  void ExpectColon(const std::string& after);
  void ParseElse(StmtList* orelse);
  StmtPtr Finish(StmtPtr s, size_t begin) const;
  StmtPtr ParseDecorated();
  StmtPtr ParseFunctionDef(std::vector<ExprPtr> decorators);
  StmtPtr ParseClassDef(std::vector<ExprPtr> decorators);
  StmtPtr ParseIf();
  StmtPtr ParseFor();
  StmtPtr ParseWhile();
  StmtPtr ParseWith();

  SourceFilePtr file_;
  Lexer lexer_;
  Token cur_;
  size_t prev_end_ = 0;       // end of the last consumed token
  size_t last_stmt_end_ = 0;  // end of the last simple statement
  int depth_ = 0;             // expression recursion
  int block_depth_ = 0;       // nested blocks (and elif chains)
};

}  // namespace parser_internal
}  // namespace py
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_PYTHON_PARSER_INTERNAL_H_
