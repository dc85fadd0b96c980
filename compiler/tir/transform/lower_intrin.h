// LowerIntrin (TVM: tir.transform.LowerIntrin, for the "llvm" target): math
// intrinsics become calls a CPU code generator emits directly.
//
//  * Functions LLVM has an intrinsic for become
//    `T.call_llvm_pure_intrin(dtype, "llvm.<name>", T.uint32(n), args...)`:
//    exp, exp2, log, log2, log10, sqrt, sin, cos, floor, ceil, trunc, fabs,
//    pow, fma, copysign, and round/nearbyint (both llvm.nearbyint: round half
//    to even, as TVM does), popcount (llvm.ctpop). The intrinsic is overloaded
//    on its result type.
//  * Functions only libm has become `T.call_pure_extern(dtype, "<name>f" or
//    "<name>", args...)` for float32 / float64: tan, sinh, cosh, tanh, asin,
//    acos, atan, asinh, acosh, atanh, erf, log1p, expm1, atan2, fmod, hypot,
//    nextafter.
//  * Composite functions are expanded: sigmoid(x) = 1 / (1 + exp(-x)),
//    rsqrt(x) = 1 / sqrt(x), exp10(x) = exp(x * ln 10).
//  * float16 and bfloat16 arguments are computed in float32 and the result is
//    cast back (libm has no half-precision functions).
//
// Intrinsics that are not math (if_then_else, isnan, shifts, bitwise ops,
// call_extern, ...) are left for the code generator. A float-only function
// applied to an integer argument throws DiagnosticError.
#ifndef RLX_COMPILER_TIR_TRANSFORM_LOWER_INTRIN_H_
#define RLX_COMPILER_TIR_TRANSFORM_LOWER_INTRIN_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc LowerIntrin(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_LOWER_INTRIN_H_
