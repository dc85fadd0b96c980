// Matching a pattern against the bindings of a function, as
// FuseOpsByPattern's partitioner does, and the PatternCheckContext a fusion
// pattern's `check` function receives for each match (TVM's
// relax.transform.PatternCheckContext).
#ifndef RLX_COMPILER_PATTERN_CHECK_CONTEXT_H_
#define RLX_COMPILER_PATTERN_CHECK_CONTEXT_H_

#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/pattern/matcher.h"

namespace rlx {
namespace pattern {

// Def-use inside one dataflow block (TVM's DataflowBlockUseDef): for every
// variable defined or used in the block, the variables of the bindings that
// use it, in binding order, without repeats. Variables defined in the block
// and never used have an empty entry.
class VarUsages {
 public:
  static VarUsages Analyze(const relax::BindingBlock& block);
  // Users of `v`; empty for variables the block does not know.
  const std::vector<relax::Var>& UsersOf(const relax::VarNode* v) const;
  const std::vector<relax::Var>& UsersOf(const relax::Var& v) const { return UsersOf(v.get()); }
  bool Contains(const relax::VarNode* v) const { return users_.count(v) != 0; }
  // Every variable with an entry, in the order first met.
  const std::vector<relax::Var>& vars() const { return vars_; }

 private:
  std::vector<relax::Var> vars_;
  std::unordered_map<const relax::VarNode*, std::vector<relax::Var>> users_;
};

// value -> the variable it is bound to, by identity of the value node.
using ValueToBoundVar = std::unordered_map<const relax::RelaxExprNode*, relax::Var>;

struct PatternCheckContext {
  // The root of the match: the call bound by the binding being matched.
  relax::Expr matched_expr;
  // Annotation name -> matched expression, for the annotation patterns that
  // took part in the match.
  std::map<std::string, relax::Expr> annotated_expr;
  // Variable -> value of every binding whose value a Call or TupleGetItem
  // pattern matched (the root's included), in binding order.
  std::vector<std::pair<relax::Var, relax::Expr>> matched_bindings;
  // Def-use of the dataflow block holding the root binding (empty outside
  // dataflow blocks).
  std::shared_ptr<const VarUsages> var_usages;
  // Value -> bound variable for every binding met so far in the function.
  std::shared_ptr<const ValueToBoundVar> value_to_bound_var;

  // Convenience lookups. Null when absent.
  relax::Expr Annotated(const std::string& name) const;
  relax::Var BoundVarOf(const relax::Expr& value) const;
  bool IsMatchedBindingVar(const relax::VarNode* v) const;
};

// Annotation name -> sub-pattern (ordered by name, like a sorted Map).
using AnnotationPatterns = std::map<std::string, DFPattern>;

// One successful match of a pattern rooted at a binding.
struct BindingMatch {
  relax::VarBinding binding;  // the root binding (its value is a Call)
  MatchResult match;
  PatternCheckContext context;
};

// Walks `func` like FuseOpsByPattern's partitioner: every VarBinding whose
// value is a Call, in order (nested SeqExprs, If branches and local
// functions included), is matched against `pattern`, following the bindings
// met so far. Returns the matches in binding order. No `check` is applied
// and matches may overlap; deciding between them is the caller's business.
std::vector<BindingMatch> MatchBindings(const DFPattern& pattern, const AnnotationPatterns& annotations,
                                        const relax::Function& func);

// The PatternCheckContext of one match (what MatchBindings fills in).
// matched_bindings come in the matcher's order (inner matches first);
// MatchBindings then sorts them into binding order. Null maps become empty
// ones.
PatternCheckContext MakeCheckContext(const relax::Expr& root, const MatchResult& match,
                                     const AnnotationPatterns& annotations, std::shared_ptr<const VarUsages> var_usages,
                                     std::shared_ptr<const ValueToBoundVar> value_to_bound_var);

// TVM's relax.backend.utils.has_leaking_intermediate_variables: true when a
// matched intermediate variable (every matched binding except the root's)
// is not a DataflowVar, or is used by a binding outside the match.
bool HasLeakingIntermediateVariables(const PatternCheckContext& ctx);

}  // namespace pattern
}  // namespace rlx

#endif  // RLX_COMPILER_PATTERN_CHECK_CONTEXT_H_
