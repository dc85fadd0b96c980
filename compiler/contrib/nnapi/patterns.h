// The NNAPI fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_NNAPI_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_NNAPI_PATTERNS_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// contrib/nnapi.py: single-op patterns (two named nnapi.cast) and
// conv2d + add.
void RegisterNnapiPatterns(PatternRegistry* r);
// The minimum NNAPI feature level of an operation name ("nnapi.div" -> 2);
// a DiagnosticError for names NNAPI does not list (TVM: KeyError).
int NnapiMinFeatureLevel(const std::string& pattern_name);
// partition_for_nnapi's filter: the patterns available at `feature_level`,
// order kept.
std::vector<FusionPattern> FilterNnapiPatterns(const std::vector<FusionPattern>& patterns, int feature_level);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_NNAPI_PATTERNS_H_
