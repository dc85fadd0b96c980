// partition_for_dnnl and the dnnl code generator
// (compiler/contrib/dnnl/dnnl.h).
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <utility>

#include "compiler/backend/check_util.h"
#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/dnnl/dnnl.h"
#include "compiler/contrib/dnnl/patterns.h"
#include "compiler/ir/container.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/merge_composite_functions.h"

namespace rlx {
namespace backend {
namespace contrib {

using namespace relax;  // NOLINT

namespace {

constexpr const char* kRunGraph = "rlx.contrib.dnnl.run_graph";  // contrib/dnnl/runtime/dnnl.h kDnnlRunGraph

std::string StringAttr(const Function& f, const std::string& key) {
  if (!f.defined() || !f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

// The activation ops the runtime applies as a oneDNN eltwise post-op.
const std::map<std::string, std::string>& PostOps() {
  static const auto* m = new std::map<std::string, std::string>{
      {"relax.nn.relu", "relu"},    {"relax.nn.gelu", "gelu"}, {"relax.nn.gelu_tanh", "gelu_tanh"},
      {"relax.sigmoid", "sigmoid"}, {"relax.tanh", "tanh"},
  };
  return *m;
}

// Builds the graph of one Codegen function. Value ids: the function's
// parameters, then constants as they are met, then one per node -- the
// constants' ids are shifted past the parameters when the graph is written.
class GraphBuilder {
 public:
  GraphBuilder(const Function& func, std::string name) : func_(func), name_(std::move(name)) {}

  DnnlGraph Build() {
    for (const Var& p : func_->params) Define(p, Value::Input(static_cast<int64_t>(inputs_++)));
    auto seq = func_->body.as<SeqExprNode>();
    if (!seq.defined()) Fail(func_->span, "its body is not a sequence of bindings");
    for (const BindingBlock& block : seq->blocks) {
      for (const Binding& b : block->bindings) VisitBinding(b);
    }
    std::vector<Value> outs = Outputs(seq->body);
    return Write(outs);
  }

 private:
  // A value of the graph: a function input, a constant or a node output.
  struct Value {
    enum Kind { kInput, kConstant, kNode } kind = kInput;
    int64_t index = 0;
    static Value Input(int64_t i) { return {kInput, i}; }
    static Value Const(int64_t i) { return {kConstant, i}; }
    static Value Node(int64_t i) { return {kNode, i}; }
  };

  struct Node {
    nlohmann::ordered_json attrs;  // everything but the value references
    std::vector<Value> inputs;
    bool has_bias = false;
    Value bias;
  };

  [[noreturn]] void Fail(const Span& span, const std::string& message) const {
    ThrowError(span, "dnnl codegen: in '" + name_ + "': " + message);
  }

  void Define(const Var& v, Value value) { values_[v.get()] = value; }

  Value Lookup(const Expr& e, const Span& span) {
    if (auto v = e.as<VarNode>()) {
      auto it = values_.find(v.get());
      if (it == values_.end()) Fail(span, "'" + v->name + "' is not a tensor the graph computes or receives");
      return it->second;
    }
    if (auto c = e.as<ConstantNode>()) {
      constants_.push_back(c);
      return Value::Const(static_cast<int64_t>(constants_.size()) - 1);
    }
    Fail(span, "arguments must be variables or constants");
  }

  void VisitBinding(const Binding& b) {
    auto vb = b.as<VarBindingNode>();
    if (!vb.defined()) Fail(b->var->span, "match_cast is not supported");
    const Expr& value = vb->value;
    if (auto f = value.as<FunctionNode>()) {
      if (StringAttr(f, "Composite").empty())
        Fail(vb->var->span, "local function '" + vb->var->name + "' is not a composite");
      composites_[vb->var.get()] = f;
      return;
    }
    if (auto var = value.as<VarNode>()) {
      Define(vb->var, Lookup(var, vb->var->span));
      return;
    }
    if (auto tup = value.as<TupleNode>()) {
      std::vector<Value> fields;
      for (const Expr& f : tup->fields) fields.push_back(Lookup(f, vb->var->span));
      tuples_[vb->var.get()] = std::move(fields);
      return;
    }
    if (auto get = value.as<TupleGetItemNode>()) {
      auto tv = get->tuple.as<VarNode>();
      auto it = tv.defined() ? tuples_.find(tv.get()) : tuples_.end();
      if (it == tuples_.end() || get->index < 0 || get->index >= static_cast<int64_t>(it->second.size())) {
        Fail(vb->var->span, "a tuple projection must read a tuple the function builds");
      }
      Define(vb->var, it->second[get->index]);
      return;
    }
    auto call = value.as<CallNode>();
    auto callee = call.defined() ? call->op.as<VarNode>() : Var();
    auto it = callee.defined() ? composites_.find(callee.get()) : composites_.end();
    if (it == composites_.end()) {
      Fail(vb->var->span, "'" + vb->var->name + "' is not a call of a dnnl composite function");
    }
    Define(vb->var, Value::Node(static_cast<int64_t>(nodes_.size())));
    nodes_.push_back(CompositeNode(it->second, call));
  }

  // conv2d / matmul [-> add bias] [-> activation], as the dnnl patterns
  // build them.
  Node CompositeNode(const Function& comp, const Call& call) {
    const std::string composite = StringAttr(comp, "Composite");
    const Span& span = call->span;
    if (comp->params.size() != call->args.size())
      Fail(span, "composite '" + composite + "' called with the wrong arity");
    std::unordered_map<const VarNode*, Expr> param_args;
    for (size_t i = 0; i < comp->params.size(); ++i) param_args[comp->params[i].get()] = call->args[i];
    auto seq = comp->body.as<SeqExprNode>();
    std::vector<VarBinding> bindings;
    if (seq.defined()) {
      for (const BindingBlock& block : seq->blocks) {
        for (const Binding& b : block->bindings) {
          auto vb = b.as<VarBindingNode>();
          if (!vb.defined()) Fail(span, "composite '" + composite + "' has a match_cast");
          bindings.push_back(vb);
        }
      }
    }
    auto is_param = [&](const Expr& e) { return e.as<VarNode>().defined() && param_args.count(e.as<VarNode>().get()); };
    auto arg_of = [&](const Expr& e) { return param_args.at(e.as<VarNode>().get()); };
    const std::string unsupported = "composite '" + composite + "' is not conv2d / matmul [+ bias] [+ activation]";
    if (bindings.empty() || bindings.size() > 3) Fail(span, unsupported);

    Node node;
    Call root = bindings[0]->value.as<CallNode>();
    std::string op = CallOpName(root);
    if ((op != "relax.nn.conv2d" && op != "relax.matmul") || root->args.size() != 2 || !is_param(root->args[0]) ||
        !is_param(root->args[1])) {
      Fail(span, unsupported);
    }
    Expr bias_param;
    std::string post_op;
    Var last = bindings[0]->var;
    for (size_t i = 1; i < bindings.size(); ++i) {
      Call c = bindings[i]->value.as<CallNode>();
      std::string name = CallOpName(c);
      auto uses_last = [&](const Expr& e) { return e.as<VarNode>().get() == last.get(); };
      if (name == "relax.add" && !bias_param.defined() && post_op.empty() && c->args.size() == 2) {
        if (uses_last(c->args[0]) && is_param(c->args[1])) {
          bias_param = c->args[1];
        } else if (uses_last(c->args[1]) && is_param(c->args[0])) {
          bias_param = c->args[0];
        } else {
          Fail(span, unsupported);
        }
      } else if (PostOps().count(name) != 0 && post_op.empty() && c->args.size() == 1 && uses_last(c->args[0])) {
        post_op = PostOps().at(name);
      } else {
        Fail(span, unsupported);
      }
      last = bindings[i]->var;
    }
    if (seq->body.as<VarNode>().get() != last.get()) Fail(span, unsupported);
    // The pattern checks, again: a hand-written module never went through them.
    std::string reason = DnnlUnsupportedReason(root, bias_param);
    if (!reason.empty()) Fail(span, "composite '" + composite + "': " + reason);

    const bool conv = op == "relax.nn.conv2d";
    node.attrs["composite"] = composite;
    node.attrs["op"] = conv ? "conv2d" : "matmul";
    node.attrs["post_op"] = post_op;
    if (conv) {
      DnnlConv2dAttrs a = *DnnlConv2dAttrsOf(root);
      node.attrs["strides"] = a.strides;
      node.attrs["padding"] = a.padding;
      node.attrs["dilation"] = a.dilation;
      node.attrs["groups"] = a.groups;
    }
    node.inputs = {Lookup(arg_of(root->args[0]), span), Lookup(arg_of(root->args[1]), span)};
    if (bias_param.defined()) {
      node.has_bias = true;
      node.bias = Lookup(arg_of(bias_param), span);
    }
    return node;
  }

  std::vector<Value> Outputs(const Expr& body) {
    if (auto v = body.as<VarNode>()) {
      auto it = tuples_.find(v.get());
      if (it != tuples_.end()) return it->second;
      return {Lookup(v, func_->span)};
    }
    if (auto tup = body.as<TupleNode>()) {
      std::vector<Value> out;
      for (const Expr& f : tup->fields) out.push_back(Lookup(f, func_->span));
      return out;
    }
    Fail(func_->span, "the result must be a variable or a tuple of variables");
  }

  DnnlGraph Write(const std::vector<Value>& outputs) const {
    const int64_t num_inputs = static_cast<int64_t>(inputs_ + constants_.size());
    auto id = [&](const Value& v) -> int64_t {
      switch (v.kind) {
        case Value::kInput:
          return v.index;
        case Value::kConstant:
          return static_cast<int64_t>(inputs_) + v.index;
        case Value::kNode:
          return num_inputs + v.index;
      }
      return -1;
    };
    nlohmann::ordered_json g;
    g["symbol"] = StringAttr(func_, "global_symbol").empty() ? name_ : StringAttr(func_, "global_symbol");
    g["num_inputs"] = num_inputs;
    nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
    for (const Node& n : nodes_) {
      nlohmann::ordered_json j;
      j["composite"] = n.attrs.at("composite");
      j["op"] = n.attrs.at("op");
      j["inputs"] = {id(n.inputs[0]), id(n.inputs[1])};
      j["bias"] = n.has_bias ? id(n.bias) : -1;
      for (const auto& [k, v] : n.attrs.items()) {
        if (k != "composite" && k != "op") j[k] = v;
      }
      nodes.push_back(std::move(j));
    }
    g["nodes"] = std::move(nodes);
    nlohmann::ordered_json outs = nlohmann::ordered_json::array();
    for (const Value& v : outputs) outs.push_back(id(v));
    g["outputs"] = std::move(outs);
    DnnlGraph out;
    out.json = g.dump();
    out.constants.assign(constants_.begin(), constants_.end());
    return out;
  }

  Function func_;
  std::string name_;
  size_t inputs_ = 0;
  std::unordered_map<const VarNode*, Value> values_;
  std::unordered_map<const VarNode*, std::vector<Value>> tuples_;
  std::unordered_map<const VarNode*, Function> composites_;
  std::vector<Node> nodes_;
  std::vector<Constant> constants_;
};

}  // namespace

std::vector<PassPtr> PartitionForDnnlPasses(transform::PatternDecisionSink on_decision) {
  transform::PatternSource patterns = PrefixedPatterns("dnnl");
  transform::FuseOpsByPatternOptions o;
  o.bind_constants = false;
  o.annotate_codegen = false;
  o.on_decision = std::move(on_decision);
  return {transform::FuseOpsByPattern(std::move(patterns), std::move(o)), transform::MergeCompositeFunctions()};
}

IRModule PartitionForDnnl(const IRModule& mod) {
  // Only the dnnl table is read, so the context gets that one table.
  auto table = std::make_shared<PatternRegistry>();
  RegisterDnnlPatterns(table.get());
  PassContext ctx;
  ctx.SetValue<PatternRegistry>(std::move(table));
  IRModule out = mod;
  for (const PassPtr& p : PartitionForDnnlPasses()) out = (*p)(out, ctx);
  return out;
}

DnnlGraph DnnlGraphOf(const Function& func, const std::string& name) { return GraphBuilder(func, name).Build(); }

transform::ExternCall DnnlCodegen(const Function& func, const std::string& name) {
  DnnlGraph g = DnnlGraphOf(func, name);
  transform::ExternCall call;
  call.symbol = kRunGraph;
  Expr text = MakeAt<relax::StringImmNode>(func->span, g.json);
  op::InferStructInfo(text);
  call.leading_args = {text};
  call.trailing_args = g.constants;
  return call;
}

transform::ExternCodegenTable DefaultExternCodegens() { return {{"dnnl", DnnlCodegen}}; }

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
