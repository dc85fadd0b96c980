// TVM's relax.backend.rocm (python/tvm/relax/backend/rocm/pipeline.py): the
// pipeline for targets of kind rocm. Its delta from the shared stages is the
// GPU one, ApplyDefaultSchedule after FuseTIR (GpuLegalizeStage); unlike
// cuda, no RewriteCUDAGraph. Library dispatch is the shared DispatchSampling,
// DispatchSortScan (hipBLAS offload is a user-added FuseOpsByPattern, not
// part of TVM's default rocm pipeline).
#ifndef RLX_TARGETS_ROCM_PIPELINE_H_
#define RLX_TARGETS_ROCM_PIPELINE_H_

#include "compiler/ir/target.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {
namespace rocm {

PipelineSpec Pipeline(const Target& target);

// LibraryDispatchPasses, LegalizePasses, DataflowLowerPasses,
// FinalizePasses and GetDefaultPipeline, as in TVM.
inline constexpr BackendPipeline kPipeline{Pipeline};

}  // namespace rocm
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_ROCM_PIPELINE_H_
