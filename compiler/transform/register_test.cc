#include "compiler/transform/register.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "compiler/runtime/npy.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace {

using transform::testing::ModulesEqual;
using transform::testing::Parse;
using transform::testing::RunPass;

PassRegistry MakeRegistry() {
  PassRegistry r;
  transform::RegisterTransformPasses(&r);
  return r;
}

TEST(RegisterTransformPassesTest, RegistersEveryPassWithDocs) {
  PassRegistry r = MakeRegistry();
  std::vector<std::string> names;
  for (const PassEntry* e : r.All()) {
    names.push_back(e->name);
    EXPECT_FALSE(e->doc.empty()) << e->name;
    EXPECT_EQ(e->doc.find('\n'), std::string::npos) << e->name;
  }
  EXPECT_EQ(names, (std::vector<std::string>{"AllocateWorkspace",
                                             "AnnotateCustomMemoryScope",
                                             "AnnotateTIROpPattern",
                                             "AppendReshapeToBN",
                                             "AttachGlobalSymbol",
                                             "BindParams",
                                             "BindTarget",
                                             "CallTIRRewrite",
                                             "CanonicalizeBindings",
                                             "CanonicalizeRelaxBindings",
                                             "CanonicalizeTIRVariables",
                                             "ComputePrimValue",
                                             "ConvertLayout",
                                             "DeadCodeElimination",
                                             "DecomposeOpsForInference",
                                             "FoldBatchnormToConv2D",
                                             "FoldConstant",
                                             "FoldVDeviceScopeChange",
                                             "FuseOps",
                                             "FuseTIR",
                                             "KillAfterLastUse",
                                             "LambdaLift",
                                             "LegalizeOps",
                                             "LowerAllocTensor",
                                             "LowerRuntimeBuiltin",
                                             "MergeCompositeFunctions",
                                             "Normalize",
                                             "RefineSymbolicShapes",
                                             "RemovePurityChecking",
                                             "RewriteDataflowReshape",
                                             "SpecializePrimFuncBasedOnCallSite",
                                             "StaticPlanBlockMemory",
                                             "ToNonDataflow",
                                             "VMShapeLower"}));
  // The pass a name creates carries that name.
  for (const std::string& n : names) {
    if (n == "BindParams") continue;  // needs a params file, below
    EXPECT_EQ(r.Create(n)->info().name, n);
  }
}

TEST(RegisterTransformPassesTest, PipelineFromAPassList) {
  PassRegistry r = MakeRegistry();
  PassPtr pipeline =
      Sequential(r.CreateList("Normalize,CanonicalizeBindings,DeadCodeElimination(entry_functions=keep)"));
  IRModule out = RunPass(pipeline, Parse(R"(
@I.ir_module
class Module:
    @R.function(private=True)
    def keep(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function(private=True)
    def drop(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = x
        unused = R.exp(y)
        return R.negative(y)
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function(private=True)
    def keep(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        gv = R.negative(x)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(RegisterTransformPassesTest, BindParamsReadsNpyFiles) {
  const char* dir = std::getenv("TEST_TMPDIR");
  std::string path = std::string(dir ? dir : "/tmp") + "/register_test_b.npy";
  WriteNpy(path, NDArray::FromVector<double>({2}, {1.5, 2.5}, DataType::Float(32)));
  PassRegistry r = MakeRegistry();
  PassPtr p = r.Create("BindParams(func=main, params=b=" + path + ")");
  EXPECT_EQ(p->info().options, "func=main, params=b");
  IRModule out = RunPass(p, Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32"), b: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        y = R.add(x, b)
        return y
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        y = R.add(x, R.const([1.5, 2.5], "float32"))
        return y
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(RegisterTransformPassesTest, BadOptionsAreDiagnostics) {
  PassRegistry r = MakeRegistry();
  try {
    r.Create("DeadCodeElimination(entry=main)");
    FAIL() << "expected a diagnostic";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("valid options: entry_functions"), std::string::npos) << e.what();
  }
  try {
    r.Create("BindParams(params=w)");
    FAIL() << "expected a diagnostic";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("expected name=file.npy"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace rlx
