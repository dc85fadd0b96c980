// Analyzer: the facts about variables and the public entry points.
#include "compiler/ir/arith.h"

#include "compiler/ir/arith_internal.h"

namespace rlx {
namespace arith {

namespace {

// Bounds of an already simplified expression, using the symbolic facts too.
Bound ExprBound(AnalyzerImpl* impl, const PrimExpr& e) {
  if (IsCanonType(e->dtype)) return impl->BestBound(impl->Canon(e));
  return impl->BoundOf(e);
}

// Clears the per-call caches when a public entry point finishes, so a
// long-lived analyzer does not pin every expression it ever saw.
class CallScope {
 public:
  explicit CallScope(AnalyzerImpl* impl) : impl_(impl) { impl_->ClearMemo(); }
  ~CallScope() {
    impl_->expand_products = false;
    impl_->ClearMemo();
  }

 private:
  AnalyzerImpl* impl_;
};

}  // namespace

void AnalyzerImpl::ClearMemo() {
  simplify_memo_.clear();
  canon_memo_.clear();
  bound_memo_.clear();
}

const AnalyzerImpl::VarFact* AnalyzerImpl::FindFact(const TirVarNode* v) const {
  auto it = facts_.find(v);
  return it == facts_.end() ? nullptr : &it->second;
}

void AnalyzerImpl::Bind(const TirVar& v, const PrimExpr& min, const PrimExpr& extent) {
  RLX_CHECK(v.defined() && min.defined() && extent.defined()) << "Bind with a null argument";
  PrimExpr mn = Simplify(min), ext = Simplify(extent);
  Bound bm = ExprBound(this, mn), be = ExprBound(this, ext);
  PrimExpr max;
  if (IsCanonType(v->dtype) && mn->dtype == v->dtype && ext->dtype == v->dtype) {
    max = Simplify(MakeBinary(NodeKind::kSub, MakeBinary(NodeKind::kAdd, mn, ext), MakeIntImm(v->dtype, 1)));
  }
  VarFact& f = facts_[v.get()];
  f.var = v;
  if (be.hi <= 0) {
    // An empty range: nothing holds for the variable, so assume nothing.
    f.has_range = false;
    f.symbolic = false;
    f.min = f.max = PrimExpr();
    return;
  }
  f.has_range = true;
  f.bound.lo = bm.lo;
  f.bound.hi = kPosInf;
  if (bm.hi != kPosInf && be.hi != kPosInf && !CheckedAdd(bm.hi, be.hi - 1, &f.bound.hi)) f.bound.hi = kPosInf;
  f.min = max.defined() ? mn : PrimExpr();
  f.max = max;
  f.symbolic = max.defined() && !(mn.is<IntImmNode>() && max.is<IntImmNode>());
  has_symbolic_facts = has_symbolic_facts || f.symbolic;
}

void AnalyzerImpl::MarkNonNegative(const TirVar& v) {
  RLX_CHECK(v.defined()) << "MarkNonNegative with a null variable";
  VarFact& f = facts_[v.get()];
  f.var = v;
  f.nonneg = true;
}

// ---------------------------------------------------------------- Analyzer

Analyzer::Analyzer() : impl_(std::make_unique<AnalyzerImpl>()) {}
Analyzer::~Analyzer() = default;

void Analyzer::Bind(const TirVar& v, const PrimExpr& min, const PrimExpr& extent) {
  CallScope scope(impl_.get());
  impl_->Bind(v, min, extent);
}

void Analyzer::Bind(const TirVar& v, const Range& range) { Bind(v, range->min, range->extent); }

void Analyzer::MarkNonNegative(const TirVar& v) { impl_->MarkNonNegative(v); }

void Analyzer::set_int64_vars_nonnegative(bool on) { impl_->int64_vars_nonnegative = on; }

PrimExpr Analyzer::Simplify(const PrimExpr& e) {
  CallScope scope(impl_.get());
  return impl_->Simplify(e);
}

bool Analyzer::CanProve(const PrimExpr& cond) {
  if (!cond.defined()) return false;
  CallScope scope(impl_.get());
  int64_t v;
  if (AsConstInt(impl_->Simplify(cond), &v)) return v != 0;
  // Retry with products of sums distributed: slower, sees more.
  impl_->ClearMemo();
  impl_->expand_products = true;
  return AsConstInt(impl_->Simplify(cond), &v) && v != 0;
}

bool Analyzer::CanProveEqual(const PrimExpr& a, const PrimExpr& b) {
  if (!a.defined() || !b.defined()) return false;
  if (IsCanonType(a->dtype) && IsCanonType(b->dtype)) return CanProve(MakeBinary(NodeKind::kEQ, a, b));
  if (a->dtype != b->dtype) return false;
  CallScope scope(impl_.get());
  PrimExpr sa = impl_->Simplify(a), sb = impl_->Simplify(b);
  return impl_->Equal(sa, sb);
}

std::optional<std::pair<int64_t, int64_t>> Analyzer::ConstBounds(const PrimExpr& e) {
  if (!e.defined() || !e->dtype.is_scalar() || !(e->dtype.is_integer() || e->dtype.is_bool())) return std::nullopt;
  CallScope scope(impl_.get());
  Bound b = ExprBound(impl_.get(), impl_->Simplify(e));
  if (b.lo == kNegInf || b.hi == kPosInf) return std::nullopt;
  return std::make_pair(b.lo, b.hi);
}

PrimExpr Simplify(const PrimExpr& e) {
  Analyzer analyzer;
  return analyzer.Simplify(e);
}

bool ProveEqual(const PrimExpr& a, const PrimExpr& b) {
  Analyzer analyzer;
  return analyzer.CanProveEqual(a, b);
}

}  // namespace arith
}  // namespace rlx
