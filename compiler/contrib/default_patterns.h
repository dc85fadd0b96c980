// The default fusion-pattern registry: every offload library's table
// (compiler/contrib/<backend>/patterns.h), in the order TVM's backend
// modules are imported by tvm.relax.backend (each registers on import).
//
// The default registry is a value, built once on first use and immutable. A
// PassContext sees patterns only through the registry attached to it
// (backend::PatternsOf), so whoever creates a context for a compilation
// attaches this one (AttachDefaultPatterns) or a table of its own.
#ifndef RLX_COMPILER_CONTRIB_DEFAULT_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_DEFAULT_PATTERNS_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"
#include "compiler/pass/pass.h"

namespace rlx {
namespace backend {
namespace contrib {

// Every table, in TVM's import order.
void RegisterContribPatterns(PatternRegistry* r);

}  // namespace contrib

// The default registry: the contrib tables, built once, immutable.
const PatternRegistry& DefaultPatternRegistry();

// Attaches the default registry to `ctx` (shared, not copied); a registry
// already attached is replaced.
void AttachDefaultPatterns(PassContext* ctx);

// TVM's get_pattern / get_patterns_with_prefix on the default registry.
std::optional<FusionPattern> GetPattern(const std::string& name);
std::vector<FusionPattern> GetPatternsWithPrefix(const std::string& prefix);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_DEFAULT_PATTERNS_H_
