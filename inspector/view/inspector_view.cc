#include "inspector/view/inspector_view.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "compiler/support/diagnostic.h"
#include "inspector/view/file_browser.h"

namespace rlx {
namespace inspector {
namespace view {

bool ParseTab(const std::string& name, Tab* tab) {
  if (name == "diff" || name == "timeline")
    *tab = Tab::kDiff;
  else if (name == "graph")
    *tab = Tab::kGraph;
  else if (name == "decisions")
    *tab = Tab::kDecisions;
  else
    return false;
  return true;
}

void SelectPass(const PassTrace& trace, int pass, InspectorState* state) {
  if (trace.passes.empty()) {
    state->selected = -1;
    return;
  }
  state->selected = std::max(0, std::min(pass, static_cast<int>(trace.passes.size()) - 1));
  state->timeline.scroll_to_selection = true;
}

bool SelectPassByName(const PassTrace& trace, const std::string& name, InspectorState* state) {
  for (size_t i = 0; i < trace.passes.size(); ++i) {
    if (trace.passes[i].name == name) {
      SelectPass(trace, static_cast<int>(i), state);
      return true;
    }
  }
  for (size_t i = 0; i < trace.passes.size(); ++i) {
    if (trace.passes[i].name.find(name) != std::string::npos) {
      SelectPass(trace, static_cast<int>(i), state);
      return true;
    }
  }
  return false;
}

void ResetForNewTrace(InspectorState* state) {
  state->selected = -1;
  state->diff = DiffViewState();
  const int function = state->graph.function;
  state->graph = GraphViewState();
  state->graph.function = function;
  state->search.hits.clear();
  state->search.hits_query = "\n";  // no query equals this: forces a new search
  state->status_is_error = false;
}

bool SaveTraceTo(const PassTrace& trace, InspectorState* state) {
  try {
    SaveTraceFile(trace, state->save.path);
  } catch (const DiagnosticError& e) {
    state->status = std::string("save failed: ") + e.what();
    state->status_is_error = true;
    return false;
  }
  state->status = "saved the trace (" + std::to_string(trace.passes.size()) + " passes) to " + state->save.path;
  state->status_is_error = false;
  return true;
}

void OpenFileBrowser(InspectorState* state) {
  std::string dir = state->browser.dir;
  if (!state->run.file.empty()) dir = ParentDir(state->run.file);
  OpenBrowser(&state->browser, dir);
}

void OpenFile(const std::string& path, InspectorState* state) {
  state->run.file = path;
  if (StartRun(&state->run)) return;
  state->status = "cannot open: " + state->run.error;
  state->status_is_error = true;
}

namespace {

void HandleKeys(const PassTrace& trace, InspectorState* state) {
  ImGuiIO& io = ImGui::GetIO();
  // Shortcuts work from text fields too (Ctrl+S right after typing a path).
  if (io.KeyCtrl && ImGui::IsKeyPressed(state->save_key, false)) {
    if (state->save.open) {
      SaveTraceTo(trace, state);
    } else {
      state->save.open = true;
      state->save.focus = true;
    }
  }
  if (io.KeyCtrl && ImGui::IsKeyPressed(state->open_key, false)) OpenFileBrowser(state);
  // Arrows belong to a text field while one is being edited.
  if (io.WantTextInput) return;
  if (state->browser.open) {
    HandleBrowserKeys(&state->browser);
    return;
  }
  int delta = 0;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow))) delta = 1;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow))) delta = -1;
  if (delta == 0) return;
  int next = StepSelection(trace, state->timeline, state->selected, delta);
  if (next >= 0) SelectPass(trace, next, state);
}

const char* TabLabel(Tab t) {
  switch (t) {
    case Tab::kDiff:
      return "Before / after";
    case Tab::kGraph:
      return "Dataflow graph";
    case Tab::kDecisions:
      return "Decisions";
  }
  return "";
}

// The row under the status line: where to save the trace.
void DrawSaveRow(const PassTrace& trace, InspectorState* state) {
  ImGui::TextUnformatted("save trace to");
  ImGui::SameLine();
  char buf[1024];
  std::snprintf(buf, sizeof(buf), "%s", state->save.path.c_str());
  if (state->save.focus) {
    ImGui::SetKeyboardFocusHere();
    state->save.focus = false;
  }
  ImGui::SetNextItemWidth(420);
  const bool enter =
      ImGui::InputTextWithHint("##save_path", "trace.json", buf, sizeof(buf), ImGuiInputTextFlags_EnterReturnsTrue);
  state->save.path = buf;
  ImGui::SameLine();
  if (ImGui::SmallButton("save") || enter) SaveTraceTo(trace, state);
  ImGui::SameLine();
  if (ImGui::SmallButton("close##save")) state->save.open = false;
}

}  // namespace

void DrawInspector(const PassTrace& trace, const SearchIndex& index, InspectorState* state) {
  if (state->selected < 0 && !trace.passes.empty()) SelectPass(trace, 0, state);
  HandleKeys(trace, state);

  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  const ImGuiWindowFlags root_flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("rlx-inspect", nullptr, root_flags);
  ImGui::TextColored(ImVec4(0.6f, 0.85f, 1.0f, 1), "rlx-inspect");
  ImGui::SameLine();
  if (ImGui::SmallButton("open... (Ctrl+O)")) OpenFileBrowser(state);
  ImGui::SameLine();
  if (ImGui::SmallButton("save trace... (Ctrl+S)")) {
    state->save.open = true;
    state->save.focus = true;
  }
  ImGui::SameLine();
  if (state->status_is_error) {
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.45f, 1), "%s", state->status.c_str());
  } else {
    ImGui::TextUnformatted(state->status.c_str());
  }
  if (state->save.open) DrawSaveRow(trace, state);
  if (state->show_run_bar) DrawRunBar(&state->run);

  Actions actions;
  const float left_w = std::max(260.0f, io.DisplaySize.x * 0.34f);
  ImGui::BeginChild("left", ImVec2(left_w, 0), true);
  DrawSearch(index, &state->search, &actions);
  ImGui::Separator();
  DrawTimeline(trace, state->selected, &state->timeline, &actions);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("right", ImVec2(0, 0), true);
  if (ImGui::BeginTabBar("views")) {
    for (Tab t : {Tab::kDiff, Tab::kGraph, Tab::kDecisions}) {
      ImGuiTabItemFlags f = (state->force_tab && t == state->tab) ? ImGuiTabItemFlags_SetSelected : 0;
      if (ImGui::BeginTabItem(TabLabel(t), nullptr, f)) {
        if (!state->force_tab) state->tab = t;
        switch (t) {
          case Tab::kDiff:
            DrawDiff(trace, state->selected, &state->diff);
            break;
          case Tab::kGraph:
            DrawGraph(trace, state->selected, &state->graph);
            break;
          case Tab::kDecisions:
            DrawDecisions(trace, state->selected, &state->decisions);
            break;
        }
        ImGui::EndTabItem();
      }
    }
    ImGui::EndTabBar();
  }
  state->force_tab = false;
  ImGui::EndChild();
  ImGui::End();
  DrawFileBrowser(&state->browser);
  const std::string chosen = TakeChosen(&state->browser);
  if (!chosen.empty()) OpenFile(chosen, state);

  if (actions.select_pass >= 0) SelectPass(trace, actions.select_pass, state);
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
