// The record of every dispatch decision, for the trace recorder, `rlx opt
// --explain` and tests. Passes report each decision to the DecisionRecorder
// instruments of the PassContext they run under (none attached: nothing is
// kept), so two compilations on two threads never see each other's
// decisions. Entries appear in visiting order, so they are deterministic.
#ifndef RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_
#define RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_

#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/transform/fuse_ops_by_pattern.h"

namespace rlx {
namespace backend {

struct DispatchDecision {
  std::string pass;      // "DispatchSortScan"
  std::string function;  // the Relax function's name in the module
  std::string var;       // the binding variable, "" if the call is nested
  std::string op;        // "relax.sort"
  std::string rule;      // "sort.cpu"
  std::string target;    // Target::ToString()
  std::string reason;    // "llvm: not a GPU target -> tvm.contrib.sort.sort"
  // Where `target` came from: "vdevice" (the call's result struct info) or
  // "context" (the PassContext's target).
  std::string target_source;
  // DispatchSortScan's effective index_bits for the target; 0 for passes
  // where it plays no part (DispatchSampling).
  int index_bits = 0;
};

// One line for `rlx opt --explain`:
// "main/s: relax.sort -> sort.cpu [target=llvm from context, index_bits=64] (reason)".
std::string FormatExplain(const DispatchDecision& d);

// Collects the decisions of the passes run under the context it is attached
// to (PassContext::instruments). Appending is synchronized, so passes that
// fan out over threads may report from each.
class DecisionRecorder : public PassInstrument {
 public:
  std::string name() const override { return "DecisionRecorder"; }
  void Append(DispatchDecision d);
  // Returns and clears the entries.
  std::vector<DispatchDecision> Take();

 private:
  std::mutex mu_;
  std::vector<DispatchDecision> entries_;
};

// Where a pass that is called as a function (not through a PassContext)
// sends its decisions; may be empty.
using DecisionSink = std::function<void(DispatchDecision)>;
// A sink into the recorders of `ctx`; empty when none is attached.
DecisionSink RecorderSink(const PassContext& ctx);

// Hands `d` to every DecisionRecorder attached to `ctx`.
void RecordDecision(const PassContext& ctx, DispatchDecision d);
// Whether any DecisionRecorder is attached (decisions cost nothing otherwise).
bool RecordsDecisions(const PassContext& ctx);

// For FuseOpsByPattern: a sink, made per run, that records every match and
// rejection as a decision of `pass` in the run's context, so the trace and
// `rlx opt --explain` carry them. Empty when the context records nothing.
transform::PatternDecisionSinkFactory RecordPatternDecisions(std::string pass);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_
