// Expressions: types, conversions, arithmetic, loads and intrinsic calls.
#include <algorithm>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/codegen_llvm.h"
#include "compiler/support/diagnostic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Intrinsics.h"

namespace rlx {
namespace codegen {

using llvm::Type;
using llvm::Value;

void CodeGenLLVM::Unsupported(const Span& span, const std::string& what) {
  ThrowError(span, "LLVM codegen: " + what + (sig_ ? " (in " + sig_->name + ")" : std::string()));
}

// ------------------------------------------------------------------ types --

Type* CodeGenLLVM::ValueType(DataType t) {
  Type* s = nullptr;
  switch (t.code()) {
    case DataType::Code::kInt:
    case DataType::Code::kUInt:
      s = llvm::IntegerType::get(*ctx_, t.bits());
      break;
    case DataType::Code::kFloat:
      if (t.bits() == 16) s = b_.getHalfTy();
      if (t.bits() == 32) s = b_.getFloatTy();
      if (t.bits() == 64) s = b_.getDoubleTy();
      break;
    case DataType::Code::kBFloat:
      s = b_.getFloatTy();  // computed in float, stored as i16
      break;
    case DataType::Code::kHandle:
      s = b_.getPtrTy();
      break;
    case DataType::Code::kVoid:
      return b_.getVoidTy();
    default:
      break;
  }
  if (s == nullptr) Unsupported(Span(), "dtype " + t.ToString() + " is not supported on CPU");
  return t.lanes() > 1 ? llvm::FixedVectorType::get(s, t.lanes()) : s;
}

Type* CodeGenLLVM::StorageType(DataType t) {
  Type* s = nullptr;
  if (t.is_bool()) s = b_.getInt8Ty();
  if (t.is_bfloat16()) s = b_.getInt16Ty();
  if (s == nullptr) return ValueType(t);
  return t.lanes() > 1 ? llvm::FixedVectorType::get(s, t.lanes()) : s;
}

// Same vector shape as `like`, with element type `elem`.
static Type* Like(Type* elem, Type* like) {
  if (auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(like)) {
    return llvm::FixedVectorType::get(elem, vt->getNumElements());
  }
  return elem;
}

Value* CodeGenLLVM::FloatToBF16Bits(Value* f) {
  // Round to nearest even on the upper 16 bits; NaNs stay (quiet) NaNs.
  Type* i32 = Like(b_.getInt32Ty(), f->getType());
  Value* bits = b_.CreateBitCast(f, i32);
  Value* lsb = b_.CreateAnd(b_.CreateLShr(bits, llvm::ConstantInt::get(i32, 16)), llvm::ConstantInt::get(i32, 1));
  Value* rounded = b_.CreateAdd(bits, b_.CreateAdd(llvm::ConstantInt::get(i32, 0x7FFF), lsb));
  Value* quiet = b_.CreateOr(bits, llvm::ConstantInt::get(i32, 0x400000));
  Value* chosen = b_.CreateSelect(b_.CreateFCmpUNO(f, f), quiet, rounded);
  return b_.CreateTrunc(b_.CreateLShr(chosen, llvm::ConstantInt::get(i32, 16)), Like(b_.getInt16Ty(), f->getType()));
}

Value* CodeGenLLVM::BF16BitsToFloat(Value* bits) {
  Type* i32 = Like(b_.getInt32Ty(), bits->getType());
  Value* wide = b_.CreateShl(b_.CreateZExt(bits, i32), llvm::ConstantInt::get(i32, 16));
  return b_.CreateBitCast(wide, Like(b_.getFloatTy(), bits->getType()));
}

Value* CodeGenLLVM::ToStorage(Value* v, DataType t) {
  if (t.is_bool()) return b_.CreateZExt(v, StorageType(t));
  if (t.is_bfloat16()) return FloatToBF16Bits(v);
  return v;
}

Value* CodeGenLLVM::FromStorage(Value* v, DataType t) {
  if (t.is_bool()) return b_.CreateICmpNE(v, llvm::Constant::getNullValue(v->getType()));
  if (t.is_bfloat16()) return BF16BitsToFloat(v);
  return v;
}

Value* CodeGenLLVM::CastValue(Value* v, DataType from, DataType to) {
  if (from == to) return v;
  Type* to_t = ValueType(to);
  auto round_bf16 = [&](Value* f) { return to.is_bfloat16() ? BF16BitsToFloat(FloatToBF16Bits(f)) : f; };
  if (to.is_bool()) {
    Value* zero = llvm::Constant::getNullValue(v->getType());
    return from.is_floating() ? b_.CreateFCmpUNE(v, zero) : b_.CreateICmpNE(v, zero);
  }
  if (from.is_bool()) {
    if (to.is_floating()) return b_.CreateUIToFP(v, to_t);
    if (to.is_integer()) return b_.CreateZExt(v, to_t);
  }
  if (from.is_integer() && to.is_integer()) return b_.CreateIntCast(v, to_t, from.is_int());
  if (from.is_integer() && to.is_floating()) {
    return round_bf16(from.is_int() ? b_.CreateSIToFP(v, to_t) : b_.CreateUIToFP(v, to_t));
  }
  if (from.is_floating() && to.is_integer()) return to.is_int() ? b_.CreateFPToSI(v, to_t) : b_.CreateFPToUI(v, to_t);
  if (from.is_floating() && to.is_floating() && !from.is_float8() && !to.is_float8()) {
    // bfloat16 values are floats: go through float, then round.
    return round_bf16(b_.CreateFPCast(v, to_t));
  }
  if (from.is_handle() && to.is_integer()) return b_.CreatePtrToInt(v, to_t);
  if (from.is_integer() && to.is_handle()) return b_.CreateIntToPtr(v, to_t);
  Unsupported(Span(), "cast from " + from.ToString() + " to " + to.ToString());
}

Value* CodeGenLLVM::ToIndex(Value* index, DataType t) {
  Type* i64 = Like(b_.getInt64Ty(), index->getType());
  if (index->getType() == i64) return index;
  return b_.CreateIntCast(index, i64, t.is_int());
}

Value* CodeGenLLVM::Address(const Buffer& buffer, Value* index, DataType index_type) {
  auto it = vars_.find(buffer->data.get());
  if (it == vars_.end()) Unsupported(buffer->span, "buffer " + buffer->name + " has no storage here");
  return b_.CreateInBoundsGEP(StorageType(buffer->dtype), it->second, ToIndex(index, index_type));
}

void CodeGenLLVM::AnnotateAccess(llvm::Instruction* inst, const Buffer& buffer) {
  auto it = alias_md_.find(buffer->data.get());
  if (it == alias_md_.end()) return;
  inst->setMetadata(llvm::LLVMContext::MD_alias_scope, it->second.first);
  inst->setMetadata(llvm::LLVMContext::MD_noalias, it->second.second);
}

// ------------------------------------------------------------ expressions --

Value* CodeGenLLVM::Emit(const PrimExpr& e) {
  switch (e->kind()) {
    case NodeKind::kIntImm: {
      auto imm = static_cast<const IntImmNode*>(e.get());
      return llvm::ConstantInt::get(ValueType(e->dtype), static_cast<uint64_t>(imm->value), /*isSigned=*/true);
    }
    case NodeKind::kFloatImm:
      return llvm::ConstantFP::get(ValueType(e->dtype), static_cast<const FloatImmNode*>(e.get())->value);
    case NodeKind::kStringImm:
      return b_.CreateGlobalStringPtr(static_cast<const StringImmNode*>(e.get())->value);
    case NodeKind::kTirVar: {
      auto it = vars_.find(static_cast<const TirVarNode*>(e.get()));
      if (it == vars_.end()) {
        Unsupported(e->span, "variable " + static_cast<const TirVarNode*>(e.get())->name + " is not defined here");
      }
      return it->second;
    }
    case NodeKind::kNot:
      return b_.CreateNot(Emit(static_cast<const NotNode*>(e.get())->a));
    case NodeKind::kSelect: {
      auto s = static_cast<const SelectNode*>(e.get());
      Value* c = Emit(s->condition);
      Value* t = Emit(s->true_value);
      Value* f = Emit(s->false_value);
      return b_.CreateSelect(c, t, f);
    }
    case NodeKind::kCast: {
      auto c = static_cast<const CastNode*>(e.get());
      return CastValue(Emit(c->value), c->value->dtype, c->dtype);
    }
    case NodeKind::kTirCall:
      return EmitCall(static_cast<const TirCallNode*>(e.get()));
    case NodeKind::kTirLet: {
      auto l = static_cast<const TirLetNode*>(e.get());
      BindVar(l->var, Emit(l->value));
      Value* r = Emit(l->body);
      UnbindVar(l->var);
      return r;
    }
    case NodeKind::kBufferLoad:
      return EmitLoad(static_cast<const BufferLoadNode*>(e.get()));
    case NodeKind::kRamp:
      return EmitRamp(static_cast<const RampNode*>(e.get()));
    case NodeKind::kBroadcast: {
      auto bc = static_cast<const BroadcastNode*>(e.get());
      return b_.CreateVectorSplat(bc->lanes, Emit(bc->value));
    }
    default:
      RLX_CHECK(e.is<BinaryNode>()) << "unexpected expression " << NodeKindName(e->kind());
      return EmitBinary(static_cast<const BinaryNode*>(e.get()));
  }
}

Value* CodeGenLLVM::EmitBinary(const BinaryNode* e) {
  DataType t = e->a->dtype;
  Value* a = Emit(e->a);
  Value* b = Emit(e->b);
  NodeKind k = e->kind();
  if (IsComparison(k)) return EmitCompare(k, a, b, t);
  bool fp = t.is_floating();
  bool nsw = t.is_int();
  switch (k) {
    case NodeKind::kAnd:
      return b_.CreateAnd(a, b);
    case NodeKind::kOr:
      return b_.CreateOr(a, b);
    case NodeKind::kAdd:
      return fp ? b_.CreateFAdd(a, b) : b_.CreateAdd(a, b, "", false, nsw);
    case NodeKind::kSub:
      return fp ? b_.CreateFSub(a, b) : b_.CreateSub(a, b, "", false, nsw);
    case NodeKind::kMul:
      return fp ? b_.CreateFMul(a, b) : b_.CreateMul(a, b, "", false, nsw);
    case NodeKind::kDiv:
      return fp ? b_.CreateFDiv(a, b) : t.is_int() ? b_.CreateSDiv(a, b) : b_.CreateUDiv(a, b);
    case NodeKind::kMod:
      return fp ? b_.CreateFRem(a, b) : t.is_int() ? b_.CreateSRem(a, b) : b_.CreateURem(a, b);
    case NodeKind::kFloorDiv:
      return EmitFloorDivMod(true, a, b, t);
    case NodeKind::kFloorMod:
      return EmitFloorDivMod(false, a, b, t);
    case NodeKind::kMin:
      return b_.CreateSelect(EmitCompare(NodeKind::kLT, a, b, t), a, b);
    case NodeKind::kMax:
      return b_.CreateSelect(EmitCompare(NodeKind::kGT, a, b, t), a, b);
    default:
      RLX_UNREACHABLE() << "binary node " << NodeKindName(k);
  }
  return nullptr;
}

Value* CodeGenLLVM::EmitCompare(NodeKind kind, Value* a, Value* b, DataType t) {
  using P = llvm::CmpInst::Predicate;
  if (t.is_floating()) {
    // Ordered comparisons, except != which is true for NaN (as in C).
    P p = kind == NodeKind::kEQ   ? P::FCMP_OEQ
          : kind == NodeKind::kNE ? P::FCMP_UNE
          : kind == NodeKind::kLT ? P::FCMP_OLT
          : kind == NodeKind::kLE ? P::FCMP_OLE
          : kind == NodeKind::kGT ? P::FCMP_OGT
                                  : P::FCMP_OGE;
    return b_.CreateFCmp(p, a, b);
  }
  bool s = t.is_int();
  P p = kind == NodeKind::kEQ   ? P::ICMP_EQ
        : kind == NodeKind::kNE ? P::ICMP_NE
        : kind == NodeKind::kLT ? (s ? P::ICMP_SLT : P::ICMP_ULT)
        : kind == NodeKind::kLE ? (s ? P::ICMP_SLE : P::ICMP_ULE)
        : kind == NodeKind::kGT ? (s ? P::ICMP_SGT : P::ICMP_UGT)
                                : (s ? P::ICMP_SGE : P::ICMP_UGE);
  return b_.CreateICmp(p, a, b);
}

Value* CodeGenLLVM::EmitFloorDivMod(bool div, Value* a, Value* b, DataType t) {
  if (t.is_floating()) {
    Value* q = b_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, b_.CreateFDiv(a, b));
    return div ? q : b_.CreateFSub(a, b_.CreateFMul(q, b));
  }
  if (!t.is_int()) return div ? b_.CreateUDiv(a, b) : b_.CreateURem(a, b);
  // Truncating division, corrected when the remainder is non-zero and its
  // sign differs from the divisor's.
  Value* q = b_.CreateSDiv(a, b);
  Value* r = b_.CreateSRem(a, b);
  Value* zero = llvm::Constant::getNullValue(a->getType());
  Value* adjust = b_.CreateAnd(b_.CreateICmpNE(r, zero), b_.CreateICmpSLT(b_.CreateXor(r, b), zero));
  if (div) return b_.CreateSelect(adjust, b_.CreateSub(q, llvm::ConstantInt::get(a->getType(), 1)), q);
  return b_.CreateSelect(adjust, b_.CreateAdd(r, b), r);
}

static bool IsUnitStrideRamp(const PrimExpr& e) {
  auto ramp = e.as<RampNode>();
  int64_t stride;
  return ramp && AsConstInt(ramp->stride, &stride) && stride == 1;
}

Value* CodeGenLLVM::EmitLoad(const BufferLoadNode* e) {
  const Buffer& buf = e->buffer;
  if (e->indices.size() != 1) {
    Unsupported(e->span, "buffer " + buf->name + " is accessed with " + std::to_string(e->indices.size()) +
                             " indices; run FlattenBuffer first");
  }
  const PrimExpr& idx = e->indices[0];
  DataType elem = buf->dtype;
  int lanes = idx->dtype.lanes();
  llvm::Align align(std::max(1, elem.bits() * elem.lanes() / 8));
  if (lanes == 1) {
    Value* ptr = Address(buf, Emit(idx), idx->dtype);
    llvm::LoadInst* load = b_.CreateAlignedLoad(StorageType(elem), ptr, align);
    AnnotateAccess(load, buf);
    return FromStorage(load, elem);
  }
  DataType vt = elem.with_lanes(lanes);
  if (IsUnitStrideRamp(idx) && elem.is_scalar()) {
    auto ramp = idx.as<RampNode>();
    Value* ptr = Address(buf, Emit(ramp->base), ramp->base->dtype);
    llvm::LoadInst* load = b_.CreateAlignedLoad(StorageType(vt), ptr, align);
    AnnotateAccess(load, buf);
    return FromStorage(load, vt);
  }
  Value* iv = Emit(idx);
  Value* out = llvm::UndefValue::get(ValueType(vt));
  for (int l = 0; l < lanes; ++l) {
    Value* ptr = Address(buf, b_.CreateExtractElement(iv, l), idx->dtype.element_of());
    llvm::LoadInst* load = b_.CreateAlignedLoad(StorageType(elem), ptr, align);
    AnnotateAccess(load, buf);
    Value* s = FromStorage(load, elem);
    out = b_.CreateInsertElement(out, s, l);
  }
  return out;
}

Value* CodeGenLLVM::EmitRamp(const RampNode* e) {
  Value* base = Emit(e->base);
  Value* stride = Emit(e->stride);
  std::vector<llvm::Constant*> iota;
  for (int i = 0; i < e->lanes; ++i) iota.push_back(llvm::ConstantInt::get(base->getType(), i));
  Value* steps = b_.CreateMul(b_.CreateVectorSplat(e->lanes, stride), llvm::ConstantVector::get(iota));
  return b_.CreateAdd(b_.CreateVectorSplat(e->lanes, base), steps);
}

// ------------------------------------------------------------------ calls --

Value* CodeGenLLVM::EmitCall(const TirCallNode* e) {
  const std::string& op = e->op;
  auto arg = [&](size_t i) { return Emit(e->args.at(i)); };
  auto need = [&](size_t n) {
    if (e->args.size() != n) {
      Unsupported(e->span,
                  "T." + op + " expects " + std::to_string(n) + " arguments, got " + std::to_string(e->args.size()));
    }
  };
  if (op == "if_then_else") {
    need(3);
    return EmitIfThenElseExpr(e);
  }
  if (op == "call_llvm_pure_intrin" || op == "call_llvm_intrin") return EmitLLVMIntrinsic(e);
  if (op == "call_pure_extern" || op == "call_extern") return EmitExternCall(e);
  if (op == "call_packed" || op == "tvm_call_packed" || op == "call_cpacked" || op == "tvm_call_cpacked") {
    return EmitPackedCall(e);
  }
  if (op == "likely" || op == "tvm_thread_invariant") {
    need(1);
    return arg(0);
  }
  if (op == "isnan" || op == "isinf" || op == "isfinite") {
    need(1);
    DataType t = e->args[0]->dtype;
    Type* bool_t = ValueType(e->dtype);
    if (!t.is_floating()) return llvm::ConstantInt::get(bool_t, op == "isfinite" ? 1 : 0);
    Value* x = arg(0);
    if (op == "isnan") return b_.CreateFCmpUNO(x, x);
    Value* ax = b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
    Value* inf = llvm::ConstantFP::getInfinity(x->getType());
    return op == "isinf" ? b_.CreateFCmpOEQ(ax, inf) : b_.CreateFCmpOLT(ax, inf);
  }
  if (op == "fabs") {
    need(1);
    return b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, arg(0));
  }
  if (op == "reinterpret") {
    need(1);
    DataType from = e->args[0]->dtype, to = e->dtype;
    if (from.bits() * from.lanes() != to.bits() * to.lanes()) {
      Unsupported(e->span, "T.reinterpret from " + from.ToString() + " to " + to.ToString() + " changes the size");
    }
    Value* bits = ToStorage(arg(0), from);
    Type* target = StorageType(to);
    if (bits->getType() != target) bits = b_.CreateBitCast(bits, target);
    return FromStorage(bits, to);
  }
  if (op == "shift_left") {
    need(2);
    return b_.CreateShl(arg(0), arg(1));
  }
  if (op == "shift_right") {
    need(2);
    return e->args[0]->dtype.is_int() ? b_.CreateAShr(arg(0), arg(1)) : b_.CreateLShr(arg(0), arg(1));
  }
  if (op == "bitwise_and" || op == "bitwise_or" || op == "bitwise_xor") {
    need(2);
    Value* a = arg(0);
    Value* b = arg(1);
    if (op == "bitwise_and") return b_.CreateAnd(a, b);
    if (op == "bitwise_or") return b_.CreateOr(a, b);
    return b_.CreateXor(a, b);
  }
  if (op == "bitwise_not") {
    need(1);
    return b_.CreateNot(arg(0));
  }
  if (op == "popcount") {
    need(1);
    return b_.CreateUnaryIntrinsic(llvm::Intrinsic::ctpop, arg(0));
  }
  if (op == "clz") {
    need(1);
    Value* x = arg(0);
    return b_.CreateBinaryIntrinsic(llvm::Intrinsic::ctlz, x, b_.getFalse());
  }
  if (op == "assume") {
    need(1);
    b_.CreateAssumption(arg(0));
    return llvm::ConstantInt::get(ValueType(e->dtype), 0);
  }
  Unsupported(e->span, "intrinsic T." + op + " is not supported on CPU");
}

Value* CodeGenLLVM::EmitIfThenElseExpr(const TirCallNode* e) {
  Value* cond = Emit(e->args[0]);
  if (cond->getType()->isVectorTy()) return b_.CreateSelect(cond, Emit(e->args[1]), Emit(e->args[2]));
  // Branches, so that the branch not taken never runs (it may read out of
  // bounds, e.g. padding: if_then_else(i >= 1, A[i - 1], 0)).
  llvm::BasicBlock* then_bb = llvm::BasicBlock::Create(*ctx_, "if_then", fn_);
  llvm::BasicBlock* else_bb = llvm::BasicBlock::Create(*ctx_, "if_else", fn_);
  llvm::BasicBlock* end_bb = llvm::BasicBlock::Create(*ctx_, "if_end", fn_);
  b_.CreateCondBr(cond, then_bb, else_bb);
  b_.SetInsertPoint(then_bb);
  Value* t = Emit(e->args[1]);
  llvm::BasicBlock* then_end = b_.GetInsertBlock();
  b_.CreateBr(end_bb);
  b_.SetInsertPoint(else_bb);
  Value* f = Emit(e->args[2]);
  llvm::BasicBlock* else_end = b_.GetInsertBlock();
  b_.CreateBr(end_bb);
  b_.SetInsertPoint(end_bb);
  llvm::PHINode* phi = b_.CreatePHI(t->getType(), 2);
  phi->addIncoming(t, then_end);
  phi->addIncoming(f, else_end);
  return phi;
}

static std::string StringArg(const TirCallNode* e, size_t i) {
  if (i < e->args.size()) {
    if (auto s = e->args[i].as<StringImmNode>()) return s->value;
  }
  ThrowError(e->span, "LLVM codegen: T." + e->op + " needs a string literal as argument " + std::to_string(i));
}

Value* CodeGenLLVM::EmitLLVMIntrinsic(const TirCallNode* e) {
  std::string name = StringArg(e, 0);
  llvm::Intrinsic::ID id = llvm::Function::lookupIntrinsicID(name);
  if (id == llvm::Intrinsic::not_intrinsic) Unsupported(e->span, "unknown LLVM intrinsic " + name);
  std::vector<Value*> args;
  for (size_t i = 2; i < e->args.size(); ++i) args.push_back(Emit(e->args[i]));
  std::vector<Type*> overloads;
  // The intrinsics LowerIntrin produces are overloaded on their result.
  if (llvm::Intrinsic::isOverloaded(id)) overloads.push_back(ValueType(e->dtype));
  llvm::Function* f = llvm::Intrinsic::getDeclaration(module_, id, overloads);
  llvm::FunctionType* ft = f->getFunctionType();
  if (ft->getNumParams() != args.size()) {
    Unsupported(e->span, name + " takes " + std::to_string(ft->getNumParams()) + " arguments, got " +
                             std::to_string(args.size()));
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (ft->getParamType(i) != args[i]->getType()) {
      Unsupported(e->span, "argument " + std::to_string(i) + " of " + name + " has the wrong type");
    }
  }
  return b_.CreateCall(f, args);
}

Value* CodeGenLLVM::EmitExternCall(const TirCallNode* e) {
  std::string name = StringArg(e, 0);
  std::vector<Value*> args;
  std::vector<Type*> types;
  for (size_t i = 1; i < e->args.size(); ++i) {
    args.push_back(Emit(e->args[i]));
    types.push_back(args.back()->getType());
  }
  llvm::FunctionType* ft = llvm::FunctionType::get(ValueType(e->dtype), types, false);
  if (llvm::Function* existing = module_->getFunction(name)) {
    if (existing->getFunctionType() != ft) {
      Unsupported(e->span, "extern function " + name + " is called with two different signatures");
    }
  }
  llvm::FunctionCallee callee = module_->getOrInsertFunction(name, ft);
  llvm::CallInst* call = b_.CreateCall(callee, args);
  call->setDoesNotThrow();
  if (e->op == "call_pure_extern") call->setDoesNotAccessMemory();
  return call;
}

}  // namespace codegen
}  // namespace rlx
