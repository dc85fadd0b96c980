// relax.build: an IRModule -> a Relax VM executable, and the loading of an
// executable into a runnable VM.
//
// These functions take the targets they may meet as a TargetSupport
// (target_support.h): the pipelines and device backends live in targets/,
// which compiler/ does not depend on. Programs use targets/registry/build.h,
// which binds them to every target:
//
//   runtime::vm::Executable exec = targets::Build(mod, Target::Parse("llvm"));
//   std::string bytes = exec.Save();            // `rlx build -o`
//   runtime::vm::VirtualMachine vm = targets::LoadVM(Executable::Load(bytes));
//   Value out = vm.Invoke("main", args);
//
// A module carrying Codegen functions (a partitioned module, e.g. from
// backend::contrib::PartitionForDnnl) first goes through RunCodegen with
// every external code generator (DefaultExternCodegens: dnnl), so their
// calls become R.call_dps_packed of runtime library functions, which
// CallTIRRewrite and the VM's invoke_packed builtin then carry out.
//
// Build runs the target's default pipeline (support.default_pipeline; for llvm the
// cpu_generic one: DispatchSampling, DispatchSortScan, the legalize stage
// LegalizeOps .. FuseTIR, RewriteDataflowReshape, ToNonDataflow, RemovePurityChecking,
// CallTIRRewrite (explicit output allocation), the memory finalize passes
// (StaticPlanBlockMemory, LowerAllocTensor, KillAfterLastUse,
// LowerRuntimeBuiltin), ComputePrimValue, VMShapeLower (parameter, match_cast
// and result checks, symbolic shapes in a shape heap) and AttachGlobalSymbol
// -- then VMCodegen, a translation of bindings to instructions: calls of
// VM builtins (R.vm.*, R.call_packed / R.call_builtin_with_ctx of
// vm.builtin.*), kernels and other Relax functions; If -> If/Goto; a kill
// overwrites its register with null. Scalar host PrimFuncs
// (compute_symbolic_expr) become VM programs. VMCodegen also accepts
// R.builtin.alloc_tensor and call_tir (each output gets a storage of its
// own) and constant shapes without VMShapeLower; a symbolic shape that
// VMShapeLower did not lower is a located error. The
// kernels are stored as TVMScript text in the executable and, for llvm
// targets, compiled ahead of time into its kernel object; loading links that
// object when it suits this host and otherwise compiles the text with
// BuildLLVM (see executable.h and LoadKernels). For a GPU target whose
// device backend can run here (opencl on the default OpenCL device, cuda
// with a driver and a GPU) they are compiled at build time by that backend,
// so that `rlx build` reports what it cannot compile.
#ifndef RLX_COMPILER_DRIVER_BUILD_H_
#define RLX_COMPILER_DRIVER_BUILD_H_

#include <memory>
#include <string>
#include <vector>

#include "compiler/driver/target_support.h"
#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"
#include "compiler/runtime/vm/executable.h"
#include "compiler/runtime/vm/vm.h"

namespace rlx {
namespace driver {

// Runs the target's default pipeline (support.default_pipeline, TVM's
// get_default_pipeline) under the caller's pass context (instruments,
// disabled passes) and then VMCodegen. `lowered`, if given, receives the
// module the pipeline produced. Throws DiagnosticError for a target without
// a pipeline, for a parameter or result pinned to a vdevice of another
// target (e.g. cuda), and for what the VM cannot run (operators without a
// legalization, call_packed, float prim values, call_tir_inplace), at the
// offending expression.
runtime::vm::Executable Build(const TargetSupport& support, const IRModule& mod, const Target& target, PassContext& ctx,
                              IRModule* lowered = nullptr);

// The VM codegen alone, on a module whose operators are already legalized.
runtime::vm::Executable VMCodegen(const IRModule& mod, const Target& target);

// Where LoadKernels got the kernels' code.
enum class KernelOrigin {
  kNone,    // the executable has no kernels
  kObject,  // linked from its kernel object, nothing compiled
  kSource,  // compiled from kernel_source (BuildLLVM, or OpenCL)
};

struct KernelLoadReport {
  KernelOrigin origin = KernelOrigin::kNone;
  // kSource: why the kernel object was not used ("the executable has no
  // kernel object", "the kernel object cannot run here: it was compiled for
  // aarch64-...", a link error).
  std::string fallback_reason;
};

// Returns the executable's kernels behind the VM's kernel interface: its
// kernel object linked into the JIT when it was compiled for this host
// (same triple, features this CPU has) and links, else kernel_source
// compiled (BuildLLVM for its target, or the load_kernels of the device
// backend of its kind). `report`, if given, says which happened and why.
std::shared_ptr<runtime::vm::KernelRunner> LoadKernels(const TargetSupport& support,
                                                       const runtime::vm::Executable& exec,
                                                       KernelLoadReport* report = nullptr);

// An executable with its kernels loaded, ready to Invoke.
runtime::vm::VirtualMachine LoadVM(const TargetSupport& support, runtime::vm::Executable exec,
                                   KernelLoadReport* report = nullptr);

// VM arguments from arrays, in parameter order: a parameter the bytecode
// matches as a prim value takes the array's single element, a shape
// parameter a 1-D integer array, anything else the array as a tensor.
std::vector<runtime::vm::Value> VMArgsFromArrays(const runtime::vm::Executable& exec, const std::string& func,
                                                 const std::vector<NDArray>& arrays);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_BUILD_H_
