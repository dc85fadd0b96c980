#include "compiler/transform/lower_runtime_builtin.h"

#include <string>
#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

class RuntimeBuiltinLowerer : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    Expr base = ExprMutator::VisitCall_(c);
    auto call = base.as<CallNode>();
    auto op = call.defined() ? call->op.as<OpNode>() : Op();
    if (!op.defined()) return base;
    const std::string& name = op->name;
    const Span& span = call->span;
    auto need = [&](size_t n) {
      if (call->args.size() < n) ThrowError(span, "LowerRuntimeBuiltin: malformed " + name);
    };
    Expr out;
    if (name == "relax.builtin.alloc_tensor") {
      ThrowError(span,
                 "LowerRuntimeBuiltin encountered R.builtin.alloc_tensor; it should have been lowered earlier by "
                 "LowerAllocTensor");
    } else if (name == "relax.memory.alloc_storage") {
      need(4);
      auto dtype = MakeAt<DataTypeImmNode>(span, DataType::UInt(8));
      op::InferStructInfo(dtype);
      out = MakeAt<CallNode>(span, GetOp("relax.vm.alloc_storage"),
                             std::vector<Expr>{call->args[0], call->args[1], dtype, call->args[2]});
    } else if (name == "relax.memory.alloc_tensor") {
      need(4);
      std::vector<Expr> args(call->args.begin(), call->args.begin() + 4);
      if (call->args.size() == 5) args.push_back(call->args[4]);
      out = MakeAt<CallNode>(span, GetOp("relax.vm.alloc_tensor"), args);
    } else if (name == "relax.memory.kill_storage" || name == "relax.memory.kill_tensor") {
      need(1);
      out = MakeAt<CallNode>(span, GetOp("relax.vm.kill_object"), std::vector<Expr>{call->args[0]});
    } else if (name == "relax.reshape") {
      need(2);
      out = Packed("vm.builtin.reshape", call->args, call->struct_info(), span);
    } else if (name == "relax.shape_of") {
      need(1);
      out = Packed("vm.builtin.shape_of", call->args, call->struct_info(), span);
    } else if (name == "relax.tensor_to_shape") {
      need(1);
      out = Packed("vm.builtin.tensor_to_shape", call->args, call->struct_info(), span);
    } else if (name == "relax.vm.call_tir_dyn") {
      need(2);
      auto tuple = call->args[1].as<TupleNode>();
      if (!tuple.defined()) ThrowError(span, "LowerRuntimeBuiltin: R.vm.call_tir_dyn expects a tuple of arguments");
      std::vector<Expr> args = {call->args[0]};
      args.insert(args.end(), tuple->fields.begin(), tuple->fields.end());
      out = Packed("vm.builtin.call_tir_dyn", args, TupleSInfo({}), span);
    } else {
      return base;
    }
    op::InferStructInfo(out);
    return out;
  }

 private:
  static Expr Packed(const std::string& func, const std::vector<Expr>& args, const StructInfo& ret, const Span& span) {
    auto callee = MakeAt<ExternFuncNode>(span, func);
    op::InferStructInfo(callee);
    return MakeAt<CallNode>(span, callee, args, Map(), std::vector<StructInfo>{ret});
  }
};

}  // namespace

Function LowerRuntimeBuiltin(const Function& f) {
  RuntimeBuiltinLowerer m;
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr LowerRuntimeBuiltin() {
  PassInfo info;
  info.name = "LowerRuntimeBuiltin";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return LowerRuntimeBuiltin(f); },
                            info);
}

}  // namespace transform
}  // namespace rlx
