#include "compiler/transform/run_codegen.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::Parse;
using testing::Print;

const char* kModel = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((2, 3), dtype="float32") = R.nn.relu(x)
            lv1: R.Tensor((2, 3), dtype="float32") = R.add(lv, y)
            gv: R.Tensor((2, 3), dtype="float32") = R.nn.relu(lv1)
            R.output(gv)
        return gv
)";

// Every relu becomes a public Codegen="ext" function.
IRModule Annotated() {
  FusionPattern p;
  p.name = "ext.relu";
  p.pattern = pattern::IsOp("relax.nn.relu")({pattern::Wildcard()});
  FuseOpsByPatternOptions o;
  o.annotate_codegen = true;
  return FuseOpsByPattern(Parse(kModel), {p}, o);
}

ExternCodegenTable Table(std::vector<std::string>* seen) {
  return {{"ext", [seen](const Function& f, const std::string& name) {
             seen->push_back(name);
             ExternCall c;
             c.symbol = "ext.run";
             c.leading_args = {Make<relax::StringImmNode>("graph of " + name)};
             return c;
           }}};
}

TEST(RunCodegenTest, CallsOfCodegenFunctionsBecomeDpsPackedCalls) {
  IRModule annotated = Annotated();
  ASSERT_TRUE(HasCodegenFunctions(annotated));
  std::vector<std::string> seen;
  IRModule out = RunCodegen(annotated, Table(&seen));
  // Both relus are one (structurally equal) Codegen function, called twice.
  EXPECT_EQ(seen, (std::vector<std::string>{"fused_relax_nn_relu_ext"}));
  EXPECT_FALSE(HasCodegenFunctions(out));
  EXPECT_EQ(out->functions.size(), 1u);
  std::string text = Print(out);
  for (const char* arg : {"x", "lv1"}) {
    EXPECT_NE(text.find(std::string("R.call_dps_packed(\"ext.run\", (R.str(\"graph of fused_relax_nn_relu_ext\"), ") +
                        arg + "), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"))"),
              std::string::npos)
        << text;
  }
  testing::ExpectWellFormed(out);
  // The printed form parses back to the same module.
  EXPECT_TRUE(testing::ModulesEqual(Parse(text), out));
}

TEST(RunCodegenTest, NothingToDoReturnsTheModule) {
  IRModule mod = Parse(kModel);
  std::vector<std::string> seen;
  EXPECT_EQ(RunCodegen(mod, Table(&seen)).get(), mod.get());
  EXPECT_TRUE(seen.empty());
}

TEST(RunCodegenTest, UnknownCodegenIsADiagnostic) {
  try {
    RunCodegen(Annotated(), ExternCodegenTable{{"dnnl", nullptr}});
    FAIL() << "expected a DiagnosticError";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("no code generator for 'ext'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("known: dnnl"), std::string::npos) << e.what();
  }
}

TEST(RunCodegenTest, ResultMustBeAllocatable) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor(("n",), dtype="float32")) -> R.Shape(ndim=1):
        R.func_attr({"Codegen": "ext", "global_symbol": "f"})
        gv: R.Shape(ndim=1) = R.shape_of(x)
        return gv
)");
  std::vector<std::string> seen;
  EXPECT_THROW(RunCodegen(mod, Table(&seen)), DiagnosticError);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
