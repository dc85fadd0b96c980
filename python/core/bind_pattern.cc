// The dataflow pattern language (TVM's tvm.relax.dpl) and FuseOpsByPattern
// on pattern tables written in Python.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "compiler/backend/pattern_registry.h"
#include "compiler/op/op_registry.h"
#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "python/core/bindings.h"
#include "python/core/pass_context.h"

namespace py = pybind11;

namespace rlx {
namespace python {
namespace {

using pattern::DFPattern;

std::vector<DFPattern> Patterns(const py::args& args) {
  std::vector<DFPattern> out;
  for (const py::handle& a : args) out.push_back(a.cast<DFPattern>());
  return out;
}

// Attribute values a Python pattern may constrain: bool, int, float, str
// and lists of ints.
ObjectRef AttrValue(const std::string& key, const py::handle& v) {
  if (py::isinstance<py::bool_>(v)) return pattern::AttrBool(v.cast<bool>());
  if (py::isinstance<py::int_>(v)) return pattern::AttrInt(v.cast<int64_t>());
  if (py::isinstance<py::float_>(v)) return pattern::AttrFloat(v.cast<double>());
  if (py::isinstance<py::str>(v)) return pattern::AttrStr(v.cast<std::string>());
  if (py::isinstance<py::list>(v) || py::isinstance<py::tuple>(v)) {
    return pattern::AttrInts(v.cast<std::vector<int64_t>>());
  }
  ThrowError("has_attr: the value of '" + key + "' must be a bool, int, float, str or list of ints");
}

}  // namespace

void BindPattern(py::module_& m) {
  py::class_<DFPattern>(m, "DFPattern")
      .def(
          "__call__",
          [](const DFPattern& callee, const py::args& args, bool varg_default_wildcard, bool add_constraint) {
            return callee.Call(Patterns(args), varg_default_wildcard, add_constraint);
          },
          py::kw_only(), py::arg("varg_default_wildcard") = false, py::arg("add_constraint") = true)
      .def("__or__", [](const DFPattern& a, const DFPattern& b) { return a | b; })
      .def("__and__", [](const DFPattern& a, const DFPattern& b) { return a & b; })
      .def("__invert__", [](const DFPattern& a) { return ~a; })
      .def("has_dtype",
           [](const DFPattern& p, const std::string& dtype) {
             if (!DataType::Parse(dtype)) ThrowError("has_dtype: unknown dtype '" + dtype + "'");
             return p.HasDtype(dtype);
           })
      .def("has_shape", [](const DFPattern& p, const std::vector<int64_t>& shape) { return p.HasShape(shape); })
      .def("has_attr",
           [](const DFPattern& p, const py::dict& attrs) {
             std::vector<std::pair<std::string, ObjectRef>> kv;
             for (const auto& item : attrs) {
               std::string key = item.first.cast<std::string>();
               kv.emplace_back(key, AttrValue(key, item.second));
             }
             return p.HasAttr(kv);
           })
      .def("__repr__", &DFPattern::ToString);

  m.def("wildcard", &pattern::Wildcard);
  m.def(
      "is_op",
      [](const std::string& name) {
        if (op::OpRegistry::Global().Find(name) == nullptr) {
          ThrowError("is_op: no operator '" + name + "' (`rlx ops` lists them; names are TVM's, e.g. relax.matmul)");
        }
        return pattern::IsOp(name);
      },
      py::arg("name"));
  m.def("is_const", &pattern::IsConst);
  m.def("is_var", &pattern::IsVar, py::arg("name") = "");
  m.def("is_tuple", &pattern::IsTuple, py::arg("fields"), py::arg("unordered") = false);
  m.def("is_tuple_get_item", &pattern::IsTupleGetItem, py::arg("tuple"), py::arg("index") = -1);

  // `table`: registry patterns (FusionPattern) and (name, pattern,
  // annotation_patterns) tuples made in Python, in priority order.
  m.def(
      "fuse_ops_by_pattern",
      [](const py::list& table, bool bind_constants, bool annotate_codegen,
         const std::vector<std::string>& entry_functions) {
        std::vector<transform::FusionPattern> patterns;
        for (const py::handle& entry : table) {
          if (py::isinstance<backend::FusionPattern>(entry)) {
            patterns.push_back(backend::ToTransformPattern(entry.cast<backend::FusionPattern>()));
            continue;
          }
          auto [name, pat, annotations] =
              entry.cast<std::tuple<std::string, DFPattern, std::map<std::string, DFPattern>>>();
          transform::FusionPattern p;
          p.name = name;
          p.pattern = pat;
          p.annotation_patterns = pattern::AnnotationPatterns(annotations.begin(), annotations.end());
          patterns.push_back(std::move(p));
        }
        transform::FuseOpsByPatternOptions o;
        o.bind_constants = bind_constants;
        o.annotate_codegen = annotate_codegen;
        o.entry_functions = entry_functions;
        return PassHandle{transform::FuseOpsByPattern(std::move(patterns), std::move(o))};
      },
      py::arg("patterns"), py::arg("bind_constants"), py::arg("annotate_codegen"), py::arg("entry_functions"));
}

}  // namespace python
}  // namespace rlx
