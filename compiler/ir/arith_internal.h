// Internals of the arithmetic simplifier (arith.h), shared by its .cc files.
// Not part of the public API.
//
// The working form of a scalar signed-integer expression is a Sum: a sorted
// list of terms `coeff * atom1 * atom2 * ...` plus a constant. Atoms are
// already-simplified expressions that the sum cannot see into (variables,
// floordiv/floormod/min/max/select nodes, casts, calls, and products of
// multi-term sums that were not expanded). Every coefficient fits the dtype.
#ifndef RLX_COMPILER_IR_ARITH_INTERNAL_H_
#define RLX_COMPILER_IR_ARITH_INTERNAL_H_

#include <cstdint>
#include <limits>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace arith {

constexpr int64_t kNegInf = std::numeric_limits<int64_t>::min();
constexpr int64_t kPosInf = std::numeric_limits<int64_t>::max();

// An inclusive interval. The int64 limits double as "unbounded"; that is
// sound because values never overflow (the simplifier's assumption).
struct Bound {
  int64_t lo = kNegInf;
  int64_t hi = kPosInf;
  static Bound Point(int64_t v) { return Bound{v, v}; }
  bool is_point() const { return lo == hi; }
};

// ---- checked integer helpers (arith_bound.cc)
inline bool CheckedAdd(int64_t a, int64_t b, int64_t* out) { return !__builtin_add_overflow(a, b, out); }
inline bool CheckedSub(int64_t a, int64_t b, int64_t* out) { return !__builtin_sub_overflow(a, b, out); }
inline bool CheckedMul(int64_t a, int64_t b, int64_t* out) { return !__builtin_mul_overflow(a, b, out); }
// Floor division and modulo; b != 0 and not (INT64_MIN / -1).
int64_t FloorDivInt(int64_t a, int64_t b);
int64_t FloorModInt(int64_t a, int64_t b);
int64_t Gcd(int64_t a, int64_t b);  // of absolute values; Gcd(0, 0) == 0
// Whether `v` is representable in integer dtype `t` (bool: 0 or 1).
bool FitsDtype(DataType t, int64_t v);
// The value range of an integer or bool dtype; everything otherwise.
Bound DtypeBound(DataType t);
Bound Intersect(const Bound& a, const Bound& b);
Bound AddBound(const Bound& a, const Bound& b);
Bound MulBound(const Bound& a, const Bound& b);
Bound ScaleBound(const Bound& a, int64_t k);
Bound FloorDivBound(const Bound& a, const Bound& b);

// Scalar signed integers get the canonical-sum treatment.
inline bool IsCanonType(DataType t) { return t.is_int() && t.is_scalar(); }

struct Term {
  std::vector<PrimExpr> atoms;  // sorted by AnalyzerImpl::Compare; repeats allowed
  int64_t coeff = 0;
};

struct Sum {
  DataType dtype;
  std::vector<Term> terms;  // sorted by monomial, no zero coefficients
  int64_t constant = 0;

  bool is_const() const { return terms.empty(); }
  bool is_zero() const { return terms.empty() && constant == 0; }
  // Number of additive parts, the constant included when non-zero.
  size_t parts() const { return terms.size() + (constant != 0 ? 1 : 0); }
};

class AnalyzerImpl {
 public:
  // ---- facts about variables (arith.cc)
  struct VarFact {
    TirVar var;         // keeps the key alive
    PrimExpr min, max;  // inclusive symbolic end points; null when unknown
    bool has_range = false;
    bool symbolic = false;  // min or max is not a constant
    bool nonneg = false;
    Bound bound;  // constant bounds derived from the range
  };
  void Bind(const TirVar& v, const PrimExpr& min, const PrimExpr& extent);
  void MarkNonNegative(const TirVar& v);
  const VarFact* FindFact(const TirVarNode* v) const;

  bool int64_vars_nonnegative = false;
  bool has_symbolic_facts = false;
  // Proof mode: distribute products of sums (bounded) so that more equalities
  // are visible. Simplify leaves products of sums alone, as TVM does.
  bool expand_products = false;

  // Forgets per-call caches; called at the start of every public entry.
  void ClearMemo();

  // ---- deterministic structural order (arith_print.cc). Variables order by
  // name, then by the order this analyzer first met them.
  int Compare(const PrimExpr& a, const PrimExpr& b);
  bool Equal(const PrimExpr& a, const PrimExpr& b) { return a.get() == b.get() || Compare(a, b) == 0; }
  int CompareMonomial(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b);

  // ---- general simplification (arith_simplify.cc)
  PrimExpr Simplify(const PrimExpr& e);
  // Decides a comparison `d op 0` from bounds; nullopt when unknown.
  std::optional<bool> DecideSign(NodeKind op, const Sum& d);

  // ---- canonical sums (arith_canonical.cc, arith_sum.cc)
  Sum Canon(const PrimExpr& e);
  PrimExpr FromSum(const Sum& s);
  Sum ConstSum(DataType t, int64_t v) const;
  Sum AtomSum(const PrimExpr& atom) const;
  // out = a + k * b; false on overflow (out unspecified).
  bool AddSums(const Sum& a, const Sum& b, int64_t k, Sum* out);
  bool ScaleSum(const Sum& a, int64_t k, Sum* out);
  // Sorts, merges like terms, drops zeros; false on overflow.
  bool NormalizeTerms(std::vector<Term>* terms, DataType t);
  bool MulSums(const Sum& a, const Sum& b, Sum* out);
  // floordiv / floormod of a sum by a positive constant.
  Sum FloorDivSum(const Sum& s, int64_t c);
  Sum FloorModSum(const Sum& s, int64_t c);
  // s == (divisor of every coefficient and the constant) * rest.
  int64_t Content(const Sum& s) const;

  // ---- bounds (arith_bound.cc)
  Bound BoundOf(const PrimExpr& e);
  Bound BoundOfSum(const Sum& s);
  // BoundOfSum, tightened by substituting symbolic variable ranges.
  Bound BestBound(const Sum& s);

 private:
  PrimExpr SimplifyUncached(const PrimExpr& e);
  PrimExpr SimplifyChildren(const PrimExpr& e);
  PrimExpr SimplifyCompare(const PrimExpr& e);
  PrimExpr SimplifyLogic(const PrimExpr& e);
  PrimExpr SimplifySelect(const PrimExpr& e);
  PrimExpr FoldNonCanonBinary(const PrimExpr& e);
  PrimExpr FoldCast(const PrimExpr& cast);

  Sum CanonUncached(const PrimExpr& e);
  // Canonicalizes the subtree under `root` (not `root` itself) without deep
  // recursion; Canon calls it past a depth limit.
  void CanonBottomUp(const PrimExpr& root);
  Sum CanonAddChain(const PrimExpr& e);
  Sum CanonMul(const PrimExpr& e);
  Sum CanonDiv(const PrimExpr& e);
  Sum CanonMinMax(const PrimExpr& e);
  Sum CanonSelect(const PrimExpr& e);
  Sum CanonCast(const PrimExpr& e);
  Sum FallbackBinary(NodeKind kind, const PrimExpr& e, const Sum& a, const Sum& b);
  // Replaces k*c*floordiv(x, c) + k*floormod(x, c) with k*x.
  bool MergeDivModPairs(Sum* s);
  Sum SymbolicSubstitute(const Sum& s, bool upper);
  PrimExpr TermToExpr(const Term& t, int64_t coeff, DataType dtype);

  Bound BoundUncached(const PrimExpr& e);

  std::unordered_map<const TirVarNode*, VarFact> facts_;
  std::unordered_map<const TirVarNode*, int64_t> var_ids_;
  std::vector<TirVar> var_keep_;

  // Memo tables keyed by node identity; the value keeps the key node alive so
  // the address cannot be reused within a call. Never iterated.
  std::unordered_map<const Object*, std::pair<PrimExpr, PrimExpr>> simplify_memo_;
  std::unordered_map<const Object*, std::pair<PrimExpr, Sum>> canon_memo_;
  std::unordered_map<const Object*, std::pair<PrimExpr, Bound>> bound_memo_;
  int canon_depth_ = 0;  // nesting of Canon calls, for the recursion limit
};

}  // namespace arith
}  // namespace rlx

#endif  // RLX_COMPILER_IR_ARITH_INTERNAL_H_
