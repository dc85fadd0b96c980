// The VM on hand-written bytecode with a kernel runner written in C++: the
// instruction semantics, the builtins and the executable format, without a
// compiler in the loop.
#include "compiler/runtime/vm/vm.h"

#include <gtest/gtest.h>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace vm {
namespace {

// "scale": out[i] = in[i] * k, with k the first scalar.
class FakeKernels : public KernelRunner {
 public:
  void Run(const std::string& name, std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars) override {
    calls.push_back(name);
    if (name != "scale") ThrowError("no kernel '" + name + "'");
    ASSERT_EQ(buffers.size(), 2u);
    ASSERT_EQ(scalars.size(), 1u);
    for (int64_t i = 0; i < buffers[0].NumElements(); ++i) {
      buffers[1].SetDouble(i, buffers[0].GetDouble(i) * static_cast<double>(scalars[0]));
    }
  }
  std::vector<std::string> calls;
};

Arg R(int64_t r) { return Arg{Arg::kRegister, r}; }
Arg Imm(int64_t v) { return Arg{Arg::kImmediate, v}; }
Arg C(int64_t c) { return Arg{Arg::kConstIdx, c}; }

Instruction CallIns(int64_t dst, int64_t func, std::vector<Arg> args) {
  Instruction i;
  i.op = Instruction::kCall;
  i.dst = dst;
  i.func = func;
  i.args = std::move(args);
  return i;
}
Instruction RetIns(int64_t reg) {
  Instruction i;
  i.op = Instruction::kRet;
  i.reg = reg;
  return i;
}

// main(x: Tensor((n, 2), "float32"), flag: Prim("int64")):
//   match x; s = shape(n * 2, 2)... then if flag: y = scale(x, 3) else y = x
//   return (y, shape(n + 1,))
Executable MakeExecutable() {
  Executable e;
  auto builtin = [&](const std::string& n) {
    VMFunction f;
    f.name = "vm.builtin." + n;
    e.func_table.push_back(f);
    return static_cast<int64_t>(e.func_table.size()) - 1;
  };
  VMFunction main;
  main.kind = VMFunction::kVMFunc;
  main.name = "main";
  e.func_table.push_back(main);
  int64_t match = builtin("match_shape"), make_shape = builtin("make_shape"), alloc = builtin("alloc_tensor");
  int64_t alloc_storage = builtin("alloc_storage");
  int64_t tuple = builtin("make_tuple"), copy = builtin("copy");
  VMFunction kernel;
  kernel.kind = VMFunction::kKernel;
  kernel.name = "scale";
  e.func_table.push_back(kernel);
  int64_t scale = static_cast<int64_t>(e.func_table.size()) - 1;

  Constant spec;
  spec.kind = Constant::Kind::kMatchSpec;
  spec.str = "parameter 'x'";
  spec.value_kind = Constant::ValueKind::kTensor;
  spec.dtype = "float32";
  spec.ndim = 2;
  spec.expected = "(n, 2)";
  spec.patterns = {DimPattern{DimPattern::kStore, 0, {}}, DimPattern{DimPattern::kCheck, 0, {{ShapeOp::kConst, 2}}}};
  e.constants.push_back(spec);  // c0
  Constant same;
  same.kind = Constant::Kind::kShapeExprs;
  same.dims = {{{ShapeOp::kSlot, 0}}, {{ShapeOp::kConst, 2}}};
  e.constants.push_back(same);  // c1
  Constant dtype;
  dtype.kind = Constant::Kind::kString;
  dtype.str = "float32";
  e.constants.push_back(dtype);  // c2
  Constant plus1;
  plus1.kind = Constant::Kind::kShapeExprs;
  plus1.dims = {{{ShapeOp::kSlot, 0}, {ShapeOp::kConst, 1}, {ShapeOp::kAdd, 0}}};
  e.constants.push_back(plus1);  // c3
  Constant nbytes;
  nbytes.kind = Constant::Kind::kShapeExprs;
  nbytes.dims = {{{ShapeOp::kSlot, 0}, {ShapeOp::kConst, 8}, {ShapeOp::kMul, 0}}};
  e.constants.push_back(nbytes);  // c4: n * 2 * sizeof(float32)
  Constant u8;
  u8.kind = Constant::Kind::kString;
  u8.str = "uint8";
  e.constants.push_back(u8);  // c5
  Constant scope;
  scope.kind = Constant::Kind::kString;
  scope.str = "global";
  e.constants.push_back(scope);  // c6

  VMFunction& f = e.func_table[0];
  f.param_names = {"x", "flag"};
  f.heap_size = 1;
  f.num_regs = 8;
  f.code.push_back(CallIns(2, match, {R(0), C(0)}));  // 0
  Instruction br;
  br.op = Instruction::kIf;
  br.reg = 1;
  br.offset = 7;
  f.code.push_back(br);                                                     // 1: if flag else -> 8
  f.code.push_back(CallIns(3, make_shape, {C(1)}));                         // 2
  f.code.push_back(CallIns(7, make_shape, {C(4)}));                         // 3
  f.code.push_back(CallIns(7, alloc_storage, {R(7), Imm(0), C(5), C(6)}));  // 4
  f.code.push_back(CallIns(4, alloc, {R(7), Imm(0), R(3), C(2)}));          // 5
  f.code.push_back(CallIns(2, scale, {R(0), R(4), Imm(3)}));                // 6
  Instruction jump;
  jump.op = Instruction::kGoto;
  jump.offset = 2;
  f.code.push_back(jump);                             // 7 -> 9
  f.code.push_back(CallIns(4, copy, {R(0)}));         // 8
  f.code.push_back(CallIns(5, make_shape, {C(3)}));   // 9
  f.code.push_back(CallIns(6, tuple, {R(4), R(5)}));  // 10
  f.code.push_back(RetIns(6));                        // 11
  return e;
}

TEST(VMTest, RunsBranchesKernelsAndShapes) {
  auto kernels = std::make_shared<FakeKernels>();
  VirtualMachine vm(MakeExecutable(), kernels);
  NDArray x = NDArray::FromVector<double>({3, 2}, {1, 2, 3, 4, 5, 6}, DataType::Float(32));
  Value out = vm.Invoke("main", {Value::Tensor(x), Value::Int(1)});
  ASSERT_EQ(out.kind, Value::Kind::kTuple);
  ASSERT_EQ(out.fields.size(), 2u);
  EXPECT_EQ(out.fields[0].tensor.ToDoubleVector(), (std::vector<double>{3, 6, 9, 12, 15, 18}));
  EXPECT_EQ(out.fields[1].shape, (std::vector<int64_t>{4}));
  EXPECT_EQ(kernels->calls, (std::vector<std::string>{"scale"}));

  Value other = vm.Invoke("main", {Value::Tensor(x), Value::Int(0)});
  EXPECT_TRUE(other.fields[0].tensor.SharesStorageWith(x));
  EXPECT_EQ(kernels->calls.size(), 1u);
  std::vector<NDArray> flat = FlattenValue(other);
  ASSERT_EQ(flat.size(), 2u);
  EXPECT_EQ(flat[1].ToIntVector(), (std::vector<int64_t>{4}));
}

std::string ErrorOf(VirtualMachine& vm, const std::vector<Value>& args) {
  try {
    vm.Invoke("main", args);
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "<no error>";
}

TEST(VMTest, MatchShapeErrorsNameTheParameter) {
  VirtualMachine vm(MakeExecutable(), std::make_shared<FakeKernels>());
  NDArray bad = NDArray::Zeros({3, 5}, DataType::Float(32));
  EXPECT_NE(ErrorOf(vm, {Value::Tensor(bad), Value::Int(0)}).find("parameter 'x' expects shape (n, 2), got (3, 5)"),
            std::string::npos);
  NDArray ints = NDArray::Zeros({3, 2}, DataType::Int(32));
  EXPECT_NE(ErrorOf(vm, {Value::Tensor(ints), Value::Int(0)}).find("parameter 'x' expects dtype float32, got int32"),
            std::string::npos);
  EXPECT_NE(ErrorOf(vm, {Value::Int(0), Value::Int(0)}).find("parameter 'x' expects a tensor, got a prim value"),
            std::string::npos);
  EXPECT_NE(ErrorOf(vm, {Value::Int(0)}).find("function 'main' takes 2 arguments (x, flag), got 1"), std::string::npos);
}

TEST(VMTest, SaveLoadRoundTrip) {
  Executable e = MakeExecutable();
  e.kernel_source = "kernels";
  e.target = "llvm";
  Constant t;
  t.kind = Constant::Kind::kTensor;
  t.tensor = NDArray::FromVector<double>({2}, {1.5, -2}, DataType::Float(32));
  e.constants.push_back(t);
  std::string bytes = e.Save();
  ASSERT_TRUE(IsExecutable(bytes));
  Executable back = Executable::Load(bytes);
  EXPECT_EQ(back.Save(), bytes);
  EXPECT_EQ(back.AsText(), e.AsText());
  EXPECT_EQ(back.kernel_source, "kernels");
  EXPECT_EQ(back.constants.back().tensor.ToDoubleVector(), (std::vector<double>{1.5, -2}));
  VirtualMachine vm(back, std::make_shared<FakeKernels>());
  NDArray x = NDArray::FromVector<double>({1, 2}, {1, 2}, DataType::Float(32));
  EXPECT_EQ(vm.Invoke("main", {Value::Tensor(x), Value::Int(1)}).fields[0].tensor.ToDoubleVector(),
            (std::vector<double>{3, 6}));
  EXPECT_THROW(Executable::Load(bytes.substr(0, 20)), DiagnosticError);
  // A bfloat16 constant (numpy has no bfloat16) keeps its dtype and bits.
  Executable bf = MakeExecutable();
  Constant b;
  b.kind = Constant::Kind::kTensor;
  b.tensor = NDArray::FromVector<double>({3}, {1.5, -2, 0.1015625}, DataType::BFloat16());
  bf.constants.push_back(b);
  Executable bf_back = Executable::Load(bf.Save());
  EXPECT_EQ(bf_back.constants.back().tensor.dtype(), DataType::BFloat16());
  EXPECT_EQ(bf_back.constants.back().tensor.ToDoubleVector(), (std::vector<double>{1.5, -2, 0.1015625}));
  Executable loop = MakeExecutable();
  loop.func_table[0].code[7].offset = 0;  // goto itself
  EXPECT_THROW(Executable::Load(loop.Save()), DiagnosticError);
  Executable bad_const = MakeExecutable();
  bad_const.func_table[0].code[0].args[1].value = 99;
  EXPECT_THROW(Executable::Load(bad_const.Save()), DiagnosticError);
}

// aux(t: (x, s)): calls main(x, 20 // 3) through the function table, reshapes
// its first output to the shape s, and returns (reshaped, const, prim 6).
TEST(VMTest, NestedCallsReshapeConstantsAndPrims) {
  Executable e = MakeExecutable();
  auto builtin = [&](const std::string& n) {
    VMFunction f;
    f.name = "vm.builtin." + n;
    e.func_table.push_back(f);
    return static_cast<int64_t>(e.func_table.size()) - 1;
  };
  int64_t get = builtin("tuple_getitem"), reshape = builtin("reshape"), load = builtin("load_const");
  int64_t prim = builtin("make_prim"), tuple = e.FindFunction("vm.builtin.make_tuple");
  Constant k;
  k.kind = Constant::Kind::kTensor;
  k.tensor = NDArray::FromVector<double>({1}, {7}, DataType::Float(32));
  e.constants.push_back(k);
  int64_t k_idx = static_cast<int64_t>(e.constants.size()) - 1;
  Constant six;
  six.kind = Constant::Kind::kShapeExprs;
  six.dims = {{{ShapeOp::kConst, 20}, {ShapeOp::kConst, 3}, {ShapeOp::kFloorDiv, 0}}};
  e.constants.push_back(six);
  int64_t six_idx = static_cast<int64_t>(e.constants.size()) - 1;
  VMFunction aux;
  aux.kind = VMFunction::kVMFunc;
  aux.name = "aux";
  aux.param_names = {"t"};
  aux.num_regs = 10;
  aux.code = {CallIns(1, get, {R(0), Imm(0)}),       CallIns(2, get, {R(0), Imm(1)}),
              CallIns(3, prim, {C(six_idx)}),        CallIns(4, 0, {R(1), R(3)}),
              CallIns(5, get, {R(4), Imm(0)}),       CallIns(6, reshape, {R(5), R(2)}),
              CallIns(7, load, {C(k_idx)}),          CallIns(8, prim, {C(six_idx)}),
              CallIns(9, tuple, {R(6), R(7), R(8)}), RetIns(9)};
  e.func_table.push_back(aux);
  auto kernels = std::make_shared<FakeKernels>();
  VirtualMachine vm(e, kernels);
  NDArray x = NDArray::FromVector<double>({2, 2}, {1, 2, 3, 4}, DataType::Float(32));
  Value out = vm.Invoke("aux", {Value::Tuple({Value::Tensor(x), Value::Shape({4})})});
  ASSERT_EQ(out.fields.size(), 3u);
  EXPECT_EQ(out.fields[0].tensor.shape(), (std::vector<int64_t>{4}));
  EXPECT_EQ(out.fields[0].tensor.ToDoubleVector(), (std::vector<double>{3, 6, 9, 12}));  // flag 20 // 3 is true
  EXPECT_EQ(out.fields[1].tensor.ToDoubleVector(), (std::vector<double>{7}));
  EXPECT_EQ(out.fields[2].i, 6);
  EXPECT_THROW(vm.Invoke("aux", {Value::Tuple({Value::Tensor(x), Value::Shape({5})})}), DiagnosticError);
  EXPECT_THROW(vm.Invoke("aux", {Value::Tensor(x)}), DiagnosticError);
}

// main(): a = storage(40); t = tensor (10,) f32 in a; kill a's register;
// b = storage(40) -> both live (t holds a): 80. Kill t (a dies), then
// c = storage(24) with two views u (2, 3) f32 and v (6,) f32 that alias.
// Returns (u, v). Peak 80, live at the end 64.
Executable MakeStorageExecutable() {
  Executable e;
  auto builtin = [&](const std::string& n) {
    VMFunction f;
    f.name = "vm.builtin." + n;
    e.func_table.push_back(f);
    return static_cast<int64_t>(e.func_table.size()) - 1;
  };
  VMFunction main;
  main.kind = VMFunction::kVMFunc;
  main.name = "main";
  e.func_table.push_back(main);
  int64_t make_shape = builtin("make_shape"), storage = builtin("alloc_storage"), tensor = builtin("alloc_tensor");
  int64_t null = builtin("null_value"), tuple = builtin("make_tuple");
  auto shape_const = [&](std::vector<int64_t> dims) {
    Constant c;
    c.kind = Constant::Kind::kShapeExprs;
    for (int64_t d : dims) c.dims.push_back({{ShapeOp::kConst, d}});
    e.constants.push_back(c);
    return static_cast<int64_t>(e.constants.size()) - 1;
  };
  auto str_const = [&](const std::string& s) {
    Constant c;
    c.kind = Constant::Kind::kString;
    c.str = s;
    e.constants.push_back(c);
    return static_cast<int64_t>(e.constants.size()) - 1;
  };
  int64_t s40 = shape_const({40}), s24 = shape_const({24}), s10 = shape_const({10}), s23 = shape_const({2, 3});
  int64_t s6 = shape_const({6}), u8 = str_const("uint8"), global = str_const("global"), f32 = str_const("float32");
  VMFunction& f = e.func_table[0];
  f.num_regs = 10;
  f.code = {
      CallIns(0, make_shape, {C(s40)}),
      CallIns(1, storage, {R(0), Imm(0), C(u8), C(global)}),  // a
      CallIns(2, make_shape, {C(s10)}),
      CallIns(3, tensor, {R(1), Imm(0), R(2), C(f32)}),       // t in a
      CallIns(1, null, {}),                                   // kill a
      CallIns(4, storage, {R(0), Imm(0), C(u8), C(global)}),  // b
      CallIns(3, null, {}),                                   // kill t: a dies
      CallIns(0, make_shape, {C(s24)}),
      CallIns(5, storage, {R(0), Imm(0), C(u8), C(global)}),  // c
      CallIns(2, make_shape, {C(s23)}),
      CallIns(6, tensor, {R(5), Imm(0), R(2), C(f32)}),  // u in c
      CallIns(2, make_shape, {C(s6)}),
      CallIns(7, tensor, {R(5), Imm(0), R(2), C(f32)}),  // v in c
      CallIns(8, tuple, {R(6), R(7)}),
      RetIns(8),
  };
  return e;
}

TEST(VMTest, TensorsInAStorageShareItsMemoryAndKillsReleaseIt) {
  VirtualMachine vm(MakeStorageExecutable(), nullptr);
  Value out = vm.Invoke("main", {});
  ASSERT_EQ(out.kind, Value::Kind::kTuple);
  NDArray u = out.fields[0].tensor, v = out.fields[1].tensor;
  EXPECT_EQ(u.shape(), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(v.shape(), (std::vector<int64_t>{6}));
  EXPECT_EQ(u.data(), v.data());
  u.SetDouble(4, 2.5);
  EXPECT_EQ(v.GetDouble(4), 2.5);
  EXPECT_EQ(vm.memory_stats().num_storages, 3);
  EXPECT_EQ(vm.memory_stats().total_bytes, 104);
  // a (40) was still held by t when b (40) came; when c (24) came, a was gone.
  EXPECT_EQ(vm.memory_stats().peak_bytes, 80);
}

TEST(VMTest, TensorMustFitItsStorage) {
  Executable e = MakeStorageExecutable();
  // Place the (10,) float32 tensor (40 bytes) at byte offset 4 of 40.
  e.func_table[0].code[3].args[1] = Imm(4);
  VirtualMachine vm(e, nullptr);
  EXPECT_NE(ErrorOf(vm, {}).find("does not fit in a buffer of 40 bytes"), std::string::npos) << ErrorOf(vm, {});
}

// main(x): the shape-heap builtins as VMShapeLower emits them: store n,
// check the constant 2, make (n, 2) from the heap, check a prim value
// against the heap, and a program computing n * 3 > 5 from a prim argument.
Executable MakeShapeHeapExecutable() {
  Executable e;
  auto builtin = [&](const std::string& n) {
    VMFunction f;
    f.name = "vm.builtin." + n;
    e.func_table.push_back(f);
    return static_cast<int64_t>(e.func_table.size()) - 1;
  };
  VMFunction main;
  main.kind = VMFunction::kVMFunc;
  main.name = "main";
  main.param_names = {"x", "k"};
  e.func_table.push_back(main);
  int64_t heap = builtin("alloc_shape_heap"), match = builtin("match_shape"), make = builtin("make_shape");
  int64_t match_prim = builtin("match_prim_value"), make_prim = builtin("make_prim_value");
  int64_t program = builtin("call_prim_program"), tuple = builtin("make_tuple");
  Constant err;
  err.kind = Constant::Kind::kString;
  err.str = "ErrorContext(x) ";
  e.constants.push_back(err);  // c0
  Constant prog;
  prog.kind = Constant::Kind::kShapeExprs;
  prog.dims = {
      {{ShapeOp::kSlot, 0}, {ShapeOp::kConst, 3}, {ShapeOp::kMul, 0}, {ShapeOp::kConst, 5}, {ShapeOp::kGT, 0}}};
  e.constants.push_back(prog);  // c1
  VMFunction& f = e.func_table[0];
  f.num_regs = 10;
  f.code = {
      CallIns(2, heap, {Imm(1)}),
      CallIns(3, match, {R(0), R(2), Imm(2), Imm(1), Imm(0), Imm(0), Imm(2), C(0)}),  // n := x.shape[0]; == 2
      CallIns(3, match_prim, {R(1), R(2), Imm(3), Imm(0), C(0)}),                     // k == n
      CallIns(4, make, {R(2), Imm(2), Imm(1), Imm(0), Imm(0), Imm(2)}),               // (n, 2)
      CallIns(5, make_prim, {R(2), Imm(1), Imm(0)}),                                  // n
      CallIns(6, program, {C(1), R(5)}),                                              // n * 3 > 5
      CallIns(7, tuple, {R(4), R(6)}),
      RetIns(7),
  };
  return e;
}

TEST(VMTest, ShapeHeapBuiltinsMatchMakeAndCompute) {
  VirtualMachine vm(MakeShapeHeapExecutable(), nullptr);
  NDArray x = NDArray::Zeros({3, 2}, DataType::Float(32));
  Value out = vm.Invoke("main", {Value::Tensor(x), Value::Int(3)});
  ASSERT_EQ(out.kind, Value::Kind::kTuple);
  EXPECT_EQ(out.fields[0].shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(out.fields[1].i, 1);
  Value small = vm.Invoke("main", {Value::Tensor(NDArray::Zeros({1, 2}, DataType::Float(32))), Value::Int(1)});
  EXPECT_EQ(small.fields[1].i, 0);
  EXPECT_NE(ErrorOf(vm, {Value::Tensor(NDArray::Zeros({3, 4}, DataType::Float(32))), Value::Int(3)})
                .find("ErrorContext(x) shape[1] mismatch: expected 2, got 4 in (3, 4)"),
            std::string::npos);
  EXPECT_NE(ErrorOf(vm, {Value::Tensor(x), Value::Int(4)}).find("ErrorContext(x) value mismatch: expected 3, got 4"),
            std::string::npos);
  EXPECT_NE(ErrorOf(vm, {Value::Tensor(NDArray::Zeros({3}, DataType::Float(32))), Value::Int(3)})
                .find("ErrorContext(x) expects 2 dimensions, got (3,)"),
            std::string::npos);
}

TEST(VMTest, UnknownBuiltinsAndFunctionsAreErrors) {
  Executable e = MakeExecutable();
  e.func_table[1].name = "vm.builtin.nope";
  EXPECT_THROW(VirtualMachine(e, nullptr), DiagnosticError);
  VirtualMachine vm(MakeExecutable(), nullptr);
  try {
    vm.Invoke("f", {});
    FAIL();
  } catch (const DiagnosticError& err) {
    EXPECT_NE(std::string(err.what()).find("the executable has no function 'f'; its functions are: main"),
              std::string::npos);
  }
  // Without kernels, the kernel call fails instead of crashing.
  NDArray x = NDArray::Zeros({1, 2}, DataType::Float(32));
  EXPECT_THROW(vm.Invoke("main", {Value::Tensor(x), Value::Int(1)}), DiagnosticError);
}

}  // namespace
}  // namespace vm
}  // namespace runtime
}  // namespace rlx
