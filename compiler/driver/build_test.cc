// End-to-end tests of Build + the Relax VM: results compared against the
// reference interpreter (an independent path: op reference kernels and the
// TIR interpreter) and numpy fixtures; symbolic batch sizes; shape errors;
// save -> load -> run.
#include "compiler/driver/build.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include "compiler/backend/fuse_cumsum_into_sample_index.h"
#include "compiler/driver/driver_test_util.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/runtime/npy.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"

namespace rlx {
namespace driver {
namespace {

using targets::Build;
using targets::LoadVM;

using runtime::vm::Executable;
using runtime::vm::Value;
using runtime::vm::VirtualMachine;
using test::ExpectAllClose;
using test::ParseFile;
using test::Random;
using test::RunReference;
using test::RunVM;

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
    // VMShapeLower's error context names the function, parameter and
    // annotation; the VM says which dimension differs.
    std::string what = e.what();
    EXPECT_NE(what.find("ErrorContext(fn=main, loc=param[1], param=y, annotation=R.Tensor((n, 4), \"float32\")) "
                        "shape[1] mismatch: expected 4, got 5 in (3, 5)"),
              std::string::npos)
        << what;
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

TEST(BuildTest, UnsupportedTargetsAndOpsAreErrors) {
  IRModule mod = ParseFile("testdata/run/add_symbolic.py");
  // GPU kinds build (device_build_corpus_test); a kind no pipeline routes
  // is TVM's error.
  try {
    Build(mod, Target::Parse("hexagon"));
    FAIL() << "expected an error for a target without a pipeline";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("Target hexagon is not yet supported by default pipeline"), std::string::npos)
        << e.what();
  }
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

int CountOf(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
  return n;
}

// Build without the memory planning and kill passes: every tensor gets a
// storage of its own, held until the function returns.
Executable BuildUnplanned(const IRModule& mod) {
  PassContext ctx;
  ctx.disabled_passes = {"StaticPlanBlockMemory", "KillAfterLastUse"};
  return Build(mod, Target::Parse("llvm"), ctx);
}

// Five matmuls (FuseOps cannot merge them): the four intermediates alternate
// between two planned storages, the result gets its own.
constexpr char kMatmulChain[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), w: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        with R.dataflow():
            a0: R.Tensor((4, 4), dtype="float32") = R.matmul(x, w)
            a1: R.Tensor((4, 4), dtype="float32") = R.matmul(a0, w)
            a2: R.Tensor((4, 4), dtype="float32") = R.matmul(a1, w)
            a3: R.Tensor((4, 4), dtype="float32") = R.matmul(a2, w)
            gv: R.Tensor((4, 4), dtype="float32") = R.matmul(a3, w)
            R.output(gv)
        return gv
)";

TEST(BuildTest, PlannedChainSharesTwoStoragesAndMatchesTheReference) {
  IRModule mod = script::ParseModuleText(kMatmulChain, "<chain>");
  Executable exec = Build(mod, Target::Parse("llvm"));
  std::string text = exec.AsText();
  EXPECT_EQ(CountOf(text, "vm.builtin.alloc_storage("), 3) << text;
  EXPECT_EQ(CountOf(text, "vm.builtin.alloc_tensor("), 5) << text;
  EXPECT_GE(CountOf(text, "vm.builtin.null_value("), 4) << text;
  VirtualMachine vm = LoadVM(exec);
  std::vector<NDArray> in = {Random({4, 4}, 11), Random({4, 4}, 12)};
  std::vector<NDArray> out = RunVM(vm, "main", in);
  ExpectAllClose(out, RunReference(mod, "main", in), 1e-5);
  // Each storage is 64 bytes; with kills, at most two are live at once (the
  // storage of a3 and the result's) -- instead of five without planning.
  EXPECT_EQ(vm.memory_stats().num_storages, 3);
  EXPECT_EQ(vm.memory_stats().total_bytes, 192);
  EXPECT_EQ(vm.memory_stats().peak_bytes, 128);
  // The result is not in a reused storage: a second run leaves it intact.
  NDArray first = out[0].Clone();
  RunVM(vm, "main", {Random({4, 4}, 13), in[1]});
  EXPECT_TRUE(AllClose(out[0], first, 0, 0));

  VirtualMachine unplanned = LoadVM(BuildUnplanned(mod));
  ExpectAllClose(RunVM(unplanned, "main", in), out, 1e-6);
  EXPECT_EQ(unplanned.memory_stats().num_storages, 5);
  EXPECT_EQ(unplanned.memory_stats().peak_bytes, 320);
}

// The built-in demo model of `rlx` (tools/rlx/default_model.cc).
constexpr char kDemoMlp[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 16), dtype="float32"), w0: R.Tensor((16, 32), dtype="float32"), b0: R.Tensor((32,), dtype="float32"), w1: R.Tensor((32, 10), dtype="float32")) -> R.Tensor(("n", 10), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            scale: R.Tensor((), dtype="float32") = R.multiply(R.const(0.5, "float32"), R.const(2.0, "float32"))
            lv: R.Tensor((n, 32), dtype="float32") = R.matmul(x, w0, out_dtype="void")
            lv1: R.Tensor((n, 32), dtype="float32") = R.add(lv, b0)
            lv2: R.Tensor((n, 32), dtype="float32") = R.nn.relu(lv1)
            unused: R.Tensor((n, 32), dtype="float32") = R.exp(lv2)
            lv3: R.Tensor((n, 32), dtype="float32") = R.multiply(lv2, scale)
            lv4: R.Tensor((n, 10), dtype="float32") = R.matmul(lv3, w1, out_dtype="void")
            lv5: R.Tensor((n, 10), dtype="float32") = R.nn.softmax(lv4, axis=-1)
            gv: R.Tensor((n, 10), dtype="float32") = lv5
            R.output(gv)
        return gv
)";

TEST(BuildTest, PlanningLowersThePeakMemoryOfTheDemoModel) {
  IRModule mod = script::ParseModuleText(kDemoMlp, "<demo>");
  VirtualMachine planned = LoadVM(Build(mod, Target::Parse("llvm")));
  VirtualMachine unplanned = LoadVM(BuildUnplanned(mod));
  for (int64_t n : {1, 8, 64}) {
    std::vector<NDArray> in = {Random({n, 16}, 21), Random({16, 32}, 22), Random({32}, 23), Random({32, 10}, 24)};
    planned.ResetMemoryStats();
    unplanned.ResetMemoryStats();
    std::vector<NDArray> want = RunReference(mod, "main", in);
    ExpectAllClose(RunVM(planned, "main", in), want, 1e-5);
    ExpectAllClose(RunVM(unplanned, "main", in), want, 1e-5);
    std::cout << "demo model n=" << n << ": peak VM bytes " << unplanned.memory_stats().peak_bytes << " unplanned, "
              << planned.memory_stats().peak_bytes << " planned (" << unplanned.memory_stats().num_storages << " vs "
              << planned.memory_stats().num_storages << " storages)\n";
    EXPECT_LT(planned.memory_stats().peak_bytes, unplanned.memory_stats().peak_bytes);
  }
}

// A batch of 0 through whole models: zero-byte storages, kernels whose
// loops run no iteration (the parallel matmul included), the softmax over
// an empty set of rows.
TEST(BuildTest, EmptyBatchRunsThroughTheVM) {
  IRModule add = ParseFile("testdata/run/add_symbolic.py");
  VirtualMachine add_vm = LoadVM(Build(add, Target::Parse("llvm")));
  std::vector<NDArray> in = {Random({0, 4}, 1), Random({0, 4}, 2)};
  std::vector<NDArray> out = RunVM(add_vm, "main", in);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].shape(), (std::vector<int64_t>{0, 4}));
  ExpectAllClose(out, RunReference(add, "main", in));

  IRModule demo = script::ParseModuleText(kDemoMlp, "<demo>");
  VirtualMachine demo_vm = LoadVM(Build(demo, Target::Parse("llvm")));
  std::vector<NDArray> demo_in = {Random({0, 16}, 21), Random({16, 32}, 22), Random({32}, 23), Random({32, 10}, 24)};
  std::vector<NDArray> demo_out = RunVM(demo_vm, "main", demo_in);
  ASSERT_EQ(demo_out.size(), 1u);
  EXPECT_EQ(demo_out[0].shape(), (std::vector<int64_t>{0, 10}));
  ExpectAllClose(demo_out, RunReference(demo, "main", demo_in));
  // A creation op with an empty extent: arange(0, n) for n = 0.
  IRModule arange = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="int64"):
        n = T.int64()
        with R.dataflow():
            r: R.Tensor((n,), dtype="int64") = R.arange(R.prim_value(0), R.prim_value(n), R.prim_value(1), dtype="int64")
            R.output(r)
        return r
)",
                                            "<arange>");
  VirtualMachine arange_vm = LoadVM(Build(arange, Target::Parse("llvm")));
  for (int64_t n : {0, 3}) {
    std::vector<NDArray> x = {Random({n}, 5)};
    std::vector<NDArray> r = RunVM(arange_vm, "main", x);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].shape(), (std::vector<int64_t>{n}));
    ExpectAllClose(r, RunReference(arange, "main", x));
  }
  // The same executable still runs non-empty batches afterwards.
  std::vector<NDArray> one = {Random({2, 16}, 25), demo_in[1], demo_in[2], demo_in[3]};
  ExpectAllClose(RunVM(demo_vm, "main", one), RunReference(demo, "main", one), 1e-5);
}

// multinomial_from_uniform through the llvm pipeline, whose
// FuseCumsumIntoSampleIndex makes DispatchSampling's cumsum + get_sample_index
// one kernel. Checked against TVM's rule computed here: a float32 running sum
// in cumsum's order, the last j with (u < cdf[j] or j == vocab - 1) and
// (j == 0 or u >= cdf[j - 1]). The u values sit exactly on, just below and
// just above running sums, so a reordered sum or a < / <= slip moves a sample.
TEST(BuildTest, MultinomialSamplingMatchesTvmsRuleOnBoundaries) {
  IRModule mod = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(prob: R.Tensor(("b", "v"), dtype="float32"), u: R.Tensor(("n", 1), dtype="float32"), rows: R.Tensor(("n", 1), dtype="int64")):
        with R.dataflow():
            s = R.multinomial_from_uniform(prob, u, rows, dtype="int64")
            R.output(s)
        return s
)",
                                         "<sampling>");
  VirtualMachine vm = LoadVM(Build(mod, Target::Parse("llvm")));
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  // Rows longer than the kernel's skip-ahead block (kSampleSkipBlock
  // positions, summed by the exact vector scan) land samples in late blocks
  // and on either side of block edges (positions 1 + kSampleSkipBlock * i); mode 1 adds negative
  // probabilities (totals fall back below u) and mode 2 a NaN.
  struct Case {
    int64_t b, v, n;
    int mode;
  };
  for (auto [b, v, n, mode] : std::vector<Case>{{4, 1000, 37, 0},
                                                {3, 1, 5, 0},
                                                {2, 2, 8, 0},
                                                {1, 3001, 1, 0},
                                                {3, 20000, 41, 0},
                                                {2, 9000, 24, 1},
                                                {2, 5000, 9, 2}}) {
    std::vector<float> prob(b * v);
    for (float& p : prob) p = unit(rng) < 0.1f ? 0.0f : unit(rng) * 2e-3f;
    if (mode == 1) {
      for (float& p : prob) p = unit(rng) < 0.05f ? -p : p;
    }
    if (mode == 2) prob[v / 2] = std::nanf("");
    std::vector<float> u(n);
    std::vector<int64_t> rows(n);
    for (int64_t i = 0; i < n; ++i) {
      rows[i] = static_cast<int64_t>(rng() % b);
      float cdf = 0;
      int64_t stop = static_cast<int64_t>(rng() % v);
      const int64_t block = backend::kSampleSkipBlock;
      if (v > block && i % 2 == 1) {
        stop = std::min<int64_t>(v - 1, 1 + block * (1 + static_cast<int64_t>(rng() % (v / block))) + i % 5 - 2);
      }
      for (int64_t j = 0; j <= stop; ++j) cdf = j == 0 ? prob[rows[i] * v] : cdf + prob[rows[i] * v + j];
      u[i] = i % 3 == 0 ? cdf : std::nextafter(cdf, i % 3 == 1 ? 0.0f : 2.0f);
    }
    std::vector<NDArray> out = RunVM(vm, "main",
                                     {NDArray::FromVector<float>({b, v}, prob, DataType::Float(32)),
                                      NDArray::FromVector<float>({n, 1}, u, DataType::Float(32)),
                                      NDArray::FromVector<int64_t>({n, 1}, rows, DataType::Int(64))});
    ASSERT_EQ(out.size(), 1u);
    std::vector<int64_t> got = out[0].ToIntVector();
    for (int64_t i = 0; i < n; ++i) {
      int64_t want = -1;
      float prev = 0, cdf = 0;
      for (int64_t j = 0; j < v; ++j) {
        prev = cdf;
        cdf = j == 0 ? prob[rows[i] * v] : cdf + prob[rows[i] * v + j];
        if ((u[i] < cdf || j + 1 == v) && (j == 0 || u[i] >= prev)) want = j;
      }
      // Where TVM's kernel stores nothing (a NaN total), the fused kernel
      // writes vocab - 1, as the GPU row does.
      if (want < 0) want = v - 1;
      EXPECT_EQ(got[i], want) << "b=" << b << " v=" << v << " mode " << mode << " sample " << i;
    }
  }
}

// VMCodegen alone is a translation: a symbolic shape it is given without
// VMShapeLower has no value and is reported where it is written.
TEST(BuildTest, VMCodegenNeedsVMShapeLowerForSymbolicShapes) {
  IRModule mod = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Shape(["n"]):
        n = T.int64()
        s: R.Shape([n]) = R.shape([n])
        return s
)",
                                         "<sym>");
  try {
    VMCodegen(mod, Target::Parse("llvm"));
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("<sym>:7:27:"), std::string::npos) << what;
    EXPECT_NE(what.find("symbolic variable 'n' has no value here (VMShapeLower computes symbolic shapes)"),
              std::string::npos)
        << what;
  }
}

// A branch on a symbolic condition: ComputePrimValue makes n > 2 a host
// function the VM runs as a program, VMShapeLower feeds it n from the heap;
// each branch allocates its own result.
TEST(BuildTest, SymbolicConditionSelectsTheBranch) {
  IRModule mod = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        c: R.Prim("bool") = R.prim_value(n > 2)
        if c:
            y: R.Tensor((n,), dtype="float32") = R.exp(x)
            z: R.Tensor((n,), dtype="float32") = R.add(y, y)
            r = z
        else:
            r = R.negative(x)
        return r
)",
                                         "<cond>");
  Executable exec = Build(mod, Target::Parse("llvm"));
  EXPECT_NE(exec.AsText().find("vm.builtin.call_prim_program("), std::string::npos) << exec.AsText();
  VirtualMachine vm = LoadVM(exec);
  for (int64_t n : {1, 2, 3, 6}) {
    std::vector<NDArray> in = {Random({n}, 30 + n)};
    std::vector<NDArray> out = RunVM(vm, "main", in);
    ExpectAllClose(out, RunReference(mod, "main", in));
    double x0 = in[0].GetDouble(0);
    EXPECT_NEAR(out[0].GetDouble(0), n > 2 ? 2 * std::exp(x0) : -x0, 1e-5) << "n = " << n;
  }
}

// shape_to_tensor on a shape with a symbolic dim legalizes to a kernel that
// takes the dim as a scalar (ONNX's Shape op); a constant one folds.
TEST(BuildTest, ShapeToTensorOfSymbolicAndConstantShapes) {
  IRModule mod = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")) -> R.Tuple(R.Tensor((2,), dtype="int64"), R.Tensor((2,), dtype="int64")):
        n = T.int64()
        with R.dataflow():
            s: R.Shape([n, 3]) = R.shape_of(x)
            t: R.Tensor((2,), dtype="int64") = R.shape_to_tensor(s)
            c: R.Tensor((2,), dtype="int64") = R.shape_to_tensor(R.shape([4, 7]))
            gv = (t, c)
            R.output(gv)
        return gv
)",
                                         "<shape_to_tensor>");
  VirtualMachine vm = LoadVM(Build(mod, Target::Parse("llvm")));
  for (int64_t n : {1, 5}) {
    std::vector<NDArray> out = RunVM(vm, "main", {Random({n, 3}, 7)});
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0].ToDoubleVector(), (std::vector<double>{static_cast<double>(n), 3}));
    EXPECT_EQ(out[1].ToDoubleVector(), (std::vector<double>{4, 7}));
  }
}

}  // namespace
}  // namespace driver
}  // namespace rlx
