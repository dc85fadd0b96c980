// Arithmetic on canonical sums, and turning a sum back into an expression.
#include <algorithm>

#include "compiler/ir/arith_internal.h"

namespace rlx {
namespace arith {

namespace {

// Products of sums with more parts than this stay unexpanded even in proof
// mode, which keeps the work polynomial.
constexpr size_t kMaxExpandParts = 16;

PrimExpr MakeBin(NodeKind kind, DataType t, PrimExpr a, PrimExpr b) {
  return Make<BinaryNode>(kind, t, std::move(a), std::move(b));
}

}  // namespace

Sum AnalyzerImpl::ConstSum(DataType t, int64_t v) const {
  Sum s;
  s.dtype = t;
  s.constant = v;
  return s;
}

Sum AnalyzerImpl::AtomSum(const PrimExpr& atom) const {
  Sum s;
  s.dtype = atom->dtype;
  s.terms.push_back(Term{{atom}, 1});
  return s;
}

bool AnalyzerImpl::NormalizeTerms(std::vector<Term>* terms, DataType t) {
  std::stable_sort(terms->begin(), terms->end(),
                   [this](const Term& x, const Term& y) { return CompareMonomial(x.atoms, y.atoms) < 0; });
  std::vector<Term> out;
  out.reserve(terms->size());
  for (Term& term : *terms) {
    if (!out.empty() && CompareMonomial(out.back().atoms, term.atoms) == 0) {
      if (!CheckedAdd(out.back().coeff, term.coeff, &out.back().coeff)) return false;
    } else {
      out.push_back(std::move(term));
    }
  }
  std::vector<Term> kept;
  kept.reserve(out.size());
  for (Term& term : out) {
    if (term.coeff == 0) continue;
    if (!FitsDtype(t, term.coeff)) return false;
    kept.push_back(std::move(term));
  }
  *terms = std::move(kept);
  return true;
}

bool AnalyzerImpl::AddSums(const Sum& a, const Sum& b, int64_t k, Sum* out) {
  Sum r;
  r.dtype = a.dtype;
  int64_t kc;
  if (!CheckedMul(b.constant, k, &kc) || !CheckedAdd(a.constant, kc, &r.constant)) return false;
  if (!FitsDtype(r.dtype, r.constant)) return false;
  r.terms.reserve(a.terms.size() + b.terms.size());
  size_t i = 0, j = 0;
  // Both inputs are sorted: merge.
  while (i < a.terms.size() || j < b.terms.size()) {
    int c = i == a.terms.size() ? 1 : j == b.terms.size() ? -1 : CompareMonomial(a.terms[i].atoms, b.terms[j].atoms);
    if (c < 0) {
      r.terms.push_back(a.terms[i++]);
      continue;
    }
    int64_t bc;
    if (!CheckedMul(b.terms[j].coeff, k, &bc)) return false;
    if (c == 0) {
      if (!CheckedAdd(a.terms[i].coeff, bc, &bc)) return false;
      ++i;
    }
    if (bc != 0) {
      if (!FitsDtype(r.dtype, bc)) return false;
      r.terms.push_back(Term{b.terms[j].atoms, bc});
    }
    ++j;
  }
  *out = std::move(r);
  return true;
}

bool AnalyzerImpl::ScaleSum(const Sum& a, int64_t k, Sum* out) {
  if (k == 0) {
    *out = ConstSum(a.dtype, 0);
    return true;
  }
  Sum r = a;
  if (!CheckedMul(r.constant, k, &r.constant) || !FitsDtype(r.dtype, r.constant)) return false;
  for (Term& t : r.terms) {
    if (!CheckedMul(t.coeff, k, &t.coeff) || !FitsDtype(r.dtype, t.coeff)) return false;
  }
  *out = std::move(r);
  return true;
}

int64_t AnalyzerImpl::Content(const Sum& s) const {
  int64_t g = s.constant;
  for (const Term& t : s.terms) g = Gcd(g, t.coeff);
  return Gcd(g, 0);
}

bool AnalyzerImpl::MulSums(const Sum& a, const Sum& b, Sum* out) {
  if (a.is_const()) return ScaleSum(b, a.constant, out);
  if (b.is_const()) return ScaleSum(a, b.constant, out);
  auto merge_atoms = [this](const std::vector<PrimExpr>& x, const std::vector<PrimExpr>& y) {
    std::vector<PrimExpr> m;
    m.reserve(x.size() + y.size());
    std::merge(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(m),
               [this](const PrimExpr& p, const PrimExpr& q) { return Compare(p, q) < 0; });
    return m;
  };
  bool single = a.parts() == 1 && b.parts() == 1;
  if (single || (expand_products && a.parts() * b.parts() <= kMaxExpandParts)) {
    // Distribute: every part of a times every part of b. The constant acts as
    // a term with no atoms.
    auto parts = [](const Sum& s) {
      std::vector<Term> p = s.terms;
      if (s.constant != 0) p.push_back(Term{{}, s.constant});
      return p;
    };
    std::vector<Term> pa = parts(a), pb = parts(b), terms;
    Sum r;
    r.dtype = a.dtype;
    for (const Term& x : pa) {
      for (const Term& y : pb) {
        Term t{merge_atoms(x.atoms, y.atoms), 0};
        if (!CheckedMul(x.coeff, y.coeff, &t.coeff)) return false;
        if (t.atoms.empty()) {
          if (!CheckedAdd(r.constant, t.coeff, &r.constant)) return false;
        } else {
          terms.push_back(std::move(t));
        }
      }
    }
    if (!FitsDtype(r.dtype, r.constant) || !NormalizeTerms(&terms, r.dtype)) return false;
    r.terms = std::move(terms);
    *out = std::move(r);
    return true;
  }
  // Keep the product: each multi-part factor becomes one atom, with its
  // content and sign pulled out so that equal products look the same.
  auto factor = [this](const Sum& s, int64_t* coeff, std::vector<PrimExpr>* atoms) {
    if (s.parts() == 1 && s.constant == 0) {
      *coeff = s.terms[0].coeff;
      *atoms = s.terms[0].atoms;
      return true;
    }
    int64_t g = Content(s);
    if (s.terms[0].coeff < 0) g = -g;
    Sum prim = s;
    for (Term& t : prim.terms) t.coeff /= g;
    prim.constant /= g;
    *coeff = g;
    *atoms = {FromSum(prim)};
    return true;
  };
  int64_t ca, cb;
  std::vector<PrimExpr> xa, xb;
  factor(a, &ca, &xa);
  factor(b, &cb, &xb);
  Term t{merge_atoms(xa, xb), 0};
  if (!CheckedMul(ca, cb, &t.coeff) || !FitsDtype(a.dtype, t.coeff)) return false;
  Sum r;
  r.dtype = a.dtype;
  r.terms.push_back(std::move(t));
  *out = std::move(r);
  return true;
}

PrimExpr AnalyzerImpl::TermToExpr(const Term& t, int64_t coeff, DataType dtype) {
  PrimExpr p = t.atoms[0];
  for (size_t i = 1; i < t.atoms.size(); ++i) p = MakeBin(NodeKind::kMul, dtype, p, t.atoms[i]);
  if (coeff != 1) p = MakeBin(NodeKind::kMul, dtype, p, MakeIntImm(dtype, coeff));
  return p;
}

PrimExpr AnalyzerImpl::FromSum(const Sum& s) {
  DataType t = s.dtype;
  if (s.terms.empty()) return MakeIntImm(t, s.constant);
  // Positive terms first (in order), then the negative ones subtracted, then
  // the constant: `n*2 + m - k*3 + 1`, `1 - n` when only the constant is
  // positive.
  std::vector<const Term*> pos, neg;
  for (const Term& term : s.terms) (term.coeff > 0 ? pos : neg).push_back(&term);
  Bound range = DtypeBound(t);
  PrimExpr e;
  bool constant_used = false;
  if (!pos.empty()) {
    e = TermToExpr(*pos[0], pos[0]->coeff, t);
  } else if (s.constant > 0) {
    e = MakeIntImm(t, s.constant);
    constant_used = true;
  }
  for (size_t i = 1; i < pos.size(); ++i) e = MakeBin(NodeKind::kAdd, t, e, TermToExpr(*pos[i], pos[i]->coeff, t));
  for (const Term* term : neg) {
    if (!e.defined()) {
      e = TermToExpr(*term, term->coeff, t);
    } else if (term->coeff == range.lo) {
      // The negation would not fit the dtype.
      e = MakeBin(NodeKind::kAdd, t, e, TermToExpr(*term, term->coeff, t));
    } else {
      e = MakeBin(NodeKind::kSub, t, e, TermToExpr(*term, -term->coeff, t));
    }
  }
  if (!constant_used && s.constant != 0) {
    if (s.constant > 0 || s.constant == range.lo) {
      e = MakeBin(NodeKind::kAdd, t, e, MakeIntImm(t, s.constant));
    } else {
      e = MakeBin(NodeKind::kSub, t, e, MakeIntImm(t, -s.constant));
    }
  }
  return e;
}

}  // namespace arith
}  // namespace rlx
