// RefineSymbolicShapes: shapes of a dynamic-shape function simplified under
// the ranges its signature variables are declared to have, and every
// binding given the most specific struct info that follows from them.
//
// torch.export gives a dynamic dimension a range ("tir_var_lower_bound":
// {"s": 2}, "tir_var_upper_bound": {"s": 64}), and TVM's frontend prints
// shapes that agree only within that range: a slice of a 64-row position
// table up to `s` is `(1, T.min(s, 64))`, which TVM cannot prove equal to
// the `(1, s)` it is added to, so the sum becomes `R.Tensor(ndim=3)` and
// nothing after it can be legalized (TVM 0.27 fails to build such models).
// Under the declared range `T.min(s, 64)` is `s`, and the sum is known to
// be `(1, s, 32)`.
//
// For each Relax function with either attribute the pass simplifies every
// shape expression (annotations, R.shape values, prim values, call struct
// info) with the ranges as facts, and re-infers each binding from its
// rewritten operands: a variable annotated less precisely than its value
// (an unknown shape where the shape now follows) takes the value's struct
// info, so the refinement propagates. A more precise annotation is kept.
// Functions without the attributes are returned as they are.
//
// The ranges become run-time facts: VMShapeLower checks them when the
// function is called, so a value outside its range is an error naming the
// variable, not a silently different result.
#ifndef RLX_COMPILER_TRANSFORM_REFINE_SYMBOLIC_SHAPES_H_
#define RLX_COMPILER_TRANSFORM_REFINE_SYMBOLIC_SHAPES_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

IRModule RefineSymbolicShapes(const IRModule& mod);
PassPtr RefineSymbolicShapes();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_REFINE_SYMBOLIC_SHAPES_H_
