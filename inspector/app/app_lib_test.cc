#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "compiler/support/diagnostic.h"
#include "inspector/app/options.h"
#include "inspector/app/report.h"
#include "inspector/app/session.h"
#include "inspector/app/settings.h"

namespace rlx {
namespace inspector {
namespace app {
namespace {

PassTrace TraceWithAngleBrackets() {
  PassTrace t;
  t.target = "llvm";
  t.input = "def f(x):\n    y = x < 3\n";
  PassRecord a;
  a.name = "FoldConstant";
  a.changed = false;
  a.after = t.input;
  PassRecord b;
  b.name = "DispatchSortScan";
  b.stage = "library_dispatch";
  b.changed = true;
  b.ms = 1.5;
  b.after = "def f(x):\n    y = x < 4 && <script>\n";
  b.decisions.push_back(ParseDecision("main/s: relax.sort -> sort.cpu (llvm: not a GPU target)"));
  t.passes = {a, b};
  return t;
}

TEST(Report, TimelineDiffAndDecisionsEscaped) {
  std::string html = RenderHtmlReport(TraceWithAngleBrackets(), "t <1>");
  EXPECT_NE(html.find("<table id=\"timeline\">"), std::string::npos);
  EXPECT_NE(html.find("<title>t &lt;1&gt;</title>"), std::string::npos);
  EXPECT_NE(html.find(">DispatchSortScan</a>"), std::string::npos);  // changed: linked to its section
  EXPECT_NE(html.find("<section id=\"pass-1\">"), std::string::npos);
  EXPECT_EQ(html.find("<section id=\"pass-0\">"), std::string::npos);  // unchanged, no decisions
  // Module text is escaped everywhere, in diffs and in the input listing.
  EXPECT_EQ(html.find("x < 3"), std::string::npos);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_NE(html.find("<span class=\"del\">-    y = x &lt; 3</span>"), std::string::npos);
  EXPECT_NE(html.find("<span class=\"add\">+    y = x &lt; 4 &amp;&amp; &lt;script&gt;</span>"), std::string::npos);
  EXPECT_NE(html.find("<td>sort.cpu</td>"), std::string::npos);
  EXPECT_NE(html.find("<td>llvm: not a GPU target</td>"), std::string::npos);
  // Self-contained.
  EXPECT_EQ(html.find("http"), std::string::npos);
  EXPECT_EQ(html.find("<script"), std::string::npos);
}

TEST(Report, HtmlEscape) { EXPECT_EQ(HtmlEscape("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&#39;"); }

TEST(Options, ParsesFlagsAndRejectsBadOnes) {
  unsetenv("BUILD_WORKING_DIRECTORY");
  AppOptions o = ParseOptions({"m.py", "--target=cuda", "--passes", "FoldConstant", "--screenshot=a.png",
                               "--view=graph", "--select-pass=FuseOps", "--size=640x480", "--frames=50"});
  EXPECT_EQ(o.frames, 50);
  EXPECT_EQ(ParseOptions({}).frames, 4);
  EXPECT_THROW(ParseOptions({"--frames=0"}), DiagnosticError);
  EXPECT_EQ(o.file, "m.py");
  EXPECT_EQ(o.target, "cuda");
  EXPECT_EQ(o.passes, "FoldConstant");
  EXPECT_EQ(o.screenshot, "a.png");
  EXPECT_EQ(o.view, "graph");
  EXPECT_EQ(o.select_pass, "FuseOps");
  EXPECT_EQ(o.width, 640);
  EXPECT_EQ(o.height, 480);
  setenv("BUILD_WORKING_DIRECTORY", "/home/u", 1);
  EXPECT_EQ(ParseOptions({"--report=r.html"}).report, "/home/u/r.html");
  EXPECT_EQ(ParseOptions({"--report=/tmp/r.html"}).report, "/tmp/r.html");
  EXPECT_EQ(ParseOptions({"--save-trace", "t.json"}).save_trace, "/home/u/t.json");
  EXPECT_EQ(WorkingDirectory(), "/home/u");
  unsetenv("BUILD_WORKING_DIRECTORY");
  EXPECT_EQ(WorkingDirectory().front(), '/');
  EXPECT_THROW(ParseOptions({"--bogus=1"}), DiagnosticError);
  try {
    ParseOptions({"--bogus"});
    ADD_FAILURE() << "no error for --bogus";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown option '--bogus'"), std::string::npos) << e.what();
  }
  EXPECT_THROW(ParseOptions({"--view=pixels"}), DiagnosticError);
  EXPECT_THROW(ParseOptions({"--size=12"}), DiagnosticError);
  EXPECT_THROW(ParseOptions({"a.py", "b.py"}), DiagnosticError);
  EXPECT_THROW(ParseOptions({"--pipeline=default", "--passes=FoldConstant"}), DiagnosticError);
  EXPECT_THROW(ParseOptions({"--target"}), DiagnosticError);
}

TEST(Session, BuiltInSamplingHeadThroughTheDefaultPipeline) {
  EXPECT_NE(std::string(DefaultModelText()).find("R.multinomial_from_uniform"), std::string::npos);
  Session s = LoadSession(AppOptions());
  EXPECT_EQ(s.trace.target, "cuda");
  EXPECT_NE(s.status.find("target cuda  pipeline default"), std::string::npos) << s.status;
  bool dispatch = false, scheduled = false, cuda_graph_pass = false;
  for (const PassRecord& p : s.trace.passes) {
    dispatch |= p.name == "DispatchSampling" && !p.decisions.empty();
    scheduled |= p.name.rfind("ApplyDefaultSchedule", 0) == 0;
    cuda_graph_pass |= p.name == "RewriteCUDAGraph";
  }
  EXPECT_TRUE(dispatch);
  EXPECT_TRUE(scheduled);
  EXPECT_TRUE(cuda_graph_pass);
  // The GPU sampling kernel, not the CPU rows, ends up in the module.
  EXPECT_NE(s.trace.Final().find("parallel_sampling_from_prob"), std::string::npos);
  std::string html = RenderHtmlReport(s.trace, s.title);
  EXPECT_NE(html.find("DispatchSampling"), std::string::npos);
}

TEST(Session, MissingFileIsADiagnostic) {
  AppOptions o;
  o.file = "/nonexistent/model.py";
  EXPECT_THROW(LoadSession(o), DiagnosticError);
}

TEST(Settings, RoundTripAndTolerance) {
  Settings s;
  s.width = 1600;
  s.height = 900;
  s.view = "graph";
  s.only_changed = true;
  s.open_dir = "/home/u/models";
  s.save_path = "/home/u/t.json";
  Settings back = ParseSettings(FormatSettings(s));
  EXPECT_EQ(back.open_dir, "/home/u/models");
  EXPECT_EQ(back.save_path, "/home/u/t.json");
  EXPECT_EQ(back.width, 1600);
  EXPECT_EQ(back.height, 900);
  EXPECT_EQ(back.view, "graph");
  EXPECT_TRUE(back.only_changed);
  // Bad values keep defaults; unknown keys are ignored.
  Settings bad = ParseSettings("width=abc\nheight=5\nview=pixels\nfuture=1\nonly_changed=yes\n");
  EXPECT_EQ(bad.width, 1280);
  EXPECT_EQ(bad.height, 800);
  EXPECT_EQ(bad.view, "diff");
  EXPECT_FALSE(bad.only_changed);
  EXPECT_EQ(ParseSettings("open_dir=relative/dir\nsave_path=\n").open_dir, "");  // only absolute paths
  const char* tmp = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(tmp ? tmp : "/tmp") + "/cfg/rlx-inspect/settings.ini";
  ASSERT_TRUE(SaveSettings(s, path));
  EXPECT_EQ(LoadSettings(path).width, 1600);
  EXPECT_EQ(LoadSettings(path + ".missing").width, 1280);
}

}  // namespace
}  // namespace app
}  // namespace inspector
}  // namespace rlx
