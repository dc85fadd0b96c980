// Before/after panel: the module before and after the selected pass side by
// side, one aligned row per line pair from DiffLines, so both sides scroll
// together by construction. Added/removed/changed rows are highlighted and
// the text gets TVMScript colouring.
#ifndef RLX_INSPECTOR_VIEW_DIFF_VIEW_H_
#define RLX_INSPECTOR_VIEW_DIFF_VIEW_H_

#include <string>
#include <vector>

#include "inspector/model/diff.h"
#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {
namespace view {

struct DiffViewState {
  // Show only the hunks (changed rows with context) instead of whole texts.
  bool hunks_only = false;
  // The diff is recomputed only when the selected pass changes.
  int cached_pass = -1;
  const PassTrace* cached_trace = nullptr;
  std::vector<std::string> before, after;
  LineDiff diff;
  // Rows drawn when hunks_only (indices into diff.rows, -1 = separator).
  std::vector<int> shown_rows;
  // Frames left in which to scroll to the first change: the table learns
  // its content height one frame late, and ImGui clamps scrolling to it.
  int scroll_to_first_change = 0;
};

// Recomputes the diff for `pass` when it is not cached.
void UpdateDiff(const PassTrace& trace, int pass, DiffViewState* state);

void DrawDiff(const PassTrace& trace, int pass, DiffViewState* state);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_DIFF_VIEW_H_
