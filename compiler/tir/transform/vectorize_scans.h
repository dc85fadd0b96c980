// VectorizeScans: marks the scan loop of a long scan with few rows for the
// LLVM code generator's in-register vector scan.
//
// TVM's CPU cumsum / cumprod (and ours) walks each row with one chain of
// dependent scalar steps. With one row (a 1x10M cumsum) that chain is the
// whole kernel: an int32 add chain ran at 0.79x memcpy, a float32 one, bound
// by the add latency, at 0.43x. This pass annotates the scan loop with
// `rlx.vector_scan_lanes = W` (W = vector register bits / element bits) and
// the code generator (CodeGenLLVM::EmitVectorScan) then runs it W steps at a
// time, one pass over memory:
//
//   v = Y[G(k) : G(k) + W]                 (cast to X's type if g casts)
//   v = v op shift(v, 1); v = v op shift(v, 2); ... shift(v, W / 2)
//   v = v op broadcast(carry)
//   X[S(k) : S(k) + W] = v;  carry = v[W - 1]
//
// followed by the original loop for the last extent % W steps. The shifts
// bring in the identity (0 for +, 1 for *).
//
// For integers this reassociates the combine; integer + and * wrap, which
// is associative, so integer scans are always taken and stay exact. A
// float32 / float64 add scan is also always taken, with
// `rlx.vector_scan_exact_fadd`: the code generator's exact form
// (codegen_llvm_exact_scan.cc) gives the serial chain's bits, rounding
// included, and is faster than reassociating (1x10M float32 cumsum on Zen 4:
// 3.3 ms, 4.7 ms reassociated, 8.5 ms serial). Other float scans (products)
// reassociate, so they are taken only when `reassociate_float` (the
// target's -fast-math or -fast-math-reassoc); otherwise SplitLongScans and
// the serial chain keep TVM's order.
//
// A kernel may also ask for the vector scan on a scan loop of its own with
// the `rlx.vector_scan` annotation (FuseCumsumIntoSampleIndex's block sums):
// such a loop is annotated the same way when its step matches.
//
// Matched: a parallel loop of constant extent 1..3, or of any extent when
// the scan has a constant extent of at least kLongScanRow (1024) steps
// (shorter rows of 4 or more go to InterleaveParallelScans, which keeps
// every thread busy with 8 chains and leaves annotated scans alone), whose body
// is loop-free statements around one serial loop `X[S(k)] = X[S(k - 1)] op
// g(k)` with op + or *, S(k) - S(k - 1) == 1, and g(k) = Y[G(k)] or a cast of
// it with G(k) - G(k - 1) == 1 and Y another buffer; element types int/uint
// of 8 to 64 bits and float32/float64; in a "tir.noalias" function (as TVM's
// scan kernels are), since the vector loads run ahead of the stores. Run
// after FlattenBuffer and before SplitLongScans and InterleaveParallelScans,
// which leave annotated loops alone.
#ifndef RLX_COMPILER_TIR_TRANSFORM_VECTORIZE_SCANS_H_
#define RLX_COMPILER_TIR_TRANSFORM_VECTORIZE_SCANS_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

// `vector_bits`: the width of the target's vector registers (128, 256, 512).
PrimFunc VectorizeScans(const PrimFunc& func, bool reassociate_float, int vector_bits);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_VECTORIZE_SCANS_H_
