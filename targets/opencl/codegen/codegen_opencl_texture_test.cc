// Texture-scoped parameters printed as OpenCL images (TextureFlatten, then
// image2d_t parameters, read_imagef / write_imagef). Run on a device:
// runtime/opencl's opencl_image_test.
#include <gtest/gtest.h>

#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/opencl/codegen/codegen_opencl.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

std::string Emit(const std::string& text, const OpenCLOptions& options = {}) {
  return BuildOpenCL({{"f", ParseTir(text)}}, options).source;
}

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)
#define EXPECT_LACKS(haystack, needle)                                                                        \
  EXPECT_EQ(std::string(haystack).find(needle), std::string::npos) << "unexpected: " << (needle) << "\nin:\n" \
                                                                   << (haystack)

// A: (2, 3, 4) in global.texture-nhwc is an image of height 2, width 3;
// B: (3, 2, 4) in global.texture-weight one of height 3, width 2.
const char* kTranspose = R"(@T.prim_func
def f(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (2, 3, 4), scope="global.texture-nhwc")
    B = T.match_buffer(b, (3, 2, 4), scope="global.texture-weight")
    for i in T.thread_binding(3, thread="blockIdx.x"):
        for j in T.thread_binding(2, thread="threadIdx.x"):
            for c in range(4):
                B[i, j, c] = A[j, i, 3 - c] + A[j, i, 0]
)";

TEST(CodegenOpenCLTextureTest, ImageParametersReadsAndWrites) {
  std::string src = Emit(kTranspose);
  EXPECT_HAS(src,
             "__constant sampler_t rlx_image_sampler = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | "
             "CLK_FILTER_NEAREST;");
  EXPECT_HAS(src, "__kernel void f_kernel0(__read_only image2d_t A, __write_only image2d_t B) {");
  // A channel given by an expression goes through the helper; a constant
  // one is a swizzle.
  EXPECT_HAS(src, "rlx_texel_channel_f(read_imagef(A, rlx_image_sampler, (int2)(i, j)), ((int)(3 - c)))");
  EXPECT_HAS(src, "read_imagef(A, rlx_image_sampler, (int2)(i, j)).s0");
  EXPECT_HAS(src, "static inline float rlx_texel_channel_f(float4 t, int c) {");
  // The four channels are gathered, then written as one texel at (x=j, y=i).
  EXPECT_HAS(src, "float B_texel[4];");
  EXPECT_HAS(src, "write_imagef(B, (int2)(j, i), ((float4)(B_texel[0], B_texel[1], B_texel[2], B_texel[3])));");
  EXPECT_LACKS(src, "__global");
}

TEST(CodegenOpenCLTextureTest, Int64CoordinatesAreNarrowedAndHalfImages) {
  std::string src = Emit(R"(@T.prim_func
def f(a: T.handle, B: T.Buffer((T.int64(2), T.int64(4)), "float16")):
    A = T.match_buffer(a, (T.int64(2), T.int64(4)), "float16", scope="global.texture")
    for i in T.thread_binding(T.int64(2), thread="threadIdx.x"):
        for c in range(T.int64(4)):
            B[i, c] = A[i, c]
)");
  // Emulated half: the image converts its halves to floats.
  EXPECT_HAS(src, "(__read_only image2d_t A, __global half* B)");
  EXPECT_HAS(src, "rlx_texel_channel_f(read_imagef(A, rlx_image_sampler, (int2)(((int)i), 0)), ((int)c))");
  OpenCLOptions native;
  native.native_fp16 = true;
  std::string h = Emit(R"(@T.prim_func
def f(A: T.Buffer((T.int64(2), T.int64(4)), "float16"), b: T.handle):
    B = T.match_buffer(b, (T.int64(2), T.int64(4)), "float16", scope="global.texture")
    for i in T.thread_binding(T.int64(2), thread="threadIdx.x"):
        for c in range(T.int64(4)):
            B[i, c] = A[i, c]
)",
                       native);
  EXPECT_HAS(h, "#pragma OPENCL EXTENSION cl_khr_fp16 : enable");
  EXPECT_HAS(h, "(__global half* A, __write_only image2d_t B)");
  EXPECT_HAS(h, "half B_texel[4];");
  EXPECT_HAS(h, "write_imageh(B, (int2)(((int)i), 0), ((half4)(B_texel[0L], B_texel[1L], B_texel[2L], B_texel[3L])));");
}

// Without texture scopes nothing changes (the plain opencl / adreno paths).
TEST(CodegenOpenCLTextureTest, GlobalBuffersAreNotImages) {
  std::string src = Emit(R"(@T.prim_func
def f(A: T.Buffer((2, 4), "float32"), B: T.Buffer((2, 4), "float32")):
    for i in T.thread_binding(2, thread="threadIdx.x"):
        for c in range(4):
            B[i, c] = A[i, c]
)");
  EXPECT_LACKS(src, "image2d_t");
  EXPECT_LACKS(src, "sampler");
  EXPECT_HAS(src, "(__global float* A, __global float* B)");
}

TEST(CodegenOpenCLTextureTest, BadTextureIsALocatedError) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Emit(R"(@T.prim_func
def f(a: T.handle):
    A = T.match_buffer(a, (2, 3), scope="global.texture")
    for i in T.thread_binding(2, thread="threadIdx.x"):
        A[i, 0] = T.float32(0)
)");
      },
      "f: TextureFlatten: buffer A in scope \"global.texture\" must have 4 as its last dimension"));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
