#include "targets/gpu_generic/pipeline.h"

namespace rlx {
namespace targets {
namespace gpu_generic {

PipelineSpec Pipeline(const Target& /*target*/) {
  return {"gpu_generic", {LibraryDispatchStage(), GpuLegalizeStage(), DataflowLowerStage(), FinalizeStage()}};
}

}  // namespace gpu_generic
}  // namespace targets
}  // namespace rlx
