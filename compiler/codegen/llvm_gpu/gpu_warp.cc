// Warp shuffles in GPU kernels: T.tvm_warp_shuffle{,_up,_down}(mask, value,
// lane or delta, width, warp_size) and T.tvm_warp_activemask().
//
// NVPTX: llvm.nvvm.shfl.sync.{idx,up,down}.{i32,f32}; their last operand
// packs the segment and the clamp as PTX's shfl.sync `c` does:
// ((32 - width) << 8) | clamp, clamp 31 for idx / down and 0 for up, so a
// source outside the caller's segment returns the caller's value as CUDA's
// __shfl_*_sync do. The active mask is PTX's activemask.b32 (no LLVM
// intrinsic has it).
// AMDGPU: llvm.amdgcn.ds.bpermute reads the 32-bit value of the lane whose
// byte address is given; the source lane is computed from the caller's own
// (mbcnt over the exec mask) with the same segment rule. Its wavefront of
// 64 does not fit a uint32 mask, so tvm_warp_activemask is an error there
// (TVM's shuffles on ROCm take no mask).
// Only 32-bit scalars are shuffled (other types: a located error); the
// mask is ignored on AMDGPU and warp_size (the fifth argument) is the
// hardware's.
#include <string>

#include "compiler/codegen/llvm_gpu/codegen_gpu.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace rlx {
namespace codegen {

using llvm::Value;

Value* CodeGenGPU::EmitWarp(const TirCallNode* e) {
  const std::string& op = e->op;
  bool nvptx = backend_ == GpuBackend::kNVPTX;
  if (op == "tvm_warp_activemask") {
    if (!e->args.empty()) Unsupported(e->span, "T.tvm_warp_activemask takes no arguments");
    if (!nvptx) {
      Unsupported(e->span,
                  "T.tvm_warp_activemask has no AMDGPU form (a 64-lane wavefront does not fit its uint32 mask; "
                  "shuffles on AMDGPU take no mask)");
    }
    auto* type = llvm::FunctionType::get(b_.getInt32Ty(), false);
    auto* asm_call = llvm::InlineAsm::get(type, "activemask.b32 $0;", "=r", /*hasSideEffects=*/true);
    return b_.CreateIntCast(b_.CreateCall(type, asm_call), ValueType(e->dtype), false);
  }
  if (e->args.size() != 5) {
    Unsupported(e->span, "T." + op + " takes 5 arguments (mask, value, lane or delta, width, warp_size), got " +
                             std::to_string(e->args.size()));
  }
  DataType t = e->dtype;
  if (t.lanes() != 1 || t.bits() != 32 || !(t.is_float() || t.is_int() || t.is_uint())) {
    Unsupported(e->span, "T." + op + " of " + t.ToString() + " (GPU kernels through LLVM shuffle 32-bit scalars)");
  }
  Value* value = Emit(e->args[1]);
  Value* offset = b_.CreateIntCast(Emit(e->args[2]), b_.getInt32Ty(), true);
  Value* width = b_.CreateIntCast(Emit(e->args[3]), b_.getInt32Ty(), true);
  bool up = op == "tvm_warp_shuffle_up", idx = op == "tvm_warp_shuffle";
  if (nvptx) {
    Value* mask = b_.CreateIntCast(Emit(e->args[0]), b_.getInt32Ty(), false);
    Value* c = b_.CreateOr(b_.CreateShl(b_.CreateSub(b_.getInt32(32), width), 8), b_.getInt32(up ? 0 : 31));
    bool f = t.is_float();
    namespace I = llvm::Intrinsic;
    I::ID id = idx  ? (f ? I::nvvm_shfl_sync_idx_f32 : I::nvvm_shfl_sync_idx_i32)
               : up ? (f ? I::nvvm_shfl_sync_up_f32 : I::nvvm_shfl_sync_up_i32)
                    : (f ? I::nvvm_shfl_sync_down_f32 : I::nvvm_shfl_sync_down_i32);
    return b_.CreateIntrinsic(id, {}, {mask, value, offset, c});
  }
  // The caller's lane in its wavefront, then the source lane.
  Value* low = b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_mbcnt_lo, {}, {b_.getInt32(-1), b_.getInt32(0)});
  Value* lane = b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_mbcnt_hi, {}, {b_.getInt32(-1), low});
  Value* segment = b_.CreateAnd(lane, b_.CreateNeg(width));  // width is a power of two
  Value* src;
  if (idx) {
    src = b_.CreateAdd(segment, b_.CreateAnd(offset, b_.CreateSub(width, b_.getInt32(1))));
  } else if (up) {
    Value* from = b_.CreateSub(lane, offset);
    src = b_.CreateSelect(b_.CreateICmpSGE(from, segment), from, lane);
  } else {
    Value* from = b_.CreateAdd(lane, offset);
    src = b_.CreateSelect(b_.CreateICmpSLT(from, b_.CreateAdd(segment, width)), from, lane);
  }
  Value* bits = t.is_float() ? b_.CreateBitCast(value, b_.getInt32Ty()) : value;
  Value* got = b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_ds_bpermute, {}, {b_.CreateShl(src, 2), bits});
  return t.is_float() ? b_.CreateBitCast(got, b_.getFloatTy()) : got;
}

}  // namespace codegen
}  // namespace rlx
