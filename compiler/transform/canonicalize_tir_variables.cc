// CanonicalizeTIRVariables: the symbolic half of CanonicalizeBindings.
#include <unordered_map>
#include <unordered_set>

#include "compiler/ir/arith.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/transform/analysis.h"
#include "compiler/transform/canonicalize_bindings.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// Pairs (symbolic var of `pattern`, what `value` has in its place).
void InferSymbolicVarMap(const StructInfo& pattern, const StructInfo& value,
                         std::vector<std::pair<TirVar, PrimExpr>>* out) {
  if (!pattern.defined() || !value.defined()) return;
  auto match_dims = [out](const std::vector<PrimExpr>& p, const std::vector<PrimExpr>& v) {
    if (p.size() != v.size()) return;
    for (size_t i = 0; i < p.size(); ++i) {
      if (auto tv = p[i].as<TirVarNode>()) out->emplace_back(tv, v[i]);
    }
  };
  if (auto pt = pattern.as<TensorStructInfoNode>()) {
    auto vt = value.as<TensorStructInfoNode>();
    if (vt.defined() && pt->GetShapeValues() && vt->GetShapeValues()) {
      match_dims(*pt->GetShapeValues(), *vt->GetShapeValues());
    }
  } else if (auto ps = pattern.as<ShapeStructInfoNode>()) {
    auto vs = value.as<ShapeStructInfoNode>();
    if (vs.defined() && ps->values && vs->values) match_dims(*ps->values, *vs->values);
  } else if (auto pp = pattern.as<PrimStructInfoNode>()) {
    auto vp = value.as<PrimStructInfoNode>();
    if (vp.defined() && vp->value.defined()) {
      if (auto tv = pp->value.as<TirVarNode>()) out->emplace_back(tv, vp->value);
    }
  } else if (auto ptu = pattern.as<TupleStructInfoNode>()) {
    auto vtu = value.as<TupleStructInfoNode>();
    if (vtu.defined() && vtu->fields.size() == ptu->fields.size()) {
      for (size_t i = 0; i < ptu->fields.size(); ++i) InferSymbolicVarMap(ptu->fields[i], vtu->fields[i], out);
    }
  }
}

// Symbolic vars used as run-time values (inside R.prim_value), as opposed
// to shapes and annotations.
class RuntimeUseCollector : public ExprVisitor {
 public:
  std::unordered_set<const TirVarNode*> uses;
  void VisitPrimValue_(const PrimValue& p) override {
    for (const TirVar& v : TirVarsIn(p->value)) uses.insert(v.get());
  }
};

class SymbolicVarCanonicalizer : public ExprMutator {
 public:
  SymbolicVarCanonicalizer() { analyzer_.set_int64_vars_nonnegative(true); }

  PrimExpr VisitPrimExpr(const PrimExpr& e) override {
    if (!canonicalize_ || scope_.subst.empty() || !e.defined()) return e;
    PrimExpr out = op::SubstitutePrimExpr(e, scope_.subst);
    return out.get() == e.get() ? e : analyzer_.Simplify(out);
  }

  // Run-time prim values keep their symbolic form (TVM main); the
  // match_cast defining them is kept for that reason.
  Expr VisitPrimValue_(const PrimValue& p) override { return p; }

  Expr VisitFunction_(const Function& f) override {
    Scope saved_scope = scope_;
    auto saved_uses = std::move(runtime_uses_);
    RuntimeUseCollector c;
    c.VisitExpr(f->body);
    runtime_uses_ = std::move(c.uses);
    Expr out = ExprMutator::VisitFunction_(f);
    scope_ = std::move(saved_scope);
    runtime_uses_ = std::move(saved_uses);
    return out;
  }

  void VisitMatchCast_(const MatchCast& b) override {
    const StructInfo& pattern = b->var->struct_info().defined() ? b->var->struct_info() : b->struct_info;
    std::vector<std::pair<TirVar, PrimExpr>> pairs;
    InferSymbolicVarMap(pattern, GetStructInfo(b->value), &pairs);
    bool has_runtime_use = false;
    for (const auto& [var, raw_value] : pairs) {
      if (raw_value.get() == var.get()) continue;
      bool self_reference = false;
      for (const TirVar& v : TirVarsIn(raw_value)) self_reference |= v.get() == var.get();
      if (self_reference) continue;
      PrimExpr value = VisitPrimExpr(raw_value);
      has_runtime_use |= runtime_uses_.count(var.get()) > 0;
      auto it = scope_.known.find(var.get());
      if (it == scope_.known.end()) {
        scope_.known.emplace(var.get(), Known{value, b->var->name});
        scope_.subst.emplace(var.get(), value);
        continue;
      }
      if (analyzer_.CanProve(MakeBinary(NodeKind::kNE, it->second.value, value))) {
        ThrowError(b->span, "MatchCast statements must be consistent. However, the definition of Relax variable " +
                                it->second.source + " implies that TIR variable " + var->name + " is " +
                                arith::DebugString(it->second.value) +
                                ", while the later definition of Relax variable " + b->var->name +
                                " instead implies that TIR variable " + var->name + " is " + arith::DebugString(value));
      }
    }
    // A match_cast defining a variable that is used at run time must keep
    // its pattern; later annotations are still canonicalized.
    bool saved = canonicalize_;
    canonicalize_ = !has_runtime_use;
    ExprMutator::VisitMatchCast_(b);
    canonicalize_ = saved;
  }

  Expr VisitIf_(const If& i) override {
    Expr cond = VisitExpr(i->cond);
    Scope saved = scope_;
    Expr then_branch = VisitWithNewScope(i->then_branch);
    scope_ = saved;
    Expr else_branch = VisitWithNewScope(i->else_branch);
    scope_ = saved;
    if (cond.get() == i->cond.get() && then_branch.get() == i->then_branch.get() &&
        else_branch.get() == i->else_branch.get()) {
      return i;
    }
    // Each branch may have learned different values; outside the if only
    // the outer ones hold, so each branch is cast back to the if's struct
    // info (keeping symbolic dims that a join of the branches would lose).
    StructInfo sinfo = i->struct_info().defined() ? VisitStructInfo(i->struct_info()) : StructInfo();
    if (sinfo.defined()) {
      then_branch = CastBranch(then_branch, sinfo, "then_branch_with_dyn");
      else_branch = CastBranch(else_branch, sinfo, "else_branch_with_dyn");
    }
    Expr out = MakeAt<IfNode>(i->span, cond, then_branch, else_branch);
    if (sinfo.defined()) out->SetStructInfo(sinfo);
    return out;
  }

 private:
  struct Known {
    PrimExpr value;
    std::string source;  // the Relax variable whose match_cast defined it
  };
  struct Scope {
    std::unordered_map<const TirVarNode*, Known> known;
    std::unordered_map<const TirVarNode*, PrimExpr> subst;
  };

  static Expr CastBranch(const Expr& branch, const StructInfo& sinfo, const std::string& name) {
    if (StructuralEqual(sinfo, GetStructInfo(branch))) return branch;
    Var var = MakeAt<VarNode>(branch->span, name, sinfo, false);
    std::vector<BindingBlock> blocks;
    Expr body = branch;
    if (auto seq = branch.as<SeqExprNode>()) {
      blocks = seq->blocks;
      body = seq->body;
    }
    blocks.push_back(
        Make<BindingBlockNode>(std::vector<Binding>{MakeAt<MatchCastNode>(branch->span, var, body, sinfo)}, false));
    bool changed = false;
    Expr seq = MakeAt<SeqExprNode>(branch->span, NormalizeBlocks(blocks, &changed), var);
    op::InferStructInfo(seq);
    return seq;
  }

  arith::Analyzer analyzer_;
  Scope scope_;
  std::unordered_set<const TirVarNode*> runtime_uses_;
  bool canonicalize_ = true;
};

}  // namespace

Function CanonicalizeTIRVariables(const Function& f) {
  SymbolicVarCanonicalizer m;
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr CanonicalizeTIRVariables() {
  PassInfo info;
  info.name = "CanonicalizeTIRVariables";
  info.opt_level = 1;
  return CreateFunctionPass(
      [](const Function& f, const IRModule&, PassContext&) { return CanonicalizeTIRVariables(f); }, info);
}

}  // namespace transform
}  // namespace rlx
