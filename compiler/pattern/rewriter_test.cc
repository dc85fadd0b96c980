#include "compiler/pattern/rewriter.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/ir/structural_equal.h"
#include "compiler/pattern/pattern_test_util.h"
#include "compiler/script/relax_printer.h"

namespace rlx {
namespace pattern {
namespace {

using testing::GetFunc;
using testing::ParseModule;

relax::Expr CallOp(const std::string& op, std::vector<relax::Expr> args) {
  return Make<relax::CallNode>(relax::GetOp(op), std::move(args));
}

// Function-level comparison with both sides printed on failure.
::testing::AssertionResult SameFunction(const IRModule& actual_mod, const relax::Function& actual,
                                        const IRModule& expected_mod) {
  relax::Function expected = GetFunc(expected_mod);
  std::string diff = StructuralDiff(actual, expected);
  if (diff.empty()) return ::testing::AssertionSuccess();
  IRModuleBuilder b(actual_mod);
  b.Add("main", actual);
  return ::testing::AssertionFailure() << diff << "\n--- actual:\n"
                                       << script::PrintModule(b.Build()) << "\n--- expected:\n"
                                       << script::PrintModule(expected_mod);
}

const relax::VarNode* FindBindingVar(const relax::Function& f, const std::string& name) {
  relax::VarBinding b = testing::FindBinding(f, name);
  return b.defined() ? b->var.get() : nullptr;
}

std::string Module(const std::string& body) {
  return "@I.ir_module\nclass Module:\n    @R.function\n"
         "    def main(x: R.Tensor((4, 4), dtype=\"float32\"), y: R.Tensor((4, 4), dtype=\"float32\")) -> "
         "R.Tensor((4, 4), dtype=\"float32\"):\n        with R.dataflow():\n" +
         body + "            R.output(gv)\n        return gv\n";
}

TEST(RewriterTest, CollapsesDoubleReluAndDropsTheDeadBinding) {
  IRModule mod =
      ParseModule(Module("            lv0 = R.nn.relu(x)\n"
                         "            lv1 = R.nn.relu(lv0)\n"
                         "            gv = R.exp(lv1)\n"));
  DFPattern inner = Wildcard();
  DFPattern twice = IsOp("relax.nn.relu")({IsOp("relax.nn.relu")({inner})});
  int calls = 0;
  relax::Function out = RewriteCall(
      twice,
      [&](const relax::Expr&, const MatchResult& m) {
        ++calls;
        return CallOp("relax.nn.relu", {m.Get(inner)});
      },
      GetFunc(mod));
  IRModule expected =
      ParseModule(Module("            lv1 = R.nn.relu(x)\n"
                         "            gv = R.exp(lv1)\n"));
  EXPECT_TRUE(SameFunction(mod, out, expected));
  EXPECT_EQ(calls, 1);
}

TEST(RewriterTest, NestedReplacementIsBoundBeforeTheBinding) {
  // exp(x + y) -> exp(x) * exp(y)
  IRModule mod =
      ParseModule(Module("            lv0 = R.add(x, y)\n"
                         "            gv = R.exp(lv0)\n"));
  DFPattern a = Wildcard(), b = Wildcard();
  DFPattern pat = IsOp("relax.exp")({IsOp("relax.add")({a, b})});
  relax::Function out = RewriteCall(
      pat,
      [&](const relax::Expr&, const MatchResult& m) {
        return CallOp("relax.multiply", {CallOp("relax.exp", {m.Get(a)}), CallOp("relax.exp", {m.Get(b)})});
      },
      GetFunc(mod));
  IRModule expected =
      ParseModule(Module("            lv = R.exp(x)\n"
                         "            lv1 = R.exp(y)\n"
                         "            gv = R.multiply(lv, lv1)\n"));
  EXPECT_TRUE(SameFunction(mod, out, expected));
  // The new value carries inferred struct info.
  auto seq = out->body.as<relax::SeqExprNode>();
  EXPECT_TRUE(seq->blocks[0]->bindings.back().as<relax::VarBindingNode>()->value->struct_info().defined());
}

TEST(RewriterTest, DecliningKeepsTheFunctionAndOrAlternativesAreTriedInTurn) {
  IRModule mod =
      ParseModule(Module("            lv0 = R.nn.relu(x)\n"
                         "            lv1 = R.exp(y)\n"
                         "            gv = R.add(lv0, lv1)\n"));
  relax::Function main = GetFunc(mod);
  DFPattern arg = Wildcard();
  DFPattern relu = IsOp("relax.nn.relu")({arg});
  DFPattern exp = IsOp("relax.exp")({arg});
  // Declining every match returns the very same function.
  relax::Function same = RewriteCall(
      relu | exp, [](const relax::Expr& e, const MatchResult&) { return e; }, main);
  EXPECT_EQ(same.get(), main.get());

  // relu(x) matches the left side and is declined; exp(y) matches only the
  // right side. The callback sees the Or itself among the matches.
  DFPattern alt = relu | exp;
  int exp_matches = 0;
  relax::Function out = RewriteCall(
      alt,
      [&](const relax::Expr& e, const MatchResult& m) -> relax::Expr {
        EXPECT_TRUE(m.Get(alt).same_as(e));
        if (!m.Has(exp)) return e;  // decline relu
        ++exp_matches;
        return CallOp("relax.sigmoid", {m.Get(arg)});
      },
      main);
  EXPECT_EQ(exp_matches, 1);
  IRModule expected =
      ParseModule(Module("            lv0 = R.nn.relu(x)\n"
                         "            lv1 = R.sigmoid(y)\n"
                         "            gv = R.add(lv0, lv1)\n"));
  EXPECT_TRUE(SameFunction(mod, out, expected));
}

TEST(RewriterTest, RepeatsUntilNothingMatches) {
  // negative(negative(v)) -> v, applied to a chain of four: everything
  // cancels and exp(x) remains.
  IRModule mod =
      ParseModule(Module("            lv0 = R.negative(x)\n"
                         "            lv1 = R.negative(lv0)\n"
                         "            lv2 = R.negative(lv1)\n"
                         "            lv3 = R.negative(lv2)\n"
                         "            gv = R.exp(lv3)\n"));
  DFPattern v = Wildcard();
  DFPattern pat = IsOp("relax.exp")({IsOp("relax.negative")({IsOp("relax.negative")({v})})});
  relax::Function out = RewriteCall(
      pat, [&](const relax::Expr&, const MatchResult& m) { return CallOp("relax.exp", {m.Get(v)}); }, GetFunc(mod));
  IRModule expected = ParseModule(Module("            gv = R.exp(x)\n"));
  EXPECT_TRUE(SameFunction(mod, out, expected));
}

TEST(RewriterTest, ChangedStructInfoGivesTheVariableAFreshCopy) {
  // Dropping a transpose changes lv's shape from (8, 4) to (4, 8); the sum
  // keeps its scalar result, so gv stays.
  auto module = [](const std::string& body) {
    return ParseModule(
        "@I.ir_module\nclass Module:\n    @R.function\n"
        "    def main(x: R.Tensor((4, 8), dtype=\"float32\")) -> R.Tensor((), dtype=\"float32\"):\n"
        "        with R.dataflow():\n" +
        body + "            R.output(gv)\n        return gv\n");
  };
  IRModule mod = module(
      "            lv = R.permute_dims(x, axes=None)\n"
      "            gv = R.sum(lv, axis=None, keepdims=False)\n");
  DFPattern inner = Wildcard();
  relax::Function out = RewriteCall(
      IsOp("relax.permute_dims")({inner}), [&](const relax::Expr&, const MatchResult& m) { return m.Get(inner); },
      GetFunc(mod));
  IRModule expected = module(
      "            lv: R.Tensor((4, 8), dtype=\"float32\") = x\n"
      "            gv = R.sum(lv, axis=None, keepdims=False)\n");
  EXPECT_TRUE(SameFunction(mod, out, expected));
  auto bindings = out->body.as<relax::SeqExprNode>()->blocks[0]->bindings;
  // The sum now reads the new lv, not the (8, 4) one.
  relax::Var new_lv = bindings[0]->var;
  auto sum = bindings[1].as<relax::VarBindingNode>()->value.as<relax::CallNode>();
  EXPECT_TRUE(sum->args[0].same_as(new_lv));
  EXPECT_NE(new_lv.get(), FindBindingVar(GetFunc(mod), "lv"));
}

TEST(RewriterTest, RewriteBindingsPullsLaterBindingsUp) {
  // x feeds a relu and an exp; the relu's binding is replaced by a value
  // that reads the exp's result, defined after it.
  IRModule mod =
      ParseModule(Module("            lv0 = R.nn.relu(x)\n"
                         "            lv1 = R.exp(x)\n"
                         "            gv = R.add(lv0, lv1)\n"));
  PatternContext ctx;
  DFPattern inp, relu, exp;
  {
    PatternContextScope scope(&ctx);
    inp = Wildcard();
    relu = IsOp("relax.nn.relu")({inp});
    exp = IsOp("relax.exp")({inp});
  }
  int calls = 0;
  relax::Function out = RewriteBindings(
      ctx,
      [&](const GraphMatch& m, const VarBindings& bindings) {
        ++calls;
        EXPECT_EQ(m.Get(inp)->name, "x");
        EXPECT_TRUE(bindings.count(m.Get(relu).get()));
        relax::Expr sum = CallOp("relax.add", {m.Get(exp), m.Get(inp)});
        return std::vector<std::pair<relax::Var, relax::Expr>>{{m.Get(relu), CallOp("relax.sigmoid", {sum})}};
      },
      GetFunc(mod));
  // The second round finds no relu left.
  EXPECT_EQ(calls, 1);
  IRModule expected =
      ParseModule(Module("            lv1 = R.exp(x)\n"
                         "            lv = R.add(lv1, x)\n"
                         "            lv0 = R.sigmoid(lv)\n"
                         "            gv = R.add(lv0, lv1)\n"));
  EXPECT_TRUE(SameFunction(mod, out, expected));

  // No graph match: the function itself comes back.
  PatternContext none;
  {
    PatternContextScope scope(&none);
    IsOp("relax.nn.gelu")({Wildcard()});
  }
  relax::Function same = RewriteBindings(
      none, [](const GraphMatch&, const VarBindings&) { return std::vector<std::pair<relax::Var, relax::Expr>>{}; },
      GetFunc(mod));
  EXPECT_EQ(same.get(), GetFunc(mod).get());
}

TEST(RewriterTest, RemoveUnusedKeepsImpureAndLiveBindings) {
  IRModule mod =
      ParseModule(Module("            lv0 = R.nn.relu(x)\n"
                         "            lv1 = R.exp(y)\n"
                         "            gv = R.add(x, y)\n"));
  relax::Function out = RemoveUnusedDataflowBindings(GetFunc(mod));
  IRModule expected = ParseModule(Module("            gv = R.add(x, y)\n"));
  EXPECT_TRUE(SameFunction(mod, out, expected));
  relax::Function again = RemoveUnusedDataflowBindings(out);
  EXPECT_EQ(again.get(), out.get());
}

}  // namespace
}  // namespace pattern
}  // namespace rlx
