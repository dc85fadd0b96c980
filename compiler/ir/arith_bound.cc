// Constant interval bounds of integer expressions and canonical sums.
#include <algorithm>

#include "compiler/ir/arith_internal.h"

namespace rlx {
namespace arith {

int64_t FloorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t FloorModInt(int64_t a, int64_t b) {
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

int64_t Gcd(int64_t a, int64_t b) {
  uint64_t x = a < 0 ? uint64_t{0} - static_cast<uint64_t>(a) : static_cast<uint64_t>(a);
  uint64_t y = b < 0 ? uint64_t{0} - static_cast<uint64_t>(b) : static_cast<uint64_t>(b);
  while (y != 0) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  // Only gcd(INT64_MIN, 0 or INT64_MIN) is not representable; 1 is a safe
  // answer for every caller (it means "nothing to factor out").
  return x > static_cast<uint64_t>(kPosInf) ? 1 : static_cast<int64_t>(x);
}

bool FitsDtype(DataType t, int64_t v) {
  Bound b = DtypeBound(t);
  if (!t.is_bool() && !t.is_integer()) return false;
  return v >= b.lo && v <= b.hi;
}

Bound DtypeBound(DataType t) {
  if (t.is_bool()) return Bound{0, 1};
  if (t.is_int() && t.bits() < 64) {
    int64_t half = int64_t{1} << (t.bits() - 1);
    return Bound{-half, half - 1};
  }
  if (t.is_uint()) {
    if (t.bits() < 63) return Bound{0, (int64_t{1} << t.bits()) - 1};
    return Bound{0, kPosInf};
  }
  return Bound{};
}

Bound Intersect(const Bound& a, const Bound& b) { return Bound{std::max(a.lo, b.lo), std::min(a.hi, b.hi)}; }

Bound AddBound(const Bound& a, const Bound& b) {
  Bound r;
  if (a.lo == kNegInf || b.lo == kNegInf || !CheckedAdd(a.lo, b.lo, &r.lo)) r.lo = kNegInf;
  if (a.hi == kPosInf || b.hi == kPosInf || !CheckedAdd(a.hi, b.hi, &r.hi)) r.hi = kPosInf;
  return r;
}

namespace {

// x * y clamped to the int64 limits; `*clamped` says in which direction.
int64_t SatMul(int64_t x, int64_t y, int* clamped) {
  int64_t r;
  if (CheckedMul(x, y, &r)) return r;
  bool negative = (x < 0) != (y < 0);
  *clamped = negative ? -1 : 1;
  return negative ? kNegInf : kPosInf;
}

}  // namespace

Bound MulBound(const Bound& a, const Bound& b) {
  int64_t corners[4];
  int clamped[4] = {0, 0, 0, 0};
  corners[0] = SatMul(a.lo, b.lo, &clamped[0]);
  corners[1] = SatMul(a.lo, b.hi, &clamped[1]);
  corners[2] = SatMul(a.hi, b.lo, &clamped[2]);
  corners[3] = SatMul(a.hi, b.hi, &clamped[3]);
  int lo_i = 0, hi_i = 0;
  for (int i = 1; i < 4; ++i) {
    if (corners[i] < corners[lo_i]) lo_i = i;
    if (corners[i] > corners[hi_i]) hi_i = i;
  }
  Bound r{corners[lo_i], corners[hi_i]};
  // A lower bound that only exists because of clamping upward says nothing.
  if (clamped[lo_i] > 0) r.lo = kNegInf;
  if (clamped[hi_i] < 0) r.hi = kPosInf;
  return r;
}

Bound ScaleBound(const Bound& a, int64_t k) { return MulBound(a, Bound::Point(k)); }

namespace {

template <typename DivFn>
Bound DivCorners(const Bound& a, const Bound& b, DivFn div) {
  // Division is monotone in each argument while the divisor keeps its sign,
  // so the extremes are at the corners.
  if (b.lo <= 0 && b.hi >= 0) return Bound{};
  int64_t xs[2] = {a.lo, a.hi}, ys[2] = {b.lo, b.hi};
  Bound r{kPosInf, kNegInf};
  for (int64_t x : xs) {
    for (int64_t y : ys) {
      if (x == kNegInf && y == -1) return Bound{};
      int64_t q = div(x, y);
      r.lo = std::min(r.lo, q);
      r.hi = std::max(r.hi, q);
    }
  }
  return r;
}

}  // namespace

Bound FloorDivBound(const Bound& a, const Bound& b) { return DivCorners(a, b, FloorDivInt); }

Bound AnalyzerImpl::BoundOf(const PrimExpr& e) {
  auto it = bound_memo_.find(e.get());
  if (it != bound_memo_.end()) return it->second.second;
  Bound b = BoundUncached(e);
  if (e->dtype.is_integer() || e->dtype.is_bool()) b = Intersect(b, DtypeBound(e->dtype));
  bound_memo_.emplace(e.get(), std::make_pair(e, b));
  return b;
}

Bound AnalyzerImpl::BoundUncached(const PrimExpr& e) {
  DataType t = e->dtype;
  if (!t.is_integer() && !t.is_bool()) return Bound{};
  switch (e->kind()) {
    case NodeKind::kIntImm:
      return Bound::Point(e.as<IntImmNode>()->value);
    case NodeKind::kTirVar: {
      Bound b;
      if (const VarFact* f = FindFact(e.as<TirVarNode>().get())) {
        if (f->has_range) b = f->bound;
        if (f->nonneg) b.lo = std::max<int64_t>(b.lo, 0);
      }
      if (int64_vars_nonnegative && t == DataType::Int(64)) b.lo = std::max<int64_t>(b.lo, 0);
      return b;
    }
    case NodeKind::kAdd:
    case NodeKind::kSub:
    case NodeKind::kMul:
    case NodeKind::kFloorDiv:
    case NodeKind::kFloorMod:
    case NodeKind::kDiv:
    case NodeKind::kMod:
    case NodeKind::kMin:
    case NodeKind::kMax: {
      auto bin = e.as<BinaryNode>();
      if (!t.is_integer() || bin->a->dtype != t || bin->b->dtype != t) return DtypeBound(t);
      Bound a = BoundOf(bin->a), b = BoundOf(bin->b);
      switch (e->kind()) {
        case NodeKind::kAdd:
          return AddBound(a, b);
        case NodeKind::kSub:
          return AddBound(a, ScaleBound(b, -1));
        case NodeKind::kMul:
          return MulBound(a, b);
        case NodeKind::kFloorDiv:
          return FloorDivBound(a, b);
        case NodeKind::kDiv:
          return DivCorners(a, b, [](int64_t x, int64_t y) { return x / y; });
        case NodeKind::kFloorMod:
          if (b.lo > 0) {
            if (a.lo >= 0 && a.hi < b.lo) return a;
            Bound r{0, b.hi - 1};
            if (a.lo >= 0) r.hi = std::min(r.hi, a.hi);
            return r;
          }
          if (b.hi < 0) return Bound{b.lo == kNegInf ? kNegInf : b.lo + 1, 0};
          return Bound{};
        case NodeKind::kMod: {
          // Truncating: the result has the sign of the dividend.
          if (b.lo <= 0 && b.hi >= 0) return Bound{};
          int64_t m = b.lo > 0 ? b.hi : (b.lo == kNegInf ? kPosInf : -b.lo);
          if (m != kPosInf) m -= 1;
          if (a.lo >= 0) return Bound{0, std::min(a.hi, m)};
          if (a.hi <= 0) return Bound{std::max(a.lo, m == kPosInf ? kNegInf : -m), 0};
          return Bound{m == kPosInf ? kNegInf : -m, m};
        }
        case NodeKind::kMin:
          return Bound{std::min(a.lo, b.lo), std::min(a.hi, b.hi)};
        case NodeKind::kMax:
          return Bound{std::max(a.lo, b.lo), std::max(a.hi, b.hi)};
        default:
          break;
      }
      return Bound{};
    }
    case NodeKind::kSelect: {
      auto* s = static_cast<const SelectNode*>(e.get());
      Bound a = BoundOf(s->true_value), b = BoundOf(s->false_value);
      return Bound{std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
    }
    case NodeKind::kCast: {
      const PrimExpr& v = e.as<CastNode>()->value;
      if (!v->dtype.is_integer() && !v->dtype.is_bool()) return DtypeBound(t);
      Bound b = BoundOf(v), range = DtypeBound(t);
      // A narrowing cast of an out-of-range value wraps: fall back to the range.
      if (b.lo >= range.lo && b.hi <= range.hi) return b;
      return range;
    }
    case NodeKind::kTirLet:
      return BoundOf(static_cast<const TirLetNode*>(e.get())->body);
    default:
      return DtypeBound(t);
  }
}

Bound AnalyzerImpl::BoundOfSum(const Sum& s) {
  Bound acc = Bound::Point(s.constant);
  for (const Term& term : s.terms) {
    Bound mono = Bound::Point(1);
    for (size_t i = 0; i < term.atoms.size();) {
      size_t j = i;
      while (j < term.atoms.size() && Equal(term.atoms[i], term.atoms[j])) ++j;
      Bound b = BoundOf(term.atoms[i]);
      Bound power = Bound::Point(1);
      for (size_t k = i; k < j; ++k) power = MulBound(power, b);
      // Even powers are never negative.
      if ((j - i) % 2 == 0) power.lo = std::max<int64_t>(power.lo, 0);
      mono = MulBound(mono, power);
      i = j;
    }
    acc = AddBound(acc, ScaleBound(mono, term.coeff));
  }
  return Intersect(acc, DtypeBound(s.dtype));
}

Sum AnalyzerImpl::SymbolicSubstitute(const Sum& s, bool upper) {
  // Replace each linear occurrence of a variable with a symbolic range by the
  // end point that maximizes (or minimizes) the sum. Bounding each occurrence
  // separately is what interval arithmetic does anyway, so this stays sound
  // even when the variable also occurs inside other atoms.
  Sum cur = s;
  for (int round = 0; round < 4; ++round) {
    std::vector<Term> terms;
    int64_t constant = cur.constant;
    bool changed = false;
    for (const Term& term : cur.terms) {
      const VarFact* f = nullptr;
      if (term.atoms.size() == 1 && term.atoms[0]->kind() == NodeKind::kTirVar) {
        f = FindFact(term.atoms[0].as<TirVarNode>().get());
      }
      const PrimExpr* end = nullptr;
      if (f && f->symbolic) end = ((term.coeff > 0) == upper) ? &f->max : &f->min;
      if (!end || !end->defined() || (*end)->dtype != cur.dtype) {
        terms.push_back(term);
        continue;
      }
      Sum repl = Canon(*end);
      int64_t c;
      if (!CheckedMul(repl.constant, term.coeff, &c) || !CheckedAdd(constant, c, &constant)) return cur;
      for (Term t : repl.terms) {
        if (!CheckedMul(t.coeff, term.coeff, &t.coeff)) return cur;
        terms.push_back(std::move(t));
      }
      changed = true;
    }
    if (!changed) break;
    if (!FitsDtype(cur.dtype, constant) || !NormalizeTerms(&terms, cur.dtype)) return cur;
    cur.terms = std::move(terms);
    cur.constant = constant;
  }
  return cur;
}

Bound AnalyzerImpl::BestBound(const Sum& s) {
  Bound b = BoundOfSum(s);
  if (!has_symbolic_facts || s.is_const()) return b;
  b.hi = std::min(b.hi, BoundOfSum(SymbolicSubstitute(s, true)).hi);
  b.lo = std::max(b.lo, BoundOfSum(SymbolicSubstitute(s, false)).lo);
  return b;
}

}  // namespace arith
}  // namespace rlx
