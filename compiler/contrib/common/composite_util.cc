#include "compiler/contrib/common/composite_util.h"

#include <map>
#include <unordered_map>

#include "compiler/backend/check_util.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace backend {
namespace contrib {

using namespace relax;  // NOLINT

namespace {

std::string StrAttr(const Function& f, const std::string& key) {
  if (!f.defined() || !f->attrs.defined()) return "";
  ObjectRef v = f->attrs->Get(key);
  if (auto s = v.as<StringNode>()) return s->value;
  if (auto s = v.as<relax::StringImmNode>()) return s->value;
  return "";
}

std::vector<VarBinding> VarBindings(const Expr& body, const CompositeCall& call, const Span& span) {
  std::vector<VarBinding> out;
  auto seq = body.as<SeqExprNode>();
  if (!seq.defined()) FailComposite(call, span, "the body is not a sequence of bindings");
  for (const BindingBlock& block : seq->blocks) {
    for (const Binding& b : block->bindings) {
      auto vb = b.as<VarBindingNode>();
      if (!vb.defined()) FailComposite(call, b->var->span, "match_cast is not supported here");
      out.push_back(vb);
    }
  }
  return out;
}

const std::map<std::string, std::string>& Activations() {
  static const auto* m = new std::map<std::string, std::string>{{"relax.nn.relu", "relu"},
                                                                {"relax.nn.gelu", "gelu"},
                                                                {"relax.nn.gelu_tanh", "gelu_tanh"},
                                                                {"relax.nn.silu", "silu"}};
  return *m;
}

}  // namespace

void FailComposite(const CompositeCall& call, const Span& span, const std::string& message) {
  std::string where = call.composite.empty() ? "" : " (composite '" + call.composite + "')";
  ThrowError(span, call.codegen + " codegen: in '" + call.name + "'" + where + ": " + message);
}

CompositeCall SingleCompositeOf(const Function& func, const std::string& name, const std::string& codegen) {
  CompositeCall call;
  call.codegen = codegen;
  call.name = name;
  call.func = func;
  std::unordered_map<const VarNode*, Function> composites;
  Call the_call;
  for (const VarBinding& vb : VarBindings(func->body, call, func->span)) {
    if (auto f = vb->value.as<FunctionNode>()) {
      if (StrAttr(f, "Composite").empty()) {
        FailComposite(call, vb->var->span, "local function '" + vb->var->name + "' is not a composite");
      }
      composites[vb->var.get()] = f;
      continue;
    }
    auto c = vb->value.as<CallNode>();
    auto callee = c.defined() ? c->op.as<VarNode>() : Var();
    if (!callee.defined() || composites.count(callee.get()) == 0 || the_call.defined()) {
      FailComposite(call, vb->var->span,
                    "expected exactly one call of a composite function (as partition_for_" + codegen + " makes)");
    }
    the_call = c;
  }
  if (!the_call.defined()) FailComposite(call, func->span, "no composite function is called");
  call.body = composites.at(the_call->op.as<VarNode>().get());
  call.composite = StrAttr(call.body, "Composite");
  call.args = the_call->args;
  if (call.body->params.size() != call.args.size()) {
    FailComposite(call, the_call->span, "the composite is called with the wrong number of arguments");
  }
  return call;
}

CompositeOperand OperandOf(const CompositeCall& call, const Expr& e, const Span& span) {
  CompositeOperand op;
  op.expr = e;
  if (auto v = e.as<VarNode>()) {
    for (size_t i = 0; i < call.body->params.size(); ++i) {
      if (call.body->params[i].get() != v.get()) continue;
      const Expr& arg = call.args[i];
      if (arg.as<ConstantNode>().defined()) {
        op.constant = arg;
        return op;
      }
      auto outer = arg.as<VarNode>();
      for (size_t j = 0; outer.defined() && j < call.func->params.size(); ++j) {
        if (call.func->params[j].get() == outer.get()) {
          op.param_index = static_cast<int64_t>(j);
          return op;
        }
      }
      FailComposite(call, span, "composite argument " + std::to_string(i) + " is not a parameter or a constant");
    }
    FailComposite(call, span, "'" + v->name + "' is not a parameter of the composite");
  }
  if (e.as<ConstantNode>().defined()) {
    op.constant = e;
    return op;
  }
  FailComposite(call, span, "an operand must be a parameter or a constant");
}

GemmChain GemmChainOf(const CompositeCall& call) {
  GemmChain chain;
  std::vector<VarBinding> bindings = VarBindings(call.body->body, call, call.body->span);
  std::unordered_map<const VarNode*, Call> transposes;  // var -> permute_dims of a parameter
  const VarNode* last = nullptr;
  auto is_last = [&](const Expr& e) { return last != nullptr && e.as<VarNode>().get() == last; };
  enum Stage { kBeforeRoot, kRoot, kBias, kActivation, kResidual, kResidualActivation } stage = kBeforeRoot;
  for (const VarBinding& vb : bindings) {
    const Span& span = vb->var->span;
    Call c = vb->value.as<CallNode>();
    std::string op = CallOpName(c);
    if (op.empty()) FailComposite(call, span, "'" + vb->var->name + "' is not an operator call");
    if (stage == kBeforeRoot && op == "relax.permute_dims") {
      transposes[vb->var.get()] = c;
      continue;
    }
    if (stage == kBeforeRoot && (op == "relax.matmul" || op == "relax.nn.conv2d")) {
      if (c->args.size() != 2) FailComposite(call, span, op + " takes two operands");
      chain.root_op = op;
      chain.root = c;
      chain.lhs = OperandOf(call, c->args[0], span);
      Expr rhs = c->args[1];
      if (auto v = rhs.as<VarNode>(); v.defined() && transposes.count(v.get())) {
        Call t = transposes.at(v.get());
        int ndim = TensorNdim(t);
        std::optional<std::vector<int64_t>> axes = CallAttrInts(t, "axes");
        bool swaps_last_two = ndim >= 2;
        for (int i = 0; swaps_last_two && axes && i < ndim; ++i) {
          int64_t want = i < ndim - 2 ? i : (i == ndim - 2 ? ndim - 1 : ndim - 2);
          if (static_cast<int>(axes->size()) != ndim || (*axes)[i] != want) swaps_last_two = false;
        }
        // No axes reverses all of them: a transpose only for a matrix.
        if (!axes && ndim != 2) swaps_last_two = false;
        if (!swaps_last_two) FailComposite(call, t->span, "only a transpose of the last two axes is supported");
        chain.transposed_rhs = true;
        rhs = t->args[0];
      }
      chain.rhs = OperandOf(call, rhs, span);
      stage = kRoot;
      last = vb->var.get();
      continue;
    }
    bool binary = (op == "relax.add" || op == "relax.multiply") && c->args.size() == 2 &&
                  (is_last(c->args[0]) || is_last(c->args[1]));
    Expr other = binary ? (is_last(c->args[0]) ? c->args[1] : c->args[0]) : Expr();
    if (stage == kRoot && op == "relax.add" && binary) {
      chain.bias = OperandOf(call, other, span);
      stage = kBias;
    } else if ((stage == kRoot || stage == kBias) && Activations().count(op) && c->args.size() == 1 &&
               is_last(c->args[0])) {
      chain.activation = Activations().at(op);
      stage = kActivation;
    } else if (stage >= kRoot && stage <= kActivation && binary) {
      chain.residual = OperandOf(call, other, span);
      chain.residual_op = op == "relax.add" ? "add" : "multiply";
      stage = kResidual;
    } else if (stage == kResidual && op == "relax.nn.relu" && c->args.size() == 1 && is_last(c->args[0])) {
      chain.residual_activation = "relu";
      stage = kResidualActivation;
    } else {
      FailComposite(call, span,
                    "'" + vb->var->name + "' = " + op +
                        " does not fit [permute_dims] -> matmul / conv2d [-> bias] [-> activation] [-> residual]");
    }
    last = vb->var.get();
  }
  if (stage == kBeforeRoot) FailComposite(call, call.body->span, "no matmul or conv2d in the composite");
  auto seq = call.body->body.as<SeqExprNode>();
  if (!is_last(seq->body)) FailComposite(call, call.body->span, "the composite must return the end of its chain");
  chain.result = seq->body;
  return chain;
}

std::string DtypeName(const Expr& e, const CompositeCall& call) {
  DataType t = TensorDtype(e);
  if (t.is_void()) FailComposite(call, e->span, "a tensor of unknown dtype");
  return t.ToString();
}

std::vector<int64_t> StaticDims(const Expr& e, const CompositeCall& call) {
  std::optional<std::vector<PrimExpr>> shape = TensorShape(e);
  if (!shape) FailComposite(call, e->span, "a tensor of unknown shape");
  std::vector<int64_t> dims;
  for (const PrimExpr& d : *shape) dims.push_back(ConstInt(d).value_or(-1));
  return dims;
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
