#include "compiler/transform/call_tir_rewrite.h"

#include "compiler/ir/container.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/normalize.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

template <typename T>
Expr Leaf(Ref<T> e) {
  op::InferStructInfo(e);
  return e;
}

class CallTIRRewriter : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    Expr base = ExprMutator::VisitCall_(c);
    auto call = base.as<CallNode>();
    auto op = call.defined() ? call->op.as<OpNode>() : Op();
    // call_dps_packed(f, (args...)) has call_tir's form: f(args..., outputs...);
    // call_tir_with_grad is call_tir with a note for differentiation.
    // call_tir_inplace's outputs at inplace_indices >= 0 are those arguments,
    // written in place: only the others are allocated and passed.
    if (!op.defined() ||
        (op->name != "relax.call_tir" && op->name != "relax.call_dps_packed" &&
         op->name != "relax.call_tir_with_grad" && op->name != "relax.call_tir_inplace") ||
        call->args.size() < 2 || call->sinfo_args.size() != 1) {
      return base;
    }
    std::vector<int64_t> inplace;
    if (op->name == "relax.call_tir_inplace") inplace = op::GetIntListAttr(call, "inplace_indices");
    auto args = call->args[1].as<TupleNode>();
    if (!args.defined()) return base;
    std::vector<StructInfo> outs;
    auto out_tuple = call->sinfo_args[0].as<TupleStructInfoNode>();
    outs = out_tuple.defined() ? out_tuple->fields : std::vector<StructInfo>{call->sinfo_args[0]};
    for (const StructInfo& o : outs) {
      auto t = o.as<TensorStructInfoNode>();
      if (!t.defined() || t->GetShapeValues() == nullptr || t->IsUnknownDtype()) return base;
    }
    if (!inplace.empty() && inplace.size() != outs.size()) return base;
    const Span& span = call->span;
    std::vector<Expr> allocs;   // the results, in order
    std::vector<Expr> written;  // the allocated ones, passed after the arguments
    for (size_t i = 0; i < outs.size(); ++i) {
      if (!inplace.empty() && inplace[i] >= 0) {
        if (inplace[i] >= static_cast<int64_t>(args->fields.size())) return base;
        allocs.push_back(args->fields[inplace[i]]);
        continue;
      }
      auto t = outs[i].as<TensorStructInfoNode>();
      Expr alloc =
          MakeAt<CallNode>(span, GetOp("relax.builtin.alloc_tensor"),
                           std::vector<Expr>{Leaf(MakeAt<ShapeExprNode>(span, *t->GetShapeValues())),
                                             Leaf(MakeAt<DataTypeImmNode>(span, t->dtype)),
                                             Leaf(MakeAt<PrimValueNode>(span, Make<IntImmNode>(DataType::Int(64), 0))),
                                             Leaf(MakeAt<relax::StringImmNode>(span, "global"))});
      allocs.push_back(EmitValue(alloc, "alloc"));
      written.push_back(allocs.back());
    }
    std::vector<Expr> kernel_args = args->fields;
    kernel_args.insert(kernel_args.end(), written.begin(), written.end());
    Expr kernel;
    if (call->args.size() == 2) {
      kernel = MakeAt<CallNode>(span, call->args[0], kernel_args);
    } else {
      kernel_args.push_back(call->args[2]);
      Expr tuple = Leaf(MakeAt<TupleNode>(span, kernel_args));
      kernel = MakeAt<CallNode>(span, GetOp("relax.vm.call_tir_dyn"), std::vector<Expr>{call->args[0], tuple});
    }
    kernel->SetStructInfo(Make<TupleStructInfoNode>(std::vector<StructInfo>{}));
    EmitValue(kernel, "_");
    if (!out_tuple.defined()) return allocs[0];
    return Leaf(MakeAt<TupleNode>(span, allocs));
  }
};

}  // namespace

Function CallTIRRewrite(const Function& f) {
  CallTIRRewriter m;
  Function out = m.VisitExpr(f).cast<FunctionNode>();
  if (out.get() == f.get() || !out->is_pure) return out;
  // The explicit kernel calls write their arguments: the function stays pure
  // to its callers only by declaration (TVM's RemovePurityChecking).
  Function marked =
      MakeAt<FunctionNode>(out->span, out->params, out->body, out->ret_struct_info, out->is_pure,
                           MapWith(out->attrs, "relax.force_pure", Make<IntImmNode>(DataType::Bool(), 1)));
  marked->SetStructInfo(out->struct_info());
  return marked;
}

PassPtr CallTIRRewrite() {
  PassInfo info;
  info.name = "CallTIRRewrite";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return CallTIRRewrite(f); }, info);
}

}  // namespace transform
}  // namespace rlx
