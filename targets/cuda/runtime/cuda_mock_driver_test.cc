// The CUDA runtime's host side against mock_libcuda.cc (a recording
// stand-in for libcuda.so.1 loaded through $RLX_CUDA_DRIVER_LIBRARY; NVRTC
// is the real one): device queries, copies, the host-program walk, launch
// extents and every kernel argument as the kernel's PTX declares it. Runs
// without a GPU; no numerics (the mock runs no kernel).
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <string>

#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/cuda/codegen/codegen_cuda.h"
#include "targets/cuda/runtime/cuda_runtime.h"
#include "targets/cuda/runtime/thrust_packed.h"

namespace rlx {
namespace cuda {
namespace {

using tir::transform::ParseTir;

struct Mock {
  int (*num_launches)();
  const char* (*launch)(int);
  int (*live_allocations)();
  void (*reset)();
};

// Points the runtime at the mock (before its first driver call) and opens
// the mock's inspection functions.
const Mock& UseMock() {
  static Mock mock = [] {
    const char* src = std::getenv("TEST_SRCDIR");
    const char* ws = std::getenv("TEST_WORKSPACE");
    std::string path = std::string(src ? src : ".") + "/" + (ws ? ws : "rlx") + "/targets/cuda/runtime/libmockcuda.so";
    setenv("RLX_CUDA_DRIVER_LIBRARY", path.c_str(), 1);
    void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    EXPECT_NE(h, nullptr) << dlerror();
    Mock m{};
    m.num_launches = reinterpret_cast<int (*)()>(dlsym(h, "mock_cuda_num_launches"));
    m.launch = reinterpret_cast<const char* (*)(int)>(dlsym(h, "mock_cuda_launch"));
    m.live_allocations = reinterpret_cast<int (*)()>(dlsym(h, "mock_cuda_live_allocations"));
    m.reset = reinterpret_cast<void (*)()>(dlsym(h, "mock_cuda_reset"));
    return m;
  }();
  mock.reset();
  return mock;
}

std::string MessageOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "(no error)";
}

bool HaveNvrtc() {
  std::string why;
  return Nvrtc(&why) != nullptr;
}

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
                B[vi] = T.exp(A[vi] * T.float32(0.5))
)";

TEST(CUDAMockDriverTest, DeviceQueries) {
  UseMock();
  ASSERT_EQ(UnavailableReason(), "");
  auto device = CUDADevice::Default();
  EXPECT_EQ(device->name(), "Mock GPU");
  EXPECT_EQ(device->compute_major(), 9);
  EXPECT_EQ(device->compute_minor(), 0);
  EXPECT_EQ(device->max_threads_per_block(), 1024);
  EXPECT_EQ(device->max_grid_dims()[1], 65535);
  EXPECT_DOUBLE_EQ(device->TimeDeviceCopy(1024, 4), 0.25);  // the mock's events say 1 ms
}

TEST(CUDAMockDriverTest, ElementwiseLaunchAndCopies) {
  const Mock& mock = UseMock();
  if (!HaveNvrtc()) GTEST_SKIP() << "NVRTC not installed";
  CUDAProgram program =
      CUDAProgram::Build(CUDADevice::Default(), codegen::BuildCUDA({{"scale_exp", ParseTir(kElementwise)}}));
  EXPECT_NE(program.ptx().find(".target sm_90"), std::string::npos);
  NDArray in = NDArray::FromVector<double>({1000}, std::vector<double>(1000, 2.5), DataType::Float(32));
  NDArray out = NDArray::FromVector<double>({1000}, std::vector<double>(1000, -7.0), DataType::Float(32));
  std::vector<NDArray> args{in, out};
  program.Run("scale_exp", args);
  ASSERT_EQ(mock.num_launches(), 1);
  EXPECT_EQ(std::string(mock.launch(0)), "scale_exp_kernel0 grid=4x1x1 block=256x1x1 args=u64:ptr,u64:ptr,u64:1000");
  // Copied in and back unchanged (the mock runs nothing).
  EXPECT_EQ(args[0].GetDouble(999), 2.5);
  EXPECT_EQ(args[1].GetDouble(0), -7.0);
  EXPECT_EQ(mock.live_allocations(), 0);
  std::vector<NDArray> empty{NDArray::Zeros({0}, DataType::Float(32)), NDArray::Zeros({0}, DataType::Float(32))};
  program.Run("scale_exp", empty);
  EXPECT_EQ(mock.num_launches(), 1);  // an empty grid launches nothing
  EXPECT_EQ(program.num_launches(), 1);
  EXPECT_EQ(program.RunTimed("scale_exp", args, {}, 4), 0.25);
  EXPECT_EQ(mock.num_launches(), 6);  // a warm-up and four timed runs
}

TEST(CUDAMockDriverTest, ScalarsTwoDimensionalBlocksAndLimits) {
  const Mock& mock = UseMock();
  if (!HaveNvrtc()) GTEST_SKIP() << "NVRTC not installed";
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def axpy(A: T.Buffer((4, 32), "float16"), B: T.Buffer((4, 32), "float16"), alpha: T.float32, k: T.int32, on: T.bool):
    for ty in T.thread_binding(4, thread="threadIdx.y"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            if on:
                B[ty, tx] = T.Cast("float16", T.Cast("float32", A[ty, tx]) * alpha + T.Cast("float32", k))
)");
  std::vector<NDArray> args{NDArray::Zeros({4, 32}, DataType::Float(16)), NDArray::Zeros({4, 32}, DataType::Float(16))};
  RunPrimFunc(f, args, {0.5, int64_t{-3}, int64_t{1}});
  ASSERT_EQ(mock.num_launches(), 1);
  // Buffers, then the scalars in their PTX widths (bool travels as a
  // 32-bit int).
  EXPECT_EQ(std::string(mock.launch(0)),
            "main_kernel0 grid=1x1x1 block=32x4x1 args=u64:ptr,u64:ptr,f32:0.5,u32:-3,u32:1");
  tir::PrimFunc big = ParseTir(R"(@T.prim_func
def big(A: T.Buffer((4096,), "float32")):
    for tx in T.thread_binding(4096, thread="threadIdx.x"):
        A[tx] = T.float32(1.0)
)");
  std::vector<NDArray> one{NDArray::Zeros({4096}, DataType::Float(32))};
  EXPECT_EQ(MessageOf([&] { RunPrimFunc(big, one); }),
            "main_kernel0: a launch of grid.x = 1, block.x = 4096 exceeds the device's limits (grid 2147483647, "
            "block 1024)");
  EXPECT_EQ(mock.live_allocations(), 0);
}

// The tiled cumsum launches rows 32768 at a time (gridDim.y's limit) from a
// host loop, with workspaces allocated by the host program and freed after.
TEST(CUDAMockDriverTest, HostLoopsAndWorkspaces) {
  const Mock& mock = UseMock();
  if (!HaveNvrtc()) GTEST_SKIP() << "NVRTC not installed";
  tir::PrimFunc f = backend::Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 64);
  CUDAProgram program = CUDAProgram::Build(CUDADevice::Default(), codegen::BuildCUDA({{"cumsum", f}}));
  std::vector<NDArray> args{NDArray::Zeros({40000, 5}, DataType::Int(32)),
                            NDArray::Zeros({40000, 5}, DataType::Int(32))};
  program.Run("cumsum", args);
  ASSERT_GE(mock.num_launches(), 2);
  int full = 0, rest = 0;
  for (int i = 0; i < mock.num_launches(); ++i) {
    std::string l = mock.launch(i);
    EXPECT_EQ(l.find("bad"), std::string::npos) << l;
    if (l.find("grid=1x32768x1 block=32x4x1") != std::string::npos) ++full;
    if (l.find("grid=1x7232x1 block=32x4x1") != std::string::npos) ++rest;
  }
  EXPECT_GE(full, 1);
  EXPECT_EQ(full, rest);
  EXPECT_EQ(mock.live_allocations(), 0);

  te::Tensor x = te::placeholder({Int64(3), Int64(3000)}, DataType::Float(32), "x");
  te::Tensor y = backend::ScanGpu(x, 1, DataType::Float(32), /*exclusive=*/true, /*product=*/false, 64);
  CUDAProgram scan =
      CUDAProgram::Build(CUDADevice::Default(), codegen::BuildCUDA({{"scan", te::CreatePrimFunc({x, y})}}));
  mock.reset();
  std::vector<NDArray> sargs{NDArray::Zeros({3, 3000}, DataType::Float(32)),
                             NDArray::Zeros({3, 3000}, DataType::Float(32))};
  scan.Run("scan", sargs);
  EXPECT_GT(mock.num_launches(), 10);
  EXPECT_EQ(mock.live_allocations(), 0);
}

TEST(CUDAMockDriverTest, ThrustWithoutTheLibraryIsACleanError) {
  UseMock();
  if (std::getenv("RLX_THRUST_LIBRARY") != nullptr) GTEST_SKIP() << "RLX_THRUST_LIBRARY is set";
  runtime::PackedFuncRegistry registry;
  RegisterThrustPackedFuncs(&registry);
  NDArray x = NDArray::Zeros({8}, DataType::Float(32)), out = NDArray::Zeros({8}, DataType::Float(32));
  NDArray ws = NDArray::Zeros({16}, DataType::UInt(8));
  runtime::PackedArgsBuilder b(kThrustSumScan);
  b.Tensor(x).Tensor(out).Int(0).Tensor(ws);
  EXPECT_EQ(MessageOf([&] { registry.Call(b.Build()); }),
            "tvm.contrib.thrust.sum_scan: librlx_thrust.so not found (build targets/cuda/thrust/"
            "thrust_sort_scan.cu with nvcc -shared, as tools/gpu/run_device_checks.sh does, and set "
            "RLX_THRUST_LIBRARY)");
}

}  // namespace
}  // namespace cuda
}  // namespace rlx
