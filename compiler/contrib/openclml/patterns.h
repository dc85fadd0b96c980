// The OpenCLML (Adreno CLML) fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_OPENCLML_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_OPENCLML_PATTERNS_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// adreno/clml.py: clml_pattern_table(), the generated conv family (72
// names, most fused first), batch_norm, element-wise, pooling and reshape,
// in the order OpenCLMLOffLoad hands FuseOpsByPattern. That is the reverse
// of get_patterns_with_prefix("openclml") (newest first), where the lone
// relu would outrank relu(conv2d).
std::vector<FusionPattern> OpenclmlPatternTable();
// clml_llm_patterns: openclml.dequant_matmul (a float16 matmul whose weight
// a call_tir to a "dequantize" PrimFunc decodes), for OpenCLMLOffLoadForLLM.
std::vector<FusionPattern> OpenclmlLlmPatterns();
// Registers the table, then the LLM patterns, as clml.py does.
void RegisterOpenclmlPatterns(PatternRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_OPENCLML_PATTERNS_H_
