#include "inspector/view/decisions_view.h"

#include <imgui.h>

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

}  // namespace

std::vector<int> VisibleDecisions(const PassRecord& pass, const DecisionsState& state) {
  std::vector<int> out;
  const std::string needle = Lower(state.filter);
  for (size_t i = 0; i < pass.decisions.size(); ++i) {
    if (needle.empty() || Lower(pass.decisions[i].text).find(needle) != std::string::npos) {
      out.push_back(static_cast<int>(i));
    }
  }
  return out;
}

void DrawDecisions(const PassTrace& trace, int pass, DecisionsState* state) {
  if (pass < 0 || pass >= static_cast<int>(trace.passes.size())) {
    ImGui::TextDisabled("no pass selected");
    return;
  }
  const PassRecord& p = trace.passes[pass];
  ImGui::Text("%s: %zu decision(s)", p.name.c_str(), p.decisions.size());
  if (p.decisions.empty()) {
    ImGui::TextDisabled("this pass recorded no decisions");
    return;
  }
  char buf[128];
  std::snprintf(buf, sizeof(buf), "%s", state->filter.c_str());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##decfilter", "filter decisions", buf, sizeof(buf))) state->filter = buf;

  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("decisions", 4, flags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("function/var");
  ImGui::TableSetupColumn("op");
  ImGui::TableSetupColumn("rule");
  ImGui::TableSetupColumn("reason", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableHeadersRow();
  std::vector<int> vis = VisibleDecisions(p, *state);
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(vis.size()));
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      const Decision& d = p.decisions[vis[r]];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (d.op.empty() && d.rule.empty()) {
        // A line of another shape: show it whole.
        ImGui::TableNextColumn();
        ImGui::TableNextColumn();
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", d.text.c_str());
        continue;
      }
      ImGui::Text("%s/%s", d.function.c_str(), d.var.empty() ? "<nested>" : d.var.c_str());
      ImGui::TableNextColumn();
      ImGui::TextColored(ImVec4(0.45f, 0.75f, 1.0f, 1), "%s", d.op.c_str());
      ImGui::TableNextColumn();
      ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.2f, 1), "%s", d.rule.c_str());
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", d.reason.c_str());
    }
  }
  ImGui::EndTable();
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
