#include "targets/gpu_generic/pipeline.h"

#include <string>

namespace rlx {
namespace targets {
namespace gpu_generic {

PipelineSpec Pipeline(const Target& /*target*/) {
  Stage legalize = LegalizeStage();
  InsertAfter(&legalize, "FuseTIR", std::string("ApplyDefaultSchedule(rules=") + kScheduleRules + ")");
  return {"gpu_generic", {LibraryDispatchStage(), legalize, DataflowLowerStage(), FinalizeStage()}};
}

}  // namespace gpu_generic
}  // namespace targets
}  // namespace rlx
