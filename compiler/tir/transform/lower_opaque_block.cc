#include "compiler/tir/transform/lower_opaque_block.h"

#include <string>
#include <utility>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

bool IsPragma(const std::string& key) { return key.rfind("pragma_", 0) == 0; }

// Attribute values that are PrimExprs; others (strings, lists) cannot be an
// AttrStmt value and are dropped with the rest of the scheduling hints.
PrimExpr PragmaValue(const ObjectRef& v) {
  if (auto e = v.as<PrimExprNode>()) return e;
  return PrimExpr();
}

bool IsConstTrue(const PrimExpr& e) {
  int64_t v;
  return !e.defined() || (AsConstInt(e, &v) && v != 0);
}

class OpaqueBlockLowerer : public StmtExprMutator {
 protected:
  Stmt VisitBlockRealize(const BlockRealize& realize) override {
    if (!realize->iter_values.empty()) {
      ThrowError(realize->span, "LowerOpaqueBlock: block \"" + realize->block->name_hint +
                                    "\" is not opaque; run ConvertBlocksToOpaque first");
    }
    PrimExpr pred = VisitExpr(realize->predicate);
    Stmt body = LowerBlock(realize->block);
    if (!IsConstTrue(pred)) body = MakeAt<IfThenElseNode>(realize->span, pred, body, Stmt());
    return body;
  }

  Stmt VisitBlock(const Block& block) override { return LowerBlock(block); }

  Stmt VisitFor(const For& loop) override {
    Stmt visited = StmtExprMutator::VisitFor(loop);
    For f = visited.cast<ForNode>();
    std::vector<std::pair<std::string, PrimExpr>> pragmas;
    Map kept;
    if (f->annotations.defined()) {
      std::vector<MapNode::Item> items;
      for (const auto& kv : f->annotations->items) {
        PrimExpr value = PragmaValue(kv.second);
        if (IsPragma(kv.first) && value.defined()) {
          pragmas.emplace_back(kv.first, value);
        } else {
          items.push_back(kv);
        }
      }
      if (!items.empty()) kept = Make<MapNode>(std::move(items));
    }
    Stmt out = f;
    if (f->for_kind == ForKind::kThreadBinding) {
      int64_t min;
      if (!AsConstInt(f->min, &min) || min != 0) {
        // A launched thread index counts from 0, so the loop must too.
        ThrowError(f->span, "LowerOpaqueBlock: thread-bound loop over " + f->loop_var->name + " must start at 0");
      }
      auto iv = MakeAt<IterVarNode>(f->span, Make<RangeNode>(f->min, f->extent), f->loop_var, IterType::kThreadIndex,
                                    f->thread_tag);
      out = MakeAt<AttrStmtNode>(f->span, iv, "thread_extent", f->extent, f->body);
    } else if (!pragmas.empty()) {
      auto n = CopyFor(*f);
      n->annotations = kept;
      out = Freeze(std::move(n));
    }
    for (size_t i = pragmas.size(); i-- > 0;) {
      out = Make<AttrStmtNode>(f->loop_var, pragmas[i].first, pragmas[i].second, out);
    }
    return out;
  }

 private:
  Stmt LowerBlock(const Block& block) {
    if (!block->iter_vars.empty()) {
      ThrowError(block->span,
                 "LowerOpaqueBlock: block \"" + block->name_hint + "\" is not opaque; run ConvertBlocksToOpaque first");
    }
    if (block->init.defined()) {
      ThrowError(block->span,
                 "LowerOpaqueBlock: block \"" + block->name_hint + "\" still has a T.init(); run LowerInitBlock first");
    }
    if (!block->match_buffers.empty()) {
      ThrowError(block->span, "LowerOpaqueBlock: block \"" + block->name_hint +
                                  "\" still has match buffers; run LowerMatchBuffer first");
    }
    Stmt body = VisitStmt(block->body);
    if (block->annotations.defined()) {
      const auto& items = block->annotations->items;
      for (size_t i = items.size(); i-- > 0;) {
        PrimExpr value = PragmaValue(items[i].second);
        if (IsPragma(items[i].first) && value.defined()) {
          body = Make<AttrStmtNode>(Int32(0), items[i].first, value, body);
        }
      }
    }
    for (size_t i = block->alloc_buffers.size(); i-- > 0;) {
      const Buffer& b = block->alloc_buffers[i];
      body = MakeAt<DeclBufferNode>(b->span, b, body);
      body = MakeAt<AllocateNode>(b->span, b->data, b->dtype, b->shape, Bool(true), body);
    }
    return body;
  }
};

}  // namespace

PrimFunc LowerOpaqueBlock(const PrimFunc& func) {
  OpaqueBlockLowerer lowerer;
  return WithBody(func, lowerer.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
