// TVM's relax.backend.gpu_generic: the pipeline for metal, vulkan, webgpu,
// opencl (without the adreno key) and any other target with the gpu key.
// Its delta from the shared stages: dlight scheduling right after FuseTIR,
//
//   ApplyDefaultSchedule(rules=gpu.Fallback)
//
// TVM lists gpu.Matmul, gpu.GEMV, gpu.Reduction, gpu.GeneralReduction and
// gpu.Fallback there; only gpu.Fallback is implemented (backend/
// apply_default_schedule.h), so matmuls and reductions run with their
// reduction loop serial inside each thread. No RewriteCUDAGraph (that is
// cuda's delta).
#ifndef RLX_TARGETS_GPU_GENERIC_PIPELINE_H_
#define RLX_TARGETS_GPU_GENERIC_PIPELINE_H_

#include <vector>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {
namespace gpu_generic {

// The dlight rules the legalize stage applies, in TVM's order, restricted
// to the implemented ones.
inline constexpr const char* kScheduleRules = "gpu.Fallback";

PipelineSpec Pipeline(const Target& target);

// TVM's module-level functions of backend/gpu_generic/pipeline.py.
// LibraryDispatchPasses, LegalizePasses, DataflowLowerPasses,
// FinalizePasses and GetDefaultPipeline, as in TVM.
inline constexpr BackendPipeline kPipeline{Pipeline};

}  // namespace gpu_generic
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_GPU_GENERIC_PIPELINE_H_
