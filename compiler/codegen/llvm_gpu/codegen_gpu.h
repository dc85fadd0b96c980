// Internal: LLVM IR for the device kernels of device_split.h, on top of the
// CPU emitter (codegen/llvm/codegen_llvm.h), whose expressions, loads and
// stores, loops and conditionals are the same on a GPU. What differs is
// overridden here:
//   * a kernel is a void function with the target's kernel convention
//     (NVPTX: nvvm.annotations "kernel"; AMDGPU: amdgpu_kernel with
//     amdgpu-flat-work-group-size), buffer parameters are global
//     (addrspace(1)) pointers cast to generic ones so one emitter serves
//     every address space (InferAddressSpaces recovers the specific ones);
//   * thread bindings read the hardware indices (llvm.nvvm.read.ptx.sreg.* /
//     llvm.amdgcn.workitem.id.* and workgroup.id.*), plus the binding's min;
//     virtual threads ("vthread*") are serial loops;
//   * shared allocations are addrspace(3) globals, local ones allocas;
//   * tvm_storage_sync is the target's barrier; math goes through
//     gpu_math.cc (LLVM intrinsics the backend lowers exactly, else the
//     target's math library: libdevice on NVPTX, ocml on AMDGPU; a located
//     error where it is not installed).
#ifndef RLX_COMPILER_CODEGEN_LLVM_GPU_CODEGEN_GPU_H_
#define RLX_COMPILER_CODEGEN_LLVM_GPU_CODEGEN_GPU_H_

#include <string>
#include <vector>

#include "compiler/codegen/llvm/codegen_llvm.h"
#include "compiler/codegen/source/device_split.h"

namespace rlx {
namespace codegen {

enum class GpuBackend { kNVPTX, kAMDGPU };

// Where CUDA installs libdevice, the NVPTX implementation of the math library.
inline constexpr const char* kLibdevicePath = "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc";
// Where Debian's rocm-device-libs installs ocml (AMDGPU's math library) and
// its oclc_* control libraries.
inline constexpr const char* kRocmBitcodeDir = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";

class CodeGenGPU : public CodeGenLLVM {
 public:
  // `module` must already carry the target's triple and data layout (allocas
  // take the data layout's address space). `math_library` says whether the
  // caller links the target's math library afterwards (libdevice's __nv_*,
  // ocml's __ocml_*); `missing` says what is missing when it does not.
  CodeGenGPU(llvm::LLVMContext* ctx, llvm::Module* module, GpuBackend backend, bool math_library, std::string missing);

  // Emits `kernel` as a kernel function named kernel.name. Throws
  // DiagnosticError for constructs a GPU kernel cannot have.
  void AddKernel(const DeviceKernel& kernel, bool noalias);

 protected:
  void EmitStmt(const tir::Stmt& s) override;
  llvm::Value* EmitCall(const TirCallNode* e) override;

 private:
  void EmitStmtImpl(const tir::Stmt& s);
  void EmitBinding(const std::string& tag, const TirVar& var, const PrimExpr& min, const tir::Stmt& body,
                   const Span& span);
  // A virtual thread (thread_extent of "vthread*"): a serial loop.
  void EmitVirtualThread(const TirVar& var, const PrimExpr& extent, const tir::Stmt& body);
  llvm::Value* ThreadIndex(const std::string& tag, const Span& span);
  void EmitBarrier(const TirCallNode* e);
  // Binds the storage of a shared ("shared*") or local allocation.
  void DeclareAllocation(const tir::AllocateNode* a);
  llvm::Value* SharedArray(const tir::AllocateNode* a);
  llvm::Value* Generic(llvm::Value* ptr);

  // ---- warp shuffles and the active mask (gpu_warp.cc)
  llvm::Value* EmitWarp(const TirCallNode* e);

  // ---- math (gpu_math.cc)
  // nullptr when `op` is not a math function.
  llvm::Value* EmitMath(const TirCallNode* e);
  llvm::Value* MathScalar(const TirCallNode* e, const std::string& op, const std::vector<llvm::Value*>& args,
                          DataType t);
  llvm::Value* CallMathLibrary(const TirCallNode* e, const std::string& op, const std::vector<llvm::Value*>& args,
                               DataType t);

  GpuBackend backend_;
  bool math_library_;
  std::string missing_;
  KernelSignature kernel_sig_;  // name only: Unsupported's "(in <kernel>)"
  std::string kernel_name_;
};

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_GPU_CODEGEN_GPU_H_
