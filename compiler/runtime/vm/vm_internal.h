// What vm.cc, vm_shape_heap.cc and vm_kv_cache.cc share: a call frame of the interpreter
// and the helpers both halves use. Not part of the VM's interface.
#ifndef RLX_COMPILER_RUNTIME_VM_VM_INTERNAL_H_
#define RLX_COMPILER_RUNTIME_VM_VM_INTERNAL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/runtime/vm/vm.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace vm {

// "tensor", "shape", "prim value", ...: for error messages.
const char* KindName(Value::Kind k);

// Runs a postfix program; kSlot reads `slots`.
int64_t EvalProgram(const ShapeProgram& p, const std::vector<int64_t>& slots);

// TVM's legacy KV cache builtins (vm_kv_cache.cc); errors throw
// DiagnosticError naming the builtin.
Value KVCacheCreate(const Value& init, const Value& reserve_shape, int64_t init_fill_count);
Value KVCacheAppend(const Value& cache, const Value& rows);
Value KVCacheView(const Value& cache, const Value& shape);

struct VirtualMachine::Frame {
  const VMFunction* func;
  std::vector<Value> regs;
  std::vector<int64_t> heap;
  std::vector<bool> heap_set;

  const Value& Reg(int64_t r) const {
    if (r < 0 || r >= static_cast<int64_t>(regs.size()))
      ThrowError("VM: register " + std::to_string(r) + " out of range");
    return regs[r];
  }
  int64_t Eval(const ShapeProgram& p) const {
    for (const ShapeOp& op : p) {
      if (op.code == ShapeOp::kSlot &&
          (op.value < 0 || op.value >= static_cast<int64_t>(heap.size()) || !heap_set[op.value])) {
        ThrowError("VM: shape heap slot " + std::to_string(op.value) + " read before it was set");
      }
    }
    return EvalProgram(p, heap);
  }
};

}  // namespace vm
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_VM_VM_INTERNAL_H_
