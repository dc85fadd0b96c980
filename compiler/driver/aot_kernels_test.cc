// Kernels compiled ahead of time: the executable's kernel object is linked
// on load instead of compiling kernel_source (KernelLoadReport says which),
// runs like the source (reference evaluator, hand-computed values),
// including packed calls and parallel loops; an object for another host or
// a damaged one falls back to the source; a truncated section is an error;
// `--emit=so` libraries are dlopen-ed and their kernels called directly.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "compiler/codegen/llvm/kernel_abi.h"
#include "compiler/driver/build.h"
#include "compiler/driver/driver_test_util.h"
#include "compiler/driver/emit_kernels.h"
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
using runtime::vm::VirtualMachine;
using test::ExpectAllClose;
using test::ParseFile;
using test::Random;
using test::RunReference;
using test::RunVM;

// Saved, loaded and run from the object: nothing compiled, the reference's
// results.
void ExpectRunsFromObject(const IRModule& mod, const std::vector<NDArray>& in, double tol) {
  Executable exec = Build(mod, Target::Parse("llvm"));
  ASSERT_FALSE(exec.kernel_object.empty());
  Executable loaded = Executable::Load(exec.Save(), "aot.rlxexe");
  EXPECT_EQ(loaded.kernel_object.object, exec.kernel_object.object);
  EXPECT_EQ(loaded.kernel_object.kernels, exec.kernel_object.kernels);
  KernelLoadReport report;
  VirtualMachine vm = LoadVM(loaded, &report);
  EXPECT_EQ(report.origin, KernelOrigin::kObject) << report.fallback_reason;
  EXPECT_EQ(report.fallback_reason, "");
  ExpectAllClose(RunVM(vm, "main", in), RunReference(mod, "main", in), tol);
}

TEST(AotKernelsTest, SavedObjectRunsWithoutCompiling) {
  IRModule mod = ParseFile("testdata/run/mlp_softmax.py");
  std::vector<NDArray> in;
  for (const char* name : {"mlp_x", "mlp_w0", "mlp_b0", "mlp_w1", "mlp_b1"}) {
    in.push_back(ReadNpy(std::string("testdata/fixtures/") + name + ".npy"));
  }
  ExpectRunsFromObject(mod, in, 1e-4);
  // The section is part of the deterministic bytes.
  EXPECT_EQ(Build(mod, Target::Parse("llvm")).Save(), Build(mod, Target::Parse("llvm")).Save());
}

TEST(AotKernelsTest, ParallelLoopsResolveTheRuntimeFromTheObject) {
  // mlp.py's 784x128 matmul is scheduled into a parallel loop: the object
  // calls rlx_parallel_launch, which the JIT provides.
  IRModule mod = ParseFile("testdata/models/mlp.py");
  Executable exec = Build(mod, Target::Parse("llvm"));
  EXPECT_NE(exec.kernel_object.object.find(codegen::kParallelLaunchSymbol), std::string::npos);
  ExpectRunsFromObject(
      mod, {Random({2, 784}, 1), Random({784, 128}, 2), Random({128}, 3), Random({128, 10}, 4), Random({10}, 5)}, 1e-4);
}

TEST(AotKernelsTest, PackedCallsResolveFromTheObject) {
  // DispatchSortScan's sort kernels call tvm.contrib.sort.* through
  // rlx_call_packed.
  IRModule mod = ParseFile("testdata/run/sort_topk.py");
  Executable exec = Build(mod, Target::Parse("llvm"));
  EXPECT_NE(exec.kernel_object.object.find("rlx_call_packed"), std::string::npos);
  ExpectRunsFromObject(mod, {ReadNpy("testdata/run/sort_topk_x.npy")}, 0);
}

// A kernel assertion's message travels with the object: return code k is
// the object's k-th message.
TEST(AotKernelsTest, AssertionMessagesComeFromTheSection) {
  IRModule mod = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @T.prim_func
    def checked(x: T.Buffer((4,), "float32"), y: T.Buffer((4,), "float32")):
        assert x[0] >= T.float32(0), "x[0] must be non-negative"
        for i in range(4):
            y[i] = x[i] * T.float32(2)

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = R.call_tir(cls.checked, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return y
)",
                                         "<checked>");
  Executable exec = Executable::Load(Build(mod, Target::Parse("llvm")).Save());
  ASSERT_EQ(exec.kernel_object.kernels.size(), 1u);
  EXPECT_EQ(exec.kernel_object.kernels[0].second, std::vector<std::string>{"x[0] must be non-negative"});
  KernelLoadReport report;
  VirtualMachine vm = LoadVM(exec, &report);
  ASSERT_EQ(report.origin, KernelOrigin::kObject) << report.fallback_reason;
  NDArray x = NDArray::Empty({4}, DataType::Float(32));
  for (int i = 0; i < 4; ++i) x.SetDouble(i, i + 1);
  std::vector<NDArray> out = RunVM(vm, "main", {x});
  for (int i = 0; i < 4; ++i) EXPECT_EQ(out[0].GetDouble(i), 2.0 * (i + 1));
  x.SetDouble(0, -1);
  try {
    RunVM(vm, "main", {x});
    FAIL() << "expected the assertion to fail";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("assertion failed: x[0] must be non-negative"), std::string::npos) << e.what();
  }
}

IRModule AddModule() { return ParseFile("testdata/run/add_symbolic.py"); }

std::vector<NDArray> AddInputs() { return {Random({3, 4}, 1), Random({3, 4}, 2)}; }

TEST(AotKernelsTest, ObjectForAnotherTripleFallsBackToSource) {
  IRModule mod = AddModule();
  Executable exec = Build(mod, Target::Parse("llvm"));
  exec.kernel_object.triple = "aarch64-unknown-linux-gnu";
  Executable loaded = Executable::Load(exec.Save());
  KernelLoadReport report;
  VirtualMachine vm = LoadVM(loaded, &report);
  EXPECT_EQ(report.origin, KernelOrigin::kSource);
  EXPECT_NE(report.fallback_reason.find("compiled for aarch64-unknown-linux-gnu"), std::string::npos)
      << report.fallback_reason;
  ExpectAllClose(RunVM(vm, "main", AddInputs()), RunReference(mod, "main", AddInputs()), 1e-6);
}

TEST(AotKernelsTest, ObjectNeedingAMissingFeatureFallsBackToSource) {
  IRModule mod = AddModule();
  Executable exec = Build(mod, Target::Parse("llvm"));
  // No CPU reports a feature of this name.
  exec.kernel_object.features += ",+rlx-imaginary-feature";
  KernelLoadReport report;
  VirtualMachine vm = LoadVM(exec, &report);
  EXPECT_EQ(report.origin, KernelOrigin::kSource);
  EXPECT_NE(report.fallback_reason.find("CPU features this CPU lacks: rlx-imaginary-feature"), std::string::npos)
      << report.fallback_reason;
  ExpectAllClose(RunVM(vm, "main", AddInputs()), RunReference(mod, "main", AddInputs()), 1e-6);
}

TEST(AotKernelsTest, DamagedObjectFallsBackToSource) {
  IRModule mod = AddModule();
  Executable exec = Build(mod, Target::Parse("llvm"));
  exec.kernel_object.object =
      "\x7f"
      "ELF but not really an object file";
  KernelLoadReport report;
  VirtualMachine vm = LoadVM(Executable::Load(exec.Save()), &report);
  EXPECT_EQ(report.origin, KernelOrigin::kSource);
  EXPECT_NE(report.fallback_reason.find("kernel object"), std::string::npos) << report.fallback_reason;
  ExpectAllClose(RunVM(vm, "main", AddInputs()), RunReference(mod, "main", AddInputs()), 1e-6);
}

TEST(AotKernelsTest, ExecutablesWithoutTheSectionStillLoad) {
  IRModule mod = AddModule();
  Executable exec = Build(mod, Target::Parse("llvm"));
  std::string with = exec.Save();
  exec.kernel_object = runtime::vm::KernelObject();
  std::string without = exec.Save();
  // The section is appended: without it the bytes are the old format (up to
  // the trailing checksum, which covers everything before it).
  ASSERT_LT(without.size(), with.size());
  const size_t payload = without.size() - runtime::vm::kExecutableChecksumSize;
  EXPECT_EQ(with.compare(0, payload, without, 0, payload), 0);
  KernelLoadReport report;
  VirtualMachine vm = LoadVM(Executable::Load(without), &report);
  EXPECT_EQ(report.origin, KernelOrigin::kSource);
  EXPECT_EQ(report.fallback_reason, "the executable has no kernel object");
  ExpectAllClose(RunVM(vm, "main", AddInputs()), RunReference(mod, "main", AddInputs()), 1e-6);
}

TEST(AotKernelsTest, TruncatedSectionIsADiagnosticError) {
  std::string bytes = Build(AddModule(), Target::Parse("llvm")).Save();
  try {
    // Resealed, so that the section parser (not the checksum) sees the cut.
    std::string payload = bytes.substr(0, bytes.size() - runtime::vm::kExecutableChecksumSize);
    Executable::Load(runtime::vm::WithExecutableChecksum(payload.substr(0, payload.size() - 16)), "cut.rlxexe");
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("cut.rlxexe: not a valid rlx VM executable (truncated kernel object section"),
              std::string::npos)
        << what;
  }
  // An unknown section tag is named.
  std::string tag = "future";
  std::string extra(8, '\0');
  extra[0] = static_cast<char>(tag.size());
  try {
    Executable exec = Build(AddModule(), Target::Parse("llvm"));
    exec.kernel_object = runtime::vm::KernelObject();
    std::string saved = exec.Save();
    saved.resize(saved.size() - runtime::vm::kExecutableChecksumSize);
    Executable::Load(runtime::vm::WithExecutableChecksum(saved + extra + tag + std::string(8, '\0')), "x.rlxexe");
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown section 'future'"), std::string::npos) << e.what();
  }
}

// --emit=so: the library cc links from the object is dlopen-ed and its
// kernels are called with the kernel_abi.h convention.
class SharedLibrary {
 public:
  explicit SharedLibrary(const std::string& path) : handle_(dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL)) {}
  ~SharedLibrary() {
    if (handle_ != nullptr) dlclose(handle_);
  }
  void* handle() const { return handle_; }
  codegen::KernelFunc Get(const std::string& name) const {
    return reinterpret_cast<codegen::KernelFunc>(dlsym(handle_, name.c_str()));
  }

 private:
  void* handle_;
};

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir != nullptr ? dir : "/tmp") + "/" + name;
}

TEST(AotKernelsTest, SharedLibraryKernelsRunOnRealData) {
  // add_symbolic: z = x + y with x, y: (n, 4); the kernel takes x, y, z and
  // then n (its one shape variable).
  Executable exec = Build(AddModule(), Target::Parse("llvm"));
  const std::string name = "add";
  bool found = false;
  for (const auto& k : exec.kernel_object.kernels) found |= k.first == name;
  ASSERT_TRUE(found) << exec.kernel_source;
  std::string path = TempPath("add_symbolic.so");
  ASSERT_TRUE(SaveKernelSharedLibrary(exec, path));
  SharedLibrary lib(path);
  ASSERT_NE(lib.handle(), nullptr) << dlerror();
  codegen::KernelFunc add = lib.Get(name);
  ASSERT_NE(add, nullptr) << name << ": " << dlerror();
  const int64_t n = 5;
  float x[n * 4], y[n * 4], z[n * 4];
  for (int i = 0; i < n * 4; ++i) {
    x[i] = 0.5f * i;
    y[i] = 100.0f - i;
    z[i] = -1;
  }
  codegen::KernelArg args[4];
  args[0].v_handle = x;
  args[1].v_handle = y;
  args[2].v_handle = z;
  args[3].v_int64 = n;
  ASSERT_EQ(add(args, 4), codegen::kKernelOk);
  for (int i = 0; i < n * 4; ++i) EXPECT_EQ(z[i], 100.0f - 0.5f * i) << i;
  EXPECT_EQ(add(args, 3), codegen::kKernelBadArgCount);
}

TEST(AotKernelsTest, SharedLibraryLinksLibm) {
  // exp(x + y) fused into one kernel calling libm's expf.
  IRModule mod = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((6,), dtype="float32"), y: R.Tensor((6,), dtype="float32")) -> R.Tensor((6,), dtype="float32"):
        with R.dataflow():
            s: R.Tensor((6,), dtype="float32") = R.add(x, y)
            e: R.Tensor((6,), dtype="float32") = R.exp(s)
            R.output(e)
        return e
)",
                                         "<exp>");
  Executable exec = Build(mod, Target::Parse("llvm"));
  ASSERT_EQ(exec.kernel_object.kernels.size(), 1u);
  std::string path = TempPath("exp.so");
  ASSERT_TRUE(SaveKernelSharedLibrary(exec, path));
  SharedLibrary lib(path);
  ASSERT_NE(lib.handle(), nullptr) << dlerror();
  codegen::KernelFunc f = lib.Get(exec.kernel_object.kernels[0].first);
  ASSERT_NE(f, nullptr) << dlerror();
  float x[6] = {0, 1, -1, 2, 0.5f, -3}, y[6] = {0, 0, 0.5f, -2, 0.25f, 1}, out[6] = {};
  codegen::KernelArg args[3];
  args[0].v_handle = x;
  args[1].v_handle = y;
  args[2].v_handle = out;
  ASSERT_EQ(f(args, 3), codegen::kKernelOk);
  for (int i = 0; i < 6; ++i) EXPECT_NEAR(out[i], std::exp(static_cast<double>(x[i]) + y[i]), 1e-5 * out[i]) << i;
}

TEST(AotKernelsTest, SharedLibraryOfAnExecutableWithoutKernelsIsNotWritten) {
  IRModule mod = script::ParseModuleText(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
)",
                                         "<identity>");
  Executable exec = Build(mod, Target::Parse("llvm"));
  EXPECT_TRUE(exec.kernel_object.empty());
  std::string path = TempPath("none.so");
  EXPECT_FALSE(SaveKernelSharedLibrary(exec, path));
  EXPECT_FALSE(std::ifstream(path).good());
}

}  // namespace
}  // namespace driver
}  // namespace rlx
