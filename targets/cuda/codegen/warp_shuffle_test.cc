// Warp shuffles in CUDA C: the spelling of TIR's shuffle intrinsics, and
// dlight's warp reductions (cuda target) compiled by nvcc for sm_80 and
// sm_90 when the CUDA toolkit is installed (no GPU is needed to compile).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "compiler/backend/dlight_warp_for_test.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/cuda/codegen/codegen_cuda.h"

namespace rlx {
namespace codegen {
namespace {

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)

TEST(CudaWarpShuffleTest, Spelling) {
  tir::PrimFunc f = tir::transform::ParseTir(R"(@T.prim_func
def shuffles(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), M: T.Buffer((64,), "uint32")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        M[tx] = T.tvm_warp_activemask()
        B[tx] = T.tvm_warp_shuffle_down(M[tx], A[tx], 4, 16, 32) + T.tvm_warp_shuffle_up(M[tx], A[tx], 1, 32, 32) + T.tvm_warp_shuffle(M[tx], A[tx], 3, 8, 32)
)");
  std::string src = BuildCUDA({{"shuffles", f}}).source;
  EXPECT_HAS(src, "M[tx] = __activemask();");
  EXPECT_HAS(src, "__shfl_down_sync(M[tx], A[tx], 4, 16)");
  EXPECT_HAS(src, "__shfl_up_sync(M[tx], A[tx], 1, 32)");
  EXPECT_HAS(src, "__shfl_sync(M[tx], A[tx], 3, 8)");
}

std::string Compile(const std::string& source, const std::string& arch) {
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string dir = tmp ? tmp : "/tmp";
  std::string cu = dir + "/warp_" + arch + ".cu", ptx = dir + "/warp_" + arch + ".ptx", log = dir + "/nvcc.log";
  std::ofstream(cu) << source;
  std::string cmd = "/usr/local/cuda/bin/nvcc --ptx -arch=" + arch + " -o " + ptx + " " + cu + " > " + log + " 2>&1";
  int rc = std::system(cmd.c_str());
  std::stringstream out;
  out << std::ifstream(rc == 0 ? ptx : log).rdbuf();
  EXPECT_EQ(rc, 0) << "nvcc -arch=" << arch << " failed:\n" << out.str() << "\n" << source;
  return out.str();
}

TEST(CudaWarpShuffleTest, DlightWarpReductionsCompileWithNvcc) {
  SourceModule m = BuildCUDA(backend::testing::WarpReductionKernels("cuda"));
  EXPECT_HAS(m.source, "__shfl_down_sync(");
  EXPECT_HAS(m.source, "__activemask()");
  if (!std::ifstream("/usr/local/cuda/bin/nvcc").good()) GTEST_SKIP() << "CUDA toolkit not installed";
  for (const char* arch : {"sm_80", "sm_90"}) {
    std::string ptx = Compile(m.source, arch);
    EXPECT_HAS(ptx, "shfl.sync.down.b32");
    EXPECT_HAS(ptx, "activemask.b32");
    for (const SplitFunction& f : m.functions) {
      for (const DeviceKernel& k : f.kernels) EXPECT_HAS(ptx, ".entry " + k.name + "(");
    }
  }
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
