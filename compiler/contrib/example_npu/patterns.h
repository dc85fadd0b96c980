// The example NPU fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_EXAMPLE_NPU_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_EXAMPLE_NPU_PATTERNS_H_

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// contrib/example_npu/patterns.py: TVM's educational NPU backend
// (single ops, depthwise conv2d, matmul+relu and conv2d+relu fused last).
void RegisterExampleNpuPatterns(PatternRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_EXAMPLE_NPU_PATTERNS_H_
