// LowerOpaqueBlock (TVM: tir.transform.LowerOpaqueBlock): removes the block
// structure once blocks are opaque (ConvertBlocksToOpaque) and have no match
// buffers (LowerMatchBuffer):
//
//  * a block's alloc_buffers become `T.allocate` + `T.decl_buffer` around its
//    body (printed as `X = T.decl_buffer(shape, dtype)`), in declaration
//    order, the first outermost;
//  * a non-trivial T.where predicate becomes `if predicate:`;
//  * block annotations named "pragma_*" become `T.attr(0, key, value)`
//    (other annotations describe scheduling and are dropped);
//  * `T.thread_binding` loops become `T.launch_thread` (AttrStmt
//    "thread_extent") over an IterVar of the loop variable, as in TVM;
//  * loop annotations named "pragma_*" become `T.attr(loop_var, key, value)`
//    around the loop; other loop annotations are kept.
//
// Throws DiagnosticError for a block that still has iter vars, an init or
// match buffers.
#ifndef RLX_COMPILER_TIR_TRANSFORM_LOWER_OPAQUE_BLOCK_H_
#define RLX_COMPILER_TIR_TRANSFORM_LOWER_OPAQUE_BLOCK_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc LowerOpaqueBlock(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_LOWER_OPAQUE_BLOCK_H_
