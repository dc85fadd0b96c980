// Host/device split of a lowered GPU PrimFunc (TVM: SplitHostDevice), shared
// by the source code generators (OpenCL C, CUDA C) and their runtimes.
//
// Every maximal subtree that starts at a thread binding (a
// `T.thread_binding` loop or a `T.launch_thread` / thread_extent attribute
// on blockIdx.* or threadIdx.*) becomes one DeviceKernel. What is left is
// the host program: the function body with each kernel replaced by
//
//   T.evaluate(T.call_extern("void", "rlx.launch_kernel", "<kernel name>"))
//
// so a host program is ordinary TIR a runtime can walk: kernel launches in
// sequence, host loops and conditionals around them, lets, asserts and
// allocations (global scope: a device buffer the runtime allocates).
//
// A kernel records
//   * its launch extents: grid[d] / block[d] for blockIdx / threadIdx of
//     dimension d (x, y, z), expressions over host variables (1 when the
//     dimension is unused); every binding of one tag in a kernel must have
//     the same extent, and a binding must start at 0 or at a host
//     expression (printed as an offset);
//   * its arguments, in first-use order: buffers (by their data variable,
//     with the element type of their storage) and host scalars (function
//     parameters, shape variables, host lets and host loop variables);
//   * the shared ("shared", "shared.dyn") and private ("local") allocations
//     made on the host around it, which it declares itself.
//
// Virtual threads ("vthread*") stay serial loops inside the kernel.
#ifndef RLX_COMPILER_CODEGEN_SOURCE_DEVICE_SPLIT_H_
#define RLX_COMPILER_CODEGEN_SOURCE_DEVICE_SPLIT_H_

#include <array>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

// The intrinsic a host program launches kernels with.
inline constexpr const char* kLaunchKernelOp = "rlx.launch_kernel";

struct DeviceKernelArg {
  enum class Kind { kBuffer, kScalar };
  Kind kind = Kind::kScalar;
  TirVar var;      // the data variable of a buffer, or the scalar variable
  DataType dtype;  // element type of a buffer's storage, or the scalar's type
};

struct DeviceKernel {
  std::string name;  // "<function>_kernel<k>" (k counts from 0)
  std::vector<DeviceKernelArg> args;
  std::array<PrimExpr, 3> grid;   // blockIdx.x/y/z extents
  std::array<PrimExpr, 3> block;  // threadIdx.x/y/z extents
  // Allocations made on the host that the kernel uses (shared or local
  // scope); the kernel declares them. Their bodies are not used.
  std::vector<Ref<tir::AllocateNode>> hoisted_allocs;
  tir::Stmt body;  // starts at the outermost thread binding
};

struct SplitFunction {
  std::string name;
  KernelSignature signature;  // parameters and shape variables of the function
  tir::Stmt host;             // see the file comment
  std::vector<DeviceKernel> kernels;
  bool noalias = false;
};

// The TIR lowering source code generators apply (LowerForLLVM without
// LowerIntrin: OpenCL C and CUDA C have the math functions built in):
// LowerInitBlock, ConvertBlocksToOpaque, LowerMatchBuffer, LowerOpaqueBlock,
// FlattenBuffer, then ThreadSync (thread_sync.h: the barriers lock-step TIR
// leaves implicit). Throws DiagnosticError for a reduction block whose
// reduction axis is bound to threadIdx (a cross-thread reduction, which TVM
// lowers to an all-reduce; lowered as-is every thread would race on the
// result).
tir::PrimFunc LowerForDevice(const tir::PrimFunc& func);

// Splits a lowered PrimFunc. Throws DiagnosticError (located at the
// offending statement; BuildSourceModule adds the function's name) for a kernel whose launch
// extent depends on a variable defined inside the kernel, two bindings of
// one tag with different extents, a threadIdx binding nested in another of
// the same tag, a shared allocation with a non-constant size, and global
// memory allocated inside a kernel.
SplitFunction SplitHostDevice(const std::string& name, const tir::PrimFunc& lowered);

// Thread tags: 0/1/2 for "*.x"/"*.y"/"*.z" of blockIdx / threadIdx, else -1.
int ThreadTagDim(const std::string& tag);
bool IsBlockIdx(const std::string& tag);
bool IsThreadIdx(const std::string& tag);
// "shared", "shared.dyn", ...
bool IsSharedScope(const std::string& scope);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_SOURCE_DEVICE_SPLIT_H_
