#include "compiler/runtime/vm/vm.h"

#include <algorithm>
#include <map>

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
};

const std::map<std::string, int>& BuiltinTable() {
  static const std::map<std::string, int> table = {
      {"vm.builtin.match_shape", kMatchShape},   {"vm.builtin.make_shape", kMakeShape},
      {"vm.builtin.make_prim", kMakePrim},       {"vm.builtin.alloc_tensor", kAllocTensor},
      {"vm.builtin.make_tuple", kMakeTuple},     {"vm.builtin.tuple_getitem", kTupleGetItem},
      {"vm.builtin.reshape", kReshape},          {"vm.builtin.load_const", kLoadConst},
      {"vm.builtin.copy", kCopy},
  };
  return table;
}

constexpr int kMaxDepth = 200;

const char* KindName(Value::Kind k) {
  switch (k) {
    case Value::Kind::kNone: return "none";
    case Value::Kind::kTensor: return "tensor";
    case Value::Kind::kShape: return "shape";
    case Value::Kind::kInt: return "prim value";
    case Value::Kind::kTuple: return "tuple";
  }
  return "?";
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

}  // namespace

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

struct VirtualMachine::Frame {
  const VMFunction* func;
  std::vector<Value> regs;
  std::vector<int64_t> heap;
  std::vector<bool> heap_set;

  const Value& Reg(int64_t r) const {
    if (r < 0 || r >= static_cast<int64_t>(regs.size())) ThrowError("VM: register " + std::to_string(r) + " out of range");
    return regs[r];
  }
  int64_t Eval(const ShapeProgram& p) const {
    std::vector<int64_t> stack;
    for (const ShapeOp& op : p) {
      if (op.code == ShapeOp::kConst) {
        stack.push_back(op.value);
        continue;
      }
      if (op.code == ShapeOp::kSlot) {
        if (op.value < 0 || op.value >= static_cast<int64_t>(heap.size()) || !heap_set[op.value]) {
          ThrowError("VM: shape heap slot " + std::to_string(op.value) + " read before it was set");
        }
        stack.push_back(heap[op.value]);
        continue;
      }
      if (stack.size() < 2) ThrowError("VM: malformed shape program");
      int64_t b = stack.back();
      stack.pop_back();
      int64_t a = stack.back();
      int64_t r = 0;
      switch (op.code) {
        case ShapeOp::kAdd: r = a + b; break;
        case ShapeOp::kSub: r = a - b; break;
        case ShapeOp::kMul: r = a * b; break;
        case ShapeOp::kFloorDiv:
        case ShapeOp::kFloorMod:
          if (b == 0) ThrowError("VM: division by zero in a shape expression");
          r = op.code == ShapeOp::kFloorDiv ? FloorDiv(a, b) : a - FloorDiv(a, b) * b;
          break;
        case ShapeOp::kMin: r = std::min(a, b); break;
        case ShapeOp::kMax: r = std::max(a, b); break;
        default: ThrowError("VM: malformed shape program");
      }
      stack.back() = r;
    }
    if (stack.size() != 1) ThrowError("VM: malformed shape program");
    return stack[0];
  }
};

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
  Frame frame{&f, std::vector<Value>(std::max<int64_t>(f.num_regs, args.size())),
              std::vector<int64_t>(f.heap_size), std::vector<bool>(f.heap_size, false)};
  std::copy(args.begin(), args.end(), frame.regs.begin());
  int64_t pc = 0;
  const int64_t n = static_cast<int64_t>(f.code.size());
  while (pc >= 0 && pc < n) {
    const Instruction& ins = f.code[pc];
    switch (ins.op) {
      case Instruction::kRet: return frame.Reg(ins.reg);
      case Instruction::kGoto: pc += ins.offset; break;
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
        if (callee.kind == VMFunction::kBuiltin) {
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
        case Value::Kind::kTensor: buffers.push_back(v->tensor); break;
        case Value::Kind::kInt: scalars.push_back(v->i); break;
        case Value::Kind::kShape: scalars.insert(scalars.end(), v->shape.begin(), v->shape.end()); break;
        case Value::Kind::kTuple:
          for (auto it = v->fields.rbegin(); it != v->fields.rend(); ++it) stack.push_back(&*it);
          break;
        case Value::Kind::kNone: ThrowError("VM: kernel '" + name + "' got an empty value");
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
      const Value& v = reg(0);
      const Constant& spec = constant(1, Constant::Kind::kMatchSpec);
      std::vector<int64_t> actual;
      std::string got;
      switch (spec.value_kind) {
        case Constant::ValueKind::kAny: return Value();
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
        std::string text = spec.value_kind == Constant::ValueKind::kPrim ? std::to_string(actual[0]) : ShapeToString(actual);
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
      std::vector<int64_t> s;
      for (const ShapeProgram& p : constant(0, Constant::Kind::kShapeExprs).dims) s.push_back(frame->Eval(p));
      return Value::Shape(std::move(s));
    }
    case kMakePrim: {
      const Constant& c = constant(0, Constant::Kind::kShapeExprs);
      if (c.dims.size() != 1) ThrowError("VM: make_prim takes one program");
      return Value::Int(frame->Eval(c.dims[0]));
    }
    case kAllocTensor: {
      const Value& s = reg(0);
      if (s.kind != Value::Kind::kShape) ThrowError("VM: alloc_tensor expects a shape");
      std::optional<DataType> dtype = DataType::Parse(constant(1, Constant::Kind::kString).str);
      if (!dtype) ThrowError("VM: alloc_tensor: bad dtype");
      return Value::Tensor(NDArray::Empty(s.shape, *dtype));
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
      if (t.kind != Value::Kind::kTensor || s.kind != Value::Kind::kShape) ThrowError("VM: reshape expects a tensor and a shape");
      return Value::Tensor(t.tensor.Reshape(s.shape));
    }
    case kLoadConst: return Value::Tensor(constant(0, Constant::Kind::kTensor).tensor);
    case kCopy: return reg(0);
  }
  ThrowError("VM: unknown builtin id");
}

std::vector<NDArray> FlattenValue(const Value& v) {
  std::vector<NDArray> out;
  switch (v.kind) {
    case Value::Kind::kTensor: out.push_back(v.tensor); break;
    case Value::Kind::kShape:
      out.push_back(NDArray::FromVector<int64_t>({static_cast<int64_t>(v.shape.size())}, v.shape, DataType::Int(64)));
      break;
    case Value::Kind::kInt: out.push_back(NDArray::FromVector<int64_t>({}, {v.i}, DataType::Int(64))); break;
    case Value::Kind::kTuple:
      for (const Value& f : v.fields) {
        std::vector<NDArray> sub = FlattenValue(f);
        out.insert(out.end(), sub.begin(), sub.end());
      }
      break;
    case Value::Kind::kNone: ThrowError("the result has no value to output");
  }
  return out;
}

}  // namespace vm
}  // namespace runtime
}  // namespace rlx
