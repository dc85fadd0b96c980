// The CUTLASS fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_CUTLASS_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_CUTLASS_PATTERNS_H_

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// cuda/cutlass.py: conv2d, matmul, decode-matmul, residual-block,
// attention, layer_norm and rms_norm patterns.
void RegisterCutlassPatterns(PatternRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_CUTLASS_PATTERNS_H_
