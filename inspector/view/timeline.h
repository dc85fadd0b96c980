// Pass timeline panel: one row per pass (name, stage, time, changed,
// decision count), dispatch and fusion passes marked, an optional filter to
// the passes that changed the module, and the ↑/↓ stepping logic the app
// binds to the keyboard.
#ifndef RLX_INSPECTOR_VIEW_TIMELINE_H_
#define RLX_INSPECTOR_VIEW_TIMELINE_H_

#include <string>
#include <vector>

#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {
namespace view {

// What a panel asks the app to do; panels never change shared state directly.
struct Actions {
  int select_pass = -1;  // >= 0: make this pass the selection
};

struct TimelineState {
  bool only_changed = false;
  // Substring (case-insensitive) a pass name must contain; "" shows all.
  std::string name_filter;
  // Set when the selection changed so the table scrolls it into view.
  bool scroll_to_selection = false;
};

// Dispatch (library dispatch, pattern offload) and fusion passes: the ones
// the inspector exists to explain, drawn with a marker.
enum class PassCategory { kOther, kDispatch, kFusion };
PassCategory CategorizePass(const PassRecord& pass);

// Indices of the passes the timeline shows under `state`'s filters.
std::vector<int> VisiblePasses(const PassTrace& trace, const TimelineState& state);

// The pass `delta` rows away from `selected` among the visible ones,
// clamped to the first/last visible pass. A selection hidden by the filter
// steps to the nearest visible pass in that direction. -1 if none is visible.
int StepSelection(const PassTrace& trace, const TimelineState& state, int selected, int delta);

// Draws the filter controls and the table into the current window.
void DrawTimeline(const PassTrace& trace, int selected, TimelineState* state, Actions* actions);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_TIMELINE_H_
