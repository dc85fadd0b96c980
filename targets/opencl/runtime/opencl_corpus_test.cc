// Every model of testdata/models built for opencl (the gpu_generic pipeline
// with dlight's default rules) and run on the default OpenCL device (PoCL in
// tests) through the VM, against the reference interpreter on the original
// module (op reference kernels, no TIR, no OpenCL). Models are found by
// listing the directory, so a new model is covered without editing this
// file. A model that cannot be built for opencl for a stated reason is
// listed in NotForOpenCLModels with the diagnostic Build must give.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
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
#include "targets/opencl/runtime/opencl_kernels.h"
#include "targets/registry/build.h"

namespace rlx {
namespace driver {
namespace {

using opencl::OpenCLKernelRunner;
using targets::Build;
using targets::LoadKernels;

using runtime::vm::Executable;
using runtime::vm::VirtualMachine;

constexpr char kModelDir[] = "testdata/models";

struct NotForOpenCL {
  const char* reason;
  const char* diagnostic;
};
const std::map<std::string, NotForOpenCL>& NotForOpenCLModels() {
  static const auto* m = new std::map<std::string, NotForOpenCL>{
      {"vdevice.py",
       {"main's parameters and result are pinned to the cuda:0 vdevice (R.sort with thrust, R.to_vdevice); an "
        "opencl build cannot place them on a cuda device",
        "is placed on vdevice cuda:0"}},
  };
  return *m;
}

// op_zoo calls the external DPS function my_ext_func; the reference
// evaluator gets it as the identity (the compiled pipeline drops the pure,
// unused call), as in corpus_run_test.
const op::PackedFuncTable& TestPackedFuncs() {
  static const op::PackedFuncTable* table = [] {
    auto* t = new op::PackedFuncTable(op::PackedFuncTable::Global());
    t->Register("my_ext_func", "opencl_corpus_test: identity", [](const std::vector<op::Value>& args) {
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
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(kModelDir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

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

// Deterministic arguments, as corpus_run_test makes them: symbolic dims
// 2, 3, 2, ... in order of appearance; floats in [-1, 1) ([0, 1) for
// "uniform" parameters); integers and bools in {0, 1}.
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
      symbols_.Bind(var, PrimScalar::Int(next_dim_));
      next_dim_ = next_dim_ == 2 ? 3 : 2;
    }
    return EvalPrimExpr(e, symbols_).i;
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
      if (dtype.is_floating()) {
        a.SetDouble(i, unit ? (r + 1) / 2 : r);
      } else {
        a.SetDouble(i, r >= 0 ? 1 : 0);
      }
    }
    return a;
  }

  SymbolTable symbols_;
  int64_t next_dim_ = 2;
  uint64_t state_ = 0x2545F4914F6CDD1DULL;
};

// fp16 1e-2, fp32 1e-4 (kernels sum in another order than the reference);
// integers and bools exact.
void ExpectMatches(const std::string& what, const std::vector<NDArray>& got, const std::vector<NDArray>& want) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t i = 0; i < got.size(); ++i) {
    ASSERT_EQ(got[i].shape(), want[i].shape()) << what << " output " << i;
    ASSERT_EQ(got[i].dtype(), want[i].dtype()) << what << " output " << i;
    DataType dt = want[i].dtype();
    double tol = dt.is_floating() ? (dt.bits() <= 16 ? 1e-2 : 1e-4) : 0;
    std::string msg;
    EXPECT_TRUE(AllClose(got[i], want[i], tol, tol, &msg)) << what << " output " << i << ": " << msg;
  }
}

class OpenCLCorpus : public ::testing::TestWithParam<std::string> {
 protected:
  static void SetUpTestSuite() {
    // PoCL caches compiled kernels; the sandbox's home is not writable.
    if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  }
};

TEST(OpenCLCorpusTest, TheCorpusIsFound) {
  std::vector<std::string> files = ModelFiles();
  EXPECT_GE(files.size(), 8u);
  for (const auto& kv : NotForOpenCLModels()) {
    EXPECT_NE(std::find(files.begin(), files.end(), kv.first), files.end()) << kv.first;
  }
}

TEST_P(OpenCLCorpus, MatchesTheReferenceEvaluator) {
  const std::string& file = GetParam();
  std::string path = std::string(kModelDir) + "/" + file;
  IRModule mod = script::ParseModuleText(ReadFile(path), path);
  Target target = Target::Parse("opencl");
  auto excluded = NotForOpenCLModels().find(file);
  if (excluded != NotForOpenCLModels().end()) {
    try {
      Build(mod, target);
      FAIL() << file << " is listed as not buildable for opencl (" << excluded->second.reason << ") but it built";
    } catch (const DiagnosticError& e) {
      EXPECT_NE(std::string(e.what()).find(excluded->second.diagnostic), std::string::npos) << file << ": " << e.what();
      std::cout << file << " is not for opencl (" << excluded->second.reason << "): " << e.what() << "\n";
    }
    return;
  }
  std::vector<std::string> funcs = RunnableFunctions(mod);
  ASSERT_FALSE(funcs.empty()) << file;
  Executable exec = Build(mod, target);
  std::shared_ptr<runtime::vm::KernelRunner> kernels = LoadKernels(exec);
  auto* runner = dynamic_cast<const OpenCLKernelRunner*>(kernels.get());
  ASSERT_NE(runner, nullptr) << file;
  VirtualMachine vm(exec, kernels);
  for (const std::string& func : funcs) {
    std::string what = file + " @" + func;
    std::vector<NDArray> in = InputMaker().Make(mod, func);
    driver::EvalOptions options;
    options.packed_funcs = &TestPackedFuncs();
    std::vector<NDArray> want = FlattenToTensors(EvaluateFunction(mod, func, ArgsFromArrays(mod, func, in), options));
    std::vector<NDArray> got = runtime::vm::FlattenValue(vm.Invoke(func, VMArgsFromArrays(vm.executable(), func, in)));
    ExpectMatches(what, got, want);
    std::cout << what << ": " << got.size() << " output(s) compared\n";
  }
  std::cout << file << ": " << runner->device_calls() << " device kernel call(s), " << runner->host_calls()
            << " host kernel call(s)\n";
}

INSTANTIATE_TEST_SUITE_P(Models, OpenCLCorpus, ::testing::ValuesIn(ModelFiles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param.substr(0, info.param.size() - 3);
                           for (char& c : name) {
                             if (!isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace driver
}  // namespace rlx
