#include "compiler/script/tir_parser.h"

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

#include "compiler/script/prim_expr_parser.h"
#include "compiler/script/script_util.h"
#include "compiler/script/tir_printer.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace script {

using namespace tir;  // NOLINT: this file is all about TIR nodes.

namespace {

const DataType kInt32 = DataType::Int(32);

std::string CallName(const py::Expr& e) { return e.kind == py::ExprKind::kCall ? CalleeName(*e.operand) : ""; }

bool BoolLiteral(const py::Expr& e, const std::string& what) {
  if (e.kind != py::ExprKind::kConstant || e.const_kind != py::ConstKind::kBool) {
    ThrowError(e.span, what + " must be True or False");
  }
  return e.int_value != 0;
}

const std::string& TargetName(const py::Expr& t) {
  if (t.kind != py::ExprKind::kName) ThrowError(t.span, "expected a single name on the left-hand side");
  return t.id;
}

TirVar NewVar(const std::string& name, DataType dtype, const Span& span) {
  return MakeAt<TirVarNode>(span, name, dtype);
}

DataType IndexType(std::initializer_list<DataType> types) {
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
};

// ---------------------------------------------------------------------------
// Statement lists

Stmt TirParser::ParseList(const py::StmtList& list, size_t begin) {
  std::vector<Stmt> out;
  for (size_t i = begin; i < list.size(); ++i) {
    bool consumed = false;
    Stmt s = ParseStmt(list, i, &consumed);
    if (s.defined()) out.push_back(s);
    if (consumed) break;
  }
  return MakeSeq(std::move(out));
}

Stmt TirParser::ParseStmt(const py::StmtList& list, size_t i, bool* consumed) {
  const py::Stmt& s = *list[i];
  switch (s.kind) {
    case py::StmtKind::kPass:
      return Stmt();
    case py::StmtKind::kExpr:
      return ParseExprStmt(list, i, consumed);
    case py::StmtKind::kAssign:
      return ParseAssign(list, i, consumed);
    case py::StmtKind::kAnnAssign:
      *consumed = true;
      return ParseLet(list, i);
    case py::StmtKind::kAugAssign: {
      if (s.target->kind != py::ExprKind::kSubscript)
        ThrowError(s.target->span, "augmented assignment needs a buffer element");
      PrimExpr lhs = Expr(*s.target);
      PrimExpr rhs = Expr(*s.value);
      static const std::pair<const char*, NodeKind> kOps[] = {{"+", NodeKind::kAdd},       {"-", NodeKind::kSub},
                                                              {"*", NodeKind::kMul},       {"/", NodeKind::kDiv},
                                                              {"//", NodeKind::kFloorDiv}, {"%", NodeKind::kFloorMod}};
      for (const auto& op : kOps) {
        if (s.id != op.first) continue;
        std::string error;
        PrimExpr v = TvmBinary(op.second, lhs, rhs, &error);
        if (!v) ThrowError(s.span, error);
        return ParseStore(*s.target, v);
      }
      ThrowError(s.span, "unsupported augmented assignment '" + s.id + "='");
    }
    case py::StmtKind::kReturn: {
      if (!s.value) ThrowError(s.span, "a prim_func return needs a value");
      PrimExpr v = Expr(*s.value);
      return MakeAt<EvaluateNode>(s.span, Make<TirCallNode>(v->dtype, "ret", std::vector<PrimExpr>{v}));
    }
    case py::StmtKind::kIf: {
      PrimExpr cond = Expr(*s.test);
      if (!cond->dtype.is_bool())
        ThrowError(s.test->span, "if condition must be boolean, got " + cond->dtype.ToString());
      Stmt then_case = ParseNested(s.body);
      Stmt else_case = s.orelse.empty() ? Stmt() : ParseNested(s.orelse);
      return MakeAt<IfThenElseNode>(s.span, cond, then_case, else_case);
    }
    case py::StmtKind::kWhile: {
      PrimExpr cond = Expr(*s.test);
      if (!cond->dtype.is_bool())
        ThrowError(s.test->span, "while condition must be boolean, got " + cond->dtype.ToString());
      return MakeAt<WhileNode>(s.span, cond, ParseNested(s.body));
    }
    case py::StmtKind::kFor:
      return ParseFor(s);
    case py::StmtKind::kWith:
      return ParseWith(s);
    case py::StmtKind::kAssert: {
      *consumed = true;
      PrimExpr cond = Expr(*s.test);
      PrimExpr msg = s.value ? Expr(*s.value) : Make<StringImmNode>("");
      return MakeAt<AssertStmtNode>(s.span, cond, msg, Rest(list, i, nullptr));
    }
    case py::StmtKind::kFunctionDef:
      ThrowError(s.span, "unsupported statement in prim_func: nested function");
    case py::StmtKind::kClassDef:
      ThrowError(s.span, "unsupported statement in prim_func: class definition");
    case py::StmtKind::kBreak:
      ThrowError(s.span, "unsupported statement in prim_func: break");
    case py::StmtKind::kContinue:
      ThrowError(s.span, "unsupported statement in prim_func: continue");
  }
  ThrowError(s.span, "unsupported statement in prim_func");
}

Stmt TirParser::ParseExprStmt(const py::StmtList& list, size_t i, bool* consumed) {
  const py::Stmt& s = *list[i];
  const py::Expr& v = *s.value;
  std::string name = CallName(v);
  auto one_arg = [&]() -> const py::Expr& {
    if (v.items.size() != 1 || !v.keywords.empty()) ThrowError(v.span, name + " expects 1 argument");
    return *v.items[0];
  };
  if (name == "T.func_attr") {
    if (nest_ > 0 || block_) ThrowError(v.span, "T.func_attr is only valid at the top of a prim_func");
    ObjectRef attrs = ParseAttrValue(one_arg(), *scope_, kInt32);
    if (!attrs.is<MapNode>()) ThrowError(v.items[0]->span, "T.func_attr expects a dict");
    func_->attrs = attrs.cast<MapNode>();
    return Stmt();
  }
  if (name == "T.reads" || name == "T.writes") {
    BlockFrame* b = RequireBlock(v, name);
    bool reads = name == "T.reads";
    (reads ? b->reads : b->writes) = ParseRegions(v);
    (reads ? b->explicit_reads : b->explicit_writes) = true;
    return Stmt();
  }
  if (name == "T.where") {
    RequireBlock(v, name)->predicate = Expr(one_arg());
    return Stmt();
  }
  if (name == "T.block_attr") {
    ObjectRef attrs = ParseAttrValue(one_arg(), *scope_, kInt32);
    if (!attrs.is<MapNode>()) ThrowError(v.items[0]->span, "T.block_attr expects a dict");
    RequireBlock(v, name)->annotations = attrs.cast<MapNode>();
    return Stmt();
  }
  if (name == "T.evaluate") return MakeAt<EvaluateNode>(s.span, Expr(one_arg()));
  if (name == "T.launch_thread") {
    *consumed = true;
    return MakeLaunch(v, nullptr, [&]() { return Rest(list, i, nullptr); });
  }
  if (name == "T.attr") {
    *consumed = true;
    return MakeAttr(v, [&]() { return Rest(list, i, nullptr); });
  }
  // A leading string literal is a docstring.
  if (IsStringLiteral(v) && nest_ == 0 && !block_ && i == 0) return Stmt();
  return MakeAt<EvaluateNode>(s.span, Expr(v));
}

Stmt TirParser::ParseAssign(const py::StmtList& list, size_t i, bool* consumed) {
  const py::Stmt& s = *list[i];
  const py::Expr& t = *s.target;
  const py::Expr& v = *s.value;
  if (t.kind == py::ExprKind::kSubscript) return ParseStore(t, Expr(v));
  if (ParseVarDecl(t, v)) return Stmt();
  std::string name = CallName(v);
  if (name == "T.axis.remap") {
    ParseRemap(t, v);
    return Stmt();
  }
  if (name.rfind("T.axis.", 0) == 0) {
    ParseAxis(t, v);
    return Stmt();
  }
  if (name == "T.match_buffer") {
    const std::string& bname = TargetName(t);
    if (v.items.empty()) ThrowError(v.span, "T.match_buffer expects a parameter or a buffer region first");
    const py::Expr& src = *v.items[0];
    Buffer buf = ParseBufferDecl(v, 1, bname, *scope_);
    if (block_) {
      block_->matches.push_back(Make<MatchBufferRegionNode>(buf, ParseBufferRegion(src, *scope_)));
    } else {
      TirVar param = src.kind == py::ExprKind::kName ? scope_->LookupVar(src.id) : TirVar();
      bool is_param = false;
      for (const TirVar& p : func_->params) is_param = is_param || p.get() == param.get();
      if (!is_param || nest_ > 0 || !param->dtype.is_handle()) {
        ThrowError(src.span, "T.match_buffer outside a block expects a T.handle parameter of the function");
      }
      if (param_buffers_.count(param.get())) ThrowError(src.span, "parameter '" + src.id + "' is already matched");
      param_buffers_[param.get()] = buf;
    }
    scope_->DefineBuffer(bname, buf);
    return Stmt();
  }
  if (name == "T.alloc_buffer" || name == "T.sblock_alloc_buffer") {
    const std::string& bname = TargetName(t);
    Buffer buf = ParseBufferDecl(v, 0, bname, *scope_);
    (block_ ? block_->allocs : root_allocs_).push_back(buf);
    scope_->DefineBuffer(bname, buf);
    return Stmt();
  }
  if (name == "T.Buffer") {
    const std::string& bname = TargetName(t);
    scope_->DefineBuffer(bname, ParseBufferDecl(v, 0, bname, *scope_));
    return Stmt();
  }
  if (name == "T.decl_buffer") {
    *consumed = true;
    return MakeDeclBuffer(v, TargetName(t), [&]() { return Rest(list, i, nullptr); });
  }
  if (name == "T.allocate") {
    *consumed = true;
    return MakeAllocate(v, TargetName(t), [&]() { return Rest(list, i, nullptr); });
  }
  if (name == "T.launch_thread") {
    *consumed = true;
    return MakeLaunch(v, &t, [&]() { return Rest(list, i, nullptr); });
  }
  if (name == "T.env_thread") {
    const std::string& vname = TargetName(t);
    if (v.items.size() != 1 || !v.keywords.empty()) ThrowError(v.span, "T.env_thread expects a thread tag");
    TirVar var = NewVar(vname, kInt32, t.span);
    env_tags_[var.get()] = ParseStringLiteral(*v.items[0]);
    scope_->DefineVar(vname, var);
    return Stmt();
  }
  if (t.kind == py::ExprKind::kName) {
    // `x = expr` binds a let variable for the rest of the body.
    *consumed = true;
    PrimExpr value = Expr(v);
    TirVar var = NewVar(t.id, value->dtype, t.span);
    return MakeAt<LetStmtNode>(s.span, var, value, Rest(list, i, [&]() { scope_->DefineVar(t.id, var); }));
  }
  ThrowError(t.span, "unsupported assignment in prim_func");
}

// `n = T.int64()`, `n, m = T.int64(), T.int64()`, `p = T.handle("float32")`.
bool TirParser::ParseVarDecl(const py::Expr& target, const py::Expr& value) {
  std::vector<const py::Expr*> targets = ExprElements(target);
  std::vector<const py::Expr*> values = ExprElements(value);
  if (targets.size() != values.size()) return false;
  std::vector<TirVar> vars;
  for (size_t k = 0; k < values.size(); ++k) {
    TirVar v = ParseVarCreation(*values[k], targets[k]->id, targets[k]->span);
    if (!v) return false;
    TargetName(*targets[k]);
    vars.push_back(v);
  }
  for (size_t k = 0; k < vars.size(); ++k) scope_->DefineVar(targets[k]->id, vars[k]);
  return true;
}

Stmt TirParser::ParseLet(const py::StmtList& list, size_t i) {
  const py::Stmt& s = *list[i];
  const std::string& name = TargetName(*s.target);
  if (!s.value) ThrowError(s.span, "a let binding needs a value: " + name + ": T.int32 = ...");
  PrimExpr value = Expr(*s.value);
  TirVar var = ParseVarAnnotation(*s.annotation, name, value->dtype);
  return MakeAt<LetStmtNode>(s.span, var, value, Rest(list, i, [&]() { scope_->DefineVar(name, var); }));
}

Stmt TirParser::ParseStore(const py::Expr& target, PrimExpr value) {
  const py::Expr& base = *target.operand;
  if (base.kind != py::ExprKind::kName) ThrowError(base.span, "only buffer elements can be assigned");
  Buffer buf = scope_->LookupBuffer(base.id);
  if (!buf) ThrowError(base.span, "undefined buffer '" + base.id + "'");
  // Parse the element as a load to reuse index handling and checks.
  PrimExpr load = Expr(target);
  std::vector<PrimExpr> indices = load.cast<BufferLoadNode>()->indices;
  DataType expected = load->dtype;
  if (value->dtype != expected) {
    if (value->dtype.lanes() != expected.lanes()) {
      ThrowError(target.span, "cannot store a " + value->dtype.ToString() + " value into " + expected.ToString() +
                                  " elements of '" + base.id + "'");
    }
    value = TvmCast(expected, value);
  }
  return MakeAt<BufferStoreNode>(target.span, buf, value, std::move(indices));
}

// ---------------------------------------------------------------------------
// Loops and scoped statements

Stmt TirParser::ParseFor(const py::Stmt& s) {
  const py::Expr& it = *s.iter;
  std::string name = CallName(it);
  if (name.empty()) ThrowError(it.span, "expected a loop over range(...), T.grid(...) or a T.* loop kind");
  ScopeGuard guard(this);
  std::vector<const py::Expr*> targets = ExprElements(*s.target);
  std::vector<TirVar> vars;
  std::vector<PrimExpr> mins, extents;
  ForKind kind = ForKind::kSerial;
  std::string thread;
  Map annotations;
  if (name == "T.grid") {
    if (!it.keywords.empty()) ThrowError(it.keywords[0].span, "T.grid takes no keyword arguments");
    if (it.items.size() != targets.size()) {
      ThrowError(s.target->span, "T.grid has " + std::to_string(it.items.size()) + " extents but " +
                                     std::to_string(targets.size()) + " loop variables");
    }
    for (size_t k = 0; k < targets.size(); ++k) {
      PrimExpr extent = IntExpr(*it.items[k], "a loop extent");
      extents.push_back(extent);
      mins.push_back(MakeIntImm(extent->dtype, 0));
      vars.push_back(NewVar(TargetName(*targets[k]), extent->dtype, targets[k]->span));
    }
  } else {
    static const std::pair<const char*, ForKind> kKinds[] = {
        {"range", ForKind::kSerial},        {"T.serial", ForKind::kSerial},
        {"T.parallel", ForKind::kParallel}, {"T.vectorized", ForKind::kVectorized},
        {"T.unroll", ForKind::kUnrolled},   {"T.thread_binding", ForKind::kThreadBinding}};
    bool known = false;
    for (const auto& k : kKinds) {
      if (name == k.first) {
        kind = k.second;
        known = true;
      }
    }
    if (!known) {
      ThrowError(it.operand->span, "unknown loop kind '" + name +
                                       "'; expected range, T.grid, T.serial, T.parallel, T.vectorized, T.unroll "
                                       "or T.thread_binding");
    }
    if (s.target->kind != py::ExprKind::kName) ThrowError(s.target->span, "expected a single loop variable");
    std::vector<const py::Expr*> pos;
    for (const auto& a : it.items) pos.push_back(a.get());
    for (const py::Keyword& kw : it.keywords) {
      if (kw.name == "annotations" && name != "range") {
        ObjectRef a = ParseAttrValue(*kw.value, *scope_, kInt32);
        if (!a.is<MapNode>()) ThrowError(kw.value->span, "loop annotations must be a dict");
        annotations = a.cast<MapNode>();
      } else if (kw.name == "thread" && kind == ForKind::kThreadBinding) {
        thread = ParseStringLiteral(*kw.value);
      } else {
        ThrowError(kw.span, "unexpected keyword argument '" + kw.name + "' to " + name);
      }
    }
    if (kind == ForKind::kThreadBinding && thread.empty() && !pos.empty() && IsStringLiteral(*pos.back())) {
      thread = pos.back()->str_value;
      pos.pop_back();
    }
    if (kind == ForKind::kThreadBinding && thread.empty()) ThrowError(it.span, "T.thread_binding needs thread=\"...\"");
    if (name == "range" && pos.size() == 3) {
      if (ParseIntLiteral(*pos[2], "a range step") != 1)
        ThrowError(pos[2]->span, "loop steps other than 1 are not supported");
      pos.pop_back();
    }
    if (pos.empty() || pos.size() > 2) ThrowError(it.span, name + " expects (stop) or (start, stop)");
    PrimExpr min, extent;
    if (pos.size() == 1) {
      extent = IntExpr(*pos[0], "a loop extent");
      min = MakeIntImm(extent->dtype, 0);
    } else {
      min = IntExpr(*pos[0], "a loop start");
      extent = ParseSliceExtent(min, IntExpr(*pos[1], "a loop stop"), it);
    }
    DataType t = IndexType({min->dtype, extent->dtype});
    mins.push_back(TvmCast(t, min));
    extents.push_back(TvmCast(t, extent));
    vars.push_back(NewVar(s.target->id, t, s.target->span));
  }
  for (size_t k = 0; k < vars.size(); ++k) {
    scope_->DefineVar(targets[k]->id, vars[k]);
    loop_doms_[vars[k].get()] = Make<RangeNode>(mins[k], extents[k]);
  }
  ++nest_;
  Stmt body = ParseList(s.body, 0);
  --nest_;
  for (size_t k = vars.size(); k-- > 0;) {
    loop_doms_.erase(vars[k].get());
    auto loop = std::make_shared<ForNode>(vars[k], mins[k], extents[k], kind, body);
    loop->span = s.span;
    loop->thread_tag = thread;
    loop->annotations = annotations;
    body = Stmt(std::shared_ptr<const ForNode>(std::move(loop)));
  }
  return body;
}

Stmt TirParser::ParseWith(const py::Stmt& s) {
  if (s.items.size() != 1) ThrowError(s.span, "expected a single context manager in a prim_func 'with'");
  const py::Expr& c = *s.items[0];
  const py::Expr* target = s.targets.empty() ? nullptr : s.targets[0].get();
  std::string name = CallName(c);
  auto body = [&]() { return ParseNested(s.body); };
  auto need_target = [&]() -> const std::string& {
    if (!target) ThrowError(c.span, "expected 'with " + name + "(...) as <name>:'");
    return TargetName(*target);
  };
  if (name == "T.block" || name == "T.sblock") return ParseBlock(s, c);
  if (name == "T.init") {
    BlockFrame* b = RequireBlock(c, "T.init");
    if (b->init.defined()) ThrowError(c.span, "a block has at most one T.init");
    b->init = body();
    return Stmt();
  }
  if (name == "T.launch_thread") return MakeLaunch(c, target, body);
  if (name == "T.allocate") return MakeAllocate(c, need_target(), body);
  if (name == "T.decl_buffer") return MakeDeclBuffer(c, need_target(), body);
  if (name == "T.attr") return MakeAttr(c, body);
  if (name == "T.Assert") {
    if (c.items.size() != 2) ThrowError(c.span, "T.Assert expects (condition, message)");
    PrimExpr cond = Expr(*c.items[0]);
    PrimExpr msg = Expr(*c.items[1]);
    return MakeAt<AssertStmtNode>(s.span, cond, msg, body());
  }
  if (name == "T.LetStmt") {
    if (c.items.empty() || c.items.size() > 2) ThrowError(c.span, "T.LetStmt expects (value[, type])");
    PrimExpr value = Expr(*c.items[0]);
    TirVar var;
    for (const py::Keyword& kw : c.keywords) {
      if (kw.name != "var") ThrowError(kw.span, "unexpected keyword argument '" + kw.name + "' to T.LetStmt");
      PrimExpr v = Expr(*kw.value);
      if (!v.is<TirVarNode>()) ThrowError(kw.value->span, "var= expects a variable");
      var = v.cast<TirVarNode>();
    }
    if (!var) {
      const std::string& vname = need_target();
      var = c.items.size() == 2 ? ParseVarAnnotation(*c.items[1], vname, value->dtype)
                                : NewVar(vname, value->dtype, target->span);
    }
    ScopeGuard guard(this);
    if (target) scope_->DefineVar(target->id, var);
    return MakeAt<LetStmtNode>(s.span, var, value, body());
  }
  ThrowError(c.span, "unsupported 'with' statement in prim_func" + (name.empty() ? "" : ": " + name));
}

Stmt TirParser::ParseBlock(const py::Stmt& s, const py::Expr& call) {
  std::string name;
  bool no_realize = false;
  if (call.items.size() > 1) ThrowError(call.span, "a block takes a single name argument");
  if (call.items.size() == 1) name = ParseStringLiteral(*call.items[0]);
  for (const py::Keyword& kw : call.keywords) {
    if (kw.name != "no_realize") ThrowError(kw.span, "unexpected keyword argument '" + kw.name + "' to a block");
    no_realize = BoolLiteral(*kw.value, "no_realize");
  }
  BlockFrame frame;
  BlockFrame* saved = block_;
  block_ = &frame;
  Stmt body = ParseNested(s.body);
  block_ = saved;
  auto node = std::make_shared<BlockNode>();
  node->span = s.span;
  node->name_hint = name;
  node->iter_vars = frame.iter_vars;
  node->reads = frame.reads;
  node->writes = frame.writes;
  node->explicit_reads = frame.explicit_reads;
  node->explicit_writes = frame.explicit_writes;
  node->alloc_buffers = frame.allocs;
  node->match_buffers = frame.matches;
  node->annotations = frame.annotations;
  node->init = frame.init;
  node->body = body;
  Block block(std::shared_ptr<const BlockNode>(std::move(node)));
  if (no_realize) return block;
  for (size_t k = 0; k < frame.bindings.size(); ++k) {
    if (!frame.bindings[k]) {
      ThrowError(s.span, "block iter var '" + frame.iter_vars[k]->var->name + "' needs a binding value");
    }
  }
  PrimExpr pred = frame.predicate ? frame.predicate : MakeIntImm(DataType::Bool(), 1);
  return MakeAt<BlockRealizeNode>(s.span, frame.bindings, pred, block);
}

void TirParser::AddIterVar(const py::Expr& target, Range dom, IterType type, PrimExpr binding, DataType dtype) {
  TirVar var = NewVar(TargetName(target), IndexType({dom->min->dtype, dom->extent->dtype, dtype}), target.span);
  block_->iter_vars.push_back(Make<IterVarNode>(dom, var, type));
  block_->bindings.push_back(binding);
  scope_->DefineVar(target.id, var);
}

void TirParser::ParseAxis(const py::Expr& target, const py::Expr& call) {
  std::string name = CallName(call);
  static const std::pair<const char*, IterType> kKinds[] = {
      {"spatial", IterType::kDataPar}, {"S", IterType::kDataPar},    {"reduce", IterType::kCommReduce},
      {"R", IterType::kCommReduce},    {"scan", IterType::kOrdered}, {"opaque", IterType::kOpaque}};
  const IterType* type = nullptr;
  for (const auto& k : kKinds) {
    if (name.substr(7) == k.first) type = &k.second;
  }
  if (!type) ThrowError(call.operand->span, "unknown block axis '" + name + "'");
  RequireBlock(call, name);
  if (call.items.empty() || call.items.size() > 2) ThrowError(call.span, name + " expects (dom, binding)");
  DataType dtype = kInt32;
  for (const py::Keyword& kw : call.keywords) {
    if (kw.name != "dtype") ThrowError(kw.span, "unexpected keyword argument '" + kw.name + "' to " + name);
    dtype = ParseDTypeExpr(*kw.value);
  }
  const py::Expr& dom = *call.items[0];
  PrimExpr min, extent;
  if (dom.kind == py::ExprKind::kTuple || dom.kind == py::ExprKind::kList) {
    if (dom.items.size() != 2) ThrowError(dom.span, "an axis domain is an extent or a (min, max) pair");
    min = IntExpr(*dom.items[0], "an axis minimum");
    extent = ParseSliceExtent(min, IntExpr(*dom.items[1], "an axis maximum"), dom);
  } else {
    extent = IntExpr(dom, "an axis extent");
    min = MakeIntImm(extent->dtype, 0);
  }
  PrimExpr binding = call.items.size() > 1 ? IntExpr(*call.items[1], "an axis binding") : PrimExpr();
  AddIterVar(target, Make<RangeNode>(min, extent), *type, binding, dtype);
}

void TirParser::ParseRemap(const py::Expr& target, const py::Expr& call) {
  RequireBlock(call, "T.axis.remap");
  if (call.items.size() != 2 || !call.keywords.empty()) {
    ThrowError(call.span, "T.axis.remap expects a kinds string and a list of loop variables");
  }
  std::string kinds = ParseStringLiteral(*call.items[0]);
  std::vector<const py::Expr*> bindings = ExprElements(*call.items[1]);
  std::vector<const py::Expr*> targets = ExprElements(target);
  if (kinds.size() != bindings.size() || targets.size() != bindings.size()) {
    ThrowError(call.span, "T.axis.remap expects one kind and one target per loop variable, got " +
                              std::to_string(kinds.size()) + " kinds, " + std::to_string(bindings.size()) +
                              " loop variables and " + std::to_string(targets.size()) + " targets");
  }
  for (size_t k = 0; k < kinds.size(); ++k) {
    if (kinds[k] != 'S' && kinds[k] != 'R') {
      ThrowError(call.items[0]->span, std::string("T.axis.remap kinds must be 'S' or 'R', got '") + kinds[k] + "'");
    }
    const py::Expr& b = *bindings[k];
    TirVar lv = b.kind == py::ExprKind::kName ? scope_->LookupVar(b.id) : TirVar();
    auto it = lv ? loop_doms_.find(lv.get()) : loop_doms_.end();
    if (it == loop_doms_.end()) {
      std::string text = b.span.file ? b.span.file->text().substr(b.span.begin, b.span.end - b.span.begin) : "";
      ThrowError(b.span, "T.axis.remap expects loop variables, got '" + text + "'");
    }
    AddIterVar(*targets[k], it->second, kinds[k] == 'S' ? IterType::kDataPar : IterType::kCommReduce, lv, kInt32);
  }
}

std::vector<BufferRegion> TirParser::ParseRegions(const py::Expr& call) {
  if (!call.keywords.empty()) ThrowError(call.keywords[0].span, "unexpected keyword argument");
  std::vector<const py::Expr*> items;
  if (call.items.size() == 1 && call.items[0]->kind == py::ExprKind::kList) {
    items = ExprElements(*call.items[0]);
  } else {
    for (const auto& e : call.items) items.push_back(e.get());
  }
  std::vector<BufferRegion> out;
  for (const py::Expr* e : items) out.push_back(ParseBufferRegion(*e, *scope_));
  return out;
}

Stmt TirParser::MakeLaunch(const py::Expr& call, const py::Expr* target, const std::function<Stmt()>& body) {
  if (call.items.size() != 2 || !call.keywords.empty())
    ThrowError(call.span, "T.launch_thread expects (thread, extent)");
  PrimExpr extent = IntExpr(*call.items[1], "a thread extent");
  const py::Expr& th = *call.items[0];
  IterVar iv;
  std::string define;
  if (IsStringLiteral(th)) {
    define = target ? TargetName(*target) : th.str_value;
    for (char& ch : define) ch = ch == '.' ? '_' : ch;
    TirVar var = NewVar(define, extent->dtype, target ? target->span : th.span);
    iv = Make<IterVarNode>(Make<RangeNode>(MakeIntImm(extent->dtype, 0), extent), var, IterType::kThreadIndex,
                           th.str_value);
  } else {
    if (target) ThrowError(target->span, "launching a T.env_thread variable defines no new name");
    TirVar var = th.kind == py::ExprKind::kName ? scope_->LookupVar(th.id) : TirVar();
    if (!var || !env_tags_.count(var.get())) {
      ThrowError(th.span, "T.launch_thread expects a thread tag string or a T.env_thread variable");
    }
    auto it = env_iters_.find(var.get());
    if (it == env_iters_.end()) {
      IterVar made = Make<IterVarNode>(Make<RangeNode>(MakeIntImm(extent->dtype, 0), extent), var,
                                       IterType::kThreadIndex, env_tags_[var.get()]);
      it = env_iters_.emplace(var.get(), made).first;
    }
    iv = it->second;
  }
  std::string key = iv->thread_tag == "vthread" ? "virtual_thread" : "thread_extent";
  ScopeGuard guard(this);
  if (!define.empty()) scope_->DefineVar(define, iv->var);
  return MakeAt<AttrStmtNode>(call.span, iv, key, extent, body());
}

Stmt TirParser::MakeAllocate(const py::Expr& call, const std::string& name, const std::function<Stmt()>& body) {
  std::vector<const py::Expr*> arg = BindArguments(call, 0, {"extents", "dtype", "scope", "condition"});
  if (!arg[0] || !arg[1]) ThrowError(call.span, "T.allocate expects (extents, dtype[, scope])");
  std::vector<PrimExpr> extents;
  for (const py::Expr* e : ExprElements(*arg[0])) extents.push_back(IntExpr(*e, "an allocation extent"));
  DataType dtype = ParseDTypeExpr(*arg[1]);
  std::string scope = arg[2] ? ParseStringLiteral(*arg[2]) : "global";
  PrimExpr cond = arg[3] ? Expr(*arg[3]) : MakeIntImm(DataType::Bool(), 1);
  TirVar var = MakePointerVar(name, dtype, scope, call.span);
  ScopeGuard guard(this);
  scope_->DefineVar(name, var);
  return MakeAt<AllocateNode>(call.span, var, dtype, extents, cond, body());
}

Stmt TirParser::MakeDeclBuffer(const py::Expr& call, const std::string& name, const std::function<Stmt()>& body) {
  bool has_data = call.items.size() > 2;
  for (const py::Keyword& kw : call.keywords) has_data = has_data || kw.name == "data";
  Buffer buf = ParseBufferDecl(call, 0, name, *scope_);
  ScopeGuard guard(this);
  scope_->DefineBuffer(name, buf);
  Stmt decl = MakeAt<DeclBufferNode>(call.span, buf, body());
  if (has_data) return decl;
  // Without data=, the declaration also allocates (TVM's Allocate+DeclBuffer).
  return MakeAt<AllocateNode>(call.span, buf->data, buf->dtype, buf->shape, MakeIntImm(DataType::Bool(), 1), decl);
}

Stmt TirParser::MakeAttr(const py::Expr& call, const std::function<Stmt()>& body) {
  if (call.items.size() != 3 || !call.keywords.empty()) ThrowError(call.span, "T.attr expects (node, key, value)");
  ObjectRef node = ParseAttrValue(*call.items[0], *scope_, kInt32);
  std::string key = ParseStringLiteral(*call.items[1]);
  PrimExpr value = Expr(*call.items[2]);
  ScopeGuard guard(this);
  return MakeAt<AttrStmtNode>(call.span, node, key, value, body());
}

// ---------------------------------------------------------------------------
// Functions

void TirParser::ParseParam(const py::Param& p) {
  if (p.default_value) ThrowError(p.default_value->span, "prim_func parameters take no default values");
  if (!p.annotation) ThrowError(p.span, "expected T.Buffer(...) or T.handle annotation on parameter '" + p.name + "'");
  const py::Expr& a = *p.annotation;
  std::string name = a.kind == py::ExprKind::kCall ? CallName(a) : CalleeName(a);
  if (name == "T.Buffer" && a.kind == py::ExprKind::kCall) {
    Buffer buf = ParseBufferDecl(a, 0, p.name, *scope_);
    TirVar handle = NewVar(p.name + "_handle", DataType::Handle(), p.span);
    func_->params.push_back(handle);
    param_buffers_[handle.get()] = buf;
    scope_->DefineBuffer(p.name, buf);
    return;
  }
  bool scalar = a.kind == py::ExprKind::kName || a.kind == py::ExprKind::kAttribute;
  bool pointer = name == "T.handle" && a.kind == py::ExprKind::kCall && !a.items.empty();
  std::optional<DataType> t = name.rfind("T.", 0) == 0 ? DataType::Parse(name.substr(2)) : std::nullopt;
  if (!pointer && !(scalar && t && !t->is_void())) ThrowError(a.span, "expected T.Buffer(...) or T.handle annotation");
  TirVar var = ParseVarAnnotation(a, p.name, DataType::Void());
  func_->params.push_back(var);
  scope_->DefineVar(p.name, var);
}

std::pair<std::string, PrimFunc> TirParser::Parse(const py::Stmt& def,
                                                  const std::vector<std::string>& module_type_vars) {
  if (def.kind != py::StmtKind::kFunctionDef) ThrowError(def.span, "expected a @T.prim_func function definition");
  func_ = std::make_shared<PrimFuncNode>();
  func_->span = def.span;
  const py::Expr* deco = nullptr;
  for (const auto& d : def.decorators) {
    std::string name = d->kind == py::ExprKind::kCall ? CallName(*d) : CalleeName(*d);
    if (name != "T.prim_func") ThrowError(d->span, "expected @T.prim_func, found another decorator");
    deco = d.get();
  }
  if (!deco) ThrowError(def.span, "expected a @T.prim_func decorator on '" + def.id + "'");
  bool persistent = false;
  if (deco->kind == py::ExprKind::kCall) {
    if (!deco->items.empty()) ThrowError(deco->items[0]->span, "@T.prim_func takes keyword arguments only");
    for (const py::Keyword& kw : deco->keywords) {
      if (kw.name == "private") {
        func_->is_private = BoolLiteral(*kw.value, "private");
      } else if (kw.name == "s_tir") {
        func_->s_tir = BoolLiteral(*kw.value, "s_tir");
      } else if (kw.name == "persistent") {
        persistent = BoolLiteral(*kw.value, "persistent");
      } else if (kw.name == "check_well_formed") {
        BoolLiteral(*kw.value, "check_well_formed");
      } else {
        ThrowError(kw.span, "unknown @T.prim_func option '" + kw.name +
                                "'; valid options: private, s_tir, persistent, check_well_formed");
      }
    }
  }
  PrimScope type_var_scope;
  for (const std::string& name : module_type_vars) {
    type_var_scope.DefineVar(name, MakeAt<TirVarNode>(def.span, name, DataType::Int(64)));
  }
  PrimScope function_scope(&type_var_scope);
  scope_ = &function_scope;
  for (const py::Param& p : def.params) ParseParam(p);
  if (def.returns) {
    std::string name = CalleeName(*def.returns);
    std::optional<DataType> t = name.rfind("T.", 0) == 0 ? DataType::Parse(name.substr(2)) : std::nullopt;
    if (!t) ThrowError(def.returns->span, "expected a return type such as T.int32");
    func_->ret_type = *t;
  }
  Stmt body = ParseList(def.body, 0);
  // An implicit root block, exactly when TVM's printer would elide one.
  auto realize = body.as<BlockRealizeNode>();
  bool wrap = !root_allocs_.empty() || (realize && !realize->block->iter_vars.empty()) ||
              (!realize && AnyNode(body, [](const Object* o) { return o->kind() == NodeKind::kBlockRealize; }));
  if (wrap) {
    auto root = std::make_shared<BlockNode>();
    root->name_hint = "root";
    root->body = body;
    root->alloc_buffers = root_allocs_;
    body = Make<BlockRealizeNode>(std::vector<PrimExpr>{}, MakeIntImm(DataType::Bool(), 1),
                                  Block(std::shared_ptr<const BlockNode>(std::move(root))));
  }
  func_->body = body;
  for (const TirVar& p : func_->params) {
    auto it = param_buffers_.find(p.get());
    if (it != param_buffers_.end()) func_->buffer_map.emplace_back(p, it->second);
  }
  if (persistent) func_->attrs = MapWith(func_->attrs, kPersistentKernelAttr, MakeIntImm(DataType::Bool(), 1));
  return {def.id, PrimFunc(std::shared_ptr<const PrimFuncNode>(func_))};
}

}  // namespace

std::pair<std::string, tir::PrimFunc> ParsePrimFunc(const py::Stmt& def,
                                                    const std::vector<std::string>& module_type_vars) {
  TirParser parser;
  return parser.Parse(def, module_type_vars);
}

}  // namespace script
}  // namespace rlx
