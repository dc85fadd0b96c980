// conv2d, max/avg pooling and adaptive average pooling. Every kernel first
// brings its operands to the canonical NCHW / OIHW index order (as plain
// vectors), computes there, and writes back in the requested layout.
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "compiler/runtime/float_format.h"
#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;

namespace {

// Expands 1- or 2-element (h, w) attributes.
std::vector<int64_t> Pair(const std::string& op, const std::string& name, const std::vector<int64_t>& v) {
  if (v.size() == 1) return {v[0], v[0]};
  if (v.size() == 2) return v;
  Fail(op, name + " must have 1 or 2 values, got " + std::to_string(v.size()));
}

// Expands padding to [top, left, bottom, right] as Relax does.
std::vector<int64_t> Padding4(const std::string& op, const std::vector<int64_t>& v) {
  if (v.size() == 1) return {v[0], v[0], v[0], v[0]};
  if (v.size() == 2) return {v[0], v[1], v[0], v[1]};
  if (v.size() == 4) return v;
  Fail(op, "padding must have 1, 2 or 4 values, got " + std::to_string(v.size()));
}

void CheckPositive(const std::string& op, const std::string& name, const std::vector<int64_t>& v) {
  for (int64_t x : v) {
    if (x <= 0) Fail(op, name + " values must be positive");
  }
}

void CheckNonNegative(const std::string& op, const std::vector<int64_t>& v) {
  for (int64_t x : v) {
    if (x < 0) Fail(op, "padding values must be non-negative");
  }
}

// Position of each canonical dimension (N, C, H, W) in a 4-D activation layout.
std::vector<int> ActivationPerm(const std::string& op, const std::string& layout) {
  if (layout == "NCHW") return {0, 1, 2, 3};
  if (layout == "NHWC") return {0, 3, 1, 2};
  Fail(op, "unsupported layout '" + layout + "' (expected NCHW or NHWC)");
}

// Position of each canonical dimension (O, I, H, W) in a kernel layout.
std::vector<int> KernelPerm(const std::string& op, const std::string& layout) {
  if (layout == "OIHW") return {0, 1, 2, 3};
  if (layout == "OHWI") return {0, 3, 1, 2};
  if (layout == "HWIO") return {3, 2, 0, 1};
  Fail(op, "unsupported kernel layout '" + layout + "' (expected OIHW, OHWI or HWIO)");
}

// A 4-D array read into canonical order: dims[c] is canonical dimension c,
// values are row-major in canonical order.
template <typename T>
struct Canonical {
  int64_t dims[4];
  std::vector<T> values;
  T at(int64_t a, int64_t b, int64_t c, int64_t d) const {
    return values[((a * dims[1] + b) * dims[2] + c) * dims[3] + d];
  }
};

template <typename T>
Canonical<T> ToCanonical(const NDArray& x, const std::vector<int>& perm) {
  Canonical<T> c;
  std::vector<int64_t> strides = internal::RowMajorStrides(x.shape());
  std::vector<int64_t> canon_strides(4);
  for (int d = 0; d < 4; ++d) {
    c.dims[d] = x.shape()[perm[d]];
    canon_strides[d] = strides[perm[d]];
  }
  std::vector<int64_t> src = internal::StridedOffsets({c.dims[0], c.dims[1], c.dims[2], c.dims[3]}, canon_strides);
  c.values.resize(src.size());
  for (size_t i = 0; i < src.size(); ++i) {
    if constexpr (std::is_same_v<T, int64_t>) {
      c.values[i] = x.GetInt(src[i]);
    } else {
      c.values[i] = x.GetDouble(src[i]);
    }
  }
  return c;
}

// Shape in `layout` of a canonical (N, C, H, W) activation.
Shape LayoutShape(const std::vector<int>& perm, int64_t n, int64_t c, int64_t h, int64_t w) {
  Shape s(4);
  const int64_t canon[4] = {n, c, h, w};
  for (int d = 0; d < 4; ++d) s[perm[d]] = canon[d];
  return s;
}

// Flat offset in `layout` of canonical index (n, c, h, w).
int64_t LayoutOffset(const std::vector<int>& perm, const Shape& shape, int64_t n, int64_t c, int64_t h, int64_t w) {
  int64_t idx[4];
  const int64_t canon[4] = {n, c, h, w};
  for (int d = 0; d < 4; ++d) idx[perm[d]] = canon[d];
  return ((idx[0] * shape[1] + idx[1]) * shape[2] + idx[2]) * shape[3] + idx[3];
}

template <typename T>
NDArray Conv2dImpl(const NDArray& data, const NDArray& weight, const Conv2dAttrs& attrs, DataType out_dtype) {
  const std::string op = "conv2d";
  const std::vector<int> dperm = ActivationPerm(op, attrs.data_layout);
  const std::vector<int> kperm = KernelPerm(op, attrs.kernel_layout);
  const std::vector<int64_t> stride = Pair(op, "strides", attrs.strides);
  const std::vector<int64_t> dil = Pair(op, "dilation", attrs.dilation);
  const std::vector<int64_t> pad = Padding4(op, attrs.padding);
  CheckPositive(op, "strides", stride);
  CheckPositive(op, "dilation", dil);
  CheckNonNegative(op, pad);
  if (attrs.groups <= 0) Fail(op, "groups must be positive");
  Canonical<T> x = ToCanonical<T>(data, dperm);
  Canonical<T> w = ToCanonical<T>(weight, kperm);
  const int64_t N = x.dims[0], C = x.dims[1], H = x.dims[2], W = x.dims[3];
  const int64_t O = w.dims[0], IG = w.dims[1], KH = w.dims[2], KW = w.dims[3];
  const int64_t G = attrs.groups;
  if (IG * G != C) {
    Fail(op, "data has " + std::to_string(C) + " channels but the weight expects " + std::to_string(IG) +
                 " per group x " + std::to_string(G) + " groups");
  }
  if (O % G != 0) {
    Fail(op, std::to_string(O) + " output channels are not divisible by " + std::to_string(G) + " groups");
  }
  const int64_t num_h = H + pad[0] + pad[2] - dil[0] * (KH - 1) - 1;
  const int64_t num_w = W + pad[1] + pad[3] - dil[1] * (KW - 1) - 1;
  if (num_h < 0 || num_w < 0) {
    Fail(op, "the dilated kernel is larger than the padded input");
  }
  const int64_t OH = num_h / stride[0] + 1, OW = num_w / stride[1] + 1;
  const Shape out_shape = LayoutShape(dperm, N, O, OH, OW);
  NDArray out = NDArray::Empty(out_shape, out_dtype);
  const int64_t o_per_group = O / G;
  for (int64_t n = 0; n < N; ++n) {
    for (int64_t o = 0; o < O; ++o) {
      const int64_t c0 = (o / o_per_group) * IG;
      for (int64_t oh = 0; oh < OH; ++oh) {
        for (int64_t ow = 0; ow < OW; ++ow) {
          T acc = 0;
          for (int64_t ic = 0; ic < IG; ++ic) {
            for (int64_t kh = 0; kh < KH; ++kh) {
              const int64_t ih = oh * stride[0] - pad[0] + kh * dil[0];
              if (ih < 0 || ih >= H) continue;
              for (int64_t kw = 0; kw < KW; ++kw) {
                const int64_t iw = ow * stride[1] - pad[1] + kw * dil[1];
                if (iw < 0 || iw >= W) continue;
                const T prod = x.at(n, c0 + ic, ih, iw) * w.at(o, ic, kh, kw);
                if constexpr (std::is_same_v<T, int64_t>) {
                  acc = internal::WrapAdd(acc, prod);
                } else {
                  acc += prod;
                }
              }
            }
          }
          const int64_t dst = LayoutOffset(dperm, out_shape, n, o, oh, ow);
          if constexpr (std::is_same_v<T, int64_t>) {
            out.SetInt(dst, acc);
          } else {
            out.SetDouble(dst, acc);
          }
        }
      }
    }
  }
  return out;
}

void RequireRank4(const std::string& op, const NDArray& x, const std::string& what) {
  internal::RequireDefined(op, x, what);
  if (x.ndim() != 4) Fail(op, what + " must be 4-D, got shape " + ShapeToString(x.shape()));
}

enum class PoolKind { kMax, kAvg };

NDArray Pool2d(const std::string& op, const NDArray& data, const Pool2dAttrs& attrs, PoolKind kind) {
  RequireRank4(op, data, "data");
  const std::vector<int> perm = ActivationPerm(op, attrs.layout);
  const std::vector<int64_t> k = Pair(op, "pool_size", attrs.pool_size);
  const std::vector<int64_t> stride = Pair(op, "strides", attrs.strides);
  const std::vector<int64_t> dil = Pair(op, "dilation", attrs.dilation);
  const std::vector<int64_t> pad = Padding4(op, attrs.padding);
  CheckPositive(op, "pool_size", k);
  CheckPositive(op, "strides", stride);
  CheckPositive(op, "dilation", dil);
  CheckNonNegative(op, pad);
  Canonical<double> x = ToCanonical<double>(data, perm);
  const int64_t N = x.dims[0], C = x.dims[1], H = x.dims[2], W = x.dims[3];
  // TOPI's pool_impl_nd output size, including its ceil_mode correction.
  auto out_dim = [&](int64_t in, int64_t kk, int64_t s, int64_t d, int64_t head, int64_t tail) {
    int64_t num = in + head + tail - d * (kk - 1) - 1;
    if (attrs.ceil_mode) num += s - 1;
    if (num < 0) Fail(op, "the dilated window is larger than the padded input");
    int64_t out = num / s + 1;
    if (attrs.ceil_mode && (out - 1) * s >= in + head) --out;
    return out;
  };
  const int64_t OH = out_dim(H, k[0], stride[0], dil[0], pad[0], pad[2]);
  const int64_t OW = out_dim(W, k[1], stride[1], dil[1], pad[1], pad[3]);
  const Shape out_shape = LayoutShape(perm, N, C, OH, OW);
  NDArray out = NDArray::Empty(out_shape, data.dtype());
  const double pad_value = LowestValue(data.dtype());
  const bool integer = !data.dtype().is_floating();
  for (int64_t n = 0; n < N; ++n) {
    for (int64_t c = 0; c < C; ++c) {
      for (int64_t oh = 0; oh < OH; ++oh) {
        for (int64_t ow = 0; ow < OW; ++ow) {
          double best = -std::numeric_limits<double>::infinity();
          double sum = 0;
          int64_t in_data = 0, in_padded = 0;
          bool touches_padding = false;
          for (int64_t kh = 0; kh < k[0]; ++kh) {
            const int64_t ih = oh * stride[0] - pad[0] + kh * dil[0];
            for (int64_t kw = 0; kw < k[1]; ++kw) {
              const int64_t iw = ow * stride[1] - pad[1] + kw * dil[1];
              // Taps inside the explicitly padded extent (not the ceil_mode
              // overhang) count for count_include_pad.
              if (ih >= -pad[0] && ih < H + pad[2] && iw >= -pad[1] && iw < W + pad[3]) {
                ++in_padded;
              }
              if (ih < 0 || ih >= H || iw < 0 || iw >= W) {
                touches_padding = true;
                continue;
              }
              const double v = x.at(n, c, ih, iw);
              ++in_data;
              sum += v;
              if (!std::isnan(best) && (std::isnan(v) || v > best)) best = v;  // NaN sticks.
            }
          }
          const int64_t dst = LayoutOffset(perm, out_shape, n, c, oh, ow);
          if (kind == PoolKind::kMax) {
            // TOPI pads with the dtype's lowest finite value, which can win.
            if (touches_padding && !std::isnan(best)) best = std::max(best, pad_value);
            out.SetDouble(dst, best);
            continue;
          }
          const int64_t divisor = std::max<int64_t>(attrs.count_include_pad ? in_padded : in_data, 1);
          if (integer) {
            out.SetInt(dst, static_cast<int64_t>(sum) / divisor);  // TVM truncating div.
          } else {
            out.SetDouble(dst, sum / static_cast<double>(divisor));
          }
        }
      }
    }
  }
  return out;
}

}  // namespace

NDArray ConvTranspose(const NDArray& data, const NDArray& weight, const std::vector<int64_t>& strides,
                      const std::vector<int64_t>& padding, const std::vector<int64_t>& output_padding,
                      const std::vector<int64_t>& dilation, int64_t groups, DataType out_dtype) {
  const std::string op = "conv_transpose";
  const int nd = data.ndim() - 2;
  if (nd < 1 || nd > 3 || weight.ndim() != data.ndim()) Fail(op, "expects NC<spatial> data and IO<spatial> weight");
  if (strides.size() != static_cast<size_t>(nd) || dilation.size() != static_cast<size_t>(nd) ||
      output_padding.size() != static_cast<size_t>(nd) || padding.size() != static_cast<size_t>(2 * nd)) {
    Fail(op,
         "strides, dilation, output_padding and padding do not match the "
         "spatial rank");
  }
  if (groups <= 0) Fail(op, "groups must be positive");
  const int64_t n = data.shape()[0], cin = data.shape()[1];
  if (weight.shape()[0] != cin || cin % groups) Fail(op, "weight's input channels do not match the data");
  const int64_t cout_g = weight.shape()[1], cin_g = cin / groups, cout = cout_g * groups;
  std::vector<int64_t> in(data.shape().begin() + 2, data.shape().end());
  std::vector<int64_t> k(weight.shape().begin() + 2, weight.shape().end());
  std::vector<int64_t> out_shape = {n, cout};
  for (int d = 0; d < nd; ++d) {
    out_shape.push_back((in[d] - 1) * strides[d] - padding[d] - padding[nd + d] + dilation[d] * (k[d] - 1) +
                        output_padding[d] + 1);
    if (out_shape.back() <= 0) Fail(op, "the output would be empty");
  }
  if (out_dtype.is_void()) out_dtype = data.dtype();
  auto volume = [](const std::vector<int64_t>& v, int from) {
    int64_t p = 1;
    for (size_t i = from; i < v.size(); ++i) p *= v[i];
    return p;
  };
  const int64_t in_sp = volume(data.shape(), 2), k_sp = volume(weight.shape(), 2), out_sp = volume(out_shape, 2);
  std::vector<double> acc(static_cast<size_t>(volume(out_shape, 0)), 0.0);
  std::vector<int64_t> ip(nd), kp(nd);
  for (int64_t b = 0; b < n; ++b) {
    for (int64_t ci = 0; ci < cin; ++ci) {
      const int64_t g = ci / cin_g;
      for (int64_t is = 0; is < in_sp; ++is) {
        int64_t r = is;
        for (int d = nd - 1; d >= 0; --d) ip[d] = r % in[d], r /= in[d];
        const double x = data.GetDouble((b * cin + ci) * in_sp + is);
        for (int64_t co = 0; co < cout_g; ++co) {
          for (int64_t ks = 0; ks < k_sp; ++ks) {
            int64_t q = ks;
            for (int d = nd - 1; d >= 0; --d) kp[d] = q % k[d], q /= k[d];
            int64_t os = 0;
            bool inside = true;
            for (int d = 0; d < nd; ++d) {
              int64_t o = ip[d] * strides[d] + kp[d] * dilation[d] - padding[d];
              inside &= o >= 0 && o < out_shape[2 + d];
              os = os * out_shape[2 + d] + o;
            }
            if (!inside) continue;
            const double w = weight.GetDouble((ci * cout_g + co) * k_sp + ks);
            acc[static_cast<size_t>((b * cout + g * cout_g + co) * out_sp + os)] += x * w;
          }
        }
      }
    }
  }
  NDArray out = NDArray::Empty(out_shape, out_dtype);
  for (size_t i = 0; i < acc.size(); ++i) out.SetDouble(static_cast<int64_t>(i), acc[i]);
  return out;
}

NDArray Conv2d(const NDArray& data, const NDArray& weight, const Conv2dAttrs& attrs) {
  RequireRank4("conv2d", data, "data");
  RequireRank4("conv2d", weight, "weight");
  DataType out_dtype = attrs.out_dtype;
  if (out_dtype.is_void()) {
    internal::RequireSameDType("conv2d", data, weight);
    out_dtype = data.dtype();
  }
  const bool integral = !out_dtype.is_floating() && !data.dtype().is_floating() && !weight.dtype().is_floating();
  if (integral) return Conv2dImpl<int64_t>(data, weight, attrs, out_dtype);
  return Conv2dImpl<double>(data, weight, attrs, out_dtype);
}

NDArray MaxPool2d(const NDArray& data, const Pool2dAttrs& attrs) {
  return Pool2d("max_pool2d", data, attrs, PoolKind::kMax);
}

NDArray AvgPool2d(const NDArray& data, const Pool2dAttrs& attrs) {
  return Pool2d("avg_pool2d", data, attrs, PoolKind::kAvg);
}

NDArray AdaptiveAvgPool2d(const NDArray& data, const std::optional<std::vector<int64_t>>& output_size,
                          const std::string& layout) {
  const std::string op = "adaptive_avg_pool2d";
  RequireRank4(op, data, "data");
  const std::vector<int> perm = ActivationPerm(op, layout);
  Canonical<double> x = ToCanonical<double>(data, perm);
  const int64_t N = x.dims[0], C = x.dims[1], H = x.dims[2], W = x.dims[3];
  std::vector<int64_t> size = output_size ? Pair(op, "output_size", *output_size) : std::vector<int64_t>{H, W};
  CheckPositive(op, "output_size", size);
  const int64_t OH = size[0], OW = size[1];
  const Shape out_shape = LayoutShape(perm, N, C, OH, OW);
  NDArray out = NDArray::Empty(out_shape, data.dtype());
  const bool integer = !data.dtype().is_floating();
  for (int64_t n = 0; n < N; ++n) {
    for (int64_t c = 0; c < C; ++c) {
      for (int64_t oh = 0; oh < OH; ++oh) {
        const int64_t h0 = oh * H / OH, h1 = ((oh + 1) * H + OH - 1) / OH;
        for (int64_t ow = 0; ow < OW; ++ow) {
          const int64_t w0 = ow * W / OW, w1 = ((ow + 1) * W + OW - 1) / OW;
          double sum = 0;
          for (int64_t h = h0; h < h1; ++h) {
            for (int64_t w = w0; w < w1; ++w) sum += x.at(n, c, h, w);
          }
          const int64_t count = std::max<int64_t>((h1 - h0) * (w1 - w0), 1);
          const int64_t dst = LayoutOffset(perm, out_shape, n, c, oh, ow);
          if (integer) {
            out.SetInt(dst, static_cast<int64_t>(sum) / count);
          } else {
            out.SetDouble(dst, sum / static_cast<double>(count));
          }
        }
      }
    }
  }
  return out;
}

}  // namespace ref
}  // namespace rlx
