#include "compiler/codegen/source/device_split.h"

#include <gtest/gtest.h>

#include "compiler/ir/arith.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

SplitFunction Split(const std::string& text) { return SplitHostDevice("f", LowerForDevice(ParseTir(text))); }

TEST(DeviceSplitTest, KernelRecordsLaunchExtentsAndArguments) {
  SplitFunction s = Split(R"(@T.prim_func
def f(var_A: T.handle, var_B: T.handle):
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,))
    red = T.allocate([64], "float32", "shared")
    r = T.decl_buffer((64,), data=red, scope="shared")
    for bx in T.thread_binding((n + T.int64(63)) // T.int64(64), thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(64), thread="threadIdx.x"):
            if bx * T.int64(64) + tx < n:
                r[tx] = A[bx * T.int64(64) + tx]
                B[bx * T.int64(64) + tx] = r[tx]
)");
  ASSERT_EQ(s.kernels.size(), 1u);
  const DeviceKernel& k = s.kernels[0];
  EXPECT_EQ(k.name, "f_kernel0");
  EXPECT_EQ(arith::DebugString(k.grid[0]), "floordiv(n + 63, 64)");
  EXPECT_EQ(arith::DebugString(k.block[0]), "64");
  EXPECT_EQ(arith::DebugString(k.grid[1]), "1");
  EXPECT_EQ(arith::DebugString(k.block[2]), "1");
  // A and B in parameter order, then n (used in the bound check); the
  // shared array is hoisted into the kernel.
  ASSERT_EQ(k.args.size(), 3u);
  EXPECT_EQ(k.args[0].kind, DeviceKernelArg::Kind::kBuffer);
  EXPECT_EQ(k.args[0].var->name, "A");
  EXPECT_EQ(k.args[0].dtype, DataType::Float(32));
  EXPECT_EQ(k.args[1].var->name, "B");
  EXPECT_EQ(k.args[2].var->name, "n");
  EXPECT_EQ(k.args[2].kind, DeviceKernelArg::Kind::kScalar);
  ASSERT_EQ(k.hoisted_allocs.size(), 1u);
  EXPECT_EQ(k.hoisted_allocs[0]->buffer_var->name, "red");
  // The host program launches the kernel.
  std::string host = tir::transform::PrintTir(tir::transform::WithBody(ParseTir(R"(@T.prim_func
def g():
    T.evaluate(0)
)"),
                                                                       s.host));
  EXPECT_NE(host.find("rlx.launch_kernel"), std::string::npos) << host;
  EXPECT_NE(host.find("f_kernel0"), std::string::npos) << host;
}

TEST(DeviceSplitTest, SequentialKernelsAndLaunchThread) {
  SplitFunction s = Split(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        A[tx] = A[tx] + T.float32(1.0)
    for by in T.thread_binding(2, thread="blockIdx.y"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            A[by * 32 + tx] = A[by * 32 + tx] * T.float32(2.0)
)");
  ASSERT_EQ(s.kernels.size(), 2u);
  EXPECT_EQ(arith::DebugString(s.kernels[0].block[0]), "64");
  EXPECT_EQ(arith::DebugString(s.kernels[0].grid[0]), "1");
  EXPECT_EQ(s.kernels[1].name, "f_kernel1");
  EXPECT_EQ(arith::DebugString(s.kernels[1].grid[1]), "2");
  EXPECT_EQ(arith::DebugString(s.kernels[1].block[0]), "32");
}

// A fused kernel named after 40 ops keeps a prefix and a hash of its name,
// so that drivers caching kernels in files named after them cope; names that
// differ only after the prefix stay distinct.
TEST(DeviceSplitTest, LongKernelNamesAreShortenedDeterministically) {
  const char* text = R"(@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        A[tx] = A[tx] + T.float32(1.0)
)";
  std::string long_name;
  for (int i = 0; i < 40; ++i) long_name += "expand_dims_";
  SplitFunction a = SplitHostDevice(long_name + "a", LowerForDevice(ParseTir(text)));
  SplitFunction b = SplitHostDevice(long_name + "b", LowerForDevice(ParseTir(text)));
  ASSERT_EQ(a.kernels.size(), 1u);
  ASSERT_EQ(b.kernels.size(), 1u);
  EXPECT_LE(a.kernels[0].name.size(), 120u) << a.kernels[0].name;
  EXPECT_EQ(a.kernels[0].name.rfind("expand_dims_expand_dims_", 0), 0u) << a.kernels[0].name;
  EXPECT_NE(a.kernels[0].name, b.kernels[0].name);
  EXPECT_EQ(a.kernels[0].name, SplitHostDevice(long_name + "a", LowerForDevice(ParseTir(text))).kernels[0].name);
  EXPECT_EQ(Split(text).kernels[0].name, "f_kernel0");
}

TEST(DeviceSplitTest, Errors) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Split(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    for i in range(64):
        A[i] = T.float32(0.0)
)");
      },
      "the store to A is outside any thread binding"));
  EXPECT_TRUE(ThrowsWith(
      [] {
        Split(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    for bx in T.thread_binding(4, thread="blockIdx.x"):
        for tx in T.thread_binding(bx + 1, thread="threadIdx.x"):
            A[tx] = T.float32(0.0)
)");
      },
      "the extent of threadIdx.x depends on bx"));
  EXPECT_TRUE(ThrowsWith(
      [] {
        Split(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    for bx in T.thread_binding(2, thread="blockIdx.x"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            A[tx] = T.float32(0.0)
        for tx in T.thread_binding(16, thread="threadIdx.x"):
            A[tx] = T.float32(1.0)
)");
      },
      "threadIdx.x is bound with extent 16 here but with extent 32"));
  EXPECT_TRUE(ThrowsWith(
      [] {
        Split(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        for ty in T.thread_binding(2, thread="threadIdx.x"):
            A[tx] = T.float32(0.0)
)");
      },
      "threadIdx.x is bound again inside a region where it is already bound"));
}

TEST(DeviceSplitTest, CrossThreadReductionBlockIsRejected) {
  EXPECT_TRUE(ThrowsWith([] { LowerForDevice(tir::transform::ParseFixture("softmax_shared.py")); },
                         "codegen: block max reduces across the threads of threadIdx.x (reduction axis vk)"));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
