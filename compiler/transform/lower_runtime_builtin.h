// LowerRuntimeBuiltin (TVM relax.transform.LowerRuntimeBuiltin, formerly
// VMBuiltinLower): memory and shape operators -> the VM's forms.
//
//   R.memory.alloc_storage(size, dev, scope, dtype) -> R.vm.alloc_storage(size, dev, R.dtype("uint8"), scope)
//   R.memory.alloc_tensor(s, off, shape, dtype[, dev]) -> R.vm.alloc_tensor(s, off, shape, dtype[, dev])
//   R.memory.kill_storage(x) / R.memory.kill_tensor(x) -> R.vm.kill_object(x)
//   R.reshape(x, shape)       -> R.call_packed("vm.builtin.reshape", x, shape, sinfo_args=...)
//   R.shape_of(x)             -> R.call_packed("vm.builtin.shape_of", x, sinfo_args=...)
//   R.tensor_to_shape(x)      -> R.call_packed("vm.builtin.tensor_to_shape", x, sinfo_args=...)
//   R.vm.call_tir_dyn(f, (args..., shape)) -> R.call_packed("vm.builtin.call_tir_dyn", f, args..., shape,
//                                                           sinfo_args=R.Tuple)
// R.builtin.alloc_tensor is a located error: LowerAllocTensor runs first.
// Closures and device copies are left alone (the CPU VM does not run them).
#ifndef RLX_COMPILER_TRANSFORM_LOWER_RUNTIME_BUILTIN_H_
#define RLX_COMPILER_TRANSFORM_LOWER_RUNTIME_BUILTIN_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

relax::Function LowerRuntimeBuiltin(const relax::Function& f);
PassPtr LowerRuntimeBuiltin();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_LOWER_RUNTIME_BUILTIN_H_
