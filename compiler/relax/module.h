// IRModule: the unit every pass transforms. Functions (Relax Functions and
// TIR PrimFuncs) keyed by GlobalVar, module attributes, and global infos such
// as the vdevice list.
#ifndef RLX_COMPILER_RELAX_MODULE_H_
#define RLX_COMPILER_RELAX_MODULE_H_

#include <map>
#include <string>
#include <vector>

#include "compiler/relax/expr.h"
#include "compiler/tir/stmt.h"

namespace rlx {

class IRModuleNode : public Object {
 public:
  IRModuleNode() : Object(NodeKind::kIRModule) {}
  RLX_NODE_KIND(kIRModule)
  void VisitFields(FieldVisitor* v) const override;

  // Function by name, or null.
  ObjectRef Lookup(const std::string& name) const;
  relax::GlobalVar GetGlobalVar(const std::string& name) const;

  // Sorted by name: printing and iteration order never depend on insertion.
  std::map<std::string, std::pair<relax::GlobalVar, ObjectRef>> functions;
  Map attrs;  // may be null
  // e.g. "vdevice" -> [VDevice...]
  std::map<std::string, std::vector<ObjectRef>> global_infos;
};
using IRModule = Ref<IRModuleNode>;

// A mutable builder for modules. Passes copy a module, change it, and freeze
// it again; unchanged functions keep their handles.
class IRModuleBuilder {
 public:
  IRModuleBuilder() : node_(std::make_shared<IRModuleNode>()) {}
  explicit IRModuleBuilder(const IRModule& from);

  // Adds or replaces a function; returns its GlobalVar (reusing the existing
  // one when the name is taken).
  relax::GlobalVar Add(const std::string& name, ObjectRef func);
  void Remove(const std::string& name);
  void SetAttrs(Map attrs) { node_->attrs = std::move(attrs); }
  void SetGlobalInfo(const std::string& key, std::vector<ObjectRef> infos) {
    node_->global_infos[key] = std::move(infos);
  }
  const IRModuleNode& view() const { return *node_; }
  IRModule Build();

 private:
  std::shared_ptr<IRModuleNode> node_;
};

}  // namespace rlx

#endif  // RLX_COMPILER_RELAX_MODULE_H_
