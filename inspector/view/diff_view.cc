#include "inspector/view/diff_view.h"

#include <imgui.h>

#include "inspector/view/script_tokens.h"

namespace rlx {
namespace inspector {
namespace view {
namespace {

ImVec4 TokenColor(TokenKind k) {
  switch (k) {
    case TokenKind::kKeyword:
      return ImVec4(0.80f, 0.55f, 0.95f, 1);
    case TokenKind::kBuiltin:
      return ImVec4(0.45f, 0.75f, 1.00f, 1);
    case TokenKind::kString:
      return ImVec4(0.85f, 0.75f, 0.45f, 1);
    case TokenKind::kNumber:
      return ImVec4(0.70f, 0.90f, 0.60f, 1);
    case TokenKind::kComment:
      return ImVec4(0.50f, 0.55f, 0.50f, 1);
    case TokenKind::kDecorator:
      return ImVec4(0.95f, 0.60f, 0.40f, 1);
    case TokenKind::kPlain:
      break;
  }
  return ImGui::GetStyleColorVec4(ImGuiCol_Text);
}

void DrawScriptLine(const std::string& line) {
  if (line.empty()) {
    ImGui::TextUnformatted("");
    return;
  }
  bool first = true;
  for (const Token& t : TokenizeScriptLine(line)) {
    if (!first) ImGui::SameLine(0, 0);
    first = false;
    ImGui::PushStyleColor(ImGuiCol_Text, TokenColor(t.kind));
    ImGui::TextUnformatted(line.data() + t.begin, line.data() + t.end);
    ImGui::PopStyleColor();
  }
}

void DrawSide(const std::vector<std::string>& lines, int line_no, ImU32 bg) {
  ImGui::TableNextColumn();
  if (bg) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, bg);
  if (line_no > 0) ImGui::TextDisabled("%d", line_no);
  ImGui::TableNextColumn();
  if (bg) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, bg);
  if (line_no > 0 && line_no <= static_cast<int>(lines.size())) DrawScriptLine(lines[line_no - 1]);
}

}  // namespace

void UpdateDiff(const PassTrace& trace, int pass, DiffViewState* state) {
  if (state->cached_pass == pass && state->cached_trace == &trace) return;
  state->cached_pass = pass;
  state->cached_trace = &trace;
  state->shown_rows.clear();
  if (pass < 0 || pass >= static_cast<int>(trace.passes.size())) {
    state->before.clear();
    state->after.clear();
    state->diff = LineDiff();
    return;
  }
  state->before = SplitLines(trace.Before(pass));
  state->after = SplitLines(trace.passes[pass].after);
  state->diff = DiffLines(state->before, state->after);
  for (size_t h = 0; h < state->diff.hunks.size(); ++h) {
    if (h > 0) state->shown_rows.push_back(-1);
    for (size_t r = state->diff.hunks[h].row_begin; r < state->diff.hunks[h].row_end; ++r) {
      state->shown_rows.push_back(static_cast<int>(r));
    }
  }
  state->scroll_to_first_change = 2;
}

void DrawDiff(const PassTrace& trace, int pass, DiffViewState* state) {
  UpdateDiff(trace, pass, state);
  if (pass < 0 || pass >= static_cast<int>(trace.passes.size())) {
    ImGui::TextDisabled("no pass selected");
    return;
  }
  const PassRecord& p = trace.passes[pass];
  ImGui::Text("%s", p.name.c_str());
  ImGui::SameLine();
  if (state->diff.identical()) {
    ImGui::TextDisabled("(unchanged)");
  } else {
    ImGui::TextColored(ImVec4(0.5f, 0.9f, 0.5f, 1), "+%d", state->diff.added);
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(0.95f, 0.5f, 0.5f, 1), "-%d", state->diff.deleted);
  }
  ImGui::SameLine();
  ImGui::Checkbox("hunks only", &state->hunks_only);

  const ImU32 kAdded = IM_COL32(40, 90, 40, 200), kDeleted = IM_COL32(110, 40, 40, 200),
              kChanged = IM_COL32(100, 90, 30, 200);
  const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX | ImGuiTableFlags_BordersInnerV |
                                ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_Resizable;
  if (!ImGui::BeginTable("diff", 4, flags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn("before", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn("after", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableHeadersRow();

  const bool hunks = state->hunks_only;
  const int count = hunks ? static_cast<int>(state->shown_rows.size()) : static_cast<int>(state->diff.rows.size());
  if (state->scroll_to_first_change > 0) {
    // Hunks start with up to 3 context rows, so the change shows a few rows down.
    size_t first = hunks || state->diff.hunks.empty() ? 0 : state->diff.hunks[0].row_begin;
    ImGui::SetScrollY(static_cast<float>(first) * ImGui::GetTextLineHeightWithSpacing());
    --state->scroll_to_first_change;
  }
  ImGuiListClipper clipper;
  clipper.Begin(count);
  while (clipper.Step()) {
    for (int k = clipper.DisplayStart; k < clipper.DisplayEnd; ++k) {
      const int r = hunks ? state->shown_rows[k] : k;
      ImGui::TableNextRow();
      if (r < 0) {
        ImGui::TableNextColumn();
        ImGui::TextDisabled("...");
        ImGui::TableNextColumn();
        ImGui::TableNextColumn();
        ImGui::TableNextColumn();
        continue;
      }
      const DiffRow& row = state->diff.rows[r];
      ImU32 left_bg = 0, right_bg = 0;
      switch (row.kind) {
        case RowKind::kEqual:
          break;
        case RowKind::kChanged:
          left_bg = right_bg = kChanged;
          break;
        case RowKind::kDeleted:
          left_bg = kDeleted;
          break;
        case RowKind::kAdded:
          right_bg = kAdded;
          break;
      }
      DrawSide(state->before, row.left, left_bg);
      DrawSide(state->after, row.right, right_bg);
    }
  }
  ImGui::EndTable();
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
