// The Vulkan artifacts of `rlx build --target=vulkan`: per device kernel
// `<kernel>.comp` (GLSL, codegen_glsl.h) and `<kernel>.spv` (its SPIR-V,
// validated), plus `vulkan_kernels.json`, the manifest a host needs to run
// them:
//
//   {"kernels": [{"function": "f", "kernel": "f_kernel0",
//                 "shader": "f_kernel0.comp", "spirv": "f_kernel0.spv",
//                 "entry_point": "main",
//                 "local_size": [64, 1, 1],
//                 "grid": [16, "(n + 63) // 64", 1],   // int or TVMScript
//                 "args": [{"name": "A", "kind": "buffer", "dtype":
//                           "float32", "binding": 0, "set": 0},
//                          {"name": "n", "kind": "push_constant",
//                           "dtype": "int64", "offset": 0}],
//                 "push_constant_size": 8}]}
//
// A grid expression is over the function's parameters and shape variables
// (the host evaluates it, as the OpenCL runtime does). Every output is
// deterministic: the same PrimFuncs give the same bytes.
#ifndef RLX_TARGETS_VULKAN_CODEGEN_EMIT_VULKAN_H_
#define RLX_TARGETS_VULKAN_CODEGEN_EMIT_VULKAN_H_

#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "targets/vulkan/codegen/codegen_glsl.h"

namespace rlx {
namespace codegen {

// The manifest of `shaders` (the JSON above, two-space indented).
std::string VulkanManifest(const std::vector<VulkanShader>& shaders);

// Sources, SPIR-V binaries (kernel order) and the manifest last; none when
// `funcs` has no device kernel. Throws DiagnosticError naming the kernel
// when GLSL cannot express it, glslang rejects it or the SPIR-V is invalid
// (the last two are code generator bugs).
std::vector<DeviceArtifact> EmitVulkanArtifacts(const PrimFuncList& funcs);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_VULKAN_CODEGEN_EMIT_VULKAN_H_
