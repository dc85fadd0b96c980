#include "compiler/transform/fuse_ops.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

// A PrimFunc stub with `nargs` buffer parameters and the given op_pattern;
// FuseOps looks at nothing else.
std::string Kernel(const std::string& name, int pattern, int nargs) {
  std::string s = "    @T.prim_func(private=True)\n    def " + name + "(";
  for (int i = 0; i < nargs; ++i) {
    s += (i ? ", " : "") + std::string(1, static_cast<char>('A' + i)) +
         ": T.Buffer((T.int64(4), T.int64(4)), \"float32\")";
  }
  s += "):\n        T.func_attr({\"op_pattern\": " + std::to_string(pattern) + "})\n        T.evaluate(0)\n\n";
  return s;
}

// The stubs every test module carries: elementwise (0), broadcast (1),
// injective (2), reduction (3), matmul (4) and opaque (8) kernels.
std::string Kernels() {
  return Kernel("exp", 0, 2) + Kernel("negative", 0, 2) + Kernel("sqrt", 0, 2) + Kernel("relu", 0, 2) +
         Kernel("add", 0, 3) + Kernel("bias_add", 1, 3) + Kernel("squeeze", 2, 2) + Kernel("transpose", 2, 2) +
         Kernel("sum", 3, 2) + Kernel("matmul", 4, 3) + Kernel("opaque", 8, 2);
}

IRModule Module(const std::string& funcs) { return Parse("@I.ir_module\nclass Module:\n" + Kernels() + funcs); }

const char* kT = "R.Tensor((4, 4), dtype=\"float32\")";

// `R.call_tir(cls.<callee>, (<args>), out_sinfo=<4x4 f32>)`.
std::string CallTir(const std::string& callee, const std::string& args) {
  return "R.call_tir(cls." + callee + ", (" + args + ",), out_sinfo=" + kT + ")";
}

std::string Main(const std::string& params, const std::vector<std::string>& bindings, const std::string& ret = "gv") {
  std::string s = "    @R.function\n    def main(" + params + ") -> " + kT + ":\n        cls = Module\n";
  s += "        with R.dataflow():\n";
  for (const std::string& b : bindings) s += "            " + b + "\n";
  s += "            R.output(" + ret + ")\n        return " + ret + "\n";
  return s;
}

std::string Fused(const std::string& name, const std::string& params, const std::vector<std::string>& bindings,
                  const std::string& ret = "gv") {
  std::string s = "    @R.function(private=True)\n    def " + name + "(" + params + ") -> " + kT + ":\n";
  s += "        R.func_attr({\"Primitive\": True})\n        cls = Module\n        with R.dataflow():\n";
  for (const std::string& b : bindings) s += "            " + b + "\n";
  s += "            R.output(" + ret + ")\n        return " + ret + "\n\n";
  return s;
}

std::string X(const std::string& name) { return name + ": " + kT; }

IRModule RunFuse(const IRModule& m) { return RunPass(FuseOps(), m); }

TEST(FuseOpsTest, ElementwiseChainWithConstantFusesIntoOneFunction) {
  IRModule in = Module(Main(X("x"), {
                                        "lv = " + CallTir("add", "x, R.const(1, \"float32\")"),
                                        "lv1 = " + CallTir("exp", "lv"),
                                        "gv = " + CallTir("squeeze", "lv1"),
                                    }));
  IRModule expected =
      Module(Fused("fused_add_exp_squeeze", X("x") + ", param_0: R.Tensor((), dtype=\"float32\")",
                   {"lv = " + CallTir("add", "x, param_0"), "lv1 = " + CallTir("exp", "lv"),
                    "gv = " + CallTir("squeeze", "lv1")}) +
             Main(X("x"), {"gv: " + std::string(kT) + " = cls.fused_add_exp_squeeze(x, R.const(1, \"float32\"))"}));
  IRModule out = RunFuse(in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
  Function fused = testing::GetFunction(out, "fused_add_exp_squeeze");
  EXPECT_EQ(fused->GlobalSymbol(), "");
  EXPECT_EQ(fused->params[1]->name, "param_0");
  EXPECT_EQ(FuseOps()->info().name, "FuseOps");
  EXPECT_EQ(FuseOps()->info().opt_level, 0);
}

TEST(FuseOpsTest, MatmulTakesFollowingElementwiseOps) {
  IRModule in = Module(Main(X("x") + ", " + X("w") + ", " + X("b"), {
                                                                        "lv = " + CallTir("matmul", "x, w"),
                                                                        "lv1 = " + CallTir("add", "lv, b"),
                                                                        "gv = " + CallTir("relu", "lv1"),
                                                                    }));
  IRModule expected = Module(Fused("fused_matmul_add_relu", X("x") + ", " + X("w") + ", " + X("b"),
                                   {"lv = " + CallTir("matmul", "x, w"), "lv1 = " + CallTir("add", "lv, b"),
                                    "gv = " + CallTir("relu", "lv1")}) +
                             Main(X("x") + ", " + X("w") + ", " + X("b"),
                                  {"gv: " + std::string(kT) + " = cls.fused_matmul_add_relu(x, w, b)"}));
  EXPECT_TRUE(ModulesEqual(RunFuse(in), expected));
}

TEST(FuseOpsTest, MatmulNeedsAnElementwiseEdgeToItsPostDominator) {
  // The broadcast edge to bias_add keeps matmul out; bias_add and relu fuse.
  IRModule in = Module(Main(X("x") + ", " + X("w") + ", " + X("b"), {
                                                                        "lv = " + CallTir("matmul", "x, w"),
                                                                        "lv1 = " + CallTir("bias_add", "lv, b"),
                                                                        "gv = " + CallTir("relu", "lv1"),
                                                                    }));
  IRModule expected = Module(
      Fused("fused_bias_add_relu", X("lv") + ", " + X("b"),
            {"lv1 = " + CallTir("bias_add", "lv, b"), "gv = " + CallTir("relu", "lv1")}) +
      Main(X("x") + ", " + X("w") + ", " + X("b"),
           {"lv = " + CallTir("matmul", "x, w"), "gv: " + std::string(kT) + " = cls.fused_bias_add_relu(lv, b)"}));
  EXPECT_TRUE(ModulesEqual(RunFuse(in), expected));
}

TEST(FuseOpsTest, ElementwiseFusesIntoFollowingReduction) {
  IRModule in = Module(Main(X("x"), {"lv = " + CallTir("exp", "x"), "gv = " + CallTir("sum", "lv")}));
  IRModule expected =
      Module(Fused("fused_exp_sum", X("x"), {"lv = " + CallTir("exp", "x"), "gv = " + CallTir("sum", "lv")}) +
             Main(X("x"), {"gv: " + std::string(kT) + " = cls.fused_exp_sum(x)"}));
  EXPECT_TRUE(ModulesEqual(RunFuse(in), expected));
}

TEST(FuseOpsTest, NothingFollowsAReductionAndInjectiveDoesNotFeedOne) {
  // A reduction takes no consumers into its group.
  IRModule after = Module(Main(X("x"), {"lv = " + CallTir("sum", "x"), "gv = " + CallTir("exp", "lv")}));
  EXPECT_EQ(RunFuse(after).get(), after.get());
  // The path check wants injective-or-less all the way to the sink.
  IRModule before = Module(Main(X("x"), {"lv = " + CallTir("transpose", "x"), "gv = " + CallTir("sum", "lv")}));
  EXPECT_EQ(RunFuse(before).get(), before.get());
}

TEST(FuseOpsTest, InjectiveFusesIntoItsConsumers) {
  IRModule in = Module(Main(X("x"), {
                                        "a = " + CallTir("exp", "x"),
                                        "b = " + CallTir("transpose", "a"),
                                        "gv = " + CallTir("negative", "b"),
                                    }));
  IRModule expected = Module(
      Fused("fused_exp_transpose_negative", X("x"),
            {"a = " + CallTir("exp", "x"), "b = " + CallTir("transpose", "a"), "gv = " + CallTir("negative", "b")}) +
      Main(X("x"), {"gv: " + std::string(kT) + " = cls.fused_exp_transpose_negative(x)"}));
  EXPECT_TRUE(ModulesEqual(RunFuse(in), expected));
}

TEST(FuseOpsTest, DiamondFusesAtItsPostDominator) {
  IRModule in = Module(Main(X("x"), {
                                        "a = " + CallTir("exp", "x"),
                                        "b = " + CallTir("negative", "a"),
                                        "c = " + CallTir("sqrt", "a"),
                                        "gv = " + CallTir("add", "b, c"),
                                    }));
  IRModule expected = Module(Fused("fused_exp_negative_sqrt_add", X("x"),
                                   {"a = " + CallTir("exp", "x"), "b = " + CallTir("negative", "a"),
                                    "c = " + CallTir("sqrt", "a"), "gv = " + CallTir("add", "b, c")}) +
                             Main(X("x"), {"gv: " + std::string(kT) + " = cls.fused_exp_negative_sqrt_add(x)"}));
  EXPECT_TRUE(ModulesEqual(RunFuse(in), expected));
}

TEST(FuseOpsTest, OpaqueOpsAndUnannotatedKernelsNeverFuse) {
  IRModule in = Module(Main(X("x"), {
                                        "a = " + CallTir("exp", "x"),
                                        "b = " + CallTir("opaque", "a"),
                                        "c = " + CallTir("exp", "b"),
                                        "gv = R.exp(c)",
                                    }));
  EXPECT_EQ(RunFuse(in).get(), in.get());
}

TEST(FuseOpsTest, TwoIndependentGroupsAroundAnOpaqueOpShareOneFunction) {
  IRModule in = Module(Main(X("x"), {
                                        "a = " + CallTir("exp", "x"),
                                        "b = " + CallTir("negative", "a"),
                                        "c = " + CallTir("opaque", "b"),
                                        "d = " + CallTir("exp", "c"),
                                        "gv = " + CallTir("negative", "d"),
                                    }));
  // The second group is structurally equal to the first: one function.
  IRModule expected =
      Module(Fused("fused_exp_negative", X("x"), {"a = " + CallTir("exp", "x"), "gv = " + CallTir("negative", "a")}) +
             Main(X("x"), {"b: " + std::string(kT) + " = cls.fused_exp_negative(x)", "c = " + CallTir("opaque", "b"),
                           "gv: " + std::string(kT) + " = cls.fused_exp_negative(c)"}));
  IRModule out = RunFuse(in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(FuseOpsTest, DifferentGroupsGetDifferentFunctions) {
  IRModule in = Module(Main(X("x"), {
                                        "a = " + CallTir("exp", "x"),
                                        "b = " + CallTir("negative", "a"),
                                        "c = " + CallTir("opaque", "b"),
                                        "d = " + CallTir("sqrt", "c"),
                                        "gv = " + CallTir("relu", "d"),
                                    }));
  IRModule expected =
      Module(Fused("fused_exp_negative", X("x"), {"a = " + CallTir("exp", "x"), "gv = " + CallTir("negative", "a")}) +
             Fused("fused_sqrt_relu", X("c"), {"d = " + CallTir("sqrt", "c"), "gv = " + CallTir("relu", "d")}) +
             Main(X("x"), {"b: " + std::string(kT) + " = cls.fused_exp_negative(x)", "c = " + CallTir("opaque", "b"),
                           "gv: " + std::string(kT) + " = cls.fused_sqrt_relu(c)"}));
  EXPECT_TRUE(ModulesEqual(RunFuse(in), expected));
}

TEST(FuseOpsTest, OptLevelZeroAndMaxDepth) {
  IRModule in = Module(Main(X("x"), {
                                        "a = " + CallTir("exp", "x"),
                                        "b = " + CallTir("negative", "a"),
                                        "gv = " + CallTir("sqrt", "b"),
                                    }));
  EXPECT_EQ(RunPass(FuseOps(0), in).get(), in.get());
  PassContext ctx;
  ctx.opt_level = 0;
  EXPECT_EQ((*FuseOps())(in, ctx).get(), in.get());

  // At most two ops per group: exp joins negative, sqrt stays alone.
  PassContext depth2;
  depth2.opt_level = 3;
  depth2.config["relax.FuseOps.max_depth"] = "2";
  IRModule expected =
      Module(Fused("fused_exp_negative", X("x"), {"a = " + CallTir("exp", "x"), "gv = " + CallTir("negative", "a")}) +
             Main(X("x"), {"b: " + std::string(kT) + " = cls.fused_exp_negative(x)", "gv = " + CallTir("sqrt", "b")}));
  EXPECT_TRUE(ModulesEqual((*FuseOps())(in, depth2), expected));
}

TEST(FuseOpsTest, TupleGetItemIsInjective) {
  // A tuple-producing injective kernel and the elementwise ops on its fields.
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def split(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(2), T.int64(4)), "float32"), C: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 2})
        T.evaluate(0)

    @T.prim_func(private=True)
    def mul(A: T.Buffer((T.int64(2), T.int64(4)), "float32"), B: T.Buffer((T.int64(2), T.int64(4)), "float32"), C: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            t = R.call_tir(cls.split, (x,), out_sinfo=[R.Tensor((2, 4), dtype="float32"), R.Tensor((2, 4), dtype="float32")])
            a: R.Tensor((2, 4), dtype="float32") = t[0]
            b: R.Tensor((2, 4), dtype="float32") = t[1]
            gv = R.call_tir(cls.mul, (a, b), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule out = RunFuse(in);
  Function fused = testing::GetFunction(out, "fused_split_mul");
  ASSERT_TRUE(fused.defined());
  ASSERT_EQ(fused->params.size(), 1u);
  auto seq = fused->body.cast<SeqExprNode>();
  EXPECT_EQ(seq->blocks[0]->bindings.size(), 4u);
  auto main_seq = testing::GetFunction(out, "main")->body.cast<SeqExprNode>();
  ASSERT_EQ(main_seq->blocks[0]->bindings.size(), 1u);
  testing::ExpectWellFormed(out);
}

TEST(FuseOpsTest, PartiallyUsedTupleParameterIsSplit) {
  const std::string kernels = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(A: T.Buffer((T.int64(2),), "float32"), B: T.Buffer((), "float32"), C: T.Buffer((T.int64(2),), "float32")):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @T.prim_func(private=True)
    def divide(A: T.Buffer((T.int64(2),), "float32"), B: T.Buffer((), "float32"), C: T.Buffer((T.int64(2),), "float32")):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)
)";
  IRModule in = Parse(kernels + R"(
    @R.function
    def main(x: R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"))) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        with R.dataflow():
            x0: R.Tensor((2,), dtype="float32") = x[0]
            y0 = R.call_tir(cls.add, (x0, R.const(1, "float32")), out_sinfo=R.Tensor((2,), dtype="float32"))
            gv = R.call_tir(cls.divide, (y0, R.const(1, "float32")), out_sinfo=R.Tensor((2,), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule expected = Parse(kernels + R"(
    @R.function(private=True)
    def fused_add_divide(x_0: R.Tensor((2,), dtype="float32"), param_0: R.Tensor((), dtype="float32"), param_1: R.Tensor((), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        R.func_attr({"Primitive": True})
        cls = Module
        with R.dataflow():
            y0 = R.call_tir(cls.add, (x_0, param_0), out_sinfo=R.Tensor((2,), dtype="float32"))
            gv = R.call_tir(cls.divide, (y0, param_1), out_sinfo=R.Tensor((2,), dtype="float32"))
            R.output(gv)
        return gv

    @R.function
    def main(x: R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"))) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv: R.Tensor((2,), dtype="float32") = x[0]
            gv: R.Tensor((2,), dtype="float32") = cls.fused_add_divide(lv, R.const(1, "float32"), R.const(1, "float32"))
            R.output(gv)
        return gv
)");
  IRModule out = RunFuse(in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
  EXPECT_EQ(testing::GetFunction(out, "fused_add_divide")->params[0]->name, "x_0");
}

TEST(FuseOpsTest, SymbolicShapesGetTheirOwnVariables) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def exp(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @T.prim_func(private=True)
    def negative(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            gv = R.call_tir(cls.negative, (lv,), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def exp(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @T.prim_func(private=True)
    def negative(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @R.function(private=True)
    def fused_exp_negative(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        R.func_attr({"Primitive": True})
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            gv = R.call_tir(cls.negative, (lv,), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            R.output(gv)
        return gv

    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            gv: R.Tensor((n, 4), dtype="float32") = cls.fused_exp_negative(x)
            R.output(gv)
        return gv
)");
  IRModule out = RunFuse(in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(FuseOpsTest, SymbolicVariablesNoParameterDefinesTravelAsAShape) {
  const std::string kernels = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def exp(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @T.prim_func(private=True)
    def tile(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 2})
        T.evaluate(0)
)";
  IRModule in = Parse(kernels + R"(
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), s: R.Shape(["m"])) -> R.Tensor(("m",), dtype="float32"):
        n = T.int64()
        m = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((n,), dtype="float32"))
            gv = R.call_tir(cls.tile, (lv,), out_sinfo=R.Tensor((m,), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule expected = Parse(kernels + R"(
    @R.function(private=True)
    def fused_exp_tile(x: R.Tensor(("n",), dtype="float32"), tir_vars: R.Shape(["m"])) -> R.Tensor(("m",), dtype="float32"):
        n = T.int64()
        m = T.int64()
        R.func_attr({"Primitive": True})
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((n,), dtype="float32"))
            gv = R.call_tir(cls.tile, (lv,), out_sinfo=R.Tensor((m,), dtype="float32"))
            R.output(gv)
        return gv

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), s: R.Shape(["m"])) -> R.Tensor(("m",), dtype="float32"):
        n = T.int64()
        m = T.int64()
        cls = Module
        with R.dataflow():
            gv: R.Tensor((m,), dtype="float32") = cls.fused_exp_tile(x, R.shape([m]))
            R.output(gv)
        return gv
)");
  IRModule out = RunFuse(in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

// bert_dynamic's position ids: a slice of static length T.min(n, 64) from an
// opaque kernel, broadcast back to n. The group's parameter has the shape
// (1, T.min(n, 64)), which uses n without defining it, so n travels in the
// extra shape parameter, placed first so that the signature defines n
// before that use (the module is well-formed and prints back).
TEST(FuseOpsTest, ASymbolicVariableUsedOnlyInsideAParameterShapeTravelsFirst) {
  const std::string kernels = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def gather(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 8})
        T.evaluate(0)

    @T.prim_func(private=True)
    def exp(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 0})
        T.evaluate(0)

    @T.prim_func(private=True)
    def broadcast(a: T.handle, b: T.handle):
        T.func_attr({"op_pattern": 1})
        T.evaluate(0)
)";
  IRModule in = Parse(kernels + R"(
    @R.function
    def main(x: R.Tensor((1, 64), dtype="float32"), s: R.Shape(["n"])) -> R.Tensor((1, "n"), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.gather, (x,), out_sinfo=R.Tensor((1, T.min(n, 64)), dtype="float32"))
            lv1 = R.call_tir(cls.exp, (lv,), out_sinfo=R.Tensor((1, T.min(n, 64)), dtype="float32"))
            gv = R.call_tir(cls.broadcast, (lv1,), out_sinfo=R.Tensor((1, n), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule expected = Parse(kernels + R"X(
    @R.function(private=True)
    def fused_exp_broadcast(tir_vars: R.Shape(["n"]), lv: R.Tensor((1, "T.min(n, 64)"), dtype="float32")) -> R.Tensor((1, "n"), dtype="float32"):
        n = T.int64()
        R.func_attr({"Primitive": True})
        cls = Module
        with R.dataflow():
            lv1 = R.call_tir(cls.exp, (lv,), out_sinfo=R.Tensor((1, T.min(n, 64)), dtype="float32"))
            gv = R.call_tir(cls.broadcast, (lv1,), out_sinfo=R.Tensor((1, n), dtype="float32"))
            R.output(gv)
        return gv

    @R.function
    def main(x: R.Tensor((1, 64), dtype="float32"), s: R.Shape(["n"])) -> R.Tensor((1, "n"), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.gather, (x,), out_sinfo=R.Tensor((1, T.min(n, 64)), dtype="float32"))
            gv: R.Tensor((1, n), dtype="float32") = cls.fused_exp_broadcast(R.shape([n]), lv)
            R.output(gv)
        return gv
)X");
  IRModule out = RunFuse(in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(FuseOpsTest, OnlyDataflowBlocksFuse) {
  IRModule in = Parse("@I.ir_module\nclass Module:\n" + Kernels() + R"(
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        cls = Module
        a = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
        b = R.call_tir(cls.negative, (a,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
        return b
)");
  EXPECT_EQ(RunFuse(in).get(), in.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
