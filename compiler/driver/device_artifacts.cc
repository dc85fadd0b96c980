#include "compiler/driver/device_artifacts.h"

#include <filesystem>
#include <fstream>
#include <utility>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/codegen/cuda/codegen_cuda.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/codegen/llvm_gpu/llvm_gpu.h"
#include "compiler/codegen/metal/codegen_metal.h"
#include "compiler/codegen/opencl/codegen_opencl.h"
#include "compiler/codegen/vulkan/emit_vulkan.h"
#include "compiler/codegen/webgpu/codegen_wgsl.h"
#include "compiler/driver/emit_kernels.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {
namespace {

using codegen::DeviceArtifact;
using codegen::PrimFuncList;

// The rocm target's -mcpu (Target::Parse sets TVM's default, gfx900).
std::string RocmArch(const Target& target) { return target.GetString("mcpu").value_or(""); }

// Adreno targets are kind opencl with the adreno key: one OpenCL C module.
bool IsOpenCLKind(const Target& target) { return target.kind() == "opencl"; }

std::vector<DeviceArtifact> DeviceCode(const PrimFuncList& funcs, const Target& target) {
  const std::string& kind = target.kind();
  if (IsOpenCLKind(target)) return {{"kernels.cl", codegen::BuildOpenCL(funcs).source}};
  if (kind == "cuda") {
    // CUDA C (what the CUDA runtime compiles with NVRTC) and the same kernels
    // as PTX through LLVM's NVPTX backend, the alternative path.
    std::vector<DeviceArtifact> out = {{"kernels.cu", codegen::BuildCUDA(funcs).source}};
    for (DeviceArtifact& a : codegen::EmitNVPTXArtifacts(funcs)) out.push_back(std::move(a));
    return out;
  }
  if (kind == "nvptx") return codegen::EmitNVPTXArtifacts(funcs);
  if (kind == "rocm") return codegen::EmitAMDGPUArtifacts(funcs, codegen::AMDGPUArchsFor(RocmArch(target)));
  if (kind == "metal") return codegen::EmitMetalArtifacts(funcs);
  if (kind == "vulkan") return codegen::EmitVulkanArtifacts(funcs);
  if (kind == "webgpu") return codegen::EmitWebGPUArtifacts(funcs);
  ThrowError("rlx build has no code generator for target kind '" + kind +
             "'; supported: llvm, cuda, nvptx, rocm, metal, vulkan, webgpu, opencl");
}

}  // namespace

std::vector<std::string> DeviceArtifactKinds(const Target& target) {
  if (target.kind() == "llvm") return {"kernels.o"};
  if (IsOpenCLKind(target)) return {"kernels.cl", "kernels_host.o"};
  if (target.kind() == "cuda") return {"kernels.cu", "kernels_sm_80.ptx", "kernels_sm_90.ptx", "kernels_host.o"};
  if (target.kind() == "nvptx") return {"kernels_sm_80.ptx", "kernels_sm_90.ptx", "kernels_host.o"};
  if (target.kind() == "rocm") {
    std::vector<std::string> names;
    for (const std::string& arch : codegen::AMDGPUArchsFor(RocmArch(target))) names.push_back("kernels_" + arch + ".hsaco");
    names.push_back("kernels_host.o");
    return names;
  }
  if (target.kind() == "metal") return {"kernels.metal", "kernels_host.o"};
  // Plus <kernel>.comp (GLSL) and <kernel>.spv (SPIR-V) per device kernel.
  if (target.kind() == "vulkan") return {"vulkan_kernels.json", "kernels_host.o"};
  if (target.kind() == "webgpu") return {"kernels.wgsl", "kernels.wgsl.json", "kernels_host.o"};
  return {};
}

std::vector<DeviceArtifact> EmitDeviceArtifacts(const runtime::vm::Executable& exec) {
  PrimFuncList funcs = KernelPrimFuncs(exec);
  if (funcs.empty()) return {};
  Target target = Target::Parse(exec.target);
  std::vector<DeviceArtifact> out;
  if (target.kind() == "llvm") {
    // The executable's own object when it has one (what `rlx run` links).
    out.push_back({"kernels.o", exec.kernel_object.empty() ? codegen::BuildLLVM(funcs, target).EmitObject().bytes
                                                           : exec.kernel_object.object});
    return out;
  }
  PrimFuncList device, host;
  for (const auto& entry : funcs) (backend::HasThreadBinding(entry.second) ? device : host).push_back(entry);
  if (!device.empty()) {
    for (DeviceArtifact& a : DeviceCode(device, target)) out.push_back(std::move(a));
  }
  if (!host.empty()) {
    out.push_back({"kernels_host.o", codegen::BuildLLVM(host, Target::Parse("llvm")).EmitObject().bytes});
  }
  return out;
}

std::vector<std::string> WriteArtifacts(const std::vector<DeviceArtifact>& artifacts, const std::string& dir,
                                        const std::string& prefix) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) ThrowError("cannot create output directory '" + dir + "': " + ec.message());
  std::vector<std::string> paths;
  for (const DeviceArtifact& a : artifacts) {
    RLX_CHECK(a.file_name.find('/') == std::string::npos) << "artifact name with a directory: " << a.file_name;
    const std::string path = (std::filesystem::path(dir) / (prefix + a.file_name)).string();
    std::ofstream f(path, std::ios::binary);
    f << a.contents;
    if (!f.flush()) ThrowError("cannot write '" + path + "'");
    paths.push_back(path);
  }
  return paths;
}

}  // namespace driver
}  // namespace rlx
