#include "compiler/backend/dlight_general_reduction.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "compiler/backend/dlight_common.h"
#include "compiler/backend/dlight_fallback.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/te/expr.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

namespace {

using tir::BlockRealizeNode;
using tir::BufferStoreNode;

struct StageInfo {
  dlight::LoopNest nest;
  Ref<BufferStoreNode> store;
  std::optional<dlight::ReductionUpdate> red;
  bool inlined = false;  // an elementwise intermediate, folded into its readers
  Buffer scalar;         // the shared buffer a per-row reduction result moves to
};

std::vector<PrimExpr> IterVarsOf(const dlight::LoopNest& nest, size_t count) {
  std::vector<PrimExpr> vars;
  for (size_t i = 0; i < count; ++i) vars.push_back(nest.IterVar(i));
  return vars;
}

std::vector<Ref<BufferLoadNode>> Loads(const PrimExpr& e) {
  std::vector<Ref<BufferLoadNode>> loads;
  te::PostOrderVisit(e, [&](const ObjectRef& o) {
    if (auto l = o.as<BufferLoadNode>()) loads.push_back(l);
  });
  return loads;
}

// Rewrites reads of intermediates: an inlined buffer's load becomes its
// producer's value at the load's indices, a per-row result the shared
// element.
class IntermediateRewriter : public tir::transform::ExprMutator {
 public:
  explicit IntermediateRewriter(const std::map<const BufferNode*, const StageInfo*>& writers) : writers_(writers) {}

 protected:
  PrimExpr VisitBufferLoad(const tir::transform::BufferLoad& e) override {
    auto it = writers_.find(e->buffer.get());
    if (it == writers_.end()) return ExprMutator::VisitBufferLoad(e);
    const StageInfo& producer = *it->second;
    if (producer.scalar.defined()) return Ld(producer.scalar, {I64(0)});
    bool changed = false;
    std::vector<PrimExpr> idx = VisitExprs(e->indices, &changed);
    return VisitExpr(te::Substitute(producer.store->value, producer.nest.Bind(idx)));
  }

 private:
  const std::map<const BufferNode*, const StageInfo*>& writers_;
};

PrimExpr Product(const std::vector<PrimExpr>& extents) {
  PrimExpr p = I64(1);
  for (const PrimExpr& e : extents) p = te::Mul(p, e);
  return p;
}

}  // namespace

tir::PrimFunc ApplyGpuGeneralReduction(const tir::PrimFunc& f, int64_t max_threads, const dlight::WarpShuffle& warp) {
  std::vector<tir::Stmt> stages = dlight::RootStages(f);
  if (stages.size() < 2) return tir::PrimFunc();
  std::vector<StageInfo> infos;
  for (const tir::Stmt& s : stages) {
    std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
    if (!nest) return tir::PrimFunc();
    StageInfo info{*nest, Ref<BufferStoreNode>(), std::nullopt};
    if (nest->is_reduction()) {
      info.red = dlight::MatchReductionUpdate(nest->block());
      if (!info.red) return tir::PrimFunc();
      info.store = info.red->update;
    } else {
      if (nest->block().init.defined()) return tir::PrimFunc();
      info.store = nest->block().body.as<BufferStoreNode>();
      if (!info.store.defined()) return tir::PrimFunc();
    }
    infos.push_back(std::move(info));
  }
  // The rows: the spatial loops of the first reduction stage.
  auto first_red = std::find_if(infos.begin(), infos.end(), [](const StageInfo& s) { return s.red.has_value(); });
  if (first_red == infos.end()) return tir::PrimFunc();
  const size_t num_rows = first_red->nest.num_spatial;
  const std::vector<PrimExpr> row_extents = first_red->nest.Extents(0, num_rows);
  for (const StageInfo& s : infos) {
    if (s.nest.num_spatial < num_rows || (s.red && s.nest.num_spatial != num_rows)) return tir::PrimFunc();
    std::vector<PrimExpr> extents = s.nest.Extents(0, num_rows);
    if (!dlight::SameIndices(extents, row_extents)) return tir::PrimFunc();
  }
  // Who writes what; intermediates become shared scalars or are inlined.
  std::set<const BufferNode*> intermediates, outputs;
  for (const Buffer& b : dlight::RootAllocBuffers(f)) intermediates.insert(b.get());
  std::map<const BufferNode*, const StageInfo*> writers;
  for (StageInfo& s : infos) {
    const Buffer& out = s.store->buffer;
    if (writers.count(out.get()) || outputs.count(out.get())) return tir::PrimFunc();
    if (!intermediates.count(out.get())) {
      outputs.insert(out.get());
      continue;
    }
    if (s.red && dlight::SameIndices(s.store->indices, IterVarsOf(s.nest, num_rows))) {
      s.scalar = ScopedBuffer(out->name + "_shared", out->dtype, {I64(1)}, "shared");
    } else if (!s.red && dlight::SameIndices(s.store->indices, IterVarsOf(s.nest, s.nest.loops.size()))) {
      s.inlined = true;
    } else {
      return tir::PrimFunc();
    }
    writers[out.get()] = &s;
  }
  if (writers.size() != intermediates.size() || outputs.empty()) return tir::PrimFunc();
  // Reads stay in the reader's row and follow their writer.
  for (size_t i = 0; i < infos.size(); ++i) {
    const StageInfo& s = infos[i];
    std::vector<PrimExpr> row_vars = IterVarsOf(s.nest, num_rows);
    std::vector<PrimExpr> exprs = {s.store->value};
    if (s.red) exprs = {s.red->rhs, s.red->init->value};
    for (const PrimExpr& e : exprs) {
      for (const Ref<BufferLoadNode>& load : Loads(e)) {
        if (outputs.count(load->buffer.get())) return tir::PrimFunc();
        auto w = writers.find(load->buffer.get());
        if (w == writers.end()) continue;
        if (w->second >= &infos[i] || load->indices.size() < num_rows) return tir::PrimFunc();
        std::vector<PrimExpr> lead(load->indices.begin(), load->indices.begin() + num_rows);
        if (!dlight::SameIndices(lead, row_vars)) return tir::PrimFunc();
        if (w->second->scalar.defined() && load->indices.size() != num_rows) return tir::PrimFunc();
      }
    }
  }

  // Threads: enough for the longest row, at most the target's.
  int64_t threads = 1;
  for (const StageInfo& s : infos) {
    if (s.inlined) continue;
    int64_t len = 0;
    if (!AsConstInt(Product(s.nest.Extents(num_rows, s.nest.loops.size())), &len)) {
      threads = max_threads;
      break;
    }
    threads = std::max(threads, std::min(max_threads, dlight::PowerOfTwoAtLeast(len)));
  }
  TirVar bx = Var("row"), tx = Var("tx");
  std::vector<PrimExpr> row_index = Unflatten(row_extents, bx);
  IntermediateRewriter rewrite(writers);
  std::vector<tir::Stmt> body;
  std::vector<Buffer> allocs;
  for (const StageInfo& s : infos) {
    if (s.inlined) continue;
    std::vector<PrimExpr> inner_extents = s.nest.Extents(num_rows, s.nest.loops.size());
    PrimExpr inner = Product(inner_extents);
    auto bind = [&](const PrimExpr& p) {
      std::vector<PrimExpr> values = row_index;
      for (const PrimExpr& v : Unflatten(inner_extents, p)) values.push_back(v);
      return s.nest.Bind(values);
    };
    if (s.red) {
      DataType dtype = s.store->buffer->dtype;
      Buffer partial = ScopedBuffer(s.store->buffer->name + "_local", dtype, {I64(1)}, "local");
      allocs.push_back(partial);
      PrimExpr rhs = rewrite.VisitExpr(s.red->rhs);
      auto value = [&](const PrimExpr& r) { return te::Substitute(rhs, bind(r)); };
      std::vector<tir::Stmt> reduce;
      PrimExpr reduced;  // the row's total, in thread tx == 0
      if (warp.Applies(dtype, threads)) {
        Buffer slots, mask;
        if (threads > warp.width) {
          slots = ScopedBuffer(s.store->buffer->name + "_warps", dtype, {I64(threads / warp.width)}, "shared");
          allocs.push_back(slots);
        }
        if (warp.needs_mask) {
          mask = ScopedBuffer(s.store->buffer->name + "_mask", DataType::UInt(32), {I64(1)}, "local");
          allocs.push_back(mask);
        }
        reduce =
            dlight::WarpReduce(s.red->op, value, inner, tx, threads, partial, slots, I64(0), mask, PrimExpr(), warp);
        reduced = Ld(partial, {I64(0)});
      } else {
        Buffer tree = ScopedBuffer(s.store->buffer->name + "_tree", dtype, {I64(threads)}, "shared");
        allocs.push_back(tree);
        reduce = dlight::TreeReduce(s.red->op, value, inner, tx, threads, partial, tree, I64(0), PrimExpr());
        reduced = Ld(tree, {I64(0)});
      }
      body.insert(body.end(), reduce.begin(), reduce.end());
      te::VarMap at_row = bind(I64(0));
      PrimExpr init = te::Substitute(rewrite.VisitExpr(s.red->init->value), at_row);
      PrimExpr total = dlight::Combine(s.red->op, init, reduced);
      int64_t len = 0;
      if (!AsConstInt(inner, &len) || len <= 0) total = te::Select(te::LT(I64(0), inner), total, init);
      tir::Stmt store = s.scalar.defined() ? St(s.scalar, total, {I64(0)})
                                           : St(s.store->buffer, total, te::Substitute(s.store->indices, at_row));
      body.push_back(If(te::EQ(tx, I64(0)), store));
      body.push_back(SyncShared());
      if (s.scalar.defined()) allocs.push_back(s.scalar);
    } else {
      TirVar e = Var("elem_outer");
      PrimExpr p = te::Add(te::Mul(e, I64(threads)), tx);
      te::VarMap at = bind(p);
      PrimExpr value = te::Substitute(rewrite.VisitExpr(s.store->value), at);
      body.push_back(Serial(e, te::CeilDiv(inner, I64(threads)),
                            If(te::LT(p, inner), St(s.store->buffer, value, te::Substitute(s.store->indices, at)))));
    }
  }
  tir::Stmt kernel = Seq(std::move(body));
  for (size_t i = allocs.size(); i-- > 0;) kernel = Allocated(allocs[i], kernel);
  kernel = gpu::Bind(bx, Product(row_extents), "blockIdx.x", gpu::Bind(tx, I64(threads), "threadIdx.x", kernel));

  tir::Stmt new_body = kernel;
  auto root = f->body.as<BlockRealizeNode>();
  if (root.defined() && root->block->iter_vars.empty()) {
    auto block = tir::transform::CopyBlock(*root->block);
    block->alloc_buffers.clear();
    for (const Buffer& b : root->block->alloc_buffers) {
      if (!writers.count(b.get())) block->alloc_buffers.push_back(b);
    }
    block->body = kernel;
    new_body = Make<BlockRealizeNode>(root->iter_values, root->predicate, tir::transform::Freeze(std::move(block)));
  }
  return WithFuncAttr(tir::transform::WithBody(f, new_body), "tirx.is_scheduled", Bool(true));
}

}  // namespace backend
}  // namespace rlx
