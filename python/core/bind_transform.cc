// Passes and how they run: pass objects (from the registry or TVM's
// constructors), application under a PassContext built from the Python
// one, the per-target pipelines, the fusion-pattern registry and TVM's
// partition_for_* functions.
#include <pybind11/functional.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "compiler/backend/dispatch_sampling.h"
#include "compiler/backend/dispatch_sort_scan.h"
#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/contrib/partition.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_registry.h"
#include "python/core/bindings.h"
#include "python/core/pass_context.h"
#include "targets/adreno/pipeline.h"
#include "targets/cpu_generic/pipeline.h"
#include "targets/cuda/pipeline.h"
#include "targets/gpu_generic/pipeline.h"
#include "targets/registry/registry.h"
#include "targets/rocm/pipeline.h"

namespace py = pybind11;

namespace rlx {
namespace python {
namespace {

// TVM's backend packages by their Python module names. Metal has no
// pipeline of its own: TVM routes metal targets to gpu_generic.
const targets::BackendPipeline& Package(const std::string& name) {
  if (name == "cpu_generic") return targets::cpu_generic::kPipeline;
  if (name == "cuda") return targets::cuda::kPipeline;
  if (name == "rocm") return targets::rocm::kPipeline;
  if (name == "adreno") return targets::adreno::kPipeline;
  if (name == "gpu_generic" || name == "metal") return targets::gpu_generic::kPipeline;
  ThrowError("no backend package '" + name + "' (known: adreno, cpu_generic, cuda, gpu_generic, metal, rocm)");
}

std::vector<PassPtr> Stage(const std::string& package, const std::string& stage, const Target& target) {
  const targets::BackendPipeline& p = Package(package);
  if (stage == "library_dispatch_passes") return p.LibraryDispatchPasses(target);
  if (stage == "legalize_passes") return p.LegalizePasses(target);
  if (stage == "dataflow_lower_passes") return p.DataflowLowerPasses(target);
  if (stage == "finalize_passes") return p.FinalizePasses(target);
  ThrowError("no pipeline stage '" + stage +
             "' (known: library_dispatch_passes, legalize_passes, dataflow_lower_passes, finalize_passes)");
}

}  // namespace

void BindTransform(py::module_& m) {
  py::class_<PassInfo>(m, "PassInfo")
      .def_readonly("name", &PassInfo::name)
      .def_readonly("opt_level", &PassInfo::opt_level)
      .def_readonly("required", &PassInfo::required)
      .def_readonly("options", &PassInfo::options);

  py::class_<PassHandle>(m, "Pass")
      .def_property_readonly("info", [](const PassHandle& p) { return p.pass->info(); })
      .def("children", [](const PassHandle& p) { return Handles(p.pass->children()); });

  m.def(
      "create_pass", [](const std::string& spec) { return PassHandle{targets::AllPasses().Create(spec)}; },
      py::arg("spec"));
  m.def("list_passes", []() {
    std::vector<std::pair<std::string, std::string>> out;
    for (const PassEntry* e : targets::AllPasses().All()) out.emplace_back(e->name, e->doc);
    return out;
  });
  m.def(
      "sequential",
      [](const std::vector<PassHandle>& passes, const std::string& name) {
        std::vector<PassPtr> ptrs;
        for (const PassHandle& p : passes) ptrs.push_back(p.pass);
        return PassHandle{Sequential(std::move(ptrs), name)};
      },
      py::arg("passes"), py::arg("name") = "sequential");
  m.def(
      "dispatch_sort_scan",
      [](std::optional<int> index_bits) {
        // A bad index_bits is the caller's error at the call that gives it.
        backend::ValidateIndexBits(index_bits);
        return PassHandle{backend::DispatchSortScan(index_bits)};
      },
      py::arg("index_bits") = py::none());
  m.def("dispatch_sampling", []() { return PassHandle{backend::DispatchSampling()}; });

  py::class_<PythonPassContext>(m, "PassContextSpec")
      .def(py::init<>())
      .def_readwrite("opt_level", &PythonPassContext::opt_level)
      .def_readwrite("config", &PythonPassContext::config)
      .def_readwrite("disabled_passes", &PythonPassContext::disabled_passes)
      .def_readwrite("required_passes", &PythonPassContext::required_passes)
      .def_readwrite("instruments", &PythonPassContext::instruments)
      .def_readwrite("target", &PythonPassContext::target);
  m.def("apply_pass", &ApplyPass, py::arg("pass"), py::arg("mod"), py::arg("context"));

  m.def(
      "stage_passes",
      [](const std::string& package, const std::string& stage, const Target& target) {
        return Handles(Stage(package, stage, target));
      },
      py::arg("package"), py::arg("stage"), py::arg("target"));
  m.def(
      "default_pipeline",
      [](const std::string& package, const Target& target) {
        return PassHandle{Package(package).GetDefaultPipeline(target)};
      },
      py::arg("package"), py::arg("target"));
  m.def(
      "named_pipeline",
      [](const std::string& name, const Target& target) { return PassHandle{targets::GetNamedPipeline(name, target)}; },
      py::arg("name"), py::arg("target"));
  m.def("list_pipelines", &targets::ListPipelines);

  // Registry patterns keep their C++ check and attribute functions, so
  // that a table from get_patterns_with_prefix fuses exactly as the
  // registry's own passes do.
  py::class_<backend::FusionPattern>(m, "FusionPattern")
      .def_readonly("name", &backend::FusionPattern::name)
      .def_readonly("pattern", &backend::FusionPattern::pattern)
      .def_readonly("annotation_patterns", &backend::FusionPattern::annotation_patterns)
      .def_property_readonly("has_check", [](const backend::FusionPattern& p) { return static_cast<bool>(p.check); })
      .def_property_readonly("has_attrs_getter",
                             [](const backend::FusionPattern& p) { return static_cast<bool>(p.attrs_getter); })
      .def("__repr__", [](const backend::FusionPattern& p) { return "FusionPattern(" + p.name + ")"; });
  m.def(
      "get_pattern", [](const std::string& name) { return backend::GetPattern(name); }, py::arg("name"));
  m.def(
      "get_patterns_with_prefix", [](const std::string& prefix) { return backend::GetPatternsWithPrefix(prefix); },
      py::arg("prefix"));

  m.def("partition_backends", &backend::PartitionBackends);
  m.def(
      "partition_pass",
      [](const std::string& name, bool bind_constants, bool annotate_codegen, bool use_flash_mqa,
         std::optional<int> feature_level) {
        backend::PartitionOptions o;
        o.bind_constants = bind_constants;
        o.annotate_codegen = annotate_codegen;
        o.use_flash_mqa = use_flash_mqa;
        o.feature_level = feature_level;
        return PassHandle{backend::PartitionPass(name, o)};
      },
      py::arg("backend"), py::arg("bind_constants") = false, py::arg("annotate_codegen") = true,
      py::arg("use_flash_mqa") = true, py::arg("feature_level") = py::none());
}

}  // namespace python
}  // namespace rlx
