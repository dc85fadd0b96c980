// Neural-network operators (src/relax/op/nn/nn.cc, attention.cc):
// activations, softmax, normalizations, dropout, pad and attention.
// Convolution and pooling are in conv_pool.cc.
#include <algorithm>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

StructInfo InferPRelu(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  if (x->IsUnknownNdim()) return x;
  if (!x->IsUnknownDtype() && !x->dtype.is_float()) {
    Fail(call, "Prelu requires the input tensor to have float dtype. However, the given input dtype is " +
                   x->dtype.ToString());
  }
  NormalizeAxis(call, x->ndim, GetIntAttr(call, "axis"));
  return x;
}

StructInfo InferSoftmax(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  if (x->IsUnknownNdim()) return x;
  if (!x->IsUnknownDtype() && !IsFloatOrBFloat(x->dtype)) {
    Fail(call, "Softmax requires the input tensor to have float dtype. However, the given input dtype is " +
                   x->dtype.ToString());
  }
  NormalizeAxis(call, x->ndim, GetIntAttr(call, "axis"));
  return x;
}

// TVM's NormCheckDtypeAndShape, shared by batch/layer/rms norm: data must be
// float, every parameter tensor must share its dtype and have one dimension
// per normalized axis, and their lengths must match the data's. Returns true
// when some length could not be proved equal (the result shape is then
// unknown).
bool NormCheck(const Call& call, const std::vector<TensorStructInfo>& in, const std::vector<int64_t>& axes) {
  const TensorStructInfo& data = in[0];
  std::vector<int> axes_non_neg;
  if (!data->IsUnknownNdim()) axes_non_neg = NormalizeAxes(call, data->ndim, axes);
  int n_axis = static_cast<int>(axes.size());
  if (!data->IsUnknownDtype() && !IsFloatOrBFloat(data->dtype)) {
    Fail(call, OpLabel(call) + " requires the input data to have float dtype. However, the given data dtype is " +
                   data->dtype.ToString());
  }
  const OpDef* def = OpRegistry::Global().Find(OpName(call));
  std::vector<const ParamSpec*> params = def->ArgParams();
  for (size_t i = 1; i < in.size(); ++i) {
    if (in[i]->dtype != data->dtype) {
      Fail(call, OpLabel(call) + " requires all the input tensors to have the same dtype. However, the " +
                     params[i]->name + " has dtype " + DTypeToString(in[i]->dtype) +
                     " which is other than the input data's dtype " + DTypeToString(data->dtype));
    }
    if (in[i]->ndim != n_axis) {
      Fail(call, OpLabel(call) + " requires the input " + params[i]->name +
                     " to have as many dimensions as the length of input axes. However, the given one has ndim " +
                     std::to_string(in[i]->ndim) + ", which is other than the length of axes " +
                     std::to_string(n_axis));
    }
  }
  std::vector<std::vector<PrimExpr>> lengths;
  if (auto shape = ShapeExprValues(data)) {
    std::vector<PrimExpr> l;
    for (int a : axes_non_neg) l.push_back((*shape)[a]);
    lengths.push_back(l);
  }
  for (size_t i = 1; i < in.size(); ++i) {
    if (auto shape = ShapeExprValues(in[i])) lengths.push_back(*shape);
  }
  for (size_t i = 1; i < lengths.size(); ++i) {
    for (int d = 0; d < n_axis; ++d) {
      if (DimsProvablyUnequal(lengths[0][d], lengths[i][d])) {
        Fail(call, OpLabel(call) +
                       " requires the input gamma, beta, etc., to have size same as the lengths of the data on the "
                       "given axes. However, there exists " +
                       DimsToString(lengths[0]) + " and " + DimsToString(lengths[i]) + " that are unequal.");
      }
      if (!DimsEqual(lengths[0][d], lengths[i][d])) return true;
    }
  }
  return false;
}

StructInfo InferBatchNorm(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  bool unknown = NormCheck(call, in, {GetIntAttr(call, "axis")});
  if (unknown) {
    const TensorStructInfo& x = in[0];
    return relax::TupleSInfo({MakeTensorNdim(x->dtype, x->ndim, x->vdevice), MakeTensorNdim(x->dtype, 1, x->vdevice),
                              MakeTensorNdim(x->dtype, 1, x->vdevice)});
  }
  return relax::TupleSInfo({in[0], in[3], in[4]});
}

StructInfo InferAxesNorm(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  bool unknown = NormCheck(call, in, GetIntListAttr(call, "axes"));
  if (unknown) return MakeTensorNdim(in[0]->dtype, in[0]->ndim, in[0]->vdevice);
  return in[0];
}

// group_norm and instance_norm: 1-D parameters sized like the channel axis.
StructInfo InferChannelNorm(const Call& call, bool grouped) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  const TensorStructInfo& data = in[0];
  int64_t channel_attr = GetIntAttr(call, "channel_axis");
  std::vector<int64_t> axes_attr = GetIntListAttr(call, "axes");
  int channel_axis = -1;
  if (!data->IsUnknownNdim()) {
    channel_axis = NormalizeAxis(call, data->ndim, channel_attr);
    std::vector<int> axes = NormalizeAxes(call, data->ndim, axes_attr);
    if (std::find(axes.begin(), axes.end(), channel_axis) != axes.end()) {
      Fail(call, OpLabel(call) + " expects that channel_axis must not be in axes, but got channel_axis: " +
                     std::to_string(channel_axis) + ", axes: " + IntsToString(axes_attr));
    }
  }
  auto shape = ShapeExprValues(data);
  if (grouped) {
    if (!data->IsUnknownDtype() && !data->dtype.is_float()) {
      Fail(call, OpLabel(call) + " expects that data must be float, but got " + data->dtype.ToString());
    }
    int64_t groups = GetIntAttr(call, "num_groups");
    if (shape && channel_axis != -1 && groups != 0) {
      auto rem = ConstDim(DimFloorMod((*shape)[channel_axis], Int64(groups)));
      if (rem && *rem != 0) {
        Fail(call, OpLabel(call) + " expects that the size of channel_axis must be divisible by " +
                       std::to_string(groups) + ", but got " + DimToString((*shape)[channel_axis]));
      }
    }
  }
  for (size_t i = 1; i < in.size(); ++i) {
    if (in[i]->dtype != data->dtype) {
      Fail(call, OpLabel(call) + " expects that all inputs must have the same dtype, but got " +
                     DTypeToString(in[i]->dtype) + " and " + DTypeToString(data->dtype));
    }
    if (in[i]->ndim != 1) {
      Fail(call, OpLabel(call) + " expects that all inputs must have ndim=1, but got " + std::to_string(in[i]->ndim));
    }
    auto ps = ShapeExprValues(in[i]);
    if (ps && shape && channel_axis != -1 && DimsProvablyUnequal((*shape)[channel_axis], (*ps)[0])) {
      Fail(call, OpLabel(call) + " expects that the size of input " + std::to_string(i) +
                     " must be equal to the size of channel_axis, but got " + DimToString((*ps)[0]) + " and " +
                     DimToString((*shape)[channel_axis]));
    }
  }
  return data;
}

StructInfo InferDropout(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  return relax::TupleSInfo({x, x});
}

StructInfo InferPad(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  std::vector<int64_t> pad_width = GetIntListAttr(call, "pad_width");
  if (x->IsUnknownNdim()) return MakeTensorNdim(x->dtype, -1, x->vdevice);
  if (static_cast<int>(pad_width.size()) != 2 * x->ndim) {
    Fail(call, OpLabel(call) + " expects pad_width to have 2 * ndim = " + std::to_string(2 * x->ndim) +
                   " values, but got " + IntsToString(pad_width));
  }
  auto shape = ShapeExprValues(x);
  if (shape == nullptr) return MakeTensorNdim(x->dtype, x->ndim, x->vdevice);
  std::vector<PrimExpr> out;
  for (int i = 0; i < x->ndim; ++i) out.push_back(DimAdd((*shape)[i], Int64(pad_width[2 * i] + pad_width[2 * i + 1])));
  return MakeTensor(out, x->dtype, x->vdevice);
}

// TVM's InferTypeAttention (BSNH layout), for both the 3- and 4-argument
// forms.
StructInfo InferAttention(const Call& call) {
  if (call->args.size() != 3 && call->args.size() != 4) {
    Fail(call, "Operator " + OpLabel(call) +
                   " expects 3 or 4 arguments (query, key, value[, bias]), but was called "
                   "with " +
                   std::to_string(call->args.size()) + " arguments");
  }
  std::vector<TensorStructInfo> in;
  for (size_t i = 0; i < call->args.size(); ++i) in.push_back(GetInputTensor(call, i));
  const char* names[] = {"query", "key", "value"};
  for (int i = 0; i < 3; ++i) {
    if (in[i]->ndim != 4) {
      Fail(call, std::string("The ") + names[i] +
                     " should have 4 dimension, namely [batch size, sequence length, number of heads, dimension of "
                     "heads].");
    }
  }
  auto q = ShapeExprValues(in[0]);
  auto k = ShapeExprValues(in[1]);
  auto v = ShapeExprValues(in[2]);
  if (q == nullptr || k == nullptr || v == nullptr) return MakeTensorNdim(in[0]->dtype, 4, in[0]->vdevice);
  const PrimExpr& batch = (*q)[0];
  const PrimExpr& num_queries = (*q)[1];
  const PrimExpr& num_heads = (*q)[2];
  const PrimExpr& head_dim = (*q)[3];
  const PrimExpr& num_keys = (*k)[1];
  const PrimExpr& head_dim_value = (*v)[3];
  auto diag_equal = [&](const PrimExpr& v1, const PrimExpr& v2, const std::string& m1, const std::string& m2,
                        const std::string& dim) {
    if (DimsProvablyUnequal(v1, v2)) {
      Fail(call, "The " + m1 + " " + dim + " and the " + m2 + " " + dim + " should be the same. However, the " + dim +
                     " of " + m1 + " is " + DimToString(v1) + " while the " + dim + " of " + m2 + " is " +
                     DimToString(v2));
    }
  };
  auto multiple_of = [&](const PrimExpr& v1, const PrimExpr& v2, const std::string& m1, const std::string& m2,
                         const std::string& dim) {
    auto rem = ConstDim(DimFloorMod(v1, v2));
    if (rem && *rem != 0) {
      Fail(call, "The " + m1 + " " + dim + " should be a multiple of " + m2 + " " + dim + ". However, the " + dim +
                     " of " + m1 + " is " + DimToString(v1) + " while the " + dim + " of " + m2 + " is " +
                     DimToString(v2));
    }
  };
  diag_equal(batch, (*k)[0], "query", "key", "batch size");
  diag_equal(batch, (*v)[0], "query", "value", "batch size");
  multiple_of(num_heads, (*k)[2], "query", "key", "number of heads");
  multiple_of(num_heads, (*v)[2], "query", "value", "number of heads");
  diag_equal(num_keys, (*v)[1], "key", "value", "sequence length");
  diag_equal(head_dim, (*k)[3], "query", "key", "dimension of heads");
  if (in.size() == 4) {
    if (in[3]->ndim != 4) {
      Fail(call, "The bias should have 4 dimensions.However, the bias input has " + std::to_string(in[3]->ndim) +
                     " dimensions.");
    }
    if (auto b = ShapeExprValues(in[3])) {
      auto equal_or_broadcast = [&](const PrimExpr& v1, const PrimExpr& v2, const std::string& m1,
                                    const std::string& dim) {
        auto c = ConstDim(v2);
        if (DimsProvablyUnequal(v1, v2) && !(c && *c == 1)) {
          Fail(call, "The " + m1 + " " + dim + " and the bias " + dim +
                         " should be the same or broadcastable. However, the " + dim + " of " + m1 + " is " +
                         DimToString(v1) + " while the " + dim + " of bias is " + DimToString(v2));
        }
      };
      equal_or_broadcast(batch, (*b)[0], "query", "batch size");
      equal_or_broadcast(num_heads, (*b)[1], "query", "number of heads");
      equal_or_broadcast(num_queries, (*b)[2], "query", "sequence length");
      diag_equal(num_keys, (*b)[3], "key", "bias", "sequence length");
    }
  }
  return MakeTensor({batch, num_queries, num_heads, head_dim_value}, in[0]->dtype, in[0]->vdevice);
}

// R.nn.attention(q, k, v, bias) is TVM's attention_bias op.
relax::Call NormalizeAttention(const Call& call) {
  if (call->args.size() != 4) return call;
  return MakeAt<relax::CallNode>(call->span, relax::GetOp("relax.nn.attention_bias"), call->args, call->attrs,
                                 call->sinfo_args);
}

std::vector<ParamSpec> AttentionParams() {
  return {Arg("query"),
          Arg("key"),
          Arg("value"),
          OptionalArg("bias", ArgKind::kTensor),
          NoneAttr("scale", AttrKind::kOptionalFloat),
          NoneAttr("causal_mask", AttrKind::kOptionalString),
          NoneAttr("window_size", AttrKind::kOptionalInt)};
}

struct ActivationSpec {
  const char* name;
  bool require_float;
  const char* doc;
};

constexpr ActivationSpec kActivations[] = {
    {"relu", false, "Rectified linear unit max(x, 0)."},
    {"gelu", true, "Gaussian error linear unit (erf form)."},
    {"gelu_tanh", true, "Gaussian error linear unit (tanh approximation)."},
    {"selu", true, "Scaled exponential linear unit."},
    {"silu", true, "Sigmoid linear unit x * sigmoid(x)."},
};

}  // namespace

void RegisterNNOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = EvalNN(def.name.substr(6));
    r->Register(std::move(def));
  };
  for (const ActivationSpec& s : kActivations) {
    bool require_float = s.require_float;
    add(MakeOpDef(std::string("relax.nn.") + s.name, std::string("R.nn.") + s.name, {Arg("data")},
                  OpPatternKind::kElemWise, s.doc,
                  [require_float](const Call& call) { return InferUnaryElementwise(call, require_float, false); }));
  }
  auto float_unary = [](const Call& call) { return InferUnaryElementwise(call, true, false); };
  add(MakeOpDef("relax.nn.leakyrelu", "R.nn.leakyrelu",
                {Arg("data"), Attr("alpha", AttrKind::kFloat, FloatValue(0.01))}, OpPatternKind::kElemWise,
                "Leaky rectified linear unit (slope alpha below zero).", float_unary));
  add(MakeOpDef("relax.nn.softplus", "R.nn.softplus",
                {Arg("data"), Attr("beta", AttrKind::kFloat, FloatValue(1.0)),
                 Attr("threshold", AttrKind::kFloat, FloatValue(20.0))},
                OpPatternKind::kElemWise, "Softplus log(1 + exp(beta * x)) / beta.", float_unary));
  add(MakeOpDef("relax.nn.prelu", "R.nn.prelu", {Arg("data"), Arg("alpha"), Attr("axis", AttrKind::kInt, IntValue(1))},
                OpPatternKind::kBroadcast, "Parametric ReLU with a per-channel slope.", InferPRelu));
  add(MakeOpDef("relax.nn.softmax", "R.nn.softmax", {Arg("data"), Attr("axis", AttrKind::kInt, IntValue(-1))},
                OpPatternKind::kOpaque, "Softmax along an axis.", InferSoftmax));
  add(MakeOpDef("relax.nn.log_softmax", "R.nn.log_softmax", {Arg("data"), Attr("axis", AttrKind::kInt, IntValue(-1))},
                OpPatternKind::kOpaque, "Log of the softmax along an axis.", InferSoftmax));
  add(MakeOpDef(
      "relax.nn.batch_norm", "R.nn.batch_norm",
      {Arg("data"), Arg("gamma"), Arg("beta"), Arg("moving_mean"), Arg("moving_var"), Attr("axis", AttrKind::kInt),
       Attr("epsilon", AttrKind::kFloat, FloatValue(1e-5)), Attr("center", AttrKind::kBool, BoolValue(true)),
       Attr("scale", AttrKind::kBool, BoolValue(true)), Attr("momentum", AttrKind::kFloat, FloatValue(0.1)),
       Attr("training", AttrKind::kBool, BoolValue(true))},
      OpPatternKind::kOpaque, "Batch normalization; returns (output, new moving mean, new moving variance).",
      InferBatchNorm));
  add(MakeOpDef("relax.nn.layer_norm", "R.nn.layer_norm",
                {Arg("data"), Arg("gamma"), Arg("beta"), Attr("axes", AttrKind::kIntList),
                 Attr("epsilon", AttrKind::kFloat, FloatValue(1e-5)), Attr("center", AttrKind::kBool, BoolValue(true)),
                 Attr("scale", AttrKind::kBool, BoolValue(true))},
                OpPatternKind::kOpaque, "Layer normalization over the given axes.", InferAxesNorm));
  add(MakeOpDef(
      "relax.nn.group_norm", "R.nn.group_norm",
      {Arg("data"), Arg("gamma"), Arg("beta"), Attr("num_groups", AttrKind::kInt), Attr("channel_axis", AttrKind::kInt),
       Attr("axes", AttrKind::kIntList), Attr("epsilon", AttrKind::kFloat, FloatValue(1e-5)),
       Attr("center", AttrKind::kBool, BoolValue(true)), Attr("scale", AttrKind::kBool, BoolValue(true))},
      OpPatternKind::kOpaque, "Group normalization over channel groups.",
      [](const Call& call) { return InferChannelNorm(call, true); }));
  add(MakeOpDef("relax.nn.instance_norm", "R.nn.instance_norm",
                {Arg("data"), Arg("gamma"), Arg("beta"), Attr("channel_axis", AttrKind::kInt),
                 Attr("axes", AttrKind::kIntList), Attr("epsilon", AttrKind::kFloat, FloatValue(1e-5)),
                 Attr("center", AttrKind::kBool, BoolValue(true)), Attr("scale", AttrKind::kBool, BoolValue(true))},
                OpPatternKind::kOpaque, "Instance normalization over the given axes.",
                [](const Call& call) { return InferChannelNorm(call, false); }));
  add(MakeOpDef("relax.nn.rms_norm", "R.nn.rms_norm",
                {Arg("data"), Arg("weight"), Attr("axes", AttrKind::kIntList, IntListValue({-1})),
                 Attr("epsilon", AttrKind::kFloat, FloatValue(1e-5))},
                OpPatternKind::kOpaque, "Root-mean-square normalization over the given axes.", InferAxesNorm));
  add(MakeOpDef("relax.nn.dropout", "R.nn.dropout", {Arg("data"), Attr("rate", AttrKind::kFloat, FloatValue(0.5))},
                OpPatternKind::kOpaque, "Dropout; returns (output, mask).", InferDropout));
  add(MakeOpDef(
      "relax.nn.pad", "R.nn.pad",
      {Arg("data"), Attr("pad_width", AttrKind::kIntList), Attr("pad_mode", AttrKind::kString, StringValue("constant")),
       Attr("pad_value", AttrKind::kFloat, FloatValue(0.0))},
      OpPatternKind::kInjective, "Pads each dimension by (before, after) amounts.", InferPad));
  OpDef attention = MakeOpDef("relax.nn.attention", "R.nn.attention", AttentionParams(), OpPatternKind::kOpaque,
                              "Fused multi-head attention over BSNH tensors.", InferAttention);
  attention.normalize = NormalizeAttention;
  add(std::move(attention));
  add(MakeOpDef("relax.nn.attention_bias", "R.nn.attention_bias", AttentionParams(), OpPatternKind::kOpaque,
                "Fused multi-head attention with an additive bias over BSNH tensors.", InferAttention));
}

}  // namespace op
}  // namespace rlx
