// RewriteCUDAGraph (TVM relax.transform.RewriteCUDAGraph, src/relax/
// transform/rewrite_cuda_graph.cc): rewrites a module, after
// StaticPlanBlockMemory, so that its static parts run as CUDA graphs.
//
// It acts only when the pass context's config `relax.backend.use_cuda_graph`
// is true ("true" or "1"); otherwise the module comes back unchanged, as in
// TVM, which is why the cuda pipeline can always list it.
//
// Two kinds of code are lifted out of each Relax function into private
// functions with the `relax.force_pure` attribute:
//
//   * Static allocations: every R.memory.alloc_storage with a constant size
//     in virtual device 0, except storages of tensors that the function
//     returns. The storages of all functions are merged (per storage scope,
//     largest first, one storage shared by the functions' i-th largest) into
//     one function `cuda_graph_alloc`, called once through
//       R.call_builtin_with_ctx("vm.builtin.cuda_graph.get_cached_alloc",
//                               (cls.cuda_graph_alloc, R.prim_value(0)))
//     and each storage becomes an element of its (cached) result.
//   * Capture regions: within one binding block, a maximal run of bindings
//     that starts with a kernel launch (a call of a PrimFunc, an extern
//     function or an operator other than memory/builtin ops, reshape and
//     null_value) and in which every binding uses only static values
//     (constants, static storages, tensors placed in them, parameters past
//     the `num_input` attribute, and values computed from those). Each
//     becomes `<func>_cuda_graph_capture`, called through
//       R.call_builtin_with_ctx("vm.builtin.cuda_graph.run_or_capture",
//                               (cls.<func>_cuda_graph_capture, (inputs...),
//                                R.prim_value(index)[, R.shape(vars)]))
//     which captures the launches once and replays them; results used
//     later are elements of its result tuple. Symbolic variables of fixed
//     parameters (or named by the function attribute
//     `relax.rewrite_cuda_graph.capture_symbolic_vars`) may appear; they are
//     passed as a trailing shape argument, which also keys the capture.
//
// A region ends at anything else: a non-static argument, a call of a Relax
// function or of a `vm.builtin.*` extern function, an R.builtin.alloc_tensor
// result. Deliberate difference: TVM lets a region run on across an `if`
// binding or a match_cast (its visitor does not end the region there, so
// lifted launches after the `if` run before it); here both end the region,
// and static storages are lifted only from the function's top-level blocks
// (a storage first bound inside a branch would otherwise put the shared
// allocation call inside that branch).
#ifndef RLX_TARGETS_CUDA_REWRITE_CUDA_GRAPH_H_
#define RLX_TARGETS_CUDA_REWRITE_CUDA_GRAPH_H_

#include "compiler/pass/pass.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace targets {
namespace cuda {

// The pass-context config key that enables the rewrite.
inline constexpr const char* kUseCudaGraphConfig = "relax.backend.use_cuda_graph";

// The rewrite itself, regardless of the config.
IRModule RewriteCUDAGraph(const IRModule& mod);
// The pass (module pass, opt_level 0), gated by kUseCudaGraphConfig.
PassPtr RewriteCUDAGraph();

// Registers the passes only the cuda pipeline uses (RewriteCUDAGraph).
void RegisterCudaPasses(PassRegistry* registry);

}  // namespace cuda
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_REWRITE_CUDA_GRAPH_H_
