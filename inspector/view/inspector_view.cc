#include "inspector/view/inspector_view.h"

#include <imgui.h>

#include <algorithm>

namespace rlx {
namespace inspector {
namespace view {

bool ParseTab(const std::string& name, Tab* tab) {
  if (name == "diff" || name == "timeline") *tab = Tab::kDiff;
  else if (name == "graph") *tab = Tab::kGraph;
  else if (name == "decisions") *tab = Tab::kDecisions;
  else return false;
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
}

namespace {

void HandleKeys(const PassTrace& trace, InspectorState* state) {
  ImGuiIO& io = ImGui::GetIO();
  // Arrows belong to a text field while one is being edited.
  if (io.WantTextInput) return;
  int delta = 0;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow))) delta = 1;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow))) delta = -1;
  if (delta == 0) return;
  int next = StepSelection(trace, state->timeline, state->selected, delta);
  if (next >= 0) SelectPass(trace, next, state);
}

const char* TabLabel(Tab t) {
  switch (t) {
    case Tab::kDiff: return "Before / after";
    case Tab::kGraph: return "Dataflow graph";
    case Tab::kDecisions: return "Decisions";
  }
  return "";
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
  ImGui::TextUnformatted(state->status.c_str());
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
          case Tab::kDiff: DrawDiff(trace, state->selected, &state->diff); break;
          case Tab::kGraph: DrawGraph(trace, state->selected, &state->graph); break;
          case Tab::kDecisions: DrawDecisions(trace, state->selected, &state->decisions); break;
        }
        ImGui::EndTabItem();
      }
    }
    ImGui::EndTabBar();
  }
  state->force_tab = false;
  ImGui::EndChild();
  ImGui::End();

  if (actions.select_pass >= 0) SelectPass(trace, actions.select_pass, state);
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
