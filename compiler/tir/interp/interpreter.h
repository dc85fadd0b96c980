// A direct interpreter of TIR PrimFuncs over host NDArrays: the reference
// semantics of TIR in this project. The reference evaluator runs
// `R.call_tir` with it, and compiled code (compiler/codegen/llvm) is tested
// against it. It favours being obviously right over being fast.
//
// Binding (as TVM's ArgBinder does it):
//   * parameters in order: a parameter in `buffer_map` takes the next array
//     of `buffers`; any other (an int / uint / bool scalar, e.g. a symbolic
//     variable passed through call_tir's tir_vars) takes the next value of
//     `extra_scalars`. Counts must match exactly.
//   * an array's dtype must equal its buffer's, and its rank the buffer's.
//   * buffer shapes, strides and elem_offset bind symbolic variables: the
//     first occurrence of a variable binds it, later occurrences must agree
//     ("buffer B dimension 0: n = 4 from buffer A, but the array has 5");
//     compound dimensions (n + 2) are checked once every variable is bound.
//     Host arrays are compact with elem_offset 0.
//
// Execution (TVM's semantics):
//   * serial / parallel / vectorized / unrolled loops run sequentially, in
//     order; blockIdx and vthread bindings are loops too.
//   * threadIdx bindings (loops and T.launch_thread) run their threads in
//     lock-step: each statement of the body runs for every thread before the
//     next statement starts, which puts a barrier between any two
//     statements. That is what GPU code with barriers (tvm_storage_sync,
//     which is therefore a no-op) and TVM's block-level GPU TIR (whose
//     barriers the lowering inserts) mean, so kernels that communicate
//     through shared memory compute the right thing. Within one store
//     statement every thread reads before any thread writes (as SIMD lanes
//     do). Divergent control flow (if / loops / while whose condition or
//     bounds differ per thread) runs each side for its threads. Reduction
//     blocks (with T.init or a reduce iter var) run one thread at a time, in
//     thread order, which is the sequential semantics of TIR blocks that
//     TVM's cross-thread-reduction lowering preserves. Storage of scope
//     "shared*" allocated while threads are running is one allocation for
//     the thread block; other scopes are per thread. Warp shuffles and
//     tvm_thread_allreduce are not supported (a clear error).
//   * a block binds its iter vars to its iter_values, evaluates its
//     predicate (T.where), allocates its alloc_buffers zero-filled (per block
//     instance), binds its match_buffers, runs init when every reduce iter
//     var is at its domain's min, then its body. A bare Block without a
//     realize is run only when it has no iter vars.
//   * Allocate / DeclBuffer (buffers aliasing storage by their data var),
//     LetStmt / Let, IfThenElse, While (at most max_while_iterations
//     iterations per execution, then an error), AssertStmt (its message as
//     the error), Evaluate, AttrStmt (thread_extent launches threads; other
//     keys only scope their body).
//   * arithmetic: integers wrap to their width; Div / Mod on integers
//     truncate (C), FloorDiv / FloorMod round toward -inf (Python); integer
//     division by zero is an error; floating operations compute in double
//     and round to the dtype after every operation (casts and stores round
//     too); min / max are select(a < b, a, b) / select(a > b, a, b) as in
//     TVM's LLVM backend. Select evaluates both values (as TVM says it
//     may); if_then_else and the second operand of && / || are evaluated
//     only when needed (as in the C backends).
//   * every buffer access is checked against the buffer's shape and the
//     storage behind it; an out-of-bounds access is a DiagnosticError naming
//     the buffer, the index and the shape.
//   * math intrinsics (exp, log, sqrt, rsqrt, tanh, sigmoid, erf, fabs,
//     floor, ceil, round = nearbyint (half to even), trunc, sin, cos, pow,
//     ...), isnan / isinf / isfinite, bitwise ops and shifts, reinterpret,
//     likely, assume (checked), max_value / min_value, LLVM intrinsic calls
//     (`call_llvm_pure_intrin("llvm.exp", ...)`) and libm calls
//     (`call_pure_extern("expf", ...)`) as LowerIntrin produces them, and
//     T.call_packed / T.tvm_call_packed of runtime packed functions
//     (compiler/runtime/builtin/packed_call.h, e.g. tvm.contrib.sort.sort), whose
//     T.tvm_stack_make_array arguments become DLTensors over the storage.
//     Any other intrinsic or external call is an error naming it.
//
// Every user-level failure (bad arguments, out-of-bounds access, failed
// assert, unsupported construct) throws DiagnosticError located at the
// statement being executed.
#ifndef RLX_COMPILER_TIR_INTERP_INTERPRETER_H_
#define RLX_COMPILER_TIR_INTERP_INTERPRETER_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {

struct InterpretOptions {
  // A While loop that runs more iterations than this (in one execution of
  // the statement) is reported as an error instead of hanging.
  int64_t max_while_iterations = 1000000000;
};

// The value a PrimFunc returns (`return v`, i.e. T.ret): integers and bool
// in `int_value`, floating values in `float_value`.
struct PrimFuncResult {
  DataType dtype;
  int64_t int_value = 0;
  double float_value = 0;
};

// Runs `f`, writing its results into `buffers` (which share storage with the
// caller's arrays).
void InterpretPrimFunc(const PrimFunc& f, const std::vector<NDArray>& buffers,
                       const std::vector<int64_t>& extra_scalars = {});

// Same, with options; returns the function's return value when it executed
// `return` (nullopt when it ran to its end).
std::optional<PrimFuncResult> RunPrimFunc(const PrimFunc& f, const std::vector<NDArray>& buffers,
                                          const std::vector<int64_t>& extra_scalars, const InterpretOptions& options);

// The value of an integer expression whose variables `lookup` knows (it
// returns nullopt for an unknown variable, which is then an error naming
// it). For shapes outside any PrimFunc, such as call_tir's out_sinfo.
using VarLookup = std::function<std::optional<int64_t>(const TirVarNode*)>;
int64_t EvaluateIntExpr(const PrimExpr& e, const VarLookup& lookup);

}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_INTERP_INTERPRETER_H_
