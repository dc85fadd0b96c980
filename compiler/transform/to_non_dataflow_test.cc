#include "compiler/transform/to_non_dataflow.h"

#include <gtest/gtest.h>

#include "compiler/analysis/well_formed.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

TEST(ToNonDataflowTest, FlattensDataflowBlocksAndMergesNeighbours) {
  IRModule out = RunPass(ToNonDataflow(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        a: R.Tensor((4,), dtype="float32") = R.exp(x)
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.add(a, x)
            gv: R.Tensor((4,), dtype="float32") = R.negative(lv)
            R.output(gv)
        b: R.Tensor((4,), dtype="float32") = R.multiply(gv, gv)
        return b
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        a: R.Tensor((4,), dtype="float32") = R.exp(x)
        lv: R.Tensor((4,), dtype="float32") = R.add(a, x)
        gv: R.Tensor((4,), dtype="float32") = R.negative(lv)
        b: R.Tensor((4,), dtype="float32") = R.multiply(gv, gv)
        return b
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
  auto seq = testing::GetFunction(out, "main")->body.cast<SeqExprNode>();
  ASSERT_EQ(seq->blocks.size(), 1u);
  EXPECT_FALSE(seq->blocks[0]->is_dataflow());
  for (const Binding& b : seq->blocks[0]->bindings) EXPECT_FALSE(b->var->is_dataflow()) << b->var->name;
  EXPECT_EQ(seq->blocks[0]->bindings[1]->var->name, "lv");
}

TEST(ToNonDataflowTest, FunctionWithoutDataflowIsTheSameHandle) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        a: R.Tensor((4,), dtype="float32") = R.exp(x)
        return a
)");
  EXPECT_EQ(RunPass(ToNonDataflow(), m).get(), m.get());
  EXPECT_EQ(ToNonDataflow()->info().name, "ToNonDataflow");
  EXPECT_EQ(ToNonDataflow()->info().opt_level, 0);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
