#include "compiler/transform/append_reshape_to_bn.h"

#include <unordered_map>
#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/transform/dead_code_elimination.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

bool IsBatchNorm(const Expr& e) {
  auto c = e.as<CallNode>();
  auto op = c.defined() ? c->op.as<OpNode>() : Op();
  return op.defined() && op->name == "relax.nn.batch_norm";
}

class ReshapeAppender : public ExprMutator {
 public:
  void VisitVarBinding_(const VarBinding& b) override {
    if (IsBatchNorm(b->value)) bn_input_[b->var.get()] = b->value.cast<CallNode>()->args[0];
    ExprMutator::VisitVarBinding_(b);
  }

  Expr VisitTupleGetItem_(const Ref<TupleGetItemNode>& t) override {
    Expr base = ExprMutator::VisitTupleGetItem_(t);
    auto v = t->tuple.as<VarNode>();
    auto it = v.defined() ? bn_input_.find(v.get()) : bn_input_.end();
    if (it == bn_input_.end() || t->index != 0) return base;
    auto data = GetStructInfo(it->second).as<TensorStructInfoNode>();
    if (!data.defined() || !data->shape.defined()) return base;
    Expr shape = data->shape;
    // A symbolic shape given as a variable stays a variable use; a literal
    // shape is an expression of its own.
    if (auto s = shape.as<ShapeExprNode>()) {
      shape = MakeAt<ShapeExprNode>(t->span, s->values);
      op::InferStructInfo(shape);
    }
    Var first = EmitValue(base);
    Call reshape = MakeAt<CallNode>(t->span, GetOp("relax.reshape"), std::vector<Expr>{first, shape}, Map());
    op::InferStructInfo(reshape);
    return reshape;
  }

 private:
  // batch_norm binding var -> the batch norm's data argument.
  std::unordered_map<const VarNode*, Expr> bn_input_;
};

}  // namespace

Function AppendReshapeToBN(const Function& f) {
  ReshapeAppender m;
  Function out = m.VisitExpr(f).cast<FunctionNode>();
  return RemoveAllUnused(out);
}

PassPtr AppendReshapeToBN() {
  PassInfo info;
  info.name = "AppendReshapeToBN";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return AppendReshapeToBN(f); },
                            info);
}

}  // namespace transform
}  // namespace rlx
