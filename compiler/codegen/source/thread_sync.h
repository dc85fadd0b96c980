// ThreadSync (TVM: tir.transform.ThreadSync("shared")), conservative: inserts
// T.tvm_storage_sync("shared") into the thread-bound regions of lowered TIR
// wherever one thread may read shared memory another thread wrote since the
// last barrier (read after write), or write what another may still read
// (write after read). The TIR interpreter runs threads in lock-step, so
// block-form GPU TIR (TVM's schedules before lowering) has no barriers; a
// device needs them.
//
// The analysis is by buffer, not by index: any two conflicting accesses to
// the same shared allocation get a barrier between them unless one is
// already there (barriers the TIR has are kept and respected). Barriers go
// only where every thread of the block reaches them: between the statements
// of a sequence in uniform control flow — thread-binding bodies, lets,
// allocations, loops whose bounds and `if`s whose conditions do not depend
// on threadIdx or on memory — and at the end of such a loop's body for a
// dependence carried to the next iteration. A conflict inside divergent
// control flow is resolved by a barrier before (or after) the whole
// divergent statement; a dependence between threads *within* one divergent
// statement (a loop over threadIdx-dependent bounds, a branch on threadIdx)
// cannot take a barrier and is left as the TIR has it.
#ifndef RLX_COMPILER_CODEGEN_SOURCE_THREAD_SYNC_H_
#define RLX_COMPILER_CODEGEN_SOURCE_THREAD_SYNC_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

// `func` must be lowered (after FlattenBuffer). Returns the same handle when
// no barrier is needed.
tir::PrimFunc ThreadSync(const tir::PrimFunc& func);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_SOURCE_THREAD_SYNC_H_
