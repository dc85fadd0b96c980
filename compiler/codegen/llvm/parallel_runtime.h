// The runtime side of compiled CPU kernels: a small thread pool that runs the
// bodies of `T.parallel` loops, and workspace allocation for buffers too large
// (or too dynamic) for the stack.
//
// The code generator outlines the body of each parallel loop into a task
// function over an iteration range and calls rlx_parallel_launch with it.
// The range [0, extent) is cut into one contiguous chunk per thread (static
// scheduling, as TVM's default), the calling thread runs a chunk itself, and
// the call returns when every chunk is done: the first non-zero task result,
// or 0. A launch from inside a task (nested parallelism) runs serially in the
// calling thread. Launches from different threads are serialized.
#ifndef RLX_COMPILER_CODEGEN_LLVM_PARALLEL_RUNTIME_H_
#define RLX_COMPILER_CODEGEN_LLVM_PARALLEL_RUNTIME_H_

#include <cstdint>

extern "C" {

// Runs task(begin, end, closure) over chunks covering [0, extent).
typedef int32_t (*RlxParallelTask)(int64_t begin, int64_t end, void* closure);
int32_t rlx_parallel_launch(RlxParallelTask task, void* closure, int64_t extent);

// 64-byte aligned storage of `nbytes` (at least 1 byte); null on failure.
void* rlx_workspace_alloc(int64_t nbytes);
void rlx_workspace_free(void* ptr);

}  // extern "C"

namespace rlx {
namespace codegen {

// Number of threads parallel loops use (the caller included). Defaults to
// the RLX_NUM_THREADS environment variable, else the hardware concurrency.
int GetParallelThreads();
// Changes the thread count for later launches (n >= 1; 1 runs serially).
void SetParallelThreads(int n);

// Launches that actually ran chunks on more than one thread since the
// process started (lets tests check that parallel loops use the pool).
int64_t ParallelLaunchesUsingPool();

// Workspaces allocated and not yet freed (lets tests check for leaks).
int64_t WorkspacesInUse();

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_PARALLEL_RUNTIME_H_
