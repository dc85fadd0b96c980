// GPU-style TIR kernels compiled to OpenCL C and run on the OpenCL device
// (PoCL on the CPU), checked against hand-computed values and against the
// TIR interpreter, which runs thread-bound code with lock-step threads.
#include "targets/opencl/runtime/opencl_runtime.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>

#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/opencl/codegen/codegen_opencl.h"

namespace rlx {
namespace opencl {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

class OpenCLRuntimeTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // PoCL writes its kernel cache under $HOME/.cache unless told otherwise;
    // a Bazel sandbox only lets tests write below TEST_TMPDIR.
    if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  }

  static std::shared_ptr<OpenCLDevice> Device() {
    static std::shared_ptr<OpenCLDevice> device = OpenCLDevice::Default();
    return device;
  }

  static OpenCLProgram Compile(const std::string& name, const tir::PrimFunc& f) {
    return OpenCLProgram::Build(Device(), codegen::BuildOpenCL({{name, f}}));
  }
};

NDArray F32(std::vector<int64_t> shape, const std::vector<double>& v) {
  return NDArray::FromVector<double>(std::move(shape), v, DataType::Float(32));
}

std::vector<double> Ramp(int64_t n, double scale, double offset = 0) {
  std::vector<double> v(n);
  for (int64_t i = 0; i < n; ++i) v[i] = offset + scale * static_cast<double>((i * 37) % 101);
  return v;
}

const char* kElementwise = R"(@T.prim_func
def scale_exp(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,))
    for i0 in T.thread_binding((n + T.int64(63)) // T.int64(64), thread="blockIdx.x"):
        for i1 in T.thread_binding(T.int64(64), thread="threadIdx.x"):
            with T.block("B"):
                vi = T.axis.spatial(n, i0 * T.int64(64) + i1)
                T.where(i0 * T.int64(64) + i1 < n)
                B[vi] = T.exp(A[vi] * T.float32(0.5)) + T.max(A[vi], T.float32(3.0))
)";

TEST_F(OpenCLRuntimeTest, ElementwiseWithBlockAndThreadSplitOverSymbolicShape) {
  tir::PrimFunc f = ParseTir(kElementwise);
  OpenCLProgram program = Compile("scale_exp", f);
  for (int64_t n : {1, 64, 1000}) {
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
      EXPECT_NEAR(out.GetDouble(i), hand, 1e-5 * std::abs(hand)) << "n=" << n << " i=" << i;
      EXPECT_NEAR(out.GetDouble(i), ref.GetDouble(i), 1e-5 * std::abs(hand)) << "n=" << n << " i=" << i;
    }
  }
  // The one-call form.
  std::vector<double> a = Ramp(100, 0.05, -2.0);
  std::vector<NDArray> once{F32({100}, a), F32({100}, std::vector<double>(100, 0.0))};
  RunPrimFunc(f, once);
  for (int64_t i = 0; i < 100; ++i) {
    float x = static_cast<float>(a[i]);
    double hand = std::exp(x * 0.5f) + std::max(x, 3.0f);
    EXPECT_NEAR(once[1].GetDouble(i), hand, 1e-5 * std::abs(hand)) << i;
  }
  // n = 0: the grid is empty, nothing is launched.
  int64_t before = program.num_launches();
  NDArray in = F32({0}, {});
  NDArray out = F32({0}, {});
  std::vector<NDArray> args{in, out};
  program.Run("scale_exp", args);
  EXPECT_EQ(program.num_launches(), before);
}

TEST_F(OpenCLRuntimeTest, ShapeMismatchIsReportedBeforeLaunching) {
  OpenCLProgram program = Compile("scale_exp", ParseTir(kElementwise));
  std::vector<NDArray> args{F32({4}, {1, 2, 3, 4}), F32({5}, {0, 0, 0, 0, 0})};
  EXPECT_TRUE(ThrowsWith([&] { program.Run("scale_exp", args); }, "buffer B has shape (n,)"));
  EXPECT_EQ(program.num_launches(), 0);
}

// A tree reduction in shared memory: each step halves the active threads,
// with a barrier between steps. The interpreter sums in the same tree order,
// so the float results agree exactly.
TEST_F(OpenCLRuntimeTest, SharedMemoryTreeReductionWithBarriers) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def row_sum(A: T.Buffer((6, 256), "float32"), B: T.Buffer((6,), "float32")):
    red = T.allocate([256], "float32", "shared")
    red_buf = T.decl_buffer((256,), data=red, scope="shared")
    for bx in T.thread_binding(6, thread="blockIdx.x"):
        for tx in T.thread_binding(256, thread="threadIdx.x"):
            red_buf[tx] = A[bx, tx]
            T.tvm_storage_sync("shared")
            for s in range(8):
                if tx < (128 >> s):
                    red_buf[tx] = red_buf[tx] + red_buf[tx + (128 >> s)]
                T.tvm_storage_sync("shared")
            if tx == 0:
                B[bx] = red_buf[0]
)");
  OpenCLProgram program = Compile("row_sum", f);
  std::vector<double> a = Ramp(6 * 256, 0.125, -3.0);
  NDArray in = F32({6, 256}, a);
  NDArray out = F32({6}, std::vector<double>(6, 0.0));
  std::vector<NDArray> args{in, out};
  program.Run("row_sum", args);
  NDArray ref = F32({6}, std::vector<double>(6, 0.0));
  tir::InterpretPrimFunc(f, {in, ref});
  for (int r = 0; r < 6; ++r) {
    double hand = 0;
    for (int k = 0; k < 256; ++k) hand += a[r * 256 + k];  // exact: multiples of 1/8
    EXPECT_EQ(out.GetDouble(r), hand) << r;
    EXPECT_EQ(out.GetDouble(r), ref.GetDouble(r)) << r;
  }
}

// Blelloch's work-efficient exclusive scan of 128 elements per work-group
// (64 threads, two elements each): an up-sweep building partial sums in a
// tree, then a down-sweep distributing them, each level behind a barrier.
TEST_F(OpenCLRuntimeTest, BlellochScanInSharedMemory) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def scan(A: T.Buffer((3, 128), "int32"), B: T.Buffer((3, 128), "int32")):
    temp = T.allocate([128], "int32", "shared")
    t = T.decl_buffer((128,), "int32", data=temp, scope="shared")
    for bx in T.thread_binding(3, thread="blockIdx.x"):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            carry = T.allocate([1], "int32", "local")
            c = T.decl_buffer((1,), "int32", data=carry, scope="local")
            t[2 * tx] = A[bx, 2 * tx]
            t[2 * tx + 1] = A[bx, 2 * tx + 1]
            T.tvm_storage_sync("shared")
            for d in range(7):
                if tx < (64 >> d):
                    t[(1 << d) * (2 * tx + 2) - 1] = t[(1 << d) * (2 * tx + 2) - 1] + t[(1 << d) * (2 * tx + 1) - 1]
                T.tvm_storage_sync("shared")
            if tx == 0:
                t[127] = 0
            T.tvm_storage_sync("shared")
            for d in range(7):
                if tx < (1 << d):
                    c[0] = t[(64 >> d) * (2 * tx + 1) - 1]
                    t[(64 >> d) * (2 * tx + 1) - 1] = t[(64 >> d) * (2 * tx + 2) - 1]
                    t[(64 >> d) * (2 * tx + 2) - 1] = t[(64 >> d) * (2 * tx + 2) - 1] + c[0]
                T.tvm_storage_sync("shared")
            B[bx, 2 * tx] = t[2 * tx]
            B[bx, 2 * tx + 1] = t[2 * tx + 1]
)");
  OpenCLProgram program = Compile("scan", f);
  std::vector<int32_t> a(3 * 128);
  for (int i = 0; i < 3 * 128; ++i) a[i] = (i * 7919) % 23 - 11;
  NDArray in = NDArray::FromVector<int32_t>({3, 128}, a, DataType::Int(32));
  NDArray out = NDArray::Zeros({3, 128}, DataType::Int(32));
  std::vector<NDArray> args{in, out};
  program.Run("scan", args);
  NDArray ref = NDArray::Zeros({3, 128}, DataType::Int(32));
  tir::InterpretPrimFunc(f, {in, ref});
  for (int r = 0; r < 3; ++r) {
    int64_t acc = 0;
    for (int k = 0; k < 128; ++k) {
      EXPECT_EQ(out.GetInt(r * 128 + k), acc) << r << "," << k;
      EXPECT_EQ(ref.GetInt(r * 128 + k), acc) << r << "," << k;
      acc += a[r * 128 + k];
    }
  }
}

// Three launches in sequence through a global workspace the host allocates:
// the second kernel reads, in reverse, what every work-group of the first
// wrote, so it must not start before the first has finished.
TEST_F(OpenCLRuntimeTest, SeveralLaunchesInSequenceThroughAWorkspace) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def chain(var_A: T.handle, var_B: T.handle):
    n = T.int32()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,))
    tmp = T.allocate([n], "float32", "global")
    w = T.decl_buffer((n,), data=tmp)
    for bx in T.thread_binding((n + 31) // 32, thread="blockIdx.x"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            if bx * 32 + tx < n:
                w[bx * 32 + tx] = A[bx * 32 + tx] * T.float32(2.0)
    for bx in T.thread_binding((n + 15) // 16, thread="blockIdx.x"):
        for tx in T.thread_binding(16, thread="threadIdx.x"):
            if bx * 16 + tx < n:
                B[bx * 16 + tx] = w[n - 1 - (bx * 16 + tx)] + A[bx * 16 + tx]
    for tx in T.thread_binding(8, thread="threadIdx.x"):
        if tx < n:
            B[tx] = B[tx] * T.float32(-1.0)
)");
  OpenCLProgram program = Compile("chain", f);
  const int64_t n = 300;
  std::vector<double> a = Ramp(n, 0.5);
  NDArray in = F32({n}, a);
  NDArray out = F32({n}, std::vector<double>(n, 0.0));
  std::vector<NDArray> args{in, out};
  program.Run("chain", args);
  EXPECT_EQ(program.num_launches(), 3);
  NDArray ref = F32({n}, std::vector<double>(n, 0.0));
  tir::InterpretPrimFunc(f, {in, ref});
  for (int64_t i = 0; i < n; ++i) {
    double hand = a[n - 1 - i] * 2 + a[i];
    if (i < 8) hand = -hand;
    EXPECT_EQ(out.GetDouble(i), hand) << i;
    EXPECT_EQ(ref.GetDouble(i), hand) << i;
  }
}

// A host loop around a launch: the loop variable and the scalar parameter
// reach the kernel as arguments; one launch per iteration.
TEST_F(OpenCLRuntimeTest, HostLoopAroundALaunchPassesScalars) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def passes(A: T.Buffer((64,), "float32"), k: T.int32):
    for it in range(k):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            A[tx] = A[tx] * T.float32(2.0) + T.Cast("float32", it + tx % 3)
)");
  OpenCLProgram program = Compile("passes", f);
  std::vector<double> a = Ramp(64, 0.25);
  NDArray out = F32({64}, a);
  std::vector<NDArray> args{out};
  program.Run("passes", args, {int64_t{4}});
  EXPECT_EQ(program.num_launches(), 4);
  NDArray ref = F32({64}, a);
  tir::InterpretPrimFunc(f, {ref}, {4});
  for (int i = 0; i < 64; ++i) {
    double hand = a[i];
    for (int it = 0; it < 4; ++it) hand = hand * 2 + (it + i % 3);
    EXPECT_EQ(out.GetDouble(i), hand) << i;
    EXPECT_EQ(ref.GetDouble(i), hand) << i;
  }
}

// float16 storage (vload_half / vstore_half_rte, arithmetic in float) with a
// two-dimensional work-group, and a float scalar parameter.
TEST_F(OpenCLRuntimeTest, HalfPrecisionAndTwoDimensionalBlocks) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def half_axpy(A: T.Buffer((4, 32), "float16"), B: T.Buffer((4, 32), "float16"), alpha: T.float32):
    for ty in T.thread_binding(4, thread="threadIdx.y"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            B[ty, tx] = T.Cast("float16", T.Cast("float32", A[ty, tx]) * alpha) + T.float16(1.0)
)");
  OpenCLProgram program = Compile("half_axpy", f);
  std::vector<double> a(128);
  for (int i = 0; i < 128; ++i) a[i] = (i - 64) * 0.125;  // exact in float16
  NDArray in = NDArray::FromVector<double>({4, 32}, a, DataType::Float(16));
  NDArray out = NDArray::Zeros({4, 32}, DataType::Float(16));
  std::vector<NDArray> args{in, out};
  program.Run("half_axpy", args, {0.5});
  for (int i = 0; i < 128; ++i) EXPECT_EQ(out.GetDouble(i), a[i] * 0.5 + 1.0) << i;
}

// GPU fixtures of testdata/tir: T.launch_thread / T.env_thread launches (one
// thread variable shared by two kernels) and a block with a T.where guard.
TEST_F(OpenCLRuntimeTest, TirFixturesAgreeWithTheInterpreter) {
  for (const char* name : {"env_thread.py", "where_split.py"}) {
    tir::PrimFunc f = tir::transform::ParseFixture(name);
    OpenCLProgram program = Compile("fixture", f);
    std::vector<NDArray> args, ref;
    for (const auto& [param, buffer] : f->buffer_map) {
      int64_t n = 1;
      for (const PrimExpr& d : buffer->shape) {
        int64_t v = 0;
        ASSERT_TRUE(AsConstInt(d, &v));
        n *= v;
      }
      NDArray a = F32({n}, Ramp(n, 0.75, -5.0));
      args.push_back(a.Clone());
      ref.push_back(a.Clone());
    }
    program.Run("fixture", args);
    tir::InterpretPrimFunc(f, ref);
    for (size_t b = 0; b < args.size(); ++b) {
      EXPECT_EQ(args[b].ToDoubleVector(), ref[b].ToDoubleVector()) << name << " buffer " << b;
    }
    EXPECT_GE(program.num_launches(), 1) << name;
  }
}

TEST_F(OpenCLRuntimeTest, LaunchErrorsAreDiagnostics) {
  size_t too_many = Device()->max_work_group_size() * 2;
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def wide(var_A: T.handle):
    n = T.int32()
    A = T.match_buffer(var_A, (n,))
    for tx in T.thread_binding(n, thread="threadIdx.x"):
        A[tx] = T.float32(1.0)
)");
  OpenCLProgram program = Compile("wide", f);
  int64_t n = static_cast<int64_t>(too_many);
  std::vector<NDArray> args{F32({n}, std::vector<double>(n, 0.0))};
  EXPECT_TRUE(ThrowsWith([&] { program.Run("wide", args); }, "exceeds the device's limit"));
  EXPECT_TRUE(ThrowsWith([&] { program.Run("narrow", args); }, "opencl module has no function narrow (it has: wide)"));
}

// Block-form TIR written for lock-step threads (no barriers, as TVM's
// schedules are before lowering): ThreadSync adds the barrier between the
// shared-memory stores and thread 0's reads, so the device agrees with the
// interpreter.
TEST_F(OpenCLRuntimeTest, LockStepBlockKernelGetsItsBarriers) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func(private=True)
def row_sum(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.is_scheduled": True, "tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(256)))
    B = T.match_buffer(var_B, (n,))
    red_buf = T.alloc_buffer((T.int64(256),), scope="shared")
    for bx in T.thread_binding(n, thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(256), thread="threadIdx.x"):
            with T.block("load"):
                v_bx, v_tx = T.axis.remap("SS", [bx, tx])
                red_buf[v_tx] = A[v_bx, v_tx]
            for k in range(T.int64(256)):
                with T.block("sum"):
                    v_bx, v_k = T.axis.remap("SR", [bx, k])
                    T.where(tx == T.int64(0))
                    with T.init():
                        B[v_bx] = T.float32(0.0)
                    B[v_bx] = B[v_bx] + red_buf[v_k]
)");
  codegen::SourceModule m = codegen::BuildOpenCL({{"row_sum", f}});
  EXPECT_NE(m.source.find("barrier(CLK_LOCAL_MEM_FENCE);"), std::string::npos) << m.source;
  OpenCLProgram program = OpenCLProgram::Build(Device(), m);
  std::vector<double> a = Ramp(5 * 256, 0.25, -4.0);
  NDArray in = F32({5, 256}, a);
  NDArray out = F32({5}, std::vector<double>(5, -1.0));
  std::vector<NDArray> args{in, out};
  program.Run("row_sum", args);
  NDArray ref = F32({5}, std::vector<double>(5, -1.0));
  tir::InterpretPrimFunc(f, {in, ref});
  for (int r = 0; r < 5; ++r) {
    double hand = 0;
    for (int k = 0; k < 256; ++k) hand += a[r * 256 + k];  // multiples of 1/4: exact
    EXPECT_EQ(out.GetDouble(r), hand) << r;
    EXPECT_EQ(ref.GetDouble(r), hand) << r;
  }
}

TEST_F(OpenCLRuntimeTest, BuildFailureCarriesTheBuildLog) {
  codegen::SourceModule m;
  m.language = "opencl";
  m.source = "__kernel void broken(__global float* a) { a[0] = undefined_name; }\n";
  EXPECT_TRUE(ThrowsWith([&] { OpenCLProgram::Build(Device(), m); }, "undefined_name"));
  EXPECT_TRUE(
      ThrowsWith([&] { OpenCLProgram::Build(Device(), m); }, "clBuildProgram failed: CL_BUILD_PROGRAM_FAILURE"));
}

}  // namespace
}  // namespace opencl
}  // namespace rlx
