// Reference evaluators of the calling-convention, shape and device ops of
// call.cc. Packed callees run through the host table of packed_funcs.h.
#include "compiler/op/eval_context.h"
#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"
#include "compiler/op/packed_funcs.h"

namespace rlx {
namespace op {
namespace {

using Args = std::vector<Value>;

// The symbol a packed call names: an ExternFunc callee (how the parser
// builds R.call_pure_packed("name", ...)) or a string.
std::string CalleeName(const relax::Call& call) {
  if (!call->args.empty()) {
    if (auto f = call->args[0].as<relax::ExternFuncNode>()) return f->global_symbol;
    if (auto s = call->args[0].as<relax::StringImmNode>()) return s->value;
  }
  Fail(call, OpLabel(call) + " can only call a packed function named by a string in the reference evaluator, not " +
                 (call->args.empty() ? std::string("nothing") : ExprToString(call->args[0])));
}

Value EvalShapeOf(const relax::Call& call, const Args& args) { return ShapeValue(TensorArg(call, args, 0).shape()); }

Value EvalShapeToTensor(const relax::Call& call, const Args& args) {
  std::vector<int64_t> shape = ShapeArg(call, args, 0);
  return TensorValue(NDArray::FromVector({static_cast<int64_t>(shape.size())}, shape, DataType::Int(64)));
}

Value EvalTensorToShape(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  if (x.ndim() != 1 || !x.dtype().is_integer()) {
    Fail(call, OpLabel(call) + " expects a 1-D integer tensor, got " + x.dtype().ToString() + " of shape " +
                   ShapeToString(x.shape()));
  }
  return ShapeValue(x.ToIntVector());
}

// TVM's builtin.alloc_tensor returns uninitialized memory; the reference
// evaluator zero-fills it so that results never depend on garbage (a program
// that reads before writing is wrong either way, but deterministically so).
Value EvalAllocTensor(const relax::Call& call, const Args& args) {
  std::vector<int64_t> shape = ShapeArg(call, args, 0);
  if (args.size() < 2 || args[1].kind != Value::Kind::kDataType) {
    Fail(call, OpLabel(call) + " expects argument 1 to evaluate to a dtype");
  }
  return TensorValue(NDArray::Zeros(shape, args[1].prim_dtype));
}

Value EvalCallPurePacked(const relax::Call& call, const Args& args) {
  return CallPackedFunc(CalleeName(call), Args(args.begin() + 1, args.end()), call->span);
}

// Destination passing on top of a returning function: the result must be
// what the caller would have allocated (out_sinfo). Static facts are
// checked here; the evaluator checks symbolic dimensions against its
// bindings when it binds the call's variable.
void CheckAgainstSInfo(const relax::Call& call, const relax::StructInfo& sinfo, const Value& v,
                       const std::string& what) {
  if (auto t = sinfo.as<relax::TensorStructInfoNode>()) {
    if (v.kind != Value::Kind::kTensor) {
      Fail(call, OpLabel(call) + ": " + what + " should be a tensor, but the packed function returned a " +
                     ValueKindName(v.kind));
    }
    if (!t->IsUnknownDtype() && t->dtype != v.tensor.dtype()) {
      Fail(call, OpLabel(call) + ": " + what + " should have dtype " + t->dtype.ToString() +
                     ", but the packed function returned " + v.tensor.dtype().ToString());
    }
    if (!t->IsUnknownNdim() && t->ndim != v.tensor.ndim()) {
      Fail(call, OpLabel(call) + ": " + what + " should have " + std::to_string(t->ndim) +
                     " dimensions, but the packed function returned shape " + ShapeToString(v.tensor.shape()));
    }
    if (const std::vector<PrimExpr>* dims = t->GetShapeValues()) {
      for (size_t i = 0; i < dims->size(); ++i) {
        int64_t d = 0;
        if (AsConstInt((*dims)[i], &d) && d != v.tensor.shape()[i]) {
          Fail(call, OpLabel(call) + ": " + what + " should have shape " + SInfoToString(sinfo) +
                         ", but the packed function returned shape " + ShapeToString(v.tensor.shape()));
        }
      }
    }
  } else if (auto tuple = sinfo.as<relax::TupleStructInfoNode>()) {
    if (v.kind != Value::Kind::kTuple || v.fields.size() != tuple->fields.size()) {
      Fail(call, OpLabel(call) + ": " + what + " should be a tuple of " + std::to_string(tuple->fields.size()) +
                     " fields, but the packed function returned a " + ValueKindName(v.kind));
    }
    for (size_t i = 0; i < tuple->fields.size(); ++i) {
      CheckAgainstSInfo(call, tuple->fields[i], v.fields[i], what + " field " + std::to_string(i));
    }
  }
}

Value EvalCallDPSPacked(const relax::Call& call, const Args& args) {
  if (args.size() < 2 || args[1].kind != Value::Kind::kTuple) {
    Fail(call, OpLabel(call) + " expects argument 1 to evaluate to a tuple of arguments");
  }
  Value out = CallPackedFunc(CalleeName(call), args[1].fields, call->span);
  if (!call->sinfo_args.empty()) CheckAgainstSInfo(call, call->sinfo_args[0], out, "the result");
  return out;
}

// The function returns its outputs; an output tied to an argument by
// inplace_indices is written into that argument's storage and the argument
// itself is returned, so later readers of the argument see the mutation as
// they would in TVM.
Value EvalCallInplacePacked(const relax::Call& call, const Args& args) {
  Args callee_args(args.begin() + 1, args.end());
  Value result = CallPackedFunc(CalleeName(call), callee_args, call->span);
  std::vector<int64_t> indices = GetIntListAttr(call, "inplace_indices");
  bool single = indices.size() == 1;
  if (!single && (result.kind != Value::Kind::kTuple || result.fields.size() != indices.size())) {
    Fail(call, OpLabel(call) + ": the packed function should return a tuple of " + std::to_string(indices.size()) +
                   " outputs, one per in-place index");
  }
  std::vector<Value> outs = single ? std::vector<Value>{result} : result.fields;
  for (size_t i = 0; i < indices.size(); ++i) {
    if (indices[i] < 0) continue;
    if (indices[i] >= static_cast<int64_t>(callee_args.size()) ||
        callee_args[indices[i]].kind != Value::Kind::kTensor || outs[i].kind != Value::Kind::kTensor) {
      Fail(call, OpLabel(call) + ": in-place output " + std::to_string(i) + " and argument " +
                     std::to_string(indices[i]) + " must both be tensors");
    }
    NDArray target = callee_args[indices[i]].tensor;
    const NDArray& produced = outs[i].tensor;
    if (produced.shape() != target.shape() || produced.dtype() != target.dtype()) {
      Fail(call, OpLabel(call) + ": in-place output " + std::to_string(i) + " has shape " +
                     ShapeToString(produced.shape()) + " and dtype " + produced.dtype().ToString() +
                     ", unlike argument " + std::to_string(indices[i]) + " (" + ShapeToString(target.shape()) + ", " +
                     target.dtype().ToString() + ")");
    }
    if (!produced.SharesStorageWith(target)) target.CopyFrom(produced);
    outs[i] = TensorValue(target);
  }
  return single ? outs[0] : TupleValue(std::move(outs));
}

Value Identity(const relax::Call& call, const Args& args) { return TensorValue(TensorArg(call, args, 0)); }

}  // namespace

FEvaluate EvalCallOp(const std::string& name) {
  if (name == "shape_of") return EvalShapeOf;
  if (name == "shape_to_tensor") return EvalShapeToTensor;
  if (name == "tensor_to_shape") return EvalTensorToShape;
  if (name == "null_value") return [](const relax::Call&, const Args&) { return NoneValue(); };
  return nullptr;
}

FEvaluate EvalCallOpAtRuntime(const std::string& name) {
  // One host device: placement hints change nothing. to_vdevice copies, as
  // a transfer to another device would, so the result never aliases x.
  if (name == "hint_on_device" || name == "builtin.stop_lift_params") return Identity;
  if (name == "to_vdevice") {
    return [](const relax::Call& call, const Args& args) { return TensorValue(TensorArg(call, args, 0).Clone()); };
  }
  if (name == "builtin.alloc_tensor") return EvalAllocTensor;
  if (name == "call_pure_packed") return EvalCallPurePacked;
  if (name == "call_dps_packed") return EvalCallDPSPacked;
  if (name == "call_inplace_packed") return EvalCallInplacePacked;
  // call_tir, call_tir_inplace, call_tir_with_grad: the TIR interpreter.
  return EvalCallTIR(name);
}

}  // namespace op
}  // namespace rlx
