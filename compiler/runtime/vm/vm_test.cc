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

  VMFunction& f = e.func_table[0];
  f.param_names = {"x", "flag"};
  f.heap_size = 1;
  f.num_regs = 8;
  f.code.push_back(CallIns(2, match, {R(0), C(0)}));      // 0
  Instruction br;
  br.op = Instruction::kIf;
  br.reg = 1;
  br.offset = 5;
  f.code.push_back(br);                                     // 1: if flag else -> 6
  f.code.push_back(CallIns(3, make_shape, {C(1)}));         // 2
  f.code.push_back(CallIns(4, alloc, {R(3), C(2)}));        // 3
  f.code.push_back(CallIns(2, scale, {R(0), R(4), Imm(3)}));  // 4
  Instruction jump;
  jump.op = Instruction::kGoto;
  jump.offset = 2;
  f.code.push_back(jump);                                   // 5 -> 7
  f.code.push_back(CallIns(4, copy, {R(0)}));               // 6
  f.code.push_back(CallIns(5, make_shape, {C(3)}));         // 7
  f.code.push_back(CallIns(6, tuple, {R(4), R(5)}));        // 8
  f.code.push_back(RetIns(6));                              // 9
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
  EXPECT_NE(ErrorOf(vm, {Value::Int(0)}).find("function 'main' takes 2 arguments (x, flag), got 1"),
            std::string::npos);
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
  Executable loop = MakeExecutable();
  loop.func_table[0].code[5].offset = 0;  // goto itself
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
  aux.code = {CallIns(1, get, {R(0), Imm(0)}),   CallIns(2, get, {R(0), Imm(1)}),
              CallIns(3, prim, {C(six_idx)}),     CallIns(4, 0, {R(1), R(3)}),
              CallIns(5, get, {R(4), Imm(0)}),    CallIns(6, reshape, {R(5), R(2)}),
              CallIns(7, load, {C(k_idx)}),       CallIns(8, prim, {C(six_idx)}),
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
