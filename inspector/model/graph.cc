#include "inspector/model/graph.h"

#include <set>
#include <unordered_map>
#include <utility>

#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"

namespace rlx {
namespace inspector {

namespace {

using namespace relax;  // NOLINT: the extractor reads many Relax node kinds.

bool HasTrueAttr(const Function& f, const std::string& key) {
  if (!f->attrs.defined()) return false;
  ObjectRef v = f->attrs->Get(key);
  if (!v.defined()) return false;
  auto i = v.as<IntImmNode>();
  return !i.defined() || i->value != 0;
}

class Extractor {
 public:
  Extractor(const IRModule& mod, const std::string& name, const Function& f, const std::set<std::string>& dispatched)
      : mod_(mod), dispatched_(dispatched) {
    g_.function = name;
    g_.line = f->span.line();
    for (const Var& p : f->params) {
      GraphNode n;
      n.kind = GraphNodeKind::kParam;
      n.name = p->name;
      n.op = "param";
      n.struct_info = SInfoText(p);
      n.line = p->span.line();
      ids_[p.get()] = Add(std::move(n));
    }
    auto seq = f->body.as<SeqExprNode>();
    if (!seq.defined()) return;
    for (const BindingBlock& block : seq->blocks) {
      for (const Binding& b : block->bindings) Bind(b);
    }
    // The returned value, when it is a bound variable or parameter.
    if (auto v = seq->body.as<VarNode>(); v.defined()) {
      auto it = ids_.find(v.get());
      if (it != ids_.end()) g_.nodes[it->second].output = true;
    }
  }

  FunctionGraph Take() { return std::move(g_); }

 private:
  static std::string SInfoText(const Var& v) {
    return v->struct_info().defined() ? script::PrintStructInfo(v->struct_info()) : "";
  }

  int Add(GraphNode n) {
    g_.nodes.push_back(std::move(n));
    return static_cast<int>(g_.nodes.size()) - 1;
  }

  void Bind(const Binding& b) {
    GraphNode n;
    n.name = b->var->name;
    n.struct_info = SInfoText(b->var);
    n.line = b->span.defined() ? b->span.line() : b->var->span.line();
    n.dispatched = dispatched_.count(n.name) > 0;
    Expr value;
    if (auto vb = b.as<VarBindingNode>(); vb.defined()) {
      value = vb->value;
      Describe(value, &n);
    } else if (auto mc = b.as<MatchCastNode>(); mc.defined()) {
      value = mc->value;
      n.op = "match_cast";
    }
    int id = Add(std::move(n));
    uses_.clear();
    if (value.defined()) CollectUses(value, id);
    ids_[b->var.get()] = id;
  }

  void Describe(const Expr& value, GraphNode* n) {
    if (auto call = value.as<CallNode>(); call.defined()) {
      if (auto op = call->op.as<OpNode>(); op.defined()) {
        n->op = op->name;
        if ((op->name == "relax.call_tir" || op->name == "relax.call_dps_packed" ||
             op->name == "relax.call_tir_inplace") &&
            !call->args.empty()) {
          n->call_tir = op->name != "relax.call_dps_packed";
          SetCallee(call->args[0], n);
        }
      } else {
        n->op = "call";
        SetCallee(call->op, n);
      }
    } else if (value.is<TupleNode>()) {
      n->op = "tuple";
    } else if (auto tgi = value.as<TupleGetItemNode>(); tgi.defined()) {
      n->op = "get_item[" + std::to_string(tgi->index) + "]";
    } else if (value.is<VarNode>()) {
      n->op = "alias";
    } else if (value.is<ConstantNode>()) {
      n->op = "const";
    } else if (value.is<IfNode>()) {
      n->op = "if";
    } else if (value.is<ShapeExprNode>()) {
      n->op = "shape";
    } else if (value.is<PrimValueNode>()) {
      n->op = "prim_value";
    } else if (value.is<FunctionNode>()) {
      n->op = "function";
    } else {
      n->op = "value";
    }
  }

  void SetCallee(const Expr& callee, GraphNode* n) {
    if (auto gv = callee.as<GlobalVarNode>(); gv.defined()) {
      n->callee = gv->name;
      auto f = mod_->Lookup(gv->name).as<FunctionNode>();
      if (f.defined()) {
        n->calls_fused = HasTrueAttr(f, "Primitive");
        n->calls_composite = HasTrueAttr(f, "Composite") || HasTrueAttr(f, "Codegen");
      }
    } else if (auto ext = callee.as<ExternFuncNode>(); ext.defined()) {
      n->callee = ext->global_symbol;
    } else if (auto v = callee.as<VarNode>(); v.defined()) {
      n->callee = v->name;
    }
  }

  void Edge(int from, int to) {
    if (uses_.insert(from).second) g_.edges.push_back({from, to});
  }

  // Every variable defined outside `value` that it reads, and each constant
  // in it (one node per occurrence). Variables bound inside nested
  // sequences (If branches) are not in ids_ and are skipped.
  void CollectUses(const Expr& e, int to) {
    if (!e.defined()) return;
    if (auto v = e.as<VarNode>(); v.defined()) {
      auto it = ids_.find(v.get());
      if (it != ids_.end()) Edge(it->second, to);
    } else if (auto c = e.as<ConstantNode>(); c.defined()) {
      GraphNode n;
      n.kind = GraphNodeKind::kConstant;
      n.name = "const";
      n.op = "const";
      n.struct_info = c->struct_info().defined() ? script::PrintStructInfo(c->struct_info()) : "";
      n.line = g_.nodes[to].line;
      Edge(Add(std::move(n)), to);
    } else if (auto call = e.as<CallNode>(); call.defined()) {
      if (call->op.is<VarNode>()) CollectUses(call->op, to);
      for (const Expr& a : call->args) CollectUses(a, to);
    } else if (auto t = e.as<TupleNode>(); t.defined()) {
      for (const Expr& f : t->fields) CollectUses(f, to);
    } else if (auto tgi = e.as<TupleGetItemNode>(); tgi.defined()) {
      CollectUses(tgi->tuple, to);
    } else if (auto i = e.as<IfNode>(); i.defined()) {
      CollectUses(i->cond, to);
      CollectUses(i->then_branch, to);
      CollectUses(i->else_branch, to);
    } else if (auto s = e.as<SeqExprNode>(); s.defined()) {
      for (const BindingBlock& block : s->blocks) {
        for (const Binding& b : block->bindings) {
          if (auto vb = b.as<VarBindingNode>(); vb.defined()) CollectUses(vb->value, to);
          if (auto mc = b.as<MatchCastNode>(); mc.defined()) CollectUses(mc->value, to);
        }
      }
      CollectUses(s->body, to);
    }
  }

  const IRModule& mod_;
  const std::set<std::string>& dispatched_;
  FunctionGraph g_;
  std::unordered_map<const void*, int> ids_;
  std::set<int> uses_;
};

}  // namespace

std::vector<FunctionGraph> ExtractGraphs(const IRModule& mod, const std::vector<Decision>& decisions) {
  std::vector<FunctionGraph> out;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    std::set<std::string> dispatched;
    for (const Decision& d : decisions) {
      if (d.function == kv.first && !d.var.empty()) dispatched.insert(d.var);
    }
    out.push_back(Extractor(mod, kv.first, f, dispatched).Take());
    if (out.back().line == 0) out.back().line = kv.second.first->span.line();
  }
  return out;
}

std::vector<FunctionGraph> ExtractGraphs(const std::string& module_text, const std::vector<Decision>& decisions) {
  return ExtractGraphs(script::ParseModuleText(module_text, "<snapshot>"), decisions);
}

}  // namespace inspector
}  // namespace rlx
