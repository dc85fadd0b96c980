// GLSL compute shader -> SPIR-V with the glslang library, and SPIR-V
// validation with the SPIRV-Tools library (what glslangValidator and
// spirv-val do, linked in so that no tool is needed at run time). Target
// environment: Vulkan 1.1, SPIR-V 1.3.
#ifndef RLX_TARGETS_VULKAN_CODEGEN_SPIRV_COMPILE_H_
#define RLX_TARGETS_VULKAN_CODEGEN_SPIRV_COMPILE_H_

#include <cstdint>
#include <string>
#include <vector>

namespace rlx {
namespace codegen {

// The SPIR-V words of compute shader `glsl`. Throws DiagnosticError naming
// `name` with glslang's log when the shader does not compile or link.
std::vector<uint32_t> CompileComputeShader(const std::string& glsl, const std::string& name);

// "" when `words` is a valid Vulkan 1.1 SPIR-V module, else the validator's
// messages.
std::string ValidateSpirv(const std::vector<uint32_t>& words);

// The words as bytes (little-endian, as a .spv file holds them).
std::string SpirvBytes(const std::vector<uint32_t>& words);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_VULKAN_CODEGEN_SPIRV_COMPILE_H_
