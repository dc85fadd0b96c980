// End-to-end tests of Build + the Relax VM: results compared against the
// reference interpreter (an independent path: op reference kernels and the
// TIR interpreter) and numpy fixtures; symbolic batch sizes; shape errors;
// save -> load -> run.
#include "compiler/driver/build.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

#include "compiler/driver/reference_eval.h"
#include "compiler/runtime/npy.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {
namespace {

using runtime::vm::Executable;
using runtime::vm::Value;
using runtime::vm::VirtualMachine;

IRModule ParseFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return script::ParseModuleText(ss.str(), path);
}

NDArray Random(std::vector<int64_t> shape, uint32_t seed) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.SetDouble(i, static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
  }
  return a;
}

std::vector<NDArray> RunVM(VirtualMachine& vm, const std::string& func, const std::vector<NDArray>& arrays) {
  return runtime::vm::FlattenValue(vm.Invoke(func, VMArgsFromArrays(vm.executable(), func, arrays)));
}

std::vector<NDArray> RunReference(const IRModule& mod, const std::string& func, const std::vector<NDArray>& arrays) {
  return FlattenToTensors(EvaluateFunction(mod, func, ArgsFromArrays(mod, func, arrays)));
}

void ExpectAllClose(const std::vector<NDArray>& got, const std::vector<NDArray>& want, double tol = 1e-5) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    std::string msg;
    EXPECT_TRUE(AllClose(got[i], want[i], tol, tol, &msg)) << "output " << i << ": " << msg;
  }
}

TEST(BuildTest, SymbolicAddRunsForSeveralBatchSizes) {
  IRModule mod = ParseFile("testdata/run/add_symbolic.py");
  VirtualMachine vm = LoadVM(Build(mod, Target::Parse("llvm")));
  for (int64_t n : {1, 3, 7}) {
    std::vector<NDArray> in = {Random({n, 4}, 1 + n), Random({n, 4}, 100 + n)};
    std::vector<NDArray> out = RunVM(vm, "main", in);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].shape(), (std::vector<int64_t>{n, 4}));
    for (int64_t i = 0; i < n * 4; ++i) {
      EXPECT_FLOAT_EQ(out[0].GetDouble(i), in[0].GetDouble(i) + in[1].GetDouble(i));
    }
    ExpectAllClose(out, RunReference(mod, "main", in));
  }
}

TEST(BuildTest, ShapeMismatchNamesTheParameter) {
  IRModule mod = ParseFile("testdata/run/add_symbolic.py");
  VirtualMachine vm = LoadVM(Build(mod, Target::Parse("llvm")));
  try {
    RunVM(vm, "main", {Random({3, 4}, 1), Random({3, 5}, 2)});
    FAIL() << "expected a shape error";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("parameter 'y' expects shape (n, 4), got (3, 5)"), std::string::npos)
        << e.what();
  }
  try {
    RunVM(vm, "main", {Random({3, 4}, 1)});
    FAIL() << "expected an argument count error";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("function 'main' takes 2 arguments (x, y), got 1"), std::string::npos)
        << e.what();
  }
  NDArray ints = NDArray::Zeros({3, 4}, DataType::Int(32));
  EXPECT_THROW(RunVM(vm, "main", {Random({3, 4}, 1), ints}), DiagnosticError);
  EXPECT_THROW(vm.Invoke("nope", {}), DiagnosticError);
}

TEST(BuildTest, MlpAndSoftmaxMatchFixtureAndReference) {
  IRModule mod = ParseFile("testdata/run/mlp_softmax.py");
  VirtualMachine vm = LoadVM(Build(mod, Target::Parse("llvm")));
  std::vector<NDArray> in;
  for (const char* name : {"mlp_x", "mlp_w0", "mlp_b0", "mlp_w1", "mlp_b1"}) {
    in.push_back(ReadNpy(std::string("testdata/fixtures/") + name + ".npy"));
  }
  std::vector<NDArray> out = RunVM(vm, "main", in);
  ExpectAllClose(out, {ReadNpy("testdata/fixtures/mlp_out.npy")}, 1e-4);
  ExpectAllClose(out, RunReference(mod, "main", in), 1e-4);
  // Other batch sizes through the same executable.
  for (int64_t n : {1, 5}) {
    std::vector<NDArray> in1 = in;
    in1[0] = Random({n, 8}, 7 + n);
    ExpectAllClose(RunVM(vm, "main", in1), RunReference(mod, "main", in1), 1e-4);
  }
  std::vector<NDArray> sm = RunVM(vm, "softmax", {out[0]});
  ExpectAllClose(sm, RunReference(mod, "softmax", {out[0]}), 1e-5);
  for (int64_t r = 0; r < 3; ++r) {
    double sum = 0;
    for (int64_t c = 0; c < 4; ++c) sum += sm[0].GetDouble(r * 4 + c);
    EXPECT_NEAR(sum, 1.0, 1e-5);
  }
}

TEST(BuildTest, ControlFlowCallsMatchCastAndTuples) {
  IRModule mod = ParseFile("testdata/models/symbolic_control.py");
  Executable exec = Build(mod, Target::Parse("llvm"));
  VirtualMachine vm = LoadVM(exec);
  for (bool flag : {true, false}) {
    for (int64_t n : {1, 3}) {
      NDArray cond = NDArray::Scalar(flag ? 1 : 0, DataType::Bool());
      std::vector<NDArray> in = {Random({n, 5}, 3 + n), cond};
      std::vector<NDArray> out = RunVM(vm, "main", in);
      ExpectAllClose(out, RunReference(mod, "main", in));
      // The branch taken matters: exp(x) vs -x.
      double x0 = in[0].GetDouble(0);
      EXPECT_NEAR(out[0].GetDouble(0), flag ? std::exp(x0) : -x0, 1e-5);
    }
  }
  // The bytecode has the conditional jump and the call of `helper`.
  std::string text = exec.AsText();
  EXPECT_NE(text.find(": if %"), std::string::npos) << text;
  EXPECT_NE(text.find("= helper(%"), std::string::npos) << text;
}

TEST(BuildTest, SaveLoadRoundTripIsDeterministicAndRunsTheSame) {
  IRModule mod = ParseFile("testdata/models/mlp.py");
  Executable exec = Build(mod, Target::Parse("llvm"));
  std::string bytes = exec.Save();
  EXPECT_TRUE(runtime::vm::IsExecutable(bytes));
  EXPECT_EQ(Build(mod, Target::Parse("llvm")).Save(), bytes);
  Executable loaded = Executable::Load(bytes, "mlp.rlxexe");
  EXPECT_EQ(loaded.Save(), bytes);
  EXPECT_EQ(loaded.AsText(), exec.AsText());
  VirtualMachine a = LoadVM(exec);
  VirtualMachine b = LoadVM(loaded);
  std::vector<NDArray> in = {Random({2, 784}, 1), Random({784, 128}, 2), Random({128}, 3), Random({128, 10}, 4),
                             Random({10}, 5)};
  std::vector<NDArray> out_a = RunVM(a, "main", in);
  std::vector<NDArray> out_b = RunVM(b, "main", in);
  ASSERT_EQ(out_a.size(), 1u);
  ASSERT_EQ(out_b.size(), 1u);
  EXPECT_EQ(std::memcmp(out_a[0].data(), out_b[0].data(), out_a[0].NumBytes()), 0);
}

TEST(BuildTest, CorruptExecutablesAreRejected) {
  IRModule mod = ParseFile("testdata/run/add_symbolic.py");
  std::string bytes = Build(mod, Target::Parse("llvm")).Save();
  EXPECT_THROW(Executable::Load("not an executable"), DiagnosticError);
  EXPECT_THROW(Executable::Load(bytes.substr(0, bytes.size() / 2)), DiagnosticError);
  EXPECT_THROW(Executable::Load(bytes + "x"), DiagnosticError);
}

TEST(BuildTest, NonLlvmTargetAndUnsupportedOpsAreErrors) {
  IRModule mod = ParseFile("testdata/run/add_symbolic.py");
  EXPECT_THROW(Build(mod, Target::Parse("cuda")), DiagnosticError);
  try {
    Build(ParseFile("testdata/models/tir_kernels.py"), Target::Parse("llvm"));
    FAIL() << "expected an error for a GPU kernel";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("row_sum"), std::string::npos) << e.what();
  }
  IRModule packed = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        gv: R.Tensor((2,), dtype="float32") = R.call_pure_packed("vendor.fast_kernel", b, sinfo_args=(R.Tensor((2,), dtype="float32"),))
        return gv
)");
  try {
    Build(packed, Target::Parse("llvm"));
    FAIL() << "expected an error for call_pure_packed";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("call_pure_packed"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace driver
}  // namespace rlx
