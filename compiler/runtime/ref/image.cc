// relax.image.resize2d, written from the definitions in TOPI's
// image/resize.py as plain loops: each output pixel maps to a source
// coordinate, which is rounded (nearest_neighbor), interpolated between two
// (linear) or four (cubic) source pixels per axis, with source indices
// clamped to the image.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;

namespace {

constexpr const char* kOp = "resize2d";

// One spatial axis: the source extent, the target extent and the roi span
// (used by tf_crop_and_resize only).
struct Axis {
  int64_t in = 0;
  int64_t out = 0;
  double roi_start = 0;
  double roi_end = 0;
};

// TOPI's get_inx. The coordinate arithmetic is float32 there ("float"); it is
// float32 here too, so that nearest-neighbour rounding picks the same pixel.
float SourceCoordinate(int64_t x, const Axis& a, const std::string& mode) {
  const float xf = static_cast<float>(x);
  const float scale = static_cast<float>(a.in) / static_cast<float>(a.out);
  if (mode == "half_pixel") return (xf + 0.5f) * scale - 0.5f;
  if (mode == "align_corners") {
    // TOPI divides by out - 1 and yields NaN for a single output pixel; that
    // pixel sits on the first corner here.
    if (a.out == 1) return 0.0f;
    return static_cast<float>(a.in - 1) / static_cast<float>(a.out - 1) * xf;
  }
  if (mode == "asymmetric") return scale * xf;
  if (mode == "pytorch_half_pixel") return a.out > 1 ? (xf + 0.5f) * scale - 0.5f : 0.0f;
  if (mode == "tf_half_pixel_for_nn") return (xf + 0.5f) * scale;
  if (mode == "tf_crop_and_resize") {
    const float start = static_cast<float>(a.roi_start), end = static_cast<float>(a.roi_end);
    const float span = static_cast<float>(a.in - 1);
    if (a.out > 1) return start * span + xf * (end - start) * span / static_cast<float>(a.out - 1);
    return 0.5f * (start + end) * span;
  }
  Fail(kOp, "unknown coordinate_transformation_mode \"" + mode + "\"");
}

int64_t RoundIndex(float v, const std::string& rounding) {
  if (rounding == "round") return static_cast<int64_t>(std::nearbyint(v));  // ties to even
  if (rounding == "round_prefer_floor") return static_cast<int64_t>(std::ceil(v - 0.5f));
  if (rounding == "round_prefer_ceil") return static_cast<int64_t>(std::floor(v + 0.5f));
  if (rounding == "floor") return static_cast<int64_t>(std::floor(v + 1e-5f));
  if (rounding == "ceil") return static_cast<int64_t>(std::ceil(v - 1e-5f));
  Fail(kOp, "unknown rounding_method \"" + rounding + "\"");
}

std::array<double, 4> CubicWeights(double t, double a) {
  const double t2 = t * t, t3 = t2 * t;
  return {a * (t3 - 2 * t2 + t), (a + 2) * t3 - (a + 3) * t2 + 1, -(a + 2) * t3 + (2 * a + 3) * t2 - a * t,
          -a * t3 + a * t2};
}

// The pixel weights along one axis for output index `x`: up to four
// (source index, weight) taps, indices already clamped.
struct Taps {
  std::array<int64_t, 4> index{};
  std::array<double, 4> weight{};
  int count = 0;
  bool outside = false;  // tf_crop_and_resize: the coordinate leaves the image
};

Taps AxisTaps(int64_t x, const Axis& a, const Resize2dAttrs& attrs, const std::string& rounding) {
  Taps t;
  auto clamp = [&](int64_t i) { return std::max<int64_t>(0, std::min<int64_t>(i, a.in - 1)); };
  const std::string& mode = attrs.coordinate_transformation_mode;
  float c;
  // TOPI divides integers for an asymmetric nearest-neighbour upscale by an
  // integral factor (can_convert_multiply_to_intdiv), which is exact.
  const bool int_div = attrs.method == "nearest_neighbor" && mode == "asymmetric" &&
                       (attrs.rounding_method == "floor" || attrs.rounding_method.empty()) && a.out % a.in == 0 &&
                       static_cast<double>(a.out / a.in) <= 1.0 / (1e-5 * static_cast<double>(a.in) + 1e-5);
  if (int_div) {
    t.count = 1;
    t.index[0] = clamp(x / (a.out / a.in));
    t.weight[0] = 1;
    return t;
  }
  c = SourceCoordinate(x, a, mode);
  t.outside = mode == "tf_crop_and_resize" && (c < 0 || c > static_cast<float>(a.in - 1));
  if (attrs.method == "nearest_neighbor") {
    t.count = 1;
    t.index[0] = clamp(RoundIndex(c, rounding));
    t.weight[0] = 1;
    return t;
  }
  const float fl = std::floor(c);
  const int64_t base = static_cast<int64_t>(fl);
  const double frac = static_cast<double>(c - fl);
  if (attrs.method == "linear") {
    t.count = 2;
    t.index = {clamp(base), clamp(base + 1), 0, 0};
    t.weight = {1 - frac, frac, 0, 0};
    return t;
  }
  t.count = 4;
  t.weight = CubicWeights(frac, attrs.cubic_alpha);
  double sum = 0;
  for (int i = 0; i < 4; ++i) {
    t.index[i] = clamp(base - 1 + i);
    // TOPI's exclusion test: base - 1 + i < 0 or base + i > in.
    if (attrs.cubic_exclude != 0 && (base - 1 + i < 0 || base + i > a.in)) t.weight[i] = 0;
    sum += t.weight[i];
  }
  if (attrs.cubic_exclude != 0) {
    for (double& w : t.weight) w /= sum;
  }
  return t;
}

}  // namespace

NDArray Resize2d(const NDArray& x, int64_t out_h, int64_t out_w, const Resize2dAttrs& attrs) {
  internal::RequireDefined(kOp, x);
  const std::string& layout = attrs.layout;
  if (layout != "NCHW" && layout != "NHWC") Fail(kOp, "layout must be NCHW or NHWC, got " + layout);
  if (x.ndim() != 4) Fail(kOp, "expects a 4-D input, got shape " + ShapeToString(x.shape()));
  if (attrs.method != "nearest_neighbor" && attrs.method != "linear" && attrs.method != "cubic") {
    Fail(kOp, "unknown method \"" + attrs.method + "\"");
  }
  if (attrs.roi.size() != 4) Fail(kOp, "roi must have 4 values, got " + std::to_string(attrs.roi.size()));
  if (out_h <= 0 || out_w <= 0) {
    Fail(kOp, "output size must be positive, got " + std::to_string(out_h) + "x" + std::to_string(out_w));
  }
  const bool nhwc = layout == "NHWC";
  const int64_t n = x.shape()[0], c = x.shape()[nhwc ? 3 : 1];
  Axis ay{x.shape()[nhwc ? 1 : 2], out_h, attrs.roi[0], attrs.roi[2]};
  Axis ax{x.shape()[nhwc ? 2 : 3], out_w, attrs.roi[1], attrs.roi[3]};
  std::string rounding = attrs.rounding_method;
  if (rounding.empty()) rounding = attrs.coordinate_transformation_mode == "align_corners" ? "round" : "floor";

  std::vector<Taps> ty, tx;
  for (int64_t y = 0; y < out_h; ++y) ty.push_back(AxisTaps(y, ay, attrs, rounding));
  for (int64_t w = 0; w < out_w; ++w) tx.push_back(AxisTaps(w, ax, attrs, rounding));

  const DataType out_dtype = attrs.out_dtype.is_void() ? x.dtype() : attrs.out_dtype;
  std::vector<int64_t> out_shape =
      nhwc ? std::vector<int64_t>{n, out_h, out_w, c} : std::vector<int64_t>{n, c, out_h, out_w};
  NDArray out = NDArray::Empty(out_shape, out_dtype);
  auto offset = [&](int64_t b, int64_t ch, int64_t y, int64_t w, int64_t h_extent, int64_t w_extent) {
    return nhwc ? ((b * h_extent + y) * w_extent + w) * c + ch : ((b * c + ch) * h_extent + y) * w_extent + w;
  };
  for (int64_t b = 0; b < n; ++b) {
    for (int64_t ch = 0; ch < c; ++ch) {
      for (int64_t y = 0; y < out_h; ++y) {
        for (int64_t w = 0; w < out_w; ++w) {
          const Taps& py = ty[static_cast<size_t>(y)];
          const Taps& px = tx[static_cast<size_t>(w)];
          double v = 0;
          if (py.outside || px.outside) {
            v = attrs.extrapolation_value;
          } else {
            for (int j = 0; j < py.count; ++j) {
              double row = 0;
              for (int i = 0; i < px.count; ++i) {
                row += px.weight[i] * x.GetDouble(offset(b, ch, py.index[j], px.index[i], ay.in, ax.in));
              }
              v += py.weight[j] * row;
            }
          }
          out.SetDouble(offset(b, ch, y, w, out_h, out_w), v);
        }
      }
    }
  }
  return out;
}

}  // namespace ref
}  // namespace rlx
