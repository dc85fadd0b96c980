#include "compiler/topi/attention.h"

#include <cmath>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace topi {

using te::Tensor;

Tensor Attention(const Tensor& q, const Tensor& k, const Tensor& v, const Tensor& bias, std::optional<double> scale,
                 const std::string& causal_mask) {
  if (q.ndim() != 4 || k.ndim() != 4 || v.ndim() != 4) {
    ThrowError("attention: query, key and value must be 4-D (batch, seq, heads, head_dim)");
  }
  if (bias.defined() && bias.ndim() != 4) ThrowError("attention: bias must be 4-D (batch, heads, seq, seq_kv)");
  const bool masked = !causal_mask.empty();
  if (masked && causal_mask != "TopLeft" && causal_mask != "BottomRight") {
    ThrowError("attention: unknown causal_mask '" + causal_mask + "' (expected TopLeft or BottomRight)");
  }
  const DataType dtype = q.dtype();
  if (!dtype.is_floating()) ThrowError("attention: expects floating-point inputs, got " + dtype.ToString());
  // float16 sums of head_dim products and of seq_kv exponentials lose too
  // much; accumulate in float32 as the RmsNorm kernel does.
  const DataType acc = dtype == DataType::Float(16) ? DataType::Float(32) : dtype;
  auto load = [&](const Tensor& t, std::vector<PrimExpr> idx) { return te::Cast(acc, t(std::move(idx))); };

  const PrimExpr batch = q.shape()[0], seq = q.shape()[1], heads = q.shape()[2], head_dim = q.shape()[3];
  const PrimExpr seq_kv = k.shape()[1], kv_heads = k.shape()[2], head_dim_v = v.shape()[3];
  const bool grouped = !te::EqualCheck(heads, kv_heads);
  const PrimExpr group = grouped ? te::FloorDiv(heads, kv_heads) : PrimExpr();
  auto kv_head = [&](const PrimExpr& n) { return grouped ? te::FloorDiv(n, group) : n; };

  // Scores in (B, N, S, S_kv), the layout TVM's batch_matmul produces.
  const std::vector<PrimExpr> score_shape = {batch, heads, seq, seq_kv};
  te::IterVar rh = te::reduce_axis(Int64(0), head_dim, "h");
  Tensor score = te::compute(
      score_shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr n = i[1];
        return te::sum(te::Mul(load(q, {i[0], i[2], n, rh->var}), load(k, {i[0], i[3], kv_head(n), rh->var})), {rh});
      },
      "attn_score");
  const PrimExpr scale_value =
      scale ? te::Const(acc, *scale) : te::Div(te::One(acc), te::Sqrt(te::Cast(acc, head_dim)));
  Tensor scaled = te::compute(
      score_shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr s = te::Mul(score(i), scale_value);
        if (!bias.defined()) return s;
        std::vector<PrimExpr> bi;
        for (size_t d = 0; d < 4; ++d) {
          bi.push_back(te::IsConstValue(bias.shape()[d], 1) ? PrimExpr(Int64(0)) : PrimExpr(i[d]));
        }
        return te::Add(s, load(bias, bi));
      },
      "attn_scaled");

  // Key j is visible to query i when j <= i + offset.
  const PrimExpr offset =
      causal_mask == "BottomRight" ? te::Max(te::Sub(seq, seq_kv), te::Sub(seq_kv, seq)) : PrimExpr(Int64(0));
  auto visible = [&](const PrimExpr& i, const PrimExpr& j) { return te::LE(j, te::Add(i, offset)); };
  const std::vector<PrimExpr> row_shape = {batch, heads, seq};
  te::IterVar rj1 = te::reduce_axis(Int64(0), seq_kv, "j");
  Tensor max_elem = te::compute(
      row_shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr s = scaled({i[0], i[1], i[2], rj1->var});
        if (masked) s = te::Select(visible(i[2], rj1->var), s, te::MinValue(acc));
        return te::max(s, {rj1});
      },
      "T_softmax_maxelem");
  Tensor exp = te::compute(
      score_shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr e = te::Exp(te::Sub(scaled(i), max_elem({i[0], i[1], i[2]})));
        return masked ? te::Select(visible(i[2], i[3]), e, te::Zero(acc)) : e;
      },
      "T_softmax_exp");
  te::IterVar rj2 = te::reduce_axis(Int64(0), seq_kv, "j");
  Tensor expsum = te::compute(
      row_shape,
      [&](const std::vector<TirVar>& i) {
        return te::sum(exp({i[0], i[1], i[2], rj2->var}), {rj2});
      },
      "T_softmax_expsum");

  // Weighted values straight into BSNH, normalized once per output element.
  const std::vector<PrimExpr> out_shape = {batch, seq, heads, head_dim_v};
  te::IterVar rj3 = te::reduce_axis(Int64(0), seq_kv, "j");
  Tensor weighted = te::compute(
      out_shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr n = i[2];
        return te::sum(te::Mul(exp({i[0], n, i[1], rj3->var}), load(v, {i[0], rj3->var, kv_head(n), i[3]})), {rj3});
      },
      "attn_weighted");
  return te::compute(
      out_shape,
      [&](const std::vector<TirVar>& i) {
        return te::Cast(dtype, te::Div(weighted(i), expsum({i[0], i[2], i[1]})));
      },
      "T_attention");
}

}  // namespace topi
}  // namespace rlx
