// Canonical sums of scalar signed-integer expressions: sums and products,
// floordiv/floormod (and truncating div/mod when the dividend is provably
// non-negative), min/max, select and casts.
#include <algorithm>
#include <cmath>

#include "compiler/ir/arith_internal.h"

namespace rlx {
namespace arith {

namespace {

PrimExpr MakeBin(NodeKind kind, DataType t, PrimExpr a, PrimExpr b) {
  return Make<BinaryNode>(kind, t, std::move(a), std::move(b));
}

bool IsAddChainNode(const PrimExpr& e, DataType t) {
  if (e->kind() != NodeKind::kAdd && e->kind() != NodeKind::kSub) return false;
  auto* b = static_cast<const BinaryNode*>(e.get());
  return e->dtype == t && b->a->dtype == t && b->b->dtype == t;
}

// The single atom of `s` when s is exactly 1 * atom.
const PrimExpr* SoleAtom(const Sum& s) {
  if (s.constant != 0 || s.terms.size() != 1) return nullptr;
  const Term& t = s.terms[0];
  if (t.coeff != 1 || t.atoms.size() != 1) return nullptr;
  return &t.atoms[0];
}

// The positive constant divisor of a floordiv/floormod atom.
bool PositiveConstDivisor(const PrimExpr& atom, NodeKind kind, int64_t* c) {
  if (atom->kind() != kind) return false;
  return AsConstInt(atom.as<BinaryNode>()->b, c) && *c > 0;
}

}  // namespace

// Why a depth limit: Canon recurses once per level of the expression, so a
// long min/max chain or a deep tower of divisions built through the C++ API
// overflowed the stack (an ASan build of arith_test hit it at depth 2000).
// Past this depth the subtree is canonicalized bottom-up with an explicit
// stack first, so every recursive call below finds its children memoized.
constexpr int kCanonRecursionLimit = 256;

Sum AnalyzerImpl::Canon(const PrimExpr& e) {
  auto it = canon_memo_.find(e.get());
  if (it != canon_memo_.end()) return it->second.second;
  if (canon_depth_ >= kCanonRecursionLimit) CanonBottomUp(e);
  ++canon_depth_;
  Sum s = CanonUncached(e);
  --canon_depth_;
  canon_memo_.emplace(e.get(), std::make_pair(e, s));
  return s;
}

void AnalyzerImpl::CanonBottomUp(const PrimExpr& root) {
  // The children Canon reaches directly: operands of integer arithmetic and
  // the values of a select (its condition goes through Simplify).
  auto children = [](const PrimExpr& e, std::vector<PrimExpr>* out) {
    switch (e->kind()) {
      case NodeKind::kAdd:
      case NodeKind::kSub:
      case NodeKind::kMul:
      case NodeKind::kDiv:
      case NodeKind::kMod:
      case NodeKind::kFloorDiv:
      case NodeKind::kFloorMod:
      case NodeKind::kMin:
      case NodeKind::kMax: {
        auto bin = e.as<BinaryNode>();
        out->push_back(bin->a);
        out->push_back(bin->b);
        break;
      }
      case NodeKind::kSelect: {
        auto sel = static_cast<const SelectNode*>(e.get());
        out->push_back(sel->true_value);
        out->push_back(sel->false_value);
        break;
      }
      default:
        break;
    }
  };
  int saved_depth = canon_depth_;
  canon_depth_ = 0;
  // A node reached twice in a DAG is memoized by the time its second copy is
  // popped (a DAG has no node below itself), so no visited set is needed.
  std::vector<std::pair<PrimExpr, bool>> stack;  // (node, children pushed)
  std::vector<PrimExpr> kids;
  stack.emplace_back(root, false);
  while (!stack.empty()) {
    auto [node, pushed] = stack.back();
    if (pushed || !IsCanonType(node->dtype) || canon_memo_.count(node.get())) {
      stack.pop_back();
      // The root itself is left to the caller, which is about to compute it.
      if (pushed && node.get() != root.get() && !canon_memo_.count(node.get())) Canon(node);
      continue;
    }
    stack.back().second = true;
    kids.clear();
    children(node, &kids);
    for (const PrimExpr& k : kids) stack.emplace_back(k, false);
  }
  canon_depth_ = saved_depth;
}

Sum AnalyzerImpl::CanonUncached(const PrimExpr& e) {
  RLX_CHECK(IsCanonType(e->dtype)) << "Canon on " << e->dtype.ToString();
  switch (e->kind()) {
    case NodeKind::kIntImm: {
      int64_t v = e.as<IntImmNode>()->value;
      return FitsDtype(e->dtype, v) ? ConstSum(e->dtype, v) : AtomSum(e);
    }
    case NodeKind::kTirVar:
      return AtomSum(e);
    case NodeKind::kAdd:
    case NodeKind::kSub:
      if (IsAddChainNode(e, e->dtype)) return CanonAddChain(e);
      break;
    case NodeKind::kMul:
      return CanonMul(e);
    case NodeKind::kDiv:
    case NodeKind::kMod:
    case NodeKind::kFloorDiv:
    case NodeKind::kFloorMod:
      return CanonDiv(e);
    case NodeKind::kMin:
    case NodeKind::kMax:
      return CanonMinMax(e);
    case NodeKind::kSelect:
      return CanonSelect(e);
    case NodeKind::kCast:
      return CanonCast(e);
    default:
      break;
  }
  PrimExpr s = SimplifyChildren(e);
  int64_t v;
  if (AsConstInt(s, &v) && FitsDtype(s->dtype, v)) return ConstSum(s->dtype, v);
  return AtomSum(s);
}

Sum AnalyzerImpl::FallbackBinary(NodeKind kind, const PrimExpr& e, const Sum& a, const Sum& b) {
  auto bin = e.as<BinaryNode>();
  PrimExpr pa = FromSum(a), pb = FromSum(b);
  if (e->kind() == kind && Equal(pa, bin->a) && Equal(pb, bin->b)) return AtomSum(e);
  return AtomSum(MakeBin(kind, e->dtype, pa, pb));
}

Sum AnalyzerImpl::CanonAddChain(const PrimExpr& root) {
  // The Add/Sub nodes under `root` form a DAG (shared subexpressions are
  // common in generated index math). Each leaf's coefficient is the signed
  // number of paths to it, computed in one pass in topological order, so a
  // heavily shared DAG costs its size, not its number of paths.
  DataType t = root->dtype;
  std::vector<const BinaryNode*> post;
  std::unordered_map<const Object*, size_t> node_index;
  std::unordered_map<const Object*, size_t> leaf_index;
  std::vector<PrimExpr> leaves;
  auto is_inner = [&](const PrimExpr& x) {
    return IsAddChainNode(x, t) && canon_memo_.find(x.get()) == canon_memo_.end();
  };
  // Iterative DFS; a node is marked when expanded (not when pushed) so that
  // the post-order is a true one and its reverse is topological.
  std::vector<std::pair<const BinaryNode*, bool>> stack;
  stack.emplace_back(static_cast<const BinaryNode*>(root.get()), false);
  while (!stack.empty()) {
    auto [n, expanded] = stack.back();
    stack.pop_back();
    if (expanded) {
      post.push_back(n);
      continue;
    }
    if (!node_index.emplace(n, 0).second) continue;
    stack.emplace_back(n, true);
    const PrimExpr* children[2] = {&n->a, &n->b};
    // Leaves are numbered on sight; b is pushed first so a is explored first.
    for (const PrimExpr* c : children) {
      if (!is_inner(*c) && leaf_index.emplace(c->get(), leaves.size()).second) leaves.push_back(*c);
    }
    for (int i = 1; i >= 0; --i) {
      const PrimExpr& c = *children[i];
      if (is_inner(c) && node_index.find(c.get()) == node_index.end()) {
        stack.emplace_back(static_cast<const BinaryNode*>(c.get()), false);
      }
    }
  }
  for (size_t i = 0; i < post.size(); ++i) node_index[post[i]] = i;
  std::vector<int64_t> node_mult(post.size(), 0), leaf_mult(leaves.size(), 0);
  node_mult[node_index[root.get()]] = 1;
  bool overflow = false;
  for (size_t k = post.size(); k-- > 0 && !overflow;) {
    const BinaryNode* n = post[k];
    int64_t m = node_mult[k];
    if (m == 0) continue;
    int64_t mb = m;
    if (n->kind() == NodeKind::kSub && !CheckedMul(m, -1, &mb)) overflow = true;
    const PrimExpr* children[2] = {&n->a, &n->b};
    int64_t mults[2] = {m, mb};
    for (int i = 0; i < 2 && !overflow; ++i) {
      auto ni = node_index.find(children[i]->get());
      int64_t* slot = ni != node_index.end() && is_inner(*children[i]) ? &node_mult[ni->second]
                                                                       : &leaf_mult[leaf_index.at(children[i]->get())];
      if (!CheckedAdd(*slot, mults[i], slot)) overflow = true;
    }
  }
  Sum result;
  result.dtype = t;
  bool ok = !overflow;
  for (size_t i = 0; i < leaves.size() && ok; ++i) {
    if (leaf_mult[i] == 0) continue;
    Sum s = Canon(leaves[i]);
    int64_t c;
    ok = CheckedMul(s.constant, leaf_mult[i], &c) && CheckedAdd(result.constant, c, &result.constant);
    for (Term& term : s.terms) {
      if (!ok) break;
      ok = CheckedMul(term.coeff, leaf_mult[i], &term.coeff);
      result.terms.push_back(std::move(term));
    }
  }
  ok = ok && FitsDtype(t, result.constant) && NormalizeTerms(&result.terms, t);
  if (!ok) {
    // Some intermediate count overflowed: go pairwise, which may keep an
    // overflowing node as an atom.
    auto bin = root.as<BinaryNode>();
    Sum a = Canon(bin->a), b = Canon(bin->b), r;
    if (AddSums(a, b, root->kind() == NodeKind::kSub ? -1 : 1, &r)) return r;
    return FallbackBinary(root->kind(), root, a, b);
  }
  MergeDivModPairs(&result);
  return result;
}

bool AnalyzerImpl::MergeDivModPairs(Sum* s) {
  bool any = false;
  for (size_t i = 0; i < s->terms.size(); ++i) {
    const Term& mod_term = s->terms[i];
    int64_t c;
    if (mod_term.atoms.size() != 1 || !PositiveConstDivisor(mod_term.atoms[0], NodeKind::kFloorMod, &c)) continue;
    int64_t want;
    if (!CheckedMul(mod_term.coeff, c, &want)) continue;
    const PrimExpr& x = mod_term.atoms[0].as<BinaryNode>()->a;
    for (size_t j = 0; j < s->terms.size(); ++j) {
      const Term& div_term = s->terms[j];
      int64_t c2;
      if (div_term.coeff != want || div_term.atoms.size() != 1 ||
          !PositiveConstDivisor(div_term.atoms[0], NodeKind::kFloorDiv, &c2) || c2 != c ||
          !Equal(div_term.atoms[0].as<BinaryNode>()->a, x)) {
        continue;
      }
      // k*c*floordiv(x, c) + k*floormod(x, c) == k*x
      Sum rest = *s;
      rest.terms.erase(rest.terms.begin() + std::max(i, j));
      rest.terms.erase(rest.terms.begin() + std::min(i, j));
      Sum merged;
      if (AddSums(rest, Canon(x), mod_term.coeff, &merged)) {
        *s = std::move(merged);
        any = true;
        i = static_cast<size_t>(-1);  // rescan: the new terms may pair up
      }
      break;
    }
  }
  return any;
}

Sum AnalyzerImpl::CanonMul(const PrimExpr& e) {
  auto bin = e.as<BinaryNode>();
  if (bin->a->dtype != e->dtype || bin->b->dtype != e->dtype) return AtomSum(SimplifyChildren(e));
  Sum a = Canon(bin->a), b = Canon(bin->b), r;
  if (MulSums(a, b, &r)) return r;
  return FallbackBinary(NodeKind::kMul, e, a, b);
}

Sum AnalyzerImpl::CanonDiv(const PrimExpr& e) {
  auto bin = e.as<BinaryNode>();
  NodeKind kind = e->kind();
  if (bin->a->dtype != e->dtype || bin->b->dtype != e->dtype) return AtomSum(SimplifyChildren(e));
  Sum a = Canon(bin->a), b = Canon(bin->b);
  bool floor = kind == NodeKind::kFloorDiv || kind == NodeKind::kFloorMod;
  bool is_div = kind == NodeKind::kFloorDiv || kind == NodeKind::kDiv;
  if (b.is_const()) {
    int64_t c = b.constant;
    if (a.is_const() && c != 0 && !(a.constant == kNegInf && c == -1)) {
      int64_t x = a.constant, v;
      if (floor) {
        v = is_div ? FloorDivInt(x, c) : FloorModInt(x, c);
      } else {
        v = is_div ? x / c : x % c;
      }
      if (FitsDtype(e->dtype, v)) return ConstSum(e->dtype, v);
    }
    if (c > 0) {
      // Truncating and floor division agree on exact multiples and on
      // non-negative dividends.
      bool exact = Content(a) % c == 0;
      if (floor || exact || BestBound(a).lo >= 0) return is_div ? FloorDivSum(a, c) : FloorModSum(a, c);
    }
  }
  return FallbackBinary(kind, e, a, b);
}

Sum AnalyzerImpl::FloorDivSum(const Sum& s, int64_t c) {
  DataType t = s.dtype;
  if (s.is_const()) return ConstSum(t, FloorDivInt(s.constant, c));
  // floordiv(c*Q + R + r0, c) == Q + floor(r0 / c) + floordiv(R + r0 mod c, c)
  Sum q = ConstSum(t, FloorDivInt(s.constant, c));
  int64_t r0 = FloorModInt(s.constant, c);
  Sum x = ConstSum(t, r0);
  for (const Term& term : s.terms) {
    if (term.coeff % c == 0) {
      q.terms.push_back(Term{term.atoms, term.coeff / c});
    } else {
      x.terms.push_back(term);
    }
  }
  if (x.terms.empty()) return q;  // 0 <= r0 < c
  // floordiv(g*Y + r0, g*c') == floordiv(Y + floor(r0 / g), c')
  int64_t g = c;
  for (const Term& term : x.terms) g = Gcd(g, term.coeff);
  if (g > 1) {
    for (Term& term : x.terms) term.coeff /= g;
    x.constant /= g;
    c /= g;
  }
  Sum div;
  Bound bx = BestBound(x);
  int64_t k = FloorDivInt(bx.lo, c);
  int64_t m;
  const PrimExpr* atom = SoleAtom(x);
  if (k == FloorDivInt(bx.hi, c)) {
    div = ConstSum(t, k);
  } else if (atom && PositiveConstDivisor(*atom, NodeKind::kFloorDiv, &m) && CheckedMul(m, c, &m) && FitsDtype(t, m)) {
    // floordiv(floordiv(w, m), c) == floordiv(w, m*c)
    div = FloorDivSum(Canon(atom->as<BinaryNode>()->a), m);
  } else {
    div = AtomSum(MakeBin(NodeKind::kFloorDiv, t, FromSum(x), MakeIntImm(t, c)));
  }
  Sum r;
  if (AddSums(q, div, 1, &r)) return r;
  return AtomSum(MakeBin(NodeKind::kFloorDiv, t, FromSum(s), MakeIntImm(t, c)));
}

Sum AnalyzerImpl::FloorModSum(const Sum& s, int64_t c) {
  DataType t = s.dtype;
  if (c == 1) return ConstSum(t, 0);
  if (s.is_const()) return ConstSum(t, FloorModInt(s.constant, c));
  // Multiples of c vanish, and each coefficient only matters modulo c.
  Sum x = ConstSum(t, FloorModInt(s.constant, c));
  for (const Term& term : s.terms) {
    int64_t k = FloorModInt(term.coeff, c);
    if (k != 0) x.terms.push_back(Term{term.atoms, k});
  }
  if (x.terms.empty()) return x;
  if (!NormalizeTerms(&x.terms, t)) return AtomSum(MakeBin(NodeKind::kFloorMod, t, FromSum(s), MakeIntImm(t, c)));
  // floormod(g*Y + g*q + r, g*c') == g*floormod(Y + q, c') + r   (0 <= r < g)
  int64_t g = c;
  for (const Term& term : x.terms) g = Gcd(g, term.coeff);
  int64_t r = 0;
  if (g > 1) {
    for (Term& term : x.terms) term.coeff /= g;
    r = x.constant % g;
    x.constant /= g;
    c /= g;
  }
  Sum mod;
  if (c == 1) {
    mod = ConstSum(t, 0);
  } else {
    Bound bx = BestBound(x);
    int64_t k = FloorDivInt(bx.lo, c);
    int64_t m;
    const PrimExpr* atom = SoleAtom(x);
    if (k == FloorDivInt(bx.hi, c) && CheckedMul(k, c, &m) && AddSums(x, ConstSum(t, m), -1, &mod)) {
      // x lies within one period: floormod(x, c) == x - k*c.
    } else if (atom && PositiveConstDivisor(*atom, NodeKind::kFloorMod, &m) && m % c == 0) {
      // floormod(floormod(w, m), c) == floormod(w, c) when c divides m
      mod = FloorModSum(Canon(atom->as<BinaryNode>()->a), c);
    } else {
      mod = AtomSum(MakeBin(NodeKind::kFloorMod, t, FromSum(x), MakeIntImm(t, c)));
    }
  }
  Sum scaled, out;
  if (ScaleSum(mod, g, &scaled) && AddSums(scaled, ConstSum(t, r), 1, &out)) return out;
  return AtomSum(MakeBin(NodeKind::kFloorMod, t, FromSum(s), MakeIntImm(t, c * g)));
}

Sum AnalyzerImpl::CanonMinMax(const PrimExpr& e) {
  auto bin = e.as<BinaryNode>();
  bool is_min = e->kind() == NodeKind::kMin;
  DataType t = e->dtype;
  if (bin->a->dtype != t || bin->b->dtype != t) return AtomSum(SimplifyChildren(e));
  Sum a = Canon(bin->a), b = Canon(bin->b);
  Sum d;
  if (AddSums(a, b, -1, &d)) {
    Bound bd = BestBound(d);
    if (bd.hi <= 0) return is_min ? a : b;  // a <= b
    if (bd.lo >= 0) return is_min ? b : a;  // a >= b
  }
  // min(x + c, y + c) == min(x, y) + c: pull out a shared constant offset
  // (the smaller one in magnitude when both have the same sign).
  int64_t offset = 0;
  if (!a.is_const() && !b.is_const() && a.constant != 0 && (a.constant > 0) == (b.constant > 0)) {
    offset = std::abs(a.constant) < std::abs(b.constant) ? a.constant : b.constant;
  }
  a.constant -= offset;
  b.constant -= offset;
  PrimExpr pa = FromSum(a), pb = FromSum(b);
  // Commutative: order the operands, constants last.
  bool swap = pa->kind() == NodeKind::kIntImm || (pb->kind() != NodeKind::kIntImm && Compare(pa, pb) > 0);
  if (swap) std::swap(pa, pb);
  PrimExpr node;
  if (offset == 0 && Equal(pa, bin->a) && Equal(pb, bin->b)) {
    node = e;
  } else {
    node = MakeBin(e->kind(), t, pa, pb);
  }
  Sum r = AtomSum(node);
  r.constant = offset;
  return r;
}

Sum AnalyzerImpl::CanonSelect(const PrimExpr& e) {
  auto* s = static_cast<const SelectNode*>(e.get());
  DataType t = e->dtype;
  if (s->true_value->dtype != t || s->false_value->dtype != t) return AtomSum(SimplifyChildren(e));
  PrimExpr cond = Simplify(s->condition);
  int64_t cv;
  if (AsConstInt(cond, &cv)) return Canon(cv ? s->true_value : s->false_value);
  Sum a = Canon(s->true_value), b = Canon(s->false_value), d;
  if (AddSums(a, b, -1, &d) && d.is_zero()) return a;
  PrimExpr pa = FromSum(a), pb = FromSum(b);
  if (cond.get() == s->condition.get() && Equal(pa, s->true_value) && Equal(pb, s->false_value)) return AtomSum(e);
  return AtomSum(MakeAt<SelectNode>(e->span, cond, pa, pb));
}

Sum AnalyzerImpl::CanonCast(const PrimExpr& e) {
  DataType t = e->dtype;
  const PrimExpr& value = e.as<CastNode>()->value;
  PrimExpr v = Simplify(value);
  int64_t iv;
  if (AsConstInt(v, &iv) && FitsDtype(v->dtype, iv) && FitsDtype(t, iv)) return ConstSum(t, iv);
  if (auto f = v.as<FloatImmNode>()) {
    double d = std::trunc(f->value);
    // 2^63 is exactly representable; anything in (-2^63, 2^63) converts.
    if (std::isfinite(d) && d > -9223372036854775808.0 && d < 9223372036854775808.0 &&
        FitsDtype(t, static_cast<int64_t>(d))) {
      return ConstSum(t, static_cast<int64_t>(d));
    }
  }
  if (v->dtype == t) return Canon(v);
  if (v.get() == value.get()) return AtomSum(e);
  return AtomSum(MakeAt<CastNode>(e->span, t, v));
}

}  // namespace arith
}  // namespace rlx
