// Calling conventions, allocation and device ops (src/relax/op/op.cc):
// call_tir & co., packed calls, builtin / memory / vm allocation, closures,
// shape_of, hint_on_device, to_vdevice.
//
// R.call_packed is not an op: TVM spells it as a Call whose callee is an
// ExternFunc (impure, result = sinfo_args), so it has no entry here.
#include <set>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

using relax::TensorStructInfoNode;

StructInfo VoidSInfo() { return relax::TupleSInfo({}); }

// The callee's result as TVM's ExternFunc derivation computes it: no
// sinfo_args -> R.Object, one -> it, several -> a tuple of them.
StructInfo SInfoFromSInfoArgs(const Call& call) {
  if (call->sinfo_args.empty()) return relax::ObjectSInfo();
  if (call->sinfo_args.size() == 1) return call->sinfo_args[0];
  return relax::TupleSInfo(call->sinfo_args);
}

StructInfo InferCallTIR(const Call& call) {
  if (call->sinfo_args.size() != 1) Fail(call, "sinfo_args should have exactly 1 output struct info.");
  if (call->args.size() < 2 || call->args.size() > 3) {
    Fail(call, "Operation " + OpLabel(call) + " expects two arguments [callee, arg_tuple], but " + ExprToString(call) +
                   " has " + std::to_string(call->args.size()) + " arguments.");
  }
  if (!call->args[0].is<relax::GlobalVarNode>()) {
    Fail(call,
         "R.call_tir expects the first argument to be a GlobalVar referring to a TIR PrimFunc. However, the "
         "argument " +
             ExprToString(call->args[0]) + " instead has type " + NodeKindName(call->args[0]->kind()));
  }
  if (!ExprSInfo(call->args[1]).is<relax::TupleStructInfoNode>()) {
    Fail(call, "Operation " + OpLabel(call) +
                   " expects the second argument to be a tuple of relax Expr.  However, "
                   "the second argument " +
                   ExprToString(call->args[1]) + " has type " + SInfoToString(ExprSInfo(call->args[1])) + ".");
  }
  return call->sinfo_args[0];
}

// Index checks shared by call_tir_inplace and call_inplace_packed.
void CheckInplaceIndices(const Call& call, const std::vector<int64_t>& indices, size_t num_args,
                         const std::string& fallback_op) {
  std::set<int64_t> seen;
  for (size_t i = 0; i < indices.size(); ++i) {
    int64_t index = indices[i];
    if (index < -1 || index >= static_cast<int64_t>(num_args)) {
      Fail(call, "In-place index " + std::to_string(i) + " is out of range (must be between -1 and " +
                     std::to_string(static_cast<int64_t>(num_args) - 1) + ", inclusive, but is " +
                     std::to_string(index) + ")");
    }
    if (index == -1) continue;
    if (!seen.insert(index).second) {
      Fail(call,
           "All in-place indices must be unique, but index " + std::to_string(index) + " appears more than once.");
    }
  }
  if (seen.empty()) {
    Fail(call, "At least one index must have a value other than -1 (or else simply use " + fallback_op + ")");
  }
}

StructInfo InferCallTIRInplace(const Call& call) {
  StructInfo out = InferCallTIR(call);
  std::vector<int64_t> indices = GetIntListAttr(call, "inplace_indices");
  std::vector<StructInfo> outputs;
  if (auto t = out.as<relax::TupleStructInfoNode>()) {
    outputs = t->fields;
  } else {
    outputs = {out};
  }
  if (indices.size() != outputs.size()) Fail(call, "There must be an in-place index specified for each output");
  auto tuple = call->args[1].as<relax::TupleNode>();
  size_t num_args = tuple.defined() ? tuple->fields.size()
                                    : ExprSInfo(call->args[1]).cast<relax::TupleStructInfoNode>()->fields.size();
  CheckInplaceIndices(call, indices, num_args, "call_tir");
  for (size_t i = 0; i < indices.size(); ++i) {
    if (indices[i] == -1) continue;
    auto o = outputs[i].as<TensorStructInfoNode>();
    if (!o.defined() || !o->shape.defined() || o->IsUnknownDtype()) {
      Fail(call,
           "The output struct info for an in-place mutation must be a tensor with a defined shape and dtype, "
           "but output " +
               std::to_string(i) + " has struct info " + SInfoToString(outputs[i]));
    }
    if (!tuple.defined()) continue;
    StructInfo in_s = ExprSInfo(tuple->fields[indices[i]]);
    auto in = in_s.as<TensorStructInfoNode>();
    bool same = in.defined() && in->dtype == o->dtype;
    if (same) {
      auto a = KnownShape(in), b = KnownShape(o);
      same = a && b && a->size() == b->size();
      for (size_t d = 0; same && d < a->size(); ++d) same = DimsEqual((*a)[d], (*b)[d]);
    }
    if (!same) {
      Fail(call,
           "The input used for an in-place mutation must be a tensor with identical shape and dtype as the "
           "output.  However, output " +
               std::to_string(i) + " with struct info " + SInfoToString(outputs[i]) +
               " is specified as an in-place mutation of input " + std::to_string(indices[i]) + " with struct info " +
               SInfoToString(in_s));
    }
  }
  return out;
}

StructInfo InferCallDPSPacked(const Call& call) {
  if (call->sinfo_args.size() != 1) Fail(call, "sinfo_args should have exact 1 output struct info.");
  return call->sinfo_args[0];
}

// The callee of a packed call must be opaque: an ExternFunc, or anything
// whose struct info is a callable without a known signature.
void CheckOpaqueCallee(const Call& call, const std::string& op_title) {
  const Expr& callee = call->args[0];
  if (callee.is<relax::OpNode>()) Fail(call, op_title + " cannot be used with an op node");
  if (callee.is<relax::ExternFuncNode>()) return;
  StructInfo s = ExprSInfo(callee);
  auto f = s.as<relax::FuncStructInfoNode>();
  if (!f.defined()) Fail(call, "Callee must have a function type");
  if (f->params) {
    Fail(call, op_title + " must be called with an opaque function, but " + ExprToString(callee) + " is not opaque");
  }
}

StructInfo InferCallPurePacked(const Call& call) {
  if (call->args.empty()) Fail(call, "call_pure_packed must be called with at least one argument");
  CheckOpaqueCallee(call, "call_pure_packed");
  return SInfoFromSInfoArgs(call);
}

StructInfo InferCallInplacePacked(const Call& call) {
  if (call->args.size() <= 1) {
    Fail(call,
         "call_inplace_packed must be called with at least two arguments (the packed call and at least one "
         "argument to the packed callif the packed call does not need arguments, use call_pure_packed instead)");
  }
  CheckOpaqueCallee(call, "call_pure_packed");
  CheckInplaceIndices(call, GetIntListAttr(call, "inplace_indices"), call->args.size() - 1, "call_pure_packed");
  return SInfoFromSInfoArgs(call);
}

StructInfo InferCallBuiltinWithCtx(const Call& call) {
  if (call->sinfo_args.empty()) return VoidSInfo();
  return call->sinfo_args[0];
}

DataType DTypeImmArg(const Call& call, size_t i) {
  if (auto d = call->args[i].as<relax::DataTypeImmNode>()) return d->value;
  Fail(call, OpLabel(call) + " expects argument " + std::to_string(i) +
                 " to be a DataTypeImm (R.dtype(...)), but got " + ExprToString(call->args[i]));
}

StructInfo InferBuiltinAllocTensor(const Call& call) {
  CheckNumArgs(call);
  if (!call->args[0].is<relax::ShapeExprNode>()) {
    Fail(call, OpLabel(call) + " expects the shape to be a ShapeExpr, but got " + ExprToString(call->args[0]));
  }
  // TVM also attaches the module's vdevice at runtime_device_index; inference
  // here has no module, so the result carries no vdevice.
  return MakeTensorWithShapeExpr(call->args[0], DTypeImmArg(call, 1));
}

StructInfo InferMemAllocTensor(const Call& call) {
  if (call->args.size() != 4 && call->args.size() != 5) CheckNumArgs(call);
  if (!ExprSInfo(call->args[2]).is<relax::ShapeStructInfoNode>()) {
    Fail(call, OpLabel(call) + " expects the shape to be an expression of ShapeStructInfo, but got " +
                   ExprToString(call->args[2]));
  }
  return MakeTensorWithShapeExpr(call->args[2], DTypeImmArg(call, 3));
}

StructInfo InferVMAllocTensor(const Call& call) {
  if (call->args.size() != 4 && call->args.size() != 5) CheckNumArgs(call);
  DataType dtype = DTypeImmArg(call, 3);
  if (auto s = call->args[2].as<relax::ShapeExprNode>()) return MakeTensor(s->values, dtype);
  if (auto s = ExprSInfo(call->args[2]).as<relax::ShapeStructInfoNode>()) {
    if (s->values) return MakeTensor(*s->values, dtype);
    return MakeTensorNdim(dtype, s->ndim);
  }
  return MakeTensorNdim(dtype, -1);
}

StructInfo InferShapeOf(const Call& call) {
  CheckNumArgs(call);
  StructInfo s = ArgSInfo(call, 0);
  auto t = s.as<TensorStructInfoNode>();
  if (!t.defined()) {
    Fail(call, "shape_of expects a tensor input, but received " + SInfoToString(s) + "; use MatchCast if necessary");
  }
  if (t->IsUnknownNdim()) return relax::ShapeSInfoNdim(-1);
  if (auto values = t->GetShapeValues()) return relax::ShapeSInfo(*values);
  return relax::ShapeSInfoNdim(t->ndim);
}

StructInfo InferTensorToShape(const Call& call) {
  CheckNumArgs(call);
  TensorStructInfo t = GetInputTensor(call, 0);
  if (t->ndim != 1) {
    Fail(call, "relax.tensor_to_shape expected argument to be 1-d, but " + ExprToString(call) + " has argument " +
                   ExprToString(call->args[0]) + " with struct info " + SInfoToString(t));
  }
  if (auto values = t->GetShapeValues()) {
    int64_t n = 0;
    if (AsConstInt((*values)[0], &n)) return relax::ShapeSInfoNdim(static_cast<int>(n));
  }
  return relax::ShapeSInfoNdim(-1);
}

StructInfo InferShapeToTensor(const Call& call) {
  CheckNumArgs(call);
  StructInfo s = ArgSInfo(call, 0);
  auto shape = s.as<relax::ShapeStructInfoNode>();
  if (!shape.defined()) Fail(call, "shape_to_tensor expects a shape input, but received " + SInfoToString(s));
  return MakeTensor({Int64(shape->ndim)}, DataType::Int(64));
}

StructInfo InferHintOnDevice(const Call& call) { return GetInputTensors(call)[0]; }

// dst_vdevice: a VDevice node, or the text TVMScript uses ("cuda",
// "cuda:0", "opencl:1:global": target kind, index, memory scope).
VDevice ParseVDevice(const Call& call, const ObjectRef& v) {
  if (auto vd = v.as<relax::VDeviceNode>()) return vd;
  auto s = v.as<StringNode>();
  if (!s.defined()) Fail(call, OpLabel(call) + " expects dst_vdevice to be a vdevice such as \"cuda:0\"");
  std::string text = s->value;
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t colon = text.find(':', start);
    parts.push_back(text.substr(start, colon - start));
    if (colon == std::string::npos) break;
    start = colon + 1;
  }
  int64_t index = 0;
  if (parts.size() > 1) {
    try {
      index = std::stoll(parts[1]);
    } catch (const std::exception&) {
      Fail(call, OpLabel(call) + " got a malformed vdevice \"" + text + "\"");
    }
  }
  std::string scope = parts.size() > 2 ? parts[2] : "global";
  return Make<relax::VDeviceNode>(Target::Parse(parts[0]), index, scope);
}

StructInfo InferToVDevice(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  VDevice vdevice = ParseVDevice(call, GetAttr(call, "dst_vdevice"));
  return Make<TensorStructInfoNode>(x->shape, x->dtype, x->ndim, vdevice);
}

StructInfo InferInvokeClosure(const Call& call) { return SInfoFromSInfoArgs(call); }

OpDef Def(const std::string& name, const std::string& script, std::vector<ParamSpec> params, const std::string& doc,
          FInferStructInfo infer, bool pure = true) {
  OpDef def = MakeOpDef(name, script, std::move(params), OpPatternKind::kOpaque, doc, std::move(infer));
  def.pure = pure;
  def.evaluate = EvalCallOp(name.substr(6));
  def.runtime_evaluate = EvalCallOpAtRuntime(name.substr(6));
  return def;
}

ParamSpec OutSInfo() { return SInfoParam("out_sinfo", {"out_ty"}); }
ParamSpec SInfoArgs(bool required = true) { return SInfoParam("sinfo_args", {"ty_args"}, required); }

}  // namespace

void RegisterCallOps(OpRegistry* r) {
  r->Register(Def("relax.call_tir", "R.call_tir",
                  {Arg("gvar", ArgKind::kCallee), Arg("args", ArgKind::kArgTuple), OutSInfo(),
                   OptionalArg("tir_vars", ArgKind::kShape)},
                  "Calls a TIR PrimFunc in destination-passing style; the result is out_sinfo.", InferCallTIR));
  r->Register(Def("relax.call_tir_inplace", "R.call_tir_inplace",
                  {Arg("gvar", ArgKind::kCallee), Arg("args", ArgKind::kArgTuple),
                   Attr("inplace_indices", AttrKind::kIntList), OutSInfo(), OptionalArg("tir_vars", ArgKind::kShape)},
                  "Calls a TIR PrimFunc that writes some outputs into its inputs.", InferCallTIRInplace));
  r->Register(Def("relax.call_tir_with_grad", "R.call_tir_with_grad",
                  {Arg("gvar", ArgKind::kCallee), Arg("args", ArgKind::kArgTuple), OutSInfo(),
                   Attr("te_grad_name", AttrKind::kString), NoneAttr("te_grad_kwargs", AttrKind::kAny),
                   OptionalArg("tir_vars", ArgKind::kShape)},
                  "call_tir annotated with the TE function computing its gradient.", InferCallTIR));
  r->Register(Def("relax.call_dps_packed", "R.call_dps_packed",
                  {Arg("func", ArgKind::kCallee), Arg("args", ArgKind::kArgTuple), OutSInfo()},
                  "Calls a packed function in destination-passing style; the result is out_sinfo.",
                  InferCallDPSPacked));
  r->Register(Def("relax.call_pure_packed", "R.call_pure_packed",
                  {Arg("func", ArgKind::kCallee), VariadicArg("args"), SInfoArgs()},
                  "Calls a packed function that is known to be pure; the result is sinfo_args.", InferCallPurePacked));
  r->Register(Def(
      "relax.call_inplace_packed", "R.call_inplace_packed",
      {Arg("func", ArgKind::kCallee), VariadicArg("args"), Attr("inplace_indices", AttrKind::kIntList), SInfoArgs()},
      "Calls a packed function that mutates some arguments in place.", InferCallInplacePacked));
  r->Register(Def("relax.call_builtin_with_ctx", "R.call_builtin_with_ctx",
                  {Arg("func", ArgKind::kCallee), Arg("args", ArgKind::kArgTuple), SInfoArgs(false)},
                  "Calls a VM builtin that takes the VM context first.", InferCallBuiltinWithCtx, false));
  r->Register(Def("relax.builtin.alloc_tensor", "R.builtin.alloc_tensor",
                  {Arg("shape", ArgKind::kShape), Arg("dtype", ArgKind::kDataTypeImm),
                   Arg("runtime_device_index", ArgKind::kPrimValue),
                   OptionalArg("storage_scope", ArgKind::kStringImm, StringValue("global"))},
                  "Allocates a tensor of the given shape and dtype.", InferBuiltinAllocTensor));
  r->Register(Def("relax.builtin.stop_lift_params", "R.builtin.stop_lift_params", {Arg("x")},
                  "Marks a value that LiftTransformParams must not lift.",
                  [](const Call& call) { return InferUnaryElementwise(call, false, false); }));
  r->Register(Def("relax.memory.alloc_storage", "R.memory.alloc_storage",
                  {Arg("size", ArgKind::kShape), Arg("virtual_device_index", ArgKind::kPrimValue),
                   Arg("storage_scope", ArgKind::kStringImm), Arg("dtype", ArgKind::kDataTypeImm)},
                  "Allocates a storage block to place tensors in.", [](const Call&) { return relax::ObjectSInfo(); }));
  r->Register(
      Def("relax.memory.alloc_tensor", "R.memory.alloc_tensor",
          {Arg("storage", ArgKind::kExpr), Arg("offset", ArgKind::kPrimValue), Arg("shape", ArgKind::kShape),
           Arg("dtype", ArgKind::kDataTypeImm), OptionalArg("runtime_device_index", ArgKind::kPrimValue, IntValue(0))},
          "Places a tensor in a storage block at an offset.", InferMemAllocTensor));
  r->Register(Def(
      "relax.memory.kill_storage", "R.memory.kill_storage", {Arg("storage", ArgKind::kExpr)},
      "Releases a storage block.", [](const Call&) { return VoidSInfo(); }, false));
  r->Register(Def(
      "relax.memory.kill_tensor", "R.memory.kill_tensor", {Arg("tensor", ArgKind::kExpr)},
      "Releases a tensor placed in a storage block.", [](const Call&) { return VoidSInfo(); }, false));
  r->Register(Def(
      "relax.vm.alloc_storage", "R.vm.alloc_storage",
      {Arg("shape", ArgKind::kShape), Arg("runtime_device_index", ArgKind::kPrimValue),
       Arg("dtype", ArgKind::kDataTypeImm), OptionalArg("storage_scope", ArgKind::kStringImm, StringValue("global"))},
      "VM storage allocation.", [](const Call&) { return relax::ObjectSInfo(); }));
  r->Register(
      Def("relax.vm.alloc_tensor", "R.vm.alloc_tensor",
          {Arg("storage", ArgKind::kExpr), Arg("offset", ArgKind::kPrimValue), Arg("shape", ArgKind::kShape),
           Arg("dtype", ArgKind::kDataTypeImm), OptionalArg("runtime_device_index", ArgKind::kPrimValue, IntValue(0))},
          "VM tensor allocation inside a storage.", InferVMAllocTensor));
  r->Register(Def(
      "relax.vm.kill_object", "R.vm.kill_object", {Arg("obj", ArgKind::kExpr)}, "Releases a VM register.",
      [](const Call&) { return VoidSInfo(); }, false));
  r->Register(Def(
      "relax.vm.call_tir_dyn", "R.vm.call_tir_dyn", {Arg("func", ArgKind::kCallee), Arg("args", ArgKind::kArgTuple)},
      "Calls a PrimFunc with outputs and symbolic shape values appended to the arguments.",
      [](const Call&) { return VoidSInfo(); }, false));
  r->Register(Def("relax.make_closure", "R.make_closure",
                  {Arg("func", ArgKind::kCallee), Arg("args", ArgKind::kArgTuple)},
                  "Captures a function and values as a VM closure.", [](const Call&) { return relax::ObjectSInfo(); }));
  r->Register(Def("relax.invoke_closure", "R.invoke_closure",
                  {Arg("closure", ArgKind::kExpr), Arg("args", ArgKind::kArgTuple), SInfoArgs(false)},
                  "Invokes a VM closure; the result is sinfo_args.", InferInvokeClosure, false));
  r->Register(Def("relax.invoke_pure_closure", "R.invoke_pure_closure",
                  {Arg("closure", ArgKind::kExpr), Arg("args", ArgKind::kArgTuple), SInfoArgs(false)},
                  "Invokes a pure VM closure; the result is sinfo_args.", InferInvokeClosure));
  r->Register(Def("relax.null_value", "R.null_value", {}, "The null object.",
                  [](const Call&) { return relax::ObjectSInfo(); }));
  r->Register(
      Def("relax.shape_of", "R.shape_of", {Arg("expr")}, "The shape of a tensor as a Shape value.", InferShapeOf));
  r->Register(Def("relax.tensor_to_shape", "R.tensor_to_shape", {Arg("expr")},
                  "Converts a 1-D int64 tensor into a Shape value.", InferTensorToShape));
  r->Register(Def("relax.shape_to_tensor", "R.shape_to_tensor", {Arg("expr", ArgKind::kShape)},
                  "Converts a Shape value into a 1-D int64 tensor.", InferShapeToTensor));
  r->Register(Def("relax.hint_on_device", "R.hint_on_device",
                  {Arg("data"), Attr("dst_vdevice", AttrKind::kAny),
                   Attr("memory_scope", AttrKind::kString, StringValue("global"))},
                  "Hints that a value should live on a device (resolved by RealizeVDevice).", InferHintOnDevice));
  r->Register(Def("relax.to_vdevice", "R.to_vdevice", {Arg("data"), Attr("dst_vdevice", AttrKind::kAny)},
                  "Copies a tensor to another virtual device.", InferToVDevice));
}

}  // namespace op
}  // namespace rlx
