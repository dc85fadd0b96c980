// Math functions shader languages lack (Metal Shading Language and GLSL have
// no erf, log1p, expm1, cbrt, hypot; GLSL also no exp10, log10, fmod,
// copysign, isfinite), written as helper functions in the common subset of
// C++ and GLSL: functional casts (`float(x)`), `f`-suffixed literals and
// builtins both languages have (exp, log, log2, exp2, pow, abs, sqrt, trunc,
// isnan, isinf).
#ifndef RLX_COMPILER_CODEGEN_SOURCE_MATH_HELPERS_H_
#define RLX_COMPILER_CODEGEN_SOURCE_MATH_HELPERS_H_

#include <string>

namespace rlx {
namespace codegen {

// Whether `op` has a helper. `exact` helpers (fmod, copysign, isfinite) are
// computed in the value's own type; the others in float32 (Abramowitz &
// Stegun 7.1.26 for erf, |error| < 1.5e-7), so a float64 caller loses
// precision and should not use them.
bool HasMathHelper(const std::string& op);
bool IsExactMathHelper(const std::string& op);

// The definition of helper `fn` computing `op` on values of language type
// `type` (`prefix`: "static inline" in Metal, "" in GLSL). The helper takes
// two arguments for fmod, copysign and hypot, one otherwise; isfinite
// returns bool.
std::string MathHelper(const std::string& op, const std::string& fn, const std::string& type,
                       const std::string& prefix);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_SOURCE_MATH_HELPERS_H_
