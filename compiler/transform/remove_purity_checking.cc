#include "compiler/transform/remove_purity_checking.h"

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/op/normalize.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

constexpr const char* kForcePure = "relax.force_pure";

bool ForcePureSet(const Map& attrs) {
  if (!attrs.defined()) return false;
  int64_t v = 0;
  auto e = attrs->Get(kForcePure).as<PrimExprNode>();
  return e.defined() && AsConstInt(e, &v) && v != 0;
}

class PurityRemover : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    Expr base = ExprMutator::VisitCall_(c);
    auto call = base.as<CallNode>();
    auto op = call.defined() ? call->op.as<OpNode>() : Op();
    if (!op.defined()) return base;
    Expr rewritten;
    if ((op->name == "relax.call_pure_packed" || op->name == "relax.call_inplace_packed") && !call->args.empty()) {
      std::vector<Expr> args(call->args.begin() + 1, call->args.end());
      // call_pure_packed carries no attributes of its own; call_inplace_packed's
      // inplace_indices mean nothing to a plain packed call.
      Map attrs = op->name == "relax.call_pure_packed" ? call->attrs : Map();
      rewritten = MakeAt<CallNode>(call->span, call->args[0], std::move(args), attrs, call->sinfo_args);
    } else if (op->name == "relax.invoke_pure_closure") {
      rewritten = MakeAt<CallNode>(call->span, GetOp("relax.invoke_closure"), call->args, Map(), call->sinfo_args);
    } else {
      return base;
    }
    op::InferStructInfo(rewritten);
    return rewritten;
  }

  Expr VisitFunction_(const Function& f) override {
    Function out = ExprMutator::VisitFunction_(f).cast<FunctionNode>();
    if (!out->is_pure || ForcePureSet(out->attrs)) return out;
    Function marked = MakeAt<FunctionNode>(out->span, out->params, out->body, out->ret_struct_info, out->is_pure,
                                           MapWith(out->attrs, kForcePure, Bool(true)));
    marked->SetStructInfo(out->struct_info());
    return marked;
  }
};

}  // namespace

Function RemovePurityChecking(const Function& f) {
  PurityRemover m;
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr RemovePurityChecking() {
  PassInfo info;
  info.name = "RemovePurityChecking";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return RemovePurityChecking(f); },
                            info);
}

}  // namespace transform
}  // namespace rlx
