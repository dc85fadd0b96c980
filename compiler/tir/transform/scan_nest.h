// Recognition of the scans the CPU scan passes rewrite: a parallel loop
// whose body is loop-free statements around one serial loop carrying a value
// through memory (TVM's CPU cumsum / cumprod IR, after FlattenBuffer). Shared
// by InterleaveParallelScans and SplitLongScans.
#ifndef RLX_COMPILER_TIR_TRANSFORM_SCAN_NEST_H_
#define RLX_COMPILER_TIR_TRANSFORM_SCAN_NEST_H_

#include <cstdint>
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

// MatchScanNest on a parallel loop of constant extent 1 to kMaxFewRows: too
// few rows for InterleaveParallelScans to give every thread several chains,
// so the scan itself has to go faster (VectorizeScans, SplitLongScans).
inline constexpr int64_t kMaxFewRows = 3;
// Rows at least this long take VectorizeScans' vector scan however many
// there are (InterleaveParallelScans leaves such nests alone).
inline constexpr int64_t kLongScanRow = 1024;
bool MatchFewRowScanNest(const For& par, ScanNest* nest);

// A scan step `X[S(k)] = f(X[L(k)], ...)` whose one load of X reads what the
// previous iteration stored (L(k) == S(k - 1)): the running value can live in
// a register instead of going through memory (and the store-to-load
// forwarding latency) on every step.
struct CarriedValue {
  BufferStore store;
  BufferLoad load;
};

bool MatchCarriedValue(const For& scan, CarriedValue* carried);

// `X[S(k)] = X[S(k - 1)] op g(k)` with op + or * and X not read by g, the
// store moving by a constant, nonzero distance each step (`stride`).
struct ScanStep {
  CarriedValue carried;
  NodeKind op;  // kAdd or kMul
  PrimExpr g;   // the other operand, in terms of the scan variable
  int64_t stride = 0;
};

bool MatchScanStep(const For& scan, ScanStep* step);

// A scan step the LLVM code generator can run as an in-register vector scan
// (VectorizeScans): stride 1, and g(k) a unit-stride load `Y[G(k)]` of
// another buffer, possibly cast to X's element type.
struct VectorScanStep {
  ScanStep step;
  BufferLoad source;  // Y[G(k)]
};

bool MatchVectorScanStep(const For& scan, VectorScanStep* vstep);

// The loop annotation VectorizeScans sets on a scan loop: the number of
// lanes (an IntImm) the code generator scans at once.
inline constexpr char kVectorScanLanes[] = "rlx.vector_scan_lanes";

// Set next to kVectorScanLanes on a float32 / float64 add scan: the code
// generator's exact vector scan (bit-identical to the serial chain) instead
// of the reassociating one.
inline constexpr char kVectorScanExactFAdd[] = "rlx.vector_scan_exact_fadd";

// The steps that have that exact form: + of float32 or float64.
inline bool HasExactFAddForm(const ScanStep& step) {
  DataType t = step.carried.store->value->dtype;
  return step.op == NodeKind::kAdd && t.is_float() && (t.bits() == 32 || t.bits() == 64);
}

// Set by a kernel on a scan loop of its own (a VectorScanStep outside the
// few-row nests VectorizeScans looks for) to ask for the vector scan; the
// pass then annotates it as it would a few-row nest's scan.
inline constexpr char kVectorScanRequest[] = "rlx.vector_scan";

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_SCAN_NEST_H_
