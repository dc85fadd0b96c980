#include "compiler/transform/annotate_tir_op_pattern.h"

#include <algorithm>
#include <unordered_set>
#include <vector>

#include "compiler/te/expr_util.h"

namespace rlx {
namespace transform {

using op::OpPatternKind;
using namespace tir;  // NOLINT

namespace {

bool SameArray(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].get() != b[i].get()) return false;
  }
  return true;
}

bool IsConst(const PrimExpr& e, int64_t v) {
  int64_t x = 0;
  return AsConstInt(e, &x) && x == v;
}

bool UsesVarOutside(const PrimExpr& e, const std::unordered_set<const Object*>& vars) {
  for (const TirVar& v : te::UsedVars(e)) {
    if (!vars.count(v.get())) return true;
  }
  return false;
}

std::unordered_set<const Object*> StoreVars(const BufferStoreNode& store, bool* all_vars) {
  std::unordered_set<const Object*> vars;
  *all_vars = true;
  for (const PrimExpr& i : store.indices) {
    if (i.is<TirVarNode>()) {
      vars.insert(i.get());
    } else {
      *all_vars = false;
    }
  }
  return vars;
}

bool IsBroadcast(const BufferStoreNode& store, const BufferLoadNode& load) {
  size_t j = 0;
  for (size_t i = 0; i < load.indices.size(); ++i) {
    if (IsConst(load.buffer->shape[i], 1) && IsConst(load.indices[i], 0)) continue;
    while (j < store.indices.size() && store.indices[j].get() != load.indices[i].get()) ++j;
    if (j == store.indices.size()) return false;
  }
  return true;
}

bool IsInjective(const BufferStoreNode& store, const BufferLoadNode& load) {
  bool all_vars = false;
  auto vars = StoreVars(store, &all_vars);
  if (!all_vars) return false;
  for (const PrimExpr& i : load.indices) {
    if (UsesVarOutside(i, vars)) return false;
  }
  return true;
}

// Some store variable does not index the load (the load is reused).
bool AllowsReuse(const BufferStoreNode& store, const BufferLoadNode& load) {
  bool all_vars = false;
  auto vars = StoreVars(store, &all_vars);
  if (!all_vars) return false;
  for (const PrimExpr& i : load.indices) {
    for (const TirVar& v : te::UsedVars(i)) vars.erase(v.get());
  }
  return !vars.empty();
}

PrimExpr RemoveCast(PrimExpr e) {
  while (auto c = e.as<CastNode>()) e = c->value;
  return e;
}

// C[i, j] = C[i, j] + A[...] * B[...], with both operands reused.
bool IsFMA(const Stmt& body) {
  auto store = body.as<BufferStoreNode>();
  if (!store.defined()) return false;
  PrimExpr value = RemoveCast(store->value);
  if (value->kind() != NodeKind::kAdd) return false;
  auto add = value.cast<BinaryNode>();
  PrimExpr mul = RemoveCast(add->b);
  if (mul->kind() != NodeKind::kMul) return false;
  auto acc = RemoveCast(add->a).as<BufferLoadNode>();
  if (!acc.defined() || acc->buffer.get() != store->buffer.get() || !SameArray(store->indices, acc->indices)) {
    return false;
  }
  auto m = mul.cast<BinaryNode>();
  auto lhs = RemoveCast(m->a).as<BufferLoadNode>();
  auto rhs = RemoveCast(m->b).as<BufferLoadNode>();
  return lhs.defined() && rhs.defined() && AllowsReuse(*store, *lhs) && AllowsReuse(*store, *rhs);
}

bool IsPureReduce(const std::vector<const Object*>& reduce_vars, const std::vector<PrimExpr>& indices) {
  for (const PrimExpr& e : indices) {
    for (const TirVar& v : te::UsedVars(e)) {
      auto it = std::find(reduce_vars.begin(), reduce_vars.end(), v.get());
      if (it == reduce_vars.end()) continue;
      if (e.get() != *it) return false;
      break;
    }
  }
  return true;
}

class Analyzer {
 public:
  explicit Analyzer(const PrimFunc& f) {
    for (const auto& kv : f->buffer_map) params_.insert(kv.second.get());
  }

  OpPatternKind kind = OpPatternKind::kElemWise;

  void VisitStmt(const Stmt& s) {
    if (!s.defined()) return;
    switch (s->kind()) {
      case NodeKind::kSeqStmt:
        for (const Stmt& c : s.cast<SeqStmtNode>()->seq) VisitStmt(c);
        return;
      case NodeKind::kFor: {
        auto f = s.cast<ForNode>();
        VisitExpr(f->min);
        VisitExpr(f->extent);
        VisitStmt(f->body);
        return;
      }
      case NodeKind::kBlockRealize: {
        auto r = s.cast<BlockRealizeNode>();
        for (const PrimExpr& v : r->iter_values) VisitExpr(v);
        VisitExpr(r->predicate);
        VisitBlock(*r->block);
        return;
      }
      case NodeKind::kBlock:
        VisitBlock(*s.cast<BlockNode>());
        return;
      case NodeKind::kBufferStore: {
        auto st = s.cast<BufferStoreNode>();
        if (store_ && !SameArray(st->indices, store_->indices)) {
          kind = OpPatternKind::kOpaque;
          return;
        }
        store_ = st.get();
        VisitExpr(st->value);
        for (const PrimExpr& i : st->indices) VisitExpr(i);
        return;
      }
      case NodeKind::kLetStmt: {
        auto l = s.cast<LetStmtNode>();
        VisitExpr(l->value);
        VisitStmt(l->body);
        return;
      }
      case NodeKind::kIfThenElse: {
        auto i = s.cast<IfThenElseNode>();
        VisitExpr(i->condition);
        VisitStmt(i->then_case);
        VisitStmt(i->else_case);
        return;
      }
      case NodeKind::kEvaluate:
        VisitExpr(s.cast<EvaluateNode>()->value);
        return;
      case NodeKind::kAttrStmt:
        VisitStmt(s.cast<AttrStmtNode>()->body);
        return;
      case NodeKind::kAllocate:
        VisitStmt(s.cast<AllocateNode>()->body);
        return;
      case NodeKind::kDeclBuffer:
        VisitStmt(s.cast<DeclBufferNode>()->body);
        return;
      case NodeKind::kWhile:
        VisitStmt(s.cast<WhileNode>()->body);
        return;
      case NodeKind::kAssertStmt:
        VisitStmt(s.cast<AssertStmtNode>()->body);
        return;
      default:
        return;
    }
  }

 private:
  void VisitExpr(const PrimExpr& e) {
    te::PostOrderVisit(e, [&](const ObjectRef& n) {
      if (auto load = n.as<BufferLoadNode>()) loads_.push_back(load.get());
    });
  }

  void VisitBlock(const BlockNode& block) {
    if (block.name_hint == "root") {
      VisitStmt(block.body);
      return;
    }
    loads_.clear();
    store_ = nullptr;
    VisitStmt(block.body);
    if (store_ == nullptr) {
      kind = OpPatternKind::kOpaque;
      return;
    }
    const BufferStoreNode& store = *store_;
    OpPatternKind pair = OpPatternKind::kElemWise;
    bool has_elemwise = false;
    for (const BufferLoadNode* load : loads_) {
      if (SameArray(store.indices, load->indices)) {
        has_elemwise = true;
      } else if (IsBroadcast(store, *load)) {
        pair = std::max(pair, OpPatternKind::kBroadcast);
      } else if (IsInjective(store, *load)) {
        pair = std::max(pair, OpPatternKind::kInjective);
      } else {
        pair = OpPatternKind::kOpaque;
        break;
      }
    }
    if (pair == OpPatternKind::kBroadcast && has_elemwise) pair = OpPatternKind::kElemWise;
    if (pair != OpPatternKind::kOpaque) {
      if (IsOutputBlock(block) && kind == OpPatternKind::kCommReduce) {
        kind = OpPatternKind::kOutEWiseFusable;
      } else {
        kind = std::max(kind, pair);
      }
      return;
    }
    std::vector<const Object*> reduce_vars;
    for (const IterVar& iv : block.iter_vars) {
      if (iv->iter_type == IterType::kCommReduce) reduce_vars.push_back(iv->var.get());
    }
    if (reduce_vars.empty()) {
      kind = OpPatternKind::kOpaque;
      return;
    }
    if (IsFMA(block.body)) {
      kind = std::max(kind, OpPatternKind::kOutEWiseFusable);
      return;
    }
    for (const BufferLoadNode* load : loads_) {
      if (!IsPureReduce(reduce_vars, load->indices)) {
        kind = std::max(kind, OpPatternKind::kOutEWiseFusable);
        return;
      }
    }
    kind = std::max(kind, OpPatternKind::kCommReduce);
  }

  bool IsOutputBlock(const BlockNode& block) const {
    for (const BufferRegion& w : block.writes) {
      if (params_.count(w->buffer.get())) return true;
    }
    return false;
  }

  std::unordered_set<const BufferNode*> params_;
  const BufferStoreNode* store_ = nullptr;
  std::vector<const BufferLoadNode*> loads_;
};

PrimFunc WithOpPattern(const PrimFunc& f, OpPatternKind kind) {
  auto n = std::make_shared<PrimFuncNode>();
  n->params = f->params;
  n->buffer_map = f->buffer_map;
  n->ret_type = f->ret_type;
  n->body = f->body;
  n->is_private = f->is_private;
  n->s_tir = f->s_tir;
  n->span = f->span;
  n->attrs = MapWith(f->attrs, "op_pattern", Int32(static_cast<int64_t>(kind)));
  return PrimFunc(std::shared_ptr<const PrimFuncNode>(std::move(n)));
}

}  // namespace

OpPatternKind AnalyzeOpPatternKind(const PrimFunc& func) {
  Analyzer a(func);
  a.VisitStmt(func->body);
  return a.kind;
}

PassPtr AnnotateTIROpPattern() {
  PassInfo info;
  info.name = "AnnotateTIROpPattern";
  info.opt_level = 0;
  return CreateModulePass(
      [](const IRModule& mod, PassContext&) {
        IRModuleBuilder builder(mod);
        bool changed = false;
        for (const auto& kv : mod->functions) {
          auto f = kv.second.second.as<PrimFuncNode>();
          if (!f.defined()) continue;
          ObjectRef existing = f->attrs.defined() ? f->attrs->Get("op_pattern") : ObjectRef();
          int64_t value = 0;
          if (existing.defined() && existing.is<IntImmNode>() && AsConstInt(existing.cast<IntImmNode>(), &value) &&
              value != 0) {
            continue;  // TVM keeps a nonzero annotation
          }
          OpPatternKind kind = AnalyzeOpPatternKind(f);
          if (existing.defined() && static_cast<int64_t>(kind) == 0) continue;  // already 0
          builder.Add(kv.first, WithOpPattern(f, kind));
          changed = true;
        }
        return changed ? builder.Build() : mod;
      },
      info);
}

}  // namespace transform
}  // namespace rlx
