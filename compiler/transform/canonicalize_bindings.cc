// CanonicalizeRelaxBindings and the CanonicalizeBindings pass. The plan is
// computed first (which bindings are trivial, which vars are used outside
// their dataflow block) because a replacement may depend on uses that come
// later in the function.
#include "compiler/transform/canonicalize_bindings.h"

#include <unordered_map>
#include <unordered_set>

#include "compiler/ir/structural_equal.h"
#include "compiler/transform/analysis.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

struct CanonicalizationPlan {
  std::unordered_map<const VarNode*, Var> replace_usage;
  std::unordered_map<const VarNode*, Var> replace_binding;
  std::unordered_set<const VarNode*> bindings_to_remove;
  std::unordered_map<const VarNode*, Constant> inline_constant;
};

class CanonicalizePlanner : public ExprVisitor {
 public:
  static CanonicalizationPlan Collect(const Expr& e) {
    CanonicalizePlanner p;
    p.VisitExpr(e);
    CanonicalizationPlan plan;
    // A Var defined in a dataflow block and used only there need not be an
    // output: it becomes a DataflowVar.
    for (const Var& var : p.defined_inside_dataflow_) {
      if (var->is_dataflow() || p.used_outside_home_dataflow_.count(var.get())) continue;
      Var dv = MakeAt<VarNode>(var->span, var->name, var->struct_info(), true);
      plan.replace_binding[var.get()] = dv;
      plan.replace_usage[var.get()] = dv;
    }
    for (const auto& [var, constant] : p.bound_to_constant_) plan.inline_constant[var.get()] = constant;
    for (const auto& [bound_var, first_target] : p.trivial_bindings_) {
      Var bound_to = first_target;
      // A trivial binding of a trivial binding: go to the first real one.
      for (auto it = p.trivial_map_.find(bound_to.get()); it != p.trivial_map_.end();
           it = p.trivial_map_.find(bound_to.get())) {
        bound_to = it->second;
      }
      // The target may itself have been renamed (the Var = DataflowVar case).
      for (auto it = plan.replace_binding.find(bound_to.get()); it != plan.replace_binding.end();
           it = plan.replace_binding.find(bound_to.get())) {
        bound_to = it->second;
      }
      if (bound_var->is_dataflow() || !bound_to->is_dataflow() ||
          !p.used_outside_home_dataflow_.count(bound_var.get())) {
        // Var = Var, DataflowVar = Var, DataflowVar = DataflowVar, or
        // Var = DataflowVar with the Var not used outside the block: uses
        // of the bound var become the target.
        plan.replace_usage[bound_var.get()] = bound_to;
        plan.bindings_to_remove.insert(bound_var.get());
      } else {
        // Var = DataflowVar with the Var used outside the block: the
        // DataflowVar may not escape, so its own binding defines the Var.
        plan.replace_binding[bound_to.get()] = bound_var;
        plan.replace_usage[bound_to.get()] = bound_var;
        plan.bindings_to_remove.insert(bound_var.get());
      }
    }
    return plan;
  }

  void VisitFunction_(const Function& f) override {
    const BindingBlockNode* saved = current_block_;
    current_block_ = nullptr;
    // A nested function's free variables are used outside their block.
    for (const Var& v : FreeVars(f)) used_outside_home_dataflow_.insert(v.get());
    ExprVisitor::VisitFunction_(f);
    current_block_ = saved;
  }

  void VisitSeqExpr_(const SeqExpr& s) override {
    const BindingBlockNode* saved = current_block_;
    current_block_ = nullptr;
    ExprVisitor::VisitSeqExpr_(s);
    current_block_ = saved;
  }

  void VisitBindingBlock(const BindingBlock& block) override {
    current_block_ = block.get();
    ExprVisitor::VisitBindingBlock(block);
    current_block_ = nullptr;
  }

  void VisitBinding(const Binding& b) override {
    bool same_sinfo = true;
    if (auto mc = b.as<MatchCastNode>()) {
      same_sinfo = b->var->struct_info().defined() && StructuralEqual(b->var->struct_info(), GetStructInfo(mc->value));
    }
    Expr value = BoundValue(b);
    if (Expr unwrapped = UnwrapKnownValue(value)) value = unwrapped;
    if (auto parent = value.as<VarNode>(); parent.defined() && same_sinfo) {
      trivial_bindings_.emplace_back(b->var, parent);
      trivial_map_[b->var.get()] = parent;
    }
    if (auto c = value.as<ConstantNode>()) bound_to_constant_.emplace_back(b->var, c);
    known_bindings_[b->var.get()] = value;
    def_blocks_[b->var.get()] = current_block_;
    ExprVisitor::VisitBinding(b);
  }

  void VisitVarDef(const Var& v) override {
    if (InsideDataflow()) defined_inside_dataflow_.push_back(v);
    ExprVisitor::VisitVarDef(v);
  }

  // A tensor annotated with a shape variable uses that variable.
  void VisitStructInfo(const StructInfo& s) override {
    if (auto t = s.as<TensorStructInfoNode>()) {
      if (auto v = t->shape.as<VarNode>()) VisitVar_(v);
    } else if (auto tu = s.as<TupleStructInfoNode>()) {
      for (const StructInfo& f : tu->fields) VisitStructInfo(f);
    }
  }

  void VisitVar_(const Var& v) override {
    // Used outside any dataflow block, or in a dataflow block other than
    // the one defining it.
    auto it = def_blocks_.find(v.get());
    if (!InsideDataflow() || (it != def_blocks_.end() && current_block_ != nullptr && current_block_ != it->second)) {
      used_outside_home_dataflow_.insert(v.get());
    }
  }

 private:
  bool InsideDataflow() const { return current_block_ != nullptr && current_block_->is_dataflow(); }

  Expr UnwrapVar(Expr e) const {
    while (auto v = e.as<VarNode>()) {
      auto it = known_bindings_.find(v.get());
      if (it == known_bindings_.end() || it->second.get() == e.get()) break;
      e = it->second;
    }
    return e;
  }

  // A simpler expression known to have the same value, or null.
  Expr UnwrapKnownValue(const Expr& e) const {
    // A field of a known tuple literal.
    if (auto item = e.as<TupleGetItemNode>()) {
      if (auto tuple = UnwrapVar(item->tuple).as<TupleNode>()) {
        if (item->index >= 0 && item->index < static_cast<int64_t>(tuple->fields.size())) {
          return tuple->fields[item->index];
        }
      }
    }
    // (t[0], t[1], ..., t[n-1]) of an n-tuple t is t.
    auto tuple = e.as<TupleNode>();
    if (!tuple.defined() || tuple->fields.empty()) return Expr();
    auto first = UnwrapVar(tuple->fields[0]).as<TupleGetItemNode>();
    if (!first.defined()) return Expr();
    auto source_sinfo = GetStructInfo(first->tuple).as<TupleStructInfoNode>();
    if (!source_sinfo.defined() || source_sinfo->fields.size() != tuple->fields.size()) return Expr();
    Expr source = UnwrapVar(first->tuple);
    for (size_t i = 0; i < tuple->fields.size(); ++i) {
      auto item = UnwrapVar(tuple->fields[i]).as<TupleGetItemNode>();
      if (!item.defined() || item->index != static_cast<int64_t>(i)) return Expr();
      if (UnwrapVar(item->tuple).get() != source.get()) return Expr();
    }
    return source;
  }

  const BindingBlockNode* current_block_ = nullptr;
  std::unordered_map<const VarNode*, const BindingBlockNode*> def_blocks_;
  std::vector<std::pair<Var, Var>> trivial_bindings_;
  std::unordered_map<const VarNode*, Var> trivial_map_;
  std::unordered_map<const VarNode*, Expr> known_bindings_;
  std::vector<std::pair<Var, Constant>> bound_to_constant_;
  std::vector<Var> defined_inside_dataflow_;
  std::unordered_set<const VarNode*> used_outside_home_dataflow_;
};

class BindingCanonicalizer : public ExprMutator {
 public:
  explicit BindingCanonicalizer(CanonicalizationPlan plan) : plan_(std::move(plan)) {}

  void VisitBinding(const Binding& b) override {
    if (!plan_.bindings_to_remove.count(b->var.get())) ExprMutator::VisitBinding(b);
  }

  Var VisitVarDef(const Var& v) override {
    Var nv = v;
    for (auto it = plan_.replace_binding.find(nv.get()); it != plan_.replace_binding.end();
         it = plan_.replace_binding.find(nv.get())) {
      nv = it->second;
    }
    return ExprMutator::VisitVarDef(nv);
  }

  Expr VisitVar_(const Var& v) override {
    Var nv = v;
    for (auto it = plan_.replace_usage.find(nv.get()); it != plan_.replace_usage.end();
         it = plan_.replace_usage.find(nv.get())) {
      nv = it->second;
    }
    auto c = plan_.inline_constant.find(nv.get());
    if (c != plan_.inline_constant.end()) return VisitExpr(c->second);
    return ExprMutator::VisitVar_(nv);
  }

  // `lv = value; ...; gv = lv` inside a dataflow block, with lv used
  // nowhere else, becomes `gv = value` at gv's place.
  BindingBlock VisitBindingBlock(const BindingBlock& block) override {
    BindingBlock nb = ExprMutator::VisitBindingBlock(block);
    if (!nb->is_dataflow()) return nb;
    std::unordered_set<const VarNode*> disqualified;
    std::unordered_set<const VarNode*> outputs;
    std::unordered_map<const VarNode*, Expr> candidates;
    for (size_t k = nb->bindings.size(); k-- > 0;) {
      const Binding& b = nb->bindings[k];
      const Expr& value = BoundValue(b);
      if (b->var->is_dataflow()) {
        for (const Var& used : UsedVars(value)) {
          if (used->is_dataflow()) disqualified.insert(used.get());
        }
        if (!disqualified.count(b->var.get()) && outputs.count(b->var.get())) candidates[b->var.get()] = value;
        continue;
      }
      auto rhs = value.as<VarNode>();
      if (rhs.defined() && rhs->is_dataflow()) {
        if (outputs.count(rhs.get())) disqualified.insert(rhs.get());
        outputs.insert(rhs.get());
        continue;
      }
      std::vector<Var> used = value.is<FunctionNode>() ? FreeVars(value) : UsedVars(value);
      for (const Var& u : used) {
        if (u->is_dataflow()) disqualified.insert(u.get());
      }
    }
    if (candidates.empty()) return nb;
    std::vector<Binding> out;
    bool changed = false;
    for (const Binding& b : nb->bindings) {
      if (b->var->is_dataflow() && candidates.count(b->var.get())) {
        changed = true;
        continue;
      }
      auto rhs = BoundValue(b).as<VarNode>();
      if (!b->var->is_dataflow() && rhs.defined() && candidates.count(rhs.get())) {
        changed = true;
        const Expr& value = candidates.at(rhs.get());
        if (auto mc = b.as<MatchCastNode>()) {
          out.push_back(MakeAt<MatchCastNode>(b->span, b->var, value, mc->struct_info));
        } else {
          out.push_back(MakeAt<VarBindingNode>(b->span, b->var, value));
        }
        continue;
      }
      out.push_back(b);
    }
    if (!changed) return nb;
    return MakeAt<BindingBlockNode>(nb->span, std::move(out), true);
  }

 private:
  CanonicalizationPlan plan_;
};

}  // namespace

Function CanonicalizeRelaxBindings(const Function& f) {
  BindingCanonicalizer m(CanonicalizePlanner::Collect(f));
  return m.VisitExpr(f).cast<FunctionNode>();
}

Function CanonicalizeBindings(const Function& f) { return CanonicalizeRelaxBindings(CanonicalizeTIRVariables(f)); }

PassPtr CanonicalizeRelaxBindings() {
  PassInfo info;
  info.name = "CanonicalizeRelaxBindings";
  info.opt_level = 1;
  return CreateFunctionPass(
      [](const Function& f, const IRModule&, PassContext&) { return CanonicalizeRelaxBindings(f); }, info);
}

PassPtr CanonicalizeBindings() {
  return Sequential({CanonicalizeTIRVariables(), CanonicalizeRelaxBindings()}, "CanonicalizeBindings");
}

}  // namespace transform
}  // namespace rlx
