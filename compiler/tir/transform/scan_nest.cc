#include "compiler/tir/transform/scan_nest.h"

#include <unordered_set>

#include "compiler/ir/arith.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

class LoopFreeCheck : public StmtExprVisitor {
 public:
  bool ok = true;
  std::unordered_set<const TirVarNode*> stored, loaded, used;

  void VisitStmt(const Stmt& s) override {
    if (!s.defined() || !ok) return;
    switch (s->kind()) {
      case NodeKind::kBufferStore:
      case NodeKind::kIfThenElse:
      case NodeKind::kEvaluate:
      case NodeKind::kSeqStmt:
        return StmtExprVisitor::VisitStmt(s);
      default:
        ok = false;
    }
  }
  void VisitExpr(const PrimExpr& e) override {
    if (e.defined() && e->kind() == NodeKind::kTirLet) ok = false;
    if (ok) StmtExprVisitor::VisitExpr(e);
  }

 protected:
  void VisitVar(const TirVar& v) override { used.insert(v.get()); }
  void VisitBufferStore(const BufferStore& s) override {
    stored.insert(s->buffer->data.get());
    StmtExprVisitor::VisitBufferStore(s);
  }
  void VisitBufferLoad(const BufferLoad& e) override {
    loaded.insert(e->buffer->data.get());
    StmtExprVisitor::VisitBufferLoad(e);
  }
};

// The loads of one buffer in an expression.
class LoadsOf : public StmtExprVisitor {
 public:
  explicit LoadsOf(const TirVarNode* data) : data_(data) {}
  std::vector<BufferLoad> loads;

 protected:
  void VisitBufferLoad(const BufferLoad& e) override {
    if (e->buffer->data.get() == data_) loads.push_back(e);
    StmtExprVisitor::VisitBufferLoad(e);
  }

 private:
  const TirVarNode* data_;
};

}  // namespace

bool LoopFree(const Stmt& s) {
  LoopFreeCheck check;
  check.VisitStmt(s);
  return check.ok;
}

bool Uses(const PrimExpr& e, const TirVar& v) {
  LoopFreeCheck check;
  check.VisitExpr(e);
  return !check.ok || check.used.count(v.get()) > 0;
}

bool MatchScanNest(const For& par, ScanNest* nest) {
  std::vector<Stmt> items;
  if (auto seq = par->body.as<SeqStmtNode>()) {
    items = seq->seq;
  } else {
    items = {par->body};
  }
  for (const Stmt& s : items) {
    auto loop = s.as<ForNode>();
    if (!loop.defined()) {
      if (!LoopFree(s)) return false;
      (nest->scan.defined() ? nest->epilogue : nest->prologue).push_back(s);
      continue;
    }
    if (nest->scan.defined() || loop->for_kind != ForKind::kSerial) return false;
    if (Uses(loop->min, par->loop_var) || Uses(loop->extent, par->loop_var)) return false;
    LoopFreeCheck body;
    body.VisitStmt(loop->body);
    if (!body.ok) return false;
    bool carried = false;
    for (const TirVarNode* b : body.stored) carried = carried || body.loaded.count(b) > 0;
    if (!carried) return false;
    nest->scan = loop;
  }
  return nest->scan.defined();
}

bool MatchFewRowScanNest(const For& par, ScanNest* nest) {
  auto rows = par->extent.as<IntImmNode>();
  return par->for_kind == ForKind::kParallel && rows.defined() && rows->value >= 1 && rows->value <= kMaxFewRows &&
         MatchScanNest(par, nest);
}

bool MatchCarriedValue(const For& scan, CarriedValue* carried) {
  auto store = scan->body.as<BufferStoreNode>();
  if (!store.defined() || store->value->dtype.lanes() != 1) return false;
  // Scalars a local slot holds as a plain register value (no bool, whose
  // storage type differs from its value type, no float8 / bfloat16).
  DataType t = store->value->dtype;
  if (!(t.is_float() || (t.is_integer() && t.bits() >= 8))) return false;
  LoadsOf loads(store->buffer->data.get());
  loads.VisitExpr(store->value);
  for (const PrimExpr& i : store->indices) loads.VisitExpr(i);
  if (loads.loads.size() != 1 || loads.loads[0]->indices.size() != store->indices.size()) return false;
  const TirVar& k = scan->loop_var;
  VarMap previous{{k.get(), FoldBinary(NodeKind::kSub, k, MakeIntImm(k->dtype, 1))}};
  for (size_t d = 0; d < store->indices.size(); ++d) {
    if (!arith::ProveEqual(loads.loads[0]->indices[d], Substitute(store->indices[d], previous))) return false;
  }
  carried->store = store;
  carried->load = loads.loads[0];
  return true;
}

namespace {

// S(k) - S(k - 1) as a constant, or false.
bool ConstantStride(const PrimExpr& index, const TirVar& k, int64_t* stride) {
  VarMap previous{{k.get(), FoldBinary(NodeKind::kSub, k, MakeIntImm(k->dtype, 1))}};
  arith::Analyzer analyzer;
  PrimExpr d = analyzer.Simplify(MakeBinary(NodeKind::kSub, index, Substitute(index, previous)));
  auto imm = d.as<IntImmNode>();
  if (!imm.defined()) return false;
  *stride = imm->value;
  return true;
}

}  // namespace

bool MatchScanStep(const For& scan, ScanStep* step) {
  if (!MatchCarriedValue(scan, &step->carried)) return false;
  const BufferStore& store = step->carried.store;
  auto bin = store->value.as<BinaryNode>();
  if (!bin.defined() || (bin->kind() != NodeKind::kAdd && bin->kind() != NodeKind::kMul)) return false;
  const BufferLoadNode* load = step->carried.load.get();
  if (bin->a.get() == load) {
    step->g = bin->b;
  } else if (bin->b.get() == load) {
    step->g = bin->a;
  } else {
    return false;  // the running value is inside a larger operand
  }
  step->op = bin->kind();
  return store->indices.size() == 1 && ConstantStride(store->indices[0], scan->loop_var, &step->stride) &&
         step->stride != 0;
}

bool MatchVectorScanStep(const For& scan, VectorScanStep* vstep) {
  ScanStep& step = vstep->step;
  if (!MatchScanStep(scan, &step) || step.stride != 1) return false;
  DataType t = step.carried.store->value->dtype;
  if (!(t.is_float() && (t.bits() == 32 || t.bits() == 64)) && !((t.is_integer() || t.is_uint()) && t.bits() >= 8)) {
    return false;
  }
  PrimExpr g = step.g;
  if (auto cast = g.as<CastNode>()) g = cast->value;
  auto source = g.as<BufferLoadNode>();
  if (!source.defined() || source->indices.size() != 1 || source->dtype.lanes() != 1) return false;
  if (source->buffer->data.get() == step.carried.store->buffer->data.get()) return false;
  DataType s = source->buffer->dtype;
  if (!(s.is_float() && (s.bits() == 32 || s.bits() == 64)) && !((s.is_integer() || s.is_uint()) && s.bits() >= 8)) {
    return false;
  }
  int64_t stride;
  if (!ConstantStride(source->indices[0], scan->loop_var, &stride) || stride != 1) return false;
  vstep->source = source;
  return true;
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
