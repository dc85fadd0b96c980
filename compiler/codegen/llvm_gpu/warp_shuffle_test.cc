// Warp shuffles through LLVM: NVVM's shfl.sync intrinsics (segment and
// clamp packed as PTX's `c`), AMDGPU's ds_bpermute over a computed source
// lane, the located errors, and dlight's warp reductions as PTX (ptxas for
// sm_80 / sm_90 when the CUDA toolkit is installed) and AMDGPU objects.
#include <gtest/gtest.h>

#include "compiler/backend/dlight_warp_for_test.h"
#include "compiler/codegen/llvm_gpu/gpu_test_util.h"
#include "compiler/codegen/llvm_gpu/llvm_gpu.h"
#include "compiler/tir/transform/script_io_for_test.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)

constexpr char kShuffles[] = R"(@T.prim_func
def shuffles(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "int32"), M: T.Buffer((64,), "uint32")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        A[tx] = T.tvm_warp_shuffle_down(M[tx], A[tx], 4, 16, 32) + T.tvm_warp_shuffle_up(M[tx], A[tx], 1, 32, 32)
        B[tx] = T.tvm_warp_shuffle(M[tx], B[tx], 3, 8, 32)
)";

TEST(LLVMGPUWarpTest, NVPTXShuffles) {
  std::string ir = EmitGPULLVMIR({{"shuffles", ParseTir(kShuffles)}}, "sm_80");
  // c = ((32 - width) << 8) | clamp: 16 lanes, clamp 31 -> 4127; 32 lanes,
  // clamp 0 (up) -> 0; 8 lanes, clamp 31 -> 6175.
  EXPECT_HAS(ir, "@llvm.nvvm.shfl.sync.down.f32(i32 %");
  EXPECT_HAS(ir, "i32 4, i32 4127)");
  EXPECT_HAS(ir, "@llvm.nvvm.shfl.sync.up.f32(i32 %");
  EXPECT_HAS(ir, "i32 1, i32 0)");
  EXPECT_HAS(ir, "@llvm.nvvm.shfl.sync.idx.i32(i32 %");
  EXPECT_HAS(ir, "i32 3, i32 6175)");
  std::string mask = EmitGPULLVMIR({{"mask", ParseTir(R"(@T.prim_func
def mask(M: T.Buffer((32,), "uint32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        M[tx] = T.tvm_warp_activemask()
)")}},
                                   "sm_90");
  EXPECT_HAS(mask, "asm sideeffect \"activemask.b32 $0;\", \"=r\"()");
}

TEST(LLVMGPUWarpTest, AMDGPUShufflesThroughBpermute) {
  std::string ir = EmitGPULLVMIR({{"shuffles", ParseTir(kShuffles)}}, "gfx90a");
  EXPECT_HAS(ir, "@llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)");
  EXPECT_HAS(ir, "@llvm.amdgcn.mbcnt.hi(i32 -1, i32 %");
  EXPECT_HAS(ir, "call i32 @llvm.amdgcn.ds.bpermute(i32 %");
  EXPECT_NE(ir.find("bitcast float"), std::string::npos) << ir;
}

TEST(LLVMGPUWarpTest, LocatedErrors) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        EmitGPULLVMIR({{"wide", ParseTir(R"(@T.prim_func
def wide(A: T.Buffer((32,), "float64")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        A[tx] = T.tvm_warp_shuffle_down(T.uint32(4294967295), A[tx], 1, 32, 32)
)")}},
                      "sm_80");
      },
      "T.tvm_warp_shuffle_down of float64 (GPU kernels through LLVM shuffle 32-bit scalars)"));
  EXPECT_TRUE(ThrowsWith(
      [] {
        EmitGPULLVMIR({{"mask", ParseTir(R"(@T.prim_func
def mask(M: T.Buffer((32,), "uint32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        M[tx] = T.tvm_warp_activemask()
)")}},
                      "gfx90a");
      },
      "T.tvm_warp_activemask has no AMDGPU form"));
}

bool HasKernelOf(const std::set<std::string>& functions, const std::string& name) {
  for (const std::string& f : functions) {
    if (f.rfind(name + "_kernel", 0) == 0) return true;
  }
  return false;
}

TEST(LLVMGPUWarpTest, DlightWarpReductionsAsPtxAndAMDGPUObjects) {
  PrimFuncList cuda = backend::testing::WarpReductionKernels("nvptx");
  for (const std::string& arch : NVPTXArchs()) {
    std::string ptx = EmitPTX(cuda, arch);
    EXPECT_HAS(ptx, "shfl.sync.down.b32");
    EXPECT_HAS(ptx, "activemask.b32");
    if (HavePtxas()) {
      EXPECT_EQ(RunPtxas(ptx, arch), "") << arch;
    }
  }
  PrimFuncList rocm = backend::testing::WarpReductionKernels("rocm");
  EXPECT_HAS(EmitGPULLVMIR(rocm, "gfx90a"), "@llvm.amdgcn.ds.bpermute(");
  for (const std::string& arch : AMDGPUArchs()) {
    ElfInfo obj = ReadElf(EmitAMDGPUObject(rocm, arch));
    ASSERT_TRUE(obj.valid) << arch;
    EXPECT_EQ(obj.flags & kEfAMDGPUMachMask, AMDGPUMach(arch)) << arch;
    for (const char* name : {"row_sum", "row_max", "gemv", "softmax"}) {
      EXPECT_TRUE(HasKernelOf(obj.functions, name)) << arch << " lacks " << name;
    }
  }
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
