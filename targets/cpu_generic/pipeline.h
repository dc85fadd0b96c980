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

// TVM's module-level functions of backend/cpu_generic/pipeline.py.
std::vector<PassPtr> LibraryDispatchPasses(const Target& target);
std::vector<PassPtr> LegalizePasses(const Target& target);
std::vector<PassPtr> DataflowLowerPasses(const Target& target);
std::vector<PassPtr> FinalizePasses(const Target& target);
PassPtr GetDefaultPipeline(const Target& target);

}  // namespace cpu_generic
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_CPU_GENERIC_PIPELINE_H_
