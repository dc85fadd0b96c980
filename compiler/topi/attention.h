// Multi-head attention on te, the kernel TVM legalizes relax.nn.attention
// and relax.nn.attention_bias to (legalize_ops/nn.py `_te_attention`).
#ifndef RLX_COMPILER_TOPI_ATTENTION_H_
#define RLX_COMPILER_TOPI_ATTENTION_H_

#include <optional>
#include <string>

#include "compiler/te/tensor.h"

namespace rlx {
namespace topi {

// softmax(q k^T * scale + bias, masked) v over BSNH tensors:
//   q (B, S, N, H), k (B, S_kv, N_kv, H), v (B, S_kv, N_kv, H_v)
//   -> (B, S, N, H_v).
// `bias` (may be undefined) is 4-D, broadcast to (B, N, S, S_kv) (a
// dimension of constant extent 1 broadcasts) and added after scaling.
// `scale` defaults to 1 / sqrt(H). `causal_mask`: "" (none), "TopLeft"
// (keep key j for query i when j <= i) or "BottomRight" (j <= i +
// |S - S_kv|, TVM's offset). N_kv must divide N; query head n reads kv
// head n / (N / N_kv).
//
// Stages: "attn_score" (q.k reduction over "h"), "attn_scaled", then
// T_softmax_maxelem / T_softmax_exp / T_softmax_expsum, "attn_weighted"
// (reduction over "j" of exp * v) and "T_attention" (normalized, in BSNH).
// Differences from TVM, on purpose: no transpose/reshape/batch_matmul
// stages (the BSNH indices are read directly, which also admits grouped
// kv heads); masked scores are excluded from the row max rather than
// zero-filled by trilu, so a row of very negative scores cannot underflow
// to 0/0; float16 inputs are accumulated in float32 and cast back.
te::Tensor Attention(const te::Tensor& q, const te::Tensor& k, const te::Tensor& v, const te::Tensor& bias,
                     std::optional<double> scale, const std::string& causal_mask);

}  // namespace topi
}  // namespace rlx

#endif  // RLX_COMPILER_TOPI_ATTENTION_H_
