// Layered layout invariants: no two boxes overlap, every edge points down,
// coordinates are deterministic, and crossings are removed where the
// barycenter heuristic can see them.
#include "inspector/model/layout.h"

#include <gtest/gtest.h>

#include "inspector/model/test_util.h"

namespace rlx {
namespace inspector {
namespace {

void ExpectValidLayout(const FunctionGraph& g, const GraphLayout& l) {
  ASSERT_EQ(l.boxes.size(), g.nodes.size());
  for (size_t i = 0; i < l.boxes.size(); ++i) {
    const NodeBox& a = l.boxes[i];
    EXPECT_GE(a.x, 0);
    EXPECT_GE(a.y, 0);
    EXPECT_LE(a.x + a.w, l.width + 1e-9);
    EXPECT_LE(a.y + a.h, l.height + 1e-9);
    for (size_t j = i + 1; j < l.boxes.size(); ++j) {
      const NodeBox& b = l.boxes[j];
      bool apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
      EXPECT_TRUE(apart) << g.nodes[i].name << " overlaps " << g.nodes[j].name;
    }
  }
  for (const GraphEdge& e : g.edges) {
    EXPECT_LT(l.boxes[e.from].layer, l.boxes[e.to].layer) << g.nodes[e.from].name << " -> " << g.nodes[e.to].name;
    EXPECT_LE(l.boxes[e.from].y + l.boxes[e.from].h, l.boxes[e.to].y);
  }
}

GraphNode Node(const std::string& name) {
  GraphNode n;
  n.name = name;
  n.op = "relax.add";
  return n;
}

TEST(LayoutTest, MlpLayoutIsValidAndDeterministic) {
  std::vector<FunctionGraph> graphs = ExtractGraphs(testing::ReadTestFile("testdata/models/mlp.py"));
  ASSERT_EQ(graphs.size(), 1u);
  GraphLayout l = LayoutGraph(graphs[0]);
  ExpectValidLayout(graphs[0], l);
  // x and w0 on top, then the chain of five bindings; each later parameter
  // sits just above its only use.
  EXPECT_EQ(l.layers, 6);
  for (size_t i = 0; i < graphs[0].nodes.size(); ++i) {
    if (graphs[0].nodes[i].name == "b1") EXPECT_EQ(l.boxes[i].layer, 4);
    if (graphs[0].nodes[i].name == "gv") EXPECT_EQ(l.boxes[i].layer, 5);
  }
  GraphLayout again = LayoutGraph(graphs[0]);
  for (size_t i = 0; i < l.boxes.size(); ++i) {
    EXPECT_EQ(l.boxes[i].x, again.boxes[i].x);
    EXPECT_EQ(l.boxes[i].y, again.boxes[i].y);
  }
}

TEST(LayoutTest, DiamondAndLongEdgesGoDown) {
  FunctionGraph g;
  for (const char* n : {"a", "b", "c", "d", "e"}) g.nodes.push_back(Node(n));
  g.nodes[0].kind = GraphNodeKind::kParam;
  g.edges = {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {0, 4}};
  GraphLayout l = LayoutGraph(g);
  ExpectValidLayout(g, l);
  EXPECT_EQ(l.boxes[0].layer, 0);
  EXPECT_EQ(l.boxes[1].layer, 1);
  EXPECT_EQ(l.boxes[2].layer, 1);
  EXPECT_EQ(l.boxes[3].layer, 2);
  EXPECT_EQ(l.boxes[4].layer, 3);
}

// Two chains whose inputs start in crossed order: ordering sweeps untangle
// them so each child sits on its parent's side.
TEST(LayoutTest, BarycenterOrderingRemovesACrossing) {
  FunctionGraph g;
  for (const char* n : {"p", "q", "from_q", "from_p"}) g.nodes.push_back(Node(n));
  g.edges = {{0, 3}, {1, 2}};
  g.nodes[0].kind = g.nodes[1].kind = GraphNodeKind::kParam;
  GraphLayout l = LayoutGraph(g);
  ExpectValidLayout(g, l);
  bool p_left = l.boxes[0].x < l.boxes[1].x;
  bool from_p_left = l.boxes[3].x < l.boxes[2].x;
  EXPECT_EQ(p_left, from_p_left);
}

TEST(LayoutTest, ParamsUsedLateSitAboveTheirFirstUse) {
  FunctionGraph g;
  for (const char* n : {"x", "w", "a", "b", "c"}) g.nodes.push_back(Node(n));
  g.nodes[0].kind = g.nodes[1].kind = GraphNodeKind::kParam;
  g.edges = {{0, 2}, {2, 3}, {3, 4}, {1, 4}};
  GraphLayout l = LayoutGraph(g);
  ExpectValidLayout(g, l);
  EXPECT_EQ(l.boxes[4].layer, 3);
  EXPECT_EQ(l.boxes[1].layer, 2);  // w is only used by c
}

TEST(LayoutTest, EmptyGraph) {
  GraphLayout l = LayoutGraph(FunctionGraph());
  EXPECT_TRUE(l.boxes.empty());
  EXPECT_EQ(l.layers, 0);
}

}  // namespace
}  // namespace inspector
}  // namespace rlx
