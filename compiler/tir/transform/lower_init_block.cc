#include "compiler/tir/transform/lower_init_block.h"

#include <utility>
#include <vector>

#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

class InitLowerer : public StmtExprMutator {
 protected:
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
};

}  // namespace

PrimFunc LowerInitBlock(const PrimFunc& func) {
  InitLowerer lowerer;
  return WithBody(func, lowerer.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
