// Tensor creation (src/relax/op/tensor/create.cc): full, ones, zeros (and
// their *_like forms), eye, arange, tril, triu.
#include <cmath>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

using relax::ShapeStructInfoNode;
using relax::TensorStructInfoNode;

StructInfo InferFull(const Call& call) {
  if (call->args.size() != 2) Fail(call, "Full op should have 2 arguments");
  StructInfo shape_s = ArgSInfo(call, 0);
  StructInfo fill_s = ArgSInfo(call, 1);
  if (!shape_s.is<ShapeStructInfoNode>()) {
    Fail(call, "Full requires the input shape to be a Shape. However, the given one is " + SInfoToString(shape_s));
  }
  auto fill = fill_s.as<TensorStructInfoNode>();
  if (!fill.defined() || fill->ndim != 0) {
    Fail(call, "Full requires the input fill value to be zero rank Tensor. However, the given one is " +
                   SInfoToString(fill_s));
  }
  DataType dtype = GetDataTypeAttr(call, "dtype");
  if (dtype.is_void()) dtype = fill->dtype;
  return MakeTensorWithShapeExpr(call->args[0], dtype, fill->vdevice);
}

StructInfo InferFullLike(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  if (in[1]->ndim != 0) {
    Fail(call, "FullLike requires the input fill value to be zero rank Tensor. However, the given one has ndim" +
                   std::to_string(in[1]->ndim));
  }
  DataType dtype = GetDataTypeAttr(call, "dtype");
  return dtype.is_void() ? StructInfo(in[0]) : WithDType(in[0], dtype);
}

StructInfo InferOnesZeros(const Call& call) {
  if (call->args.size() != 1) Fail(call, "Ones/Zeros should have 1 argument");
  StructInfo shape_s = ArgSInfo(call, 0);
  if (!shape_s.is<ShapeStructInfoNode>()) {
    Fail(call,
         "Ones/Zeros requires the input shape to be a Shape. However, the given one is " + SInfoToString(shape_s));
  }
  return MakeTensorWithShapeExpr(call->args[0], GetDataTypeAttr(call, "dtype"));
}

StructInfo InferOnesZerosLike(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  DataType dtype = GetDataTypeAttr(call, "dtype");
  return dtype.is_void() ? StructInfo(x) : WithDType(x, dtype);
}

// The PrimExpr carried by a PrimValue argument (or known from its struct
// info); `op_title` and `key` name it in TVM's message.
PrimExpr PrimArg(const Call& call, size_t i, const std::string& op_title, const std::string& key) {
  if (auto pv = call->args[i].as<relax::PrimValueNode>()) return pv->value;
  if (auto p = ArgSInfo(call, i).as<relax::PrimStructInfoNode>()) {
    if (p->value.defined()) return p->value;
  }
  Fail(call, op_title + " expects the `" + key + "` to be a PrimExpr, but got " + ExprToString(call->args[i]));
}

StructInfo InferEye(const Call& call) {
  if (call->args.size() != 3) {
    Fail(call,
         "Eye op should have 3 arguments: n, m, and k, but got " + std::to_string(call->args.size()) + " arguments");
  }
  PrimExpr n = PrimArg(call, 0, "Eye", "n");
  PrimExpr m = PrimArg(call, 1, "Eye", "m");
  return MakeTensor({n, m}, GetDataTypeAttr(call, "dtype"));
}

StructInfo InferEyeLike(const Call& call) {
  if (call->args.size() != 2) {
    Fail(call,
         "Eye_like op should have 2 arguments: x and k, but got " + std::to_string(call->args.size()) + " arguments");
  }
  StructInfo x_s = ArgSInfo(call, 0);
  auto x = x_s.as<TensorStructInfoNode>();
  if (!x.defined()) Fail(call, "Eye_like expects the input `x` to be a Tensor, but got " + SInfoToString(x_s));
  if (x->ndim != 2 && x->ndim != -1) {
    Fail(call,
         "Eye_like expects the input tensor to be 2-dimensional, but got " + std::to_string(x->ndim) + " dimensions");
  }
  DataType dtype = GetDataTypeAttr(call, "dtype");
  if (dtype.is_void()) dtype = x->dtype;
  return WithDType(x, dtype);
}

relax::Call NormalizeEye(const Call& call) {
  if (call->args.size() == 0 || call->args.size() >= 3) return call;
  std::vector<Expr> args = call->args;
  if (args.size() == 1) args.push_back(args[0]);  // m defaults to n.
  args.push_back(Make<relax::PrimValueNode>(Int64(0)));
  return MakeAt<relax::CallNode>(call->span, call->op, args, call->attrs, call->sinfo_args);
}

// Python's arange picks int64 when start, end and step are all integers,
// float32 otherwise.
DataType DefaultArangeDtype(const std::vector<PrimExpr>& args) {
  for (const PrimExpr& a : args) {
    if (!a->dtype.is_int()) return DataType::Float(32);
  }
  return DataType::Int(64);
}

std::optional<double> ConstNumber(const PrimExpr& e) {
  if (auto i = e.as<IntImmNode>()) return static_cast<double>(i->value);
  if (auto f = e.as<FloatImmNode>()) return f->value;
  return std::nullopt;
}

StructInfo InferArange(const Call& call) {
  if (call->args.size() != 3) {
    Fail(call, "Arange should have 3 arguments, which are `start`, `end` and `step`, but got " +
                   std::to_string(call->args.size()) + " arguments");
  }
  PrimExpr start = PrimArg(call, 0, "Arange", "start");
  PrimExpr end = PrimArg(call, 1, "Arange", "end");
  PrimExpr step = PrimArg(call, 2, "Arange", "step");
  DataType dtype = GetDataTypeAttr(call, "dtype");
  if (dtype.is_void()) dtype = DefaultArangeDtype({start, end, step});
  PrimExpr count;
  if (start->dtype.is_int() && end->dtype.is_int() && step->dtype.is_int()) {
    count = DimFloorDiv(DimSub(DimAdd(DimSub(end, start), step), Int64(1)), step);
  } else {
    auto s = ConstNumber(start), e = ConstNumber(end), st = ConstNumber(step);
    if (s && e && st && *st != 0) {
      // TVM computes ceil(float32(end - start) / step).
      count = Int64(static_cast<int64_t>(std::ceil(static_cast<float>(*e - *s) / *st)));
    } else {
      PrimExpr diff = MakeCast(DataType::Float(32), MakeBinary(NodeKind::kSub, end, start));
      PrimExpr ratio = MakeBinary(NodeKind::kDiv, diff, MakeCast(DataType::Float(32), step));
      count = MakeCast(DataType::Int(64), Make<TirCallNode>(DataType::Float(32), "ceil", std::vector<PrimExpr>{ratio}));
    }
  }
  return MakeTensor({count}, dtype);
}

relax::Call NormalizeArange(const Call& call) {
  std::vector<Expr> args = call->args;
  if (args.empty() || args.size() > 3) return call;
  bool changed = false;
  if (args.size() == 1) {
    args.insert(args.begin(), Make<relax::PrimValueNode>(Int64(0)));
    changed = true;
  }
  if (args.size() == 2) {
    args.push_back(Make<relax::PrimValueNode>(Int64(1)));
    changed = true;
  }
  Map attrs = call->attrs;
  ObjectRef dtype = attrs.defined() ? attrs->Get("dtype") : ObjectRef();
  auto dtype_str = dtype.as<StringNode>();
  if (!dtype.defined() || (dtype_str.defined() && dtype_str->value.empty())) {
    std::vector<PrimExpr> values;
    for (const Expr& a : args) {
      auto pv = a.as<relax::PrimValueNode>();
      if (!pv.defined()) return call;
      values.push_back(pv->value);
    }
    attrs = MapWith(attrs, "dtype", MakeString(DefaultArangeDtype(values).ToString()));
    changed = true;
  }
  if (!changed) return call;
  return MakeAt<relax::CallNode>(call->span, call->op, args, attrs, call->sinfo_args);
}

StructInfo InferTrilTriu(const Call& call) {
  CheckNumArgs(call);
  StructInfo x_s = ArgSInfo(call, 0);
  auto x = x_s.as<TensorStructInfoNode>();
  if (!x.defined()) {
    Fail(call, OpLabel(call) + " requires that args[0] be a R.Tensor, but was instead " + SInfoToString(x_s));
  }
  StructInfo k_s = ArgSInfo(call, 1);
  if (!k_s.is<relax::PrimStructInfoNode>()) {
    Fail(call, OpLabel(call) + " requires that args[1] be a R.Prim, but was instead " + SInfoToString(k_s));
  }
  if (!x->IsUnknownNdim() && x->ndim < 2) {
    Fail(call, OpLabel(call) +
                   " requires the input tensor to have at least two dimensions. However, the given input "
                   "has " +
                   std::to_string(x->ndim) + " dimension(s).");
  }
  return x;
}

}  // namespace

void RegisterCreateOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = EvalCreate(def.name.substr(6));
    r->Register(std::move(def));
  };
  add(MakeOpDef("relax.full", "R.full",
                {Arg("shape", ArgKind::kShape), Arg("fill_value"), NoneAttr("dtype", AttrKind::kDataType)},
                OpPatternKind::kElemWise, "A tensor of the given shape filled with a scalar value.", InferFull));
  add(MakeOpDef("relax.full_like", "R.full_like", {Arg("x"), Arg("fill_value"), NoneAttr("dtype", AttrKind::kDataType)},
                OpPatternKind::kElemWise, "A tensor shaped like x filled with a scalar value.", InferFullLike));
  add(MakeOpDef("relax.ones", "R.ones", {Arg("shape", ArgKind::kShape), Attr("dtype", AttrKind::kDataType)},
                OpPatternKind::kElemWise, "A tensor of ones of the given shape.", InferOnesZeros));
  add(MakeOpDef("relax.zeros", "R.zeros", {Arg("shape", ArgKind::kShape), Attr("dtype", AttrKind::kDataType)},
                OpPatternKind::kElemWise, "A tensor of zeros of the given shape.", InferOnesZeros));
  add(MakeOpDef("relax.ones_like", "R.ones_like", {Arg("x"), NoneAttr("dtype", AttrKind::kDataType)},
                OpPatternKind::kElemWise, "A tensor of ones shaped like x.", InferOnesZerosLike));
  add(MakeOpDef("relax.zeros_like", "R.zeros_like", {Arg("x"), NoneAttr("dtype", AttrKind::kDataType)},
                OpPatternKind::kElemWise, "A tensor of zeros shaped like x.", InferOnesZerosLike));
  OpDef eye = MakeOpDef(
      "relax.eye", "R.eye",
      {Arg("n", ArgKind::kPrimValue), OptionalArg("m", ArgKind::kPrimValue),
       OptionalArg("k", ArgKind::kPrimValue, IntValue(0)), Attr("dtype", AttrKind::kDataType, StringValue("float32"))},
      OpPatternKind::kInjective, "An n x m matrix with ones on diagonal k.", InferEye);
  eye.normalize = NormalizeEye;
  add(std::move(eye));
  add(MakeOpDef("relax.eye_like", "R.eye_like",
                {Arg("x"), OptionalArg("k", ArgKind::kPrimValue, IntValue(0)), NoneAttr("dtype", AttrKind::kDataType)},
                OpPatternKind::kInjective, "A matrix shaped like x with ones on diagonal k.", InferEyeLike));
  OpDef arange =
      MakeOpDef("relax.arange", "R.arange",
                {Arg("start", ArgKind::kPrimValue), OptionalArg("end", ArgKind::kPrimValue),
                 OptionalArg("step", ArgKind::kPrimValue, IntValue(1)), NoneAttr("dtype", AttrKind::kDataType)},
                OpPatternKind::kInjective, "Evenly spaced values start, start + step, ... below end.", InferArange);
  arange.normalize = NormalizeArange;
  add(std::move(arange));
  add(MakeOpDef("relax.tril", "R.tril", {Arg("x"), OptionalArg("k", ArgKind::kPrimValue, IntValue(0))},
                OpPatternKind::kInjective, "Zeroes the elements above diagonal k of the last two dims.",
                InferTrilTriu));
  add(MakeOpDef("relax.triu", "R.triu", {Arg("x"), OptionalArg("k", ArgKind::kPrimValue, IntValue(0))},
                OpPatternKind::kInjective, "Zeroes the elements below diagonal k of the last two dims.",
                InferTrilTriu));
}

}  // namespace op
}  // namespace rlx
