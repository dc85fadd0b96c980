// The one table that routes a Target to its pipeline package, with TVM's
// rules (python/tvm/relax/pipeline.py):
//   kind cuda -> cuda; rocm -> rocm; metal -> gpu_generic; llvm -> cpu_generic;
//   opencl with the adreno key -> adreno; any other target with the gpu key
//   -> gpu_generic; anything else is an error naming the stage asked for
//   ("Target c is not yet supported by legalize passes.").
// It also holds TVM's named pipelines (`default`, `zero`, `default_build`).
#ifndef RLX_TARGETS_REGISTRY_REGISTRY_H_
#define RLX_TARGETS_REGISTRY_REGISTRY_H_

#include <string>
#include <vector>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "targets/common/stages.h"

namespace rlx {
namespace targets {

// The pipeline package `target` routes to ("cpu_generic", "cuda", ...).
// `what` names the caller for TVM's error text: "library dispatch passes",
// "legalize passes", "dataflow lowering passes", "finalization passes" or
// "default pipeline". Throws DiagnosticError for targets no package takes,
// listing the supported kinds.
std::string RouteTarget(const Target& target, const std::string& what = "default pipeline");

// The routed package's pipeline for `target`. A package may refuse a
// variant it does not build (adreno's texture and clml keys) with a
// DiagnosticError naming the missing passes.
PipelineSpec GetPipelineSpec(const Target& target, const std::string& what = "default pipeline");

std::vector<PassPtr> LibraryDispatchPasses(const Target& target);
std::vector<PassPtr> LegalizePasses(const Target& target);
std::vector<PassPtr> DataflowLowerPasses(const Target& target);
std::vector<PassPtr> FinalizePasses(const Target& target);
PassPtr GetDefaultPipeline(const Target& target);

// TVM's relax.get_pipeline: "default" (the routed default pipeline), "zero"
// (LegalizeOps, AnnotateTIROpPattern, FoldConstant, FuseOps, FuseTIR) and
// "default_build" (tvm.compile's CPU pipeline, without fusion). Unknown
// names are an error listing the known ones.
PipelineSpec GetNamedPipelineSpec(const std::string& name, const Target& target);
PassPtr GetNamedPipeline(const std::string& name, const Target& target);
std::vector<std::string> ListPipelines();

// Every pass of every package: DefaultPassRegistry() plus the passes target
// packages keep to themselves (cuda's RewriteCUDAGraph). What `rlx passes`
// lists and `rlx opt --passes` and the inspector create from.
const PassRegistry& AllPasses();

}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_REGISTRY_REGISTRY_H_
