#include "compiler/pattern/check_context.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/pattern/pattern_test_util.h"

namespace rlx {
namespace pattern {
namespace {

using testing::FindBinding;
using testing::GetFunc;
using testing::ParseModule;

// Two conv2d+add+relu chains; in the second the conv result is also used
// outside the chain, and the add result is a non-dataflow variable.
const char* kTwoChains = R"(@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 8, 10, 10), dtype="float32"), w: R.Tensor((8, 8, 3, 3), dtype="float32"), b: R.Tensor((1, 8, 1, 1), dtype="float32")) -> R.Tensor((1, 8, 8, 8), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(data, w, padding=[1, 1, 1, 1])
            lv1 = R.add(lv, b)
            lv2 = R.nn.relu(lv1)
            lv3 = R.nn.conv2d(lv2, w)
            lv4 = R.add(lv3, b)
            lv5 = R.nn.relu(lv4)
            lv6 = R.nn.gelu(lv3)
            gv = R.add(lv5, lv6)
            R.output(gv)
        return gv
)";

struct ConvBiasRelu {
  DFPattern input = Wildcard(), weight = Wildcard(), bias = Wildcard();
  DFPattern conv = IsOp("relax.nn.conv2d")({input, weight});
  DFPattern add = IsOp("relax.add")({conv, bias});
  DFPattern root = IsOp("relax.nn.relu")({add});
  AnnotationPatterns annotations{{"input", input}, {"weight", weight}, {"bias", bias}, {"root", conv}};
};

std::vector<std::string> Names(const std::vector<std::pair<relax::Var, relax::Expr>>& bindings) {
  std::vector<std::string> out;
  for (const auto& [var, value] : bindings) out.push_back(var->name);
  return out;
}

std::vector<std::string> Names(const std::vector<relax::Var>& vars) {
  std::vector<std::string> out;
  for (const relax::Var& v : vars) out.push_back(v->name);
  return out;
}

TEST(CheckContextTest, MatchBindingsFillsTheCheckContext) {
  IRModule mod = ParseModule(kTwoChains);
  relax::Function main = GetFunc(mod);
  ConvBiasRelu p;
  std::vector<BindingMatch> matches = MatchBindings(p.root, p.annotations, main);
  ASSERT_EQ(matches.size(), 2u);

  const BindingMatch& first = matches[0];
  EXPECT_EQ(first.binding->var->name, "lv2");
  const PatternCheckContext& ctx = first.context;
  EXPECT_TRUE(ctx.matched_expr.same_as(first.binding->value));
  EXPECT_EQ(Names(ctx.matched_bindings), (std::vector<std::string>{"lv", "lv1", "lv2"}));
  ASSERT_EQ(ctx.annotated_expr.size(), 4u);
  EXPECT_EQ(ctx.Annotated("input").as<relax::VarNode>()->name, "data");
  EXPECT_EQ(ctx.Annotated("bias").as<relax::VarNode>()->name, "b");
  EXPECT_TRUE(ctx.Annotated("root").same_as(FindBinding(main, "lv")->value));
  EXPECT_FALSE(ctx.Annotated("missing").defined());
  EXPECT_EQ(ctx.BoundVarOf(ctx.matched_expr)->name, "lv2");
  // Def-use of the block: w is used by both convs, lv3 by the add and gelu.
  EXPECT_EQ(Names(ctx.var_usages->UsersOf(main->params[1])), (std::vector<std::string>{"lv", "lv3"}));
  EXPECT_EQ(Names(ctx.var_usages->UsersOf(FindBinding(main, "lv3")->var)), (std::vector<std::string>{"lv4", "lv6"}));
  EXPECT_TRUE(ctx.var_usages->UsersOf(FindBinding(main, "gv")->var).empty());
  EXPECT_FALSE(HasLeakingIntermediateVariables(ctx));

  const PatternCheckContext& second = matches[1].context;
  EXPECT_EQ(matches[1].binding->var->name, "lv5");
  EXPECT_EQ(Names(second.matched_bindings), (std::vector<std::string>{"lv3", "lv4", "lv5"}));
  // A wildcard on a bound variable records the variable's value, as TVM's
  // matcher does after jumping through the binding.
  EXPECT_TRUE(second.Annotated("input").same_as(FindBinding(main, "lv2")->value));
  // lv3 also feeds gelu, outside the match.
  EXPECT_TRUE(HasLeakingIntermediateVariables(second));
}

TEST(CheckContextTest, NonDataflowIntermediateLeaks) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), y: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        with R.dataflow():
            lv = R.matmul(x, y)
            gv = R.add(lv, y)
            R.output(gv)
        z = R.nn.relu(gv)
        return z
)");
  relax::Function main = GetFunc(mod);
  DFPattern mm = IsOp("relax.matmul")({Wildcard(), Wildcard()});
  DFPattern add = IsOp("relax.add")({mm, Wildcard()});
  std::vector<BindingMatch> inner = MatchBindings(add, {}, main);
  ASSERT_EQ(inner.size(), 1u);
  EXPECT_FALSE(HasLeakingIntermediateVariables(inner[0].context));

  // relu(add(matmul)) reaches across the block: gv is a non-dataflow
  // intermediate, and outside dataflow blocks there is no def-use.
  std::vector<BindingMatch> outer = MatchBindings(IsOp("relax.nn.relu")({add}), {}, main);
  ASSERT_EQ(outer.size(), 1u);
  EXPECT_EQ(outer[0].binding->var->name, "z");
  EXPECT_TRUE(outer[0].context.var_usages->vars().empty());
  EXPECT_EQ(Names(outer[0].context.matched_bindings), (std::vector<std::string>{"lv", "gv", "z"}));
  EXPECT_TRUE(HasLeakingIntermediateVariables(outer[0].context));
}

TEST(CheckContextTest, MatchesInsideBranchesAndTupleProjections) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((16, 32), dtype="float32"), w: R.Tensor((32, 32), dtype="float32"), c: R.Tensor((), dtype="bool")) -> R.Tensor((16, 32), dtype="float32"):
        if c:
            with R.dataflow():
                lv = R.permute_dims(w, axes=None)
                lv1 = R.matmul(x, lv)
                R.output(lv1)
            r = lv1
        else:
            with R.dataflow():
                lv2 = R.split(x, indices_or_sections=2, axis=1)
                lv3 = lv2[0]
                lv4 = lv2[1]
                lv5 = R.concat((lv4, lv3), axis=1)
                R.output(lv5)
            r = lv5
        return r
)");
  relax::Function main = GetFunc(mod);
  DFPattern rhs = Wildcard();
  DFPattern transposed = IsOp("relax.matmul")({Wildcard(), IsOp("relax.permute_dims")({rhs})});
  std::vector<BindingMatch> mm = MatchBindings(transposed, {{"rhs", rhs}}, main);
  ASSERT_EQ(mm.size(), 1u);
  EXPECT_EQ(mm[0].context.Annotated("rhs").as<relax::VarNode>()->name, "w");
  EXPECT_EQ(Names(mm[0].context.matched_bindings), (std::vector<std::string>{"lv", "lv1"}));

  DFPattern split = IsOp("relax.split")({Wildcard()});
  DFPattern concat = IsOp("relax.concat")({IsTuple({IsTupleGetItem(split, 1), IsTupleGetItem(split, 0)})});
  std::vector<BindingMatch> sc = MatchBindings(concat, {}, main);
  ASSERT_EQ(sc.size(), 1u);
  // Tuple-get-item bindings are part of the match; the inline tuple is not
  // a binding.
  EXPECT_EQ(Names(sc[0].context.matched_bindings), (std::vector<std::string>{"lv2", "lv3", "lv4", "lv5"}));
  EXPECT_FALSE(HasLeakingIntermediateVariables(sc[0].context));
}

}  // namespace
}  // namespace pattern
}  // namespace rlx
