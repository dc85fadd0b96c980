// DispatchSortScan (TVM's relax.backend.DispatchSortScan): rewrites
// relax.sort / argsort / topk / cumsum / cumprod / bucketize calls into
// call_tir of target-specific kernels.
//
// Dispatch is a rule table: each DispatchRule names an op, a predicate on
// the resolved target and the call, and a lowering. The first rule of the
// op whose predicate holds wins, and the choice goes with its reason to the
// DecisionRecorder of the pass context (dispatch_decision.h).
//
// Rows: CPU (te extern PrimFuncs calling "tvm.contrib.sort.*", a serial
// scan, searchsorted), GPU (gpu_sort_kernels.h / gpu_scan_kernels.h: TIR
// with thread bindings and shared memory, the continuous cumsum kernel for
// last-axis inclusive cumsum) and thrust (cuda / nvptx with libs=thrust:
// a uint8 workspace from R.builtin.alloc_tensor and an extern calling
// tvm.contrib.thrust.sort / sum_scan), see dispatch_sort_scan_gpu.h.
#ifndef RLX_COMPILER_BACKEND_DISPATCH_SORT_SCAN_H_
#define RLX_COMPILER_BACKEND_DISPATCH_SORT_SCAN_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "compiler/backend/dispatch_util.h"
#include "compiler/pass/pass.h"

namespace rlx {
namespace backend {

// The rules of DispatchSortScan in decision order (§2.3 of the notes).
const std::vector<DispatchRule>& SortScanRules();

// Bytes of the thrust workspace TVM allocates for a sort of a tensor of
// `num_elements` elements of `bits`-bit dtype: 8*N*itemsize + 8 MiB +
// N*(8+4) (int64 and int32 temporaries of thrust's sort). (2, 3) float32:
// 8388872. The thrust rows will emit it as R.builtin.alloc_tensor(
// R.shape([size]), R.dtype("uint8"), R.prim_value(0), R.str("global")).
int64_t ThrustWorkspaceBytes(int64_t num_elements, int bits);

// 32 or 64; default 32 for webgpu and 64 otherwise; webgpu rejects 64.
int EffectiveIndexBits(const Target& target, std::optional<int> requested);

// Throws unless `index_bits` is 32 or 64.
void ValidateIndexBits(std::optional<int> index_bits);

// `record` (may be empty) receives a decision for every dispatched call.
IRModule DispatchSortScan(const IRModule& mod, const std::optional<Target>& context,
                          std::optional<int> index_bits = std::nullopt, const DecisionSink& record = nullptr);

PassPtr DispatchSortScan(std::optional<int> index_bits = std::nullopt);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DISPATCH_SORT_SCAN_H_
