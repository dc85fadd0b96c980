// The shape-heap builtins of the VM (TVM's vm.builtin.match_shape,
// match_prim_value, make_shape, make_prim_value): how VMShapeLower's code
// checks shapes against the heap of symbolic dims and builds shapes from it.
#include <string>
#include <vector>

#include "compiler/runtime/vm/vm.h"
#include "compiler/runtime/vm/vm_internal.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace vm {
namespace {

// The heap argument of the shape-heap builtins.
NDArray& HeapOf(const Value& v) {
  if (v.kind != Value::Kind::kTensor || v.tensor.dtype() != DataType::Int(64) || v.tensor.ndim() != 1) {
    ThrowError("VM: the shape heap must be a 1-D int64 tensor");
  }
  return const_cast<NDArray&>(v.tensor);
}

int64_t ImmAt(const Instruction& ins, size_t i) {
  if (i >= ins.args.size() || ins.args[i].kind != Arg::kImmediate) {
    ThrowError("VM: shape builtin argument " + std::to_string(i) + " must be an immediate");
  }
  return ins.args[i].value;
}

int64_t HeapGet(const NDArray& heap, int64_t slot) {
  if (slot < 0 || slot >= heap.NumElements())
    ThrowError("VM: shape heap slot " + std::to_string(slot) + " out of range");
  return heap.GetInt(slot);
}

}  // namespace

// match_shape(value, heap, ndim, (code, v)*, c[err]) and
// match_prim_value(value, heap, code, v, c[err]) (TVM's MatchShapeCode).
Value VirtualMachine::MatchShapeHeap(Frame* frame, const Instruction& ins) {
  const std::string& name = exec_.func_table[ins.func].name;
  bool prim = name == "vm.builtin.match_prim_value";
  if (ins.args.size() < 3 || ins.args[0].kind != Arg::kRegister || ins.args[1].kind != Arg::kRegister ||
      ins.args.back().kind != Arg::kConstIdx) {
    ThrowError("VM: malformed " + name);
  }
  const Value& v = frame->Reg(ins.args[0].value);
  // A function without symbolic shapes has a null heap: only immediates.
  const Value& heap_value = frame->Reg(ins.args[1].value);
  const Arg& err = ins.args.back();
  if (err.value < 0 || err.value >= static_cast<int64_t>(exec_.constants.size()) ||
      exec_.constants[err.value].kind != Constant::Kind::kString) {
    ThrowError("VM: malformed " + name);
  }
  const std::string& ctx = exec_.constants[err.value].str;
  std::vector<int64_t> actual;
  size_t first = prim ? 2 : 3;
  if (prim) {
    if (v.kind != Value::Kind::kInt) ThrowError(ctx + "expects a prim value, got a " + KindName(v.kind));
    actual = {v.i};
  } else if (v.kind == Value::Kind::kTensor) {
    actual = v.tensor.shape();
  } else if (v.kind == Value::Kind::kShape) {
    actual = v.shape;
  } else {
    ThrowError(ctx + "expects a tensor or a shape, got a " + KindName(v.kind));
  }
  int64_t n = prim ? 1 : ImmAt(ins, 2);
  if (static_cast<int64_t>(actual.size()) != n) {
    ThrowError(ctx + "expects " + std::to_string(n) + " dimensions, got " + ShapeToString(actual));
  }
  if (ins.args.size() != first + 2 * static_cast<size_t>(n) + 1) ThrowError("VM: malformed " + name);
  for (int64_t d = 0; d < n; ++d) {
    int64_t code = ImmAt(ins, first + 2 * d), value = ImmAt(ins, first + 2 * d + 1);
    std::string where = prim ? "value" : "shape[" + std::to_string(d) + "]";
    switch (code) {
      case 0:  // assert equal to immediate
        if (actual[d] != value) {
          ThrowError(ctx + where + " mismatch: expected " + std::to_string(value) + ", got " +
                     std::to_string(actual[d]) + (prim ? "" : " in " + ShapeToString(actual)));
        }
        break;
      case 1: {  // store to heap
        NDArray& heap = HeapOf(heap_value);
        if (value < 0 || value >= heap.NumElements()) ThrowError("VM: shape heap slot out of range");
        heap.SetInt(value, actual[d]);
        break;
      }
      case 2:
        break;  // no-op
      case 3:   // assert equal to load
        if (actual[d] != HeapGet(HeapOf(heap_value), value)) {
          ThrowError(ctx + where + " mismatch: expected " + std::to_string(HeapGet(HeapOf(heap_value), value)) +
                     ", got " + std::to_string(actual[d]) + (prim ? "" : " in " + ShapeToString(actual)));
        }
        break;
      default:
        ThrowError("VM: bad match code " + std::to_string(code));
    }
  }
  return Value();
}

// make_shape(heap, ndim, (code, v)*) and make_prim_value(heap, code, v)
// (TVM's MakeShapeCode: 0 immediate, 1 load).
Value VirtualMachine::MakeShapeHeap(Frame* frame, const Instruction& ins) {
  const std::string& name = exec_.func_table[ins.func].name;
  bool prim = name == "vm.builtin.make_prim_value";
  if (ins.args.empty() || ins.args[0].kind != Arg::kRegister) ThrowError("VM: malformed " + name);
  const Value& hv = frame->Reg(ins.args[0].value);
  int64_t n = prim ? 1 : ImmAt(ins, 1);
  size_t first = prim ? 1 : 2;
  if (n < 0 || ins.args.size() != first + 2 * static_cast<size_t>(n)) ThrowError("VM: malformed " + name);
  std::vector<int64_t> out;
  for (int64_t d = 0; d < n; ++d) {
    int64_t code = ImmAt(ins, first + 2 * d), value = ImmAt(ins, first + 2 * d + 1);
    if (code == 0) {
      out.push_back(value);
    } else if (code == 1) {
      out.push_back(HeapGet(HeapOf(hv), value));
    } else {
      ThrowError("VM: bad make_shape code " + std::to_string(code));
    }
  }
  return Value::Shape(std::move(out));
}

}  // namespace vm
}  // namespace runtime
}  // namespace rlx
