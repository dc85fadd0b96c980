#include "inspector/view/search_view.h"

#include <imgui.h>

#include <cstdio>

namespace rlx {
namespace inspector {
namespace view {

void UpdateSearch(const SearchIndex& index, SearchState* state) {
  if (state->query == state->hits_query) return;
  state->hits_query = state->query;
  state->hits.clear();
  if (!state->query.empty()) state->hits = index.Find(state->query, 500);
}

int HitPass(const SearchHit& hit) { return hit.pass < 0 ? 0 : hit.pass; }

void DrawSearch(const SearchIndex& index, SearchState* state, Actions* actions) {
  char buf[128];
  std::snprintf(buf, sizeof(buf), "%s", state->query.c_str());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##search", "search passes, functions, bindings, ops", buf, sizeof(buf))) {
    state->query = buf;
  }
  UpdateSearch(index, state);
  if (state->query.empty()) return;
  ImGui::TextDisabled("%zu hit(s)", state->hits.size());
  const float h = ImGui::GetTextLineHeightWithSpacing() * 6;
  if (!ImGui::BeginChild("hits", ImVec2(0, h), true)) {
    ImGui::EndChild();
    return;
  }
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(state->hits.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const SearchHit& hit = state->hits[i];
      char label[256];
      if (hit.kind == HitKind::kPass) {
        std::snprintf(label, sizeof(label), "pass %d  %s##hit%d", hit.pass, hit.text.c_str(), i);
      } else {
        std::snprintf(label, sizeof(label), "%-8s %s  (%s:%d after #%d)##hit%d", HitKindName(hit.kind),
                      hit.text.c_str(), hit.function.c_str(), hit.line, hit.pass, i);
      }
      if (ImGui::Selectable(label)) actions->select_pass = HitPass(hit);
    }
  }
  ImGui::EndChild();
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
