#include "targets/cuda/pipeline.h"

#include <memory>

#include "targets/cuda/rewrite_cuda_graph.h"

namespace rlx {
namespace targets {
namespace cuda {

std::shared_ptr<const PassRegistry> PassesOfCuda() {
  // Built once, immutable: the shared passes plus the cuda-only ones.
  static const auto* registry = new std::shared_ptr<const PassRegistry>([] {
    auto r = std::make_shared<PassRegistry>(DefaultPassRegistry());
    RegisterCudaPasses(r.get());
    return r;
  }());
  return *registry;
}

PipelineSpec Pipeline(const Target& /*target*/) {
  Stage finalize = FinalizeStage();
  InsertAfter(&finalize, "StaticPlanBlockMemory", "RewriteCUDAGraph");
  PipelineSpec spec{"cuda", {LibraryDispatchStage(), GpuLegalizeStage(), DataflowLowerStage(), finalize}};
  spec.registry = PassesOfCuda();
  return spec;
}

}  // namespace cuda
}  // namespace targets
}  // namespace rlx
