#include "compiler/backend/pattern_registry.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/contrib/default_patterns.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace backend {
namespace {

using pattern::DFPattern;
using pattern::IsOp;
using pattern::Wildcard;

std::vector<std::string> Names(const std::vector<FusionPattern>& ps) {
  std::vector<std::string> out;
  for (const FusionPattern& p : ps) out.push_back(p.name);
  return out;
}

FusionPattern Named(const std::string& name) { return FusionPattern(name, IsOp("relax.nn.relu")({Wildcard()})); }

TEST(PatternRegistryTest, PrefixQueryIsNewestFirstWithPlainStringPrefix) {
  PatternRegistry r;
  r.Register({Named("dnnl.conv2d"), Named("dnnl.conv2d_relu"), Named("x.other")});
  r.Register({Named("dnnl.matmul")});
  EXPECT_EQ(Names(r.GetWithPrefix("dnnl")),
            (std::vector<std::string>{"dnnl.matmul", "dnnl.conv2d_relu", "dnnl.conv2d"}));
  // A plain string prefix: "dnnl.conv2d" also selects "dnnl.conv2d_relu".
  EXPECT_EQ(Names(r.GetWithPrefix("dnnl.conv2d")), (std::vector<std::string>{"dnnl.conv2d_relu", "dnnl.conv2d"}));
  EXPECT_EQ(Names(r.GetWithPrefix("")).size(), 4u);
  EXPECT_TRUE(r.GetWithPrefix("cutlass").empty());
  EXPECT_EQ(Names(r.All()), (std::vector<std::string>{"dnnl.conv2d", "dnnl.conv2d_relu", "x.other", "dnnl.matmul"}));
}

TEST(PatternRegistryTest, DuplicatesAreKeptAndTheNewestWins) {
  PatternRegistry r;
  FusionPattern first = Named("a.p");
  FusionPattern second = Named("a.p");
  ASSERT_NE(first.pattern, second.pattern);
  r.Register({first, Named("a.q")});
  r.Register({second});
  std::optional<FusionPattern> got = r.Get("a.p");
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->pattern, second.pattern);
  std::vector<FusionPattern> both = r.GetWithPrefix("a.p");
  ASSERT_EQ(both.size(), 2u);
  EXPECT_EQ(both[0].pattern, second.pattern);
  EXPECT_EQ(both[1].pattern, first.pattern);
  EXPECT_FALSE(r.Get("a").has_value());  // exact names only
  EXPECT_FALSE(r.Get("a.p_").has_value());
}

TEST(PatternRegistryTest, RemoveErasesEveryEntryWithTheName) {
  PatternRegistry r;
  r.Register({Named("a.p"), Named("a.q"), Named("a.p"), Named("b.p")});
  r.Remove({"a.p", "no.such"});
  EXPECT_EQ(Names(r.All()), (std::vector<std::string>{"a.q", "b.p"}));
  EXPECT_FALSE(r.Get("a.p").has_value());
  r.Remove({"a.q", "b.p"});
  EXPECT_EQ(r.size(), 0u);
}

TEST(PatternRegistryTest, CheckAndAttrsGetterTravelWithTheEntry) {
  PatternRegistry r;
  int checks = 0;
  r.Register({FusionPattern(
      "c.p", Wildcard(), {{"x", Wildcard()}},
      [&](const pattern::PatternCheckContext&) {
        ++checks;
        return false;
      },
      [](const std::map<std::string, relax::Expr>&) { return MapWith(Map(), "k", Int64(1)); })});
  std::optional<FusionPattern> p = r.Get("c.p");
  ASSERT_TRUE(p.has_value());
  ASSERT_TRUE(p->check);
  EXPECT_FALSE(p->check(pattern::PatternCheckContext()));
  EXPECT_EQ(checks, 1);
  EXPECT_EQ(p->annotation_patterns.count("x"), 1u);
  EXPECT_TRUE(p->attrs_getter({})->Has("k"));
}

TEST(PatternRegistryTest, DefaultRegistryHoldsCublasInTvmOrder) {
  // TVM registers these in this order; the prefix query reverses it.
  std::vector<std::string> registered = {
      "cublas.matmul",
      "cublas.matmul_bias",
      "cublas.matmul_bias_relu",
      "cublas.matmul_bias_gelu",
      "cublas.matmul_transposed",
      "cublas.matmul_transposed_bias",
      "cublas.matmul_transposed_bias_relu",
      "cublas.matmul_transposed_bias_gelu",
      "cublas.matmul_transposed_dequantize",
      "cublas.matmul_transposed_multiply",
  };
  std::vector<std::string> expected(registered.rbegin(), registered.rend());
  EXPECT_EQ(Names(GetPatternsWithPrefix("cublas")), expected);
  EXPECT_EQ(Names(GetPatternsWithPrefix("cublas.matmul_transposed_bias")),
            (std::vector<std::string>{"cublas.matmul_transposed_bias_gelu", "cublas.matmul_transposed_bias_relu",
                                      "cublas.matmul_transposed_bias"}));
  std::optional<FusionPattern> mm = GetPattern("cublas.matmul");
  ASSERT_TRUE(mm.has_value());
  EXPECT_TRUE(mm->check);
  EXPECT_EQ(mm->annotation_patterns.size(), 3u);  // lhs, rhs, root
}

TEST(PatternRegistryTest, RegistrationBelongsToTheContextAndLeavesTheDefaultAlone) {
  const size_t before = DefaultPatternRegistry().size();
  PassContext ctx, other;
  AttachDefaultPatterns(&ctx);
  AttachDefaultPatterns(&other);
  RegisterPatterns(&ctx, {Named("zz_test.relu")});
  EXPECT_TRUE(GetPattern(ctx, "zz_test.relu").has_value());
  EXPECT_EQ(PatternsOf(ctx).size(), before + 1);
  // Neither the default registry nor another context sees it.
  EXPECT_FALSE(GetPattern("zz_test.relu").has_value());
  EXPECT_FALSE(GetPattern(other, "zz_test.relu").has_value());
  EXPECT_EQ(DefaultPatternRegistry().size(), before);
  // A context copied before the change keeps the old table.
  PassContext copy = ctx;
  RemovePatterns(&ctx, {"zz_test.relu"});
  EXPECT_FALSE(GetPattern(ctx, "zz_test.relu").has_value());
  EXPECT_EQ(PatternsOf(ctx).size(), before);
  EXPECT_TRUE(GetPattern(copy, "zz_test.relu").has_value());
  // Registered patterns are the newest: first in prefix order.
  RegisterPatterns(&ctx, {Named("cublas.zz_newest")});
  EXPECT_EQ(GetPatternsWithPrefix(ctx, "cublas").front().name, "cublas.zz_newest");
  EXPECT_NE(GetPatternsWithPrefix("cublas").front().name, "cublas.zz_newest");
}

TEST(PatternRegistryTest, AContextWithoutARegistryIsAnErrorNotAnEmptyTable) {
  // An empty answer would let every offload silently match nothing.
  PassContext bare;
  EXPECT_EQ(bare.FindValue<PatternRegistry>(), nullptr);
  try {
    PatternsOf(bare);
    FAIL() << "PatternsOf accepted a context without a registry";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("no fusion-pattern registry"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("AttachDefaultPatterns"), std::string::npos) << e.what();
  }
  EXPECT_THROW(GetPatternsWithPrefix(bare, "cublas"), DiagnosticError);
  EXPECT_THROW(RegisterPatterns(&bare, {Named("a.p")}), DiagnosticError);
  // Attaching shares the one default table.
  AttachDefaultPatterns(&bare);
  EXPECT_EQ(&PatternsOf(bare), &DefaultPatternRegistry());
}

TEST(PatternRegistryTest, CodegenIsTheTextBeforeTheFirstDot) {
  EXPECT_EQ(CodegenOfPatternName("cutlass.matmul_bias"), "cutlass");
  EXPECT_EQ(CodegenOfPatternName("openclml.nn.conv2d"), "openclml");
  EXPECT_EQ(CodegenOfPatternName("nodot"), "");
}

}  // namespace
}  // namespace backend
}  // namespace rlx
