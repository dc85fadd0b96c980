// What the module printer (module_printer.cc) needs from the Relax function
// printer (relax_printer.cc): one function or attribute value printed inside
// a module, sharing the module's metadata constants and TypeVars.
#ifndef RLX_COMPILER_SCRIPT_RELAX_PRINTER_INTERNAL_H_
#define RLX_COMPILER_SCRIPT_RELAX_PRINTER_INTERNAL_H_

#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <unordered_set>
#include <vector>

#include "compiler/relax/module.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/script/script_util.h"

namespace rlx {
namespace script {
namespace internal {

// The constants a module print refers to, in order.
struct MetadataConstants {
  using Key = std::tuple<const void*, std::vector<int64_t>, std::string>;
  std::vector<NDArray> arrays;
  std::map<Key, int64_t> index;
};

// What the functions of one module print share.
struct ModulePrintContext {
  PrintStyle style = PrintStyle::kRlx;
  // Null without show_meta: constants then print as literals.
  MetadataConstants* metadata = nullptr;
  // kTvm: the signature dims declared as module-level TypeVars (names
  // appended once each, in order), and every TypeVar name of the module,
  // which body variables avoid.
  std::vector<std::string>* type_vars = nullptr;
  const std::vector<std::string>* module_type_vars = nullptr;
  // "kind:index:scope" for a vdevice of the module's global_infos.
  std::function<std::string(const relax::VDevice&)> vdevice_namer;
  // Set when the text printed refers to `T.` (TVM's header then imports
  // tirx as T).
  bool uses_tir = false;
};

// Symbolic variables under `root` in order of first appearance, skipping
// those in `seen`; nested functions, PrimFuncs, constants and index maps
// have their own scopes.
void CollectSymbolicVars(const ObjectRef& root, std::vector<const TirVarNode*>* out,
                         std::unordered_set<const Object*>* seen);

// A Relax function of the module at indent level 1.
std::string PrintModuleFunction(const relax::Function& func, const std::string& name, ModulePrintContext* ctx);
// An attribute value (I.module_attrs' dictionary).
std::string PrintModuleAttrValue(const ObjectRef& value, ModulePrintContext* ctx);

}  // namespace internal
}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_RELAX_PRINTER_INTERNAL_H_
