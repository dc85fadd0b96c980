#include "inspector/view/timeline.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace rlx {
namespace inspector {
namespace view {
namespace {

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool Contains(const std::string& hay, const std::string& needle) {
  return Lower(hay).find(Lower(needle)) != std::string::npos;
}

}  // namespace

PassCategory CategorizePass(const PassRecord& pass) {
  const std::string& n = pass.name;
  if (pass.stage == "library_dispatch" || n.rfind("Dispatch", 0) == 0 || Contains(n, "ByPattern") ||
      Contains(n, "RunCodegen") || Contains(n, "MergeComposite")) {
    return PassCategory::kDispatch;
  }
  if (Contains(n, "Fuse") || Contains(n, "Fusion")) return PassCategory::kFusion;
  return PassCategory::kOther;
}

std::vector<int> VisiblePasses(const PassTrace& trace, const TimelineState& state) {
  std::vector<int> out;
  for (size_t i = 0; i < trace.passes.size(); ++i) {
    const PassRecord& p = trace.passes[i];
    if (state.only_changed && !p.changed) continue;
    if (!state.name_filter.empty() && !Contains(p.name, state.name_filter)) continue;
    out.push_back(static_cast<int>(i));
  }
  return out;
}

int StepSelection(const PassTrace& trace, const TimelineState& state, int selected, int delta) {
  std::vector<int> vis = VisiblePasses(trace, state);
  if (vis.empty()) return -1;
  auto it = std::lower_bound(vis.begin(), vis.end(), selected);
  int pos;
  if (it != vis.end() && *it == selected) {
    pos = static_cast<int>(it - vis.begin()) + delta;
  } else if (delta > 0) {
    // `it` is the first visible pass after the hidden selection: one step.
    pos = static_cast<int>(it - vis.begin()) + delta - 1;
  } else {
    pos = static_cast<int>(it - vis.begin()) + delta;
  }
  pos = std::max(0, std::min(pos, static_cast<int>(vis.size()) - 1));
  return vis[pos];
}

void DrawTimeline(const PassTrace& trace, int selected, TimelineState* state, Actions* actions) {
  ImGui::Checkbox("changed only", &state->only_changed);
  ImGui::SameLine();
  char buf[128];
  std::snprintf(buf, sizeof(buf), "%s", state->name_filter.c_str());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##passfilter", "filter passes", buf, sizeof(buf))) state->name_filter = buf;

  std::vector<int> vis = VisiblePasses(trace, *state);
  double total = 0;
  for (const PassRecord& p : trace.passes) total += p.ms;
  ImGui::TextDisabled("%zu passes, %zu shown, %.2f ms total   (D dispatch, F fusion; up/down keys step)",
                      trace.passes.size(), vis.size(), total);

  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("timeline", 7, flags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, 14);
  ImGui::TableSetupColumn("pass", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("stage");
  ImGui::TableSetupColumn("ms");
  ImGui::TableSetupColumn("chg");
  ImGui::TableSetupColumn("dec");
  ImGui::TableHeadersRow();

  const float row_h = ImGui::GetTextLineHeightWithSpacing();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(vis.size()));
  if (state->scroll_to_selection) {
    auto it = std::find(vis.begin(), vis.end(), selected);
    if (it != vis.end()) {
      float y = static_cast<float>(it - vis.begin()) * row_h;
      float top = ImGui::GetScrollY(), h = ImGui::GetWindowHeight() - 2 * row_h;
      if (y < top)
        ImGui::SetScrollY(y);
      else if (y > top + h)
        ImGui::SetScrollY(y - h);
    }
    state->scroll_to_selection = false;
  }
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      const int i = vis[r];
      const PassRecord& p = trace.passes[i];
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      char label[32];
      std::snprintf(label, sizeof(label), "%d##pass%d", i, i);
      if (ImGui::Selectable(label, i == selected, ImGuiSelectableFlags_SpanAllColumns)) actions->select_pass = i;
      ImGui::TableSetColumnIndex(1);
      switch (CategorizePass(p)) {
        case PassCategory::kDispatch:
          ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.2f, 1), "D");
          break;
        case PassCategory::kFusion:
          ImGui::TextColored(ImVec4(0.4f, 0.8f, 1.0f, 1), "F");
          break;
        case PassCategory::kOther:
          break;
      }
      ImGui::TableSetColumnIndex(2);
      if (p.changed)
        ImGui::TextUnformatted(p.name.c_str());
      else
        ImGui::TextDisabled("%s", p.name.c_str());
      ImGui::TableSetColumnIndex(3);
      ImGui::TextDisabled("%s", p.stage.c_str());
      ImGui::TableSetColumnIndex(4);
      ImGui::Text("%.2f", p.ms);
      ImGui::TableSetColumnIndex(5);
      if (p.changed) ImGui::TextColored(ImVec4(0.5f, 0.9f, 0.5f, 1), "yes");
      ImGui::TableSetColumnIndex(6);
      if (!p.decisions.empty()) ImGui::Text("%zu", p.decisions.size());
    }
  }
  ImGui::EndTable();
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
