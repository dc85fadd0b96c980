// CUTLASS pattern table (python/tvm/relax/backend/cuda/cutlass.py).
#include "compiler/contrib/cutlass/patterns.h"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

#include "compiler/backend/check_util.h"
#include "compiler/backend/patterns.h"

namespace rlx {
namespace backend {
namespace contrib {

using pattern::DFPattern;
using pattern::IsOp;
using pattern::PatternCheckContext;
using pattern::Wildcard;

namespace {

bool Contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

bool IsSupportedDtype(DataType lhs, DataType rhs) {
  auto is_8bit = [](DataType t) { return t == DataType::Int(8) || t == DataType::UInt(8); };
  return (lhs == DataType::Float(16) && rhs == DataType::Float(16)) ||
         (lhs == DataType::Float(32) && rhs == DataType::Float(32)) || (is_8bit(lhs) && is_8bit(rhs));
}

// Whether `from` is reachable from `to` through users (from depends on to).
bool HasDependency(const relax::Var& from, const relax::Var& to, const pattern::VarUsages& usages) {
  if (from.get() == to.get()) return true;
  std::unordered_set<const relax::VarNode*> checked;
  std::vector<relax::Var> pending = {to};
  while (!pending.empty()) {
    relax::Var cur = pending.back();
    pending.pop_back();
    for (const relax::Var& user : usages.UsersOf(cur)) {
      if (user.get() == from.get()) return true;
      if (checked.insert(user.get()).second) pending.push_back(user);
    }
  }
  return false;
}

// Python's zip: compares the common leading dims only.
bool IsSameShape(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
    if (!ProvablyEqual(a[i], b[i])) return false;
  }
  return true;
}

bool IsBiasLike(const std::vector<PrimExpr>& shape, const PrimExpr& out_channel) {
  if (shape.empty()) return false;
  return ProvablyEqual(shape.back(), out_channel) && ProvablyEqual(Product(shape, 0, shape.size()), out_channel);
}

bool CheckResidual(const relax::Expr& root_call, const PatternCheckContext& ctx) {
  relax::Expr residual_expr = ctx.Annotated("residual");
  if (!residual_expr.defined()) return true;
  relax::Var residual = residual_expr.as<relax::VarNode>();
  if (!residual.defined()) {
    residual = ctx.BoundVarOf(residual_expr);
    if (!residual.defined()) return false;
  }
  relax::Var root_var = ctx.BoundVarOf(root_call);
  if (!root_var.defined()) return false;
  // A residual computed from the root's own result cannot be an input.
  if (ctx.var_usages && HasDependency(residual, root_var, *ctx.var_usages)) return false;
  std::optional<std::vector<PrimExpr>> shape1 = TensorShape(root_var), shape2 = TensorShape(residual);
  if (!shape1 || !shape2 || shape1->empty()) return false;
  return IsSameShape(*shape1, *shape2) || IsBiasLike(*shape2, shape1->back());
}

bool CheckConv2d(const PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  relax::Expr conv = ctx.Annotated("root");
  relax::Expr data = CallArg(conv, 0), weight = CallArg(conv, 1);
  if (!data.defined() || !weight.defined()) return false;
  if (CallAttrString(conv, "data_layout") != std::optional<std::string>("NHWC") ||
      CallAttrString(conv, "kernel_layout") != std::optional<std::string>("OHWI") ||
      !IsSupportedDtype(TensorDtype(data), TensorDtype(weight))) {
    return false;
  }
  if (!CheckResidual(conv, ctx)) return false;
  std::optional<std::vector<PrimExpr>> data_shape = TensorShape(data), weight_shape = TensorShape(weight);
  if (!data_shape || !weight_shape || data_shape->size() != 4 || weight_shape->empty()) return false;
  for (const PrimExpr& d : *data_shape) {
    if (d.is<TirVarNode>()) return false;
  }
  // Not a depthwise conv2d.
  std::optional<int64_t> ic = ConstInt((*data_shape)[3]), oc = ConstInt((*weight_shape)[0]);
  std::optional<int64_t> groups = CallAttrInt(conv, "groups");
  return !(ic && oc && groups && *ic == *oc && *oc == *groups);
}

// tvm.contrib.cutlass.build.is_shape_valid_for_cutlass_matmul.
bool IsShapeValidForCutlassMatmul(const std::vector<PrimExpr>& lhs, const std::vector<PrimExpr>& rhs) {
  if (lhs.empty() || !ConstInt(lhs.back())) return false;
  PrimExpr lhs_batches = Product(lhs, 0, lhs.size() >= 2 ? lhs.size() - 2 : 0);
  PrimExpr rhs_batches = Product(rhs, 0, rhs.size() >= 2 ? rhs.size() - 2 : 0);
  if (ConstInt(lhs_batches) == std::optional<int64_t>(1) || ConstInt(rhs_batches) == std::optional<int64_t>(1)) {
    return true;  // a plain GEMM, or ND x 2D / 2D x ND
  }
  // Batch dims pair up from the innermost; a missing one counts as 1.
  size_t nl = lhs.size() >= 2 ? lhs.size() - 2 : 0, nr = rhs.size() >= 2 ? rhs.size() - 2 : 0;
  for (size_t i = 0; i < std::max(nl, nr); ++i) {
    PrimExpr a = i < nl ? lhs[nl - 1 - i] : Int64(1);
    PrimExpr b = i < nr ? rhs[nr - 1 - i] : Int64(1);
    if (!ProvablyEqual(a, b)) return false;
  }
  return true;
}

bool CheckMatmul(const PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  relax::Expr lhs = ctx.Annotated("lhs"), rhs = ctx.Annotated("rhs");
  if (!IsSupportedDtype(TensorDtype(lhs), TensorDtype(rhs))) return false;
  if (!CheckResidual(ctx.Annotated("root"), ctx)) return false;
  std::optional<std::vector<PrimExpr>> lhs_shape = TensorShape(lhs), rhs_shape = TensorShape(rhs);
  return lhs_shape && rhs_shape && IsShapeValidForCutlassMatmul(*lhs_shape, *rhs_shape);
}

bool CheckDecodeMatmul(const PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  relax::Expr root = ctx.Annotated("root");
  if (!CheckResidual(root, ctx)) return false;
  // A float32 matmul output is only supported when cast to fp16 afterwards.
  if (TensorDtype(root) == DataType::Float(32)) return false;
  auto callee = CallArg(ctx.Annotated("w_decoded"), 0).as<relax::GlobalVarNode>();
  if (!callee.defined() || !Contains(callee->name, "decode")) return false;
  std::optional<std::vector<PrimExpr>> out_shape = TensorShape(root);
  if (!out_shape || out_shape->empty()) return false;
  PrimExpr n = out_shape->back();
  if (TensorDtype(ctx.Annotated("lhs")) != DataType::Float(16)) return false;
  // The weight must be packed to int8, by cutlass.ft_preprocess_weight when
  // it is computed by a packed call.
  relax::Expr packed = ctx.Annotated("w_encoded");
  if (TensorDtype(packed) != DataType::Int(8)) return false;
  if (auto f = CallArg(packed, 0).as<relax::ExternFuncNode>()) {
    if (f->global_symbol != "cutlass.ft_preprocess_weight") return false;
  }
  relax::Expr scales = ctx.Annotated("scales");
  if (TensorDtype(scales) != DataType::Float(16)) return false;
  // Scales of shape (N,), (1, N) or (K / group_size, N).
  std::optional<std::vector<PrimExpr>> scale_shape = TensorShape(scales);
  if (!scale_shape || scale_shape->empty() || scale_shape->size() > 2 || !ProvablyEqual(scale_shape->back(), n)) {
    return false;
  }
  relax::Expr bias = ctx.Annotated("bias");
  if (bias.defined()) {
    std::optional<std::vector<PrimExpr>> bias_shape = TensorShape(bias);
    if (!bias_shape) return false;
    if (!IsBiasLike(*bias_shape, n) && !IsSameShape(*out_shape, *bias_shape)) return false;
  }
  return true;
}

bool CheckStackedAttention(const PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  if (TensorNdim(ctx.Annotated("stacked_qkv")) != 3) return false;
  relax::Expr split = ctx.Annotated("split");
  if (split.defined()) return CallAttrInt(split, "axis") == std::optional<int64_t>(2);
  int64_t last_end = 0;
  for (const char* name : {"strided_slice_query", "strided_slice_key", "strided_slice_value"}) {
    relax::Expr slice = ctx.Annotated(name);
    std::optional<std::vector<int64_t>> axes = ConstIntTuple(CallArg(slice, 1)),
                                        begins = ConstIntTuple(CallArg(slice, 2)),
                                        ends = ConstIntTuple(CallArg(slice, 3)),
                                        strides = ConstIntTuple(CallArg(slice, 4));
    if (!axes || !begins || !ends || !strides) return false;
    if (*axes != std::vector<int64_t>{2} || *begins != std::vector<int64_t>{last_end} || ends->size() != 1 ||
        *strides != std::vector<int64_t>{1}) {
      return false;
    }
    last_end = (*ends)[0];
  }
  return true;
}

bool CheckLayerNorm(const PatternCheckContext& ctx) {
  const relax::Expr& ln = ctx.matched_expr;
  if (CallAttrInt(ln, "center") != std::optional<int64_t>(1) || CallAttrInt(ln, "scale") != std::optional<int64_t>(1)) {
    return false;
  }
  // One axis only; contiguous inner-most axes could work but are rejected.
  std::optional<std::vector<int64_t>> axes = CallAttrInts(ln, "axes");
  if (!axes || axes->size() != 1) return false;
  int rank = TensorNdim(ln);
  int64_t axis = (*axes)[0] < 0 ? (*axes)[0] + rank : (*axes)[0];
  return rank >= 0 && axis == rank - 1;
}

bool CheckRmsNorm(const PatternCheckContext& ctx) {
  auto callee = CallArg(ctx.Annotated("rms_norm"), 0).as<relax::GlobalVarNode>();
  return callee.defined() && Contains(callee->name, "rms_norm");
}

std::string ActivationFromName(const std::string& name) {
  if (Contains(name, "_relu")) return "relax.nn.relu";
  if (Contains(name, "_gelu_tanh")) return "relax.nn.gelu_tanh";
  if (Contains(name, "_gelu")) return "relax.nn.gelu";
  if (Contains(name, "_silu")) return "relax.nn.silu";
  return "";
}

std::vector<FusionPattern> Conv2dPatterns() {
  std::vector<FusionPattern> out;
  for (const char* name :
       {"cutlass.conv2d", "cutlass.conv2d_bias", "cutlass.conv2d_bias_relu", "cutlass.conv2d_bias_silu"}) {
    PatternWithAnnotations p =
        MakeFusedBiasActivationPattern("relax.nn.conv2d", Contains(name, "_bias"), ActivationFromName(name));
    out.emplace_back(name, p.pattern, p.annotations, CheckConv2d);
  }
  return out;
}

std::vector<FusionPattern> MatmulPatterns() {
  std::vector<FusionPattern> out;
  for (const char* name : {"cutlass.matmul", "cutlass.matmul_bias", "cutlass.matmul_bias_relu",
                           "cutlass.matmul_bias_gelu", "cutlass.matmul_transposed", "cutlass.matmul_transposed_bias",
                           "cutlass.matmul_transposed_bias_relu", "cutlass.matmul_transposed_bias_gelu"}) {
    PatternWithAnnotations p =
        MakeMatmulPattern(Contains(name, "_bias"), ActivationFromName(name), Contains(name, "_transposed"));
    out.emplace_back(name, p.pattern, p.annotations, CheckMatmul);
  }
  return out;
}

// matmul(x, call_tir(decode, (w_packed, scales))) [-> astype] [+ bias]
// [-> gelu].
std::vector<FusionPattern> DecodeMatmulPatterns() {
  std::vector<FusionPattern> out;
  for (const char* name :
       {"cutlass.decode_matmul", "cutlass.decode_matmul_bias", "cutlass.decode_matmul_cast",
        "cutlass.decode_matmul_cast_bias", "cutlass.decode_matmul_bias_gelu", "cutlass.decode_matmul_cast_bias_gelu"}) {
    DFPattern scales = Wildcard(), x = Wildcard(), w_packed = Wildcard();
    DFPattern w = IsOp("relax.call_tir")({pattern::IsGlobalVar(), pattern::IsTuple({w_packed, scales})});
    DFPattern matmul = IsOp("relax.matmul")({x, w});
    if (Contains(name, "cast")) matmul = IsOp("relax.astype")({matmul});
    pattern::AnnotationPatterns annotations{
        {"root", matmul}, {"lhs", x}, {"w_encoded", w_packed}, {"w_decoded", w}, {"scales", scales}};
    DFPattern result = matmul;
    if (Contains(name, "bias")) {
      DFPattern bias = Wildcard();
      annotations["bias"] = bias;
      result = IsOp("relax.add")({matmul, bias});
    }
    if (Contains(name, "gelu")) result = IsOp("relax.nn.gelu")({result});
    out.emplace_back(name, result, annotations, CheckDecodeMatmul);
  }
  return out;
}

std::vector<FusionPattern> ResidualBlockPatterns() {
  std::vector<FusionPattern> out;
  for (const auto& [activation, postfix] :
       std::vector<std::pair<std::string, std::string>>{{"", ""}, {"relax.nn.relu", "_relu"}}) {
    for (std::vector<FusionPattern> (*group)() : {Conv2dPatterns, MatmulPatterns, DecodeMatmulPatterns}) {
      for (const FusionPattern& base : group()) {
        // Without a bias the residual is already handled as the "bias".
        if (!Contains(base.name, "bias")) continue;
        for (const char* bin_op : {"relax.add", "relax.multiply"}) {
          std::string op_name = std::string(bin_op).substr(std::string(bin_op).rfind('.') + 1);
          PatternWithAnnotations p =
              MakeResidualBlockPattern({base.pattern, base.annotation_patterns}, bin_op, activation);
          out.emplace_back(base.name + "_residual_" + op_name + postfix, p.pattern, p.annotations, base.check);
        }
      }
    }
  }
  return out;
}

std::vector<FusionPattern> AttentionPatterns() {
  auto entry = [](const std::string& name, const PatternWithAnnotations& p, PatternCheckFunc check = nullptr) {
    return FusionPattern(name, p.pattern, p.annotations, std::move(check));
  };
  return {
      entry("cutlass.attention", MakeAttentionPattern()),
      entry("cutlass.attention_bias", MakeAttentionPattern(true)),
      entry("cutlass.stacked_attention", MakeStackedAttentionPattern("split"), CheckStackedAttention),
      entry("cutlass.stacked_attention", MakeStackedAttentionPattern("split", true), CheckStackedAttention),
      entry("cutlass.stacked_attention", MakeStackedAttentionPattern("strided_slice"), CheckStackedAttention),
      entry("cutlass.stacked_attention", MakeStackedAttentionPattern("strided_slice", true), CheckStackedAttention),
      entry("cutlass.attention_var_len", MakeAttentionPattern(false, true)),
  };
}

}  // namespace

void RegisterCutlassPatterns(PatternRegistry* r) {
  std::vector<FusionPattern> all;
  for (std::vector<FusionPattern> (*group)() :
       {Conv2dPatterns, MatmulPatterns, DecodeMatmulPatterns, ResidualBlockPatterns, AttentionPatterns}) {
    std::vector<FusionPattern> g = group();
    all.insert(all.end(), g.begin(), g.end());
  }
  PatternWithAnnotations ln = MakeLayerNormPattern();
  all.emplace_back("cutlass.layer_norm", ln.pattern, ln.annotations, CheckLayerNorm);
  PatternWithAnnotations rms = MakeRmsNormPattern();
  all.emplace_back("cutlass.rms_norm", rms.pattern, rms.annotations, CheckRmsNorm);
  r->Register(all);
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
