#include "compiler/pattern/graph_matcher.h"

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace rlx {
namespace pattern {

using relax::Var;

namespace {

// Def-use of the block as TVM's MatcherUseDefAnalysis records it: `vars`
// are the variables used by some binding (first use first), `users` the
// binding variables using each, and `callees` every variable occurrence in a
// binding's value, in order and with repeats (argument-index constraints
// count positions in this list).
struct UseDef {
  std::vector<Var> vars;
  std::unordered_map<const relax::VarNode*, std::vector<Var>> users;
  std::unordered_map<const relax::VarNode*, std::vector<const relax::VarNode*>> callees;
};

void VisitUses(const relax::Expr& e, const std::function<void(const Var&)>& f) {
  if (!e.defined()) return;
  if (auto v = e.as<relax::VarNode>()) {
    f(v);
  } else if (auto c = e.as<relax::CallNode>()) {
    VisitUses(c->op, f);
    for (const relax::Expr& a : c->args) VisitUses(a, f);
  } else if (auto t = e.as<relax::TupleNode>()) {
    for (const relax::Expr& x : t->fields) VisitUses(x, f);
  } else if (auto g = e.as<relax::TupleGetItemNode>()) {
    VisitUses(g->tuple, f);
  }
}

UseDef AnalyzeUseDef(const relax::BindingBlock& block) {
  UseDef ud;
  for (const relax::Binding& b : block->bindings) {
    auto vb = b.as<relax::VarBindingNode>();
    if (!vb.defined()) continue;
    const Var& user = vb->var;
    VisitUses(vb->value, [&](const Var& used) {
      auto it = ud.users.find(used.get());
      if (it == ud.users.end()) {
        ud.vars.push_back(used);
        it = ud.users.emplace(used.get(), std::vector<Var>()).first;
      }
      if (std::find(it->second.begin(), it->second.end(), user) == it->second.end()) it->second.push_back(user);
      ud.callees[user.get()].push_back(used.get());
    });
  }
  return ud;
}

struct PNode {
  DFPattern pattern;
  std::vector<std::pair<int, const std::vector<PairCons>*>> children;
  int num_parents = 0;
};

struct RNode {
  Var var;
  std::vector<int> children;
};

// A partial assignment pattern <-> variable.
struct State {
  std::unordered_map<int, int> p2r, r2p;
  void Add(int p, int r) {
    p2r.emplace(p, r);
    r2p.emplace(r, p);
  }
  void Merge(const State& o) {
    for (const auto& [p, r] : o.p2r) p2r.emplace(p, r);
    for (const auto& [r, p] : o.r2p) r2p.emplace(r, p);
  }
  int MatchedVar(int p) const {
    auto it = p2r.find(p);
    return it == p2r.end() ? -1 : it->second;
  }
  bool VarTaken(int r) const { return r2p.count(r) != 0; }
};

class GraphSearch {
 public:
  GraphSearch(std::vector<PNode> pnodes, std::vector<RNode> rnodes, const UseDef& ud, const VarBindings& bindings)
      : pnodes_(std::move(pnodes)), rnodes_(std::move(rnodes)), ud_(ud), matcher_(&bindings) {}

  std::optional<State> MatchTree(const State& current, size_t root_idx, const std::vector<int>& roots) {
    while (root_idx < roots.size() && current.MatchedVar(roots[root_idx]) != -1) ++root_idx;
    if (root_idx >= roots.size()) return current;
    int root = roots[root_idx];
    for (size_t r = 0; r < ud_.vars.size(); ++r) {
      if (current.VarTaken(static_cast<int>(r))) continue;
      std::optional<State> m = TryMatch(root, static_cast<int>(r), current);
      if (!m) continue;
      State next = current;
      next.Merge(*m);
      if (std::optional<State> rest = MatchTree(next, root_idx + 1, roots)) return rest;
    }
    return std::nullopt;
  }

  const std::vector<PNode>& pnodes() const { return pnodes_; }
  const std::vector<RNode>& rnodes() const { return rnodes_; }

 private:
  const std::vector<Var>& UsersOf(const relax::VarNode* v) const {
    static const std::vector<Var> kNone;
    auto it = ud_.users.find(v);
    return it == ud_.users.end() ? kNone : it->second;
  }

  bool EdgeHolds(const std::vector<PairCons>& constraints, const RNode& producer, const RNode& consumer) const {
    for (const PairCons& cons : constraints) {
      if (cons.type == PairCons::kOnlyUsedBy && UsersOf(producer.var.get()).size() != 1) return false;
      if (cons.index != -1) {
        auto it = ud_.callees.find(consumer.var.get());
        if (it == ud_.callees.end() || it->second.size() <= static_cast<size_t>(cons.index) ||
            it->second[cons.index] != producer.var.get()) {
          return false;
        }
      }
    }
    return true;
  }

  // Matches pattern `p` to variable `r` and, recursively, each consumer
  // pattern of `p` to some consumer variable of `r`.
  std::optional<State> TryMatch(int p, int r, const State& current) {
    if (!matcher_.Match(pnodes_[p].pattern, rnodes_[r].var)) return std::nullopt;
    State found;
    found.Add(p, r);
    for (const auto& [pc, constraints] : pnodes_[p].children) {
      bool any_edge_holds = false;
      for (int rc : rnodes_[r].children) {
        if (found.VarTaken(rc)) continue;
        int earlier = current.MatchedVar(pc);
        if (earlier != -1 && earlier != rc) continue;
        if (!EdgeHolds(*constraints, rnodes_[r], rnodes_[rc]) || found.MatchedVar(pc) != -1) continue;
        any_edge_holds = true;
        if (std::optional<State> sub = TryMatch(pc, rc, current)) {
          found.Add(pc, rc);
          found.Merge(*sub);
        }
      }
      if (found.MatchedVar(pc) == -1 || !any_edge_holds) return std::nullopt;
    }
    return found;
  }

  std::vector<PNode> pnodes_;
  std::vector<RNode> rnodes_;
  const UseDef& ud_;
  DFPatternMatcher matcher_;
};

}  // namespace

Var GraphMatch::Get(const DFPattern& p) const {
  for (const auto& [pat, var] : entries_) {
    if (pat == p) return var;
  }
  return Var();
}

std::optional<GraphMatch> MatchGraph(const PatternContext& ctx, const relax::BindingBlock& block,
                                     const VarBindings& bindings) {
  if (!block.defined()) return std::nullopt;
  UseDef ud = AnalyzeUseDef(block);

  // Variables: the used ones first (candidate roots, indices 0..vars-1),
  // then users that are never used themselves.
  std::vector<RNode> rnodes;
  std::unordered_map<const relax::VarNode*, int> rindex;
  auto rnode_of = [&](const Var& v) {
    auto it = rindex.find(v.get());
    if (it != rindex.end()) return it->second;
    rindex.emplace(v.get(), static_cast<int>(rnodes.size()));
    rnodes.push_back(RNode{v, {}});
    return static_cast<int>(rnodes.size()) - 1;
  };
  for (const Var& v : ud.vars) rnode_of(v);
  for (const Var& v : ud.vars) {
    for (const Var& user : ud.users.at(v.get())) {
      int child = rnode_of(user);
      rnodes[rindex.at(v.get())].children.push_back(child);
    }
  }

  std::vector<PNode> pnodes;
  std::unordered_map<const DFPatternNode*, int> pindex;
  auto pnode_of = [&](const DFPattern& p) {
    auto it = pindex.find(p.get());
    if (it != pindex.end()) return it->second;
    pindex.emplace(p.get(), static_cast<int>(pnodes.size()));
    pnodes.push_back(PNode{p, {}, 0});
    return static_cast<int>(pnodes.size()) - 1;
  };
  for (const DFPattern& producer : ctx.src_ordered()) pnode_of(producer);
  for (const DFPattern& producer : ctx.src_ordered()) {
    for (const PatternContext::Edge& edge : ctx.EdgesOf(producer)) {
      int child = pnode_of(edge.consumer);
      pnodes[pindex.at(producer.get())].children.emplace_back(child, &edge.constraints);
      pnodes[child].num_parents++;
    }
  }
  std::vector<int> roots;
  for (const DFPattern& producer : ctx.src_ordered()) {
    int i = pindex.at(producer.get());
    if (pnodes[i].num_parents == 0) roots.push_back(i);
  }
  if (roots.empty()) return std::nullopt;

  GraphSearch search(std::move(pnodes), std::move(rnodes), ud, bindings);
  std::optional<State> state = search.MatchTree(State(), 0, roots);
  if (!state) return std::nullopt;
  GraphMatch out;
  for (size_t p = 0; p < search.pnodes().size(); ++p) {
    int r = state->MatchedVar(static_cast<int>(p));
    // A pattern no root reaches (a cycle of constraints) cannot be placed.
    if (r == -1) return std::nullopt;
    out.entries_.emplace_back(search.pnodes()[p].pattern, search.rnodes()[r].var);
  }
  return out;
}

std::optional<GraphMatch> MatchGraph(const PatternContext& ctx, const relax::BindingBlock& block) {
  VarBindings bindings = AnalyzeVar2Value(block);
  return MatchGraph(ctx, block, bindings);
}

}  // namespace pattern
}  // namespace rlx
