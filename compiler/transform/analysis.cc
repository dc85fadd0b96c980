#include "compiler/transform/analysis.h"

#include <unordered_set>

#include "compiler/op/op_registry.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

bool IsImpureCall(const Call& call) {
  if (auto op = call->op.as<OpNode>()) {
    const op::OpDef* def = op::OpRegistry::Global().Find(op->name);
    return def == nullptr || !def->pure;
  }
  if (call->op.is<ExternFuncNode>()) return true;
  const StructInfo& s = call->op->struct_info();
  auto fs = s.as<FuncStructInfoNode>();
  return !fs.defined() || !fs->purity;
}

namespace {

class ImpureCallFinder : public ExprVisitor {
 public:
  bool found = false;
  void VisitExpr(const Expr& e) override {
    if (!found) ExprVisitor::VisitExpr(e);
  }
  void VisitCall_(const Call& c) override {
    if (IsImpureCall(c)) {
      found = true;
      return;
    }
    ExprVisitor::VisitCall_(c);
  }
  void VisitFunction_(const Function&) override {}
};

// Collects uses and definitions of Relax variables. A tensor whose struct
// info names a shape variable uses it.
class VarCollector : public ExprVisitor {
 public:
  std::vector<Var> used;
  std::unordered_set<const VarNode*> seen;
  std::unordered_set<const VarNode*> defined;

  void VisitVar_(const Var& v) override {
    if (seen.insert(v.get()).second) used.push_back(v);
  }
  void VisitVarDef(const Var& v) override {
    defined.insert(v.get());
    ExprVisitor::VisitVarDef(v);
  }
  void VisitStructInfo(const StructInfo& s) override {
    if (auto t = s.as<TensorStructInfoNode>()) {
      if (auto v = t->shape.as<VarNode>()) VisitVar_(v);
    } else if (auto tu = s.as<TupleStructInfoNode>()) {
      for (const StructInfo& f : tu->fields) VisitStructInfo(f);
    }
  }
};

}  // namespace

std::vector<TirVar> TirVarsIn(const ObjectRef& obj) { return CollectTirVars(obj); }

bool ContainsImpureCall(const Expr& e) {
  ImpureCallFinder finder;
  finder.VisitExpr(e);
  return finder.found;
}

std::vector<Var> UsedVars(const Expr& e) {
  VarCollector c;
  c.VisitExpr(e);
  return c.used;
}

std::vector<Var> FreeVars(const Expr& e) {
  VarCollector c;
  c.VisitExpr(e);
  std::vector<Var> out;
  for (const Var& v : c.used) {
    if (!c.defined.count(v.get())) out.push_back(v);
  }
  return out;
}

std::vector<SymbolicVarRange> SignatureVarRanges(const Function& f) {
  std::vector<SymbolicVarRange> out;
  if (!f->attrs.defined()) return out;
  Map lower = f->attrs->Get("tir_var_lower_bound").as<MapNode>();
  Map upper = f->attrs->Get("tir_var_upper_bound").as<MapNode>();
  if (!lower.defined() && !upper.defined()) return out;
  auto bound = [&f](const Map& m, const char* attr, const TirVar& v) -> std::optional<int64_t> {
    if (!m.defined()) return std::nullopt;
    ObjectRef value = m->Get(v->name);
    if (!value.defined()) return std::nullopt;
    auto e = value.as<PrimExprNode>();
    int64_t n = 0;
    if (!e.defined() || !AsConstInt(e, &n)) {
      ThrowError(f->span, std::string(attr) + " of '" + v->name + "' must be an integer");
    }
    return n;
  };
  std::unordered_set<const TirVarNode*> seen;
  for (const Var& p : f->params) {
    for (const TirVar& v : TirVarsIn(p->struct_info())) {
      if (!seen.insert(v.get()).second) continue;
      SymbolicVarRange r{v, bound(lower, "tir_var_lower_bound", v), bound(upper, "tir_var_upper_bound", v)};
      if (!r.lower && !r.upper) continue;
      if (r.lower && r.upper && *r.lower > *r.upper) {
        ThrowError(f->span, "the range of '" + v->name + "' is empty: tir_var_lower_bound " + std::to_string(*r.lower) +
                                " > tir_var_upper_bound " + std::to_string(*r.upper));
      }
      out.push_back(std::move(r));
    }
  }
  return out;
}

}  // namespace transform
}  // namespace rlx
