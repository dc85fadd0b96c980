// AnnotateCustomMemoryScope (TVM relax.backend.adreno.transform
// .AnnotateCustomMemoryScope(target), src/relax/backend/adreno/
// annotate_custom_storage.cc; module pass, opt_level 0): decides, per
// tensor of each non-primitive Relax function, whether it lives in an
// OpenCL image (texture) or in a plain buffer, and records the decision as
// vdevices (target, 0, scope).
//
// Consumer demands: a call_tir whose PrimFunc has op_pattern < kCommReduce
// accepts texture for every argument; R.nn.conv2d in NCHW<k>c takes its
// data as texture and its weight as global; max/avg/adaptive-avg pool2d in
// a packed layout and layer_norm take their data as texture; everything
// else (and R.output / the return value) wants global. A texture demand
// becomes TextureScope(shape) below, which may still be "global".
//
// A producer (a call's result) lives where most of its consumers want it
// (the first demand in program order breaks ties); parameters and
// constants are global. The decision is realized directly, which is what
// TVM's hint_on_device + RealizeVDevice + CanonicalizeBindings reach:
//   * a call_tir's out_sinfo and an op call's sinfo_args (TVM's ty_args)
//     carry the vdevice of a non-global result (an op call whose inputs
//     carry vdevices gets its global result pinned too);
//   * an argument whose consumer wants another scope than it lives in is
//     passed through R.to_vdevice(arg, vdevice) (one per value and scope);
//   * the vdevices used are added to global_infos["vdevice"], deduplicated.
#ifndef RLX_COMPILER_TRANSFORM_ANNOTATE_CUSTOM_MEMORY_SCOPE_H_
#define RLX_COMPILER_TRANSFORM_ANNOTATE_CUSTOM_MEMORY_SCOPE_H_

#include <optional>
#include <string>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "compiler/relax/struct_info.h"

namespace rlx {
namespace transform {

// The scope table of TVM's texture annotation. Only 5-D tensors whose last
// dimension is 4 (one RGBA texel) can be textures; with a0..a3 the other
// dims, S = spatial_limit and D = depth_limit:
//   any of a0..a3 symbolic            -> "global.texture-nchw"
//   a0 < S and a1*a2*a3 < S           -> "global.texture-weight"
//   a0 < D and a1 < S and a2*a3 < S   -> "global.texture-nhwc"
//   a0*a1 < D and a2 < S and a3 < S   -> "global.texture"
//   otherwise (and for other tensors) -> "global"
std::string TextureScope(const relax::StructInfo& sinfo, int64_t spatial_limit = 16384, int64_t depth_limit = 2048);

// `target` defaults to the pass context's target (the pipeline's).
PassPtr AnnotateCustomMemoryScope(std::optional<Target> target = std::nullopt);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_ANNOTATE_CUSTOM_MEMORY_SCOPE_H_
