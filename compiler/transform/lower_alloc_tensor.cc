#include "compiler/transform/lower_alloc_tensor.h"

#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
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

class AllocTensorLowerer : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    Expr base = ExprMutator::VisitCall_(c);
    auto call = base.as<CallNode>();
    auto op = call.defined() ? call->op.as<OpNode>() : Op();
    if (!op.defined() || op->name != "relax.builtin.alloc_tensor") return base;
    const Span& span = call->span;
    if (call->args.size() < 3)
      ThrowError(span, "LowerAllocTensor: R.builtin.alloc_tensor needs shape, dtype and device");
    auto dtype = call->args[1].as<DataTypeImmNode>();
    if (!dtype.defined()) ThrowError(span, "LowerAllocTensor: R.builtin.alloc_tensor needs a dtype immediate");
    const std::vector<PrimExpr>* shape = nullptr;
    if (auto s = call->args[0].as<ShapeExprNode>()) {
      shape = &s->values;
    } else if (auto s = call->args[0]->struct_info().as<ShapeStructInfoNode>(); s.defined() && s->values) {
      shape = &*s->values;
    }
    if (shape == nullptr) {
      ThrowError(span,
                 "LowerAllocTensor: the shape of R.builtin.alloc_tensor must be a shape expression or a "
                 "variable with known shape values");
    }
    // Constant dimensions folded into one coefficient, then the symbolic ones.
    int64_t coeff = static_cast<int64_t>(dtype->value.bytes()) * dtype->value.lanes();
    std::vector<PrimExpr> symbolic;
    for (const PrimExpr& d : *shape) {
      int64_t v = 0;
      if (AsConstInt(d, &v)) {
        coeff *= v;
      } else {
        symbolic.push_back(d);
      }
    }
    PrimExpr nbytes = Int64(coeff);
    for (const PrimExpr& d : symbolic) nbytes = MakeBinary(NodeKind::kMul, nbytes, d);
    Expr scope = call->args.size() >= 4 ? call->args[3] : Leaf(MakeAt<relax::StringImmNode>(span, "global"));
    Expr storage_call = MakeAt<CallNode>(
        span, GetOp("relax.memory.alloc_storage"),
        std::vector<Expr>{Leaf(MakeAt<ShapeExprNode>(span, std::vector<PrimExpr>{nbytes})), call->args[2], scope,
                          Leaf(MakeAt<DataTypeImmNode>(span, DataType::UInt(8)))});
    op::InferStructInfo(storage_call);
    Var storage = EmitValue(storage_call, "storage");
    Expr tensor = MakeAt<CallNode>(span, GetOp("relax.memory.alloc_tensor"),
                                   std::vector<Expr>{storage, Leaf(MakeAt<PrimValueNode>(span, Int64(0))),
                                                     call->args[0], call->args[1], call->args[2]});
    op::InferStructInfo(tensor);
    return tensor;
  }
};

}  // namespace

Function LowerAllocTensor(const Function& f) {
  AllocTensorLowerer m;
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr LowerAllocTensor() {
  PassInfo info;
  info.name = "LowerAllocTensor";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return LowerAllocTensor(f); }, info);
}

}  // namespace transform
}  // namespace rlx
