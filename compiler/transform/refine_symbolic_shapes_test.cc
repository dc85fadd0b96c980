#include "compiler/transform/refine_symbolic_shapes.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/support/diagnostic.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

// `body` with its ATTRS placeholder replaced by `attrs`, parsed.
IRModule WithAttrs(std::string body, const std::string& attrs) {
  body.replace(body.find("ATTRS"), 5, attrs);
  return Parse(body);
}

// A position table sliced up to the sequence length (TVM's torch frontend
// prints T.min(s, 8) for it) and added to the embeddings: within the
// declared range s <= 8 the sum has a known shape.
TEST(RefineSymbolicShapesTest, ShapesThatAgreeWithinTheRangeBecomeKnown) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("s", 4), dtype="float32"), table: R.Tensor((8, 4), dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
        R.func_attr({"tir_var_lower_bound": {"s": 2}, "tir_var_upper_bound": {"s": 8}})
        s = T.int64()
        with R.dataflow():
            pos: R.Tensor((T.min(s, 8), 4), dtype="float32") = R.strided_slice(table, (0,), (0,), (s,), (1,))
            y: R.Tensor(dtype="float32", ndim=2) = R.add(x, pos)
            z: R.Tensor(dtype="float32", ndim=2) = R.nn.relu(y)
            R.output(z)
        return z
)");
  IRModule want = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("s", 4), dtype="float32"), table: R.Tensor((8, 4), dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
        R.func_attr({"tir_var_lower_bound": {"s": 2}, "tir_var_upper_bound": {"s": 8}})
        s = T.int64()
        with R.dataflow():
            pos: R.Tensor((s, 4), dtype="float32") = R.strided_slice(table, (0,), (0,), (s,), (1,))
            y: R.Tensor((s, 4), dtype="float32") = R.add(x, pos)
            z: R.Tensor((s, 4), dtype="float32") = R.nn.relu(y)
            R.output(z)
        return z
)");
  IRModule out = RunPass(RefineSymbolicShapes(), mod);
  EXPECT_TRUE(ModulesEqual(out, want));
  testing::ExpectWellFormed(out);
  // The calls carry the refined struct info too (LegalizeOps sizes kernel
  // outputs by it).
  std::string text = testing::Print(out);
  EXPECT_EQ(text.find("T.min"), std::string::npos) << text;
  // Running it again changes nothing.
  EXPECT_EQ(RunPass(RefineSymbolicShapes(), out).get(), out.get());
}

// The lower bound matters as much: min(1, s) is 1 only when s >= 1.
TEST(RefineSymbolicShapesTest, UsesTheLowerBoundAndOnlyTheRangesDeclared) {
  const std::string body = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, "s"), dtype="int64")) -> R.Tensor(dtype="int64", ndim=2):
        R.func_attr({ATTRS})
        s = T.int64()
        with R.dataflow():
            head: R.Tensor((1, T.min(1, s)), dtype="int64") = R.strided_slice(x, (1,), (0,), (1,), (1,))
            cat: R.Tensor((1, T.min(1, s) + s), dtype="int64") = R.concat((head, x), axis=1)
            R.output(cat)
        return cat
)";
  IRModule lower = RunPass(RefineSymbolicShapes(), WithAttrs(body, R"("tir_var_lower_bound": {"s": 2})"));
  std::string text = testing::Print(lower);
  EXPECT_NE(text.find("head: R.Tensor((1, 1), dtype=\"int64\")"), std::string::npos) << text;
  EXPECT_NE(text.find("cat: R.Tensor((1, s + 1), dtype=\"int64\")"), std::string::npos) << text;
  // An upper bound alone allows s == 0, where min(1, s) is 0: nothing to do.
  IRModule upper = WithAttrs(body, R"("tir_var_upper_bound": {"s": 64})");
  EXPECT_EQ(RunPass(RefineSymbolicShapes(), upper).get(), upper.get());
  // The range attributes of another name say nothing about s.
  IRModule other = WithAttrs(body, R"("tir_var_lower_bound": {"t": 2})");
  EXPECT_EQ(RunPass(RefineSymbolicShapes(), other).get(), other.get());
}

TEST(RefineSymbolicShapesTest, FunctionsWithoutRangesAreLeftAlone) {
  // Here inference knows more than the annotation says, but without ranges
  // the function is TVM's to keep as written.
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("s", 4), dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
        with R.dataflow():
            y: R.Tensor(dtype="float32", ndim=2) = R.add(x, x)
            R.output(y)
        return y
)");
  EXPECT_EQ(RunPass(RefineSymbolicShapes(), mod).get(), mod.get());
}

TEST(RefineSymbolicShapesTest, RejectsAnEmptyOrNonIntegerRange) {
  const std::string body = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("s",), dtype="float32")) -> R.Tensor(("s",), dtype="float32"):
        R.func_attr({ATTRS})
        return x
)";
  auto error_of = [&body](const std::string& attrs) {
    IRModule mod = WithAttrs(body, attrs);
    try {
      RunPass(RefineSymbolicShapes(), mod);
    } catch (const DiagnosticError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(error_of(R"("tir_var_lower_bound": {"s": 9}, "tir_var_upper_bound": {"s": 8})")
                .find("the range of 's' is empty: tir_var_lower_bound 9 > tir_var_upper_bound 8"),
            std::string::npos);
  EXPECT_NE(error_of(R"("tir_var_upper_bound": {"s": "many"})").find("tir_var_upper_bound of 's' must be an integer"),
            std::string::npos);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
