#include "targets/rocm/pipeline.h"

namespace rlx {
namespace targets {
namespace rocm {

PipelineSpec Pipeline(const Target& /*target*/) {
  return {"rocm", {LibraryDispatchStage(), GpuLegalizeStage(), DataflowLowerStage(), FinalizeStage()}};
}

}  // namespace rocm
}  // namespace targets
}  // namespace rlx
