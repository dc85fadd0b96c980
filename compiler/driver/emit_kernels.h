// The kernels of an executable as LLVM IR, target assembly, an object file
// or a shared library, for `rlx build --emit=llvm|asm|obj|so`: what the LLVM
// backend makes of each PrimFunc after lowering and O3, for reading
// alongside the bytecode or linking ahead of time.
#ifndef RLX_COMPILER_DRIVER_EMIT_KERNELS_H_
#define RLX_COMPILER_DRIVER_EMIT_KERNELS_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/runtime/vm/executable.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace driver {

// The executable's kernels, parsed from its stored TVMScript, in the order
// they are stored.
std::vector<std::pair<std::string, tir::PrimFunc>> KernelPrimFuncs(const runtime::vm::Executable& exec);

// `format` is "llvm" (optimized LLVM IR) or "asm" (target assembly); any
// other value is a DiagnosticError naming the valid ones. An executable
// without kernels gives an empty string.
std::string EmitKernels(const runtime::vm::Executable& exec, const std::string& format);

// Writes the kernels as one relocatable object file for the executable's
// target triple (`rlx build --emit=obj`, for linking ahead of time): the
// executable's kernel object when it has one, else compiled now; false,
// writing nothing, when the executable has no kernels.
bool SaveKernelObject(const runtime::vm::Executable& exec, const std::string& path);

// Writes the kernels as a shared library (`rlx build --emit=so`), linked
// from that object by the system C compiler driver -- $CC, else `cc` --
// with `-shared -lm`, as TVM's export_library does. Each kernel is an
// exported symbol with the C ABI of codegen/llvm/kernel_abi.h; the runtime
// entry points it may call (rlx_parallel_launch, rlx_workspace_alloc/free,
// rlx_call_packed) stay undefined, for the loading process to provide.
// False, writing nothing, when the executable has no kernels; throws
// DiagnosticError when the compiler cannot be run or fails.
bool SaveKernelSharedLibrary(const runtime::vm::Executable& exec, const std::string& path);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_EMIT_KERNELS_H_
