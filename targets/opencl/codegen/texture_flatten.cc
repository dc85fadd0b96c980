#include "targets/opencl/codegen/texture_flatten.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {

namespace {

bool IsConst(const PrimExpr& e, int64_t want) {
  int64_t v;
  return AsConstInt(e, &v) && v == want;
}

bool Uses(const PrimExpr& e, const TirVarNode* var) {
  for (const TirVar& v : CollectTirVars(e)) {
    if (v.get() == var) return true;
  }
  return false;
}

// What the function does with one texture parameter.
struct Usage {
  Buffer param;
  bool loaded = false;
  bool stored = false;
  // A store of one channel, a vector load, or an access through another
  // view of the data: the buffer cannot be an image here.
  bool blocked = false;
};

using UsageMap = std::unordered_map<const TirVarNode*, Usage>;

// `for c in range(4): B[i..., c] = v(c)` over a texture buffer: the store,
// else null.
Ref<BufferStoreNode> ChannelLoopStore(const ForNode& f, const UsageMap& usage) {
  if (f.for_kind != ForKind::kSerial && f.for_kind != ForKind::kUnrolled) return {};
  if (!IsConst(f.min, 0) || !IsConst(f.extent, 4)) return {};
  auto store = f.body.as<BufferStoreNode>();
  if (!store || usage.count(store->buffer->data.get()) == 0) return {};
  if (store->indices.empty() || store->value->dtype.lanes() != 1) return {};
  auto last = store->indices.back().as<TirVarNode>();
  if (!last || last.get() != f.loop_var.get()) return {};
  for (size_t i = 0; i + 1 < store->indices.size(); ++i) {
    if (Uses(store->indices[i], f.loop_var.get())) return {};
  }
  return store;
}

bool IsTexelIndex(const PrimExpr& e) {
  auto r = e.as<RampNode>();
  return r && r->lanes == 4 && IsConst(r->stride, 1);
}

class UsageScan : public StmtExprVisitor {
 public:
  explicit UsageScan(UsageMap* usage) : usage_(usage) {}

 protected:
  void VisitBufferLoad(const BufferLoad& e) override {
    if (Usage* u = Find(e->buffer)) {
      u->loaded = true;
      for (const PrimExpr& i : e->indices) u->blocked |= i->dtype.lanes() != 1;
    }
    StmtExprVisitor::VisitBufferLoad(e);
  }
  void VisitBufferStore(const BufferStore& s) override {
    if (Usage* u = Find(s->buffer)) {
      u->stored = true;
      bool texel = s->value->dtype.lanes() == 4 && IsTexelIndex(s->indices.back());
      for (size_t i = 0; i + 1 < s->indices.size(); ++i) texel &= s->indices[i]->dtype.lanes() == 1;
      u->blocked |= !texel;
    }
    StmtExprVisitor::VisitBufferStore(s);
  }
  void VisitFor(const For& f) override {
    Ref<BufferStoreNode> store = ChannelLoopStore(*f, *usage_);
    if (!store) {
      StmtExprVisitor::VisitFor(f);
      return;
    }
    if (Usage* u = Find(store->buffer)) u->stored = true;
    VisitExpr(f->min);
    VisitExpr(f->extent);
    for (const PrimExpr& i : store->indices) VisitExpr(i);
    VisitExpr(store->value);
  }

 private:
  // The usage of `b`'s data, when it is a texture parameter; an access
  // through a different view of that data blocks it.
  Usage* Find(const Buffer& b) {
    auto it = usage_->find(b->data.get());
    if (it == usage_->end()) return nullptr;
    if (b.get() != it->second.param.get()) {
      bool same = b->shape.size() == it->second.param->shape.size() && b->dtype == it->second.param->dtype &&
                  b->strides.empty() && (!b->elem_offset.defined() || IsConst(b->elem_offset, 0));
      for (size_t i = 0; same && i < b->shape.size(); ++i) {
        same = arith::ProveEqual(b->shape[i], it->second.param->shape[i]);
      }
      it->second.blocked |= !same;
    }
    return &it->second;
  }
  UsageMap* usage_;
};

class Flattener : public StmtExprMutator {
 public:
  explicit Flattener(const UsageMap& usage) : usage_(usage) {}

 protected:
  PrimExpr VisitBufferLoad(const BufferLoad& e) override {
    PrimExpr visited = StmtExprMutator::VisitBufferLoad(e);
    const Buffer* param = Lowered(e->buffer);
    if (param == nullptr) return visited;
    auto load = visited.cast<BufferLoadNode>();
    std::vector<PrimExpr> args = Coords(*param, load->indices);
    args.push_back(load->indices.back());
    return MakeAt<TirCallNode>(e->span, (*param)->dtype, kTexture2DLoad, std::move(args));
  }

  Stmt VisitBufferStore(const BufferStore& s) override {
    Stmt visited = StmtExprMutator::VisitBufferStore(s);
    const Buffer* param = Lowered(s->buffer);
    if (param == nullptr) return visited;
    auto store = visited.cast<BufferStoreNode>();
    std::vector<PrimExpr> args = Coords(*param, store->indices);
    args.push_back(store->value);
    return MakeAt<EvaluateNode>(s->span, MakeAt<TirCallNode>(s->span, DataType::Void(), kTexture2DStore, args));
  }

  // The channel loop: the four channels go to a local texel first.
  Stmt VisitFor(const For& f) override {
    Ref<BufferStoreNode> store = ChannelLoopStore(*f, usage_);
    const Buffer* param = store ? Lowered(store->buffer) : nullptr;
    if (param == nullptr) return StmtExprMutator::VisitFor(f);
    DataType dtype = (*param)->dtype;
    DataType index_type = f->loop_var->dtype;
    Buffer texel = MakeBuffer((*param)->name + "_texel", dtype, {MakeIntImm(index_type, 4)}, "local");
    bool changed = false;
    std::vector<PrimExpr> indices = VisitExprs(store->indices, &changed);
    PrimExpr value = VisitExpr(store->value);
    auto loop = CopyFor(*f);
    loop->body = MakeAt<BufferStoreNode>(store->span, texel, value, std::vector<PrimExpr>{f->loop_var});
    std::vector<PrimExpr> args = Coords(*param, indices);
    PrimExpr all = Make<RampNode>(MakeIntImm(index_type, 0), MakeIntImm(index_type, 1), 4);
    args.push_back(MakeAt<BufferLoadNode>(store->span, texel, std::vector<PrimExpr>{all}));
    Stmt write = MakeAt<EvaluateNode>(
        store->span, MakeAt<TirCallNode>(store->span, DataType::Void(), kTexture2DStore, std::move(args)));
    Stmt body = MakeSeq({Freeze(std::move(loop)), write});
    body = MakeAt<DeclBufferNode>(f->span, texel, body);
    return MakeAt<AllocateNode>(f->span, texel->data, dtype, texel->shape, Bool(true), body);
  }

 private:
  const Buffer* Lowered(const Buffer& b) const {
    auto it = usage_.find(b->data.get());
    if (it == usage_.end() || it->second.blocked || (it->second.loaded && it->second.stored)) return nullptr;
    return &it->second.param;
  }

  // x (within the width axes) and y (within the height axes).
  std::vector<PrimExpr> Coords(const Buffer& b, const std::vector<PrimExpr>& indices) {
    size_t rank = b->shape.size();
    RLX_CHECK(indices.size() == rank) << "texture access rank";
    size_t sep = TextureAxisSeparator(rank, b->scope);
    auto offset = [&](size_t begin, size_t end) {
      PrimExpr off;
      for (size_t k = begin; k < end; ++k) {
        off = off.defined() ? MakeBinary(NodeKind::kAdd, MakeBinary(NodeKind::kMul, off, b->shape[k]), indices[k])
                            : indices[k];
      }
      if (!off.defined()) off = MakeIntImm(indices[0]->dtype, 0);
      return analyzer_.Simplify(off);
    };
    return {b->data, offset(sep, rank - 1), offset(0, sep)};
  }

  const UsageMap& usage_;
  arith::Analyzer analyzer_;
};

void CheckTextureParam(const Buffer& b) {
  auto fail = [&](const std::string& why) {
    ThrowError(b->span, "TextureFlatten: buffer " + b->name + " in scope \"" + b->scope + "\" " + why);
  };
  if (b->shape.size() < 2) fail("needs at least two dimensions (the last holds the 4 channels of a texel)");
  if (!IsConst(b->shape.back(), 4)) {
    fail("must have 4 as its last dimension (the RGBA channels of a texel), got " +
         arith::DebugString(b->shape.back()));
  }
  if (!b->strides.empty() || (b->elem_offset.defined() && !IsConst(b->elem_offset, 0))) {
    fail("has strides or an element offset; an image is a compact array");
  }
}

}  // namespace

PrimFunc TextureFlatten(const PrimFunc& func) {
  UsageMap usage;
  for (const auto& [param, buffer] : func->buffer_map) {
    if (!IsTextureScope(buffer->scope)) continue;
    CheckTextureParam(buffer);
    // Images here hold float channels (read_imagef / read_imageh); other
    // element types keep their buffers.
    DataType t = buffer->dtype;
    if (t.lanes() != 1 || !t.is_float() || (t.bits() != 32 && t.bits() != 16)) continue;
    usage[buffer->data.get()].param = buffer;
  }
  if (usage.empty()) return func;
  UsageScan(&usage).VisitStmt(func->body);
  Flattener flattener(usage);
  return WithBody(func, flattener.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
