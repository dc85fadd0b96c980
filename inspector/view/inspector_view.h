// The inspector's whole window: status line, search and pass timeline on
// the left, and on the right the before/after diff, the dataflow graph and
// the decisions of the selected pass. Owns keyboard navigation (↑/↓ step
// through the visible passes) and applies the panels' Actions.
#ifndef RLX_INSPECTOR_VIEW_INSPECTOR_VIEW_H_
#define RLX_INSPECTOR_VIEW_INSPECTOR_VIEW_H_

#include <string>

#include "inspector/model/search.h"
#include "inspector/model/trace.h"
#include "inspector/view/decisions_view.h"
#include "inspector/view/diff_view.h"
#include "inspector/view/file_list.h"
#include "inspector/view/graph_view.h"
#include "inspector/view/run_bar.h"
#include "inspector/view/search_view.h"
#include "inspector/view/timeline.h"

namespace rlx {
namespace inspector {
namespace view {

enum class Tab { kDiff, kGraph, kDecisions };

// "diff", "graph", "decisions"; "timeline" maps to kDiff (the timeline is
// always shown). Returns false for other names.
bool ParseTab(const std::string& name, Tab* tab);

// The "save trace" row: a path field and a button, opened by Ctrl+S.
struct SaveTraceState {
  bool open = false;
  bool focus = false;  // put the cursor in the path field on the next frame
  std::string path;
};

struct InspectorState {
  int selected = -1;  // pass index, -1 before a trace is loaded
  Tab tab = Tab::kDiff;
  bool force_tab = true;         // make `tab` the selected tab on the next frame
  std::string status;            // the status line (target, pipeline, notes)
  bool status_is_error = false;  // drawn in red (a failed save)
  TimelineState timeline;
  DiffViewState diff;
  GraphViewState graph;
  DecisionsState decisions;
  SearchState search;
  bool show_run_bar = true;
  RunBarState run;
  FileBrowserState browser;
  SaveTraceState save;
  // Key indices of the Ctrl+S / Ctrl+O shortcuts in io.KeysDown. ImGui 1.86
  // has no named letter keys; GLFW's key codes for letters are their ASCII
  // capitals (GLFW_KEY_S == 'S'), which its ImGui backend writes there.
  int save_key = 'S';
  int open_key = 'O';
};

// Writes `trace` to state->save.path (SaveTraceFile) and reports the
// outcome in the status line; a failure (unwritable path) is a red status,
// never an exception. Returns whether it was written.
bool SaveTraceTo(const PassTrace& trace, InspectorState* state);

// Opens the file browser at the directory of the run bar's file (or where
// it was last).
void OpenFileBrowser(InspectorState* state);

// Puts `path` in the run bar and reruns (a .json trace is loaded instead);
// the app swaps the result in through TakeFinishedTrace as after "run".
void OpenFile(const std::string& path, InspectorState* state);

// Forgets everything derived from the previous trace (selection, cached
// diff, graph and search hits) after the app swapped in a new one.
void ResetForNewTrace(InspectorState* state);

// Selects pass `pass` (clamped to the trace) and scrolls the timeline to it.
void SelectPass(const PassTrace& trace, int pass, InspectorState* state);

// Selects the first pass named `name` (exact, else the first whose name
// contains it). Returns false if there is none.
bool SelectPassByName(const PassTrace& trace, const std::string& name, InspectorState* state);

// Draws one frame of the inspector filling the display. Call between
// ImGui::NewFrame and ImGui::Render. Keys: ↑/↓ step through passes (or the
// file browser's entries while it is open), Ctrl+O opens the file browser,
// Ctrl+S shows the save row and, when it is already shown, saves.
void DrawInspector(const PassTrace& trace, const SearchIndex& index, InspectorState* state);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_INSPECTOR_VIEW_H_
