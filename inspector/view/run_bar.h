// Run bar: choose a module file, target and pipeline (or pass list) and
// rerun on a worker thread (TraceJob) while the UI keeps drawing; shows
// progress and the diagnostic of a failed run. The app takes the finished
// trace with TakeFinishedTrace and swaps it in.
#ifndef RLX_INSPECTOR_VIEW_RUN_BAR_H_
#define RLX_INSPECTOR_VIEW_RUN_BAR_H_

#include <memory>
#include <string>

#include "inspector/model/trace_job.h"

namespace rlx {
namespace inspector {
namespace view {

struct RunBarState {
  // A module (.py), or a trace (.json) which is loaded rather than run;
  // "" = builtin_text.
  std::string file;
  std::string builtin_name = "built-in";
  std::string builtin_text;
  std::string target = "llvm";
  std::string pipeline = "default";
  std::string passes;  // non-empty: run this list instead of the pipeline
  std::unique_ptr<TraceJob> job;
  std::unique_ptr<PassTrace> loaded;  // a trace file read by StartRun, not yet taken
  std::string error;                  // the last failure (unreadable file or diagnostic)
};

// Starts a run of what the fields name (cancelling one in flight). A trace
// file (.json) is read at once instead (target and pipeline do not apply)
// and TakeFinishedTrace hands it over. A file that cannot be read or a
// malformed trace sets `error` (the located diagnostic) and starts nothing;
// returns whether a run started or a trace was loaded.
bool StartRun(RunBarState* state);

// If a trace was loaded or the job finished: moves its trace to *out and returns true when it
// succeeded; a failed job sets `error`. Either way the job is released.
bool TakeFinishedTrace(RunBarState* state, PassTrace* out);

// A one-line description of the current source ("sampling_head.py  llvm
// pipeline default").
std::string DescribeRun(const RunBarState& state);

void DrawRunBar(RunBarState* state);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_RUN_BAR_H_
