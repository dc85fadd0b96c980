#include "compiler/transform/compute_prim_value.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

// TVM's test_prim_value: the expression becomes a host PrimFunc over its
// variables; a prim value inside a tuple is bound first.
TEST(ComputePrimValueTest, ExpressionsBecomeComputeFunctions) {
  IRModule out = RunPass(ComputePrimValue(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(s: R.Shape(["n", "m"])) -> R.Tuple(R.Prim("int64"), R.Prim("bool")):
        n = T.int64()
        m = T.int64()
        R.func_attr({"relax.force_pure": True})
        a: R.Prim(value=n) = R.prim_value(n)
        t: R.Tuple(R.Prim("int64"), R.Prim("bool")) = (R.prim_value(n * m + 1), R.prim_value(n % 16 == 0))
        return t
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def compute_symbolic_expr(n: T.int64, m: T.int64) -> T.int64:
        return n * m + T.int64(1)

    @T.prim_func(private=True)
    def compute_symbolic_expr1(n: T.int64) -> T.bool:
        return n % T.int64(16) == T.int64(0)

    @R.function
    def main(s: R.Shape(["n", "m"])) -> R.Tuple(R.Prim("int64"), R.Prim("bool")):
        n = T.int64()
        m = T.int64()
        R.func_attr({"relax.force_pure": True})
        cls = Module
        a: R.Prim(value=n) = R.prim_value(n)
        gv: R.Prim("int64") = cls.compute_symbolic_expr(R.prim_value(n), R.prim_value(m))
        gv1: R.Prim("bool") = cls.compute_symbolic_expr1(R.prim_value(n))
        t: R.Tuple(R.Prim("int64"), R.Prim("bool")) = (gv, gv1)
        return t
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(ComputePrimValueTest, ConstantsAndVariablesStay) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(s: R.Shape(["n"])) -> R.Tuple(R.Prim(value="n"), R.Prim("int64")):
        n = T.int64()
        t: R.Tuple(R.Prim(value=n), R.Prim("int64")) = (R.prim_value(n), R.prim_value(T.int64(3)))
        return t
)");
  EXPECT_EQ(RunPass(ComputePrimValue(), m).get(), m.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
