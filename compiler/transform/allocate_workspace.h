// AllocateWorkspace (TVM relax.transform.AllocateWorkspace, opt_level 0):
// external functions that need scratch memory (attribute "WorkspaceSize",
// set by the cutlass / cudnn partitioners for attention kernels) receive
// one shared workspace from their caller instead of allocating their own.
//
// With W = the largest WorkspaceSize of the module's functions (nothing
// happens when there is none):
//   * each function with the attribute and Codegen or Composite gets a last
//     parameter "workspace": R.Tensor((W,), "uint8"), loses the attribute,
//     and is re-added under a fresh name ("<name>1", as TVM's BlockBuilder
//     names it) with a matching global_symbol; inside a Codegen function,
//     every call of a local Composite function (which got its own
//     parameter the same way) passes the wrapper's workspace on;
//   * every other Relax function allocates "workspace_main" =
//     R.builtin.alloc_tensor(R.shape([W]), R.dtype("uint8"), R.prim_value(0))
//     at the start of its first dataflow block and appends it to each call
//     of a rewritten function.
#ifndef RLX_COMPILER_TRANSFORM_ALLOCATE_WORKSPACE_H_
#define RLX_COMPILER_TRANSFORM_ALLOCATE_WORKSPACE_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

// `mod` itself when no function has a WorkspaceSize.
IRModule AllocateWorkspace(const IRModule& mod);

PassPtr AllocateWorkspace();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_ALLOCATE_WORKSPACE_H_
