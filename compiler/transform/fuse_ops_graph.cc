#include "compiler/transform/fuse_ops_graph.h"

#include <algorithm>
#include <unordered_set>

#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {
namespace fuse {

using namespace relax;  // NOLINT

namespace {

OpPatternKind CombinePattern(OpPatternKind a, OpPatternKind b) { return a > b ? a : b; }

// The variables and constants of an expression, each once, in visiting order.
class LeafCollector : public ExprVisitor {
 public:
  std::vector<Expr> leaves;
  void VisitVar_(const Var& v) override { Add(v); }
  void VisitConstant_(const Constant& c) override { Add(c); }

 private:
  void Add(const Expr& e) {
    if (seen_.insert(e.get()).second) leaves.push_back(e);
  }
  std::unordered_set<const Object*> seen_;
};

class GraphCreator {
 public:
  explicit GraphCreator(const IRModule& mod) : mod_(mod) {}

  void VisitFunction(const Function& f) {
    for (const Var& p : f->params) {
      GraphNode* node = CreateNode(p.get());
      // Passed in from outside: an external reference that never fuses.
      node->extern_ref = true;
      node->pattern = OpPatternKind::kOpaque;
      AddToPostDFSOrder(node);
    }
    auto seq = f->body.as<SeqExprNode>();
    if (!seq.defined()) return;
    for (const BindingBlock& block : seq->blocks) {
      // Ordinary binding blocks may have side effects or control flow.
      if (!block->is_dataflow()) continue;
      for (const Binding& b : block->bindings) VisitBinding(b);
    }
  }

  IndexedForwardGraph Finish() { return std::move(graph_); }

 private:
  void VisitBinding(const Binding& b) {
    GraphNode* node = CreateNode(b->var.get());
    if (auto vb = b.as<VarBindingNode>()) {
      // A non-dataflow variable is an output of the block.
      if (!b->var->is_dataflow()) node->extern_ref = true;
      if (auto call = vb->value.as<CallNode>()) {
        VisitCall(call, node);
      } else if (auto item = vb->value.as<TupleGetItemNode>()) {
        node->pattern = OpPatternKind::kInjective;
        VisitLeaf(item->tuple, node, OpPatternKind::kInjective);
      } else {
        node->pattern = OpPatternKind::kOpaque;
        for (const Expr& e : CollectVarsAndConstants(vb->value)) VisitLeaf(e, node, OpPatternKind::kOpaque);
      }
    } else {
      // match_cast: opaque, and (as in TVM) its value adds no edge.
      node->pattern = OpPatternKind::kOpaque;
    }
    AddToPostDFSOrder(node);
  }

  void VisitCall(const Call& call, GraphNode* node) {
    OpPatternKind pattern = OpPatternKind::kOpaque;
    std::vector<Expr> args = call->args;
    auto op = call->op.as<OpNode>();
    if (op.defined() && op->name == "relax.call_tir" && call->args.size() >= 2) {
      if (auto gv = call->args[0].as<GlobalVarNode>()) {
        if (auto func = mod_->Lookup(gv->name).as<tir::PrimFuncNode>()) {
          ObjectRef attr = func->attrs.defined() ? func->attrs->Get("op_pattern") : ObjectRef();
          if (auto imm = attr.as<IntImmNode>()) pattern = static_cast<OpPatternKind>(imm->value);
        }
      }
      // Only the tensor arguments take part; the callee and the symbolic
      // shape arguments do not.
      args = {call->args[1]};
    }
    node->pattern = pattern;
    for (const Expr& a : args) VisitLeaf(a, node, pattern);
  }

  void VisitLeaf(const Expr& leaf, GraphNode* user, OpPatternKind pattern) {
    if (auto t = leaf.as<TupleNode>()) {
      for (const Expr& f : t->fields) VisitLeaf(f, user, pattern);
      return;
    }
    if (!IsLeaf(leaf) || leaf.is<GlobalVarNode>() || leaf.is<ExternFuncNode>() || leaf.is<OpNode>()) return;
    GraphNode* node;
    auto it = graph_.node_map.find(leaf.get());
    if (it != graph_.node_map.end()) {
      node = it->second;
    } else {
      // Constants and other literals never fuse. A variable not seen yet is
      // bound outside any dataflow block (TVM rejects this); it is treated
      // like a parameter.
      node = CreateNode(leaf.get());
      node->pattern = OpPatternKind::kOpaque;
      node->extern_ref = leaf.is<VarNode>();
      AddToPostDFSOrder(node);
    }
    node->outputs.push_back(GraphEdge{user, pattern});
  }

  GraphNode* CreateNode(const Object* key) {
    RLX_CHECK(!graph_.node_map.count(key)) << "FuseOps: a variable is defined twice";
    graph_.storage.push_back(std::make_unique<GraphNode>());
    GraphNode* node = graph_.storage.back().get();
    node->ref = key;
    graph_.node_map[key] = node;
    return node;
  }

  void AddToPostDFSOrder(GraphNode* node) {
    node->index = graph_.post_dfs_order.size();
    graph_.post_dfs_order.push_back(node);
  }

  IRModule mod_;
  IndexedForwardGraph graph_;
};

}  // namespace

bool IsPrimitiveFunction(const Function& f) {
  ObjectRef a = f->attrs.defined() ? f->attrs->Get("Primitive") : ObjectRef();
  auto imm = a.as<IntImmNode>();
  return imm.defined() && imm->value != 0;
}

std::vector<Expr> CollectVarsAndConstants(const Expr& e) {
  LeafCollector c;
  c.VisitExpr(e);
  return std::move(c.leaves);
}

IndexedForwardGraph CreateGraph(const IRModule& mod) {
  GraphCreator creator(mod);
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || IsPrimitiveFunction(f)) continue;
    creator.VisitFunction(f);
  }
  return creator.Finish();
}

Group* Group::FindRoot() {
  if (parent == nullptr) return this;
  Group* root = this;
  while (root->parent != nullptr) root = root->parent;
  // Path compression.
  for (Group* p = this; p != root;) {
    Group* next = p->parent;
    p->parent = root;
    p = next;
  }
  return root;
}

std::vector<Group*> GraphPartitioner::Partition(const IndexedForwardGraph& graph) {
  size_t n = graph.post_dfs_order.size();
  for (size_t i = 0; i < n; ++i) {
    const GraphNode* node = graph.post_dfs_order[i];
    storage_.push_back(std::make_unique<Group>());
    Group* g = storage_.back().get();
    g->pattern = node->pattern;
    g->root_ref = node->ref;
    if (g->pattern == OpPatternKind::kOutEWiseFusable) g->anchor_ref = node->ref;
    groups_.push_back(g);
  }
  if (opt_level_ == 0) return groups_;
  visited_.assign(n, 0);
  std::vector<std::unique_ptr<DomNode>> dom = PostDom(graph);
  for (int phase = 0; phase < 3; ++phase) RunFuse(graph, dom, phase);
  return groups_;
}

std::vector<std::unique_ptr<GraphPartitioner::DomNode>> GraphPartitioner::PostDom(const IndexedForwardGraph& graph) {
  size_t n = graph.post_dfs_order.size();
  std::vector<std::unique_ptr<DomNode>> nodes(n);
  // Consumers come later in post-DFS order, so walk backwards.
  for (size_t i = n; i != 0; --i) {
    GraphNode* gnode = graph.post_dfs_order[i - 1];
    auto t = std::make_unique<DomNode>();
    t->gnode = gnode;
    if (gnode->extern_ref) {
      t->depth = 1;
      t->parent = nullptr;
      t->pattern = OpPatternKind::kOpaque;
    } else {
      OpPatternKind pattern = OpPatternKind::kElemWise;
      DomNode* parent = LeastCommonAncestor(gnode->outputs, nodes, &pattern);
      t->depth = parent ? parent->depth + 1 : 1;
      t->parent = parent;
      t->pattern = pattern;
    }
    nodes[i - 1] = std::move(t);
  }
  return nodes;
}

GraphPartitioner::DomNode* GraphPartitioner::LeastCommonAncestor(const std::vector<GraphEdge>& edges,
                                                                 std::vector<std::unique_ptr<DomNode>>& nodes,
                                                                 OpPatternKind* pattern) {
  if (edges.empty()) return nullptr;
  auto get = [&](const GraphEdge& e) {
    DomNode* d = nodes[e.node->index].get();
    RLX_CHECK(d != nullptr) << "FuseOps: a use precedes its definition in the graph";
    return d;
  };
  DomNode* parent = get(edges[0]);
  *pattern = CombinePattern(*pattern, edges[0].pattern);
  for (size_t i = 1; i < edges.size(); ++i) {
    DomNode* lhs = parent;
    DomNode* rhs = get(edges[i]);
    while (lhs != rhs) {
      if (lhs == nullptr || rhs == nullptr) {
        lhs = nullptr;
        break;
      }
      if (lhs->depth < rhs->depth) {
        *pattern = CombinePattern(*pattern, rhs->pattern);
        rhs = rhs->parent;
      } else if (rhs->depth < lhs->depth) {
        *pattern = CombinePattern(*pattern, lhs->pattern);
        lhs = lhs->parent;
      } else {
        *pattern = CombinePattern(*pattern, lhs->pattern);
        *pattern = CombinePattern(*pattern, rhs->pattern);
        lhs = lhs->parent;
        rhs = rhs->parent;
      }
    }
    parent = lhs;
    *pattern = CombinePattern(*pattern, edges[i].pattern);
  }
  return parent;
}

template <typename F>
bool GraphPartitioner::CheckPathRec(GraphNode* src, GraphNode* sink, F fcond) {
  if (visited_[src->index]) return true;
  visited_[src->index] = 1;
  Group* g = groups_[src->index]->FindRoot();
  if (!fcond(g->pattern, src == sink)) return false;
  if (src == sink) return true;
  for (const GraphEdge& e : src->outputs) {
    if (!CheckPathRec(e.node, sink, fcond)) return false;
  }
  return true;
}

// Whether every node on every path from src (exclusive) to sink satisfies
// fcond.
template <typename F>
bool GraphPartitioner::CheckPath(GraphNode* src, GraphNode* sink, F fcond) {
  RLX_CHECK(!src->extern_ref && src != sink);
  std::fill(visited_.begin(), visited_.end(), 0);
  for (const GraphEdge& e : src->outputs) {
    if (!CheckPathRec(e.node, sink, fcond)) return false;
  }
  return true;
}

void GraphPartitioner::MergeFromTo(Group* child, Group* parent) {
  child = child->FindRoot();
  parent = parent->FindRoot();
  if (child == parent) return;
  parent->num_nodes += child->num_nodes;
  child->parent = parent;
  if (child->anchor_ref != nullptr) {
    RLX_CHECK(parent->anchor_ref == nullptr) << "FuseOps: two anchors in one group";
    parent->anchor_ref = child->anchor_ref;
    parent->pattern = CombinePattern(child->pattern, parent->pattern);
  }
}

void GraphPartitioner::CommitFuseRec(GraphNode* src, GraphNode* sink, Group* target) {
  if (src == sink || visited_[src->index]) return;
  visited_[src->index] = 1;
  MergeFromTo(groups_[src->index], target);
  for (const GraphEdge& e : src->outputs) CommitFuseRec(e.node, sink, target);
}

// Puts every node on the paths from src to sink into sink's group.
void GraphPartitioner::CommitFuse(GraphNode* src, GraphNode* sink) {
  Group* target = groups_[sink->index];
  std::fill(visited_.begin(), visited_.end(), 0);
  CommitFuseRec(src, sink, target);
}

size_t GraphPartitioner::CountNodesUptoSink(GraphNode* src, GraphNode* sink) {
  if (src == sink || visited_[src->index]) return 0;
  visited_[src->index] = 1;
  size_t sum = groups_[src->index]->num_nodes;
  for (const GraphEdge& e : src->outputs) sum += CountNodesUptoSink(e.node, sink);
  return sum;
}

size_t GraphPartitioner::CountFusedNodesWithNewChild(GraphNode* child, GraphNode* dom_parent) {
  Group* target = groups_[dom_parent->index];
  std::fill(visited_.begin(), visited_.end(), 0);
  return target->FindRoot()->num_nodes + CountNodesUptoSink(child, dom_parent);
}

void GraphPartitioner::RunFuse(const IndexedForwardGraph& graph, const std::vector<std::unique_ptr<DomNode>>& dom,
                               int phase) {
  using K = OpPatternKind;
  for (size_t nid = 0; nid < groups_.size(); ++nid) {
    GraphNode* graph_node = graph.post_dfs_order[nid];
    DomNode* dom_node = dom[nid].get();
    Group* group_node = groups_[nid];
    if (group_node->pattern == K::kOpaque) continue;
    if (dom_node->parent == nullptr) continue;
    GraphNode* dom_parent = dom_node->parent->gnode;
    size_t dom_parent_index = dom_parent->index;
    if (CountFusedNodesWithNewChild(graph_node, dom_parent) > max_fuse_depth_) continue;

    if (phase == 2) {
      // Fuse injective ops into intermediate tuples, if any.
      if (group_node->pattern > K::kInjective) continue;
      Group* dom_parent_group = groups_[dom_parent_index];
      Group* dom_root_group = dom_parent_group->FindRoot();
      if (dom_root_group->pattern == K::kTuple) continue;
      if (dom_parent_group->pattern == K::kTuple && dom_root_group->pattern <= K::kInjective) {
        auto fcond = [](K kind, bool) { return kind <= K::kInjective; };
        if (CheckPath(graph_node, dom_parent, fcond)) CommitFuse(graph_node, dom_parent);
      }
      continue;
    }

    // Already fused into the parent's group.
    if (group_node->FindRoot() == groups_[dom_parent_index]->FindRoot()) continue;
    // Never fuse into a tuple here.
    if (groups_[dom_parent_index]->pattern == K::kTuple) continue;

    if (group_node->pattern == K::kOutEWiseFusable) {
      if (phase != 0) continue;
      // An elementwise relation to the post-dominator, with only broadcast
      // ops in between.
      if (dom_node->pattern == K::kElemWise) {
        auto fcond = [](K kind, bool) { return kind <= K::kBroadcast; };
        if (CheckPath(graph_node, dom_parent, fcond)) CommitFuse(graph_node, dom_parent);
      }
    } else if (group_node->pattern <= K::kBroadcast) {
      if (dom_node->pattern <= K::kInjective || dom_node->pattern == K::kCommReduce) {
        // Injective ops on parallel branches may join the elementwise
        // anchor; the sink may already be a reduction or matmul group.
        auto fcond = [](K kind, bool is_sink) {
          if (!is_sink) return kind <= K::kInjective;
          return kind <= K::kBroadcast || kind == K::kCommReduce || kind == K::kInjective ||
                 kind == K::kOutEWiseFusable;
        };
        if (CheckPath(graph_node, dom_parent, fcond)) CommitFuse(graph_node, dom_parent);
      }
    } else if (group_node->pattern == K::kInjective || group_node->pattern == K::kTuple) {
      // Deferred to phase 1 so that matmul/conv groups are complete first.
      if (phase != 1) continue;
      auto fcond = [](K kind, bool) { return kind <= K::kInjective; };
      if (CheckPath(graph_node, dom_parent, fcond)) CommitFuse(graph_node, dom_parent);
    }
    // kCommReduce: nothing follows a reduction into its group.
  }
}

}  // namespace fuse
}  // namespace transform
}  // namespace rlx
