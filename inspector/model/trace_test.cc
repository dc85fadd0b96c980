// PassTrace from real pipeline runs (in-process and through the JSON that
// `rlx opt --trace` writes), stage labels, decisions, the worker-thread job,
// and located errors for malformed trace JSON.
#include "inspector/model/trace.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "compiler/driver/traced_run.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "inspector/model/test_util.h"
#include "inspector/model/trace_job.h"
#include "targets/registry/registry.h"

namespace rlx {
namespace inspector {
namespace {

const char kSamplingPasses[] = "DispatchSampling,DispatchSortScan,LegalizeOps,FuseOps";

RunRequest SamplingRequest() {
  RunRequest r;
  r.module_text = testing::ReadTestFile("testdata/models/sampling_head.py");
  r.filename = "sampling_head.py";
  r.target = "llvm";
  r.passes = kSamplingPasses;
  return r;
}

const Decision* FindDecision(const PassRecord& p, const std::string& var) {
  for (const Decision& d : p.decisions) {
    if (d.var == var) return &d;
  }
  return nullptr;
}

TEST(TraceTest, SamplingHeadRunRecordsPassesDecisionsAndStages) {
  PassTrace t = RunTrace(SamplingRequest());
  ASSERT_EQ(t.passes.size(), 4u);
  EXPECT_EQ(t.target, "llvm");
  EXPECT_EQ(t.passes[0].name, "DispatchSampling");
  EXPECT_EQ(t.passes[3].name, "FuseOps");
  // Dispatch and legalization rewrite the module; FuseOps without
  // AnnotateTIROpPattern has no op patterns to group by and changes nothing.
  EXPECT_TRUE(t.passes[0].changed);
  EXPECT_TRUE(t.passes[1].changed);
  EXPECT_TRUE(t.passes[2].changed);
  EXPECT_FALSE(t.passes[3].changed);
  EXPECT_EQ(t.passes[3].after, t.passes[2].after);
  EXPECT_EQ(t.Before(0), t.input);
  EXPECT_NE(t.input.find("R.multinomial_from_uniform"), std::string::npos);
  EXPECT_EQ(t.passes[0].after.find("R.multinomial_from_uniform"), std::string::npos);
  EXPECT_EQ(t.passes[2].after.find("R.sort("), std::string::npos);
  EXPECT_NE(t.passes[2].after.find("R.call_tir"), std::string::npos);

  EXPECT_EQ(t.passes[0].stage, "library_dispatch");
  EXPECT_EQ(t.passes[1].stage, "library_dispatch");
  EXPECT_EQ(t.passes[2].stage, "legalize");
  EXPECT_EQ(t.passes[3].stage, "legalize");

  ASSERT_EQ(t.passes[0].decisions.size(), 1u);
  const Decision& sample = t.passes[0].decisions[0];
  EXPECT_EQ(sample.function, "main");
  EXPECT_EQ(sample.var, "sample");
  EXPECT_EQ(sample.op, "relax.multinomial_from_uniform");
  EXPECT_EQ(sample.rule, "multinomial.cpu");
  EXPECT_NE(sample.reason.find("not a GPU target"), std::string::npos);
  const Decision* sort = FindDecision(t.passes[1], "sorted_probs");
  ASSERT_NE(sort, nullptr);
  EXPECT_EQ(sort->op, "relax.sort");
  EXPECT_EQ(sort->rule, "sort.cpu");
  ASSERT_NE(FindDecision(t.passes[1], "order"), nullptr);
  ASSERT_NE(FindDecision(t.passes[1], "cum"), nullptr);
  ASSERT_NE(FindDecision(t.passes[1], "top"), nullptr);
  EXPECT_TRUE(t.passes[2].decisions.empty());
  EXPECT_TRUE(t.passes[3].decisions.empty());
}

// The loader reads exactly what the CLI's --trace writes.
TEST(TraceTest, JsonFromTheRecorderLoadsToTheSameTrace) {
  RunRequest r = SamplingRequest();
  IRModule mod = script::ParseModuleText(r.module_text, r.filename);
  driver::TracedRunOptions o;
  o.target = "llvm";
  driver::TracedRun run = driver::RunPassesTraced(mod, targets::AllPasses().CreateList(kSamplingPasses), o);
  std::string json = run.trace->ToJSON(script::PrintModule, "llvm", /*include_times=*/false);
  PassTrace loaded = LoadTraceJSON(json, "t.json");
  PassTrace direct = RunTrace(r);
  ASSERT_EQ(loaded.passes.size(), direct.passes.size());
  EXPECT_EQ(loaded.input, direct.input);
  EXPECT_EQ(loaded.target, "llvm");
  for (size_t i = 0; i < loaded.passes.size(); ++i) {
    SCOPED_TRACE(loaded.passes[i].name);
    EXPECT_EQ(loaded.passes[i].name, direct.passes[i].name);
    EXPECT_EQ(loaded.passes[i].stage, direct.passes[i].stage);
    EXPECT_EQ(loaded.passes[i].changed, direct.passes[i].changed);
    EXPECT_EQ(loaded.passes[i].after, direct.passes[i].after);
    ASSERT_EQ(loaded.passes[i].decisions.size(), direct.passes[i].decisions.size());
    for (size_t k = 0; k < loaded.passes[i].decisions.size(); ++k) {
      EXPECT_EQ(loaded.passes[i].decisions[k].text, direct.passes[i].decisions[k].text);
    }
  }
}

TEST(TraceTest, PipelineRunLabelsEveryStage) {
  RunRequest r;
  r.module_text = testing::ReadTestFile("testdata/models/mlp.py");
  r.target = "llvm";
  r.pipeline = "default";
  TraceJob job(r);
  job.Wait();
  ASSERT_EQ(job.state(), TraceJob::State::kDone) << job.error();
  const PassTrace& t = job.trace();
  Progress p = job.progress();
  EXPECT_EQ(p.done, static_cast<int>(t.passes.size()));
  EXPECT_EQ(p.total, static_cast<int>(t.passes.size()));
  ASSERT_GE(t.passes.size(), 10u);
  EXPECT_EQ(t.passes.front().name, "LambdaLift");
  EXPECT_EQ(t.passes.front().stage, "library_dispatch");
  EXPECT_EQ(t.passes.back().stage, "finalize");
  for (const PassRecord& pr : t.passes) {
    EXPECT_FALSE(pr.stage.empty()) << pr.name;
    if (pr.name == "LegalizeOps" || pr.name == "FuseOps") {
      EXPECT_EQ(pr.stage, "legalize");
    }
    if (pr.name == "CallTIRRewrite") {
      EXPECT_EQ(pr.stage, "dataflow_lower");
    }
  }
}

TEST(TraceTest, JobCancelledBeforeItsFirstPassRunsNothing) {
  TraceJob job(SamplingRequest(), /*start=*/false);
  job.Cancel();
  job.Start();
  job.Wait();
  EXPECT_EQ(job.state(), TraceJob::State::kCancelled);
  EXPECT_EQ(job.progress().done, 0);
  EXPECT_EQ(job.progress().total, 4);
  EXPECT_TRUE(job.trace().passes.empty());
}

TEST(TraceTest, JobWithBadInputFailsWithALocatedError) {
  RunRequest r = SamplingRequest();
  r.module_text =
      "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor((2,), dtype=\"float32\")) -> "
      "R.Tensor((2,), dtype=\"float32\"):\n"
      "        return R.bogus_op(x)\n";
  r.filename = "bad.py";
  TraceJob job(r);
  job.Wait();
  ASSERT_EQ(job.state(), TraceJob::State::kFailed);
  EXPECT_NE(job.error().find("bad.py:5:"), std::string::npos) << job.error();

  RunRequest unknown = SamplingRequest();
  unknown.passes = "DispatchSampling,NoSuchPass";
  TraceJob job2(unknown);
  job2.Wait();
  ASSERT_EQ(job2.state(), TraceJob::State::kFailed);
  EXPECT_NE(job2.error().find("NoSuchPass"), std::string::npos) << job2.error();
}

// Returns the diagnostic for loading `json`, failing the test if it loads.
Diagnostic LoadError(const std::string& json) {
  try {
    LoadTraceJSON(json, "t.json");
  } catch (const DiagnosticError& e) {
    return e.diagnostic();
  }
  ADD_FAILURE() << "expected an error for:\n" << json;
  return Diagnostic();
}

TEST(TraceTest, MalformedJsonGivesALocatedError) {
  Diagnostic d = LoadError("{\n  \"version\": 1,\n  \"passes\": [\n    {\"name\": \"A\",, }\n  ]\n}\n");
  EXPECT_EQ(d.span.line(), 4);
  EXPECT_NE(d.message.find("malformed trace JSON"), std::string::npos) << d.message;
  EXPECT_NE(d.Format().find("t.json:4:"), std::string::npos) << d.Format();

  Diagnostic truncated = LoadError("{\n  \"version\": 1,\n  \"passes\": [\n");
  EXPECT_TRUE(truncated.span.defined());
  EXPECT_GE(truncated.span.line(), 3);

  EXPECT_NE(LoadError("[1, 2]").message.find("JSON object"), std::string::npos);
}

TEST(TraceTest, MissingOrMistypedFieldsAreLocated) {
  const std::string head = "{\n  \"version\": 1,\n  \"target\": \"llvm\",\n  \"input\": \"x\",\n  \"passes\": [\n";
  Diagnostic missing = LoadError(head +
                                 "    {\"name\": \"A\", \"options\": \"\", \"changed\": false},\n"
                                 "    {\"name\": \"B\", \"options\": \"\"}\n  ]\n}\n");
  EXPECT_EQ(missing.span.line(), 7);
  EXPECT_NE(missing.message.find("pass 1 has no \"changed\" field"), std::string::npos) << missing.message;

  Diagnostic mistyped = LoadError(head + "    {\"name\": \"A\",\n     \"changed\": \"yes\"}\n  ]\n}\n");
  EXPECT_EQ(mistyped.span.line(), 7);
  EXPECT_EQ(mistyped.span.column(), 17);
  EXPECT_NE(mistyped.message.find("\"changed\" in pass 0 must be true or false"), std::string::npos)
      << mistyped.message;

  Diagnostic no_after = LoadError(head + "    {\"name\": \"A\", \"changed\": true}\n  ]\n}\n");
  EXPECT_NE(no_after.message.find("no \"after\" field"), std::string::npos) << no_after.message;

  Diagnostic version = LoadError("{\"version\": 2, \"input\": \"\", \"passes\": []}");
  EXPECT_NE(version.message.find("unsupported trace version 2"), std::string::npos) << version.message;

  Diagnostic no_passes = LoadError("{\"version\": 1, \"input\": \"\"}");
  EXPECT_NE(no_passes.message.find("the trace has no \"passes\" field"), std::string::npos) << no_passes.message;

  Diagnostic bad_decision = LoadError(head +
                                      "    {\"name\": \"A\", \"changed\": false,\n"
                                      "     \"decisions\": [\"ok\", 3]}\n  ]\n}\n");
  EXPECT_EQ(bad_decision.span.line(), 7);
  EXPECT_NE(bad_decision.message.find("a decision must be a string"), std::string::npos);
}

TEST(TraceTest, UnchangedPassesReuseTheTextBefore) {
  PassTrace t = LoadTraceJSON(
      "{\"version\": 1, \"input\": \"a\\n\", \"passes\": ["
      "{\"name\": \"P\", \"changed\": true, \"after\": \"b\\n\", \"ms\": 1.5},"
      "{\"name\": \"Q\", \"changed\": false}]}");
  ASSERT_EQ(t.passes.size(), 2u);
  EXPECT_EQ(t.passes[0].after, "b\n");
  EXPECT_DOUBLE_EQ(t.passes[0].ms, 1.5);
  EXPECT_EQ(t.passes[1].after, "b\n");
  EXPECT_EQ(t.Before(1), "b\n");
  EXPECT_EQ(t.Final(), "b\n");
  EXPECT_EQ(t.passes[0].stage, "");  // no target, no pipeline to take stages from
}

// A pass list out of the pipeline's order gets no stage labels at all.
TEST(TraceTest, StagesOnlyForPassesInPipelineOrder) {
  targets::PipelineSpec spec{
      "p", {{targets::kLegalizeStage, {"LegalizeOps", "FoldConstant"}}, {targets::kFinalizeStage, {"VMShapeLower"}}}};
  PassTrace in_order;
  in_order.passes.resize(2);
  in_order.passes[0].name = "LegalizeOps";
  in_order.passes[1].name = "VMShapeLower";
  AssignStages(spec, &in_order);
  EXPECT_EQ(in_order.passes[0].stage, "legalize");
  EXPECT_EQ(in_order.passes[1].stage, "finalize");

  PassTrace swapped;
  swapped.passes.resize(2);
  swapped.passes[0].name = "FoldConstant";
  swapped.passes[1].name = "LegalizeOps";
  AssignStages(spec, &swapped);
  EXPECT_EQ(swapped.passes[0].stage, "");
  EXPECT_EQ(swapped.passes[1].stage, "");
}

TEST(TraceTest, DecisionLinesSplitIntoFields) {
  Decision d = ParseDecision("main/<nested>: relax.cumsum -> cumsum.cpu (llvm: not a GPU target -> topi (serial))");
  EXPECT_EQ(d.function, "main");
  EXPECT_EQ(d.var, "");
  EXPECT_EQ(d.op, "relax.cumsum");
  EXPECT_EQ(d.rule, "cumsum.cpu");
  EXPECT_EQ(d.reason, "llvm: not a GPU target -> topi (serial)");
  Decision free_form = ParseDecision("pattern cutlass.matmul rejected");
  EXPECT_EQ(free_form.text, "pattern cutlass.matmul rejected");
  EXPECT_EQ(free_form.op, "");
}

// The trace as `rlx opt --trace` writes it (same recorder, same arguments).
std::string CliTraceJSON() {
  RunRequest r = SamplingRequest();
  IRModule mod = script::ParseModuleText(r.module_text, r.filename);
  driver::TracedRunOptions o;
  o.target = "llvm";
  driver::TracedRun run = driver::RunPassesTraced(mod, targets::AllPasses().CreateList(kSamplingPasses), o);
  return run.trace->ToJSON(script::PrintModule, "llvm", /*include_times=*/false);
}

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir && *dir ? dir : "/tmp") + "/" + name;
}

TEST(SaveTraceTest, InProcessRunRoundTripsWithTimesStagesAndDecisions) {
  PassTrace t = RunTrace(SamplingRequest());
  ASSERT_EQ(t.passes.size(), 4u);
  ASSERT_GT(t.passes[0].ms, 0);
  ASSERT_FALSE(t.passes[0].decisions.empty());
  ASSERT_FALSE(t.passes[3].changed);
  std::string json = SaveTraceJSON(t);
  PassTrace back = LoadTraceJSON(json, "saved.json");
  EXPECT_TRUE(back == t);
  for (size_t i = 0; i < t.passes.size(); ++i) {
    SCOPED_TRACE(t.passes[i].name);
    EXPECT_EQ(back.passes[i].ms, t.passes[i].ms);  // exact: doubles print round-trip
    EXPECT_EQ(back.passes[i].stage, t.passes[i].stage);
    EXPECT_TRUE(back.passes[i].decisions == t.passes[i].decisions);
  }
  // An unchanged pass is written without its text, as the recorder does.
  EXPECT_EQ(json.find("\"after\"", json.find("\"name\": \"FuseOps\"")), std::string::npos);
  // Anything differing is seen by the comparison the test relies on.
  back.passes[1].decisions[0].reason += "!";
  EXPECT_FALSE(back == t);
}

TEST(SaveTraceTest, CliTraceSavesBackToTheSameBytes) {
  const std::string cli = CliTraceJSON();
  PassTrace loaded = LoadTraceJSON(cli, "cli.json");
  SaveTraceOptions as_cli;
  as_cli.include_times = false;
  as_cli.include_stages = false;
  EXPECT_EQ(SaveTraceJSON(loaded, as_cli), cli);
  // With the defaults it writes times (0 here) and stages, and still loads
  // to the same trace.
  std::string full = SaveTraceJSON(loaded);
  EXPECT_NE(full, cli);
  EXPECT_NE(full.find("\"stage\": \"library_dispatch\""), std::string::npos);
  EXPECT_TRUE(LoadTraceJSON(full, "full.json") == loaded);
}

TEST(SaveTraceTest, UnusualTextRoundTrips) {
  PassTrace t;
  t.target = "";
  t.input = "quote \" backslash \\ tab \t\n\u00e9\u4e2d \x01 end";
  PassRecord a;
  a.name = "Custom";
  a.options = "k=\"v\"";
  a.stage = "my_stage";
  a.ms = 0.1 + 0.2;
  a.changed = true;
  a.after = "";
  a.decisions.push_back(ParseDecision("main/x: relax.sort -> sort.cpu (a (nested) reason)"));
  a.decisions.push_back(ParseDecision("free-form line"));
  t.passes.push_back(a);
  PassRecord b;
  b.name = "Same";
  b.after = a.after;
  t.passes.push_back(b);
  EXPECT_TRUE(LoadTraceJSON(SaveTraceJSON(t)) == t);

  // Invalid UTF-8 is replaced, not a failed save.
  t.input = "bad \xff byte";
  PassTrace replaced = LoadTraceJSON(SaveTraceJSON(t));
  EXPECT_EQ(replaced.input, "bad \xef\xbf\xbd byte");
}

TEST(SaveTraceTest, FileRoundTripAndUnwritablePaths) {
  PassTrace t = LoadTraceJSON(CliTraceJSON(), "cli.json");
  const std::string path = TempPath("saved_trace.json");
  SaveTraceFile(t, path);
  EXPECT_TRUE(LoadTraceFile(path) == t);
  EXPECT_FALSE(std::ifstream(path + ".tmp").good());
  // Overwrites an existing file.
  t.passes.pop_back();
  SaveTraceFile(t, path);
  EXPECT_EQ(LoadTraceFile(path).passes.size(), t.passes.size());

  auto error_of = [&t](const std::string& p) {
    try {
      SaveTraceFile(t, p);
    } catch (const DiagnosticError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  const std::string missing_dir = TempPath("no/such/dir/t.json");
  EXPECT_NE(error_of(missing_dir).find("cannot write trace file '" + missing_dir + "'"), std::string::npos);
  EXPECT_NE(error_of(TempPath("")).find("cannot write trace file"), std::string::npos);  // a directory
  EXPECT_NE(error_of("").find("no file name"), std::string::npos);
}

}  // namespace
}  // namespace inspector
}  // namespace rlx
