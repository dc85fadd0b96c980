// Legalizations of reductions (TVM's legalize_ops/statistical.py and the
// argmax / argmin of search.py).
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/topi/elemwise.h"
#include "compiler/topi/reduction.h"

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
}

}  // namespace op
}  // namespace rlx
