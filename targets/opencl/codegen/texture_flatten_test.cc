#include "targets/opencl/codegen/texture_flatten.h"

#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/convert_blocks_to_opaque.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/lower_opaque_block.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

NDArray Filled(std::vector<int64_t> shape, int seed) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, ((i * 7 + seed * 13) % 23) / 8.0 - 1.25);
  return a;
}

// Runs `before` and `after` in the interpreter on `inputs` (read only; the
// output is the last buffer, zero-filled) and expects identical outputs.
void ExpectSameResults(const PrimFunc& before, const PrimFunc& after, const std::vector<NDArray>& inputs,
                       const std::vector<int64_t>& out_shape) {
  std::vector<NDArray> a = inputs, b = inputs;
  a.push_back(NDArray::Zeros(out_shape, DataType::Float(32)));
  b.push_back(NDArray::Zeros(out_shape, DataType::Float(32)));
  InterpretPrimFunc(before, a);
  InterpretPrimFunc(after, b);
  bool nonzero = false;
  for (int64_t i = 0; i < a.back().NumElements(); ++i) {
    ASSERT_EQ(a.back().GetDouble(i), b.back().GetDouble(i)) << "element " << i;
    nonzero |= a.back().GetDouble(i) != 0;
  }
  EXPECT_TRUE(nonzero);
}

TEST(TextureShape, AxesOfEachScope) {
  Texture2DShape t = TextureShape({1, 2, 16, 8, 4}, "global.texture");
  EXPECT_EQ(t.height, 32);
  EXPECT_EQ(t.width, 8);
  EXPECT_EQ(t.channels, 4);
  t = TextureShape({4, 8, 3, 3, 4}, "global.texture-weight");
  EXPECT_EQ(t.height, 4);
  EXPECT_EQ(t.width, 72);
  t = TextureShape({2, 5, 6, 3, 4}, "global.texture-nhwc");
  EXPECT_EQ(t.height, 10);
  EXPECT_EQ(t.width, 18);
  t = TextureShape({5, 6, 4}, "global.texture-nhwc");
  EXPECT_EQ(t.height, 5);
  EXPECT_EQ(t.width, 6);
  EXPECT_TRUE(IsTextureScope("global.texture-nchw"));
  EXPECT_FALSE(IsTextureScope("global"));
}

// A read-only texture parameter in block form: every load becomes a
// texture2d_load at x = the row-major offset over the width axes (1, 2, 3)
// and y = the height axis (0).
TEST(TextureFlatten, LoadsOfAWeightTextureBecomeImageReads) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(a: T.handle, B: T.Buffer((4, 2, 3, 3, 4), "float32")):
    A = T.match_buffer(a, (4, 2, 3, 3, 4), scope="global.texture-weight")
    for i0, i1, i2, i3, c in T.grid(4, 2, 3, 3, 4):
        with T.block("B"):
            v0, v1, v2, v3, vc = T.axis.remap("SSSSS", [i0, i1, i2, i3, c])
            B[v0, v1, v2, v3, vc] = A[v0, v1, v2, v3, vc] * T.float32(2) + T.float32(1)
)");
  PrimFunc g = TextureFlatten(f);
  std::string text = PrintTir(g, "f");
  EXPECT_NE(text.find("T.texture2d_load(A.data, v1 * 9 + v2 * 3 + v3, v0, vc)"), std::string::npos) << text;
  EXPECT_EQ(text.find("A[v0"), std::string::npos) << text;
  ExpectSameResults(f, g, {Filled({4, 2, 3, 3, 4}, 1)}, {4, 2, 3, 3, 4});
}

// A texture output written channel by channel in a serial loop: the
// channels are gathered in a local texel, stored once per texel.
TEST(TextureFlatten, ChannelLoopStoresOneWholeTexel) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((3, 5, 4), "float32"), b: T.handle):
    B = T.match_buffer(b, (3, 5, 4), scope="global.texture")
    for i, j in T.grid(3, 5):
        for c in range(4):
            B[i, j, c] = A[i, j, c] + T.float32(c)
)");
  PrimFunc g = TextureFlatten(f);
  std::string text = PrintTir(g, "f");
  EXPECT_NE(text.find("B_texel[c] = A[i, j, c] + T.Cast(\"float32\", c)"), std::string::npos) << text;
  EXPECT_NE(text.find("T.texture2d_store(B.data, j, i, B_texel[0:4])"), std::string::npos) << text;
  // The interpreter writes through the image into the parameter's bytes.
  std::vector<NDArray> in = {Filled({3, 5, 4}, 2)};
  ExpectSameResults(f, g, in, {3, 5, 4});
}

// Both kinds in one function, lowered form (the code generators' input):
// reading one texture and writing another.
TEST(TextureFlatten, ReadAndWriteDifferentTexturesAfterLowering) {
  PrimFunc f = LowerOpaqueBlock(ConvertBlocksToOpaque(LowerInitBlock(ParseTir(R"(@T.prim_func
def f(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (2, 3, 4), scope="global.texture-nhwc")
    B = T.match_buffer(b, (3, 2, 4), scope="global.texture-weight")
    for i, j in T.grid(3, 2):
        for c in T.unroll(4):
            with T.block("t"):
                vi, vj, vc = T.axis.remap("SSS", [i, j, c])
                T.reads(A[vj, vi, vc])
                T.writes(B[vi, vj, vc])
                B[vi, vj, vc] = A[vj, vi, 3 - vc]
)"))));
  PrimFunc g = TextureFlatten(f);
  std::string text = PrintTir(g, "f");
  EXPECT_NE(text.find("T.texture2d_load(A.data, i, j, 3 - c)"), std::string::npos) << text;
  EXPECT_NE(text.find("T.texture2d_store(B.data, j, i, B_texel[0:4])"), std::string::npos) << text;
  ExpectSameResults(f, g, {Filled({2, 3, 4}, 3)}, {3, 2, 4});
}

// One channel per store (a channel fused into the thread index) cannot be
// an image write, nor can a buffer read and written by the same function:
// such buffers stay plain buffers.
TEST(TextureFlatten, SingleChannelStoresKeepTheBuffer) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (2, 4), scope="global.texture")
    B = T.match_buffer(b, (2, 4), scope="global.texture")
    for k in range(8):
        B[k // 4, k % 4] = A[k // 4, k % 4] + T.float32(1)
)");
  PrimFunc g = TextureFlatten(f);
  std::string text = PrintTir(g, "f");
  // Rank 2 in global.texture: a one-row image (height 1, width 2).
  EXPECT_NE(text.find("B[k // 4, k % 4] = T.texture2d_load(A.data, k // 4, 0, k % 4)"), std::string::npos) << text;
  EXPECT_EQ(text.find("texture2d_store"), std::string::npos) << text;
  ExpectSameResults(f, g, {Filled({2, 4}, 4)}, {2, 4});

  PrimFunc rw = ParseTir(R"(@T.prim_func
def f(a: T.handle):
    A = T.match_buffer(a, (2, 4), scope="global.texture")
    for i in range(2):
        for c in range(4):
            A[i, c] = A[i, c] + T.float32(1)
)");
  EXPECT_EQ(TextureFlatten(rw), rw);
}

TEST(TextureFlatten, NoTextureScopeIsANoOp) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((2, 4), "float32"), B: T.Buffer((2, 4), "float32")):
    for i, c in T.grid(2, 4):
        B[i, c] = A[i, c]
)");
  EXPECT_EQ(TextureFlatten(f), f);
}

TEST(TextureFlatten, TexturesMustHoldTexelsOfFourChannels) {
  PrimFunc three = ParseTir(R"(@T.prim_func
def f(a: T.handle):
    A = T.match_buffer(a, (2, 3), scope="global.texture")
    A[0, 0] = T.float32(0)
)");
  EXPECT_TRUE(ThrowsWith([&] { TextureFlatten(three); }, "must have 4 as its last dimension"));
  PrimFunc ints = ParseTir(R"(@T.prim_func
def f(a: T.handle):
    A = T.match_buffer(a, (2, 4), "int32", scope="global.texture-weight")
    A[0, 0] = 0
)");
  EXPECT_EQ(TextureFlatten(ints), ints);  // stays a buffer
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
