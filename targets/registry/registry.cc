#include "targets/registry/registry.h"

#include <functional>
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "targets/adreno/dlight_adreno.h"
#include "targets/adreno/pipeline.h"
#include "targets/cpu_generic/pipeline.h"
#include "targets/cuda/pipeline.h"
#include "targets/cuda/rewrite_cuda_graph.h"
#include "targets/gpu_generic/pipeline.h"
#include "targets/rocm/pipeline.h"

namespace rlx {
namespace targets {
namespace {

struct Route {
  const char* backend;
  const char* rule;  // for error messages
  std::function<bool(const Target&)> matches;
  std::function<PipelineSpec(const Target&)> pipeline;
};

// First match wins, in TVM's order.
const std::vector<Route>& Routes() {
  static const std::vector<Route> routes = {
      {"cuda", "kind cuda", [](const Target& t) { return t.kind() == "cuda"; }, cuda::Pipeline},
      {"rocm", "kind rocm", [](const Target& t) { return t.kind() == "rocm"; }, rocm::Pipeline},
      {"gpu_generic", "kind metal", [](const Target& t) { return t.kind() == "metal"; }, gpu_generic::Pipeline},
      {"cpu_generic", "kind llvm", [](const Target& t) { return t.kind() == "llvm"; }, cpu_generic::Pipeline},
      {"adreno", "kind opencl with key adreno",
       [](const Target& t) { return t.kind() == "opencl" && t.HasKey("adreno"); }, adreno::Pipeline},
      {"gpu_generic", "key gpu", [](const Target& t) { return t.HasKey("gpu"); }, gpu_generic::Pipeline},
  };
  return routes;
}

const Route& FindRoute(const Target& target, const std::string& what) {
  for (const Route& r : Routes()) {
    if (r.matches(target)) return r;
  }
  std::string supported;
  for (const Route& r : Routes()) supported += std::string(supported.empty() ? "" : ", ") + r.rule + " -> " + r.backend;
  ThrowError("Target " + target.ToString() + " is not yet supported by " + what + ". Supported: " + supported +
             " (the gpu key: vulkan, webgpu, opencl, nvptx, ...).");
}

}  // namespace

std::string RouteTarget(const Target& target, const std::string& what) { return FindRoute(target, what).backend; }

PipelineSpec GetPipelineSpec(const Target& target, const std::string& what) {
  return FindRoute(target, what).pipeline(target);
}

std::vector<PassPtr> LibraryDispatchPasses(const Target& target) {
  return StagePasses(GetPipelineSpec(target, "library dispatch passes"), kLibraryDispatchStage);
}
std::vector<PassPtr> LegalizePasses(const Target& target) {
  return StagePasses(GetPipelineSpec(target, "legalize passes"), kLegalizeStage);
}
std::vector<PassPtr> DataflowLowerPasses(const Target& target) {
  return StagePasses(GetPipelineSpec(target, "dataflow lowering passes"), kDataflowLowerStage);
}
std::vector<PassPtr> FinalizePasses(const Target& target) {
  return StagePasses(GetPipelineSpec(target, "finalization passes"), kFinalizeStage);
}
PassPtr GetDefaultPipeline(const Target& target) {
  return DefaultPipelinePass(GetPipelineSpec(target, "default pipeline"), target);
}

std::vector<std::string> ListPipelines() { return {"default", "default_build", "zero"}; }

PipelineSpec GetNamedPipelineSpec(const std::string& name, const Target& target) {
  if (name == "default") return GetPipelineSpec(target, "default pipeline");
  if (name == "zero") return {"zero", {LegalizeStage()}};
  if (name == "default_build") {
    Stage legalize{kLegalizeStage, {"LegalizeOps"}};
    return {"default_build", {LibraryDispatchStage(), legalize, DataflowLowerStage(), FinalizeStage()}};
  }
  std::string known;
  for (const std::string& n : ListPipelines()) known += (known.empty() ? "" : ", ") + n;
  ThrowError("Unknown pre-built pipeline '" + name + "'; known pipelines: " + known);
}

PassPtr GetNamedPipeline(const std::string& name, const Target& target) {
  return DefaultPipelinePass(GetNamedPipelineSpec(name, target), target);
}

const PassRegistry& AllPasses() {
  static const PassRegistry* registry = [] {
    auto* r = new PassRegistry(DefaultPassRegistry());
    cuda::RegisterCudaPasses(r);
    adreno::RegisterAdrenoPasses(r);
    return r;
  }();
  return *registry;
}

}  // namespace targets
}  // namespace rlx
