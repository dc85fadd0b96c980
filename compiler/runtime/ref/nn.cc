// Activations, softmax, normalizations and attention.
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;
using internal::RequireDefined;
using internal::RequireFloating;

namespace {

NDArray MapFloat(const char* op, const NDArray& x, const std::function<double(double)>& f) {
  RequireFloating(op, x);
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < x.NumElements(); ++i) out.SetDouble(i, f(x.GetDouble(i)));
  return out;
}

double SigmoidOf(double v) {
  if (v >= 0) return 1.0 / (1.0 + std::exp(-v));
  const double e = std::exp(v);
  return e / (1.0 + e);
}

// For normalizations over an axis list: per element of x, the index of its
// statistics group and of its entry in a parameter shaped like the normalized
// dimensions (taken in the order the axes are listed).
struct NormPlan {
  std::vector<int64_t> group_of;
  std::vector<int64_t> param_of;
  int64_t groups = 0;
  int64_t count = 0;  // Elements per group.
  Shape param_shape;
};

NormPlan PlanNorm(const std::string& op, const NDArray& x, const std::vector<int64_t>& axes) {
  std::vector<int64_t> ax = internal::NormalizeAxes(op, axes, x.ndim());
  NormPlan plan;
  Shape kept = x.shape();
  plan.count = 1;
  for (int64_t a : ax) {
    kept[a] = 1;
    plan.count *= x.shape()[a];
    plan.param_shape.push_back(x.shape()[a]);
  }
  plan.groups = internal::Product(kept);
  plan.group_of = internal::BroadcastOffsets(kept, x.shape());
  std::vector<int64_t> param_strides = internal::RowMajorStrides(plan.param_shape);
  std::vector<int64_t> strides(x.ndim(), 0);
  for (size_t i = 0; i < ax.size(); ++i) strides[ax[i]] = param_strides[i];
  plan.param_of = internal::StridedOffsets(x.shape(), strides);
  return plan;
}

void CheckParam(const std::string& op, const std::string& name, const NDArray& p, const Shape& expected) {
  RequireDefined(op, p, name);
  if (p.shape() != expected) {
    Fail(op, name + " has shape " + ShapeToString(p.shape()) + " but the normalized dimensions are " +
                 ShapeToString(expected));
  }
}

}  // namespace

NDArray Relu(const NDArray& x) {
  RequireDefined("relu", x);
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  const bool u64 = internal::IsUInt64(x.dtype());
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    if (x.dtype().is_floating()) {
      const double v = x.GetDouble(i);
      out.SetDouble(i, v < 0 ? 0.0 : v);  // NaN passes through.
    } else {
      const int64_t v = x.GetInt(i);
      out.SetInt(i, (!u64 && v < 0) ? 0 : v);
    }
  }
  return out;
}

NDArray Gelu(const NDArray& x) {
  return MapFloat("gelu", x, [](double v) { return 0.5 * v * (1.0 + std::erf(v / std::sqrt(2.0))); });
}

NDArray GeluTanh(const NDArray& x) {
  return MapFloat("gelu_tanh", x, [](double v) {
    const double c = std::sqrt(2.0 / M_PI);
    return 0.5 * v * (1.0 + std::tanh(c * (v + 0.044715 * v * v * v)));
  });
}

NDArray Silu(const NDArray& x) {
  return MapFloat("silu", x, [](double v) { return v * SigmoidOf(v); });
}

namespace {

NDArray SoftmaxImpl(const std::string& op, const NDArray& x, int64_t axis, bool log) {
  RequireFloating(op, x);
  const int64_t ax = internal::NormalizeAxis(op, axis, x.ndim());
  const internal::AxisSplit s = internal::SplitAtAxis(x.shape(), ax);
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  std::vector<double> row(s.extent);
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t in = 0; in < s.inner; ++in) {
      const int64_t base = o * s.extent * s.inner + in;
      double m = -std::numeric_limits<double>::infinity();
      for (int64_t j = 0; j < s.extent; ++j) {
        row[j] = x.GetDouble(base + j * s.inner);
        m = std::max(m, row[j]);
      }
      // Subtracting the max keeps exp() <= 1: no overflow for large inputs.
      double sum = 0;
      for (int64_t j = 0; j < s.extent; ++j) sum += std::exp(row[j] - m);
      const double log_sum = std::log(sum);
      for (int64_t j = 0; j < s.extent; ++j) {
        const double shifted = row[j] - m;
        out.SetDouble(base + j * s.inner, log ? shifted - log_sum : std::exp(shifted) / sum);
      }
    }
  }
  return out;
}

}  // namespace

NDArray Softmax(const NDArray& x, int64_t axis) { return SoftmaxImpl("softmax", x, axis, false); }

NDArray LogSoftmax(const NDArray& x, int64_t axis) { return SoftmaxImpl("log_softmax", x, axis, true); }

NDArray LayerNorm(const NDArray& x, const NDArray& gamma, const NDArray& beta, const std::vector<int64_t>& axes,
                  double epsilon, bool center, bool scale) {
  RequireFloating("layer_norm", x);
  NormPlan plan = PlanNorm("layer_norm", x, axes);
  if (scale) CheckParam("layer_norm", "gamma", gamma, plan.param_shape);
  if (center) CheckParam("layer_norm", "beta", beta, plan.param_shape);
  std::vector<double> mean(plan.groups, 0), var(plan.groups, 0);
  for (int64_t i = 0; i < x.NumElements(); ++i) mean[plan.group_of[i]] += x.GetDouble(i);
  for (double& m : mean) m /= static_cast<double>(plan.count);
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    const double d = x.GetDouble(i) - mean[plan.group_of[i]];
    var[plan.group_of[i]] += d * d;
  }
  for (double& v : var) v /= static_cast<double>(plan.count);
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    const int64_t g = plan.group_of[i];
    double y = (x.GetDouble(i) - mean[g]) / std::sqrt(var[g] + epsilon);
    if (scale) y *= gamma.GetDouble(plan.param_of[i]);
    if (center) y += beta.GetDouble(plan.param_of[i]);
    out.SetDouble(i, y);
  }
  return out;
}

NDArray RmsNorm(const NDArray& x, const NDArray& weight, const std::vector<int64_t>& axes, double epsilon) {
  RequireFloating("rms_norm", x);
  NormPlan plan = PlanNorm("rms_norm", x, axes);
  CheckParam("rms_norm", "weight", weight, plan.param_shape);
  std::vector<double> sq(plan.groups, 0);
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    const double v = x.GetDouble(i);
    sq[plan.group_of[i]] += v * v;
  }
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    const double ms = sq[plan.group_of[i]] / static_cast<double>(plan.count);
    out.SetDouble(i, x.GetDouble(i) / std::sqrt(ms + epsilon) * weight.GetDouble(plan.param_of[i]));
  }
  return out;
}

NDArray BatchNorm(const NDArray& x, const NDArray& gamma, const NDArray& beta, const NDArray& moving_mean,
                  const NDArray& moving_var, int64_t axis, double epsilon, bool center, bool scale) {
  RequireFloating("batch_norm", x);
  const int64_t ax = internal::NormalizeAxis("batch_norm", axis, x.ndim());
  const Shape channels = {x.shape()[ax]};
  CheckParam("batch_norm", "moving_mean", moving_mean, channels);
  CheckParam("batch_norm", "moving_var", moving_var, channels);
  if (scale) CheckParam("batch_norm", "gamma", gamma, channels);
  if (center) CheckParam("batch_norm", "beta", beta, channels);
  const internal::AxisSplit s = internal::SplitAtAxis(x.shape(), ax);
  NDArray out = NDArray::Empty(x.shape(), x.dtype());
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    const int64_t c = (i / s.inner) % s.extent;
    double y = (x.GetDouble(i) - moving_mean.GetDouble(c)) / std::sqrt(moving_var.GetDouble(c) + epsilon);
    if (scale) y *= gamma.GetDouble(c);
    if (center) y += beta.GetDouble(c);
    out.SetDouble(i, y);
  }
  return out;
}

NDArray Attention(const NDArray& q, const NDArray& k, const NDArray& v, const NDArray& bias,
                  std::optional<double> scale, const std::string& causal_mask) {
  const std::string op = "attention";
  RequireFloating(op, q);
  RequireFloating(op, k);
  RequireFloating(op, v);
  internal::RequireSameDType(op, q, k);
  internal::RequireSameDType(op, q, v);
  if (q.ndim() != 4 || k.ndim() != 4 || v.ndim() != 4) {
    Fail(op, "query, key and value must be 4-D (B, S, N, H), got " + ShapeToString(q.shape()) + ", " +
                 ShapeToString(k.shape()) + ", " + ShapeToString(v.shape()));
  }
  const int64_t B = q.shape()[0], S = q.shape()[1], N = q.shape()[2], H = q.shape()[3];
  const int64_t S_kv = k.shape()[1], N_kv = k.shape()[2], H_v = v.shape()[3];
  if (k.shape()[0] != B || v.shape()[0] != B) Fail(op, "batch sizes differ");
  if (k.shape()[3] != H) {
    Fail(op, "key head dim " + std::to_string(k.shape()[3]) + " differs from query head dim " + std::to_string(H));
  }
  if (v.shape()[1] != S_kv || v.shape()[2] != N_kv) {
    Fail(op, "value shape " + ShapeToString(v.shape()) + " does not match key shape " + ShapeToString(k.shape()));
  }
  if (N_kv == 0 || N % N_kv != 0) {
    Fail(op, "the number of kv heads " + std::to_string(N_kv) +
                 " must divide the number of "
                 "query heads " +
                 std::to_string(N));
  }
  int64_t offset = 0;
  if (causal_mask == "BottomRight") {
    offset = S > S_kv ? S - S_kv : S_kv - S;  // TVM: np.tril(*, k=abs(S - S_kv)).
  } else if (causal_mask != "TopLeft" && !causal_mask.empty()) {
    Fail(op, "unknown causal_mask '" + causal_mask + "' (expected TopLeft or BottomRight)");
  }
  const bool masked = !causal_mask.empty();
  const Shape score_shape = {B, N, S, S_kv};
  std::vector<int64_t> bias_of;
  if (bias.defined()) {
    if (BroadcastShapes(bias.shape(), score_shape, op) != score_shape) {
      Fail(op, "bias of shape " + ShapeToString(bias.shape()) + " does not broadcast to " + ShapeToString(score_shape));
    }
    bias_of = internal::BroadcastOffsets(bias.shape(), score_shape);
  }
  const double sc = scale.value_or(1.0 / std::sqrt(static_cast<double>(H)));
  const std::vector<double> qv = q.ToDoubleVector(), kv = k.ToDoubleVector(), vv = v.ToDoubleVector();
  const int64_t group = N / N_kv;
  NDArray out = NDArray::Empty({B, S, N, H_v}, q.dtype());
  std::vector<double> p(S_kv), acc(H_v);
  for (int64_t b = 0; b < B; ++b) {
    for (int64_t n = 0; n < N; ++n) {
      const int64_t h_kv = n / group;
      for (int64_t i = 0; i < S; ++i) {
        double m = -std::numeric_limits<double>::infinity();
        for (int64_t j = 0; j < S_kv; ++j) {
          if (masked && j > i + offset) continue;
          double dot = 0;
          const double* qp = &qv[((b * S + i) * N + n) * H];
          const double* kp = &kv[((b * S_kv + j) * N_kv + h_kv) * H];
          for (int64_t h = 0; h < H; ++h) dot += qp[h] * kp[h];
          double s = dot * sc;
          if (bias.defined()) s += bias.GetDouble(bias_of[((b * N + n) * S + i) * S_kv + j]);
          p[j] = s;
          m = std::max(m, s);
        }
        double sum = 0;
        for (int64_t j = 0; j < S_kv; ++j) {
          p[j] = (masked && j > i + offset) ? 0.0 : std::exp(p[j] - m);
          sum += p[j];
        }
        std::fill(acc.begin(), acc.end(), 0.0);
        for (int64_t j = 0; j < S_kv; ++j) {
          const double* vp = &vv[((b * S_kv + j) * N_kv + h_kv) * H_v];
          for (int64_t h = 0; h < H_v; ++h) acc[h] += p[j] / sum * vp[h];
        }
        for (int64_t h = 0; h < H_v; ++h) out.SetDouble(((b * S + i) * N + n) * H_v + h, acc[h]);
      }
    }
  }
  return out;
}

}  // namespace ref
}  // namespace rlx
