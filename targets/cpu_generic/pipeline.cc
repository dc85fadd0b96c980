#include "targets/cpu_generic/pipeline.h"

namespace rlx {
namespace targets {
namespace cpu_generic {

PipelineSpec Pipeline(const Target& /*target*/) {
  return {"cpu_generic", {LibraryDispatchStage(), LegalizeStage(), DataflowLowerStage(), FinalizeStage()}};
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

}  // namespace cpu_generic
}  // namespace targets
}  // namespace rlx
