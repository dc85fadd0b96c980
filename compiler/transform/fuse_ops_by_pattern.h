// FuseOpsByPattern (TVM relax.transform.FuseOpsByPattern, opt_level 0):
// outlines the bindings that fusion patterns match into private functions
// with attributes {"Primitive": True, "Composite": <pattern name>}, so that
// a backend (cuBLAS, CUTLASS, DNNL...) can claim them.
//
// Patterns are tried in list order (earliest = highest priority); each one
// is matched against every Call binding of the selected functions, in
// binding order, following variable bindings into producers. A match is
// accepted unless the pattern's check returns false, it overlaps a group of
// an earlier match of the same pattern that it does not contain entirely
// (TVM's maximal-subgraph rule), its bindings are not all in the root's
// dataflow block, or outlining it would make the groups of the block depend
// on each other cyclically. Each accepted group becomes a function right
// after its pattern is processed, so a binding fused by one pattern is no
// longer visible to the lower-priority ones: each binding is claimed once.
//
// Names and layout follow FuseOps (see fuse_ops.h): "fused_" plus the op
// names joined by "_", numeric suffixes for collisions, a structurally equal
// function reused. With bind_constants the constants stay inside the
// function, otherwise they become parameters "param_<i>".
//
// With annotate_codegen, every call of a composite function `g` goes to a
// public wrapper "<g>_<codegen>" (codegen = the pattern name up to its first
// '.') with attrs {"Codegen", "global_symbol"} whose body binds the
// composite function (Primitive removed) as a local function and calls it;
// the composite globals are removed. Functions that already carry Composite
// or Codegen are never rewritten, so the pass is idempotent.
//
// With a decision sink, every pattern is also matched against the
// functions as they were before any pattern ran: a match whose root a
// higher-priority pattern already fused is reported as kShadowed, naming
// both patterns (TVM drops such matches silently).
//
// Difference from TVM: a match whose outlining would create a cyclic
// dependency between groups is rejected (and reported as a decision)
// instead of failing the whole pass with "A cyclic dependency detected".
#ifndef RLX_COMPILER_TRANSFORM_FUSE_OPS_BY_PATTERN_H_
#define RLX_COMPILER_TRANSFORM_FUSE_OPS_BY_PATTERN_H_

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/pattern/check_context.h"
#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

// TVM's relax.transform.FusionPattern, as the pass consumes it. The backend
// registry (compiler/backend/pattern_registry.h) holds the same fields and
// converts to this.
struct FusionPattern {
  std::string name;  // "<codegen>.<rest>"
  pattern::DFPattern pattern;
  pattern::AnnotationPatterns annotation_patterns;
  std::function<bool(const pattern::PatternCheckContext&)> check;              // may be empty
  std::function<Map(const std::map<std::string, relax::Expr>&)> attrs_getter;  // may be empty
};

// Why a match was or was not fused.
enum class PatternDecisionKind {
  kFused,
  kCheckFailed,          // the check function returned false
  kLeakingIntermediate,  // check returned false and an intermediate escapes
  kOverlap,              // overlaps a group of the same pattern it does not contain
  kCycle,                // outlining would create a cyclic dependency
  kNotInDataflowBlock,   // the root or a matched binding is outside the root's dataflow block
  // The pattern matches (and its check accepts) at a root that a
  // higher-priority pattern already fused; reported only when a decision
  // sink is given.
  kShadowed,
};

const char* PatternDecisionKindName(PatternDecisionKind kind);

struct PatternDecision {
  std::string pattern;   // the pattern's name
  std::string function;  // the function searched, by module name
  std::string var;       // the root binding's variable
  std::string op;        // the root call's operator or callee name
  PatternDecisionKind kind = PatternDecisionKind::kFused;
  std::string detail;  // free text: the matched bindings, the group in the way
  // The variables the match binds, in binding order (for kFused: the
  // bindings now in the group).
  std::vector<std::string> matched_vars;
  // kShadowed: the higher-priority pattern that fused the root.
  std::string shadowed_by;
};

// One line: "main/lv2: cutlass.conv2d_bias_relu fused (lv, lv1, lv2)".
std::string FormatPatternDecision(const PatternDecision& d);

using PatternDecisionSink = std::function<void(const PatternDecision&)>;
// For the pass form: the sink of one run, made from the run's context (where
// the decision recorder is attached); an empty sink records nothing.
using PatternDecisionSinkFactory = std::function<PatternDecisionSink(PassContext&)>;

struct FuseOpsByPatternOptions {
  bool bind_constants = true;
  bool annotate_codegen = false;
  // Names of the functions to search; empty: every Relax function that is
  // not Primitive, Composite or Codegen.
  std::vector<std::string> entry_functions;
  PatternDecisionSink on_decision;  // may be empty
  // The pass form only: when set, each run's sink comes from here (and
  // replaces on_decision).
  PatternDecisionSinkFactory decision_sink_for;
};

// The pattern list of one run of the pass form, resolved from the run's
// context (which owns the pattern registry), so that patterns registered in
// one context are never seen by a compilation under another.
using PatternSource = std::function<std::vector<FusionPattern>(const PassContext&)>;

// `mod` itself when nothing is fused. User errors (unknown entry function,
// a pattern name without '.' under annotate_codegen, the same variable in
// two functions) are thrown as diagnostics.
IRModule FuseOpsByPattern(const IRModule& mod, const std::vector<FusionPattern>& patterns,
                          const FuseOpsByPatternOptions& options = {});

PassPtr FuseOpsByPattern(std::vector<FusionPattern> patterns, FuseOpsByPatternOptions options = {});
PassPtr FuseOpsByPattern(PatternSource patterns, FuseOpsByPatternOptions options = {});

// TVM's CompositeFunctionAnnotator (the annotate_codegen step), on its own.
IRModule AnnotateCompositeCodegen(const IRModule& mod);

// The codegen name of a pattern name: the text before the first '.'; a
// diagnostic when there is none.
std::string CodegenOfCompositeName(const std::string& name);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_FUSE_OPS_BY_PATTERN_H_
