#include "compiler/transform/lambda_lift.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::Parse;
using testing::Print;
using testing::RunPass;

TEST(LambdaLiftTest, CapturingAndPlainLocalFunctionsBecomeGlobals) {
  IRModule out = RunPass(LambdaLift(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        @R.function
        def outer(a: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            @R.function
            def inner(b: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
                c = R.multiply(b, a)
                return c

            d = inner(y)
            return d

        e = outer(x)
        return e
)"));
  testing::ExpectWellFormed(out);
  std::string text = Print(out);
  // inner captures outer's parameter a; outer captures y (through inner's call).
  for (const char* want : {
           "def main_outer(y: R.Tensor((4,), dtype=\"float32\"), a: R.Tensor((4,), dtype=\"float32\"))",
           "def main_inner(a: R.Tensor((4,), dtype=\"float32\"), b: R.Tensor((4,), dtype=\"float32\"))",
           "inner: R.Object = R.make_closure(cls.main_inner, (a,))",
           "outer: R.Object = R.make_closure(cls.main_outer, (y,))",
           "e: R.Tensor((4,), dtype=\"float32\") = R.invoke_pure_closure(outer, (x,), "
           "sinfo_args=(R.Tensor((4,), dtype=\"float32\"),))",
       }) {
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  }
  EXPECT_EQ(text.find("@R.function\n        def"), std::string::npos) << text;  // no local function left
}

TEST(LambdaLiftTest, CompositeAndCodegenFunctionsStayAndPlainModulesAreUnchanged) {
  IRModule partitioned = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        @R.function
        def relu(a: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            R.func_attr({"Composite": "demo.relu"})
            b = R.nn.relu(a)
            return b

        c = relu(x)
        return c
)");
  EXPECT_EQ(RunPass(LambdaLift(), partitioned).get(), partitioned.get());
  // A function for an external code generator keeps its local functions,
  // composite or not: the code generator compiles it whole.
  IRModule offloaded = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def fused_relu_demo(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"Codegen": "demo", "global_symbol": "fused_relu_demo"})
        @R.function
        def twice(a: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            b = R.add(a, a)
            return b

        c = twice(x)
        return c
)");
  EXPECT_EQ(RunPass(LambdaLift(), offloaded).get(), offloaded.get());
  IRModule plain = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.add(x, x)
        return y
)");
  EXPECT_EQ(RunPass(LambdaLift(), plain).get(), plain.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
