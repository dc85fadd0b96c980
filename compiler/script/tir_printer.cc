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
#include "compiler/script/tir_printer_internal.h"

namespace rlx {
namespace script {

using namespace tir;  // NOLINT: this file is all about TIR nodes.

namespace tir_printer_internal {

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

}  // namespace tir_printer_internal

std::string PrintPrimFunc(const tir::PrimFunc& f, const std::string& name, int indent, PrintStyle style,
                          std::vector<std::string>* type_var_names) {
  RLX_CHECK(f.defined()) << "printing a null PrimFunc";
  tir_printer_internal::TirPrinter printer(f, type_var_names);
  printer.set_style(style);
  return printer.PrintFunc(name, indent);
}

}  // namespace script
}  // namespace rlx
