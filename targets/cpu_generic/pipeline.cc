#include "targets/cpu_generic/pipeline.h"

namespace rlx {
namespace targets {
namespace cpu_generic {

PipelineSpec Pipeline(const Target& /*target*/) {
  return {"cpu_generic", {LibraryDispatchStage(), LegalizeStage(), DataflowLowerStage(), FinalizeStage()}};
}

}  // namespace cpu_generic
}  // namespace targets
}  // namespace rlx
