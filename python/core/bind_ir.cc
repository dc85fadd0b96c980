// IRModule (parsed from and printed as TVMScript) and Target.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <fstream>
#include <iterator>

#include "compiler/analysis/well_formed.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/target.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "python/core/bindings.h"

namespace py = pybind11;

namespace rlx {
namespace python {
namespace {

// Parses and checks a module, as `rlx print` does: a module that is not
// well formed is refused here, not when a pass or the VM trips on it.
IRModule ParseChecked(const std::string& text, const std::string& name) {
  IRModule mod = script::ParseModule(std::make_shared<SourceFile>(name, text));
  relax::CheckWellFormed(mod);
  return mod;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) ThrowError("cannot open '" + path + "'");
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

script::PrintStyle ParseStyle(const std::string& style) {
  if (style == "rlx") return script::PrintStyle::kRlx;
  if (style == "tvm") return script::PrintStyle::kTvm;
  ThrowError("print style must be 'rlx' or 'tvm', got '" + style + "'");
}

std::vector<std::string> FunctionNames(const IRModule& mod) {
  std::vector<std::string> names;
  for (const auto& kv : mod->functions) names.push_back(kv.first);
  return names;
}

}  // namespace

void BindIR(py::module_& m) {
  py::class_<IRModule>(m, "IRModule")
      .def(
          "script",
          [](const IRModule& mod, bool show_meta, const std::string& style) {
            script::PrintOptions options;
            options.show_meta = show_meta;
            options.style = ParseStyle(style);
            return script::PrintModuleWith(mod, options);
          },
          py::arg("show_meta") = false, py::arg("style") = "rlx")
      .def("function_names", &FunctionNames)
      .def("has_function", [](const IRModule& mod, const std::string& name) { return mod->functions.count(name) > 0; })
      .def("structural_equal",
           [](const IRModule& a, const IRModule& b) { return StructuralEqual(a, b, /*map_free_vars=*/false); })
      .def("structural_diff",
           [](const IRModule& a, const IRModule& b) { return StructuralDiff(a, b, /*map_free_vars=*/false); });

  m.def("parse_module", &ParseChecked, py::arg("text"), py::arg("name") = "<string>");
  m.def(
      "parse_module_file", [](const std::string& path) { return ParseChecked(ReadFile(path), path); }, py::arg("path"));

  py::class_<Target>(m, "Target")
      .def(py::init(&Target::Parse), py::arg("text"))
      .def_property_readonly("kind", &Target::kind)
      .def_property_readonly("tag", &Target::tag)
      .def_property_readonly("keys", &Target::keys)
      .def_property_readonly("host", &Target::host)
      .def("with_host", &Target::WithHost)
      .def("json", [](const Target& t) { return t.ToJSON().dump(); })
      .def("__str__", &Target::ToString)
      .def("__eq__", [](const Target& a, const Target& b) { return a == b; })
      .def("__hash__", [](const Target& t) { return std::hash<std::string>()(t.ToString()); })
      .def_static("list_kinds", &Target::ListKinds)
      .def_static("list_tags", &Target::ListTags);
}

}  // namespace python
}  // namespace rlx
