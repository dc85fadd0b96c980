// T.call_packed in the TIR interpreter: the call's arguments become TVM's
// packed form (packed_func.h) and the function runs from the runtime's
// global table (packed_call.h), so extern kernels such as topi's sort
// (tvm.contrib.sort.*) run on the interpreter's storage in place.
//
// Arguments, as TVM's LowerTVMBuiltin reads them:
//   * T.tvm_stack_make_array(data, shape, strides, ndim, dtype_proxy,
//     elem_offset) -> a DLTensor over `data`'s storage; `shape` and
//     `strides` are T.tvm_stack_make_shape(...) (strides may be 0: compact),
//     the dtype is the proxy's, the byte offset elem_offset * its size. The
//     tensor's reach is checked against the storage, like any access.
//   * a string -> str; an integer or bool -> int; a float -> float;
//   * a handle -> the address of its storage.
// The call's value is 0 (TVM's int32 status). A failing function is an
// error at the statement, with the function's message.
#include "compiler/runtime/builtin/packed_call.h"

#include <string>
#include <vector>

#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace interp {
namespace {

const TirCallNode* AsCall(const PrimExpr& e, const char* op) {
  auto call = e.as<TirCallNode>();
  return call.defined() && call->op == op ? call.get() : nullptr;
}

}  // namespace

Storage* Interpreter::StorageOfHandle(const PrimExpr& e, Env& env, const std::string& what) {
  Value h = Eval(e, env);
  if (!h.dtype().is_handle()) Fail(what + " must be a handle, got a " + h.dtype().ToString() + " value");
  auto it = handles_.find(h.AsInt());
  if (it == handles_.end()) Fail(what + " is not a pointer to storage the interpreter knows");
  return it->second.get();
}

Value Interpreter::EvalPackedCall(const TirCallNode* op, Env& env) {
  const std::string& kind = op->op;
  auto name_imm = op->args.empty() ? Ref<StringImmNode>() : op->args[0].as<StringImmNode>();
  if (!name_imm.defined()) Fail("T." + kind + " needs the function's name as its first argument");
  const std::string& name = name_imm->value;
  const size_t n = op->args.size() - 1;

  // Descriptors and their shape arrays live until the call returns.
  std::vector<runtime::DLTensor> tensors(n);
  std::vector<std::vector<int64_t>> shapes(n), strides(n);
  std::vector<runtime::PackedValue> values(n);
  std::vector<int32_t> codes(n);
  for (size_t i = 0; i < n; ++i) {
    const PrimExpr& arg = op->args[i + 1];
    std::string what = "argument " + std::to_string(i) + " of T." + kind + "(\"" + name + "\")";
    if (const TirCallNode* arr = AsCall(arg, "tvm_stack_make_array")) {
      if (arr->args.size() != 6) Fail(what + ": T.tvm_stack_make_array takes 6 arguments");
      Storage* storage = StorageOfHandle(arr->args[0], env, what + " (the data pointer)");
      const TirCallNode* shape = AsCall(arr->args[1], "tvm_stack_make_shape");
      if (shape == nullptr) Fail(what + ": the shape must be a T.tvm_stack_make_shape(...)");
      for (const PrimExpr& d : shape->args) shapes[i].push_back(EvalInt(d, env, "a tensor dimension"));
      if (const TirCallNode* st = AsCall(arr->args[2], "tvm_stack_make_shape")) {
        for (const PrimExpr& d : st->args) strides[i].push_back(EvalInt(d, env, "a tensor stride"));
        if (strides[i].size() != shapes[i].size()) Fail(what + ": strides and shape differ in length");
      } else if (EvalInt(arr->args[2], env, "the strides") != 0) {
        Fail(what + ": the strides must be 0 (compact) or a T.tvm_stack_make_shape(...)");
      }
      int64_t ndim = EvalInt(arr->args[3], env, "ndim");
      if (ndim != static_cast<int64_t>(shapes[i].size())) {
        Fail(what + ": ndim is " + std::to_string(ndim) + " but the shape has " + std::to_string(shapes[i].size()) +
             " dimensions");
      }
      DataType dtype = arr->args[4]->dtype;
      if (!IsStorable(dtype) || dtype.lanes() != 1) Fail(what + ": a tensor of " + dtype.ToString());
      int64_t elem_offset = EvalInt(arr->args[5], env, "the elem_offset");
      // Reach: every element the descriptor can address must be in storage.
      int64_t lo = elem_offset, hi = elem_offset;
      bool empty = false;
      for (size_t d = 0; d < shapes[i].size(); ++d) {
        if (shapes[i][d] < 0) Fail(what + ": negative dimension " + std::to_string(shapes[i][d]));
        if (shapes[i][d] == 0) empty = true;
      }
      if (!empty) {
        int64_t stride = 1;
        for (size_t d = shapes[i].size(); d-- > 0;) {
          int64_t s = strides[i].empty() ? stride : strides[i][d];
          (s < 0 ? lo : hi) += (shapes[i][d] - 1) * s;
          stride *= shapes[i][d];
        }
        int64_t bytes = dtype.bytes();
        if (lo < 0 || (hi + 1) * bytes > storage->size_bytes) {
          Fail(what + ": a " + dtype.ToString() + " tensor of shape " + DimsToString(shapes[i]) + " at element " +
               std::to_string(elem_offset) + " reaches outside its storage '" + storage->name + "' of " +
               std::to_string(storage->size_bytes) + " bytes");
        }
      }
      runtime::DLTensor& t = tensors[i];
      t.data = storage->bytes;
      t.device = runtime::DLDevice{1, 0};
      t.ndim = static_cast<int32_t>(ndim);
      t.dtype = runtime::ToDLDataType(dtype);
      t.shape = shapes[i].data();
      t.strides = strides[i].empty() ? nullptr : strides[i].data();
      t.byte_offset = static_cast<uint64_t>(elem_offset * dtype.bytes());
      values[i].v_handle = &t;
      codes[i] = static_cast<int32_t>(runtime::ArgCode::kTensor);
      continue;
    }
    if (auto s = arg.as<StringImmNode>()) {
      values[i].v_str = s->value.c_str();
      codes[i] = static_cast<int32_t>(runtime::ArgCode::kStr);
      continue;
    }
    if (arg->dtype.is_handle()) {
      Storage* storage = StorageOfHandle(arg, env, what);
      values[i].v_handle = storage->bytes;
      codes[i] = static_cast<int32_t>(runtime::ArgCode::kHandle);
      continue;
    }
    Value v = Eval(arg, env);
    if (v.lanes() != 1) Fail(what + " is a vector (" + v.dtype().ToString() + ")");
    if (v.dtype().is_floating()) {
      values[i].v_float64 = v.AsDouble();
      codes[i] = static_cast<int32_t>(runtime::ArgCode::kFloat);
    } else if (v.dtype().is_integer() || v.dtype().is_bool()) {
      values[i].v_int64 = v.AsInt();
      codes[i] = static_cast<int32_t>(runtime::ArgCode::kInt);
    } else {
      Fail(what + " has dtype " + v.dtype().ToString() + ", which a packed call cannot pass");
    }
  }
  try {
    runtime::CallPacked(runtime::PackedArgs(name, values.data(), codes.data(), static_cast<int>(n)));
  } catch (const DiagnosticError& e) {
    Fail(e.diagnostic().message);
  }
  return IntValue(DataType::Int(32), 0);
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
