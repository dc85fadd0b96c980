#include "inspector/view/graph_view.h"

#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <exception>
#include <unordered_set>

#include "inspector/model/diff.h"

namespace rlx {
namespace inspector {
namespace view {

ImVec2 LayoutToScreen(const GraphViewState& state, double x, double y) {
  return ImVec2(state.canvas_x + state.pan_x + static_cast<float>(x) * state.zoom,
                state.canvas_y + state.pan_y + static_cast<float>(y) * state.zoom);
}

bool ClipToRows(ImVec2* a, ImVec2* b, float y0, float y1) {
  if (a->y > b->y) std::swap(*a, *b);
  if (b->y < y0 || a->y > y1) return false;
  const float dy = b->y - a->y;
  if (dy <= 0) return true;
  const ImVec2 a0 = *a, b0 = *b;
  if (a0.y < y0) *a = ImVec2(a0.x + (b0.x - a0.x) * (y0 - a0.y) / dy, y0);
  if (b0.y > y1) *b = ImVec2(a0.x + (b0.x - a0.x) * (y1 - a0.y) / dy, y1);
  return true;
}

void UpdateGraph(const PassTrace& trace, int pass, GraphViewState* state) {
  if (state->cached_pass == pass && state->cached_trace == &trace) return;
  state->cached_pass = pass;
  state->cached_trace = &trace;
  std::string shown;
  if (state->function < static_cast<int>(state->graphs.size())) shown = state->graphs[state->function].function;
  state->graphs.clear();
  state->layouts.clear();
  state->error.clear();
  state->selected_node = -1;
  const bool valid = pass >= 0 && pass < static_cast<int>(trace.passes.size());
  const std::string& text = valid ? trace.passes[pass].after : trace.input;
  std::vector<Decision> decisions;
  if (valid) decisions = trace.passes[pass].decisions;
  state->lines = SplitLines(text);
  try {
    state->graphs = ExtractGraphs(text, decisions);
  } catch (const std::exception& e) {
    state->error = e.what();
  }
  for (const FunctionGraph& g : state->graphs) state->layouts.push_back(LayoutGraph(g));
  state->function = 0;
  for (const std::string& want : {shown, std::string("main")}) {
    auto it = std::find_if(state->graphs.begin(), state->graphs.end(),
                           [&want](const FunctionGraph& g) { return g.function == want; });
    if (!want.empty() && it != state->graphs.end()) {
      state->function = static_cast<int>(it - state->graphs.begin());
      break;
    }
  }
  state->fit_pending = true;
}

void FitToView(GraphViewState* state, double width, double height, float canvas_w, float canvas_h) {
  const float margin = 20;
  const float zx = (canvas_w - 2 * margin) / static_cast<float>(std::max(width, 1.0));
  const float zy = (canvas_h - 2 * margin) / static_cast<float>(std::max(height, 1.0));
  state->zoom = std::max(0.05f, std::min({zx, zy, 1.0f}));
  // Centre horizontally; start at the top (inputs are there).
  state->pan_x = std::max(margin, (canvas_w - static_cast<float>(width) * state->zoom) / 2);
  state->pan_y = margin;
}

void ZoomAt(GraphViewState* state, float factor, float x, float y) {
  const float z = std::max(0.05f, std::min(state->zoom * factor, 4.0f));
  // Layout point under (x, y) before: (x - pan) / zoom; keep it there.
  state->pan_x = x - (x - state->pan_x) * (z / state->zoom);
  state->pan_y = y - (y - state->pan_y) * (z / state->zoom);
  state->zoom = z;
}

void DrawGraph(const PassTrace& trace, int pass, GraphViewState* state) {
  UpdateGraph(trace, pass, state);
  if (!state->error.empty()) {
    ImGui::TextWrapped("no graph for this snapshot: %s", state->error.c_str());
    return;
  }
  if (state->graphs.empty()) {
    ImGui::TextDisabled("no Relax functions in this snapshot");
    return;
  }
  const char* preview = state->graphs[state->function].function.c_str();
  ImGui::SetNextItemWidth(200);
  if (ImGui::BeginCombo("function", preview)) {
    for (size_t i = 0; i < state->graphs.size(); ++i) {
      if (ImGui::Selectable(state->graphs[i].function.c_str(), static_cast<int>(i) == state->function)) {
        state->function = static_cast<int>(i);
        state->selected_node = -1;
        state->fit_pending = true;
      }
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::TextDisabled("zoom %.0f%%  (drag: pan, wheel: zoom)", state->zoom * 100);
  ImGui::SameLine();
  if (ImGui::SmallButton("fit")) state->fit_pending = true;

  const FunctionGraph& g = state->graphs[state->function];
  const GraphLayout& lay = state->layouts[state->function];
  if (state->selected_node >= 0 && state->selected_node < static_cast<int>(g.nodes.size())) {
    const GraphNode& n = g.nodes[state->selected_node];
    ImGui::Text("%s = %s%s%s  line %d", n.name.c_str(), n.op.c_str(), n.callee.empty() ? "" : " ", n.callee.c_str(),
                n.line);
    ImGui::TextWrapped("%s", n.struct_info.c_str());
    if (n.line > 0 && n.line <= static_cast<int>(state->lines.size())) {
      ImGui::TextDisabled("%d:", n.line);
      ImGui::SameLine();
      ImGui::TextUnformatted(state->lines[n.line - 1].c_str());
    }
  } else {
    ImGui::TextDisabled("%zu nodes, %zu edges, %d layers; click a node for details", g.nodes.size(), g.edges.size(),
                        lay.layers);
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(1.0f, 0.67f, 0.16f, 1), "[dispatched]");
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(0.45f, 0.7f, 0.95f, 1), "[fused call]");
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(0.75f, 0.55f, 0.85f, 1), "[composite call]");
  }

  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImVec2 size = ImGui::GetContentRegionAvail();
  size.x = std::max(size.x, 50.0f);
  size.y = std::max(size.y, 50.0f);
  if (state->fit_pending) {
    FitToView(state, lay.width, lay.height, size.x, size.y);
    state->fit_pending = false;
  }
  ImGui::InvisibleButton("canvas", size, ImGuiButtonFlags_MouseButtonLeft);
  const bool hovered = ImGui::IsItemHovered();
  ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 2.0f)) {
    state->pan_x += io.MouseDelta.x;
    state->pan_y += io.MouseDelta.y;
  }
  if (hovered && io.MouseWheel != 0) {
    ZoomAt(state, io.MouseWheel > 0 ? 1.15f : 1 / 1.15f, io.MousePos.x - origin.x, io.MousePos.y - origin.y);
  }

  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 clip_max(origin.x + size.x, origin.y + size.y);
  dl->PushClipRect(origin, clip_max, true);
  // Zoomed out, anti-aliasing thousands of hairlines costs more than it shows.
  const ImDrawListFlags saved_flags = dl->Flags;
  if (state->zoom < 0.4f) dl->Flags &= ~(ImDrawListFlags_AntiAliasedLines | ImDrawListFlags_AntiAliasedFill);
  dl->AddRectFilled(origin, clip_max, IM_COL32(24, 26, 32, 255));
  const float z = state->zoom;
  state->canvas_x = origin.x;
  state->canvas_y = origin.y;
  auto to_screen = [&](double x, double y) { return LayoutToScreen(*state, x, y); };
  std::unordered_set<uint64_t> drawn;
  for (const GraphEdge& e : g.edges) {
    const NodeBox& a = lay.boxes[e.from];
    const NodeBox& b = lay.boxes[e.to];
    ImVec2 p0 = to_screen(a.x + a.w / 2, a.y + a.h);
    ImVec2 p1 = to_screen(b.x + b.w / 2, b.y);
    if (!ClipToRows(&p0, &p1, origin.y - 2, clip_max.y + 2)) continue;
    // Many edges from one value (a weight used by every layer) clip to the
    // same on-screen segment; drawing it once keeps large graphs interactive.
    auto q = [](float v) { return static_cast<uint64_t>(static_cast<uint16_t>(static_cast<int>(v) + 16384)); };
    if (!drawn.insert(q(p0.x) | q(p0.y) << 16 | q(p1.x) << 32 | q(p1.y) << 48).second) continue;
    dl->AddLine(p0, p1, IM_COL32(120, 130, 150, 200), 1.0f);
  }
  // Level of detail: text is unreadable below ~40%, so skip it there.
  const bool labels = z >= 0.4f;
  int clicked = -1;
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const GraphNode& n = g.nodes[i];
    const NodeBox& b = lay.boxes[i];
    ImVec2 p0 = to_screen(b.x, b.y), p1 = to_screen(b.x + b.w, b.y + b.h);
    if (p1.x < origin.x || p0.x > clip_max.x || p1.y < origin.y || p0.y > clip_max.y) continue;
    ImU32 fill = IM_COL32(52, 60, 78, 255);
    if (n.kind == GraphNodeKind::kParam)
      fill = IM_COL32(40, 70, 50, 255);
    else if (n.kind == GraphNodeKind::kConstant)
      fill = IM_COL32(60, 60, 60, 255);
    else if (n.calls_composite)
      fill = IM_COL32(90, 60, 100, 255);
    else if (n.calls_fused)
      fill = IM_COL32(40, 75, 100, 255);
    dl->AddRectFilled(p0, p1, fill, 3 * z);
    ImU32 border = IM_COL32(140, 150, 170, 255);
    float thick = 1;
    if (n.dispatched) {
      border = IM_COL32(255, 170, 40, 255);
      thick = 2.5f;
    }
    if (static_cast<int>(i) == state->selected_node) {
      border = IM_COL32(255, 255, 255, 255);
      thick = 2.5f;
    }
    dl->AddRect(p0, p1, border, 3 * z, 0, thick);
    if (labels) {
      std::string label = NodeLabel(n);
      dl->PushClipRect(p0, p1, true);
      dl->AddText(ImVec2(p0.x + 4 * z, p0.y + 3 * z), IM_COL32(230, 230, 230, 255), label.c_str());
      dl->PopClipRect();
    }
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && io.MousePos.x >= p0.x && io.MousePos.x <= p1.x &&
        io.MousePos.y >= p0.y && io.MousePos.y <= p1.y) {
      clicked = static_cast<int>(i);
    }
  }
  dl->Flags = saved_flags;
  dl->PopClipRect();
  if (clicked >= 0) state->selected_node = clicked;
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
