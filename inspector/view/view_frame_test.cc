// Headless ImGui frames: an ImGui context with a display size and a built
// font atlas, NewFrame/Render without any platform or renderer backend. The
// tests drive the keyboard through io.KeysDown (ImGui 1.86's key map) and
// check the inspector's state, not pixels.
#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>  // ImGui::FindWindowByName: is the panel drawn?

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>

#include "inspector/model/search.h"
#include "inspector/model/test_util.h"
#include "inspector/model/trace.h"
#include "inspector/model/trace_job.h"
#include "inspector/view/inspector_view.h"

namespace rlx {
namespace inspector {
namespace view {
namespace {

constexpr int kUpKey = 1;
constexpr int kDownKey = 2;
constexpr int kEnterKey = 3;
constexpr int kBackspaceKey = 4;
constexpr int kEscapeKey = 5;

PassTrace SamplingTrace() {
  RunRequest r;
  r.module_text = testing::ReadTestFile("testdata/models/sampling_head.py");
  r.filename = "sampling_head.py";
  r.target = "llvm";
  r.pipeline = "default";
  return RunTrace(r);
}

// A small hand-made trace: pass 1 and 3 change the module.
PassTrace SmallTrace() {
  PassTrace t;
  t.input = "a\nb\n";
  t.target = "llvm";
  auto add = [&t](const std::string& name, bool changed, const std::string& after) {
    PassRecord p;
    p.name = name;
    p.changed = changed;
    p.after = after;
    t.passes.push_back(p);
  };
  add("FoldConstant", false, "a\nb\n");
  add("DispatchSortScan", true, "a\nc\n");
  add("Normalize", false, "a\nc\n");
  add("FuseOps", true, "a\nc\nd\n");
  add("ToNonDataflow", false, "a\nc\nd\n");
  t.passes[1].decisions.push_back(ParseDecision("main/s: relax.sort -> sort.cpu (llvm: not a GPU target)"));
  return t;
}

class Frames : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1280, 800);
    io.DeltaTime = 1.0f / 60;
    unsigned char* px;
    int w, h;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    io.KeyMap[ImGuiKey_UpArrow] = kUpKey;
    io.KeyMap[ImGuiKey_DownArrow] = kDownKey;
    io.KeyMap[ImGuiKey_Enter] = kEnterKey;
    io.KeyMap[ImGuiKey_Backspace] = kBackspaceKey;
    io.KeyMap[ImGuiKey_Escape] = kEscapeKey;
  }
  void TearDown() override { ImGui::DestroyContext(); }

  void Frame(const PassTrace& trace, const SearchIndex& index, InspectorState* s, int key = -1) {
    ImGuiIO& io = ImGui::GetIO();
    for (bool& k : io.KeysDown) k = false;
    if (key >= 0) io.KeysDown[key] = true;
    ImGui::NewFrame();
    DrawInspector(trace, index, s);
    ImGui::Render();
    ASSERT_NE(ImGui::GetDrawData(), nullptr);
    EXPECT_GT(ImGui::GetDrawData()->TotalVtxCount, 0);
  }
  // A press is a frame with the key down followed by one with it up.
  void Press(const PassTrace& trace, const SearchIndex& index, InspectorState* s, int key) {
    Frame(trace, index, s, key);
    Frame(trace, index, s);
  }
  void PressCtrl(const PassTrace& trace, const SearchIndex& index, InspectorState* s, int key) {
    ImGui::GetIO().KeyCtrl = true;
    Frame(trace, index, s, key);
    ImGui::GetIO().KeyCtrl = false;
    Frame(trace, index, s);
  }
};

TEST_F(Frames, ArrowKeysStepThroughPasses) {
  PassTrace t = SmallTrace();
  SearchIndex index(t);
  InspectorState s;
  Frame(t, index, &s);
  EXPECT_EQ(s.selected, 0);  // the first pass is selected once a trace is shown
  Press(t, index, &s, kDownKey);
  EXPECT_EQ(s.selected, 1);
  Press(t, index, &s, kDownKey);
  Press(t, index, &s, kDownKey);
  EXPECT_EQ(s.selected, 3);
  Press(t, index, &s, kUpKey);
  EXPECT_EQ(s.selected, 2);
  // Clamped at both ends.
  for (int i = 0; i < 6; ++i) Press(t, index, &s, kDownKey);
  EXPECT_EQ(s.selected, 4);
  for (int i = 0; i < 6; ++i) Press(t, index, &s, kUpKey);
  EXPECT_EQ(s.selected, 0);
}

TEST_F(Frames, ChangedOnlyFilterNavigatesChangedPasses) {
  PassTrace t = SmallTrace();
  SearchIndex index(t);
  InspectorState s;
  s.timeline.only_changed = true;
  Frame(t, index, &s);
  EXPECT_EQ(VisiblePasses(t, s.timeline), (std::vector<int>{1, 3}));
  // Selection 0 is hidden: ↓ goes to the first changed pass, then the next.
  Press(t, index, &s, kDownKey);
  EXPECT_EQ(s.selected, 1);
  Press(t, index, &s, kDownKey);
  EXPECT_EQ(s.selected, 3);
  Press(t, index, &s, kDownKey);
  EXPECT_EQ(s.selected, 3);
  Press(t, index, &s, kUpKey);
  EXPECT_EQ(s.selected, 1);
  s.timeline.name_filter = "fuse";
  EXPECT_EQ(VisiblePasses(t, s.timeline), (std::vector<int>{3}));
  Press(t, index, &s, kUpKey);
  EXPECT_EQ(s.selected, 3);
}

TEST_F(Frames, DiffAndDecisionsFollowTheSelection) {
  PassTrace t = SmallTrace();
  SearchIndex index(t);
  InspectorState s;
  Frame(t, index, &s);
  Press(t, index, &s, kDownKey);  // DispatchSortScan: b -> c
  EXPECT_EQ(s.diff.cached_pass, 1);
  EXPECT_EQ(s.diff.diff.added, 1);
  EXPECT_EQ(s.diff.diff.deleted, 1);
  ASSERT_EQ(t.passes[1].decisions.size(), 1u);
  EXPECT_EQ(t.passes[1].decisions[0].rule, "sort.cpu");
  s.decisions.filter = "GPU";
  EXPECT_EQ(VisibleDecisions(t.passes[1], s.decisions).size(), 1u);
  s.decisions.filter = "cuda";
  EXPECT_TRUE(VisibleDecisions(t.passes[1], s.decisions).empty());
  // The decisions tab draws without trouble once forced.
  s.tab = Tab::kDecisions;
  s.force_tab = true;
  Frame(t, index, &s);
  EXPECT_EQ(s.tab, Tab::kDecisions);
  Frame(t, index, &s);
  EXPECT_EQ(s.tab, Tab::kDecisions);
}

TEST_F(Frames, PassCategories) {
  PassTrace t = SmallTrace();
  EXPECT_EQ(CategorizePass(t.passes[1]), PassCategory::kDispatch);
  EXPECT_EQ(CategorizePass(t.passes[3]), PassCategory::kFusion);
  EXPECT_EQ(CategorizePass(t.passes[0]), PassCategory::kOther);
  Tab tab;
  EXPECT_TRUE(ParseTab("graph", &tab));
  EXPECT_EQ(tab, Tab::kGraph);
  EXPECT_FALSE(ParseTab("pixels", &tab));
}

TEST_F(Frames, SamplingHeadPipelineInAllViews) {
  PassTrace t = SamplingTrace();
  ASSERT_GT(t.passes.size(), 3u);
  SearchIndex index(t);
  InspectorState s;
  ASSERT_TRUE(SelectPassByName(t, "DispatchSampling", &s));
  const int dispatch = s.selected;
  EXPECT_EQ(t.passes[dispatch].name, "DispatchSampling");
  for (Tab tab : {Tab::kDiff, Tab::kGraph, Tab::kDecisions}) {
    s.tab = tab;
    s.force_tab = true;
    Frame(t, index, &s);
    Frame(t, index, &s);
    EXPECT_EQ(s.selected, dispatch);
  }
  // The graph of the snapshot after the dispatch pass marks a dispatched node.
  EXPECT_EQ(s.graph.cached_pass, dispatch);
  ASSERT_TRUE(s.graph.error.empty()) << s.graph.error;
  ASSERT_FALSE(s.graph.graphs.empty());
  bool dispatched = false;
  for (const FunctionGraph& g : s.graph.graphs) {
    for (const GraphNode& n : g.nodes) dispatched |= n.dispatched;
  }
  EXPECT_TRUE(dispatched);
  EXPECT_EQ(s.graph.graphs[s.graph.function].function, "main");
  EXPECT_FALSE(s.graph.fit_pending);  // fitted when first drawn
  // Clicking a node selects it (and shows its struct info and line).
  {
    const FunctionGraph& g = s.graph.graphs[s.graph.function];
    int sample = -1;
    for (size_t i = 0; i < g.nodes.size(); ++i) {
      if (g.nodes[i].name == "sample") sample = static_cast<int>(i);
    }
    ASSERT_GE(sample, 0);
    EXPECT_TRUE(g.nodes[sample].dispatched);
    EXPECT_GT(g.nodes[sample].line, 0);
    const NodeBox& b = s.graph.layouts[s.graph.function].boxes[sample];
    s.tab = Tab::kGraph;
    s.force_tab = true;
    Frame(t, index, &s);
    ASSERT_EQ(s.graph.selected_node, -1);
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = LayoutToScreen(s.graph, b.x + b.w / 2, b.y + b.h / 2);
    Frame(t, index, &s);  // hover first
    io.MouseDown[0] = true;
    Frame(t, index, &s);
    io.MouseDown[0] = false;
    Frame(t, index, &s);
    EXPECT_EQ(s.graph.selected_node, sample);
    EXPECT_EQ(s.selected, dispatch);
  }
  // Zooming about a point keeps that point fixed.
  const float px = 100, py = 50, z0 = s.graph.zoom;
  const float lx = (px - s.graph.pan_x) / s.graph.zoom, ly = (py - s.graph.pan_y) / s.graph.zoom;
  ZoomAt(&s.graph, 2.0f, px, py);
  EXPECT_FLOAT_EQ(s.graph.zoom, 2.0f * z0);
  EXPECT_NEAR((px - s.graph.pan_x) / s.graph.zoom, lx, 1e-3);
  EXPECT_NEAR((py - s.graph.pan_y) / s.graph.zoom, ly, 1e-3);
  // Search finds the pass; its hit selects it.
  s.search.query = "DispatchSampling";
  UpdateSearch(index, &s.search);
  ASSERT_FALSE(s.search.hits.empty());
  EXPECT_EQ(HitPass(s.search.hits[0]), dispatch);
}

TEST_F(Frames, RerunSwapsInANewTrace) {
  PassTrace t = SmallTrace();
  InspectorState s;
  auto index = std::make_unique<SearchIndex>(t);
  Frame(t, *index, &s);
  Press(t, *index, &s, kDownKey);
  EXPECT_EQ(s.selected, 1);
  s.search.query = "Fuse";
  Frame(t, *index, &s);
  EXPECT_FALSE(s.search.hits.empty());

  s.run.builtin_text = testing::ReadTestFile("testdata/models/sampling_head.py");
  s.run.passes = "DispatchSampling,DispatchSortScan";
  ASSERT_TRUE(StartRun(&s.run));
  s.run.job->Wait();
  PassTrace next;
  ASSERT_TRUE(TakeFinishedTrace(&s.run, &next)) << s.run.error;
  EXPECT_FALSE(s.run.job);
  ASSERT_EQ(next.passes.size(), 2u);
  t = std::move(next);
  index = std::make_unique<SearchIndex>(t);
  ResetForNewTrace(&s);
  Frame(t, *index, &s);
  EXPECT_EQ(s.selected, 0);
  EXPECT_EQ(s.diff.cached_pass, 0);
  EXPECT_EQ(s.search.hits_query, "Fuse");  // re-run against the new trace
  EXPECT_TRUE(s.search.hits.empty());      // no fusion pass in this one
  EXPECT_NE(DescribeRun(s.run).find("passes DispatchSampling,DispatchSortScan"), std::string::npos);

  // A bad pass name fails in the job and lands in `error`; the trace stays.
  s.run.passes = "NoSuchPass";
  ASSERT_TRUE(StartRun(&s.run));
  s.run.job->Wait();
  EXPECT_FALSE(TakeFinishedTrace(&s.run, &next));
  EXPECT_NE(s.run.error.find("NoSuchPass"), std::string::npos) << s.run.error;
  s.run.file = "/nonexistent.py";
  EXPECT_FALSE(StartRun(&s.run));
  EXPECT_NE(s.run.error.find("cannot open"), std::string::npos);
}

TEST(GraphClip, LongEdgesAreCutToTheVisibleRows) {
  ImVec2 a(0, -100), b(100, 300);
  ASSERT_TRUE(ClipToRows(&a, &b, 0, 200));
  EXPECT_FLOAT_EQ(a.y, 0);
  EXPECT_FLOAT_EQ(a.x, 25);
  EXPECT_FLOAT_EQ(b.y, 200);
  EXPECT_FLOAT_EQ(b.x, 75);
  ImVec2 c(0, 250), d(10, 400);
  EXPECT_FALSE(ClipToRows(&c, &d, 0, 200));
  ImVec2 e(5, 150), f(5, 50);  // reversed ends are ordered
  ASSERT_TRUE(ClipToRows(&e, &f, 0, 200));
  EXPECT_FLOAT_EQ(e.y, 50);
  EXPECT_FLOAT_EQ(f.y, 150);
}

TEST(GraphFit, FitsLargeLayoutsAndNeverZoomsIn) {
  GraphViewState s;
  FitToView(&s, 2000, 1000, 1000, 500);
  EXPECT_NEAR(s.zoom, (500.0f - 40) / 1000, 1e-4);  // height is the tighter side
  EXPECT_GE(s.pan_x, 20);
  EXPECT_LE(s.pan_x + 2000 * s.zoom, 1000 - 20 + 1e-3);
  FitToView(&s, 100, 50, 1000, 500);
  EXPECT_FLOAT_EQ(s.zoom, 1.0f);
  EXPECT_FLOAT_EQ(s.pan_x, 450);  // centred
}

std::string TempDir(const std::string& name) {
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string dir = NormalizeDir(std::string(tmp && *tmp ? tmp : "/tmp") + "/" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

TEST_F(Frames, CtrlSSavesTheTraceAndReportsFailuresInTheStatusLine) {
  PassTrace t = SmallTrace();
  for (PassRecord& p : t.passes) p.stage = "custom";  // else loading derives llvm's stages
  SearchIndex index(t);
  InspectorState s;
  const std::string dir = TempDir("save_test");
  s.save.path = dir + "/saved.json";
  Frame(t, index, &s);
  // The first Ctrl+S shows the path row; the second saves.
  PressCtrl(t, index, &s, s.save_key);
  EXPECT_TRUE(s.save.open);
  Frame(t, index, &s);                        // io.WantTextInput follows the field's activation by a frame
  EXPECT_TRUE(ImGui::GetIO().WantTextInput);  // the cursor is in the path field
  EXPECT_FALSE(std::ifstream(s.save.path).good());
  PressCtrl(t, index, &s, s.save_key);
  EXPECT_FALSE(s.status_is_error) << s.status;
  EXPECT_NE(s.status.find("saved the trace (5 passes) to " + dir + "/saved.json"), std::string::npos) << s.status;
  EXPECT_TRUE(LoadTraceFile(dir + "/saved.json") == t);
  // Ctrl without the key, or the key without Ctrl, does nothing.
  s.status.clear();
  Press(t, index, &s, s.save_key);
  EXPECT_EQ(s.status, "");

  s.save.path = dir + "/no/such/dir/x.json";
  PressCtrl(t, index, &s, s.save_key);
  EXPECT_TRUE(s.status_is_error);
  EXPECT_NE(s.status.find("cannot write trace file '" + dir + "/no/such/dir/x.json'"), std::string::npos) << s.status;
  // The inspector keeps working.
  Frame(t, index, &s);
  EXPECT_EQ(s.selected, 0);
}

TEST_F(Frames, FileBrowserOpensModulesAndTraces) {
  const std::string dir = TempDir("browser_test");
  std::filesystem::create_directories(dir + "/sub");
  std::ofstream(dir + "/head.py") << testing::ReadTestFile("testdata/models/sampling_head.py");
  std::ofstream(dir + "/notes.txt") << "not listed";
  std::ofstream(dir + "/bad.json") << "{\n  \"version\": 1,,\n}\n";
  PassTrace saved = SmallTrace();
  for (PassRecord& p : saved.passes) p.stage = "custom";
  SaveTraceFile(saved, dir + "/small.json");

  PassTrace t = SmallTrace();
  auto index = std::make_unique<SearchIndex>(t);
  InspectorState s;
  s.run.passes = "DispatchSampling";  // a quick rerun
  s.browser.dir = dir;
  Frame(t, *index, &s);
  const int selected_pass = s.selected;
  PressCtrl(t, *index, &s, s.open_key);
  ASSERT_TRUE(s.browser.open);
  const ImGuiWindow* panel = ImGui::FindWindowByName("Open file");
  ASSERT_NE(panel, nullptr);
  EXPECT_TRUE(panel->Active);
  EXPECT_EQ(ImGui::GetCurrentContext()->NavWindow, panel);  // it has the focus
  EXPECT_EQ(s.browser.dir, dir);
  std::vector<std::string> names;
  for (const DirEntry& e : s.browser.listing.entries) names.push_back(e.name);
  EXPECT_EQ(names, (std::vector<std::string>{"sub", "bad.json", "head.py", "small.json"}));
  EXPECT_EQ(s.browser.selected, 0);

  // While the panel is open the arrows move its selection, not the pass.
  Press(t, *index, &s, kDownKey);
  Press(t, *index, &s, kDownKey);
  Press(t, *index, &s, kDownKey);
  EXPECT_EQ(s.browser.selected, 3);
  EXPECT_EQ(s.selected, selected_pass);
  // Enter on a trace loads it; the app's swap (as in main.cc) takes it.
  Press(t, *index, &s, kEnterKey);
  EXPECT_FALSE(s.browser.open);
  EXPECT_EQ(s.run.file, dir + "/small.json");
  PassTrace next;
  ASSERT_TRUE(TakeFinishedTrace(&s.run, &next)) << s.run.error;
  EXPECT_TRUE(next == saved);
  EXPECT_EQ(DescribeRun(s.run), "trace " + dir + "/small.json");

  // Reopened, it starts where the last file was; Enter on a module reruns.
  PressCtrl(t, *index, &s, s.open_key);
  ASSERT_TRUE(s.browser.open);
  EXPECT_EQ(s.browser.dir, dir);
  Press(t, *index, &s, kDownKey);
  Press(t, *index, &s, kDownKey);
  ASSERT_EQ(s.browser.listing.entries[s.browser.selected].name, "head.py");
  Press(t, *index, &s, kEnterKey);
  EXPECT_EQ(s.run.file, dir + "/head.py");
  ASSERT_TRUE(s.run.job);
  s.run.job->Wait();
  ASSERT_TRUE(TakeFinishedTrace(&s.run, &next)) << s.run.error;
  ASSERT_EQ(next.passes.size(), 1u);
  EXPECT_EQ(next.passes[0].name, "DispatchSampling");

  // Into a directory and back (Backspace), then Escape closes.
  OpenFileBrowser(&s);
  Frame(t, *index, &s);
  Press(t, *index, &s, kEnterKey);  // "sub" is first
  EXPECT_EQ(s.browser.dir, dir + "/sub");
  EXPECT_TRUE(s.browser.listing.entries.empty());
  Press(t, *index, &s, kBackspaceKey);
  EXPECT_EQ(s.browser.dir, dir);
  EXPECT_EQ(s.browser.listing.entries[s.browser.selected].name, "sub");
  Press(t, *index, &s, kEscapeKey);
  EXPECT_FALSE(s.browser.open);
  EXPECT_FALSE(panel->Active);  // no longer drawn
  // Arrows drive the timeline again.
  Press(t, *index, &s, kDownKey);
  EXPECT_EQ(s.selected, selected_pass + 1);

  // A malformed trace is a located error in the status line.
  OpenFile(dir + "/bad.json", &s);
  EXPECT_TRUE(s.status_is_error);
  EXPECT_NE(s.status.find("bad.json:2:"), std::string::npos) << s.status;
  EXPECT_FALSE(TakeFinishedTrace(&s.run, &next));
  Frame(t, *index, &s);
}

}  // namespace
}  // namespace view
}  // namespace inspector
}  // namespace rlx
