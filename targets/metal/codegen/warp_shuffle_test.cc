// Warp shuffles in Metal: TIR's shuffle intrinsics as simd_shuffle*, and
// dlight's warp reductions (metal target, SIMD groups of 16) through the
// syntax check against the <metal_stdlib> stand-in.
#include <gtest/gtest.h>

#include "compiler/backend/dlight_warp_for_test.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/metal/codegen/codegen_metal.h"
#include "targets/metal/codegen/metal_syntax_for_test.h"

namespace rlx {
namespace codegen {
namespace {

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)

TEST(MetalWarpShuffleTest, Spelling) {
  tir::PrimFunc f = tir::transform::ParseTir(R"(@T.prim_func
def shuffles(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), M: T.Buffer((64,), "uint32")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        M[tx] = T.tvm_warp_activemask()
        B[tx] = T.tvm_warp_shuffle_down(0, A[tx], 4, 16, 16) + T.tvm_warp_shuffle_up(0, A[tx], 1, 16, 16) + T.tvm_warp_shuffle(0, A[tx], 3, 16, 16)
)");
  std::string src = BuildMetal({{"shuffles", f}}).source;
  EXPECT_TRUE(MetalSyntaxOk(src, "shuffles"));
  EXPECT_HAS(src, "M[tx] = ((uint)(simd_vote::vote_t)simd_active_threads_mask());");
  EXPECT_HAS(src, "simd_shuffle_down(A[tx], (ushort)4)");
  EXPECT_HAS(src, "simd_shuffle_up(A[tx], (ushort)1)");
  EXPECT_HAS(src, "simd_shuffle(A[tx], (ushort)3)");
}

TEST(MetalWarpShuffleTest, DlightWarpReductionsPassTheSyntaxCheck) {
  std::string src = BuildMetal(backend::testing::WarpReductionKernels("metal")).source;
  EXPECT_HAS(src, "simd_shuffle_down(");
  EXPECT_TRUE(MetalSyntaxOk(src, "warp_reductions"));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
