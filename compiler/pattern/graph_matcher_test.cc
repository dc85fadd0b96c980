#include "compiler/pattern/graph_matcher.h"

#include <gtest/gtest.h>

#include "compiler/pattern/pattern_test_util.h"

namespace rlx {
namespace pattern {
namespace {

using testing::GetFunc;
using testing::ParseModule;

// relu feeds sigmoid and exp, which are added; `y` feeds only the tanh.
const char* kDiamond = R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), y: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        with R.dataflow():
            lv0 = R.nn.relu(x)
            lv1 = R.sigmoid(lv0)
            lv2 = R.exp(lv0)
            lv3 = R.tanh(y)
            lv4 = R.add(lv1, lv2)
            gv = R.add(lv4, lv3)
            R.output(gv)
        return gv
)";

relax::BindingBlock FirstBlock(const relax::Function& f) { return f->body.as<relax::SeqExprNode>()->blocks.at(0); }

TEST(GraphMatcherTest, ForkAndJoinThroughCallConstraints) {
  IRModule mod = ParseModule(kDiamond);
  relax::BindingBlock block = FirstBlock(GetFunc(mod));
  PatternContext ctx;
  DFPattern input, relu, sig, ex, add;
  {
    PatternContextScope scope(&ctx);
    input = Wildcard();
    relu = IsOp("relax.nn.relu")({input});  // records input ^ relu at index 0
    sig = IsOp("relax.sigmoid")({relu});
    ex = IsOp("relax.exp")({relu});
    add = IsOp("relax.add")({sig, ex});
  }
  EXPECT_EQ(CurrentPatternContext(), nullptr);
  ASSERT_EQ(ctx.src_ordered().size(), 4u);
  std::optional<GraphMatch> m = MatchGraph(ctx, block);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->Get(input)->name, "x");
  EXPECT_EQ(m->Get(relu)->name, "lv0");
  EXPECT_EQ(m->Get(sig)->name, "lv1");
  EXPECT_EQ(m->Get(ex)->name, "lv2");
  EXPECT_EQ(m->Get(add)->name, "lv4");
  EXPECT_EQ(m->entries().size(), 5u);
}

TEST(GraphMatcherTest, OnlyUsedByAndArgumentIndex) {
  IRModule mod = ParseModule(kDiamond);
  relax::BindingBlock block = FirstBlock(GetFunc(mod));
  DFPattern relu = IsOp("relax.nn.relu").Call({Wildcard()}, false, false);
  DFPattern sig = IsOp("relax.sigmoid").Call({Wildcard()}, false, false);
  DFPattern tanh = IsOp("relax.tanh").Call({Wildcard()}, false, false);
  DFPattern add = IsOp("relax.add").Call({Wildcard(), Wildcard()}, false, false);
  {
    PatternContext ctx;
    PatternContextScope scope(&ctx);
    relu ^ sig;
    EXPECT_TRUE(MatchGraph(ctx, block).has_value());
  }
  {
    // lv0 has two users, so it is not used ONLY by the sigmoid.
    PatternContext ctx;
    PatternContextScope scope(&ctx);
    relu >> sig;
    EXPECT_FALSE(MatchGraph(ctx, block).has_value());
  }
  {
    // tanh(y) is used only by the final add, as its second argument.
    PatternContext ctx;
    PatternContextScope scope(&ctx);
    tanh.OnlyUsedBy(add, 1);
    std::optional<GraphMatch> m = MatchGraph(ctx, block);
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->Get(add)->name, "gv");
  }
  {
    PatternContext ctx;
    PatternContextScope scope(&ctx);
    tanh.UsedBy(add, 0);
    EXPECT_FALSE(MatchGraph(ctx, block).has_value());
  }
  {
    // A chain: relu ^ sigmoid ^ add, whose add is not the tanh consumer.
    PatternContext ctx;
    PatternContextScope scope(&ctx);
    PatternSeq seq = relu ^ sig ^ add;
    EXPECT_EQ(seq.patterns().size(), 3u);
    std::optional<GraphMatch> m = MatchGraph(ctx, block);
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->Get(add)->name, "lv4");
  }
  {
    // exp does not feed a sigmoid anywhere.
    PatternContext ctx;
    PatternContextScope scope(&ctx);
    IsOp("relax.exp").Call({Wildcard()}, false, false) ^ sig;
    EXPECT_FALSE(MatchGraph(ctx, block).has_value());
  }
}

TEST(GraphMatcherTest, DuplicatedChainsNeedDistinctVariables) {
  IRModule mod = ParseModule(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        with R.dataflow():
            lv0 = R.nn.relu(x)
            lv1 = R.exp(lv0)
            lv2 = R.nn.relu(lv1)
            lv3 = R.exp(lv2)
            gv = R.add(lv1, lv3)
            R.output(gv)
        return gv
)");
  relax::BindingBlock block = FirstBlock(GetFunc(mod));
  PatternContext ctx;
  PatternContextScope scope(&ctx);
  PatternSeq chain(
      {IsOp("relax.nn.relu").Call({Wildcard()}, false, false), IsOp("relax.exp").Call({Wildcard()}, false, false)},
      false);
  PatternSeq first = chain[0] ^ chain[1];
  PatternSeq second = chain.Dup();
  // Dup records the copy's constraints in the current context itself.
  EXPECT_NE(second[0], chain[0]);
  std::optional<GraphMatch> m = MatchGraph(ctx, block);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->Get(first[0])->name, "lv0");
  EXPECT_EQ(m->Get(second[0])->name, "lv2");
  EXPECT_EQ(m->Get(second[1])->name, "lv3");
}

}  // namespace
}  // namespace pattern
}  // namespace rlx
