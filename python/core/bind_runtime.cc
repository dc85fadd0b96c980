// Compilation to a Relax VM executable, and the VM on numpy arrays: inputs
// are copied in (any numpy array, or anything np.asarray takes), tensor
// outputs come back as numpy arrays of their own.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>

#include "compiler/driver/build.h"
#include "compiler/runtime/vm/vm.h"
#include "python/core/bindings.h"
#include "python/core/pass_context.h"
#include "targets/registry/build.h"

namespace py = pybind11;

namespace rlx {
namespace python {
namespace {

using runtime::vm::Executable;
using runtime::vm::Value;
using runtime::vm::VirtualMachine;

DataType DTypeOf(const py::dtype& dt) {
  const int bits = static_cast<int>(dt.itemsize()) * 8;
  switch (dt.kind()) {
    case 'f':
      if (bits == 16 || bits == 32 || bits == 64) return DataType::Float(bits);
      break;
    case 'i':
      return DataType::Int(bits);
    case 'u':
      return DataType::UInt(bits);
    case 'b':
      return DataType::Bool();
    default:
      break;
  }
  ThrowError("the VM takes numpy arrays of bool, int, uint and float16/32/64; got dtype '" +
             py::str(static_cast<const py::handle&>(dt)).cast<std::string>() + "'");
}

NDArray ToNDArray(const py::handle& obj) {
  py::array a = py::array::ensure(obj, py::array::c_style);
  if (!a) ThrowError("a VM argument must be a numpy array or convertible by numpy.asarray");
  std::vector<int64_t> shape(a.shape(), a.shape() + a.ndim());
  NDArray out = NDArray::Empty(shape, DTypeOf(a.dtype()));
  std::memcpy(out.data(), a.data(), out.NumBytes());
  return out;
}

// numpy's name for a dtype NDArray holds; bfloat16 and float8, which numpy
// lacks, come back widened to float32 (exactly).
py::array ToNumpy(const NDArray& t) {
  DataType dt = t.dtype();
  std::vector<py::ssize_t> shape(t.shape().begin(), t.shape().end());
  if (dt.is_bfloat16() || dt.is_float8()) {
    py::array_t<float> out(shape);
    float* p = out.mutable_data();
    for (int64_t i = 0; i < t.NumElements(); ++i) p[i] = static_cast<float>(t.GetDouble(i));
    return std::move(out);
  }
  std::string name = dt.is_bool() ? "bool" : dt.ToString();
  // A copy: an output may be one of the executable's constants or alias an
  // input, which a caller writing into the array must not change.
  return py::array(py::dtype(name), shape, t.data());
}

py::object ToPython(const Value& v) {
  switch (v.kind) {
    case Value::Kind::kNone:
      return py::none();
    case Value::Kind::kTensor:
      return ToNumpy(v.tensor);
    case Value::Kind::kShape:
      return py::tuple(py::cast(v.shape));
    case Value::Kind::kInt:
      return py::int_(v.i);
    case Value::Kind::kTuple: {
      py::tuple out(v.fields.size());
      for (size_t i = 0; i < v.fields.size(); ++i) out[i] = ToPython(v.fields[i]);
      return std::move(out);
    }
    default:
      ThrowError("the VM function returned a value Python cannot take (storage, closure or KV cache)");
  }
}

Executable Compile(const IRModule& mod, const Target& target, const PythonPassContext& spec) {
  PassContext ctx = MakePassContext(spec);
  py::gil_scoped_release release;
  return targets::Build(mod, target, ctx);
}

}  // namespace

void BindRuntime(py::module_& m) {
  py::class_<Executable>(m, "Executable")
      .def("save", [](const Executable& e) { return py::bytes(e.Save()); })
      .def("as_text", &Executable::AsText)
      .def_readonly("target", &Executable::target)
      .def("function_names", [](const Executable& e) {
        std::vector<std::string> out;
        for (const auto& f : e.func_table) {
          if (f.kind == runtime::vm::VMFunction::kVMFunc) out.push_back(f.name);
        }
        return out;
      });
  m.def(
      "load_executable", [](const py::bytes& b, const std::string& name) { return Executable::Load(b, name); },
      py::arg("data"), py::arg("name") = "<bytes>");
  m.def("compile", &Compile, py::arg("mod"), py::arg("target"), py::arg("context"));

  py::class_<VirtualMachine>(m, "VirtualMachine")
      .def(py::init([](const Executable& e) { return targets::LoadVM(e); }), py::arg("executable"))
      .def(
          "invoke",
          [](VirtualMachine& vm, const std::string& func, const py::list& args) {
            std::vector<NDArray> arrays;
            for (const py::handle& a : args) arrays.push_back(ToNDArray(a));
            Value result;
            {
              py::gil_scoped_release release;
              result = vm.Invoke(func, driver::VMArgsFromArrays(vm.executable(), func, arrays));
            }
            return ToPython(result);
          },
          py::arg("func"), py::arg("args"));
}

}  // namespace python
}  // namespace rlx
