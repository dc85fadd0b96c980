// VMShapeLower (TVM relax.transform.VMShapeLower): the function boundary
// checks and symbolic shape computations, as calls of VM builtins over a
// shape heap (an int64 tensor holding one slot per symbolic expression).
//
//   def main(x: R.Tensor(("n", 4), "float32")) -> R.Tensor(("n * 2",), "float32"):
//       y = ... R.shape([n * 2]) ...
// becomes
//   shape_heap = R.call_builtin_with_ctx("vm.builtin.alloc_shape_heap", (R.prim_value(2),), sinfo_args=...)
//   _ = R.call_packed("vm.builtin.check_tensor_info", x, 2, R.dtype("float32"), "ErrorContext(...)")
//   _ = R.call_packed("vm.builtin.match_shape", x, shape_heap, 2, 1, 0, 0, 4, "ErrorContext(...)")
//   _ = shape_func(shape_heap)          # H[1] = H[0] * 2, a PrimFunc added to the module
//   ... R.call_packed("vm.builtin.make_shape", shape_heap, 1, 1, 1) ...
//
// As in TVM: every symbolic expression (in parameter, match_cast and return
// annotations, ShapeExprs, PrimValues and call sinfo_args) gets a slot; a
// match stores a variable seen for the first time (kStoreToHeap), checks
// constants (kAssertEqualToImm) and known values (kAssertEqualToLoad), and
// defers compound expressions (kNoOp) until a shape_func has computed them
// from their variables; then they are checked. Parameters are always
// checked, match_cast values and the result only where their struct info
// does not already prove the annotation. Constant ShapeExprs and PrimValues
// stay. Codes: match 0 = assert equal to immediate, 1 = store to heap,
// 2 = no-op, 3 = assert equal to load; make 0 = immediate, 1 = load.
// A symbolic variable used only inside compound expressions (never on its
// own where it could be bound) is a located error.
#ifndef RLX_COMPILER_TRANSFORM_VM_SHAPE_LOWER_H_
#define RLX_COMPILER_TRANSFORM_VM_SHAPE_LOWER_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

// `emit_err_ctx` = false leaves the error-context strings empty (as TVM's
// option, for tests).
IRModule VMShapeLower(const IRModule& mod, bool emit_err_ctx = true);
PassPtr VMShapeLower(bool emit_err_ctx = true);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_VM_SHAPE_LOWER_H_
