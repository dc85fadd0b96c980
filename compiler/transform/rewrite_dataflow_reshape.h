// RewriteDataflowReshape (TVM relax.transform.RewriteDataflowReshape,
// opt_level 0): inside dataflow blocks, a call_tir of a PrimFunc that only
// reshapes its single input is turned back into the high-level op
//
//   y = R.call_tir(cls.reshape, (x,), out_sinfo=R.Tensor((8, 2), "float32"))
// becomes
//   y = R.reshape(x, R.shape([8, 2]))
//
// which VMBuiltinLower later lowers to vm.builtin.reshape (no copy). As in
// TVM, bindings outside dataflow blocks are left alone, and so are calls with
// tir_vars, several inputs or an output shape that is not known.
//
// The reshape test (TVM's HasReshapePattern, in a stricter form): the
// PrimFunc has one input and one output buffer of the same dtype and element
// count, and its body is a loop nest with one block writing
// out[i0, .., ik] = in[idx...] over the whole output (loop extents equal to
// the output shape), where the row-major flattened index of `idx` provably
// equals that of (i0, .., ik).
#ifndef RLX_COMPILER_TRANSFORM_REWRITE_DATAFLOW_RESHAPE_H_
#define RLX_COMPILER_TRANSFORM_REWRITE_DATAFLOW_RESHAPE_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace transform {

// Whether `f` copies its only input to its only output, reindexed by the
// row-major flattened index.
bool HasReshapePattern(const tir::PrimFunc& f);

relax::Function RewriteDataflowReshape(const relax::Function& f, const IRModule& mod);
PassPtr RewriteDataflowReshape();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_REWRITE_DATAFLOW_RESHAPE_H_
