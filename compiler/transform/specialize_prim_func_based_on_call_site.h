// SpecializePrimFuncBasedOnCallSite (TVM relax.backend.adreno.transform
// .SpecializePrimFuncBasedOnCallSite, src/relax/backend/adreno/
// specialize_primfunc_based_on_callsite.cc): gives the buffers of each
// PrimFunc called by R.call_tir the memory scope its call site passes or
// expects (the vdevice scope of each tensor argument and of each output,
// "global" when there is none), so that codegen knows which parameters are
// textures.
//
// A PrimFunc whose call sites all pass the same scopes is changed in place;
// when call sites differ, every distinct scope list beyond the first gets
// its own copy (name made unique: "conv", "conv1", ...) and those call sites
// call it. Call sites whose scopes are all "global" keep the PrimFunc as it
// was (a first all-global list keeps the original name for it).
#ifndef RLX_COMPILER_TRANSFORM_SPECIALIZE_PRIM_FUNC_BASED_ON_CALL_SITE_H_
#define RLX_COMPILER_TRANSFORM_SPECIALIZE_PRIM_FUNC_BASED_ON_CALL_SITE_H_

#include <string>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace transform {

// `f` with its i-th buffer parameter in scope `scopes[i]` (every access in
// the body follows the new buffer).
tir::PrimFunc WithParamScopes(const tir::PrimFunc& f, const std::vector<std::string>& scopes);

PassPtr SpecializePrimFuncBasedOnCallSite();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_SPECIALIZE_PRIM_FUNC_BASED_ON_CALL_SITE_H_
