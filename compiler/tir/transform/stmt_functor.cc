#include "compiler/tir/transform/stmt_functor.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace rlx {
namespace tir {
namespace transform {

// ----------------------------------------------------------------- mutator --

PrimExpr ExprMutator::VisitExpr(const PrimExpr& e) {
  if (!e.defined()) return e;
  switch (e->kind()) {
    case NodeKind::kIntImm:
    case NodeKind::kFloatImm:
    case NodeKind::kStringImm:
      return e;
    case NodeKind::kTirVar:
      return VisitVar(e.cast<TirVarNode>());
    case NodeKind::kNot:
      return VisitNot(e.cast<NotNode>());
    case NodeKind::kSelect:
      return VisitSelect(e.cast<SelectNode>());
    case NodeKind::kCast:
      return VisitCast(e.cast<CastNode>());
    case NodeKind::kTirCall:
      return VisitCall(e.cast<TirCallNode>());
    case NodeKind::kTirLet:
      return VisitLet(e.cast<TirLetNode>());
    case NodeKind::kBufferLoad:
      return VisitBufferLoad(e.cast<BufferLoadNode>());
    case NodeKind::kRamp:
      return VisitRamp(e.cast<RampNode>());
    case NodeKind::kBroadcast:
      return VisitBroadcast(e.cast<BroadcastNode>());
    default:
      RLX_CHECK(e.is<BinaryNode>()) << "unexpected expression " << NodeKindName(e->kind());
      return VisitBinary(e.cast<BinaryNode>());
  }
}

PrimExpr ExprMutator::VisitBinary(const Binary& e) {
  PrimExpr a = VisitExpr(e->a), b = VisitExpr(e->b);
  if (a == e->a && b == e->b) return e;
  if (a->dtype == e->a->dtype && b->dtype == e->b->dtype && !a.is<IntImmNode>() && !b.is<IntImmNode>()) {
    return MakeAt<BinaryNode>(e->span, e->kind(), e->dtype, a, b);
  }
  // Constants may now fold; and a substitution may have changed an
  // operand's type (an int32 var replaced by an int64 expression), which
  // MakeBinary widens as TVM's operators do.
  return FoldBinary(e->kind(), a, b);
}

PrimExpr ExprMutator::VisitNot(const NotExpr& e) {
  PrimExpr a = VisitExpr(e->a);
  return a == e->a ? PrimExpr(e) : PrimExpr(MakeAt<NotNode>(e->span, a));
}

PrimExpr ExprMutator::VisitSelect(const SelectExpr& e) {
  PrimExpr c = VisitExpr(e->condition), t = VisitExpr(e->true_value), f = VisitExpr(e->false_value);
  if (c == e->condition && t == e->true_value && f == e->false_value) return e;
  return MakeAt<SelectNode>(e->span, c, t, f);
}

PrimExpr ExprMutator::VisitCast(const Cast& e) {
  PrimExpr v = VisitExpr(e->value);
  return v == e->value ? PrimExpr(e) : PrimExpr(MakeAt<CastNode>(e->span, e->dtype, v));
}

PrimExpr ExprMutator::VisitCall(const TirCall& e) {
  bool changed = false;
  std::vector<PrimExpr> args = VisitExprs(e->args, &changed);
  return changed ? PrimExpr(MakeAt<TirCallNode>(e->span, e->dtype, e->op, std::move(args))) : PrimExpr(e);
}

PrimExpr ExprMutator::VisitLet(const LetExpr& e) {
  PrimExpr v = VisitExpr(e->value), b = VisitExpr(e->body);
  if (v == e->value && b == e->body) return e;
  return MakeAt<TirLetNode>(e->span, e->var, v, b);
}

PrimExpr ExprMutator::VisitBufferLoad(const BufferLoad& e) {
  bool changed = false;
  std::vector<PrimExpr> idx = VisitExprs(e->indices, &changed);
  return changed ? PrimExpr(MakeAt<BufferLoadNode>(e->span, e->buffer, std::move(idx))) : PrimExpr(e);
}

PrimExpr ExprMutator::VisitRamp(const RampExpr& e) {
  PrimExpr base = VisitExpr(e->base), stride = VisitExpr(e->stride);
  if (base == e->base && stride == e->stride) return e;
  return MakeAt<RampNode>(e->span, base, stride, e->lanes);
}

PrimExpr ExprMutator::VisitBroadcast(const BroadcastExpr& e) {
  PrimExpr v = VisitExpr(e->value);
  return v == e->value ? PrimExpr(e) : PrimExpr(MakeAt<BroadcastNode>(e->span, v, e->lanes));
}

std::vector<PrimExpr> ExprMutator::VisitExprs(const std::vector<PrimExpr>& es, bool* changed) {
  std::vector<PrimExpr> out;
  out.reserve(es.size());
  for (const PrimExpr& e : es) {
    out.push_back(VisitExpr(e));
    if (out.back() != e) *changed = true;
  }
  return out;
}

Range ExprMutator::VisitRange(const Range& r) {
  if (!r.defined()) return r;
  PrimExpr min = VisitExpr(r->min), extent = VisitExpr(r->extent);
  if (min == r->min && extent == r->extent) return r;
  return MakeAt<RangeNode>(r->span, min, extent);
}

BufferRegion ExprMutator::VisitBufferRegion(const BufferRegion& r) {
  bool changed = false;
  std::vector<Range> ranges;
  for (const Range& range : r->region) {
    ranges.push_back(VisitRange(range));
    if (ranges.back() != range) changed = true;
  }
  return changed ? MakeAt<BufferRegionNode>(r->span, r->buffer, std::move(ranges)) : r;
}

Stmt StmtExprMutator::VisitStmt(const Stmt& s) {
  if (!s.defined()) return s;
  switch (s->kind()) {
    case NodeKind::kLetStmt:
      return VisitLetStmt(s.cast<LetStmtNode>());
    case NodeKind::kAttrStmt:
      return VisitAttrStmt(s.cast<AttrStmtNode>());
    case NodeKind::kAssertStmt:
      return VisitAssertStmt(s.cast<AssertStmtNode>());
    case NodeKind::kBufferStore:
      return VisitBufferStore(s.cast<BufferStoreNode>());
    case NodeKind::kAllocate:
      return VisitAllocate(s.cast<AllocateNode>());
    case NodeKind::kDeclBuffer:
      return VisitDeclBuffer(s.cast<DeclBufferNode>());
    case NodeKind::kFor:
      return VisitFor(s.cast<ForNode>());
    case NodeKind::kWhile:
      return VisitWhile(s.cast<WhileNode>());
    case NodeKind::kIfThenElse:
      return VisitIfThenElse(s.cast<IfThenElseNode>());
    case NodeKind::kEvaluate:
      return VisitEvaluate(s.cast<EvaluateNode>());
    case NodeKind::kSeqStmt:
      return VisitSeqStmt(s.cast<SeqStmtNode>());
    case NodeKind::kBlock:
      return VisitBlock(s.cast<BlockNode>());
    case NodeKind::kBlockRealize:
      return VisitBlockRealize(s.cast<BlockRealizeNode>());
    default:
      RLX_UNREACHABLE() << "unexpected statement " << NodeKindName(s->kind());
  }
  return s;
}

Stmt StmtExprMutator::VisitLetStmt(const LetStmt& s) {
  PrimExpr v = VisitExpr(s->value);
  Stmt body = VisitStmt(s->body);
  if (v == s->value && body == s->body) return s;
  return MakeAt<LetStmtNode>(s->span, s->var, v, body);
}

Stmt StmtExprMutator::VisitAttrStmt(const AttrStmt& s) {
  PrimExpr v = VisitExpr(s->value);
  Stmt body = VisitStmt(s->body);
  if (v == s->value && body == s->body) return s;
  return MakeAt<AttrStmtNode>(s->span, s->node, s->attr_key, v, body);
}

Stmt StmtExprMutator::VisitAssertStmt(const AssertStmt& s) {
  PrimExpr c = VisitExpr(s->condition), m = VisitExpr(s->message);
  Stmt body = VisitStmt(s->body);
  if (c == s->condition && m == s->message && body == s->body) return s;
  return MakeAt<AssertStmtNode>(s->span, c, m, body);
}

Stmt StmtExprMutator::VisitBufferStore(const BufferStore& s) {
  PrimExpr v = VisitExpr(s->value);
  bool changed = v != s->value;
  std::vector<PrimExpr> idx = VisitExprs(s->indices, &changed);
  return changed ? Stmt(MakeAt<BufferStoreNode>(s->span, s->buffer, v, std::move(idx))) : Stmt(s);
}

Stmt StmtExprMutator::VisitAllocate(const Allocate& s) {
  bool changed = false;
  std::vector<PrimExpr> extents = VisitExprs(s->extents, &changed);
  PrimExpr cond = VisitExpr(s->condition);
  Stmt body = VisitStmt(s->body);
  if (!changed && cond == s->condition && body == s->body) return s;
  return MakeAt<AllocateNode>(s->span, s->buffer_var, s->dtype, std::move(extents), cond, body);
}

Stmt StmtExprMutator::VisitDeclBuffer(const DeclBuffer& s) {
  Stmt body = VisitStmt(s->body);
  return body == s->body ? Stmt(s) : Stmt(MakeAt<DeclBufferNode>(s->span, s->buffer, body));
}

Stmt StmtExprMutator::VisitFor(const For& s) {
  PrimExpr min = VisitExpr(s->min), extent = VisitExpr(s->extent);
  Stmt body = VisitStmt(s->body);
  if (min == s->min && extent == s->extent && body == s->body) return s;
  auto n = CopyFor(*s);
  n->min = min;
  n->extent = extent;
  n->body = body;
  return Freeze(std::move(n));
}

Stmt StmtExprMutator::VisitWhile(const While& s) {
  PrimExpr c = VisitExpr(s->condition);
  Stmt body = VisitStmt(s->body);
  if (c == s->condition && body == s->body) return s;
  return MakeAt<WhileNode>(s->span, c, body);
}

Stmt StmtExprMutator::VisitIfThenElse(const IfThenElse& s) {
  PrimExpr c = VisitExpr(s->condition);
  Stmt t = VisitStmt(s->then_case);
  Stmt e = VisitOptionalStmt(s->else_case);
  if (c == s->condition && t == s->then_case && e == s->else_case) return s;
  return MakeAt<IfThenElseNode>(s->span, c, t, e);
}

Stmt StmtExprMutator::VisitEvaluate(const Evaluate& s) {
  PrimExpr v = VisitExpr(s->value);
  return v == s->value ? Stmt(s) : Stmt(MakeAt<EvaluateNode>(s->span, v));
}

Stmt StmtExprMutator::VisitSeqStmt(const SeqStmt& s) {
  bool changed = false;
  std::vector<Stmt> seq;
  seq.reserve(s->seq.size());
  for (const Stmt& st : s->seq) {
    seq.push_back(VisitStmt(st));
    if (seq.back() != st) changed = true;
  }
  if (!changed) return s;
  // A rewrite may produce nested sequences; MakeSeq flattens them.
  return MakeSeq(std::move(seq));
}

Stmt StmtExprMutator::VisitBlock(const Block& s) {
  bool changed = false;
  std::vector<IterVar> iter_vars;
  for (const IterVar& iv : s->iter_vars) {
    Range dom = VisitRange(iv->dom);
    if (dom != iv->dom) {
      changed = true;
      iter_vars.push_back(MakeAt<IterVarNode>(iv->span, dom, iv->var, iv->iter_type, iv->thread_tag));
    } else {
      iter_vars.push_back(iv);
    }
  }
  auto regions = [&](const std::vector<BufferRegion>& in) {
    std::vector<BufferRegion> out;
    for (const BufferRegion& r : in) {
      out.push_back(VisitBufferRegion(r));
      if (out.back() != r) changed = true;
    }
    return out;
  };
  std::vector<BufferRegion> reads = regions(s->reads);
  std::vector<BufferRegion> writes = regions(s->writes);
  std::vector<MatchBufferRegion> matches;
  for (const MatchBufferRegion& m : s->match_buffers) {
    BufferRegion src = VisitBufferRegion(m->source);
    if (src != m->source) {
      changed = true;
      matches.push_back(MakeAt<MatchBufferRegionNode>(m->span, m->buffer, src));
    } else {
      matches.push_back(m);
    }
  }
  Stmt init = VisitOptionalStmt(s->init);
  Stmt body = VisitStmt(s->body);
  if (!changed && init == s->init && body == s->body) return s;
  auto n = CopyBlock(*s);
  n->iter_vars = std::move(iter_vars);
  n->reads = std::move(reads);
  n->writes = std::move(writes);
  n->match_buffers = std::move(matches);
  n->init = init;
  n->body = body;
  return Freeze(std::move(n));
}

Stmt StmtExprMutator::VisitBlockRealize(const BlockRealize& s) {
  bool changed = false;
  std::vector<PrimExpr> values = VisitExprs(s->iter_values, &changed);
  PrimExpr pred = VisitExpr(s->predicate);
  Stmt block = VisitStmt(s->block);
  if (!changed && pred == s->predicate && block == Stmt(s->block)) return s;
  RLX_CHECK(block.is<BlockNode>()) << "a BlockRealize must keep a Block";
  return MakeAt<BlockRealizeNode>(s->span, std::move(values), pred, block.cast<BlockNode>());
}

// ----------------------------------------------------------------- visitor --

void StmtExprVisitor::VisitExpr(const PrimExpr& e) {
  if (!e.defined()) return;
  switch (e->kind()) {
    case NodeKind::kIntImm:
    case NodeKind::kFloatImm:
    case NodeKind::kStringImm:
      return;
    case NodeKind::kTirVar:
      return VisitVar(e.cast<TirVarNode>());
    case NodeKind::kNot:
      return VisitExpr(e.cast<NotNode>()->a);
    case NodeKind::kSelect: {
      auto s = e.cast<SelectNode>();
      VisitExpr(s->condition);
      VisitExpr(s->true_value);
      VisitExpr(s->false_value);
      return;
    }
    case NodeKind::kCast:
      return VisitExpr(e.cast<CastNode>()->value);
    case NodeKind::kTirCall:
      return VisitCall(e.cast<TirCallNode>());
    case NodeKind::kTirLet: {
      auto l = e.cast<TirLetNode>();
      VisitExpr(l->value);
      VisitExpr(l->body);
      return;
    }
    case NodeKind::kBufferLoad:
      return VisitBufferLoad(e.cast<BufferLoadNode>());
    case NodeKind::kRamp: {
      auto r = e.cast<RampNode>();
      VisitExpr(r->base);
      VisitExpr(r->stride);
      return;
    }
    case NodeKind::kBroadcast:
      return VisitExpr(e.cast<BroadcastNode>()->value);
    default: {
      auto b = e.cast<BinaryNode>();
      VisitExpr(b->a);
      VisitExpr(b->b);
      return;
    }
  }
}

void StmtExprVisitor::VisitBufferLoad(const BufferLoad& e) {
  for (const PrimExpr& i : e->indices) VisitExpr(i);
}

void StmtExprVisitor::VisitCall(const TirCall& e) {
  for (const PrimExpr& a : e->args) VisitExpr(a);
}

void StmtExprVisitor::VisitRange(const Range& r) {
  if (!r.defined()) return;
  VisitExpr(r->min);
  VisitExpr(r->extent);
}

void StmtExprVisitor::VisitBufferRegion(const BufferRegion& r) {
  for (const Range& range : r->region) VisitRange(range);
}

void StmtExprVisitor::VisitStmt(const Stmt& s) {
  if (!s.defined()) return;
  switch (s->kind()) {
    case NodeKind::kBufferStore:
      return VisitBufferStore(s.cast<BufferStoreNode>());
    case NodeKind::kFor:
      return VisitFor(s.cast<ForNode>());
    case NodeKind::kBlock:
      return VisitBlock(s.cast<BlockNode>());
    case NodeKind::kBlockRealize:
      return VisitBlockRealize(s.cast<BlockRealizeNode>());
    default:
      return VisitOtherStmt(s);
  }
}

void StmtExprVisitor::VisitBufferStore(const BufferStore& s) {
  VisitExpr(s->value);
  for (const PrimExpr& i : s->indices) VisitExpr(i);
}

void StmtExprVisitor::VisitFor(const For& s) {
  VisitExpr(s->min);
  VisitExpr(s->extent);
  VisitStmt(s->body);
}

void StmtExprVisitor::VisitBlock(const Block& s) {
  for (const IterVar& iv : s->iter_vars) VisitRange(iv->dom);
  for (const BufferRegion& r : s->reads) VisitBufferRegion(r);
  for (const BufferRegion& r : s->writes) VisitBufferRegion(r);
  for (const MatchBufferRegion& m : s->match_buffers) VisitBufferRegion(m->source);
  VisitStmt(s->init);
  VisitStmt(s->body);
}

void StmtExprVisitor::VisitBlockRealize(const BlockRealize& s) {
  for (const PrimExpr& v : s->iter_values) VisitExpr(v);
  VisitExpr(s->predicate);
  VisitStmt(s->block);
}

void StmtExprVisitor::VisitOtherStmt(const Stmt& s) {
  switch (s->kind()) {
    case NodeKind::kLetStmt: {
      auto n = s.cast<LetStmtNode>();
      VisitExpr(n->value);
      VisitStmt(n->body);
      return;
    }
    case NodeKind::kAttrStmt: {
      auto n = s.cast<AttrStmtNode>();
      VisitExpr(n->value);
      VisitStmt(n->body);
      return;
    }
    case NodeKind::kAssertStmt: {
      auto n = s.cast<AssertStmtNode>();
      VisitExpr(n->condition);
      VisitExpr(n->message);
      VisitStmt(n->body);
      return;
    }
    case NodeKind::kAllocate: {
      auto n = s.cast<AllocateNode>();
      for (const PrimExpr& e : n->extents) VisitExpr(e);
      VisitExpr(n->condition);
      VisitStmt(n->body);
      return;
    }
    case NodeKind::kDeclBuffer:
      return VisitStmt(s.cast<DeclBufferNode>()->body);
    case NodeKind::kWhile: {
      auto n = s.cast<WhileNode>();
      VisitExpr(n->condition);
      VisitStmt(n->body);
      return;
    }
    case NodeKind::kIfThenElse: {
      auto n = s.cast<IfThenElseNode>();
      VisitExpr(n->condition);
      VisitStmt(n->then_case);
      VisitStmt(n->else_case);
      return;
    }
    case NodeKind::kEvaluate:
      return VisitExpr(s.cast<EvaluateNode>()->value);
    case NodeKind::kSeqStmt:
      for (const Stmt& st : s.cast<SeqStmtNode>()->seq) VisitStmt(st);
      return;
    default:
      RLX_UNREACHABLE() << "unexpected statement " << NodeKindName(s->kind());
  }
}

// ------------------------------------------------------------ substitution --

namespace {

class Substituter : public StmtExprMutator {
 public:
  explicit Substituter(const VarMap& map) : map_(map) {}

 protected:
  PrimExpr VisitVar(const TirVar& v) override {
    auto it = map_.find(v.get());
    return it == map_.end() ? PrimExpr(v) : it->second;
  }

 private:
  const VarMap& map_;
};

}  // namespace

PrimExpr Substitute(const PrimExpr& e, const VarMap& map) {
  if (map.empty()) return e;
  Substituter s(map);
  return s.VisitExpr(e);
}

Stmt Substitute(const Stmt& s, const VarMap& map) {
  if (map.empty()) return s;
  Substituter sub(map);
  return sub.VisitStmt(s);
}

// ------------------------------------------------------------------ copies --

std::shared_ptr<ForNode> CopyFor(const ForNode& n) {
  auto c = std::make_shared<ForNode>(n.loop_var, n.min, n.extent, n.for_kind, n.body);
  c->thread_tag = n.thread_tag;
  c->annotations = n.annotations;
  c->span = n.span;
  return c;
}

std::shared_ptr<BlockNode> CopyBlock(const BlockNode& n) {
  auto c = std::make_shared<BlockNode>();
  c->iter_vars = n.iter_vars;
  c->reads = n.reads;
  c->writes = n.writes;
  c->name_hint = n.name_hint;
  c->alloc_buffers = n.alloc_buffers;
  c->match_buffers = n.match_buffers;
  c->annotations = n.annotations;
  c->init = n.init;
  c->body = n.body;
  c->explicit_reads = n.explicit_reads;
  c->explicit_writes = n.explicit_writes;
  c->span = n.span;
  return c;
}

std::shared_ptr<BufferNode> CopyBuffer(const BufferNode& n) {
  auto c = std::make_shared<BufferNode>();
  c->name = n.name;
  c->data = n.data;
  c->dtype = n.dtype;
  c->shape = n.shape;
  c->strides = n.strides;
  c->elem_offset = n.elem_offset;
  c->scope = n.scope;
  c->align = n.align;
  c->offset_factor = n.offset_factor;
  c->buffer_type = n.buffer_type;
  c->axis_separators = n.axis_separators;
  c->span = n.span;
  return c;
}

std::shared_ptr<PrimFuncNode> CopyPrimFunc(const PrimFuncNode& n) {
  auto c = std::make_shared<PrimFuncNode>();
  c->params = n.params;
  c->buffer_map = n.buffer_map;
  c->ret_type = n.ret_type;
  c->attrs = n.attrs;
  c->body = n.body;
  c->is_private = n.is_private;
  c->s_tir = n.s_tir;
  c->span = n.span;
  return c;
}

PrimFunc WithBody(const PrimFunc& f, Stmt body) {
  if (body == f->body) return f;
  auto c = CopyPrimFunc(*f);
  c->body = std::move(body);
  return Freeze(std::move(c));
}

PrimExpr ShapeProduct(const std::vector<PrimExpr>& dims) {
  if (dims.empty()) return Int32(1);
  PrimExpr prod;
  int64_t folded = 1;
  bool all_const = true;
  for (const PrimExpr& d : dims) {
    int64_t v;
    if (AsConstInt(d, &v)) {
      folded *= v;
    } else {
      all_const = false;
    }
    prod = prod.defined() ? MakeBinary(NodeKind::kMul, prod, d) : d;
  }
  if (all_const) return MakeIntImm(prod->dtype, folded);
  return prod;
}

namespace {

bool ConstOf(const PrimExpr& e, int64_t* v) { return e->dtype.is_int() && e->dtype.is_scalar() && AsConstInt(e, v); }

// Whether v fits the integer dtype t.
bool Fits(DataType t, int64_t v) {
  if (t.bits() >= 64) return true;
  int64_t lim = int64_t{1} << (t.bits() - 1);
  return v >= -lim && v < lim;
}

}  // namespace

PrimExpr FoldBinary(NodeKind kind, PrimExpr a, PrimExpr b) {
  PrimExpr e = MakeBinary(kind, std::move(a), std::move(b));
  auto bin = e.as<BinaryNode>();
  if (!bin) return e;
  const PrimExpr& x = bin->a;
  const PrimExpr& y = bin->b;
  int64_t cx = 0, cy = 0;
  bool kx = ConstOf(x, &cx), ky = ConstOf(y, &cy);
  if (kx && ky) {
    int64_t r = 0;
    bool ok = true;
    switch (kind) {
      case NodeKind::kAdd:
        ok = !__builtin_add_overflow(cx, cy, &r);
        break;
      case NodeKind::kSub:
        ok = !__builtin_sub_overflow(cx, cy, &r);
        break;
      case NodeKind::kMul:
        ok = !__builtin_mul_overflow(cx, cy, &r);
        break;
      case NodeKind::kMin:
        r = std::min(cx, cy);
        break;
      case NodeKind::kMax:
        r = std::max(cx, cy);
        break;
      case NodeKind::kFloorDiv:
      case NodeKind::kFloorMod: {
        if (cy == 0 || (cx == INT64_MIN && cy == -1)) {
          ok = false;
          break;
        }
        int64_t q = cx / cy, m = cx % cy;
        if (m != 0 && ((m < 0) != (cy < 0))) {
          q -= 1;
          m += cy;
        }
        r = kind == NodeKind::kFloorDiv ? q : m;
        break;
      }
      case NodeKind::kEQ:
        return Bool(cx == cy);
      case NodeKind::kNE:
        return Bool(cx != cy);
      case NodeKind::kLT:
        return Bool(cx < cy);
      case NodeKind::kLE:
        return Bool(cx <= cy);
      case NodeKind::kGT:
        return Bool(cx > cy);
      case NodeKind::kGE:
        return Bool(cx >= cy);
      default:
        ok = false;
        break;
    }
    if (ok && Fits(x->dtype, r)) return MakeIntImm(x->dtype, r);
    return e;
  }
  if (kind == NodeKind::kAdd && ky && cy == 0) return x;
  if (kind == NodeKind::kAdd && kx && cx == 0) return y;
  if (kind == NodeKind::kSub && ky && cy == 0) return x;
  if (kind == NodeKind::kMul && ky && cy == 1) return x;
  if (kind == NodeKind::kMul && kx && cx == 1) return y;
  return e;
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
