// The TIR half of the well-formed checker (rules in well_formed.h), after
// TVM's tir/analysis/verify_well_formed.cc: undefined and redefined
// variables, loop variables leaking into blocks, undeclared buffers, and
// arity mismatches of block bindings and buffer accesses.
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/analysis/well_formed_internal.h"

namespace rlx {
namespace relax {
namespace wf {

namespace {

using tir::BlockNode;
using tir::BufferRegion;
using tir::Stmt;

std::string Count(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

class TirChecker {
 public:
  explicit TirChecker(Reporter* r) : r_(r) {}

  void Check(const tir::PrimFuncNode& f) {
    // Unlike a Relax function's, a PrimFunc's global_symbol may differ from
    // its name: it is the symbol the kernel is exported under (TVM checks
    // neither in relax.analysis.well_formed nor in tir.VerifyWellFormed).
    Reporter::SpanScope at(r_, f.span);
    PushFrame();
    for (const TirVar& p : f.params) DefineVar(p, /*is_loop=*/false, /*redefinable=*/false);
    std::unordered_set<const TirVarNode*> params;
    for (const TirVar& p : f.params) params.insert(p.get());
    // Every parameter buffer's bare shape variables are bound before any
    // compound dimension is checked, as the kernel's argument binder does
    // (an input of shape (1, T.min(n, 64)) beside an output of shape (1, n)).
    for (const auto& kv : f.buffer_map) {
      if (!kv.second.defined()) continue;
      for (const PrimExpr& d : kv.second->shape) {
        if (d.is<TirVarNode>()) DefineOrUse(d);
      }
    }
    for (const auto& kv : f.buffer_map) {
      if (!kv.second.defined()) {
        r_->Error("a buffer_map entry has no buffer");
        continue;
      }
      if (!kv.first.defined() || !params.count(kv.first.get())) {
        r_->Error("buffer '" + kv.second->name + "' is bound to '" + (kv.first.defined() ? kv.first->name : "<null>") +
                  "', which is not a parameter");
      }
      DeclareBuffer(kv.second);
    }
    if (f.body.defined()) {
      VisitStmt(f.body);
    } else {
      r_->Error("the function has no body");
    }
    PopFrame();
  }

 private:
  struct VarInfo {
    bool is_loop;
    size_t block_depth;  // non-opaque blocks around the definition
  };
  // What one scope defined, undone when it closes.
  struct Frame {
    std::vector<const TirVarNode*> vars;
    std::vector<const BufferNode*> buffers;
  };

  void PushFrame() { frames_.emplace_back(); }

  void PopFrame() {
    for (const TirVarNode* v : frames_.back().vars) {
      auto it = defined_.find(v);
      it->second.pop_back();
      if (it->second.empty()) defined_.erase(it);
    }
    for (const BufferNode* b : frames_.back().buffers) {
      if (--buffers_[b] == 0) buffers_.erase(b);
    }
    frames_.pop_back();
  }

  void Enter(const TirVarNode* v, bool is_loop) {
    ever_defined_.insert(v);
    defined_[v].push_back({is_loop, blocks_.size()});
    frames_.back().vars.push_back(v);
  }

  // `redefinable`: a thread variable, which every `thread_extent` of the
  // same thread defines again.
  void DefineVar(const TirVar& v, bool is_loop, bool redefinable) {
    if (!v.defined()) {
      r_->Error("a variable definition has no variable");
      return;
    }
    if (redefinable) thread_vars_.insert(v.get());
    if (ever_defined_.count(v.get()) && !thread_vars_.count(v.get())) {
      r_->Error("variable '" + v->name + "' is defined twice");
    }
    Enter(v.get(), is_loop);
  }

  // Buffer declarations define their data pointer and the bare variables of
  // their shape on first appearance (`A: T.Buffer((n, 4))` defines n); later
  // appearances are uses.
  void DefineOrUse(const PrimExpr& e) {
    auto v = e.as<TirVarNode>();
    if (!v) {
      UseExpr(e);
    } else if (!defined_.count(v.get())) {
      Enter(v.get(), /*is_loop=*/false);
    }
  }

  void UseVar(const TirVarNode* v) {
    auto it = defined_.find(v);
    if (it == defined_.end()) {
      r_->Error("variable '" + v->name + "' is used " +
                (ever_defined_.count(v) ? "outside the scope that defines it" : "before it is defined"));
      return;
    }
    const VarInfo& info = it->second.back();
    if (info.is_loop && info.block_depth < blocks_.size()) {
      r_->Error("loop variable '" + v->name + "' is defined outside block '" + blocks_.back()->name_hint +
                "' but used inside it (bind it to a block iter var)");
    }
  }

  void UseExpr(const PrimExpr& e) {
    if (!e.defined()) return;
    if (auto v = e.as<TirVarNode>()) {
      UseVar(v.get());
    } else if (auto let = e.as<TirLetNode>()) {
      UseExpr(let->value);
      PushFrame();
      DefineVar(let->var, /*is_loop=*/false, /*redefinable=*/false);
      UseExpr(let->body);
      PopFrame();
    } else if (auto load = e.as<BufferLoadNode>()) {
      CheckAccess(load->buffer, load->indices.size());
      for (const PrimExpr& i : load->indices) UseExpr(i);
    } else {
      ForEachPrimExprChild(e, [this](const PrimExpr& c) { UseExpr(c); });
    }
  }

  void DeclareBuffer(const Buffer& b) {
    if (!b.defined()) {
      r_->Error("a buffer declaration has no buffer");
      return;
    }
    if (b->data.defined()) DefineOrUse(b->data);
    for (const PrimExpr& d : b->shape) DefineOrUse(d);
    for (const PrimExpr& s : b->strides) DefineOrUse(s);
    if (b->elem_offset.defined()) DefineOrUse(b->elem_offset);
    ++buffers_[b.get()];
    ever_buffers_.insert(b.get());
    frames_.back().buffers.push_back(b.get());
  }

  void CheckBuffer(const Buffer& b) {
    if (!b.defined()) {
      r_->Error("a buffer access has no buffer");
      return;
    }
    if (buffers_.count(b.get())) return;
    // Lowered TIR addresses storage through buffers built over an Allocate's
    // pointer (or another declared buffer's data) without a declaration.
    if (b->data.defined() && defined_.count(b->data.get())) return;
    r_->Error("buffer '" + b->name + "' is " +
              (ever_buffers_.count(b.get()) ? "used outside the scope of its declaration" : "not declared"));
  }

  void CheckAccess(const Buffer& b, size_t num_indices) {
    CheckBuffer(b);
    if (b.defined() && num_indices != b->shape.size()) {
      r_->Error("buffer '" + b->name + "' has " + Count(b->shape.size(), "dimension", "dimensions") +
                " but is accessed with " + Count(num_indices, "index", "indices"));
    }
  }

  void CheckRegion(const BufferRegion& region) {
    if (!region.defined()) return;
    CheckBuffer(region->buffer);
    if (region->buffer.defined() && region->region.size() != region->buffer->shape.size()) {
      r_->Error("the region of buffer '" + region->buffer->name + "' has " +
                Count(region->region.size(), "range", "ranges") + " but the buffer has " +
                Count(region->buffer->shape.size(), "dimension", "dimensions"));
    }
    for (const Range& range : region->region) {
      if (!range.defined()) continue;
      UseExpr(range->min);
      UseExpr(range->extent);
    }
  }

  void VisitStmt(const Stmt& s) {
    if (!s.defined()) return;
    Reporter::SpanScope at(r_, s->span);
    switch (s->kind()) {
      case NodeKind::kLetStmt: {
        auto let = s.cast<tir::LetStmtNode>();
        UseExpr(let->value);
        PushFrame();
        DefineVar(let->var, /*is_loop=*/false, /*redefinable=*/false);
        VisitStmt(let->body);
        PopFrame();
        break;
      }
      case NodeKind::kAttrStmt: {
        auto attr = s.cast<tir::AttrStmtNode>();
        UseExpr(attr->value);
        auto iv = attr->node.as<tir::IterVarNode>();
        if (iv && (attr->attr_key == "thread_extent" || attr->attr_key == "virtual_thread")) {
          if (iv->dom.defined()) {
            UseExpr(iv->dom->min);
            UseExpr(iv->dom->extent);
          }
          PushFrame();
          DefineVar(iv->var, /*is_loop=*/false, /*redefinable=*/true);
          VisitStmt(attr->body);
          PopFrame();
        } else {
          VisitStmt(attr->body);
        }
        break;
      }
      case NodeKind::kAssertStmt: {
        auto a = s.cast<tir::AssertStmtNode>();
        UseExpr(a->condition);
        UseExpr(a->message);
        VisitStmt(a->body);
        break;
      }
      case NodeKind::kBufferStore: {
        auto store = s.cast<tir::BufferStoreNode>();
        CheckAccess(store->buffer, store->indices.size());
        UseExpr(store->value);
        for (const PrimExpr& i : store->indices) UseExpr(i);
        break;
      }
      case NodeKind::kAllocate: {
        auto alloc = s.cast<tir::AllocateNode>();
        for (const PrimExpr& e : alloc->extents) UseExpr(e);
        UseExpr(alloc->condition);
        PushFrame();
        DefineVar(alloc->buffer_var, /*is_loop=*/false, /*redefinable=*/false);
        VisitStmt(alloc->body);
        PopFrame();
        break;
      }
      case NodeKind::kDeclBuffer: {
        auto decl = s.cast<tir::DeclBufferNode>();
        PushFrame();
        DeclareBuffer(decl->buffer);
        VisitStmt(decl->body);
        PopFrame();
        break;
      }
      case NodeKind::kFor: {
        auto loop = s.cast<tir::ForNode>();
        UseExpr(loop->min);
        UseExpr(loop->extent);
        PushFrame();
        DefineVar(loop->loop_var, /*is_loop=*/true, /*redefinable=*/false);
        VisitStmt(loop->body);
        PopFrame();
        break;
      }
      case NodeKind::kWhile: {
        auto w = s.cast<tir::WhileNode>();
        UseExpr(w->condition);
        VisitStmt(w->body);
        break;
      }
      case NodeKind::kIfThenElse: {
        auto i = s.cast<tir::IfThenElseNode>();
        UseExpr(i->condition);
        VisitStmt(i->then_case);
        VisitStmt(i->else_case);
        break;
      }
      case NodeKind::kEvaluate:
        UseExpr(s.cast<tir::EvaluateNode>()->value);
        break;
      case NodeKind::kSeqStmt:
        for (const Stmt& c : s.cast<tir::SeqStmtNode>()->seq) VisitStmt(c);
        break;
      case NodeKind::kBlockRealize: {
        auto realize = s.cast<tir::BlockRealizeNode>();
        for (const PrimExpr& v : realize->iter_values) UseExpr(v);
        UseExpr(realize->predicate);
        if (!realize->block.defined()) {
          r_->Error("a block realize has no block");
          break;
        }
        if (realize->iter_values.size() != realize->block->iter_vars.size()) {
          r_->Error("block '" + realize->block->name_hint + "' has " +
                    Count(realize->block->iter_vars.size(), "iter var", "iter vars") + " but is realized with " +
                    Count(realize->iter_values.size(), "binding", "bindings"));
        }
        VisitBlock(*realize->block);
        break;
      }
      case NodeKind::kBlock:
        VisitBlock(*s.cast<BlockNode>());
        break;
      default:
        r_->Error(std::string("unexpected statement kind ") + NodeKindName(s->kind()));
    }
  }

  void VisitBlock(const BlockNode& b) {
    Reporter::SpanScope at(r_, b.span);
    PushFrame();
    // Domains are evaluated outside the block.
    for (const tir::IterVar& iv : b.iter_vars) {
      if (!iv.defined()) continue;
      if (iv->dom.defined()) {
        UseExpr(iv->dom->min);
        UseExpr(iv->dom->extent);
      }
    }
    for (const tir::IterVar& iv : b.iter_vars) {
      if (iv.defined()) DefineVar(iv->var, /*is_loop=*/false, /*redefinable=*/false);
    }
    // A block without iter vars is opaque: enclosing loop variables stay
    // usable inside it.
    bool opaque = b.iter_vars.empty();
    if (!opaque) blocks_.push_back(&b);
    for (const Buffer& a : b.alloc_buffers) DeclareBuffer(a);
    for (const tir::MatchBufferRegion& m : b.match_buffers) {
      if (!m.defined()) continue;
      CheckRegion(m->source);
      DeclareBuffer(m->buffer);
    }
    for (const BufferRegion& r : b.reads) CheckRegion(r);
    for (const BufferRegion& w : b.writes) CheckRegion(w);
    VisitStmt(b.init);
    VisitStmt(b.body);
    if (!opaque) blocks_.pop_back();
    PopFrame();
  }

  Reporter* r_;
  // Variables in scope (a stack per variable: thread variables nest).
  std::unordered_map<const TirVarNode*, std::vector<VarInfo>> defined_;
  std::unordered_set<const TirVarNode*> ever_defined_;
  std::unordered_set<const TirVarNode*> thread_vars_;
  // Declared buffers in scope, with how many open declarations each has.
  std::unordered_map<const BufferNode*, int> buffers_;
  std::unordered_set<const BufferNode*> ever_buffers_;
  std::vector<const BlockNode*> blocks_;  // enclosing non-opaque blocks
  std::vector<Frame> frames_;
};

}  // namespace

void CheckPrimFunc(const tir::PrimFuncNode& func, Reporter* reporter) { TirChecker(reporter).Check(func); }

}  // namespace wf
}  // namespace relax
}  // namespace rlx
