#include "compiler/topi/reduction.h"

#include <algorithm>

#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"
#include "compiler/topi/broadcast.h"

namespace rlx {
namespace topi {

namespace {

std::vector<te::IterVar> MakeReduceAxes(const std::vector<int>& real_axis, const Tensor& data) {
  std::vector<te::IterVar> axes;
  for (int i : real_axis) axes.push_back(te::reduce_axis(Int64(0), data.shape()[i], "k" + std::to_string(i)));
  return axes;
}

bool Contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The input indices of a reduction stage: reduce vars on reduced dims, the
// output vars elsewhere (skipping the kept size-1 dims unless keepdims).
std::vector<PrimExpr> EvalRange(const Tensor& data, const std::vector<int>& real_axis,
                                const std::vector<te::IterVar>& raxes, const std::vector<TirVar>& out, bool keepdims) {
  std::vector<PrimExpr> range;
  size_t arg = 0, red = 0;
  for (size_t i = 0; i < data.ndim(); ++i) {
    if (Contains(real_axis, static_cast<int>(i))) {
      range.push_back(raxes[red++]->var);
      if (keepdims) ++arg;
      continue;
    }
    range.push_back(out[keepdims ? i : arg]);
    ++arg;
  }
  return range;
}

te::Reduce MakeReduce(ReduceKind kind, const PrimExpr& source, std::vector<te::IterVar> axes) {
  switch (kind) {
    case ReduceKind::kSum:
      return te::sum(source, std::move(axes));
    case ReduceKind::kProd:
      return te::prod(source, std::move(axes));
    case ReduceKind::kMax:
      return te::max(source, std::move(axes));
    case ReduceKind::kMin:
      return te::min(source, std::move(axes));
  }
  return te::sum(source, std::move(axes));
}

Tensor ArgReduce(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims, bool is_max,
                 bool select_last_index) {
  if (data.ndim() == 0) ThrowError("Cannot reduce a 0 dim Tensor");
  std::vector<int> real_axis = GetRealAxis(static_cast<int>(data.ndim()), axis);
  std::vector<te::IterVar> raxes = MakeReduceAxes(real_axis, data);
  std::vector<PrimExpr> shape = ReduceTargetShape(real_axis, data, keepdims, false);
  te::CommReducer reducer;
  reducer.combine = [is_max, select_last_index](const std::vector<PrimExpr>& l, const std::vector<PrimExpr>& r) {
    PrimExpr better = is_max ? te::GT(l[1], r[1]) : te::LT(l[1], r[1]);
    PrimExpr same = te::EQ(l[1], r[1]);
    PrimExpr proper = select_last_index ? te::GT(l[0], r[0]) : te::LT(l[0], r[0]);
    PrimExpr update = te::Or(better, te::And(same, proper));
    return std::vector<PrimExpr>{te::Select(update, l[0], r[0]), te::Select(better, l[1], r[1])};
  };
  reducer.identity = {Int64(-1), is_max ? te::MinValue(data.dtype()) : te::MaxValue(data.dtype())};
  std::vector<Tensor> temp = te::compute_multi(
      shape,
      [&](const std::vector<TirVar>& out) {
        std::vector<PrimExpr> range = EvalRange(data, real_axis, raxes, out, keepdims);
        // The flat index over the reduced dims (TVM's RavelIndex).
        PrimExpr idx;
        for (size_t i = 0; i < raxes.size(); ++i) {
          PrimExpr k = raxes[i]->var;
          idx = i == 0 ? k : te::Add(te::Mul(idx, data.shape()[real_axis[i]]), k);
        }
        te::Reduce r;
        r.combiner = reducer;
        r.source = {idx, data(range)};
        r.axis = raxes;
        return r;
      },
      data.name() + "_red_temp", "comm_reduce_idx", Map(), te::AxisNames("ax", shape.size()));
  Tensor index = temp[0];
  return te::compute(
      shape, [&](const std::vector<TirVar>& i) { return index(i); }, data.name() + "_red", "comm_reduce_idx", Map(),
      te::AxisNames("ax", shape.size()));
}

// Relax's shape_prod: the product of the reduced extents.
PrimExpr ReducedCount(const Tensor& x, const std::optional<std::vector<int64_t>>& axis) {
  PrimExpr prod = Int64(1);
  for (int d : GetRealAxis(static_cast<int>(x.ndim()), axis)) prod = te::Mul(prod, x.shape()[d]);
  return prod;
}

}  // namespace

std::vector<int> GetRealAxis(int ndim, const std::optional<std::vector<int64_t>>& axis) {
  std::vector<int> real;
  if (!axis) {
    for (int i = 0; i < ndim; ++i) real.push_back(i);
    return real;
  }
  for (int64_t a : *axis) {
    int64_t v = a < 0 ? a + ndim : a;
    if (v < 0 || v >= ndim) ThrowError("axis " + std::to_string(a) + " exceeds the dimension " + std::to_string(ndim));
    real.push_back(static_cast<int>(v));
  }
  std::sort(real.begin(), real.end());
  real.erase(std::unique(real.begin(), real.end()), real.end());
  return real;
}

std::vector<PrimExpr> ReduceTargetShape(const std::vector<int>& real_axis, const Tensor& data, bool keepdims,
                                        bool atleast1d) {
  std::vector<PrimExpr> shape;
  for (size_t i = 0; i < data.ndim(); ++i) {
    bool reduced = Contains(real_axis, static_cast<int>(i));
    if (keepdims) {
      shape.push_back(reduced ? Int64(1) : data.shape()[i]);
    } else if (!reduced) {
      shape.push_back(data.shape()[i]);
    }
  }
  if (shape.empty() && atleast1d) shape.push_back(Int64(1));
  return shape;
}

Tensor Reduce(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, ReduceKind kind, bool keepdims,
              bool atleast1d) {
  if (data.ndim() == 0) ThrowError("Cannot reduce a 0 dim Tensor");
  std::vector<int> real_axis = GetRealAxis(static_cast<int>(data.ndim()), axis);
  std::vector<te::IterVar> raxes = MakeReduceAxes(real_axis, data);
  std::vector<PrimExpr> shape = ReduceTargetShape(real_axis, data, keepdims, atleast1d);
  // A boolean sum is TVM's `any`: a logical or.
  bool any = kind == ReduceKind::kSum && data.dtype().is_bool();
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& out) -> te::ComputeBody {
        PrimExpr src = data(EvalRange(data, real_axis, raxes, out, keepdims));
        if (any) {
          te::Reduce r;
          r.combiner.combine = [](const std::vector<PrimExpr>& l, const std::vector<PrimExpr>& rr) {
            return std::vector<PrimExpr>{te::Or(l[0], rr[0])};
          };
          r.combiner.identity = {Bool(false)};
          r.source = {src};
          r.axis = raxes;
          return r;
        }
        return MakeReduce(kind, src, raxes);
      },
      data.name() + "_red", "comm_reduce", Map(), te::AxisNames("ax", shape.size()));
}

Tensor ArgMax(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims,
              bool select_last_index) {
  return ArgReduce(data, axis, keepdims, true, select_last_index);
}

Tensor ArgMin(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims,
              bool select_last_index) {
  return ArgReduce(data, axis, keepdims, false, select_last_index);
}

Tensor Mean(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims) {
  PrimExpr count = ReducedCount(data, axis);
  Tensor s = Sum(data, axis, keepdims);
  return WithScalar(BinaryRule("divide"), s, count, "T_divide");
}

Tensor Variance(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims) {
  Tensor dev = Subtract(data, Mean(data, axis, true));
  return Mean(Multiply(dev, dev), axis, keepdims);
}

}  // namespace topi
}  // namespace rlx
