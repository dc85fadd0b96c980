// T.call_packed end to end: the extern kernels DispatchSortScan emits for
// CPU targets (tvm.contrib.sort.{sort, argsort, topk}) run through the TIR
// interpreter and through LLVM-compiled code, and both agree with the
// reference kernels (compiler/runtime/ref, an independent stable sort).
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "compiler/backend/dispatch_sort_scan.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace codegen {
namespace {

NDArray Random(std::vector<int64_t> shape, DataType t, double lo, double hi, uint32_t seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  NDArray a = NDArray::Empty(std::move(shape), t);
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, dist(gen));
  return a;
}

const DataType kF32 = DataType::Float(32);
const DataType kI32 = DataType::Int(32);
const DataType kI64 = DataType::Int(64);

// The one PrimFunc DispatchSortScan makes for `call` (a Relax expression of
// x) on the llvm target.
tir::PrimFunc Dispatched(const std::string& x_sinfo, const std::string& call) {
  std::string text =
      "@I.ir_module\n"
      "class Module:\n"
      "    @R.function\n"
      "    def main(x: " +
      x_sinfo +
      "):\n"
      "        with R.dataflow():\n"
      "            gv = " +
      call +
      "\n"
      "            R.output(gv)\n"
      "        return gv\n";
  IRModule mod = backend::DispatchSortScan(script::ParseModuleText(text), Target::Parse("llvm"), std::nullopt);
  tir::PrimFunc found;
  for (const auto& kv : mod->functions) {
    if (auto f = kv.second.second.as<tir::PrimFuncNode>()) {
      EXPECT_FALSE(found.defined()) << "more than one PrimFunc for " << call;
      found = f;
    }
  }
  RLX_CHECK(found.defined()) << "no PrimFunc for " << call;
  return found;
}

// Runs `f` on `bufs` with the interpreter and, on copies, with LLVM; returns
// {interpreter outputs, LLVM outputs} (every buffer after the first).
std::pair<std::vector<NDArray>, std::vector<NDArray>> RunBoth(const tir::PrimFunc& f,
                                                              const std::vector<NDArray>& bufs) {
  std::vector<NDArray> interp, compiled;
  for (const NDArray& b : bufs) {
    interp.push_back(b.Clone());
    compiled.push_back(b.Clone());
  }
  tir::InterpretPrimFunc(f, interp);
  LLVMModule m = BuildLLVM({{"kernel", f}}, Target::Parse("llvm"));
  RunPrimFunc(m, "kernel", compiled);
  interp.erase(interp.begin());
  compiled.erase(compiled.begin());
  return {interp, compiled};
}

void ExpectEqual(const NDArray& got, const NDArray& want, const std::string& what) {
  std::string message;
  EXPECT_TRUE(AllClose(got, want, 0, 0, &message)) << what << ": " << message;
}

TEST(PackedCall, DispatchedSortEveryAxis) {
  NDArray x = Random({3, 5, 4}, kF32, -2, 2, 1);
  x.SetDouble(7, x.GetDouble(11));  // a tie along axis 1
  for (int axis : {0, 1, 2, -1}) {
    for (bool desc : {false, true}) {
      std::string call = "R.sort(x, axis=" + std::to_string(axis) + ", descending=" + (desc ? "True" : "False") + ")";
      auto [interp, compiled] =
          RunBoth(Dispatched("R.Tensor((3, 5, 4), dtype=\"float32\")", call), {x, NDArray::Zeros({3, 5, 4}, kF32)});
      NDArray want = ref::Sort(x, axis, desc);
      ExpectEqual(interp[0], want, "interpreter " + call);
      ExpectEqual(compiled[0], want, "llvm " + call);
    }
  }
}

TEST(PackedCall, DispatchedArgsortIndexDTypesAndFloat16) {
  for (const char* dtype : {"int32", "int64"}) {
    DataType idx = *DataType::Parse(dtype);
    for (const char* in : {"float32", "float16"}) {
      DataType t = *DataType::Parse(in);
      NDArray x = Random({4, 6}, t, -3, 3, 2);
      x.SetDouble(1, x.GetDouble(4));  // ties keep index order
      std::string call = std::string("R.argsort(x, axis=-1, descending=True, dtype=\"") + dtype + "\")";
      auto [interp, compiled] = RunBoth(Dispatched(std::string("R.Tensor((4, 6), dtype=\"") + in + "\")", call),
                                        {x, NDArray::Zeros({4, 6}, idx)});
      NDArray want = ref::Argsort(x, -1, true, idx);
      ExpectEqual(interp[0], want, std::string("interpreter ") + in + " " + call);
      ExpectEqual(compiled[0], want, std::string("llvm ") + in + " " + call);
    }
  }
}

TEST(PackedCall, DispatchedTopKReturnTypesAndK) {
  NDArray x = Random({3, 7}, kF32, -1, 1, 3);
  struct Case {
    std::string args;
    int64_t k;
    int64_t axis;
    std::string ret;
    bool largest;
    std::vector<int64_t> out_shape;
  };
  std::vector<Case> cases = {
      {"k=2, axis=1, ret_type=\"both\", largest=True", 2, 1, "both", true, {3, 2}},
      {"k=3, axis=-1, ret_type=\"values\", largest=False", 3, -1, "values", false, {3, 3}},
      {"k=2, axis=0, ret_type=\"indices\", largest=True", 2, 0, "indices", true, {2, 7}},
      {"k=-1, axis=1, ret_type=\"both\", largest=True", -1, 1, "both", true, {3, 7}},
  };
  for (const Case& c : cases) {
    std::string call = "R.topk(x, " + c.args + ", dtype=\"int64\")";
    std::vector<NDArray> bufs{x};
    if (c.ret != "indices") bufs.push_back(NDArray::Zeros(c.out_shape, kF32));
    if (c.ret != "values") bufs.push_back(NDArray::Zeros(c.out_shape, kI64));
    auto [interp, compiled] = RunBoth(Dispatched("R.Tensor((3, 7), dtype=\"float32\")", call), bufs);
    std::vector<NDArray> want = ref::TopK(x, c.k, c.axis, c.ret, c.largest, kI64);
    ASSERT_EQ(interp.size(), want.size()) << call;
    for (size_t i = 0; i < want.size(); ++i) {
      ExpectEqual(interp[i], want[i], "interpreter " + call + " output " + std::to_string(i));
      ExpectEqual(compiled[i], want[i], "llvm " + call + " output " + std::to_string(i));
    }
  }
}

TEST(PackedCall, SymbolicBatchAndNaN) {
  tir::PrimFunc f = Dispatched("R.Tensor((\"n\", 6), dtype=\"float32\")", "R.argsort(x, axis=-1, dtype=\"int32\")");
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (int64_t n : {1, 3}) {
    NDArray x = Random({n, 6}, kF32, -1, 1, 4);
    x.SetDouble(2, nan);
    auto [interp, compiled] = RunBoth(f, {x, NDArray::Zeros({n, 6}, kI32)});
    NDArray want = ref::Argsort(x, -1, false, kI32);
    ExpectEqual(interp[0], want, "interpreter n=" + std::to_string(n));
    ExpectEqual(compiled[0], want, "llvm n=" + std::to_string(n));
    EXPECT_EQ(compiled[0].GetInt(5), 2) << "NaN sorts last";
  }
}

// Descriptors the dispatch never makes but TVM's ABI allows: explicit
// strides (a transposed view), an element offset, and calls from the body of
// a parallel loop (one row each), in both engines.
TEST(PackedCall, StridesOffsetsAndParallelCalls) {
  tir::PrimFunc f = tir::transform::ParseTir(R"(
@T.prim_func
def views(A: T.Buffer((3, 4), "float32"), B: T.Buffer((4, 3), "float32"), C: T.Buffer((3, 4), "int64")):
    T.call_packed("tvm.contrib.sort.sort", T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(4, 3), T.tvm_stack_make_shape(1, 4), 2, T.float32(0), 0), T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(4, 3), 0, 2, T.float32(0), 0), 1, T.bool(True))
    for i in T.parallel(3):
        T.call_packed("tvm.contrib.sort.argsort", T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(4), 0, 1, T.float32(0), i * 4), T.tvm_stack_make_array(C.data, T.tvm_stack_make_shape(4), 0, 1, T.int64(0), i * 4), 0, T.bool(False))
)");
  NDArray a = Random({3, 4}, kF32, -5, 5, 9);
  a.SetDouble(5, a.GetDouble(6));  // a tie in row 1
  auto [interp, compiled] = RunBoth(f, {a, NDArray::Zeros({4, 3}, kF32), NDArray::Zeros({3, 4}, kI64)});
  std::vector<double> t(12);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 4; ++j) t[j * 3 + i] = a.GetDouble(i * 4 + j);
  }
  NDArray want_b = ref::Sort(NDArray::FromVector<double>({4, 3}, t, kF32), 1);
  NDArray want_c = ref::Argsort(a, 1, true, kI64);
  ExpectEqual(interp[0], want_b, "interpreter strided sort");
  ExpectEqual(compiled[0], want_b, "llvm strided sort");
  ExpectEqual(interp[1], want_c, "interpreter per-row argsort");
  ExpectEqual(compiled[1], want_c, "llvm per-row argsort");
}

std::string ErrorOf(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "(no error)";
}

TEST(PackedCall, FailuresAreReportedByBothEngines) {
  tir::PrimFunc f = tir::transform::ParseTir(R"(
@T.prim_func
def bad(A: T.Buffer((2, 3), "float32"), B: T.Buffer((2, 3), "int32")):
    T.call_packed("tvm.contrib.sort.argsort", T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(2, 3), 0, 2, T.float32(0), 0), T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(2, 3), 0, 2, 0, 0), 5, T.bool(True))
    B[0, 0] = 42
)");
  NDArray a = NDArray::Zeros({2, 3}, kF32), b = NDArray::Zeros({2, 3}, kI32);
  std::string interp = ErrorOf([&] { tir::InterpretPrimFunc(f, {a, b}); });
  EXPECT_NE(interp.find("tvm.contrib.sort.argsort: axis 5 is out of range for a 2-d input"), std::string::npos)
      << interp;
  LLVMModule m = BuildLLVM({{"bad", f}}, Target::Parse("llvm"));
  std::vector<NDArray> bufs{a, b};
  std::string compiled = ErrorOf([&] { RunPrimFunc(m, "bad", bufs); });
  EXPECT_EQ(compiled, "bad: tvm.contrib.sort.argsort: axis 5 is out of range for a 2-d input");
  EXPECT_EQ(b.GetInt(0), 0) << "the kernel stopped at the failed call";

  // A descriptor reaching past its buffer is caught by the interpreter.
  tir::PrimFunc over = tir::transform::ParseTir(R"(
@T.prim_func
def over(A: T.Buffer((2, 3), "float32"), B: T.Buffer((2, 3), "float32")):
    T.call_packed("tvm.contrib.sort.sort", T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(2, 4), 0, 2, T.float32(0), 0), T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(2, 4), 0, 2, T.float32(0), 0), 1, T.bool(True))
)");
  std::string reach = ErrorOf([&] { tir::InterpretPrimFunc(over, {a, NDArray::Zeros({2, 3}, kF32)}); });
  EXPECT_NE(reach.find("reaches outside its storage 'A'"), std::string::npos) << reach;
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
