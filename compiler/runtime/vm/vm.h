// The Relax VM interpreter (TVM's relax.VirtualMachine, on the host CPU).
//
//   VirtualMachine vm(exec, kernels);
//   Value out = vm.Invoke("main", {Value::Tensor(x)});
//
// Builtins (called by name from the bytecode, see executable.h):
//   vm.builtin.match_shape(v, c[spec])     check kind / dtype / rank and
//                                          bind or check symbolic dims;
//   vm.builtin.make_shape(c[dims])         a shape from shape-heap programs;
//   vm.builtin.make_prim(c[dims])          an int prim value (one program);
//   vm.builtin.alloc_tensor(shape, c[dtype])
//   vm.builtin.make_tuple(v...) / tuple_getitem(t, imm)
//   vm.builtin.reshape(t, shape)           a view with a new shape;
//   vm.builtin.load_const(c[tensor]) / copy(v).
// Kernel arguments: tensors bind to buffer parameters in order; ints and
// shapes (each entry) to scalar parameters in order; tuples are flattened.
// Errors throw DiagnosticError.
#ifndef RLX_COMPILER_RUNTIME_VM_VM_H_
#define RLX_COMPILER_RUNTIME_VM_VM_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/vm/executable.h"

namespace rlx {
namespace runtime {
namespace vm {

struct Value {
  enum class Kind { kNone, kTensor, kShape, kInt, kTuple };
  Kind kind = Kind::kNone;
  NDArray tensor;
  std::vector<int64_t> shape;
  int64_t i = 0;
  std::vector<Value> fields;

  static Value Tensor(NDArray t);
  static Value Shape(std::vector<int64_t> s);
  static Value Int(int64_t v);
  static Value Tuple(std::vector<Value> fields);
};

// Runs compiled kernels by name; the runtime does not know how they were
// compiled (the driver backs this with the LLVM JIT).
class KernelRunner {
 public:
  virtual ~KernelRunner() = default;
  // Throws DiagnosticError for an unknown kernel or a failing call.
  virtual void Run(const std::string& name, std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars) = 0;
};

class VirtualMachine {
 public:
  VirtualMachine(Executable exec, std::shared_ptr<KernelRunner> kernels);

  // Runs a VM function. Throws DiagnosticError for an unknown function
  // ("the executable has no function 'f'; its functions are: main"), a wrong
  // argument count, and errors while running.
  Value Invoke(const std::string& func, const std::vector<Value>& args);

  const Executable& executable() const { return exec_; }

 private:
  struct Frame;
  Value Run(int64_t func_index, const std::vector<Value>& args, int depth);
  Value CallBuiltin(int64_t builtin, Frame* frame, const Instruction& ins);
  void CallKernel(const std::string& name, Frame* frame, const Instruction& ins);

  Executable exec_;
  std::shared_ptr<KernelRunner> kernels_;
  // Per func_table entry: the builtin's id (-1 when not a builtin).
  std::vector<int> builtin_ids_;
};

// The tensors of a value in order (tuples flattened depth-first, a shape as
// a 1-D int64 tensor, an int as a 0-d int64 tensor).
std::vector<NDArray> FlattenValue(const Value& v);

}  // namespace vm
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_VM_VM_H_
