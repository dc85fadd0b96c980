#include "python/core/pass_context.h"

#include <pybind11/stl.h>

#include "compiler/contrib/default_patterns.h"

namespace py = pybind11;

namespace rlx {
namespace python {
namespace {

// A Python instrument seen as a C++ one. Every hook takes the GIL: passes
// run with it released.
class PyInstrument : public PassInstrument {
 public:
  explicit PyInstrument(py::object obj) : obj_(std::move(obj)) {
    py::gil_scoped_acquire gil;
    name_ = py::str(py::type::of(obj_).attr("__name__"));
  }
  ~PyInstrument() override {
    py::gil_scoped_acquire gil;
    obj_ = py::object();
  }
  std::string name() const override { return name_; }
  bool ShouldRun(const IRModule& mod, const PassInfo& info) override {
    py::gil_scoped_acquire gil;
    if (!py::hasattr(obj_, "should_run")) return true;
    return obj_.attr("should_run")(mod, info).cast<bool>();
  }
  void RunBeforePass(const IRModule& mod, const PassInfo& info) override {
    py::gil_scoped_acquire gil;
    if (py::hasattr(obj_, "run_before_pass")) obj_.attr("run_before_pass")(mod, info);
  }
  // TVM's hook sees the pass's result.
  void RunAfterPass(const IRModule& /*before*/, const IRModule& after, const PassInfo& info) override {
    py::gil_scoped_acquire gil;
    if (py::hasattr(obj_, "run_after_pass")) obj_.attr("run_after_pass")(after, info);
  }

 private:
  py::object obj_;
  std::string name_;
};

}  // namespace

PassContext MakePassContext(const PythonPassContext& spec) {
  PassContext ctx;
  ctx.opt_level = spec.opt_level;
  ctx.config = spec.config;
  ctx.disabled_passes = spec.disabled_passes;
  ctx.required_passes = spec.required_passes;
  ctx.target = spec.target;
  for (const py::object& i : spec.instruments) ctx.instruments.push_back(std::make_shared<PyInstrument>(i));
  backend::AttachDefaultPatterns(&ctx);
  return ctx;
}

std::vector<PassHandle> Handles(const std::vector<PassPtr>& passes) {
  std::vector<PassHandle> out;
  for (const PassPtr& p : passes) out.push_back(PassHandle{p});
  return out;
}

IRModule ApplyPass(const PassHandle& pass, const IRModule& mod, const PythonPassContext& spec) {
  PassContext ctx = MakePassContext(spec);
  py::gil_scoped_release release;
  return (*pass.pass)(mod, ctx);
}

}  // namespace python
}  // namespace rlx
