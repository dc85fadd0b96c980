// Reference evaluation of R.call_tir and friends through the TIR
// interpreter (eval_context.h).
#include <unordered_map>

#include "compiler/op/eval_context.h"
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace op {
namespace {

thread_local const EvalContext* current_context = nullptr;

using Bindings = std::unordered_map<const TirVarNode*, int64_t>;

// Binds the plain-variable dimensions of `sinfo` to `shape`; a variable
// seen before must agree.
void BindDims(const relax::Call& call, const StructInfo& sinfo, const std::vector<int64_t>& shape,
              const std::string& what, Bindings* bound) {
  auto t = sinfo.as<relax::TensorStructInfoNode>();
  if (!t.defined()) return;
  const std::vector<PrimExpr>* dims = t->GetShapeValues();
  if (dims == nullptr || dims->size() != shape.size()) return;
  for (size_t d = 0; d < dims->size(); ++d) {
    auto var = (*dims)[d].as<TirVarNode>();
    if (!var.defined()) continue;
    auto it = bound->find(var.get());
    if (it == bound->end()) {
      (*bound)[var.get()] = shape[d];
    } else if (it->second != shape[d]) {
      Fail(call, OpLabel(call) + ": " + what + " has shape " + ShapeToString(shape) + ", but " + var->name + " = " +
                     std::to_string(it->second) + " from an earlier argument");
    }
  }
}

std::string CalleeLabel(const relax::Call& call, const std::string& callee) {
  return "PrimFunc '" + callee + "' (called by " + OpLabel(call) + ")";
}

}  // namespace

const EvalContext* CurrentEvalContext() { return current_context; }

ScopedEvalContext::ScopedEvalContext(EvalContext ctx) : ctx_(std::move(ctx)), saved_(current_context) {
  current_context = &ctx_;
}

ScopedEvalContext::~ScopedEvalContext() { current_context = saved_; }

Value EvaluateCallTIR(const EvalContext& ctx, const relax::Call& call, const std::vector<Value>& args) {
  if (call->args.size() < 2 || args.size() < 2) Fail(call, OpLabel(call) + " expects a callee and an argument tuple");
  auto gv = call->args[0].as<relax::GlobalVarNode>();
  if (!gv.defined()) Fail(call, OpLabel(call) + " expects its callee to be a GlobalVar");
  if (!ctx.module.defined()) Fail(call, OpLabel(call) + ": the evaluation context has no module");
  ObjectRef callee = ctx.module->Lookup(gv->name);
  auto func = callee.as<tir::PrimFuncNode>();
  if (!func.defined()) {
    Fail(call, OpLabel(call) + ": '" + gv->name + "' is " +
                   (callee.defined() ? "not a TIR PrimFunc" : "not a function of the module"));
  }
  if (args[1].kind != Value::Kind::kTuple) Fail(call, OpLabel(call) + " expects argument 1 to evaluate to a tuple");
  const std::vector<Value>& inputs = args[1].fields;

  // Symbolic dimensions: from the arguments' struct info and tir_vars.
  Bindings bound;
  std::vector<NDArray> buffers;
  std::vector<int64_t> scalars;
  auto arg_tuple = ExprSInfo(call->args[1]).as<relax::TupleStructInfoNode>();
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Value& v = inputs[i];
    if (v.kind == Value::Kind::kTensor) {
      if (arg_tuple.defined() && i < arg_tuple->fields.size()) {
        BindDims(call, arg_tuple->fields[i], v.tensor.shape(), "argument " + std::to_string(i), &bound);
      }
      buffers.push_back(v.tensor);
    } else if (v.kind == Value::Kind::kPrim && !v.prim_dtype.is_floating()) {
      scalars.push_back(v.prim_int);
    } else {
      Fail(call, OpLabel(call) + ": argument " + std::to_string(i) + " is a " + ValueKindName(v.kind) +
                     (v.kind == Value::Kind::kPrim ? " of " + v.prim_dtype.ToString() : "") +
                     "; the TIR interpreter takes tensors and integer scalars");
    }
  }
  std::vector<int64_t> tir_vars;
  if (call->args.size() > 2 && args.size() > 2 && args[2].kind == Value::Kind::kShape) {
    tir_vars = args[2].shape;
    if (auto shape = call->args[2].as<relax::ShapeExprNode>()) {
      for (size_t i = 0; i < shape->values.size() && i < tir_vars.size(); ++i) {
        if (auto var = shape->values[i].as<TirVarNode>()) bound.emplace(var.get(), tir_vars[i]);
      }
    }
  }
  tir::VarLookup lookup = [&](const TirVarNode* v) -> std::optional<int64_t> {
    auto it = bound.find(v);
    if (it != bound.end()) return it->second;
    if (ctx.lookup_var) return ctx.lookup_var(v);
    return std::nullopt;
  };

  // Outputs.
  if (call->sinfo_args.size() != 1) Fail(call, OpLabel(call) + " expects one out_sinfo");
  std::vector<StructInfo> out_sinfo;
  bool single = true;
  if (auto t = call->sinfo_args[0].as<relax::TupleStructInfoNode>()) {
    out_sinfo = t->fields;
    single = false;
  } else {
    out_sinfo = {call->sinfo_args[0]};
  }
  std::vector<int64_t> inplace(out_sinfo.size(), -1);
  if (OpName(call) == "relax.call_tir_inplace") {
    inplace = GetIntListAttr(call, "inplace_indices");
    if (inplace.size() != out_sinfo.size()) {
      Fail(call, OpLabel(call) + ": there must be an in-place index for each output");
    }
  }
  std::vector<Value> outputs;
  for (size_t i = 0; i < out_sinfo.size(); ++i) {
    if (inplace[i] >= 0) {
      if (inplace[i] >= static_cast<int64_t>(inputs.size()) || inputs[inplace[i]].kind != Value::Kind::kTensor) {
        Fail(call, OpLabel(call) + ": in-place index " + std::to_string(inplace[i]) + " is not a tensor argument");
      }
      outputs.push_back(inputs[inplace[i]]);
      continue;
    }
    auto t = out_sinfo[i].as<relax::TensorStructInfoNode>();
    const std::vector<PrimExpr>* dims = t.defined() ? t->GetShapeValues() : nullptr;
    if (dims == nullptr || t->IsUnknownDtype()) {
      Fail(call, OpLabel(call) + ": output " + std::to_string(i) + " needs a known shape and dtype, got " +
                     SInfoToString(out_sinfo[i]));
    }
    std::vector<int64_t> shape;
    for (size_t d = 0; d < dims->size(); ++d) {
      try {
        shape.push_back(tir::EvaluateIntExpr((*dims)[d], lookup));
      } catch (const DiagnosticError& e) {
        Fail(call, OpLabel(call) + ": cannot size output " + std::to_string(i) + " " + SInfoToString(out_sinfo[i]) +
                       ": " + e.diagnostic().message);
      }
    }
    NDArray out = NDArray::Zeros(shape, t->dtype);
    buffers.push_back(out);
    outputs.push_back(TensorValue(out));
  }
  scalars.insert(scalars.end(), tir_vars.begin(), tir_vars.end());

  try {
    tir::InterpretPrimFunc(func, buffers, scalars);
  } catch (const DiagnosticError& e) {
    // Keep the TIR location; say which call ran it.
    Diagnostic d = e.diagnostic();
    d.message = CalleeLabel(call, gv->name) + ": " + d.message;
    if (!d.span.defined()) {
      d.span = call->span;
    } else if (call->span.defined()) {
      d.notes.push_back("called from " + call->span.Location());
    }
    throw DiagnosticError(d);
  }
  return single ? outputs[0] : TupleValue(std::move(outputs));
}

FEvaluate EvalCallTIR(const std::string& name) {
  if (name != "call_tir" && name != "call_tir_inplace" && name != "call_tir_with_grad") return nullptr;
  return [](const relax::Call& call, const std::vector<Value>& args) {
    const EvalContext* ctx = CurrentEvalContext();
    if (ctx == nullptr || !ctx->module.defined()) {
      Fail(call, OpLabel(call) +
                     " needs the module that holds its PrimFunc: evaluate it inside an op::ScopedEvalContext "
                     "(the reference interpreter sets one)");
    }
    return EvaluateCallTIR(*ctx, call, args);
  };
}

}  // namespace op
}  // namespace rlx
