// Rebuilding a module while adding functions to it, as TVM's BlockBuilder
// does: new functions get unique names from a hint (TVM's NameSupply: "add",
// "add1", "add2", ..., '.' becomes '_'), and a function structurally equal to
// one already in the module is reused instead of added again. Shared by
// LegalizeOps, FuseOps and the dispatch passes.
#ifndef RLX_COMPILER_TRANSFORM_MODULE_STATE_H_
#define RLX_COMPILER_TRANSFORM_MODULE_STATE_H_

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

class ModuleState {
 public:
  explicit ModuleState(const IRModule& mod);

  // Adds a PrimFunc or a Relax function (or returns the GlobalVar of an equal
  // one already present). A Relax function's GlobalVar gets its struct info.
  relax::GlobalVar AddFunction(const ObjectRef& func, const std::string& hint);
  // Replaces the function named `name`.
  void Update(const std::string& name, const ObjectRef& func);
  // The rebuilt module, or `original` itself when nothing was added/updated.
  IRModule Finish(const IRModule& original);

 private:
  void Remember(const ObjectRef& func, const relax::GlobalVar& gv);
  std::string FreshName(std::string hint);

  IRModuleBuilder builder_;
  std::set<std::string> taken_;
  std::map<std::string, int> counters_;
  std::unordered_map<uint64_t, std::vector<std::pair<ObjectRef, relax::GlobalVar>>> dedup_;
  bool changed_ = false;
};

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_MODULE_STATE_H_
