// rlx._core: the C++ compiler as a Python extension. The Python package
// (python/rlx) puts TVM's names and signatures on top of it; nothing here
// is meant to be imported by users directly.
#include <pybind11/pybind11.h>

#include "compiler/support/diagnostic.h"
#include "python/core/bindings.h"

namespace py = pybind11;

PYBIND11_MODULE(_core, m) {
  m.doc() = "rlx's compiler core (use the rlx package, not this module)";
  // Every user error the compiler reports (parse errors with file:line:col,
  // bad pass options, unsupported targets) is a DiagnosticError, which
  // derives from ValueError as TVM's argument checks raise ValueError.
  static py::exception<rlx::DiagnosticError> diagnostic_error(m, "DiagnosticError", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const rlx::DiagnosticError& e) {
      diagnostic_error(e.what());
    }
  });
  rlx::python::BindIR(m);
  rlx::python::BindTransform(m);
  rlx::python::BindPattern(m);
  rlx::python::BindRuntime(m);
}
