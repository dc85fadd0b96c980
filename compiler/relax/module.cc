#include "compiler/relax/module.h"

namespace rlx {

void IRModuleNode::VisitFields(FieldVisitor* v) const {
  v->BeginArray("functions", functions.size() * 2, FieldRole::kUse);
  for (const auto& kv : functions) {
    v->Visit("name", kv.first);
    v->Visit("func", kv.second.second);
  }
  v->EndArray();
  v->Visit("attrs", attrs);
  v->BeginArray("global_infos", global_infos.size(), FieldRole::kUse);
  for (const auto& kv : global_infos) {
    v->Visit("key", kv.first);
    v->Visit("infos", kv.second);
  }
  v->EndArray();
}

ObjectRef IRModuleNode::Lookup(const std::string& name) const {
  auto it = functions.find(name);
  return it == functions.end() ? ObjectRef() : it->second.second;
}

relax::GlobalVar IRModuleNode::GetGlobalVar(const std::string& name) const {
  auto it = functions.find(name);
  return it == functions.end() ? relax::GlobalVar() : it->second.first;
}

static void CopyModuleFields(const IRModuleNode& from, IRModuleNode* to) {
  to->functions = from.functions;
  to->attrs = from.attrs;
  to->global_infos = from.global_infos;
  to->span = from.span;
}

IRModuleBuilder::IRModuleBuilder(const IRModule& from) : node_(std::make_shared<IRModuleNode>()) {
  CopyModuleFields(*from, node_.get());
}

relax::GlobalVar IRModuleBuilder::Add(const std::string& name, ObjectRef func) {
  auto it = node_->functions.find(name);
  if (it != node_->functions.end()) {
    it->second.second = std::move(func);
    return it->second.first;
  }
  relax::GlobalVar gv = Make<relax::GlobalVarNode>(name);
  node_->functions.emplace(name, std::make_pair(gv, std::move(func)));
  return gv;
}

void IRModuleBuilder::Remove(const std::string& name) { node_->functions.erase(name); }

IRModule IRModuleBuilder::Build() {
  IRModule m{std::shared_ptr<const IRModuleNode>(node_)};
  // Further edits go to a copy; the built module stays immutable.
  auto next = std::make_shared<IRModuleNode>();
  CopyModuleFields(*node_, next.get());
  node_ = std::move(next);
  return m;
}

}  // namespace rlx
