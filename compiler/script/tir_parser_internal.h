// What tir_parser.cc (statement lists, functions) and tir_parser_scoped.cc
// (loops, blocks and the other scoped statements) share: the parser class of
// one @T.prim_func and its helpers. Not part of the parser's interface.
#ifndef RLX_COMPILER_SCRIPT_TIR_PARSER_INTERNAL_H_
#define RLX_COMPILER_SCRIPT_TIR_PARSER_INTERNAL_H_

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/script/prim_expr_parser.h"
#include "compiler/script/pyast.h"
#include "compiler/script/script_util.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace script {
namespace tir_parse {

using namespace tir;  // NOLINT: the parser is all about TIR nodes.

inline const DataType kInt32 = DataType::Int(32);

inline std::string CallName(const py::Expr& e) { return e.kind == py::ExprKind::kCall ? CalleeName(*e.operand) : ""; }

inline bool BoolLiteral(const py::Expr& e, const std::string& what) {
  if (e.kind != py::ExprKind::kConstant || e.const_kind != py::ConstKind::kBool) {
    ThrowError(e.span, what + " must be True or False");
  }
  return e.int_value != 0;
}

inline const std::string& TargetName(const py::Expr& t) {
  if (t.kind != py::ExprKind::kName) ThrowError(t.span, "expected a single name on the left-hand side");
  return t.id;
}

inline TirVar NewVar(const std::string& name, DataType dtype, const Span& span) {
  return MakeAt<TirVarNode>(span, name, dtype);
}

inline DataType IndexType(std::initializer_list<DataType> types) {
  int bits = 32;
  for (DataType t : types) bits = std::max(bits, t.bits());
  return DataType::Int(bits);
}

struct BlockFrame {
  std::vector<IterVar> iter_vars;
  std::vector<PrimExpr> bindings;
  std::vector<BufferRegion> reads, writes;
  bool explicit_reads = false, explicit_writes = false;
  PrimExpr predicate;
  Map annotations;
  std::vector<Buffer> allocs;
  std::vector<MatchBufferRegion> matches;
  Stmt init;
};

class TirParser {
 public:
  std::pair<std::string, PrimFunc> Parse(const py::Stmt& def, const std::vector<std::string>& module_type_vars);

 private:
  // Installs a child scope for the guard's lifetime.
  struct ScopeGuard {
    explicit ScopeGuard(TirParser* p) : parser(p), scope(p->scope_), saved(p->scope_) { p->scope_ = &scope; }
    ~ScopeGuard() { parser->scope_ = saved; }
    TirParser* parser;
    PrimScope scope;
    PrimScope* saved;
  };

  PrimExpr Expr(const py::Expr& e) { return ParsePrimExpr(e, *scope_, kInt32); }
  PrimExpr IntExpr(const py::Expr& e, const std::string& what) { return ParseIntExpr(e, *scope_, what); }
  BlockFrame* RequireBlock(const py::Expr& at, const std::string& what) {
    if (!block_) ThrowError(at.span, what + " is only valid inside a block");
    return block_;
  }

  Stmt ParseList(const py::StmtList& list, size_t begin);
  Stmt ParseNested(const py::StmtList& list) {
    ScopeGuard g(this);
    ++nest_;
    Stmt s = ParseList(list, 0);
    --nest_;
    return s;
  }
  // The statements after `i`, in a new scope where `define` has run first.
  Stmt Rest(const py::StmtList& list, size_t i, const std::function<void()>& define) {
    ScopeGuard g(this);
    if (define) define();
    return ParseList(list, i + 1);
  }
  Stmt ParseStmt(const py::StmtList& list, size_t i, bool* consumed);
  Stmt ParseExprStmt(const py::StmtList& list, size_t i, bool* consumed);
  Stmt ParseAssign(const py::StmtList& list, size_t i, bool* consumed);
  Stmt ParseLet(const py::StmtList& list, size_t i);
  Stmt ParseFor(const py::Stmt& s);
  Stmt ParseWith(const py::Stmt& s);
  Stmt ParseBlock(const py::Stmt& s, const py::Expr& call);
  Stmt ParseStore(const py::Expr& target, PrimExpr value);
  bool ParseVarDecl(const py::Expr& target, const py::Expr& value);
  void ParseAxis(const py::Expr& target, const py::Expr& call);
  void ParseRemap(const py::Expr& target, const py::Expr& call);
  void AddIterVar(const py::Expr& target, Range dom, IterType type, PrimExpr binding, DataType dtype);
  std::vector<BufferRegion> ParseRegions(const py::Expr& call);
  Stmt MakeLaunch(const py::Expr& call, const py::Expr* target, const std::function<Stmt()>& body);
  Stmt MakeAllocate(const py::Expr& call, const std::string& name, const std::function<Stmt()>& body);
  Stmt MakeDeclBuffer(const py::Expr& call, const std::string& name, const std::function<Stmt()>& body);
  Stmt MakeAttr(const py::Expr& call, const std::function<Stmt()>& body);
  void ParseParam(const py::Param& p);

  PrimScope* scope_ = nullptr;
  int nest_ = 0;
  BlockFrame* block_ = nullptr;
  std::unordered_map<const Object*, Range> loop_doms_;
  std::unordered_map<const Object*, std::string> env_tags_;
  std::unordered_map<const Object*, IterVar> env_iters_;
  std::vector<Buffer> root_allocs_;
  std::shared_ptr<PrimFuncNode> func_;
  std::unordered_map<const Object*, Buffer> param_buffers_;
  std::unordered_map<std::string, TirVar> scalar_params_;  // created before the buffer parameters
};

}  // namespace tir_parse
}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_TIR_PARSER_INTERNAL_H_
