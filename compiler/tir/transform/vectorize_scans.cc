#include "compiler/tir/transform/vectorize_scans.h"

#include <utility>
#include <vector>

#include "compiler/support/check.h"
#include "compiler/tir/transform/scan_nest.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

// A vector step loads the source ahead of the stores of the steps before it
// in the same vector, so X and Y must be known not to overlap.
bool NoAlias(const PrimFunc& f) {
  if (!f->attrs.defined()) return false;
  auto e = f->attrs->Get("tir.noalias").as<PrimExprNode>();
  int64_t v;
  return e.defined() && AsConstInt(e, &v) && v != 0;
}

// Any number of rows, each at least kLongScanRow steps long (a constant
// extent): one row's vector scan (about 1 cycle an element) beats the 8
// interleaved scalar chains InterleaveParallelScans would give a thread,
// which shorter rows keep (a vector scan of a short row is mostly its
// setup and scalar tail).
bool MatchLongRowScanNest(const For& par, ScanNest* nest) {
  if (par->for_kind != ForKind::kParallel || !MatchScanNest(par, nest)) return false;
  auto steps = nest->scan->extent.as<IntImmNode>();
  return steps.defined() && steps->value >= kLongScanRow;
}

class Vectorizer : public StmtExprMutator {
 public:
  Vectorizer(bool reassociate_float, int vector_bits)
      : reassociate_float_(reassociate_float), vector_bits_(vector_bits) {}

 protected:
  Stmt VisitFor(const For& s) override {
    // A scan loop whose kernel asked for the vector scan (kVectorScanRequest).
    if (s->annotations.defined() && s->annotations->Get(kVectorScanRequest).defined()) {
      VectorScanStep vstep;
      if (MatchVectorScanStep(s, &vstep)) {
        if (For annotated = Annotate(s, vstep); annotated.defined()) return annotated;
      }
      return StmtExprMutator::VisitFor(s);
    }
    ScanNest nest;
    VectorScanStep vstep;
    if (!(MatchFewRowScanNest(s, &nest) || MatchLongRowScanNest(s, &nest)) || !MatchVectorScanStep(nest.scan, &vstep)) {
      return StmtExprMutator::VisitFor(s);
    }
    For scan = Annotate(nest.scan, vstep);
    if (!scan.defined()) return StmtExprMutator::VisitFor(s);
    std::vector<Stmt> body = nest.prologue;
    body.push_back(scan);
    body.insert(body.end(), nest.epilogue.begin(), nest.epilogue.end());
    std::shared_ptr<ForNode> row = CopyFor(*s);
    row->body = MakeSeq(std::move(body));
    return Freeze(std::move(row));
  }

 private:
  // `scan` with the annotations, or null when it keeps the serial chain.
  For Annotate(const For& scan, const VectorScanStep& vstep) {
    DataType t = vstep.step.carried.store->value->dtype;
    // Adds of float32 / float64 have an exact vector form, faster than the
    // reassociating one (3.3 ms against 4.7 ms for a 1x10M float32 cumsum
    // on Zen 4), so they take it with or without the flag. Other float
    // scans keep the serial chain unless reassociation is allowed.
    bool exact_fadd = HasExactFAddForm(vstep.step);
    if (t.is_float() && !exact_fadd && !reassociate_float_) return For();
    int lanes = vector_bits_ / t.bits();
    if (lanes < 2) return For();
    std::shared_ptr<ForNode> out = CopyFor(*scan);
    out->annotations = MapWith(out->annotations, kVectorScanLanes, MakeIntImm(DataType::Int(32), lanes));
    if (exact_fadd)
      out->annotations = MapWith(out->annotations, kVectorScanExactFAdd, MakeIntImm(DataType::Int(32), 1));
    return Freeze(std::move(out));
  }

  bool reassociate_float_;
  int vector_bits_;
};

}  // namespace

PrimFunc VectorizeScans(const PrimFunc& func, bool reassociate_float, int vector_bits) {
  RLX_CHECK(vector_bits == 128 || vector_bits == 256 || vector_bits == 512)
      << "VectorizeScans: vector_bits must be 128, 256 or 512, not " << vector_bits;
  if (!NoAlias(func)) return func;
  Vectorizer pass(reassociate_float, vector_bits);
  return WithBody(func, pass.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
