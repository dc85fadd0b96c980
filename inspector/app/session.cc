#include "inspector/app/session.h"

#include <fstream>
#include <iterator>

#include "compiler/support/diagnostic.h"
#include "inspector/model/trace_job.h"

namespace rlx {
namespace inspector {
namespace app {
namespace {

const char kDefaultModel[] =
#include "inspector/app/default_model.inc"
    ;

std::string BaseName(const std::string& path) {
  size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool EndsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

const char* DefaultModelText() { return kDefaultModel; }

Session LoadSession(const AppOptions& options) {
  Session s;
  if (!options.file.empty() && EndsWith(options.file, ".json")) {
    s.trace = LoadTraceFile(options.file);
    s.title = "rlx-inspect - " + BaseName(options.file);
    s.status = "trace " + options.file + "  target " + s.trace.target;
    return s;
  }
  RunRequest r;
  std::string note;
  if (options.file.empty()) {
    r.module_text = kDefaultModel;
    r.filename = "sampling_head.py";
    // The cuda pipeline only rewrites and schedules the module, so it needs
    // no GPU; it shows the GPU rows of the dispatch table (sampling, sort,
    // scan kernels) rather than the CPU library calls.
    r.target = options.target.empty() ? "cuda" : options.target;
    note = "  (built-in LLM sampling head)";
  } else {
    std::ifstream in(options.file, std::ios::binary);
    if (!in) ThrowError("cannot open '" + options.file + "'");
    r.module_text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    r.filename = options.file;
    r.target = options.target.empty() ? "llvm" : options.target;
  }
  r.passes = options.passes;
  r.pipeline = options.passes.empty() ? (options.pipeline.empty() ? "default" : options.pipeline) : "";
  s.trace = RunTrace(r);
  const std::string how = r.passes.empty() ? "pipeline " + r.pipeline : "passes " + r.passes;
  s.title = "rlx-inspect - " + BaseName(r.filename) + " - " + r.target + " " + how;
  s.status = BaseName(r.filename) + "  target " + r.target + "  " + how + note;
  return s;
}

}  // namespace app
}  // namespace inspector
}  // namespace rlx
