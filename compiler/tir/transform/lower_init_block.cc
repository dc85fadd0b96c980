#include "compiler/tir/transform/lower_init_block.h"

#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

class VarCollector : public StmtExprVisitor {
 public:
  std::unordered_set<const TirVarNode*> vars;
  void Collect(const PrimExpr& e) {
    if (e.defined()) VisitExpr(e);
  }

 protected:
  void VisitVar(const TirVar& v) override { vars.insert(v.get()); }
};

bool UsesAny(const PrimExpr& e, const std::unordered_set<const TirVarNode*>& vars) {
  VarCollector c;
  c.Collect(e);
  for (const TirVarNode* v : c.vars) {
    if (vars.count(v)) return true;
  }
  return false;
}

// The init run when a loop nest's reduction loops are empty. The `if` of the
// lowered init only runs inside the first reduction iteration, so with an
// empty reduction axis (sum over a 0 extent, conv2d over 0 channels) TVM's
// kernel leaves the output unwritten; numpy and the reference give the
// identity. For `loop`, the outermost reduction loop of a chain of loops
// ending in a block with an init, this is
//   if extent_k0 <= 0 || ...: <the init as a block of the spatial iter vars>
// -- null when no loop of the chain can be empty (constant extents > 0, the
// common case: its IR is left as it was) or the nest is not that simple
// (spatial bindings or the predicate use loops inside, match_buffers).
Stmt EmptyReductionInit(const For& loop) {
  std::vector<const ForNode*> chain;
  std::unordered_set<const TirVarNode*> chain_vars;
  Stmt s = loop;
  while (auto f = s.as<ForNode>()) {
    chain.push_back(f.get());
    chain_vars.insert(f->loop_var.get());
    s = f->body;
  }
  auto realize = s.as<BlockRealizeNode>();
  if (!realize.defined() || !realize->block->init.defined()) return Stmt();
  const Block& block = realize->block;
  if (!block->match_buffers.empty() || block->iter_vars.size() != realize->iter_values.size()) return Stmt();
  if (UsesAny(realize->predicate, chain_vars)) return Stmt();
  std::unordered_set<const TirVarNode*> reduce_loops, reduce_iters;
  std::vector<IterVar> spatial;
  std::vector<PrimExpr> spatial_values;
  for (size_t i = 0; i < block->iter_vars.size(); ++i) {
    const IterVar& iv = block->iter_vars[i];
    VarCollector used;
    used.Collect(realize->iter_values[i]);
    if (iv->iter_type == IterType::kCommReduce) {
      reduce_iters.insert(iv->var.get());
      for (const TirVarNode* v : used.vars) {
        if (chain_vars.count(v)) reduce_loops.insert(v);
      }
      continue;
    }
    for (const TirVarNode* v : used.vars) {
      if (chain_vars.count(v)) return Stmt();
    }
    spatial.push_back(iv);
    spatial_values.push_back(realize->iter_values[i]);
  }
  if (!reduce_loops.count(loop->loop_var.get())) return Stmt();
  for (const BufferRegion& w : block->writes) {
    for (const Range& r : w->region) {
      if (UsesAny(r->min, reduce_iters) || UsesAny(r->extent, reduce_iters)) return Stmt();
    }
  }
  PrimExpr empty;
  bool always = false;
  for (const ForNode* f : chain) {
    if (!reduce_loops.count(f->loop_var.get())) continue;
    int64_t extent = 0;
    if (AsConstInt(f->extent, &extent)) {
      always |= extent <= 0;
      continue;
    }
    PrimExpr le = MakeBinary(NodeKind::kLE, f->extent, MakeIntImm(f->extent->dtype, 0));
    empty = empty.defined() ? MakeBinary(NodeKind::kOr, empty, le) : le;
  }
  if (!always && !empty.defined()) return Stmt();
  auto n = CopyBlock(*block);
  n->iter_vars = spatial;
  n->reads.clear();
  n->explicit_reads = false;
  n->alloc_buffers.clear();
  n->name_hint = block->name_hint + "_init";
  n->init = Stmt();
  n->body = block->init;
  Stmt init = Make<BlockRealizeNode>(spatial_values, realize->predicate, Freeze(std::move(n)));
  return always ? init : Stmt(Make<IfThenElseNode>(empty, init, Stmt()));
}

class InitLowerer : public StmtExprMutator {
 protected:
  Stmt VisitFor(const For& loop) override {
    if (in_chain_) return StmtExprMutator::VisitFor(loop);
    Stmt empty_init = EmptyReductionInit(loop);
    if (!empty_init.defined()) return StmtExprMutator::VisitFor(loop);
    // The loops inside belong to the same nest: not a nest of their own.
    in_chain_ = true;
    Stmt lowered = StmtExprMutator::VisitFor(loop);
    in_chain_ = false;
    return MakeSeq({VisitStmt(empty_init), lowered});
  }

  Stmt VisitBlock(const Block& block) override {
    Stmt visited = StmtExprMutator::VisitBlock(block);
    Block b = visited.cast<BlockNode>();
    if (!b->init.defined()) return b;
    PrimExpr cond;
    for (const IterVar& iv : b->iter_vars) {
      if (iv->iter_type != IterType::kCommReduce) continue;
      PrimExpr eq = MakeBinary(NodeKind::kEQ, iv->var, iv->dom->min);
      cond = cond.defined() ? MakeBinary(NodeKind::kAnd, cond, eq) : eq;
    }
    Stmt init = cond.defined() ? Stmt(Make<IfThenElseNode>(cond, b->init, Stmt())) : b->init;
    auto n = CopyBlock(*b);
    n->init = Stmt();
    n->body = MakeSeq({init, b->body});
    return Freeze(std::move(n));
  }

 private:
  bool in_chain_ = false;
};

}  // namespace

PrimFunc LowerInitBlock(const PrimFunc& func) {
  InitLowerer lowerer;
  return WithBody(func, lowerer.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
