// The inspector's record of one pipeline run: the input module and, per
// pass, its name, stage, options, time, changed flag, the module text after
// it and the decisions it made. Built from an in-process run (TraceRecorder)
// or loaded from the JSON that `rlx opt --trace` writes.
#ifndef RLX_INSPECTOR_MODEL_TRACE_H_
#define RLX_INSPECTOR_MODEL_TRACE_H_

#include <string>
#include <vector>

#include "compiler/pass/instruments.h"
#include "targets/common/stages.h"

namespace rlx {
namespace inspector {

// One decision line ("function/var: op -> rule (reason)") split into its
// parts; `text` keeps the line as recorded. Lines of another shape keep only
// `text`.
struct Decision {
  std::string text;
  std::string function;
  std::string var;  // "" for a nested call
  std::string op;
  std::string rule;
  std::string reason;
};

Decision ParseDecision(const std::string& line);

struct PassRecord {
  std::string name;
  // "library_dispatch", "legalize", "dataflow_lower", "finalize", or "" when
  // the pass is not in a known pipeline spec.
  std::string stage;
  std::string options;
  double ms = 0;  // 0 when the trace was written without times
  bool changed = false;
  // The whole module after the pass (for unchanged passes: the text before).
  std::string after;
  std::vector<Decision> decisions;
};

// Field-by-field equality (Decision compares its parsed parts too), for
// round-trip checks of the JSON writer.
bool operator==(const Decision& a, const Decision& b);
bool operator==(const PassRecord& a, const PassRecord& b);

struct PassTrace {
  std::string input;
  std::string target;
  std::vector<PassRecord> passes;

  // The module text before pass `i` (the input for i == 0).
  const std::string& Before(size_t i) const { return i == 0 ? input : passes[i - 1].after; }
  // The module text after the last pass.
  const std::string& Final() const { return passes.empty() ? input : passes.back().after; }
};

// Parses a trace written by TraceRecorder::ToJSON. Malformed JSON and
// missing or mistyped fields are reported as DiagnosticError located in
// `text` (file:line:col), never a crash.
PassTrace LoadTraceJSON(const std::string& text, const std::string& filename = "<trace>");
PassTrace LoadTraceFile(const std::string& path);

bool operator==(const PassTrace& a, const PassTrace& b);
inline bool operator!=(const PassTrace& a, const PassTrace& b) { return !(a == b); }

struct SaveTraceOptions {
  // Off writes no "ms" fields (as `rlx opt --trace` does), so that a trace
  // of the same run is byte-identical; loading it gives 0 ms everywhere.
  bool include_times = true;
  // Stage labels are an optional field of the format that the CLI does not
  // write (the loader derives them from the target's pipeline); writing them
  // keeps labels that came from another pipeline than the target's default.
  bool include_stages = true;
};

// Writes `trace` in the format LoadTraceJSON reads, field for field what
// TraceRecorder::ToJSON writes (same key order, two-space indent, "after"
// only for passes that changed the module), so LoadTraceJSON(SaveTraceJSON(t))
// == t (a trace whose passes carry no stage labels gets them from its
// target's pipeline on loading, like any CLI trace), and with {include_times = false, include_stages = false} a trace
// loaded from `rlx opt --trace` saves back to the same bytes. Invalid UTF-8
// in module text is replaced (U+FFFD) rather than failing the save.
std::string SaveTraceJSON(const PassTrace& trace, const SaveTraceOptions& options = SaveTraceOptions());

// Writes SaveTraceJSON to `path` through a temporary file in the same
// directory renamed into place, so a failed save never leaves half a trace
// behind. Throws DiagnosticError naming the path when it cannot be written.
void SaveTraceFile(const PassTrace& trace, const std::string& path,
                   const SaveTraceOptions& options = SaveTraceOptions());

// Converts a recorder's steps (printing every snapshot).
PassTrace TraceFromRecorder(const TraceRecorder& recorder, const std::string& target);

// "library_dispatch_passes" -> "library_dispatch".
std::string ShortStageName(const std::string& stage);

// Labels passes with the stage of `spec` they belong to, matching names in
// order (a pass spec's name is the text before '('). All or nothing: when
// the passes are not the spec's in its order (a subsequence is fine), every
// stage stays empty rather than half of them being guessed.
void AssignStages(const targets::PipelineSpec& spec, PassTrace* trace);

}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_MODEL_TRACE_H_
