// relax.quantize / relax.dequantize (src/relax/op/tensor/qdq.cc): struct-info
// inference with attribute and argument checks, reference evaluation
// (ref::Quantize / ref::Dequantize) and legalization to one elementwise
// kernel each, following TVM's legalize_ops/qdq.py:
//   quantize:   clip(round(x / scale) + zero_point) cast to out_dtype
//   dequantize: (x - zero_point) * scale in float32, clipped into out_dtype
// scale and zero_point are per tensor (one element) or per channel along
// `axis` (1-D, one value per channel).
#include "compiler/op/eval_util.h"
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/op/register_util.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace op {
namespace {

using relax::TensorStructInfoNode;

bool IsQuantizedIntType(DataType t) {
  return (t.is_int() || t.is_uint()) && (t.bits() == 8 || t.bits() == 16) && t.lanes() == 1;
}

// scale and zero_point: one element, or one per channel of data along axis.
void CheckQParam(const Call& call, const TensorStructInfo& data, int axis, size_t arg, const std::string& what) {
  StructInfo s = ArgSInfo(call, arg);
  auto t = s.as<TensorStructInfoNode>();
  if (!t.defined()) {
    Fail(call, OpLabel(call) + " expects the " + what + " to be a tensor, but got " + SInfoToString(s));
  }
  if (what == "scale" && !t->IsUnknownDtype() &&
      !(t->dtype == DataType::Float(32) || t->dtype == DataType::Float(16))) {
    Fail(call, OpLabel(call) + " expects the scale to be float32 or float16, but got " + t->dtype.ToString());
  }
  if (what == "zero_point" && !t->IsUnknownDtype() && !t->dtype.is_integer()) {
    Fail(call, OpLabel(call) + " expects an integer zero_point, but got " + t->dtype.ToString());
  }
  auto qs = KnownShape(t);
  if (!qs) return;
  bool single = true;
  for (const PrimExpr& d : *qs) {
    int64_t v = 0;
    single &= AsConstInt(d, &v) && v == 1;
  }
  if (single) return;
  auto ds = KnownShape(data);
  int64_t channels = 0, got = 0;
  if (qs->size() != 1) {
    Fail(call, OpLabel(call) + " expects the " + what +
                   " to hold one value or one per channel (1-D), but its shape is " + DimsToString(*qs));
  }
  if (ds && AsConstInt((*ds)[axis], &channels) && AsConstInt((*qs)[0], &got) && got != channels) {
    Fail(call, OpLabel(call) + ": the " + what + " has " + std::to_string(got) + " values, but axis " +
                   std::to_string(axis) + " of the data has " + std::to_string(channels) + " channels");
  }
}

StructInfo InferQdq(const Call& call, bool quantize) {
  CheckNumArgs(call);
  TensorStructInfo data = GetInputTensor(call, 0);
  DataType out = GetDataTypeAttr(call, "out_dtype");
  if (quantize) {
    if (!data->IsUnknownDtype() && !(data->dtype == DataType::Float(32) || data->dtype == DataType::Float(16))) {
      Fail(call, "Quantize expects float32 or float16 input data, but got " + data->dtype.ToString());
    }
    if (!IsQuantizedIntType(out)) {
      Fail(call, "Quantize expects out_dtype to be one of int8, uint8, int16, uint16, but got " + out.ToString());
    }
  } else {
    if (!data->IsUnknownDtype() && !IsQuantizedIntType(data->dtype) && data->dtype != DataType::Int(32)) {
      Fail(call,
           "Dequantize expects int8, uint8, int16, uint16 or int32 input data, but got " + data->dtype.ToString());
    }
    if (!(out == DataType::Float(32) || out == DataType::Float(16))) {
      Fail(call, "Dequantize expects out_dtype to be float32 or float16, but got " + out.ToString());
    }
  }
  int64_t axis = GetIntAttr(call, "axis");
  if (data->IsUnknownNdim()) return MakeTensorNdim(out, -1, data->vdevice);
  int ax = data->ndim == 0 ? 0 : NormalizeAxis(call, data->ndim, axis);
  if (data->ndim > 0) {
    CheckQParam(call, data, ax, 1, "scale");
    CheckQParam(call, data, ax, 2, "zero_point");
  }
  if (data->shape.defined()) return MakeTensorWithShapeExpr(data->shape, out, data->vdevice);
  return MakeTensorNdim(out, data->ndim, data->vdevice);
}

StructInfo InferQuantize(const Call& call) { return InferQdq(call, true); }
StructInfo InferDequantize(const Call& call) { return InferQdq(call, false); }

Value EvalQuantize(const Call& call, const std::vector<Value>& args) {
  return TensorValue(ref::Quantize(TensorArg(call, args, 0), TensorArg(call, args, 1), TensorArg(call, args, 2),
                                   GetIntAttr(call, "axis"), GetDataTypeAttr(call, "out_dtype")));
}

Value EvalDequantize(const Call& call, const std::vector<Value>& args) {
  return TensorValue(ref::Dequantize(TensorArg(call, args, 0), TensorArg(call, args, 1), TensorArg(call, args, 2),
                                     GetIntAttr(call, "axis"), GetDataTypeAttr(call, "out_dtype")));
}

// A quantization parameter inside the kernel: a folded constant, the one
// element of a per-tensor tensor, or the channel's element.
class QParam {
 public:
  QParam(const relax::Expr& arg, TEArgs& a) : value_(ScalarConstant(arg)) {
    if (!value_.defined()) tensor_ = a.Tensor(arg);
  }
  PrimExpr At(const std::vector<TirVar>& i, size_t axis) const {
    if (value_.defined()) return value_;
    int64_t n = 1;
    for (const PrimExpr& d : tensor_.shape()) {
      int64_t v = 0;
      n *= AsConstInt(d, &v) ? v : -1;
    }
    if (n == 1) return tensor_(std::vector<PrimExpr>(tensor_.ndim(), Int64(0)));
    return tensor_(std::vector<PrimExpr>{i[axis]});
  }

 private:
  PrimExpr value_;
  te::Tensor tensor_;
};

PrimExpr ClipCast(const PrimExpr& v, DataType compute, DataType out) {
  PrimExpr hi = te::Cast(compute, te::MaxValue(out));
  PrimExpr lo = te::Cast(compute, te::MinValue(out));
  return te::Cast(out, te::Max(te::Min(v, hi), lo));
}

relax::Expr LegalizeQdq(const Call& call, LegalizeContext& ctx, bool quantize) {
  DataType out = GetDataTypeAttr(call, "out_dtype");
  int64_t axis = GetIntAttr(call, "axis");
  return CallTE1(ctx, quantize ? "quantize" : "dequantize", [&](TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    QParam scale(call->args[1], a);
    QParam zp(call->args[2], a);
    size_t ax = x.ndim() == 0 ? 0 : static_cast<size_t>(axis < 0 ? axis + static_cast<int64_t>(x.ndim()) : axis);
    const DataType f32 = DataType::Float(32);
    return te::compute(
        x.shape(),
        [&](const std::vector<TirVar>& i) {
          std::vector<PrimExpr> at(i.begin(), i.end());
          PrimExpr s = te::Cast(f32, scale.At(i, ax));
          if (quantize) {
            PrimExpr scaled = te::Round(te::Div(te::Cast(f32, x(at)), s));
            return ClipCast(te::Add(scaled, te::Cast(f32, zp.At(i, ax))), f32, out);
          }
          const DataType i32 = DataType::Int(32);
          PrimExpr sub = te::Sub(te::Cast(i32, x(at)), te::Cast(i32, zp.At(i, ax)));
          PrimExpr v = te::Mul(te::Cast(f32, sub), s);
          return out == f32 ? v : ClipCast(v, f32, out);
        },
        quantize ? "quantized" : "dequantized", "elemwise", Map(), te::AxisNames("ax", x.ndim()));
  });
}

relax::Expr LegalizeQuantize(const Call& call, LegalizeContext& ctx) { return LegalizeQdq(call, ctx, true); }
relax::Expr LegalizeDequantize(const Call& call, LegalizeContext& ctx) { return LegalizeQdq(call, ctx, false); }

}  // namespace

void RegisterQdqOps(OpRegistry* r) {
  OpDef q = MakeOpDef("relax.quantize", "R.quantize",
                      {Arg("data"), Arg("scale"), Arg("zero_point"), Attr("axis", AttrKind::kInt, IntValue(-1)),
                       Attr("out_dtype", AttrKind::kDataType, StringValue("int8"))},
                      OpPatternKind::kElemWise, "Quantizes floats: clip(round(x / scale) + zero_point) in out_dtype.",
                      InferQuantize);
  q.evaluate = EvalQuantize;
  r->Register(std::move(q));
  OpDef d = MakeOpDef("relax.dequantize", "R.dequantize",
                      {Arg("data"), Arg("scale"), Arg("zero_point"), Attr("axis", AttrKind::kInt, IntValue(-1)),
                       Attr("out_dtype", AttrKind::kDataType, StringValue("float32"))},
                      OpPatternKind::kElemWise, "Dequantizes integers: (x - zero_point) * scale in out_dtype.",
                      InferDequantize);
  d.evaluate = EvalDequantize;
  r->Register(std::move(d));
}

void RegisterQdqLegalizations(OpRegistry* r) {
  SetLegalize(r, "relax.quantize", LegalizeQuantize);
  SetLegalize(r, "relax.dequantize", LegalizeDequantize);
}

}  // namespace op
}  // namespace rlx
