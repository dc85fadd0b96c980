// Legalizations of reductions (TVM's legalize_ops/statistical.py and the
// argmax / argmin of search.py).
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/te/expr.h"
#include "compiler/topi/elemwise.h"
#include "compiler/topi/reduction.h"
#include "compiler/topi/transform.h"

namespace rlx {
namespace op {

namespace {

using te::Tensor;

FLegalize Statistical(const std::string& func_name,
                      const std::function<Tensor(const Tensor&, const std::optional<std::vector<int64_t>>&, bool)>& f) {
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    std::optional<std::vector<int64_t>> axis = GetOptionalIntListAttr(call, "axis");
    bool keepdims = GetBoolAttr(call, "keepdims");
    return CallTE1(ctx, func_name, [&](TEArgs& a) { return f(a.Tensor(call->args[0]), axis, keepdims); });
  };
}

FLegalize ArgReduce(bool is_max) {
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    std::optional<int64_t> axis = GetOptionalIntAttr(call, "axis");
    bool keepdims = GetBoolAttr(call, "keepdims");
    std::optional<std::vector<int64_t>> axes;
    if (axis) axes = std::vector<int64_t>{*axis};
    return CallTE1(ctx, is_max ? "argmax" : "argmin", [&](TEArgs& a) {
      Tensor x = a.Tensor(call->args[0]);
      return is_max ? topi::ArgMax(x, axes, keepdims) : topi::ArgMin(x, axes, keepdims);
    });
  };
}

// The element of stable ascending rank (n - 1) / 2 along the axis (the
// lower median, as torch.median and the reference evaluator give) and, for
// an axis, its index. rank_j = #{i : x_i < x_j or (x_i == x_j and i < j)} is
// a permutation of 0 .. n-1, so exactly one j has rank mid. O(n^2) per
// output, for the short axes frontends take a median over (TVM sorts).
relax::Expr LegalizeMedian(const Call& call, LegalizeContext& ctx) {
  const std::vector<PrimExpr>* in_shape = TensorShape(call->args[0]);
  std::optional<std::vector<int64_t>> axes = GetOptionalIntListAttr(call, "axis");
  if (in_shape == nullptr || (axes && axes->size() != 1)) return call;
  bool keepdims = GetBoolAttr(call, "keepdims");
  int ndim = static_cast<int>(in_shape->size());
  int ax = axes ? NormalizeAxis(call, ndim, (*axes)[0]) : 0;
  return CallTE(ctx, "median", [&](TEArgs& a) -> std::vector<Tensor> {
    Tensor x = a.Tensor(call->args[0]);
    if (!axes) {
      PrimExpr count = Int64(1);
      for (const PrimExpr& d : x.shape()) count = te::Mul(count, d);
      x = topi::Reshape(x, {count});
    }
    PrimExpr n = x.shape()[ax];
    PrimExpr mid = te::FloorDiv(te::Sub(n, Int64(1)), Int64(2));
    te::IterVar k = te::reduce_axis(Int64(0), n, "k");
    Tensor rank = te::compute(
        x.shape(),
        [&](const std::vector<TirVar>& i) {
          std::vector<PrimExpr> at(i.begin(), i.end());
          at[ax] = k->var;
          PrimExpr xi = x(at), xj = x(i);
          PrimExpr before = te::Or(te::LT(xi, xj), te::And(te::EQ(xi, xj), te::LT(k->var, i[ax])));
          return te::sum(te::Cast(DataType::Int(64), before), {k});
        },
        "T_median_rank");
    // Output index -> the input index with `j` at the reduced axis.
    std::vector<PrimExpr> out_shape;
    if (!axes) {
      if (keepdims) out_shape.assign(ndim, Int64(1));
    } else {
      for (int d = 0; d < ndim; ++d) {
        if (d != ax) out_shape.push_back(x.shape()[d]);
        if (d == ax && keepdims) out_shape.push_back(Int64(1));
      }
    }
    auto source = [&](const std::vector<TirVar>& o, const PrimExpr& j) {
      if (!axes) return std::vector<PrimExpr>{j};
      std::vector<PrimExpr> at(o.begin(), o.end());
      if (keepdims) {
        at[ax] = j;
      } else {
        at.insert(at.begin() + ax, j);
      }
      return at;
    };
    te::IterVar jv = te::reduce_axis(Int64(0), n, "j");
    Tensor index = te::compute(
        out_shape,
        [&](const std::vector<TirVar>& o) {
          return te::sum(te::Select(te::EQ(rank(source(o, jv->var)), mid), PrimExpr(jv->var), Int64(0)), {jv});
        },
        "T_median_index");
    Tensor value = te::compute(
        out_shape, [&](const std::vector<TirVar>& o) { return x(source(o, index(o))); }, "T_median");
    if (!axes) return {value};
    return {value, index};
  });
}

}  // namespace

void RegisterReduceLegalizations(OpRegistry* r) {
  auto kind = [](topi::ReduceKind k) {
    return [k](const Tensor& x, const std::optional<std::vector<int64_t>>& axis, bool keepdims) {
      return topi::Reduce(x, axis, k, keepdims);
    };
  };
  SetLegalize(r, "relax.sum", Statistical("sum", kind(topi::ReduceKind::kSum)));
  SetLegalize(r, "relax.prod", Statistical("prod", kind(topi::ReduceKind::kProd)));
  SetLegalize(r, "relax.max", Statistical("max", kind(topi::ReduceKind::kMax)));
  SetLegalize(r, "relax.min", Statistical("min", kind(topi::ReduceKind::kMin)));
  SetLegalize(r, "relax.mean", Statistical("mean", topi::Mean));
  SetLegalize(r, "relax.variance", Statistical("variance", topi::Variance));
  SetLegalize(r, "relax.std",
              Statistical("std", [](const Tensor& x, const std::optional<std::vector<int64_t>>& axis, bool keepdims) {
                return topi::Unary(topi::UnaryRule("sqrt"), topi::Variance(x, axis, keepdims));
              }));
  SetLegalize(r, "relax.argmax", ArgReduce(true));
  SetLegalize(r, "relax.argmin", ArgReduce(false));
  SetLegalize(r, "relax.median", LegalizeMedian);
}

}  // namespace op
}  // namespace rlx
