// The TensorRT fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_TENSORRT_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_TENSORRT_PATTERNS_H_

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// contrib/tensorrt.py: single-op patterns, resize2d with a check.
void RegisterTensorrtPatterns(PatternRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_TENSORRT_PATTERNS_H_
