#include "compiler/driver/device_artifacts.h"

#include <filesystem>
#include <fstream>
#include <utility>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/driver/emit_kernels.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {
namespace {

using codegen::DeviceArtifact;
using codegen::PrimFuncList;

const DeviceBackend& FindDevice(const TargetSupport& support, const Target& target) {
  const DeviceBackend* device = support.Find(target.kind());
  if (device == nullptr || !device->emit_device_code) {
    std::string kinds = "llvm";
    for (const DeviceBackend& d : support.devices) {
      if (d.emit_device_code) kinds += ", " + d.kind;
    }
    ThrowError("rlx build has no code generator for target kind '" + target.kind() + "'; supported: " + kinds);
  }
  return *device;
}

}  // namespace

std::vector<std::string> DeviceArtifactKinds(const TargetSupport& support, const Target& target) {
  if (target.kind() == "llvm") return {"kernels.o"};
  const DeviceBackend* device = support.Find(target.kind());
  if (device == nullptr || !device->artifact_names) return {};
  std::vector<std::string> names = device->artifact_names(target);
  names.push_back("kernels_host.o");
  return names;
}

std::vector<DeviceArtifact> EmitDeviceArtifacts(const TargetSupport& support, const runtime::vm::Executable& exec) {
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
  PrimFuncList device_funcs, host;
  for (const auto& entry : funcs) (backend::HasThreadBinding(entry.second) ? device_funcs : host).push_back(entry);
  if (!device_funcs.empty()) {
    const DeviceBackend& device = FindDevice(support, target);
    for (DeviceArtifact& a : device.emit_device_code(device_funcs, target)) out.push_back(std::move(a));
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
