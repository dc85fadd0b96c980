// The fusion-pattern registry (TVM's src/relax/backend/pattern_registry.cc):
// an owned, ordered table of FusionPatterns. Later registrations have higher
// priority; GetPatternsWithPrefix returns them newest first, which is the
// order FuseOpsByPattern wants (earliest in its list = tried first).
//
// A PatternRegistry is a plain value. A PassContext owns the registry its
// passes see: TVM's register_patterns / remove_patterns on a context attach
// a new table to it, so two compilations never see each other's patterns.
// The default one (every offload library's table) sits above this layer, in
// compiler/contrib/default_patterns.h: whoever creates a context attaches it.
#ifndef RLX_COMPILER_BACKEND_PATTERN_REGISTRY_H_
#define RLX_COMPILER_BACKEND_PATTERN_REGISTRY_H_

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/pass/pass.h"
#include "compiler/pattern/check_context.h"
#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/transform/fuse_ops_by_pattern.h"

namespace rlx {
namespace backend {

// Rejects a match by returning false.
using PatternCheckFunc = std::function<bool(const pattern::PatternCheckContext&)>;
// Extra attributes for the composite function, from the annotated
// expressions.
using AttrsGetter = std::function<Map(const std::map<std::string, relax::Expr>&)>;

struct FusionPattern {
  // "<codegen>.<rest>", e.g. "cutlass.matmul_bias". The codegen is the part
  // before the first '.'.
  std::string name;
  pattern::DFPattern pattern;
  pattern::AnnotationPatterns annotation_patterns;
  PatternCheckFunc check;    // may be empty: every match is accepted
  AttrsGetter attrs_getter;  // may be empty

  FusionPattern() = default;
  FusionPattern(std::string name, pattern::DFPattern pattern, pattern::AnnotationPatterns annotations = {},
                PatternCheckFunc check = nullptr, AttrsGetter attrs_getter = nullptr)
      : name(std::move(name)),
        pattern(std::move(pattern)),
        annotation_patterns(std::move(annotations)),
        check(std::move(check)),
        attrs_getter(std::move(attrs_getter)) {}
};

class PatternRegistry : public ContextValue {
 public:
  // Appends in list order; duplicate names are kept (the newest wins
  // GetPattern).
  void Register(const std::vector<FusionPattern>& patterns);
  // Erases every entry whose name is in `names`.
  void Remove(const std::vector<std::string>& names);
  // The newest entry named exactly `name`.
  std::optional<FusionPattern> Get(const std::string& name) const;
  // Every entry whose name starts with `prefix` (plain string prefix:
  // "cublas.matmul" also selects "cublas.matmul_bias"), newest first.
  std::vector<FusionPattern> GetWithPrefix(const std::string& prefix) const;
  // Every entry in registration order.
  std::vector<FusionPattern> All() const;
  size_t size() const;

 private:
  std::vector<FusionPattern> entries_;
};

// The registry passes run under `ctx` see: the one attached to it. A
// context without one is an error (DiagnosticError naming the fix).
const PatternRegistry& PatternsOf(const PassContext& ctx);

// TVM's register_patterns / remove_patterns, on the registry of `ctx`: a new
// table (the old one plus or minus `patterns`) is attached to it.
void RegisterPatterns(PassContext* ctx, const std::vector<FusionPattern>& patterns);
void RemovePatterns(PassContext* ctx, const std::vector<std::string>& names);

// TVM's get_pattern / get_patterns_with_prefix, on the registry of `ctx`
// (the context-free forms, on the default registry, are in
// compiler/contrib/default_patterns.h).
std::optional<FusionPattern> GetPattern(const PassContext& ctx, const std::string& name);
std::vector<FusionPattern> GetPatternsWithPrefix(const PassContext& ctx, const std::string& prefix);

// For FuseOpsByPattern's pass form: the patterns named `prefix`, newest
// first, from the registry of the context the pass runs under.
transform::PatternSource PrefixedPatterns(std::string prefix);

// Registry patterns in the form FuseOpsByPattern takes.
transform::FusionPattern ToTransformPattern(const FusionPattern& p);
std::vector<transform::FusionPattern> ToTransformPatterns(const std::vector<FusionPattern>& patterns);

// The codegen name of a pattern name (the text before the first '.'), or
// "" when the name has no '.'.
std::string CodegenOfPatternName(const std::string& name);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_PATTERN_REGISTRY_H_
