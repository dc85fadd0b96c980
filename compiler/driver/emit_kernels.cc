#include "compiler/driver/emit_kernels.h"

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/ir/target.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {

std::vector<std::pair<std::string, tir::PrimFunc>> KernelPrimFuncs(const runtime::vm::Executable& exec) {
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs;
  if (exec.kernel_source.empty()) return funcs;
  IRModule mod = script::ParseModuleText(exec.kernel_source, "<executable kernels>");
  for (const auto& [name, entry] : mod->functions) {
    if (auto f = entry.second.as<tir::PrimFuncNode>()) funcs.emplace_back(name, f);
  }
  return funcs;
}

std::string EmitKernels(const runtime::vm::Executable& exec, const std::string& format) {
  if (format != "llvm" && format != "asm") {
    ThrowError("unknown --emit format '" + format + "'; valid formats: llvm, asm");
  }
  if (Target::Parse(exec.target).kind() != "llvm") {
    ThrowError("--emit=" + format + " needs an llvm executable; this one is for '" + exec.target + "'");
  }
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs = KernelPrimFuncs(exec);
  if (funcs.empty()) return "";
  codegen::LLVMModule module = codegen::BuildLLVM(funcs, Target::Parse(exec.target));
  return format == "llvm" ? module.EmitLLVMIR() : module.EmitAssembly();
}

}  // namespace driver
}  // namespace rlx
