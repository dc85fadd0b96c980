#include "compiler/pattern/rewriter.h"

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/op/op_registry.h"
#include "compiler/relax/struct_info_util.h"

namespace rlx {
namespace pattern {

using relax::Expr;
using relax::Var;

namespace {

using VarRemap = std::unordered_map<const relax::VarNode*, Var>;

bool IsLeafKind(const Expr& e) {
  switch (e->kind()) {
    case NodeKind::kRelaxVar:
    case NodeKind::kDataflowVar:
    case NodeKind::kConstant:
    case NodeKind::kShapeExpr:
    case NodeKind::kPrimValue:
    case NodeKind::kRelaxStringImm:
    case NodeKind::kDataTypeImm:
    case NodeKind::kExternFunc:
    case NodeKind::kGlobalVar:
    case NodeKind::kOp:
      return true;
    default:
      return false;
  }
}

// Ops and global vars keep whatever struct info they have; everything else
// gets inferred (a no-op when already known).
void EnsureStructInfo(const Expr& e) {
  if (e->kind() == NodeKind::kOp || e->kind() == NodeKind::kGlobalVar) return;
  op::InferStructInfo(e);
}

Expr Substitute(const Expr& e, const VarRemap& remap);

relax::BindingBlock SubstituteBlock(const relax::BindingBlock& block, const VarRemap& remap) {
  std::vector<relax::Binding> out;
  bool changed = false;
  for (const relax::Binding& b : block->bindings) {
    if (auto vb = b.as<relax::VarBindingNode>()) {
      Expr v = Substitute(vb->value, remap);
      if (v.same_as(vb->value)) {
        out.push_back(b);
      } else {
        out.push_back(Make<relax::VarBindingNode>(vb->var, v));
        changed = true;
      }
    } else if (auto mc = b.as<relax::MatchCastNode>()) {
      Expr v = Substitute(mc->value, remap);
      if (v.same_as(mc->value)) {
        out.push_back(b);
      } else {
        out.push_back(Make<relax::MatchCastNode>(mc->var, v, mc->struct_info));
        changed = true;
      }
    }
  }
  return changed ? Make<relax::BindingBlockNode>(std::move(out), block->is_dataflow()) : block;
}

// Replaces uses of remapped variables. Returns `e` itself when none occur.
Expr Substitute(const Expr& e, const VarRemap& remap) {
  if (remap.empty() || !e.defined()) return e;
  Expr out = e;
  if (auto v = e.as<relax::VarNode>()) {
    auto it = remap.find(v.get());
    return it == remap.end() ? e : Expr(it->second);
  } else if (auto c = e.as<relax::CallNode>()) {
    std::vector<Expr> args;
    bool changed = false;
    for (const Expr& a : c->args) {
      args.push_back(Substitute(a, remap));
      changed |= !args.back().same_as(a);
    }
    if (!changed) return e;
    out = MakeAt<relax::CallNode>(e->span, c->op, std::move(args), c->attrs, c->sinfo_args);
  } else if (auto t = e.as<relax::TupleNode>()) {
    std::vector<Expr> fields;
    bool changed = false;
    for (const Expr& f : t->fields) {
      fields.push_back(Substitute(f, remap));
      changed |= !fields.back().same_as(f);
    }
    if (!changed) return e;
    out = MakeAt<relax::TupleNode>(e->span, std::move(fields));
  } else if (auto g = e.as<relax::TupleGetItemNode>()) {
    Expr t = Substitute(g->tuple, remap);
    if (t.same_as(g->tuple)) return e;
    out = MakeAt<relax::TupleGetItemNode>(e->span, t, g->index);
  } else if (auto s = e.as<relax::SeqExprNode>()) {
    std::vector<relax::BindingBlock> blocks;
    bool changed = false;
    for (const relax::BindingBlock& block : s->blocks) {
      blocks.push_back(SubstituteBlock(block, remap));
      changed |= !blocks.back().same_as(block);
    }
    Expr body = Substitute(s->body, remap);
    if (!changed && body.same_as(s->body)) return e;
    out = MakeAt<relax::SeqExprNode>(e->span, std::move(blocks), body);
  } else if (auto i = e.as<relax::IfNode>()) {
    Expr c = Substitute(i->cond, remap), t = Substitute(i->then_branch, remap), f = Substitute(i->else_branch, remap);
    if (c.same_as(i->cond) && t.same_as(i->then_branch) && f.same_as(i->else_branch)) return e;
    out = MakeAt<relax::IfNode>(e->span, c, t, f);
  } else {
    return e;
  }
  EnsureStructInfo(out);
  return out;
}

// Emits bindings into the block being rebuilt, keeping normal form: nested
// calls in a new value become bindings of their own, placed before it.
class BindingEmitter {
 protected:
  // Brings a callback's expression into normal form: nested calls become
  // bindings emitted before the current one.
  Expr NormalizeValue(const Expr& e) {
    if (IsLeafKind(e)) {
      EnsureStructInfo(e);
      return e;
    }
    Expr out = e;
    if (auto c = e.as<relax::CallNode>()) {
      std::vector<Expr> args;
      bool changed = false;
      for (const Expr& a : c->args) {
        args.push_back(NormalizeArg(a));
        changed |= !args.back().same_as(a);
      }
      if (changed) out = MakeAt<relax::CallNode>(e->span, c->op, std::move(args), c->attrs, c->sinfo_args);
    } else if (auto t = e.as<relax::TupleNode>()) {
      std::vector<Expr> fields;
      bool changed = false;
      for (const Expr& f : t->fields) {
        fields.push_back(NormalizeArg(f));
        changed |= !fields.back().same_as(f);
      }
      if (changed) out = MakeAt<relax::TupleNode>(e->span, std::move(fields));
    } else if (auto g = e.as<relax::TupleGetItemNode>()) {
      Expr tuple = NormalizeArg(g->tuple);
      if (!tuple.same_as(g->tuple)) out = MakeAt<relax::TupleGetItemNode>(e->span, tuple, g->index);
    }
    EnsureStructInfo(out);
    return out;
  }

  // An argument position holds a leaf or a tuple of leaves.
  Expr NormalizeArg(const Expr& e) {
    if (IsLeafKind(e)) {
      EnsureStructInfo(e);
      return Substitute(e, remap_);
    }
    if (e.is<relax::TupleNode>()) return NormalizeValue(e);
    auto memo = arg_memo_.find(e.get());
    if (memo != arg_memo_.end()) return memo->second.second;
    Expr value = NormalizeValue(e);
    Var v =
        in_dataflow_ ? relax::MakeDataflowVar("lv", value->struct_info()) : relax::MakeVar("gv", value->struct_info());
    emitted_.push_back(Make<relax::VarBindingNode>(v, value));
    bindings_[v.get()] = value;
    // A sub-expression shared inside one replacement is computed once.
    arg_memo_[e.get()] = {e, v};
    return v;
  }

  // Emits `var = value` where `value` replaces var's old value; when the
  // struct info changed, a fresh variable of the same name takes var's
  // place and later uses follow it through remap_.
  void EmitRebound(const Var& old_var, const Expr& value) {
    Var var = old_var;
    const relax::StructInfo& new_sinfo = value->struct_info();
    if (new_sinfo.defined() && !StructuralEqual(new_sinfo, var->struct_info())) {
      var = MakeAt<relax::VarNode>(old_var->span, old_var->name, new_sinfo, old_var->is_dataflow());
      remap_[old_var.get()] = var;
      bindings_[var.get()] = value;
    }
    emitted_.push_back(Make<relax::VarBindingNode>(var, value));
  }

  bool in_dataflow_ = false;
  VarBindings bindings_;
  VarRemap remap_;
  std::vector<relax::Binding> emitted_;
  // Keyed by node; the handle keeps the node alive so its address is never
  // reused while the entry exists. Holds only the current block's entries.
  std::unordered_map<const relax::RelaxExprNode*, std::pair<Expr, Var>> arg_memo_;
};

class CallRewriter : public BindingEmitter {
 public:
  CallRewriter(const DFPattern& pattern, const RewriteCallback& callback) : pattern_(pattern), callback_(callback) {}

  // One round over the function; `rewrote()` tells whether anything matched
  // and was replaced.
  relax::Function Run(const relax::Function& func) {
    rewrote_ = false;
    bindings_.clear();
    remap_.clear();
    Expr body = VisitSeq(func->body);
    if (body.same_as(func->body)) return func;
    relax::Function out =
        Make<relax::FunctionNode>(func->params, body, func->ret_struct_info, func->is_pure, func->attrs);
    EnsureStructInfo(out);
    return out;
  }
  bool rewrote() const { return rewrote_; }

 private:
  Expr VisitSeq(const Expr& e) {
    auto seq = e.as<relax::SeqExprNode>();
    if (!seq.defined()) return Substitute(e, remap_);
    std::vector<relax::BindingBlock> blocks;
    bool changed = false;
    for (const relax::BindingBlock& block : seq->blocks) {
      relax::BindingBlock nb = VisitBlock(block);
      changed |= !nb.same_as(block);
      blocks.push_back(nb);
    }
    Expr body = Substitute(seq->body, remap_);
    if (!changed && body.same_as(seq->body)) return e;
    Expr out = MakeAt<relax::SeqExprNode>(e->span, std::move(blocks), body);
    EnsureStructInfo(out);
    return out;
  }

  relax::BindingBlock VisitBlock(const relax::BindingBlock& block) {
    std::vector<relax::Binding> saved;
    saved.swap(emitted_);
    auto saved_memo = std::move(arg_memo_);
    arg_memo_.clear();
    bool saved_df = in_dataflow_;
    in_dataflow_ = block->is_dataflow();
    bool changed = false;
    for (const relax::Binding& b : block->bindings) changed |= VisitBinding(b);
    relax::BindingBlock out = block;
    if (changed) out = Make<relax::BindingBlockNode>(std::move(emitted_), block->is_dataflow());
    emitted_.swap(saved);
    arg_memo_ = std::move(saved_memo);
    in_dataflow_ = saved_df;
    return out;
  }

  // Emits the (possibly rewritten) binding; true when it changed.
  bool VisitBinding(const relax::Binding& b) {
    auto vb = b.as<relax::VarBindingNode>();
    if (!vb.defined()) {
      auto mc = b.cast<relax::MatchCastNode>();
      Expr v = Substitute(mc->value, remap_);
      if (v.same_as(mc->value)) {
        emitted_.push_back(b);
        return false;
      }
      emitted_.push_back(Make<relax::MatchCastNode>(mc->var, v, mc->struct_info));
      return true;
    }
    Expr value = vb->value;
    if (value.is<relax::IfNode>()) {
      auto i = value.cast<relax::IfNode>();
      Expr c = Substitute(i->cond, remap_), t = VisitSeq(i->then_branch), f = VisitSeq(i->else_branch);
      if (!c.same_as(i->cond) || !t.same_as(i->then_branch) || !f.same_as(i->else_branch)) {
        value = MakeAt<relax::IfNode>(i->span, c, t, f);
        EnsureStructInfo(value);
      }
    } else if (value.is<relax::SeqExprNode>()) {
      value = VisitSeq(value);
    } else {
      value = Substitute(value, remap_);
    }
    if (Expr rewritten = TryRewrite(value, pattern_, {})) value = rewritten;
    bindings_[vb->var.get()] = value;
    if (value.same_as(vb->value)) {
      emitted_.push_back(b);
      return false;
    }
    EmitRebound(vb->var, value);
    return true;
  }

  // The normalized replacement of `expr`, or null when nothing applies.
  Expr TryRewrite(const Expr& expr, const DFPattern& pattern, std::vector<DFPattern> top_level_ors) {
    if (auto alt = pattern.as<OrPatternNode>()) {
      top_level_ors.push_back(pattern);
      if (Expr out = TryRewrite(expr, alt->left, top_level_ors)) return out;
      return TryRewrite(expr, alt->right, top_level_ors);
    }
    std::optional<MatchResult> m = ExtractMatchedExpr(pattern, expr, &bindings_);
    if (!m) return Expr();
    // The unwrapped Or patterns matched too; report them as TVM does.
    for (const DFPattern& alt : top_level_ors) m->Add(alt, expr);
    Expr replacement = callback_(expr, *m);
    if (!replacement.defined() || replacement.same_as(expr)) return Expr();
    Expr normalized = NormalizeValue(replacement);
    if (StructuralEqual(normalized, expr)) return Expr();
    rewrote_ = true;
    return normalized;
  }

  const DFPattern& pattern_;
  const RewriteCallback& callback_;
  bool rewrote_ = false;
};

}  // namespace

namespace {

bool IsPureValue(const Expr& value) {
  auto call = value.as<relax::CallNode>();
  if (!call.defined()) return true;
  auto op = call->op.as<relax::OpNode>();
  if (!op.defined()) return false;
  const op::OpDef* def = op::OpRegistry::Global().Find(op->name);
  return def != nullptr && def->pure;
}

void CollectUses(const Expr& e, std::unordered_set<const relax::VarNode*>* used);

void CollectBlockUses(const relax::BindingBlock& block, std::unordered_set<const relax::VarNode*>* used) {
  for (const relax::Binding& b : block->bindings) {
    if (auto vb = b.as<relax::VarBindingNode>()) CollectUses(vb->value, used);
    if (auto mc = b.as<relax::MatchCastNode>()) CollectUses(mc->value, used);
  }
}

void CollectUses(const Expr& e, std::unordered_set<const relax::VarNode*>* used) {
  if (!e.defined()) return;
  if (auto v = e.as<relax::VarNode>()) {
    used->insert(v.get());
  } else if (auto c = e.as<relax::CallNode>()) {
    CollectUses(c->op, used);
    for (const Expr& a : c->args) CollectUses(a, used);
  } else if (auto t = e.as<relax::TupleNode>()) {
    for (const Expr& f : t->fields) CollectUses(f, used);
  } else if (auto g = e.as<relax::TupleGetItemNode>()) {
    CollectUses(g->tuple, used);
  } else if (auto s = e.as<relax::SeqExprNode>()) {
    for (const relax::BindingBlock& block : s->blocks) CollectBlockUses(block, used);
    CollectUses(s->body, used);
  } else if (auto i = e.as<relax::IfNode>()) {
    CollectUses(i->cond, used);
    CollectUses(i->then_branch, used);
    CollectUses(i->else_branch, used);
  } else if (auto f = e.as<relax::FunctionNode>()) {
    CollectUses(f->body, used);
  }
}

Expr RemoveUnusedIn(const Expr& e, const std::unordered_set<const relax::VarNode*>& used, bool* removed) {
  auto seq = e.as<relax::SeqExprNode>();
  if (!seq.defined()) return e;
  std::vector<relax::BindingBlock> blocks;
  bool changed = false;
  for (const relax::BindingBlock& block : seq->blocks) {
    std::vector<relax::Binding> kept;
    bool block_changed = false;
    for (const relax::Binding& b : block->bindings) {
      auto vb = b.as<relax::VarBindingNode>();
      if (block->is_dataflow() && vb.defined() && !used.count(vb->var.get()) && IsPureValue(vb->value)) {
        block_changed = true;
        *removed = true;
        continue;
      }
      if (vb.defined() && (vb->value.is<relax::IfNode>() || vb->value.is<relax::SeqExprNode>())) {
        Expr v = vb->value;
        if (auto i = v.as<relax::IfNode>()) {
          Expr t = RemoveUnusedIn(i->then_branch, used, removed), f = RemoveUnusedIn(i->else_branch, used, removed);
          if (!t.same_as(i->then_branch) || !f.same_as(i->else_branch)) {
            v = MakeAt<relax::IfNode>(i->span, i->cond, t, f);
            v->SetStructInfo(i->struct_info());
          }
        } else {
          v = RemoveUnusedIn(v, used, removed);
        }
        if (!v.same_as(vb->value)) {
          kept.push_back(Make<relax::VarBindingNode>(vb->var, v));
          block_changed = true;
          continue;
        }
      }
      kept.push_back(b);
    }
    if (block_changed) {
      changed = true;
      if (!kept.empty()) blocks.push_back(Make<relax::BindingBlockNode>(std::move(kept), block->is_dataflow()));
    } else {
      blocks.push_back(block);
    }
  }
  if (!changed) return e;
  Expr out = MakeAt<relax::SeqExprNode>(e->span, std::move(blocks), seq->body);
  out->SetStructInfo(seq->struct_info());
  return out;
}

class GraphRewriter : public BindingEmitter {
 public:
  GraphRewriter(const PatternContext& ctx, const GraphRewriteCallback& callback) : ctx_(ctx), callback_(callback) {}

  relax::Function Run(const relax::Function& func) {
    auto seq = func->body.as<relax::SeqExprNode>();
    if (!seq.defined()) return func;
    std::vector<relax::BindingBlock> blocks;
    bool changed = false;
    for (const relax::BindingBlock& block : seq->blocks) {
      relax::BindingBlock nb = block->is_dataflow() ? RewriteBlock(block) : SubstituteBlock(block, remap_);
      changed |= !nb.same_as(block);
      blocks.push_back(nb);
    }
    Expr body = Substitute(seq->body, remap_);
    if (!changed && body.same_as(seq->body)) return func;
    Expr new_seq = MakeAt<relax::SeqExprNode>(seq->span, std::move(blocks), body);
    EnsureStructInfo(new_seq);
    relax::Function out =
        Make<relax::FunctionNode>(func->params, new_seq, func->ret_struct_info, func->is_pure, func->attrs);
    EnsureStructInfo(out);
    return out;
  }
  bool rewrote() const { return rewrote_; }

 private:
  relax::BindingBlock RewriteBlock(relax::BindingBlock block) {
    block = SubstituteBlock(block, remap_);
    for (int round = 0; round < kMaxRewriteRounds; ++round) {
      VarBindings values = AnalyzeVar2Value(block);
      std::optional<GraphMatch> m = MatchGraph(ctx_, block, values);
      if (!m) break;
      std::unordered_map<const relax::VarNode*, Expr> replacements;
      for (const auto& [var, value] : callback_(*m, values)) {
        if (var.defined() && value.defined()) replacements[var.get()] = value;
      }
      emitted_.clear();
      arg_memo_.clear();
      in_dataflow_ = true;
      bindings_ = values;
      std::unordered_set<const relax::VarNode*> done;
      bool changed = false;
      const std::vector<relax::Binding>& bs = block->bindings;
      for (size_t i = 0; i < bs.size(); ++i) {
        auto vb = bs[i].as<relax::VarBindingNode>();
        if (vb.defined()) {
          auto it = replacements.find(vb->var.get());
          if (it != replacements.end() && !StructuralEqual(vb->value, it->second)) {
            // The new value may read variables bound further down.
            EmitUsedVars(it->second, bs, i + 1, bs.size(), &done);
            EmitRebound(vb->var, NormalizeValue(Substitute(it->second, remap_)));
            done.insert(vb->var.get());
            changed = true;
            continue;
          }
        }
        if (done.insert(bs[i]->var.get()).second) EmitOriginal(bs[i]);
      }
      relax::BindingBlock next = Make<relax::BindingBlockNode>(std::move(emitted_), true);
      emitted_.clear();
      if (!changed) break;
      rewrote_ = true;
      block = next;
    }
    return block;
  }

  // Emits, before the current binding, the not-yet-emitted bindings among
  // bs[begin, end) whose variables `value` uses (and, first, what they use).
  void EmitUsedVars(const Expr& value, const std::vector<relax::Binding>& bs, size_t begin, size_t end,
                    std::unordered_set<const relax::VarNode*>* done) {
    std::unordered_set<const relax::VarNode*> used;
    CollectUses(value, &used);
    for (size_t j = begin; j < end; ++j) {
      const relax::VarNode* v = bs[j]->var.get();
      if (!used.count(v) || done->count(v)) continue;
      auto vb = bs[j].as<relax::VarBindingNode>();
      if (vb.defined()) EmitUsedVars(vb->value, bs, begin, j, done);
      done->insert(v);
      EmitOriginal(bs[j]);
    }
  }

  void EmitOriginal(const relax::Binding& b) {
    if (auto vb = b.as<relax::VarBindingNode>()) {
      Expr v = Substitute(vb->value, remap_);
      if (v.same_as(vb->value)) {
        emitted_.push_back(b);
      } else {
        EmitRebound(vb->var, v);
      }
      return;
    }
    auto mc = b.cast<relax::MatchCastNode>();
    Expr v = Substitute(mc->value, remap_);
    emitted_.push_back(v.same_as(mc->value) ? b
                                            : relax::Binding(Make<relax::MatchCastNode>(mc->var, v, mc->struct_info)));
  }

  const PatternContext& ctx_;
  const GraphRewriteCallback& callback_;
  bool rewrote_ = false;
};

}  // namespace

relax::Function RemoveUnusedDataflowBindings(const relax::Function& func) {
  relax::Function cur = func;
  while (true) {
    std::unordered_set<const relax::VarNode*> used;
    CollectUses(cur->body, &used);
    bool removed = false;
    Expr body = RemoveUnusedIn(cur->body, used, &removed);
    if (!removed) return cur;
    cur = Make<relax::FunctionNode>(cur->params, body, cur->ret_struct_info, cur->is_pure, cur->attrs);
    op::InferStructInfo(cur);
  }
}

relax::Function RewriteBindings(const PatternContext& ctx, const GraphRewriteCallback& callback,
                                const relax::Function& func) {
  GraphRewriter rewriter(ctx, callback);
  relax::Function out = rewriter.Run(func);
  if (!rewriter.rewrote()) return func;
  return RemoveUnusedDataflowBindings(out);
}

relax::Function RewriteCall(const DFPattern& pattern, const RewriteCallback& callback, const relax::Function& func) {
  relax::Function cur = func;
  bool any = false;
  for (int round = 0; round < kMaxRewriteRounds; ++round) {
    CallRewriter rewriter(pattern, callback);
    relax::Function next = rewriter.Run(cur);
    if (!rewriter.rewrote()) break;
    any = true;
    cur = next;
  }
  if (!any) return func;
  return RemoveUnusedDataflowBindings(cur);
}

}  // namespace pattern
}  // namespace rlx
