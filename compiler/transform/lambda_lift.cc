#include "compiler/transform/lambda_lift.h"

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/analysis.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// Replaces the captured variables of a lifted function by its new leading
// parameters.
class CaptureSubstituter : public ExprMutator {
 public:
  explicit CaptureSubstituter(const std::unordered_map<const VarNode*, Expr>& map) { var_remap_ = map; }
};

class Lifter : public ExprMutator {
 public:
  Lifter(ModuleState* state, std::string outer) : state_(state), outer_(std::move(outer)) {}

  void VisitVarBinding_(const VarBinding& b) override {
    auto local = b->value.as<FunctionNode>();
    if (!local.defined()) return ExprMutator::VisitVarBinding_(b);
    // A pattern's composite function stays where partitioning put it: its
    // external code generator reads it there.
    if (local->attrs.defined() && local->attrs->Has("Composite")) return ExprMutator::VisitVarBinding_(b);
    // Uses of enclosing variables follow this scope's replacements; local
    // functions inside are lifted on the way.
    Function f = VisitExpr(local).cast<FunctionNode>();
    std::string name = outer_ + "_" + b->var->name;
    std::vector<Var> captured;
    for (const Var& v : FreeVars(f)) {
      if (v.get() == b->var.get()) {
        ThrowError(local->span, "LambdaLift: the local function '" + b->var->name +
                                    "' calls itself; recursive local functions are not supported");
      }
      captured.push_back(v);
    }
    std::unordered_set<const TirVarNode*> own;
    for (const Var& p : f->params) {
      for (const TirVar& t : TirVarsIn(p->struct_info())) own.insert(t.get());
    }
    for (const TirVar& t : TirVarsIn(f->struct_info())) {
      if (!own.count(t.get())) {
        ThrowError(local->span, "LambdaLift: the local function '" + b->var->name +
                                    "' uses the enclosing function's symbolic variable '" + t->name +
                                    "' in its signature; lifting it is not supported");
      }
    }
    Map attrs = MapWithout(f->attrs, "global_symbol");
    if (captured.empty()) {
      Function lifted = MakeAt<FunctionNode>(f->span, f->params, f->body, f->ret_struct_info, f->is_pure, attrs);
      op::InferStructInfo(lifted);
      var_remap_[b->var.get()] = state_->AddFunction(lifted, name);
      return;  // the binding goes: its uses are the GlobalVar now
    }
    std::unordered_map<const VarNode*, Expr> to_param;
    std::vector<Var> params;
    for (const Var& v : captured) {
      Var p = MakeVar(v->name, v->struct_info());
      to_param[v.get()] = p;
      params.push_back(p);
    }
    params.insert(params.end(), f->params.begin(), f->params.end());
    Expr body = CaptureSubstituter(to_param).VisitWithNewScope(f->body);
    Function lifted = MakeAt<FunctionNode>(f->span, params, body, f->ret_struct_info, f->is_pure, attrs);
    op::InferStructInfo(lifted);
    GlobalVar gv = state_->AddFunction(lifted, name);
    std::vector<Expr> fields(captured.begin(), captured.end());
    Expr tuple = MakeAt<TupleNode>(b->span, std::move(fields));
    op::InferStructInfo(tuple);
    Expr closure = MakeAt<CallNode>(b->span, GetOp("relax.make_closure"), std::vector<Expr>{gv, tuple});
    op::InferStructInfo(closure);
    Var var = CopyVarWithStructInfo(b->var, closure->struct_info());
    var_remap_[b->var.get()] = var;
    closures_[var.get()] = f;
    Emit(MakeAt<VarBindingNode>(b->span, var, closure));
  }

  Expr VisitCall_(const Call& c) override {
    Expr callee = VisitExpr(c->op);
    auto var = callee.as<VarNode>();
    auto it = var.defined() ? closures_.find(var.get()) : closures_.end();
    if (it == closures_.end()) return ExprMutator::VisitCall_(c);
    std::vector<Expr> args;
    for (const Expr& a : c->args) args.push_back(VisitExpr(a));
    Expr tuple = MakeAt<TupleNode>(c->span, std::move(args));
    op::InferStructInfo(tuple);
    const Function& f = it->second;
    return MakeAt<CallNode>(c->span, GetOp(f->is_pure ? "relax.invoke_pure_closure" : "relax.invoke_closure"),
                            std::vector<Expr>{callee, tuple}, Map(), std::vector<StructInfo>{f->ret_struct_info});
  }

 private:
  ModuleState* state_;
  std::string outer_;
  std::unordered_map<const VarNode*, Function> closures_;  // closure variable -> its local function
};

}  // namespace

IRModule LambdaLift(const IRModule& mod) {
  ModuleState state(mod);
  for (const auto& [name, entry] : mod->functions) {
    auto f = entry.second.as<FunctionNode>();
    // Functions for an external code generator (partition_for_<backend>)
    // are compiled by it, local functions included.
    if (!f.defined() || (f->attrs.defined() && f->attrs->Has("Codegen"))) continue;
    Lifter lifter(&state, name);
    Expr out = lifter.VisitExpr(f);
    if (!out.same_as(f)) state.Update(name, out.cast<FunctionNode>());
  }
  return state.Finish(mod);
}

PassPtr LambdaLift() {
  PassInfo info;
  info.name = "LambdaLift";
  info.opt_level = 0;
  return CreateModulePass([](const IRModule& mod, PassContext&) { return LambdaLift(mod); }, info);
}

}  // namespace transform
}  // namespace rlx
