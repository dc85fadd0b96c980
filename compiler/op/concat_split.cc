// Ops over lists of tensors (src/relax/op/tensor/manipulate.cc): concat and
// stack take a tuple, split returns one.
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

using relax::ShapeStructInfoNode;

// Common bookkeeping of concat and stack over the tuple's tensors: the shared
// dtype (void if any is unknown), the vdevice (null on disagreement) and the
// shape values that are known.
struct TensorListInfo {
  DataType dtype;
  VDevice vdevice;
  bool shape_unknown = false;
  std::vector<std::vector<PrimExpr>> shapes;
};

TensorListInfo CollectTensorList(const Call& call, const std::vector<TensorStructInfo>& tensors,
                                 const std::string& op_title) {
  TensorListInfo info;
  bool void_dtype = false;
  for (const TensorStructInfo& t : tensors) {
    if (t->IsUnknownDtype()) {
      void_dtype = true;
    } else if (info.dtype.is_void()) {
      info.dtype = t->dtype;
    } else if (t->dtype != info.dtype) {
      Fail(call, op_title +
                     " expects all input tensors to have the same dtype. However, the input contains "
                     "tensors with dtype " +
                     info.dtype.ToString() + " and " + t->dtype.ToString());
    }
    if (auto values = t->GetShapeValues()) {
      info.shapes.push_back(*values);
      continue;
    }
    info.shape_unknown = true;
    if (auto values = KnownShape(t)) info.shapes.push_back(*values);
  }
  if (void_dtype) info.dtype = DataType::Void();
  info.vdevice = UnifyVDevices(tensors);
  return info;
}

StructInfo InferConcat(const Call& call) {
  if (call->args.size() != 1) Fail(call, "Concat op should have 1 argument");
  std::vector<TensorStructInfo> tensors = GetTensorsFromTuple(call, call->args[0]);
  if (tensors.empty()) {
    Fail(call, "Concat op expects at least one tensor in the input Tuple. However, the given input Tuple is empty.");
  }
  auto axis_attr = GetOptionalIntAttr(call, "axis");
  int ndim = axis_attr ? -1 : 1;
  for (const TensorStructInfo& t : tensors) {
    if (ndim < 0) {
      ndim = t->ndim;
    } else if (t->ndim >= 0 && t->ndim != ndim) {
      Fail(call, "Concat expects all input tensors to have same ndim. However, the input contains tensors with ndim " +
                     std::to_string(ndim) + " and " + std::to_string(t->ndim));
    }
  }
  TensorListInfo info = CollectTensorList(call, tensors, "Concat");
  if (ndim < 0) return tensors.size() == 1 ? StructInfo(tensors[0]) : MakeTensorNdim(info.dtype, -1, info.vdevice);
  int axis = axis_attr ? NormalizeAxis(call, ndim, *axis_attr) : 0;
  if (tensors.size() == 1) return tensors[0];
  // Known shapes are checked even when others are unknown.
  if (info.shapes.empty()) return MakeTensorNdim(info.dtype, ndim, info.vdevice);
  const std::vector<PrimExpr>& first = info.shapes[0];
  bool all_same_axis = true;
  for (const auto& s : info.shapes) all_same_axis &= ExprDeepEqual(s[axis], first[axis]);
  PrimExpr sum;
  if (all_same_axis) {
    sum = DimMul(first[axis], Int64(static_cast<int64_t>(info.shapes.size())));
  } else {
    sum = Int64(0);
    for (const auto& s : info.shapes) sum = DimAdd(sum, s[axis]);
  }
  bool unknown = info.shape_unknown;
  for (int d = 0; d < static_cast<int>(first.size()); ++d) {
    if (d == axis) continue;
    for (size_t i = 1; i < info.shapes.size(); ++i) {
      if (DimsProvablyUnequal(info.shapes[i][d], first[d])) {
        Fail(call,
             "Concat expects the input tensors to have the same shape on every dimension except the one "
             "indicated by the input axis. However, the input contains tensors whose shapes on dimension " +
                 std::to_string(d) + " is " + DimToString(first[d]) + " and " + DimToString(info.shapes[i][d]));
      }
      if (!DimsEqual(info.shapes[i][d], first[d])) unknown = true;
    }
  }
  if (unknown) return MakeTensorNdim(info.dtype, ndim, info.vdevice);
  std::vector<PrimExpr> out = first;
  out[axis] = sum;
  return MakeTensor(out, info.dtype, info.vdevice);
}

StructInfo InferStack(const Call& call) {
  if (call->args.size() != 1) Fail(call, "Stack op should have 1 argument");
  std::vector<TensorStructInfo> tensors = GetTensorsFromTuple(call, call->args[0]);
  if (tensors.empty()) {
    Fail(call, "Stack op expects at least one tensor in the input Tuple. However, the given input Tuple is empty.");
  }
  int in_ndim = tensors[0]->ndim;
  for (const TensorStructInfo& t : tensors) {
    if (t->ndim >= 0 && t->ndim != in_ndim) {
      Fail(call, "Stack expects all input tensors to have same ndim. Found " + std::to_string(in_ndim) + " and " +
                     std::to_string(t->ndim));
    }
  }
  TensorListInfo info = CollectTensorList(call, tensors, "Stack");
  int ndim = in_ndim < 0 ? -1 : in_ndim + 1;
  auto axis_attr = GetOptionalIntAttr(call, "axis");
  if (ndim < 0) return MakeTensorNdim(info.dtype, -1, info.vdevice);
  int axis = axis_attr ? NormalizeAxis(call, ndim, *axis_attr) : 0;
  if (info.shapes.empty()) return MakeTensorNdim(info.dtype, ndim, info.vdevice);
  const std::vector<PrimExpr>& first = info.shapes[0];
  bool unknown = info.shape_unknown && tensors.size() > 1;
  for (int d = 0; d < static_cast<int>(first.size()); ++d) {
    for (size_t i = 1; i < info.shapes.size(); ++i) {
      if (DimsProvablyUnequal(info.shapes[i][d], first[d])) {
        Fail(call, "Stack expects all input tensors to have identical shapes. Dimension " + std::to_string(d) +
                       " differs between tensors: " + DimToString(first[d]) + " vs " + DimToString(info.shapes[i][d]));
      }
      if (!DimsEqual(info.shapes[i][d], first[d])) unknown = true;
    }
  }
  if (unknown) return MakeTensorNdim(info.dtype, ndim, info.vdevice);
  std::vector<PrimExpr> out(first.begin(), first.begin() + axis);
  out.push_back(Int64(static_cast<int64_t>(tensors.size())));
  out.insert(out.end(), first.begin() + axis, first.end());
  return MakeTensor(out, info.dtype, info.vdevice);
}

StructInfo InferSplit(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  ObjectRef spec = GetAttr(call, "indices_or_sections");
  int64_t axis_attr = GetIntAttr(call, "axis");
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  int axis = x->IsUnknownNdim() ? -1 : NormalizeAxis(call, x->ndim, axis_attr);
  StructInfo unknown_part = MakeTensorNdim(x->dtype, x->ndim, x->vdevice);

  if (auto indices_array = spec.as<ArrayNode>()) {
    std::vector<PrimExpr> indices;
    for (const ObjectRef& e : indices_array->elems) {
      auto imm = e.as<IntImmNode>();
      if (!imm.defined()) {
        Fail(call,
             "Split op only accepts an array of integers as the indices. However, the given indices contains "
             "some non-integer.");
      }
      indices.push_back(Int64(imm->value));
    }
    if (indices.empty()) return x;
    if (shape == nullptr) return relax::TupleSInfo(std::vector<StructInfo>(indices.size() + 1, unknown_part));
    const PrimExpr& extent = (*shape)[axis];
    std::vector<StructInfo> parts;
    for (size_t i = 0; i <= indices.size(); ++i) {
      PrimExpr left = i == 0 ? Int64(0) : indices[i - 1];
      PrimExpr right = i < indices.size() ? indices[i] : extent;
      left = DimMin(DimMax(left, Int64(0)), extent);
      right = DimMin(DimMax(right, Int64(0)), extent);
      std::vector<PrimExpr> out = *shape;
      out[axis] = DimMax(DimSub(right, left), Int64(0));
      parts.push_back(MakeTensor(out, x->dtype, x->vdevice));
    }
    return relax::TupleSInfo(parts);
  }
  int64_t sections = 0;
  if (auto imm = spec.as<IntImmNode>()) {
    sections = imm->value;
  } else {
    Fail(call, "Split op expects the input indices_or_sections to be either an Array of PrimExpr or an integer.");
  }
  if (sections <= 0) {
    Fail(call,
         "Split op expects the input number of sections to be a positive integer. However, the given number "
         "of sections is " +
             std::to_string(sections));
  }
  if (sections == 1) return x;
  if (shape == nullptr) return relax::TupleSInfo(std::vector<StructInfo>(sections, unknown_part));
  PrimExpr len = DimCeilDiv((*shape)[axis], Int64(sections));
  std::vector<PrimExpr> out = *shape;
  out[axis] = len;
  std::vector<StructInfo> parts(sections - 1, MakeTensor(out, x->dtype, x->vdevice));
  out[axis] = DimSub((*shape)[axis], DimMul(len, Int64(sections - 1)));
  parts.push_back(MakeTensor(out, x->dtype, x->vdevice));
  return relax::TupleSInfo(parts);
}

}  // namespace

void RegisterConcatSplitOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = EvalManipulate(def.name.substr(6));
    r->Register(std::move(def));
  };
  add(MakeOpDef("relax.concat", "R.concat",
                {Arg("tensors", ArgKind::kTensorTuple), Attr("axis", AttrKind::kOptionalInt, IntValue(0))},
                OpPatternKind::kInjective,
                "Concatenates a tuple of tensors along an axis (flattened when axis is None).", InferConcat));
  add(MakeOpDef("relax.stack", "R.stack",
                {Arg("tensors", ArgKind::kTensorTuple), Attr("axis", AttrKind::kOptionalInt, IntValue(0))},
                OpPatternKind::kInjective, "Stacks a tuple of equally shaped tensors along a new axis.", InferStack));
  add(MakeOpDef("relax.split", "R.split",
                {Arg("x"), Attr("indices_or_sections", AttrKind::kAny), Attr("axis", AttrKind::kInt, IntValue(0))},
                OpPatternKind::kInjective,
                "Splits a tensor into equal sections or at the given indices (returns a tuple).", InferSplit));
}

}  // namespace op
}  // namespace rlx
