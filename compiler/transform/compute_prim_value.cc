#include "compiler/transform/compute_prim_value.h"

#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/op/normalize.h"
#include "compiler/tir/stmt.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

class PrimValueComputeInjector : public ExprMutator {
 public:
  explicit PrimValueComputeInjector(ModuleState* state) : state_(state) {}

 private:
  Expr VisitPrimValue_(const PrimValue& p) override {
    const PrimExpr& value = p->value;
    if (value.as<IntImmNode>().defined() || value.as<FloatImmNode>().defined() || value.as<TirVarNode>().defined()) {
      return p;
    }
    // Fresh parameters, one per variable of the expression.
    std::vector<TirVar> vars = CollectTirVars(value);
    std::unordered_map<const TirVarNode*, PrimExpr> rename;
    auto f = std::make_shared<tir::PrimFuncNode>();
    for (const TirVar& v : vars) {
      TirVar param = MakeTirVar(v->name, v->dtype);
      rename[v.get()] = param;
      f->params.push_back(param);
    }
    PrimExpr body = op::SubstitutePrimExpr(value, rename);
    f->body = Make<tir::EvaluateNode>(Make<TirCallNode>(value->dtype, "ret", std::vector<PrimExpr>{body}));
    f->ret_type = value->dtype;
    f->is_private = true;
    GlobalVar gv = state_->AddFunction(tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(f))),
                                       "compute_symbolic_expr");
    std::vector<Expr> args;
    for (const TirVar& v : vars) {
      Expr arg = MakeAt<PrimValueNode>(p->span, PrimExpr(v));
      op::InferStructInfo(arg);
      args.push_back(arg);
    }
    Expr call = MakeAt<CallNode>(p->span, gv, std::move(args));
    call->SetStructInfo(Make<PrimStructInfoNode>(value->dtype, PrimExpr()));
    return call;
  }

  // Arguments and fields that became calls are bound first; a rebuilt
  // kernel call keeps its struct info (GlobalVars carry none).
  Expr VisitCall_(const Call& c) override {
    Expr op = VisitExpr(c->op);
    bool changed = op.get() != c->op.get();
    std::vector<Expr> args;
    for (const Expr& a : c->args) {
      Expr na = Normalized(a);
      changed |= na.get() != a.get();
      args.push_back(na);
    }
    if (!changed) return c;
    Expr out = MakeAt<CallNode>(c->span, op, std::move(args), c->attrs, c->sinfo_args);
    if (c->op.is<GlobalVarNode>() && c->struct_info().defined()) {
      out->SetStructInfo(c->struct_info());
    } else {
      op::InferStructInfo(out);
    }
    return out;
  }

  Expr VisitTuple_(const Tuple& t) override {
    bool changed = false;
    std::vector<Expr> fields;
    for (const Expr& f : t->fields) {
      Expr nf = Normalized(f);
      changed |= nf.get() != f.get();
      fields.push_back(nf);
    }
    if (!changed) return t;
    Expr out = MakeAt<TupleNode>(t->span, std::move(fields));
    op::InferStructInfo(out);
    return out;
  }

  Expr Normalized(const Expr& e) {
    Expr n = VisitExpr(e);
    if (n.get() != e.get() && n.is<CallNode>()) n = EmitValue(n);
    return n;
  }

  // Annotations keep their symbolic values.
  StructInfo VisitStructInfo(const StructInfo& s) override { return s; }

  ModuleState* state_;
};

}  // namespace

IRModule ComputePrimValue(const IRModule& mod) {
  ModuleState state(mod);
  for (const auto& [name, entry] : mod->functions) {
    auto f = entry.second.as<FunctionNode>();
    if (!f.defined()) continue;
    PrimValueComputeInjector injector(&state);
    Expr out = injector.VisitExpr(f);
    if (out.get() != f.get()) state.Update(name, out.cast<FunctionNode>());
  }
  return state.Finish(mod);
}

PassPtr ComputePrimValue() {
  PassInfo info;
  info.name = "ComputePrimValue";
  info.opt_level = 0;
  return CreateModulePass([](const IRModule& mod, PassContext&) { return ComputePrimValue(mod); }, info);
}

}  // namespace transform
}  // namespace rlx
