// Texture-scoped parameters as real OpenCL images (PoCL on the CPU in
// tests): the arrays are written into image2d objects, read and written by
// read_imagef / write_imagef in the kernels and read back, checked against
// hand-computed values and the TIR interpreter.
#include <gtest/gtest.h>

#include <cstdlib>

#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/opencl/codegen/codegen_opencl.h"
#include "targets/opencl/runtime/opencl_runtime.h"

namespace rlx {
namespace opencl {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

class OpenCLImageTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  }
  static std::shared_ptr<OpenCLDevice> Device() {
    static std::shared_ptr<OpenCLDevice> device = OpenCLDevice::Default();
    return device;
  }
};

NDArray Filled(std::vector<int64_t> shape, DataType t, double scale) {
  NDArray a = NDArray::Empty(std::move(shape), t);
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, scale * static_cast<double>((i * 37) % 101) - 3.0);
  return a;
}

// A (2, 3, 4) texture-nhwc image (height 2, width 3) read transposed into a
// (3, 2, 4) texture-weight image (height 3, width 2), channels reversed.
const char* kTranspose = R"(@T.prim_func
def transpose(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (2, 3, 4), scope="global.texture-nhwc")
    B = T.match_buffer(b, (3, 2, 4), scope="global.texture-weight")
    for i in T.thread_binding(3, thread="blockIdx.x"):
        for j in T.thread_binding(2, thread="threadIdx.x"):
            for c in range(4):
                B[i, j, c] = A[j, i, 3 - c] * T.float32(2) + A[j, i, 0]
)";

TEST_F(OpenCLImageTest, DeviceHasImages) {
  EXPECT_TRUE(Device()->image_support()) << Device()->name();
  EXPECT_GE(Device()->image2d_max_width(), 8192u);
  EXPECT_GE(Device()->image2d_max_height(), 8192u);
}

TEST_F(OpenCLImageTest, ImagesAreWrittenReadByKernelsAndReadBack) {
  tir::PrimFunc f = ParseTir(kTranspose);
  codegen::SourceModule m = codegen::BuildOpenCL({{"transpose", f}});
  ASSERT_NE(m.source.find("__read_only image2d_t A, __write_only image2d_t B"), std::string::npos) << m.source;
  OpenCLProgram program = OpenCLProgram::Build(Device(), m);
  NDArray a = Filled({2, 3, 4}, DataType::Float(32), 0.25);
  NDArray b = NDArray::Zeros({3, 2, 4}, DataType::Float(32));
  std::vector<NDArray> args{a, b};
  program.Run("transpose", args);
  NDArray ref = NDArray::Zeros({3, 2, 4}, DataType::Float(32));
  tir::InterpretPrimFunc(f, {a, ref});
  for (int64_t i = 0; i < 3; ++i) {
    for (int64_t j = 0; j < 2; ++j) {
      for (int64_t c = 0; c < 4; ++c) {
        int64_t k = (i * 2 + j) * 4 + c;
        double hand = a.GetDouble((j * 3 + i) * 4 + 3 - c) * 2 + a.GetDouble((j * 3 + i) * 4);
        EXPECT_EQ(b.GetDouble(k), hand) << i << "," << j << "," << c;
        EXPECT_EQ(b.GetDouble(k), ref.GetDouble(k)) << k;
      }
    }
  }
  EXPECT_EQ(program.num_launches(), 1);
}

// float16 textures are CL_HALF_FLOAT images; without native_fp16 the kernel
// reads them with read_imagef (the image converts).
TEST_F(OpenCLImageTest, HalfImageReadAsFloats) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def widen(a: T.handle, B: T.Buffer((4, 5, 4), "float32")):
    A = T.match_buffer(a, (4, 5, 4), "float16", scope="global.texture")
    for i in T.thread_binding(4, thread="blockIdx.x"):
        for j in T.thread_binding(5, thread="threadIdx.x"):
            for c in range(4):
                B[i, j, c] = T.Cast("float32", A[i, j, c]) + T.float32(0.5)
)");
  codegen::SourceModule m = codegen::BuildOpenCL({{"widen", f}});
  OpenCLProgram program = OpenCLProgram::Build(Device(), m);
  NDArray a = Filled({4, 5, 4}, DataType::Float(16), 0.125);
  NDArray b = NDArray::Zeros({4, 5, 4}, DataType::Float(32));
  std::vector<NDArray> args{a, b};
  program.Run("widen", args);
  for (int64_t k = 0; k < 80; ++k) EXPECT_EQ(b.GetDouble(k), a.GetDouble(k) + 0.5) << k;
}

TEST_F(OpenCLImageTest, ImageBeyondTheDeviceLimitIsAClearError) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def first(var_a: T.handle, B: T.Buffer((4,), "float32")):
    n = T.int64()
    A = T.match_buffer(var_a, (T.int64(1), n, T.int64(4)), scope="global.texture")
    for c in T.thread_binding(4, thread="threadIdx.x"):
        B[c] = A[T.int64(0), T.int64(0), c]
)");
  OpenCLProgram program = OpenCLProgram::Build(Device(), codegen::BuildOpenCL({{"first", f}}));
  int64_t n = static_cast<int64_t>(Device()->image2d_max_width()) + 1;
  std::vector<NDArray> args{NDArray::Zeros({1, n, 4}, DataType::Float(32)), NDArray::Zeros({4}, DataType::Float(32))};
  std::string limit = "texture parameter A of shape (1, " + std::to_string(n) +
                      ", 4) in scope \"global.texture\" is an image of width " + std::to_string(n) + " and height 1";
  EXPECT_TRUE(ThrowsWith([&] { program.Run("first", args); }, limit));
  EXPECT_TRUE(ThrowsWith([&] { program.Run("first", args); }, "CL_DEVICE_IMAGE2D_MAX_WIDTH"));
  // Within the limit the same program runs.
  NDArray small = Filled({1, 3, 4}, DataType::Float(32), 1.0);
  std::vector<NDArray> ok{small, NDArray::Zeros({4}, DataType::Float(32))};
  program.Run("first", ok);
  for (int64_t c = 0; c < 4; ++c) EXPECT_EQ(ok[1].GetDouble(c), small.GetDouble(c));
}

}  // namespace
}  // namespace opencl
}  // namespace rlx
