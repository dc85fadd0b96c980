// te stages -> block-form TIR, as TVM's te.create_prim_func(args, "int64")
// builds it:
//
//  * one parameter per argument tensor, a handle named "var_<tensor>" bound
//    to the tensor's buffer (printed as `A: T.Buffer(...)` when the shape is
//    static, as `var_A: T.handle` + `A = T.match_buffer(var_A, ...)` with
//    `n = T.int64()` declarations when it is symbolic), then the scalar
//    parameters;
//  * the stages in dependency order (post-order from the arguments); every
//    compute stage is a loop nest over its axes (reduction axes innermost)
//    around one `T.block` named after the stage (made unique with "_1",
//    "_2", ...), whose iter vars "v_<axis>" are bound with `T.axis.remap`;
//    its reads/writes are the accessed points; a reduction stores its init
//    in `T.init()` and `out = combine(out, source)` in the body (several
//    outputs go through `v_<buffer>` lets, as TVM writes argmax); a 0-d
//    stage gets TVM's dummy iter var `vi`;
//  * an extern stage is one opaque block around its statement;
//  * tensors that are not arguments are `T.alloc_buffer`s of the root block;
//  * attributes {"global_symbol": "main", "tir.noalias": True}.
//
// Every placeholder reached must be an argument (a user error otherwise).
#ifndef RLX_COMPILER_TE_CREATE_PRIM_FUNC_H_
#define RLX_COMPILER_TE_CREATE_PRIM_FUNC_H_

#include <vector>

#include "compiler/te/tensor.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace te {

// `args_and_outputs`: the input placeholders and the output tensors, in
// parameter order; `scalar_params` are appended as scalar parameters (the
// symbolic variables a kernel needs that no buffer shape defines).
tir::PrimFunc CreatePrimFunc(const std::vector<Tensor>& args_and_outputs,
                             const std::vector<TirVar>& scalar_params = {});

}  // namespace te
}  // namespace rlx

#endif  // RLX_COMPILER_TE_CREATE_PRIM_FUNC_H_
