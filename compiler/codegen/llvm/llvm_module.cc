// Target selection, the optimization pipeline, the ORC JIT and file output.
#include "compiler/codegen/llvm/llvm_module.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <mutex>
#include <set>

#include "compiler/codegen/llvm/codegen_llvm.h"
#include "compiler/codegen/llvm/parallel_runtime.h"
#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/convert_blocks_to_opaque.h"
#include "compiler/tir/transform/flatten_buffer.h"
#include "compiler/tir/transform/interleave_parallel_scans.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/lower_intrin.h"
#include "compiler/tir/transform/lower_match_buffer.h"
#include "compiler/tir/transform/lower_opaque_block.h"
#include "compiler/tir/transform/schedule_cpu.h"
#include "compiler/tir/transform/split_long_scans.h"
#include "compiler/tir/transform/vectorize_scans.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/ThreadSafeModule.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

namespace rlx {
namespace codegen {

struct LLVMModule::Impl {
  std::string triple, cpu, features;
  int opt_level = 3;
  bool host = true;  // triple is this process's: the JIT can run it
  std::string ir;
  std::string object;  // LoadLLVMObject's code (ir is empty then)
  std::vector<std::string> names;
  std::map<std::string, KernelSignature> sigs;
  std::mutex mu;  // guards the JIT and the function cache
  std::unique_ptr<llvm::orc::LLJIT> jit;
  std::map<std::string, KernelFunc> fns;
};

namespace {

void InitLLVM() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
  });
}

llvm::CodeGenOptLevel CodeGenLevel(int opt_level) {
  switch (opt_level) {
    case 0:
      return llvm::CodeGenOptLevel::None;
    case 1:
      return llvm::CodeGenOptLevel::Less;
    case 2:
      return llvm::CodeGenOptLevel::Default;
    default:
      return llvm::CodeGenOptLevel::Aggressive;
  }
}

// As TVM: a * b + c may become one fused multiply-add (vfmadd on x86), which
// doubles the throughput of every multiply-accumulate loop.
llvm::TargetOptions TargetOptionsFor() {
  llvm::TargetOptions opts;
  opts.AllowFPOpFusion = llvm::FPOpFusion::Fast;
  return opts;
}

// The SIMD width ScheduleCPU tiles for, from the target features.
int VectorBits(const std::string& features) {
  auto has = [&](const std::string& f) { return ("," + features + ",").find("," + f + ",") != std::string::npos; };
  if (has("+avx512f")) return 512;
  if (has("+avx") || has("+avx2")) return 256;
  return 128;
}

std::unique_ptr<llvm::TargetMachine> MakeTargetMachine(const LLVMModule::Impl& m) {
  std::string err;
  const llvm::Target* t = llvm::TargetRegistry::lookupTarget(m.triple, err);
  if (t == nullptr) ThrowError("LLVM codegen: unknown target triple " + m.triple + ": " + err);
  std::unique_ptr<llvm::TargetMachine> tm(t->createTargetMachine(
      m.triple, m.cpu, m.features, TargetOptionsFor(), llvm::Reloc::PIC_, std::nullopt, CodeGenLevel(m.opt_level)));
  if (!tm) ThrowError("LLVM codegen: cannot create a target machine for " + m.triple + " -mcpu=" + m.cpu);
  return tm;
}

std::string HostFeatures() {
  std::vector<std::string> list;
  for (const auto& kv : llvm::sys::getHostCPUFeatures()) {
    list.push_back((kv.second ? "+" : "-") + kv.first().str());
  }
  std::sort(list.begin(), list.end());  // StringMap order is not deterministic
  std::string out;
  for (const std::string& f : list) out += (out.empty() ? "" : ",") + f;
  return out;
}

llvm::FastMathFlags FastMathOf(const Target& target) {
  llvm::FastMathFlags fmf;
  auto on = [&](const char* name) { return target.GetBool(name).value_or(false); };
  if (on("fast-math")) {
    fmf.setFast();
    return fmf;
  }
  if (on("fast-math-nnan")) fmf.setNoNaNs();
  if (on("fast-math-ninf")) fmf.setNoInfs();
  if (on("fast-math-nsz")) fmf.setNoSignedZeros();
  if (on("fast-math-arcp")) fmf.setAllowReciprocal();
  if (on("fast-math-contract")) fmf.setAllowContract(true);
  if (on("fast-math-reassoc")) fmf.setAllowReassoc();
  return fmf;
}

void Optimize(llvm::Module* m, llvm::TargetMachine* tm, int level) {
  // Declared in this order so that they are destroyed in the right order.
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions pto;
  pto.LoopVectorization = level >= 2;
  pto.SLPVectorization = level >= 2;
  llvm::PassBuilder pb(tm, pto);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager mpm;
  switch (level) {
    case 0:
      mpm = pb.buildO0DefaultPipeline(llvm::OptimizationLevel::O0);
      break;
    case 1:
      mpm = pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O1);
      break;
    case 2:
      mpm = pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O2);
      break;
    default:
      mpm = pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
      break;
  }
  mpm.run(*m, mam);
}

std::unique_ptr<llvm::Module> ParseIR(const std::string& ir, llvm::LLVMContext* ctx) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(ir, diag, *ctx);
  RLX_CHECK(m != nullptr) << "cannot re-read generated LLVM IR: " << diag.getMessage().str();
  return m;
}

std::string EmitFile(const LLVMModule::Impl& m, llvm::CodeGenFileType kind) {
  if (m.ir.empty() && !m.object.empty()) {
    ThrowError("LLVM codegen: this module was loaded from an object and has no IR to compile again");
  }
  InitLLVM();
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> mod = ParseIR(m.ir, &ctx);
  std::unique_ptr<llvm::TargetMachine> tm = MakeTargetMachine(m);
  llvm::SmallString<0> buf;
  llvm::raw_svector_ostream os(buf);
  llvm::legacy::PassManager pm;
  if (tm->addPassesToEmitFile(pm, os, nullptr, kind)) {
    ThrowError("LLVM codegen: target " + m.triple + " cannot emit this file type");
  }
  pm.run(*mod);
  return std::string(buf.begin(), buf.end());
}

template <typename T>
T OrThrow(llvm::Expected<T> value, const std::string& what) {
  if (!value) ThrowError("LLVM codegen: " + what + ": " + llvm::toString(value.takeError()));
  return std::move(*value);
}

std::unique_ptr<llvm::orc::LLJIT> MakeJIT(const LLVMModule::Impl& m) {
  llvm::orc::JITTargetMachineBuilder jtmb{llvm::Triple(m.triple)};
  jtmb.setCPU(m.cpu);
  std::vector<std::string> features;
  for (size_t start = 0; start < m.features.size();) {
    size_t comma = m.features.find(',', start);
    if (comma == std::string::npos) comma = m.features.size();
    if (comma > start) features.push_back(m.features.substr(start, comma - start));
    start = comma + 1;
  }
  jtmb.addFeatures(features);
  jtmb.setCodeGenOptLevel(CodeGenLevel(m.opt_level));
  jtmb.getOptions() = TargetOptionsFor();
  std::unique_ptr<llvm::orc::LLJIT> jit =
      OrThrow(llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(std::move(jtmb)).create(), "creating the JIT");
  llvm::orc::JITDylib& lib = jit->getMainJITDylib();
  // libm (erff, tanhf, ...) and the compiler runtime come from this process.
  lib.addGenerator(
      OrThrow(llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(jit->getDataLayout().getGlobalPrefix()),
              "searching this process's symbols"));
  llvm::orc::MangleAndInterner mangle(jit->getExecutionSession(), jit->getDataLayout());
  auto symbol = [](auto* fn) {
    return llvm::orc::ExecutorSymbolDef(llvm::orc::ExecutorAddr::fromPtr(fn), llvm::JITSymbolFlags::Exported);
  };
  llvm::orc::SymbolMap runtime;
  runtime[mangle(kParallelLaunchSymbol)] = symbol(&rlx_parallel_launch);
  runtime[mangle(kWorkspaceAllocSymbol)] = symbol(&rlx_workspace_alloc);
  runtime[mangle(kWorkspaceFreeSymbol)] = symbol(&rlx_workspace_free);
  runtime[mangle(rlx::runtime::kCallPackedSymbol)] = symbol(&rlx_call_packed);
  if (llvm::Error err = lib.define(llvm::orc::absoluteSymbols(std::move(runtime)))) {
    ThrowError("LLVM codegen: defining runtime symbols: " + llvm::toString(std::move(err)));
  }
  if (!m.object.empty()) {
    if (llvm::Error err = jit->addObjectFile(llvm::MemoryBuffer::getMemBufferCopy(m.object, "rlx_kernels.o"))) {
      ThrowError("LLVM codegen: adding the kernel object to the JIT: " + llvm::toString(std::move(err)));
    }
    return jit;
  }
  auto ctx = std::make_unique<llvm::LLVMContext>();
  std::unique_ptr<llvm::Module> mod = ParseIR(m.ir, ctx.get());
  if (llvm::Error err = jit->addIRModule(llvm::orc::ThreadSafeModule(std::move(mod), std::move(ctx)))) {
    ThrowError("LLVM codegen: adding the module to the JIT: " + llvm::toString(std::move(err)));
  }
  return jit;
}

std::vector<std::string> SplitFeatures(const std::string& features) {
  std::vector<std::string> out;
  for (size_t start = 0; start <= features.size();) {
    size_t comma = features.find(',', start);
    if (comma == std::string::npos) comma = features.size();
    if (comma > start) out.push_back(features.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

std::string JoinSorted(std::vector<std::string> list) {
  std::sort(list.begin(), list.end());
  std::string out;
  for (const std::string& f : list) out += (out.empty() ? "" : ",") + f;
  return out;
}

// Which of the features this kind of CPU reports (cpuid on x86) code
// compiled for m's CPU and feature string may use: the set an object's
// portability is judged by. Tuning-only "features" are not among them, so
// the same code built on a sibling CPU still matches.
std::string EnabledHostFeatures(const LLVMModule::Impl& m) {
  std::unique_ptr<llvm::TargetMachine> tm = MakeTargetMachine(m);
  const llvm::MCSubtargetInfo* sti = tm->getMCSubtargetInfo();
  const llvm::StringMap<bool> host = llvm::sys::getHostCPUFeatures();
  std::vector<std::string> on;
  for (const auto& kv : host) {
    std::string f = "+" + kv.first().str();
    if (sti->checkFeatures(f)) on.push_back(f);
  }
  return JoinSorted(on);
}

// ScheduleCPU + LowerForLLVM, errors prefixed with the function's name.
tir::PrimFunc ScheduleAndLower(const std::string& name, const tir::PrimFunc& func,
                               const tir::transform::CPUScheduleOptions& schedule, bool reassociate_float) {
  try {
    return LowerForLLVM(tir::transform::ScheduleCPU(func, schedule), reassociate_float, schedule.vector_bits);
  } catch (const DiagnosticError& e) {
    Diagnostic d = e.diagnostic();
    d.message = name + ": " + d.message;
    throw DiagnosticError(d);
  }
}

}  // namespace

bool AllowsFloatReassociation(const Target& target) {
  return target.GetBool("fast-math").value_or(false) || target.GetBool("fast-math-reassoc").value_or(false);
}

tir::PrimFunc LowerForLLVM(const tir::PrimFunc& func, bool reassociate_float, int vector_bits) {
  namespace tt = tir::transform;
  tir::PrimFunc f = tt::LowerInitBlock(func);
  f = tt::ConvertBlocksToOpaque(f);
  f = tt::LowerMatchBuffer(f);
  f = tt::LowerOpaqueBlock(f);
  f = tt::FlattenBuffer(f);
  f = tt::VectorizeScans(f, reassociate_float, vector_bits);
  f = tt::SplitLongScans(f, reassociate_float);
  f = tt::InterleaveParallelScans(f);
  return tt::LowerIntrin(f);
}

std::vector<std::string> LLVMModule::FunctionNames() const { return impl_->names; }

const KernelSignature& LLVMModule::GetSignature(const std::string& name) const {
  auto it = impl_->sigs.find(name);
  if (it == impl_->sigs.end()) {
    std::string known;
    for (const std::string& n : impl_->names) known += (known.empty() ? "" : ", ") + n;
    ThrowError("LLVM module has no function " + name + " (it has: " + known + ")");
  }
  return it->second;
}

KernelFunc LLVMModule::GetFunction(const std::string& name) const {
  GetSignature(name);  // throws for unknown names
  std::lock_guard<std::mutex> lock(impl_->mu);
  auto cached = impl_->fns.find(name);
  if (cached != impl_->fns.end()) return cached->second;
  if (!impl_->host) {
    ThrowError("LLVM codegen: cannot run code for " + impl_->triple + " in this process (" +
               llvm::sys::getProcessTriple() + ")");
  }
  if (!impl_->jit) impl_->jit = MakeJIT(*impl_);
  llvm::orc::ExecutorAddr addr = OrThrow(impl_->jit->lookup(name), "looking up " + name);
  KernelFunc fn = addr.toPtr<KernelFunc>();
  impl_->fns[name] = fn;
  return fn;
}

const std::string& LLVMModule::EmitLLVMIR() const { return impl_->ir; }

std::string LLVMModule::EmitAssembly() const { return EmitFile(*impl_, llvm::CodeGenFileType::AssemblyFile); }

void LLVMModule::SaveObject(const std::string& path) const {
  std::string obj = impl_->ir.empty() ? impl_->object : EmitFile(*impl_, llvm::CodeGenFileType::ObjectFile);
  std::ofstream out(path, std::ios::binary);
  out.write(obj.data(), static_cast<std::streamsize>(obj.size()));
  if (!out) ThrowError("cannot write object file " + path);
}

const std::string& LLVMModule::triple() const { return impl_->triple; }
const std::string& LLVMModule::cpu() const { return impl_->cpu; }
bool LLVMModule::from_object() const { return !impl_->object.empty(); }

LLVMObject LLVMModule::EmitObject() const {
  LLVMObject o;
  o.triple = impl_->triple;
  o.cpu = impl_->cpu;
  o.features = impl_->host ? EnabledHostFeatures(*impl_) : JoinSorted(SplitFeatures(impl_->features));
  o.bytes = EmitFile(*impl_, llvm::CodeGenFileType::ObjectFile);
  for (const std::string& name : impl_->names) o.functions.emplace_back(name, impl_->sigs.at(name).assert_messages);
  return o;
}

std::string HostIncompatibility(const std::string& triple, const std::string& features) {
  InitLLVM();
  std::string host_triple = llvm::Triple::normalize(llvm::sys::getProcessTriple());
  if (llvm::Triple::normalize(triple) != host_triple) {
    return "it was compiled for " + triple + " and this process is " + host_triple;
  }
  const llvm::StringMap<bool> host = llvm::sys::getHostCPUFeatures();
  std::vector<std::string> missing;
  for (const std::string& f : SplitFeatures(features)) {
    if (f[0] == '-') continue;  // a feature the code does not use
    std::string name = f[0] == '+' ? f.substr(1) : f;
    auto it = host.find(name);
    if (it == host.end() || !it->second) missing.push_back(name);
  }
  if (missing.empty()) return "";
  std::string list;
  for (const std::string& f : missing) list += (list.empty() ? "" : ", ") + f;
  return "it uses CPU features this CPU lacks: " + list;
}

LLVMModule LoadLLVMObject(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs, const LLVMObject& object) {
  std::string why = HostIncompatibility(object.triple, object.features);
  if (!why.empty()) ThrowError("the kernel object cannot run here: " + why);
  if (object.bytes.empty()) ThrowError("the kernel object is empty");
  if (object.functions.size() != funcs.size()) {
    ThrowError("the kernel object has " + std::to_string(object.functions.size()) + " functions, the kernels " +
               std::to_string(funcs.size()));
  }
  auto impl = std::make_shared<LLVMModule::Impl>();
  impl->triple = llvm::Triple::normalize(object.triple);
  impl->cpu = object.cpu;
  impl->features = object.features;
  impl->object = object.bytes;
  // The signatures are those BuildLLVM derived: the same schedule (whose
  // vector width follows the features) and lowering, minus LLVM.
  tir::transform::CPUScheduleOptions schedule;
  schedule.vector_bits = VectorBits(impl->features);
  for (size_t i = 0; i < funcs.size(); ++i) {
    const auto& [name, func] = funcs[i];
    if (object.functions[i].first != name) {
      ThrowError("the kernel object's function " + std::to_string(i) + " is " + object.functions[i].first +
                 ", the kernels' " + name);
    }
    if (impl->sigs.count(name)) ThrowError(func->span, "LoadLLVMObject: two functions are named " + name);
    // Lowered without the float reassociation a target may have allowed:
    // it changes loop structure, never the parameters a signature holds.
    KernelSignature sig = MakeKernelSignature(name, ScheduleAndLower(name, func, schedule, false));
    sig.assert_messages = object.functions[i].second;
    impl->names.push_back(name);
    impl->sigs.emplace(name, std::move(sig));
  }
  LLVMModule module(impl);
  for (const std::string& name : impl->names) module.GetFunction(name);
  return module;
}

LLVMModule BuildLLVM(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs, const Target& target) {
  if (!target.defined() || target.kind() != "llvm") {
    ThrowError("BuildLLVM needs an \"llvm\" target, got " + (target.defined() ? target.ToString() : "none"));
  }
  InitLLVM();
  auto impl = std::make_shared<LLVMModule::Impl>();
  std::string host_triple = llvm::sys::getProcessTriple();
  impl->triple = llvm::Triple::normalize(target.GetString("mtriple").value_or(host_triple));
  impl->host = impl->triple == llvm::Triple::normalize(host_triple);
  std::optional<std::string> mcpu = target.GetString("mcpu");
  impl->cpu = mcpu ? *mcpu : impl->host ? llvm::sys::getHostCPUName().str() : "generic";
  if (auto mattr = target.GetStringList("mattr")) {
    for (const std::string& f : *mattr) impl->features += (impl->features.empty() ? "" : ",") + f;
  } else if (impl->host && !mcpu) {
    impl->features = HostFeatures();
  }
  impl->opt_level = static_cast<int>(std::clamp<int64_t>(target.GetInt("opt-level").value_or(3), 0, 3));
  std::unique_ptr<llvm::TargetMachine> tm = MakeTargetMachine(*impl);

  llvm::LLVMContext ctx;
  llvm::Module module("rlx_kernels", ctx);
  module.setTargetTriple(impl->triple);
  module.setDataLayout(tm->createDataLayout());
  CodeGenLLVM cg(&ctx, &module, FastMathOf(target));
  tir::transform::CPUScheduleOptions schedule;
  schedule.vector_bits = VectorBits(impl->features);
  for (const auto& [name, func] : funcs) {
    if (impl->sigs.count(name)) ThrowError(func->span, "BuildLLVM: two functions are named " + name);
    tir::PrimFunc lowered = ScheduleAndLower(name, func, schedule, AllowsFloatReassociation(target));
    KernelSignature sig = MakeKernelSignature(name, lowered);
    cg.AddFunction(&sig, lowered);
    impl->names.push_back(name);
    impl->sigs.emplace(name, std::move(sig));
  }
  for (llvm::Function& fn : module) {
    if (fn.isDeclaration()) continue;
    fn.addFnAttr("target-cpu", impl->cpu);
    if (!impl->features.empty()) fn.addFnAttr("target-features", impl->features);
  }
  std::string errors;
  llvm::raw_string_ostream err_os(errors);
  RLX_CHECK(!llvm::verifyModule(module, &err_os)) << "generated invalid LLVM IR: " << err_os.str();
  Optimize(&module, tm.get(), impl->opt_level);
  llvm::raw_string_ostream ir_os(impl->ir);
  module.print(ir_os, nullptr);
  ir_os.flush();
  return LLVMModule(impl);
}

void RunPrimFunc(const LLVMModule& module, const std::string& name, std::vector<NDArray>& buffers,
                 const std::vector<ScalarValue>& scalars) {
  const KernelSignature& sig = module.GetSignature(name);
  std::vector<KernelArg> args = BindKernelArgs(sig, buffers, scalars);
  KernelFunc fn = module.GetFunction(name);
  int32_t rc = fn(args.data(), static_cast<int32_t>(args.size()));
  if (rc != kKernelOk) ThrowError(sig.ErrorMessage(rc));
}

}  // namespace codegen
}  // namespace rlx
