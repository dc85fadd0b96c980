#include "compiler/transform/dead_code_elimination.h"

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

// A private PrimFunc `add_one` (4 floats), text reused by several tests.
const char kAddOne[] = R"(
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(4), i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] + T.float32(1.0)
)";

std::string Module(const std::string& functions) { return "@I.ir_module\nclass Module:\n" + functions; }

TEST(DeadCodeEliminationTest, NothingDeadIsTheSameHandle) {
  IRModule m = Parse(Module(std::string(kAddOne) + R"(
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
            gv: R.Tensor((4,), dtype="float32") = R.exp(lv)
            R.output(gv)
        return gv
)"));
  EXPECT_EQ(RunPass(DeadCodeElimination(), m).get(), m.get());
}

TEST(DeadCodeEliminationTest, RemovesUnusedPureBindingsTransitively) {
  IRModule out = RunPass(DeadCodeElimination(), Parse(Module(R"(
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((4,), dtype="float32") = R.exp(x)
            lv1: R.Tensor((4,), dtype="float32") = R.add(lv0, x)
            gv: R.Tensor((4,), dtype="float32") = R.negative(x)
            R.output(gv)
        unused: R.Tensor((4,), dtype="float32") = R.multiply(gv, gv)
        return gv
)")));
  IRModule expected = Parse(Module(R"(
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((4,), dtype="float32") = R.negative(x)
            R.output(gv)
        return gv
)"));
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(DeadCodeEliminationTest, KeepsImpureCallsAndMatchCasts) {
  const char* text = R"(
    @R.function(pure=False)
    def main(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
        n = T.int64()
        effect: R.Object = R.call_packed("log_tensor", x, sinfo_args=R.Object)
        checked: R.Tensor((n,), dtype="float32") = R.match_cast(x, R.Tensor((n,), dtype="float32"))
        dead: R.Tensor(dtype="float32", ndim=1) = R.exp(x)
        return x
)";
  IRModule out = RunPass(DeadCodeElimination(), Parse(Module(text)));
  IRModule expected = Parse(Module(R"(
    @R.function(pure=False)
    def main(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
        n = T.int64()
        effect: R.Object = R.call_packed("log_tensor", x, sinfo_args=R.Object)
        checked: R.Tensor((n,), dtype="float32") = R.match_cast(x, R.Tensor((n,), dtype="float32"))
        return x
)"));
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(DeadCodeEliminationTest, KeepsCallsOfImpureFunctions) {
  IRModule m = Parse(Module(R"(
    @R.function(private=True, pure=False)
    def log(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        effect: R.Object = R.call_packed("log_tensor", x, sinfo_args=R.Object)
        return x

    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        unused: R.Tensor((4,), dtype="float32") = cls.log(x)
        return x
)"));
  // Nothing may go: the call is impure, so `log` stays reachable.
  EXPECT_EQ(RunPass(DeadCodeElimination(), m).get(), m.get());
}

TEST(DeadCodeEliminationTest, RemovesUnreachableFunctions) {
  IRModule out = RunPass(DeadCodeElimination(), Parse(Module(std::string(kAddOne) + R"(
    @T.prim_func(private=True)
    def never_called(A: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("A"):
                vi = T.axis.spatial(T.int64(4), i)
                T.reads()
                T.writes(A[vi])
                A[vi] = T.float32(0.0)

    @R.function(private=True)
    def helper(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return y

    @R.function(private=True)
    def orphan(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function(private=True)
    def called_only_by_dead_code(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y: R.Tensor((4,), dtype="float32") = R.exp(x)
        return y

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        dead: R.Tensor((4,), dtype="float32") = cls.called_only_by_dead_code(x)
        y: R.Tensor((4,), dtype="float32") = cls.helper(x)
        return y

    @R.function
    def public_but_uncalled(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)")));
  std::vector<std::string> names;
  for (const auto& kv : out->functions) names.push_back(kv.first);
  EXPECT_EQ(names, (std::vector<std::string>{"add_one", "helper", "main", "public_but_uncalled"}));
  testing::ExpectWellFormed(out);
}

TEST(DeadCodeEliminationTest, EntryFunctionsOptionKeepsPrivateFunctions) {
  std::string text = Module(R"(
    @R.function(private=True)
    def leaf(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function(private=True)
    def kept(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y: R.Tensor((4,), dtype="float32") = cls.leaf(x)
        return y

    @R.function(private=True)
    def dropped(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)");
  IRModule m = Parse(text);
  IRModule out = RunPass(DeadCodeElimination({"kept"}), m);
  std::vector<std::string> names;
  for (const auto& kv : out->functions) names.push_back(kv.first);
  EXPECT_EQ(names, (std::vector<std::string>{"kept", "leaf"}));
  // Without entry functions and no public function, everything goes.
  EXPECT_TRUE(RunPass(DeadCodeElimination(), m)->functions.empty());
}

TEST(DeadCodeEliminationTest, UnknownEntryFunctionIsAnError) {
  IRModule m = Parse(Module(R"(
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)"));
  try {
    RunPass(DeadCodeElimination({"mian"}), m);
    FAIL() << "expected a diagnostic";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("entry function 'mian' is not in the module (functions: main)"),
              std::string::npos)
        << e.what();
  }
}

TEST(DeadCodeEliminationTest, RemovesInsideIfBranches) {
  IRModule out = RunPass(DeadCodeElimination(), Parse(Module(R"(
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor((4,), dtype="float32"):
        if flag:
            a: R.Tensor((4,), dtype="float32") = R.exp(x)
            b: R.Tensor((4,), dtype="float32") = R.negative(x)
            r: R.Tensor((4,), dtype="float32") = b
        else:
            r: R.Tensor((4,), dtype="float32") = x
        return r
)")));
  IRModule expected = Parse(Module(R"(
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor((4,), dtype="float32"):
        if flag:
            b: R.Tensor((4,), dtype="float32") = R.negative(x)
            r: R.Tensor((4,), dtype="float32") = b
        else:
            r: R.Tensor((4,), dtype="float32") = x
        return r
)"));
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(DeadCodeEliminationTest, SplitFunctionNames) {
  EXPECT_EQ(SplitFunctionNames(" main, f;g  h "), (std::vector<std::string>{"main", "f", "g", "h"}));
  EXPECT_TRUE(SplitFunctionNames("").empty());
}

TEST(DeadCodeEliminationTest, PassInfo) {
  EXPECT_EQ(DeadCodeElimination()->info().name, "DeadCodeElimination");
  EXPECT_EQ(DeadCodeElimination()->info().opt_level, 1);
  EXPECT_EQ(DeadCodeElimination({"a", "b"})->info().options, "entry_functions=a;b");
}

}  // namespace
}  // namespace transform
}  // namespace rlx
