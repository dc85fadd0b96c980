// Recognition of the scans the CPU scan passes rewrite: a parallel loop
// whose body is loop-free statements around one serial loop carrying a value
// through memory (TVM's CPU cumsum / cumprod IR, after FlattenBuffer). Shared
// by InterleaveParallelScans and SplitLongScans.
#ifndef RLX_COMPILER_TIR_TRANSFORM_SCAN_NEST_H_
#define RLX_COMPILER_TIR_TRANSFORM_SCAN_NEST_H_

#include <vector>

#include "compiler/tir/stmt.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {

// Statements that can be copied once per jammed iteration: no loops and no
// definitions (a copied definition would bind one variable twice).
bool LoopFree(const Stmt& s);

// True when `e` may use `v`. A Let expression, whose body is not looked
// into, counts as a use.
bool Uses(const PrimExpr& e, const TirVar& v);

// A parallel loop's body split around its one serial scan loop.
struct ScanNest {
  std::vector<Stmt> prologue, epilogue;
  For scan;
};

// Splits `par`'s body around its one serial loop, which must have bounds
// free of `par`'s variable, a loop-free body, and a store to a buffer the
// body also reads (a loop-carried dependence through memory).
bool MatchScanNest(const For& par, ScanNest* nest);

// A scan step `X[S(k)] = f(X[L(k)], ...)` whose one load of X reads what the
// previous iteration stored (L(k) == S(k - 1)): the running value can live in
// a register instead of going through memory (and the store-to-load
// forwarding latency) on every step.
struct CarriedValue {
  BufferStore store;
  BufferLoad load;
};

bool MatchCarriedValue(const For& scan, CarriedValue* carried);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_SCAN_NEST_H_
