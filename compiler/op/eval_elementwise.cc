// Reference evaluators of the elementwise families, reductions and matmul.
#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace op {

Value TensorValue(NDArray array) {
  Value v;
  v.kind = Value::Kind::kTensor;
  v.tensor = std::move(array);
  return v;
}

Value TupleValue(std::vector<Value> fields) {
  Value v;
  v.kind = Value::Kind::kTuple;
  v.fields = std::move(fields);
  return v;
}

Value ShapeValue(std::vector<int64_t> shape) {
  Value v;
  v.kind = Value::Kind::kShape;
  v.shape = std::move(shape);
  return v;
}

Value NoneValue() { return Value(); }

Value PrimIntValue(int64_t x, DataType dtype) {
  Value v;
  v.kind = Value::Kind::kPrim;
  v.prim_dtype = dtype;
  v.prim_int = x;
  v.prim_float = static_cast<double>(x);
  return v;
}

Value PrimFloatValue(double x, DataType dtype) {
  Value v;
  v.kind = Value::Kind::kPrim;
  v.prim_dtype = dtype;
  v.prim_float = x;
  return v;
}

std::string ValueKindName(Value::Kind kind) {
  switch (kind) {
    case Value::Kind::kTensor:
      return "tensor";
    case Value::Kind::kTuple:
      return "tuple";
    case Value::Kind::kShape:
      return "shape";
    case Value::Kind::kPrim:
      return "prim value";
    case Value::Kind::kString:
      return "string";
    case Value::Kind::kDataType:
      return "dtype";
    case Value::Kind::kNone:
      return "None";
  }
  return "?";
}

const NDArray& TensorArg(const relax::Call& call, const std::vector<Value>& args, size_t i) {
  if (i >= args.size() || args[i].kind != Value::Kind::kTensor) {
    Fail(call, OpLabel(call) + " expects argument " + std::to_string(i) + " to evaluate to a tensor");
  }
  return args[i].tensor;
}

FEvaluate EvalUnary(const std::string& name) {
  return [name](const relax::Call& call, const std::vector<Value>& args) {
    return TensorValue(ref::ApplyUnary(name, TensorArg(call, args, 0)));
  };
}

FEvaluate EvalBinary(const std::string& name) {
  return [name](const relax::Call& call, const std::vector<Value>& args) {
    // R.Prim operands take part as shape-[1] tensors, as in inference.
    bool both_prim = true;
    std::vector<NDArray> operands;
    for (size_t i = 0; i < 2; ++i) {
      if (i < args.size() && args[i].kind == Value::Kind::kPrim) {
        operands.push_back(PrimAsTensor(args[i], {1}));
      } else {
        both_prim = false;
        operands.push_back(TensorArg(call, args, i));
      }
    }
    NDArray out = ref::ApplyBinary(name, operands[0], operands[1]);
    if (both_prim) return PrimFromTensor(out);
    return TensorValue(out);
  };
}

FEvaluate EvalClip() {
  return [](const relax::Call& call, const std::vector<Value>& args) {
    return TensorValue(ref::Clip(TensorArg(call, args, 0), PrimArg(call, args, 1), PrimArg(call, args, 2)));
  };
}

FEvaluate EvalAstype() {
  return [](const relax::Call& call, const std::vector<Value>& args) {
    return TensorValue(ref::AsType(TensorArg(call, args, 0), GetDataTypeAttr(call, "dtype")));
  };
}

FEvaluate EvalWhere() {
  return [](const relax::Call& call, const std::vector<Value>& args) {
    return TensorValue(ref::Where(TensorArg(call, args, 0), TensorArg(call, args, 1), TensorArg(call, args, 2)));
  };
}

FEvaluate EvalReduce(const std::string& name) {
  using Fn = NDArray (*)(const NDArray&, const ref::Axes&, bool);
  Fn fn = name == "sum"        ? ref::Sum
          : name == "mean"     ? ref::Mean
          : name == "max"      ? ref::Max
          : name == "min"      ? ref::Min
          : name == "prod"     ? ref::Prod
          : name == "std"      ? ref::Std
          : name == "variance" ? ref::Variance
                               : nullptr;
  if (fn == nullptr) return nullptr;
  return [fn](const relax::Call& call, const std::vector<Value>& args) {
    return TensorValue(
        fn(TensorArg(call, args, 0), GetOptionalIntListAttr(call, "axis"), GetBoolAttr(call, "keepdims")));
  };
}

FEvaluate EvalArgReduce(const std::string& name) {
  bool is_max = name == "argmax";
  return [is_max](const relax::Call& call, const std::vector<Value>& args) {
    const NDArray& x = TensorArg(call, args, 0);
    auto axis = GetOptionalIntAttr(call, "axis");
    bool keepdims = GetBoolAttr(call, "keepdims");
    return TensorValue(is_max ? ref::ArgMax(x, axis, keepdims) : ref::ArgMin(x, axis, keepdims));
  };
}

FEvaluate EvalMatmul() {
  return [](const relax::Call& call, const std::vector<Value>& args) {
    return TensorValue(
        ref::Matmul(TensorArg(call, args, 0), TensorArg(call, args, 1), GetDataTypeAttr(call, "out_dtype")));
  };
}

}  // namespace op
}  // namespace rlx
