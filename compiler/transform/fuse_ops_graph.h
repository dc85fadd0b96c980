// The dataflow graph FuseOps partitions and the partitioning itself, shaped
// as TVM's IndexedForwardGraph / DominatorTree / GraphPartitioner
// (src/relay/analysis/graph_partitioner.cc) and relax GraphCreator
// (src/relax/transform/fuse_ops.cc).
//
// Nodes are the parameters of Relax functions, the variables bound in
// dataflow blocks and the constants (and other non-variable leaves) they
// use, in post-DFS order (a node after everything it reads). Edges go from a
// value to its users and carry the user's pattern.
#ifndef RLX_COMPILER_TRANSFORM_FUSE_OPS_GRAPH_H_
#define RLX_COMPILER_TRANSFORM_FUSE_OPS_GRAPH_H_

#include <cstddef>
#include <memory>
#include <unordered_map>
#include <vector>

#include "compiler/op/op_registry.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {
namespace fuse {

using op::OpPatternKind;

struct GraphNode;

struct GraphEdge {
  GraphNode* node;
  OpPatternKind pattern;
};

struct GraphNode {
  const Object* ref = nullptr;  // the Var or leaf expression the node stands for
  size_t index = 0;             // position in post_dfs_order
  // Used outside the dataflow block (parameters, block outputs): never the
  // inner node of a fused group.
  bool extern_ref = false;
  OpPatternKind pattern = OpPatternKind::kOpaque;
  std::vector<GraphEdge> outputs;
};

struct IndexedForwardGraph {
  std::vector<std::unique_ptr<GraphNode>> storage;
  std::unordered_map<const Object*, GraphNode*> node_map;
  std::vector<GraphNode*> post_dfs_order;
};

// Whether `f` has a nonzero "Primitive" attribute (made by FuseOps).
bool IsPrimitiveFunction(const relax::Function& f);

// The variables and constants `e` uses, each once, in evaluation order.
std::vector<relax::Expr> CollectVarsAndConstants(const relax::Expr& e);

// The graph of every non-primitive Relax function of `mod` (functions whose
// "Primitive" attribute is nonzero are skipped).
IndexedForwardGraph CreateGraph(const IRModule& mod);

// A union-find set of graph nodes.
struct Group {
  Group* parent = nullptr;
  OpPatternKind pattern = OpPatternKind::kOpaque;
  const Object* root_ref = nullptr;
  const Object* anchor_ref = nullptr;  // the kOutEWiseFusable node, if any
  int num_nodes = 1;
  // Attributes of the function made from the group (FuseOpsByPattern's
  // {"Composite": name}); a group with attributes becomes a function even
  // when it has a single binding.
  Map attrs;

  Group* FindRoot();
};

// TVM's fusion partition: groups_[i] is the group of post_dfs_order[i].
// Nothing is fused at opt_level 0. The groups are owned by the partitioner.
class GraphPartitioner {
 public:
  GraphPartitioner(int opt_level, size_t max_fuse_depth) : opt_level_(opt_level), max_fuse_depth_(max_fuse_depth) {}
  std::vector<Group*> Partition(const IndexedForwardGraph& graph);

 private:
  struct DomNode {
    GraphNode* gnode = nullptr;
    DomNode* parent = nullptr;
    int depth = 0;
    OpPatternKind pattern = OpPatternKind::kElemWise;
  };
  std::vector<std::unique_ptr<DomNode>> PostDom(const IndexedForwardGraph& graph);
  DomNode* LeastCommonAncestor(const std::vector<GraphEdge>& edges, std::vector<std::unique_ptr<DomNode>>& nodes,
                               OpPatternKind* pattern);

  template <typename F>
  bool CheckPath(GraphNode* src, GraphNode* sink, F fcond);
  template <typename F>
  bool CheckPathRec(GraphNode* src, GraphNode* sink, F fcond);
  void CommitFuse(GraphNode* src, GraphNode* sink);
  void CommitFuseRec(GraphNode* src, GraphNode* sink, Group* target);
  void MergeFromTo(Group* child, Group* parent);
  size_t CountNodesUptoSink(GraphNode* src, GraphNode* sink);
  size_t CountFusedNodesWithNewChild(GraphNode* child, GraphNode* dom_parent);
  void RunFuse(const IndexedForwardGraph& graph, const std::vector<std::unique_ptr<DomNode>>& dom, int phase);

  int opt_level_;
  size_t max_fuse_depth_;
  std::vector<std::unique_ptr<Group>> storage_;
  std::vector<Group*> groups_;
  std::vector<char> visited_;  // by node index
};

}  // namespace fuse
}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_FUSE_OPS_GRAPH_H_
