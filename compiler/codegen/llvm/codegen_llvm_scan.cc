// The in-register vector scan of a loop VectorizeScans annotated with
// rlx.vector_scan_lanes (compiler/tir/transform/vectorize_scans.h).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/codegen_llvm.h"
#include "compiler/support/check.h"
#include "compiler/tir/transform/scan_nest.h"
#include "llvm/IR/Constants.h"

namespace rlx {
namespace codegen {

using llvm::Type;
using llvm::Value;

namespace {

Value* Combine(llvm::IRBuilder<>* b, NodeKind op, bool is_float, Value* x, Value* y) {
  if (op == NodeKind::kAdd) return is_float ? b->CreateFAdd(x, y) : b->CreateAdd(x, y);
  return is_float ? b->CreateFMul(x, y) : b->CreateMul(x, y);
}

}  // namespace

int CodeGenLLVM::VectorScanLanes(const tir::ForNode* s) {
  if (!s->annotations.defined()) return 0;
  ObjectRef lanes = s->annotations->Get(tir::transform::kVectorScanLanes);
  if (!lanes.defined()) return 0;
  auto imm = lanes.as<IntImmNode>();
  RLX_CHECK(imm.defined() && imm->value >= 2) << tir::transform::kVectorScanLanes << " must be an integer >= 2";
  return static_cast<int>(imm->value);
}

// Whole vectors of `lanes` steps, then the original loop for the rest:
//
//   pre:      n = max(extent, 0) / lanes; if n == 0 goto tail
//   vec_pre:  carry = X[L(min)]                 (what the first step reads)
//   vec_body: k = phi(min, k + lanes); carry = phi(carry, v[lanes - 1])
//             v = prefix(g(k .. k + lanes)) op broadcast(carry)
//             X[S(k) .. S(k) + lanes] = v
//   tail:     for k in [min + n * lanes, min + extent): the original step
//
// With rlx.vector_scan_exact_fadd the vector body is EmitExactFAddBlock's.
void CodeGenLLVM::EmitVectorScan(const tir::For& loop, int lanes) {
  namespace tt = tir::transform;
  tt::VectorScanStep vstep;
  if (!tt::MatchVectorScanStep(loop, &vstep)) {
    Unsupported(loop->span, std::string("loop annotated ") + tt::kVectorScanLanes +
                                " is not a unit-stride scan step over another buffer");
  }
  const tt::ScanStep& step = vstep.step;
  const TirVar& k = loop->loop_var;
  const auto& store = step.carried.store;
  DataType t = store->value->dtype;
  DataType vt = t.with_lanes(lanes);
  bool is_float = t.is_float();
  bool exact_fadd = HasExactFAddAnnotation(loop.get());
  if (exact_fadd && !tt::HasExactFAddForm(step)) {
    Unsupported(loop->span,
                std::string("loop annotated ") + tt::kVectorScanExactFAdd + " is not a float32 or float64 add scan");
  }

  Value* begin = Emit(loop->min);
  Type* it = begin->getType();
  Value* extent = b_.CreateIntCast(Emit(loop->extent), it, true);
  Value* zero = llvm::ConstantInt::get(it, 0);
  extent = b_.CreateSelect(b_.CreateICmpSGT(extent, zero), extent, zero);
  Value* whole =
      b_.CreateMul(b_.CreateUDiv(extent, llvm::ConstantInt::get(it, lanes)), llvm::ConstantInt::get(it, lanes));
  Value* vec_end = b_.CreateAdd(begin, whole, "", false, true);
  Value* end = b_.CreateAdd(begin, extent, "", false, true);

  llvm::BasicBlock* pre = b_.GetInsertBlock();
  auto* vec_pre = llvm::BasicBlock::Create(*ctx_, "vscan_pre", fn_);
  auto* vec_body = llvm::BasicBlock::Create(*ctx_, "vscan_body", fn_);
  auto* tail = llvm::BasicBlock::Create(*ctx_, "vscan_tail", fn_);
  b_.CreateCondBr(b_.CreateICmpSGT(whole, zero), vec_pre, tail);

  b_.SetInsertPoint(vec_pre);
  BindVar(k, begin);
  Value* carry0 = Emit(PrimExpr(step.carried.load));
  UnbindVar(k);
  Binade binade0;
  if (exact_fadd) binade0 = EmitBinade(carry0, lanes);
  b_.CreateBr(vec_body);

  b_.SetInsertPoint(vec_body);
  llvm::PHINode* pos = b_.CreatePHI(it, 2, k->name);
  pos->addIncoming(begin, vec_pre);
  // The carried state: the running value, or for exact_fadd its binade.
  llvm::PHINode* carry = nullptr;
  std::array<llvm::PHINode*, 5> state_phis{};
  std::array<Value*, 5> state{};
  if (exact_fadd) {
    std::array<Value*, 5> initial = binade0.Values();
    for (size_t i = 0; i < initial.size(); ++i) {
      state[i] = state_phis[i] = b_.CreatePHI(initial[i]->getType(), 2);
      state_phis[i]->addIncoming(initial[i], vec_pre);
    }
  } else {
    carry = b_.CreatePHI(carry0->getType(), 2, "carry");
    carry->addIncoming(carry0, vec_pre);
  }
  BindVar(k, pos);
  // g at lanes consecutive steps: the source load with a unit-stride ramp.
  const auto& src = vstep.source;
  PrimExpr ramp = Make<RampNode>(src->indices[0], MakeIntImm(src->indices[0]->dtype, 1), lanes);
  PrimExpr g = Make<BufferLoadNode>(src->buffer, std::vector<PrimExpr>{ramp});
  if (g->dtype != vt) g = Make<CastNode>(vt, g);
  Value* v = Emit(g);
  const Buffer& out = store->buffer;
  llvm::Align align(std::max(1, out->dtype.bits() / 8));
  Value* ptr = Address(out, Emit(store->indices[0]), store->indices[0]->dtype);
  UnbindVar(k);
  Value* next = b_.CreateAdd(pos, llvm::ConstantInt::get(it, lanes), "", false, true);
  llvm::BasicBlock* latch = nullptr;
  if (exact_fadd) {
    Binade after = EmitExactFAddBlock(loop, step, v, lanes, Binade::Of(state), pos, next, ptr, align);
    latch = b_.GetInsertBlock();
    std::array<Value*, 5> values = after.Values();
    for (size_t i = 0; i < values.size(); ++i) state_phis[i]->addIncoming(values[i], latch);
  } else {
    // Inclusive scan within the vector: log2(lanes) shifts by 1, 2, 4, ...
    // lanes, the identity shifted in.
    Value* identity = is_float ? llvm::ConstantFP::get(ValueType(vt), step.op == NodeKind::kAdd ? 0.0 : 1.0)
                               : llvm::ConstantInt::get(ValueType(vt), step.op == NodeKind::kAdd ? 0 : 1);
    v = PrefixInRegister(v, identity, lanes, [&](Value* x, Value* y) { return Combine(&b_, step.op, is_float, x, y); });
    v = Combine(&b_, step.op, is_float, v, b_.CreateVectorSplat(lanes, carry));
    AnnotateAccess(b_.CreateAlignedStore(ToStorage(v, vt), ptr, align), out);
    latch = b_.GetInsertBlock();  // vec_body, unless emitting g added blocks
    carry->addIncoming(b_.CreateExtractElement(v, static_cast<uint64_t>(lanes - 1)), latch);
  }
  pos->addIncoming(next, latch);
  b_.CreateCondBr(b_.CreateICmpSLT(next, vec_end), vec_body, tail);

  b_.SetInsertPoint(tail);
  llvm::PHINode* tail_begin = b_.CreatePHI(it, 2, "tail_begin");
  tail_begin->addIncoming(begin, pre);
  tail_begin->addIncoming(vec_end, latch);
  EmitSerialLoop(loop.get(), tail_begin, end, nullptr);
}

Value* CodeGenLLVM::PrefixInRegister(Value* v, Value* identity, int lanes,
                                     const std::function<Value*(Value*, Value*)>& combine) {
  for (int shift = 1; shift < lanes; shift *= 2) {
    std::vector<int> mask(lanes);
    for (int i = 0; i < lanes; ++i) mask[i] = i < shift ? i : lanes + i - shift;
    v = combine(v, b_.CreateShuffleVector(identity, v, mask));
  }
  return v;
}

bool CodeGenLLVM::HasExactFAddAnnotation(const tir::ForNode* s) {
  return s->annotations.defined() && s->annotations->Get(tir::transform::kVectorScanExactFAdd).defined();
}

}  // namespace codegen
}  // namespace rlx
