// TVM's relax.backend.gpu_generic: the pipeline for metal, vulkan, webgpu,
// opencl (without the adreno key) and any other target with the gpu key.
// Its delta from the shared stages: dlight scheduling right after FuseTIR
// (GpuLegalizeStage, ApplyDefaultSchedule(rules=kGpuScheduleRules)). TVM
// lists gpu.Matmul, gpu.GEMV, gpu.Reduction, gpu.GeneralReduction and
// gpu.Fallback there; kGpuScheduleRules names the implemented ones. No
// RewriteCUDAGraph (that is cuda's delta).
#ifndef RLX_TARGETS_GPU_GENERIC_PIPELINE_H_
#define RLX_TARGETS_GPU_GENERIC_PIPELINE_H_

#include <vector>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {
namespace gpu_generic {

PipelineSpec Pipeline(const Target& target);

// TVM's module-level functions of backend/gpu_generic/pipeline.py.
// LibraryDispatchPasses, LegalizePasses, DataflowLowerPasses,
// FinalizePasses and GetDefaultPipeline, as in TVM.
inline constexpr BackendPipeline kPipeline{Pipeline};

}  // namespace gpu_generic
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_GPU_GENERIC_PIPELINE_H_
