// The openclml code generator (compiler/contrib/openclml/openclml_codegen.h).
#include "compiler/contrib/openclml/openclml_codegen.h"

#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <utility>

#include "compiler/ir/container.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace backend {
namespace contrib {

using namespace relax;  // NOLINT
using Json = nlohmann::ordered_json;

namespace {

std::string StringAttr(const Function& f, const std::string& key) {
  if (!f.defined() || !f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

std::string OpName(const Expr& e) {
  auto c = e.as<CallNode>();
  auto op = c.defined() ? c->op.as<OpNode>() : Op();
  return op.defined() ? op->name : "";
}

bool EndsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// TVM's OpAttrExtractor, in JSONGraphNode's string form.
std::string FormatScalar(const ObjectRef& v) {
  if (auto i = v.as<IntImmNode>()) return std::to_string(i->value);
  if (auto f = v.as<FloatImmNode>()) {
    char buf[40];
    std::snprintf(buf, sizeof(buf), "%.12g", f->value);
    return buf;
  }
  if (auto s = v.as<StringNode>()) return s->value;
  if (auto s = v.as<rlx::StringImmNode>()) return s->value;
  if (auto s = v.as<relax::StringImmNode>()) return s->value;
  if (auto d = v.as<DataTypeImmNode>()) return d->value.is_void() ? "" : d->value.ToString();
  return "";
}

Json FormatAttr(const ObjectRef& v) {
  Json values = Json::array();
  if (auto a = v.as<ArrayNode>()) {
    for (const ObjectRef& e : a->elems) values.push_back(FormatScalar(e));
  } else {
    values.push_back(FormatScalar(v));
  }
  return Json::array({values});
}

// Every op attribute of `call`, into `attrs` (overwriting).
void ExtractAttrs(const Call& call, Json* attrs) {
  if (!call->attrs.defined()) return;
  for (const auto& [key, value] : call->attrs->items) (*attrs)[key] = FormatAttr(value);
}

struct Entry {
  int64_t node = 0;
  int64_t index = 0;
};

struct Node {
  std::string op;  // input / const / kernel
  std::string name;
  std::vector<Entry> inputs;
  Json attrs = Json::object();  // op attributes (kernels)
  std::vector<std::vector<int64_t>> shapes;
  std::vector<std::string> dtypes;
};

class Serializer {
 public:
  Serializer(const Function& func, std::string name, int64_t version)
      : func_(func), name_(std::move(name)), version_(version) {
    symbol_ = func->GlobalSymbol().empty() ? name_ : func->GlobalSymbol();
  }

  OpenclmlGraph Run() {
    for (const Var& p : func_->params) {
      Node n;
      n.op = "input";
      n.name = p->name;
      memo_[p.get()] = AddNode(std::move(n), GetStructInfo(p), p->span);
    }
    heads_ = Visit(func_->body, func_->span);
    OpenclmlGraph g;
    g.symbol = symbol_;
    g.json = Write();
    g.constants = constants_;
    g.constant_names = constant_names_;
    return g;
  }

 private:
  [[noreturn]] void Fail(const Span& span, const std::string& message) const {
    ThrowError(span, "openclml codegen: in '" + name_ + "': " + message);
  }

  std::vector<Entry> AddNode(Node n, const StructInfo& sinfo, const Span& span) {
    std::vector<StructInfo> fields;
    if (auto t = sinfo.as<TupleStructInfoNode>()) {
      fields = t->fields;
    } else {
      fields = {sinfo};
    }
    std::vector<Entry> out;
    const int64_t id = static_cast<int64_t>(nodes_.size());
    for (size_t i = 0; i < fields.size(); ++i) {
      auto t = fields[i].as<TensorStructInfoNode>();
      const std::vector<PrimExpr>* dims = t.defined() ? t->GetShapeValues() : nullptr;
      if (dims == nullptr || t->IsUnknownDtype()) {
        Fail(span, "'" + n.name + "' must be a tensor (or a tuple of tensors) of static shape and known dtype");
      }
      std::vector<int64_t> shape;
      for (const PrimExpr& d : *dims) {
        int64_t v = 0;
        if (!AsConstInt(d, &v)) Fail(span, "'" + n.name + "' has a symbolic shape; CLML graphs need static shapes");
        shape.push_back(v);
      }
      n.shapes.push_back(std::move(shape));
      n.dtypes.push_back(t->dtype.ToString());
      out.push_back({id, static_cast<int64_t>(i)});
    }
    nodes_.push_back(std::move(n));
    return out;
  }

  std::vector<Entry> VisitConstant(const Constant& c) {
    auto it = const_memo_.find(c.get());
    if (it != const_memo_.end()) return it->second;
    Node n;
    n.op = "const";
    n.name = symbol_ + "_const_" + std::to_string(constants_.size());
    constants_.push_back(c);
    constant_names_.push_back(n.name);
    return const_memo_[c.get()] = AddNode(std::move(n), GetStructInfo(c), c->span);
  }

  std::vector<Entry> Visit(const Expr& e, const Span& span) {
    if (auto v = e.as<VarNode>()) {
      auto it = memo_.find(v.get());
      if (it == memo_.end()) Fail(span, "'" + v->name + "' is not a value the graph receives or computes");
      return it->second;
    }
    if (auto c = e.as<ConstantNode>()) return VisitConstant(c);
    if (auto t = e.as<TupleNode>()) {
      std::vector<Entry> out;
      for (const Expr& f : t->fields) {
        std::vector<Entry> r = Visit(f, span);
        out.insert(out.end(), r.begin(), r.end());
      }
      return out;
    }
    if (auto g = e.as<TupleGetItemNode>()) {
      std::vector<Entry> tuple = Visit(g->tuple, span);
      if (g->index < 0 || g->index >= static_cast<int64_t>(tuple.size())) Fail(span, "tuple index out of range");
      return {tuple[g->index]};
    }
    if (auto s = e.as<SeqExprNode>()) {
      for (const BindingBlock& block : s->blocks) {
        for (const Binding& b : block->bindings) VisitBinding(b);
      }
      return Visit(s->body, span);
    }
    if (auto c = e.as<CallNode>()) return VisitCall(c, span);
    Fail(span, "the JSON graph cannot express this expression");
  }

  void VisitBinding(const Binding& b) {
    auto vb = b.as<VarBindingNode>();
    if (!vb.defined()) Fail(b->var->span, "match_cast is not supported by the JSON runtime");
    if (auto f = vb->value.as<FunctionNode>()) {
      if (StringAttr(f, "Composite").empty()) {
        Fail(vb->var->span, "local function '" + vb->var->name + "' is not a composite");
      }
      composites_[vb->var.get()] = f;
      return;
    }
    memo_[vb->var.get()] = Visit(vb->value, vb->var->span);
  }

  Function CalleeComposite(const Call& call, const Span& span) {
    if (auto f = call->op.as<FunctionNode>(); f.defined() && !StringAttr(f, "Composite").empty()) return f;
    auto v = call->op.as<VarNode>();
    auto it = v.defined() ? composites_.find(v.get()) : composites_.end();
    if (it == composites_.end()) Fail(span, "only calls of openclml composite functions can be offloaded");
    return it->second;
  }

  // The ops of a composite body, in binding order.
  static std::vector<Call> BodyCalls(const Function& fn) {
    std::vector<Call> calls;
    auto seq = fn->body.as<SeqExprNode>();
    if (!seq.defined()) {
      if (auto c = fn->body.as<CallNode>()) calls.push_back(c);
      return calls;
    }
    for (const BindingBlock& block : seq->blocks) {
      for (const Binding& b : block->bindings) {
        if (auto vb = b.as<VarBindingNode>(); vb.defined()) {
          if (auto c = vb->value.as<CallNode>()) calls.push_back(c);
        }
      }
    }
    return calls;
  }

  static Call FindOp(const std::vector<Call>& calls, const std::string& op) {
    for (const Call& c : calls) {
      if (OpName(c) == op) return c;
    }
    return Call();
  }

  std::vector<Entry> VisitCall(const Call& call, const Span& span) {
    Function fn = CalleeComposite(call, span);
    const std::string composite = StringAttr(fn, "Composite");
    if (fn->params.size() != call->args.size()) Fail(span, "composite '" + composite + "' called with the wrong arity");
    std::unordered_map<const VarNode*, Expr> param_args;
    for (size_t i = 0; i < fn->params.size(); ++i) param_args[fn->params[i].get()] = call->args[i];
    // An operand inside the composite: a parameter (the call's argument)
    // or a constant bound into it.
    auto operand = [&](const Expr& e) -> std::vector<Entry> {
      if (auto v = e.as<VarNode>()) {
        auto it = param_args.find(v.get());
        if (it != param_args.end()) return Visit(it->second, span);
      }
      if (auto c = e.as<ConstantNode>()) return VisitConstant(c);
      Fail(span, "composite '" + composite + "': an operand is computed inside the composite");
    };
    auto is_operand = [&](const Expr& e) {
      return e.as<ConstantNode>().defined() || (e.as<VarNode>().defined() && param_args.count(e.as<VarNode>().get()));
    };
    std::vector<Call> calls = BodyCalls(fn);
    Node node;
    node.op = "kernel";
    node.name = composite;
    if (EndsWith(composite, "nn.conv2d") || EndsWith(composite, "nn.pad_conv2d") ||
        EndsWith(composite, "nn.pad_conv2d_transpose")) {
      Call pad = FindOp(calls, "relax.nn.pad");
      Call conv = FindOp(calls, "relax.nn.conv2d");
      if (!conv.defined()) conv = FindOp(calls, "relax.nn.conv2d_transpose");
      if (!conv.defined() || conv->args.size() < 2 || call->args.empty()) {
        Fail(span, "composite '" + composite + "' has no convolution");
      }
      Call bn = FindOp(calls, "relax.nn.batch_norm");
      Call bias = FindOp(calls, "relax.add");
      Call relu = FindOp(calls, "relax.nn.relu");
      node.inputs.push_back(Visit(call->args[0], span).at(0));
      node.inputs.push_back(operand(conv->args[1]).at(0));
      if (bias.defined()) {
        // The add may have matched with its operands swapped (add commutes).
        const Expr& b = is_operand(bias->args[1]) ? bias->args[1] : bias->args[0];
        node.inputs.push_back(operand(b).at(0));
      }
      if (bn.defined()) {
        for (size_t i = 1; i <= 4 && i < bn->args.size(); ++i) node.inputs.push_back(operand(bn->args[i]).at(0));
      }
      ExtractAttrs(conv, &node.attrs);
      // Four values, as TVM's conv2d always holds them (a module may write
      // one or two).
      std::vector<ObjectRef> padding;
      for (int64_t p : op::CompletePadding(conv, 2)) padding.push_back(Make<IntImmNode>(DataType::Int(64), p));
      node.attrs["padding"] = FormatAttr(Make<ArrayNode>(std::move(padding)));
      if (bn.defined()) {
        auto get = [&](const char* key) { return bn->attrs.defined() ? bn->attrs->Get(key) : ObjectRef(); };
        int64_t axis = 1;
        if (auto a = get("axis").as<IntImmNode>()) axis = a->value;
        double eps = 1e-5;
        if (auto f = get("epsilon").as<FloatImmNode>()) eps = f->value;
        auto flag = [&](const char* key) {
          auto b = get(key).as<IntImmNode>();
          return std::string(!b.defined() || b->value != 0 ? "1" : "0");
        };
        node.attrs["batchnorm"] =
            Json::array({Json::array({std::to_string(axis), std::to_string(eps), flag("center"), flag("scale")})});
      }
      if (pad.defined()) {
        Json width = Json::array();
        auto pw = pad->attrs.defined() ? pad->attrs->Get("pad_width").as<ArrayNode>() : Array();
        if (!pw.defined() || pw->elems.size() != 8)
          Fail(span, "composite '" + composite + "': pad needs 4-D pad_width");
        // TVM: dimension-wise (before, after); CLML: W/H before, then W/H after.
        for (int i : {4, 6, 5, 7}) width.push_back(FormatScalar(pw->elems[i]));
        node.attrs["padding"] = Json::array({width});
      }
      if (relu.defined()) node.attrs["activation_type"] = Json::array({Json::array({"relu"})});
    } else {
      std::vector<Entry> consts;
      for (const Call& c : calls) {
        if (OpName(c) == "relax.nn.relu") node.attrs["activation_type"] = Json::array({Json::array({"relu"})});
        ExtractAttrs(c, &node.attrs);
        for (const Expr& a : c->args) {
          if (auto k = a.as<ConstantNode>()) {
            std::vector<Entry> r = VisitConstant(k);
            consts.insert(consts.end(), r.begin(), r.end());
          }
        }
      }
      for (const Expr& a : call->args) {
        std::vector<Entry> r = Visit(a, span);
        node.inputs.insert(node.inputs.end(), r.begin(), r.end());
      }
      node.inputs.insert(node.inputs.end(), consts.begin(), consts.end());
    }
    node.attrs["clml_version"] = Json::array({Json::array({std::to_string(version_)})});
    return AddNode(std::move(node), GetStructInfo(call), span);
  }

  std::string Write() const {
    Json nodes = Json::array();
    Json arg_nodes = Json::array();
    Json row_ptr = Json::array({0});
    int64_t entries = 0;
    for (size_t i = 0; i < nodes_.size(); ++i) {
      const Node& n = nodes_[i];
      Json j;
      j["op"] = n.op;
      j["name"] = n.name;
      Json attrs = Json::object();
      if (!n.inputs.empty()) {
        Json inputs = Json::array();
        for (const Entry& e : n.inputs) inputs.push_back(Json::array({e.node, e.index, 0}));
        j["inputs"] = std::move(inputs);
        attrs["num_inputs"] = std::to_string(n.inputs.size());
        attrs["num_outputs"] = std::to_string(n.shapes.size());
      } else {
        arg_nodes.push_back(static_cast<int64_t>(i));
      }
      Json dtypes = Json::array();
      for (const std::string& d : n.dtypes) dtypes.push_back(d);
      attrs["dtype"] = Json::array({dtypes});
      Json shapes = Json::array();
      for (const auto& s : n.shapes) shapes.push_back(s);
      attrs["shape"] = Json::array({shapes});
      for (const auto& [k, v] : n.attrs.items()) attrs[k] = v;
      j["attrs"] = std::move(attrs);
      nodes.push_back(std::move(j));
      entries += static_cast<int64_t>(n.shapes.size());
      row_ptr.push_back(entries);
    }
    Json heads = Json::array();
    for (const Entry& e : heads_) heads.push_back(Json::array({e.node, e.index, 0}));
    Json g;
    g["nodes"] = std::move(nodes);
    g["arg_nodes"] = std::move(arg_nodes);
    g["heads"] = std::move(heads);
    g["node_row_ptr"] = std::move(row_ptr);
    return g.dump();
  }

  Function func_;
  std::string name_;
  std::string symbol_;
  int64_t version_;
  std::vector<Node> nodes_;
  std::vector<Entry> heads_;
  std::unordered_map<const VarNode*, std::vector<Entry>> memo_;
  std::unordered_map<const ConstantNode*, std::vector<Entry>> const_memo_;
  std::unordered_map<const VarNode*, Function> composites_;
  std::vector<Expr> constants_;
  std::vector<std::string> constant_names_;
};

}  // namespace

int64_t ClmlVersion(const PassContext& ctx) {
  auto it = ctx.config.find(kClmlVersionConfig);
  if (it == ctx.config.end()) return kDefaultClmlVersion;
  char* end = nullptr;
  long long v = std::strtoll(it->second.c_str(), &end, 10);
  if (it->second.empty() || end == nullptr || *end != '\0' || v < 0) {
    ThrowError(Span(), std::string(kClmlVersionConfig) + " must be a non-negative integer, got '" + it->second + "'");
  }
  return static_cast<int64_t>(v);
}

OpenclmlGraph OpenclmlGraphOf(const Function& func, const std::string& name, int64_t clml_version) {
  return Serializer(func, name, clml_version).Run();
}

transform::ExternCodegen OpenclmlCodegen(int64_t clml_version) {
  return [clml_version](const Function& func, const std::string& name) {
    OpenclmlGraph g = OpenclmlGraphOf(func, name, clml_version);
    transform::ExternCall call;
    call.symbol = kOpenclmlRunGraph;
    Expr symbol = MakeAt<relax::StringImmNode>(func->span, g.symbol);
    Expr text = MakeAt<relax::StringImmNode>(func->span, g.json);
    op::InferStructInfo(symbol);
    op::InferStructInfo(text);
    call.leading_args = {symbol, text};
    call.trailing_args = g.constants;
    return call;
  };
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
