#include "compiler/backend/patterns.h"

#include <functional>
#include <optional>
#include <vector>

#include "compiler/backend/check_util.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace backend {

using pattern::AnnotationPatterns;
using pattern::DFPattern;
using pattern::IsConst;
using pattern::IsOp;
using pattern::Wildcard;

namespace {

PatternWithAnnotations WithBiasActivation(DFPattern out, AnnotationPatterns annotations, bool with_bias,
                                          const std::string& activation, bool allow_reshape) {
  if (with_bias) {
    DFPattern bias = Wildcard();
    annotations["bias"] = bias;
    DFPattern bias_arg = bias;
    // The reshape alternative goes first: the bare wildcard would take the
    // reshape call itself.
    if (allow_reshape) bias_arg = IsOp("relax.reshape").Call({bias}, /*varg_default_wildcard=*/true) | bias;
    out = IsOp("relax.add").Call({out, bias_arg}, /*varg_default_wildcard=*/allow_reshape);
  }
  if (!activation.empty()) out = IsOp(activation)({out});
  return {out, std::move(annotations)};
}

// matmul(lhs, rhs) with rhs optionally transposed; fills lhs, rhs, root.
DFPattern Matmul(bool transposed_rhs, AnnotationPatterns* annotations) {
  DFPattern lhs = Wildcard(), rhs = Wildcard();
  (*annotations)["lhs"] = lhs;
  (*annotations)["rhs"] = rhs;
  DFPattern rhs_arg = transposed_rhs ? IsOp("relax.permute_dims")({rhs}) : rhs;
  DFPattern out = IsOp("relax.matmul")({lhs, rhs_arg});
  (*annotations)["root"] = out;
  return out;
}

}  // namespace

PatternWithAnnotations MakeFusedBiasActivationPattern(const std::string& op_name, bool with_bias,
                                                      const std::string& activation, bool allow_reshape) {
  DFPattern lhs = Wildcard(), rhs = Wildcard();
  DFPattern out = IsOp(op_name)({lhs, rhs});
  return WithBiasActivation(out, {{"lhs", lhs}, {"rhs", rhs}, {"root", out}}, with_bias, activation, allow_reshape);
}

PatternWithAnnotations MakeResidualBlockPattern(const PatternWithAnnotations& node_output, const std::string& binary_op,
                                                const std::string& activation) {
  DFPattern residual = Wildcard();
  DFPattern op = IsOp(binary_op);
  DFPattern out = op({node_output.pattern, residual}) | op({residual, node_output.pattern});
  if (!activation.empty()) out = IsOp(activation)({out});
  AnnotationPatterns annotations = node_output.annotations;
  annotations["residual"] = residual;
  return {out, std::move(annotations)};
}

PatternWithAnnotations MakeConv2dPattern(bool with_bias, const std::string& activation) {
  DFPattern input = Wildcard(), weight = Wildcard();
  DFPattern conv = IsOp("relax.nn.conv2d")({input, weight});
  return WithBiasActivation(conv, {{"input", input}, {"weight", weight}, {"root", conv}}, with_bias, activation, false);
}

PatternWithAnnotations MakeMatmulPattern(bool with_bias, const std::string& activation, bool transposed_rhs) {
  AnnotationPatterns annotations;
  DFPattern out = Matmul(transposed_rhs, &annotations);
  return WithBiasActivation(out, std::move(annotations), with_bias, activation, false);
}

PatternWithAnnotations MakeAttentionPattern(bool with_bias, bool var_len) {
  DFPattern query = Wildcard(), key = Wildcard(), value = Wildcard();
  AnnotationPatterns annotations{{"query", query}, {"key", key}, {"value", value}};
  DFPattern out;
  if (with_bias) {
    DFPattern bias = Wildcard();
    annotations["bias"] = bias;
    out = IsOp("relax.nn.attention_bias")({query, key, value, bias});
  } else if (var_len) {
    DFPattern seqstart_q = Wildcard(), seqstart_k = Wildcard(), max_seqlen_q = Wildcard(), max_seqlen_k = Wildcard();
    annotations["seqstart_q"] = seqstart_q;
    annotations["seqstart_k"] = seqstart_k;
    annotations["max_seqlen_q"] = max_seqlen_q;
    annotations["max_seqlen_k"] = max_seqlen_k;
    out = IsOp("relax.nn.attention_var_len")({query, key, value, seqstart_q, seqstart_k, max_seqlen_q, max_seqlen_k});
  } else {
    out = IsOp("relax.nn.attention")({query, key, value});
  }
  return {out, std::move(annotations)};
}

PatternWithAnnotations MakeStackedAttentionPattern(const std::string& start_op, bool with_bias,
                                                   const std::string& layout) {
  DFPattern stacked_qkv = Wildcard();
  AnnotationPatterns ops;
  DFPattern query_raw, key_raw, value_raw;
  if (start_op == "split") {
    DFPattern qkv_tuple = IsOp("relax.split")({stacked_qkv});
    ops["split"] = qkv_tuple;
    query_raw = pattern::IsTupleGetItem(qkv_tuple, 0);
    key_raw = pattern::IsTupleGetItem(qkv_tuple, 1);
    value_raw = pattern::IsTupleGetItem(qkv_tuple, 2);
  } else if (start_op == "strided_slice") {
    query_raw = IsOp("relax.strided_slice").Call({stacked_qkv}, true);
    key_raw = IsOp("relax.strided_slice").Call({stacked_qkv}, true);
    value_raw = IsOp("relax.strided_slice").Call({stacked_qkv}, true);
    ops["strided_slice_query"] = query_raw;
    ops["strided_slice_key"] = key_raw;
    ops["strided_slice_value"] = value_raw;
  } else {
    ThrowError("make_stacked_attention_pattern: start_op must be \"split\" or \"strided_slice\", got \"" + start_op +
               "\"");
  }
  DFPattern query_reshape_list = Wildcard(), key_reshape_list = Wildcard(), value_reshape_list = Wildcard();
  DFPattern query, key, value;
  if (layout == "BS3NH") {
    query = IsOp("relax.reshape")({query_raw, query_reshape_list});
    key = IsOp("relax.reshape")({key_raw, key_reshape_list});
    value = IsOp("relax.reshape")({value_raw, value_reshape_list});
  } else if (layout == "SBN3H") {
    query = IsOp("relax.permute_dims")({query_raw});
    key = IsOp("relax.permute_dims")({key_raw});
    value = IsOp("relax.permute_dims")({value_raw});
    ops["q_transpose"] = query;
    ops["k_transpose"] = key;
    ops["v_transpose"] = value;
  } else {
    ThrowError("make_stacked_attention_pattern: layout must be \"BS3NH\" or \"SBN3H\", got \"" + layout + "\"");
  }
  AnnotationPatterns annotations{{"stacked_qkv", stacked_qkv},
                                 {"query_reshape_list", query_reshape_list},
                                 {"key_reshape_list", key_reshape_list},
                                 {"value_reshape_list", value_reshape_list}};
  annotations.insert(ops.begin(), ops.end());
  DFPattern out;
  if (with_bias) {
    DFPattern bias = Wildcard();
    annotations["bias"] = bias;
    out = IsOp("relax.nn.attention_bias")({query, key, value, bias});
  } else {
    out = IsOp("relax.nn.attention")({query, key, value});
  }
  if (layout == "SBN3H") out = IsOp("relax.permute_dims")({out});
  return {out, std::move(annotations)};
}

PatternWithAnnotations MakeLayerNormPattern() {
  return {IsOp("relax.nn.layer_norm")({Wildcard(), Wildcard(), Wildcard()}), {}};
}

PatternWithAnnotations MakeRmsNormPattern() {
  DFPattern inp = Wildcard(), weight = Wildcard();
  DFPattern gv = pattern::IsGlobalVar();
  DFPattern out = IsOp("relax.call_tir")({gv, pattern::IsTuple({inp, weight})});
  return {out, {{"gv", gv}, {"inp", inp}, {"rms_norm", out}}};
}

PatternWithAnnotations MakeMatmulDequantizePattern(bool transposed_rhs) {
  AnnotationPatterns annotations;
  DFPattern out = Matmul(transposed_rhs, &annotations);
  DFPattern scale = IsConst(), zp = IsConst();
  annotations["scale"] = scale;
  annotations["zp"] = zp;
  out = IsOp("relax.dequantize")({out, scale, zp});
  return {out, std::move(annotations)};
}

PatternWithAnnotations MakeMatmulMultiplyPattern(bool transposed_rhs) {
  AnnotationPatterns annotations;
  DFPattern out = Matmul(transposed_rhs, &annotations);
  DFPattern scale_a = Wildcard(), scale_b = Wildcard();
  annotations["scaleA"] = scale_a;
  annotations["scaleB"] = scale_b;
  DFPattern scale =
      IsOp("relax.multiply")({scale_a.HasShape(std::vector<int64_t>{1}), scale_b.HasShape(std::vector<int64_t>{1})});
  out = IsOp("relax.multiply")({out, scale});
  out = IsOp("relax.astype")({out});
  return {out, std::move(annotations)};
}

// ---------------------------------------------------------------- attention rewrite

namespace {

using contrib::CallAttrInt;
using contrib::CallAttrInts;
using contrib::ProvablyEqual;
using contrib::TensorNdim;
using contrib::TensorShape;
using pattern::MatchResult;
using relax::Expr;

// The tensor handed to R.nn.attention and its BSNH shape.
struct AttentionInput {
  Expr tensor;
  std::vector<PrimExpr> shape;
  bool heads_axis = false;  // the 4-D (B, N, S, H) form, no reshape to B*N
};
using InputRewriter = std::function<std::optional<AttentionInput>(const MatchResult&, const Expr&)>;
// (matches, attention call, whether q / k / v kept the heads axis) ->
// result, or null to decline.
using OutputRewriter = std::function<Expr(const MatchResult&, const Expr&, bool)>;

Expr MakeOpCall(const std::string& op, std::vector<Expr> args, Map attrs = Map()) {
  return Make<relax::CallNode>(relax::GetOp(op), std::move(args), std::move(attrs));
}

Expr Reshape(const Expr& x, const std::vector<PrimExpr>& shape) {
  return MakeOpCall("relax.reshape", {x, Make<relax::ShapeExprNode>(shape)});
}

bool SameDims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!ProvablyEqual(a[i], b[i])) return false;
  }
  return true;
}

std::vector<PrimExpr> LastTwo(const std::vector<PrimExpr>& v) {
  return v.size() < 2 ? v : std::vector<PrimExpr>(v.end() - 2, v.end());
}

// The values of a shape-valued expression (R.shape([...]) or a shape var).
std::optional<std::vector<PrimExpr>> ShapeValues(const Expr& e) {
  auto s = e.defined() ? e->struct_info().as<relax::ShapeStructInfoNode>() : Ref<relax::ShapeStructInfoNode>();
  if (!s.defined() || !s->values) return std::nullopt;
  return *s->values;
}

bool HasAxes(const Expr& call, const std::vector<int64_t>& axes) {
  return CallAttrInts(call, "axes") == std::optional<std::vector<int64_t>>(axes);
}

struct HandledInput {
  DFPattern pattern;
  InputRewriter rewriter;
};

HandledInput HandleInput(const DFPattern& raw, const std::string& layout, bool transpose, bool repeat) {
  DFPattern tensor = repeat ? IsOp("relax.repeat")({raw}) : raw;
  if (layout == "BSNH") {
    // (B, S, N, H) -permute-> (B, N, S, H) -reshape-> (B*N, S, H) [-> (B*N, H, S)]
    DFPattern permuted = IsOp("relax.permute_dims")({tensor});
    DFPattern shape = Wildcard();
    DFPattern reshaped = IsOp("relax.reshape")({permuted, shape});
    DFPattern transposed = transpose ? IsOp("relax.permute_dims")({reshaped}) : DFPattern();
    // Importers (PyTorch's SDPA decomposition, attention.py) keep the heads
    // as an axis and run 4-D batched matmuls instead:
    //   (B, S, N, H) -permute [0, 2, 1, 3]-> (B, N, S, H)   (q, v)
    //   (B, S, N, H) -permute [0, 2, 3, 1]-> (B, N, H, S)   (k, transposed)
    // TVM's patterns miss this form; it is the same attention.
    DFPattern direct = IsOp("relax.permute_dims")({tensor});
    InputRewriter rw = [=](const MatchResult& m, const Expr& x) -> std::optional<AttentionInput> {
      if (m.Has(direct)) {
        if (TensorNdim(m.Get(tensor)) != 4 ||
            !HasAxes(m.Get(direct), transpose ? std::vector<int64_t>{0, 2, 3, 1} : std::vector<int64_t>{0, 2, 1, 3})) {
          return std::nullopt;
        }
        std::optional<std::vector<PrimExpr>> x_shape = TensorShape(x);
        if (!x_shape || x_shape->size() != 4) return std::nullopt;
        return AttentionInput{x, *x_shape, true};
      }
      if (TensorNdim(m.Get(tensor)) != 4 || !HasAxes(m.Get(permuted), {0, 2, 1, 3})) return std::nullopt;
      std::optional<std::vector<PrimExpr>> before = TensorShape(m.Get(permuted)), after = ShapeValues(m.Get(shape));
      if (!before || !after || before->size() != 4 || after->size() != 3 ||
          !SameDims(LastTwo(*before), LastTwo(*after))) {
        return std::nullopt;
      }
      if (transpose && !HasAxes(m.Get(transposed), {0, 2, 1})) return std::nullopt;
      std::optional<std::vector<PrimExpr>> x_shape = TensorShape(x);
      if (!x_shape || x_shape->size() != 4) return std::nullopt;
      return AttentionInput{x, *x_shape};
    };
    return {(transpose ? transposed : reshaped) | direct, rw};
  }
  if (layout == "BSH") {
    // (B, S, H) [-> (B, H, S)]; attention sees it as (B, S, 1, H).
    DFPattern transposed = transpose ? IsOp("relax.permute_dims")({tensor}) : DFPattern();
    InputRewriter rw = [=](const MatchResult& m, const Expr& x) -> std::optional<AttentionInput> {
      if (TensorNdim(m.Get(tensor)) != 3) return std::nullopt;
      if (transpose && !HasAxes(m.Get(transposed), {0, 2, 1})) return std::nullopt;
      std::optional<std::vector<PrimExpr>> before = TensorShape(x);
      if (!before || before->size() != 3) return std::nullopt;
      std::vector<PrimExpr> after = {(*before)[0], (*before)[1], Int64(1), (*before)[2]};
      return AttentionInput{Reshape(x, after), after};
    };
    return {transpose ? transposed : tensor, rw};
  }
  ThrowError("make_attention_rewrite_pattern: qkv_layout must be \"BSNH\" or \"BSH\", got \"" + layout + "\"");
}

std::pair<DFPattern, OutputRewriter> HandleOutput(const DFPattern& tensor, const std::string& layout) {
  if (layout == "BSNH") {
    // (B*N, S, H) -reshape-> (B, N, S, H) -permute-> (B, S, N, H)
    DFPattern shape = Wildcard();
    DFPattern reshaped = IsOp("relax.reshape")({tensor, shape});
    DFPattern permuted = IsOp("relax.permute_dims")({reshaped});
    // The 4-D form: (B, N, S, H) -permute [0, 2, 1, 3]-> (B, S, N, H).
    DFPattern direct = IsOp("relax.permute_dims")({tensor});
    OutputRewriter rw = [=](const MatchResult& m, const Expr& x, bool heads_axis) -> Expr {
      if (m.Has(direct)) {
        if (!heads_axis || TensorNdim(m.Get(tensor)) != 4 || !HasAxes(m.Get(direct), {0, 2, 1, 3})) return Expr();
        return x;
      }
      if (heads_axis || TensorNdim(m.Get(tensor)) != 3) return Expr();
      std::optional<std::vector<PrimExpr>> before = TensorShape(m.Get(tensor)), after = ShapeValues(m.Get(shape));
      if (!before || !after || before->size() != 3 || after->size() != 4 ||
          !SameDims(LastTwo(*before), LastTwo(*after))) {
        return Expr();
      }
      if (!HasAxes(m.Get(permuted), {0, 2, 1, 3})) return Expr();
      return x;
    };
    return {permuted | direct, rw};
  }
  if (layout == "BSH") {
    OutputRewriter rw = [=](const MatchResult& m, const Expr& x, bool heads_axis) -> Expr {
      if (heads_axis || TensorNdim(m.Get(tensor)) != 3) return Expr();
      std::optional<std::vector<PrimExpr>> shape = TensorShape(m.Get(tensor));
      if (!shape) return Expr();
      return Reshape(x, *shape);
    };
    return {tensor, rw};
  }
  ThrowError("make_attention_rewrite_pattern: out_layout must be \"BSNH\" or \"BSH\", got \"" + layout + "\"");
}

PrimExpr Mul(const PrimExpr& a, const PrimExpr& b) { return MakeBinary(NodeKind::kMul, a, b); }

// The bias reshaped to (B|1, N|1, S|1, S_kv), or null for a shape the
// kernel cannot broadcast.
Expr ReshapeBias(const Expr& bias, const PrimExpr& b, const PrimExpr& s, const PrimExpr& n, const PrimExpr& s_kv) {
  std::optional<std::vector<PrimExpr>> shape = TensorShape(bias);
  if (!shape) return Expr();
  PrimExpr one = Int64(1);
  auto is = [&](const std::vector<PrimExpr>& want) { return SameDims(*shape, want); };
  if (is({Mul(b, n), s, s_kv})) return Reshape(bias, {b, n, s, s_kv});
  if (is({Mul(b, n), one, s_kv})) return Reshape(bias, {b, n, one, s_kv});
  if (is({b, s, s_kv})) return Reshape(bias, {b, one, s, s_kv});
  if (is({b, one, s_kv})) return Reshape(bias, {b, one, one, s_kv});
  if (is({one, s, s_kv}) || is({s, s_kv})) return Reshape(bias, {one, one, s, s_kv});
  if (is({one, one, s_kv}) || is({one, s_kv}) || is({s_kv})) return Reshape(bias, {one, one, one, s_kv});
  return Expr();
}

}  // namespace

PatternWithRewriter MakeAttentionRewritePattern(const std::string& qkv_layout, const std::string& out_layout,
                                                bool with_bias, bool with_cast, bool with_kv_repeat) {
  DFPattern q_raw = Wildcard(), k_raw = Wildcard(), v_raw = Wildcard();
  HandledInput q = HandleInput(q_raw, qkv_layout, false, false);
  HandledInput k = HandleInput(k_raw, qkv_layout, true, with_kv_repeat);
  HandledInput v = HandleInput(v_raw, qkv_layout, false, with_kv_repeat);
  DFPattern matmul_1 = IsOp("relax.matmul")({q.pattern, k.pattern});
  DFPattern scale = IsConst();
  DFPattern multiply = IsOp("relax.multiply")({matmul_1, with_cast ? IsOp("relax.astype")({scale}) : scale});
  DFPattern bias_raw = with_bias ? Wildcard() : DFPattern();
  DFPattern softmax_input = with_bias ? IsOp("relax.add")({multiply, bias_raw}) : multiply;
  if (with_cast) softmax_input = IsOp("relax.astype")({softmax_input});
  DFPattern softmax = IsOp("relax.nn.softmax")({softmax_input});
  DFPattern softmax_output = with_cast ? IsOp("relax.astype")({softmax}) : softmax;
  DFPattern matmul_2 = IsOp("relax.matmul")({softmax_output, v.pattern});
  std::pair<DFPattern, OutputRewriter> handled_out = HandleOutput(matmul_2, out_layout);
  OutputRewriter out_rewriter = handled_out.second;

  pattern::RewriteCallback rewriter = [=](const Expr& original, const MatchResult& m) -> Expr {
    std::optional<AttentionInput> query = q.rewriter(m, m.Get(q_raw));
    std::optional<AttentionInput> key = k.rewriter(m, m.Get(k_raw));
    std::optional<AttentionInput> value = v.rewriter(m, m.Get(v_raw));
    if (!query || !key || !value) return original;
    // q, k and v must all keep the heads axis or all fold it into the batch.
    if (query->heads_axis != key->heads_axis || query->heads_axis != value->heads_axis) return original;
    // The softmax must run over the last axis.
    std::optional<int64_t> axis = CallAttrInt(m.Get(softmax), "axis");
    int rank = TensorNdim(m.Get(softmax));
    if (!axis || rank < 0) return original;
    if (*axis == -1) *axis += rank;
    if (*axis != rank - 1) return original;
    const PrimExpr &b = query->shape[0], &s = query->shape[1], &n = query->shape[2], &s_kv = key->shape[1];
    std::vector<Expr> args = {query->tensor, key->tensor, value->tensor};
    if (with_bias) {
      Expr bias = ReshapeBias(m.Get(bias_raw), b, s, n, s_kv);
      if (!bias.defined()) return original;
      args.push_back(bias);
    }
    auto scale_const = m.Get(scale).as<relax::ConstantNode>();
    if (!scale_const.defined() || scale_const->data.NumElements() != 1) return original;
    Map attrs = MapWith(Map(), "scale", MakeFloatImm(scale_const->data.dtype(), scale_const->data.GetDouble(0)));
    Expr attention = MakeOpCall(with_bias ? "relax.nn.attention_bias" : "relax.nn.attention", args, attrs);
    Expr result = out_rewriter(m, attention, query->heads_axis);
    return result.defined() ? result : original;
  };
  return {handled_out.first, rewriter};
}

}  // namespace backend
}  // namespace rlx
