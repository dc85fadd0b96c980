// Matching a dataflow pattern against one expression (TVM's
// DFPatternMatcher, MatchExpr, ExtractMatchedExpr).
//
// Relax functions are sequences of bindings, so `add(lv0, lv1)` is not
// syntactically connected to the calls that define lv0 and lv1. Given the
// bindings of the function (var -> bound value), the matcher "autojumps":
// when it meets a bound variable it matches the variable's value instead,
// following chains of var-to-var aliases. Without bindings, matching is
// purely syntactic.
//
// Semantics follow TVM (src/relax/ir/dataflow_matcher.cc):
//  * each pattern node is memoized: a node met again must match the same
//    expression (after autojump), so a shared sub-pattern means "same value";
//  * a failed alternative forgets everything it matched;
//  * calls of relax.add and relax.multiply also match with swapped arguments;
//  * varg_default_wildcard calls match calls with at least as many
//    arguments, ignoring the extra ones;
//  * VarPattern, DataType, Shape and StructInfo patterns look at the variable
//    itself when it is not bound (parameters), and at the value otherwise
//    (the same struct info).
// Not implemented: TVM's divide/multiply reassociation, and symbolic
// struct-info conditions (a StructInfo pattern must fit statically).
#ifndef RLX_COMPILER_PATTERN_MATCHER_H_
#define RLX_COMPILER_PATTERN_MATCHER_H_

#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace pattern {

// Bound value of each variable of a function (TVM's var2val). The keys
// point into the function, which the caller keeps alive.
using VarBindings = std::unordered_map<const relax::VarNode*, relax::Expr>;

// Collects the value of every VarBinding in `func` (nested blocks, branches
// and local functions included). MatchCast bindings are not values to jump
// through.
VarBindings AnalyzeVar2Value(const relax::Function& func);
VarBindings AnalyzeVar2Value(const relax::BindingBlock& block);

// What each pattern node matched, in the order the matches were confirmed
// (inner patterns before the patterns containing them).
class MatchResult {
 public:
  // The expression `p` matched, or null when `p` took no part in the match
  // (the untaken side of an Or, a pattern inside a Not).
  relax::Expr Get(const DFPattern& p) const;
  bool Has(const DFPattern& p) const { return Get(p).defined(); }
  const std::vector<std::pair<DFPattern, relax::Expr>>& entries() const { return entries_; }
  size_t size() const { return entries_.size(); }
  // Records that `p` matched `e` (no effect when `p` already has a match).
  void Add(const DFPattern& p, const relax::Expr& e);

 private:
  friend class DFPatternMatcher;
  std::vector<std::pair<DFPattern, relax::Expr>> entries_;
};

class DFPatternMatcher {
 public:
  // `var2val` may be null (syntactic matching); it must outlive the matcher.
  explicit DFPatternMatcher(const VarBindings* var2val = nullptr) : var2val_(var2val) {}

  // Whether `pattern` matches `expr`; on success result() has the matches.
  bool Match(const DFPattern& pattern, const relax::Expr& expr);
  MatchResult result() const;

 private:
  bool Visit(const DFPattern& pattern, const relax::Expr& expr);
  bool VisitNode(const DFPattern& pattern, const relax::Expr& expr, const relax::Expr& unresolved);
  bool VisitCall(const CallPatternNode* p, const relax::Expr& expr);
  bool MatchArgs(const std::vector<DFPattern>& pats, const std::vector<relax::Expr>& args, bool reversed);
  bool VisitAttr(const AttrPatternNode* p, const relax::Expr& expr);
  bool TryUnorderedMatch(size_t idx, const std::vector<DFPattern>& pats, const std::vector<relax::Expr>& fields,
                         std::vector<bool>* used);
  // Follows var-to-value bindings.
  relax::Expr Resolve(const relax::Expr& e) const;
  // Forgets matches confirmed after `watermark`.
  void ClearMap(size_t watermark);

  const VarBindings* var2val_;
  std::unordered_map<const DFPatternNode*, relax::Expr> memo_;
  std::vector<std::pair<DFPattern, relax::Expr>> matched_;
};

// Whether `pattern` matches `expr` (jumping through `var2val` when given).
bool MatchExpr(const DFPattern& pattern, const relax::Expr& expr, const VarBindings* var2val = nullptr);

// The matched expression of every pattern node, or nullopt when `pattern`
// does not match `expr`.
std::optional<MatchResult> ExtractMatchedExpr(const DFPattern& pattern, const relax::Expr& expr,
                                              const VarBindings* var2val = nullptr);

// Compares an attribute value given in a pattern with one found in the IR
// the way TVM's MatchRetValue does: integers by value (any int dtype),
// floats by value, strings whether stored as String or StringImm, arrays
// element-wise, anything else structurally.
bool AttrValueMatches(const ObjectRef& pattern_value, const ObjectRef& actual);

}  // namespace pattern
}  // namespace rlx

#endif  // RLX_COMPILER_PATTERN_MATCHER_H_
