// Graph matching over a dataflow block (TVM's MatchGraph / match_dfb): every
// pattern of a PatternContext is assigned a distinct variable of the block
// so that each pattern matches its variable (jumping through bindings) and
// every used-by / only-used-by constraint between patterns holds between
// their variables.
#ifndef RLX_COMPILER_PATTERN_GRAPH_MATCHER_H_
#define RLX_COMPILER_PATTERN_GRAPH_MATCHER_H_

#include <optional>
#include <utility>
#include <vector>

#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/pattern/matcher.h"

namespace rlx {
namespace pattern {

// Pattern -> the variable it was assigned.
class GraphMatch {
 public:
  relax::Var Get(const DFPattern& p) const;
  // In the context's producer order, then consumers as first met.
  const std::vector<std::pair<DFPattern, relax::Var>>& entries() const { return entries_; }

 private:
  friend std::optional<GraphMatch> MatchGraph(const PatternContext&, const relax::BindingBlock&, const VarBindings&);
  std::vector<std::pair<DFPattern, relax::Var>> entries_;
};

// The first assignment found (search order: the context's producer order,
// candidate variables in the order the block first uses them), or nullopt.
// `bindings` is what the matcher jumps through (usually AnalyzeVar2Value of
// the block or of the enclosing function).
std::optional<GraphMatch> MatchGraph(const PatternContext& ctx, const relax::BindingBlock& block,
                                     const VarBindings& bindings);
std::optional<GraphMatch> MatchGraph(const PatternContext& ctx, const relax::BindingBlock& block);

}  // namespace pattern
}  // namespace rlx

#endif  // RLX_COMPILER_PATTERN_GRAPH_MATCHER_H_
