// FuseTIR (TVM relax.transform.FuseTIR, opt_level 0): every Relax function
// FuseOps made (nonzero "Primitive" attribute) whose body is a dataflow block
// of call_tir bindings becomes one PrimFunc under the same name, and its
// calls become `R.call_tir(cls.<name>, (args...), out_sinfo=...)`. Like
// TVM's pass, it ends with DeadCodeElimination, which drops the PrimFuncs
// nothing calls any more.
//
// The fused PrimFunc takes one buffer per Relax parameter (named after it,
// shaped by its struct info, in order) followed by one per result (named
// after the producing kernel's output buffer). The callees' bodies are
// inlined in binding order, each with its own root block removed: their
// inputs and outputs rewritten to the fused buffers, their loop and block
// variables renewed (so one kernel may appear twice), and their block names
// made unique with "_1", "_2", ... suffixes. Intermediate results and the
// callees' own root allocations become `T.alloc_buffer`s of the new root
// block. A callee's symbolic shape variables are unified with the shapes
// they are bound to. The result has attribute {"tir.noalias": True}.
//
// A kernel returning several tensors writes one buffer each; TupleGetItem
// bindings pick among them.
//
// A last Relax parameter of shape type (FuseOps' "tir_vars") becomes scalar
// parameters after the buffers, passed as call_tir's third argument; a
// callee's own scalar parameters take the values of its call_tir's third
// argument.
//
// Not supported (the function is left as it is): bindings other than
// call_tir and TupleGetItem, tuple-typed parameters or results, a parameter
// or one buffer returned as a result (TVM copies it), and results whose
// shapes use symbolic variables no parameter defines.
#ifndef RLX_COMPILER_TRANSFORM_FUSE_TIR_H_
#define RLX_COMPILER_TRANSFORM_FUSE_TIR_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace transform {

// The PrimFunc fusing the call_tirs of the Primitive function `f`; null when
// `f` is not of the supported form.
tir::PrimFunc FusePrimitiveFunction(const IRModule& mod, const relax::Function& f);

// `mod` itself when there is nothing to fuse.
IRModule FuseTIR(const IRModule& mod);

PassPtr FuseTIR();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_FUSE_TIR_H_
