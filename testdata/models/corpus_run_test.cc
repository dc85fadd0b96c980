// Every model of testdata/models compiled for llvm and run on the Relax VM,
// checked against the reference interpreter on the original module (an
// independent path: op reference kernels and the TIR interpreter instead of
// the pipeline + LLVM codegen). The models are found by listing the
// directory (the :corpus filegroup globs *.py), so a new model is covered
// without editing this file. A model that cannot run on a CPU for a stated
// reason is listed in NotForCpuModels with the diagnostic Build must give;
// a function that does not build because of a known compiler gap is listed
// in KnownGaps (asserted to still fail, so that fixing it forces the entry
// out), and the rest of its module is still run.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/driver/build.h"
#include "compiler/driver/prim_eval.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/op/packed_funcs.h"
#include "compiler/relax/expr.h"
#include "compiler/relax/struct_info.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"

namespace rlx {
namespace {

using runtime::vm::Executable;
using runtime::vm::VirtualMachine;

constexpr char kModelDir[] = "testdata/models";

// Modules that legitimately cannot be built for llvm: the reason, and a
// fragment of the diagnostic driver::Build must throw for them.
struct NotForCpu {
  const char* reason;
  const char* diagnostic;
};
const std::map<std::string, NotForCpu>& NotForCpuModels() {
  static const auto* m = new std::map<std::string, NotForCpu>{
      {"tir_kernels.py",
       {"row_sum is a scheduled GPU kernel (blockIdx.x/threadIdx.x bindings, shared memory); "
        "the llvm target has no threads to bind it to",
        "thread binding blockIdx.x cannot run on CPU; GPU kernels need a GPU target (in row_sum)"}},
      {"vdevice.py",
       {"main's parameters and result are pinned to the cuda:0 vdevice (R.sort with thrust, "
        "R.to_vdevice); a CPU build cannot place them",
        "parameter 'x' of function 'main' is placed on vdevice cuda:0"}},
  };
  return *m;
}

// Functions that should build for llvm but do not yet: "file@function" ->
// the compiler gap and the diagnostic Build gives today.
const std::map<std::string, NotForCpu>& KnownGaps() {
  static const auto* m = new std::map<std::string, NotForCpu>{};
  return *m;
}

// op_zoo calls the external DPS function my_ext_func, which a deployment
// would supply. The test supplies it to the reference evaluator as the
// identity; the compiled pipeline drops the (pure, unused) call.
const op::PackedFuncTable& TestPackedFuncs() {
  static const op::PackedFuncTable* table = [] {
    auto* t = new op::PackedFuncTable(op::PackedFuncTable::Global());
    t->Register("my_ext_func", "corpus_run_test: identity", [](const std::vector<op::Value>& args) {
      if (args.size() != 1 || args[0].kind != op::Value::Kind::kTensor) ThrowError("my_ext_func takes one tensor");
      return args[0];
    });
    return t;
  }();
  return *table;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> ModelFiles() {
  std::vector<std::string> names;
  // Called during test registration: a missing directory (run outside the
  // runfiles) yields no models, and TheCorpusIsFound fails, instead of a throw.
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(kModelDir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

// The Relax functions whose parameters are all tensors, shapes or prim
// values, i.e. callable with arrays from the outside.
std::vector<std::string> RunnableFunctions(const IRModule& mod) {
  std::vector<std::string> out;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<relax::FunctionNode>();
    if (!f.defined()) continue;
    bool ok = true;
    for (const relax::Var& p : f->params) {
      const relax::StructInfo& si = p->struct_info();
      ok &= si.as<relax::TensorStructInfoNode>().defined() || si.as<relax::ShapeStructInfoNode>().defined() ||
            si.as<relax::PrimStructInfoNode>().defined();
    }
    if (ok) out.push_back(kv.first);
  }
  return out;
}

// Deterministic arguments for `func`. Symbolic dimensions get 2, 3, 2, ...
// in order of first appearance (distinct values catch a swapped dimension);
// a dimension of unknown-shape tensors is 3. Floats come from a fixed LCG in
// [-1, 1), except parameters named like "uniform" (sampling draws) in
// [0, 1). Integer tensors hold values in [0, 2): every dimension a model can
// index is at least 2, so index-like inputs (take indices,
// sample_indices) stay in range. Bools alternate by the LCG's sign.
class InputMaker {
 public:
  std::vector<NDArray> Make(const IRModule& mod, const std::string& func) {
    auto f = mod->Lookup(func).as<relax::FunctionNode>();
    std::vector<NDArray> arrays;
    for (const relax::Var& p : f->params) arrays.push_back(ForParam(p));
    return arrays;
  }

 private:
  int64_t Dim(const PrimExpr& e) {
    int64_t v = 0;
    if (AsConstInt(e, &v)) return v;
    if (auto var = e.as<TirVarNode>(); var.defined() && !symbols_.Lookup(var.get())) {
      symbols_.Bind(var, driver::PrimScalar::Int(next_dim_));
      next_dim_ = next_dim_ == 2 ? 3 : 2;
    }
    return driver::EvalPrimExpr(e, symbols_).i;
  }

  double Next() {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state_ >> 40) / static_cast<double>(1ULL << 24) * 2.0 - 1.0;
  }

  NDArray ForParam(const relax::Var& p) {
    const relax::StructInfo& si = p->struct_info();
    if (auto prim = si.as<relax::PrimStructInfoNode>(); prim.defined()) {
      int64_t v = prim->value.defined() ? Dim(prim->value) : 2;
      return NDArray::Scalar(static_cast<double>(v), prim->dtype);
    }
    if (auto shape = si.as<relax::ShapeStructInfoNode>(); shape.defined()) {
      std::vector<int64_t> values;
      if (shape->values) {
        for (const PrimExpr& d : *shape->values) values.push_back(Dim(d));
      } else {
        values.assign(std::max(shape->ndim, 1), 3);
      }
      return NDArray::FromVector<int64_t>({static_cast<int64_t>(values.size())}, values, DataType::Int(64));
    }
    auto t = si.as<relax::TensorStructInfoNode>();
    std::vector<int64_t> shape;
    if (const std::vector<PrimExpr>* dims = t->GetShapeValues()) {
      for (const PrimExpr& d : *dims) shape.push_back(Dim(d));
    } else {
      shape.assign(t->ndim < 0 ? 2 : t->ndim, 3);
    }
    DataType dtype = t->IsUnknownDtype() ? DataType::Float(32) : t->dtype;
    bool unit = p->name.find("uniform") != std::string::npos;
    NDArray a = NDArray::Empty(shape, dtype);
    for (int64_t i = 0; i < a.NumElements(); ++i) {
      double r = Next();
      if (dtype.is_bool()) {
        a.SetDouble(i, r >= 0 ? 1 : 0);
      } else if (dtype.is_floating()) {
        a.SetDouble(i, unit ? (r + 1) / 2 : r);
      } else {
        a.SetDouble(i, r >= 0 ? 1 : 0);
      }
    }
    return a;
  }

  driver::SymbolTable symbols_;
  int64_t next_dim_ = 2;
  uint64_t state_ = 0x2545F4914F6CDD1DULL;
};

// Tolerances by dtype: fp16 kernels accumulate in a different order (and
// the reference may compute in wider precision), fp32 a little; integers
// and bools (argsort orders, sampled indices) must be exact.
void ExpectMatches(const std::string& what, const std::vector<NDArray>& got, const std::vector<NDArray>& want) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t i = 0; i < got.size(); ++i) {
    ASSERT_EQ(got[i].shape(), want[i].shape()) << what << " output " << i;
    ASSERT_EQ(got[i].dtype(), want[i].dtype()) << what << " output " << i;
    DataType dt = want[i].dtype();
    double rtol = 0, atol = 0;
    if (dt.is_floating()) {
      bool half = dt.bits() <= 16;
      rtol = half ? 1e-2 : 1e-4;
      atol = half ? 1e-2 : 1e-5;
    }
    std::string msg;
    EXPECT_TRUE(AllClose(got[i], want[i], rtol, atol, &msg)) << what << " output " << i << ": " << msg;
  }
}

std::vector<NDArray> RunVM(VirtualMachine& vm, const std::string& func, const std::vector<NDArray>& arrays) {
  return runtime::vm::FlattenValue(vm.Invoke(func, driver::VMArgsFromArrays(vm.executable(), func, arrays)));
}

TEST(CorpusRunTest, TheCorpusIsFound) {
  std::vector<std::string> files = ModelFiles();
  // The models the issue names; more may be added.
  for (const char* name : {"mlp.py", "conv2d_relu.py", "attention.py", "sampling_head.py", "symbolic_control.py",
                           "tir_kernels.py", "op_zoo.py", "vdevice.py"}) {
    EXPECT_NE(std::find(files.begin(), files.end(), name), files.end()) << name;
  }
  // Every exclusion names an existing model, so none goes stale silently.
  for (const auto& kv : NotForCpuModels()) {
    EXPECT_NE(std::find(files.begin(), files.end(), kv.first), files.end()) << kv.first;
  }
}

class CorpusRun : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusRun, MatchesTheReferenceEvaluator) {
  const std::string& file = GetParam();
  std::string path = std::string(kModelDir) + "/" + file;
  IRModule mod = script::ParseModuleText(ReadFile(path), path);
  auto excluded = NotForCpuModels().find(file);
  if (excluded != NotForCpuModels().end()) {
    try {
      targets::Build(mod, Target::Parse("llvm"));
      FAIL() << file << " is listed as not buildable for llvm (" << excluded->second.reason << ") but it built";
    } catch (const DiagnosticError& e) {
      EXPECT_NE(std::string(e.what()).find(excluded->second.diagnostic), std::string::npos) << file << ": " << e.what();
      std::cout << file << " is not for CPUs (" << excluded->second.reason << "): " << e.what() << "\n";
    }
    return;
  }
  // Known gaps: the whole module must still fail with the recorded
  // diagnostic; the module without those functions is checked below.
  IRModuleBuilder without_gaps(mod);
  bool has_gaps = false;
  for (const auto& [key, gap] : KnownGaps()) {
    if (key.compare(0, file.size() + 1, file + "@") != 0) continue;
    std::string func = key.substr(file.size() + 1);
    ASSERT_TRUE(mod->Lookup(func).defined()) << key << " is listed in KnownGaps but does not exist";
    without_gaps.Remove(func);
    has_gaps = true;
  }
  if (has_gaps) {
    try {
      targets::Build(mod, Target::Parse("llvm"));
      ADD_FAILURE() << file << " builds now: remove its KnownGaps entries";
    } catch (const DiagnosticError& e) {
      bool recorded = false;
      for (const auto& [key, gap] : KnownGaps()) {
        if (key.compare(0, file.size() + 1, file + "@") == 0) {
          recorded |= std::string(e.what()).find(gap.diagnostic) != std::string::npos;
        }
      }
      EXPECT_TRUE(recorded) << file << " fails with an unrecorded error: " << e.what();
    }
  }
  IRModule buildable = without_gaps.Build();
  std::vector<std::string> funcs = RunnableFunctions(buildable);
  ASSERT_FALSE(funcs.empty()) << file << " has no Relax function callable with arrays";
  Executable exec = targets::Build(buildable, Target::Parse("llvm"));
  Executable loaded = Executable::Load(exec.Save(), file);
  VirtualMachine vm = targets::LoadVM(exec);
  VirtualMachine vm2 = targets::LoadVM(loaded);
  driver::EvalOptions options;
  options.packed_funcs = &TestPackedFuncs();
  for (const std::string& func : funcs) {
    std::string what = file + " @" + func;
    std::vector<NDArray> in = InputMaker().Make(mod, func);
    std::vector<NDArray> want =
        driver::FlattenToTensors(driver::EvaluateFunction(mod, func, driver::ArgsFromArrays(mod, func, in), options));
    std::vector<NDArray> got = RunVM(vm, func, in);
    ExpectMatches(what, got, want);
    std::cout << what << ": " << got.size() << " output(s) compared\n";
    // The saved and reloaded executable computes bit-identical results.
    std::vector<NDArray> got2 = RunVM(vm2, func, in);
    ASSERT_EQ(got2.size(), got.size()) << what;
    for (size_t i = 0; i < got.size(); ++i) {
      ASSERT_EQ(got2[i].NumBytes(), got[i].NumBytes()) << what << " output " << i;
      EXPECT_EQ(std::memcmp(got2[i].data(), got[i].data(), got[i].NumBytes()), 0)
          << what << " output " << i << " differs after Save/Load";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Models, CorpusRun, ::testing::ValuesIn(ModelFiles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param.substr(0, info.param.size() - 3);
                           for (char& c : name) {
                             if (!isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace rlx
