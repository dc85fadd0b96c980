// Host kernels and evaluators for the 1-D and 3-D convolutions and pools
// (compiler/runtime/ref has 2-D ones only): one N-d direct loop each, over
// the NC<spatial> layouts (NCW / NCDHW data, OIW / OIDHW kernels). Windows,
// padding and divisors follow TOPI's pool_impl_nd and conv, so the
// evaluator and the legalized kernels agree; values are accumulated in
// double and rounded once to the output dtype.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"

namespace rlx {
namespace op {
namespace {

using Args = std::vector<Value>;

// The spatial dimensions of `x` (everything after N and C), checking the
// layout is the plain NC<spatial> one.
int SpatialDims(const relax::Call& call, const NDArray& x, const std::string& layout, const std::string& attr) {
  int nd = x.ndim() - 2;
  std::string want = nd == 1 ? "NCW" : nd == 3 ? "NCDHW" : "";
  if (nd < 1 || layout != want) Unsupported(call, attr + " " + layout + " (the reference kernel takes " + want + ")");
  auto out = GetOptionalStringAttr(call, "out_layout");
  if (out && *out != layout) Unsupported(call, "out_layout " + *out + " differing from " + layout);
  return nd;
}

// An attribute of one value per spatial dimension (a single value applies
// to all).
std::vector<int64_t> PerDim(const relax::Call& call, const char* name, int nd) {
  std::vector<int64_t> v = GetIntListAttr(call, name);
  if (v.size() == 1) v.assign(nd, v[0]);
  if (static_cast<int>(v.size()) != nd) {
    Fail(call, OpLabel(call) + " expects " + std::to_string(nd) + " values of " + name + ", got " + IntsToString(v));
  }
  return v;
}

// Padding as (before, after) per dimension, from 1, nd or 2 * nd values
// (all before values first, as TVM writes them).
void Padding(const relax::Call& call, int nd, std::vector<int64_t>* before, std::vector<int64_t>* after) {
  std::vector<int64_t> p = GetIntListAttr(call, "padding");
  if (p.size() == 1) p.assign(nd, p[0]);
  if (static_cast<int>(p.size()) == nd) p.insert(p.end(), p.begin(), p.end());
  if (static_cast<int>(p.size()) != 2 * nd) {
    Fail(call, OpLabel(call) + " expects 1, " + std::to_string(nd) + " or " + std::to_string(2 * nd) +
                   " padding values, got " + IntsToString(p));
  }
  before->assign(p.begin(), p.begin() + nd);
  after->assign(p.begin() + nd, p.end());
}

// Row-major strides of `shape`.
std::vector<int64_t> Strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) s[d - 1] = s[d] * shape[d];
  return s;
}

// Calls f(index) for every multi-index of `shape`, in row-major order.
template <typename F>
void ForEachIndex(const std::vector<int64_t>& shape, F f) {
  int64_t total = 1;
  for (int64_t d : shape) total *= d;
  std::vector<int64_t> index(shape.size(), 0);
  for (int64_t i = 0; i < total; ++i) {
    f(index);
    for (size_t d = shape.size(); d-- > 0;) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
}

Value EvalConvNd(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  const NDArray& w = TensorArg(call, args, 1);
  int nd = SpatialDims(call, x, GetStringAttr(call, "data_layout"), "data_layout");
  std::string kernel_layout = GetStringAttr(call, "kernel_layout");
  if (kernel_layout != (nd == 1 ? "OIW" : "OIDHW")) Unsupported(call, "kernel_layout " + kernel_layout);
  std::vector<int64_t> strides = PerDim(call, "strides", nd), dilation = PerDim(call, "dilation", nd);
  std::vector<int64_t> pad_before, pad_after;
  Padding(call, nd, &pad_before, &pad_after);
  int64_t groups = GetIntAttr(call, "groups");
  int64_t n = x.shape()[0], c = x.shape()[1], o = w.shape()[0], cg = w.shape()[1];
  if (groups <= 0 || c % groups != 0 || o % groups != 0 || cg * groups != c) {
    Fail(call, OpLabel(call) + ": " + std::to_string(c) + " input channels, " + std::to_string(o) +
                   " output channels and weight shape " + ShapeToString(w.shape()) +
                   " do not fit groups=" + std::to_string(groups));
  }
  std::vector<int64_t> out_shape = {n, o}, kernel(w.shape().begin() + 2, w.shape().end());
  for (int d = 0; d < nd; ++d) {
    int64_t span = dilation[d] * (kernel[d] - 1) + 1;
    out_shape.push_back((x.shape()[2 + d] + pad_before[d] + pad_after[d] - span) / strides[d] + 1);
  }
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  NDArray out = NDArray::Empty(out_shape, out_dtype.is_void() ? x.dtype() : out_dtype);
  std::vector<int64_t> xs = Strides(x.shape()), ws = Strides(w.shape());
  std::vector<int64_t> window(kernel.begin(), kernel.end());
  window.insert(window.begin(), cg);
  int64_t flat = 0;
  ForEachIndex(out_shape, [&](const std::vector<int64_t>& oi) {
    int64_t group = oi[1] / (o / groups);
    double acc = 0;
    ForEachIndex(window, [&](const std::vector<int64_t>& k) {
      int64_t xi = oi[0] * xs[0] + (group * cg + k[0]) * xs[1];
      int64_t wi = oi[1] * ws[0] + k[0] * ws[1];
      for (int d = 0; d < nd; ++d) {
        int64_t pos = oi[2 + d] * strides[d] + k[1 + d] * dilation[d] - pad_before[d];
        if (pos < 0 || pos >= x.shape()[2 + d]) return;
        xi += pos * xs[2 + d];
        wi += k[1 + d] * ws[2 + d];
      }
      acc += x.GetDouble(xi) * w.GetDouble(wi);
    });
    out.SetDouble(flat++, acc);
  });
  return TensorValue(out);
}

// TOPI's pool_impl_nd: max pads with the lowest value; avg divides by the
// window positions inside the padded input (count_include_pad, without
// ceil_mode's extra padding) or inside the input.
Value EvalPoolNd(const relax::Call& call, const Args& args, bool is_max) {
  const NDArray& x = TensorArg(call, args, 0);
  int nd = SpatialDims(call, x, GetStringAttr(call, "layout"), "layout");
  std::vector<int64_t> kernel = PerDim(call, "pool_size", nd), strides = PerDim(call, "strides", nd);
  std::vector<int64_t> dilation = PerDim(call, "dilation", nd);
  std::vector<int64_t> pad_before, pad_after;
  Padding(call, nd, &pad_before, &pad_after);
  bool ceil_mode = GetBoolAttr(call, "ceil_mode");
  bool include_pad = GetBoolAttr(call, "count_include_pad");
  std::vector<int64_t> out_shape = {x.shape()[0], x.shape()[1]};
  for (int d = 0; d < nd; ++d) {
    int64_t extra = ceil_mode ? strides[d] - 1 : 0;
    int64_t span = dilation[d] * (kernel[d] - 1) + 1;
    out_shape.push_back((x.shape()[2 + d] + pad_before[d] + pad_after[d] + extra - span) / strides[d] + 1);
  }
  NDArray out = NDArray::Empty(out_shape, x.dtype());
  std::vector<int64_t> xs = Strides(x.shape());
  int64_t flat = 0;
  ForEachIndex(out_shape, [&](const std::vector<int64_t>& oi) {
    double acc = is_max ? -std::numeric_limits<double>::infinity() : 0;
    int64_t count = 1;
    for (int d = 0; d < nd && !is_max; ++d) {
      int64_t start = oi[2 + d] * strides[d] - pad_before[d];
      int64_t last = start + (kernel[d] - 1) * dilation[d];
      int64_t lo = start, hi = std::min(last, x.shape()[2 + d] + pad_after[d] - 1);
      if (!include_pad) {
        while (lo < 0) lo += dilation[d];
        hi = std::min(last, x.shape()[2 + d] - 1);
      }
      count *= hi >= lo ? (hi - lo) / dilation[d] + 1 : 0;
    }
    ForEachIndex(kernel, [&](const std::vector<int64_t>& k) {
      int64_t xi = oi[0] * xs[0] + oi[1] * xs[1];
      for (int d = 0; d < nd; ++d) {
        int64_t pos = oi[2 + d] * strides[d] + k[d] * dilation[d] - pad_before[d];
        if (pos < 0 || pos >= x.shape()[2 + d]) return;  // padding: no value, no sum
        xi += pos * xs[2 + d];
      }
      double v = x.GetDouble(xi);
      acc = is_max ? std::max(acc, v) : acc + v;
    });
    out.SetDouble(flat++, is_max ? acc : acc / std::max<int64_t>(count, 1));
  });
  return TensorValue(out);
}

// Output element o of a dimension averages input [floor(o * in / out),
// ceil((o + 1) * in / out)).
Value EvalAdaptiveAvgPoolNd(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  int nd = SpatialDims(call, x, GetStringAttr(call, "layout"), "layout");
  std::vector<int64_t> size(x.shape().begin() + 2, x.shape().end());
  if (auto o = GetOptionalIntListAttr(call, "output_size")) {
    size = *o;
    if (size.size() == 1) size.assign(nd, size[0]);
  }
  if (static_cast<int>(size.size()) != nd) Fail(call, OpLabel(call) + " expects " + std::to_string(nd) + " sizes");
  std::vector<int64_t> out_shape = {x.shape()[0], x.shape()[1]};
  out_shape.insert(out_shape.end(), size.begin(), size.end());
  NDArray out = NDArray::Empty(out_shape, x.dtype());
  std::vector<int64_t> xs = Strides(x.shape());
  int64_t flat = 0;
  ForEachIndex(out_shape, [&](const std::vector<int64_t>& oi) {
    std::vector<int64_t> start(nd), extent(nd);
    for (int d = 0; d < nd; ++d) {
      int64_t in = x.shape()[2 + d];
      start[d] = oi[2 + d] * in / size[d];
      extent[d] = ((oi[2 + d] + 1) * in + size[d] - 1) / size[d] - start[d];
    }
    double acc = 0;
    int64_t count = 0;
    ForEachIndex(extent, [&](const std::vector<int64_t>& k) {
      int64_t xi = oi[0] * xs[0] + oi[1] * xs[1];
      for (int d = 0; d < nd; ++d) xi += (start[d] + k[d]) * xs[2 + d];
      acc += x.GetDouble(xi);
      ++count;
    });
    out.SetDouble(flat++, acc / std::max<int64_t>(count, 1));
  });
  return TensorValue(out);
}

}  // namespace

FEvaluate EvalHostConvPoolKernel(const std::string& name) {
  if (name == "nn.conv1d" || name == "nn.conv3d") return EvalConvNd;
  if (name == "nn.max_pool1d" || name == "nn.max_pool3d") {
    return [](const relax::Call& call, const Args& args) { return EvalPoolNd(call, args, true); };
  }
  if (name == "nn.avg_pool1d" || name == "nn.avg_pool3d") {
    return [](const relax::Call& call, const Args& args) { return EvalPoolNd(call, args, false); };
  }
  if (name == "nn.adaptive_avg_pool1d" || name == "nn.adaptive_avg_pool3d") return EvalAdaptiveAvgPoolNd;
  return nullptr;
}

}  // namespace op
}  // namespace rlx
