// Registers the target-independent Relax passes of this package with a
// PassRegistry, under their TVM names, with their command-line options.
#ifndef RLX_COMPILER_TRANSFORM_REGISTER_H_
#define RLX_COMPILER_TRANSFORM_REGISTER_H_

#include "compiler/pass/pass_registry.h"

namespace rlx {
namespace transform {

// AnnotateTIROpPattern, BindParams, CanonicalizeBindings,
// CanonicalizeRelaxBindings, CanonicalizeTIRVariables, DeadCodeElimination,
// FoldConstant, LegalizeOps, Normalize, ToNonDataflow.
void RegisterTransformPasses(PassRegistry* r);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_REGISTER_H_
