// The simplifier's entry point over every PrimExpr kind: canonical sums for
// signed integers, comparisons decided or normalized, boolean logic, select,
// casts, and constant folding for the remaining dtypes.
#include <cmath>

#include "compiler/ir/arith_internal.h"

namespace rlx {
namespace arith {

namespace {

PrimExpr MakeBool(DataType t, bool v) { return MakeIntImm(t, v ? 1 : 0); }

bool IsFoldableFloat(DataType t) { return t.is_float() && t.is_scalar() && (t.bits() == 32 || t.bits() == 64); }

// Rounds to the precision of `t` (float32 or float64).
double RoundTo(DataType t, double v) { return t.bits() == 32 ? static_cast<double>(static_cast<float>(v)) : v; }

std::optional<bool> CompareConst(NodeKind k, double a, double b) {
  switch (k) {
    case NodeKind::kEQ:
      return a == b;
    case NodeKind::kNE:
      return a != b;
    case NodeKind::kLT:
      return a < b;
    case NodeKind::kLE:
      return a <= b;
    case NodeKind::kGT:
      return a > b;
    case NodeKind::kGE:
      return a >= b;
    default:
      return std::nullopt;
  }
}

std::optional<bool> CompareConst(NodeKind k, int64_t a, int64_t b) {
  switch (k) {
    case NodeKind::kEQ:
      return a == b;
    case NodeKind::kNE:
      return a != b;
    case NodeKind::kLT:
      return a < b;
    case NodeKind::kLE:
      return a <= b;
    case NodeKind::kGT:
      return a > b;
    case NodeKind::kGE:
      return a >= b;
    default:
      return std::nullopt;
  }
}

NodeKind NegateComparison(NodeKind k) {
  switch (k) {
    case NodeKind::kEQ:
      return NodeKind::kNE;
    case NodeKind::kNE:
      return NodeKind::kEQ;
    case NodeKind::kLT:
      return NodeKind::kGE;
    case NodeKind::kLE:
      return NodeKind::kGT;
    case NodeKind::kGT:
      return NodeKind::kLE;
    case NodeKind::kGE:
      return NodeKind::kLT;
    default:
      RLX_UNREACHABLE() << NodeKindName(k);
  }
  return k;
}

bool NegateSum(Sum* s) {
  for (Term& t : s->terms) {
    if (t.coeff == kNegInf || !FitsDtype(s->dtype, -t.coeff)) return false;
    t.coeff = -t.coeff;
  }
  if (s->constant == kNegInf || !FitsDtype(s->dtype, -s->constant)) return false;
  s->constant = -s->constant;
  return true;
}

}  // namespace

PrimExpr AnalyzerImpl::Simplify(const PrimExpr& e) {
  if (!e.defined()) return e;
  auto it = simplify_memo_.find(e.get());
  if (it != simplify_memo_.end()) return it->second.second;
  PrimExpr r = SimplifyUncached(e);
  RLX_CHECK(r->dtype == e->dtype) << "simplification changed dtype of " << DebugString(e) << " from "
                                  << e->dtype.ToString() << " to " << r->dtype.ToString();
  simplify_memo_.emplace(e.get(), std::make_pair(e, r));
  return r;
}

PrimExpr AnalyzerImpl::SimplifyUncached(const PrimExpr& e) {
  NodeKind k = e->kind();
  if (k == NodeKind::kIntImm || k == NodeKind::kFloatImm || k == NodeKind::kStringImm || k == NodeKind::kTirVar) {
    return e;
  }
  if (IsCanonType(e->dtype)) {
    PrimExpr r = FromSum(Canon(e));
    return Equal(r, e) ? e : r;
  }
  if (IsComparison(k)) return SimplifyCompare(e);
  if (k == NodeKind::kAnd || k == NodeKind::kOr || k == NodeKind::kNot) return SimplifyLogic(e);
  if (k == NodeKind::kSelect) return SimplifySelect(e);
  if (k == NodeKind::kCast) return FoldCast(e);
  if (e.is<BinaryNode>()) return FoldNonCanonBinary(e);
  return SimplifyChildren(e);
}

PrimExpr AnalyzerImpl::SimplifyChildren(const PrimExpr& e) {
  switch (e->kind()) {
    case NodeKind::kIntImm:
    case NodeKind::kFloatImm:
    case NodeKind::kStringImm:
    case NodeKind::kTirVar:
      return e;
    case NodeKind::kNot: {
      const PrimExpr& a = static_cast<const NotNode*>(e.get())->a;
      PrimExpr na = Simplify(a);
      return na.get() == a.get() ? e : MakeAt<NotNode>(e->span, na);
    }
    case NodeKind::kSelect: {
      auto* s = static_cast<const SelectNode*>(e.get());
      PrimExpr c = Simplify(s->condition), t = Simplify(s->true_value), f = Simplify(s->false_value);
      if (c.get() == s->condition.get() && t.get() == s->true_value.get() && f.get() == s->false_value.get()) return e;
      return MakeAt<SelectNode>(e->span, c, t, f);
    }
    case NodeKind::kCast: {
      const PrimExpr& v = e.as<CastNode>()->value;
      PrimExpr nv = Simplify(v);
      return nv.get() == v.get() ? e : MakeAt<CastNode>(e->span, e->dtype, nv);
    }
    case NodeKind::kTirCall: {
      auto c = e.as<TirCallNode>();
      std::vector<PrimExpr> args;
      bool changed = false;
      for (const PrimExpr& a : c->args) {
        args.push_back(Simplify(a));
        changed |= args.back().get() != a.get();
      }
      return changed ? MakeAt<TirCallNode>(e->span, e->dtype, c->op, std::move(args)) : e;
    }
    case NodeKind::kTirLet: {
      auto* l = static_cast<const TirLetNode*>(e.get());
      PrimExpr v = Simplify(l->value), b = Simplify(l->body);
      if (v.get() == l->value.get() && b.get() == l->body.get()) return e;
      return MakeAt<TirLetNode>(e->span, l->var, v, b);
    }
    case NodeKind::kBufferLoad: {
      auto* l = static_cast<const BufferLoadNode*>(e.get());
      std::vector<PrimExpr> idx;
      bool changed = false;
      for (const PrimExpr& i : l->indices) {
        idx.push_back(Simplify(i));
        changed |= idx.back().get() != i.get();
      }
      return changed ? MakeAt<BufferLoadNode>(e->span, l->buffer, std::move(idx)) : e;
    }
    case NodeKind::kRamp: {
      auto* r = static_cast<const RampNode*>(e.get());
      PrimExpr b = Simplify(r->base), s = Simplify(r->stride);
      if (b.get() == r->base.get() && s.get() == r->stride.get()) return e;
      return MakeAt<RampNode>(e->span, b, s, r->lanes);
    }
    case NodeKind::kBroadcast: {
      auto* b = static_cast<const BroadcastNode*>(e.get());
      PrimExpr v = Simplify(b->value);
      return v.get() == b->value.get() ? e : MakeAt<BroadcastNode>(e->span, v, b->lanes);
    }
    default:
      break;
  }
  auto bin = e.as<BinaryNode>();
  RLX_CHECK(bin.defined()) << "unexpected node " << NodeKindName(e->kind());
  PrimExpr a = Simplify(bin->a), b = Simplify(bin->b);
  if (a.get() == bin->a.get() && b.get() == bin->b.get()) return e;
  return MakeAt<BinaryNode>(e->span, e->kind(), e->dtype, a, b);
}

PrimExpr AnalyzerImpl::FoldNonCanonBinary(const PrimExpr& e) {
  PrimExpr s = SimplifyChildren(e);
  auto bin = s.as<BinaryNode>();
  DataType t = s->dtype;
  NodeKind k = s->kind();
  int64_t x, y;
  if (t.is_scalar() && (t.is_uint() || t.is_bool()) && AsConstInt(bin->a, &x) && AsConstInt(bin->b, &y) && x >= 0 &&
      y >= 0) {
    // Unsigned: fold only when no wrap-around happens.
    int64_t v;
    bool ok = true;
    switch (k) {
      case NodeKind::kAdd:
        ok = CheckedAdd(x, y, &v);
        break;
      case NodeKind::kSub:
        ok = CheckedSub(x, y, &v);
        break;
      case NodeKind::kMul:
        ok = CheckedMul(x, y, &v);
        break;
      case NodeKind::kDiv:
      case NodeKind::kFloorDiv:
        ok = y != 0;
        v = ok ? x / y : 0;
        break;
      case NodeKind::kMod:
      case NodeKind::kFloorMod:
        ok = y != 0;
        v = ok ? x % y : 0;
        break;
      case NodeKind::kMin:
        v = std::min(x, y);
        break;
      case NodeKind::kMax:
        v = std::max(x, y);
        break;
      default:
        ok = false;
        break;
    }
    if (ok && FitsDtype(t, v)) return MakeIntImm(t, v);
    return s;
  }
  auto fa = bin->a.as<FloatImmNode>(), fb = bin->b.as<FloatImmNode>();
  if (IsFoldableFloat(t) && fa && fb) {
    double a = fa->value, b = fb->value;
    switch (k) {
      case NodeKind::kAdd:
        return MakeFloatImm(t, RoundTo(t, a + b));
      case NodeKind::kSub:
        return MakeFloatImm(t, RoundTo(t, a - b));
      case NodeKind::kMul:
        return MakeFloatImm(t, RoundTo(t, a * b));
      case NodeKind::kDiv:
        if (b != 0) return MakeFloatImm(t, RoundTo(t, a / b));
        break;
      case NodeKind::kMin:
        if (!std::isnan(a) && !std::isnan(b)) return MakeFloatImm(t, std::min(a, b));
        break;
      case NodeKind::kMax:
        if (!std::isnan(a) && !std::isnan(b)) return MakeFloatImm(t, std::max(a, b));
        break;
      default:
        break;
    }
  }
  return s;
}

PrimExpr AnalyzerImpl::FoldCast(const PrimExpr& e) {
  DataType t = e->dtype;
  PrimExpr s = SimplifyChildren(e);
  const PrimExpr& v = s.as<CastNode>()->value;
  if (v->dtype == t) return v;
  if (!t.is_scalar()) return s;
  int64_t iv;
  bool is_int = AsConstInt(v, &iv) && FitsDtype(v->dtype, iv);
  auto fv = v.as<FloatImmNode>();
  if (t.is_bool()) {
    if (is_int) return MakeBool(t, iv != 0);
    if (fv) return MakeBool(t, fv->value != 0);
  } else if (t.is_integer()) {
    if (is_int && FitsDtype(t, iv)) return MakeIntImm(t, iv);
    if (fv) {
      double d = std::trunc(fv->value);
      if (std::isfinite(d) && d > -9223372036854775808.0 && d < 9223372036854775808.0 &&
          FitsDtype(t, static_cast<int64_t>(d))) {
        return MakeIntImm(t, static_cast<int64_t>(d));
      }
    }
  } else if (IsFoldableFloat(t)) {
    if (is_int) return MakeFloatImm(t, RoundTo(t, static_cast<double>(iv)));
    if (fv && (v->dtype.is_float() && v->dtype.bits() >= 32)) return MakeFloatImm(t, RoundTo(t, fv->value));
  }
  return s;
}

std::optional<bool> AnalyzerImpl::DecideSign(NodeKind op, const Sum& d) {
  Bound b = BestBound(d);
  switch (op) {
    case NodeKind::kLT:
      if (b.hi < 0) return true;
      if (b.lo >= 0) return false;
      break;
    case NodeKind::kLE:
      if (b.hi <= 0) return true;
      if (b.lo > 0) return false;
      break;
    case NodeKind::kGT:
      if (b.lo > 0) return true;
      if (b.hi <= 0) return false;
      break;
    case NodeKind::kGE:
      if (b.lo >= 0) return true;
      if (b.hi < 0) return false;
      break;
    case NodeKind::kEQ:
      if (b.lo == 0 && b.hi == 0) return true;
      if (b.lo > 0 || b.hi < 0) return false;
      break;
    case NodeKind::kNE:
      if (b.lo == 0 && b.hi == 0) return false;
      if (b.lo > 0 || b.hi < 0) return true;
      break;
    default:
      break;
  }
  return std::nullopt;
}

PrimExpr AnalyzerImpl::SimplifyCompare(const PrimExpr& e) {
  auto bin = e.as<BinaryNode>();
  DataType ot = bin->a->dtype;
  NodeKind op = e->kind();
  if (!IsCanonType(ot) || bin->b->dtype != ot || !e->dtype.is_scalar()) {
    PrimExpr s = SimplifyChildren(e);
    auto sb = s.as<BinaryNode>();
    int64_t x, y;
    std::optional<bool> r;
    if (AsConstInt(sb->a, &x) && AsConstInt(sb->b, &y)) {
      r = CompareConst(op, x, y);
    } else if (sb->a.is<FloatImmNode>() && sb->b.is<FloatImmNode>()) {
      r = CompareConst(op, sb->a.as<FloatImmNode>()->value, sb->b.as<FloatImmNode>()->value);
    }
    return r && e->dtype.is_scalar() ? MakeBool(e->dtype, *r) : s;
  }
  Sum a = Canon(bin->a), b = Canon(bin->b), d;
  if (!AddSums(a, b, -1, &d)) return SimplifyChildren(e);
  if (std::optional<bool> r = DecideSign(op, d)) return MakeBool(e->dtype, *r);
  // Normal form `lhs op rhs` with op in {<, <=, ==, !=}: like terms
  // cancelled, positive terms on the left, negative ones on the right, the
  // constant on whichever side keeps it positive.
  Sum n = d;
  bool ok = true;
  if (op == NodeKind::kGT || op == NodeKind::kGE) {
    ok = NegateSum(&n);
    op = op == NodeKind::kGT ? NodeKind::kLT : NodeKind::kLE;
  }
  // Divide out the gcd g of the coefficients: g*X + k op 0.
  int64_t g = 0;
  for (const Term& t : n.terms) g = Gcd(g, t.coeff);
  if (ok && g > 1) {
    int64_t k = n.constant;
    bool divisible = k % g == 0;
    if ((op == NodeKind::kEQ || op == NodeKind::kNE) && !divisible) return MakeBool(e->dtype, op == NodeKind::kNE);
    for (Term& t : n.terms) t.coeff /= g;
    if (op == NodeKind::kLT) {
      n.constant = FloorDivInt(k, g);  // g*X + k < 0  <=>  X + floor(k/g) < 0
    } else if (op == NodeKind::kLE) {
      // g*X + k <= 0  <=>  X + ceil(k/g) <= 0
      n.constant = FloorDivInt(k, g) + (divisible ? 0 : 1);
    } else {
      n.constant = k / g;
    }
  }
  if (ok && (op == NodeKind::kEQ || op == NodeKind::kNE) && n.terms[0].coeff < 0) ok = NegateSum(&n);
  if (!ok) return SimplifyChildren(e);
  Sum lhs = ConstSum(ot, 0), rhs = ConstSum(ot, 0);
  for (const Term& t : n.terms) {
    if (t.coeff > 0) {
      lhs.terms.push_back(t);
    } else {
      rhs.terms.push_back(Term{t.atoms, -t.coeff});
    }
  }
  if (n.constant > 0) {
    lhs.constant = n.constant;
  } else if (n.constant != kNegInf && FitsDtype(ot, -n.constant)) {
    rhs.constant = -n.constant;
  } else {
    return SimplifyChildren(e);
  }
  PrimExpr pl = FromSum(lhs), pr = FromSum(rhs);
  if (op == e->kind() && Equal(pl, bin->a) && Equal(pr, bin->b)) return e;
  return MakeAt<BinaryNode>(e->span, op, e->dtype, pl, pr);
}

PrimExpr AnalyzerImpl::SimplifyLogic(const PrimExpr& e) {
  DataType t = e->dtype;
  if (e->kind() == NodeKind::kNot) {
    const PrimExpr& a = static_cast<const NotNode*>(e.get())->a;
    PrimExpr na = Simplify(a);
    int64_t v;
    if (t.is_scalar() && AsConstInt(na, &v)) return MakeBool(t, v == 0);
    if (na->kind() == NodeKind::kNot && static_cast<const NotNode*>(na.get())->a->dtype == t) {
      return static_cast<const NotNode*>(na.get())->a;
    }
    if (IsComparison(na->kind())) {
      auto cmp = na.as<BinaryNode>();
      // Ordering comparisons only invert on integers (NaN breaks it).
      bool integral = cmp->a->dtype.is_integer() || cmp->a->dtype.is_bool();
      NodeKind k = na->kind();
      if (integral || k == NodeKind::kEQ || k == NodeKind::kNE) {
        return Simplify(MakeAt<BinaryNode>(e->span, NegateComparison(k), t, cmp->a, cmp->b));
      }
    }
    return na.get() == a.get() ? e : MakeAt<NotNode>(e->span, na);
  }
  auto bin = e.as<BinaryNode>();
  PrimExpr a = Simplify(bin->a), b = Simplify(bin->b);
  bool is_and = e->kind() == NodeKind::kAnd;
  int64_t v;
  if (t.is_scalar()) {
    // The absorbing constant wins; the neutral one disappears.
    for (const PrimExpr* side : {&a, &b}) {
      if (!AsConstInt(*side, &v)) continue;
      if ((v != 0) != is_and) return MakeBool(t, !is_and);
      const PrimExpr& other = side == &a ? b : a;
      if (other->dtype == t) return other;
    }
  }
  if (a->dtype == t && Equal(a, b)) return a;
  if (a.get() == bin->a.get() && b.get() == bin->b.get()) return e;
  return MakeAt<BinaryNode>(e->span, e->kind(), t, a, b);
}

PrimExpr AnalyzerImpl::SimplifySelect(const PrimExpr& e) {
  auto* s = static_cast<const SelectNode*>(e.get());
  PrimExpr c = Simplify(s->condition);
  int64_t v;
  if (AsConstInt(c, &v)) return Simplify(v ? s->true_value : s->false_value);
  PrimExpr t = Simplify(s->true_value), f = Simplify(s->false_value);
  if (Equal(t, f)) return t;
  if (c.get() == s->condition.get() && t.get() == s->true_value.get() && f.get() == s->false_value.get()) return e;
  return MakeAt<SelectNode>(e->span, c, t, f);
}

}  // namespace arith
}  // namespace rlx
