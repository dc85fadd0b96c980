// GLSL compute shaders of GPU TIR: the text, the manifest, and SPIR-V that
// glslang produces and the SPIRV-Tools validator accepts.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/vulkan/codegen/codegen_glsl.h"
#include "targets/vulkan/codegen/emit_vulkan.h"
#include "targets/vulkan/codegen/spirv_compile.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)
#define EXPECT_LACKS(haystack, needle)                                                                        \
  EXPECT_EQ(std::string(haystack).find(needle), std::string::npos) << "unexpected: " << (needle) << "\nin:\n" \
                                                                   << (haystack)

// The shaders of `text` (function "f"), each compiled and validated.
std::vector<VulkanShader> Shaders(const std::string& text) {
  std::vector<VulkanShader> shaders = BuildGLSL({{"f", ParseTir(text)}});
  for (const VulkanShader& s : shaders) {
    std::vector<uint32_t> words;
    try {
      words = CompileComputeShader(s.glsl, s.kernel);
    } catch (const DiagnosticError& e) {
      ADD_FAILURE() << e.what() << "\n" << s.glsl;
      continue;
    }
    EXPECT_GT(words.size(), 5u);
    if (!words.empty()) EXPECT_EQ(words[0], 0x07230203u);  // SPIR-V magic
    EXPECT_EQ(ValidateSpirv(words), "") << s.glsl;
  }
  return shaders;
}

TEST(CodegenVulkanTest, LayoutBindingsSharedMemoryAndBarrier) {
  auto shaders = Shaders(R"(@T.prim_func
def f(A: T.Buffer((4, 64), "float32"), B: T.Buffer((4,), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    red = T.allocate([64], "float32", "shared")
    r = T.decl_buffer((64,), data=red, scope="shared")
    for bx in T.thread_binding(4, thread="blockIdx.x"):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            r[tx] = A[bx, tx]
            T.tvm_storage_sync("shared")
            if tx == 0:
                B[bx] = r[0] + r[63]
)");
  ASSERT_EQ(shaders.size(), 1u);
  const std::string& src = shaders[0].glsl;
  EXPECT_HAS(src, "#version 450\n");
  EXPECT_HAS(src, "shared float red[64];\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\n");
  EXPECT_HAS(src, "layout(std430, set = 0, binding = 0) restrict buffer rlx_buffer0 { float A[]; };");
  EXPECT_HAS(src, "layout(std430, set = 0, binding = 1) restrict buffer rlx_buffer1 { float B[]; };");
  EXPECT_HAS(src,
             "void main() {\n  const int bx = int(gl_WorkGroupID.x);\n  const int tx = int(gl_LocalInvocationID.x);");
  EXPECT_HAS(src, "red[tx] = A[((bx * 64) + tx)];");
  EXPECT_HAS(src, "memoryBarrierShared(); barrier();");
  EXPECT_HAS(src, "B[bx] = (red[0] + red[63]);");
  EXPECT_LACKS(src, "push_constant");
  EXPECT_LACKS(src, "#extension");
  EXPECT_EQ(shaders[0].local_size, (std::array<int64_t, 3>{64, 1, 1}));
  EXPECT_EQ(shaders[0].push_constant_size, 0);
}

TEST(CodegenVulkanTest, ScalarsArePushConstantsAndInt64IsAnExtension) {
  auto shaders = Shaders(R"(@T.prim_func
def f(var_A: T.handle, var_B: T.handle, flag: T.bool, scale: T.float32):
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,), "int32")
    for bx in T.thread_binding((n + T.int64(63)) // T.int64(64), thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(64), thread="threadIdx.x"):
            if bx * T.int64(64) + tx < n and flag:
                B[bx * T.int64(64) + tx] = T.truncmod(T.Cast("int32", A[bx * T.int64(64) + tx] * scale), 7) + T.floordiv(T.Cast("int32", tx) - 9, 4)
)");
  ASSERT_EQ(shaders.size(), 1u);
  const std::string& src = shaders[0].glsl;
  EXPECT_HAS(src, "#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require");
  EXPECT_HAS(src, "layout(push_constant) uniform rlx_push_constants {\n");
  EXPECT_HAS(src, "const bool flag = (rlx_arg");
  EXPECT_HAS(src, "const int64_t bx = int64_t(gl_WorkGroupID.x);");
  EXPECT_HAS(src, "B[int(((bx * 64l) + tx))]");
  // Truncating %, unlike GLSL's % on negative operands.
  EXPECT_HAS(src, " - ((int((A[int(((bx * 64l) + tx))] * scale)) / 7) * 7))");
  EXPECT_HAS(src, "int rlx_floordiv_int32(int a, int b) {");
  // Arguments in first-use order: the buffers bind 0, 1; the scalars are
  // packed with std430 alignment (the bool travels as an int32).
  int buffers = 0, pushed = 0;
  for (const VulkanArg& a : shaders[0].args) {
    if (a.is_buffer) {
      EXPECT_EQ(a.binding, buffers++);
    } else {
      EXPECT_EQ(a.offset % (a.dtype.bits() / 8), 0) << a.name;
      if (a.name == "flag") EXPECT_EQ(a.dtype, DataType::Int(32));
      if (a.name == "n") EXPECT_EQ(a.dtype, DataType::Int(64));
      ++pushed;
    }
  }
  EXPECT_EQ(buffers, 2);
  EXPECT_EQ(pushed, 3);
  EXPECT_EQ(shaders[0].push_constant_size, 16);
}

TEST(CodegenVulkanTest, MathHelpersHalfAndBoolStorage) {
  auto shaders = Shaders(R"(@T.prim_func
def f(A: T.Buffer((16,), "float32"), H: T.Buffer((16,), "float16"), M: T.Buffer((16,), "bool"), D: T.Buffer((16,), "float64")):
    for i in T.thread_binding(16, thread="threadIdx.x"):
        A[i] = T.erf(A[i]) + T.log1p(A[i]) + T.rsqrt(A[i]) + T.round(A[i]) + T.min(A[i], T.float32(0.5)) + T.sigmoid(A[i]) + T.log10(A[i]) + T.atan2(A[i], T.float32(1.0)) + T.reinterpret("float32", T.reinterpret("int32", A[i]))
        H[i] = T.exp(H[i]) * T.float16(2.0) + T.erf(H[i])
        M[i] = M[i] and A[i] > T.float32(0.0)
        D[i] = T.sqrt(D[i]) + T.floor(D[i] / T.float64(3.0)) + T.float64(0.25)
)");
  ASSERT_EQ(shaders.size(), 1u);
  const std::string& src = shaders[0].glsl;
  EXPECT_HAS(src, "float rlx_erf_float32(float a) {");
  EXPECT_HAS(src, "float16_t rlx_erf_float16(float16_t a) {");
  EXPECT_HAS(src, "inversesqrt(A[i])");
  EXPECT_HAS(src, "roundEven(A[i])");
  EXPECT_HAS(src, "min(A[i], 0.5)");
  EXPECT_HAS(src, "atan(A[i], 1.0)");
  EXPECT_HAS(src, "intBitsToFloat(floatBitsToInt(A[i]))");
  EXPECT_HAS(src, "((exp(H[i]) * float16_t(2.0)) + rlx_erf_float16(H[i]))");
  EXPECT_HAS(src, "#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require");
  EXPECT_HAS(src, "#extension GL_EXT_shader_8bit_storage : require");
  EXPECT_HAS(src, "{ uint8_t M[]; }");
  EXPECT_HAS(src, "M[i] = uint8_t(((M[i] != uint8_t(0)) && (A[i] > 0.0)));");
  EXPECT_HAS(src, "0.25lf");
}

TEST(CodegenVulkanTest, WhatGlslCannotExpressIsALocatedError) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        BuildGLSL({{"f", ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8,), "float64")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = T.exp(A[i])
)")}});
      },
      "f: Vulkan GLSL codegen: intrinsic T.exp on float64 is not supported (in f_kernel0)"));
  EXPECT_TRUE(ThrowsWith(
      [] {
        BuildGLSL({{"f", ParseTir(R"(@T.prim_func
def f(var_A: T.handle):
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    for i in T.thread_binding(n, thread="threadIdx.x"):
        A[i] = A[i]
)")}});
      },
      "the threadIdx.x extent is not a constant; a Vulkan workgroup size must be static (in f_kernel0)"));
}

TEST(CodegenVulkanTest, ArtifactsManifestAndDeterminism) {
  const char* text = R"(@T.prim_func
def f(var_A: T.handle, var_B: T.handle):
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,))
    for bx in T.thread_binding((n + T.int64(63)) // T.int64(64), thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(64), thread="threadIdx.x"):
            if bx * T.int64(64) + tx < n:
                B[bx * T.int64(64) + tx] = A[bx * T.int64(64) + tx] + T.float32(1.0)
    for bx in T.thread_binding(2, thread="blockIdx.x"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            B[bx * 32 + tx] = B[bx * 32 + tx] * T.float32(2.0)
)";
  std::vector<DeviceArtifact> a = EmitVulkanArtifacts({{"f", ParseTir(text)}});
  std::vector<DeviceArtifact> b = EmitVulkanArtifacts({{"f", ParseTir(text)}});
  ASSERT_EQ(a.size(), 5u);
  ASSERT_EQ(b.size(), a.size());
  std::vector<std::string> names;
  for (size_t i = 0; i < a.size(); ++i) {
    names.push_back(a[i].file_name);
    EXPECT_EQ(a[i].file_name, b[i].file_name);
    EXPECT_EQ(a[i].contents, b[i].contents) << a[i].file_name;
  }
  EXPECT_EQ(names, (std::vector<std::string>{"f_kernel0.comp", "f_kernel1.comp", "f_kernel0.spv", "f_kernel1.spv",
                                             "vulkan_kernels.json"}));
  ASSERT_GE(a[2].contents.size(), 20u);
  EXPECT_EQ(a[2].contents.substr(0, 4), std::string("\x03\x02\x23\x07", 4));  // magic, little-endian
  nlohmann::json m = nlohmann::json::parse(a[4].contents);
  ASSERT_EQ(m["kernels"].size(), 2u);
  const auto& k0 = m["kernels"][0];
  EXPECT_EQ(k0["kernel"], "f_kernel0");
  EXPECT_EQ(k0["spirv"], "f_kernel0.spv");
  EXPECT_EQ(k0["local_size"], nlohmann::json::parse("[64, 1, 1]"));
  EXPECT_TRUE(k0["grid"][0].is_string()) << k0.dump();
  EXPECT_NE(k0["grid"][0].get<std::string>().find("n"), std::string::npos) << k0.dump();
  EXPECT_EQ(k0["grid"][1], 1);
  EXPECT_EQ(k0["push_constant_size"], 8);
  bool saw_n = false;
  for (const auto& arg : k0["args"]) {
    if (arg["name"] == "n") {
      saw_n = true;
      EXPECT_EQ(arg["kind"], "push_constant");
      EXPECT_EQ(arg["dtype"], "int64");
      EXPECT_EQ(arg["offset"], 0);
    }
  }
  EXPECT_TRUE(saw_n) << k0.dump();
  const auto& k1 = m["kernels"][1];
  EXPECT_EQ(k1["grid"], nlohmann::json::parse("[2, 1, 1]"));
  EXPECT_EQ(k1["local_size"], nlohmann::json::parse("[32, 1, 1]"));
  EXPECT_EQ(k1["args"][0]["binding"], 0);
  EXPECT_TRUE(EmitVulkanArtifacts({}).empty());
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
