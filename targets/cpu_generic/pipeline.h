// TVM's relax.backend.cpu_generic: the pipeline for llvm targets. It uses
// the shared stages unchanged — no GPU scheduling in legalize, no
// RewriteCUDAGraph in finalize.
#ifndef RLX_TARGETS_CPU_GENERIC_PIPELINE_H_
#define RLX_TARGETS_CPU_GENERIC_PIPELINE_H_

#include <vector>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {
namespace cpu_generic {

PipelineSpec Pipeline(const Target& target);

// LibraryDispatchPasses, LegalizePasses, DataflowLowerPasses,
// FinalizePasses and GetDefaultPipeline, as in TVM.
inline constexpr BackendPipeline kPipeline{Pipeline};

}  // namespace cpu_generic
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_CPU_GENERIC_PIPELINE_H_
