// Legalizations of neural-network and linear-algebra ops (TVM's
// legalize_ops/{nn,linear_algebra}.py).
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/te/expr.h"
#include "compiler/topi/attention.h"
#include "compiler/topi/nn.h"

namespace rlx {
namespace op {

namespace {

using te::Tensor;

// Padding as [before..., after...] for `dim` spatial dims.
bool CompletePadding(std::vector<int64_t> p, size_t dim, std::vector<int64_t>* out) {
  if (p.size() == 1) p.assign(dim, p[0]);
  if (p.size() == dim) p.insert(p.end(), p.begin(), p.end());
  if (p.size() != 2 * dim) return false;
  *out = std::move(p);
  return true;
}

bool SameLayoutOut(const Call& call, const std::string& layout_attr) {
  std::string layout = GetStringAttr(call, layout_attr);
  return GetOptionalStringAttr(call, "out_layout").value_or(layout) == layout;
}

relax::Expr LegalizeConv(const Call& call, LegalizeContext& ctx, size_t dim) {
  if (!SameLayoutOut(call, "data_layout")) return call;  // TOPI convolves within one layout
  std::string data_layout = GetStringAttr(call, "data_layout");
  std::string kernel_layout = GetStringAttr(call, "kernel_layout");
  if (data_layout.size() != dim + 2 || kernel_layout.size() != dim + 2) return call;  // no sub-channel layouts
  int64_t groups = GetIntAttr(call, "groups");
  const std::vector<PrimExpr>* dshape = TensorShape(call->args[0]);
  const std::vector<PrimExpr>* kshape = TensorShape(call->args[1]);
  if (groups != 1) {
    PrimExpr ic = (*dshape)[data_layout.find('C')], oc = (*kshape)[kernel_layout.find('O')];
    if (!ic.is<IntImmNode>() || !oc.is<IntImmNode>()) return call;
  }
  std::vector<int64_t> padding;
  if (!CompletePadding(GetIntListAttr(call, "padding"), dim, &padding)) return call;
  std::vector<int64_t> strides = GetIntListAttr(call, "strides");
  std::vector<int64_t> dilation = GetIntListAttr(call, "dilation");
  if (strides.size() == 1) strides.assign(dim, strides[0]);
  if (dilation.size() == 1) dilation.assign(dim, dilation[0]);
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  return CallTE1(ctx, "conv" + std::to_string(dim) + "d", [&](TEArgs& a) {
    Tensor data = a.Tensor(call->args[0]);
    Tensor kernel = a.Tensor(call->args[1]);
    return topi::Conv(data, kernel, strides, padding, dilation, groups, data_layout, kernel_layout, out_dtype);
  });
}

relax::Expr LegalizeConvTranspose(const Call& call, LegalizeContext& ctx, size_t dim) {
  if (!SameLayoutOut(call, "data_layout")) return call;
  if (GetStringAttr(call, "data_layout") != (dim == 1 ? "NCW" : "NCHW") ||
      GetStringAttr(call, "kernel_layout") != (dim == 1 ? "IOW" : "IOHW")) {
    return call;
  }
  std::vector<int64_t> padding;
  if (!CompletePadding(GetIntListAttr(call, "padding"), dim, &padding)) return call;
  auto full = [&](const char* attr) {
    std::vector<int64_t> v = GetIntListAttr(call, attr);
    if (v.size() == 1) v.assign(dim, v[0]);
    return v;
  };
  std::vector<int64_t> strides = full("strides"), dilation = full("dilation"), output_padding = full("output_padding");
  int64_t groups = GetIntAttr(call, "groups");
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  return CallTE1(ctx, "conv" + std::to_string(dim) + "d_transpose", [&](TEArgs& a) {
    return topi::ConvTranspose(a.Tensor(call->args[0]), a.Tensor(call->args[1]), strides, padding, output_padding,
                               dilation, groups, out_dtype);
  });
}

FLegalize PoolLegalize(bool is_max, size_t dim) {
  std::string name = std::string(is_max ? "max" : "avg") + "_pool" + std::to_string(dim) + "d";
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    if (!SameLayoutOut(call, "layout")) return call;
    std::string layout = GetStringAttr(call, "layout");
    if (layout.size() != dim + 2) return call;
    std::vector<int64_t> padding;
    if (!CompletePadding(GetIntListAttr(call, "padding"), dim, &padding)) return call;
    auto full = [&](const char* attr) {
      std::vector<int64_t> v = GetIntListAttr(call, attr);
      if (v.size() == 1) v.assign(dim, v[0]);
      return v;
    };
    std::vector<int64_t> pool_size = full("pool_size"), strides = full("strides"), dilation = full("dilation");
    if (pool_size.size() != dim || strides.size() != dim || dilation.size() != dim) return call;
    bool ceil_mode = GetBoolAttr(call, "ceil_mode");
    bool count_include_pad = GetBoolAttr(call, "count_include_pad");
    return CallTE1(ctx, name, [&](TEArgs& a) {
      return topi::Pool(a.Tensor(call->args[0]), pool_size, strides, dilation, padding, is_max, ceil_mode,
                        count_include_pad, layout);
    });
  };
}

FLegalize AdaptiveAvgPoolLegalize(size_t dim) {
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    if (!SameLayoutOut(call, "layout")) return call;
    std::string layout = GetStringAttr(call, "layout");
    if (layout.size() != dim + 2) return call;
    const std::vector<PrimExpr>* shape = TensorShape(call->args[0]);
    std::vector<PrimExpr> output_size;
    if (auto os = GetOptionalIntListAttr(call, "output_size")) {
      for (int64_t v : *os) output_size.push_back(Int64(v));
      if (output_size.size() == 1) output_size.assign(dim, output_size[0]);
    } else {
      for (char c : std::string("DHW")) {
        size_t p = layout.find(c);
        if (p != std::string::npos) output_size.push_back((*shape)[p]);
      }
    }
    if (output_size.size() != dim) return call;
    return CallTE1(ctx, "adaptive_avg_pool" + std::to_string(dim) + "d", [&](TEArgs& a) {
      Tensor x = a.Tensor(call->args[0]);
      return topi::AdaptiveAvgPool(x, a.Prims(output_size), layout);
    });
  };
}

relax::Expr LegalizeSoftmax(const Call& call, LegalizeContext& ctx) {
  int64_t axis = GetIntAttr(call, "axis");
  return CallTE1(ctx, "softmax", [&](TEArgs& a) { return topi::Softmax(a.Tensor(call->args[0]), axis); });
}

relax::Expr LegalizeLogSoftmax(const Call& call, LegalizeContext& ctx) {
  int64_t axis = GetIntAttr(call, "axis");
  return CallTE1(ctx, "log_softmax", [&](TEArgs& a) { return topi::LogSoftmax(a.Tensor(call->args[0]), axis); });
}

relax::Expr LegalizeLayerNorm(const Call& call, LegalizeContext& ctx) {
  std::vector<int64_t> axes = GetIntListAttr(call, "axes");
  double eps = GetFloatAttr(call, "epsilon");
  DataType t = GetStructInfo(call->args[0]).cast<relax::TensorStructInfoNode>()->dtype;
  if (t != DataType::Float(32) && t != DataType::Float(16)) return call;
  return CallTE1(ctx, "layer_norm", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    Tensor gamma = a.Tensor(call->args[1]);
    Tensor beta = a.Tensor(call->args[2]);
    return topi::LayerNorm(x, gamma, beta, axes, eps);
  });
}

// TVM's _nn_group_norm / _nn_instance_norm pass gamma and beta whatever
// center and scale say; here scale=False drops gamma and center=False drops
// beta, as the op defines (and the reference evaluator computes).
FLegalize GroupedNormLegalize(bool instance) {
  return [instance](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    std::vector<int64_t> axes = GetIntListAttr(call, "axes");
    int64_t channel_axis = GetIntAttr(call, "channel_axis");
    double eps = GetFloatAttr(call, "epsilon");
    bool center = GetBoolAttr(call, "center"), scale = GetBoolAttr(call, "scale");
    auto x_sinfo = GetStructInfo(call->args[0]).as<relax::TensorStructInfoNode>();
    if (!x_sinfo.defined() || x_sinfo->IsUnknownNdim() || !x_sinfo->dtype.is_floating()) return call;
    int64_t ch = channel_axis < 0 ? channel_axis + x_sinfo->ndim : channel_axis;
    if (ch < 0 || ch >= x_sinfo->ndim) return call;
    return CallTE1(ctx, instance ? "instance_norm" : "group_norm", [&](TEArgs& a) {
      Tensor x = a.Tensor(call->args[0]);
      Tensor gamma = scale ? a.Tensor(call->args[1]) : Tensor();
      Tensor beta = center ? a.Tensor(call->args[2]) : Tensor();
      PrimExpr groups = instance ? x.shape()[static_cast<size_t>(ch)] : Int64(GetIntAttr(call, "num_groups"));
      return topi::GroupNorm(x, gamma, beta, groups, channel_axis, axes, eps);
    });
  };
}

relax::Expr LegalizeRmsNorm(const Call& call, LegalizeContext& ctx) {
  std::vector<int64_t> axes = GetIntListAttr(call, "axes");
  double eps = GetFloatAttr(call, "epsilon");
  return CallTE1(ctx, "rms_norm", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    Tensor w = a.Tensor(call->args[1]);
    return topi::RmsNorm(x, w, axes, eps);
  });
}

relax::Expr LegalizeBatchNorm(const Call& call, LegalizeContext& ctx) {
  int64_t axis = GetIntAttr(call, "axis");
  double eps = GetFloatAttr(call, "epsilon");
  bool center = GetBoolAttr(call, "center"), scale = GetBoolAttr(call, "scale");
  bool training = GetBoolAttr(call, "training");
  double momentum = GetFloatAttr(call, "momentum");
  return CallTE(ctx, "batch_norm", [&](TEArgs& a) {
    std::vector<Tensor> in;
    for (size_t i = 0; i < 5; ++i) in.push_back(a.Tensor(call->args[i]));
    return topi::BatchNorm(in[0], in[1], in[2], in[3], in[4], axis, eps, center, scale, training, momentum);
  });
}

relax::Expr LegalizePad(const Call& call, LegalizeContext& ctx) {
  if (GetStringAttr(call, "pad_mode") != "constant") return call;
  std::vector<int64_t> width = GetIntListAttr(call, "pad_width");
  double value = GetFloatAttr(call, "pad_value");
  const std::vector<PrimExpr>* shape = TensorShape(call->args[0]);
  if (width.size() != 2 * shape->size()) return call;
  return CallTE1(ctx, "pad", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    std::vector<PrimExpr> before, after;
    for (size_t i = 0; i < shape->size(); ++i) {
      before.push_back(Int64(width[2 * i]));
      after.push_back(Int64(width[2 * i + 1]));
    }
    return topi::Pad(x, before, after, te::Const(x.dtype(), value));
  });
}

relax::Expr LegalizeMatmul(const Call& call, LegalizeContext& ctx) {
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  return CallTE1(ctx, "matmul", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    Tensor y = a.Tensor(call->args[1]);
    return topi::Matmul(x, y, out_dtype);
  });
}

// TVM's _nn_attention / _nn_attention_bias: one "attention" (or
// "attention_bias") PrimFunc. The 4-argument R.nn.attention is normalized
// to attention_bias before legalization.
FLegalize AttentionLegalize(const std::string& name) {
  return [name](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    // TVM asserts here; a located error serves better than an assert.
    if (GetOptionalIntAttr(call, "window_size")) {
      Fail(call, "Legalization of " + OpLabel(call) + " with window_size (sliding-window attention) is not supported");
    }
    auto q = GetStructInfo(call->args[0]).as<relax::TensorStructInfoNode>();
    if (!q.defined() || !q->dtype.is_floating()) return call;
    for (const relax::Expr& arg : call->args) {
      if (TensorShape(arg) == nullptr) return call;
    }
    std::optional<double> scale = GetOptionalFloatAttr(call, "scale");
    std::string causal_mask = GetOptionalStringAttr(call, "causal_mask").value_or("");
    if (!causal_mask.empty() && causal_mask != "TopLeft" && causal_mask != "BottomRight") {
      Fail(call, OpLabel(call) + " expects causal_mask TopLeft or BottomRight, but got \"" + causal_mask + "\"");
    }
    return CallTE1(ctx, name, [&](TEArgs& a) {
      Tensor query = a.Tensor(call->args[0]);
      Tensor key = a.Tensor(call->args[1]);
      Tensor value = a.Tensor(call->args[2]);
      Tensor bias = call->args.size() > 3 ? a.Tensor(call->args[3]) : Tensor();
      return topi::Attention(query, key, value, bias, scale, causal_mask);
    });
  };
}

}  // namespace

void RegisterNNLegalizations(OpRegistry* r) {
  for (size_t dim = 1; dim <= 3; ++dim) {
    std::string n = std::to_string(dim);
    SetLegalize(r, "relax.nn.conv" + n + "d",
                [dim](const Call& call, LegalizeContext& ctx) { return LegalizeConv(call, ctx, dim); });
    if (dim <= 2) {
      SetLegalize(r, "relax.nn.conv" + n + "d_transpose",
                  [dim](const Call& call, LegalizeContext& ctx) { return LegalizeConvTranspose(call, ctx, dim); });
    }
    SetLegalize(r, "relax.nn.max_pool" + n + "d", PoolLegalize(true, dim));
    SetLegalize(r, "relax.nn.avg_pool" + n + "d", PoolLegalize(false, dim));
    SetLegalize(r, "relax.nn.adaptive_avg_pool" + n + "d", AdaptiveAvgPoolLegalize(dim));
  }
  SetLegalize(r, "relax.nn.softmax", LegalizeSoftmax);
  SetLegalize(r, "relax.nn.log_softmax", LegalizeLogSoftmax);
  SetLegalize(r, "relax.nn.layer_norm", LegalizeLayerNorm);
  SetLegalize(r, "relax.nn.rms_norm", LegalizeRmsNorm);
  SetLegalize(r, "relax.nn.group_norm", GroupedNormLegalize(false));
  SetLegalize(r, "relax.nn.instance_norm", GroupedNormLegalize(true));
  SetLegalize(r, "relax.nn.batch_norm", LegalizeBatchNorm);
  SetLegalize(r, "relax.nn.pad", LegalizePad);
  SetLegalize(r, "relax.matmul", LegalizeMatmul);
  SetLegalize(r, "relax.nn.attention", AttentionLegalize("attention"));
  SetLegalize(r, "relax.nn.attention_bias", AttentionLegalize("attention_bias"));
}

}  // namespace op
}  // namespace rlx
