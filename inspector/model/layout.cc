#include "inspector/model/layout.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace rlx {
namespace inspector {

std::string NodeLabel(const GraphNode& n) {
  if (n.kind != GraphNodeKind::kBinding) return n.name;
  const std::string& what = n.callee.empty() ? n.op : n.callee;
  return what.empty() ? n.name : n.name + " = " + what;
}

namespace {

struct Work {
  std::vector<std::vector<int>> preds, succs;
  std::vector<std::vector<int>> layers;  // node ids per layer, in order
  std::vector<double> center;            // x center per node
  std::vector<double> width;
};

// Packs one layer left to right in its current order; records centers.
void Pack(const std::vector<int>& layer, const LayoutOptions& o, Work* w) {
  double x = 0;
  for (int v : layer) {
    w->center[v] = x + w->width[v] / 2;
    x += w->width[v] + o.node_gap;
  }
}

// Reorders `layer` by the mean x of each node's neighbours; nodes with no
// neighbours keep their current x, so they stay where they were.
void Reorder(std::vector<int>* layer, const std::vector<std::vector<int>>& nbrs, const LayoutOptions& o, Work* w) {
  std::vector<std::pair<double, int>> keyed;
  keyed.reserve(layer->size());
  for (int v : *layer) {
    double sum = 0;
    for (int u : nbrs[v]) sum += w->center[u];
    keyed.emplace_back(nbrs[v].empty() ? w->center[v] : sum / nbrs[v].size(), v);
  }
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const std::pair<double, int>& a, const std::pair<double, int>& b) { return a.first < b.first; });
  for (size_t i = 0; i < keyed.size(); ++i) (*layer)[i] = keyed[i].second;
  Pack(*layer, o, w);
}

}  // namespace

GraphLayout LayoutGraph(const FunctionGraph& g, const LayoutOptions& o) {
  const int n = static_cast<int>(g.nodes.size());
  GraphLayout out;
  out.boxes.resize(n);
  if (n == 0) return out;
  Work w;
  w.preds.resize(n);
  w.succs.resize(n);
  for (const GraphEdge& e : g.edges) {
    w.preds[e.to].push_back(e.from);
    w.succs[e.from].push_back(e.to);
  }

  // Longest-path layering in a topological order (Kahn's algorithm); the
  // layers do not depend on which topological order is used.
  std::vector<int> indegree(n), order;
  order.reserve(n);
  for (int v = 0; v < n; ++v) {
    indegree[v] = static_cast<int>(w.preds[v].size());
    if (indegree[v] == 0) order.push_back(v);
  }
  std::vector<int> layer(n, 0);
  for (size_t i = 0; i < order.size(); ++i) {
    int v = order[i];
    for (int s : w.succs[v]) {
      layer[s] = std::max(layer[s], layer[v] + 1);
      if (--indegree[s] == 0) order.push_back(s);
    }
  }
  // Dataflow graphs are acyclic; a malformed one still gets a layout.
  for (int v = 0; v < n; ++v) {
    if (indegree[v] > 0) layer[v] = 0;
  }
  // Sources (params, constants) sit just above their first use rather than
  // all at the top, which keeps edges short in long chains.
  for (int v = 0; v < n; ++v) {
    if (!w.preds[v].empty() || w.succs[v].empty()) continue;
    int first = std::numeric_limits<int>::max();
    for (int s : w.succs[v]) first = std::min(first, layer[s]);
    layer[v] = std::max(0, first - 1);
  }
  int num_layers = *std::max_element(layer.begin(), layer.end()) + 1;
  w.layers.resize(num_layers);
  for (int v = 0; v < n; ++v) w.layers[layer[v]].push_back(v);

  w.width.resize(n);
  w.center.resize(n);
  for (int v = 0; v < n; ++v) {
    double lw = static_cast<double>(NodeLabel(g.nodes[v]).size()) * o.char_width + 12;
    w.width[v] = std::min(o.max_width, std::max(o.min_width, lw));
  }
  for (const auto& l : w.layers) Pack(l, o, &w);
  for (int sweep = 0; sweep < o.sweeps; ++sweep) {
    for (int l = 1; l < num_layers; ++l) Reorder(&w.layers[l], w.preds, o, &w);
    for (int l = num_layers - 2; l >= 0; --l) Reorder(&w.layers[l], w.succs, o, &w);
  }

  // Placement: each node wants to sit under the mean of its inputs; nodes
  // are then pushed right just enough not to overlap their left neighbour.
  for (int l = 0; l < num_layers; ++l) {
    double min_left = -std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < w.layers[l].size(); ++i) {
      int v = w.layers[l][i];
      double want = w.center[v] - w.width[v] / 2;
      if (!w.preds[v].empty()) {
        double sum = 0;
        for (int u : w.preds[v]) sum += w.center[u];
        want = sum / w.preds[v].size() - w.width[v] / 2;
      }
      double x = std::max(want, min_left);
      w.center[v] = x + w.width[v] / 2;
      min_left = x + w.width[v] + o.node_gap;
      NodeBox& b = out.boxes[v];
      b.x = x;
      b.y = l * (o.node_height + o.layer_gap);
      b.w = w.width[v];
      b.h = o.node_height;
      b.layer = l;
      b.order = static_cast<int>(i);
    }
  }
  double min_x = std::numeric_limits<double>::infinity(), max_x = 0;
  for (const NodeBox& b : out.boxes) min_x = std::min(min_x, b.x);
  for (NodeBox& b : out.boxes) {
    b.x -= min_x;
    max_x = std::max(max_x, b.x + b.w);
  }
  out.layers = num_layers;
  out.width = max_x;
  out.height = num_layers * o.node_height + (num_layers - 1) * o.layer_gap;
  return out;
}

}  // namespace inspector
}  // namespace rlx
