#include "compiler/driver/build.h"

#include <string>
#include <utility>

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/contrib/common/blas_codegen.h"
#include "compiler/contrib/dnnl/dnnl.h"
#include "compiler/contrib/openclml/openclml_codegen.h"
#include "compiler/driver/resource_limits.h"
#include "compiler/relax/struct_info.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/run_codegen.h"

namespace rlx {
namespace driver {
namespace {

using runtime::vm::Arg;
using runtime::vm::Constant;
using runtime::vm::Executable;
using runtime::vm::Instruction;
using runtime::vm::VMFunction;

// The kinds whose kernels this process can run now: llvm on the host, and
// each device backend that says so (opencl on the default OpenCL device,
// cuda with a driver and a GPU). Other GPU kinds build (executable plus the
// kernels as device code, device_artifacts.h) but need their vendor runtime.
std::string RunnableKinds(const TargetSupport& support) {
  std::string kinds = "llvm";
  for (const DeviceBackend& d : support.devices) {
    if (d.CanRunHere()) kinds += ", " + d.kind;
  }
  return kinds;
}

// A build has the host (llvm) and its target's device only: a parameter or
// result pinned to another vdevice (e.g. cuda:0 in an llvm build) cannot be
// placed. Without this check the pipeline would lower such a module as if
// it were code for the build's target.
void CheckVDevices(const IRModule& mod, const Target& target) {
  auto check = [&](const relax::StructInfo& si, const Span& span, const std::string& what) {
    auto t = si.as<relax::TensorStructInfoNode>();
    if (!t.defined() || !t->vdevice.defined()) return;
    const std::string& kind = t->vdevice->target.kind();
    if (kind == target.kind() || kind == "llvm") return;
    ThrowError(span, what + " is placed on vdevice " + kind + ":" + std::to_string(t->vdevice->vdevice_id) +
                         ", which a build for target '" + target.kind() + "' cannot place");
  };
  for (const auto& [name, entry] : mod->functions) {
    auto f = entry.second.as<relax::FunctionNode>();
    if (!f.defined()) continue;
    for (const relax::Var& p : f->params) {
      check(p->struct_info(), p->span, "parameter '" + p->name + "' of function '" + name + "'");
    }
    check(f->ret_struct_info, f->span, "the result of function '" + name + "'");
  }
}

class LLVMKernelRunner : public runtime::vm::KernelRunner {
 public:
  explicit LLVMKernelRunner(codegen::LLVMModule module) : module_(std::move(module)) {}
  void Run(const std::string& name, std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars) override {
    std::vector<codegen::ScalarValue> values(scalars.begin(), scalars.end());
    codegen::RunPrimFunc(module_, name, buffers, values);
  }

 private:
  codegen::LLVMModule module_;
};

std::vector<std::pair<std::string, tir::PrimFunc>> KernelFuncs(const Executable& exec) {
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs;
  if (exec.kernel_source.empty()) return funcs;
  IRModule mod = script::ParseModuleText(exec.kernel_source, "<executable kernels>");
  for (const auto& [name, entry] : mod->functions) {
    if (auto f = entry.second.as<tir::PrimFuncNode>()) funcs.emplace_back(name, f);
  }
  return funcs;
}

runtime::vm::KernelObject ToKernelObject(codegen::LLVMObject o) {
  runtime::vm::KernelObject k;
  k.triple = std::move(o.triple);
  k.cpu = std::move(o.cpu);
  k.features = std::move(o.features);
  k.object = std::move(o.bytes);
  k.kernels = std::move(o.functions);
  return k;
}

codegen::LLVMObject FromKernelObject(const runtime::vm::KernelObject& k) {
  codegen::LLVMObject o;
  o.triple = k.triple;
  o.cpu = k.cpu;
  o.features = k.features;
  o.bytes = k.object;
  o.functions = k.kernels;
  return o;
}

}  // namespace

Executable Build(const TargetSupport& support, const IRModule& mod, const Target& target, PassContext& ctx,
                 IRModule* lowered_out) {
  CheckVDevices(mod, target);
  CheckTensorSizes(mod);
  // A partitioned module (Codegen functions from partition_for_<backend>)
  // first gets its external code: TVM's RunCodegen, which relax.build
  // leaves to the user, so that such a module builds and runs as it is.
  IRModule input = mod;
  if (transform::HasCodegenFunctions(mod)) {
    // dnnl runs here; cublas / hipblas calls run where their device is.
    transform::ExternCodegenTable codegens = backend::contrib::DefaultExternCodegens();
    for (auto& entry : backend::contrib::BlasExternCodegens()) codegens.insert(entry);
    // A module partitioned for openclml (rlx partition --backend=openclml)
    // gets its JSON graphs; running them needs the CLML SDK.
    codegens["openclml"] = backend::contrib::OpenclmlCodegen(backend::contrib::ClmlVersion(ctx));
    input = (*transform::RunCodegen(std::move(codegens)))(mod, ctx);
  }
  RLX_CHECK(support.default_pipeline) << "TargetSupport without default_pipeline";
  IRModule lowered = (*support.default_pipeline(target))(input, ctx);
  if (lowered_out) *lowered_out = lowered;
  Executable exec = VMCodegen(lowered, target);
  if (exec.kernel_source.empty()) return exec;
  if (target.kind() != "llvm") {
    const DeviceBackend* device = support.Find(target.kind());
    // Compile the kernels once here so that `rlx build` reports what the
    // backend cannot compile, not the first run. Device code for the other
    // GPU kinds is made by EmitDeviceArtifacts (`rlx build -o DIR/`), which
    // reports what their backends cannot compile.
    if (device != nullptr && device->CanRunHere()) LoadKernels(support, exec);
    return exec;
  }
  // Compiling ahead of time also reports what the CPU backend cannot
  // compile at build time rather than at the first run.
  exec.kernel_object = ToKernelObject(codegen::BuildLLVM(KernelFuncs(exec), target).EmitObject());
  return exec;
}

std::shared_ptr<runtime::vm::KernelRunner> LoadKernels(const TargetSupport& support, const Executable& exec,
                                                       KernelLoadReport* report) {
  KernelLoadReport local;
  KernelLoadReport& r = report ? *report : local;
  r = KernelLoadReport();
  if (exec.kernel_source.empty()) return nullptr;
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs = KernelFuncs(exec);
  Target target = Target::Parse(exec.target);
  r.origin = KernelOrigin::kSource;
  if (target.kind() != "llvm") {
    const DeviceBackend* device = support.Find(target.kind());
    // A backend with a runner throws the exact reason ("no CUDA driver:
    // libcuda.so.1 not found", "no CUDA device") where there is no device.
    if (device != nullptr && device->load_kernels) return device->load_kernels(funcs);
    ThrowError("the kernels of this executable are for target '" + target.kind() +
               "', which cannot run in this process (runnable here: " + RunnableKinds(support) +
               "); `rlx build --target=" + target.kind() + " -o DIR/` writes them as device code");
  }
  if (exec.kernel_object.empty()) {
    r.fallback_reason = "the executable has no kernel object";
  } else {
    // The text is the authority: an object that does not suit this host or
    // fails to link (another machine's, damaged) costs a compile, not a run.
    try {
      codegen::LLVMModule module = codegen::LoadLLVMObject(funcs, FromKernelObject(exec.kernel_object));
      r.origin = KernelOrigin::kObject;
      return std::make_shared<LLVMKernelRunner>(std::move(module));
    } catch (const DiagnosticError& e) {
      r.fallback_reason = e.diagnostic().message;
    }
  }
  return std::make_shared<LLVMKernelRunner>(codegen::BuildLLVM(funcs, target));
}

runtime::vm::VirtualMachine LoadVM(const TargetSupport& support, Executable exec, KernelLoadReport* report) {
  std::shared_ptr<runtime::vm::KernelRunner> kernels = LoadKernels(support, exec, report);
  return runtime::vm::VirtualMachine(std::move(exec), std::move(kernels));
}

std::vector<runtime::vm::Value> VMArgsFromArrays(const Executable& exec, const std::string& func,
                                                 const std::vector<NDArray>& arrays) {
  using runtime::vm::Value;
  std::vector<Value> args;
  int64_t idx = exec.FindFunction(func);
  const VMFunction* f = idx >= 0 ? &exec.func_table[idx] : nullptr;
  for (size_t i = 0; i < arrays.size(); ++i) {
    Constant::ValueKind kind = Constant::ValueKind::kTensor;
    if (f != nullptr && f->kind == VMFunction::kVMFunc) {
      // VMShapeLower checks every parameter first: check_prim_value_info /
      // check_shape_info on its register say what it is.
      for (const Instruction& ins : f->code) {
        if (ins.op != Instruction::kCall || ins.args.empty() || ins.args[0].kind != Arg::kRegister ||
            ins.args[0].value != static_cast<int64_t>(i) || ins.func < 0 ||
            ins.func >= static_cast<int64_t>(exec.func_table.size())) {
          continue;
        }
        const std::string& callee = exec.func_table[ins.func].name;
        if (callee == "vm.builtin.check_prim_value_info") {
          kind = Constant::ValueKind::kPrim;
          break;
        }
        if (callee == "vm.builtin.check_shape_info") {
          kind = Constant::ValueKind::kShape;
          break;
        }
        if (callee == "vm.builtin.check_tensor_info") break;
      }
    }
    if (kind == Constant::ValueKind::kPrim) {
      if (arrays[i].NumElements() != 1) ThrowError("argument " + std::to_string(i) + " must have one element");
      args.push_back(Value::Int(arrays[i].GetInt(0)));
    } else if (kind == Constant::ValueKind::kShape) {
      args.push_back(Value::Shape(arrays[i].ToIntVector()));
    } else {
      args.push_back(Value::Tensor(arrays[i]));
    }
  }
  return args;
}

}  // namespace driver
}  // namespace rlx
