#include "compiler/script/tir_printer.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/script/prim_expr_printer.h"
#include "compiler/script/script_util.h"

namespace rlx {
namespace script {

using namespace tir;  // NOLINT: this file is all about TIR nodes.

namespace {

using Lines = std::vector<std::string>;

void AppendIndented(Lines* out, const Lines& body) {
  if (body.empty()) out->push_back("    pass");
  for (const std::string& l : body) out->push_back("    " + l);
}

std::string Join(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out;
}

struct Frame {
  const Object* node = nullptr;
  int depth = 0;
  bool allow_concise = false;
  Lines lines;
};

// Which variables a buffer declaration defines along with the buffer.
enum class BufferVars { kNone, kDataPointer, kMatchBuffer };

struct PendingAlias {
  const Object* var;
  std::string suffix;
  int depth;
};

bool IsOne(const PrimExpr& e) { return !e.defined() || IsConstInt(e, 1); }

std::string PointerArgs(const TirVarNode* v) {
  std::string out = QuoteString(v->ptr_elem_dtype.ToString());
  if (!v->storage_scope.empty()) out += ", " + QuoteString(v->storage_scope);
  return out;
}

// `T.int32()`: the right-hand side that creates a variable.
std::string VarCreation(const TirVarNode* v) {
  if (v->dtype.is_handle() && !v->ptr_elem_dtype.is_void()) return "T.handle(" + PointerArgs(v) + ")";
  return "T." + v->dtype.ToString() + "()";
}

// `T.int32`: the type annotation of a parameter or let variable.
std::string VarAnnotation(const TirVarNode* v) {
  if (v->dtype.is_handle() && !v->ptr_elem_dtype.is_void()) return "T.handle(" + PointerArgs(v) + ")";
  return "T." + v->dtype.ToString();
}

class TirPrinter : public PrimExprPrinter {
 public:
  TirPrinter(const PrimFunc& f, std::vector<std::string>* type_var_names)
      : PrimExprPrinter(DataType::Int(32)), func_(f), type_var_names_(type_var_names) {}
  std::string PrintFunc(const std::string& name, int indent);

 protected:
  std::string VarName(const TirVarNode* v) override {
    if (names_.Has(v)) return names_.Get(v);
    Frame* f = FindLowestVarDef(v);
    std::string name = DefineVar(v, f);
    f->lines.push_back(name + " = " + VarCreation(v));
    return name;
  }
  std::string BufferName(const BufferNode* b) override {
    if (names_.Has(b)) return names_.Get(b);
    Frame* f = FindLowestVarDef(b);
    std::string lhs = DefineBuffer(b, f);
    std::string rhs = BufferDecl(b, "Buffer", {}, BufferVars::kDataPointer, f);
    f->lines.push_back(lhs + " = " + rhs);
    return lhs;
  }

 private:
  Frame* Open(const Object* node) {
    names_.Push();
    auto frame = std::make_unique<Frame>();
    frame->node = node;
    frame->depth = names_.Depth() - 1;
    frames_.push_back(std::move(frame));
    return frames_.back().get();
  }
  Lines Close() {
    Lines lines = std::move(frames_.back()->lines);
    frames_.pop_back();
    names_.Pop();
    return lines;
  }
  Frame* Top() { return frames_.back().get(); }
  void Emit(const std::string& line) { Top()->lines.push_back(line); }
  void EmitBlock(const std::string& header, const Lines& body) {
    Emit(header);
    AppendIndented(&Top()->lines, body);
  }
  // Concise scoping: a scoped statement that ends its body prints flat.
  void EmitScoped(const std::string& lhs, const std::string& rhs, const Lines& body, bool concise) {
    if (concise) {
      Emit(lhs.empty() ? rhs : lhs + " = " + rhs);
      for (const std::string& l : body) Emit(l);
    } else {
      EmitBlock("with " + rhs + (lhs.empty() ? "" : " as " + lhs) + ":", body);
    }
  }

  Frame* FindLowestVarDef(const Object* obj) {
    auto it = prefix_.find(obj);
    if (it != prefix_.end()) {
      for (auto p = it->second.rbegin(); p != it->second.rend(); ++p) {
        for (const auto& f : frames_) {
          if (f->node == *p) return f.get();
        }
      }
    }
    return frames_.front().get();
  }
  std::string DefineVar(const TirVarNode* v, Frame* f) {
    if (names_.Has(v)) return names_.Get(v);
    return names_.Define(v, v->name, f->depth);
  }
  // Also resolves the buffer's inline definitions (`A.data`, ...) that
  // BufferDecl left pending until the buffer had a name.
  std::string DefineBuffer(const BufferNode* b, Frame* f) {
    std::string name = names_.Define(b, b->name.empty() ? "buffer" : b->name, f->depth);
    CommitAliases(b);
    return name;
  }
  void CommitAliases(const BufferNode* b) {
    if (!names_.Has(b)) return;
    std::vector<std::pair<const BufferNode*, PendingAlias>> rest;
    for (const auto& p : pending_) {
      if (p.first == b) {
        names_.DefineAlias(p.second.var, names_.Get(b) + p.second.suffix, p.second.depth);
      } else {
        rest.push_back(p);
      }
    }
    pending_ = std::move(rest);
  }

  std::string BufferDecl(const BufferNode* b, const std::string& method, std::vector<std::string> args, BufferVars mode,
                         Frame* f);
  std::string BufferAnnotation(const BufferNode* b, Frame* f);
  std::string Region(const BufferRegion& r);

  void AsDocBody(const Stmt& s) {
    if (auto seq = s.as<SeqStmtNode>()) {
      for (size_t i = 0; i < seq->seq.size(); ++i) {
        Top()->allow_concise = i + 1 == seq->seq.size();
        PrintStmt(seq->seq[i]);
      }
    } else {
      Top()->allow_concise = true;
      PrintStmt(s);
    }
  }
  void PrintStmt(const Stmt& s);
  void PrintFor(const ForNode* loop);
  void PrintBlock(const BlockNode* block, const BlockRealizeNode* realize);
  void PrintAttr(const AttrStmtNode* attr);
  void PrintAllocate(const AllocateNode* alloc);
  void PrintDeclBuffer(const DeclBufferNode* decl, BufferVars mode);
  void PrintLet(const LetStmtNode* let);

  // TVM 0.27 spells every block T.sblock.
  const char* BlockKeyword() const { return func_->s_tir || style() == PrintStyle::kTvm ? "sblock" : "block"; }
  const char* AllocMethod() const { return s_tir_ ? "sblock_alloc_buffer" : "alloc_buffer"; }

  PrimFunc func_;
  bool s_tir_ = false;                        // printed with S-TIR spellings
  std::vector<std::string>* type_var_names_;  // kTvm: the module's TypeVar names, in order
  NameTable names_;
  std::vector<std::unique_ptr<Frame>> frames_;
  std::unordered_map<const Object*, std::vector<const Object*>> prefix_;
  std::vector<std::pair<const BufferNode*, PendingAlias>> pending_;
};

std::string TirPrinter::BufferDecl(const BufferNode* b, const std::string& method, std::vector<std::string> args,
                                   BufferVars mode, Frame* f) {
  // How many of the buffer's fields mention each variable.
  std::unordered_map<const Object*, int> use_count;
  auto count = [&](const PrimExpr& e) {
    std::unordered_set<const Object*> vars;
    AnyNode(e, [&](const Object* o) {
      if (o->kind() == NodeKind::kTirVar) vars.insert(o);
      return false;
    });
    for (const Object* v : vars) ++use_count[v];
  };
  count(b->elem_offset);
  count(b->data);
  for (const PrimExpr& e : b->strides) count(e);
  for (const PrimExpr& e : b->shape) count(e);

  std::vector<PendingAlias> aliases;
  std::vector<std::string> def_lhs, def_rhs;
  auto is_new_var = [&](const PrimExpr& e) {
    if (!e.defined() || !e.is<TirVarNode>() || names_.Has(e.get())) return false;
    for (const PendingAlias& a : aliases) {
      if (a.var == e.get()) return false;
    }
    for (const auto& p : pending_) {
      if (p.second.var == e.get()) return false;
    }
    return true;
  };
  auto out_of_line = [&](const TirVarNode* v) {
    def_lhs.push_back(DefineVar(v, f));
    def_rhs.push_back(VarCreation(v));
  };
  auto try_inline = [&](const PrimExpr& e, const std::string& suffix) {
    if (use_count[e.get()] == 1) {
      aliases.push_back({e.get(), suffix, f->depth});
      return true;
    }
    out_of_line(e.cast<TirVarNode>().get());
    return false;
  };
  std::vector<std::string> shape;
  for (const PrimExpr& e : b->shape) {
    if (is_new_var(e)) out_of_line(e.cast<TirVarNode>().get());
    shape.push_back(Print(e));
  }
  args.push_back(shape.size() == 1 ? "(" + shape[0] + ",)" : "(" + Join(shape) + ")");
  if (b->dtype != DataType::Float(32)) args.push_back(QuoteString(b->dtype.ToString()));
  std::vector<std::string> kwargs;
  bool inline_data = false;
  if (is_new_var(b->data)) {
    if (mode != BufferVars::kNone) {
      inline_data = try_inline(b->data, ".data");
    } else {
      out_of_line(b->data.get());
    }
  }
  if (!inline_data) kwargs.push_back("data=" + Print(b->data));
  if (!b->strides.empty()) {
    std::vector<std::string> strides;
    for (size_t i = 0; i < b->strides.size(); ++i) {
      const PrimExpr& e = b->strides[i];
      if (is_new_var(e) && try_inline(e, ".strides[" + std::to_string(i) + "]")) {
        strides.push_back(QuoteString(e.cast<TirVarNode>()->name));
        continue;
      }
      strides.push_back(Print(e));
    }
    kwargs.push_back("strides=" + (strides.size() == 1 ? "(" + strides[0] + ",)" : "(" + Join(strides) + ")"));
  }
  bool needs_factor = false;
  if (b->elem_offset.defined()) {
    if (auto imm = b->elem_offset.as<IntImmNode>()) {
      if (imm->value != 0) kwargs.push_back("elem_offset=" + Print(b->elem_offset));
    } else if (is_new_var(b->elem_offset)) {
      // An offset variable defined by the buffer itself prints only as its
      // offset_factor (TVM's convention).
      if (!try_inline(b->elem_offset, ".elem_offset")) kwargs.push_back("elem_offset=" + Print(b->elem_offset));
      needs_factor = true;
    } else {
      kwargs.push_back("elem_offset=" + Print(b->elem_offset));
    }
  }
  if (b->scope != "global" && !b->scope.empty()) kwargs.push_back("scope=" + QuoteString(b->scope));
  if (b->align != 64) kwargs.push_back("align=" + std::to_string(b->align));
  if (needs_factor || b->offset_factor != 1) kwargs.push_back("offset_factor=" + std::to_string(b->offset_factor));
  if (b->buffer_type == "auto") kwargs.push_back("buffer_type=\"auto\"");
  if (!b->axis_separators.empty()) {
    std::vector<std::string> seps;
    for (int64_t s : b->axis_separators) seps.push_back(std::to_string(s));
    kwargs.push_back("axis_separators=[" + Join(seps) + "]");
  }
  if (def_lhs.size() == 1) {
    f->lines.push_back(def_lhs[0] + " = " + def_rhs[0]);
  } else if (def_lhs.size() > 1) {
    f->lines.push_back(Join(def_lhs) + " = " + Join(def_rhs));
  }
  // The buffer's own name is defined by the caller (possibly after this
  // call); inline definitions like `A.data` resolve once it exists.
  for (const PendingAlias& a : aliases) pending_.emplace_back(b, a);
  CommitAliases(b);
  for (const std::string& k : kwargs) args.push_back(k);
  return "T." + method + "(" + Join(args) + ")";
}

std::string TirPrinter::BufferAnnotation(const BufferNode* b, Frame* f) {
  // A parameter annotation always names the dtype and nothing else.
  std::string decl = BufferDecl(b, "Buffer", {}, BufferVars::kDataPointer, f);
  std::string dtype = QuoteString(b->dtype.ToString());
  if (b->dtype == DataType::Float(32)) decl.insert(decl.size() - 1, ", " + dtype);
  return decl;
}

std::string TirPrinter::Region(const BufferRegion& r) {
  std::vector<std::string> parts;
  for (const Range& range : r->region) {
    if (IsConstInt(range->extent, 1)) {
      parts.push_back(Print(range->min));
    } else {
      parts.push_back(Print(range->min) + ":" + Print(TvmBinary(NodeKind::kAdd, range->min, range->extent)));
    }
  }
  return BufferName(r->buffer.get()) + "[" + (parts.empty() ? "()" : Join(parts)) + "]";
}

void TirPrinter::PrintStmt(const Stmt& s) {
  switch (s->kind()) {
    case NodeKind::kSeqStmt: {
      Open(s.get());
      AsDocBody(s);
      for (const std::string& l : Close()) Emit(l);
      return;
    }
    case NodeKind::kBufferStore: {
      auto st = static_cast<const BufferStoreNode*>(s.get());
      std::string lhs = BufferName(st->buffer.get()) + "[" + PrintIndices(st->indices) + "]";
      Emit(lhs + " = " + Print(st->value));
      return;
    }
    case NodeKind::kEvaluate: {
      const PrimExpr& v = static_cast<const EvaluateNode*>(s.get())->value;
      auto call = v.as<TirCallNode>();
      if (call && call->op == "ret" && call->args.size() == 1) {
        Emit("return " + Print(call->args[0]));
      } else {
        Emit(call ? Print(v) : "T.evaluate(" + Print(v) + ")");
      }
      return;
    }
    case NodeKind::kLetStmt:
      PrintLet(static_cast<const LetStmtNode*>(s.get()));
      return;
    case NodeKind::kAttrStmt:
      PrintAttr(static_cast<const AttrStmtNode*>(s.get()));
      return;
    case NodeKind::kAssertStmt: {
      auto a = static_cast<const AssertStmtNode*>(s.get());
      bool concise = Top()->allow_concise;
      std::string cond = Print(a->condition);
      std::string msg = Print(a->message);
      Open(s.get());
      AsDocBody(a->body);
      Lines body = Close();
      if (concise) {
        Emit("assert " + cond + ", " + msg);
        for (const std::string& l : body) Emit(l);
      } else {
        EmitBlock("with T.Assert(" + cond + ", " + msg + "):", body);
      }
      return;
    }
    case NodeKind::kWhile: {
      auto w = static_cast<const WhileNode*>(s.get());
      std::string cond = Print(w->condition);
      Open(s.get());
      AsDocBody(w->body);
      EmitBlock("while " + cond + ":", Close());
      return;
    }
    case NodeKind::kIfThenElse: {
      auto i = static_cast<const IfThenElseNode*>(s.get());
      std::string cond = Print(i->condition);
      Open(i->then_case.get());
      AsDocBody(i->then_case);
      Lines then_lines = Close();
      Lines else_lines;
      if (i->else_case.defined()) {
        Open(i->else_case.get());
        AsDocBody(i->else_case);
        else_lines = Close();
      }
      EmitBlock("if " + cond + ":", then_lines);
      if (!else_lines.empty()) EmitBlock("else:", else_lines);
      return;
    }
    case NodeKind::kFor:
      PrintFor(static_cast<const ForNode*>(s.get()));
      return;
    case NodeKind::kAllocate:
      PrintAllocate(static_cast<const AllocateNode*>(s.get()));
      return;
    case NodeKind::kDeclBuffer:
      PrintDeclBuffer(static_cast<const DeclBufferNode*>(s.get()), BufferVars::kNone);
      return;
    case NodeKind::kBlockRealize: {
      auto r = static_cast<const BlockRealizeNode*>(s.get());
      PrintBlock(r->block.get(), r);
      return;
    }
    case NodeKind::kBlock:
      PrintBlock(static_cast<const BlockNode*>(s.get()), nullptr);
      return;
    default:
      RLX_UNREACHABLE() << "cannot print statement " << NodeKindName(s->kind());
  }
}

void TirPrinter::PrintLet(const LetStmtNode* let) {
  bool concise = Top()->allow_concise;
  std::string rhs = Print(let->value);
  Open(let);
  bool var_defined = names_.Has(let->var.get());
  std::string lhs = var_defined ? names_.Get(let->var.get()) : DefineVar(let->var.get(), Top());
  AsDocBody(let->body);
  Lines body = Close();
  const TirVarNode* v = let->var.get();
  if (var_defined) {
    EmitBlock("with T.LetStmt(" + rhs + ", var=" + lhs + "):", body);
  } else if (concise) {
    Emit(lhs + ": " + VarAnnotation(v) + " = " + rhs);
    for (const std::string& l : body) Emit(l);
  } else if (v->dtype.is_handle() && !v->ptr_elem_dtype.is_void()) {
    EmitBlock("with T.LetStmt(" + rhs + ", " + VarAnnotation(v) + ") as " + lhs + ":", body);
  } else {
    EmitBlock("with T.LetStmt(" + rhs + ") as " + lhs + ":", body);
  }
}

void TirPrinter::PrintAttr(const AttrStmtNode* attr) {
  bool concise = Top()->allow_concise;
  std::string rhs;
  const TirVarNode* define = nullptr;
  auto iv = attr->node.as<IterVarNode>();
  if (iv && (attr->attr_key == "thread_extent" || attr->attr_key == "virtual_thread")) {
    const TirVarNode* var = iv->var.get();
    std::string var_doc;
    if (names_.Has(var)) {
      var_doc = names_.Get(var);
    } else {
      const auto& path = prefix_[var];
      if (std::find(path.begin(), path.end(), static_cast<const Object*>(attr)) != path.end()) {
        // Every use is inside this statement: the launch defines the var.
        var_doc = QuoteString(iv->thread_tag);
        define = var;
      } else {
        Frame* f = FindLowestVarDef(var);
        var_doc = DefineVar(var, f);
        f->lines.push_back(var_doc + " = T.env_thread(" + QuoteString(iv->thread_tag) + ")");
      }
    }
    rhs = "T.launch_thread(" + var_doc + ", " + Print(attr->value) + ")";
  } else {
    std::string node = PrintAttrValue(attr->node);
    rhs = "T.attr(" + node + ", " + QuoteString(attr->attr_key) + ", " + Print(attr->value) + ")";
  }
  Open(attr);
  std::string lhs = define ? DefineVar(define, Top()) : "";
  AsDocBody(attr->body);
  EmitScoped(lhs, rhs, Close(), concise);
}

void TirPrinter::PrintAllocate(const AllocateNode* alloc) {
  bool concise = Top()->allow_concise;
  if (auto decl = alloc->body.as<DeclBufferNode>()) {
    const BufferNode* b = decl->buffer.get();
    bool same_shape = alloc->extents.size() == b->shape.size();
    for (size_t i = 0; same_shape && i < alloc->extents.size(); ++i) {
      same_shape = ExprDeepEqual(alloc->extents[i], b->shape[i]);
    }
    if (alloc->buffer_var.get() == b->data.get() && alloc->dtype == b->dtype && IsOne(alloc->condition) && same_shape) {
      PrintDeclBuffer(decl.get(), BufferVars::kDataPointer);
      return;
    }
  }
  std::vector<std::string> extents;
  for (const PrimExpr& e : alloc->extents) extents.push_back(Print(e));
  const std::string& scope = alloc->buffer_var->storage_scope;
  std::string args = "[" + Join(extents) + "], " + QuoteString(alloc->dtype.ToString()) + ", " +
                     QuoteString(scope.empty() ? "global" : scope);
  if (!IsOne(alloc->condition)) args += ", " + Print(alloc->condition);
  std::string lhs = DefineVar(alloc->buffer_var.get(), Top());
  Open(alloc);
  AsDocBody(alloc->body);
  EmitScoped(lhs, "T.allocate(" + args + ")", Close(), concise);
}

void TirPrinter::PrintDeclBuffer(const DeclBufferNode* decl, BufferVars mode) {
  bool concise = Top()->allow_concise;
  std::string rhs = BufferDecl(decl->buffer.get(), "decl_buffer", {}, mode, Top());
  Open(decl);
  std::string lhs = DefineBuffer(decl->buffer.get(), Top());
  AsDocBody(decl->body);
  EmitScoped(lhs, rhs, Close(), concise);
}

void TirPrinter::PrintFor(const ForNode* loop) {
  std::vector<const ForNode*> grid;
  std::unordered_set<const Object*> grid_vars;
  for (const ForNode* l = loop; l != nullptr; l = l->body.as<ForNode>().get()) {
    bool annotated = l->annotations.defined() && !l->annotations->items.empty();
    bool depends = AnyNode(l->extent, [&](const Object* o) { return grid_vars.count(o) > 0; });
    if (l->for_kind != ForKind::kSerial || !IsConstInt(l->min, 0) || annotated || depends) break;
    grid.push_back(l);
    grid_vars.insert(l->loop_var.get());
  }
  Frame* f = Open(loop);
  if (grid.size() > 1) {
    std::vector<std::string> lhs, rhs;
    for (const ForNode* l : grid) {
      lhs.push_back(DefineVar(l->loop_var.get(), f));
      rhs.push_back(Print(l->extent));
    }
    AsDocBody(grid.back()->body);
    Lines body = Close();
    EmitBlock("for " + Join(lhs) + " in T.grid(" + Join(rhs) + "):", body);
    return;
  }
  std::string lhs = DefineVar(loop->loop_var.get(), f);
  std::vector<std::string> args;
  if (IsConstInt(loop->min, 0)) {
    args.push_back(Print(loop->extent));
  } else {
    args.push_back(Print(loop->min));
    args.push_back(Print(TvmBinary(NodeKind::kAdd, loop->min, loop->extent)));
  }
  bool annotated = loop->annotations.defined() && !loop->annotations->items.empty();
  std::string prefix;
  switch (loop->for_kind) {
    case ForKind::kSerial:
      prefix = annotated ? "T.serial" : "range";
      break;
    case ForKind::kParallel:
      prefix = "T.parallel";
      break;
    case ForKind::kVectorized:
      prefix = "T.vectorized";
      break;
    case ForKind::kUnrolled:
      prefix = "T.unroll";
      break;
    case ForKind::kThreadBinding:
      prefix = "T.thread_binding";
      args.push_back("thread=" + QuoteString(loop->thread_tag));
      break;
  }
  if (annotated) args.push_back("annotations=" + PrintAttrValue(loop->annotations));
  AsDocBody(loop->body);
  Lines body = Close();
  EmitBlock("for " + lhs + " in " + prefix + "(" + Join(args) + "):", body);
}

void TirPrinter::PrintBlock(const BlockNode* block, const BlockRealizeNode* realize) {
  Frame* f = Open(block);
  // Loops enclosing the block, for `T.axis.remap`.
  std::unordered_map<const Object*, const ForNode*> loop_vars;
  for (const auto& fr : frames_) {
    if (fr->node->kind() != NodeKind::kFor) continue;
    for (auto l = static_cast<const ForNode*>(fr->node); l != nullptr; l = l->body.as<ForNode>().get()) {
      loop_vars[l->loop_var.get()] = l;
    }
  }
  const std::vector<IterVar>& ivs = block->iter_vars;
  auto remappable = [&](size_t i) {
    if (!realize) return false;
    const IterVar& iv = ivs[i];
    if (iv->iter_type != IterType::kDataPar && iv->iter_type != IterType::kCommReduce) return false;
    auto it = loop_vars.find(realize->iter_values[i].get());
    return it != loop_vars.end() && ExprDeepEqual(it->second->min, iv->dom->min) &&
           ExprDeepEqual(it->second->extent, iv->dom->extent);
  };
  auto print_single = [&](size_t i) {
    const IterVar& iv = ivs[i];
    const char* kind = "spatial";
    switch (iv->iter_type) {
      case IterType::kDataPar:
        kind = "spatial";
        break;
      case IterType::kCommReduce:
        kind = "reduce";
        break;
      case IterType::kOrdered:
        kind = "scan";
        break;
      case IterType::kOpaque:
        kind = "opaque";
        break;
      case IterType::kThreadIndex:
        RLX_UNREACHABLE() << "thread index iter var in a block signature";
    }
    std::string dom =
        IsConstInt(iv->dom->min, 0)
            ? Print(iv->dom->extent)
            : "(" + Print(iv->dom->min) + ", " + Print(TvmBinary(NodeKind::kAdd, iv->dom->min, iv->dom->extent)) + ")";
    std::string rhs = std::string("T.axis.") + kind + "(" + dom;
    if (realize) rhs += ", " + Print(realize->iter_values[i]);
    rhs += ")";
    Emit(DefineVar(iv->var.get(), f) + " = " + rhs);
  };
  std::vector<size_t> remap;
  auto flush = [&]() {
    if (remap.size() == 1) print_single(remap[0]);
    if (remap.size() > 1) {
      std::vector<std::string> lhs, values;
      std::string kinds;
      for (size_t i : remap) {
        lhs.push_back(DefineVar(ivs[i]->var.get(), f));
        values.push_back(Print(realize->iter_values[i]));
        kinds += ivs[i]->iter_type == IterType::kDataPar ? "S" : "R";
      }
      Emit(Join(lhs) + " = T.axis.remap(" + QuoteString(kinds) + ", [" + Join(values) + "])");
    }
    remap.clear();
  };
  for (size_t i = 0; i < ivs.size(); ++i) {
    if (remappable(i)) {
      remap.push_back(i);
    } else {
      flush();
      print_single(i);
    }
  }
  flush();
  if (realize && !IsOne(realize->predicate)) Emit("T.where(" + Print(realize->predicate) + ")");
  if (block->explicit_reads || !block->reads.empty()) {
    std::vector<std::string> r;
    for (const BufferRegion& br : block->reads) r.push_back(Region(br));
    Emit("T.reads(" + Join(r) + ")");
  }
  if (block->explicit_writes || !block->writes.empty()) {
    std::vector<std::string> w;
    for (const BufferRegion& br : block->writes) w.push_back(Region(br));
    Emit("T.writes(" + Join(w) + ")");
  }
  if (block->annotations.defined() && !block->annotations->items.empty()) {
    bool sblock = style() == PrintStyle::kTvm;
    Emit(std::string(sblock ? "T.sblock_attr(" : "T.block_attr(") + PrintAttrValue(block->annotations) + ")");
  }
  for (const Buffer& b : block->alloc_buffers) {
    std::string lhs = DefineBuffer(b.get(), f);
    Emit(lhs + " = " + BufferDecl(b.get(), AllocMethod(), {}, BufferVars::kDataPointer, f));
  }
  for (const MatchBufferRegion& m : block->match_buffers) {
    std::string lhs = DefineBuffer(m->buffer.get(), f);
    std::string src = Region(m->source);
    Emit(lhs + " = " + BufferDecl(m->buffer.get(), "match_buffer", {src}, BufferVars::kMatchBuffer, f));
  }
  if (block->init.defined()) {
    Open(block->init.get());
    AsDocBody(block->init);
    EmitBlock("with T.init():", Close());
  }
  AsDocBody(block->body);
  Lines body = Close();
  std::string header = std::string("with T.") + BlockKeyword() + "(" + QuoteString(block->name_hint);
  if (!realize) header += ", no_realize=True";
  EmitBlock(header + "):", body);
}

std::string TirPrinter::PrintFunc(const std::string& name, int indent) {
  // TVM 0.27 reads blocks only in a function marked s_tir.
  s_tir_ = func_->s_tir || (style() == PrintStyle::kTvm &&
                            AnyNode(func_->body, [](const Object* o) { return o->kind() == NodeKind::kBlockRealize; }));
  prefix_ = CommonPrefixOfVars(func_);
  Frame* f = Open(func_.get());
  auto buffer_of = [&](const TirVar& v) -> Buffer {
    for (const auto& kv : func_->buffer_map) {
      if (kv.first.get() == v.get()) return kv.second;
    }
    return Buffer();
  };
  std::unordered_map<const Object*, int> data_count;
  for (const auto& kv : func_->buffer_map) ++data_count[kv.second->data.get()];
  // TVM 0.27 declares the int64 symbolic dimensions of parameter buffers as
  // module-level TypeVars and prints those buffers inline.
  std::unordered_set<const Object*> type_vars;
  if (style() == PrintStyle::kTvm) {
    std::unordered_set<const Object*> params(func_->params.size());
    for (const TirVar& p : func_->params) params.insert(p.get());
    auto collect = [&](const PrimExpr& e) {
      if (!e.defined()) return;
      for (const TirVar& v : CollectTirVars(e)) {
        if (params.count(v.get()) || v->dtype != DataType::Int(64) || !type_vars.insert(v.get()).second) continue;
        names_.Define(v.get(), v->name);
        if (type_var_names_ != nullptr &&
            std::find(type_var_names_->begin(), type_var_names_->end(), v->name) == type_var_names_->end()) {
          type_var_names_->push_back(v->name);
        }
      }
    };
    for (const TirVar& p : func_->params) {
      for (const auto& kv : func_->buffer_map) {
        if (kv.first.get() != p.get()) continue;
        for (const PrimExpr& e : kv.second->shape) collect(e);
        for (const PrimExpr& e : kv.second->strides) collect(e);
        collect(kv.second->elem_offset);
      }
    }
  }
  auto shape_var_blocks_inline = [&](const Object* o) {
    return o->kind() == NodeKind::kTirVar && !type_vars.count(o) && !names_.Has(o);
  };
  // Step 1: parameters; compact buffers print inline as T.Buffer.
  std::vector<std::string> args;
  std::unordered_set<const Object*> inlined;
  for (const TirVar& param : func_->params) {
    Buffer buf = buffer_of(param);
    if (buf && data_count[buf->data.get()] == 1) {
      auto is_param = [&](const Object* o) { return o == param.get(); };
      bool used = AnyNode(func_->body, is_param);
      for (const auto& kv : func_->buffer_map) used = used || AnyNode(kv.second, is_param);
      int listed = 0;
      for (const TirVar& p : func_->params) listed += p.get() == param.get();
      bool simple = buf->strides.empty() && buf->scope == "global" && buf->align == 64 && buf->offset_factor == 1 &&
                    buf->buffer_type.empty() && buf->axis_separators.empty() &&
                    (!buf->elem_offset.defined() || IsConstInt(buf->elem_offset, 0));
      for (const PrimExpr& e : buf->shape) {
        simple = simple && !AnyNode(e, [&](const Object* o) {
                   return style() == PrintStyle::kTvm ? shape_var_blocks_inline(o) : o->kind() == NodeKind::kTirVar;
                 });
      }
      if (!used && listed == 1 && simple) {
        std::string lhs = DefineBuffer(buf.get(), f);
        args.push_back(lhs + ": " + BufferAnnotation(buf.get(), f));
        inlined.insert(buf.get());
        continue;
      }
    }
    args.push_back(DefineVar(param.get(), f) + ": " + VarAnnotation(param.get()));
  }
  // Step 2: attributes.
  if (func_->attrs.defined()) {
    std::vector<MapNode::Item> items;
    for (const auto& kv : func_->attrs->items) {
      auto sym = kv.second.as<StringNode>();
      if (kv.first == "global_symbol" && sym && sym->value == name) continue;
      if (kv.first == kPersistentKernelAttr) continue;
      items.push_back(kv);
    }
    if (!items.empty()) Emit("T.func_attr(" + PrintAttrValue(Make<MapNode>(std::move(items))) + ")");
  }
  // Step 3: the remaining parameter buffers.
  for (const TirVar& param : func_->params) {
    Buffer buf = buffer_of(param);
    if (!buf || inlined.count(buf.get())) continue;
    std::string lhs = DefineBuffer(buf.get(), f);
    Emit(lhs + " = " + BufferDecl(buf.get(), "match_buffer", {names_.Get(param.get())}, BufferVars::kMatchBuffer, f));
  }
  // Step 4: the body, eliding an implicit root block.
  const BlockNode* root = nullptr;
  if (auto realize = func_->body.as<BlockRealizeNode>()) {
    const Block& b = realize->block;
    bool plain = realize->iter_values.empty() && IsOne(realize->predicate) &&
                 (!b->annotations.defined() || b->annotations->items.empty()) && b->match_buffers.empty() &&
                 b->reads.empty() && b->writes.empty() && !b->init.defined();
    if (plain) {
      auto inner = b->body.as<BlockRealizeNode>();
      bool has_blocks = AnyNode(b->body, [](const Object* o) { return o->kind() == NodeKind::kBlockRealize; });
      if (!b->alloc_buffers.empty() || (inner && !inner->block->iter_vars.empty()) || (!inner && has_blocks)) {
        root = b.get();
      }
    }
  }
  if (root) {
    Emit(std::string("# with T.") + BlockKeyword() + "(\"root\"):");
    for (const Buffer& b : root->alloc_buffers) {
      std::string lhs = DefineBuffer(b.get(), f);
      Emit(lhs + " = " + BufferDecl(b.get(), AllocMethod(), {}, BufferVars::kDataPointer, f));
    }
    AsDocBody(root->body);
  } else {
    AsDocBody(func_->body);
  }
  Lines body = Close();
  // Decorator and signature.
  std::vector<std::string> flags;
  if (func_->is_private) flags.push_back("private=True");
  if (s_tir_) flags.push_back("s_tir=True");
  if (func_->attrs.defined() && func_->attrs->Has(kPersistentKernelAttr)) flags.push_back("persistent=True");
  std::string pad(static_cast<size_t>(indent) * 4, ' ');
  std::string out = pad + "@T.prim_func" + (flags.empty() ? "" : "(" + Join(flags) + ")") + "\n";
  out += pad + "def " + name + "(" + Join(args) + ")";
  if (!func_->ret_type.is_void()) out += " -> T." + func_->ret_type.ToString();
  out += ":\n";
  Lines indented;
  AppendIndented(&indented, body);
  for (const std::string& l : indented) out += pad + l + "\n";
  return out;
}

}  // namespace

std::string PrintPrimFunc(const tir::PrimFunc& f, const std::string& name, int indent, PrintStyle style,
                          std::vector<std::string>* type_var_names) {
  RLX_CHECK(f.defined()) << "printing a null PrimFunc";
  TirPrinter printer(f, type_var_names);
  printer.set_style(style);
  return printer.PrintFunc(name, indent);
}

}  // namespace script
}  // namespace rlx
