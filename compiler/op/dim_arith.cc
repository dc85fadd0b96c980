#include "compiler/op/dim_arith.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace rlx {
namespace op {
namespace {

// Past this many terms a product is kept as an opaque atom rather than
// expanded; shapes never need more.
constexpr size_t kMaxTerms = 32;

int64_t FloorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t FloorModInt(int64_t a, int64_t b) { return a - FloorDivInt(a, b) * b; }

// Sum of coefficient * monomial terms plus a constant. A monomial is a sorted
// list of atom ids (repeated ids are powers). Terms keep first-appearance
// order so that rebuilding is deterministic.
struct Poly {
  int64_t constant = 0;
  std::vector<std::pair<std::vector<int>, int64_t>> terms;

  bool IsConst() const { return terms.empty(); }
};

class Normalizer {
 public:
  explicit Normalizer(DataType dtype) : dtype_(dtype) {}

  // Normal form of an integer expression; nullopt when it overflows or grows
  // too large (the caller then keeps the expression as an atom).
  std::optional<Poly> ToPoly(const PrimExpr& e) {
    if (auto imm = e.as<IntImmNode>()) {
      Poly p;
      p.constant = imm->value;
      return p;
    }
    switch (e->kind()) {
      case NodeKind::kAdd:
      case NodeKind::kSub: {
        auto b = e.cast<BinaryNode>();
        auto pa = ToPoly(b->a);
        auto pb = ToPoly(b->b);
        if (!pa || !pb) return Atom(e);
        return Combine(*pa, *pb, e->kind() == NodeKind::kAdd ? 1 : -1);
      }
      case NodeKind::kMul: {
        auto b = e.cast<BinaryNode>();
        auto pa = ToPoly(b->a);
        auto pb = ToPoly(b->b);
        if (!pa || !pb) return Atom(e);
        auto prod = Multiply(*pa, *pb);
        return prod ? prod : Atom(e);
      }
      case NodeKind::kFloorDiv:
      case NodeKind::kFloorMod:
        return DivMod(e.cast<BinaryNode>(), e->kind() == NodeKind::kFloorDiv);
      case NodeKind::kDiv:
      case NodeKind::kMod: {
        // Truncating division only folds on constants (its rounding differs
        // from floordiv for negative operands).
        auto b = e.cast<BinaryNode>();
        auto pa = ToPoly(b->a);
        auto pb = ToPoly(b->b);
        if (pa && pb && pa->IsConst() && pb->IsConst() && pb->constant != 0) {
          Poly p;
          p.constant = e->kind() == NodeKind::kDiv ? pa->constant / pb->constant : pa->constant % pb->constant;
          return p;
        }
        return Atom(Make<BinaryNode>(e->kind(), e->dtype, Rebuild(pa, b->a), Rebuild(pb, b->b)));
      }
      case NodeKind::kMin:
      case NodeKind::kMax: {
        auto b = e.cast<BinaryNode>();
        auto pa = ToPoly(b->a);
        auto pb = ToPoly(b->b);
        if (pa && pb) {
          Poly diff = Combine(*pa, *pb, -1);
          if (diff.IsConst()) {
            bool a_smaller = diff.constant <= 0;
            bool pick_a = e->kind() == NodeKind::kMin ? a_smaller : !a_smaller;
            return pick_a ? pa : pb;
          }
        }
        return Atom(Make<BinaryNode>(e->kind(), e->dtype, Rebuild(pa, b->a), Rebuild(pb, b->b)));
      }
      case NodeKind::kCast: {
        auto c = e.cast<CastNode>();
        if (c->dtype.is_integer() && c->value->dtype.is_integer()) return ToPoly(c->value);
        return Atom(e);
      }
      case NodeKind::kSelect: {
        auto s = e.cast<SelectNode>();
        return SelectPoly(s->condition, s->true_value, s->false_value, e);
      }
      case NodeKind::kTirCall: {
        auto c = e.cast<TirCallNode>();
        if (c->op == "if_then_else" && c->args.size() == 3) return SelectPoly(c->args[0], c->args[1], c->args[2], e);
        return Atom(e);
      }
      default:
        return Atom(e);
    }
  }

  // Folds a boolean expression built from comparisons of dimensions.
  PrimExpr SimplifyBool(const PrimExpr& e) {
    if (e.is<IntImmNode>()) return e;
    NodeKind k = e->kind();
    if (IsComparison(k)) {
      auto b = e.cast<BinaryNode>();
      auto pa = ToPoly(b->a);
      auto pb = ToPoly(b->b);
      if (pa && pb) {
        Poly diff = Combine(*pa, *pb, -1);
        if (diff.IsConst()) {
          int64_t d = diff.constant;
          bool v = false;
          switch (k) {
            case NodeKind::kEQ: v = d == 0; break;
            case NodeKind::kNE: v = d != 0; break;
            case NodeKind::kLT: v = d < 0; break;
            case NodeKind::kLE: v = d <= 0; break;
            case NodeKind::kGT: v = d > 0; break;
            default: v = d >= 0; break;
          }
          return Bool(v);
        }
      }
      return MakeBinary(k, Rebuild(pa, b->a), Rebuild(pb, b->b));
    }
    if (k == NodeKind::kAnd || k == NodeKind::kOr) {
      auto b = e.cast<BinaryNode>();
      PrimExpr a = SimplifyBool(b->a);
      PrimExpr c = SimplifyBool(b->b);
      int64_t va = 0, vc = 0;
      bool ca = AsConstInt(a, &va), cc = AsConstInt(c, &vc);
      bool is_and = k == NodeKind::kAnd;
      if (ca && (is_and ? va == 0 : va != 0)) return Bool(!is_and);
      if (cc && (is_and ? vc == 0 : vc != 0)) return Bool(!is_and);
      if (ca) return c;
      if (cc) return a;
      return MakeBinary(k, a, c);
    }
    if (k == NodeKind::kNot) {
      PrimExpr a = SimplifyBool(e.cast<NotNode>()->a);
      int64_t v = 0;
      if (AsConstInt(a, &v)) return Bool(v == 0);
      return Make<NotNode>(a);
    }
    return e;
  }

  PrimExpr FromPoly(const Poly& p) const {
    std::vector<PrimExpr> pos, neg;
    for (const auto& term : p.terms) {
      if (term.second == 0) continue;
      PrimExpr t = TermExpr(term.first, std::llabs(term.second));
      (term.second > 0 ? pos : neg).push_back(t);
    }
    PrimExpr out;
    for (const PrimExpr& t : pos) out = out.defined() ? MakeBinary(NodeKind::kAdd, out, t) : t;
    if (!out.defined() && !neg.empty() && p.constant > 0) {
      // All terms negative: `c - t1 - t2` reads better than `t1 * -1 + c`.
      out = MakeIntImm(dtype_, p.constant);
      for (const PrimExpr& t : neg) out = MakeBinary(NodeKind::kSub, out, t);
      return out;
    }
    if (!out.defined() && !neg.empty()) {
      out = MakeBinary(NodeKind::kMul, neg[0], MakeIntImm(dtype_, -1));
      for (size_t i = 1; i < neg.size(); ++i) out = MakeBinary(NodeKind::kSub, out, neg[i]);
    } else {
      for (const PrimExpr& t : neg) out = MakeBinary(NodeKind::kSub, out, t);
    }
    if (!out.defined()) return MakeIntImm(dtype_, p.constant);
    if (p.constant > 0) out = MakeBinary(NodeKind::kAdd, out, MakeIntImm(dtype_, p.constant));
    if (p.constant < 0) out = MakeBinary(NodeKind::kSub, out, MakeIntImm(dtype_, -p.constant));
    return out;
  }

 private:
  std::optional<Poly> Atom(const PrimExpr& e) {
    int id = -1;
    for (size_t i = 0; i < atoms_.size(); ++i) {
      if (ExprDeepEqual(atoms_[i], e)) {
        id = static_cast<int>(i);
        break;
      }
    }
    if (id < 0) {
      id = static_cast<int>(atoms_.size());
      atoms_.push_back(e);
    }
    Poly p;
    p.terms.push_back({{id}, 1});
    return p;
  }

  // The simplified expression of `p`, or `fallback` when it did not normalize.
  PrimExpr Rebuild(const std::optional<Poly>& p, const PrimExpr& fallback) const {
    return p ? FromPoly(*p) : fallback;
  }

  static void AddTerm(Poly* p, const std::vector<int>& mono, int64_t coeff) {
    for (auto& t : p->terms) {
      if (t.first == mono) {
        t.second += coeff;
        return;
      }
    }
    p->terms.push_back({mono, coeff});
  }

  static void DropZeros(Poly* p) {
    p->terms.erase(std::remove_if(p->terms.begin(), p->terms.end(), [](const auto& t) { return t.second == 0; }),
                   p->terms.end());
  }

  static Poly Combine(const Poly& a, const Poly& b, int64_t sign) {
    Poly out = a;
    out.constant += sign * b.constant;
    for (const auto& t : b.terms) AddTerm(&out, t.first, sign * t.second);
    DropZeros(&out);
    return out;
  }

  static std::optional<Poly> Multiply(const Poly& a, const Poly& b) {
    if (a.terms.size() * (b.terms.size() + 1) + b.terms.size() > kMaxTerms) return std::nullopt;
    Poly out;
    if (__builtin_mul_overflow(a.constant, b.constant, &out.constant)) return std::nullopt;
    for (const auto& ta : a.terms) {
      int64_t c = 0;
      if (__builtin_mul_overflow(ta.second, b.constant, &c)) return std::nullopt;
      AddTerm(&out, ta.first, c);
    }
    for (const auto& tb : b.terms) {
      int64_t c = 0;
      if (__builtin_mul_overflow(tb.second, a.constant, &c)) return std::nullopt;
      AddTerm(&out, tb.first, c);
    }
    for (const auto& ta : a.terms) {
      for (const auto& tb : b.terms) {
        std::vector<int> mono = ta.first;
        mono.insert(mono.end(), tb.first.begin(), tb.first.end());
        std::sort(mono.begin(), mono.end());
        int64_t c = 0;
        if (__builtin_mul_overflow(ta.second, tb.second, &c)) return std::nullopt;
        AddTerm(&out, mono, c);
      }
    }
    DropZeros(&out);
    return out;
  }

  std::optional<Poly> DivMod(const Binary& e, bool is_div) {
    auto pa = ToPoly(e->a);
    auto pb = ToPoly(e->b);
    if (pa && pb && pb->IsConst() && pb->constant != 0) {
      int64_t c = pb->constant;
      bool terms_divisible = std::all_of(pa->terms.begin(), pa->terms.end(),
                                         [c](const auto& t) { return t.second % c == 0; });
      if (terms_divisible) {
        // (c * X + k) // c == X + k // c and (c * X + k) % c == k % c for
        // integer X, whatever the sign of k.
        Poly out;
        if (is_div) {
          for (const auto& t : pa->terms) out.terms.push_back({t.first, t.second / c});
          out.constant = FloorDivInt(pa->constant, c);
        } else {
          out.constant = FloorModInt(pa->constant, c);
        }
        return out;
      }
    }
    PrimExpr a = Rebuild(pa, e->a);
    PrimExpr b = Rebuild(pb, e->b);
    return Atom(MakeBinary(e->kind(), a, b));
  }

  std::optional<Poly> SelectPoly(const PrimExpr& cond, const PrimExpr& t, const PrimExpr& f, const PrimExpr& orig) {
    PrimExpr c = SimplifyBool(cond);
    int64_t v = 0;
    if (AsConstInt(c, &v)) return ToPoly(v != 0 ? t : f);
    auto pt = ToPoly(t);
    auto pf = ToPoly(f);
    if (pt && pf && Combine(*pt, *pf, -1).IsConst() && Combine(*pt, *pf, -1).constant == 0) return pt;
    (void)orig;
    return Atom(Make<SelectNode>(c, Rebuild(pt, t), Rebuild(pf, f)));
  }

  PrimExpr TermExpr(const std::vector<int>& mono, int64_t abs_coeff) const {
    PrimExpr out;
    for (int id : mono) out = out.defined() ? MakeBinary(NodeKind::kMul, out, atoms_[id]) : atoms_[id];
    if (abs_coeff != 1) out = MakeBinary(NodeKind::kMul, out, MakeIntImm(out->dtype.is_integer() ? out->dtype : dtype_, abs_coeff));
    return out;
  }

  DataType dtype_;
  std::vector<PrimExpr> atoms_;
};

DataType ResultType(const PrimExpr& e) {
  if (e->dtype.is_integer() && e->dtype.is_scalar()) return e->dtype;
  return DataType::Int(64);
}

// Integer constants of narrower types widen to int64 so that shapes built
// from int32 attributes (strides, padding) stay int64 like the input dims.
PrimExpr Widen(const PrimExpr& e) {
  if (auto imm = e.as<IntImmNode>()) {
    if (imm->dtype.is_int() && imm->dtype.bits() < 64) return Int64(imm->value);
  }
  return e;
}

PrimExpr Build(NodeKind kind, const PrimExpr& a, const PrimExpr& b) {
  return SimplifyDim(MakeBinary(kind, Widen(a), Widen(b)));
}

int Precedence(NodeKind k) {
  switch (k) {
    case NodeKind::kOr: return 1;
    case NodeKind::kAnd: return 2;
    case NodeKind::kEQ: case NodeKind::kNE: case NodeKind::kLT:
    case NodeKind::kLE: case NodeKind::kGT: case NodeKind::kGE: return 3;
    case NodeKind::kAdd: case NodeKind::kSub: return 4;
    case NodeKind::kMul: case NodeKind::kDiv: case NodeKind::kMod:
    case NodeKind::kFloorDiv: case NodeKind::kFloorMod: return 5;
    default: return 6;
  }
}

const char* InfixOp(NodeKind k) {
  switch (k) {
    case NodeKind::kAdd: return " + ";
    case NodeKind::kSub: return " - ";
    case NodeKind::kMul: return " * ";
    case NodeKind::kDiv: return " / ";
    case NodeKind::kMod: return " % ";
    case NodeKind::kFloorDiv: return " // ";
    case NodeKind::kFloorMod: return " % ";
    case NodeKind::kEQ: return " == ";
    case NodeKind::kNE: return " != ";
    case NodeKind::kLT: return " < ";
    case NodeKind::kLE: return " <= ";
    case NodeKind::kGT: return " > ";
    case NodeKind::kGE: return " >= ";
    case NodeKind::kAnd: return " and ";
    case NodeKind::kOr: return " or ";
    default: return nullptr;
  }
}

}  // namespace

std::optional<int64_t> ConstDim(const PrimExpr& e) {
  if (!e.defined()) return std::nullopt;
  int64_t v = 0;
  if (AsConstInt(e, &v)) return v;
  if (AsConstInt(SimplifyDim(e), &v)) return v;
  return std::nullopt;
}

PrimExpr Int64Dim(int64_t v) { return Int64(v); }

PrimExpr SimplifyDim(const PrimExpr& e) {
  RLX_CHECK(e.defined()) << "simplifying a null dimension";
  if (e.is<IntImmNode>() || e.is<TirVarNode>()) return e;
  if (!e->dtype.is_integer()) {
    if (e->dtype.is_bool()) return Normalizer(DataType::Int(64)).SimplifyBool(e);
    return e;
  }
  Normalizer n(ResultType(e));
  auto p = n.ToPoly(e);
  return p ? n.FromPoly(*p) : e;
}

PrimExpr DimAdd(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kAdd, a, b); }
PrimExpr DimSub(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kSub, a, b); }
PrimExpr DimMul(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kMul, a, b); }
PrimExpr DimFloorDiv(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kFloorDiv, a, b); }
PrimExpr DimFloorMod(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kFloorMod, a, b); }
PrimExpr DimMin(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kMin, a, b); }
PrimExpr DimMax(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kMax, a, b); }

PrimExpr DimCeilDiv(const PrimExpr& a, const PrimExpr& b) {
  // ceil(a / b) == (a + b - 1) // b for positive b, which is what shapes use.
  return DimFloorDiv(DimSub(DimAdd(a, b), Int64(1)), b);
}

PrimExpr DimSelect(const PrimExpr& cond, const PrimExpr& a, const PrimExpr& b) {
  return SimplifyDim(Make<SelectNode>(cond, Widen(a), Widen(b)));
}

PrimExpr DimProduct(const std::vector<PrimExpr>& dims) {
  PrimExpr out = Int64(1);
  for (const PrimExpr& d : dims) out = MakeBinary(NodeKind::kMul, out, Widen(d));
  return SimplifyDim(out);
}

bool DimsEqual(const PrimExpr& a, const PrimExpr& b) {
  if (a.get() == b.get()) return true;
  if (ExprDeepEqual(a, b)) return true;
  auto d = ConstDim(MakeBinary(NodeKind::kSub, Widen(a), Widen(b)));
  return d && *d == 0;
}

bool DimsProvablyUnequal(const PrimExpr& a, const PrimExpr& b) {
  auto d = ConstDim(MakeBinary(NodeKind::kSub, Widen(a), Widen(b)));
  return d && *d != 0;
}

bool ExprDeepEqual(const PrimExpr& a, const PrimExpr& b) {
  if (a.get() == b.get()) return true;
  if (!a.defined() || !b.defined()) return false;
  if (a->kind() != b->kind() || a->dtype != b->dtype) return false;
  switch (a->kind()) {
    case NodeKind::kIntImm: return a.cast<IntImmNode>()->value == b.cast<IntImmNode>()->value;
    case NodeKind::kFloatImm: return a.cast<FloatImmNode>()->value == b.cast<FloatImmNode>()->value;
    case NodeKind::kStringImm: return a.cast<StringImmNode>()->value == b.cast<StringImmNode>()->value;
    case NodeKind::kTirVar: return false;  // Distinct variable objects.
    case NodeKind::kNot: return ExprDeepEqual(a.cast<NotNode>()->a, b.cast<NotNode>()->a);
    case NodeKind::kCast: return ExprDeepEqual(a.cast<CastNode>()->value, b.cast<CastNode>()->value);
    case NodeKind::kSelect: {
      auto x = a.cast<SelectNode>();
      auto y = b.cast<SelectNode>();
      return ExprDeepEqual(x->condition, y->condition) && ExprDeepEqual(x->true_value, y->true_value) &&
             ExprDeepEqual(x->false_value, y->false_value);
    }
    case NodeKind::kTirCall: {
      auto x = a.cast<TirCallNode>();
      auto y = b.cast<TirCallNode>();
      if (x->op != y->op || x->args.size() != y->args.size()) return false;
      for (size_t i = 0; i < x->args.size(); ++i) {
        if (!ExprDeepEqual(x->args[i], y->args[i])) return false;
      }
      return true;
    }
    default:
      if (auto x = a.as<BinaryNode>()) {
        auto y = b.cast<BinaryNode>();
        return ExprDeepEqual(x->a, y->a) && ExprDeepEqual(x->b, y->b);
      }
      return false;
  }
}

std::string DimToString(const PrimExpr& e) {
  if (!e.defined()) return "None";
  switch (e->kind()) {
    case NodeKind::kIntImm: {
      auto imm = e.cast<IntImmNode>();
      if (imm->dtype.is_bool()) return imm->value ? "True" : "False";
      return std::to_string(imm->value);
    }
    case NodeKind::kFloatImm: return std::to_string(e.cast<FloatImmNode>()->value);
    case NodeKind::kTirVar: return e.cast<TirVarNode>()->name;
    case NodeKind::kMin: case NodeKind::kMax: {
      auto b = e.cast<BinaryNode>();
      return std::string(e->kind() == NodeKind::kMin ? "T.min(" : "T.max(") + DimToString(b->a) + ", " +
             DimToString(b->b) + ")";
    }
    case NodeKind::kNot: return "not " + DimToString(e.cast<NotNode>()->a);
    case NodeKind::kCast: {
      auto c = e.cast<CastNode>();
      return "T.Cast(\"" + c->dtype.ToString() + "\", " + DimToString(c->value) + ")";
    }
    case NodeKind::kSelect: {
      auto s = e.cast<SelectNode>();
      return "T.Select(" + DimToString(s->condition) + ", " + DimToString(s->true_value) + ", " +
             DimToString(s->false_value) + ")";
    }
    case NodeKind::kTirCall: {
      auto c = e.cast<TirCallNode>();
      std::string out = "T." + c->op + "(";
      for (size_t i = 0; i < c->args.size(); ++i) out += (i ? ", " : "") + DimToString(c->args[i]);
      return out + ")";
    }
    default: break;
  }
  if (auto b = e.as<BinaryNode>()) {
    const char* op = InfixOp(e->kind());
    if (op == nullptr) return NodeKindName(e->kind());
    int prec = Precedence(e->kind());
    std::string lhs = DimToString(b->a);
    std::string rhs = DimToString(b->b);
    if (Precedence(b->a->kind()) < prec) lhs = "(" + lhs + ")";
    // Right operands of non-commutative ops need parentheses at equal precedence.
    if (Precedence(b->b->kind()) <= prec && !(b->b.is<IntImmNode>() || b->b.is<TirVarNode>())) {
      rhs = "(" + rhs + ")";
    }
    return lhs + op + rhs;
  }
  return NodeKindName(e->kind());
}

std::string DimsToString(const std::vector<PrimExpr>& dims) {
  std::string out = "(";
  for (size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + DimToString(dims[i]);
  if (dims.size() == 1) out += ",";
  return out + ")";
}

}  // namespace op
}  // namespace rlx
