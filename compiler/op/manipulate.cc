// Shape manipulation (src/relax/op/tensor/manipulate.cc): reshape,
// permute_dims, expand_dims, squeeze, flatten, broadcast_to, tile, repeat,
// flip. Tensor-list ops (concat, split, stack) are in concat_split.cc.
#include <algorithm>
#include <numeric>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

using relax::ShapeStructInfoNode;

// Replaces 0 (copy the input dim) and a single -1 (infer from the element
// count) in a literal new shape, as TVM's Python reshape constructor does.
// Returns `values` unchanged when neither occurs.
std::vector<PrimExpr> ResolveNewShape(const Call& call, const std::vector<PrimExpr>& values) {
  int dim_to_infer = -1;
  std::vector<int> zero_dims;
  for (int i = 0; i < static_cast<int>(values.size()); ++i) {
    if (!values[i]->dtype.is_integer()) {
      Fail(call, "Reshape requires the new shape values to be all integers. However, the give new shape is " +
                     DimsToString(values));
    }
    int64_t v = 0;
    if (!AsConstInt(values[i], &v)) continue;
    if (v == 0) {
      zero_dims.push_back(i);
    } else if (v == -1) {
      if (dim_to_infer != -1) {
        Fail(call,
             "Reshape accepts at most one \"-1\" in the new shape. However, there are multiple \"-1\" in "
             "the given new shape  " +
                 DimsToString(values));
      }
      dim_to_infer = i;
    } else if (v < 0) {
      Fail(call,
           "Reshape requires all values in the new shape to be positive except a single \"-1\". However, "
           "the given new shape is " +
               DimsToString(values));
    }
  }
  if (dim_to_infer == -1 && zero_dims.empty()) return values;

  auto data = ArgSInfo(call, 0).as<relax::TensorStructInfoNode>();
  if (!data.defined()) {
    Fail(call, "Reshape expects the input data to be a Tensor. However, the given input is " +
                   SInfoToString(ArgSInfo(call, 0)));
  }
  if (!data->shape.defined()) {
    Fail(call,
         "Reshape expects the input tensor to have known shape when there is some dimension length to "
         "infer. However, the given input has no shape.");
  }
  auto old_shape = KnownShape(data);
  if (!old_shape) {
    Fail(call,
         "Reshape expects the input tensor to have known shape when there is some dimension length to "
         "infer. However, the given input shape is " +
             ExprToString(data->shape) + " whose shape value is unknown.");
  }
  std::vector<PrimExpr> out = values;
  for (int i : zero_dims) {
    if (i >= static_cast<int>(old_shape->size())) {
      Fail(call, "Reshape cannot copy dimension " + std::to_string(i) + " (given as 0) from the input shape " +
                     DimsToString(*old_shape));
    }
    out[i] = (*old_shape)[i];
  }
  if (dim_to_infer != -1) {
    std::vector<PrimExpr> known;
    for (int i = 0; i < static_cast<int>(out.size()); ++i) {
      if (i != dim_to_infer) known.push_back(out[i]);
    }
    out[dim_to_infer] = DimFloorDiv(DimProduct(*old_shape), DimProduct(known));
  }
  return out;
}

StructInfo InferReshape(const Call& call) {
  if (call->args.size() != 2) Fail(call, "Reshape op should take 2 arguments");
  StructInfo data_s = ArgSInfo(call, 0);
  StructInfo shape_s = ArgSInfo(call, 1);
  auto data = data_s.as<relax::TensorStructInfoNode>();
  auto new_shape = shape_s.as<ShapeStructInfoNode>();
  if (!data.defined()) {
    Fail(call, "Reshape requires the input data to be Tensor. However, the given one is " + SInfoToString(data_s));
  }
  if (!new_shape.defined()) {
    Fail(call, "Reshape requires the input new shape to be Shape. However, the given one is " + SInfoToString(shape_s));
  }
  std::optional<std::vector<PrimExpr>> new_values = new_shape->values;
  Expr target = call->args[1];
  if (new_values && target.is<relax::ShapeExprNode>()) {
    std::vector<PrimExpr> resolved = ResolveNewShape(call, *new_values);
    if (resolved != *new_values) {
      new_values = resolved;
      target = Expr();  // The literal had -1 / 0: the result uses the resolved values.
    }
  }
  auto old_values = KnownShape(data);
  if (new_values && old_values) {
    PrimExpr new_prod = DimProduct(*new_values);
    PrimExpr old_prod = DimProduct(*old_values);
    if (DimsProvablyUnequal(old_prod, new_prod)) {
      Fail(call, "Reshape expects the new shape to be convertible from the old shape. However, the old shape is " +
                     ExprToString(data->shape) + ", with product " + DimToString(old_prod) +
                     ", while the new shape is " + ExprToString(call->args[1]) + ", with product " +
                     DimToString(new_prod));
    }
  }
  if (!target.defined() || (target.is<relax::VarNode>() && new_values)) {
    return MakeTensor(*new_values, data->dtype, data->vdevice);
  }
  return MakeTensorWithShapeExpr(target, data->dtype, data->vdevice);
}

relax::Call NormalizeReshape(const Call& call) {
  if (call->args.size() != 2) return call;
  auto shape = call->args[1].as<relax::ShapeExprNode>();
  if (!shape.defined()) return call;
  std::vector<PrimExpr> resolved = ResolveNewShape(call, shape->values);
  if (resolved == shape->values) return call;
  Expr new_shape = MakeAt<relax::ShapeExprNode>(shape->span, resolved);
  new_shape->SetStructInfo(relax::ShapeSInfo(resolved));
  return MakeAt<relax::CallNode>(call->span, call->op, std::vector<Expr>{call->args[0], new_shape}, call->attrs,
                                 call->sinfo_args);
}

StructInfo InferPermuteDims(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  auto axes_attr = GetOptionalIntListAttr(call, "axes");
  if (!axes_attr && x->IsUnknownNdim()) return MakeTensorNdim(x->dtype, -1, x->vdevice);
  if (axes_attr && !x->IsUnknownNdim() && static_cast<int>(axes_attr->size()) != x->ndim) {
    Fail(call,
         "PermuteDims expects the number of input axes to equal the ndim of the input tensor. However, the "
         "tensor ndim is " +
             std::to_string(x->ndim) + " while the given number of axes is " + std::to_string(axes_attr->size()));
  }
  // With unknown ndim and explicit axes, the rank is the number of axes.
  int ndim = x->IsUnknownNdim() ? static_cast<int>(axes_attr->size()) : x->ndim;
  std::vector<int> axes;
  if (axes_attr) {
    axes = NormalizeAxes(call, ndim, *axes_attr);
  } else {
    axes.resize(ndim);
    std::iota(axes.rbegin(), axes.rend(), 0);
  }
  bool identity = true;
  for (int i = 0; i < ndim; ++i) identity &= axes[i] == i;
  if (identity && !x->IsUnknownNdim()) return x;
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) return MakeTensorNdim(x->dtype, ndim, x->vdevice);
  std::vector<PrimExpr> out;
  for (int i = 0; i < ndim; ++i) out.push_back((*shape)[axes[i]]);
  return MakeTensor(out, x->dtype, x->vdevice);
}

StructInfo InferExpandDims(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  std::vector<int64_t> axis = GetIntListAttr(call, "axis");
  if (axis.empty()) return x;
  if (x->IsUnknownNdim()) return MakeTensorNdim(x->dtype, -1, x->vdevice);
  int out_ndim = x->ndim + static_cast<int>(axis.size());
  std::vector<int> axes = NormalizeAxes(call, out_ndim, axis);
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) return MakeTensorNdim(x->dtype, out_ndim, x->vdevice);
  std::vector<PrimExpr> out(out_ndim);
  for (int a : axes) out[a] = Int64(1);
  size_t next = 0;
  for (PrimExpr& d : out) {
    if (!d.defined()) d = (*shape)[next++];
  }
  return MakeTensor(out, x->dtype, x->vdevice);
}

StructInfo InferSqueeze(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  auto axis = GetOptionalIntListAttr(call, "axis");
  if (axis && axis->empty()) return x;
  if (x->IsUnknownNdim()) return MakeTensorNdim(x->dtype, -1, x->vdevice);
  auto shape = KnownShape(x);
  std::vector<bool> remove(x->ndim, false);
  if (axis) {
    std::vector<int> axes = NormalizeAxes(call, x->ndim, *axis);
    if (!shape) return MakeTensorNdim(x->dtype, x->ndim - static_cast<int>(axes.size()), x->vdevice);
    for (int a : axes) {
      // A listed axis whose length is a constant other than 1 is kept
      // (PyTorch behaviour, which TVM follows); symbolic lengths are removed.
      int64_t v = 0;
      if (!AsConstInt((*shape)[a], &v) || v == 1) remove[a] = true;
    }
  } else {
    if (!shape) return MakeTensorNdim(x->dtype, -1, x->vdevice);
    for (int i = 0; i < x->ndim; ++i) {
      int64_t v = 0;
      if (!AsConstInt((*shape)[i], &v)) return MakeTensorNdim(x->dtype, -1, x->vdevice);
      if (v == 1) remove[i] = true;
    }
  }
  std::vector<PrimExpr> out;
  for (int i = 0; i < x->ndim; ++i) {
    if (!remove[i]) out.push_back((*shape)[i]);
  }
  if (x->shape.is<relax::VarNode>()) {
    if (static_cast<int>(out.size()) == x->ndim) return x;
    if (axis) return MakeTensorNdim(x->dtype, static_cast<int>(out.size()), x->vdevice);
    return MakeTensorNdim(x->dtype, -1, x->vdevice);
  }
  return MakeTensor(out, x->dtype, x->vdevice);
}

StructInfo InferFlatten(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  if (x->IsUnknownNdim()) return MakeTensorNdim(x->dtype, 1, x->vdevice);
  if (x->ndim == 0) return MakeTensor({Int64(1)}, x->dtype, x->vdevice);
  if (x->ndim == 1) return x;
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) return MakeTensorNdim(x->dtype, 1, x->vdevice);
  return MakeTensor({DimProduct(*shape)}, x->dtype, x->vdevice);
}

StructInfo InferBroadcastTo(const Call& call) {
  if (call->args.size() != 2) Fail(call, "broadcast_to should take 2 arguments.");
  StructInfo data_s = ArgSInfo(call, 0);
  StructInfo shape_s = ArgSInfo(call, 1);
  auto data = data_s.as<relax::TensorStructInfoNode>();
  auto target = shape_s.as<ShapeStructInfoNode>();
  if (!data.defined()) {
    Fail(call, "broadcast_to requires the input data to be Tensor. However, the given one is " + SInfoToString(data_s));
  }
  if (!target.defined()) {
    Fail(call,
         "broadcast_to requires the input new shape to be Shape. However, the given one is " + SInfoToString(shape_s));
  }
  if (!data->IsUnknownNdim() && target->ndim >= 0 && target->ndim < data->ndim) {
    Fail(call,
         "broadcast_to expects the input shape to have the number of ndim at least as the input tensor's. "
         "However, the given tensor has ndim " +
             std::to_string(data->ndim) + " while the target shape has ndim " + std::to_string(target->ndim));
  }
  auto old_shape = KnownShape(data);
  if (old_shape && target->values) {
    const std::vector<PrimExpr>& tgt = *target->values;
    int old_ndim = static_cast<int>(old_shape->size());
    int tgt_ndim = static_cast<int>(tgt.size());
    for (int i = 0; i < old_ndim; ++i) {
      const PrimExpr& old_len = (*old_shape)[old_ndim - i - 1];
      const PrimExpr& tgt_len = tgt[tgt_ndim - i - 1];
      int64_t v = 0;
      if (AsConstInt(old_len, &v) && v == 1) continue;
      if (DimsProvablyUnequal(old_len, tgt_len)) {
        Fail(call,
             "broadcast_to expects the input tensor shape is broadcastable to the target shape. The target "
             "shape at dim " +
                 std::to_string(tgt_ndim - i - 1) + " is " + DimToString(tgt_len) +
                 " while the input tensor shape at dim " + std::to_string(old_ndim - i - 1) + " is " +
                 DimToString(old_len) + ", which are not equal.");
      }
    }
  }
  return MakeTensorWithShapeExpr(call->args[1], data->dtype, data->vdevice);
}

StructInfo InferTile(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  std::vector<int64_t> repeats = GetIntListAttr(call, "repeats");
  int l = static_cast<int>(repeats.size());
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) {
    if (x->IsUnknownNdim()) return MakeTensorNdim(x->dtype, -1, x->vdevice);
    if (l > x->ndim) return MakeTensorNdim(x->dtype, l, x->vdevice);
    for (int64_t r : repeats) {
      if (r != 1) return MakeTensorNdim(x->dtype, x->ndim, x->vdevice);
    }
    return x;
  }
  int ndim = x->ndim;
  int out_ndim = std::max(l, ndim);
  int l_delta = out_ndim - l;
  int ndim_delta = out_ndim - ndim;
  std::vector<PrimExpr> out;
  for (int i = 0; i < out_ndim; ++i) {
    if (i < l_delta) {
      out.push_back((*shape)[i - ndim_delta]);
    } else if (i < ndim_delta) {
      out.push_back(Int64(repeats[i - l_delta]));
    } else {
      out.push_back(DimMul((*shape)[i - ndim_delta], Int64(repeats[i - l_delta])));
    }
  }
  return MakeTensor(out, x->dtype, x->vdevice);
}

StructInfo InferRepeat(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  int64_t repeats = GetIntAttr(call, "repeats");
  auto axis = GetOptionalIntAttr(call, "axis");
  if (axis && !x->IsUnknownNdim() && (*axis < -x->ndim || *axis >= x->ndim)) {
    Fail(call,
         "Repeat requires the input axis belongs range [-data.struct_info.ndim, data.struct_info.ndim - 1]. "
         "However, the input axis is " +
             std::to_string(*axis) + ", while ndim is " + std::to_string(x->ndim));
  }
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) {
    if (!axis) return MakeTensorNdim(x->dtype, 1, x->vdevice);
    if (repeats == 1) return x;
    return MakeTensorNdim(x->dtype, x->ndim, x->vdevice);
  }
  if (!axis) return MakeTensor({DimMul(DimProduct(*shape), Int64(repeats))}, x->dtype, x->vdevice);
  int a = NormalizeAxis(call, x->ndim, *axis);
  std::vector<PrimExpr> out = *shape;
  out[a] = DimMul(out[a], Int64(repeats));
  return MakeTensor(out, x->dtype, x->vdevice);
}

StructInfo InferFlip(const Call& call) {
  if (call->args.size() != 1) Fail(call, "Flip op should take 1 argument");
  TensorStructInfo x = GetInputTensors(call)[0];
  int64_t axis = GetIntAttr(call, "axis");
  if (!x->IsUnknownNdim() && (axis < -x->ndim || axis >= x->ndim)) {
    Fail(call, "Flip requires the input axis belongs range [-ndim, ndim - 1]. However, the input axis is " +
                   std::to_string(axis) + ", while ndim is " + std::to_string(x->ndim));
  }
  return x;
}

}  // namespace

void RegisterManipulateOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = EvalManipulate(def.name.substr(6));
    r->Register(std::move(def));
  };
  OpDef reshape =
      MakeOpDef("relax.reshape", "R.reshape", {Arg("x"), Arg("shape", ArgKind::kShape)}, OpPatternKind::kInjective,
                "Reshapes a tensor to a new shape with the same number of elements.", InferReshape);
  reshape.normalize = NormalizeReshape;
  add(std::move(reshape));
  add(MakeOpDef("relax.permute_dims", "R.permute_dims", {Arg("x"), NoneAttr("axes", AttrKind::kOptionalIntList)},
                OpPatternKind::kInjective, "Permutes the dimensions (reverses them when axes is None).",
                InferPermuteDims));
  add(MakeOpDef("relax.expand_dims", "R.expand_dims", {Arg("x"), Attr("axis", AttrKind::kIntList)},
                OpPatternKind::kInjective, "Inserts size-1 dimensions at the given output axes.", InferExpandDims));
  add(MakeOpDef("relax.squeeze", "R.squeeze", {Arg("x"), NoneAttr("axis", AttrKind::kOptionalIntList)},
                OpPatternKind::kInjective, "Removes size-1 dimensions (all of them when axis is None).", InferSqueeze));
  add(MakeOpDef("relax.flatten", "R.flatten", {Arg("x")}, OpPatternKind::kInjective,
                "Flattens a tensor into one dimension.", InferFlatten));
  add(MakeOpDef("relax.broadcast_to", "R.broadcast_to", {Arg("x"), Arg("shape", ArgKind::kShape)},
                OpPatternKind::kBroadcast, "Broadcasts a tensor to a target shape.", InferBroadcastTo));
  add(MakeOpDef("relax.tile", "R.tile", {Arg("data"), Attr("repeats", AttrKind::kIntList)}, OpPatternKind::kInjective,
                "Repeats the whole tensor along each dimension (numpy.tile).", InferTile));
  add(MakeOpDef("relax.repeat", "R.repeat",
                {Arg("data"), Attr("repeats", AttrKind::kInt), NoneAttr("axis", AttrKind::kOptionalInt)},
                OpPatternKind::kInjective, "Repeats each element (numpy.repeat; flattens when axis is None).",
                InferRepeat));
  add(MakeOpDef("relax.flip", "R.flip", {Arg("data"), Attr("axis", AttrKind::kInt)}, OpPatternKind::kInjective,
                "Reverses the order of elements along an axis.", InferFlip));
}

}  // namespace op
}  // namespace rlx
