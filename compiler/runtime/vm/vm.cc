#include "compiler/runtime/vm/vm.h"

#include <algorithm>
#include <limits>
#include <map>

#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/runtime/packed_func.h"
#include "compiler/runtime/vm/vm_internal.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace vm {
namespace {

enum Builtin {
  kMatchShape,
  kMakeShape,
  kMakePrim,
  kAllocTensor,
  kMakeTuple,
  kTupleGetItem,
  kReshape,
  kLoadConst,
  kCopy,
  kAllocStorage,
  kNullValue,
  kShapeOf,
  kTensorToShape,
  kAllocShapeHeap,
  kCheckTensorInfo,
  kCheckShapeInfo,
  kCheckPrimValueInfo,
  kCheckTupleInfo,
  kMatchPrimValue,
  kMakePrimValue,
  kCallPrimProgram,
  kInvokePacked,
  kToDevice,
  kMakeClosure,
  kInvokeClosure,
  kKVCacheCreate,
  kKVCacheAppend,
  kKVCacheView,
};

const std::map<std::string, int>& BuiltinTable() {
  static const std::map<std::string, int> table = {
      {"vm.builtin.match_shape", kMatchShape},
      {"vm.builtin.make_shape", kMakeShape},
      {"vm.builtin.make_prim", kMakePrim},
      {"vm.builtin.alloc_tensor", kAllocTensor},
      {"vm.builtin.make_tuple", kMakeTuple},
      {"vm.builtin.tuple_getitem", kTupleGetItem},
      {"vm.builtin.reshape", kReshape},
      {"vm.builtin.load_const", kLoadConst},
      {"vm.builtin.copy", kCopy},
      {"vm.builtin.alloc_storage", kAllocStorage},
      {"vm.builtin.null_value", kNullValue},
      {"vm.builtin.shape_of", kShapeOf},
      {"vm.builtin.tensor_to_shape", kTensorToShape},
      {"vm.builtin.alloc_shape_heap", kAllocShapeHeap},
      {"vm.builtin.check_tensor_info", kCheckTensorInfo},
      {"vm.builtin.check_shape_info", kCheckShapeInfo},
      {"vm.builtin.check_prim_value_info", kCheckPrimValueInfo},
      {"vm.builtin.check_tuple_info", kCheckTupleInfo},
      {"vm.builtin.match_prim_value", kMatchPrimValue},
      {"vm.builtin.make_prim_value", kMakePrimValue},
      {"vm.builtin.call_prim_program", kCallPrimProgram},
      {"vm.builtin.invoke_packed", kInvokePacked},
      {"vm.builtin.to_device", kToDevice},
      {"vm.builtin.make_closure", kMakeClosure},
      {"vm.builtin.invoke_closure", kInvokeClosure},
      {"vm.builtin.attention_kv_cache_create", kKVCacheCreate},
      {"vm.builtin.attention_kv_cache_append", kKVCacheAppend},
      {"vm.builtin.attention_kv_cache_view", kKVCacheView},
  };
  return table;
}

constexpr int kMaxDepth = 200;

[[noreturn]] void ShapeOverflow(int64_t a, const char* op, int64_t b) {
  ThrowError("VM: shape expression overflows int64 in " + std::to_string(a) + op + std::to_string(b));
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

}  // namespace

const char* KindName(Value::Kind k) {
  switch (k) {
    case Value::Kind::kNone:
      return "none";
    case Value::Kind::kTensor:
      return "tensor";
    case Value::Kind::kShape:
      return "shape";
    case Value::Kind::kInt:
      return "prim value";
    case Value::Kind::kTuple:
      return "tuple";
    case Value::Kind::kStorage:
      return "storage";
    case Value::Kind::kClosure:
      return "closure";
    case Value::Kind::kKVCache:
      return "KV cache";
  }
  return "?";
}

int64_t EvalProgram(const ShapeProgram& p, const std::vector<int64_t>& slots) {
  std::vector<int64_t> stack;
  for (const ShapeOp& op : p) {
    if (op.code == ShapeOp::kConst) {
      stack.push_back(op.value);
      continue;
    }
    if (op.code == ShapeOp::kSlot) {
      if (op.value < 0 || op.value >= static_cast<int64_t>(slots.size())) {
        ThrowError("VM: program slot " + std::to_string(op.value) + " out of range");
      }
      stack.push_back(slots[op.value]);
      continue;
    }
    if (op.code == ShapeOp::kNot) {
      if (stack.empty()) ThrowError("VM: malformed shape program");
      stack.back() = stack.back() == 0 ? 1 : 0;
      continue;
    }
    if (stack.size() < 2) ThrowError("VM: malformed shape program");
    int64_t b = stack.back();
    stack.pop_back();
    int64_t a = stack.back();
    int64_t r = 0;
    switch (op.code) {
      // Checked: symbolic dimensions come from the caller's tensors, and a
      // wrapped product would size a buffer too small for its kernel.
      case ShapeOp::kAdd:
        if (__builtin_add_overflow(a, b, &r)) ShapeOverflow(a, " + ", b);
        break;
      case ShapeOp::kSub:
        if (__builtin_sub_overflow(a, b, &r)) ShapeOverflow(a, " - ", b);
        break;
      case ShapeOp::kMul:
        if (__builtin_mul_overflow(a, b, &r)) ShapeOverflow(a, " * ", b);
        break;
      case ShapeOp::kFloorDiv:
      case ShapeOp::kFloorMod:
        if (b == 0) ThrowError("VM: division by zero in a shape expression");
        if (b == -1 && a == std::numeric_limits<int64_t>::min()) ShapeOverflow(a, " // ", b);
        r = op.code == ShapeOp::kFloorDiv ? FloorDiv(a, b) : a - FloorDiv(a, b) * b;
        break;
      case ShapeOp::kMin:
        r = std::min(a, b);
        break;
      case ShapeOp::kMax:
        r = std::max(a, b);
        break;
      case ShapeOp::kEQ:
        r = a == b;
        break;
      case ShapeOp::kNE:
        r = a != b;
        break;
      case ShapeOp::kLT:
        r = a < b;
        break;
      case ShapeOp::kLE:
        r = a <= b;
        break;
      case ShapeOp::kGT:
        r = a > b;
        break;
      case ShapeOp::kGE:
        r = a >= b;
        break;
      case ShapeOp::kAnd:
        r = (a != 0) && (b != 0);
        break;
      case ShapeOp::kOr:
        r = (a != 0) || (b != 0);
        break;
      default:
        ThrowError("VM: malformed shape program");
    }
    stack.back() = r;
  }
  if (stack.size() != 1) ThrowError("VM: malformed shape program");
  return stack[0];
}

Value Value::Tensor(NDArray t) {
  Value v;
  v.kind = Kind::kTensor;
  v.tensor = std::move(t);
  return v;
}
Value Value::Shape(std::vector<int64_t> s) {
  Value v;
  v.kind = Kind::kShape;
  v.shape = std::move(s);
  return v;
}
Value Value::Int(int64_t i) {
  Value v;
  v.kind = Kind::kInt;
  v.i = i;
  return v;
}
Value Value::Tuple(std::vector<Value> fields) {
  Value v;
  v.kind = Kind::kTuple;
  v.fields = std::move(fields);
  return v;
}

Value Value::Storage(NDArray bytes) {
  Value v;
  v.kind = Kind::kStorage;
  v.tensor = std::move(bytes);
  return v;
}

Value Value::Closure(int64_t func, std::vector<Value> captured) {
  Value v;
  v.kind = Kind::kClosure;
  v.i = func;
  v.fields = std::move(captured);
  return v;
}

bool IsVMBuiltin(const std::string& name) { return BuiltinTable().count(name) != 0; }

void VirtualMachine::ResetMemoryStats() {
  stats_ = MemoryStats();
  live_storages_.clear();
}

NDArray VirtualMachine::AllocStorage(int64_t nbytes) {
  if (nbytes < 0) ThrowError("VM: alloc_storage of a negative size (" + std::to_string(nbytes) + " bytes)");
  int64_t live = 0;
  std::vector<NDArray> still;
  for (NDArray& s : live_storages_) {
    if (s.BufferUseCount() > 1) {
      live += static_cast<int64_t>(s.NumBytes());
      still.push_back(std::move(s));
    }
  }
  NDArray storage = NDArray::Empty({nbytes}, DataType::UInt(8));
  still.push_back(storage);
  live_storages_ = std::move(still);
  stats_.num_storages += 1;
  stats_.total_bytes += nbytes;
  stats_.peak_bytes = std::max(stats_.peak_bytes, live + nbytes);
  return storage;
}

VirtualMachine::VirtualMachine(Executable exec, std::shared_ptr<KernelRunner> kernels)
    : exec_(std::move(exec)), kernels_(std::move(kernels)) {
  for (const VMFunction& f : exec_.func_table) {
    int id = -1;
    if (f.kind == VMFunction::kBuiltin) {
      auto it = BuiltinTable().find(f.name);
      if (it == BuiltinTable().end()) ThrowError("VM: unknown builtin '" + f.name + "'");
      id = it->second;
    }
    builtin_ids_.push_back(id);
  }
}

Value VirtualMachine::Invoke(const std::string& func, const std::vector<Value>& args) {
  int64_t idx = exec_.FindFunction(func);
  if (idx < 0 || exec_.func_table[idx].kind != VMFunction::kVMFunc) {
    std::string names;
    for (const VMFunction& f : exec_.func_table) {
      if (f.kind == VMFunction::kVMFunc) names += (names.empty() ? "" : ", ") + f.name;
    }
    ThrowError("the executable has no function '" + func + "'; its functions are: " + names);
  }
  return Run(idx, args, 0);
}

Value VirtualMachine::Run(int64_t func_index, const std::vector<Value>& args, int depth) {
  if (depth > kMaxDepth) ThrowError("VM: call depth limit (" + std::to_string(kMaxDepth) + ") exceeded");
  const VMFunction& f = exec_.func_table[func_index];
  if (args.size() != f.param_names.size()) {
    std::string names;
    for (const std::string& p : f.param_names) names += (names.empty() ? "" : ", ") + p;
    ThrowError("function '" + f.name + "' takes " + std::to_string(f.param_names.size()) + " arguments (" + names +
               "), got " + std::to_string(args.size()));
  }
  Frame frame{&f, std::vector<Value>(std::max<int64_t>(f.num_regs, args.size())), std::vector<int64_t>(f.heap_size),
              std::vector<bool>(f.heap_size, false)};
  std::copy(args.begin(), args.end(), frame.regs.begin());
  int64_t pc = 0;
  const int64_t n = static_cast<int64_t>(f.code.size());
  while (pc >= 0 && pc < n) {
    const Instruction& ins = f.code[pc];
    switch (ins.op) {
      case Instruction::kRet:
        return frame.Reg(ins.reg);
      case Instruction::kGoto:
        pc += ins.offset;
        break;
      case Instruction::kIf: {
        const Value& c = frame.Reg(ins.reg);
        bool truth;
        if (c.kind == Value::Kind::kInt) {
          truth = c.i != 0;
        } else if (c.kind == Value::Kind::kTensor && c.tensor.NumElements() == 1) {
          truth = c.tensor.GetDouble(0) != 0;
        } else {
          ThrowError(std::string("VM: an if condition must be a scalar, got a ") + KindName(c.kind));
        }
        pc += truth ? 1 : ins.offset;
        break;
      }
      case Instruction::kCall: {
        if (ins.func < 0 || ins.func >= static_cast<int64_t>(exec_.func_table.size())) {
          ThrowError("VM: function index out of range");
        }
        if (ins.dst < 0 || ins.dst >= static_cast<int64_t>(frame.regs.size())) ThrowError("VM: bad destination");
        const VMFunction& callee = exec_.func_table[ins.func];
        if (callee.kind == VMFunction::kBuiltin && builtin_ids_[ins.func] == kInvokeClosure) {
          frame.regs[ins.dst] = InvokeClosure(&frame, ins, depth);
        } else if (callee.kind == VMFunction::kBuiltin) {
          frame.regs[ins.dst] = CallBuiltin(builtin_ids_[ins.func], &frame, ins);
        } else if (callee.kind == VMFunction::kKernel) {
          CallKernel(callee.name, &frame, ins);
          frame.regs[ins.dst] = Value();
        } else {
          std::vector<Value> call_args;
          for (const Arg& a : ins.args) {
            if (a.kind != Arg::kRegister) ThrowError("VM: a VM function call takes registers only");
            call_args.push_back(frame.Reg(a.value));
          }
          frame.regs[ins.dst] = Run(ins.func, call_args, depth + 1);
        }
        ++pc;
        break;
      }
    }
  }
  ThrowError("VM: function '" + f.name + "' ran off its code without returning");
}

Value VirtualMachine::InvokeClosure(Frame* frame, const Instruction& ins, int depth) {
  if (ins.args.empty() || ins.args[0].kind != Arg::kRegister) ThrowError("VM: invoke_closure needs a closure");
  const Value& closure = frame->Reg(ins.args[0].value);
  if (closure.kind != Value::Kind::kClosure) {
    ThrowError(std::string("VM: invoke_closure expects a closure, got a ") + KindName(closure.kind));
  }
  std::vector<Value> args = closure.fields;
  for (size_t i = 1; i < ins.args.size(); ++i) {
    if (ins.args[i].kind != Arg::kRegister) ThrowError("VM: a closure call takes registers only");
    args.push_back(frame->Reg(ins.args[i].value));
  }
  return Run(closure.i, args, depth + 1);
}

void VirtualMachine::CallKernel(const std::string& name, Frame* frame, const Instruction& ins) {
  std::vector<NDArray> buffers;
  std::vector<int64_t> scalars;
  std::vector<const Value*> work;
  for (const Arg& a : ins.args) {
    if (a.kind == Arg::kImmediate) {
      scalars.push_back(a.value);
      continue;
    }
    if (a.kind != Arg::kRegister) ThrowError("VM: kernel '" + name + "' takes registers and immediates only");
    std::vector<const Value*> stack = {&frame->Reg(a.value)};
    while (!stack.empty()) {
      const Value* v = stack.back();
      stack.pop_back();
      switch (v->kind) {
        case Value::Kind::kTensor:
          buffers.push_back(v->tensor);
          break;
        case Value::Kind::kInt:
          scalars.push_back(v->i);
          break;
        case Value::Kind::kShape:
          scalars.insert(scalars.end(), v->shape.begin(), v->shape.end());
          break;
        case Value::Kind::kTuple:
          for (auto it = v->fields.rbegin(); it != v->fields.rend(); ++it) stack.push_back(&*it);
          break;
        case Value::Kind::kNone:
          ThrowError("VM: kernel '" + name + "' got an empty value");
        case Value::Kind::kStorage:
          ThrowError("VM: kernel '" + name + "' got a storage, not a tensor");
        case Value::Kind::kClosure:
          ThrowError("VM: kernel '" + name + "' got a closure, not a tensor");
        case Value::Kind::kKVCache:
          ThrowError("VM: kernel '" + name + "' got a KV cache, not a tensor");
      }
    }
  }
  if (!kernels_) ThrowError("VM: no kernels are loaded (kernel '" + name + "')");
  kernels_->Run(name, buffers, scalars);
}

Value VirtualMachine::CallBuiltin(int64_t builtin, Frame* frame, const Instruction& ins) {
  auto arg = [&](size_t i) -> const Arg& {
    if (i >= ins.args.size()) ThrowError("VM: builtin '" + exec_.func_table[ins.func].name + "' needs more arguments");
    return ins.args[i];
  };
  auto reg = [&](size_t i) -> const Value& {
    if (arg(i).kind != Arg::kRegister) ThrowError("VM: builtin argument " + std::to_string(i) + " must be a register");
    return frame->Reg(arg(i).value);
  };
  // An immediate or a register holding a prim value.
  auto int_arg = [&](size_t i) -> int64_t {
    const Arg& a = arg(i);
    if (a.kind == Arg::kImmediate) return a.value;
    const Value& v = reg(i);
    if (v.kind != Value::Kind::kInt) ThrowError("VM: builtin argument " + std::to_string(i) + " must be an integer");
    return v.i;
  };
  auto constant = [&](size_t i, Constant::Kind kind) -> const Constant& {
    const Arg& a = arg(i);
    if (a.kind != Arg::kConstIdx || a.value < 0 || a.value >= static_cast<int64_t>(exec_.constants.size()) ||
        exec_.constants[a.value].kind != kind) {
      ThrowError("VM: builtin argument " + std::to_string(i) + " must be a constant of the right kind");
    }
    return exec_.constants[a.value];
  };
  switch (builtin) {
    case kMatchShape: {
      if (arg(1).kind == Arg::kRegister) return MatchShapeHeap(frame, ins);
      const Value& v = reg(0);
      const Constant& spec = constant(1, Constant::Kind::kMatchSpec);
      std::vector<int64_t> actual;
      std::string got;
      switch (spec.value_kind) {
        case Constant::ValueKind::kAny:
          return Value();
        case Constant::ValueKind::kTensor:
          if (v.kind != Value::Kind::kTensor) ThrowError(spec.str + " expects a tensor, got a " + KindName(v.kind));
          if (!spec.dtype.empty() && v.tensor.dtype().ToString() != spec.dtype) {
            ThrowError(spec.str + " expects dtype " + spec.dtype + ", got " + v.tensor.dtype().ToString());
          }
          actual = v.tensor.shape();
          got = "shape ";
          break;
        case Constant::ValueKind::kShape:
          if (v.kind != Value::Kind::kShape) ThrowError(spec.str + " expects a shape, got a " + KindName(v.kind));
          actual = v.shape;
          got = "shape ";
          break;
        case Constant::ValueKind::kPrim:
          if (v.kind != Value::Kind::kInt) ThrowError(spec.str + " expects a prim value, got a " + KindName(v.kind));
          actual = {v.i};
          got = "value ";
          break;
      }
      auto fail = [&]() {
        std::string text =
            spec.value_kind == Constant::ValueKind::kPrim ? std::to_string(actual[0]) : ShapeToString(actual);
        ThrowError(spec.str + " expects " + got + spec.expected + ", got " + text);
      };
      if (spec.ndim >= 0 && static_cast<int64_t>(actual.size()) != spec.ndim) {
        if (spec.expected.empty()) {
          ThrowError(spec.str + " expects rank " + std::to_string(spec.ndim) + ", got " + ShapeToString(actual));
        }
        fail();
      }
      if (!spec.patterns.empty() && spec.patterns.size() != actual.size()) fail();
      for (size_t d = 0; d < spec.patterns.size(); ++d) {
        const DimPattern& p = spec.patterns[d];
        if (p.kind == DimPattern::kStore) {
          if (p.slot < 0 || p.slot >= static_cast<int64_t>(frame->heap.size())) ThrowError("VM: bad heap slot");
          frame->heap[p.slot] = actual[d];
          frame->heap_set[p.slot] = true;
        } else if (p.kind == DimPattern::kCheck && frame->Eval(p.expr) != actual[d]) {
          fail();
        }
      }
      return Value();
    }
    case kMakeShape: {
      if (arg(0).kind == Arg::kRegister) return MakeShapeHeap(frame, ins);
      std::vector<int64_t> s;
      for (const ShapeProgram& p : constant(0, Constant::Kind::kShapeExprs).dims) s.push_back(frame->Eval(p));
      return Value::Shape(std::move(s));
    }
    case kMakePrim: {
      const Constant& c = constant(0, Constant::Kind::kShapeExprs);
      if (c.dims.size() != 1) ThrowError("VM: make_prim takes one program");
      return Value::Int(frame->Eval(c.dims[0]));
    }
    case kAllocStorage: {
      const Value& size = reg(0);
      if (size.kind != Value::Kind::kShape || size.shape.size() != 1) {
        ThrowError("VM: alloc_storage expects a 1-D shape holding the byte size");
      }
      return Value::Storage(AllocStorage(size.shape[0]));
    }
    case kAllocTensor: {
      const Value& storage = reg(0);
      if (storage.kind != Value::Kind::kStorage) {
        ThrowError(std::string("VM: alloc_tensor expects a storage, got a ") + KindName(storage.kind));
      }
      int64_t offset = int_arg(1);
      const Value& s = reg(2);
      if (s.kind != Value::Kind::kShape) ThrowError("VM: alloc_tensor expects a shape");
      std::optional<DataType> dtype = DataType::Parse(constant(3, Constant::Kind::kString).str);
      if (!dtype) ThrowError("VM: alloc_tensor: bad dtype");
      return Value::Tensor(storage.tensor.View(offset, s.shape, *dtype));
    }
    case kNullValue:
      return Value();
    case kAllocShapeHeap: {
      int64_t n = int_arg(0);
      if (n < 0) ThrowError("VM: alloc_shape_heap of a negative size");
      return Value::Tensor(NDArray::Zeros({n}, DataType::Int(64)));
    }
    case kCheckTensorInfo: {
      const Value& v = reg(0);
      int64_t ndim = int_arg(1);
      const std::string& dtype = constant(2, Constant::Kind::kString).str;
      const std::string& ctx = constant(3, Constant::Kind::kString).str;
      if (v.kind != Value::Kind::kTensor) ThrowError(ctx + "expects a tensor, got a " + KindName(v.kind));
      if (ndim >= 0 && v.tensor.ndim() != ndim) {
        ThrowError(ctx + "expects a tensor of rank " + std::to_string(ndim) + ", got shape " +
                   ShapeToString(v.tensor.shape()));
      }
      if (!dtype.empty() && dtype != "void" && v.tensor.dtype().ToString() != dtype) {
        ThrowError(ctx + "expects dtype " + dtype + ", got " + v.tensor.dtype().ToString());
      }
      return Value();
    }
    case kCheckShapeInfo: {
      const Value& v = reg(0);
      int64_t ndim = int_arg(1);
      const std::string& ctx = constant(2, Constant::Kind::kString).str;
      if (v.kind != Value::Kind::kShape) ThrowError(ctx + "expects a shape, got a " + KindName(v.kind));
      if (ndim >= 0 && static_cast<int64_t>(v.shape.size()) != ndim) {
        ThrowError(ctx + "expects a shape of " + std::to_string(ndim) + " dimensions, got " + ShapeToString(v.shape));
      }
      return Value();
    }
    case kCheckPrimValueInfo: {
      const Value& v = reg(0);
      const std::string& ctx = constant(2, Constant::Kind::kString).str;
      if (v.kind != Value::Kind::kInt) ThrowError(ctx + "expects a prim value, got a " + KindName(v.kind));
      return Value();
    }
    case kCheckTupleInfo: {
      const Value& v = reg(0);
      int64_t n = int_arg(1);
      const std::string& ctx = constant(2, Constant::Kind::kString).str;
      if (v.kind != Value::Kind::kTuple) ThrowError(ctx + "expects a tuple, got a " + KindName(v.kind));
      if (static_cast<int64_t>(v.fields.size()) != n) {
        ThrowError(ctx + "expects a tuple of " + std::to_string(n) + " fields, got " + std::to_string(v.fields.size()));
      }
      return Value();
    }
    case kMatchPrimValue:
      return MatchShapeHeap(frame, ins);
    case kCallPrimProgram: {
      const Constant& c = constant(0, Constant::Kind::kShapeExprs);
      if (c.dims.size() != 1) ThrowError("VM: call_prim_program takes one program");
      std::vector<int64_t> slots;
      for (size_t i = 1; i < ins.args.size(); ++i) slots.push_back(int_arg(i));
      return Value::Int(EvalProgram(c.dims[0], slots));
    }
    case kMakePrimValue: {
      Value s = MakeShapeHeap(frame, ins);
      return Value::Int(s.shape[0]);
    }
    case kShapeOf: {
      const Value& t = reg(0);
      if (t.kind != Value::Kind::kTensor)
        ThrowError(std::string("VM: shape_of expects a tensor, got a ") + KindName(t.kind));
      return Value::Shape(t.tensor.shape());
    }
    case kTensorToShape: {
      const Value& t = reg(0);
      if (t.kind != Value::Kind::kTensor || t.tensor.ndim() != 1 || !t.tensor.dtype().is_int()) {
        ThrowError("VM: tensor_to_shape expects a 1-D integer tensor");
      }
      return Value::Shape(t.tensor.ToIntVector());
    }
    case kMakeTuple: {
      std::vector<Value> fields;
      for (size_t i = 0; i < ins.args.size(); ++i) fields.push_back(reg(i));
      return Value::Tuple(std::move(fields));
    }
    case kTupleGetItem: {
      const Value& t = reg(0);
      const Arg& idx = arg(1);
      if (t.kind != Value::Kind::kTuple) ThrowError(std::string("VM: tuple_getitem on a ") + KindName(t.kind));
      if (idx.kind != Arg::kImmediate || idx.value < 0 || idx.value >= static_cast<int64_t>(t.fields.size())) {
        ThrowError("VM: tuple index out of range");
      }
      return t.fields[idx.value];
    }
    case kReshape: {
      const Value& t = reg(0);
      const Value& s = reg(1);
      if (t.kind != Value::Kind::kTensor || s.kind != Value::Kind::kShape)
        ThrowError("VM: reshape expects a tensor and a shape");
      return Value::Tensor(t.tensor.Reshape(s.shape));
    }
    case kLoadConst:
      return Value::Tensor(constant(0, Constant::Kind::kTensor).tensor);
    case kCopy:
      // One argument, returned: a destination-passing call of it
      // (R.call_dps_packed) would leave its output unwritten.
      if (ins.args.size() != 1) {
        ThrowError("VM: vm.builtin.copy takes 1 argument, got " + std::to_string(ins.args.size()) +
                   " (it returns its argument and writes no destination)");
      }
      return reg(0);
    // Tensors of every device live in host memory between kernel calls
    // (device runners copy around each launch), so moving one to another
    // device is a copy that the destination owns, as TVM's CopyTo gives.
    case kMakeClosure: {
      int64_t func = int_arg(0);
      if (func < 0 || func >= static_cast<int64_t>(exec_.func_table.size()) ||
          exec_.func_table[func].kind != VMFunction::kVMFunc) {
        ThrowError("VM: make_closure of something that is not a VM function");
      }
      std::vector<Value> captured;
      for (size_t i = 1; i < ins.args.size(); ++i) captured.push_back(reg(i));
      return Value::Closure(func, std::move(captured));
    }
    case kKVCacheCreate:
      return KVCacheCreate(reg(0), reg(1), int_arg(2));
    case kKVCacheAppend:
      return KVCacheAppend(reg(0), reg(1));
    case kKVCacheView:
      return KVCacheView(reg(0), reg(1));
    case kToDevice: {
      const Value& t = reg(0);
      if (t.kind != Value::Kind::kTensor) ThrowError("VM: to_device expects a tensor");
      return Value::Tensor(t.tensor.Clone());
    }
    case kInvokePacked: {
      // Runtime packed functions take TVM's packed arguments: tensors as
      // DLTensors, ints, strings (shapes and tuples flattened, in order).
      const std::string& name = constant(0, Constant::Kind::kString).str;
      PackedArgsBuilder args(name);
      for (size_t i = 1; i < ins.args.size(); ++i) {
        const Arg& a = ins.args[i];
        if (a.kind == Arg::kImmediate) {
          args.Int(a.value);
          continue;
        }
        if (a.kind == Arg::kConstIdx) {
          args.Str(constant(i, Constant::Kind::kString).str);
          continue;
        }
        std::vector<const Value*> stack = {&reg(i)};
        while (!stack.empty()) {
          const Value* v = stack.back();
          stack.pop_back();
          switch (v->kind) {
            case Value::Kind::kTensor:
              args.Tensor(v->tensor);
              break;
            case Value::Kind::kInt:
              args.Int(v->i);
              break;
            case Value::Kind::kShape:
              for (int64_t d : v->shape) args.Int(d);
              break;
            case Value::Kind::kTuple:
              for (auto it = v->fields.rbegin(); it != v->fields.rend(); ++it) stack.push_back(&*it);
              break;
            case Value::Kind::kNone:
              args.Null();
              break;
            case Value::Kind::kStorage:
              ThrowError("VM: packed function '" + name + "' got a storage, not a tensor");
            case Value::Kind::kClosure:
              ThrowError("VM: packed function '" + name + "' got a closure, not a tensor");
            case Value::Kind::kKVCache:
              ThrowError("VM: packed function '" + name + "' got a KV cache, not a tensor");
          }
        }
      }
      CallPacked(args.Build());
      return Value();
    }
  }
  ThrowError("VM: unknown builtin id");
}

std::vector<NDArray> FlattenValue(const Value& v) {
  std::vector<NDArray> out;
  switch (v.kind) {
    case Value::Kind::kTensor:
      out.push_back(v.tensor);
      break;
    case Value::Kind::kShape:
      out.push_back(NDArray::FromVector<int64_t>({static_cast<int64_t>(v.shape.size())}, v.shape, DataType::Int(64)));
      break;
    case Value::Kind::kInt:
      out.push_back(NDArray::FromVector<int64_t>({}, {v.i}, DataType::Int(64)));
      break;
    case Value::Kind::kTuple:
      for (const Value& f : v.fields) {
        std::vector<NDArray> sub = FlattenValue(f);
        out.insert(out.end(), sub.begin(), sub.end());
      }
      break;
    case Value::Kind::kNone:
      ThrowError("the result has no value to output");
    case Value::Kind::kStorage:
      ThrowError("the result is a storage, not a value to output");
    case Value::Kind::kClosure:
      ThrowError("the result is a closure, not a value to output");
    case Value::Kind::kKVCache:
      ThrowError("the result is a KV cache, not a value to output");
  }
  return out;
}

}  // namespace vm
}  // namespace runtime
}  // namespace rlx
