// Statement half of the parser and the public entry points; expressions are
// in python_parser_expr.cc.
#include "compiler/script/python_parser.h"

#include <string>
#include <utility>
#include <vector>

#include "compiler/script/python_parser_internal.h"

namespace rlx {
namespace py {
namespace parser_internal {

Module Parser::ParseModule() {
  Module m;
  m.file = file_;
  while (cur_.kind != K::kEnd) ParseStatement(&m.body);
  return m;
}

ExprPtr Parser::ParseSingleExpr() {
  Parsed e = ParseTestList(/*targets=*/false);
  if (cur_.kind == K::kNewline) Advance();
  if (cur_.kind != K::kEnd) FailExpected("end of expression");
  return std::move(e.e);
}

void Parser::Advance() {
  prev_end_ = cur_.end;
  cur_ = lexer_.Next();
}

void Parser::FailExpected(std::string_view what) const {
  Fail(cur_, "expected " + std::string(what) + ", found " + Describe(cur_));
}

void Parser::FailTooDeep() const { Fail(cur_, "nesting too deep (limit " + std::to_string(kMaxNesting) + ")"); }

std::string Parser::Describe(const Token& t) {
  std::string text(t.text.substr(0, 40));
  if (t.text.size() > 40) text += "...";
  switch (t.kind) {
    case K::kName:
      return "name '" + text + "'";
    case K::kKeyword:
      return "keyword '" + text + "'";
    case K::kNumber:
      return "number '" + text + "'";
    case K::kString:
      return "string literal";
    case K::kOp:
      return "'" + text + "'";
    case K::kNewline:
      return "NEWLINE";
    case K::kIndent:
      return "INDENT";
    case K::kDedent:
      return "DEDENT";
    case K::kEnd:
      return "end of file";
  }
  return "?";
}

void Parser::ParseStatement(StmtList* out) {
  switch (cur_.kind) {
    case K::kIndent:
      Fail(cur_, "unexpected indent");
    case K::kDedent:
      Fail(cur_, "unexpected unindent");
    case K::kNewline:
      Advance();
      return;  // only after a lone `\` continuation
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
    default:
      break;
  }
  ParseSimpleStatements(out);
}

// simple_stmt (';' simple_stmt)* [';'] NEWLINE
void Parser::ParseSimpleStatements(StmtList* out) {
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

StmtPtr Parser::NewStmt(StmtKind kind, size_t begin) const { return std::make_unique<Stmt>(kind, SpanFrom(begin)); }

StmtPtr Parser::ParseSmallStatement() {
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
      ThrowError(lhs.e->span, std::string("only single target (not ") + (k == ExprKind::kTuple ? "tuple" : "list") +
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
  if (cur_.kind == K::kOp && cur_.text.size() >= 2 && cur_.text.back() == '=' && !AtComparison()) {
    ExprKind k = lhs.e->kind;
    if (k != ExprKind::kName && k != ExprKind::kAttribute && k != ExprKind::kSubscript) {
      ThrowError(lhs.e->span,
                 std::string("'") + DescribeExprKind(*lhs.e) + "' is an illegal expression for augmented assignment");
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
void Parser::ParseSuite(const std::string& what, size_t header_begin, StmtList* body) {
  if (cur_.kind != K::kNewline) return ParseSimpleStatements(body);
  Advance();
  if (cur_.kind != K::kIndent) {
    FailExpected("an indented block after " + what + " on line " + std::to_string(file_->LineOf(header_begin)));
  }
  Nest nest(this, &block_depth_);
  Advance();
  while (cur_.kind != K::kDedent && cur_.kind != K::kEnd) ParseStatement(body);
  Advance();
}

void Parser::ExpectColon(const std::string& after) {
  if (!IsOp(":")) FailExpected("':' after " + after);
  Advance();
}

// Parses `else: suite` if present.
void Parser::ParseElse(StmtList* orelse) {
  size_t begin = cur_.begin;
  if (!AcceptKw("else")) return;
  ExpectColon("'else'");
  ParseSuite("'else' statement", begin, orelse);
}

StmtPtr Parser::Finish(StmtPtr s, size_t begin) const {
  s->span = Span{file_, begin, last_stmt_end_};
  return s;
}

StmtPtr Parser::ParseDecorated() {
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

StmtPtr Parser::ParseFunctionDef(std::vector<ExprPtr> decorators) {
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
      ThrowError(SpanFrom(param_begin), "parameter without a default follows parameter with a default");
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

StmtPtr Parser::ParseClassDef(std::vector<ExprPtr> decorators) {
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

StmtPtr Parser::ParseIf() {
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

StmtPtr Parser::ParseFor() {
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

StmtPtr Parser::ParseWhile() {
  size_t begin = cur_.begin;
  Advance();
  StmtPtr s = std::make_unique<Stmt>(StmtKind::kWhile, Span{});
  s->test = ParseTest().e;
  ExpectColon("'while' condition");
  ParseSuite("'while' statement", begin, &s->body);
  ParseElse(&s->orelse);
  return Finish(std::move(s), begin);
}

StmtPtr Parser::ParseWith() {
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

}  // namespace parser_internal

Module ParsePython(SourceFilePtr file) { return parser_internal::Parser(std::move(file)).ParseModule(); }

ExprPtr ParsePythonExpr(SourceFilePtr file) { return parser_internal::Parser(std::move(file)).ParseSingleExpr(); }

ExprPtr CloneExpr(const Expr& e) {
  auto c = std::make_unique<Expr>(e.kind, e.span);
  c->id = e.id;
  if (e.operand) c->operand = CloneExpr(*e.operand);
  c->items.reserve(e.items.size());
  for (const ExprPtr& i : e.items) c->items.push_back(i ? CloneExpr(*i) : nullptr);
  for (const ExprPtr& k : e.keys) c->keys.push_back(CloneExpr(*k));
  for (const Keyword& k : e.keywords) {
    c->keywords.push_back(Keyword{k.name, CloneExpr(*k.value), k.span});
  }
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
    case ExprKind::kName:
      *out += e->id;
      return;
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
    default:
      break;
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
    case StmtKind::kExpr:
      return "(expr " + DumpExpr(*s.value) + ")";
    case StmtKind::kAssign:
      return "(= " + DumpExpr(*s.target) + " " + DumpExpr(*s.value) + ")";
    case StmtKind::kAnnAssign:
      return "(: " + DumpExpr(*s.target) + " " + DumpExpr(*s.annotation) + Opt(s.value) + ")";
    case StmtKind::kAugAssign:
      return "(" + s.id + "= " + DumpExpr(*s.target) + " " + DumpExpr(*s.value) + ")";
    case StmtKind::kReturn:
      return "(return" + Opt(s.value) + ")";
    case StmtKind::kPass:
      return "pass";
    case StmtKind::kBreak:
      return "break";
    case StmtKind::kContinue:
      return "continue";
    case StmtKind::kAssert:
      return "(assert " + DumpExpr(*s.test) + Opt(s.value) + ")";
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
        out += s.targets[i] ? " (as " + DumpExpr(*s.items[i]) + Opt(s.targets[i]) + ")" : " " + DumpExpr(*s.items[i]);
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
        out += " (" + p.name + " " + (p.annotation ? DumpExpr(*p.annotation) : "_") + Opt(p.default_value) + ")";
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
