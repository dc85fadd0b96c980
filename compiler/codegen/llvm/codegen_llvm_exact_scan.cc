// The exact vector scan of a float add chain (rlx.vector_scan_exact_fadd):
// bit-identical to the serial loop `x = x + g(k)`, at memory speed.
//
// Why it can be exact. While the running value y stays in one binade
// [2^e, 2^(e+1)) (same sign), every value the chain can produce is an
// integer multiple of ulp = 2^(e - p) (p = 23 for float32, 52 for float64),
// y = M * ulp with 2^p <= |M| < 2^(p+1). Round-to-nearest-even of the exact
// sum y + g = (M + r) * ulp, r = g / ulp, is then (M + round(r)) * ulp: the
// rounding is of r alone, because M is an integer, except where r is
// exactly halfway between two integers (the tie goes to the even result,
// which depends on M). So, for a block of W steps that stays in the binade
// and has no tie, the serial chain's values are
//   M_k = M + sum_{i <= k} round(g_i / ulp)  (integers: exact and associative)
// and an integer in-register prefix sum computes them all at once. g / ulp
// is a multiplication by a power of two (exact), and round() adds and
// subtracts 1.5 * 2^p, exact for |r| <= 2^(p-1); a block where any step
// might leave the binade, ties, has a larger |r|, or meets NaN or infinity, or
// where y itself is 0, subnormal, tiny or not finite, runs the serial loop
// instead, and the next block starts from the binade it ends in.
//
// The conditions are checked conservatively: 2^p + 1 <= |M_k| <= 2^(p+1) - 1
// keeps the exact sum M_(k-1) + r_k (within 1/2 of M_k) strictly inside the
// binade, so the rounding grid is the binade's.
//
// The loop-carried state is the integer M (and the binade's scale, which a
// fast block does not change): one integer add per block on the critical
// path, where the serial chain has W dependent float adds.
#include <array>
#include <vector>

#include "compiler/codegen/llvm/codegen_llvm.h"
#include "compiler/tir/transform/scan_nest.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Operator.h"

namespace rlx {
namespace codegen {

using llvm::Type;
using llvm::Value;

namespace {

struct FloatLayout {
  int mantissa_bits;  // p
  int bias;
  int bits;
};

FloatLayout LayoutOf(Type* t) { return t->isDoubleTy() ? FloatLayout{52, 1023, 64} : FloatLayout{23, 127, 32}; }

}  // namespace

CodeGenLLVM::Binade CodeGenLLVM::EmitBinade(Value* y, int lanes) {
  FloatLayout f = LayoutOf(y->getType());
  Type* it = b_.getIntNTy(f.bits);
  auto c = [&](int64_t v) { return llvm::ConstantInt::get(it, static_cast<uint64_t>(v)); };
  const int p = f.mantissa_bits;
  Value* bits = b_.CreateBitCast(y, it);
  Value* e = b_.CreateAnd(b_.CreateLShr(bits, c(p)), c(2 * f.bias + 1));
  Binade out;
  // The biased exponent E in [p + 1, 2 * bias]: y normal, finite, and both
  // ulp = 2^(E - bias - p) and 1 / ulp normal numbers.
  out.ok = b_.CreateICmpULT(b_.CreateSub(e, c(p + 1)), c(2 * f.bias - p), "binade_ok");
  Value* negative = b_.CreateICmpSLT(bits, c(0));
  Value* magnitude = b_.CreateOr(b_.CreateAnd(bits, c((int64_t{1} << p) - 1)), c(int64_t{1} << p));
  out.mantissa = b_.CreateSelect(negative, b_.CreateSub(c(0), magnitude), magnitude, "binade_m");
  out.ulp = b_.CreateBitCast(b_.CreateShl(b_.CreateSub(e, c(p)), c(p)), y->getType(), "ulp");
  out.scale = b_.CreateBitCast(b_.CreateShl(b_.CreateSub(c(2 * f.bias + p), e), c(p)), y->getType(), "inv_ulp");
  // The lowest mantissa a block may reach: 2^p + 1, or -(2^(p+1) - 1) for a
  // negative y; the range is 2^p - 1 values wide either way.
  out.lowest = b_.CreateSelect(negative, c(-((int64_t{1} << (p + 1)) - 1)), c((int64_t{1} << p) + 1));
  // Splats, so that a block of the fast path broadcasts nothing.
  for (Value** v : {&out.mantissa, &out.scale, &out.ulp, &out.lowest}) *v = b_.CreateVectorSplat(lanes, *v);
  return out;
}

CodeGenLLVM::Binade CodeGenLLVM::EmitExactFAddBlock(const tir::For& loop, const tir::transform::ScanStep& step,
                                                    Value* g, int lanes, const Binade& state, Value* pos, Value* next,
                                                    Value* ptr, llvm::Align align) {
  Type* ft = state.ulp->getType()->getScalarType();
  FloatLayout f = LayoutOf(ft);
  const int p = f.mantissa_bits;
  Type* it = b_.getIntNTy(f.bits);
  auto* vft = llvm::FixedVectorType::get(ft, lanes);
  auto* vit = llvm::FixedVectorType::get(it, lanes);
  auto fconst = [&](double v) { return llvm::ConstantFP::get(vft, v); };
  auto iconst = [&](int64_t v) { return llvm::ConstantInt::get(vit, static_cast<uint64_t>(v)); };

  // The target's fast-math flags must not touch this arithmetic: it is the
  // proof that the block is exact (and (r + C) - C would fold to r).
  llvm::FastMathFlags target_flags = b_.getFastMathFlags();
  llvm::IRBuilderBase::FastMathFlagGuard plain_math(b_);
  b_.clearFastMathFlags();
  Value* r = b_.CreateFMul(g, state.scale, "r");
  // Round to nearest even by adding and subtracting C = 1.5 * 2^p: for
  // |r| <= 2^(p-1), r + C lies in [2^p, 2^(p+1)), where the spacing is 1.
  // (llvm.roundeven is a libm call on CPUs without SSE4.1.)
  Value* magic = fconst(1.5 * static_cast<double>(int64_t{1} << p));
  Value* q = b_.CreateFSub(b_.CreateFAdd(r, magic), magic);
  Value* frac = b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, b_.CreateFSub(r, q));
  Value* tie = b_.CreateFCmpOEQ(frac, fconst(0.5));
  // Unordered: NaN (and, through the scale, infinity) is out of range too.
  Value* huge = b_.CreateFCmpUGE(b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, r),
                                 fconst(static_cast<double>(int64_t{1} << (p - 1))));
  Value* bad = b_.CreateOr(tie, huge);
  // fptosi of an out-of-range value is poison; frozen, it is some number,
  // and a block with a bad lane is not stored.
  Value* steps = b_.CreateFreeze(b_.CreateFPToSI(q, vit));
  steps = PrefixInRegister(steps, llvm::Constant::getNullValue(vit), lanes,
                           [&](Value* x, Value* y) { return b_.CreateAdd(x, y); });
  Value* m = b_.CreateAdd(steps, state.mantissa, "m");
  // 2^p + 1 <= |M_k| <= 2^(p+1) - 1, with M_k of M's sign.
  Value* outside = b_.CreateICmpUGE(b_.CreateSub(m, state.lowest), iconst((int64_t{1} << p) - 1));
  Value* any_bad = b_.CreateOrReduce(b_.CreateOr(bad, outside));
  Value* fast = b_.CreateAnd(state.ok, b_.CreateNot(any_bad));

  auto* fast_bb = llvm::BasicBlock::Create(*ctx_, "exact_fadd_fast", fn_);
  auto* slow_bb = llvm::BasicBlock::Create(*ctx_, "exact_fadd_serial", fn_);
  auto* join = llvm::BasicBlock::Create(*ctx_, "exact_fadd_join", fn_);
  b_.CreateCondBr(fast, fast_bb, slow_bb);

  b_.SetInsertPoint(fast_bb);
  // |M_k| < 2^(p+1): the conversion is exact, and so is the scaling.
  Value* v = b_.CreateFMul(b_.CreateSIToFP(m, vft), state.ulp);
  AnnotateAccess(b_.CreateAlignedStore(v, ptr, align), step.carried.store->buffer);
  // From the block's own sum, not from m: the carried dependence is one
  // vector add.
  Value* fast_m = b_.CreateAdd(state.mantissa, b_.CreateShuffleVector(steps, std::vector<int>(lanes, lanes - 1)));
  b_.CreateBr(join);

  b_.SetInsertPoint(slow_bb);
  {
    // The serial steps keep the target's flags, as the loop's tail does.
    llvm::IRBuilderBase::FastMathFlagGuard target_math(b_);
    b_.setFastMathFlags(target_flags);
    EmitSerialLoop(loop.get(), pos, next, nullptr);
  }
  BindVar(loop->loop_var, next);
  Binade slow = EmitBinade(Emit(PrimExpr(step.carried.load)), lanes);
  UnbindVar(loop->loop_var);
  llvm::BasicBlock* slow_end = b_.GetInsertBlock();
  b_.CreateBr(join);

  b_.SetInsertPoint(join);
  // On the fast path only the mantissa moves (and state.ok is true there).
  Binade fast_state = state;
  fast_state.mantissa = fast_m;
  std::array<Value*, 5> kept = fast_state.Values(), fresh = slow.Values(), merged{};
  for (size_t i = 0; i < merged.size(); ++i) {
    llvm::PHINode* phi = b_.CreatePHI(kept[i]->getType(), 2);
    phi->addIncoming(kept[i], fast_bb);
    phi->addIncoming(fresh[i], slow_end);
    merged[i] = phi;
  }
  return Binade::Of(merged);
}

}  // namespace codegen
}  // namespace rlx
