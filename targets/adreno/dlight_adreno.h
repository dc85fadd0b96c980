// TVM's adreno dlight rules (python/tvm/s_tir/dlight/adreno: Conv2d,
// LayoutTransform, Pool2D), which the adreno pipeline applies before the
// generic ones. Their common idea, which is what makes texture outputs
// possible: a stage whose output's last axis holds the four channels of a
// texel (NCHW4c, OIHW4o) keeps that axis inside the thread, so each thread
// produces one whole texel, and the generic rules' fusing of the channel
// into threadIdx (one channel per thread, which no image write can express)
// is avoided.
//
// The texel form of one stage (TVM's adreno Fallback.schedule_default): a
// loop nest over one block whose last spatial loop has extent 4 and drives
// the last index of the written buffer (whose last dimension is 4):
//   * spatial: the other spatial loops are fused and split into blockIdx.x
//     x threadIdx.x (max_threads), and `for c in range(4)` stays serial
//     inside the thread, guarded once for the tail block. TextureFlatten
//     (targets/opencl/codegen/texture_flatten.h) turns such a channel loop
//     into one write_imagef of the texel;
//   * reduction: the same binding, the four channels accumulated in a
//     local array (init, every reduction step for all four channels, then
//     the four results written out): TVM's cache_write "local" with the
//     channel loop innermost. Each input element read by the step is then
//     shared by the four channels of the thread.
// Where TVM vectorizes the channel loop we keep it serial: the OpenCL
// emitter and TextureFlatten see the same four stores, and PoCL vectorizes
// such loops itself.
//
// The rules, each applying only to targets with the "adreno" key:
//   adreno.Conv2d: exactly one reduction stage, its block named
//     conv2d_NCHWc..., in texel form; the function's other stages (the
//     padding, a fused activation) in texel form where they have one.
//   adreno.LayoutTransform: a function of one stage, a block named
//     te_layout_transform, whose output is in texel form (packing into
//     NCHW4c / OIHW4o); an unpacking transform (texel input, plain output)
//     is left to the generic rules, which read one channel per thread.
//   adreno.Pool2D: a block named pool_max or adaptive_pool_sum with five
//     spatial and two reduction iter vars (TVM's SSSSSRR), in texel form,
//     with the other stages as for Conv2d.
//   adreno.Fallback: a function with a stage that writes a texture-scoped
//     buffer (e.g. an activation fused into the packing transform, which
//     has two stages and so is not adreno.LayoutTransform's), that stage in
//     texel form, the others in texel form where they have one. TVM's rule
//     also inlines injective stages. TVM's adreno pipeline does not list
//     it, which leaves such functions to gpu.Fallback: one channel per
//     thread, a store no image write can express. Ours lists it last among
//     the adreno rules (targets/adreno/pipeline.h).
// The generic dlight machinery (loop nests, gpu.Fallback, ApplyDefaultSchedule)
// is compiler/backend's; these rules reach it as ExtraScheduleRules.
// A rule returns the function with the stages it scheduled, the rest left
// for gpu.Fallback (ApplyDefaultSchedule finishes them), or null when it
// does not apply. Deltas from TVM: the padding and the activation are not
// inlined into the convolution (each stays its own kernel over a global
// intermediate), and the convolution's output tile is one texel per thread
// (TVM: 8 texels per thread in a 16x16 thread block with virtual threads).
#ifndef RLX_TARGETS_ADRENO_DLIGHT_ADRENO_H_
#define RLX_TARGETS_ADRENO_DLIGHT_ADRENO_H_

#include <cstdint>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace targets {
namespace adreno {

inline constexpr const char* kAdrenoConv2d = "adreno.Conv2d";
inline constexpr const char* kAdrenoLayoutTransform = "adreno.LayoutTransform";
inline constexpr const char* kAdrenoPool2D = "adreno.Pool2D";
inline constexpr const char* kAdrenoFallback = "adreno.Fallback";

// One stage in texel form (above); null when `s` has none.
tir::Stmt ScheduleTexelNest(const tir::Stmt& s, int64_t max_threads);

tir::PrimFunc ApplyAdrenoConv2d(const tir::PrimFunc& f, int64_t max_threads);
tir::PrimFunc ApplyAdrenoLayoutTransform(const tir::PrimFunc& f, int64_t max_threads);
tir::PrimFunc ApplyAdrenoPool2D(const tir::PrimFunc& f, int64_t max_threads);
tir::PrimFunc ApplyAdrenoFallback(const tir::PrimFunc& f, int64_t max_threads);

// The four rules above for ApplyDefaultSchedule, each for targets with the
// adreno key only.
backend::ExtraScheduleRules AdrenoScheduleRules();

// Replaces `registry`'s ApplyDefaultSchedule by the one that also knows the
// adreno rules (the adreno pipeline's registry, targets::AllPasses()).
void RegisterAdrenoPasses(PassRegistry* registry);

}  // namespace adreno
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_ADRENO_DLIGHT_ADRENO_H_
