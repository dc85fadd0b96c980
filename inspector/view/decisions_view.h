// Decisions panel: what the selected pass decided and why, one row per
// decision (function/var, op, rule, reason), filterable by text.
#ifndef RLX_INSPECTOR_VIEW_DECISIONS_VIEW_H_
#define RLX_INSPECTOR_VIEW_DECISIONS_VIEW_H_

#include <string>
#include <vector>

#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {
namespace view {

struct DecisionsState {
  std::string filter;  // case-insensitive substring of the decision's text
};

// Indices of the decisions of `pass` that match the filter.
std::vector<int> VisibleDecisions(const PassRecord& pass, const DecisionsState& state);

void DrawDecisions(const PassTrace& trace, int pass, DecisionsState* state);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_DECISIONS_VIEW_H_
