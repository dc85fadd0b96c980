#include "compiler/tir/transform/flatten_buffer.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

bool IsConstZero(const PrimExpr& e) {
  int64_t v;
  return AsConstInt(e, &v) && v == 0;
}

// a op b where one side may be a vector (a Ramp index): the scalar side is
// broadcast to the vector's lanes first.
PrimExpr VectorAware(NodeKind kind, PrimExpr a, PrimExpr b) {
  int la = a->dtype.lanes(), lb = b->dtype.lanes();
  // A scalar plus or times a ramp is still a ramp: code generators emit a
  // ramp of stride 1 as one contiguous vector access, anything else lane by
  // lane.
  if (la != lb && (la == 1 || lb == 1) && (kind == NodeKind::kAdd || kind == NodeKind::kMul)) {
    const PrimExpr& s = la == 1 ? a : b;
    if (auto r = (la == 1 ? b : a).as<RampNode>()) {
      if (kind == NodeKind::kAdd) return Make<RampNode>(MakeBinary(kind, r->base, s), r->stride, r->lanes);
      return Make<RampNode>(MakeBinary(kind, r->base, s), MakeBinary(kind, r->stride, s), r->lanes);
    }
  }
  if (la != lb) {
    if (la == 1) a = Make<BroadcastNode>(a, lb);
    if (lb == 1) b = Make<BroadcastNode>(b, la);
  }
  return MakeBinary(kind, a, b);
}

class Flattener : public StmtExprMutator {
 protected:
  PrimExpr VisitBufferLoad(const BufferLoad& e) override {
    PrimExpr visited = StmtExprMutator::VisitBufferLoad(e);
    auto load = visited.cast<BufferLoadNode>();
    Buffer flat = Flat(load->buffer);
    if (flat == load->buffer) return visited;
    std::vector<PrimExpr> index{FlatIndex(load->buffer, load->indices, e->span)};
    return MakeAt<BufferLoadNode>(e->span, flat, std::move(index));
  }

  Stmt VisitBufferStore(const BufferStore& s) override {
    Stmt visited = StmtExprMutator::VisitBufferStore(s);
    auto store = visited.cast<BufferStoreNode>();
    Buffer flat = Flat(store->buffer);
    if (flat == store->buffer) return visited;
    return MakeAt<BufferStoreNode>(s->span, flat, store->value,
                                   std::vector<PrimExpr>{FlatIndex(store->buffer, store->indices, s->span)});
  }

  Stmt VisitAllocate(const Allocate& s) override {
    Stmt visited = StmtExprMutator::VisitAllocate(s);
    auto alloc = visited.cast<AllocateNode>();
    if (alloc->extents.size() == 1) return visited;
    return MakeAt<AllocateNode>(s->span, alloc->buffer_var, alloc->dtype,
                                std::vector<PrimExpr>{ShapeProduct(alloc->extents)}, alloc->condition, alloc->body);
  }

  Stmt VisitDeclBuffer(const DeclBuffer& s) override {
    Stmt body = VisitStmt(s->body);
    Buffer flat = Flat(s->buffer);
    if (flat == s->buffer && body == s->body) return s;
    return MakeAt<DeclBufferNode>(s->span, flat, body);
  }

 private:
  Buffer Flat(const Buffer& b) {
    auto it = flat_.find(b.get());
    if (it != flat_.end()) return it->second;
    if (!b->axis_separators.empty()) {
      ThrowError(b->span, "FlattenBuffer: buffer " + b->name +
                              " has axis_separators (a multi-dimensional physical layout), which cannot be flattened");
    }
    bool already_flat =
        b->shape.size() == 1 && b->strides.empty() && (!b->elem_offset.defined() || IsConstZero(b->elem_offset));
    Buffer out = b;
    if (!already_flat) {
      auto n = CopyBuffer(*b);
      PrimExpr extent;
      if (b->strides.empty() || b->shape.empty()) {
        extent = ShapeProduct(b->shape);
      } else {
        extent = MakeBinary(NodeKind::kMul, b->shape[0], b->strides[0]);
      }
      n->shape = {analyzer_.Simplify(extent)};
      n->strides.clear();
      n->elem_offset = PrimExpr();
      out = Freeze(std::move(n));
    }
    flat_[b.get()] = out;
    return out;
  }

  PrimExpr FlatIndex(const Buffer& b, const std::vector<PrimExpr>& indices, const Span& span) {
    if (indices.size() != b->shape.size()) {
      ThrowError(span, "FlattenBuffer: buffer " + b->name + " has " + std::to_string(b->shape.size()) +
                           " dimensions but is accessed with " + std::to_string(indices.size()) + " indices");
    }
    PrimExpr off;
    if (b->strides.empty()) {
      for (size_t k = 0; k < indices.size(); ++k) {
        off = off.defined() ? VectorAware(NodeKind::kAdd, VectorAware(NodeKind::kMul, off, b->shape[k]), indices[k])
                            : indices[k];
      }
    } else {
      for (size_t k = 0; k < indices.size(); ++k) {
        PrimExpr term = VectorAware(NodeKind::kMul, indices[k], b->strides[k]);
        off = off.defined() ? VectorAware(NodeKind::kAdd, off, term) : term;
      }
    }
    if (!off.defined()) off = b->shape.empty() ? Int32(0) : MakeIntImm(b->shape[0]->dtype, 0);
    if (b->elem_offset.defined() && !IsConstZero(b->elem_offset)) {
      off = VectorAware(NodeKind::kAdd, off, b->elem_offset);
    }
    return analyzer_.Simplify(off);
  }

  std::unordered_map<const BufferNode*, Buffer> flat_;
  arith::Analyzer analyzer_;
};

}  // namespace

PrimFunc FlattenBuffer(const PrimFunc& func) {
  Flattener flattener;
  return WithBody(func, flattener.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
