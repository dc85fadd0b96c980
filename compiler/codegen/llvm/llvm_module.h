// The LLVM CPU backend: PrimFuncs -> lowered TIR -> LLVM IR -> optimized
// (O3 by default, for the host CPU) -> machine code, run in-process through
// ORC LLJIT, or written out as assembly or an object file.
//
//   std::vector<std::pair<std::string, tir::PrimFunc>> funcs = {{"add", f}};
//   codegen::LLVMModule m = codegen::BuildLLVM(funcs, Target::Parse("llvm"));
//   codegen::RunPrimFunc(m, "add", arrays);   // binds NDArrays, runs, checks
//
// Each function is compiled to the C ABI of kernel_abi.h under the name given
// with it (a PrimFunc's "global_symbol" attribute is not consulted: the
// caller names the symbols). The JIT is created on the first GetFunction, so
// a module for another triple can still be emitted as text or object.
//
// Target attributes honoured ("llvm -mcpu=... -mattr=..."): mtriple (default:
// this process's), mcpu (default: the host CPU for the host triple, else
// "generic"), mattr (default: the host CPU's features for the host triple),
// opt-level (0-3, default 3), fast-math and fast-math-{nnan, ninf, nsz, arcp,
// contract, reassoc}. Not yet: num-cores (parallel loops use
// parallel_runtime.h's thread count), vector-width, jit.
#ifndef RLX_COMPILER_CODEGEN_LLVM_LLVM_MODULE_H_
#define RLX_COMPILER_CODEGEN_LLVM_LLVM_MODULE_H_

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "compiler/codegen/llvm/kernel_abi.h"
#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

// The TIR lowering the LLVM backend applies to each PrimFunc before emitting
// it, in TVM's order: LowerInitBlock, ConvertBlocksToOpaque,
// LowerMatchBuffer, LowerOpaqueBlock, FlattenBuffer, LowerIntrin; ours adds
// VectorizeScans, SplitLongScans and InterleaveParallelScans after
// FlattenBuffer. `reassociate_float`: the target allows reassociating float
// math (-fast-math or -fast-math-reassoc), which VectorizeScans and
// SplitLongScans need to take a float scan. `vector_bits`: the target's
// vector register width (128, 256 or 512), the lanes of a vector scan.
tir::PrimFunc LowerForLLVM(const tir::PrimFunc& func, bool reassociate_float = false, int vector_bits = 256);

// Whether `target` (an llvm target) lets float operations be reassociated.
bool AllowsFloatReassociation(const Target& target);

// The ahead-of-time form of an LLVMModule: its relocatable object and what
// calling the object's functions needs besides the PrimFuncs they came from.
struct LLVMObject {
  std::string triple;
  std::string cpu;
  // The ISA features the code may use, sorted "+a,+b": for the host triple,
  // those of the host's detectable features the compiling CPU/feature set
  // enables; for another triple, the features it was built with.
  std::string features;
  std::string bytes;  // the relocatable object file
  // Per function, in FunctionNames() order: its name and the messages of its
  // assertions (kernel return code k >= 1 is message k-1).
  std::vector<std::pair<std::string, std::vector<std::string>>> functions;
};

class LLVMModule {
 public:
  struct Impl;
  explicit LLVMModule(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}

  // Function names in the order they were built.
  std::vector<std::string> FunctionNames() const;
  // Throws DiagnosticError for an unknown name (listing the known ones).
  const KernelSignature& GetSignature(const std::string& name) const;
  // The compiled entry point (JIT-compiling the module on first use).
  // Throws DiagnosticError for an unknown name or when the module's triple
  // is not this process's. Thread-safe; the code lives as long as any copy
  // of this module.
  KernelFunc GetFunction(const std::string& name) const;

  // The optimized module as LLVM assembly text.
  const std::string& EmitLLVMIR() const;
  // Target assembly / an ELF (or the triple's) relocatable object.
  std::string EmitAssembly() const;
  void SaveObject(const std::string& path) const;

  const std::string& triple() const;
  const std::string& cpu() const;

  // The module compiled to a relocatable object, for LoadLLVMObject. Throws
  // for a module that was itself loaded from an object (it has no IR).
  LLVMObject EmitObject() const;
  // True for a module LoadLLVMObject made (its code was not generated here).
  bool from_object() const;

 private:
  std::shared_ptr<Impl> impl_;
};

// Schedules (tir::transform::ScheduleCPU: matmul-shaped reductions become
// packed, parallel, register-tiled loops for the target's SIMD width), lowers
// (LowerForLLVM), emits and optimizes `funcs`; a * b + c may be contracted to
// a fused multiply-add (TVM's default). Throws DiagnosticError
// for a target that is not "llvm", duplicate names, and TIR the CPU backend
// cannot compile (GPU thread bindings, unsupported dtypes or intrinsics,
// free variables), naming the function.
LLVMModule BuildLLVM(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs, const Target& target);

// Why code compiled for `triple` using `features` (LLVMObject::features)
// cannot run in this process -- another triple, or a feature this CPU lacks
// -- or "" when it can.
std::string HostIncompatibility(const std::string& triple, const std::string& features);

// A module whose code is `object` (no LLVM optimization or code generation):
// the object is linked into an ORC LLJIT with the same runtime symbols
// (parallel launch, workspace, rlx_call_packed, this process's libm) as
// BuildLLVM's JIT. `funcs` are the PrimFuncs it was built from (their
// signatures are derived again; lowering only). Every function is resolved
// here, so that a bad object fails now. Throws DiagnosticError when
// HostIncompatibility is not "", the functions differ from the object's, or
// linking fails.
LLVMModule LoadLLVMObject(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs, const LLVMObject& object);

// Runs `name` on `buffers` (bound to the buffer parameters in order, see
// BindKernelArgs; `scalars` bind to the scalar parameters) and throws
// DiagnosticError on a binding error or a non-zero kernel status.
void RunPrimFunc(const LLVMModule& module, const std::string& name, std::vector<NDArray>& buffers,
                 const std::vector<ScalarValue>& scalars = {});

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_LLVM_MODULE_H_
