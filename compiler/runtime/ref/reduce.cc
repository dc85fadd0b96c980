// Reductions over an axis list (sum, prod, mean, max, min, variance, std)
// and arg-reductions over one axis (argmax, argmin).
#include <cmath>
#include <limits>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;
using internal::IntLess;

namespace {

// Where each input element lands in the output of a reduction.
struct ReducePlan {
  Shape out_shape;
  std::vector<int64_t> out_of_in;  // Output flat index of every input element.
  int64_t num_out = 0;
  int64_t count = 0;  // Input elements per output element.
};

ReducePlan PlanReduce(const std::string& op, const NDArray& x, const Axes& axis, bool keepdims) {
  internal::RequireDefined(op, x);
  const int64_t nd = x.ndim();
  std::vector<bool> reduced(nd, !axis.has_value());
  if (axis) {
    for (int64_t a : internal::NormalizeAxes(op, *axis, nd)) reduced[a] = true;
  }
  ReducePlan plan;
  Shape kept_shape(nd);  // keepdims shape: also the index space of the output.
  plan.count = 1;
  for (int64_t d = 0; d < nd; ++d) {
    kept_shape[d] = reduced[d] ? 1 : x.shape()[d];
    if (reduced[d]) plan.count *= x.shape()[d];
    if (keepdims || !reduced[d]) plan.out_shape.push_back(kept_shape[d]);
  }
  plan.num_out = internal::Product(kept_shape);
  // Broadcasting the kept shape back over the input shape is exactly the
  // input -> output map.
  plan.out_of_in = internal::BroadcastOffsets(kept_shape, x.shape());
  return plan;
}

void RequireNonEmpty(const std::string& op, const ReducePlan& plan) {
  if (plan.count == 0 && plan.num_out > 0) {
    Fail(op, "reduction over a zero-size extent has no identity");
  }
}

enum class Accum { kSum, kProd };

NDArray SumOrProd(const std::string& op, const NDArray& x, const Axes& axis, bool keepdims, Accum kind) {
  ReducePlan plan = PlanReduce(op, x, axis, keepdims);
  NDArray out = NDArray::Empty(plan.out_shape, x.dtype());
  const bool sum = kind == Accum::kSum;
  if (x.dtype().is_floating()) {
    std::vector<double> acc(plan.num_out, sum ? 0.0 : 1.0);
    for (int64_t i = 0; i < x.NumElements(); ++i) {
      double v = x.GetDouble(i);
      double& a = acc[plan.out_of_in[i]];
      a = sum ? a + v : a * v;
    }
    for (int64_t o = 0; o < plan.num_out; ++o) out.SetDouble(o, acc[o]);
  } else {
    std::vector<int64_t> acc(plan.num_out, sum ? 0 : 1);
    for (int64_t i = 0; i < x.NumElements(); ++i) {
      int64_t v = x.GetInt(i);
      int64_t& a = acc[plan.out_of_in[i]];
      a = sum ? internal::WrapAdd(a, v) : internal::WrapMul(a, v);
    }
    for (int64_t o = 0; o < plan.num_out; ++o) out.SetInt(o, acc[o]);
  }
  return out;
}

NDArray MaxOrMin(const std::string& op, const NDArray& x, const Axes& axis, bool keepdims, bool is_max) {
  ReducePlan plan = PlanReduce(op, x, axis, keepdims);
  RequireNonEmpty(op, plan);
  NDArray out = NDArray::Empty(plan.out_shape, x.dtype());
  std::vector<bool> seen(plan.num_out, false);
  if (x.dtype().is_floating()) {
    std::vector<double> acc(plan.num_out, 0);
    for (int64_t i = 0; i < x.NumElements(); ++i) {
      const int64_t o = plan.out_of_in[i];
      const double v = x.GetDouble(i);
      if (!seen[o]) {
        acc[o] = v;
      } else if (!std::isnan(acc[o]) && (std::isnan(v) || (is_max ? v > acc[o] : v < acc[o]))) {
        acc[o] = v;  // NaN, once taken, is never displaced: it propagates.
      }
      seen[o] = true;
    }
    for (int64_t o = 0; o < plan.num_out; ++o) out.SetDouble(o, acc[o]);
  } else {
    const bool u64 = internal::IsUInt64(x.dtype());
    std::vector<int64_t> acc(plan.num_out, 0);
    for (int64_t i = 0; i < x.NumElements(); ++i) {
      const int64_t o = plan.out_of_in[i];
      const int64_t v = x.GetInt(i);
      if (!seen[o] || (is_max ? IntLess(acc[o], v, u64) : IntLess(v, acc[o], u64))) acc[o] = v;
      seen[o] = true;
    }
    for (int64_t o = 0; o < plan.num_out; ++o) out.SetInt(o, acc[o]);
  }
  return out;
}

// Per-output population variance, in double.
std::vector<double> VarianceValues(const NDArray& x, const ReducePlan& plan) {
  std::vector<double> mean(plan.num_out, 0), var(plan.num_out, 0);
  for (int64_t i = 0; i < x.NumElements(); ++i) mean[plan.out_of_in[i]] += x.GetDouble(i);
  for (double& m : mean) m /= static_cast<double>(plan.count);
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    const int64_t o = plan.out_of_in[i];
    const double d = x.GetDouble(i) - mean[o];
    var[o] += d * d;
  }
  for (double& v : var) v /= static_cast<double>(plan.count);
  return var;
}

NDArray ArgReduce(const std::string& op, const NDArray& x, std::optional<int64_t> axis, bool keepdims, bool is_max) {
  internal::RequireDefined(op, x);
  NDArray src = x;
  int64_t ax = 0;
  Shape out_shape;
  if (axis) {
    ax = internal::NormalizeAxis(op, *axis, x.ndim());
    for (int64_t d = 0; d < x.ndim(); ++d) {
      if (d != ax) {
        out_shape.push_back(x.shape()[d]);
      } else if (keepdims) {
        out_shape.push_back(1);
      }
    }
  } else {
    src = x.Reshape({x.NumElements()});
    if (keepdims) out_shape.assign(x.ndim(), 1);
  }
  internal::AxisSplit s = internal::SplitAtAxis(src.shape(), ax);
  NDArray out = NDArray::Empty(out_shape, DataType::Int(64));
  if (s.extent == 0 && out.NumElements() > 0) Fail(op, "attempt to get " + op + " of an empty sequence");
  const bool floating = x.dtype().is_floating();
  const bool u64 = internal::IsUInt64(x.dtype());
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t in = 0; in < s.inner; ++in) {
      int64_t best = 0;
      const int64_t base = o * s.extent * s.inner + in;
      for (int64_t j = 1; j < s.extent; ++j) {
        const int64_t cand = base + j * s.inner;
        const int64_t cur = base + best * s.inner;
        bool better;
        if (floating) {
          const double v = src.GetDouble(cand), b = src.GetDouble(cur);
          // The first NaN wins and is never displaced (numpy).
          better = !std::isnan(b) && (std::isnan(v) || (is_max ? v > b : v < b));
        } else {
          const int64_t v = src.GetInt(cand), b = src.GetInt(cur);
          better = is_max ? IntLess(b, v, u64) : IntLess(v, b, u64);
        }
        if (better) best = j;
      }
      out.SetInt(o * s.inner + in, best);
    }
  }
  return out;
}

}  // namespace

NDArray Sum(const NDArray& x, const Axes& axis, bool keepdims) {
  return SumOrProd("sum", x, axis, keepdims, Accum::kSum);
}

NDArray Prod(const NDArray& x, const Axes& axis, bool keepdims) {
  return SumOrProd("prod", x, axis, keepdims, Accum::kProd);
}

NDArray Mean(const NDArray& x, const Axes& axis, bool keepdims) {
  ReducePlan plan = PlanReduce("mean", x, axis, keepdims);
  if (x.dtype().is_floating()) {
    NDArray out = NDArray::Empty(plan.out_shape, x.dtype());
    std::vector<double> acc(plan.num_out, 0);
    for (int64_t i = 0; i < x.NumElements(); ++i) acc[plan.out_of_in[i]] += x.GetDouble(i);
    for (int64_t o = 0; o < plan.num_out; ++o) {
      out.SetDouble(o, acc[o] / static_cast<double>(plan.count));  // 0/0 = NaN when empty.
    }
    return out;
  }
  RequireNonEmpty("mean", plan);
  NDArray sum = Sum(x, axis, keepdims);
  NDArray out = NDArray::Empty(plan.out_shape, x.dtype());
  const bool u64 = internal::IsUInt64(x.dtype());
  for (int64_t o = 0; o < plan.num_out; ++o) {
    const int64_t s = sum.GetInt(o);
    out.SetInt(
        o, u64 ? static_cast<int64_t>(static_cast<uint64_t>(s) / static_cast<uint64_t>(plan.count)) : s / plan.count);
  }
  return out;
}

NDArray Max(const NDArray& x, const Axes& axis, bool keepdims) {
  return MaxOrMin("max", x, axis, keepdims, /*is_max=*/true);
}

NDArray Min(const NDArray& x, const Axes& axis, bool keepdims) {
  return MaxOrMin("min", x, axis, keepdims, /*is_max=*/false);
}

NDArray Variance(const NDArray& x, const Axes& axis, bool keepdims) {
  ReducePlan plan = PlanReduce("variance", x, axis, keepdims);
  std::vector<double> var = VarianceValues(x, plan);
  NDArray out = NDArray::Empty(plan.out_shape, x.dtype());
  for (int64_t o = 0; o < plan.num_out; ++o) out.SetDouble(o, var[o]);
  return out;
}

NDArray Std(const NDArray& x, const Axes& axis, bool keepdims) {
  ReducePlan plan = PlanReduce("std", x, axis, keepdims);
  std::vector<double> var = VarianceValues(x, plan);
  NDArray out = NDArray::Empty(plan.out_shape, x.dtype());
  for (int64_t o = 0; o < plan.num_out; ++o) out.SetDouble(o, std::sqrt(var[o]));
  return out;
}

NDArray ArgMax(const NDArray& x, std::optional<int64_t> axis, bool keepdims) {
  return ArgReduce("argmax", x, axis, keepdims, /*is_max=*/true);
}

NDArray ArgMin(const NDArray& x, std::optional<int64_t> axis, bool keepdims) {
  return ArgReduce("argmin", x, axis, keepdims, /*is_max=*/false);
}

}  // namespace ref
}  // namespace rlx
