// Dataflow graphs extracted from real modules and from pass snapshots.
#include "inspector/model/graph.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "inspector/model/diff.h"
#include "inspector/model/test_util.h"
#include "inspector/model/trace_job.h"

namespace rlx {
namespace inspector {
namespace {

int NodeNamed(const FunctionGraph& g, const std::string& name) {
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    if (g.nodes[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

bool HasEdge(const FunctionGraph& g, const std::string& from, const std::string& to) {
  int a = NodeNamed(g, from), b = NodeNamed(g, to);
  return std::any_of(g.edges.begin(), g.edges.end(), [&](const GraphEdge& e) { return e.from == a && e.to == b; });
}

TEST(GraphTest, MlpHasParamsBindingsAndUseEdges) {
  std::string text = testing::ReadTestFile("testdata/models/mlp.py");
  std::vector<FunctionGraph> graphs = ExtractGraphs(text);
  ASSERT_EQ(graphs.size(), 1u);
  const FunctionGraph& g = graphs[0];
  EXPECT_EQ(g.function, "main");
  // 5 parameters + 5 bindings; matmul(2) + add(2) + relu(1) + matmul(2) + add(2) uses.
  ASSERT_EQ(g.nodes.size(), 10u);
  EXPECT_EQ(g.edges.size(), 9u);
  EXPECT_TRUE(HasEdge(g, "x", "lv"));
  EXPECT_TRUE(HasEdge(g, "w0", "lv"));
  EXPECT_TRUE(HasEdge(g, "lv", "lv1"));
  EXPECT_TRUE(HasEdge(g, "b1", "gv"));
  EXPECT_FALSE(HasEdge(g, "x", "gv"));

  const GraphNode& x = g.nodes[NodeNamed(g, "x")];
  EXPECT_EQ(x.kind, GraphNodeKind::kParam);
  EXPECT_EQ(x.struct_info, "R.Tensor((n, 784), dtype=\"float32\")");
  const GraphNode& lv2 = g.nodes[NodeNamed(g, "lv2")];
  EXPECT_EQ(lv2.kind, GraphNodeKind::kBinding);
  EXPECT_EQ(lv2.op, "relax.nn.relu");
  EXPECT_EQ(lv2.struct_info, "R.Tensor((n, 128), dtype=\"float32\")");
  // The line is where the binding is printed.
  std::vector<std::string> lines = SplitLines(text);
  ASSERT_GT(lv2.line, 0);
  EXPECT_NE(lines[lv2.line - 1].find("lv2: R.Tensor"), std::string::npos) << lines[lv2.line - 1];
  EXPECT_NE(lines[g.line - 1].find("def main("), std::string::npos);
  EXPECT_TRUE(g.nodes[NodeNamed(g, "gv")].output);
  EXPECT_FALSE(lv2.output);
}

TEST(GraphTest, ConstantsAreNodesOfTheirOwn) {
  std::vector<FunctionGraph> graphs = ExtractGraphs(std::string(
      "# from tvm.script import ir as I\n# from tvm.script import relax as R\n\n@I.ir_module\nclass Module:\n"
      "    @R.function\n"
      "    def f(x: R.Tensor((2,), dtype=\"float32\")) -> R.Tensor((2,), dtype=\"float32\"):\n"
      "        a: R.Tensor((2,), dtype=\"float32\") = R.add(x, R.const(1.0, \"float32\"))\n"
      "        b: R.Tuple(R.Tensor((2,), dtype=\"float32\"), R.Tensor((2,), dtype=\"float32\")) = (a, x)\n"
      "        c: R.Tensor((2,), dtype=\"float32\") = b[1]\n"
      "        return c\n"));
  ASSERT_EQ(graphs.size(), 1u);
  const FunctionGraph& g = graphs[0];
  ASSERT_EQ(g.nodes.size(), 5u);  // x, a, const, b, c
  EXPECT_EQ(g.edges.size(), 5u);  // x->a, const->a, a->b, x->b, b->c
  int c = -1;
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    if (g.nodes[i].kind == GraphNodeKind::kConstant) c = static_cast<int>(i);
  }
  ASSERT_GE(c, 0);
  EXPECT_TRUE(HasEdge(g, "b", "c"));
  EXPECT_EQ(g.nodes[NodeNamed(g, "b")].op, "tuple");
  EXPECT_EQ(g.nodes[NodeNamed(g, "c")].op, "get_item[1]");
  EXPECT_EQ(g.nodes[c].line, 8);
}

// After dispatch and legalization the graph shows call_tir nodes and the
// bindings dispatch rewrote.
TEST(GraphTest, SnapshotsMarkCallTirAndDispatchedBindings) {
  RunRequest r;
  r.module_text = testing::ReadTestFile("testdata/models/sampling_head.py");
  r.target = "llvm";
  r.passes = "DispatchSampling,DispatchSortScan,LegalizeOps";
  PassTrace t = RunTrace(r);
  ASSERT_EQ(t.passes.size(), 3u);

  std::vector<FunctionGraph> dispatched = ExtractGraphs(t.passes[1].after, t.passes[1].decisions);
  ASSERT_EQ(dispatched.size(), 1u);  // PrimFuncs get no graph
  const FunctionGraph& main = dispatched[0];
  ASSERT_EQ(main.function, "main");
  int sorted = NodeNamed(main, "sorted_probs");
  ASSERT_GE(sorted, 0);
  EXPECT_TRUE(main.nodes[sorted].dispatched);
  EXPECT_TRUE(main.nodes[NodeNamed(main, "order")].dispatched);
  EXPECT_FALSE(main.nodes[NodeNamed(main, "probs")].dispatched);

  std::vector<FunctionGraph> legal = ExtractGraphs(t.passes[2].after, {});
  ASSERT_EQ(legal.size(), 1u);
  const GraphNode& probs = legal[0].nodes[NodeNamed(legal[0], "probs")];
  EXPECT_TRUE(probs.call_tir);
  EXPECT_EQ(probs.op, "relax.call_tir");
  EXPECT_EQ(probs.callee, "softmax");
  EXPECT_TRUE(HasEdge(legal[0], "logits", "probs"));
  EXPECT_TRUE(HasEdge(legal[0], "probs", "sorted_probs"));
}

// After FuseOps the main function calls fused functions, which are graphs
// of call_tir nodes themselves.
TEST(GraphTest, FusedCallsAreMarked) {
  RunRequest r;
  r.module_text = testing::ReadTestFile("testdata/models/mlp.py");
  r.target = "llvm";
  r.passes = "LegalizeOps,AnnotateTIROpPattern,FuseOps";
  PassTrace t = RunTrace(r);
  ASSERT_EQ(t.passes.size(), 3u);
  ASSERT_TRUE(t.passes[2].changed);
  std::vector<FunctionGraph> graphs = ExtractGraphs(t.passes[2].after);
  ASSERT_EQ(graphs.size(), 3u);  // two fused functions and main
  const FunctionGraph& main = graphs[2];
  ASSERT_EQ(main.function, "main");
  ASSERT_EQ(main.nodes.size(), 7u);  // 5 params, lv2, gv
  EXPECT_EQ(main.edges.size(), 6u);
  const GraphNode& lv2 = main.nodes[NodeNamed(main, "lv2")];
  EXPECT_TRUE(lv2.calls_fused);
  EXPECT_FALSE(lv2.call_tir);
  EXPECT_FALSE(lv2.calls_composite);
  EXPECT_EQ(lv2.op, "call");
  EXPECT_EQ(lv2.callee, "fused_matmul_add_relu");
  for (int i = 0; i < 2; ++i) {
    SCOPED_TRACE(graphs[i].function);
    EXPECT_EQ(graphs[i].function.rfind("fused_", 0), 0u);
    EXPECT_TRUE(
        std::any_of(graphs[i].nodes.begin(), graphs[i].nodes.end(), [](const GraphNode& n) { return n.call_tir; }));
  }
}

TEST(GraphTest, UnparsableSnapshotThrows) {
  EXPECT_THROW(ExtractGraphs(std::string("@I.ir_module\nclass Module:\n    def\n")), DiagnosticError);
}

}  // namespace
}  // namespace inspector
}  // namespace rlx
