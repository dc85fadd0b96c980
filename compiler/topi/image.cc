// TOPI's image/resize.py (_resize_2d, get_inx, get_closest_index) on te.
#include "compiler/topi/image.h"

#include <array>
#include <stdexcept>

#include "compiler/te/expr.h"

namespace rlx {
namespace topi {
namespace {

const DataType kF32 = DataType::Float(32);

PrimExpr F32(double v) { return te::Const(kF32, v); }

// One spatial axis: its extents and (for tf_crop_and_resize) the roi span.
struct Axis {
  PrimExpr in;
  PrimExpr out;
  double roi_start = 0;
  double roi_end = 0;
  bool int_div = false;  // TOPI's can_convert_multiply_to_intdiv
};

// TOPI's can_convert_multiply_to_intdiv: both extents constant, the output
// an integral multiple of the input, and the factor small enough that the
// float32 product would be exact.
bool CanUseIntDiv(const PrimExpr& in, const PrimExpr& out) {
  int64_t i = 0, o = 0;
  if (!AsConstInt(in, &i) || !AsConstInt(out, &o) || i <= 0 || o % i != 0) return false;
  return static_cast<double>(o / i) <= 1.0 / (1e-5 * static_cast<double>(i) + 1e-5);
}

// TOPI's get_inx: the float32 source coordinate of output index `x`.
PrimExpr SourceCoordinate(const PrimExpr& x, const Axis& a, const std::string& mode) {
  PrimExpr xf = te::Cast(kF32, x);
  PrimExpr scale = te::Div(te::Cast(kF32, a.in), te::Cast(kF32, a.out));
  PrimExpr in_minus_1 = te::Cast(kF32, te::Sub(a.in, Int64(1)));
  PrimExpr out_minus_1 = te::Cast(kF32, te::Sub(a.out, Int64(1)));
  PrimExpr several = te::GT(a.out, Int64(1));
  if (mode == "half_pixel") return te::Sub(te::Mul(te::Add(xf, F32(0.5)), scale), F32(0.5));
  if (mode == "align_corners") {
    return te::Select(several, te::Mul(te::Div(in_minus_1, out_minus_1), xf), F32(0));
  }
  if (mode == "asymmetric") return te::Mul(scale, xf);
  if (mode == "pytorch_half_pixel") {
    return te::Select(several, te::Sub(te::Mul(te::Add(xf, F32(0.5)), scale), F32(0.5)), F32(0));
  }
  if (mode == "tf_half_pixel_for_nn") return te::Mul(te::Add(xf, F32(0.5)), scale);
  if (mode == "tf_crop_and_resize") {
    PrimExpr start = F32(a.roi_start), end = F32(a.roi_end);
    PrimExpr stepped = te::Add(te::Mul(start, in_minus_1),
                               te::Div(te::Mul(te::Mul(xf, te::Sub(end, start)), in_minus_1), out_minus_1));
    return te::Select(several, stepped, te::Mul(te::Mul(F32(0.5), te::Add(start, end)), in_minus_1));
  }
  throw std::invalid_argument("resize2d: unknown coordinate_transformation_mode \"" + mode + "\"");
}

// TOPI's get_closest_index, as an int64 index.
PrimExpr ClosestIndex(const PrimExpr& c, const std::string& rounding) {
  PrimExpr r;
  if (rounding == "round") {
    r = te::Round(c);
  } else if (rounding == "round_prefer_floor") {
    r = te::Ceil(te::Sub(c, F32(0.5)));
  } else if (rounding == "round_prefer_ceil") {
    r = te::Floor(te::Add(c, F32(0.5)));
  } else if (rounding == "floor") {
    r = te::Floor(te::Add(c, F32(1e-5)));  // TOPI's epsilon against GPU rounding
  } else if (rounding == "ceil") {
    r = te::Ceil(te::Sub(c, F32(1e-5)));
  } else {
    throw std::invalid_argument("resize2d: unknown rounding_method \"" + rounding + "\"");
  }
  return te::Cast(DataType::Int(64), r);
}

std::array<PrimExpr, 4> CubicWeights(const PrimExpr& t, double alpha, DataType dt) {
  PrimExpr a = te::Const(dt, alpha);
  PrimExpr t2 = te::Mul(t, t), t3 = te::Mul(te::Mul(t, t), t);
  PrimExpr two = te::Const(dt, 2), three = te::Const(dt, 3);
  return {te::Mul(a, te::Add(te::Sub(t3, te::Mul(two, t2)), t)),
          te::Add(te::Sub(te::Mul(te::Add(a, two), t3), te::Mul(te::Add(three, a), t2)), te::One(dt)),
          te::Sub(te::Add(te::Neg(te::Mul(te::Add(a, two), t3)), te::Mul(te::Add(three, te::Mul(two, a)), t2)),
                  te::Mul(a, t)),
          te::Add(te::Mul(te::Neg(a), t3), te::Mul(a, t2))};
}

PrimExpr Lerp(const PrimExpr& a, const PrimExpr& b, const PrimExpr& t) {
  return te::Add(te::Mul(a, te::Sub(te::One(t->dtype), t)), te::Mul(b, t));
}

}  // namespace

Tensor Resize2d(const Tensor& data, const std::vector<PrimExpr>& size, const Resize2dParams& p) {
  if (data.ndim() != 4 || (p.layout != "NCHW" && p.layout != "NHWC")) {
    throw std::invalid_argument("resize2d: expects a 4-D NCHW or NHWC input, got layout " + p.layout);
  }
  if (size.size() != 2) throw std::invalid_argument("resize2d: size must have 2 values");
  if (p.method != "nearest_neighbor" && p.method != "linear" && p.method != "cubic") {
    throw std::invalid_argument("resize2d: unknown method \"" + p.method + "\"");
  }
  if (p.roi.size() != 4) throw std::invalid_argument("resize2d: roi must have 4 values");
  const bool nhwc = p.layout == "NHWC";
  const int h_axis = nhwc ? 1 : 2, w_axis = nhwc ? 2 : 3;
  const std::string& mode = p.coordinate_transformation_mode;
  Axis ay{data.shape()[h_axis], te::ToInt64(size[0]), p.roi[0], p.roi[2]};
  Axis ax{data.shape()[w_axis], te::ToInt64(size[1]), p.roi[1], p.roi[3]};
  const bool nearest_asymmetric_floor = p.method == "nearest_neighbor" && mode == "asymmetric" &&
                                        (p.rounding_method == "floor" || p.rounding_method.empty());
  ay.int_div = nearest_asymmetric_floor && CanUseIntDiv(ay.in, ay.out);
  ax.int_div = nearest_asymmetric_floor && CanUseIntDiv(ax.in, ax.out);
  std::string rounding = p.rounding_method;
  if (rounding.empty()) rounding = mode == "align_corners" ? "round" : "floor";
  const DataType value_dtype = data.dtype() == DataType::Float(64) ? DataType::Float(64) : kF32;
  const DataType out_dtype = p.out_dtype.is_void() ? data.dtype() : p.out_dtype;

  std::vector<PrimExpr> out_shape = data.shape();
  out_shape[h_axis] = ay.out;
  out_shape[w_axis] = ax.out;
  return te::compute(
      out_shape,
      [&](const std::vector<TirVar>& i) {
        auto pixel = [&](const PrimExpr& y, const PrimExpr& x) {
          std::vector<PrimExpr> at(i.begin(), i.end());
          at[h_axis] = te::Max(te::Min(y, te::Sub(ay.in, Int64(1))), Int64(0));
          at[w_axis] = te::Max(te::Min(x, te::Sub(ax.in, Int64(1))), Int64(0));
          return te::Cast(value_dtype, data(at));
        };
        PrimExpr in_y = SourceCoordinate(i[h_axis], ay, mode);
        PrimExpr in_x = SourceCoordinate(i[w_axis], ax, mode);
        PrimExpr value;
        if (p.method == "nearest_neighbor") {
          PrimExpr y = ay.int_div ? te::Div(i[h_axis], te::Div(ay.out, ay.in)) : ClosestIndex(in_y, rounding);
          PrimExpr x = ax.int_div ? te::Div(i[w_axis], te::Div(ax.out, ax.in)) : ClosestIndex(in_x, rounding);
          value = pixel(y, x);
        } else {
          PrimExpr y0 = te::Cast(DataType::Int(64), te::Floor(in_y));
          PrimExpr x0 = te::Cast(DataType::Int(64), te::Floor(in_x));
          PrimExpr ty = te::Cast(value_dtype, te::Sub(in_y, te::Cast(kF32, y0)));
          PrimExpr tx = te::Cast(value_dtype, te::Sub(in_x, te::Cast(kF32, x0)));
          if (p.method == "linear") {
            PrimExpr top = Lerp(pixel(y0, x0), pixel(y0, te::Add(x0, Int64(1))), tx);
            PrimExpr bottom =
                Lerp(pixel(te::Add(y0, Int64(1)), x0), pixel(te::Add(y0, Int64(1)), te::Add(x0, Int64(1))), tx);
            value = Lerp(top, bottom, ty);
          } else {
            std::array<PrimExpr, 4> wx = CubicWeights(tx, p.cubic_alpha, value_dtype);
            std::array<PrimExpr, 4> wy = CubicWeights(ty, p.cubic_alpha, value_dtype);
            if (p.cubic_exclude != 0) {
              // TOPI's test: tap base - 1 + k < 0 or base + k > extent.
              auto exclude = [&](std::array<PrimExpr, 4>& w, const PrimExpr& base, const PrimExpr& extent) {
                PrimExpr sum = te::Zero(value_dtype);
                for (int k = 0; k < 4; ++k) {
                  PrimExpr outside =
                      te::Or(te::LT(te::Add(base, Int64(k - 1)), Int64(0)), te::GT(te::Add(base, Int64(k)), extent));
                  w[k] = te::IfThenElse(outside, te::Zero(value_dtype), w[k]);
                  sum = te::Add(sum, w[k]);
                }
                for (PrimExpr& wk : w) wk = te::Div(wk, sum);
              };
              exclude(wx, x0, ax.in);
              exclude(wy, y0, ay.in);
            }
            value = te::Zero(value_dtype);
            for (int j = 0; j < 4; ++j) {
              PrimExpr row = te::Zero(value_dtype);
              for (int k = 0; k < 4; ++k) {
                row = te::Add(row, te::Mul(pixel(te::Add(y0, Int64(j - 1)), te::Add(x0, Int64(k - 1))), wx[k]));
              }
              value = te::Add(value, te::Mul(row, wy[j]));
            }
          }
        }
        if (mode == "tf_crop_and_resize") {
          PrimExpr ev = te::Const(value_dtype, p.extrapolation_value);
          PrimExpr outside =
              te::Or(te::Or(te::LT(in_y, F32(0)), te::GT(in_y, te::Cast(kF32, te::Sub(ay.in, Int64(1))))),
                     te::Or(te::LT(in_x, F32(0)), te::GT(in_x, te::Cast(kF32, te::Sub(ax.in, Int64(1))))));
          value = te::IfThenElse(outside, ev, value);
        }
        return te::Cast(out_dtype, value);
      },
      "resize", "injective");
}

}  // namespace topi
}  // namespace rlx
