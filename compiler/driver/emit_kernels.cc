#include "compiler/driver/emit_kernels.h"

#include <spawn.h>
#include <sys/wait.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/ir/target.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"

extern char** environ;

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

void WriteFile(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out.flush()) ThrowError("cannot write " + path);
}

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
    ThrowError("unknown --emit format '" + format + "'; valid formats: llvm, asm, obj, so");
  }
  std::optional<codegen::LLVMModule> module = BuildKernelModule(exec, "--emit=" + format);
  if (!module) return "";
  return format == "llvm" ? module->EmitLLVMIR() : module->EmitAssembly();
}

bool SaveKernelObject(const runtime::vm::Executable& exec, const std::string& path) {
  if (!exec.kernel_object.empty()) {
    WriteFile(path, exec.kernel_object.object);
    return true;
  }
  std::optional<codegen::LLVMModule> module = BuildKernelModule(exec, "--emit=obj");
  if (!module) return false;
  module->SaveObject(path);
  return true;
}

bool SaveKernelSharedLibrary(const runtime::vm::Executable& exec, const std::string& path) {
  // The object goes to a file of its own next to the output, so that a
  // failed link leaves nothing but cc's message behind.
  const std::string obj = path + ".tmp.o";
  if (!SaveKernelObject(exec, obj)) return false;
  const char* env_cc = std::getenv("CC");
  std::string cc = env_cc != nullptr && *env_cc != '\0' ? env_cc : "cc";
  std::vector<std::string> argv_s = {cc, "-shared", "-o", path, obj, "-lm"};
  std::vector<char*> argv;
  for (std::string& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  int rc = posix_spawnp(&pid, cc.c_str(), nullptr, nullptr, argv.data(), environ);
  int status = 0;
  if (rc == 0 && waitpid(pid, &status, 0) < 0) rc = errno;
  std::remove(obj.c_str());
  if (rc != 0) ThrowError("--emit=so: cannot run the C compiler '" + cc + "': " + std::strerror(rc));
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::remove(path.c_str());
    ThrowError("--emit=so: '" + cc + " -shared -o " + path + "' failed (status " + std::to_string(status) + ")");
  }
  return true;
}

}  // namespace driver
}  // namespace rlx
