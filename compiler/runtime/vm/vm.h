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
//   vm.builtin.alloc_storage(shape, dev, c[dtype], c[scope])
//                                          a storage of shape[0] bytes;
//   vm.builtin.alloc_tensor(storage, offset, shape, c[dtype])
//                                          a tensor placed in a storage at a
//                                          byte offset: a view sharing its
//                                          memory (a tensor keeps its storage
//                                          alive, so killing the storage's
//                                          register only drops a reference);
//   vm.builtin.null_value()                the null object (a kill writes it
//                                          over the killed register);
//   vm.builtin.shape_of(t) / tensor_to_shape(t)
// and TVM's shape-heap builtins (what VMShapeLower emits; the heap is a 1-D
// int64 tensor that shape_func kernels read and write):
//   vm.builtin.alloc_shape_heap(size)
//   vm.builtin.check_tensor_info(v, ndim, c[dtype], c[err]) / check_shape_info(v, ndim, c[err])
//   / check_prim_value_info(v, c[dtype], c[err]) / check_tuple_info(v, n, c[err])
//   vm.builtin.match_shape(v, heap, ndim, code, value, ..., c[err])
//                                          codes: 0 assert == immediate,
//                                          1 store to heap slot, 2 no-op,
//                                          3 assert == heap slot;
//   vm.builtin.match_prim_value(v, heap, code, value, c[err])
//   vm.builtin.make_shape(heap, ndim, code, value, ...)   codes: 0 immediate,
//                                          1 heap slot;
//   vm.builtin.make_prim_value(heap, code, value).
// Host scalar functions (ComputePrimValue's compute_symbolic_expr) run as
// programs over their arguments:
//   vm.builtin.call_prim_program(c[program], arg...)   slot i = argument i.
// match_shape and make_shape with a constant first/second argument are the
// older constant-program forms above.
//   vm.builtin.make_tuple(v...) / tuple_getitem(t, imm)
//   vm.builtin.make_closure(imm[func], v...) / invoke_closure(closure, v...)
//                                          a VM function with captured
//                                          values / a call of it with the
//                                          captured values first;
//   vm.builtin.reshape(t, shape)           a view with a new shape;
//   vm.builtin.attention_kv_cache_create(init, reserve_shape, fill_count)
//   / attention_kv_cache_append(cache, rows) / attention_kv_cache_view(cache, shape)
//                                          TVM's legacy KV cache (what
//                                          relax.frontend.nn's KVCache emits,
//                                          vm_kv_cache.cc): a cache of
//                                          capacity reserve_shape[0] holding
//                                          `init`'s rows, of which fill_count
//                                          count as filled; append copies rows
//                                          after the filled ones (doubling the
//                                          capacity when full) and returns the
//                                          cache; view is the filled rows,
//                                          shape[0] == fill_count;
//   vm.builtin.load_const(c[tensor]) / copy(v).
//   vm.builtin.invoke_packed(c[name], arg...)
//                                          calls the runtime packed function
//                                          `name` (packed_call.h's global
//                                          table, e.g. rlx.contrib.dnnl.
//                                          run_graph) with tensors as
//                                          DLTensors, ints and string
//                                          constants; shapes and tuples are
//                                          flattened. Returns nothing (DPS).
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

// TVM's AttentionKVCacheLegacy (relax.frontend.nn's KVCache): rows of
// `data` (shape (capacity, *row)) of which the first `fill_count` are
// filled. Shared by every value that refers to the cache: an append
// mutates it in place, as the module's call_inplace_packed says.
struct KVCacheState {
  NDArray data;
  int64_t fill_count = 0;
};

struct Value {
  // kClosure: a VM function (`i`, its index in the function table) with the
  // values it captured (`fields`), which come before the call's arguments.
  // kKVCache: `kv_cache`, shared, not copied, by copies of the value.
  enum class Kind { kNone, kTensor, kShape, kInt, kTuple, kStorage, kClosure, kKVCache };
  Kind kind = Kind::kNone;
  NDArray tensor;  // kTensor; kStorage: the storage's bytes (uint8)
  std::vector<int64_t> shape;
  int64_t i = 0;
  std::vector<Value> fields;
  std::shared_ptr<KVCacheState> kv_cache;

  static Value Tensor(NDArray t);
  static Value Shape(std::vector<int64_t> s);
  static Value Int(int64_t v);
  static Value Tuple(std::vector<Value> fields);
  static Value Storage(NDArray bytes);
  static Value Closure(int64_t func, std::vector<Value> captured);
};

// What the VM allocated (storages, and nothing else: arguments and constants
// are not counted). Bytes are live while any tensor placed in a storage, or
// a register holding the storage, refers to them.
struct MemoryStats {
  int64_t num_storages = 0;
  int64_t total_bytes = 0;  // sum over all storages allocated
  int64_t peak_bytes = 0;   // most bytes live at once
};

// Whether the VM implements the builtin `name` (e.g. "vm.builtin.reshape").
bool IsVMBuiltin(const std::string& name);

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
  // Counted since construction or the last ResetMemoryStats.
  const MemoryStats& memory_stats() const { return stats_; }
  void ResetMemoryStats();

 private:
  struct Frame;
  Value Run(int64_t func_index, const std::vector<Value>& args, int depth);
  Value CallBuiltin(int64_t builtin, Frame* frame, const Instruction& ins);
  void CallKernel(const std::string& name, Frame* frame, const Instruction& ins);
  // Calls a closure (the first argument) with its captured values first.
  Value InvokeClosure(Frame* frame, const Instruction& ins, int depth);
  Value MatchShapeHeap(Frame* frame, const Instruction& ins);
  Value MakeShapeHeap(Frame* frame, const Instruction& ins);

  Executable exec_;
  std::shared_ptr<KernelRunner> kernels_;
  // Per func_table entry: the builtin's id (-1 when not a builtin).
  std::vector<int> builtin_ids_;
  MemoryStats stats_;
  // Storages allocated and possibly still live; an entry whose buffer only
  // this list refers to is dead and dropped at the next allocation.
  std::vector<NDArray> live_storages_;
  NDArray AllocStorage(int64_t nbytes);
};

// The tensors of a value in order (tuples flattened depth-first, a shape as
// a 1-D int64 tensor, an int as a 0-d int64 tensor).
std::vector<NDArray> FlattenValue(const Value& v);

}  // namespace vm
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_VM_VM_H_
