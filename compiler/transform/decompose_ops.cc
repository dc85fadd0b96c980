#include "compiler/transform/decompose_ops.h"

#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

int64_t IntAttr(const Call& call, const std::string& key, int64_t default_value) {
  int64_t v = default_value;
  if (call->attrs.defined()) {
    if (auto p = call->attrs->Get(key).as<PrimExprNode>(); p.defined()) AsConstInt(p, &v);
  }
  return v;
}

double FloatAttr(const Call& call, const std::string& key, double default_value) {
  if (!call->attrs.defined()) return default_value;
  ObjectRef v = call->attrs->Get(key);
  if (auto f = v.as<FloatImmNode>()) return f->value;
  if (auto i = v.as<IntImmNode>()) return static_cast<double>(i->value);
  return default_value;
}

class OpDecomposer : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    Expr base = ExprMutator::VisitCall_(c);
    auto call = base.as<CallNode>();
    auto op = call.defined() ? call->op.as<OpNode>() : Op();
    if (!op.defined()) return base;
    if (op->name == "relax.nn.batch_norm") return DecomposeBatchNorm(call);
    if (op->name == "relax.tensor_to_shape") return TensorToShape(call);
    return base;
  }

 private:
  Expr Bind(const Span& span, const std::string& op, std::vector<Expr> args, Map attrs = Map()) {
    Call c = MakeAt<CallNode>(span, GetOp(op), std::move(args), std::move(attrs));
    op::InferStructInfo(c);
    return EmitValue(c);
  }

  // `e` (1-D, along `axis` of an ndim-rank tensor) with unit dimensions
  // everywhere else, so that it broadcasts against the data.
  Expr ExpandToMatchInput(const Span& span, const Expr& e, int64_t ndim, int64_t axis) {
    std::vector<ObjectRef> axes;
    for (int64_t i = 0; i < ndim; ++i) {
      if (i != axis) axes.push_back(Int64(i));
    }
    if (axes.empty()) return e;
    return Bind(span, "relax.expand_dims", {e}, MapWith(Map(), "axis", Make<ArrayNode>(std::move(axes))));
  }

  Expr DecomposeBatchNorm(const Call& call) {
    const Span& span = call->span;
    auto data = GetStructInfo(call->args[0]).as<TensorStructInfoNode>();
    if (!data.defined() || data->IsUnknownNdim() || data->IsUnknownDtype()) {
      ThrowError(span, "DecomposeOpsForInference: R.nn.batch_norm needs data of known rank and dtype");
    }
    int64_t ndim = data->ndim;
    int64_t axis = IntAttr(call, "axis", 1);
    if (axis < 0) axis += ndim;
    if (axis < 0 || axis >= ndim) ThrowError(span, "DecomposeOpsForInference: R.nn.batch_norm axis out of range");
    Expr mean = ExpandToMatchInput(span, call->args[3], ndim, axis);
    Expr var = ExpandToMatchInput(span, call->args[4], ndim, axis);
    NDArray eps = NDArray::Empty({}, data->dtype);
    eps.SetDouble(0, FloatAttr(call, "epsilon", 1e-5));
    Expr epsilon = MakeAt<ConstantNode>(span, eps);
    op::InferStructInfo(epsilon);
    Expr sqrt_var = Bind(span, "relax.sqrt", {Bind(span, "relax.add", {var, epsilon})});
    Expr out = Bind(span, "relax.divide", {Bind(span, "relax.subtract", {call->args[0], mean}), sqrt_var});
    if (IntAttr(call, "scale", 1) != 0) {
      out = Bind(span, "relax.multiply", {out, ExpandToMatchInput(span, call->args[1], ndim, axis)});
    }
    if (IntAttr(call, "center", 1) != 0) {
      out = Bind(span, "relax.add", {out, ExpandToMatchInput(span, call->args[2], ndim, axis)});
    }
    Expr result = MakeAt<TupleNode>(span, std::vector<Expr>{out, call->args[3], call->args[4]});
    op::InferStructInfo(result);
    return result;
  }

  Expr TensorToShape(const Call& call) {
    const Span& span = call->span;
    auto shape = GetStructInfo(call).as<ShapeStructInfoNode>();
    if (!shape.defined() || shape->ndim < 0) {
      ThrowError(span, "DecomposeOpsForInference: R.tensor_to_shape needs an argument of known length");
    }
    Call packed =
        MakeAt<CallNode>(span, GetOp("relax.call_pure_packed"),
                         std::vector<Expr>{MakeAt<ExternFuncNode>(span, "vm.builtin.tensor_to_shape"), call->args[0]},
                         Map(), std::vector<StructInfo>{GetStructInfo(call)});
    op::InferStructInfo(packed->args[0]);
    op::InferStructInfo(packed);
    Var value = EmitValue(packed);
    // Symbolic dims, so that consumers (reshape's TOPI lowering) get a
    // shape of variables rather than an opaque tensor.
    std::vector<PrimExpr> dims;
    for (int i = 0; i < shape->ndim; ++i) dims.push_back(MakeTirVar("x", DataType::Int(64)));
    StructInfo pattern = ShapeSInfo(dims);
    Var y = InDataflowBlock() ? MakeDataflowVar("y", pattern) : MakeVar("y", pattern);
    Emit(MakeAt<MatchCastNode>(span, y, value, pattern));
    Expr result = MakeAt<ShapeExprNode>(span, dims);
    op::InferStructInfo(result);
    return result;
  }
};

}  // namespace

Function DecomposeOpsForInference(const Function& f) {
  OpDecomposer m;
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr DecomposeOpsForInference(const std::string& func_name) {
  PassInfo info;
  info.name = "DecomposeOpsForInference";
  info.opt_level = 0;
  if (!func_name.empty()) info.options = "func_name=" + func_name;
  return CreateModulePass(
      [func_name](const IRModule& mod, PassContext&) {
        if (!func_name.empty() && !mod->Lookup(func_name).defined()) {
          ThrowError(Span(), "DecomposeOpsForInference: the module has no function '" + func_name + "'");
        }
        IRModuleBuilder builder(mod);
        bool changed = false;
        for (const auto& [name, entry] : mod->functions) {
          auto f = entry.second.as<FunctionNode>();
          if (!f.defined() || (!func_name.empty() && name != func_name)) continue;
          Function out = DecomposeOpsForInference(f);
          if (out.get() == f.get()) continue;
          builder.Add(name, out);
          changed = true;
        }
        return changed ? builder.Build() : mod;
      },
      info);
}

}  // namespace transform
}  // namespace rlx
