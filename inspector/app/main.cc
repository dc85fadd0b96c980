// rlx-inspect: the pass inspector. Opens FILE (or the built-in sampling
// head), runs it through a pipeline with the trace recorder, and shows the
// timeline, before/after diffs, decisions and dataflow graphs; or, headless,
// writes a screenshot (--screenshot) or an HTML report (--report).
#include <cstdio>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "inspector/app/options.h"
#include "inspector/app/report.h"
#include "inspector/app/session.h"
#include "inspector/app/settings.h"
#include "inspector/app/window.h"
#include "inspector/model/search.h"
#include "inspector/view/inspector_view.h"

namespace rlx {
namespace inspector {
namespace app {
namespace {

int Main(int argc, char** argv) {
  AppOptions options = ParseOptions(std::vector<std::string>(argv + 1, argv + argc));
  if (options.help) {
    std::fputs(kUsage, stdout);
    return 0;
  }
  Session session = LoadSession(options);
  if (!options.report.empty()) {
    WriteHtmlReport(session.trace, session.title, options.report);
    std::printf("wrote %s (%zu passes)\n", options.report.c_str(), session.trace.passes.size());
  }
  if (!options.save_trace.empty()) {
    SaveTraceFile(session.trace, options.save_trace);
    std::printf("wrote %s (%zu passes)\n", options.save_trace.c_str(), session.trace.passes.size());
  }
  if ((!options.report.empty() || !options.save_trace.empty()) && options.screenshot.empty()) return 0;
  const bool interactive = options.screenshot.empty();
  // Headless runs ignore saved settings so that screenshots are reproducible.
  const std::string settings_path = interactive ? DefaultSettingsPath() : "";
  Settings settings = interactive ? LoadSettings(settings_path) : Settings();
  view::InspectorState state;
  state.status = session.status;
  state.timeline.only_changed = settings.only_changed;
  view::ParseTab(options.view.empty() ? settings.view : options.view, &state.tab);
  if (!options.select_pass.empty() && !view::SelectPassByName(session.trace, options.select_pass, &state)) {
    ThrowError("--select-pass: no pass named '" + options.select_pass + "' in this trace");
  }
  // The run bar starts from what the command line named (a .json trace is
  // reloaded by "run").
  state.run.file = options.file;
  state.run.builtin_name = "sampling_head.py";
  state.run.builtin_text = DefaultModelText();
  if (!session.trace.target.empty()) state.run.target = session.trace.target;
  if (!options.target.empty()) state.run.target = options.target;
  if (!options.pipeline.empty()) state.run.pipeline = options.pipeline;
  state.run.passes = options.passes;
  const std::string wd = WorkingDirectory();
  state.browser.dir = settings.open_dir.empty() ? wd : settings.open_dir;
  state.save.path = !options.save_trace.empty()   ? options.save_trace
                    : !settings.save_path.empty() ? settings.save_path
                                                  : view::JoinPath(wd, "rlx-trace.json");

  PassTrace trace = std::move(session.trace);
  auto index = std::make_unique<SearchIndex>(trace);
  auto draw = [&] {
    view::DrawInspector(trace, *index, &state);
    PassTrace next;
    if (view::TakeFinishedTrace(&state.run, &next)) {
      trace = std::move(next);
      index = std::make_unique<SearchIndex>(trace);
      view::ResetForNewTrace(&state);
      state.status = view::DescribeRun(state.run);
    }
  };
  WindowOptions w;
  w.title = session.title;
  w.width = options.width > 0 ? options.width : settings.width;
  w.height = options.height > 0 ? options.height : settings.height;
  w.screenshot = options.screenshot;
  w.screenshot_frames = options.frames;
  int rc = RunWindow(&w, draw);
  if (interactive && rc == 0) {
    settings.width = w.width;
    settings.height = w.height;
    settings.view = state.tab == view::Tab::kGraph       ? "graph"
                    : state.tab == view::Tab::kDecisions ? "decisions"
                                                         : "diff";
    settings.only_changed = state.timeline.only_changed;
    settings.open_dir = state.browser.dir;
    settings.save_path = state.save.path;
    if (!SaveSettings(settings, settings_path)) std::fprintf(stderr, "rlx-inspect: settings not saved\n");
  }
  return rc;
}

}  // namespace
}  // namespace app
}  // namespace inspector
}  // namespace rlx

int main(int argc, char** argv) {
  try {
    return rlx::inspector::app::Main(argc, argv);
  } catch (const rlx::DiagnosticError& e) {
    std::fprintf(stderr, "rlx-inspect: %s\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rlx-inspect: internal error: %s\n", e.what());
    return 70;
  }
}
