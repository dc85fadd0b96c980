// Pattern-directed rewriting of bindings (TVM's relax.dpl.rewrite_call).
//
// Every binding value of the function (in order, inside If branches too) is
// matched against the pattern, jumping through the bindings before it. On a
// match the callback is asked for a replacement; returning the matched
// expression itself (or something structurally equal) declines. A
// replacement may nest calls: they are bound to fresh variables ("lv" in
// dataflow blocks, "gv" elsewhere) before the binding, keeping the function
// in normal form, and struct info is inferred for every new node. When the
// replacement's struct info differs from the variable's, the variable is
// replaced by a new one with the same name and every use follows.
//
// Later matches see the rewritten values. The walk repeats until nothing is
// rewritten (at most kMaxRewriteRounds rounds), then bindings in dataflow
// blocks that nothing uses any more and whose values are pure are removed,
// as TVM's RemoveAllUnused does. If no match was rewritten, the function
// itself is returned.
//
// As in TVM, an Or pattern at the top is tried one side at a time, so a
// callback that declines the left alternative still gets the right one.
#ifndef RLX_COMPILER_PATTERN_REWRITER_H_
#define RLX_COMPILER_PATTERN_REWRITER_H_

#include <functional>
#include <utility>
#include <vector>

#include "compiler/pattern/graph_matcher.h"
#include "compiler/pattern/matcher.h"

namespace rlx {
namespace pattern {

// (matched expression, what every pattern node matched) -> replacement.
using RewriteCallback = std::function<relax::Expr(const relax::Expr& matched, const MatchResult& matches)>;

constexpr int kMaxRewriteRounds = 16;

relax::Function RewriteCall(const DFPattern& pattern, const RewriteCallback& callback, const relax::Function& func);

// (what each pattern of the context matched, the block's bindings) -> new
// values for some of the matched variables.
using GraphRewriteCallback = std::function<std::vector<std::pair<relax::Var, relax::Expr>>(
    const GraphMatch& match, const VarBindings& bindings)>;

// TVM's rewrite_bindings: for every dataflow block of the function body,
// graph-match `ctx` (MatchGraph) and replace the values the callback returns,
// repeating until no match changes anything (at most kMaxRewriteRounds).
// A new value that uses variables bound later in the block pulls their
// bindings up before it. New values are normalized as in RewriteCall, and
// unused pure bindings are removed at the end. Blocks nested in branches
// are not visited.
relax::Function RewriteBindings(const PatternContext& ctx, const GraphRewriteCallback& callback,
                                const relax::Function& func);

// Removes bindings of dataflow blocks whose variables nothing uses and whose
// values are pure (op calls of pure ops, tuples, projections, aliases,
// leaves), repeating until none is left. Returns `func` itself when nothing
// is removed.
relax::Function RemoveUnusedDataflowBindings(const relax::Function& func);

}  // namespace pattern
}  // namespace rlx

#endif  // RLX_COMPILER_PATTERN_REWRITER_H_
