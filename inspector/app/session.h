// What the inspector shows: a trace from running a module (the built-in
// sampling head, or FILE) through a pipeline, or a trace loaded from JSON,
// plus the title and status line that say where it came from.
#ifndef RLX_INSPECTOR_APP_SESSION_H_
#define RLX_INSPECTOR_APP_SESSION_H_

#include <string>

#include "inspector/app/options.h"
#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {
namespace app {

struct Session {
  PassTrace trace;
  std::string title;   // window title and report heading
  std::string status;  // one line: source, target, pipeline, notes
};

// The built-in LLM sampling head (testdata/models/sampling_head.py).
const char* DefaultModelText();

// Runs or loads what `options` name. Throws DiagnosticError for unreadable
// files, unparsable modules and failing pipelines.
Session LoadSession(const AppOptions& options);

}  // namespace app
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_APP_SESSION_H_
