// The record of every dispatch decision, for the trace recorder and tests.
// A process-wide log (guarded by a mutex): passes append, readers Take()
// the entries. Entries appear in visiting order, so they are deterministic.
#ifndef RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_
#define RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_

#include <string>
#include <vector>

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

// A FuseOpsByPattern sink that appends every match and rejection to the
// DecisionLog as a decision of `pass`, so the trace and `rlx opt --explain`
// carry them.
transform::PatternDecisionSink LogPatternDecisions(std::string pass);

class DecisionLog {
 public:
  static void Append(DispatchDecision d);
  // Returns and clears the entries.
  static std::vector<DispatchDecision> Take();
  static void Clear();
};

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_
