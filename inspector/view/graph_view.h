// Dataflow graph panel: the selected snapshot's Relax functions, laid out by
// LayoutGraph and drawn with ImDrawList. Drag to pan, wheel to zoom; node
// labels are dropped when zoomed far out (level of detail) and boxes outside
// the view are culled. Dispatched, fused and composite calls are marked;
// clicking a node shows its struct info and line.
#ifndef RLX_INSPECTOR_VIEW_GRAPH_VIEW_H_
#define RLX_INSPECTOR_VIEW_GRAPH_VIEW_H_

#include <imgui.h>

#include <string>
#include <vector>

#include "inspector/model/graph.h"
#include "inspector/model/layout.h"
#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {
namespace view {

struct GraphViewState {
  int function = 0;
  int selected_node = -1;
  float zoom = 1.0f;
  float pan_x = 20, pan_y = 20;  // screen offset of the layout origin
  // Recomputed only when the pass changes.
  int cached_pass = -2;
  const PassTrace* cached_trace = nullptr;
  std::vector<FunctionGraph> graphs;
  std::vector<GraphLayout> layouts;
  std::vector<std::string> lines;  // the snapshot's text, for a node's line
  std::string error;               // why the snapshot has no graph (did not parse)
  // Where the canvas was drawn last frame (screen space), for hit tests.
  float canvas_x = 0, canvas_y = 0;
  // Fit the graph into the canvas on the next draw (new pass or function).
  bool fit_pending = true;
};

// Chooses zoom and pan so that a layout of `width` x `height` fits a canvas
// of `canvas_w` x `canvas_h` with a margin, never zooming in past 100%.
void FitToView(GraphViewState* state, double width, double height, float canvas_w, float canvas_h);

// Extracts and lays out the graphs of the module after `pass` (-1: input).
// Keeps the shown function by name when the new snapshot still has it,
// otherwise shows "main" if present.
void UpdateGraph(const PassTrace& trace, int pass, GraphViewState* state);

// Zooms by `factor` about the screen-space point (x, y) relative to the
// canvas, keeping the layout point under it fixed. Zoom is clamped.
void ZoomAt(GraphViewState* state, float factor, float x, float y);

// The screen position of layout point (x, y) in the last drawn canvas.
ImVec2 LayoutToScreen(const GraphViewState& state, double x, double y);

// Clips the segment a-b to the rows y0..y1 (screen space), so that a long
// edge costs only its visible part; returns false if none of it is visible.
// Afterwards a is the upper end.
bool ClipToRows(ImVec2* a, ImVec2* b, float y0, float y1);

void DrawGraph(const PassTrace& trace, int pass, GraphViewState* state);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_GRAPH_VIEW_H_
