// TVM's relax.backend.adreno (python/tvm/relax/backend/adreno/pipeline.py):
// the pipeline for opencl targets with the adreno key (qcom/adreno-opencl).
// Its delta from the shared stages:
//
//   library_dispatch: DispatchSampling, DispatchSortScan. Deliberately
//       unlike TVM, whose adreno library_dispatch_passes is empty (without
//       the clml key), which leaves sort/scan/sampling unlowered there.
//   legalize: BindTarget, DecomposeOpsForInference, LegalizeOps,
//       AnnotateTIROpPattern, FoldConstant, FuseOps, FuseTIR,
//       DeadCodeElimination, Normalize, ApplyDefaultSchedule(rules=
//       gpu.Fallback) — TVM's order. TVM's first ApplyDefaultSchedule
//       (adreno.Conv2d, adreno.LayoutTransform, adreno.Pool2D) is left out,
//       as those rules are not implemented, and its second one names
//       gpu.Reduction and gpu.GeneralReduction before gpu.Fallback, of which
//       gpu.Fallback is implemented.
//   dataflow_lower, finalize: the shared stages (TVM delegates to
//       gpu_generic, whose stages are the shared ones).
//
// Not built, and an error naming what is missing when the target asks for
// them: the texture path ("texture" key: ConvertLayout to NCHW4c,
// AnnotateCustomMemoryScope, the adreno conv2d legalization,
// FoldVDeviceScopeChange, SpecializePrimFuncBasedOnCallSite) and the CLML
// offload ("clml" key: OpenCLMLOffLoadForLLM, OpenCLMLOffLoad with
// FoldBatchnormToConv2D, AppendReshapeToBN and RunCodegen).
#ifndef RLX_TARGETS_ADRENO_PIPELINE_H_
#define RLX_TARGETS_ADRENO_PIPELINE_H_

#include "compiler/ir/target.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {
namespace adreno {

// The implemented part of TVM's second adreno ApplyDefaultSchedule
// (gpu.Reduction, gpu.GeneralReduction, gpu.Fallback).
inline constexpr const char* kScheduleRules = "gpu.Fallback";

// Throws DiagnosticError for the texture and clml keys (see above).
PipelineSpec Pipeline(const Target& target);

// LibraryDispatchPasses, LegalizePasses, DataflowLowerPasses,
// FinalizePasses and GetDefaultPipeline, as in TVM.
inline constexpr BackendPipeline kPipeline{Pipeline};

}  // namespace adreno
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_ADRENO_PIPELINE_H_
