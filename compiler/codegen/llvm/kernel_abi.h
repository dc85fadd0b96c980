// The calling convention of CPU kernels compiled by the LLVM code generator,
// shared by the generator, the JIT module and the VM that will call them.
// Nothing here depends on LLVM.
//
// Every PrimFunc `name` becomes one C-ABI function
//
//   int32_t name(const KernelArg* args, int32_t num_args);
//
// with `args` laid out as
//
//   args[0 .. P-1]    the PrimFunc's parameters in order: a buffer parameter
//                     passes its data pointer (v_handle), an integer or bool
//                     scalar its value in v_int64, a floating-point scalar its
//                     value in v_float64, a handle parameter v_handle;
//   args[P .. P+S-1]  the symbolic variables of the buffer declarations
//                     (shape dims, strides, elem_offset) that are not
//                     parameters, as v_int64, in the order of
//                     KernelSignature::shape_vars (first appearance).
//
// Buffers are dense: element (i0, ..., ik) of a compact buffer is at
// data[((i0 * d1 + i1) * d2 + ...) + elem_offset]; strided buffers use their
// strides. The return value is kKernelOk, kKernelBadArgCount when num_args is
// not P + S, kKernelAllocFailed when a workspace allocation failed,
// kKernelPackedCallFailed when a T.call_packed returned an error, or k >= 1
// when the k-th assertion (T.Assert / `assert`) in the function failed; its
// message is KernelSignature::assert_messages[k - 1].
#ifndef RLX_COMPILER_CODEGEN_LLVM_KERNEL_ABI_H_
#define RLX_COMPILER_CODEGEN_LLVM_KERNEL_ABI_H_

#include <cstdint>

namespace rlx {
namespace codegen {

// One argument slot, the same size and alignment as TVM's TVMValue.
union KernelArg {
  void* v_handle;
  int64_t v_int64;
  double v_float64;
};
static_assert(sizeof(KernelArg) == 8, "KernelArg must be one 8-byte slot");

using KernelFunc = int32_t (*)(const KernelArg* args, int32_t num_args);

inline constexpr int32_t kKernelOk = 0;
inline constexpr int32_t kKernelBadArgCount = -1;
inline constexpr int32_t kKernelAllocFailed = -2;
// A T.call_packed failed; the runtime keeps its message
// (runtime::LastPackedCallError, compiler/runtime/builtin/packed_call.h).
inline constexpr int32_t kKernelPackedCallFailed = -3;

// Runtime entry points generated code calls (parallel_runtime.h implements
// them; the JIT resolves them to this process's definitions).
inline constexpr const char* kParallelLaunchSymbol = "rlx_parallel_launch";
inline constexpr const char* kWorkspaceAllocSymbol = "rlx_workspace_alloc";
inline constexpr const char* kWorkspaceFreeSymbol = "rlx_workspace_free";

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_KERNEL_ABI_H_
