#include "targets/vulkan/codegen/emit_vulkan.h"

#include <nlohmann/json.hpp>

#include "compiler/script/prim_expr_printer.h"
#include "compiler/script/script_util.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr_util.h"
#include "targets/vulkan/codegen/spirv_compile.h"

namespace rlx {
namespace codegen {
namespace {

// A workgroup count: the integer when constant, else TVMScript text.
nlohmann::json GridValue(const PrimExpr& e) {
  if (!e.defined()) return 1;
  int64_t v;
  if (AsConstInt(e, &v)) return v;
  script::NameTable names;
  te::PostOrderVisit(e, [&](const ObjectRef& o) {
    if (auto var = o.as<TirVarNode>()) {
      if (!names.Has(var.get())) names.Define(var.get(), var->name);
    }
  });
  return script::PrintPrimExpr(e, names, e->dtype);
}

}  // namespace

std::string VulkanManifest(const std::vector<VulkanShader>& shaders) {
  nlohmann::json kernels = nlohmann::json::array();
  for (const VulkanShader& s : shaders) {
    nlohmann::json args = nlohmann::json::array();
    for (const VulkanArg& a : s.args) {
      nlohmann::json j = {{"name", a.name}, {"dtype", a.dtype.ToString()}};
      if (a.is_buffer) {
        j["kind"] = "buffer";
        j["set"] = 0;
        j["binding"] = a.binding;
      } else {
        j["kind"] = "push_constant";
        j["offset"] = a.offset;
      }
      args.push_back(j);
    }
    nlohmann::json grid = nlohmann::json::array();
    for (const PrimExpr& g : s.grid) grid.push_back(GridValue(g));
    kernels.push_back({{"function", s.function},
                       {"kernel", s.kernel},
                       {"shader", s.kernel + ".comp"},
                       {"spirv", s.kernel + ".spv"},
                       {"entry_point", "main"},
                       {"local_size", {s.local_size[0], s.local_size[1], s.local_size[2]}},
                       {"grid", grid},
                       {"args", args},
                       {"push_constant_size", s.push_constant_size}});
  }
  return nlohmann::json{{"kernels", kernels}}.dump(2) + "\n";
}

std::vector<DeviceArtifact> EmitVulkanArtifacts(const PrimFuncList& funcs) {
  std::vector<VulkanShader> shaders = BuildGLSL(funcs);
  if (shaders.empty()) return {};
  std::vector<DeviceArtifact> out;
  for (const VulkanShader& s : shaders) out.push_back({s.kernel + ".comp", s.glsl});
  for (const VulkanShader& s : shaders) {
    std::vector<uint32_t> words = CompileComputeShader(s.glsl, s.kernel + ".comp");
    std::string problems = ValidateSpirv(words);
    if (!problems.empty()) ThrowError(s.function + ": SPIR-V of " + s.kernel + " is invalid:\n" + problems);
    out.push_back({s.kernel + ".spv", SpirvBytes(words)});
  }
  out.push_back({"vulkan_kernels.json", VulkanManifest(shaders)});
  return out;
}

}  // namespace codegen
}  // namespace rlx
