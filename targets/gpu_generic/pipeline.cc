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

std::vector<PassPtr> LibraryDispatchPasses(const Target& target) {
  return StagePasses(Pipeline(target), kLibraryDispatchStage);
}
std::vector<PassPtr> LegalizePasses(const Target& target) { return StagePasses(Pipeline(target), kLegalizeStage); }
std::vector<PassPtr> DataflowLowerPasses(const Target& target) {
  return StagePasses(Pipeline(target), kDataflowLowerStage);
}
std::vector<PassPtr> FinalizePasses(const Target& target) { return StagePasses(Pipeline(target), kFinalizeStage); }
PassPtr GetDefaultPipeline(const Target& target) { return DefaultPipelinePass(Pipeline(target), target); }

}  // namespace gpu_generic
}  // namespace targets
}  // namespace rlx
