#include "compiler/pattern/check_context.h"

#include <algorithm>
#include <functional>
#include <unordered_set>

namespace rlx {
namespace pattern {

using relax::Expr;
using relax::Var;

namespace {

// Calls `f` on every variable used in `e` (not defined by it).
void ForEachUsedVar(const Expr& e, const std::function<void(const Var&)>& f) {
  if (!e.defined()) return;
  if (auto v = e.as<relax::VarNode>()) {
    f(v);
  } else if (auto c = e.as<relax::CallNode>()) {
    ForEachUsedVar(c->op, f);
    for (const Expr& a : c->args) ForEachUsedVar(a, f);
  } else if (auto t = e.as<relax::TupleNode>()) {
    for (const Expr& x : t->fields) ForEachUsedVar(x, f);
  } else if (auto g = e.as<relax::TupleGetItemNode>()) {
    ForEachUsedVar(g->tuple, f);
  } else if (auto i = e.as<relax::IfNode>()) {
    ForEachUsedVar(i->cond, f);
    ForEachUsedVar(i->then_branch, f);
    ForEachUsedVar(i->else_branch, f);
  } else if (auto s = e.as<relax::SeqExprNode>()) {
    for (const relax::BindingBlock& block : s->blocks) {
      for (const relax::Binding& b : block->bindings) {
        if (auto vb = b.as<relax::VarBindingNode>()) ForEachUsedVar(vb->value, f);
        if (auto mc = b.as<relax::MatchCastNode>()) ForEachUsedVar(mc->value, f);
      }
    }
    ForEachUsedVar(s->body, f);
  } else if (auto fn = e.as<relax::FunctionNode>()) {
    ForEachUsedVar(fn->body, f);
  }
}

const Expr& ValueOf(const relax::Binding& b) {
  static const Expr kNone;
  if (auto vb = b.as<relax::VarBindingNode>()) return vb->value;
  if (auto mc = b.as<relax::MatchCastNode>()) return mc->value;
  return kNone;
}

class BindingWalker {
 public:
  BindingWalker(const DFPattern& pattern, const AnnotationPatterns& annotations)
      : pattern_(pattern), annotations_(annotations), value_to_var_(std::make_shared<ValueToBoundVar>()) {}

  std::vector<BindingMatch> Run(const relax::Function& func) {
    Collect(func->body);
    Walk(func->body);
    return std::move(matches_);
  }

 private:
  // All bindings of the function up front: SSA values only refer backwards,
  // so the full maps answer every lookup the partitioner's growing maps
  // would.
  void Collect(const Expr& e) {
    if (auto s = e.as<relax::SeqExprNode>()) {
      for (const relax::BindingBlock& block : s->blocks) {
        for (const relax::Binding& b : block->bindings) {
          if (auto vb = b.as<relax::VarBindingNode>()) {
            var2val_[vb->var.get()] = vb->value;
            (*value_to_var_)[vb->value.get()] = vb->var;
          }
          order_[b->var.get()] = order_.size();
          Collect(ValueOf(b));
        }
      }
      Collect(s->body);
    } else if (auto i = e.as<relax::IfNode>()) {
      Collect(i->then_branch);
      Collect(i->else_branch);
    } else if (auto f = e.as<relax::FunctionNode>()) {
      Collect(f->body);
    }
  }

  void Walk(const Expr& e) {
    if (auto s = e.as<relax::SeqExprNode>()) {
      for (const relax::BindingBlock& block : s->blocks) {
        auto usages = std::make_shared<VarUsages>(block->is_dataflow() ? VarUsages::Analyze(block) : VarUsages());
        for (const relax::Binding& b : block->bindings) {
          auto vb = b.as<relax::VarBindingNode>();
          if (vb.defined() && vb->value.is<relax::CallNode>()) TryMatch(vb, usages);
          Walk(ValueOf(b));
        }
      }
      Walk(s->body);
    } else if (auto i = e.as<relax::IfNode>()) {
      Walk(i->then_branch);
      Walk(i->else_branch);
    } else if (auto f = e.as<relax::FunctionNode>()) {
      Walk(f->body);
    }
  }

  void TryMatch(const relax::VarBinding& vb, const std::shared_ptr<const VarUsages>& usages) {
    std::optional<MatchResult> m = ExtractMatchedExpr(pattern_, vb->value, &var2val_);
    if (!m) return;
    PatternCheckContext ctx = MakeCheckContext(vb->value, *m, annotations_, usages, value_to_var_);
    std::stable_sort(ctx.matched_bindings.begin(), ctx.matched_bindings.end(),
                     [&](const auto& a, const auto& b) { return order_.at(a.first.get()) < order_.at(b.first.get()); });
    matches_.push_back(BindingMatch{vb, std::move(*m), std::move(ctx)});
  }

  const DFPattern& pattern_;
  const AnnotationPatterns& annotations_;
  VarBindings var2val_;
  std::shared_ptr<ValueToBoundVar> value_to_var_;
  std::unordered_map<const relax::VarNode*, size_t> order_;
  std::vector<BindingMatch> matches_;
};

}  // namespace

VarUsages VarUsages::Analyze(const relax::BindingBlock& block) {
  VarUsages out;
  auto entry = [&out](const Var& v) -> std::vector<Var>& {
    auto it = out.users_.find(v.get());
    if (it == out.users_.end()) {
      out.vars_.push_back(v);
      it = out.users_.emplace(v.get(), std::vector<Var>()).first;
    }
    return it->second;
  };
  for (const relax::Binding& b : block->bindings) {
    const Var& user = b->var;
    ForEachUsedVar(ValueOf(b), [&](const Var& used) {
      std::vector<Var>& users = entry(used);
      if (std::find(users.begin(), users.end(), user) == users.end()) users.push_back(user);
    });
    entry(user);
  }
  return out;
}

const std::vector<Var>& VarUsages::UsersOf(const relax::VarNode* v) const {
  static const std::vector<Var> kNone;
  auto it = users_.find(v);
  return it == users_.end() ? kNone : it->second;
}

Expr PatternCheckContext::Annotated(const std::string& name) const {
  auto it = annotated_expr.find(name);
  return it == annotated_expr.end() ? Expr() : it->second;
}

Var PatternCheckContext::BoundVarOf(const Expr& value) const {
  if (!value_to_bound_var || !value.defined()) return Var();
  auto it = value_to_bound_var->find(value.get());
  return it == value_to_bound_var->end() ? Var() : it->second;
}

bool PatternCheckContext::IsMatchedBindingVar(const relax::VarNode* v) const {
  for (const auto& [var, value] : matched_bindings) {
    if (var.get() == v) return true;
  }
  return false;
}

PatternCheckContext MakeCheckContext(const Expr& root, const MatchResult& match, const AnnotationPatterns& annotations,
                                     std::shared_ptr<const VarUsages> var_usages,
                                     std::shared_ptr<const ValueToBoundVar> value_to_bound_var) {
  PatternCheckContext ctx;
  ctx.matched_expr = root;
  ctx.var_usages = var_usages ? std::move(var_usages) : std::make_shared<VarUsages>();
  ctx.value_to_bound_var = value_to_bound_var ? std::move(value_to_bound_var) : std::make_shared<ValueToBoundVar>();
  for (const auto& [name, pat] : annotations) {
    Expr e = match.Get(pat);
    if (e.defined()) ctx.annotated_expr[name] = e;
  }
  std::unordered_set<const relax::VarNode*> seen;
  for (const auto& [pat, e] : match.entries()) {
    PatternKind k = pat.get()->kind;
    if (k != PatternKind::kCall && k != PatternKind::kTupleGetItem) continue;
    Var v = ctx.BoundVarOf(e);
    // An unbound match (a call nested inside another expression) has no
    // binding to fuse.
    if (!v.defined() || !seen.insert(v.get()).second) continue;
    ctx.matched_bindings.emplace_back(v, e);
  }
  return ctx;
}

std::vector<BindingMatch> MatchBindings(const DFPattern& pattern, const AnnotationPatterns& annotations,
                                        const relax::Function& func) {
  if (!func.defined()) return {};
  return BindingWalker(pattern, annotations).Run(func);
}

bool HasLeakingIntermediateVariables(const PatternCheckContext& ctx) {
  Var output = ctx.BoundVarOf(ctx.matched_expr);
  for (const auto& [var, value] : ctx.matched_bindings) {
    if (var == output) continue;
    // A non-dataflow variable is visible after the block.
    if (!var->is_dataflow()) return true;
    for (const Var& user : ctx.var_usages->UsersOf(var)) {
      if (!ctx.IsMatchedBindingVar(user.get())) return true;
    }
  }
  return false;
}

}  // namespace pattern
}  // namespace rlx
