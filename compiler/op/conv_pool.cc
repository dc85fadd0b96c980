// Convolution and pooling in 1, 2 and 3 spatial dimensions
// (src/relax/op/nn/convolution.cc, pooling.cc). One implementation serves
// every rank: shapes are converted to the canonical layout (NCW / NCHW /
// NCDHW for data, OIW / OIHW / OIDHW for kernels), computed there, and
// converted back into the output layout.
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/layout.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {

std::vector<int64_t> CompletePadding(const Call& call, int spatial) {
  std::vector<int64_t> p = GetIntListAttr(call, "padding");
  if (p.size() == 1) return std::vector<int64_t>(2 * spatial, p[0]);
  if (static_cast<int>(p.size()) == spatial && spatial != 1) {
    std::vector<int64_t> out = p;
    out.insert(out.end(), p.begin(), p.end());
    return out;
  }
  if (static_cast<int>(p.size()) == 2 * spatial) return p;
  std::string allowed = spatial == 1 ? "1 or 2" : spatial == 2 ? "1, 2 or 4" : "1, 3 or 6";
  Fail(call, "The input padding length is expected to be either " + allowed + ". However, the given padding is " +
                 IntsToString(p));
}

namespace {

// Canonical layouts per number of spatial dims.
const char* DataLayoutFor(int spatial) { return spatial == 1 ? "NCW" : spatial == 2 ? "NCHW" : "NCDHW"; }
const char* KernelLayoutFor(int spatial) { return spatial == 1 ? "OIW" : spatial == 2 ? "OIHW" : "OIDHW"; }
const char* TransposedKernelLayoutFor(int spatial) { return spatial == 1 ? "IOW" : "IOHW"; }

// Expands a per-dimension attribute given with one value to `spatial` values.
std::vector<int64_t> PerDim(const Call& call, const std::string& name, int spatial) {
  std::vector<int64_t> v = GetIntListAttr(call, name);
  if (v.size() == 1) v.assign(spatial, v[0]);
  if (static_cast<int>(v.size()) != spatial) {
    Fail(call, "The input " + name + " length is expected to be " + std::to_string(spatial) + ". However, the given " +
                   name + " is " + IntsToString(GetIntListAttr(call, name)));
  }
  return v;
}

// floor((in + pad - dilation * (kernel - 1) - 1 [+ stride - 1]) / stride) + 1,
// minus one in ceil mode when the last window would start in the padding.
PrimExpr WindowCount(const PrimExpr& in, int64_t pad_before, int64_t pad_after, const PrimExpr& kernel,
                     int64_t dilation, int64_t stride, bool ceil_mode) {
  PrimExpr num = DimSub(
      DimSub(DimAdd(in, Int64(pad_before + pad_after)), DimMul(Int64(dilation), DimSub(kernel, Int64(1)))), Int64(1));
  if (ceil_mode) num = DimAdd(num, Int64(stride - 1));
  PrimExpr raw = DimAdd(DimFloorDiv(num, Int64(stride)), Int64(1));
  if (!ceil_mode) return raw;
  PrimExpr invalid_last =
      MakeBinary(NodeKind::kGE, DimMul(DimSub(raw, Int64(1)), Int64(stride)), DimAdd(in, Int64(pad_before)));
  return DimSelect(invalid_last, DimSub(raw, Int64(1)), raw);
}

StructInfo InferConv(const Call& call, int spatial) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  const TensorStructInfo& data = in[0];
  const TensorStructInfo& weight = in[1];
  std::string data_layout_name = GetStringAttr(call, "data_layout");
  std::string data_tgt = DataLayoutFor(spatial), kernel_tgt = KernelLayoutFor(spatial);
  Layout data_layout = CheckTensorLayout(call, data_layout_name, data_tgt, "data");
  Layout kernel_layout = CheckTensorLayout(call, GetStringAttr(call, "kernel_layout"), kernel_tgt, "kernel");
  Layout out_layout =
      CheckTensorLayout(call, GetOptionalStringAttr(call, "out_layout").value_or(data_layout_name), data_tgt, "output");
  std::vector<int64_t> strides = PerDim(call, "strides", spatial);
  std::vector<int64_t> dilation = PerDim(call, "dilation", spatial);
  std::vector<int64_t> padding = CompletePadding(call, spatial);
  int64_t groups = GetIntAttr(call, "groups");
  if (groups <= 0) {
    Fail(call,
         "The number of groups in convolution is expected to be "
         "positive. However, the given number of groups "
         "is " +
             std::to_string(groups));
  }
  auto data_shape = CheckNdimPerLayoutAndGetShape(call, data, data_layout);
  auto weight_shape = CheckNdimPerLayoutAndGetShape(call, weight, kernel_layout);
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  if (out_dtype.is_void()) out_dtype = InferBinaryArithDtype(call, data, weight);
  VDevice vdevice = InferBinaryVDevice(call, data, weight);
  if (data_shape == nullptr || weight_shape == nullptr) return MakeTensorNdim(out_dtype, out_layout.ndim(), vdevice);

  Layout canon_data = *Layout::Parse(data_tgt), canon_kernel = *Layout::Parse(kernel_tgt);
  std::vector<PrimExpr> d = data_layout.ForwardShape(*data_shape, canon_data);
  std::vector<PrimExpr> w = kernel_layout.ForwardShape(*weight_shape, canon_kernel);
  std::string title = "Conv" + std::to_string(spatial) + "d";
  PrimExpr kernel_channels = DimMul(w[1], Int64(groups));
  if (DimsProvablyUnequal(d[1], kernel_channels)) {
    Fail(call,
         "The channel size of the data should equal to the product of input "
         "channel size of the weight and the "
         "number of groups. However, the data channel size is " +
             DimToString(d[1]) + " while the weight input channel size and number of groups are " + DimToString(w[1]) +
             " and " + std::to_string(groups));
  }
  auto rem = ConstDim(DimFloorMod(w[0], Int64(groups)));
  if (rem && *rem != 0) {
    Fail(call, title +
                   " expects the number of output channels to be divisible by "
                   "the number of groups. However, the "
                   "number of output channels is " +
                   DimToString(w[0]) + " while the number of groups is " + std::to_string(groups));
  }
  std::vector<PrimExpr> out = {d[0], w[0]};
  for (int i = 0; i < spatial; ++i) {
    out.push_back(WindowCount(d[2 + i], padding[i], padding[spatial + i], w[2 + i], dilation[i], strides[i], false));
  }
  return MakeTensor(out_layout.BackwardShape(out, canon_data), out_dtype, vdevice);
}

// TVM's InferStructInfoConv{1,2}DTranspose: the gradient of a convolution.
// The kernel is I, O / groups, spatial; each output extent is
// (in - 1) * stride - pad_before - pad_after + dilation * (k - 1) +
// output_padding + 1.
StructInfo InferConvTranspose(const Call& call, int spatial) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  const TensorStructInfo& data = in[0];
  const TensorStructInfo& weight = in[1];
  std::string data_layout_name = GetStringAttr(call, "data_layout");
  std::string data_tgt = DataLayoutFor(spatial), kernel_tgt = TransposedKernelLayoutFor(spatial);
  Layout data_layout = CheckTensorLayout(call, data_layout_name, data_tgt, "data");
  Layout kernel_layout = CheckTensorLayout(call, GetStringAttr(call, "kernel_layout"), kernel_tgt, "kernel");
  Layout out_layout =
      CheckTensorLayout(call, GetOptionalStringAttr(call, "out_layout").value_or(data_layout_name), data_tgt, "output");
  std::vector<int64_t> strides = PerDim(call, "strides", spatial);
  std::vector<int64_t> dilation = PerDim(call, "dilation", spatial);
  std::vector<int64_t> output_padding = PerDim(call, "output_padding", spatial);
  std::vector<int64_t> padding = CompletePadding(call, spatial);
  std::string title = "Conv" + std::to_string(spatial) + "dTranspose";
  for (int i = 0; i < spatial; ++i) {
    if (strides[i] <= 0 || dilation[i] <= 0) Fail(call, title + " expects positive strides and dilation");
    if (output_padding[i] < 0 || output_padding[i] >= strides[i]) {
      Fail(call, title +
                     " expects the output padding less than the strides, but "
                     "the output padding is " +
                     IntsToString(output_padding) + " while the strides are " + IntsToString(strides));
    }
  }
  int64_t groups = GetIntAttr(call, "groups");
  if (groups <= 0) {
    Fail(call,
         "The number of groups in convolution is expected to be "
         "positive. However, the given number of groups "
         "is " +
             std::to_string(groups));
  }
  auto data_shape = CheckNdimPerLayoutAndGetShape(call, data, data_layout);
  auto weight_shape = CheckNdimPerLayoutAndGetShape(call, weight, kernel_layout);
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  if (out_dtype.is_void()) out_dtype = InferBinaryArithDtype(call, data, weight);
  VDevice vdevice = InferBinaryVDevice(call, data, weight);
  if (data_shape == nullptr || weight_shape == nullptr) return MakeTensorNdim(out_dtype, out_layout.ndim(), vdevice);

  Layout canon_data = *Layout::Parse(data_tgt), canon_kernel = *Layout::Parse(kernel_tgt);
  std::vector<PrimExpr> d = data_layout.ForwardShape(*data_shape, canon_data);
  std::vector<PrimExpr> w = kernel_layout.ForwardShape(*weight_shape, canon_kernel);
  if (DimsProvablyUnequal(d[1], w[0])) {
    Fail(call, title +
                   " expects the channel size of the data to equal the input "
                   "channel size of the weight. "
                   "However, the data channel size is " +
                   DimToString(d[1]) + " while the weight input channel size is " + DimToString(w[0]));
  }
  auto rem = ConstDim(DimFloorMod(w[0], Int64(groups)));
  if (rem && *rem != 0) {
    Fail(call, title +
                   " expects the number of input channels to be divisible by "
                   "the number of groups. However, the "
                   "number of input channels is " +
                   DimToString(w[0]) + " while the number of groups is " + std::to_string(groups));
  }
  std::vector<PrimExpr> out = {d[0], DimMul(w[1], Int64(groups))};
  for (int i = 0; i < spatial; ++i) {
    PrimExpr extent = DimMul(DimSub(d[2 + i], Int64(1)), Int64(strides[i]));
    extent = DimSub(extent, Int64(padding[i] + padding[spatial + i]));
    extent = DimAdd(extent, DimMul(Int64(dilation[i]), DimSub(w[2 + i], Int64(1))));
    out.push_back(DimAdd(extent, Int64(output_padding[i] + 1)));
    auto known = ConstDim(out.back());
    if (known && *known <= 0)
      Fail(call, title + " would produce an empty output along spatial axis " + std::to_string(i));
  }
  return MakeTensor(out_layout.BackwardShape(out, canon_data), out_dtype, vdevice);
}

StructInfo InferPool(const Call& call, int spatial) {
  TensorStructInfo data = GetInputTensors(call)[0];
  std::string layout_name = GetStringAttr(call, "layout");
  std::string tgt = DataLayoutFor(spatial);
  Layout layout = CheckTensorLayout(call, layout_name, tgt, "data");
  Layout out_layout =
      CheckTensorLayout(call, GetOptionalStringAttr(call, "out_layout").value_or(layout_name), tgt, "output");
  std::vector<int64_t> pool_size = PerDim(call, "pool_size", spatial);
  std::vector<int64_t> strides = PerDim(call, "strides", spatial);
  std::vector<int64_t> dilation = PerDim(call, "dilation", spatial);
  std::vector<int64_t> padding = CompletePadding(call, spatial);
  bool ceil_mode = GetBoolAttr(call, "ceil_mode");
  auto shape = CheckNdimPerLayoutAndGetShape(call, data, layout);
  if (shape == nullptr) return MakeTensorNdim(data->dtype, out_layout.ndim(), data->vdevice);
  Layout canon = *Layout::Parse(tgt);
  std::vector<PrimExpr> d = layout.ForwardShape(*shape, canon);
  std::vector<PrimExpr> out = {d[0], d[1]};
  for (int i = 0; i < spatial; ++i) {
    out.push_back(WindowCount(d[2 + i], padding[i], padding[spatial + i], Int64(pool_size[i]), dilation[i], strides[i],
                              ceil_mode));
  }
  return MakeTensor(out_layout.BackwardShape(out, canon), data->dtype, data->vdevice);
}

StructInfo InferAdaptivePool(const Call& call, int spatial) {
  TensorStructInfo data = GetInputTensors(call)[0];
  std::string layout_name = GetStringAttr(call, "layout");
  std::string out_layout_name = GetOptionalStringAttr(call, "out_layout").value_or(layout_name);
  std::string tgt = DataLayoutFor(spatial);
  Layout layout = CheckTensorLayout(call, layout_name, tgt, "data");
  Layout out_layout = CheckTensorLayout(call, out_layout_name, tgt, "output");
  auto output_size = GetOptionalIntListAttr(call, "output_size");
  if (output_size && output_size->size() == 1) output_size->assign(spatial, (*output_size)[0]);
  if (output_size && static_cast<int>(output_size->size()) != spatial) {
    Fail(call, "The output_size length is expected to be " + std::to_string(spatial) +
                   ". However, the given output_size is " + IntsToString(*output_size));
  }
  auto shape = CheckNdimPerLayoutAndGetShape(call, data, layout);
  if (shape == nullptr) {
    if (data->shape.defined() && out_layout_name == layout_name && !output_size) return data;
    return MakeTensorNdim(data->dtype, out_layout.ndim(), data->vdevice);
  }
  Layout canon = *Layout::Parse(tgt);
  std::vector<PrimExpr> out = layout.ForwardShape(*shape, canon);
  if (output_size) {
    for (int i = 0; i < spatial; ++i) out[2 + i] = Int64((*output_size)[i]);
  }
  return MakeTensor(out_layout.BackwardShape(out, canon), data->dtype, data->vdevice);
}

std::vector<int64_t> Repeat(int64_t v, int n) { return std::vector<int64_t>(n, v); }

// Registers with the reference evaluator of the op, when there is one.
void Add(OpRegistry* r, OpDef def) {
  def.evaluate = EvalConvPool(def.name.substr(6));
  r->Register(std::move(def));
}

void RegisterConv(OpRegistry* r, int spatial) {
  std::string n = std::to_string(spatial);
  int k = spatial;
  Add(r, MakeOpDef("relax.nn.conv" + n + "d", "R.nn.conv" + n + "d",
                   {Arg("data"), Arg("weight"), Attr("strides", AttrKind::kIntList, IntListValue(Repeat(1, k))),
                    Attr("padding", AttrKind::kIntList, IntListValue(Repeat(0, k))),
                    Attr("dilation", AttrKind::kIntList, IntListValue(Repeat(1, k))),
                    Attr("groups", AttrKind::kInt, IntValue(1)),
                    Attr("data_layout", AttrKind::kString, StringValue(DataLayoutFor(spatial))),
                    Attr("kernel_layout", AttrKind::kString, StringValue(KernelLayoutFor(spatial))),
                    NoneAttr("out_layout", AttrKind::kOptionalString), NoneAttr("out_dtype", AttrKind::kDataType)},
                   OpPatternKind::kOutEWiseFusable, n + "-D convolution with strides, padding, dilation and groups.",
                   [spatial](const Call& call) { return InferConv(call, spatial); }));
}

void RegisterConvTranspose(OpRegistry* r, int spatial) {
  std::string n = std::to_string(spatial);
  int k = spatial;
  Add(r, MakeOpDef("relax.nn.conv" + n + "d_transpose", "R.nn.conv" + n + "d_transpose",
                   {Arg("data"), Arg("weight"), Attr("strides", AttrKind::kIntList, IntListValue(Repeat(1, k))),
                    Attr("padding", AttrKind::kIntList, IntListValue(Repeat(0, k))),
                    Attr("output_padding", AttrKind::kIntList, IntListValue(Repeat(0, k))),
                    Attr("dilation", AttrKind::kIntList, IntListValue(Repeat(1, k))),
                    Attr("groups", AttrKind::kInt, IntValue(1)),
                    Attr("data_layout", AttrKind::kString, StringValue(DataLayoutFor(spatial))),
                    Attr("kernel_layout", AttrKind::kString, StringValue(TransposedKernelLayoutFor(spatial))),
                    NoneAttr("out_layout", AttrKind::kOptionalString), NoneAttr("out_dtype", AttrKind::kDataType)},
                   OpPatternKind::kOutEWiseFusable,
                   n + "-D transposed convolution (the gradient of conv" + n + "d with respect to its input).",
                   [spatial](const Call& call) { return InferConvTranspose(call, spatial); }));
}

void RegisterPool(OpRegistry* r, const std::string& kind, int spatial, bool count_include_pad) {
  std::string n = std::to_string(spatial);
  int k = spatial;
  Add(r, MakeOpDef("relax.nn." + kind + "_pool" + n + "d", "R.nn." + kind + "_pool" + n + "d",
                   {Arg("data"), Attr("pool_size", AttrKind::kIntList, IntListValue(Repeat(1, k))),
                    Attr("strides", AttrKind::kIntList, IntListValue(Repeat(1, k))),
                    Attr("padding", AttrKind::kIntList, IntListValue(Repeat(0, spatial == 1 ? 2 : k))),
                    Attr("dilation", AttrKind::kIntList, IntListValue(Repeat(1, k))),
                    Attr("ceil_mode", AttrKind::kBool, BoolValue(false)),
                    Attr("count_include_pad", AttrKind::kBool, BoolValue(count_include_pad)),
                    Attr("layout", AttrKind::kString, StringValue(DataLayoutFor(spatial))),
                    NoneAttr("out_layout", AttrKind::kOptionalString)},
                   OpPatternKind::kOutEWiseFusable, n + "-D " + kind + " pooling over sliding windows.",
                   [spatial](const Call& call) { return InferPool(call, spatial); }));
}

}  // namespace

void RegisterConvPoolOps(OpRegistry* r) {
  for (int spatial = 1; spatial <= 3; ++spatial) {
    RegisterConv(r, spatial);
    if (spatial <= 2) RegisterConvTranspose(r, spatial);
    RegisterPool(r, "max", spatial, false);
    // TVM's Python defaults: count_include_pad is True for avg_pool1d/3d only.
    RegisterPool(r, "avg", spatial, spatial != 2);
    std::string n = std::to_string(spatial);
    Add(r, MakeOpDef("relax.nn.adaptive_avg_pool" + n + "d", "R.nn.adaptive_avg_pool" + n + "d",
                     {Arg("data"), NoneAttr("output_size", AttrKind::kOptionalIntList),
                      Attr("layout", AttrKind::kString, StringValue(DataLayoutFor(spatial))),
                      NoneAttr("out_layout", AttrKind::kOptionalString)},
                     OpPatternKind::kOutEWiseFusable, n + "-D adaptive average pooling to a fixed output size.",
                     [spatial](const Call& call) { return InferAdaptivePool(call, spatial); }));
  }
}

}  // namespace op
}  // namespace rlx
