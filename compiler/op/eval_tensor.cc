// Reference evaluators of shape manipulation, indexing and creation ops.
#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace op {
namespace {

using Args = std::vector<Value>;

Value EvalSplit(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  ObjectRef spec = GetAttr(call, "indices_or_sections");
  int64_t axis = GetIntAttr(call, "axis");
  std::vector<NDArray> parts;
  if (auto n = spec.as<IntImmNode>()) {
    // One section returns the tensor itself, not a tuple (as inference says).
    if (n->value == 1) return TensorValue(x);
    parts = ref::SplitSections(x, n->value, axis);
  } else {
    std::vector<int64_t> indices = GetIntListAttr(call, "indices_or_sections");
    if (indices.empty()) return TensorValue(x);
    parts = ref::SplitIndices(x, indices, axis);
  }
  std::vector<Value> fields;
  for (NDArray& p : parts) fields.push_back(TensorValue(std::move(p)));
  return TupleValue(std::move(fields));
}

Value EvalTake(const relax::Call& call, const Args& args) {
  NDArray indices =
      args.size() > 1 && args[1].kind == Value::Kind::kPrim ? PrimAsTensor(args[1], {}) : TensorArg(call, args, 1);
  return TensorValue(
      ref::Take(TensorArg(call, args, 0), indices, GetOptionalIntAttr(call, "axis"), GetStringAttr(call, "mode")));
}

Value EvalStridedSlice(const relax::Call& call, const Args& args) {
  // assume_inbound only promises that clamping is unnecessary, so the
  // clamping kernel computes the same values either way.
  std::vector<int64_t> strides;
  if (args.size() > 4) strides = IntTupleArg(call, args, 4);
  return TensorValue(ref::StridedSlice(TensorArg(call, args, 0), IntTupleArg(call, args, 1), IntTupleArg(call, args, 2),
                                       IntTupleArg(call, args, 3), strides));
}

// The scalar in a 0-d fill tensor.
double FillValue(const relax::Call& call, const Args& args, size_t i) {
  const NDArray& v = TensorArg(call, args, i);
  if (v.NumElements() != 1) Unsupported(call, "a fill value with more than one element");
  return v.GetDouble(0);
}

}  // namespace

FEvaluate EvalManipulate(const std::string& name) {
  if (name == "reshape") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::Reshape(TensorArg(call, args, 0), ShapeArg(call, args, 1)));
    };
  }
  if (name == "permute_dims") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::PermuteDims(TensorArg(call, args, 0), GetOptionalIntListAttr(call, "axes")));
    };
  }
  if (name == "expand_dims") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::ExpandDims(TensorArg(call, args, 0), GetIntListAttr(call, "axis")));
    };
  }
  if (name == "squeeze") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::Squeeze(TensorArg(call, args, 0), GetOptionalIntListAttr(call, "axis")));
    };
  }
  if (name == "flatten") {
    return
        [](const relax::Call& call, const Args& args) { return TensorValue(ref::Flatten(TensorArg(call, args, 0))); };
  }
  if (name == "broadcast_to") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::BroadcastTo(TensorArg(call, args, 0), ShapeArg(call, args, 1)));
    };
  }
  if (name == "tile") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::Tile(TensorArg(call, args, 0), GetIntListAttr(call, "repeats")));
    };
  }
  if (name == "repeat") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(
          ref::Repeat(TensorArg(call, args, 0), GetIntAttr(call, "repeats"), GetOptionalIntAttr(call, "axis")));
    };
  }
  if (name == "concat") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::Concat(TensorTupleArg(call, args, 0), GetOptionalIntAttr(call, "axis")));
    };
  }
  if (name == "split") return EvalSplit;
  if (name == "take") return EvalTake;
  if (name == "slice_scatter") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::SliceScatter(TensorArg(call, args, 0), TensorArg(call, args, 1),
                                           PrimIntArg(call, args, 2), PrimIntArg(call, args, 3),
                                           PrimIntArg(call, args, 4), GetIntAttr(call, "axis")));
    };
  }
  if (name == "gather_elements") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(
          ref::GatherElements(TensorArg(call, args, 0), TensorArg(call, args, 1), GetIntAttr(call, "axis")));
    };
  }
  if (name == "index_tensor") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::IndexTensor(TensorArg(call, args, 0), TensorTupleArg(call, args, 1)));
    };
  }
  if (name == "strided_slice") return EvalStridedSlice;
  return EvalHostTensorKernel(name);
}

FEvaluate EvalCreate(const std::string& name) {
  if (name == "full") {
    return [](const relax::Call& call, const Args& args) {
      DataType dtype = GetDataTypeAttr(call, "dtype");
      if (dtype.is_void()) dtype = TensorArg(call, args, 1).dtype();
      return TensorValue(ref::Full(ShapeArg(call, args, 0), FillValue(call, args, 1), dtype));
    };
  }
  if (name == "full_like") {
    return [](const relax::Call& call, const Args& args) {
      const NDArray& x = TensorArg(call, args, 0);
      DataType dtype = GetDataTypeAttr(call, "dtype");
      return TensorValue(ref::Full(x.shape(), FillValue(call, args, 1), dtype.is_void() ? x.dtype() : dtype));
    };
  }
  if (name == "ones" || name == "zeros") {
    bool ones = name == "ones";
    return [ones](const relax::Call& call, const Args& args) {
      std::vector<int64_t> shape = ShapeArg(call, args, 0);
      DataType dtype = GetDataTypeAttr(call, "dtype");
      return TensorValue(ones ? ref::Ones(shape, dtype) : ref::Zeros(shape, dtype));
    };
  }
  if (name == "ones_like" || name == "zeros_like") {
    bool ones = name == "ones_like";
    return [ones](const relax::Call& call, const Args& args) {
      const NDArray& x = TensorArg(call, args, 0);
      DataType dtype = GetDataTypeAttr(call, "dtype");
      if (dtype.is_void()) dtype = x.dtype();
      return TensorValue(ones ? ref::Ones(x.shape(), dtype) : ref::Zeros(x.shape(), dtype));
    };
  }
  if (name == "arange") {
    return [](const relax::Call& call, const Args& args) {
      DataType dtype = GetDataTypeAttr(call, "dtype");
      if (dtype.is_void()) Unsupported(call, "an arange call without dtype (normalize it first)");
      return TensorValue(ref::Arange(PrimArg(call, args, 0), PrimArg(call, args, 1), PrimArg(call, args, 2), dtype));
    };
  }
  if (name == "tril" || name == "triu") {
    bool lower = name == "tril";
    return [lower](const relax::Call& call, const Args& args) {
      const NDArray& x = TensorArg(call, args, 0);
      int64_t k = PrimIntArg(call, args, 1);
      return TensorValue(lower ? ref::Tril(x, k) : ref::Triu(x, k));
    };
  }
  return EvalHostTensorKernel(name);
}

}  // namespace op
}  // namespace rlx
