#include "compiler/tir/transform/interleave_parallel_scans.h"

#include <optional>
#include <utility>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/tir/transform/scan_nest.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

PrimExpr Const(const TirVar& like, int64_t v) { return MakeIntImm(like->dtype, v); }

// Replaces one load (by identity) with an expression.
class ReplaceLoad : public StmtExprMutator {
 public:
  ReplaceLoad(const BufferLoadNode* from, PrimExpr to) : from_(from), to_(std::move(to)) {}

 protected:
  PrimExpr VisitBufferLoad(const BufferLoad& e) override {
    return e.get() == from_ ? to_ : StmtExprMutator::VisitBufferLoad(e);
  }

 private:
  const BufferLoadNode* from_;
  PrimExpr to_;
};

// Simplifies buffer indices under the loop bounds. Jamming turns a row
// `fused` into `fo * J + j`, and the index arithmetic around it
// (`floormod(fo * J + j, rows)`) hides from LLVM that the J rows sit a
// constant distance apart; LLVM's SLP vectorizer then turns the J accesses
// into gathers and scatters (measured 1.35x slower than not jamming, on one
// thread). With the bounds known, the floormod folds away.
class IndexSimplifier : public StmtExprMutator {
 public:
  explicit IndexSimplifier(arith::Analyzer* analyzer) : analyzer_(analyzer) {}

 protected:
  PrimExpr VisitBufferLoad(const BufferLoad& e) override {
    return MakeAt<BufferLoadNode>(e->span, e->buffer, Simplified(e->indices));
  }
  Stmt VisitBufferStore(const BufferStore& s) override {
    return MakeAt<BufferStoreNode>(s->span, s->buffer, VisitExpr(s->value), Simplified(s->indices));
  }
  Stmt VisitFor(const For& s) override {
    analyzer_->Bind(s->loop_var, s->min, s->extent);
    return StmtExprMutator::VisitFor(s);
  }

 private:
  std::vector<PrimExpr> Simplified(const std::vector<PrimExpr>& indices) {
    std::vector<PrimExpr> out;
    for (const PrimExpr& i : indices) out.push_back(analyzer_->Simplify(VisitExpr(i)));
    return out;
  }
  arith::Analyzer* analyzer_;
};

Stmt Jam(const For& par, const ScanNest& nest, int factor) {
  const TirVar& v = par->loop_var;
  TirVar outer = MakeTirVar(v->name + "_o", v->dtype);
  PrimExpr base = FoldBinary(NodeKind::kAdd, par->min, FoldBinary(NodeKind::kMul, outer, Const(v, factor)));
  std::vector<VarMap> rows(factor);
  for (int j = 0; j < factor; ++j) rows[j][v.get()] = FoldBinary(NodeKind::kAdd, base, Const(v, j));
  auto copies = [&](const std::vector<Stmt>& stmts, std::vector<Stmt>* out) {
    for (const Stmt& s : stmts) {
      for (const VarMap& m : rows) out->push_back(Substitute(s, m));
    }
  };
  std::vector<Stmt> body;
  copies(nest.prologue, &body);
  std::vector<Stmt> steps;
  CarriedValue carried;
  Buffer running;
  if (MatchCarriedValue(nest.scan, &carried)) {
    // running[j] holds row j's last stored value: loaded once before the
    // loop (only when it runs: the load may be out of bounds otherwise),
    // then updated and stored on each step.
    const BufferStore& st = carried.store;
    DataType dtype = st->value->dtype;
    running = MakeBuffer(st->buffer->name + "_running", dtype, {Const(v, factor)}, "local");
    const TirVar& k = nest.scan->loop_var;
    VarMap first{{k.get(), nest.scan->min}};
    std::vector<Stmt> init;
    for (int j = 0; j < factor; ++j) {
      std::vector<PrimExpr> slot{Const(v, j)};
      PrimExpr load = Substitute(Substitute(PrimExpr(carried.load), rows[j]), first);
      init.push_back(Make<BufferStoreNode>(running, load, slot));
      PrimExpr held = Make<BufferLoadNode>(running, slot);
      PrimExpr value = Substitute(ReplaceLoad(carried.load.get(), held).VisitExpr(st->value), rows[j]);
      std::vector<PrimExpr> indices;
      for (const PrimExpr& i : st->indices) indices.push_back(Substitute(i, rows[j]));
      steps.push_back(Make<BufferStoreNode>(running, value, slot));
      steps.push_back(Make<BufferStoreNode>(st->buffer, held, indices));
    }
    Stmt init_all = MakeSeq(std::move(init));
    auto extent = nest.scan->extent.as<IntImmNode>();
    if (!extent.defined() || extent->value <= 0) {
      init_all =
          Make<IfThenElseNode>(MakeBinary(NodeKind::kGT, nest.scan->extent, MakeIntImm(k->dtype, 0)), init_all, Stmt());
    }
    body.push_back(init_all);
  } else {
    copies({nest.scan->body}, &steps);
  }
  std::shared_ptr<ForNode> scan = CopyFor(*nest.scan);
  scan->body = MakeSeq(std::move(steps));
  body.push_back(Freeze(std::move(scan)));
  copies(nest.epilogue, &body);

  // A negative extent runs nothing; clamped, so that the tail (extent -
  // jammed * J, which floor division would make positive) runs nothing too.
  PrimExpr extent = par->extent;
  if (!extent.as<IntImmNode>().defined()) extent = MakeBinary(NodeKind::kMax, extent, Const(v, 0));
  PrimExpr jammed = FoldBinary(NodeKind::kFloorDiv, extent, Const(v, factor));
  std::shared_ptr<ForNode> main = CopyFor(*par);
  main->loop_var = outer;
  main->min = Const(v, 0);
  main->extent = jammed;
  main->body = MakeSeq(std::move(body));
  {
    arith::Analyzer analyzer;
    analyzer.Bind(outer, Const(v, 0), jammed);
    main->body = IndexSimplifier(&analyzer).VisitStmt(main->body);
  }
  if (running.defined()) {
    main->body = Make<DeclBufferNode>(running, main->body);
    main->body = Make<AllocateNode>(running->data, running->dtype, running->shape, Bool(true), main->body);
  }
  std::vector<Stmt> loops{Freeze(std::move(main))};

  PrimExpr done = FoldBinary(NodeKind::kMul, jammed, Const(v, factor));
  PrimExpr left = FoldBinary(NodeKind::kSub, extent, done);
  auto left_imm = left.as<IntImmNode>();
  if (!left_imm.defined() || left_imm->value != 0) {
    std::shared_ptr<ForNode> tail = CopyFor(*par);
    tail->min = FoldBinary(NodeKind::kAdd, par->min, done);
    tail->extent = left;
    loops.push_back(Freeze(std::move(tail)));
  }
  return MakeSeq(std::move(loops));
}

bool IsVectorScan(const For& scan) {
  return scan->annotations.defined() && scan->annotations->Get(kVectorScanLanes).defined();
}

class Interleaver : public StmtExprMutator {
 protected:
  Stmt VisitFor(const For& s) override {
    if (s->for_kind == ForKind::kParallel) {
      auto extent = s->extent.as<IntImmNode>();
      int factor = extent.defined() ? ScanInterleaveFactor(extent->value) : ScanInterleaveFactor(std::nullopt);
      ScanNest nest;
      // A scan VectorizeScans annotated runs as a vector scan of its own row.
      if (factor > 0 && MatchScanNest(s, &nest) && !IsVectorScan(nest.scan)) return Jam(s, nest, factor);
    }
    return StmtExprMutator::VisitFor(s);
  }
};

}  // namespace

int ScanInterleaveFactor(std::optional<int64_t> extent) {
  if (!extent) return 8;
  for (int factor : {8, 4, 2}) {
    if (*extent >= 2 * factor) return factor;
  }
  return 0;
}

PrimFunc InterleaveParallelScans(const PrimFunc& func) {
  Interleaver pass;
  return WithBody(func, pass.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
