// T.call_packed / T.tvm_call_packed: a call into the runtime's packed-
// function table (compiler/runtime/builtin/packed_call.h). What TVM splits over
// LowerTVMBuiltin (argument stacks, DLTensors on the stack) and the packed
// call itself happens here in one step:
//
//   values: [n x i64] and codes: [n x i32] in the entry block;
//   a T.tvm_stack_make_array(data, shape, strides, ndim, proxy, offset)
//     argument -> a DLTensor (packed_func.h layout) in the entry block with
//     its shape (and strides) arrays, filled at the call;
//   strings -> global constants; ints / bools -> i64; floats -> double;
//   handles -> the pointer;
//   rc = rlx_call_packed(name, values, codes, n);
//   a non-zero rc returns kKernelPackedCallFailed from the kernel (the
//   message is kept by the runtime, see KernelSignature::ErrorMessage).
// T.call_cpacked (TVM: a direct call of a C symbol with the packed
// signature, for AOT) is looked up in the same table: this runtime links its
// packed functions into the process rather than into the module.
#include <string>
#include <vector>

#include "compiler/codegen/llvm/codegen_llvm.h"
#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/runtime/packed_func.h"
#include "compiler/support/diagnostic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"

namespace rlx {
namespace codegen {
namespace {

const TirCallNode* AsCall(const PrimExpr& e, const char* op) {
  auto call = e.as<TirCallNode>();
  return call.defined() && call->op == op ? call.get() : nullptr;
}

}  // namespace

llvm::Value* CodeGenLLVM::EmitPackedCall(const TirCallNode* e) {
  auto name = e->args.empty() ? Ref<StringImmNode>() : e->args[0].as<StringImmNode>();
  if (!name.defined()) Unsupported(e->span, "T." + e->op + " needs the function's name as its first argument");
  const size_t n = e->args.size() - 1;
  llvm::Type* i8 = b_.getInt8Ty();
  llvm::Type* i16 = b_.getInt16Ty();
  llvm::Type* i32 = b_.getInt32Ty();
  llvm::Type* i64 = b_.getInt64Ty();
  llvm::Type* ptr = b_.getPtrTy();
  // runtime::DLTensor: data, device {type, id}, ndim, dtype {code, bits,
  // lanes}, shape, strides, byte_offset.
  llvm::StructType* dltensor_t = llvm::StructType::get(*ctx_, {ptr, i32, i32, i32, i8, i8, i16, ptr, ptr, i64});
  llvm::Value* values = EntryAlloca(i64, b_.getInt32(static_cast<int32_t>(std::max<size_t>(n, 1))), "packed_values");
  llvm::Value* codes = EntryAlloca(i32, b_.getInt32(static_cast<int32_t>(std::max<size_t>(n, 1))), "packed_codes");
  auto int64_array = [&](const std::vector<PrimExpr>& items, const std::string& what) {
    llvm::Value* arr = EntryAlloca(i64, b_.getInt32(static_cast<int32_t>(std::max<size_t>(items.size(), 1))), what);
    for (size_t d = 0; d < items.size(); ++d) {
      llvm::Value* v = CastValue(Emit(items[d]), items[d]->dtype, DataType::Int(64));
      b_.CreateStore(v, b_.CreateConstInBoundsGEP1_64(i64, arr, d));
    }
    return arr;
  };
  for (size_t i = 0; i < n; ++i) {
    const PrimExpr& arg = e->args[i + 1];
    std::string what = "argument " + std::to_string(i) + " of T." + e->op + "(\"" + name->value + "\")";
    llvm::Value* slot = b_.CreateConstInBoundsGEP1_64(i64, values, i);
    runtime::ArgCode code;
    if (const TirCallNode* arr = AsCall(arg, "tvm_stack_make_array")) {
      if (arr->args.size() != 6) Unsupported(e->span, what + ": T.tvm_stack_make_array takes 6 arguments");
      const TirCallNode* shape = AsCall(arr->args[1], "tvm_stack_make_shape");
      if (shape == nullptr) Unsupported(e->span, what + ": the shape must be a T.tvm_stack_make_shape(...)");
      const TirCallNode* strides = AsCall(arr->args[2], "tvm_stack_make_shape");
      int64_t zero = -1;
      if (strides == nullptr && !(AsConstInt(arr->args[2], &zero) && zero == 0)) {
        Unsupported(e->span, what + ": the strides must be 0 (compact) or a T.tvm_stack_make_shape(...)");
      }
      int64_t ndim = -1;
      if (!AsConstInt(arr->args[3], &ndim) || ndim != static_cast<int64_t>(shape->args.size())) {
        Unsupported(e->span, what + ": ndim must be the constant " + std::to_string(shape->args.size()));
      }
      DataType dtype = arr->args[4]->dtype;
      if (dtype.lanes() != 1) Unsupported(e->span, what + ": a tensor of " + dtype.ToString());
      runtime::DLDataType dl = runtime::ToDLDataType(dtype);
      llvm::Value* t = EntryAlloca(dltensor_t, nullptr, "dltensor");
      auto field = [&](unsigned k, llvm::Value* v) { b_.CreateStore(v, b_.CreateStructGEP(dltensor_t, t, k)); };
      field(0, Emit(arr->args[0]));
      field(1, b_.getInt32(1));  // kDLCPU
      field(2, b_.getInt32(0));
      field(3, b_.getInt32(static_cast<int32_t>(ndim)));
      field(4, b_.getInt8(dl.code));
      field(5, b_.getInt8(dl.bits));
      field(6, b_.getInt16(dl.lanes));
      field(7, int64_array(shape->args, "dltensor_shape"));
      field(8,
            strides ? int64_array(strides->args, "dltensor_strides") : llvm::ConstantPointerNull::get(b_.getPtrTy()));
      llvm::Value* offset = CastValue(Emit(arr->args[5]), arr->args[5]->dtype, DataType::Int(64));
      field(9, b_.CreateMul(offset, b_.getInt64(dtype.bytes())));
      b_.CreateStore(t, slot);
      code = runtime::ArgCode::kTensor;
    } else if (arg.is<StringImmNode>()) {
      b_.CreateStore(Emit(arg), slot);
      code = runtime::ArgCode::kStr;
    } else if (arg->dtype.is_handle()) {
      b_.CreateStore(Emit(arg), slot);
      code = runtime::ArgCode::kHandle;
    } else if (arg->dtype.lanes() == 1 && (arg->dtype.is_floating())) {
      b_.CreateStore(CastValue(Emit(arg), arg->dtype, DataType::Float(64)), slot);
      code = runtime::ArgCode::kFloat;
    } else if (arg->dtype.lanes() == 1 && (arg->dtype.is_integer() || arg->dtype.is_bool())) {
      b_.CreateStore(CastValue(Emit(arg), arg->dtype, DataType::Int(64)), slot);
      code = runtime::ArgCode::kInt;
    } else {
      Unsupported(e->span, what + " has dtype " + arg->dtype.ToString() + ", which a packed call cannot pass");
    }
    b_.CreateStore(b_.getInt32(static_cast<int32_t>(code)), b_.CreateConstInBoundsGEP1_64(i32, codes, i));
  }
  llvm::FunctionCallee call_packed = module_->getOrInsertFunction(
      runtime::kCallPackedSymbol, llvm::FunctionType::get(i32, {ptr, ptr, ptr, i32}, false));
  llvm::Value* rc = b_.CreateCall(
      call_packed, {b_.CreateGlobalStringPtr(name->value), values, codes, b_.getInt32(static_cast<int32_t>(n))});
  ReturnIf(b_.CreateICmpNE(rc, b_.getInt32(0)), b_.getInt32(kKernelPackedCallFailed));
  return b_.getInt32(0);
}

}  // namespace codegen
}  // namespace rlx
