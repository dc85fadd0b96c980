// The Metal Shading Language text of GPU TIR, checked line by line and by
// clang++ against a <metal_stdlib> stand-in (metal_syntax_for_test.h).
#include "targets/metal/codegen/codegen_metal.h"

#include <gtest/gtest.h>

#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/metal/codegen/metal_syntax_for_test.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

std::string Emit(const std::string& text) {
  std::string src = BuildMetal({{"f", ParseTir(text)}}).source;
  EXPECT_TRUE(MetalSyntaxOk(src, ::testing::UnitTest::GetInstance()->current_test_info()->name()));
  return src;
}

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)
#define EXPECT_LACKS(haystack, needle)                                                                        \
  EXPECT_EQ(std::string(haystack).find(needle), std::string::npos) << "unexpected: " << (needle) << "\nin:\n" \
                                                                   << (haystack)

TEST(CodegenMetalTest, KernelSignatureSharedMemoryAndBarrier) {
  std::string src = Emit(R"(@T.prim_func
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
  EXPECT_HAS(src, "#include <metal_stdlib>\nusing namespace metal;\n");
  EXPECT_HAS(src,
             "kernel void f_kernel0(device float* A [[buffer(0)]], device float* B [[buffer(1)]], "
             "uint3 blockIdx [[threadgroup_position_in_grid]], uint3 threadIdx [[thread_position_in_threadgroup]]) {");
  EXPECT_HAS(src, "  threadgroup float red[64];");
  EXPECT_HAS(src, "const int bx = (int)blockIdx.x;");
  EXPECT_HAS(src, "const int tx = (int)threadIdx.x;");
  EXPECT_HAS(src, "red[tx] = A[((bx * 64) + tx)];");
  EXPECT_HAS(src, "threadgroup_barrier(mem_flags::mem_threadgroup);");
  EXPECT_HAS(src, "B[bx] = (red[0] + red[63]);");
}

TEST(CodegenMetalTest, ScalarsAreConstantReferencesAtTheirBufferIndex) {
  std::string src = Emit(R"(@T.prim_func
def f(var_A: T.handle, var_B: T.handle):
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,), "int32")
    for bx in T.thread_binding((n + T.int64(63)) // T.int64(64), thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(64), thread="threadIdx.x"):
            if bx * T.int64(64) + tx < n:
                B[bx * T.int64(64) + tx] = T.Cast("int32", A[bx * T.int64(64) + tx]) % 7
)");
  EXPECT_HAS(src, "device float* A [[buffer(0)]]");
  EXPECT_HAS(src, "constant long& n [[buffer(");
  EXPECT_HAS(src, "device int* B [[buffer(");
  EXPECT_HAS(src, "const long bx = (long)blockIdx.x;");
  EXPECT_HAS(src, "((bx * 64L) + tx) < n");
}

TEST(CodegenMetalTest, MathNamesAndHelpersForWhatMetalLacks) {
  std::string src = Emit(R"(@T.prim_func
def f(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "int32"), H: T.Buffer((16,), "float16")):
    for i in T.thread_binding(16, thread="threadIdx.x"):
        A[i] = T.erf(A[i]) + T.log1p(A[i]) + T.rsqrt(A[i]) + T.round(A[i]) + T.min(A[i], T.float32(0.5)) + T.sigmoid(A[i])
        B[i] = T.floordiv(i - 8, 3) + T.floormod(i - 8, 3) + T.reinterpret("int32", A[i])
        H[i] = T.exp(H[i]) * T.float16(2.0) + T.erf(H[i])
)");
  EXPECT_HAS(src, "static inline float rlx_erf_float32(float a) {");
  EXPECT_HAS(src, "static inline half rlx_erf_float16(half a) {");
  EXPECT_HAS(src, "static inline float rlx_log1p_float32(float a) {");
  EXPECT_HAS(src, "rlx_erf_float32(A[i])");
  EXPECT_HAS(src, "rsqrt(A[i])");
  EXPECT_HAS(src, "rint(A[i])");
  EXPECT_HAS(src, "fmin(A[i], 0.5f)");
  EXPECT_HAS(src, "(1.0f / (1.0f + exp(-A[i])))");
  EXPECT_HAS(src, "static inline int rlx_floordiv_int32(int a, int b) {");
  EXPECT_HAS(src, "as_type<int>(A[i])");
  EXPECT_HAS(src, "((exp(H[i]) * ((half)2.0f)) + rlx_erf_float16(H[i]))");
  EXPECT_LACKS(src, "rlx_erf_float64");
}

TEST(CodegenMetalTest, Float64IsALocatedErrorNamingTheKernel) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        BuildMetal({{"f", ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8,), "float64")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = A[i] * T.float64(2.0)
)")}});
      },
      "f: Metal codegen: Metal has no 64-bit floating point"));
  try {
    BuildMetal({{"g", ParseTir(R"(@T.prim_func
def g(A: T.Buffer((8,), "float32")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = T.Cast("float32", T.Cast("float64", A[i]) * T.float64(3.0))
)")}});
    ADD_FAILURE() << "float64 was accepted";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("(in g_kernel0)"), std::string::npos) << e.what();
    EXPECT_TRUE(e.diagnostic().span.defined()) << e.what();
  }
}

TEST(CodegenMetalTest, ReservedNamesGetAnUnderscore) {
  std::string src = Emit(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for device in T.thread_binding(8, thread="threadIdx.x"):
        for threadgroup in range(2):
            A[device] = A[device] + T.Cast("float32", threadgroup)
)");
  EXPECT_HAS(src, "const int device_ = (int)threadIdx.x;");
  EXPECT_HAS(src, "for (int threadgroup_ = 0; threadgroup_ < 2; ++threadgroup_) {");
}

// The syntax check rejects what Metal would: builtins Metal lacks and
// builtins called with mixed argument types.
TEST(CodegenMetalTest, TheSyntaxCheckRejectsInvalidMetal) {
  const std::string head = "#include <metal_stdlib>\nusing namespace metal;\n";
  EXPECT_TRUE(MetalSyntaxOk(head + "kernel void k(device float* a [[buffer(0)]]) { a[0] = exp(a[0]); }\n", "valid"));
  EXPECT_FALSE(MetalSyntaxOk(head + "kernel void k(device float* a [[buffer(0)]]) { a[0] = erf(a[0]); }\n", "no_erf"));
  EXPECT_FALSE(MetalSyntaxOk(head + "kernel void k(device half* a [[buffer(0)]]) { a[0] = fmin(a[0], 1.0f); }\n",
                             "mixed_types"));
  EXPECT_FALSE(MetalSyntaxOk(head + "kernel void k(device float* a [[buffer(0)]]) { a[0] = a[0] }\n", "syntax"));
}

TEST(CodegenMetalTest, ArtifactIsKernelsMetalAndDeterministic) {
  const char* text = R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = T.erf(A[i]) + T.log1p(A[i]) + T.hypot(A[i], A[i])
)";
  std::vector<DeviceArtifact> a = EmitMetalArtifacts({{"f", ParseTir(text)}});
  std::vector<DeviceArtifact> b = EmitMetalArtifacts({{"f", ParseTir(text)}});
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0].file_name, "kernels.metal");
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(a[0].contents, b[0].contents);
  EXPECT_TRUE(MetalSyntaxOk(a[0].contents, "artifact"));
  EXPECT_TRUE(EmitMetalArtifacts({}).empty());
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
