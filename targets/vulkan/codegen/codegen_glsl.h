// GLSL 4.50 compute shaders for Vulkan from lowered GPU TIR (TVM: target
// "vulkan", which emits SPIR-V directly; here GLSL is the readable stage
// glslang turns into SPIR-V, spirv_compile.h). The shared C-like printer
// (codegen/source) prints one shader per device kernel:
//
//   * `layout(local_size_x = X, local_size_y = Y, local_size_z = Z) in;`
//     from the kernel's threadIdx extents, which must be constants (a
//     located DiagnosticError otherwise); the host dispatches grid[d]
//     workgroups;
//   * buffer argument b (counting buffers only, in DeviceKernel::args order)
//     is `layout(std430, set = 0, binding = b) buffer` with one runtime
//     array named like the argument (restrict when the function is
//     noalias); scalar arguments are members of one push-constant block in
//     argument order, std430 offsets (bool as int32);
//   * blockIdx / threadIdx are gl_WorkGroupID / gl_LocalInvocationID;
//     shared allocations are file-scope `shared` arrays and
//     tvm_storage_sync("shared") is `memoryBarrierShared(); barrier();`;
//   * casts are constructors (`float(i)`), integer % truncates as in C
//     (SPIR-V's OpSMod, what GLSL's % becomes, takes the divisor's sign);
//   * int64, int8 / int16 and float16 values enable
//     GL_EXT_shader_explicit_arithmetic_types_* (and the 8 / 16-bit storage
//     extensions); bool arrays are stored as uint8;
//   * math intrinsics are GLSL builtins; erf, log1p, exp10, fmod, ... are
//     helper functions (source/math_helpers.h). GLSL has no float64
//     transcendental functions: exp, log, pow, ... on float64 are located
//     DiagnosticErrors.
#ifndef RLX_TARGETS_VULKAN_CODEGEN_CODEGEN_GLSL_H_
#define RLX_TARGETS_VULKAN_CODEGEN_CODEGEN_GLSL_H_

#include <array>
#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/codegen/source/device_split.h"

namespace rlx {
namespace codegen {

// Where a kernel argument goes: a storage-buffer binding or a push-constant
// offset.
struct VulkanArg {
  std::string name;  // the kernel argument's variable name
  bool is_buffer = false;
  DataType dtype;    // buffer element type / scalar type
  int binding = -1;  // buffers
  int offset = -1;   // scalars: byte offset in the push-constant block
};

struct VulkanShader {
  std::string function;  // the PrimFunc
  std::string kernel;    // DeviceKernel::name, also the file stem
  std::string glsl;
  std::array<int64_t, 3> local_size{};
  std::array<PrimExpr, 3> grid;  // workgroup counts, over host variables
  std::vector<VulkanArg> args;   // DeviceKernel::args order
  int push_constant_size = 0;    // bytes, a multiple of 4 (0: no block)
};

// Lowers and splits `funcs` and prints each kernel as a GLSL compute shader,
// in function then kernel order. Throws DiagnosticError (prefixed with the
// function's name, naming the kernel) for TIR GLSL cannot express.
std::vector<VulkanShader> BuildGLSL(const PrimFuncList& funcs);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_VULKAN_CODEGEN_CODEGEN_GLSL_H_
