// Shared stage builders for the per-target pipelines, shaped as TVM's
// python/tvm/relax/backend/<target>/pipeline.py: every target compiles in
// four stages (library_dispatch, legalize, dataflow_lower, finalize), and a
// target package states only how its stages differ from these.
//
// A stage is a list of pass specs (`DispatchSortScan(index_bits=32)`) that
// is turned into passes through the pass registry, so that the same list is
// what `rlx opt --pipeline=default --print-pass-names` prints, what the
// golden tests pin, and what runs.
#ifndef RLX_TARGETS_COMMON_STAGES_H_
#define RLX_TARGETS_COMMON_STAGES_H_

#include <memory>
#include <string>
#include <vector>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_registry.h"

namespace rlx {
namespace targets {

// TVM's stage names, in pipeline order.
inline constexpr const char* kLibraryDispatchStage = "library_dispatch_passes";
inline constexpr const char* kLegalizeStage = "legalize_passes";
inline constexpr const char* kDataflowLowerStage = "dataflow_lower_passes";
inline constexpr const char* kFinalizeStage = "finalize_passes";

struct Stage {
  std::string name;                 // one of the k*Stage names
  std::vector<std::string> passes;  // pass specs, in order
};

// A target's whole default pipeline: `backend` is the TVM package it
// mirrors ("cpu_generic", "cuda", ...); `stages` are in pipeline order.
struct PipelineSpec {
  std::string backend;
  std::vector<Stage> stages;
  // The registry the stage specs are created from: null for
  // DefaultPassRegistry(); a package whose pipeline uses passes of its own
  // (cuda's RewriteCUDAGraph) gives the default plus those.
  std::shared_ptr<const PassRegistry> registry;

  const Stage& stage(const std::string& name) const;
  // Every pass spec of every stage, in order.
  std::vector<std::string> PassSpecs() const;
};

// The stages every target shares (cpu_generic uses them unchanged).
Stage LibraryDispatchStage();  // DispatchSampling, DispatchSortScan
Stage LegalizeStage();         // LegalizeOps .. FuseTIR, no GPU scheduling
Stage DataflowLowerStage();    // RewriteDataflowReshape .. CallTIRRewrite
Stage FinalizeStage();         // StaticPlanBlockMemory .. AttachGlobalSymbol

// The dlight rules TVM's GPU backends (cuda, rocm, gpu_generic) apply after
// FuseTIR, in TVM's order (backend/apply_default_schedule.h).
inline constexpr const char* kGpuScheduleRules = "gpu.Matmul;gpu.GEMV;gpu.Reduction;gpu.GeneralReduction;gpu.Fallback";

// LegalizeStage followed by ApplyDefaultSchedule(rules=kGpuScheduleRules):
// the legalize stage of every TVM GPU backend.
Stage GpuLegalizeStage();

// Inserts `spec` after the pass named `after` in `stage`; an internal error
// if `after` is not there, since a target's delta must name a real pass.
void InsertAfter(Stage* stage, const std::string& after, const std::string& spec);

// Every registered pass of compiler/transform and compiler/backend, filled
// once on first use, immutable. Passes a target package keeps to itself are
// in that package's registry (PipelineSpec::registry); targets/registry's
// AllPasses() holds everything.
const PassRegistry& DefaultPassRegistry();

// The passes of one stage, created from its specs.
std::vector<PassPtr> StagePasses(const PipelineSpec& spec, const std::string& stage_name);
// The same, as a Sequential named "<backend>.<stage>".
PassPtr StagePass(const PipelineSpec& spec, const std::string& stage_name);

// TVM's get_default_pipeline: a module pass (opt_level 0) named
// "<backend>.default_pipeline" that runs every stage with the pass
// context's target set to `target` (TVM's `with target:`), restoring the
// caller's target afterwards.
PassPtr DefaultPipelinePass(const PipelineSpec& spec, const Target& target);

// TVM's module-level functions of backend/<t>/pipeline.py, written once: a
// package supplies its PipelineSpec function and exposes
//   inline constexpr BackendPipeline kPipeline{Pipeline};
class BackendPipeline {
 public:
  using SpecFunction = PipelineSpec (*)(const Target&);
  constexpr explicit BackendPipeline(SpecFunction spec) : spec_(spec) {}

  PipelineSpec Spec(const Target& target) const { return spec_(target); }
  std::vector<PassPtr> LibraryDispatchPasses(const Target& target) const;
  std::vector<PassPtr> LegalizePasses(const Target& target) const;
  std::vector<PassPtr> DataflowLowerPasses(const Target& target) const;
  std::vector<PassPtr> FinalizePasses(const Target& target) const;
  PassPtr GetDefaultPipeline(const Target& target) const;

 private:
  SpecFunction spec_;
};

}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_COMMON_STAGES_H_
