#include "compiler/codegen/source/thread_sync.h"

#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/codegen/source/device_split.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::StmtExprMutator;
using tir::transform::StmtExprVisitor;
using VarSet = std::unordered_set<const TirVarNode*>;

// Shared allocations read and written since the last barrier.
struct Access {
  VarSet reads, writes;
  void Merge(const Access& o) {
    reads.insert(o.reads.begin(), o.reads.end());
    writes.insert(o.writes.begin(), o.writes.end());
  }
  void Clear() {
    reads.clear();
    writes.clear();
  }
};

bool Intersects(const VarSet& a, const VarSet& b) {
  for (const TirVarNode* v : a) {
    if (b.count(v)) return true;
  }
  return false;
}

// Read after write or write after read.
bool Conflict(const Access& before, const Access& next) {
  return Intersects(next.reads, before.writes) || Intersects(next.writes, before.reads);
}

bool IsShared(const Buffer& b) { return IsSharedScope(b->data->storage_scope); }

class AccessCollector : public StmtExprVisitor {
 public:
  Access access;

 protected:
  void VisitBufferLoad(const tir::transform::BufferLoad& e) override {
    if (IsShared(e->buffer)) access.reads.insert(e->buffer->data.get());
    StmtExprVisitor::VisitBufferLoad(e);
  }
  void VisitBufferStore(const tir::transform::BufferStore& s) override {
    if (IsShared(s->buffer)) access.writes.insert(s->buffer->data.get());
    StmtExprVisitor::VisitBufferStore(s);
  }
};

Access Collect(const tir::Stmt& s) {
  AccessCollector c;
  c.VisitStmt(s);
  return c.access;
}

bool IsSync(const tir::Stmt& s) {
  auto eval = s.as<tir::EvaluateNode>();
  auto call = eval ? eval->value.as<TirCallNode>() : Ref<TirCallNode>();
  if (!call || call->op != "tvm_storage_sync" || call->args.empty()) return false;
  auto scope = call->args[0].as<StringImmNode>();
  return scope && IsSharedScope(scope->value);
}

tir::Stmt MakeSync(const Span& span) {
  PrimExpr call = MakeAt<TirCallNode>(span, DataType::Int(32), "tvm_storage_sync",
                                      std::vector<PrimExpr>{Make<StringImmNode>("shared")});
  return MakeAt<tir::EvaluateNode>(span, call);
}

// Plans the barriers of one thread-bound region.
class Planner {
 public:
  // `s` runs in uniform control flow; `pending` holds the accesses since the
  // last barrier before it and is updated to those after it.
  tir::Stmt Plan(const tir::Stmt& s, Access* pending) {
    std::vector<tir::Stmt> out;
    bool changed = false;
    if (auto seq = s.as<tir::SeqStmtNode>()) {
      for (const tir::Stmt& child : seq->seq) changed |= PlanOne(child, pending, &out);
    } else {
      changed = PlanOne(s, pending, &out);
    }
    if (!changed) return s;
    return tir::MakeSeq(std::move(out));
  }

 private:
  // Appends `s` (planned) to `out`, with a barrier in front when needed.
  // Returns whether anything differs from `s` alone.
  bool PlanOne(const tir::Stmt& s, Access* pending, std::vector<tir::Stmt>* out) {
    if (IsSync(s)) {
      pending->Clear();
      out->push_back(s);
      return false;
    }
    tir::Stmt planned;
    if (PlanCompound(s, pending, &planned)) {
      out->push_back(planned);
      return planned != s;
    }
    Access a = Collect(s);
    bool sync = Conflict(*pending, a);
    if (sync) {
      out->push_back(MakeSync(s->span));
      pending->Clear();
    }
    pending->Merge(a);
    out->push_back(s);
    return sync;
  }

  bool Varying(const PrimExpr& e) {
    if (!e.defined()) return false;
    bool varying = false;
    struct Finder : StmtExprVisitor {
      const VarSet* vars;
      bool* found;
      void VisitVar(const TirVar& v) override { *found |= vars->count(v.get()) > 0; }
      void VisitBufferLoad(const tir::transform::BufferLoad& /*load*/) override { *found = true; }
    } finder;
    finder.vars = &varying_;
    finder.found = &varying;
    finder.VisitExpr(e);
    return varying;
  }

  // Statements whose insides are planned in uniform control flow. Returns
  // false for a statement that is one unit (a store, divergent flow).
  bool PlanCompound(const tir::Stmt& s, Access* pending, tir::Stmt* out) {
    if (auto seq = s.as<tir::SeqStmtNode>()) {
      *out = Plan(s, pending);
      return true;
    }
    if (auto let = s.as<tir::LetStmtNode>()) {
      if (Varying(let->value)) varying_.insert(let->var.get());
      tir::Stmt body = Plan(let->body, pending);
      *out = body == let->body ? s : tir::Stmt(MakeAt<tir::LetStmtNode>(s->span, let->var, let->value, body));
      return true;
    }
    if (auto decl = s.as<tir::DeclBufferNode>()) {
      tir::Stmt body = Plan(decl->body, pending);
      *out = body == decl->body ? s : tir::Stmt(MakeAt<tir::DeclBufferNode>(s->span, decl->buffer, body));
      return true;
    }
    if (auto alloc = s.as<tir::AllocateNode>()) {
      tir::Stmt body = Plan(alloc->body, pending);
      *out = body == alloc->body ? s
                                 : tir::Stmt(MakeAt<tir::AllocateNode>(s->span, alloc->buffer_var, alloc->dtype,
                                                                       alloc->extents, alloc->condition, body));
      return true;
    }
    if (auto attr = s.as<tir::AttrStmtNode>()) {
      auto iv = attr->attr_key == "thread_extent" ? attr->node.as<tir::IterVarNode>() : Ref<tir::IterVarNode>();
      if (iv && IsThreadIdx(iv->thread_tag)) varying_.insert(iv->var.get());
      tir::Stmt body = Plan(attr->body, pending);
      *out = body == attr->body
                 ? s
                 : tir::Stmt(MakeAt<tir::AttrStmtNode>(s->span, attr->node, attr->attr_key, attr->value, body));
      return true;
    }
    if (auto loop = s.as<tir::ForNode>()) {
      bool binding = loop->for_kind == tir::ForKind::kThreadBinding && ThreadTagDim(loop->thread_tag) >= 0;
      if (binding) {
        if (IsThreadIdx(loop->thread_tag)) varying_.insert(loop->loop_var.get());
        *out = WithBody(loop, Plan(loop->body, pending));
        return true;
      }
      if (Varying(loop->min) || Varying(loop->extent)) return false;
      // One barrier before the loop rather than one in every iteration.
      tir::Stmt before;
      if (Conflict(*pending, Collect(s))) {
        before = MakeSync(s->span);
        pending->Clear();
      }
      Access in = *pending;
      tir::Stmt body = Plan(loop->body, pending);
      // The next iteration's accesses up to its first barrier follow this
      // iteration's last ones.
      Access head;
      auto seq = body.as<tir::SeqStmtNode>();
      std::vector<tir::Stmt> items = seq ? seq->seq : std::vector<tir::Stmt>{body};
      for (const tir::Stmt& item : items) {
        if (IsSync(item)) break;
        head.Merge(Collect(item));
      }
      if (Conflict(*pending, head)) {
        body = tir::MakeSeq({body, MakeSync(s->span)});
        pending->Clear();
      }
      pending->Merge(in);  // the loop may run no iteration
      *out = WithBody(loop, body);
      if (before.defined()) *out = tir::MakeSeq({before, *out});
      return true;
    }
    if (auto branch = s.as<tir::IfThenElseNode>()) {
      if (Varying(branch->condition)) return false;
      Access other = *pending;
      tir::Stmt then_case = Plan(branch->then_case, pending);
      tir::Stmt else_case = branch->else_case.defined() ? Plan(branch->else_case, &other) : branch->else_case;
      pending->Merge(other);
      *out = then_case == branch->then_case && else_case == branch->else_case
                 ? s
                 : tir::Stmt(MakeAt<tir::IfThenElseNode>(s->span, branch->condition, then_case, else_case));
      return true;
    }
    return false;
  }

  static tir::Stmt WithBody(const Ref<tir::ForNode>& loop, const tir::Stmt& body) {
    if (body == loop->body) return loop;
    auto n = tir::transform::CopyFor(*loop);
    n->body = body;
    return tir::transform::Freeze(std::move(n));
  }

  VarSet varying_;
};

// Finds the thread-bound regions of the host part.
class RegionFinder : public StmtExprMutator {
 public:
  tir::Stmt VisitStmt(const tir::Stmt& s) override {
    bool region = false;
    if (auto f = s.as<tir::ForNode>()) {
      region = f->for_kind == tir::ForKind::kThreadBinding && ThreadTagDim(f->thread_tag) >= 0;
    } else if (auto a = s.as<tir::AttrStmtNode>()) {
      auto iv = a->attr_key == "thread_extent" ? a->node.as<tir::IterVarNode>() : Ref<tir::IterVarNode>();
      region = iv && ThreadTagDim(iv->thread_tag) >= 0;
    }
    if (!region) return StmtExprMutator::VisitStmt(s);
    Access pending;
    return Planner().Plan(s, &pending);
  }
};

}  // namespace

tir::PrimFunc ThreadSync(const tir::PrimFunc& func) {
  RegionFinder finder;
  return tir::transform::WithBody(func, finder.VisitStmt(func->body));
}

}  // namespace codegen
}  // namespace rlx
