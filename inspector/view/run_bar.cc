#include "inspector/view/run_bar.h"

#include <imgui.h>

#include <cstdio>
#include <fstream>
#include <iterator>

#include "compiler/support/diagnostic.h"
#include "inspector/view/file_list.h"

namespace rlx {
namespace inspector {
namespace view {
namespace {

// InputText over a std::string without imgui_stdlib (fixed-size edit buffer).
bool EditString(const char* label, const char* hint, std::string* s, float width) {
  char buf[512];
  std::snprintf(buf, sizeof(buf), "%s", s->c_str());
  ImGui::SetNextItemWidth(width);
  if (!ImGui::InputTextWithHint(label, hint, buf, sizeof(buf))) return false;
  *s = buf;
  return true;
}

}  // namespace

bool StartRun(RunBarState* state) {
  state->error.clear();
  state->loaded.reset();
  if (IsTracePath(state->file)) {
    try {
      state->loaded = std::make_unique<PassTrace>(LoadTraceFile(state->file));
    } catch (const DiagnosticError& e) {
      state->error = e.what();
      return false;
    }
    state->job.reset();  // what was running is superseded by the trace
    return true;
  }
  RunRequest r;
  if (state->file.empty()) {
    r.module_text = state->builtin_text;
    r.filename = state->builtin_name;
  } else {
    std::ifstream in(state->file, std::ios::binary);
    if (!in) {
      state->error = "cannot open '" + state->file + "'";
      return false;
    }
    r.module_text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    r.filename = state->file;
  }
  r.target = state->target;
  if (state->passes.empty())
    r.pipeline = state->pipeline;
  else
    r.passes = state->passes;
  state->job.reset();  // cancels and joins a job in flight
  state->job = std::make_unique<TraceJob>(r);
  return true;
}

bool TakeFinishedTrace(RunBarState* state, PassTrace* out) {
  if (state->loaded) {
    *out = std::move(*state->loaded);
    state->loaded.reset();
    return true;
  }
  if (!state->job || !state->job->finished()) return false;
  bool ok = false;
  switch (state->job->state()) {
    case TraceJob::State::kDone:
      *out = state->job->trace();
      ok = true;
      break;
    case TraceJob::State::kFailed:
      state->error = state->job->error();
      break;
    case TraceJob::State::kCancelled:
      state->error = "cancelled";
      break;
    case TraceJob::State::kRunning:
      break;
  }
  state->job.reset();
  return ok;
}

std::string DescribeRun(const RunBarState& state) {
  if (IsTracePath(state.file)) return "trace " + state.file;
  std::string src = state.file.empty() ? state.builtin_name : state.file;
  return src + "  target " + state.target + "  " +
         (state.passes.empty() ? "pipeline " + state.pipeline : "passes " + state.passes);
}

void DrawRunBar(RunBarState* state) {
  const bool running = state->job && !state->job->finished();
  EditString("##file", "module (.py) or trace (.json); empty = built-in", &state->file, 260);
  ImGui::SameLine();
  EditString("##target", "target", &state->target, 90);
  ImGui::SameLine();
  EditString("##pipeline", "pipeline", &state->pipeline, 90);
  ImGui::SameLine();
  EditString("##passes", "or passes: A,B(k=v)", &state->passes, 200);
  ImGui::SameLine();
  if (running) {
    Progress p = state->job->progress();
    ImGui::Text("running %d/%d %s", p.done, p.total, p.current.c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("cancel")) state->job->Cancel();
  } else if (ImGui::SmallButton("run")) {
    StartRun(state);
  }
  if (!state->error.empty()) ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.45f, 1), "%s", state->error.c_str());
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
