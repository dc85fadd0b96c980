#include "compiler/tir/transform/lower_match_buffer.h"

#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

bool IsConstOne(const PrimExpr& e) {
  int64_t v;
  return AsConstInt(e, &v) && v == 1;
}

// Strides of `b` in elements: declared, or compact row-major.
std::vector<PrimExpr> StridesOf(const Buffer& b) {
  if (!b->strides.empty()) return b->strides;
  std::vector<PrimExpr> strides(b->shape.size());
  PrimExpr acc;
  for (size_t k = b->shape.size(); k-- > 0;) {
    strides[k] = acc.defined() ? acc : MakeIntImm(b->shape[k]->dtype, 1);
    acc = acc.defined() ? FoldBinary(NodeKind::kMul, acc, b->shape[k]) : b->shape[k];
  }
  return strides;
}

class MatchBufferLowerer : public StmtExprMutator {
 protected:
  PrimExpr VisitVar(const TirVar& v) override {
    auto it = bound_.find(v.get());
    if (it != bound_.end()) return it->second;
    auto data = view_data_.find(v.get());
    if (data != view_data_.end()) {
      ThrowError(v->span, "LowerMatchBuffer: the data pointer of matched buffer " + data->second +
                              " is used directly; only element accesses can be lowered");
    }
    return v;
  }

  PrimExpr VisitBufferLoad(const BufferLoad& e) override {
    PrimExpr visited = StmtExprMutator::VisitBufferLoad(e);
    auto load = visited.cast<BufferLoadNode>();
    auto it = views_.find(load->buffer.get());
    if (it == views_.end()) return visited;
    return MakeAt<BufferLoadNode>(e->span, it->second.source, MapIndices(it->second, load->indices));
  }

  Stmt VisitBufferStore(const BufferStore& s) override {
    Stmt visited = StmtExprMutator::VisitBufferStore(s);
    auto store = visited.cast<BufferStoreNode>();
    auto it = views_.find(store->buffer.get());
    if (it == views_.end()) return visited;
    return MakeAt<BufferStoreNode>(s->span, it->second.source, store->value, MapIndices(it->second, store->indices));
  }

  BufferRegion VisitBufferRegion(const BufferRegion& r) override {
    BufferRegion visited = StmtExprMutator::VisitBufferRegion(r);
    auto it = views_.find(visited->buffer.get());
    if (it == views_.end()) return visited;
    const View& view = it->second;
    std::vector<Range> ranges;
    for (size_t k = 0; k < view.lead; ++k) ranges.push_back(view.region[k]);
    for (size_t k = 0; k < visited->region.size(); ++k) {
      const Range& outer = view.region[view.lead + k];
      const Range& inner = visited->region[k];
      ranges.push_back(Make<RangeNode>(FoldBinary(NodeKind::kAdd, outer->min, inner->min), inner->extent));
    }
    return MakeAt<BufferRegionNode>(r->span, view.source, std::move(ranges));
  }

  Stmt VisitBlock(const Block& block) override {
    if (block->match_buffers.empty()) return StmtExprMutator::VisitBlock(block);
    for (const MatchBufferRegion& m : block->match_buffers) AddView(m);
    auto n = CopyBlock(*block);
    n->match_buffers.clear();
    return StmtExprMutator::VisitBlock(Freeze(std::move(n)));
  }

 private:
  struct View {
    Buffer source;
    std::vector<Range> region;  // in terms of the source (already lowered)
    size_t lead = 0;            // leading region dims the view does not have
  };

  void AddView(const MatchBufferRegion& m) {
    const Buffer& view_buf = m->buffer;
    BufferRegion src = VisitBufferRegion(m->source);
    size_t r = src->region.size(), d = view_buf->shape.size();
    auto fail = [&](const std::string& why) {
      ThrowError(m->span.defined() ? m->span : view_buf->span,
                 "LowerMatchBuffer: cannot match buffer " + view_buf->name + " (" + std::to_string(d) +
                     "-d) to a region of " + src->buffer->name + " (" + std::to_string(r) + "-d): " + why);
    };
    if (r < d) fail("the region has fewer dimensions than the buffer");
    View view{src->buffer, src->region, r - d};
    for (size_t k = 0; k < view.lead; ++k) {
      if (!IsConstOne(src->region[k]->extent)) fail("leading region dimensions must have extent 1");
    }
    // Bind the view's own symbolic declaration parts.
    for (size_t k = 0; k < d; ++k) {
      if (auto var = view_buf->shape[k].as<TirVarNode>()) Bind(var, src->region[view.lead + k]->extent);
    }
    std::vector<PrimExpr> src_strides = StridesOf(src->buffer);
    for (size_t k = 0; k < view_buf->strides.size() && k < d; ++k) {
      if (auto var = view_buf->strides[k].as<TirVarNode>()) Bind(var, src_strides[view.lead + k]);
    }
    if (auto var = view_buf->elem_offset.as<TirVarNode>()) {
      PrimExpr offset = src->buffer->elem_offset.defined() ? src->buffer->elem_offset : PrimExpr();
      for (size_t k = 0; k < r; ++k) {
        PrimExpr term = FoldBinary(NodeKind::kMul, src->region[k]->min, src_strides[k]);
        offset = offset.defined() ? FoldBinary(NodeKind::kAdd, offset, term) : term;
      }
      Bind(var, offset.defined() ? offset : Int64(0));
    }
    view_data_[view_buf->data.get()] = view_buf->name;
    views_[view_buf.get()] = std::move(view);
  }

  void Bind(const TirVar& var, PrimExpr value) {
    if (bound_.count(var.get())) return;
    if (value->dtype != var->dtype && value->dtype.is_integer() && var->dtype.is_integer()) {
      value = MakeCast(var->dtype, value);
    }
    bound_[var.get()] = value;
  }

  static std::vector<PrimExpr> MapIndices(const View& view, const std::vector<PrimExpr>& indices) {
    std::vector<PrimExpr> out;
    for (size_t k = 0; k < view.lead; ++k) out.push_back(view.region[k]->min);
    for (size_t k = 0; k < indices.size(); ++k) {
      out.push_back(FoldBinary(NodeKind::kAdd, view.region[view.lead + k]->min, indices[k]));
    }
    return out;
  }

  std::unordered_map<const BufferNode*, View> views_;
  std::unordered_map<const TirVarNode*, std::string> view_data_;
  VarMap bound_;
};

}  // namespace

PrimFunc LowerMatchBuffer(const PrimFunc& func) {
  MatchBufferLowerer lowerer;
  return WithBody(func, lowerer.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
