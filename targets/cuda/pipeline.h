// TVM's relax.backend.cuda (python/tvm/relax/backend/cuda/pipeline.py): the
// pipeline for targets of kind cuda. Its delta from the shared stages:
//
//   legalize:  ApplyDefaultSchedule after FuseTIR (GpuLegalizeStage), as
//              every GPU backend;
//   finalize:  RewriteCUDAGraph right after StaticPlanBlockMemory. The pass
//              is always listed and acts only when the pass context's config
//              relax.backend.use_cuda_graph is true, as in TVM.
//
// Library dispatch is the shared DispatchSampling, DispatchSortScan: TVM's
// cuda library_dispatch_passes lists only those two. cuBLAS, cuDNN and
// CUTLASS offload are not part of TVM's default cuda pipeline (they are
// FuseOpsByPattern with the cublas./cudnn./cutlass. patterns, which a user
// adds, e.g. `rlx opt --passes=FuseOpsByPattern(prefix=cublas),...`);
// `cuda -libs=thrust` changes what DispatchSortScan picks, not the pass list.
#ifndef RLX_TARGETS_CUDA_PIPELINE_H_
#define RLX_TARGETS_CUDA_PIPELINE_H_

#include <memory>

#include "compiler/ir/target.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {
namespace cuda {

PipelineSpec Pipeline(const Target& target);

// DefaultPassRegistry() plus the passes only cuda uses (RewriteCUDAGraph);
// built once, immutable. The cuda pipeline's specs are created from it.
std::shared_ptr<const PassRegistry> PassesOfCuda();

// LibraryDispatchPasses, LegalizePasses, DataflowLowerPasses,
// FinalizePasses and GetDefaultPipeline, as in TVM.
inline constexpr BackendPipeline kPipeline{Pipeline};

}  // namespace cuda
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_PIPELINE_H_
