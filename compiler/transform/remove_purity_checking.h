// RemovePurityChecking (TVM relax.transform.RemovePurityChecking, opt_level
// 0): after it, the VM lowering may emit impure calls into pure functions.
//
//  * every pure function (inner functions too) gets "relax.force_pure" = True,
//    so that the well-formed check no longer demands pure bodies;
//  * R.call_pure_packed(f, args..., sinfo_args=s) and
//    R.call_inplace_packed(f, args..., inplace_indices=..., sinfo_args=s)
//    become the plain packed call R.call_packed(f, args..., sinfo_args=s)
//    (call_inplace_packed's attributes are dropped, as TVM does);
//  * R.invoke_pure_closure becomes R.invoke_closure.
//
// Impure functions keep their attributes. A function already carrying
// force_pure = True whose body has nothing to rewrite is returned as is.
#ifndef RLX_COMPILER_TRANSFORM_REMOVE_PURITY_CHECKING_H_
#define RLX_COMPILER_TRANSFORM_REMOVE_PURITY_CHECKING_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

relax::Function RemovePurityChecking(const relax::Function& f);
PassPtr RemovePurityChecking();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_REMOVE_PURITY_CHECKING_H_
