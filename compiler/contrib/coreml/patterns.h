// The Core ML fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_COREML_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_COREML_PATTERNS_H_

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// metal/coreml.py: single-op patterns (add, multiply, softmax, relu, ...).
void RegisterCoremlPatterns(PatternRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_COREML_PATTERNS_H_
