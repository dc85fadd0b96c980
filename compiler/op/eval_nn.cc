// Reference evaluators of nn, convolution / pooling, sort / scan and
// sampling ops.
#include <algorithm>

#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"
#include "compiler/op/index_map.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace op {
namespace {

using Args = std::vector<Value>;

Value EvalBatchNorm(const relax::Call& call, const Args& args) {
  // Training mode normalizes with batch statistics and updates the moving
  // ones; the reference kernel covers inference only.
  if (GetBoolAttr(call, "training")) Unsupported(call, "training=True");
  NDArray out = ref::BatchNorm(TensorArg(call, args, 0), TensorArg(call, args, 1), TensorArg(call, args, 2),
                               TensorArg(call, args, 3), TensorArg(call, args, 4), GetIntAttr(call, "axis"),
                               GetFloatAttr(call, "epsilon"), GetBoolAttr(call, "center"), GetBoolAttr(call, "scale"));
  return TupleValue({TensorValue(out), TensorValue(TensorArg(call, args, 3)), TensorValue(TensorArg(call, args, 4))});
}

Value EvalAttention(const relax::Call& call, const Args& args) {
  if (GetOptionalIntAttr(call, "window_size")) Unsupported(call, "window_size");
  NDArray bias = args.size() > 3 ? TensorArg(call, args, 3) : NDArray();
  return TensorValue(ref::Attention(TensorArg(call, args, 0), TensorArg(call, args, 1), TensorArg(call, args, 2), bias,
                                    GetOptionalFloatAttr(call, "scale"),
                                    GetOptionalStringAttr(call, "causal_mask").value_or("")));
}

// The output layout must be the input layout for the reference kernels.
void RequireSameOutLayout(const relax::Call& call, const std::string& layout) {
  auto out = GetOptionalStringAttr(call, "out_layout");
  if (out && *out != layout) Unsupported(call, "out_layout " + *out + " differing from the input layout " + layout);
}

Value EvalConv2d(const relax::Call& call, const Args& args) {
  ref::Conv2dAttrs attrs;
  attrs.strides = GetIntListAttr(call, "strides");
  attrs.padding = GetIntListAttr(call, "padding");
  attrs.dilation = GetIntListAttr(call, "dilation");
  attrs.groups = GetIntAttr(call, "groups");
  attrs.data_layout = GetStringAttr(call, "data_layout");
  attrs.kernel_layout = GetStringAttr(call, "kernel_layout");
  attrs.out_dtype = GetDataTypeAttr(call, "out_dtype");
  RequireSameOutLayout(call, attrs.data_layout);
  if (attrs.data_layout.size() > 4 || attrs.kernel_layout.size() > 4) {
    // Packed layouts (NCHW4c / OIHW4o): unpack, convolve, pack again.
    auto data_map = LayoutIndexMap(attrs.data_layout, "NCHW");
    auto kernel_map = LayoutIndexMap(attrs.kernel_layout, "OIHW");
    auto out_map = LayoutIndexMap("NCHW", attrs.data_layout);
    std::string why;
    auto plan = [&](const std::optional<Map>& m) {
      std::optional<IndexMapPlan> p = m ? IndexMapPlan::FromAttr(*m, &why) : std::nullopt;
      if (!p) Unsupported(call, "layouts " + attrs.data_layout + "/" + attrs.kernel_layout);
      return *p;
    };
    NDArray data = plan(data_map).Apply(TensorArg(call, args, 0), 0);
    NDArray kernel = plan(kernel_map).Apply(TensorArg(call, args, 1), 0);
    attrs.data_layout = "NCHW";
    attrs.kernel_layout = "OIHW";
    return TensorValue(plan(out_map).Apply(ref::Conv2d(data, kernel, attrs), 0));
  }
  return TensorValue(ref::Conv2d(TensorArg(call, args, 0), TensorArg(call, args, 1), attrs));
}

// conv1d_transpose / conv2d_transpose in NC<spatial> / IO<spatial> layouts.
Value EvalConvTranspose(const relax::Call& call, const Args& args) {
  const NDArray& data = TensorArg(call, args, 0);
  const size_t nd = static_cast<size_t>(std::max(data.ndim() - 2, 0));
  std::string data_layout = GetStringAttr(call, "data_layout");
  std::string kernel_layout = GetStringAttr(call, "kernel_layout");
  if (data_layout != (nd == 1 ? "NCW" : "NCHW") || kernel_layout != (nd == 1 ? "IOW" : "IOHW")) {
    Unsupported(call, "layouts " + data_layout + "/" + kernel_layout);
  }
  RequireSameOutLayout(call, data_layout);
  auto per_dim = [&](const char* name) {
    std::vector<int64_t> v = GetIntListAttr(call, name);
    if (v.size() == 1) v.assign(nd, v[0]);
    return v;
  };
  std::vector<int64_t> padding = GetIntListAttr(call, "padding");
  if (padding.size() == 1) padding.assign(nd, padding[0]);
  if (padding.size() == nd) padding.insert(padding.end(), padding.begin(), padding.end());
  return TensorValue(ref::ConvTranspose(data, TensorArg(call, args, 1), per_dim("strides"), padding,
                                        per_dim("output_padding"), per_dim("dilation"), GetIntAttr(call, "groups"),
                                        GetDataTypeAttr(call, "out_dtype")));
}

ref::Pool2dAttrs PoolAttrs(const relax::Call& call) {
  ref::Pool2dAttrs attrs;
  attrs.pool_size = GetIntListAttr(call, "pool_size");
  attrs.strides = GetIntListAttr(call, "strides");
  attrs.padding = GetIntListAttr(call, "padding");
  attrs.dilation = GetIntListAttr(call, "dilation");
  attrs.ceil_mode = GetBoolAttr(call, "ceil_mode");
  attrs.count_include_pad = GetBoolAttr(call, "count_include_pad");
  attrs.layout = GetStringAttr(call, "layout");
  RequireSameOutLayout(call, attrs.layout);
  return attrs;
}

Value EvalTopK(const relax::Call& call, const Args& args) {
  const NDArray& x = TensorArg(call, args, 0);
  DataType dtype = GetDataTypeAttr(call, "dtype");
  std::vector<NDArray> outs =
      ref::TopK(x, GetIntAttr(call, "k"), GetIntAttr(call, "axis"), GetStringAttr(call, "ret_type"),
                GetBoolAttr(call, "largest"), dtype.is_void() ? x.dtype() : dtype);
  if (outs.size() == 1) return TensorValue(outs[0]);
  std::vector<Value> fields;
  for (NDArray& o : outs) fields.push_back(TensorValue(std::move(o)));
  return TupleValue(std::move(fields));
}

}  // namespace

FEvaluate EvalNN(const std::string& name) {
  if (name == "nn.relu" || name == "nn.gelu" || name == "nn.gelu_tanh" || name == "nn.silu") {
    NDArray (*fn)(const NDArray&) = name == "nn.relu"        ? ref::Relu
                                    : name == "nn.gelu"      ? ref::Gelu
                                    : name == "nn.gelu_tanh" ? ref::GeluTanh
                                                             : ref::Silu;
    return [fn](const relax::Call& call, const Args& args) { return TensorValue(fn(TensorArg(call, args, 0))); };
  }
  if (name == "nn.softmax" || name == "nn.log_softmax") {
    bool log = name == "nn.log_softmax";
    return [log](const relax::Call& call, const Args& args) {
      const NDArray& x = TensorArg(call, args, 0);
      int64_t axis = GetIntAttr(call, "axis");
      return TensorValue(log ? ref::LogSoftmax(x, axis) : ref::Softmax(x, axis));
    };
  }
  if (name == "nn.layer_norm") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::LayerNorm(TensorArg(call, args, 0), TensorArg(call, args, 1), TensorArg(call, args, 2),
                                        GetIntListAttr(call, "axes"), GetFloatAttr(call, "epsilon"),
                                        GetBoolAttr(call, "center"), GetBoolAttr(call, "scale")));
    };
  }
  if (name == "nn.rms_norm") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::RmsNorm(TensorArg(call, args, 0), TensorArg(call, args, 1), GetIntListAttr(call, "axes"),
                                      GetFloatAttr(call, "epsilon")));
    };
  }
  if (name == "nn.batch_norm") return EvalBatchNorm;
  if (name == "nn.attention" || name == "nn.attention_bias") return EvalAttention;
  return EvalHostNNKernel(name);
}

FEvaluate EvalConvPool(const std::string& name) {
  if (name == "nn.conv2d") return EvalConv2d;
  if (name == "nn.conv1d_transpose" || name == "nn.conv2d_transpose") return EvalConvTranspose;
  if (name == "nn.max_pool2d") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::MaxPool2d(TensorArg(call, args, 0), PoolAttrs(call)));
    };
  }
  if (name == "nn.avg_pool2d") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::AvgPool2d(TensorArg(call, args, 0), PoolAttrs(call)));
    };
  }
  if (name == "nn.adaptive_avg_pool2d") {
    return [](const relax::Call& call, const Args& args) {
      std::string layout = GetStringAttr(call, "layout");
      RequireSameOutLayout(call, layout);
      return TensorValue(
          ref::AdaptiveAvgPool2d(TensorArg(call, args, 0), GetOptionalIntListAttr(call, "output_size"), layout));
    };
  }
  return EvalHostConvPoolKernel(name);
}

FEvaluate EvalSortScan(const std::string& name) {
  if (name == "sort") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(
          ref::Sort(TensorArg(call, args, 0), GetIntAttr(call, "axis"), GetBoolAttr(call, "descending")));
    };
  }
  if (name == "argsort") {
    return [](const relax::Call& call, const Args& args) {
      const NDArray& x = TensorArg(call, args, 0);
      DataType dtype = GetDataTypeAttr(call, "dtype");
      return TensorValue(ref::Argsort(x, GetIntAttr(call, "axis"), GetBoolAttr(call, "descending"),
                                      dtype.is_void() ? x.dtype() : dtype));
    };
  }
  if (name == "topk") return EvalTopK;
  if (name == "cumsum" || name == "cumprod") {
    bool sum = name == "cumsum";
    return [sum](const relax::Call& call, const Args& args) {
      const NDArray& x = TensorArg(call, args, 0);
      auto axis = GetOptionalIntAttr(call, "axis");
      DataType dtype = GetDataTypeAttr(call, "dtype");
      bool exclusive = GetBoolAttr(call, "exclusive");
      return TensorValue(sum ? ref::Cumsum(x, axis, dtype, exclusive) : ref::Cumprod(x, axis, dtype, exclusive));
    };
  }
  if (name == "bucketize") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::Bucketize(TensorArg(call, args, 0), TensorArg(call, args, 1),
                                        GetBoolAttr(call, "out_int32"), GetBoolAttr(call, "right")));
    };
  }
  if (name == "multinomial_from_uniform") {
    return [](const relax::Call& call, const Args& args) {
      return TensorValue(ref::MultinomialFromUniform(TensorArg(call, args, 0), TensorArg(call, args, 1),
                                                     TensorArg(call, args, 2), GetDataTypeAttr(call, "dtype")));
    };
  }
  return nullptr;
}

}  // namespace op
}  // namespace rlx
