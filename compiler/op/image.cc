// relax.image.resize2d (src/relax/op/image/resize.cc): struct-info inference,
// reference evaluation (ref::Resize2d) and legalization to TOPI's kernel
// (topi::Resize2d). The family is one op, so its three parts share this file
// and one attribute reader.
#include "compiler/topi/image.h"

#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/op/register_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace op {
namespace {

const char* const kMethods[] = {"nearest_neighbor", "linear", "cubic"};
const char* const kModes[] = {"half_pixel",         "align_corners",        "asymmetric",
                              "pytorch_half_pixel", "tf_half_pixel_for_nn", "tf_crop_and_resize"};
const char* const kRoundings[] = {"", "round", "round_prefer_floor", "round_prefer_ceil", "floor", "ceil"};

template <size_t N>
void CheckOneOf(const Call& call, const std::string& attr, const char* const (&allowed)[N]) {
  std::string v = GetStringAttr(call, attr);
  std::string list;
  for (const char* a : allowed) {
    if (v == a) return;
    list += std::string(list.empty() ? "" : ", ") + "\"" + a + "\"";
  }
  Fail(call, "Resize2D expects " + attr + " to be one of " + list + ". However, the given one is \"" + v + "\"");
}

// roi as four numbers; TVM prints it as [T.float32(0.0), ...].
std::vector<double> RoiValues(const Call& call) {
  auto roi = GetAttr(call, "roi").as<ArrayNode>();
  auto fail = [&]() -> std::vector<double> {
    Fail(call,
         "Resize2D expects roi to be a list of 4 numbers [start_h, start_w, end_h, end_w]. However, the given "
         "one is " +
             (roi.defined() ? "a list of " + std::to_string(roi->elems.size()) + " values" : "not a list"));
  };
  if (!roi.defined() || roi->elems.size() != 4) return fail();
  std::vector<double> out;
  for (const ObjectRef& e : roi->elems) {
    if (auto f = e.as<FloatImmNode>()) {
      out.push_back(f->value);
    } else if (auto i = e.as<IntImmNode>(); i.defined() && !i->dtype.is_bool()) {
      out.push_back(static_cast<double>(i->value));
    } else {
      return fail();
    }
  }
  return out;
}

// The attributes as either kernel's parameter struct (ref::Resize2dAttrs,
// topi::Resize2dParams: the same fields).
template <typename Attrs>
Attrs ReadResize2dAttrs(const Call& call) {
  Attrs a;
  a.roi = RoiValues(call);
  a.layout = GetStringAttr(call, "layout");
  a.method = GetStringAttr(call, "method");
  a.coordinate_transformation_mode = GetStringAttr(call, "coordinate_transformation_mode");
  a.rounding_method = GetStringAttr(call, "rounding_method");
  a.cubic_alpha = GetFloatAttr(call, "cubic_alpha");
  a.cubic_exclude = GetIntAttr(call, "cubic_exclude");
  a.extrapolation_value = GetFloatAttr(call, "extrapolation_value");
  a.out_dtype = GetDataTypeAttr(call, "out_dtype");
  return a;
}

// TVM's InferStructInfoResize2D, plus what TVM leaves to the kernel (and so
// to build or run time): the method, coordinate mode, rounding method and
// roi are checked here.
StructInfo InferResize2d(const Call& call) {
  CheckNumArgs(call);
  TensorStructInfo data = GetInputTensor(call, 0);
  StructInfo size_s = ArgSInfo(call, 1);
  auto size = size_s.as<relax::ShapeStructInfoNode>();
  if (!size.defined()) {
    Fail(call, "Resize2D expects the given output image size to be a Shape. However, the given one is " +
                   SInfoToString(size_s));
  }
  if (size->ndim != 2) {
    Fail(call, "Resize2D expects the given output image size to be a 2-dim shape. However, the given one has ndim " +
                   std::to_string(size->ndim));
  }
  CheckOneOf(call, "method", kMethods);
  CheckOneOf(call, "coordinate_transformation_mode", kModes);
  CheckOneOf(call, "rounding_method", kRoundings);
  RoiValues(call);
  Layout layout = CheckTensorLayout(call, GetStringAttr(call, "layout"), "NCHW", "data");
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  if (out_dtype.is_void()) out_dtype = data->dtype;
  const std::vector<PrimExpr>* shape = CheckNdimPerLayoutAndGetShape(call, data, layout);
  if (size->values) {
    for (const PrimExpr& v : *size->values) {
      int64_t n = 0;
      if (AsConstInt(v, &n) && n <= 0) {
        Fail(call, "Resize2D expects a positive output image size. However, the given size is " +
                       ExprToString(call->args[1]));
      }
    }
  }
  if (shape == nullptr || !size->values) return MakeTensorNdim(out_dtype, layout.ndim(), data->vdevice);
  Layout nchw = *Layout::Parse("NCHW");
  std::vector<PrimExpr> out = layout.ForwardShape(*shape, nchw);
  out[2] = (*size->values)[0];
  out[3] = (*size->values)[1];
  return MakeTensor(layout.BackwardShape(out, nchw), out_dtype, data->vdevice);
}

Value EvalResize2d(const Call& call, const std::vector<Value>& args) {
  std::vector<int64_t> size = ShapeArg(call, args, 1);
  if (size.size() != 2) Fail(call, "Resize2D expects a 2-value output size");
  return TensorValue(
      ref::Resize2d(TensorArg(call, args, 0), size[0], size[1], ReadResize2dAttrs<ref::Resize2dAttrs>(call)));
}

// TVM's _image_resize2d, which drops out_dtype (its kernel then returns the
// input's dtype while the call's struct info says out_dtype); it is passed
// here. Layouts other than NCHW / NHWC (packed NCHWc) stay unlegalized.
relax::Expr LegalizeResize2d(const Call& call, LegalizeContext& ctx) {
  topi::Resize2dParams params = ReadResize2dAttrs<topi::Resize2dParams>(call);
  if (params.layout != "NCHW" && params.layout != "NHWC") return call;
  auto size = call->args[1].as<relax::ShapeExprNode>();
  std::vector<PrimExpr> values;
  if (size.defined()) {
    values = size->values;
  } else if (auto s = call->args[1]->struct_info().as<relax::ShapeStructInfoNode>(); s.defined() && s->values) {
    values = *s->values;
  } else {
    return call;
  }
  return CallTE1(ctx, "resize2d",
                 [&](TEArgs& a) { return topi::Resize2d(a.Tensor(call->args[0]), a.Prims(values), params); });
}

ObjectRef DefaultRoi() {
  std::vector<ObjectRef> zeros(4, MakeFloatImm(DataType::Float(32), 0));
  return Make<ArrayNode>(std::move(zeros));
}

}  // namespace

void RegisterImageOps(OpRegistry* r) {
  OpDef def = MakeOpDef(
      "relax.image.resize2d", "R.image.resize2d",
      {Arg("data"), Arg("size", ArgKind::kShape), Attr("roi", AttrKind::kAny, DefaultRoi()),
       Attr("layout", AttrKind::kString, StringValue("NCHW")), Attr("method", AttrKind::kString, StringValue("linear")),
       Attr("coordinate_transformation_mode", AttrKind::kString, StringValue("half_pixel")),
       Attr("rounding_method", AttrKind::kString, StringValue("round")),
       Attr("cubic_alpha", AttrKind::kFloat, FloatValue(-0.75)), Attr("cubic_exclude", AttrKind::kInt, IntValue(0)),
       Attr("extrapolation_value", AttrKind::kFloat, FloatValue(0.0)), NoneAttr("out_dtype", AttrKind::kDataType)},
      OpPatternKind::kInjective, "Resizes the spatial dims of an image batch (nearest, linear or cubic interpolation).",
      InferResize2d);
  def.evaluate = EvalResize2d;
  r->Register(std::move(def));
}

void RegisterImageLegalizations(OpRegistry* r) { SetLegalize(r, "relax.image.resize2d", LegalizeResize2d); }

}  // namespace op
}  // namespace rlx
