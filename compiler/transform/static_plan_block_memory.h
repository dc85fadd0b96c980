// StaticPlanBlockMemory (TVM relax.transform.StaticPlanBlockMemory): plans
// the R.builtin.alloc_tensor calls of each binding block onto reusable
// storages.
//
//   alloc = R.builtin.alloc_tensor(R.shape([2, 4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
// becomes (the storage emitted before the first tensor placed in it)
//   storage = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
//   alloc = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
//
// As in TVM, a tensor gets a storage token unless it escapes the block that
// allocates it: a function result, a SeqExpr body, an If condition or
// branch result, an argument of anything but a PrimFunc of the module, an
// extern (packed) function or R.vm.call_tir_dyn, or a use in another block.
// R.reshape / R.memory.view / R.memory.ensure_zero_offset results share
// their input's token. Each use by a kernel call counts a reference; once a
// token's last reference is gone its storage returns to a pool, per
// (storage scope, dtype), and a later request takes the smallest free
// storage of at least its byte size within a factor 16, else the largest
// smaller one (grown to fit). Symbolic sizes reuse only a storage of
// provably equal size; "tir_var_upper_bound" function attributes bound
// signature variables for planning. Unplanned allocations stay
// R.builtin.alloc_tensor (LowerAllocTensor lowers them). No kills are
// inserted here: KillAfterLastUse does that.
#ifndef RLX_COMPILER_TRANSFORM_STATIC_PLAN_BLOCK_MEMORY_H_
#define RLX_COMPILER_TRANSFORM_STATIC_PLAN_BLOCK_MEMORY_H_

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

// `mod` gives the PrimFuncs whose calls count as plannable uses.
relax::Function StaticPlanBlockMemory(const relax::Function& f, const IRModule& mod);
PassPtr StaticPlanBlockMemory();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_STATIC_PLAN_BLOCK_MEMORY_H_
