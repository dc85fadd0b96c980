#include <gtest/gtest.h>

#include <sstream>

#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_registry.h"

namespace rlx {
namespace {

// A module with one PrimFunc-free Relax function is not needed here: the
// pass machinery only cares about module handles and attributes.
IRModule EmptyModule() { return IRModuleBuilder().Build(); }

IRModule WithAttr(const IRModule& m, const std::string& key, int64_t v) {
  IRModuleBuilder b(m);
  b.SetAttrs(MapWith(m->attrs, key, Int64(v)));
  return b.Build();
}

PassPtr SetAttrPass(const std::string& name, int opt_level, const std::string& key, int64_t v) {
  PassInfo info;
  info.name = name;
  info.opt_level = opt_level;
  return CreateModulePass([key, v](const IRModule& m, PassContext&) { return WithAttr(m, key, v); }, info);
}

PassPtr IdentityPass(const std::string& name) {
  PassInfo info;
  info.name = name;
  return CreateModulePass([](const IRModule& m, PassContext&) { return m; }, info);
}

TEST(PassTest, SequentialRunsInOrderAndInstrumentsSeeLeaves) {
  PassContext ctx;
  auto timing = std::make_shared<TimingInstrument>();
  ctx.instruments.push_back(timing);
  PassPtr seq = Sequential({SetAttrPass("A", 0, "a", 1), IdentityPass("B"), SetAttrPass("C", 0, "a", 2)});
  IRModule out = (*seq)(EmptyModule(), ctx);
  ASSERT_EQ(timing->records().size(), 3u);
  EXPECT_EQ(timing->records()[0].pass, "A");
  EXPECT_TRUE(timing->records()[0].changed);
  EXPECT_EQ(timing->records()[1].pass, "B");
  EXPECT_FALSE(timing->records()[1].changed);
  EXPECT_EQ(out->attrs->Get("a").cast<IntImmNode>()->value, 2);
}

TEST(PassTest, OptLevelAndDisabledPassesSkip) {
  PassContext ctx;
  ctx.opt_level = 1;
  IRModule m = EmptyModule();
  EXPECT_EQ((*SetAttrPass("High", 3, "a", 1))(m, ctx).get(), m.get());
  ctx.required_passes = {"High"};
  EXPECT_NE((*SetAttrPass("High", 3, "a", 1))(m, ctx).get(), m.get());
  ctx.disabled_passes = {"Low"};
  EXPECT_EQ((*SetAttrPass("Low", 0, "a", 1))(m, ctx).get(), m.get());
}

TEST(PassTest, PrintInstrumentOnlyWhenChanged) {
  std::ostringstream os;
  PrintInstrument::Options po;
  po.after_all = true;
  po.only_when_changed = true;
  PassContext ctx;
  ctx.instruments.push_back(std::make_shared<PrintInstrument>(
      po, [](const IRModule& m) { return m->attrs.defined() ? std::string("with attrs") : std::string("empty"); },
      &os));
  (*Sequential({IdentityPass("Same"), SetAttrPass("Change", 0, "a", 1)}))(EmptyModule(), ctx);
  EXPECT_EQ(os.str(), "# IR after Change\nwith attrs\n");
}

TEST(PassTest, TraceRecorderKeepsSnapshotsAndWritesJson) {
  PassContext ctx;
  auto trace = std::make_shared<TraceRecorder>();
  ctx.instruments.push_back(trace);
  IRModule in = EmptyModule();
  trace->SetInput(in);
  (*Sequential({SetAttrPass("A", 0, "a", 7), IdentityPass("B")}))(in, ctx);
  ASSERT_EQ(trace->steps().size(), 2u);
  EXPECT_EQ(trace->steps()[0].after->attrs->Get("a").cast<IntImmNode>()->value, 7);
  std::string json = trace->ToJSON(
      [](const IRModule& m) { return m->attrs.defined() ? std::string("M1") : std::string("M0"); }, "llvm", false);
  EXPECT_NE(json.find("\"input\": \"M0\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"after\": \"M1\""), std::string::npos) << json;
  EXPECT_EQ(json.find("\"ms\""), std::string::npos) << "times must be omitted for reproducible traces";
}

TEST(PassTest, WellFormedInstrumentNamesTheBreakingPass) {
  PassContext ctx;
  ctx.instruments.push_back(std::make_shared<WellFormedInstrument>([](const IRModule& m) {
    if (m->attrs.defined()) ThrowError("attrs are forbidden here");
  }));
  try {
    (*SetAttrPass("Breaker", 0, "a", 1))(EmptyModule(), ctx);
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "the module is not well-formed after pass Breaker: attrs are forbidden here");
  }
}

PassRegistry TestRegistry() {
  PassRegistry r;
  r.Register({"Plain", "does nothing", {}, [](const PassOptions&) { return IdentityPass("Plain"); }});
  r.Register({"WithOpts",
              "takes options",
              {{"index_bits", PassOptionSpec::Type::kInt, ""}, {"flag", PassOptionSpec::Type::kBool, ""}},
              [](const PassOptions& o) {
                return SetAttrPass("WithOpts", 0, "bits",
                                   o.GetInt("index_bits", 64) + (o.GetBool("flag", false) ? 1 : 0));
              }});
  return r;
}

TEST(PassRegistryTest, CreatesPassesWithOptions) {
  PassRegistry r = TestRegistry();
  std::vector<PassPtr> passes = r.CreateList("Plain, WithOpts(index_bits=32, flag=true),WithOpts");
  ASSERT_EQ(passes.size(), 3u);
  PassContext ctx;
  EXPECT_EQ((*passes[1])(EmptyModule(), ctx)->attrs->Get("bits").cast<IntImmNode>()->value, 33);
  EXPECT_EQ((*passes[2])(EmptyModule(), ctx)->attrs->Get("bits").cast<IntImmNode>()->value, 64);
}

std::string ErrorOf(const PassRegistry& r, const std::string& spec) {
  try {
    r.CreateList(spec);
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "";
}

TEST(PassRegistryTest, ErrorsListWhatIsValid) {
  PassRegistry r = TestRegistry();
  EXPECT_EQ(ErrorOf(r, "Nope"), "unknown pass 'Nope'; registered passes: Plain, WithOpts");
  EXPECT_EQ(ErrorOf(r, "WithOpts(bits=3)"), "pass WithOpts has no option 'bits'; valid options: index_bits, flag");
  EXPECT_EQ(ErrorOf(r, "Plain(x=1)"), "pass Plain has no option 'x'; it takes no options");
  EXPECT_EQ(ErrorOf(r, "WithOpts(index_bits=abc)"), "option 'index_bits' of WithOpts expects an integer, got 'abc'");
  EXPECT_EQ(ErrorOf(r, "WithOpts(flag=maybe)"), "option 'flag' of WithOpts expects true or false, got 'maybe'");
  EXPECT_EQ(ErrorOf(r, "WithOpts(index_bits=1"), "expected ')' to close the options of WithOpts");
  EXPECT_EQ(ErrorOf(r, "Plain,,Plain"), "empty pass name in the pass list");
}

}  // namespace
}  // namespace rlx
