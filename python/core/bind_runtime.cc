// Compilation to a Relax VM executable, and the VM on numpy arrays. The
// values cross as plain buffers (arguments read in place) and tagged
// tuples (rlx/relax/vm.py makes them numpy arrays): pybind11 2.10's numpy
// support predates NumPy 2, so nothing here uses the numpy C API.
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

// numpy dtype names (numpy.dtype.name) the VM takes.
DataType DTypeOf(const std::string& name) {
  std::optional<DataType> dt = DataType::Parse(name);
  if (!dt || !NDArray::SupportsDType(*dt) || dt->is_bfloat16() || dt->is_float8()) {
    ThrowError("the VM takes numpy arrays of bool, int, uint and float16/32/64; got dtype '" + name + "'");
  }
  return *dt;
}

// An argument as the Python side hands it over: a C-contiguous buffer (the
// buffer protocol, so that no numpy C API is involved and any numpy works),
// its numpy dtype name and shape. The VM reads the buffer in place, as TVM
// does a DLPack argument: nothing is copied (a kernel that writes an
// argument in place, R.call_tir_inplace on a parameter, writes the caller's
// array). Data not aligned to its dtype is copied.
NDArray ToNDArray(const py::tuple& arg) {
  py::buffer buffer = arg[0].cast<py::buffer>();
  DataType dtype = DTypeOf(arg[1].cast<std::string>());
  std::vector<int64_t> shape = arg[2].cast<std::vector<int64_t>>();
  auto* info = new py::buffer_info(buffer.request(/*writable=*/false));
  // Released when the VM drops its last handle, perhaps without the GIL.
  std::shared_ptr<void> owner(info, [](void* p) {
    py::gil_scoped_acquire gil;
    delete static_cast<py::buffer_info*>(p);
  });
  int64_t elements = 1;
  for (int64_t d : shape) elements *= d;
  if (info->size * info->itemsize != elements * static_cast<int64_t>(dtype.bytes())) {
    ThrowError("a VM argument's buffer holds " + std::to_string(info->size * info->itemsize) +
               " bytes, its shape needs " + std::to_string(elements * dtype.bytes()));
  }
  if (reinterpret_cast<uintptr_t>(info->ptr) % static_cast<uintptr_t>(dtype.bytes()) != 0) {
    NDArray copy = NDArray::Empty(shape, dtype);
    std::memcpy(copy.data(), info->ptr, copy.NumBytes());
    return copy;
  }
  return NDArray::Borrow(info->ptr, std::move(shape), dtype, std::move(owner));
}

// A tensor as (bytearray, numpy dtype name, shape), which the Python side
// views with numpy.frombuffer: a copy of its own, since an output may be
// one of the executable's constants or alias an input. bfloat16 and float8,
// which numpy lacks, come back widened to float32 (exactly).
py::tuple ToPythonTensor(const NDArray& t) {
  DataType dt = t.dtype();
  py::tuple shape = py::cast(t.shape());
  if (dt.is_bfloat16() || dt.is_float8()) {
    std::vector<float> wide(static_cast<size_t>(t.NumElements()));
    for (int64_t i = 0; i < t.NumElements(); ++i) wide[static_cast<size_t>(i)] = static_cast<float>(t.GetDouble(i));
    py::bytearray bytes(reinterpret_cast<const char*>(wide.data()), wide.size() * sizeof(float));
    return py::make_tuple(bytes, "float32", shape);
  }
  py::bytearray bytes(static_cast<const char*>(t.data()), t.NumBytes());
  return py::make_tuple(bytes, dt.is_bool() ? "bool" : dt.ToString(), shape);
}

py::object ToPython(const Value& v) {
  switch (v.kind) {
    case Value::Kind::kNone:
      return py::none();
    case Value::Kind::kTensor:
      return py::make_tuple("tensor", ToPythonTensor(v.tensor));
    case Value::Kind::kShape:
      return py::make_tuple("shape", py::tuple(py::cast(v.shape)));
    case Value::Kind::kInt:
      return py::make_tuple("int", py::int_(v.i));
    case Value::Kind::kTuple: {
      py::tuple fields(v.fields.size());
      for (size_t i = 0; i < v.fields.size(); ++i) fields[i] = ToPython(v.fields[i]);
      return py::make_tuple("tuple", fields);
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
            for (const py::handle& a : args) arrays.push_back(ToNDArray(a.cast<py::tuple>()));
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
