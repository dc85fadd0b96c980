// Math functions in GPU kernels. No approximation is made here: an op is
// an LLVM intrinsic both backends lower to instructions (fabs, floor, ceil,
// trunc, rint, sqrt, fma, copysign), a formula over such ops and others
// (rsqrt, sigmoid), or a call into the target's math library, linked in by
// llvm_gpu.cc: libdevice's __nv_<op>[f] on NVPTX, ocml's __ocml_<op>_f32 /
// _f64 on AMDGPU. Without the library the op is a located error naming it
// and what is missing. float16 is computed in float32
// and rounded back; vectors lane by lane.
#include <map>
#include <string>
#include <vector>

#include "compiler/codegen/llvm_gpu/codegen_gpu.h"
#include "compiler/support/diagnostic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Intrinsics.h"

namespace rlx {
namespace codegen {

using llvm::Value;

namespace {

// Math ops and their argument counts.
const std::map<std::string, int>& MathOps() {
  static const auto* m = new std::map<std::string, int>{
      {"exp", 1},       {"exp2", 1},  {"exp10", 1},     {"log", 1},      {"log2", 1},    {"log10", 1}, {"log1p", 1},
      {"expm1", 1},     {"sqrt", 1},  {"rsqrt", 1},     {"sin", 1},      {"cos", 1},     {"tan", 1},   {"sinh", 1},
      {"cosh", 1},      {"tanh", 1},  {"asin", 1},      {"acos", 1},     {"atan", 1},    {"asinh", 1}, {"acosh", 1},
      {"atanh", 1},     {"erf", 1},   {"erfc", 1},      {"floor", 1},    {"ceil", 1},    {"trunc", 1}, {"round", 1},
      {"nearbyint", 1}, {"cbrt", 1},  {"tgamma", 1},    {"lgamma", 1},   {"sigmoid", 1}, {"pow", 2},   {"atan2", 2},
      {"fmod", 2},      {"hypot", 2}, {"nextafter", 2}, {"copysign", 2}, {"fma", 3}};
  return *m;
}

// Ops the backends lower exactly from these LLVM intrinsics.
const std::map<std::string, llvm::Intrinsic::ID>& NativeOps() {
  static const auto* m = new std::map<std::string, llvm::Intrinsic::ID>{
      {"sqrt", llvm::Intrinsic::sqrt},   {"floor", llvm::Intrinsic::floor},      {"ceil", llvm::Intrinsic::ceil},
      {"trunc", llvm::Intrinsic::trunc}, {"round", llvm::Intrinsic::rint},       {"nearbyint", llvm::Intrinsic::rint},
      {"fma", llvm::Intrinsic::fma},     {"copysign", llvm::Intrinsic::copysign}};
  return *m;
}

}  // namespace

Value* CodeGenGPU::EmitMath(const TirCallNode* e) {
  auto it = MathOps().find(e->op);
  if (it == MathOps().end()) return nullptr;
  if (static_cast<int>(e->args.size()) != it->second) {
    Unsupported(e->span, "T." + e->op + " expects " + std::to_string(it->second) + " arguments, got " +
                             std::to_string(e->args.size()));
  }
  DataType t = e->dtype;
  if (!t.is_floating() || t.is_float8()) {
    Unsupported(e->span, "T." + e->op + " needs floating-point arguments, got " + t.ToString());
  }
  std::vector<Value*> args;
  for (const PrimExpr& a : e->args) {
    if (a->dtype != t) {
      Unsupported(e->span, "T." + e->op + " mixes " + a->dtype.ToString() + " and " + t.ToString());
    }
    args.push_back(Emit(a));
  }
  // float16 in float32; bfloat16 values already are float32 (see
  // codegen_llvm.h).
  DataType scalar = t.element_of();
  bool half = scalar.is_float() && scalar.bits() == 16;
  DataType compute = half ? DataType::Float(32) : scalar.is_bfloat16() ? DataType::Float(32) : scalar;
  auto lane = [&](const std::vector<Value*>& in) {
    std::vector<Value*> xs;
    for (Value* v : in) xs.push_back(half ? b_.CreateFPExt(v, b_.getFloatTy()) : v);
    Value* r = MathScalar(e, e->op, xs, compute);
    return half ? b_.CreateFPTrunc(r, b_.getHalfTy()) : r;
  };
  if (t.lanes() == 1) return lane(args);
  Value* out = llvm::UndefValue::get(ValueType(t));
  for (int l = 0; l < t.lanes(); ++l) {
    std::vector<Value*> xs;
    for (Value* v : args) xs.push_back(b_.CreateExtractElement(v, l));
    out = b_.CreateInsertElement(out, lane(xs), l);
  }
  return out;
}

Value* CodeGenGPU::MathScalar(const TirCallNode* e, const std::string& op, const std::vector<Value*>& args,
                              DataType t) {
  auto native = NativeOps().find(op);
  if (native != NativeOps().end()) return b_.CreateIntrinsic(native->second, {args[0]->getType()}, args);
  llvm::Constant* one = llvm::ConstantFP::get(args[0]->getType(), 1.0);
  if (op == "rsqrt") return b_.CreateFDiv(one, b_.CreateIntrinsic(llvm::Intrinsic::sqrt, {args[0]->getType()}, args));
  if (op == "sigmoid") {
    Value* e_neg = MathScalar(e, "exp", {b_.CreateFNeg(args[0])}, t);
    return b_.CreateFDiv(one, b_.CreateFAdd(one, e_neg));
  }
  return CallMathLibrary(e, op, args, t);
}

Value* CodeGenGPU::CallMathLibrary(const TirCallNode* e, const std::string& op, const std::vector<Value*>& args,
                                   DataType t) {
  if (!math_library_) Unsupported(e->span, "T." + e->op + " (" + t.ToString() + ") needs " + missing_);
  bool f32 = t.bits() == 32;
  std::string name =
      backend_ == GpuBackend::kNVPTX ? "__nv_" + op + (f32 ? "f" : "") : "__ocml_" + op + (f32 ? "_f32" : "_f64");
  std::vector<llvm::Type*> types(args.size(), args[0]->getType());
  llvm::FunctionCallee callee =
      module_->getOrInsertFunction(name, llvm::FunctionType::get(args[0]->getType(), types, false));
  llvm::CallInst* call = b_.CreateCall(callee, args);
  call->setDoesNotThrow();
  call->setDoesNotAccessMemory();
  return call;
}

}  // namespace codegen
}  // namespace rlx
