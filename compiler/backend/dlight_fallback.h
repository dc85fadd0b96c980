// DispatchSortScan's post-step (TVM's dlight.gpu.Fallback applied to the
// PrimFuncs of the topk / cumsum / cumprod rows): every compute block still
// in loop form gets a GPU schedule. Its spatial loops are fused and split
// into blockIdx.x x threadIdx.x (max_threads threads), the block predicate
// guards the tail, and its reduction loops stay serial inside the thread.
// Blocks that already run under thread bindings (the extern kernels of
// gpu_*_kernels.h) are left alone. Unlike dlight, no block is inlined into
// its consumer first: every compute block is its own kernel launch over
// global intermediates, which is correct but not fused.
#ifndef RLX_COMPILER_BACKEND_DLIGHT_FALLBACK_H_
#define RLX_COMPILER_BACKEND_DLIGHT_FALLBACK_H_

#include <cstdint>
#include <functional>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// The scheduled function (attribute tirx.is_scheduled set), or `f` itself
// when no block needed a schedule.
tir::PrimFunc ApplyGpuFallback(const tir::PrimFunc& f, int64_t max_threads);

// Applies `fn` to every stage of `f`'s body: the statements of its root
// block's body when it has a root block, else of the body itself. Returns
// `f` itself when `fn` changed no stage; `*changed` counts changed stages.
tir::PrimFunc MapRootStages(const tir::PrimFunc& f, const std::function<tir::Stmt(const tir::Stmt&)>& fn, int* changed);

// `f` with attribute `key` set to `value`.
tir::PrimFunc WithFuncAttr(const tir::PrimFunc& f, const std::string& key, const ObjectRef& value);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_FALLBACK_H_
