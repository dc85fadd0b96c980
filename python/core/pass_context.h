// The C++ PassContext a Python `rlx.transform.PassContext` stands for, and
// running passes under it with the GIL released: Python instruments are
// called back (with the GIL) around each leaf pass.
#ifndef RLX_PYTHON_CORE_PASS_CONTEXT_H_
#define RLX_PYTHON_CORE_PASS_CONTEXT_H_

#include <pybind11/pybind11.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"

namespace rlx {
namespace python {

// A pass as Python holds it (pybind11 holders cannot point to const).
struct PassHandle {
  PassPtr pass;
};
std::vector<PassHandle> Handles(const std::vector<PassPtr>& passes);

// What the Python side fills in: the innermost `with PassContext(...)` and
// the innermost `with Target(...)`.
struct PythonPassContext {
  int opt_level = 2;
  std::map<std::string, std::string> config;
  std::vector<std::string> disabled_passes;
  std::vector<std::string> required_passes;
  // Objects with any of TVM's instrument methods: should_run(mod, info),
  // run_before_pass(mod, info), run_after_pass(mod, info).
  std::vector<pybind11::object> instruments;
  std::optional<Target> target;
};

// A fresh C++ context with the default fusion-pattern registry attached
// and `spec`'s instruments wrapped. Must be destroyed with the GIL held
// (it owns Python objects).
PassContext MakePassContext(const PythonPassContext& spec);

// Runs `pass` on `mod` under a context made from `spec`.
IRModule ApplyPass(const PassHandle& pass, const IRModule& mod, const PythonPassContext& spec);

}  // namespace python
}  // namespace rlx

#endif  // RLX_PYTHON_CORE_PASS_CONTEXT_H_
