#include "targets/cuda/pipeline.h"

namespace rlx {
namespace targets {
namespace cuda {

PipelineSpec Pipeline(const Target& /*target*/) {
  Stage finalize = FinalizeStage();
  InsertAfter(&finalize, "StaticPlanBlockMemory", "RewriteCUDAGraph");
  return {"cuda", {LibraryDispatchStage(), GpuLegalizeStage(), DataflowLowerStage(), finalize}};
}

}  // namespace cuda
}  // namespace targets
}  // namespace rlx
