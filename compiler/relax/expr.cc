#include "compiler/relax/expr.h"

#include <mutex>
#include <unordered_map>

namespace rlx {
namespace relax {

void RelaxExprNode::SetStructInfo(StructInfo sinfo) const {
  RLX_CHECK(sinfo.defined()) << "setting null struct info";
  struct_info_ = std::move(sinfo);
}

VarNode::VarNode(std::string name_in, StructInfo sinfo, bool dataflow)
    : RelaxExprNode(dataflow ? NodeKind::kDataflowVar : NodeKind::kRelaxVar), name(std::move(name_in)) {
  if (sinfo.defined()) SetStructInfo(std::move(sinfo));
}

Var MakeVar(const std::string& name, StructInfo sinfo) { return Make<VarNode>(name, std::move(sinfo), false); }
Var MakeDataflowVar(const std::string& name, StructInfo sinfo) { return Make<VarNode>(name, std::move(sinfo), true); }

void ConstantNode::VisitFields(FieldVisitor* v) const {
  v->Visit("dtype", data.dtype());
  v->Visit("shape", data.shape());
  v->Visit("bytes", std::string(static_cast<const char*>(data.data()), data.NumBytes()));
}

// Interning, not state: an operator name always maps to the same node, so
// `call->op == GetOp("relax.add")`-style identity checks hold across
// compilations and threads. Entries are immutable and never removed; no
// compilation can observe another through this table.
Op GetOp(const std::string& name) {
  static std::mutex mu;
  static std::unordered_map<std::string, Op>* ops = new std::unordered_map<std::string, Op>();
  std::lock_guard<std::mutex> lock(mu);
  auto it = ops->find(name);
  if (it != ops->end()) return it->second;
  Op op = Make<OpNode>(name);
  ops->emplace(name, op);
  return op;
}

std::string FunctionNode::GlobalSymbol() const {
  if (!attrs.defined()) return "";
  if (auto s = attrs->Get("global_symbol").as<StringNode>()) return s->value;
  return "";
}

const StructInfo& GetStructInfo(const Expr& e) {
  RLX_CHECK(e.defined()) << "null expression";
  RLX_CHECK(e->struct_info().defined()) << NodeKindName(e->kind()) << " has no struct info (not normalized)";
  return e->struct_info();
}

}  // namespace relax
}  // namespace rlx
