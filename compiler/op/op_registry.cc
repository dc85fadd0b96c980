#include "compiler/op/op_registry.h"

#include <utility>

#include "compiler/op/legalize.h"
#include "compiler/support/check.h"

namespace rlx {
namespace op {

const ParamSpec* OpDef::FindParam(const std::string& param_name) const {
  for (const ParamSpec& p : params) {
    if (p.name == param_name) return &p;
    for (const std::string& alias : p.aliases) {
      if (alias == param_name) return &p;
    }
  }
  return nullptr;
}

std::vector<const ParamSpec*> OpDef::ArgParams() const {
  std::vector<const ParamSpec*> out;
  for (const ParamSpec& p : params) {
    if (!p.is_attr && !p.is_sinfo) out.push_back(&p);
  }
  return out;
}

void OpRegistry::Register(OpDef def) {
  RLX_CHECK(!def.name.empty()) << "registering an op without a name";
  RLX_CHECK(!by_name_.count(def.name)) << "op " << def.name << " registered twice";
  RLX_CHECK(!def.script_name.empty()) << "op " << def.name << " has no script name";
  RLX_CHECK(!by_script_name_.count(def.script_name)) << "script name " << def.script_name << " used by two ops";
  auto owned = std::make_unique<OpDef>(std::move(def));
  const OpDef* ptr = owned.get();
  by_script_name_[ptr->script_name] = ptr;
  by_name_[ptr->name] = std::move(owned);
}

const OpDef* OpRegistry::Find(const std::string& name) const {
  auto it = by_name_.find(name);
  return it == by_name_.end() ? nullptr : it->second.get();
}

OpDef* OpRegistry::FindMutable(const std::string& name) {
  auto it = by_name_.find(name);
  return it == by_name_.end() ? nullptr : it->second.get();
}

const OpDef* OpRegistry::FindByScriptName(const std::string& script) const {
  auto it = by_script_name_.find(script);
  return it == by_script_name_.end() ? nullptr : it->second;
}

std::vector<const OpDef*> OpRegistry::All() const {
  std::vector<const OpDef*> out;
  out.reserve(by_name_.size());
  for (const auto& kv : by_name_) out.push_back(kv.second.get());
  return out;
}

const OpRegistry& OpRegistry::Global() {
  // A function-local static: built once, thread-safe under C++11 rules, and
  // never destroyed (ops may be looked up from other statics' destructors).
  static const OpRegistry* registry = [] {
    auto* r = new OpRegistry();
    RegisterAllOps(r);
    return r;
  }();
  return *registry;
}

void RegisterAllOps(OpRegistry* r) {
  RegisterUnaryOps(r);
  RegisterBinaryOps(r);
  RegisterReduceOps(r);
  RegisterManipulateOps(r);
  RegisterConcatSplitOps(r);
  RegisterIndexOps(r);
  RegisterLinalgOps(r);
  RegisterNNOps(r);
  RegisterConvPoolOps(r);
  RegisterImageOps(r);
  RegisterQdqOps(r);
  RegisterCreateOps(r);
  RegisterSortScanOps(r);
  RegisterSamplingOps(r);
  RegisterCallOps(r);
  RegisterLayoutTransformOps(r);
  RegisterLegalizations(r);
}

}  // namespace op
}  // namespace rlx
