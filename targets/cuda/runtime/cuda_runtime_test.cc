// The CUDA runtime: without a GPU (this machine) the clean "no CUDA driver"
// / "no CUDA device" error and NVRTC compiles of generated CUDA C (no device
// needed); with a GPU, kernels run on it and checked against the TIR
// interpreter and hand-computed values. RLX_REQUIRE_CUDA_DEVICE=1 (GPU
// sessions) turns a missing device into a failure.
#include "targets/cuda/runtime/cuda_runtime.h"

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <functional>
#include <string>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/cuda/codegen/codegen_cuda.h"
#include "targets/cuda/runtime/cuda_test_util.h"

namespace rlx {
namespace cuda {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

const char* kElementwise = R"(@T.prim_func
def scale_exp(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,))
    for i0 in T.thread_binding((n + T.int64(255)) // T.int64(256), thread="blockIdx.x"):
        for i1 in T.thread_binding(T.int64(256), thread="threadIdx.x"):
            with T.block("B"):
                vi = T.axis.spatial(n, i0 * T.int64(256) + i1)
                T.where(i0 * T.int64(256) + i1 < n)
                B[vi] = T.exp(A[vi] * T.float32(0.5)) + T.max(A[vi], T.float32(3.0))
)";

// One block per row: a max tree, then exp and a sum tree in shared memory.
const char* kSoftmax = R"(@T.prim_func
def softmax(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(256)))
    B = T.match_buffer(var_B, (n, T.int64(256)))
    red = T.allocate([256], "float32", "shared")
    r = T.decl_buffer((256,), data=red, scope="shared")
    for bx in T.thread_binding(n, thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(256), thread="threadIdx.x"):
            r[tx] = A[bx, tx]
            T.tvm_storage_sync("shared")
            for s in range(8):
                if tx < T.shift_right(T.int64(128), T.Cast("int64", s)):
                    r[tx] = T.max(r[tx], r[tx + T.shift_right(T.int64(128), T.Cast("int64", s))])
                T.tvm_storage_sync("shared")
            B[bx, tx] = T.exp(A[bx, tx] - r[0])
            T.tvm_storage_sync("shared")
            r[tx] = B[bx, tx]
            T.tvm_storage_sync("shared")
            for s in range(8):
                if tx < T.shift_right(T.int64(128), T.Cast("int64", s)):
                    r[tx] = r[tx] + r[tx + T.shift_right(T.int64(128), T.Cast("int64", s))]
                T.tvm_storage_sync("shared")
            B[bx, tx] = B[bx, tx] / r[0]
)";

const char* kHalfAxpy = R"(@T.prim_func
def half_axpy(A: T.Buffer((4, 32), "float16"), B: T.Buffer((4, 32), "float16"), alpha: T.float32):
    for ty in T.thread_binding(4, thread="threadIdx.y"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            B[ty, tx] = T.Cast("float16", T.Cast("float32", A[ty, tx]) * alpha) + T.float16(1.0)
)";

NDArray F32(std::vector<int64_t> shape, const std::vector<double>& v) {
  return NDArray::FromVector<double>(std::move(shape), v, DataType::Float(32));
}

std::vector<double> Ramp(int64_t n, double scale, double offset = 0) {
  std::vector<double> v(n);
  for (int64_t i = 0; i < n; ++i) v[i] = offset + scale * static_cast<double>((i * 37) % 101);
  return v;
}

// With a GPU the runtime reports no reason and opens the default device.
TEST(CUDARuntimeTest, ADeviceHasNoUnavailableReason) {
  if (!HasDevice()) GTEST_SKIP() << "needs a CUDA device: " << UnavailableReason();
  EXPECT_EQ(UnavailableReason(), "");
  EXPECT_NO_THROW(CUDADevice::Default());
}

// Without libcuda.so.1 the error is exactly the driver line; with a driver
// but no GPU, "no CUDA device"; either way a DiagnosticError, never a crash.
TEST(CUDARuntimeTest, NoDeviceIsACleanError) {
  if (HasDevice()) GTEST_SKIP() << "a CUDA device is present, so the no-device errors cannot be seen";
  const std::string reason = UnavailableReason();
  void* driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (driver == nullptr) {
    EXPECT_EQ(reason, "no CUDA driver: libcuda.so.1 not found");
  } else {
    dlclose(driver);
    EXPECT_EQ(reason.rfind("no CUDA device", 0), 0u) << reason;
  }
  auto message_of = [](const std::function<void()>& f) -> std::string {
    try {
      f();
    } catch (const DiagnosticError& e) {
      return e.diagnostic().message;
    }
    return "(no error)";
  };
  EXPECT_EQ(message_of([] { CUDADevice::Default(); }), reason);
  std::vector<NDArray> args{F32({4}, {1, 2, 3, 4}), F32({4}, {0, 0, 0, 0})};
  EXPECT_EQ(message_of([&] { RunPrimFunc(ParseTir(kElementwise), args); }), reason);
  std::printf("%s: the numeric checks are skipped\n", reason.c_str());
  EXPECT_FALSE(DeviceRequired()) << "RLX_REQUIRE_CUDA_DEVICE=1 but: " << reason;
}

// NVRTC needs no device: the generated CUDA C (float32 math, shared memory,
// barriers, float16, 2-D blocks) compiles to PTX for sm_80 and sm_90 with
// one entry per kernel.
TEST(CUDARuntimeTest, NvrtcCompilesGeneratedCuda) {
  std::string why;
  if (Nvrtc(&why) == nullptr) GTEST_SKIP() << why;
  codegen::SourceModule m = codegen::BuildCUDA(
      {{"scale_exp", ParseTir(kElementwise)}, {"softmax", ParseTir(kSoftmax)}, {"half_axpy", ParseTir(kHalfAxpy)}});
  for (int major : {8, 9}) {
    std::string ptx = CompileToPtx(m.source, major, 0, "generated");
    EXPECT_NE(ptx.find(".target sm_" + std::to_string(major) + "0"), std::string::npos);
    int entries = 0;
    for (const codegen::SplitFunction& f : m.functions) {
      for (const codegen::DeviceKernel& k : f.kernels) {
        EXPECT_NE(ptx.find(".entry " + k.name + "("), std::string::npos) << k.name;
        ++entries;
      }
    }
    EXPECT_EQ(entries, 3);
    EXPECT_NE(ptx.find("bar.sync"), std::string::npos);  // softmax's barriers
  }
}

// The fallback for drivers older than NVRTC's PTX: SASS for sm_90 (an ELF).
TEST(CUDARuntimeTest, NvrtcCompilesCubins) {
  std::string why;
  if (Nvrtc(&why) == nullptr) GTEST_SKIP() << why;
  std::string cubin = CompileToCubin(codegen::BuildCUDA({{"softmax", ParseTir(kSoftmax)}}).source, 9, 0, "softmax");
  ASSERT_GT(cubin.size(), 4u);
  EXPECT_EQ(cubin.substr(0, 4),
            "\x7f"
            "ELF");
  EXPECT_NE(cubin.find("softmax_kernel0"), std::string::npos);
}

TEST(CUDARuntimeTest, NvrtcErrorCarriesTheLog) {
  std::string why;
  if (Nvrtc(&why) == nullptr) GTEST_SKIP() << why;
  EXPECT_TRUE(ThrowsWith([] { CompileToPtx("extern \"C\" __global__ void k() { undeclared_x = 1; }", 8, 0, "bad"); },
                         "NVRTC: compiling bad for compute_80 failed: NVRTC_ERROR_COMPILATION; log:\nbad.cu(1): "
                         "error: identifier \"undeclared_x\" is undefined"));
}

TEST(CUDARuntimeTest, RejectsAnOpenCLModule) {
  if (!DeviceOrSkip()) GTEST_SKIP() << UnavailableReason();
  codegen::SourceModule m;
  m.language = "opencl";
  EXPECT_TRUE(ThrowsWith([&] { CUDAProgram::Build(CUDADevice::Default(), m); },
                         "CUDA: cannot build a opencl module; generate it with BuildCUDA"));
}

TEST(CUDARuntimeTest, ElementwiseOverSymbolicShape) {
  if (!DeviceOrSkip()) GTEST_SKIP() << UnavailableReason();
  tir::PrimFunc f = ParseTir(kElementwise);
  CUDAProgram program = CUDAProgram::Build(CUDADevice::Default(), codegen::BuildCUDA({{"scale_exp", f}}));
  for (int64_t n : {1, 256, 1000, 100000}) {
    std::vector<double> a = Ramp(n, 0.05, -2.0);
    NDArray in = F32({n}, a);
    NDArray out = F32({n}, std::vector<double>(n, -7.0));
    std::vector<NDArray> args{in, out};
    program.Run("scale_exp", args);
    NDArray ref = F32({n}, std::vector<double>(n, -7.0));
    tir::InterpretPrimFunc(f, {in, ref});
    for (int64_t i = 0; i < n; ++i) {
      float x = static_cast<float>(a[i]);
      double hand = std::exp(x * 0.5f) + std::max(x, 3.0f);
      ASSERT_NEAR(out.GetDouble(i), hand, 1e-5 * std::abs(hand)) << "n=" << n << " i=" << i;
      ASSERT_NEAR(out.GetDouble(i), ref.GetDouble(i), 1e-5 * std::abs(hand)) << "n=" << n << " i=" << i;
    }
  }
  int64_t before = program.num_launches();
  std::vector<NDArray> empty{F32({0}, {}), F32({0}, {})};
  program.Run("scale_exp", empty);
  EXPECT_EQ(program.num_launches(), before);  // an empty grid launches nothing
  std::vector<NDArray> bad{F32({4}, {1, 2, 3, 4}), F32({5}, {0, 0, 0, 0, 0})};
  EXPECT_TRUE(ThrowsWith([&] { program.Run("scale_exp", bad); }, "buffer B has shape (n,)"));
}

TEST(CUDARuntimeTest, SoftmaxWithSharedMemoryTrees) {
  if (!DeviceOrSkip()) GTEST_SKIP() << UnavailableReason();
  tir::PrimFunc f = ParseTir(kSoftmax);
  CUDAProgram program = CUDAProgram::Build(CUDADevice::Default(), codegen::BuildCUDA({{"softmax", f}}));
  const int64_t rows = 37;
  std::vector<double> a = Ramp(rows * 256, 0.11, -5.0);
  NDArray in = F32({rows, 256}, a);
  NDArray out = F32({rows, 256}, std::vector<double>(rows * 256, 0.0));
  std::vector<NDArray> args{in, out};
  program.Run("softmax", args);
  NDArray ref = F32({rows, 256}, std::vector<double>(rows * 256, 0.0));
  tir::InterpretPrimFunc(f, {in, ref});
  for (int64_t r = 0; r < rows; ++r) {
    double mx = -1e30, sum = 0;
    for (int k = 0; k < 256; ++k) mx = std::max(mx, static_cast<double>(static_cast<float>(a[r * 256 + k])));
    for (int k = 0; k < 256; ++k) sum += std::exp(static_cast<float>(a[r * 256 + k]) - mx);
    for (int k = 0; k < 256; ++k) {
      int64_t i = r * 256 + k;
      double hand = std::exp(static_cast<float>(a[i]) - mx) / sum;
      ASSERT_NEAR(out.GetDouble(i), hand, 1e-5 * hand + 1e-9) << r << "," << k;
      ASSERT_NEAR(out.GetDouble(i), ref.GetDouble(i), 1e-5 * hand + 1e-9) << r << "," << k;
    }
  }
}

TEST(CUDARuntimeTest, HalfPrecisionTwoDimensionalBlockAndFloatScalar) {
  if (!DeviceOrSkip()) GTEST_SKIP() << UnavailableReason();
  std::vector<double> a(128);
  for (int i = 0; i < 128; ++i) a[i] = (i - 64) * 0.125;  // exact in float16
  std::vector<NDArray> args{NDArray::FromVector<double>({4, 32}, a, DataType::Float(16)),
                            NDArray::Zeros({4, 32}, DataType::Float(16))};
  RunPrimFunc(ParseTir(kHalfAxpy), args, {0.5});
  for (int i = 0; i < 128; ++i) EXPECT_EQ(args[1].GetDouble(i), a[i] * 0.5 + 1.0) << i;
}

TEST(CUDARuntimeTest, BlockOverTheDeviceLimitIsALocatedError) {
  if (!DeviceOrSkip()) GTEST_SKIP() << UnavailableReason();
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def big(A: T.Buffer((4096,), "float32")):
    for tx in T.thread_binding(4096, thread="threadIdx.x"):
        A[tx] = T.float32(1.0)
)");
  std::vector<NDArray> args{F32({4096}, std::vector<double>(4096, 0.0))};
  EXPECT_TRUE(ThrowsWith([&] { RunPrimFunc(f, args); },
                         "main_kernel0: a launch of grid.x = 1, block.x = 4096 "
                         "exceeds the device's limits"));
}

TEST(CUDARuntimeTest, TimedRunKeepsResults) {
  if (!DeviceOrSkip()) GTEST_SKIP() << UnavailableReason();
  tir::PrimFunc f = ParseTir(kElementwise);
  CUDAProgram program = CUDAProgram::Build(CUDADevice::Default(), codegen::BuildCUDA({{"scale_exp", f}}));
  std::vector<NDArray> args{F32({1000}, Ramp(1000, 0.01)), F32({1000}, std::vector<double>(1000, 0.0))};
  double ms = program.RunTimed("scale_exp", args, {}, 3);
  EXPECT_GT(ms, 0.0);
  NDArray ref = F32({1000}, std::vector<double>(1000, 0.0));
  tir::InterpretPrimFunc(f, {args[0], ref});
  for (int i = 0; i < 1000; ++i) ASSERT_NEAR(args[1].GetDouble(i), ref.GetDouble(i), 1e-5) << i;
  EXPECT_GT(CUDADevice::Default()->TimeDeviceCopy(1 << 20, 3), 0.0);
}

}  // namespace
}  // namespace cuda
}  // namespace rlx
