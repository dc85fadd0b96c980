#include "targets/vulkan/codegen/spirv_compile.h"

#include <glslang/Public/ResourceLimits.h>
#include <glslang/Public/ShaderLang.h>
#include <glslang/SPIRV/GlslangToSpv.h>

#include <mutex>
#include <spirv-tools/libspirv.hpp>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {
namespace {

constexpr EShMessages kMessages = static_cast<EShMessages>(EShMsgSpvRules | EShMsgVulkanRules);

// glslang keeps process-wide state (symbol tables, pools): initialized once,
// and one compilation at a time.
std::mutex& GlslangMutex() {
  static std::mutex* mu = [] {
    glslang::InitializeProcess();
    return new std::mutex;
  }();
  return *mu;
}

}  // namespace

std::vector<uint32_t> CompileComputeShader(const std::string& glsl, const std::string& name) {
  std::lock_guard<std::mutex> lock(GlslangMutex());
  glslang::TShader shader(EShLangCompute);
  const char* text = glsl.c_str();
  const char* file = name.c_str();
  shader.setStringsWithLengthsAndNames(&text, nullptr, &file, 1);
  shader.setEnvInput(glslang::EShSourceGlsl, EShLangCompute, glslang::EShClientVulkan, 100);
  shader.setEnvClient(glslang::EShClientVulkan, glslang::EShTargetVulkan_1_1);
  shader.setEnvTarget(glslang::EShTargetSpv, glslang::EShTargetSpv_1_3);
  if (!shader.parse(GetDefaultResources(), 450, false, kMessages)) {
    ThrowError("glslang rejects the GLSL of " + name + ":\n" + shader.getInfoLog());
  }
  glslang::TProgram program;
  program.addShader(&shader);
  if (!program.link(kMessages)) ThrowError("glslang cannot link the GLSL of " + name + ":\n" + program.getInfoLog());
  std::vector<unsigned int> spirv;
  spv::SpvBuildLogger logger;
  glslang::SpvOptions options;
  options.disableOptimizer = true;  // deterministic, readable SPIR-V; drivers optimize
  glslang::GlslangToSpv(*program.getIntermediate(EShLangCompute), spirv, &logger, &options);
  if (spirv.empty()) ThrowError("glslang produced no SPIR-V for " + name + ":\n" + logger.getAllMessages());
  return std::vector<uint32_t>(spirv.begin(), spirv.end());
}

std::string ValidateSpirv(const std::vector<uint32_t>& words) {
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_1);
  std::string log;
  tools.SetMessageConsumer([&log](spv_message_level_t, const char*, const spv_position_t& pos, const char* msg) {
    log += "word " + std::to_string(pos.index) + ": " + msg + "\n";
  });
  if (tools.Validate(words)) return "";
  return log.empty() ? "invalid SPIR-V\n" : log;
}

std::string SpirvBytes(const std::vector<uint32_t>& words) {
  std::string out;
  out.reserve(words.size() * 4);
  for (uint32_t w : words) {
    for (int b = 0; b < 4; ++b) out += static_cast<char>((w >> (8 * b)) & 0xff);
  }
  return out;
}

}  // namespace codegen
}  // namespace rlx
