// TIR parser: loops, blocks (axes, remaps, regions) and the other scoped
// statements (thread launches, allocations, buffer declarations, attributes).
#include <functional>
#include <string>
#include <vector>

#include "compiler/script/tir_parser_internal.h"

namespace rlx {
namespace script {
namespace tir_parse {

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

}  // namespace tir_parse
}  // namespace script
}  // namespace rlx
