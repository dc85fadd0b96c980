// ScheduleCPU: finds reduction blocks in perfect loop nests, matches the
// matmul shape (cpu_matmul_kernel.cc emits its loops) and otherwise hoists
// the init of reductions whose reduction loops are innermost.
#include "compiler/tir/transform/schedule_cpu.h"

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/tir/transform/cpu_matmul_kernel.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

using cpu_schedule::MatmulPattern;

bool IsConstZero(const PrimExpr& e) {
  int64_t v;
  return e.defined() && AsConstInt(e, &v) && v == 0;
}

bool IsConstTrue(const PrimExpr& e) {
  int64_t v;
  return !e.defined() || (AsConstInt(e, &v) && v != 0);
}

std::unordered_set<const TirVarNode*> VarsOf(const ObjectRef& e) {
  std::unordered_set<const TirVarNode*> out;
  for (const TirVar& v : CollectTirVars(e)) out.insert(v.get());
  return out;
}

// Whether `e` reads `buffer`, or reads anything at all when buffer is null.
class LoadFinder : public StmtExprVisitor {
 public:
  explicit LoadFinder(const BufferNode* buffer) : buffer_(buffer) {}
  bool found = false;

 protected:
  void VisitBufferLoad(const BufferLoad& e) override {
    if (buffer_ == nullptr || e->buffer.get() == buffer_) found = true;
    StmtExprVisitor::VisitBufferLoad(e);
  }

 private:
  const BufferNode* buffer_;
};

bool Reads(const PrimExpr& e, const BufferNode* buffer) {
  LoadFinder f(buffer);
  f.VisitExpr(e);
  return f.found;
}

// A perfect nest of plain serial loops around one block, each loop binding
// exactly one of the block's iter vars.
struct Nest {
  std::vector<For> loops;
  BlockRealize realize;
  // iter var index -> loop index
  std::vector<size_t> loop_of;
};

bool MatchNest(const For& outer, Nest* nest) {
  Stmt s = outer;
  while (auto f = s.as<ForNode>()) {
    if (f->for_kind != ForKind::kSerial || !IsConstZero(f->min) || !f->thread_tag.empty() ||
        (f->annotations.defined() && !f->annotations->items.empty())) {
      return false;
    }
    nest->loops.push_back(f);
    s = f->body;
  }
  nest->realize = s.as<BlockRealizeNode>();
  if (!nest->realize.defined() || !IsConstTrue(nest->realize->predicate)) return false;
  const Block& block = nest->realize->block;
  if (!block->alloc_buffers.empty() || !block->match_buffers.empty() || block->iter_vars.size() != nest->loops.size() ||
      nest->realize->iter_values.size() != block->iter_vars.size()) {
    return false;
  }
  std::vector<bool> used(nest->loops.size(), false);
  arith::Analyzer analyzer;
  for (size_t v = 0; v < block->iter_vars.size(); ++v) {
    const IterVar& iv = block->iter_vars[v];
    if (iv->iter_type != IterType::kDataPar && iv->iter_type != IterType::kCommReduce) return false;
    const TirVarNode* value = nest->realize->iter_values[v].as<TirVarNode>().get();
    size_t l = 0;
    while (l < nest->loops.size() && nest->loops[l]->loop_var.get() != value) ++l;
    if (value == nullptr || l == nest->loops.size() || used[l]) return false;
    used[l] = true;
    if (!IsConstZero(iv->dom->min) || !analyzer.CanProveEqual(iv->dom->extent, nest->loops[l]->extent)) return false;
    nest->loop_of.push_back(l);
  }
  // The loops bind iter vars only: nothing else may use a loop variable.
  std::unordered_set<const TirVarNode*> body_vars = VarsOf(block);
  for (const For& f : nest->loops) {
    if (body_vars.count(f->loop_var.get())) return false;
  }
  return true;
}

bool SupportedAccumulator(DataType t) {
  if (!t.is_scalar()) return false;
  if (t.is_float()) return t.bits() == 16 || t.bits() == 32 || t.bits() == 64;
  return t.is_int() || (t.is_uint() && t.bits() > 1);
}

// C[s..] = C[s..] + X * Y with C indexed by the spatial vars, init constant.
bool MatchMatmul(const Nest& nest, MatmulPattern* p) {
  const Block& block = nest.realize->block;
  std::vector<const IterVarNode*> spatial;
  const IterVarNode* reduce = nullptr;
  for (const IterVar& iv : block->iter_vars) {
    if (iv->iter_type == IterType::kDataPar) {
      spatial.push_back(iv.get());
    } else if (reduce != nullptr) {
      return false;  // several reduction axes
    } else {
      reduce = iv.get();
    }
  }
  if (reduce == nullptr || spatial.empty()) return false;
  auto store = block->body.as<BufferStoreNode>();
  if (!store) return false;
  const Buffer& c = store->buffer;
  if (!c->strides.empty() || (c->elem_offset.defined() && !IsConstZero(c->elem_offset)) ||
      store->indices.size() != spatial.size() || c->shape.size() != spatial.size() || !SupportedAccumulator(c->dtype) ||
      store->value->dtype != c->dtype) {
    return false;
  }
  std::vector<TirVar> index_vars;
  std::unordered_set<const TirVarNode*> seen;
  for (const PrimExpr& idx : store->indices) {
    const TirVarNode* v = idx.as<TirVarNode>().get();
    bool is_spatial = false;
    for (const IterVarNode* iv : spatial) is_spatial = is_spatial || iv->var.get() == v;
    if (!v || !is_spatial || !seen.insert(v).second) return false;
    index_vars.push_back(idx.cast<TirVarNode>());
  }
  auto is_acc = [&](const PrimExpr& e) {
    auto load = e.as<BufferLoadNode>();
    if (!load || load->buffer != c || load->indices.size() != store->indices.size()) return false;
    for (size_t d = 0; d < load->indices.size(); ++d) {
      if (load->indices[d].get() != store->indices[d].get()) return false;
    }
    return true;
  };
  if (store->value->kind() != NodeKind::kAdd) return false;
  auto add = store->value.as<BinaryNode>();
  PrimExpr prod_e;
  if (is_acc(add->a)) {
    p->acc_first = true;
    prod_e = add->b;
  } else if (is_acc(add->b)) {
    p->acc_first = false;
    prod_e = add->a;
  } else {
    return false;
  }
  if (prod_e->kind() != NodeKind::kMul) return false;
  auto prod = prod_e.as<BinaryNode>();
  if (Reads(prod->a, c.get()) || Reads(prod->b, c.get())) return false;
  const TirVarNode* j = index_vars.back().get();
  std::unordered_set<const TirVarNode*> va = VarsOf(prod->a), vb = VarsOf(prod->b);
  if (va.count(j) == vb.count(j)) return false;
  p->x_first = vb.count(j) > 0;
  p->x = p->x_first ? prod->a : prod->b;
  p->y = p->x_first ? prod->b : prod->a;
  std::unordered_set<const TirVarNode*> vy = p->x_first ? vb : va;
  // Loop variables of the nest must not leak into the operands (checked by
  // MatchNest); the row axis is the one before j when Y does not use it.
  size_t batch_end = index_vars.size() - 1;
  if (index_vars.size() >= 2 && !vy.count(index_vars[index_vars.size() - 2].get())) {
    p->i_var = index_vars[index_vars.size() - 2];
    batch_end = index_vars.size() - 2;
  }
  auto extent_of = [&](const TirVarNode* v) {
    for (size_t i = 0; i < block->iter_vars.size(); ++i) {
      if (block->iter_vars[i]->var.get() == v) return nest.loops[nest.loop_of[i]]->extent;
    }
    return PrimExpr();
  };
  for (size_t d = 0; d < batch_end; ++d) {
    p->batch_vars.push_back(index_vars[d]);
    p->batch_extents.push_back(extent_of(index_vars[d].get()));
  }
  p->j_var = index_vars.back();
  p->n = extent_of(j);
  p->k_var = reduce->var;
  p->k = extent_of(reduce->var.get());
  p->m = p->i_var.defined() ? extent_of(p->i_var.get()) : MakeIntImm(p->k->dtype, 1);
  if (block->init.defined()) {
    auto init = block->init.as<BufferStoreNode>();
    if (!init || init->buffer != c || init->indices.size() != store->indices.size()) return false;
    for (size_t d = 0; d < init->indices.size(); ++d) {
      if (init->indices[d].get() != store->indices[d].get()) return false;
    }
    if (!CollectTirVars(init->value).empty() || Reads(init->value, nullptr) || init->value->dtype != c->dtype) {
      return false;
    }
    p->init = init->value;
  }
  for (const PrimExpr& e : {p->m, p->n, p->k}) {
    int64_t v;
    if (AsConstInt(e, &v) && v <= 0) return false;  // nothing to speed up
  }
  p->name = block->name_hint;
  p->span = block->span;
  p->c = c;
  p->dtype = c->dtype;
  p->index_type = nest.loops[nest.loop_of[0]]->loop_var->dtype;
  return true;
}

// Moves the init of a reduction out of its reduction loops when those are
// the innermost loops of the nest (TVM's decompose_reduction at the first
// reduction loop): the init becomes a block of its own over the spatial
// iter vars.
Stmt HoistInit(const Nest& nest) {
  const Block& block = nest.realize->block;
  if (!block->init.defined()) return Stmt();
  size_t first_reduce = nest.loops.size();
  for (size_t v = 0; v < block->iter_vars.size(); ++v) {
    if (block->iter_vars[v]->iter_type == IterType::kCommReduce) {
      first_reduce = std::min(first_reduce, nest.loop_of[v]);
    }
  }
  if (first_reduce == nest.loops.size()) return Stmt();
  for (size_t v = 0; v < block->iter_vars.size(); ++v) {
    bool reduce = block->iter_vars[v]->iter_type == IterType::kCommReduce;
    if (reduce != (nest.loop_of[v] >= first_reduce)) return Stmt();
  }
  // The init block: fresh spatial iter vars bound like the originals.
  auto init = std::make_shared<BlockNode>();
  init->name_hint = block->name_hint + "_init";
  std::vector<PrimExpr> values;
  VarMap rename;
  for (size_t v = 0; v < block->iter_vars.size(); ++v) {
    const IterVar& iv = block->iter_vars[v];
    if (iv->iter_type != IterType::kDataPar) continue;
    TirVar fresh = MakeTirVar(iv->var->name + "_init", iv->var->dtype);
    rename[iv->var.get()] = fresh;
    init->iter_vars.push_back(MakeAt<IterVarNode>(iv->span, iv->dom, fresh, iv->iter_type, iv->thread_tag));
    values.push_back(nest.realize->iter_values[v]);
  }
  for (const BufferRegion& w : block->writes) {
    std::vector<Range> region;
    for (const Range& r : w->region) {
      region.push_back(Make<RangeNode>(Substitute(r->min, rename), Substitute(r->extent, rename)));
    }
    init->writes.push_back(Make<BufferRegionNode>(w->buffer, std::move(region)));
  }
  init->explicit_writes = block->explicit_writes;
  init->body = Substitute(block->init, rename);
  init->span = block->span;
  Stmt init_realize =
      MakeAt<BlockRealizeNode>(nest.realize->span, std::move(values), Bool(true), Freeze(std::move(init)));
  auto update = CopyBlock(*block);
  update->init = Stmt();
  Stmt inner = MakeAt<BlockRealizeNode>(nest.realize->span, nest.realize->iter_values, nest.realize->predicate,
                                        Freeze(std::move(update)));
  auto rewrap = [](const For& f, Stmt body) {
    auto n = CopyFor(*f);
    n->body = std::move(body);
    return Stmt(Freeze(std::move(n)));
  };
  for (size_t l = nest.loops.size(); l-- > first_reduce;) inner = rewrap(nest.loops[l], inner);
  Stmt out = MakeSeq({init_realize, inner});
  for (size_t l = first_reduce; l-- > 0;) out = rewrap(nest.loops[l], out);
  return out;
}

class Scheduler : public StmtExprMutator {
 public:
  explicit Scheduler(const CPUScheduleOptions& o) : options_(o) {}

 protected:
  Stmt VisitFor(const For& loop) override {
    Nest nest;
    if (MatchNest(loop, &nest)) {
      MatmulPattern p;
      if (MatchMatmul(nest, &p)) {
        int64_t m;
        Stmt out;
        if (AsConstInt(p.m, &m) && m <= options_.max_gemv_rows) out = cpu_schedule::EmitRowVectorMatmul(p, options_);
        if (!out.defined()) out = cpu_schedule::EmitTiledMatmul(p, options_);
        int64_t k = 0;
        if (p.init.defined() && !(AsConstInt(p.k, &k) && k > 0)) {
          // The tiled kernel initializes inside its k blocks, so with k = 0
          // the output would stay unwritten; the plain nest (whose init
          // LowerInitBlock runs for an empty reduction) covers that case.
          out = Make<IfThenElseNode>(MakeBinary(NodeKind::kGT, p.k, MakeIntImm(p.k->dtype, 0)), out, loop);
        }
        return out;
      }
      Stmt hoisted = HoistInit(nest);
      if (hoisted.defined()) return hoisted;
    }
    return StmtExprMutator::VisitFor(loop);
  }

 private:
  const CPUScheduleOptions& options_;
};

}  // namespace

PrimFunc ScheduleCPU(const PrimFunc& func, const CPUScheduleOptions& options) {
  if (func->attrs.defined()) {
    int64_t on;
    auto flag = func->attrs->Get("tir.is_scheduled").as<PrimExprNode>();
    if (flag && AsConstInt(flag, &on) && on != 0) return func;
  }
  Scheduler s(options);
  return WithBody(func, s.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
