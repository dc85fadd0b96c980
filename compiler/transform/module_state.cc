#include "compiler/transform/module_state.h"

#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"

namespace rlx {
namespace transform {

ModuleState::ModuleState(const IRModule& mod) : builder_(mod) {
  for (const auto& kv : mod->functions) {
    taken_.insert(kv.first);
    Remember(kv.second.second, kv.second.first);
  }
}

relax::GlobalVar ModuleState::AddFunction(const ObjectRef& func, const std::string& hint) {
  auto it = dedup_.find(StructuralHash(func));
  if (it != dedup_.end()) {
    for (const auto& entry : it->second) {
      if (StructuralEqual(entry.first, func)) return entry.second;
    }
  }
  relax::GlobalVar gv = builder_.Add(FreshName(hint), func);
  if (auto f = func.as<relax::FunctionNode>(); f.defined() && !gv->struct_info().defined()) {
    gv->SetStructInfo(op::InferStructInfo(f));
  }
  Remember(func, gv);
  changed_ = true;
  return gv;
}

void ModuleState::Update(const std::string& name, const ObjectRef& func) {
  builder_.Add(name, func);
  changed_ = true;
}

IRModule ModuleState::Finish(const IRModule& original) { return changed_ ? builder_.Build() : original; }

void ModuleState::Remember(const ObjectRef& func, const relax::GlobalVar& gv) {
  dedup_[StructuralHash(func)].emplace_back(func, gv);
}

std::string ModuleState::FreshName(std::string hint) {
  for (char& c : hint) {
    if (c == '.') c = '_';
  }
  auto counter = counters_.find(hint);
  std::string name = hint;
  if (counter == counters_.end()) {
    counter = counters_.emplace(hint, 0).first;
  } else {
    name = hint + std::to_string(++counter->second);
  }
  while (taken_.count(name)) name = hint + std::to_string(++counter->second);
  taken_.insert(name);
  return name;
}

}  // namespace transform
}  // namespace rlx
