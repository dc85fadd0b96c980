// A layered (Sugiyama-style) layout of a function's dataflow graph: layers
// by longest path from the inputs, sources pulled down next to their first
// use, barycenter ordering sweeps, then left-to-right placement that never
// overlaps. Edges always point to a lower layer. Deterministic: the same
// graph always gets the same coordinates. Linear in nodes + edges per sweep,
// and long edges get no dummy nodes, so 10,000-binding functions lay out
// quickly.
#ifndef RLX_INSPECTOR_MODEL_LAYOUT_H_
#define RLX_INSPECTOR_MODEL_LAYOUT_H_

#include <vector>

#include "inspector/model/graph.h"

namespace rlx {
namespace inspector {

struct LayoutOptions {
  double char_width = 7;  // label width per character
  double min_width = 48;
  double max_width = 320;
  double node_height = 22;
  double layer_gap = 36;  // vertical space between layers
  double node_gap = 16;   // horizontal space between nodes in a layer
  int sweeps = 4;         // down+up barycenter sweep pairs
};

struct NodeBox {
  double x = 0, y = 0, w = 0, h = 0;  // top-left corner and size
  int layer = 0;
  int order = 0;  // position within the layer
};

struct GraphLayout {
  std::vector<NodeBox> boxes;  // one per graph node
  int layers = 0;
  double width = 0, height = 0;
};

// The label a node's width is measured for: "name = op" or "name".
std::string NodeLabel(const GraphNode& n);

GraphLayout LayoutGraph(const FunctionGraph& g, const LayoutOptions& options = LayoutOptions());

}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_MODEL_LAYOUT_H_
