// TirPrinter's statements: sequences, lets, attributes, allocations,
// buffer declarations, loops and blocks.
#include <string>
#include <vector>

#include "compiler/script/tir_printer_internal.h"

namespace rlx {
namespace script {
namespace tir_printer_internal {

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

}  // namespace tir_printer_internal
}  // namespace script
}  // namespace rlx
