// ComputePrimValue (TVM relax.transform.ComputePrimValue): every
// R.prim_value whose value is an expression (not a constant or a single
// symbolic variable) is computed by a host PrimFunc added to the module:
//
//   y = R.prim_value(n * 2 + 1)
// becomes
//   y = cls.compute_symbolic_expr(R.prim_value(n))
//   @T.prim_func(private=True)
//   def compute_symbolic_expr(n: T.int64) -> T.int64:
//       T.ret(n * T.int64(2) + T.int64(1))
//
// The function's parameters are the expression's variables in order of
// appearance; the call returns R.Prim(dtype). Arguments and tuple fields
// that became calls are bound to variables first (normal form). VMShapeLower
// then makes the variable arguments from the shape heap.
#ifndef RLX_COMPILER_TRANSFORM_COMPUTE_PRIM_VALUE_H_
#define RLX_COMPILER_TRANSFORM_COMPUTE_PRIM_VALUE_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

IRModule ComputePrimValue(const IRModule& mod);
PassPtr ComputePrimValue();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_COMPUTE_PRIM_VALUE_H_
