#include "compiler/tir/transform/convert_blocks_to_opaque.h"

#include <utility>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

class OpaqueConverter : public StmtExprMutator {
 protected:
  PrimExpr VisitVar(const TirVar& v) override {
    auto it = map_.find(v.get());
    return it == map_.end() ? PrimExpr(v) : it->second;
  }

  Stmt VisitBlockRealize(const BlockRealize& realize) override {
    const Block& block = realize->block;
    if (realize->iter_values.size() != block->iter_vars.size()) {
      ThrowError(realize->span, "ConvertBlocksToOpaque: block \"" + block->name_hint + "\" binds " +
                                    std::to_string(realize->iter_values.size()) + " values to " +
                                    std::to_string(block->iter_vars.size()) + " iter vars");
    }
    // Bindings may mention outer iter vars: substitute those first.
    bool changed = false;
    std::vector<PrimExpr> values = VisitExprs(realize->iter_values, &changed);
    for (size_t i = 0; i < values.size(); ++i) map_[block->iter_vars[i]->var.get()] = values[i];
    PrimExpr pred = VisitExpr(realize->predicate);
    Block b = ConvertBlock(block, /*bound=*/true);
    if (realize->iter_values.empty() && pred == realize->predicate && b == block) return realize;
    return MakeAt<BlockRealizeNode>(realize->span, std::vector<PrimExpr>{}, pred, b);
  }

  Stmt VisitBlock(const Block& block) override { return ConvertBlock(block, /*bound=*/false); }

 private:
  Block ConvertBlock(const Block& block, bool bound) {
    if (block->init.defined()) {
      ThrowError(block->span, "ConvertBlocksToOpaque: block \"" + block->name_hint +
                                  "\" still has a T.init(); run LowerInitBlock first");
    }
    if (!bound && !block->iter_vars.empty()) {
      ThrowError(block->span, "ConvertBlocksToOpaque: block \"" + block->name_hint +
                                  "\" has iter vars but no BlockRealize binding them");
    }
    Stmt visited = StmtExprMutator::VisitBlock(block);
    Block b = visited.cast<BlockNode>();
    if (b->iter_vars.empty()) return b;
    auto n = CopyBlock(*b);
    n->iter_vars.clear();
    return Freeze(std::move(n));
  }

  VarMap map_;
};

}  // namespace

PrimFunc ConvertBlocksToOpaque(const PrimFunc& func) {
  OpaqueConverter converter;
  return WithBody(func, converter.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
