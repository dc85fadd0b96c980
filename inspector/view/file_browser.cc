#include "inspector/view/file_browser.h"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace rlx {
namespace inspector {
namespace view {
namespace {

std::string HumanSize(std::uintmax_t bytes) {
  char buf[32];
  if (bytes < 1024)
    std::snprintf(buf, sizeof(buf), "%ju B", bytes);
  else if (bytes < 1024 * 1024)
    std::snprintf(buf, sizeof(buf), "%.1f KiB", bytes / 1024.0);
  else
    std::snprintf(buf, sizeof(buf), "%.1f MiB", bytes / (1024.0 * 1024.0));
  return buf;
}

bool Pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); }

}  // namespace

void HandleBrowserKeys(FileBrowserState* state) {
  if (Pressed(ImGuiKey_Escape)) {
    state->open = false;
    return;
  }
  if (Pressed(ImGuiKey_DownArrow)) MoveSelection(state, 1);
  if (Pressed(ImGuiKey_UpArrow)) MoveSelection(state, -1);
  if (Pressed(ImGuiKey_PageDown)) MoveSelection(state, 10);
  if (Pressed(ImGuiKey_PageUp)) MoveSelection(state, -10);
  if (Pressed(ImGuiKey_Backspace)) BrowseUp(state);
  if (Pressed(ImGuiKey_Enter)) ActivateSelection(state);
}

void DrawFileBrowser(FileBrowserState* state) {
  if (!state->open) return;
  Refresh(state);
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowSize(ImVec2(560, 440), ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  if (state->focus) {
    ImGui::SetNextWindowFocus();
    state->focus = false;
  }
  if (!ImGui::Begin("Open file", &state->open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  if (ImGui::Button("up")) BrowseUp(state);
  ImGui::SameLine();
  // Typing a directory and pressing Enter goes there.
  char buf[1024];
  std::snprintf(buf, sizeof(buf), "%s", state->dir.c_str());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputText("##dir", buf, sizeof(buf), ImGuiInputTextFlags_EnterReturnsTrue)) BrowseTo(state, buf);

  int filter = static_cast<int>(state->filter);
  bool filter_changed = ImGui::RadioButton(".py and .json", &filter, 0);
  ImGui::SameLine();
  filter_changed |= ImGui::RadioButton("modules (.py)", &filter, 1);
  ImGui::SameLine();
  filter_changed |= ImGui::RadioButton("traces (.json)", &filter, 2);
  if (filter_changed) SetFilter(state, static_cast<FileFilter>(filter));
  if (!state->listing.error.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.45f, 1), "%s", state->listing.error.c_str());
  }

  const float footer = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
  ImGui::BeginChild("entries", ImVec2(0, -footer), true);
  const int n = static_cast<int>(state->listing.entries.size());
  int activate = -1;
  // Long directories stay cheap: only the visible rows are submitted, and
  // the selected one is scrolled to directly.
  if (state->scroll_to_selection && state->selected >= 0) {
    ImGui::SetScrollY(state->selected * ImGui::GetTextLineHeightWithSpacing() - ImGui::GetWindowHeight() * 0.5f);
  }
  state->scroll_to_selection = false;
  ImGuiListClipper clipper;
  clipper.Begin(n);
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const DirEntry& e = state->listing.entries[i];
      ImGui::PushID(i);
      const std::string label = e.is_dir ? e.name + "/" : e.name;
      if (e.is_dir) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.75f, 1.0f, 1));
      if (ImGui::Selectable(label.c_str(), state->selected == i, ImGuiSelectableFlags_AllowDoubleClick)) {
        state->selected = i;
        if (ImGui::IsMouseDoubleClicked(0)) activate = i;
      }
      if (e.is_dir) ImGui::PopStyleColor();
      if (!e.is_dir) {
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - 90);
        ImGui::TextDisabled("%s", HumanSize(e.size).c_str());
      }
      ImGui::PopID();
    }
  }
  ImGui::EndChild();
  if (activate >= 0) ActivateSelection(state);

  const bool has_file = state->selected >= 0 && state->selected < n && !state->listing.entries[state->selected].is_dir;
  if (ImGui::Button(has_file ? "open" : "enter") && state->selected >= 0) ActivateSelection(state);
  ImGui::SameLine();
  if (ImGui::Button("cancel")) state->open = false;
  ImGui::SameLine();
  ImGui::TextDisabled("%d entries   Enter open  Backspace up  Esc close", n);
  ImGui::End();
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
