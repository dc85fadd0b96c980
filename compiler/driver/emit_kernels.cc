#include "compiler/driver/emit_kernels.h"

#include <optional>

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

namespace {

// The executable's kernels compiled for its (llvm) target; `what` names the
// output asked for in the error.
std::optional<codegen::LLVMModule> BuildKernelModule(const runtime::vm::Executable& exec, const std::string& what) {
  if (Target::Parse(exec.target).kind() != "llvm") {
    ThrowError(what + " needs an llvm executable; this one is for '" + exec.target + "'");
  }
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs = KernelPrimFuncs(exec);
  if (funcs.empty()) return std::nullopt;
  return codegen::BuildLLVM(funcs, Target::Parse(exec.target));
}

}  // namespace

std::string EmitKernels(const runtime::vm::Executable& exec, const std::string& format) {
  if (format != "llvm" && format != "asm") {
    ThrowError("unknown --emit format '" + format + "'; valid formats: llvm, asm, obj");
  }
  std::optional<codegen::LLVMModule> module = BuildKernelModule(exec, "--emit=" + format);
  if (!module) return "";
  return format == "llvm" ? module->EmitLLVMIR() : module->EmitAssembly();
}

bool SaveKernelObject(const runtime::vm::Executable& exec, const std::string& path) {
  std::optional<codegen::LLVMModule> module = BuildKernelModule(exec, "--emit=obj");
  if (!module) return false;
  module->SaveObject(path);
  return true;
}

}  // namespace driver
}  // namespace rlx
