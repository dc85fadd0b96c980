#include "targets/cpu_generic/pipeline.h"

namespace rlx {
namespace targets {
namespace cpu_generic {

PipelineSpec Pipeline(const Target& /*target*/) {
  // Delta from TVM: DispatchSampling's cumsum + get_sample_index pair becomes
  // one kernel before DispatchSortScan would lower the cumsum on its own.
  Stage dispatch = LibraryDispatchStage();
  InsertAfter(&dispatch, "DispatchSampling", "FuseCumsumIntoSampleIndex");
  return {"cpu_generic", {dispatch, LegalizeStage(), DataflowLowerStage(), FinalizeStage()}};
}

}  // namespace cpu_generic
}  // namespace targets
}  // namespace rlx
