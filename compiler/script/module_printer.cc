// The module around the functions: TVM's header, module attributes and
// global infos, the order of functions, module-level TypeVars (kTvm) and
// the metadata section.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "compiler/ir/structural_equal.h"
#include "compiler/script/metadata_section.h"
#include "compiler/script/relax_printer.h"
#include "compiler/script/relax_printer_internal.h"
#include "compiler/script/tir_printer.h"

namespace rlx {
namespace script {

using namespace relax;  // NOLINT: this file is all about Relax nodes.
using internal::CollectSymbolicVars;
using internal::MetadataConstants;
using internal::ModulePrintContext;
using internal::PrintModuleAttrValue;
using internal::PrintModuleFunction;

namespace {

// TVM 0.27's function order (script/printer/ir/ir.cc): PrimFuncs, then
// Relax functions, each group by name, and `main` last.
std::vector<std::pair<std::string, ObjectRef>> TvmFunctionOrder(const IRModule& mod) {
  std::vector<std::pair<std::string, ObjectRef>> out;
  for (const auto& kv : mod->functions) out.emplace_back(kv.first, kv.second.second);
  auto priority = [](const std::pair<std::string, ObjectRef>& f) {
    if (f.first == "main") return 1000;
    return f.second.is<tir::PrimFuncNode>() ? 1 : 3;
  };
  std::stable_sort(out.begin(), out.end(), [&](const auto& a, const auto& b) {
    int pa = priority(a), pb = priority(b);
    return pa != pb ? pa < pb : a.first < b.first;
  });
  return out;
}

// JSON as a Python literal (True/False/None, ": " and ", " separators).
std::string PythonLiteral(const nlohmann::json& j) {
  switch (j.type()) {
    case nlohmann::json::value_t::object: {
      std::string out = "{";
      bool first = true;
      for (auto it = j.begin(); it != j.end(); ++it) {
        out += (first ? "" : ", ") + QuoteString(it.key()) + ": " + PythonLiteral(it.value());
        first = false;
      }
      return out + "}";
    }
    case nlohmann::json::value_t::array: {
      std::string out = "[";
      for (size_t i = 0; i < j.size(); ++i) out += (i ? ", " : "") + PythonLiteral(j[i]);
      return out + "]";
    }
    case nlohmann::json::value_t::string:
      return QuoteString(j.get<std::string>());
    case nlohmann::json::value_t::boolean:
      return j.get<bool>() ? "True" : "False";
    case nlohmann::json::value_t::null:
      return "None";
    case nlohmann::json::value_t::number_float:
      return FormatPythonFloat(j.get<double>());
    default:
      return j.dump();  // integers
  }
}

std::string VDeviceJson(const relax::VDevice& vd) {
  return "I.vdevice(" + PythonLiteral(vd->target.ToJSON()) + ", " + std::to_string(vd->vdevice_id) + ", " +
         QuoteString(vd->memory_scope) + ")";
}

}  // namespace

std::string PrintModule(const IRModule& mod) { return PrintModuleWith(mod, PrintOptions()); }

std::string PrintModuleWith(const IRModule& mod, const PrintOptions& options) {
  const bool tvm = options.style == PrintStyle::kTvm;
  MetadataConstants metadata;
  bool has_tir = false, has_relax = false;
  for (const auto& kv : mod->functions) {
    if (kv.second.second.is<tir::PrimFuncNode>()) has_tir = true;
    if (kv.second.second.is<FunctionNode>()) has_relax = true;
  }
  std::ostringstream os;
  bool first = true;
  auto separate = [&]() {
    if (!first) os << "\n";
    first = false;
  };
  // Resolve vdevices to the "kind:index:scope" form, index among the vdevices
  // of that kind in global_infos["vdevice"].
  std::vector<relax::VDevice> vdevices;
  auto vinfo = mod->global_infos.find("vdevice");
  if (vinfo != mod->global_infos.end()) {
    for (const ObjectRef& o : vinfo->second) vdevices.push_back(o.cast<VDeviceNode>());
  }
  auto namer = [vdevices](const relax::VDevice& vd) {
    int index = 0;
    for (const relax::VDevice& other : vdevices) {
      if (other.get() == vd.get() || StructuralEqual(other, vd)) {
        return vd->target.kind() + ":" + std::to_string(index) + ":" + vd->memory_scope;
      }
      if (other->target.kind() == vd->target.kind()) ++index;
    }
    return vd->target.kind() + ":" + std::to_string(vd->vdevice_id) + ":" + vd->memory_scope;
  };
  if (mod->attrs.defined() && !mod->attrs->items.empty()) {
    separate();
    ModulePrintContext ctx;
    ctx.style = options.style;
    if (options.show_meta) ctx.metadata = &metadata;
    os << "    I.module_attrs(" << PrintModuleAttrValue(mod->attrs, &ctx) << ")\n";
  }
  if (!vdevices.empty()) {
    separate();
    os << "    I.module_global_infos({\"vdevice\": [";
    for (size_t i = 0; i < vdevices.size(); ++i) os << (i ? ", " : "") << VDeviceJson(vdevices[i]);
    os << "]})\n";
  }
  std::vector<std::pair<std::string, ObjectRef>> functions;
  if (tvm) {
    functions = TvmFunctionOrder(mod);
  } else {
    for (const auto& kv : mod->functions) functions.emplace_back(kv.first, kv.second.second);
  }
  std::vector<std::string> type_vars;
  // The TypeVar names the functions will declare (by their variables' own
  // names), known before any function prints.
  std::vector<std::string> module_type_vars;
  if (tvm) {
    for (const auto& [name, func] : functions) {
      std::vector<const TirVarNode*> vars;
      std::unordered_set<const Object*> seen;
      if (auto rf = func.as<FunctionNode>()) {
        for (const Var& p : rf->params) CollectSymbolicVars(p->struct_info(), &vars, &seen);
        CollectSymbolicVars(rf->ret_struct_info, &vars, &seen);
      } else if (auto pf = func.as<tir::PrimFuncNode>()) {
        for (const auto& kv : pf->buffer_map) CollectSymbolicVars(kv.second, &vars, &seen);
      }
      for (const TirVarNode* v : vars) {
        if (std::find(module_type_vars.begin(), module_type_vars.end(), v->name) == module_type_vars.end()) {
          module_type_vars.push_back(v->name);
        }
      }
    }
  }
  bool uses_tir = has_tir;
  for (const auto& [name, func] : functions) {
    separate();
    if (auto pf = func.as<tir::PrimFuncNode>()) {
      os << PrintPrimFunc(pf, name, 1, options.style, &type_vars);
    } else if (auto rf = func.as<FunctionNode>()) {
      ModulePrintContext ctx;
      ctx.style = options.style;
      if (options.show_meta) ctx.metadata = &metadata;
      ctx.type_vars = &type_vars;
      ctx.module_type_vars = &module_type_vars;
      ctx.vdevice_namer = namer;
      os << PrintModuleFunction(rf, name, &ctx);
      uses_tir |= ctx.uses_tir;
    } else {
      RLX_UNREACHABLE() << "module function of kind " << NodeKindName(func->kind());
    }
  }
  std::string header;
  if (tvm) {
    // TVM 0.27's header names only what the text uses; TypeVars come
    // between it and the module.
    if (!type_vars.empty()) header += "# from typing import TypeVar\n";
    header += "# from tvm.script import ir as I\n";
    if (uses_tir) header += "# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n";
    if (has_relax) header += "# from tvm.script import relax as R\n";
    header += "\n";
    for (const std::string& tv : type_vars) header += tv + " = TypeVar(" + QuoteString(tv) + ")\n";
  } else {
    // Relax functions with symbolic shapes declare them with T.int64().
    header += "# from tvm.script import ir as I\n";
    if (has_tir || has_relax) header += "# from tvm.script import tir as T\n";
    if (has_relax) header += "# from tvm.script import relax as R\n";
    header += "\n";
  }
  std::string body = header + "@I.ir_module\nclass Module:\n" + os.str();
  // mod.script() ends without a newline.
  if (tvm && !body.empty() && body.back() == '\n') body.pop_back();
  if (metadata.arrays.empty()) return body;
  // TVM's layout: the section first, as a string literal for load_json.
  std::string json = WriteMetadataJson(metadata.arrays);
  std::string escaped;
  escaped.reserve(json.size() + json.size() / 8);
  for (char c : json) {
    if (c == '\\' || c == '"') escaped.push_back('\\');
    escaped.push_back(c);
  }
  return "metadata = tvm.ir.load_json(\"\"\"" + escaped + "\"\"\")\n" + body;
}
}  // namespace script
}  // namespace rlx
