// LambdaLift (TVM relax.transform.LambdaLift): every local function (an
// `@R.function` bound inside another function) becomes a private global
// function of the module, named <outer>_<local> as in TVM.
//
// A local function that uses no variables of the enclosing scope is
// replaced by its GlobalVar, so its calls become direct calls. One that
// captures variables takes them as leading parameters; its binding becomes
// R.make_closure(global, (captured...)) and each call of it
// R.invoke_pure_closure (R.invoke_closure for an impure function) with its
// return struct info, which the VM runs with the captured values first.
//
// Functions for an external code generator ("Codegen") and composite
// functions ("Composite") stay as they are: their code generators read
// them in place.
//
// Not in TVM's pipelines (its users run it by hand); rlx runs it first in
// every pipeline's library_dispatch stage, so modules with local functions
// build. A recursive local function, and one whose signature uses symbolic
// variables of the enclosing function, are reported as errors at the
// function.
#ifndef RLX_COMPILER_TRANSFORM_LAMBDA_LIFT_H_
#define RLX_COMPILER_TRANSFORM_LAMBDA_LIFT_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

IRModule LambdaLift(const IRModule& mod);
PassPtr LambdaLift();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_LAMBDA_LIFT_H_
