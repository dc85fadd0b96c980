// TVM's dlight entry point (tvm.s_tir.dlight.ApplyDefaultSchedule): a module
// pass that gives every PrimFunc not yet scheduled a GPU schedule by trying
// its rules in order; the first rule that applies wins.
//
//   ApplyDefaultSchedule(rules=gpu.Fallback)
//
// A PrimFunc counts as scheduled (and is left alone) when it carries the
// `tirx.is_scheduled` attribute or already runs under thread bindings (the
// extern GPU kernels of DispatchSortScan / DispatchSampling). The number of
// threads per block is the pass context target's max_num_threads (else its
// max_threads_per_block, else 256), as dlight's; cross-thread reductions
// use warp shuffles on targets that have them (dlight::WarpShuffleOf).
// Without a target in the pass context, or for a target without the gpu
// key, the pass does nothing, as dlight's rules do for non-GPU targets.
//
// Rules (each in its dlight_*.h): gpu.Matmul, gpu.GEMV, gpu.Reduction,
// gpu.GeneralReduction, gpu.Fallback. A target package adds rules of its
// own as ExtraScheduleRules: targets/adreno's adreno.Conv2d,
// adreno.LayoutTransform, adreno.Pool2D, adreno.Fallback
// (targets/adreno/dlight_adreno.h), which apply to targets with the adreno
// key only, registered under this pass's name in the registries that
// package builds (RegisterAdrenoPasses). For each function the rules are tried
// in the order given and the first that applies schedules it, as dlight's
// ApplyDefaultSchedule does. Matmul, GEMV and Reduction apply to a function
// with exactly one reduction stage (dlight's get_reduction_blocks) that they
// can schedule, and leave its elementwise stages to Fallback;
// GeneralReduction takes softmax / norm-like functions whole; Fallback
// applies to everything.
//
// Fallback only schedules a stage that is a plain loop nest over one block
// with its spatial loops outermost. Every other stage of a scheduled
// function (loop nests with interleaved reduction loops, opaque stages)
// would otherwise stay host code, which a GPU runtime cannot run, so it
// becomes a kernel of one thread (blockIdx.x = threadIdx.x = 1): correct,
// serial, and counted in the function's `rlx.serial_stages` attribute so
// that slow kernels are visible in the printed IR.
#ifndef RLX_COMPILER_BACKEND_APPLY_DEFAULT_SCHEDULE_H_
#define RLX_COMPILER_BACKEND_APPLY_DEFAULT_SCHEDULE_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "compiler/backend/dlight_common.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// A rule a target package adds. `apply` returns the function with the
// stages it scheduled (the rest are finished by gpu.Fallback), or null when
// the rule does not apply. With `target_key` set the rule applies only to
// targets with that key (TVM's AdrenoScheduleRule.is_target_available).
struct ExtraScheduleRule {
  std::string name;
  std::string target_key;
  std::function<tir::PrimFunc(const tir::PrimFunc&, int64_t max_threads)> apply;
};
using ExtraScheduleRules = std::vector<ExtraScheduleRule>;

// The rule names dlight knows: the gpu rules in TVM's gpu_generic order,
// then the adreno ones (which targets/adreno implements).
std::vector<std::string> KnownScheduleRules();
// The rules this package applies: the gpu ones.
std::vector<std::string> ImplementedScheduleRules();

// `rules`: rule names separated by ';' (spaces around names are ignored),
// from the gpu rules and `extra`. Throws DiagnosticError for an empty list
// and for an unknown or unavailable rule, naming the available ones.
PassPtr ApplyDefaultSchedule(const std::string& rules, const ExtraScheduleRules& extra = {});

// The pass registry entry of ApplyDefaultSchedule (option rules=...) with
// the gpu rules and `extra`; a target package registers it in place of the
// default one (PassRegistry::Replace) to make its rules available by name.
PassEntry ApplyDefaultScheduleEntry(ExtraScheduleRules extra = {});

// True when `f` has a thread binding (a thread_binding loop or a
// thread_extent attribute).
bool HasThreadBinding(const tir::PrimFunc& f);

// The Fallback rule on one function, with every stage it cannot bind put in
// a one-thread kernel; `f` itself when it is already scheduled.
tir::PrimFunc ScheduleWithFallback(const tir::PrimFunc& f, int64_t max_threads);

// `f` scheduled by the first of `rules` that applies (stages no rule bound
// in one-thread kernels); `f` itself when already scheduled or when none
// applies. `*applied` (may be null) receives the rule's name, or "".
// `warp`: the target's warp shuffles (dlight::WarpShuffleOf), which the
// reduction rules use where they can; none by default.
// `extra` holds the rules beyond the gpu ones that `rules` may name.
tir::PrimFunc ScheduleWithRules(const tir::PrimFunc& f, const std::vector<std::string>& rules, int64_t max_threads,
                                std::string* applied, const dlight::WarpShuffle& warp = {},
                                const ExtraScheduleRules& extra = {});

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_APPLY_DEFAULT_SCHEDULE_H_
