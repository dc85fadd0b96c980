// Host kernels and evaluators for nn ops that compiler/runtime/ref has no
// kernel for. Formulas follow TVM's legalizations (TOPI): values are
// computed in double and rounded once to the output dtype.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"

namespace rlx {
namespace op {
namespace {

using Args = std::vector<Value>;

template <typename F>
NDArray MapDouble(const NDArray& x, F f) {
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < x.NumElements(); ++i) out.SetDouble(i, f(x.GetDouble(i)));
  return out;
}

// TOPI leaky_relu: x > 0 ? x : x * alpha.
Value EvalLeakyRelu(const relax::Call& call, const Args& args) {
  double alpha = GetFloatAttr(call, "alpha");
  return TensorValue(MapDouble(TensorArg(call, args, 0), [alpha](double v) { return v > 0 ? v : v * alpha; }));
}

// TOPI softplus: linear above the threshold (beta * x > threshold), where
// log(1 + exp(beta * x)) / beta equals x to working precision.
Value EvalSoftplus(const relax::Call& call, const Args& args) {
  double beta = GetFloatAttr(call, "beta");
  double threshold = GetFloatAttr(call, "threshold");
  return TensorValue(MapDouble(TensorArg(call, args, 0), [beta, threshold](double v) {
    return beta * v > threshold ? v : std::log1p(std::exp(beta * v)) / beta;
  }));
}

// scale * (max(0, x) + min(0, alpha * (exp(x) - 1))) with TVM's constants.
Value EvalSelu(const relax::Call& call, const Args& args) {
  constexpr double kAlpha = 1.6732632423543772848170429916717;
  constexpr double kScale = 1.0507009873554804934193349852946;
  return TensorValue(MapDouble(TensorArg(call, args, 0), [](double v) {
    return kScale * (std::max(0.0, v) + std::min(0.0, kAlpha * (std::exp(v) - 1.0)));
  }));
}

// Index of flat element `i` along `axis` of `shape`.
int64_t IndexAlong(const std::vector<int64_t>& shape, int axis, int64_t i) {
  int64_t inner = 1;
  for (size_t d = axis + 1; d < shape.size(); ++d) inner *= shape[d];
  return (i / inner) % shape[axis];
}

// TOPI prelu: x > 0 ? x : x * alpha[c], c the index along `axis`.
Value EvalPRelu(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  const NDArray& alpha = TensorArg(call, args, 1);
  int axis = NormalizeAxis(call, x.ndim(), GetIntAttr(call, "axis"));
  if (alpha.ndim() != 1 || alpha.shape()[0] != x.shape()[axis]) {
    Fail(call, OpLabel(call) + " expects alpha of shape (" + std::to_string(x.shape()[axis]) + ",), got " +
                   ShapeToString(alpha.shape()));
  }
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    double v = x.GetDouble(i);
    out.SetDouble(i, v > 0 ? v : v * alpha.GetDouble(IndexAlong(x.shape(), axis, i)));
  }
  return TensorValue(out);
}

// Constant padding; pad_width is [before_0, after_0, before_1, after_1, ...].
Value EvalPad(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  std::string mode = GetStringAttr(call, "pad_mode");
  if (mode != "constant") Unsupported(call, "pad_mode \"" + mode + "\"");
  std::vector<int64_t> width = GetIntListAttr(call, "pad_width");
  int ndim = x.ndim();
  if (static_cast<int>(width.size()) != 2 * ndim) {
    Fail(call, OpLabel(call) + " expects pad_width to have 2 * ndim = " + std::to_string(2 * ndim) +
                   " values, but got " + IntsToString(width));
  }
  for (int64_t w : width) {
    if (w < 0) Unsupported(call, "negative pad widths");
  }
  std::vector<int64_t> shape(ndim);
  for (int d = 0; d < ndim; ++d) shape[d] = x.shape()[d] + width[2 * d] + width[2 * d + 1];
  NDArray out = NDArray::Empty(shape, x.dtype());
  double pad_value = GetFloatAttr(call, "pad_value");
  for (int64_t i = 0; i < out.NumElements(); ++i) out.SetDouble(i, pad_value);
  // Scatter every input element to its place in the output.
  size_t bytes = static_cast<size_t>(x.dtype().bytes());
  std::vector<int64_t> index(ndim, 0);
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    int64_t flat = 0;
    for (int d = 0; d < ndim; ++d) flat = flat * shape[d] + index[d] + width[2 * d];
    std::memcpy(static_cast<uint8_t*>(out.data()) + flat * bytes, static_cast<const uint8_t*>(x.data()) + i * bytes,
                bytes);
    for (int d = ndim - 1; d >= 0; --d) {
      if (++index[d] < x.shape()[d]) break;
      index[d] = 0;
    }
  }
  return TensorValue(out);
}

// TVM does not legalize dropout: frontends emit it for inference, where it
// is the identity. The mask (same struct info as the data) keeps every
// element, as ONNX's inference-mode mask does.
Value EvalDropout(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  NDArray mask = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < mask.NumElements(); ++i) mask.SetDouble(i, 1.0);
  return TupleValue({TensorValue(x), TensorValue(mask)});
}

// Normalizes groups of elements of x by their mean and population variance.
// An element's group is its multi-index over the dimensions not in
// `reduced`, where the channel dimension's index is divided by
// `channel_divisor` (group norm folds C / num_groups channels into one
// group; instance norm uses 1). gamma / beta are per channel (along
// `channel_axis`) and skipped when scale / center is false.
NDArray GroupedNormalize(const relax::Call& call, const NDArray& x, const std::vector<bool>& reduced, int channel_axis,
                         int64_t channel_divisor, const NDArray& gamma, const NDArray& beta, double epsilon,
                         bool center, bool scale) {
  if (!x.dtype().is_floating()) Fail(call, OpLabel(call) + " expects a floating-point input");
  int ndim = x.ndim();
  int64_t channels = x.shape()[channel_axis];
  for (const NDArray* p : {scale ? &gamma : nullptr, center ? &beta : nullptr}) {
    if (p != nullptr && (p->ndim() != 1 || p->shape()[0] != channels)) {
      Fail(call, OpLabel(call) + " expects gamma and beta of shape (" + std::to_string(channels) + ",), got " +
                     ShapeToString(p->shape()));
    }
  }
  // Group id and channel of every element.
  int64_t n = x.NumElements();
  std::vector<int64_t> group(n), channel(n);
  int64_t num_groups = 1;
  for (int d = 0; d < ndim; ++d) {
    if (!reduced[d]) num_groups *= d == channel_axis ? x.shape()[d] / channel_divisor : x.shape()[d];
  }
  std::vector<int64_t> index(ndim, 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t g = 0;
    for (int d = 0; d < ndim; ++d) {
      if (reduced[d]) continue;
      bool is_channel = d == channel_axis;
      g = g * (is_channel ? x.shape()[d] / channel_divisor : x.shape()[d]) +
          (is_channel ? index[d] / channel_divisor : index[d]);
    }
    group[i] = g;
    channel[i] = index[channel_axis];
    for (int d = ndim - 1; d >= 0; --d) {
      if (++index[d] < x.shape()[d]) break;
      index[d] = 0;
    }
  }
  // Two passes (mean, then squared deviations) for accuracy.
  std::vector<double> sum(num_groups, 0.0), sq(num_groups, 0.0);
  std::vector<int64_t> count(num_groups, 0);
  for (int64_t i = 0; i < n; ++i) {
    sum[group[i]] += x.GetDouble(i);
    ++count[group[i]];
  }
  for (int64_t g = 0; g < num_groups; ++g) sum[g] /= static_cast<double>(count[g] > 0 ? count[g] : 1);
  for (int64_t i = 0; i < n; ++i) {
    double dev = x.GetDouble(i) - sum[group[i]];
    sq[group[i]] += dev * dev;
  }
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < n; ++i) {
    int64_t g = group[i];
    double var = sq[g] / static_cast<double>(count[g]);
    double v = (x.GetDouble(i) - sum[g]) / std::sqrt(var + epsilon);
    if (scale) v *= gamma.GetDouble(channel[i]);
    if (center) v += beta.GetDouble(channel[i]);
    out.SetDouble(i, v);
  }
  return out;
}

Value EvalGroupNorm(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  int channel_axis = NormalizeAxis(call, x.ndim(), GetIntAttr(call, "channel_axis"));
  int64_t num_groups = GetIntAttr(call, "num_groups");
  int64_t channels = x.shape()[channel_axis];
  if (num_groups <= 0 || channels % num_groups != 0) {
    Fail(call, OpLabel(call) + " expects the " + std::to_string(channels) + " channels to split into " +
                   std::to_string(num_groups) + " equal groups");
  }
  std::vector<bool> reduced(x.ndim(), false);
  for (int a : NormalizeAxes(call, x.ndim(), GetIntListAttr(call, "axes"))) {
    if (a == channel_axis) Fail(call, OpLabel(call) + " expects that channel_axis is not in axes");
    reduced[a] = true;
  }
  return TensorValue(GroupedNormalize(call, x, reduced, channel_axis, channels / num_groups, TensorArg(call, args, 1),
                                      TensorArg(call, args, 2), GetFloatAttr(call, "epsilon"),
                                      GetBoolAttr(call, "center"), GetBoolAttr(call, "scale")));
}

Value EvalInstanceNorm(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  int channel_axis = NormalizeAxis(call, x.ndim(), GetIntAttr(call, "channel_axis"));
  std::vector<bool> reduced(x.ndim(), false);
  for (int a : NormalizeAxes(call, x.ndim(), GetIntListAttr(call, "axes"))) reduced[a] = true;
  if (reduced[channel_axis]) Fail(call, OpLabel(call) + " expects that channel_axis is not in axes");
  return TensorValue(GroupedNormalize(call, x, reduced, channel_axis, 1, TensorArg(call, args, 1),
                                      TensorArg(call, args, 2), GetFloatAttr(call, "epsilon"),
                                      GetBoolAttr(call, "center"), GetBoolAttr(call, "scale")));
}

}  // namespace

FEvaluate EvalHostNNKernel(const std::string& name) {
  if (name == "nn.leakyrelu") return EvalLeakyRelu;
  if (name == "nn.softplus") return EvalSoftplus;
  if (name == "nn.selu") return EvalSelu;
  if (name == "nn.prelu") return EvalPRelu;
  if (name == "nn.pad") return EvalPad;
  if (name == "nn.dropout") return EvalDropout;
  if (name == "nn.group_norm") return EvalGroupNorm;
  if (name == "nn.instance_norm") return EvalInstanceNorm;
  return nullptr;
}

}  // namespace op
}  // namespace rlx
