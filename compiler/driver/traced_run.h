// Runs a list of passes under the standard instruments (timing, printing,
// well-formedness, the trace recorder with the dispatch decisions plugged
// in). Shared by `rlx opt` / `rlx demo` and the inspector, so that what the
// GUI shows is exactly what the CLI's --trace writes.
#ifndef RLX_COMPILER_DRIVER_TRACED_RUN_H_
#define RLX_COMPILER_DRIVER_TRACED_RUN_H_

#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass.h"

namespace rlx {
namespace driver {

struct TracedRunOptions {
  // Target string or JSON; empty runs without a target in the PassContext.
  std::string target;
  // PassContext config entries (e.g. relax.backend.use_cuda_graph=true).
  std::map<std::string, std::string> config;
  // Printing before/after passes; `print_os` null disables it.
  PrintInstrument::Options print;
  std::ostream* print_os = nullptr;
  bool verify = true;
  // Added after the standard ones (e.g. progress or cancellation hooks).
  std::vector<std::shared_ptr<PassInstrument>> extra;
};

struct TracedRun {
  IRModule result;
  std::shared_ptr<TimingInstrument> timing;
  std::shared_ptr<TraceRecorder> trace;
  // Every dispatch decision of the run, in order (what `rlx opt --explain` prints).
  std::vector<backend::DispatchDecision> decisions;
};

// Each run has its own PassContext and decision recorder: runs on several
// threads at once do not interact.
TracedRun RunPassesTraced(const IRModule& mod, const std::vector<PassPtr>& passes, const TracedRunOptions& options);

// "function/var: op -> rule (reason)", the line format of trace decisions.
std::string FormatDecision(const backend::DispatchDecision& d);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_TRACED_RUN_H_
