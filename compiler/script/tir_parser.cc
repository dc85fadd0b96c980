#include "compiler/script/tir_parser.h"

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

#include "compiler/script/tir_parser_internal.h"
#include "compiler/script/tir_printer.h"

namespace rlx {
namespace script {

namespace tir_parse {

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
  if (name == "T.block_attr" || name == "T.sblock_attr") {
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
  auto early = scalar_params_.find(p.name);
  TirVar var = early != scalar_params_.end() ? early->second : ParseVarAnnotation(a, p.name, DataType::Void());
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
  // Scalar parameters exist before the buffers whose shapes name them.
  scalar_params_.clear();
  for (const py::Param& p : def.params) {
    if (!p.annotation ||
        (p.annotation->kind != py::ExprKind::kName && p.annotation->kind != py::ExprKind::kAttribute)) {
      continue;
    }
    std::string name = CalleeName(*p.annotation);
    std::optional<DataType> t = name.rfind("T.", 0) == 0 ? DataType::Parse(name.substr(2)) : std::nullopt;
    if (!t || t->is_void() || t->is_handle()) continue;
    TirVar var = ParseVarAnnotation(*p.annotation, p.name, DataType::Void());
    scalar_params_[p.name] = var;
    scope_->DefineVar(p.name, var);
  }
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

}  // namespace tir_parse

std::pair<std::string, tir::PrimFunc> ParsePrimFunc(const py::Stmt& def,
                                                    const std::vector<std::string>& module_type_vars) {
  tir_parse::TirParser parser;
  return parser.Parse(def, module_type_vars);
}

}  // namespace script
}  // namespace rlx
