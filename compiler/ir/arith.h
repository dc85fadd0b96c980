// Integer arithmetic simplification and proofs for shape and index
// expressions (a small counterpart of TVM's arith::Analyzer).
//
// Integer expressions of a scalar signed dtype (int8 ... int64) are brought to
// a canonical sum of products: constant terms folded, like terms combined,
// terms sorted by a structural order (variable names, never addresses), so
// equal expressions print identically. floordiv/floormod by positive
// constants, min/max and comparisons are simplified using constant bounds of
// the variables (from Bind / MarkNonNegative).
//
// Semantics assumed, as in TVM: integer arithmetic does not overflow. The
// simplifier itself never folds a constant that overflows int64 or does not
// fit the expression's dtype; such nodes are left as they are. An
// expression's dtype is never changed.
//
// Float, unsigned and vector expressions only get constant folding and the
// boolean / select rules; their structure is otherwise kept.
#ifndef RLX_COMPILER_IR_ARITH_H_
#define RLX_COMPILER_IR_ARITH_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace arith {

class AnalyzerImpl;

// Holds facts about variables and answers questions under them. Not
// thread-safe; cheap to create. Results are deterministic for a given
// sequence of calls.
class Analyzer {
 public:
  Analyzer();
  ~Analyzer();
  Analyzer(const Analyzer&) = delete;
  Analyzer& operator=(const Analyzer&) = delete;

  // `v` lies in [min, min + extent). A later Bind of the same variable
  // replaces the earlier one. `min` and `extent` may be symbolic: constant
  // bounds are derived from them now, and comparisons also reason with the
  // symbolic end points (so `i < n` is provable for i in [0, n)). A range
  // whose extent is provably <= 0 (an empty loop) records nothing.
  void Bind(const TirVar& v, const PrimExpr& min, const PrimExpr& extent);
  void Bind(const TirVar& v, const Range& range);

  // `v` >= 0. Relax symbolic shape variables are such variables; TIR code
  // may legitimately use negative int64 vars, so this is opt-in.
  void MarkNonNegative(const TirVar& v);
  void BindNonNegative(const TirVar& v) { MarkNonNegative(v); }

  // When on, every int64 variable counts as non-negative (the view Relax
  // takes of symbolic shape variables). Off by default.
  void set_int64_vars_nonnegative(bool on);

  // A simplified expression of the same dtype and value. Returns `e` itself
  // when nothing changed.
  PrimExpr Simplify(const PrimExpr& e);

  // True when `cond` (a boolean expression) is provably true under the known
  // facts. False means "could not prove", not "is false".
  bool CanProve(const PrimExpr& cond);

  // True when `a` and `b` provably have the same value.
  bool CanProveEqual(const PrimExpr& a, const PrimExpr& b);

  // The tightest known constant interval [lo, hi] of an integer expression.
  // A dtype's limits count as bounds (an unknown int32 variable gives
  // [INT32_MIN, INT32_MAX]). nullopt for non-integer expressions and when a
  // side is unbounded within int64.
  std::optional<std::pair<int64_t, int64_t>> ConstBounds(const PrimExpr& e);

 private:
  std::unique_ptr<AnalyzerImpl> impl_;
};

// Simplify with no facts about any variable.
PrimExpr Simplify(const PrimExpr& e);

// True when `a` and `b` provably have the same value for every value of their
// variables (no assumptions, not even non-negativity).
bool ProveEqual(const PrimExpr& a, const PrimExpr& b);

// A compact, deterministic infix rendering for tests and diagnostics:
// `n*2 + 1`, `floordiv(x, 8)`, `min(a, b)`, `i < 16`, `cast(int32, n)`.
// Operators of equal precedence on the right get parentheses, so the tree
// shape is visible. Dtypes are not printed except in casts.
std::string DebugString(const PrimExpr& e);

}  // namespace arith
}  // namespace rlx

#endif  // RLX_COMPILER_IR_ARITH_H_
