// One module per registered operator, for targets/registry:every_op_test:
// each uses its operator the way a frontend or a pass emits it, so that the
// test can build it for llvm, run it on the Relax VM and compare with the
// reference evaluator.
#ifndef RLX_TARGETS_REGISTRY_EVERY_OP_CASES_H_
#define RLX_TARGETS_REGISTRY_EVERY_OP_CASES_H_

#include <string>
#include <vector>

namespace rlx {
namespace targets {

struct OpCase {
  std::string op;  // registry name, e.g. "relax.nn.conv2d"
  // The whole module text. Built from a template for most operators:
  // `main(params)` binds `out = expr` in a dataflow block after the
  // bindings in `prelude`.
  std::string module;
  // Inputs are drawn uniformly from [lo, hi) (integers: floor of it; bool:
  // lo < 0.5 <= hi gives both values).
  double lo = -2;
  double hi = 2;
  // Where the reference evaluator cannot run `module` (lowered VM code,
  // closures), a module computing the same from the same inputs; empty: the
  // module itself.
  std::string reference;
};

const std::vector<OpCase>& EveryOpCases();

}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_REGISTRY_EVERY_OP_CASES_H_
