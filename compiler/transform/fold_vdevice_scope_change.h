// FoldVDeviceScopeChange (TVM relax.backend.adreno.transform
// .FoldVDeviceScopeChange, src/relax/backend/adreno/
// fold_vdevice_scope_change.cc; opt_level 1): a kernel writing a texture
// whose only consumer copies it to a global buffer,
//   lv = R.call_tir(f, args, out_sinfo=R.Tensor(..., vdevice="opencl:0:global.texture"))
//   y = R.to_vdevice(lv, "opencl:1:global")
// writes the global buffer directly:
//   y = R.call_tir(f, args, out_sinfo=R.Tensor(..., vdevice="opencl:1:global"))
// Only when the source scope contains "texture", the destination scope is
// "global" and lv has no other use.
#ifndef RLX_COMPILER_TRANSFORM_FOLD_VDEVICE_SCOPE_CHANGE_H_
#define RLX_COMPILER_TRANSFORM_FOLD_VDEVICE_SCOPE_CHANGE_H_

#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

PassPtr FoldVDeviceScopeChange();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_FOLD_VDEVICE_SCOPE_CHANGE_H_
