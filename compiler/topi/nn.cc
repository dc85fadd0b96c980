#include "compiler/topi/nn.h"

#include <algorithm>

#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"
#include "compiler/topi/broadcast.h"
#include "compiler/topi/elemwise.h"
#include "compiler/topi/reduction.h"
#include "compiler/topi/transform.h"

namespace rlx {
namespace topi {

namespace {

size_t Axis(int64_t axis, size_t ndim, const char* op) {
  int64_t a = axis < 0 ? axis + static_cast<int64_t>(ndim) : axis;
  if (a < 0 || a >= static_cast<int64_t>(ndim)) {
    ThrowError(std::string(op) + ": axis " + std::to_string(axis) + " is out of range for rank " +
               std::to_string(ndim));
  }
  return static_cast<size_t>(a);
}

// indices[:axis] + (r,) + indices[axis:]
std::vector<PrimExpr> InsertAt(const std::vector<TirVar>& idx, size_t axis, const PrimExpr& r) {
  std::vector<PrimExpr> out(idx.begin(), idx.begin() + axis);
  out.push_back(r);
  out.insert(out.end(), idx.begin() + axis, idx.end());
  return out;
}

std::vector<PrimExpr> Without(const std::vector<TirVar>& idx, size_t axis) {
  std::vector<PrimExpr> out;
  for (size_t i = 0; i < idx.size(); ++i) {
    if (i != axis) out.push_back(idx[i]);
  }
  return out;
}

Map AxisAttr(size_t axis) {
  return Make<MapNode>(std::vector<MapNode::Item>{{"axis", Int32(static_cast<int64_t>(axis))}});
}

}  // namespace

Tensor Softmax(const Tensor& x, int64_t axis_in) {
  size_t axis = Axis(axis_in, x.ndim(), "softmax");
  const std::vector<PrimExpr>& shape = x.shape();
  std::vector<PrimExpr> reduced;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i != axis) reduced.push_back(shape[i]);
  }
  te::IterVar k1 = te::reduce_axis(Int64(0), shape[axis], "k");
  te::IterVar k2 = te::reduce_axis(Int64(0), shape[axis], "k");
  Tensor max_elem = te::compute(
      reduced, [&](const std::vector<TirVar>& i) { return te::max(x(InsertAt(i, axis, k1->var)), {k1}); },
      "T_softmax_maxelem");
  Tensor exp = te::compute(
      shape, [&](const std::vector<TirVar>& i) { return te::Exp(te::Sub(x(i), max_elem(Without(i, axis)))); },
      "T_softmax_exp");
  Tensor expsum = te::compute(
      reduced, [&](const std::vector<TirVar>& i) { return te::sum(exp(InsertAt(i, axis, k2->var)), {k2}); },
      "T_softmax_expsum");
  return te::compute(
      shape, [&](const std::vector<TirVar>& i) { return te::Div(exp(i), expsum(Without(i, axis))); }, "T_softmax_norm",
      "softmax_output", AxisAttr(axis));
}

Tensor LogSoftmax(const Tensor& x, int64_t axis_in) {
  size_t axis = Axis(axis_in, x.ndim(), "log_softmax");
  const std::vector<PrimExpr>& shape = x.shape();
  std::vector<PrimExpr> reduced;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i != axis) reduced.push_back(shape[i]);
  }
  te::IterVar k1 = te::reduce_axis(Int64(0), shape[axis], "k");
  te::IterVar k2 = te::reduce_axis(Int64(0), shape[axis], "k");
  Tensor max_elem = te::compute(
      reduced, [&](const std::vector<TirVar>& i) { return te::max(x(InsertAt(i, axis, k1->var)), {k1}); },
      "T_softmax_maxelem");
  Tensor expsum = te::compute(reduced, [&](const std::vector<TirVar>& i) {
    return te::sum(te::Exp(te::Sub(x(InsertAt(i, axis, k2->var)), max_elem(i))), {k2});
  });
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> r = Without(i, axis);
        return te::Sub(te::Sub(x(i), max_elem(r)), te::Log(expsum(r)));
      },
      "compute", "log_softmax_output", AxisAttr(axis));
}

namespace {

// One pass over `axes` of x for sum(x) and sum(x * x) in `acc` (a
// "<x>_red_temp" stage with outputs _v0 and _v1, TVM's MakeTupleSumReducer).
std::vector<Tensor> SumAndSumOfSquares(const Tensor& x, const std::vector<int>& axes, DataType acc) {
  std::vector<te::IterVar> raxes;
  for (int i : axes) raxes.push_back(te::reduce_axis(Int64(0), x.shape()[i], "k" + std::to_string(i)));
  std::vector<PrimExpr> target = ReduceTargetShape(axes, x, false, true);
  auto is_reduced = [&](size_t i) { return std::find(axes.begin(), axes.end(), static_cast<int>(i)) != axes.end(); };
  te::CommReducer tuple_sum;
  tuple_sum.combine = [](const std::vector<PrimExpr>& l, const std::vector<PrimExpr>& r) {
    return std::vector<PrimExpr>{te::Add(l[0], r[0]), te::Add(l[1], r[1])};
  };
  tuple_sum.identity = {te::Zero(acc), te::Zero(acc)};
  return te::compute_multi(
      target,
      [&](const std::vector<TirVar>& out) {
        std::vector<PrimExpr> range;
        size_t arg = 0, red = 0;
        for (size_t i = 0; i < x.ndim(); ++i)
          range.push_back(is_reduced(i) ? PrimExpr(raxes[red++]->var) : PrimExpr(out[arg++]));
        PrimExpr v = te::Cast(acc, x(range));
        te::Reduce r;
        r.combiner = tuple_sum;
        r.source = {v, te::Mul(v, te::Cast(acc, x(range)))};
        r.axis = raxes;
        return r;
      },
      x.name() + "_red_temp", "comm_reduce", Map(), te::AxisNames("ax", target.size()));
}

// The product of x's extents along `axes`, as a `dtype` value.
PrimExpr ExtentProduct(const Tensor& x, const std::vector<int>& axes, DataType dtype) {
  PrimExpr extent = te::One(dtype);
  for (int i : axes) extent = te::Mul(extent, x.shape()[i]);
  return extent;
}

}  // namespace

Tensor LayerNorm(const Tensor& data, const Tensor& gamma, const Tensor& beta, const std::vector<int64_t>& axes,
                 double epsilon) {
  DataType t = data.dtype();
  if (t != DataType::Float(32) && t != DataType::Float(16)) {
    ThrowError("layer_norm: only float32 and float16 are supported, got " + t.ToString());
  }
  bool f16 = t == DataType::Float(16);
  std::vector<int> real = GetRealAxis(static_cast<int>(data.ndim()), axes);
  auto is_reduced = [&](size_t i) { return std::find(real.begin(), real.end(), static_cast<int>(i)) != real.end(); };
  std::vector<Tensor> temp = SumAndSumOfSquares(data, real, f16 ? DataType::Float(32) : t);
  PrimExpr extent = ExtentProduct(data, real, t);
  return te::compute(
      data.shape(),
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> red, keep;
        for (size_t d = 0; d < i.size(); ++d) (is_reduced(d) ? red : keep).push_back(i[d]);
        if (keep.empty()) keep.push_back(Int64(0));
        PrimExpr mean = te::Div(temp[0](keep), extent);
        PrimExpr var = te::Sub(te::Div(temp[1](keep), extent), te::Mul(mean, mean));
        PrimExpr norm = te::Mul(te::Sub(data(i), mean), te::Rsqrt(te::Add(var, te::Const(var->dtype, epsilon))));
        if (f16) norm = te::Cast(DataType::Float(16), norm);
        norm = te::Mul(norm, gamma(red));
        if (beta.defined()) norm = te::Add(norm, beta(red));
        return norm;
      },
      "T_layer_norm", "injective", Map(), te::AxisNames("ax", data.ndim()));
}

Tensor GroupNorm(const Tensor& data, const Tensor& gamma, const Tensor& beta, const PrimExpr& num_groups,
                 int64_t channel_axis, const std::vector<int64_t>& axes, double epsilon) {
  DataType t = data.dtype();
  if (t != DataType::Float(32) && t != DataType::Float(16) && t != DataType::Float(64)) {
    ThrowError("group_norm: only float16, float32 and float64 are supported, got " + t.ToString());
  }
  const DataType acc = t == DataType::Float(16) ? DataType::Float(32) : t;
  const int ndim = static_cast<int>(data.ndim());
  const int ch = GetRealAxis(ndim, std::vector<int64_t>{channel_axis})[0];
  const PrimExpr groups = te::ToInt64(num_groups);
  const PrimExpr group_size = te::FloorDiv(data.shape()[ch], groups);
  // C becomes (groups, group_size); the reduction covers group_size and the
  // normalized axes, shifted past the split.
  std::vector<PrimExpr> split_shape;
  for (int i = 0; i < ndim; ++i) {
    if (i == ch) {
      split_shape.push_back(groups);
      split_shape.push_back(group_size);
    } else {
      split_shape.push_back(data.shape()[i]);
    }
  }
  std::vector<int> reduced{ch + 1};
  for (int a : GetRealAxis(ndim, axes)) {
    if (a == ch) ThrowError("group_norm: axes must not contain the channel axis");
    reduced.push_back(a < ch ? a : a + 1);
  }
  std::sort(reduced.begin(), reduced.end());
  Tensor split = Reshape(data, split_shape);
  std::vector<Tensor> temp = SumAndSumOfSquares(split, reduced, acc);
  PrimExpr extent = ExtentProduct(split, reduced, acc);
  auto is_reduced = [&](size_t i) {
    return std::find(reduced.begin(), reduced.end(), static_cast<int>(i)) != reduced.end();
  };
  Tensor norm = te::compute(
      split_shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> keep;
        for (size_t d = 0; d < i.size(); ++d) {
          if (!is_reduced(d)) keep.push_back(i[d]);
        }
        PrimExpr mean = te::Div(temp[0](keep), extent);
        PrimExpr var = te::Sub(te::Div(temp[1](keep), extent), te::Mul(mean, mean));
        PrimExpr v = te::Mul(te::Sub(te::Cast(acc, split(i)), mean), te::Rsqrt(te::Add(var, te::Const(acc, epsilon))));
        v = te::Cast(t, v);
        std::vector<PrimExpr> channel{te::Add(te::Mul(i[ch], group_size), i[ch + 1])};
        if (gamma.defined()) v = te::Mul(v, gamma(channel));
        if (beta.defined()) v = te::Add(v, beta(channel));
        return v;
      },
      "T_group_norm", "injective");
  return Reshape(norm, data.shape());
}

Tensor RmsNorm(const Tensor& data, const Tensor& weight, const std::vector<int64_t>& axes, double epsilon) {
  DataType t = data.dtype();
  DataType f32 = DataType::Float(32);
  Tensor x32 = CastCpp(data, f32);
  Tensor w32 = CastCpp(weight, f32);
  Tensor square = Multiply(x32, x32);
  Tensor square_sum = Sum(square, axes, false, true);
  std::vector<int> real = GetRealAxis(static_cast<int>(data.ndim()), axes);
  auto is_reduced = [&](size_t i) { return std::find(real.begin(), real.end(), static_cast<int>(i)) != real.end(); };
  PrimExpr extent = te::One(f32);
  for (int i : real) extent = te::Mul(extent, x32.shape()[i]);
  std::vector<PrimExpr> rshape;
  for (size_t i = 0; i < data.ndim(); ++i) {
    if (!is_reduced(i)) rshape.push_back(data.shape()[i]);
  }
  Tensor rsqrt = te::compute(
      rshape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> keep(i.begin(), i.end());
        if (keep.empty()) keep.push_back(Int64(0));
        return te::Rsqrt(te::Add(te::Div(square_sum(keep), extent), te::Const(t, epsilon)));
      },
      "rsqrt", "injective", Map(), te::AxisNames("ax", rshape.size()));
  Tensor out = te::compute(
      data.shape(),
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> red, keep;
        for (size_t d = 0; d < i.size(); ++d) (is_reduced(d) ? red : keep).push_back(i[d]);
        return te::Mul(te::Mul(rsqrt(keep), x32(i)), w32(red));
      },
      "T_rms_norm", "injective", Map(), te::AxisNames("ax", data.ndim()));
  return CastCpp(out, t);
}

std::vector<Tensor> BatchNorm(const Tensor& data, const Tensor& gamma, const Tensor& beta, const Tensor& moving_mean,
                              const Tensor& moving_var, int64_t axis_in, double epsilon, bool center, bool scale,
                              bool training, double momentum) {
  size_t axis = Axis(axis_in, data.ndim(), "batch_norm");
  DataType t = data.dtype();
  std::vector<PrimExpr> shape(data.ndim(), Int64(1));
  shape[axis] = data.shape()[axis];
  auto div_scalar = [](const Tensor& a, const PrimExpr& b) {
    return WithScalar(BinaryRule("divide"), a, b, "T_divide");
  };
  auto add_scalar = [](const Tensor& a, const PrimExpr& b) { return WithScalar(BinaryRule("add"), a, b, "T_add"); };
  auto mul_scalar = [](const PrimExpr& a, const Tensor& b) {
    return WithScalar(BinaryRule("multiply"), a, b, "T_multiply");
  };
  auto sqrt = [](const Tensor& a) { return Unary(UnaryRule("sqrt"), a); };
  Tensor out, data_mean, data_var;
  if (training) {
    std::vector<int64_t> reduce_axes;
    PrimExpr count = Int64(1);
    for (size_t i = 0; i < data.ndim(); ++i) {
      if (i == axis) continue;
      reduce_axes.push_back(static_cast<int64_t>(i));
      count = te::Mul(count, data.shape()[i]);
    }
    data_mean = div_scalar(Sum(data, reduce_axes), count);
    Tensor mean_rs = Reshape(data_mean, shape);
    Tensor dev = Subtract(data, mean_rs);
    data_var = div_scalar(Sum(Multiply(dev, dev), reduce_axes), count);
    Tensor var_rs = Reshape(data_var, shape);
    out = Divide(Subtract(data, mean_rs), sqrt(add_scalar(var_rs, te::Const(t, epsilon))));
  } else {
    Tensor mean_rs = Reshape(moving_mean, shape);
    Tensor var_rs = Reshape(moving_var, shape);
    out = Divide(Subtract(data, mean_rs), sqrt(add_scalar(var_rs, te::Const(t, epsilon))));
  }
  if (scale) out = Multiply(out, Reshape(gamma, shape));
  if (center) out = Add(out, Reshape(beta, shape));
  if (training) {
    PrimExpr keep = te::Const(t, 1 - momentum), m = te::Const(t, momentum);
    return {out, Add(mul_scalar(keep, moving_mean), mul_scalar(m, data_mean)),
            Add(mul_scalar(keep, moving_var), mul_scalar(m, data_var))};
  }
  auto times_one = [&](const Tensor& a) { return WithScalar(BinaryRule("multiply"), a, te::One(t), "T_multiply"); };
  return {out, times_one(moving_mean), times_one(moving_var)};
}

Tensor Matmul(const Tensor& a, const Tensor& b, DataType out_dtype) {
  std::vector<PrimExpr> as = a.shape(), bs = b.shape();
  bool a_prepended = false, b_appended = false;
  if (as.size() == 1) {
    a_prepended = true;
    as.insert(as.begin(), Int64(1));
  }
  if (bs.size() == 1) {
    b_appended = true;
    bs.push_back(Int64(1));
  }
  if (as.size() < 2 || bs.size() < 2) ThrowError("matmul: operands must have rank >= 1");
  bool a_larger = as.size() > bs.size();
  size_t offset = a_larger ? as.size() - bs.size() : bs.size() - as.size();
  std::vector<PrimExpr> abatch(as.begin(), as.end() - 2), bbatch(bs.begin(), bs.end() - 2);
  std::vector<PrimExpr> out = BroadcastShape(abatch, bbatch);
  if (!a_prepended) out.push_back(as[as.size() - 2]);
  if (!b_appended) out.push_back(bs.back());
  size_t batch_end = out.size() - (2 - static_cast<size_t>(a_prepended) - static_cast<size_t>(b_appended));
  PrimExpr reduce_extent = as.back();
  return te::compute(
      out,
      [&](const std::vector<TirVar>& idx) {
        te::IterVar k = te::reduce_axis(Int64(0), reduce_extent, "k");
        std::vector<PrimExpr> ai, bi;
        for (size_t i = 0; i < offset; ++i) (a_larger ? ai : bi).push_back(idx[i]);
        for (size_t i = offset; i < batch_end; ++i) {
          const PrimExpr& ad = as[a_larger ? i : i - offset];
          const PrimExpr& bd = bs[a_larger ? i - offset : i];
          int64_t x = 0, y = 0;
          bool equal = AsConstInt(ad, &x) && AsConstInt(bd, &y) ? x == y : ad.get() == bd.get();
          if (!equal) {
            ai.push_back(te::IsConstValue(ad, 1) ? Int64(0) : PrimExpr(idx[i]));
            bi.push_back(te::IsConstValue(bd, 1) ? Int64(0) : PrimExpr(idx[i]));
          } else {
            ai.push_back(idx[i]);
            bi.push_back(idx[i]);
          }
        }
        if (!a_prepended) ai.push_back(idx[idx.size() - 2 + (b_appended ? 1 : 0)]);
        ai.push_back(k->var);
        bi.push_back(k->var);
        if (!b_appended) bi.push_back(idx.back());
        PrimExpr lhs = a(ai), rhs = b(bi);
        if (!out_dtype.is_void()) {
          lhs = te::Cast(out_dtype, lhs);
          rhs = te::Cast(out_dtype, rhs);
        }
        return te::sum(te::Mul(lhs, rhs), {k});
      },
      "matmul");
}

}  // namespace topi
}  // namespace rlx
