// The LLVMModule interface: emitted text and objects, the kernel ABI, the
// binding of arrays to buffer parameters, and the errors users can cause.
#include "compiler/codegen/llvm/llvm_module.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/runtime/ref/test_util.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace codegen {
namespace {

using ref::testing::ThrowsWith;
using tir::transform::ParseFixture;
using tir::transform::ParseTir;

const DataType kF32 = DataType::Float(32);

const char* kAddText = R"(@T.prim_func(private=True)
def add(A: T.Buffer((4, 4), "float32"), B: T.Buffer((4, 4), "float32"), C: T.Buffer((4, 4), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    for i0, i1 in T.grid(4, 4):
        with T.block("T_add"):
            v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
            T.reads(A[v_i0, v_i1], B[v_i0, v_i1])
            T.writes(C[v_i0, v_i1])
            C[v_i0, v_i1] = A[v_i0, v_i1] + B[v_i0, v_i1]
)";

LLVMModule BuildAdd(const std::string& target = "llvm") {
  return BuildLLVM({{"add", ParseTir(kAddText)}}, Target::Parse(target));
}

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

TEST(LLVMModule, EmitLLVMIRHasTheEntryPoint) {
  LLVMModule m = BuildAdd();
  const std::string& ir = m.EmitLLVMIR();
  EXPECT_NE(ir.find("define"), std::string::npos);
  EXPECT_NE(ir.find("i32 @add(ptr"), std::string::npos) << ir;
  EXPECT_NE(ir.find("target triple = \"" + m.triple() + "\""), std::string::npos);
  EXPECT_NE(ir.find("\"target-cpu\"=\"" + m.cpu() + "\""), std::string::npos);
  EXPECT_EQ(m.FunctionNames(), std::vector<std::string>{"add"});
}

TEST(LLVMModule, OutputIsDeterministic) { EXPECT_EQ(BuildAdd().EmitLLVMIR(), BuildAdd().EmitLLVMIR()); }

TEST(LLVMModule, EmitAssemblyAndSaveObject) {
  LLVMModule m = BuildAdd();
  std::string asm_text = m.EmitAssembly();
  EXPECT_NE(asm_text.find("add:"), std::string::npos) << asm_text;
  std::string path = TempPath("add.o");
  m.SaveObject(path);
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string obj = ss.str();
  ASSERT_GT(obj.size(), 64u);
  EXPECT_EQ(obj.substr(0, 4),
            "\x7f"
            "ELF");
  EXPECT_NE(obj.find("add"), std::string::npos);  // the symbol name is in the string table
  EXPECT_TRUE(ThrowsWith([&] { m.SaveObject("/nonexistent-dir/x.o"); }, "cannot write object file"));
}

TEST(LLVMModule, CrossTripleEmitsButDoesNotRun) {
  LLVMModule m = BuildAdd("llvm -mtriple=aarch64-linux-gnu");
  EXPECT_EQ(m.cpu(), "generic");
  std::string asm_text = m.EmitAssembly();
  EXPECT_NE(asm_text.find("add:"), std::string::npos);
  EXPECT_NE(asm_text.find("ret"), std::string::npos);
  EXPECT_EQ(asm_text.find("%rdi"), std::string::npos);  // no x86 registers
  EXPECT_TRUE(ThrowsWith([&] { m.GetFunction("add"); }, "cannot run code for aarch64"));
}

TEST(LLVMModule, RawCallFollowsTheKernelABI) {
  LLVMModule m = BuildAdd();
  KernelFunc fn = m.GetFunction("add");
  EXPECT_EQ(fn, m.GetFunction("add"));  // cached
  float a[16], b[16], c[16] = {};
  for (int i = 0; i < 16; ++i) {
    a[i] = static_cast<float>(i);
    b[i] = 100.0f * i;
  }
  KernelArg args[3];
  args[0].v_handle = a;
  args[1].v_handle = b;
  args[2].v_handle = c;
  EXPECT_EQ(fn(args, 3), kKernelOk);
  for (int i = 0; i < 16; ++i) EXPECT_EQ(c[i], 101.0f * i);
  EXPECT_EQ(fn(args, 2), kKernelBadArgCount);
  EXPECT_EQ(m.GetSignature("add").ErrorMessage(kKernelBadArgCount), "add: wrong number of arguments (expected 3)");
}

TEST(LLVMModule, SignatureListsParamsThenShapeVars) {
  LLVMModule m = BuildLLVM({{"max_reduce", ParseFixture("legalized_dynamic.py")}}, Target::Parse("llvm"));
  const KernelSignature& sig = m.GetSignature("max_reduce");
  ASSERT_EQ(sig.params.size(), 2u);
  EXPECT_EQ(sig.params[0].kind, KernelParam::Kind::kBuffer);
  EXPECT_EQ(sig.params[0].name, "A");
  EXPECT_EQ(sig.params[1].name, "T_max");
  ASSERT_EQ(sig.shape_vars.size(), 1u);
  EXPECT_EQ(sig.shape_vars[0]->name, "n");
  EXPECT_EQ(sig.num_args(), 3u);
  EXPECT_TRUE(sig.noalias);
}

TEST(LLVMModule, ShapeMismatchNamesTheBuffer) {
  LLVMModule m = BuildAdd();
  std::vector<NDArray> bufs{NDArray::Zeros({4, 4}, kF32), NDArray::Zeros({4, 5}, kF32), NDArray::Zeros({4, 4}, kF32)};
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(m, "add", bufs); },
                         "add: buffer B has shape (4, 4), but the array has shape (4, 5)"));
  bufs[1] = NDArray::Zeros({16}, kF32);
  EXPECT_TRUE(
      ThrowsWith([&] { RunPrimFunc(m, "add", bufs); }, "buffer B has shape (4, 4), but the array has shape (16,)"));
  bufs[1] = NDArray::Zeros({4, 4}, DataType::Float(16));
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(m, "add", bufs); }, "buffer B has dtype float32, but the array is float16"));
  bufs.pop_back();
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(m, "add", bufs); }, "add takes 3 buffers, got 2"));
}

TEST(LLVMModule, SymbolicShapeMismatchNamesTheBuffer) {
  LLVMModule m = BuildLLVM({{"max_reduce", ParseFixture("legalized_dynamic.py")}}, Target::Parse("llvm"));
  // n is read from A (5, 4); T_max must then have 5 elements.
  std::vector<NDArray> bufs{NDArray::Zeros({5, 4}, kF32), NDArray::Zeros({6}, kF32)};
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(m, "max_reduce", bufs); },
                         "buffer T_max has shape (n,), but the array has shape (6,) (dimension 0 should be 5)"));
  bufs = {NDArray::Zeros({5, 3}, kF32), NDArray::Zeros({5}, kF32)};
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(m, "max_reduce", bufs); }, "buffer A has shape (n, 4)"));
}

TEST(LLVMModule, ScalarArgumentsAreChecked) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def fill(A: T.Buffer((4,), "int32"), v: T.int32):
    for i in range(4):
        A[i] = v
)");
  LLVMModule m = BuildLLVM({{"fill", f}}, Target::Parse("llvm"));
  std::vector<NDArray> bufs{NDArray::Zeros({4}, DataType::Int(32))};
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(m, "fill", bufs); }, "fill takes 1 scalar arguments, got 0"));
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(m, "fill", bufs, {1.5}); }, "scalar parameter v of type int32"));
  RunPrimFunc(m, "fill", bufs, {int64_t{-7}});
  EXPECT_EQ(bufs[0].ToIntVector(), (std::vector<int64_t>{-7, -7, -7, -7}));
}

TEST(LLVMModule, UnknownFunctionListsTheKnownOnes) {
  LLVMModule m = BuildLLVM({{"add", ParseTir(kAddText)}, {"add2", ParseTir(kAddText)}}, Target::Parse("llvm"));
  EXPECT_EQ(m.FunctionNames(), (std::vector<std::string>{"add", "add2"}));
  EXPECT_TRUE(ThrowsWith([&] { m.GetFunction("sub"); }, "has no function sub (it has: add, add2)"));
}

TEST(LLVMModule, BuildErrors) {
  tir::PrimFunc add = ParseTir(kAddText);
  EXPECT_TRUE(ThrowsWith([&] { BuildLLVM({{"add", add}}, Target::Parse("cuda")); }, "needs an \"llvm\" target"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        BuildLLVM({{"add", add}, {"add", add}}, Target::Parse("llvm"));
      },
      "two functions are named add"));
  // A GPU kernel: thread bindings have no meaning on the CPU.
  EXPECT_TRUE(ThrowsWith(
      [&] {
        BuildLLVM({{"split_where", ParseFixture("where_split.py")}}, Target::Parse("llvm"));
      },
      "thread binding blockIdx.x cannot run on CPU"));
  // Texture layouts cannot be flattened; the error names the function.
  EXPECT_TRUE(ThrowsWith(
      [&] {
        BuildLLVM({{"strided", ParseFixture("strided.py")}}, Target::Parse("llvm"));
      },
      "strided: FlattenBuffer: buffer B has axis_separators"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        BuildLLVM({{"triangle", ParseFixture("scalar_ret.py")}}, Target::Parse("llvm"));
      },
      "triangle returns a int64 scalar"));
  tir::PrimFunc free_var = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    m = T.int32()
    A[0] = m
)");
  EXPECT_TRUE(ThrowsWith(
      [&] {
        BuildLLVM({{"f", free_var}}, Target::Parse("llvm"));
      },
      "f uses variable m, which is neither a parameter"));
  tir::PrimFunc bad_intrin = ParseTir(R"(@T.prim_func
def g(A: T.Buffer((4,), "int32")):
    A[0] = T.call_extern("int32", "my_func", 1) + T.tvm_warp_activemask()
)");
  EXPECT_TRUE(ThrowsWith(
      [&] {
        BuildLLVM({{"g", bad_intrin}}, Target::Parse("llvm"));
      },
      "intrinsic T.tvm_warp_activemask is not supported on CPU (in g)"));
}

TEST(LLVMModule, ExternCallsResolveInTheProcess) {
  // call_extern reaches libm through the JIT's process symbol search.
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def cbrt_all(A: T.Buffer((3,), "float64")):
    for i in range(3):
        A[i] = T.call_pure_extern("float64", "cbrt", A[i])
)");
  LLVMModule m = BuildLLVM({{"cbrt_all", f}}, Target::Parse("llvm"));
  std::vector<NDArray> bufs{NDArray::FromVector<double>({3}, {8, 27, -64}, DataType::Float(64))};
  RunPrimFunc(m, "cbrt_all", bufs);
  std::vector<double> got = bufs[0].ToDoubleVector();
  EXPECT_NEAR(got[0], 2, 1e-12);
  EXPECT_NEAR(got[1], 3, 1e-12);
  EXPECT_NEAR(got[2], -4, 1e-12);
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
