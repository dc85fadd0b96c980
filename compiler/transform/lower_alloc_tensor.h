// LowerAllocTensor (TVM relax.transform.LowerAllocTensor): every
// R.builtin.alloc_tensor left after StaticPlanBlockMemory (function results,
// escaping or dynamic tensors) gets a storage of its own:
//
//   y = R.builtin.alloc_tensor(R.shape([n, 4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
// becomes
//   storage = R.memory.alloc_storage(R.shape([16 * n]), R.prim_value(0), R.str("global"), R.dtype("uint8"))
//   y = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([n, 4]), R.dtype("float32"), R.prim_value(0))
//
// The byte size is the dtype's size times the dimensions (constants
// folded). A shape argument that is a variable must have known shape
// values; anything else is a located error.
#ifndef RLX_COMPILER_TRANSFORM_LOWER_ALLOC_TENSOR_H_
#define RLX_COMPILER_TRANSFORM_LOWER_ALLOC_TENSOR_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

relax::Function LowerAllocTensor(const relax::Function& f);
PassPtr LowerAllocTensor();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_LOWER_ALLOC_TENSOR_H_
