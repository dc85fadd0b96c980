// Modules, target machines, libdevice, PTX / ELF emission and linking.
#include "compiler/codegen/llvm_gpu/llvm_gpu.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>

#include "compiler/codegen/llvm_gpu/codegen_gpu.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

namespace rlx {
namespace codegen {
namespace {

void InitGpuTargets() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
  });
}

GpuBackend BackendOf(const std::string& arch) {
  if (arch.rfind("sm_", 0) == 0) return GpuBackend::kNVPTX;
  if (arch.rfind("gfx", 0) == 0) return GpuBackend::kAMDGPU;
  ThrowError("GPU codegen: unknown GPU architecture '" + arch + "' (expected sm_* or gfx*)");
}

bool FileExists(const std::string& path) { return access(path.c_str(), R_OK) == 0; }

std::unique_ptr<llvm::TargetMachine> MakeTargetMachine(GpuBackend backend, const std::string& arch) {
  InitGpuTargets();
  std::string triple = backend == GpuBackend::kNVPTX ? "nvptx64-nvidia-cuda" : "amdgcn-amd-amdhsa";
  std::string err;
  const llvm::Target* t = llvm::TargetRegistry::lookupTarget(triple, err);
  if (t == nullptr) ThrowError("GPU codegen: this LLVM has no " + triple + " backend: " + err);
  // PTX ISA 7.8 is the first with sm_90: the oldest both architectures
  // accept, so the oldest CUDA drivers that know sm_90 load it.
  std::string features = backend == GpuBackend::kNVPTX ? "+ptx78" : "";
  // gfx10 and later default to 32-lane waves; the kernels (and ocml, linked
  // with oclc_wavefrontsize64_on) assume 64.
  if (backend == GpuBackend::kAMDGPU && AMDGPUISAVersion(arch) >= 10000) features = "+wavefrontsize64";
  llvm::TargetOptions opts;
  // As nvcc and hipcc do by default: a * b + c may become one fma.
  opts.AllowFPOpFusion = llvm::FPOpFusion::Fast;
  std::unique_ptr<llvm::TargetMachine> tm(t->createTargetMachine(triple, arch, features, opts, llvm::Reloc::PIC_,
                                                                 std::nullopt, llvm::CodeGenOptLevel::Aggressive));
  if (!tm) ThrowError("GPU codegen: cannot create a target machine for " + triple + " " + arch);
  if (!tm->getMCSubtargetInfo()->isCPUStringValid(arch)) {
    ThrowError("GPU codegen: LLVM " LLVM_VERSION_STRING " does not know the " + triple + " architecture " + arch);
  }
  return tm;
}

// The bitcode files of the target's math library, in link order, or none
// (with `*missing` saying what is not installed).
std::vector<std::string> MathLibraryFiles(GpuBackend backend, std::string* missing) {
  if (backend == GpuBackend::kNVPTX) {
    if (FileExists(kLibdevicePath)) return {kLibdevicePath};
    *missing = std::string("CUDA's libdevice (") + kLibdevicePath + "), which is not installed";
    return {};
  }
  // ocml, then the control variables it reads, as hipcc sets them by
  // default: IEEE behaviour (no finite-only, unsafe or denormal-flushing
  // math), correctly rounded sqrt, wave64 and code object v4. The ISA
  // version is defined in the module (DefineISAVersion): Debian's
  // rocm-device-libs 5.2 predates gfx942 and has no file for it.
  std::vector<std::string> files;
  for (const char* name : {"ocml", "oclc_finite_only_off", "oclc_unsafe_math_off", "oclc_daz_opt_off",
                           "oclc_correctly_rounded_sqrt_on", "oclc_wavefrontsize64_on", "oclc_abi_version_400"}) {
    files.push_back(std::string(kRocmBitcodeDir) + "/" + name + ".bc");
    if (!FileExists(files.back())) {
      *missing = "the ROCm device library (" + files.back() + " is missing; Debian package rocm-device-libs)";
      return {};
    }
  }
  return files;
}

void DefineISAVersion(llvm::Module* m, const std::string& arch) {
  llvm::Type* i32 = llvm::Type::getInt32Ty(m->getContext());
  auto* g = new llvm::GlobalVariable(*m, i32, /*isConstant=*/true, llvm::GlobalValue::LinkOnceODRLinkage,
                                     llvm::ConstantInt::get(i32, AMDGPUISAVersion(arch)), "__oclc_ISA_version", nullptr,
                                     llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/4);
  g->setAlignment(llvm::Align(4));
}

// Links the library functions the kernels call and makes everything but
// the kernels internal, so the optimizer inlines and drops them.
void LinkMathLibrary(llvm::Module* m, GpuBackend backend, const std::string& arch,
                     const std::vector<std::string>& files) {
  const char* prefix = backend == GpuBackend::kNVPTX ? "__nv_" : "__ocml_";
  bool needed = false;
  for (const llvm::Function& f : *m) needed |= f.isDeclaration() && f.getName().starts_with(prefix);
  if (!needed) return;
  std::set<std::string> kernels;
  for (const llvm::Function& f : *m) {
    if (!f.isDeclaration()) kernels.insert(f.getName().str());
  }
  if (backend == GpuBackend::kAMDGPU) DefineISAVersion(m, arch);
  for (const std::string& path : files) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buf = llvm::MemoryBuffer::getFile(path);
    if (!buf) ThrowError("GPU codegen: cannot read " + path);
    llvm::Expected<std::unique_ptr<llvm::Module>> lib =
        llvm::parseBitcodeFile((*buf)->getMemBufferRef(), m->getContext());
    if (!lib) {
      std::string msg = llvm::toString(lib.takeError());
      ThrowError("GPU codegen: cannot parse " + path + ": " + msg);
    }
    // The libraries are built for the same triple by older LLVMs, whose
    // data layout strings lack newer address spaces.
    (*lib)->setTargetTriple(m->getTargetTriple());
    (*lib)->setDataLayout(m->getDataLayout());
    RLX_CHECK(!llvm::Linker::linkModules(*m, std::move(*lib), llvm::Linker::Flags::LinkOnlyNeeded))
        << "linking " << path << " failed";
  }
  for (llvm::Function& f : *m) {
    if (!f.isDeclaration() && !kernels.count(f.getName().str())) f.setLinkage(llvm::GlobalValue::InternalLinkage);
  }
  for (llvm::GlobalVariable& g : m->globals()) {
    if (!g.isDeclaration()) g.setLinkage(llvm::GlobalValue::InternalLinkage);
  }
  // libdevice asks __nvvm_reflect("__CUDA_FTZ"): no flush-to-zero.
  if (backend == GpuBackend::kNVPTX) {
    m->addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", static_cast<uint32_t>(0));
  }
}

// Lowers, splits and emits every kernel of `funcs` into a new module.
std::unique_ptr<llvm::Module> BuildModule(const PrimFuncList& funcs, GpuBackend backend, const std::string& arch,
                                          llvm::TargetMachine* tm, llvm::LLVMContext* ctx,
                                          std::vector<std::string>* math_files) {
  auto module = std::make_unique<llvm::Module>("kernels", *ctx);
  module->setSourceFileName("kernels");
  module->setTargetTriple(tm->getTargetTriple().str());
  module->setDataLayout(tm->createDataLayout());
  // LLVM 19 writes code object v5 unless told otherwise; v4 is what the
  // linked oclc_abi_version_400 describes, and what LLVM 16 wrote.
  if (backend == GpuBackend::kAMDGPU) {
    module->addModuleFlag(llvm::Module::Error, "amdhsa_code_object_version", static_cast<uint32_t>(400));
  }
  std::string missing;
  *math_files = MathLibraryFiles(backend, &missing);
  CodeGenGPU cg(ctx, module.get(), backend, !math_files->empty(), missing);
  std::set<std::string> names;
  for (const auto& [name, func] : funcs) {
    if (!names.insert(name).second) ThrowError(func->span, "GPU codegen: two functions are named " + name);
    try {
      SplitFunction split = SplitHostDevice(name, LowerForDevice(func));
      for (const DeviceKernel& k : split.kernels) cg.AddKernel(k, split.noalias);
    } catch (const DiagnosticError& e) {
      Diagnostic d = e.diagnostic();
      d.message = name + ": " + d.message;
      throw DiagnosticError(d);
    }
  }
  std::string err;
  llvm::raw_string_ostream os(err);
  RLX_CHECK(!llvm::verifyModule(*module, &os)) << "GPU codegen produced invalid LLVM IR: " << os.str();
  return module;
}

void Optimize(llvm::Module* m, llvm::TargetMachine* tm) {
  // Declared in this order so that they are destroyed in the right order.
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
  mpm.run(*m, mam);
}

std::string Compile(const PrimFuncList& funcs, const std::string& arch, llvm::CodeGenFileType kind) {
  GpuBackend backend = BackendOf(arch);
  std::unique_ptr<llvm::TargetMachine> tm = MakeTargetMachine(backend, arch);
  llvm::LLVMContext ctx;
  std::vector<std::string> math_files;
  std::unique_ptr<llvm::Module> m = BuildModule(funcs, backend, arch, tm.get(), &ctx, &math_files);
  LinkMathLibrary(m.get(), backend, arch, math_files);
  Optimize(m.get(), tm.get());
  llvm::SmallString<0> out;
  llvm::raw_svector_ostream os(out);
  llvm::legacy::PassManager pm;
  RLX_CHECK(!tm->addPassesToEmitFile(pm, os, nullptr, kind)) << arch << " cannot emit this file type";
  pm.run(*m);
  return std::string(out.str());
}

// NVPTX numbers the "// callseq N" comments around calls from a counter
// global to the process, so a second compilation in one process would
// print other numbers: renumber them from 0 in order of appearance.
std::string RenumberCallSeqs(const std::string& ptx) {
  static const std::string kTag = "// callseq ";
  std::map<std::string, int> ids;
  std::string out;
  size_t pos = 0;
  for (size_t hit = ptx.find(kTag); hit != std::string::npos; hit = ptx.find(kTag, pos)) {
    size_t begin = hit + kTag.size(), end = begin;
    while (end < ptx.size() && std::isdigit(static_cast<unsigned char>(ptx[end]))) ++end;
    out.append(ptx, pos, begin - pos);
    auto it = ids.emplace(ptx.substr(begin, end - begin), static_cast<int>(ids.size())).first;
    out += std::to_string(it->second);
    pos = end;
  }
  out.append(ptx, pos, std::string::npos);
  return out;
}

std::string ReadAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

// major * 1000 + minor * 100 + stepping, the last two characters of the
// name being hexadecimal digits (gfx90a: 9, 0, 10; gfx1030: 10, 3, 0).
int AMDGPUISAVersion(const std::string& arch) {
  std::string digits = arch.rfind("gfx", 0) == 0 ? arch.substr(3) : "";
  auto dec = [](char c) { return c >= '0' && c <= '9'; };
  auto hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
  bool ok = digits.size() >= 3 && std::all_of(digits.begin(), digits.end() - 2, dec) &&
            hex(digits[digits.size() - 2]) && hex(digits.back());
  if (!ok) ThrowError("GPU codegen: '" + arch + "' is not an AMDGPU architecture name (gfx<major><minor><stepping>)");
  int major = std::stoi(digits.substr(0, digits.size() - 2));
  int minor = std::stoi(digits.substr(digits.size() - 2, 1), nullptr, 16);
  int stepping = std::stoi(digits.substr(digits.size() - 1), nullptr, 16);
  return major * 1000 + minor * 100 + stepping;
}

std::string EmitGPULLVMIR(const PrimFuncList& funcs, const std::string& arch) {
  GpuBackend backend = BackendOf(arch);
  std::unique_ptr<llvm::TargetMachine> tm = MakeTargetMachine(backend, arch);
  llvm::LLVMContext ctx;
  std::vector<std::string> math_files;
  std::unique_ptr<llvm::Module> m = BuildModule(funcs, backend, arch, tm.get(), &ctx, &math_files);
  std::string text;
  llvm::raw_string_ostream os(text);
  m->print(os, nullptr);
  return os.str();
}

std::string EmitPTX(const PrimFuncList& funcs, const std::string& arch) {
  if (BackendOf(arch) != GpuBackend::kNVPTX) ThrowError("GPU codegen: PTX needs an sm_* architecture, not " + arch);
  return RenumberCallSeqs(Compile(funcs, arch, llvm::CodeGenFileType::AssemblyFile));
}

std::string EmitAMDGPUObject(const PrimFuncList& funcs, const std::string& arch) {
  if (BackendOf(arch) != GpuBackend::kAMDGPU) {
    ThrowError("GPU codegen: an AMDGPU object needs a gfx* architecture, not " + arch);
  }
  return Compile(funcs, arch, llvm::CodeGenFileType::ObjectFile);
}

std::string FindLLD() {
  for (const char* path : {"/usr/bin/ld.lld-19", "/usr/lib/llvm-19/bin/ld.lld"}) {
    if (access(path, X_OK) == 0) return path;
  }
  return "";
}

std::string LinkAMDGPUCodeObject(const std::string& object) {
  std::string lld = FindLLD();
  if (lld.empty()) ThrowError("GPU codegen: linking an AMDGPU code object needs ld.lld-19 (Debian package lld-19)");
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/rlx_hsaco_XXXXXX";
  std::vector<char> dir(pattern.begin(), pattern.end());
  dir.push_back('\0');
  if (mkdtemp(dir.data()) == nullptr) ThrowError("GPU codegen: cannot create a temporary directory " + pattern);
  std::string d = dir.data();
  std::string in = d + "/kernels.o", out = d + "/kernels.hsaco", log = d + "/lld.log";
  std::ofstream(in, std::ios::binary) << object;
  std::string cmd = lld + " -shared --no-undefined -o " + out + " " + in + " > " + log + " 2>&1";
  int rc = std::system(cmd.c_str());
  std::string result = ReadAll(out), diag = ReadAll(log);
  for (const std::string& f : {in, out, log}) std::remove(f.c_str());
  rmdir(d.c_str());
  if (rc != 0 || result.empty()) ThrowError("GPU codegen: " + lld + " failed:\n" + diag);
  return result;
}

std::vector<DeviceArtifact> EmitNVPTXArtifacts(const PrimFuncList& funcs) {
  std::vector<DeviceArtifact> out;
  for (const std::string& arch : NVPTXArchs()) out.push_back({"kernels_" + arch + ".ptx", EmitPTX(funcs, arch)});
  return out;
}

std::vector<std::string> AMDGPUArchsFor(const std::string& mcpu) {
  std::vector<std::string> archs = AMDGPUArchs();
  if (!mcpu.empty() && std::find(archs.begin(), archs.end(), mcpu) == archs.end()) archs.push_back(mcpu);
  return archs;
}

std::vector<DeviceArtifact> EmitAMDGPUArtifacts(const PrimFuncList& funcs, const std::vector<std::string>& archs) {
  std::vector<DeviceArtifact> out;
  bool link = !FindLLD().empty();
  for (const std::string& arch : archs) {
    std::string object = EmitAMDGPUObject(funcs, arch);
    if (link) {
      out.push_back({"kernels_" + arch + ".hsaco", LinkAMDGPUCodeObject(object)});
    } else {
      out.push_back({"kernels_" + arch + ".o", object});
    }
  }
  return out;
}

}  // namespace codegen
}  // namespace rlx
