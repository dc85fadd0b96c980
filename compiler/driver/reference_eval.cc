#include "compiler/driver/reference_eval.h"

#include <optional>
#include <unordered_map>
#include <utility>

#include "compiler/driver/prim_eval.h"
#include "compiler/driver/sinfo_match.h"
#include "compiler/op/eval_context.h"
#include "compiler/op/evaluators.h"
#include "compiler/op/packed_funcs.h"

namespace rlx {
namespace driver {
namespace {

using op::Value;

// A thrown error without a location gets `span` (errors of the reference
// kernels and packed functions do not know where they were called from).
template <typename F>
auto AtSpan(const Span& span, F f) -> decltype(f()) {
  try {
    return f();
  } catch (const DiagnosticError& e) {
    if (e.diagnostic().span.defined() || !span.defined()) throw;
    Diagnostic d = e.diagnostic();
    d.span = span;
    throw DiagnosticError(d);
  }
}

Span SpanOf(const relax::Binding& b) {
  if (b->span.defined()) return b->span;
  if (auto vb = b.as<relax::VarBindingNode>()) {
    if (vb->value->span.defined()) return vb->value->span;
  } else if (auto mc = b.as<relax::MatchCastNode>()) {
    if (mc->value->span.defined()) return mc->value->span;
  }
  return b->var->span;
}

std::string ParamNames(const relax::Function& f) {
  std::string out;
  for (size_t i = 0; i < f->params.size(); ++i) out += (i ? ", " : "") + f->params[i]->name;
  return out;
}

// The module's Relax function `name`, or a DiagnosticError listing what
// the module has.
relax::Function FindFunction(const IRModule& mod, const std::string& name, const Span& span) {
  ObjectRef f = mod->Lookup(name);
  if (!f.defined()) {
    std::string names;
    for (const auto& kv : mod->functions) names += (names.empty() ? "" : ", ") + kv.first;
    ThrowError(span, "the module has no function '" + name + "'; its functions are: " + names);
  }
  if (auto fn = f.as<relax::FunctionNode>()) return fn;
  ThrowError(span, "'" + name +
                       "' is a TIR PrimFunc; the reference evaluator runs Relax functions only (PrimFuncs need TIR "
                       "execution)");
}

class Interpreter {
 public:
  Interpreter(IRModule mod, const EvalOptions& options) : mod_(std::move(mod)), options_(options) {}

  Value Call(const std::string& name, const relax::Function& f, const std::vector<Value>& args, const Span& site) {
    if (args.size() != f->params.size()) {
      ThrowError(site.defined() ? site : f->span, "function '" + name + "' takes " + std::to_string(f->params.size()) +
                                                      " argument" + (f->params.size() == 1 ? "" : "s") + " (" +
                                                      ParamNames(f) + "), got " + std::to_string(args.size()));
    }
    if (depth_ >= options_.max_call_depth) {
      ThrowError(site, "call depth limit of " + std::to_string(options_.max_call_depth) + " exceeded calling '" + name +
                           "' (unbounded recursion?)");
    }
    struct DepthGuard {
      int* depth;
      ~DepthGuard() { --*depth; }
    } guard{&depth_};
    ++depth_;
    Frame frame;
    frame.name = name;
    // All parameters form one match, so a compound dimension may use a
    // variable that a later parameter defines.
    StructInfoMatcher matcher(&frame.symbols, site, Lookup(&frame));
    for (size_t i = 0; i < args.size(); ++i) {
      const relax::Var& p = f->params[i];
      AtSpan(p->span.defined() ? p->span : site, [&] {
        matcher.Add(p->struct_info(), args[i], "parameter '" + p->name + "'");
        return 0;
      });
      frame.vars[p.get()] = args[i];
    }
    AtSpan(site.defined() ? site : f->span, [&] {
      matcher.Finish();
      return 0;
    });
    Value result = Eval(f->body, &frame);
    Span ret_span = f->body->span.defined() ? f->body->span : site;
    MatchStructInfo(f->ret_struct_info, result, "the result of '" + name + "'", ret_span, &frame.symbols,
                    Lookup(&frame));
    return result;
  }

 private:
  struct Frame {
    std::string name;
    std::unordered_map<const relax::VarNode*, Value> vars;
    SymbolTable symbols;
  };

  VarValueLookup Lookup(Frame* frame) {
    return [frame](const relax::VarNode* v) -> const Value* {
      auto it = frame->vars.find(v);
      return it == frame->vars.end() ? nullptr : &it->second;
    };
  }

  Value Eval(const relax::Expr& e, Frame* frame) {
    switch (e->kind()) {
      case NodeKind::kRelaxVar:
      case NodeKind::kDataflowVar: {
        auto v = e.as<relax::VarNode>();
        auto it = frame->vars.find(v.get());
        if (it == frame->vars.end()) {
          ThrowError(e->span, "variable '" + v->name + "' has no value in '" + frame->name + "'");
        }
        return it->second;
      }
      case NodeKind::kConstant:
        return op::TensorValue(e.as<relax::ConstantNode>()->data);
      case NodeKind::kTuple: {
        std::vector<Value> fields;
        for (const relax::Expr& f : e.as<relax::TupleNode>()->fields) fields.push_back(Eval(f, frame));
        return op::TupleValue(std::move(fields));
      }
      case NodeKind::kTupleGetItem:
        return EvalTupleGetItem(e.as<relax::TupleGetItemNode>(), frame);
      case NodeKind::kShapeExpr: {
        std::vector<int64_t> dims;
        for (const PrimExpr& d : e.as<relax::ShapeExprNode>()->values) {
          PrimScalar v = AtSpan(e->span, [&] { return EvalPrimExpr(d, frame->symbols); });
          if (v.is_floating()) ThrowError(e->span, "a shape dimension evaluated to the float " + v.ToString());
          dims.push_back(v.i);
        }
        return op::ShapeValue(std::move(dims));
      }
      case NodeKind::kPrimValue: {
        PrimScalar v =
            AtSpan(e->span, [&] { return EvalPrimExpr(e.as<relax::PrimValueNode>()->value, frame->symbols); });
        return v.is_floating() ? op::PrimFloatValue(v.f, v.dtype) : op::PrimIntValue(v.i, v.dtype);
      }
      case NodeKind::kRelaxStringImm: {
        Value v;
        v.kind = Value::Kind::kString;
        v.str = e.as<relax::StringImmNode>()->value;
        return v;
      }
      case NodeKind::kDataTypeImm: {
        Value v;
        v.kind = Value::Kind::kDataType;
        v.prim_dtype = e.as<relax::DataTypeImmNode>()->value;
        return v;
      }
      case NodeKind::kExternFunc: {
        Value v;
        v.kind = Value::Kind::kString;
        v.str = e.as<relax::ExternFuncNode>()->global_symbol;
        return v;
      }
      case NodeKind::kGlobalVar: {
        // The callee argument of R.call_tir; its evaluator looks the
        // function up in the module by name.
        Value v;
        v.kind = Value::Kind::kString;
        v.str = e.as<relax::GlobalVarNode>()->name;
        return v;
      }
      case NodeKind::kCall:
        return EvalCall(e.as<relax::CallNode>(), frame);
      case NodeKind::kIf:
        return EvalIf(e.as<relax::IfNode>(), frame);
      case NodeKind::kSeqExpr:
        return EvalSeq(e.as<relax::SeqExprNode>(), frame);
      default:
        break;
    }
    ThrowError(e->span, std::string("the reference evaluator does not support ") + NodeKindName(e->kind()) +
                            " values (in '" + frame->name + "')");
  }

  Value EvalTupleGetItem(const Ref<relax::TupleGetItemNode>& t, Frame* frame) {
    Value tuple = Eval(t->tuple, frame);
    if (tuple.kind != Value::Kind::kTuple) {
      ThrowError(t->span, "indexing a " + op::ValueKindName(tuple.kind) + " as a tuple");
    }
    if (t->index < 0 || t->index >= static_cast<int64_t>(tuple.fields.size())) {
      ThrowError(t->span, "tuple index " + std::to_string(t->index) + " is out of range for a tuple of " +
                              std::to_string(tuple.fields.size()) + " fields");
    }
    return tuple.fields[t->index];
  }

  Value EvalSeq(const relax::SeqExpr& seq, Frame* frame) {
    for (const relax::BindingBlock& block : seq->blocks) {
      for (const relax::Binding& b : block->bindings) EvalBinding(b, frame);
    }
    return Eval(seq->body, frame);
  }

  void EvalBinding(const relax::Binding& b, Frame* frame) {
    const relax::Var& var = b->var;
    if (auto mc = b.as<relax::MatchCastNode>()) {
      Value v = Eval(mc->value, frame);
      MatchStructInfo(mc->struct_info, v, "match_cast to '" + var->name + "'", SpanOf(b), &frame->symbols,
                      Lookup(frame));
      frame->vars[var.get()] = std::move(v);
      return;
    }
    auto vb = b.cast<relax::VarBindingNode>();
    Value v = Eval(vb->value, frame);
    if (options_.check_bindings) {
      MatchStructInfo(var->struct_info(), v, "variable '" + var->name + "'", SpanOf(b), &frame->symbols, Lookup(frame));
    }
    frame->vars[var.get()] = std::move(v);
  }

  Value EvalIf(const relax::If& node, Frame* frame) {
    Value cond = Eval(node->cond, frame);
    bool taken;
    if (cond.kind == Value::Kind::kPrim) {
      taken = cond.prim_dtype.is_floating() ? cond.prim_float != 0 : cond.prim_int != 0;
    } else if (cond.kind == Value::Kind::kTensor && cond.tensor.NumElements() == 1 && cond.tensor.ndim() == 0) {
      taken = cond.tensor.dtype().is_floating() ? cond.tensor.GetDouble(0) != 0 : cond.tensor.GetInt(0) != 0;
    } else {
      std::string got = cond.kind == Value::Kind::kTensor ? "a tensor of shape " + ShapeToString(cond.tensor.shape())
                                                          : "a " + op::ValueKindName(cond.kind);
      ThrowError(node->cond->span.defined() ? node->cond->span : node->span,
                 "an if condition must be a scalar (0-d) tensor or a PrimValue, got " + got);
    }
    return Eval(taken ? node->then_branch : node->else_branch, frame);
  }

  std::vector<Value> EvalArgs(const relax::Call& call, Frame* frame) {
    std::vector<Value> args;
    for (const relax::Expr& a : call->args) args.push_back(Eval(a, frame));
    return args;
  }

  Value EvalCall(const relax::Call& call, Frame* frame) {
    if (auto op = call->op.as<relax::OpNode>()) {
      const op::OpDef* def = op::OpRegistry::Global().Find(op->name);
      if (def == nullptr) ThrowError(call->span, "unknown operator '" + op->name + "'");
      if (op->name == "relax.vm.call_tir_dyn") {
        ThrowError(call->span, def->script_name + " (lowered VM code) is not supported by the reference evaluator");
      }
      const op::FEvaluate& evaluate = def->evaluate ? def->evaluate : def->runtime_evaluate;
      if (!evaluate) {
        ThrowError(call->span, "the reference evaluator cannot compute " + def->script_name + ": " + def->name +
                                   " has no reference kernel");
      }
      std::vector<Value> args = EvalArgs(call, frame);
      // R.call_tir runs a PrimFunc of this module (op/eval_context.h).
      op::EvalContext context;
      context.module = mod_;
      context.packed_funcs = options_.packed_funcs;
      context.lookup_var = [frame](const TirVarNode* v) -> std::optional<int64_t> {
        const PrimScalar* s = frame->symbols.Lookup(v);
        if (s == nullptr || s->is_floating()) return std::nullopt;
        return s->i;
      };
      op::ScopedEvalContext scope(std::move(context));
      return AtSpan(call->span, [&] { return evaluate(call, args); });
    }
    if (auto gv = call->op.as<relax::GlobalVarNode>()) {
      relax::Function callee = FindFunction(mod_, gv->name, call->span);
      std::vector<Value> args = EvalArgs(call, frame);
      return Call(gv->name, callee, args, call->span);
    }
    if (auto ext = call->op.as<relax::ExternFuncNode>()) {
      std::vector<Value> args = EvalArgs(call, frame);
      return op::CallPackedFunc(ext->global_symbol, args, call->span, options_.packed_funcs);
    }
    ThrowError(call->span, std::string("the reference evaluator cannot call a ") + NodeKindName(call->op->kind()) +
                               " (function values are not supported)");
  }

  IRModule mod_;
  EvalOptions options_;
  int depth_ = 0;
};

void Flatten(const Value& v, const std::string& where, std::vector<NDArray>* out) {
  switch (v.kind) {
    case Value::Kind::kTensor:
      out->push_back(v.tensor);
      return;
    case Value::Kind::kTuple:
      for (size_t i = 0; i < v.fields.size(); ++i) Flatten(v.fields[i], where + "[" + std::to_string(i) + "]", out);
      return;
    case Value::Kind::kShape:
      out->push_back(NDArray::FromVector({static_cast<int64_t>(v.shape.size())}, v.shape, DataType::Int(64)));
      return;
    case Value::Kind::kPrim: {
      NDArray a = NDArray::Empty({}, v.prim_dtype);
      if (v.prim_dtype.is_floating()) {
        a.SetDouble(0, v.prim_float);
      } else {
        a.SetInt(0, v.prim_int);
      }
      out->push_back(a);
      return;
    }
    default:
      ThrowError("the result" + where + " is " +
                 (v.kind == Value::Kind::kNone ? "None" : "a " + op::ValueKindName(v.kind)) +
                 ", which has no array form");
  }
}

}  // namespace

op::Value EvaluateFunction(const IRModule& mod, const std::string& func_name, const std::vector<op::Value>& args,
                           const EvalOptions& options) {
  relax::Function f = FindFunction(mod, func_name, Span());
  return Interpreter(mod, options).Call(func_name, f, args, Span());
}

std::vector<op::Value> ArgsFromArrays(const IRModule& mod, const std::string& func_name,
                                      const std::vector<NDArray>& arrays) {
  relax::Function f = FindFunction(mod, func_name, Span());
  std::vector<op::Value> args;
  for (size_t i = 0; i < arrays.size(); ++i) {
    const NDArray& a = arrays[i];
    relax::StructInfo sinfo = i < f->params.size() ? f->params[i]->struct_info() : relax::StructInfo();
    if (sinfo.is<relax::PrimStructInfoNode>()) {
      if (a.NumElements() != 1) {
        ThrowError("parameter '" + f->params[i]->name +
                   "' is a scalar (R.Prim); its input must have one element, got "
                   "shape " +
                   ShapeToString(a.shape()));
      }
      args.push_back(a.dtype().is_floating() ? op::PrimFloatValue(a.GetDouble(0), a.dtype())
                                             : op::PrimIntValue(a.GetInt(0), a.dtype()));
    } else if (sinfo.is<relax::ShapeStructInfoNode>()) {
      if (a.ndim() != 1 || !a.dtype().is_integer()) {
        ThrowError("parameter '" + f->params[i]->name +
                   "' is a shape (R.Shape); its input must be a 1-D integer "
                   "array, got " +
                   a.dtype().ToString() + " of shape " + ShapeToString(a.shape()));
      }
      args.push_back(op::ShapeValue(a.ToIntVector()));
    } else {
      args.push_back(op::TensorValue(a));
    }
  }
  return args;
}

std::vector<NDArray> FlattenToTensors(const op::Value& value) {
  std::vector<NDArray> out;
  Flatten(value, "", &out);
  return out;
}

}  // namespace driver
}  // namespace rlx
