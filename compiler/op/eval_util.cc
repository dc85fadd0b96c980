#include "compiler/op/eval_util.h"

#include <utility>

namespace rlx {
namespace op {

NDArray PrimAsTensor(const Value& v, std::vector<int64_t> shape) {
  NDArray out = NDArray::Empty(std::move(shape), v.prim_dtype);
  if (v.prim_dtype.is_floating()) {
    out.SetDouble(0, v.prim_float);
  } else {
    out.SetInt(0, v.prim_int);
  }
  return out;
}

Value PrimFromTensor(const NDArray& t) {
  Value v;
  v.kind = Value::Kind::kPrim;
  v.prim_dtype = t.dtype();
  if (t.dtype().is_floating()) {
    v.prim_float = t.GetDouble(0);
  } else {
    v.prim_int = t.GetInt(0);
    v.prim_float = static_cast<double>(v.prim_int);
  }
  return v;
}

static const Value& ArgOfKind(const relax::Call& call, const std::vector<Value>& args, size_t i, Value::Kind kind,
                              const char* what) {
  if (i >= args.size() || args[i].kind != kind) {
    Fail(call, OpLabel(call) + " expects argument " + std::to_string(i) + " to evaluate to " + what);
  }
  return args[i];
}

double PrimArg(const relax::Call& call, const std::vector<Value>& args, size_t i) {
  const Value& v = ArgOfKind(call, args, i, Value::Kind::kPrim, "a PrimValue");
  return v.prim_dtype.is_floating() ? v.prim_float : static_cast<double>(v.prim_int);
}

int64_t PrimIntArg(const relax::Call& call, const std::vector<Value>& args, size_t i) {
  const Value& v = ArgOfKind(call, args, i, Value::Kind::kPrim, "a PrimValue");
  return v.prim_dtype.is_floating() ? static_cast<int64_t>(v.prim_float) : v.prim_int;
}

std::vector<int64_t> ShapeArg(const relax::Call& call, const std::vector<Value>& args, size_t i) {
  return ArgOfKind(call, args, i, Value::Kind::kShape, "a shape").shape;
}

std::vector<int64_t> IntTupleArg(const relax::Call& call, const std::vector<Value>& args, size_t i) {
  const Value& t = ArgOfKind(call, args, i, Value::Kind::kTuple, "a tuple of PrimValues");
  std::vector<int64_t> out;
  for (const Value& f : t.fields) {
    if (f.kind != Value::Kind::kPrim) {
      Fail(call, OpLabel(call) + " expects argument " + std::to_string(i) + " to evaluate to a tuple of PrimValues");
    }
    out.push_back(f.prim_dtype.is_floating() ? static_cast<int64_t>(f.prim_float) : f.prim_int);
  }
  return out;
}

std::vector<NDArray> TensorTupleArg(const relax::Call& call, const std::vector<Value>& args, size_t i) {
  const Value& t = ArgOfKind(call, args, i, Value::Kind::kTuple, "a tuple of tensors");
  std::vector<NDArray> out;
  for (const Value& f : t.fields) {
    if (f.kind != Value::Kind::kTensor) {
      Fail(call, OpLabel(call) + " expects argument " + std::to_string(i) + " to evaluate to a tuple of tensors");
    }
    out.push_back(f.tensor);
  }
  return out;
}

void Unsupported(const relax::Call& call, const std::string& what) {
  Fail(call, "The reference evaluator of " + OpLabel(call) + " does not support " + what);
}

}  // namespace op
}  // namespace rlx
