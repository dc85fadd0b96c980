// CallTIRRewrite (TVM relax.transform.CallTIRRewrite): makes the outputs of
// R.call_tir explicit, as the VM needs them (destination-passing style):
//
//   y = R.call_tir(f, (x,), out_sinfo=R.Tensor((n, 4), "float32"))
// becomes
//   alloc = R.builtin.alloc_tensor(R.shape([n, 4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
//   _ = f(x, alloc)                       # R.vm.call_tir_dyn(f, (x, alloc, tir_vars)) with tir_vars
//   y = alloc                             # a tuple of the allocations for tuple outputs
//
// R.call_dps_packed("f", (x,), out_sinfo=...) is rewritten the same way, to
// a call of the ExternFunc "f" with the allocations appended (TVM's
// CallTIRRewrite does both).
//
// The new calls are impure: a changed function gets "relax.force_pure"
// (what TVM's RemovePurityChecking, run before it, does). It belongs after
// ToNonDataflow, as in TVM's VM pipeline. call_tir_inplace / call_tir_with_grad and call_tir whose argument
// is not a literal tuple are left alone (the VM codegen handles call_tir
// itself too).
#ifndef RLX_COMPILER_TRANSFORM_CALL_TIR_REWRITE_H_
#define RLX_COMPILER_TRANSFORM_CALL_TIR_REWRITE_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

relax::Function CallTIRRewrite(const relax::Function& f);
PassPtr CallTIRRewrite();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_CALL_TIR_REWRITE_H_
