// The process-wide table of runtime packed functions and the C entry point
// compiled kernels call them through.
//
// The table is filled on first use with the built-in libraries
// (RegisterBuiltinPackedFuncs: tvm.contrib.sort.*, rlx.contrib.dnnl.*), explicitly rather than
// by static initializers.
//
// Generated code (compiler/codegen/llvm) lowers `T.call_packed(name, a...)`
// to
//
//   int32_t rc = rlx_call_packed(name, values, codes, num_args);
//   if (rc != 0) return kKernelPackedCallFailed;
//
// with the arguments in TVM's packed form (packed_func.h). A failing call
// (unknown name, bad arguments) returns non-zero and leaves its message for
// LastPackedCallError, so the kernel's caller can report it.
#ifndef RLX_COMPILER_RUNTIME_BUILTIN_PACKED_CALL_H_
#define RLX_COMPILER_RUNTIME_BUILTIN_PACKED_CALL_H_

#include <cstdint>
#include <string>

#include "compiler/runtime/packed_func.h"

extern "C" {

// 0 on success, -1 on failure (see LastPackedCallError).
int32_t rlx_call_packed(const char* name, const rlx::runtime::PackedValue* values, const int32_t* codes,
                        int32_t num_args);

}  // extern "C"

namespace rlx {
namespace runtime {

inline constexpr const char* kCallPackedSymbol = "rlx_call_packed";

// The global table. Register into it before any concurrent call.
PackedFuncRegistry& GlobalPackedFuncs();

// Every library of this runtime: tvm.contrib.sort.{sort,argsort,topk} and
// rlx.contrib.dnnl.run_graph (the dnnl offload's graphs, which the VM calls
// through vm.builtin.invoke_packed).
void RegisterBuiltinPackedFuncs(PackedFuncRegistry* registry);

// Calls `args.func()` from the global table; throws DiagnosticError (unknown
// name, or the function's own error).
void CallPacked(const PackedArgs& args);

// The message of the most recent failed rlx_call_packed in this process
// ("" if none). Kept process-wide, not per thread: a call inside a parallel
// loop fails on a worker thread but is reported by the launching one.
std::string LastPackedCallError();

}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_BUILTIN_PACKED_CALL_H_
