// The record of every dispatch decision, for the trace recorder and tests.
// A process-wide log (guarded by a mutex): passes append, readers Take()
// the entries. Entries appear in visiting order, so they are deterministic.
#ifndef RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_
#define RLX_COMPILER_BACKEND_DISPATCH_DECISION_H_

#include <string>
#include <vector>

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
};

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
