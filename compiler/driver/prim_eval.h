// Evaluation of scalar PrimExprs (symbolic shapes, R.prim_value arguments,
// match_cast patterns) with the values the reference evaluator has bound to
// their variables.
#ifndef RLX_COMPILER_DRIVER_PRIM_EVAL_H_
#define RLX_COMPILER_DRIVER_PRIM_EVAL_H_

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>

#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace driver {

// A scalar of `dtype`: integers and bool in `i` (wrapped to the dtype's
// width), floating values in `f`.
struct PrimScalar {
  DataType dtype = DataType::Int(64);
  int64_t i = 0;
  double f = 0;

  static PrimScalar Int(int64_t v, DataType dtype = DataType::Int(64));
  static PrimScalar Float(double v, DataType dtype);
  bool is_floating() const { return dtype.is_floating(); }
  double AsDouble() const { return is_floating() ? f : static_cast<double>(i); }
  // "3", "2.5", "True".
  std::string ToString() const;
};

// Values of scalar variables. Lookup is by variable identity (two variables
// named `n` are different); the table keeps the variables alive.
class SymbolTable {
 public:
  const PrimScalar* Lookup(const TirVarNode* var) const;
  void Bind(const TirVar& var, PrimScalar value);

 private:
  std::unordered_map<const TirVarNode*, std::pair<TirVar, PrimScalar>> values_;
};

// The value of `e`. Integer arithmetic is int64, wrapped to the
// expression's dtype; Div / Mod truncate (TVM's truncdiv / truncmod),
// FloorDiv / FloorMod round toward negative infinity; division by zero is an
// error. Supported intrinsics: if_then_else, fabs, exp, log, sqrt, floor,
// ceil, round, trunc, pow. Throws DiagnosticError at `e`'s span for an
// unbound variable ("symbolic variable 'n' has no value here") or a node
// that has no scalar value (buffer loads, vectors).
PrimScalar EvalPrimExpr(const PrimExpr& e, const SymbolTable& symbols);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_PRIM_EVAL_H_
