// Two compilations on two threads at once give exactly what they give one
// after the other: the same executable bytes, the same lowered module and the
// same dispatch decisions, each in its own context. And fusion patterns
// registered in one context are never seen by a compilation under another.
// Run it under a sanitizer too: bazel test --config=asan
// //compiler/driver:concurrent_compile_test (or --config=tsan).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/driver/build.h"
#include "compiler/driver/driver_test_util.h"
#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "targets/registry/build.h"

namespace rlx {
namespace driver {
namespace {

using targets::Build;

struct Compiled {
  std::string executable;  // Executable::Save()
  std::string lowered;     // the pipeline's result, printed
  std::vector<std::string> decisions;
};

Compiled Compile(const IRModule& mod) {
  PassContext ctx;
  auto recorder = std::make_shared<backend::DecisionRecorder>();
  ctx.instruments.push_back(recorder);
  Target target = Target::Parse("llvm");
  ctx.target = target;
  IRModule lowered;
  Compiled out;
  out.executable = Build(mod, target, ctx, &lowered).Save();
  out.lowered = script::PrintModule(lowered);
  for (const backend::DispatchDecision& d : recorder->Take()) out.decisions.push_back(backend::FormatExplain(d));
  return out;
}

void ExpectSame(const Compiled& got, const Compiled& want, const std::string& what) {
  EXPECT_TRUE(got.executable == want.executable) << what << ": executable bytes differ";
  EXPECT_EQ(got.lowered, want.lowered) << what;
  EXPECT_EQ(got.decisions, want.decisions) << what;
}

TEST(ConcurrentCompileTest, TwoThreadsGiveWhatOneThreadGives) {
  const std::vector<std::string> files = {"testdata/models/sampling_head.py", "testdata/models/mlp.py"};
  std::vector<IRModule> mods;
  std::vector<Compiled> sequential;
  for (const std::string& f : files) {
    mods.push_back(test::ParseFile(f));
    sequential.push_back(Compile(mods.back()));
  }
  // The sampling head dispatches sort, argsort, cumsum, topk and sampling:
  // the decisions are there to be compared, and only in its own record.
  ASSERT_GE(sequential[0].decisions.size(), 4u);
  EXPECT_TRUE(sequential[1].decisions.empty());

  constexpr int kRounds = 3;
  std::vector<std::vector<Compiled>> concurrent(files.size());
  std::vector<std::thread> threads;
  for (size_t i = 0; i < files.size(); ++i) {
    threads.emplace_back([&, i] {
      for (int r = 0; r < kRounds; ++r) concurrent[i].push_back(Compile(mods[i]));
    });
  }
  for (std::thread& t : threads) t.join();
  for (size_t i = 0; i < files.size(); ++i) {
    ASSERT_EQ(concurrent[i].size(), static_cast<size_t>(kRounds));
    for (int r = 0; r < kRounds; ++r)
      ExpectSame(concurrent[i][r], sequential[i], files[i] + " round " + std::to_string(r));
  }
}

const char* kReluAndAdd = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 8), dtype="float32"), y: R.Tensor((4, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        with R.dataflow():
            a: R.Tensor((4, 8), dtype="float32") = R.add(x, y)
            b: R.Tensor((4, 8), dtype="float32") = R.nn.relu(a)
            R.output(b)
        return b
)";

// FuseOpsByPattern over the "zz_test" patterns of the context it runs under.
std::string FuseUnder(PassContext& ctx, const IRModule& mod) {
  transform::FuseOpsByPatternOptions options;
  options.decision_sink_for = backend::RecordPatternDecisions("FuseOpsByPattern");
  PassPtr pass = transform::FuseOpsByPattern(backend::PrefixedPatterns("zz_test"), options);
  return script::PrintModule((*pass)(mod, ctx));
}

TEST(ConcurrentCompileTest, PatternsRegisteredInOneContextStayThere) {
  using pattern::IsOp;
  using pattern::Wildcard;
  IRModule mod = script::ParseModuleText(kReluAndAdd, "relu_add.py");
  auto make_context = [](const std::string& name, pattern::DFPattern pat) {
    PassContext ctx;
    backend::AttachDefaultPatterns(&ctx);
    backend::RegisterPatterns(&ctx, {backend::FusionPattern(name, std::move(pat))});
    ctx.instruments.push_back(std::make_shared<backend::DecisionRecorder>());
    return ctx;
  };
  PassContext relu_ctx = make_context("zz_test.relu", IsOp("relax.nn.relu")({Wildcard()}));
  PassContext add_ctx = make_context("zz_test.add", IsOp("relax.add")({Wildcard(), Wildcard()}));

  const std::string relu_alone = FuseUnder(relu_ctx, mod);
  const std::string add_alone = FuseUnder(add_ctx, mod);
  EXPECT_NE(relu_alone.find("zz_test.relu"), std::string::npos) << relu_alone;
  EXPECT_EQ(relu_alone.find("zz_test.add"), std::string::npos) << relu_alone;
  EXPECT_NE(add_alone.find("zz_test.add"), std::string::npos) << add_alone;
  EXPECT_EQ(add_alone.find("zz_test.relu"), std::string::npos) << add_alone;
  // The default registry has neither.
  EXPECT_TRUE(backend::GetPatternsWithPrefix("zz_test").empty());

  std::string relu_threaded, add_threaded;
  std::thread a([&] {
    for (int r = 0; r < 20; ++r) relu_threaded = FuseUnder(relu_ctx, mod);
  });
  std::thread b([&] {
    for (int r = 0; r < 20; ++r) add_threaded = FuseUnder(add_ctx, mod);
  });
  a.join();
  b.join();
  EXPECT_EQ(relu_threaded, relu_alone);
  EXPECT_EQ(add_threaded, add_alone);
  // Each context's recorder holds only its own pattern's decisions.
  for (PassContext* ctx : {&relu_ctx, &add_ctx}) {
    std::vector<backend::DispatchDecision> decisions = ctx->FindInstrument<backend::DecisionRecorder>()->Take();
    ASSERT_FALSE(decisions.empty());
    const std::string mine = ctx == &relu_ctx ? "zz_test.relu" : "zz_test.add";
    for (const backend::DispatchDecision& d : decisions) EXPECT_EQ(d.rule, mine) << backend::FormatExplain(d);
  }
}

}  // namespace
}  // namespace driver
}  // namespace rlx
