// CUDA C text of GPU TIR, and the same kernels compiled to PTX by nvcc when
// the CUDA toolkit is installed (no GPU is needed to compile).
#include "targets/cuda/codegen/codegen_cuda.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "compiler/tir/transform/script_io_for_test.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)

const char* kReduce = R"(@T.prim_func
def row_sum(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(128)))
    B = T.match_buffer(var_B, (n,))
    red = T.allocate([128], "float32", "shared")
    r = T.decl_buffer((128,), data=red, scope="shared")
    for bx in T.thread_binding(n, thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(128), thread="threadIdx.x"):
            r[tx] = T.exp(A[bx, tx]) + T.tanh(A[bx, tx])
            T.tvm_storage_sync("shared")
            for s in range(7):
                if tx < T.shift_right(T.int64(64), T.Cast("int64", s)):
                    r[tx] = r[tx] + r[tx + T.shift_right(T.int64(64), T.Cast("int64", s))]
                T.tvm_storage_sync("shared")
            if tx == T.int64(0):
                B[bx] = T.max(r[0], T.float32(0.0))
)";

const char* kHalf = R"(@T.prim_func
def half_scale(A: T.Buffer((256,), "float16"), B: T.Buffer((256,), "float16")):
    for bx in T.thread_binding(2, thread="blockIdx.x"):
        for tx in T.thread_binding(128, thread="threadIdx.x"):
            B[bx * 128 + tx] = T.exp(A[bx * 128 + tx]) * T.float16(0.5) + T.Cast("float16", T.floordiv(tx - 64, 8))
)";

TEST(CodegenCUDATest, Text) {
  std::string src = BuildCUDA({{"row_sum", ParseTir(kReduce)}}).source;
  EXPECT_HAS(src, "extern \"C\" __global__ void row_sum_kernel0(float* __restrict__ A, float* __restrict__ B) {");
  EXPECT_HAS(src, "__shared__ float red[128];");
  EXPECT_HAS(src, "const long long bx = (long long)blockIdx.x;");
  EXPECT_HAS(src, "const long long tx = (long long)threadIdx.x;");
  EXPECT_HAS(src, "red[tx] = (expf(A[((bx * 128LL) + tx)]) + tanhf(A[((bx * 128LL) + tx)]));");
  EXPECT_HAS(src, "__syncthreads();");
  EXPECT_HAS(src, "B[bx] = fmaxf(red[0], 0.0f);");
  std::string half = BuildCUDA({{"half_scale", ParseTir(kHalf)}}).source;
  EXPECT_HAS(half, "#include <cuda_fp16.h>");
  EXPECT_HAS(half, "(hexp(A[((bx * 128) + tx)]) * __float2half(0.5f))");
  EXPECT_HAS(half, "static __device__ __forceinline__ int rlx_floordiv_int32(int a, int b) {");
}

TEST(CodegenCUDATest, UnsupportedIntrinsicIsALocatedError) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        BuildCUDA({{"f", ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8,), "float16")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = T.erf(A[i])
)")}});
      },
      "CUDA codegen: intrinsic T.erf on float16 is not supported (in f_kernel0)"));
}

// nvcc accepts what we print: the PTX has one entry per kernel and the
// barrier of the reduction.
TEST(CodegenCUDATest, CompilesWithNvcc) {
  const std::string nvcc = "/usr/local/cuda/bin/nvcc";
  if (!std::ifstream(nvcc).good()) GTEST_SKIP() << "CUDA toolkit not installed (" << nvcc << " missing)";
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string dir = tmp ? tmp : "/tmp";
  SourceModule m = BuildCUDA({{"row_sum", ParseTir(kReduce)}, {"half_scale", ParseTir(kHalf)}});
  std::string cu = dir + "/kernels.cu", ptx = dir + "/kernels.ptx", log = dir + "/nvcc.log";
  std::ofstream(cu) << m.source;
  std::string cmd = nvcc + " --ptx -arch=sm_80 -o " + ptx + " " + cu + " > " + log + " 2>&1";
  int rc = std::system(cmd.c_str());
  std::stringstream diag;
  diag << std::ifstream(log).rdbuf();
  ASSERT_EQ(rc, 0) << "nvcc failed:\n" << diag.str() << "\nsource:\n" << m.source;
  std::stringstream text;
  text << std::ifstream(ptx).rdbuf();
  EXPECT_HAS(text.str(), ".entry row_sum_kernel0(");
  EXPECT_HAS(text.str(), ".entry half_scale_kernel0(");
  EXPECT_HAS(text.str(), "bar.sync");
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
