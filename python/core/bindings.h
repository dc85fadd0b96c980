// The pieces of the rlx._core extension module, one per concern; module.cc
// calls each on the module object.
#ifndef RLX_PYTHON_CORE_BINDINGS_H_
#define RLX_PYTHON_CORE_BINDINGS_H_

#include <pybind11/pybind11.h>

namespace rlx {
namespace python {

// IRModule, TVMScript parsing and printing, Target.
void BindIR(pybind11::module_& m);
// Passes, PassContext application, pipelines, the fusion-pattern registry.
void BindTransform(pybind11::module_& m);
// The dataflow pattern language and FuseOpsByPattern on Python tables.
void BindPattern(pybind11::module_& m);
// Compilation to a VM executable and the VirtualMachine on numpy arrays.
void BindRuntime(pybind11::module_& m);

}  // namespace python
}  // namespace rlx

#endif  // RLX_PYTHON_CORE_BINDINGS_H_
