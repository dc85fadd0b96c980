#include "compiler/transform/canonicalize_bindings.h"

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

// Runs CanonicalizeBindings on `before` and compares with `expected`; the
// result must be well formed.
void Verify(const std::string& before, const std::string& expected) {
  IRModule out = RunPass(CanonicalizeBindings(), Parse(before));
  EXPECT_TRUE(ModulesEqual(out, Parse(expected)));
  testing::ExpectWellFormed(out);
}

TEST(CanonicalizeBindingsTest, UnchangedModuleIsTheSameHandle) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 4), dtype="float32") = R.exp(x)
            gv: R.Tensor((n, 4), dtype="float32") = R.add(lv, x)
            R.output(gv)
        return gv
)");
  EXPECT_EQ(RunPass(CanonicalizeBindings(), m).get(), m.get());
}

TEST(CanonicalizeBindingsTest, ChainOfAssignments) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = x
        z = y
        q = z
        p = q
        o = p
        return o
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)");
}

TEST(CanonicalizeBindingsTest, DataflowChainEndsInOutput) {
  // The output binding takes over the definition of the first variable.
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        with R.dataflow():
            y = R.add(x, x)
            z = y
            o = z
            m = o
            n = m
            R.output(n)
        return n
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        with R.dataflow():
            n = R.add(x, x)
            R.output(n)
        return n
)");
}

TEST(CanonicalizeBindingsTest, AssignmentOfParameterToOutputEmptiesBlock) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            y = x
            z = y
            n = z
            R.output(n)
        return n
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)");
}

TEST(CanonicalizeBindingsTest, OperandsAreReplaced) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        w = y
        q = x
        z = R.add(w, q)
        r = R.add(q, z)
        return r
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        z = R.add(y, x)
        r = R.add(x, z)
        return r
)");
}

TEST(CanonicalizeBindingsTest, NonTrivialMatchCastIsKept) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(dtype="float32", ndim=2):
        q = x
        m, n = T.int64(), T.int64()
        z = R.match_cast(q, R.Tensor((m, n), dtype="float32"))
        w = z
        return w
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(dtype="float32", ndim=2):
        m, n = T.int64(), T.int64()
        z = R.match_cast(x, R.Tensor((m, n), dtype="float32"))
        return z
)");
}

TEST(CanonicalizeBindingsTest, TrivialMatchCastIsRemoved) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        m, n = T.int64(), T.int64()
        y = x
        z = R.match_cast(x, R.Tensor((m, n), dtype="float32"))
        w = z
        q = R.add(w, y)
        r = R.add(q, w)
        return r
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        m, n = T.int64(), T.int64()
        q = R.add(x, x)
        r = R.add(q, x)
        return r
)");
}

TEST(CanonicalizeBindingsTest, RedundantSymbolicVariablesAreReplaced) {
  // o and p equal m and n; once replaced the match_cast is trivial.
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        m, n = T.int64(), T.int64()
        y = x
        o, p = T.int64(), T.int64()
        z = R.match_cast(x, R.Tensor((o, p), dtype="float32"))
        w = z
        q: R.Tensor((o, p), dtype="float32") = R.add(w, y)
        r = R.add(q, w)
        return r
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        m, n = T.int64(), T.int64()
        q: R.Tensor((m, n), dtype="float32") = R.add(x, x)
        r = R.add(q, x)
        return r
)");
}

TEST(CanonicalizeBindingsTest, StaticShapesReplaceSymbolsButRuntimeUsesKeepTheirMatchCast) {
  // N and M are 16. N is also a run-time value (R.prim_value), so the
  // match_cast defining it stays as written; the one defining only M
  // becomes trivial and goes. Annotations use the known sizes.
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(A: R.Tensor((16, 16), dtype="float32"), state: R.Tensor((16,), dtype="float32")) -> R.Tensor((16,), dtype="float32"):
        N, M = T.int64(), T.int64()
        lhs = R.match_cast(A, R.Tensor((N, M), dtype="float32"))
        rhs = R.match_cast(state, R.Tensor((M,), dtype="float32"))
        sq: R.Tensor((N, M), dtype="float32") = R.multiply(lhs, lhs)
        prod: R.Tensor((N,), dtype="float32") = R.matmul(sq, rhs)
        c: R.Tensor((N,), dtype="float32") = R.clip(prod, R.prim_value(0), R.prim_value(N))
        return c
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(A: R.Tensor((16, 16), dtype="float32"), state: R.Tensor((16,), dtype="float32")) -> R.Tensor((16,), dtype="float32"):
        N, M = T.int64(), T.int64()
        lhs = R.match_cast(A, R.Tensor((N, M), dtype="float32"))
        sq: R.Tensor((16, 16), dtype="float32") = R.multiply(lhs, lhs)
        prod: R.Tensor((16,), dtype="float32") = R.matmul(sq, state)
        c: R.Tensor((16,), dtype="float32") = R.clip(prod, R.prim_value(0), R.prim_value(N))
        return c
)");
}

TEST(CanonicalizeBindingsTest, BranchKnowledgeStaysInTheBranch) {
  // Inside the then-branch N is 16; the branch result is cast back to
  // (N,) so that after the if nothing assumes N == 16.
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(state: R.Tensor(("N",), dtype="float32"), A: R.Tensor((16,), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor(("N",), dtype="float32"):
        N = T.int64()
        if flag:
            w: R.Tensor((N,), dtype="float32") = R.match_cast(A, R.Tensor((N,), dtype="float32"))
            w2: R.Tensor((N,), dtype="float32") = R.add(w, w)
            r: R.Tensor((N,), dtype="float32") = w2
        else:
            r: R.Tensor((N,), dtype="float32") = state
        out: R.Tensor((N,), dtype="float32") = R.add(r, state)
        return out
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(state: R.Tensor(("N",), dtype="float32"), A: R.Tensor((16,), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor(("N",), dtype="float32"):
        N = T.int64()
        if flag:
            w2: R.Tensor((16,), dtype="float32") = R.add(A, A)
            c: R.Tensor((N,), dtype="float32") = R.match_cast(w2, R.Tensor((N,), dtype="float32"))
            r: R.Tensor((N,), dtype="float32") = c
        else:
            r: R.Tensor((N,), dtype="float32") = state
        out: R.Tensor((N,), dtype="float32") = R.add(r, state)
        return out
)");
}

TEST(CanonicalizeBindingsTest, InconsistentMatchCastsAreAnError) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(A: R.Tensor((16,), dtype="float32"), B: R.Tensor((32,), dtype="float32")) -> R.Tensor(dtype="float32", ndim=1):
        M = T.int64()
        a = R.match_cast(A, R.Tensor((M,), dtype="float32"))
        b = R.match_cast(B, R.Tensor((M,), dtype="float32"))
        return b
)");
  try {
    RunPass(CanonicalizeBindings(), m);
    FAIL() << "expected a diagnostic";
  } catch (const DiagnosticError& e) {
    std::string msg = e.what();
    EXPECT_NE(msg.find("MatchCast statements must be consistent"), std::string::npos) << msg;
    EXPECT_NE(msg.find("variable a implies that TIR variable M is 16"), std::string::npos) << msg;
    EXPECT_NE(msg.find("variable b instead implies that TIR variable M is 32"), std::string::npos) << msg;
  }
}

TEST(CanonicalizeBindingsTest, KnownTupleFieldsAreUnwrapped) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        t = (x, y)
        w = t[0]
        q = t[1]
        z = R.add(w, q)
        r = R.add(q, z)
        return r
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        t = (x, y)
        z = R.add(x, y)
        r = R.add(y, z)
        return r
)");
}

TEST(CanonicalizeBindingsTest, TrivialMatchCastOfConstantInDataflow) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((), dtype="int32"):
        with R.dataflow():
            y = R.const(1, "int32")
            n = R.match_cast(y, R.Tensor((), dtype="int32"))
            R.output(n)
        return n
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((), dtype="int32"):
        with R.dataflow():
            n = R.const(1, "int32")
            R.output(n)
        return n
)");
}

TEST(CanonicalizeBindingsTest, ConstantsAreInlinedIntoUses) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((), dtype="int32"):
        with R.dataflow():
            n = R.const(1, "int32")
            R.output(n)
        return n
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((), dtype="int32"):
        with R.dataflow():
            n = R.const(1, "int32")
            R.output(n)
        return R.const(1, "int32")
)");
}

TEST(CanonicalizeBindingsTest, OutputsUsedOnlyInsideBecomeDataflowVars) {
  IRModule out = RunPass(CanonicalizeBindings(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        with R.dataflow():
            y = R.add(x, x)
            z = R.multiply(y, x)
            R.output(y, z)
        return z
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        with R.dataflow():
            y = R.add(x, x)
            z = R.multiply(y, x)
            R.output(z)
        return z
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  auto block = testing::GetFunction(out, "main")->body.cast<SeqExprNode>()->blocks[0];
  EXPECT_TRUE(block->bindings[0]->var->is_dataflow());
  EXPECT_EQ(block->bindings[0]->var->name, "y");
}

TEST(CanonicalizeBindingsTest, OutputTakesOverDataflowDefinitionUsedLater) {
  // gv1 = lv1 with gv1 returned: lv1's binding defines gv1 instead, and
  // the later use of lv1 follows.
  const char* expected = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tuple(R.Tensor((4,), dtype="int32"), R.Tensor((4,), dtype="int32")):
        with R.dataflow():
            gv1 = R.add(x, x)
            gv2 = R.multiply(gv1, x)
            R.output(gv1, gv2)
        return (gv1, gv2)
)";
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tuple(R.Tensor((4,), dtype="int32"), R.Tensor((4,), dtype="int32")):
        with R.dataflow():
            lv1 = R.add(x, x)
            gv1 = lv1
            gv2 = R.multiply(lv1, x)
            R.output(gv1, gv2)
        return (gv1, gv2)
)",
         expected);
  // Same when the trivial binding comes after the use.
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tuple(R.Tensor((4,), dtype="int32"), R.Tensor((4,), dtype="int32")):
        with R.dataflow():
            lv1 = R.add(x, x)
            gv2 = R.multiply(lv1, x)
            gv1 = lv1
            R.output(gv1, gv2)
        return (gv1, gv2)
)",
         expected);
}

TEST(CanonicalizeBindingsTest, OutputUsedOnlyInsideIsReplacedByDataflowVar) {
  Verify(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        with R.dataflow():
            gv1 = R.add(x, x)
            lv1 = gv1
            gv2 = R.multiply(lv1, x)
            R.output(gv1, gv2)
        return gv2
)",
         R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        with R.dataflow():
            gv1 = R.add(x, x)
            gv2 = R.multiply(gv1, x)
            R.output(gv2)
        return gv2
)");
}

TEST(CanonicalizeBindingsTest, RewrittenValuesUpdateStructInfo) {
  // R.add(B, B) becomes R.add(A, A), whose inferred shape is better than
  // the annotation on C; C follows, and so does its use.
  Verify(R"(
@I.ir_module
class Module:
    @R.function(private=True)
    def main(A: R.Tensor(("n", 16), dtype="int32")) -> R.Tensor(("n", 16), dtype="int32"):
        n = T.int64()
        B = A
        C: R.Tensor(dtype="int32", ndim=2) = R.add(B, B)
        return C
)",
         R"(
@I.ir_module
class Module:
    @R.function(private=True)
    def main(A: R.Tensor(("n", 16), dtype="int32")) -> R.Tensor(("n", 16), dtype="int32"):
        n = T.int64()
        C: R.Tensor((n, 16), dtype="int32") = R.add(A, A)
        return C
)");
}

TEST(CanonicalizeBindingsTest, PassStructure) {
  PassPtr p = CanonicalizeBindings();
  EXPECT_EQ(p->info().name, "CanonicalizeBindings");
  ASSERT_EQ(p->children().size(), 2u);
  EXPECT_EQ(p->children()[0]->info().name, "CanonicalizeTIRVariables");
  EXPECT_EQ(p->children()[0]->info().opt_level, 1);
  EXPECT_EQ(p->children()[1]->info().name, "CanonicalizeRelaxBindings");
  EXPECT_EQ(p->children()[1]->info().opt_level, 1);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
