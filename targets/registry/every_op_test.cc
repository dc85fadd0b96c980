// Every operator of the registry, one module each (every_op_cases.cc):
// built with the llvm default pipeline (dispatch, legalization, fusion,
// lowering), run on the Relax VM with seeded inputs and compared with the
// reference evaluator, an independent path (its kernels are
// compiler/op/eval_*, not the TOPI legalizations). An operator without a
// case fails the test, so a new operator cannot be registered without one,
// and no operator is exempt: every case must build, run and match.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "compiler/driver/build.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/op/op_registry.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/vm/vm.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"
#include "targets/registry/every_op_cases.h"

namespace rlx {
namespace targets {
namespace {

const OpCase* FindCase(const std::string& op) {
  for (const OpCase& c : EveryOpCases()) {
    if (c.op == op) return &c;
  }
  return nullptr;
}

TEST(EveryOpTest, EveryRegisteredOperatorHasACase) {
  std::set<std::string> registered;
  for (const op::OpDef* def : op::OpRegistry::Global().All()) {
    registered.insert(def->name);
    EXPECT_NE(FindCase(def->name), nullptr) << def->name << " has no case in every_op_cases.cc";
  }
  std::set<std::string> seen;
  for (const OpCase& c : EveryOpCases()) {
    EXPECT_TRUE(registered.count(c.op)) << "case for unregistered operator " << c.op;
    EXPECT_TRUE(seen.insert(c.op).second) << "two cases for " << c.op;
  }
}

// Seeded values in [lo, hi): floor of them for integers, both truth values
// for bool.
NDArray Input(const std::vector<int64_t>& shape, DataType dtype, double lo, double hi, uint64_t seed) {
  NDArray a = NDArray::Empty(shape, dtype);
  uint64_t s = seed * 0x9E3779B97F4A7C15ULL + 1;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    double u = static_cast<double>(s >> 11) / static_cast<double>(1ULL << 53);
    double v = lo + (hi - lo) * u;
    if (dtype.is_bool()) {
      v = u < 0.5 ? 0 : 1;
    } else if (!dtype.is_floating()) {
      v = std::floor(v);
    }
    a.SetDouble(i, v);
  }
  return a;
}

std::vector<NDArray> Inputs(const IRModule& mod, const OpCase& c) {
  auto f = mod->Lookup("main").as<relax::FunctionNode>();
  std::vector<NDArray> inputs;
  uint64_t seed = 1;
  for (const relax::Var& p : f->params) {
    auto t = p->struct_info().as<relax::TensorStructInfoNode>();
    const std::vector<PrimExpr>* dims = t.defined() ? t->GetShapeValues() : nullptr;
    EXPECT_NE(dims, nullptr) << c.op << ": parameter " << p->name << " needs a static tensor shape";
    if (dims == nullptr) return inputs;
    std::vector<int64_t> shape;
    for (const PrimExpr& d : *dims) {
      int64_t v = 0;
      EXPECT_TRUE(AsConstInt(d, &v)) << c.op << ": parameter " << p->name << " needs a static tensor shape";
      shape.push_back(v);
    }
    inputs.push_back(Input(shape, t->dtype, c.lo, c.hi, seed++));
  }
  return inputs;
}

class EveryOp : public ::testing::TestWithParam<size_t> {};

TEST_P(EveryOp, BuildsForLlvmRunsOnTheVMAndMatchesTheReferenceEvaluator) {
  const OpCase& c = EveryOpCases()[GetParam()];
  const op::OpDef* def = op::OpRegistry::Global().Find(c.op);
  ASSERT_NE(def, nullptr) << c.op;
  std::vector<NDArray> got, want;
  try {
    IRModule mod = script::ParseModuleText(c.module, c.op + ".py");
    // The case really uses its operator.
    EXPECT_NE(script::PrintModule(mod).find(def->script_name + "("), std::string::npos) << c.module;
    std::vector<NDArray> inputs = Inputs(mod, c);
    runtime::vm::VirtualMachine vm = LoadVM(Build(mod, Target::Parse("llvm")));
    got = runtime::vm::FlattenValue(vm.Invoke("main", driver::VMArgsFromArrays(vm.executable(), "main", inputs)));
    IRModule ref = c.reference.empty() ? mod : script::ParseModuleText(c.reference, c.op + ".reference.py");
    want = driver::FlattenToTensors(driver::EvaluateFunction(ref, "main", driver::ArgsFromArrays(ref, "main", inputs)));
  } catch (const DiagnosticError& e) {
    FAIL() << c.op << ": " << e.what() << "\n" << c.module;
  }
  ASSERT_EQ(got.size(), want.size()) << c.op;
  for (size_t i = 0; i < got.size(); ++i) {
    double scale = 0;
    if (want[i].dtype().is_floating()) {
      for (int64_t j = 0; j < want[i].NumElements(); ++j) {
        double v = std::fabs(want[i].GetDouble(j));
        if (std::isfinite(v)) scale = std::max(scale, v);
      }
    }
    std::string message;
    EXPECT_TRUE(AllClose(got[i], want[i], 1e-5, 1e-5 * scale + 1e-6, &message))
        << c.op << " output " << i << ": " << message << "\nVM:        " << got[i].ToString()
        << "\nreference: " << want[i].ToString();
  }
}

std::string CaseName(const ::testing::TestParamInfo<size_t>& info) {
  std::string name = EveryOpCases()[info.param].op;
  if (name.rfind("relax.", 0) == 0) name = name.substr(6);
  std::replace(name.begin(), name.end(), '.', '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(Registry, EveryOp, ::testing::Range<size_t>(0, EveryOpCases().size()), CaseName);

}  // namespace
}  // namespace targets
}  // namespace rlx
