// relax.build for CPU targets: an IRModule -> a Relax VM executable, and
// the loading of an executable into a runnable VM.
//
//   runtime::vm::Executable exec = driver::Build(mod, Target::Parse("llvm"));
//   std::string bytes = exec.Save();            // `rlx build -o`
//   runtime::vm::VirtualMachine vm = driver::LoadVM(Executable::Load(bytes));
//   Value out = vm.Invoke("main", args);
//
// Build runs LegalizeOps (operators -> call_tir of PrimFuncs), ToNonDataflow
// and CallTIRRewrite (explicit output allocation, transform/
// call_tir_rewrite.h), then one internal VMCodegen step that does what TVM
// splits over VMShapeLower (parameters and match_cast checked with
// vm.builtin.match_shape, symbolic variables kept in a shape heap, shape
// expressions compiled to small postfix programs) and VMCodegen (bindings
// -> instructions, If -> If/Goto, calls of other Relax functions). The
// kernels are stored as TVMScript text in the executable and compiled with
// BuildLLVM when it is loaded (see executable.h for why).
#ifndef RLX_COMPILER_DRIVER_BUILD_H_
#define RLX_COMPILER_DRIVER_BUILD_H_

#include <memory>
#include <string>
#include <vector>

#include "compiler/ir/target.h"
#include "compiler/relax/module.h"
#include "compiler/runtime/vm/executable.h"
#include "compiler/runtime/vm/vm.h"

namespace rlx {
namespace driver {

// Throws DiagnosticError for a target that is not llvm and for what the VM
// cannot run (operators without a legalization, call_packed, float prim
// values, call_tir_inplace), at the offending expression.
runtime::vm::Executable Build(const IRModule& mod, const Target& target);

// The VM codegen alone, on a module whose operators are already legalized.
runtime::vm::Executable VMCodegen(const IRModule& mod, const Target& target);

// Compiles the executable's kernels (BuildLLVM for its target) and returns
// them behind the VM's kernel interface.
std::shared_ptr<runtime::vm::KernelRunner> LoadKernels(const runtime::vm::Executable& exec);

// An executable with its kernels compiled, ready to Invoke.
runtime::vm::VirtualMachine LoadVM(runtime::vm::Executable exec);

// VM arguments from arrays, in parameter order: a parameter the bytecode
// matches as a prim value takes the array's single element, a shape
// parameter a 1-D integer array, anything else the array as a tensor.
std::vector<runtime::vm::Value> VMArgsFromArrays(const runtime::vm::Executable& exec, const std::string& func,
                                                 const std::vector<NDArray>& arrays);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_BUILD_H_
