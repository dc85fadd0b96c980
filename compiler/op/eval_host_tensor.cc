// Host kernels and evaluators for tensor ops that compiler/runtime/ref has
// no kernel for: flip, stack, eye, eye_like, outer, ewise_fma, median.
// Data movement copies raw elements (so int64 and uint64 values survive
// exactly); arithmetic follows ref_kernels.h (double for floats, rounded
// once on store; int64 with wrap for integers).
#include <cmath>
#include <cstring>

#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace op {
namespace {

using Args = std::vector<Value>;

int64_t Product(const std::vector<int64_t>& shape, size_t begin, size_t end) {
  int64_t n = 1;
  for (size_t i = begin; i < end; ++i) n *= shape[i];
  return n;
}

// Copies `count` consecutive elements.
void CopyElems(NDArray* dst, int64_t dst_index, const NDArray& src, int64_t src_index, int64_t count) {
  size_t bytes = static_cast<size_t>(src.dtype().bytes());
  if (count <= 0) return;
  std::memcpy(static_cast<uint8_t*>(dst->data()) + dst_index * bytes,
              static_cast<const uint8_t*>(src.data()) + src_index * bytes, count * bytes);
}

Value EvalFlip(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  int axis = NormalizeAxis(call, x.ndim(), GetIntAttr(call, "axis"));
  const std::vector<int64_t>& shape = x.shape();
  int64_t outer = Product(shape, 0, axis), n = shape[axis], inner = Product(shape, axis + 1, shape.size());
  NDArray out = NDArray::Empty(shape, x.dtype());
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < n; ++i) CopyElems(&out, (o * n + i) * inner, x, (o * n + (n - 1 - i)) * inner, inner);
  }
  return TensorValue(out);
}

Value EvalStack(const relax::Call& call, const Args& args) {
  std::vector<NDArray> xs = TensorTupleArg(call, args, 0);
  if (xs.empty()) Unsupported(call, "stacking an empty tuple");
  for (size_t i = 1; i < xs.size(); ++i) {
    if (xs[i].shape() != xs[0].shape() || xs[i].dtype() != xs[0].dtype()) {
      Fail(call, OpLabel(call) + " expects tensors of one shape and dtype, but tensor 0 is " +
                     xs[0].dtype().ToString() + " " + ShapeToString(xs[0].shape()) + " and tensor " +
                     std::to_string(i) + " is " + xs[i].dtype().ToString() + " " + ShapeToString(xs[i].shape()));
    }
  }
  // TVM's stack treats axis=None as 0.
  int axis = NormalizeAxis(call, xs[0].ndim() + 1, GetOptionalIntAttr(call, "axis").value_or(0));
  std::vector<int64_t> shape = xs[0].shape();
  int64_t outer = Product(shape, 0, axis), inner = Product(shape, axis, shape.size());
  shape.insert(shape.begin() + axis, static_cast<int64_t>(xs.size()));
  NDArray out = NDArray::Empty(shape, xs[0].dtype());
  int64_t count = static_cast<int64_t>(xs.size());
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t t = 0; t < count; ++t) CopyElems(&out, (o * count + t) * inner, xs[t], o * inner, inner);
  }
  return TensorValue(out);
}

NDArray Eye(int64_t n, int64_t m, int64_t k, DataType dtype) {
  NDArray out = NDArray::Zeros({n, m}, dtype);
  for (int64_t i = 0; i < n; ++i) {
    int64_t j = i + k;
    if (j >= 0 && j < m) out.SetInt(i * m + j, 1);
  }
  return out;
}

Value EvalEye(const relax::Call& call, const Args& args) {
  // Normalized calls carry all three (NormalizeEye); default as TVM's Python
  // wrapper does for calls built by hand.
  int64_t n = PrimIntArg(call, args, 0);
  int64_t m = args.size() > 1 ? PrimIntArg(call, args, 1) : n;
  int64_t k = args.size() > 2 ? PrimIntArg(call, args, 2) : 0;
  return TensorValue(Eye(n, m, k, GetDataTypeAttr(call, "dtype")));
}

Value EvalEyeLike(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  if (x.ndim() != 2) Fail(call, OpLabel(call) + " expects a 2-D tensor, got shape " + ShapeToString(x.shape()));
  int64_t k = args.size() > 1 ? PrimIntArg(call, args, 1) : 0;
  DataType dtype = GetDataTypeAttr(call, "dtype");
  return TensorValue(Eye(x.shape()[0], x.shape()[1], k, dtype.is_void() ? x.dtype() : dtype));
}

// The result takes x1's dtype, as inference says.
Value EvalOuter(const relax::Call& call, const Args& args) {
  const NDArray& a = TensorArg(call, args, 0);
  const NDArray& b = TensorArg(call, args, 1);
  if (a.ndim() != 1 || b.ndim() != 1) {
    Fail(call, OpLabel(call) + " expects two 1-D tensors, got shapes " + ShapeToString(a.shape()) + " and " +
                   ShapeToString(b.shape()));
  }
  int64_t n = a.shape()[0], m = b.shape()[0];
  NDArray out = NDArray::Empty({n, m}, a.dtype());
  bool floating = a.dtype().is_floating() || b.dtype().is_floating();
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (floating) {
        out.SetDouble(i * m + j, a.GetDouble(i) * b.GetDouble(j));
      } else {
        out.SetInt(i * m + j,
                   static_cast<int64_t>(static_cast<uint64_t>(a.GetInt(i)) * static_cast<uint64_t>(b.GetInt(j))));
      }
    }
  }
  return TensorValue(out);
}

// x1 * x2 + x3 rounded once (std::fma in double for floats; wrapping int64
// for integers). No broadcasting: inference requires equal shapes.
Value EvalEwiseFMA(const relax::Call& call, const Args& args) {
  const NDArray& a = TensorArg(call, args, 0);
  const NDArray& b = TensorArg(call, args, 1);
  const NDArray& c = TensorArg(call, args, 2);
  if (a.shape() != b.shape() || a.shape() != c.shape() || a.dtype() != b.dtype() || a.dtype() != c.dtype()) {
    Fail(call, OpLabel(call) + " expects three tensors of one shape and dtype");
  }
  NDArray out = NDArray::Empty(a.shape(), a.dtype());
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    if (a.dtype().is_floating()) {
      out.SetDouble(i, std::fma(a.GetDouble(i), b.GetDouble(i), c.GetDouble(i)));
    } else {
      uint64_t p = static_cast<uint64_t>(a.GetInt(i)) * static_cast<uint64_t>(b.GetInt(i));
      out.SetInt(i, static_cast<int64_t>(p + static_cast<uint64_t>(c.GetInt(i))));
    }
  }
  return TensorValue(out);
}

// TVM's legalization of median: the lower median, element (n - 1) // 2 of
// a stable ascending sort. With one axis it also returns the int64 index
// of that element (a tuple); with axis=None it reduces every element and
// returns the value only. Several axes are not defined by TVM (its
// legalization uses only the first).
Value EvalMedian(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  auto axis = GetOptionalIntListAttr(call, "axis");
  bool keepdims = GetBoolAttr(call, "keepdims");
  if (axis && axis->size() != 1) Unsupported(call, "axis lists that are not a single axis");
  if (!axis) {
    if (x.NumElements() == 0) Unsupported(call, "an empty tensor");
    int64_t mid = (x.NumElements() - 1) / 2;
    NDArray sorted = ref::Sort(ref::Flatten(x), 0, false);
    NDArray value = ref::StridedSlice(sorted, {0}, {mid}, {mid + 1});
    std::vector<int64_t> shape = keepdims ? std::vector<int64_t>(x.ndim(), 1) : std::vector<int64_t>{};
    return TensorValue(ref::Reshape(value, shape));
  }
  int ax = NormalizeAxis(call, x.ndim(), (*axis)[0]);
  int64_t n = x.shape()[ax];
  if (n == 0) Unsupported(call, "an empty axis");
  int64_t mid = (n - 1) / 2;
  NDArray values = ref::StridedSlice(ref::Sort(x, ax, false), {ax}, {mid}, {mid + 1});
  NDArray indices = ref::StridedSlice(ref::Argsort(x, ax, false, DataType::Int(64)), {ax}, {mid}, {mid + 1});
  if (!keepdims) {
    values = ref::Squeeze(values, std::vector<int64_t>{ax});
    indices = ref::Squeeze(indices, std::vector<int64_t>{ax});
  }
  return TupleValue({TensorValue(values), TensorValue(indices)});
}

}  // namespace

FEvaluate EvalHostTensorKernel(const std::string& name) {
  if (name == "flip") return EvalFlip;
  if (name == "stack") return EvalStack;
  if (name == "eye") return EvalEye;
  if (name == "eye_like") return EvalEyeLike;
  if (name == "outer") return EvalOuter;
  if (name == "ewise_fma") return EvalEwiseFMA;
  if (name == "median") return EvalMedian;
  return nullptr;
}

}  // namespace op
}  // namespace rlx
