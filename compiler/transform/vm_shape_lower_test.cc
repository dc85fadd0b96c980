#include "compiler/transform/vm_shape_lower.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/support/diagnostic.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

// Parameters: kind / rank / dtype checks, then n stored (code 1) and the
// constants checked (code 0); a shape_func computes n * 2 into the heap;
// the ShapeExpr loads it (make code 1) and the result is checked against
// the heap (code 3) because its struct info no longer proves it.
TEST(VMShapeLowerTest, ParamsComputeAndResultAsTVM) {
  IRModule out = RunPass(VMShapeLower(/*emit_err_ctx=*/false), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Shape(["n * 2"]):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        s: R.Shape([n * 2]) = R.shape([n * 2])
        return s
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Shape(["n * 2"]):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        cls = Module
        shape_heap: R.Tensor(dtype="int64", ndim=1) = R.call_builtin_with_ctx(R.ExternFunc("vm.builtin.alloc_shape_heap"), (R.prim_value(2),), sinfo_args=(R.Tensor(dtype="int64", ndim=1),))
        _: R.Tuple = R.call_packed("vm.builtin.check_tensor_info", x, R.prim_value(2), R.dtype("float32"), R.str(""), sinfo_args=(R.Tuple,))
        _1: R.Tuple = R.call_packed("vm.builtin.check_tensor_info", y, R.prim_value(2), R.dtype("float32"), R.str(""), sinfo_args=(R.Tuple,))
        _2: R.Tuple = R.call_packed("vm.builtin.match_shape", x, shape_heap, R.prim_value(2), R.prim_value(1), R.prim_value(0), R.prim_value(0), R.prim_value(4), R.str(""), sinfo_args=(R.Tuple,))
        _3: R.Tuple = R.call_packed("vm.builtin.match_shape", y, shape_heap, R.prim_value(2), R.prim_value(0), R.prim_value(2), R.prim_value(0), R.prim_value(3), R.str(""), sinfo_args=(R.Tuple,))
        _4: R.Tuple = cls.shape_func(shape_heap)
        s: R.Shape(ndim=1) = R.call_packed("vm.builtin.make_shape", shape_heap, R.prim_value(1), R.prim_value(1), R.prim_value(1), sinfo_args=(R.Shape(ndim=1),))
        _5: R.Tuple = R.call_packed("vm.builtin.check_shape_info", s, R.prim_value(1), R.str(""), sinfo_args=(R.Tuple,))
        _6: R.Tuple = R.call_packed("vm.builtin.match_shape", s, shape_heap, R.prim_value(1), R.prim_value(3), R.prim_value(1), R.str(""), sinfo_args=(R.Tuple,))
        return s

    @T.prim_func(private=True)
    def shape_func(H: T.Buffer((T.int64(2),), "int64")):
        T.func_attr({"tir.is_host_func": T.bool(True)})
        H[T.int64(1)] = H[T.int64(0)] * T.int64(2)
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

// Without symbolic values the heap is the null object and nothing is
// computed; a result whose struct info already proves its annotation is
// not checked again.
TEST(VMShapeLowerTest, StaticShapesUseImmediatesAndANullHeap) {
  IRModule out = RunPass(VMShapeLower(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        return x
)"));
  std::string text = Print(out);
  EXPECT_NE(text.find("shape_heap: R.Object = R.null_value()"), std::string::npos) << text;
  EXPECT_NE(text.find("R.call_packed(\"vm.builtin.match_shape\", x, shape_heap, R.prim_value(2), R.prim_value(0), "
                      "R.prim_value(2), R.prim_value(0), R.prim_value(3), R.str(\"ErrorContext(fn=main, loc=param[0], "
                      "param=x, annotation=R.Tensor((2, 3), \\\"float32\\\")) \")"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("loc=return"), std::string::npos) << text;
  EXPECT_EQ(text.find("shape_func"), std::string::npos) << text;
}

// Prim and tuple parameters, a match_cast that binds nothing new and one
// that checks a known variable.
TEST(VMShapeLowerTest, PrimTupleAndMatchCast) {
  IRModule out = RunPass(VMShapeLower(false), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(t: R.Tuple(R.Tensor(("n",), dtype="float32"), R.Prim(value="m")), z: R.Object) -> R.Prim(value="m"):
        n = T.int64()
        m = T.int64()
        R.func_attr({"relax.force_pure": True})
        a: R.Tensor((n,), dtype="float32") = R.match_cast(z, R.Tensor((n,), dtype="float32"))
        p: R.Prim(value=m) = t[1]
        return p
)"));
  std::string text = Print(out);
  for (const char* want : {
           "R.call_packed(\"vm.builtin.check_tuple_info\", t, R.prim_value(2), R.str(\"\")",
           "R.call_packed(\"vm.builtin.check_prim_value_info\", ",
           "R.call_packed(\"vm.builtin.match_prim_value\", ",
           "R.call_packed(\"vm.builtin.check_tensor_info\", z, R.prim_value(1), R.dtype(\"float32\"), R.str(\"\")",
           "R.call_packed(\"vm.builtin.match_shape\", z, shape_heap, R.prim_value(1), R.prim_value(3), "
           "R.prim_value(0), R.str(\"\")",
           "a: R.Tensor((n,), dtype=\"float32\") = R.match_cast(z, R.Tensor((n,), dtype=\"float32\"))",
       }) {
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  }
}

// The declared ranges of the signature's dims are checked on entry (TVM
// only plans memory with them): right after the parameters are matched.
TEST(VMShapeLowerTest, DeclaredRangesAreCheckedOnEntry) {
  IRModule out = RunPass(VMShapeLower(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", "m"), dtype="float32")) -> R.Tensor(("n", "m"), dtype="float32"):
        n = T.int64()
        m = T.int64()
        R.func_attr({"relax.force_pure": True, "tir_var_lower_bound": {"n": 2}, "tir_var_upper_bound": {"n": 64, "m": 8}})
        return x
)"));
  std::string text = Print(out);
  for (const char* want : {
           "assert T.int64(2) <= H[T.int64(0)] and H[T.int64(0)] <= T.int64(64), \"ErrorContext(fn=main): symbolic "
           "variable n must be in [2, 64] (tir_var_lower_bound, tir_var_upper_bound)\"",
           "assert H[T.int64(1)] <= T.int64(8), \"ErrorContext(fn=main): symbolic variable m must be at most 8 "
           "(tir_var_upper_bound)\"",
       }) {
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  }
  size_t match = text.find("vm.builtin.match_shape");
  size_t check = text.find("= cls.check_ranges(shape_heap)");
  ASSERT_NE(check, std::string::npos) << text;
  EXPECT_LT(match, check) << text;
  // Without ranges there is nothing to check.
  IRModule plain = RunPass(VMShapeLower(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        return x
)"));
  EXPECT_EQ(Print(plain).find("check_ranges"), std::string::npos);
}

TEST(VMShapeLowerTest, VariableOnlyInsideACompoundExpressionIsAnError) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n * 2",), dtype="float32")) -> R.Tensor(("n * 2",), dtype="float32"):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        return x
)");
  try {
    RunPass(VMShapeLower(), m);
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("symbolic variable 'n' is used in n*2 but never bound on its own"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace transform
}  // namespace rlx
