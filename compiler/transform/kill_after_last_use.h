// KillAfterLastUse (TVM relax.transform.KillAfterLastUse): releases every
// storage, tensor and other VM object right after the binding that uses it
// last, so that memory planned by StaticPlanBlockMemory (and dynamic
// allocations) really goes back while the function runs.
//
// First, as TVM's canonicalization does, trivial bindings `y = x` are
// removed (uses of y become x), so that no value has two names. Then after
// the last use of
//   a storage (R.memory.alloc_storage / R.vm.alloc_storage): _ = R.memory.kill_storage(s)
//   a tensor:                                               _ = R.memory.kill_tensor(t)
//   any other object held in a VM register:                 _ = R.vm.kill_object(o)
// Not killed: values that are used by the function result (or a SeqExpr
// body), never used, already killed, bound to constants, or of shape, prim
// value or function struct info (they are no VM register objects). Uses
// inside an If count at the binding that holds the If, so an object used in
// a branch is killed after the If; each branch's own bindings are handled
// within the branch. (TVM kills nothing after an If, a known gap there.)
#ifndef RLX_COMPILER_TRANSFORM_KILL_AFTER_LAST_USE_H_
#define RLX_COMPILER_TRANSFORM_KILL_AFTER_LAST_USE_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

relax::Function KillAfterLastUse(const relax::Function& f);
PassPtr KillAfterLastUse();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_KILL_AFTER_LAST_USE_H_
