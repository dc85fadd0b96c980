// MergeCompositeFunctions (TVM relax.transform.MergeCompositeFunctions,
// opt_level 0): after FuseOpsByPattern (without annotate_codegen), groups
// the calls of composite functions that go to the same codegen into one
// public function per group, which RunCodegen then hands to the backend.
//
// In each dataflow block, a call of a composite function (attribute
// "Composite" = "<codegen>.<rest>") joins the group of an argument when that
// group has the same codegen and no other argument's group depends on it
// (transitively), which would make the merged group depend on itself;
// several such argument groups are merged together. Any other binding
// (operator calls, call_tir) stays where it is, except that an alias, a
// projection of a tuple, or a tuple of one group's values joins the codegen
// group it reads from when the tuple is only ever taken apart by
// projections (never used whole, never returned), as in TVM.
// Each group becomes a function (see fuse::MakeGroupedFunctions, constants
// lifted) named "fused_" plus its callees' names without "fused_", then
// "<that>_<codegen>": public, attrs {"Codegen", "global_symbol"}, whose
// non-dataflow body binds each composite function it calls as a local
// function (fresh variables, Primitive removed, Composite kept). Composite
// globals no function calls any more are removed.
//
// Differences from TVM: every Relax function that is not Primitive,
// Composite or Codegen is processed, not only `main` (which need not
// exist).
#ifndef RLX_COMPILER_TRANSFORM_MERGE_COMPOSITE_FUNCTIONS_H_
#define RLX_COMPILER_TRANSFORM_MERGE_COMPOSITE_FUNCTIONS_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

// `mod` itself when there is nothing to merge.
IRModule MergeCompositeFunctions(const IRModule& mod);

PassPtr MergeCompositeFunctions();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_MERGE_COMPOSITE_FUNCTIONS_H_
