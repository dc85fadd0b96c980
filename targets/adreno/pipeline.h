// TVM's relax.backend.adreno (python/tvm/relax/backend/adreno/pipeline.py):
// the pipeline for opencl targets with the adreno key (qcom/adreno-opencl).
// Its delta from the shared stages:
//
//   library_dispatch: DispatchSampling, DispatchSortScan. Deliberately
//       unlike TVM, whose adreno library_dispatch_passes is empty (without
//       the clml key), which leaves sort/scan/sampling unlowered there.
//       With the "clml" key (qcom/adreno-opencl-clml) TVM's CLML offload
//       comes first: OpenCLMLOffLoadForLLM, OpenCLMLOffLoad
//       (compiler/contrib/openclml/openclml_offload.h: ConvertLayout to
//       NCHW/OIHW, FoldBatchnormToConv2D, AppendReshapeToBN, the openclml
//       patterns, MergeCompositeFunctions, RunCodegen with the openclml
//       JSON codegen); what it does not offload takes the OpenCL path below.
//   legalize: BindTarget, DecomposeOpsForInference, LegalizeOps,
//       AnnotateTIROpPattern, FoldConstant, FuseOps, FuseTIR,
//       DeadCodeElimination, Normalize, ApplyDefaultSchedule(rules=
//       adreno.Conv2d;adreno.LayoutTransform;adreno.Pool2D;adreno.Fallback),
//       ApplyDefaultSchedule(rules=gpu.Reduction;gpu.GeneralReduction;
//       gpu.Fallback) — TVM's order. The adreno rules
//       (targets/adreno/dlight_adreno.h) keep the four channels of a
//       texel in one thread, so texture-scoped outputs are written as
//       images.
//   texture path ("texture" key, qcom/adreno-opencl-texture), TVM's steps
//       in TVM's order: after DecomposeOpsForInference
//         ConvertLayout(conv2d -> NCHW4c/OIHW4o), Normalize, FoldConstant,
//         LegalizeOps(skip conv2d, max_pool2d, adaptive_avg_pool2d),
//         AnnotateTIROpPattern, AnnotateCustomMemoryScope;
//       after LegalizeOps: LegalizeOps(customize=adreno), the NCHWc conv2d
//         kernel conv2d_NCHWc_OIHWo_opencl;
//       after FuseTIR's DeadCodeElimination: FoldVDeviceScopeChange,
//         DeadCodeElimination, SpecializePrimFuncBasedOnCallSite.
//   dataflow_lower, finalize: the shared stages (TVM delegates to
//       gpu_generic, whose stages are the shared ones).
//
// The offloaded functions need Qualcomm's CLML SDK at run time, which this
// project does not have: they build, and running them is a clear error
// (compiler/contrib/openclml/runtime/openclml.h).
#ifndef RLX_TARGETS_ADRENO_PIPELINE_H_
#define RLX_TARGETS_ADRENO_PIPELINE_H_

#include <memory>

#include "compiler/ir/target.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {
namespace adreno {

// TVM's two adreno ApplyDefaultSchedule passes: the adreno rules first,
// then the generic ones for what they leave. Unlike TVM, the first also
// lists adreno.Fallback, so that every texture-scoped output is written as
// whole texels (an image write); see targets/adreno/dlight_adreno.h.
inline constexpr const char* kAdrenoScheduleRules =
    "adreno.Conv2d;adreno.LayoutTransform;adreno.Pool2D;adreno.Fallback";
inline constexpr const char* kScheduleRules = "gpu.Reduction;gpu.GeneralReduction;gpu.Fallback";

// The texture path's pass specs with options.
inline constexpr const char* kTextureConvertLayout = "ConvertLayout(desired_layouts=relax.nn.conv2d:NCHW4c/OIHW4o)";
inline constexpr const char* kTextureLegalizeSkip =
    "LegalizeOps(skip_ops=relax.nn.conv2d;relax.nn.max_pool2d;relax.nn.adaptive_avg_pool2d)";
inline constexpr const char* kTextureLegalizeConv2d = "LegalizeOps(customize=adreno)";

// The CLML offload passes of the clml key (TVM's order).
inline constexpr const char* kClmlOffloadForLlm = "OpenCLMLOffLoadForLLM";
inline constexpr const char* kClmlOffload = "OpenCLMLOffLoad";

PipelineSpec Pipeline(const Target& target);

// The pass registry of the adreno pipeline: DefaultPassRegistry() with
// ApplyDefaultSchedule knowing the adreno rules (RegisterAdrenoPasses).
std::shared_ptr<const PassRegistry> PassesOfAdreno();

// LibraryDispatchPasses, LegalizePasses, DataflowLowerPasses,
// FinalizePasses and GetDefaultPipeline, as in TVM.
inline constexpr BackendPipeline kPipeline{Pipeline};

}  // namespace adreno
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_ADRENO_PIPELINE_H_
