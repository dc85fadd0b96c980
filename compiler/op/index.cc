// Indexing (src/relax/op/tensor/index.cc): take, strided_slice, gather_elements,
// index_tensor and slice_scatter.
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace op {
namespace {

using relax::PrimStructInfoNode;
using relax::TensorStructInfoNode;
using relax::TupleStructInfoNode;

StructInfo InferTake(const Call& call) {
  CheckNumArgs(call);
  TensorStructInfo data = GetInputTensor(call, 0);
  // A PrimValue index behaves as a 0-d tensor.
  StructInfo idx_s = ArgSInfo(call, 1);
  TensorStructInfo indices;
  if (auto t = idx_s.as<TensorStructInfoNode>()) {
    indices = t;
  } else if (auto p = idx_s.as<PrimStructInfoNode>()) {
    indices = MakeTensor({}, p->dtype).cast<TensorStructInfoNode>();
  } else {
    Fail(call, "Operator " + OpLabel(call) +
                   " requires the indices argument to be either a tensor or a scalar value.  However, argument " +
                   ExprToString(call->args[1]) + " has type " + SInfoToString(idx_s));
  }
  if (!indices->IsUnknownDtype() && !indices->dtype.is_integer()) {
    Fail(call, "Take op requires the input indices to have integer dtype. However, the given indices dtype is " +
                   indices->dtype.ToString());
  }
  auto axis = GetOptionalIntAttr(call, "axis");
  if (!axis && data->ndim != 1) {
    Fail(call,
         "Take op expects the input data to be 1-dimensional tensor when the axis is not specified. However, "
         "the given data tensor has ndim " +
             std::to_string(data->ndim));
  }
  if (data->IsUnknownNdim() || indices->IsUnknownNdim()) return MakeTensorNdim(data->dtype, -1, data->vdevice);
  int a = axis ? NormalizeAxis(call, data->ndim, *axis) : 0;
  auto ds = ShapeExprValues(data);
  auto is = ShapeExprValues(indices);
  if (ds == nullptr || is == nullptr) {
    return MakeTensorNdim(data->dtype, indices->ndim + data->ndim - 1, data->vdevice);
  }
  std::vector<PrimExpr> out;
  for (int i = 0; i < data->ndim; ++i) {
    if (i == a) {
      out.insert(out.end(), is->begin(), is->end());
    } else {
      out.push_back((*ds)[i]);
    }
  }
  return MakeTensor(out, data->dtype, data->vdevice);
}

// TVM's InferStructInfoGatherElements: the result has the indices' shape and
// the data's dtype; ranks must match and the axis must be in range.
StructInfo InferGatherElements(const Call& call) {
  CheckNumArgs(call);
  TensorStructInfo data = GetInputTensor(call, 0);
  TensorStructInfo indices = GetInputTensor(call, 1);
  if (!indices->IsUnknownDtype() && !indices->dtype.is_integer()) {
    Fail(call, "GatherElements requires indices to be integers, but got " + indices->dtype.ToString());
  }
  if (!data->IsUnknownNdim() && !indices->IsUnknownNdim() && data->ndim != indices->ndim) {
    Fail(call, "GatherElements requires data and indices to have the same rank, but got data rank " +
                   std::to_string(data->ndim) + " and indices rank " + std::to_string(indices->ndim));
  }
  int64_t axis = GetIntAttr(call, "axis");
  if (!data->IsUnknownNdim()) NormalizeAxis(call, data->ndim, axis);
  if (indices->shape.defined()) return MakeTensorWithShapeExpr(indices->shape, data->dtype, data->vdevice);
  return MakeTensorNdim(data->dtype, indices->ndim, data->vdevice);
}

// TVM's InferStructInfoIndexTensor: k integer index tensors (k <= rank)
// broadcast to B; the result is B + data.shape[k:] in the data's dtype.
StructInfo InferIndexTensor(const Call& call) {
  CheckNumArgs(call);
  TensorStructInfo data = GetInputTensor(call, 0);
  std::vector<TensorStructInfo> indices = GetTensorsFromTuple(call, call->args[1]);
  const int k = static_cast<int>(indices.size());
  if (k == 0) Fail(call, "IndexTensor expects at least one index tensor, but the indices tuple is empty");
  if (!data->IsUnknownNdim() && k > data->ndim) {
    Fail(call, "IndexTensor: " + std::to_string(k) + " index tensors cannot index a tensor of rank " +
                   std::to_string(data->ndim));
  }
  int bndim = 0;
  bool unknown_ndim = data->IsUnknownNdim();
  for (int j = 0; j < k; ++j) {
    const TensorStructInfo& t = indices[j];
    if (!t->IsUnknownDtype() && !t->dtype.is_integer()) {
      Fail(call, "IndexTensor requires integer index tensors, but index " + std::to_string(j) + " has dtype " +
                     t->dtype.ToString());
    }
    if (t->IsUnknownNdim()) unknown_ndim = true;
    bndim = std::max(bndim, t->ndim);
  }
  if (unknown_ndim) return MakeTensorNdim(data->dtype, -1, data->vdevice);
  const int out_ndim = bndim + data->ndim - k;
  auto ds = KnownShape(data);
  std::optional<std::vector<PrimExpr>> bshape;
  for (int j = 0; j < k; ++j) {
    auto is = KnownShape(indices[j]);
    if (!is) return MakeTensorNdim(data->dtype, out_ndim, data->vdevice);
    bshape = j == 0 ? is : InferBroadcastShape(call, *bshape, *is);
    if (!bshape) return MakeTensorNdim(data->dtype, out_ndim, data->vdevice);
  }
  if (!ds) return MakeTensorNdim(data->dtype, out_ndim, data->vdevice);
  std::vector<PrimExpr> out = *bshape;
  out.insert(out.end(), ds->begin() + k, ds->end());
  return MakeTensor(out, data->dtype, data->vdevice);
}

// TVM's InferStructInfoSliceScatter: the input's struct info; src must
// match its rank and dtype, and (when everything is static) have the slice's
// length along the axis.
StructInfo InferSliceScatter(const Call& call) {
  CheckNumArgs(call);
  TensorStructInfo data = GetInputTensor(call, 0);
  TensorStructInfo src = GetInputTensor(call, 1);
  if (!data->IsUnknownNdim() && !src->IsUnknownNdim() && data->ndim != src->ndim) {
    Fail(call, "SliceScatter requires src and input to have the same rank, but got input rank " +
                   std::to_string(data->ndim) + " and src rank " + std::to_string(src->ndim));
  }
  if (!data->IsUnknownDtype() && !src->IsUnknownDtype() && data->dtype != src->dtype) {
    Fail(call, "SliceScatter requires src and input to have the same dtype, but got " + data->dtype.ToString() +
                   " and " + src->dtype.ToString());
  }
  int64_t axis = GetIntAttr(call, "axis");
  if (data->IsUnknownNdim()) return data;
  int ax = NormalizeAxis(call, data->ndim, axis);
  int64_t bound[3];
  for (int i = 0; i < 3; ++i) {
    auto pv = call->args[2 + i].as<relax::PrimValueNode>();
    if (!pv.defined() || !AsConstInt(pv->value, &bound[i])) return data;
  }
  if (bound[2] <= 0) Fail(call, "SliceScatter requires a positive step, but got " + std::to_string(bound[2]));
  auto ds = KnownShape(data);
  auto ss = KnownShape(src);
  int64_t dim = 0, got = 0;
  if (ds && ss && AsConstInt((*ds)[ax], &dim) && AsConstInt((*ss)[ax], &got)) {
    int64_t want = ref::ResolveSlice(bound[0], bound[1], bound[2], dim).count;
    if (got != want) {
      Fail(call, "SliceScatter: src has " + std::to_string(got) + " elements along axis " + std::to_string(ax) +
                     ", but the slice " + std::to_string(bound[0]) + ":" + std::to_string(bound[1]) + ":" +
                     std::to_string(bound[2]) + " selects " + std::to_string(want));
    }
  }
  return data;
}

// The PrimExprs of a literal tuple of PrimValues. nullopt when the argument
// is not a literal tuple (e.g. a variable): its values are not known.
std::optional<std::vector<PrimExpr>> LiteralPrimTuple(const Call& call, const Expr& e, bool require_int_imm) {
  auto tuple = e.as<relax::TupleNode>();
  if (!tuple.defined()) {
    auto s = ExprSInfo(e).as<TupleStructInfoNode>();
    if (s.defined() && s->fields.empty()) return std::vector<PrimExpr>{};
    return std::nullopt;
  }
  std::vector<PrimExpr> out;
  for (size_t i = 0; i < tuple->fields.size(); ++i) {
    auto pv = tuple->fields[i].as<relax::PrimValueNode>();
    if (!pv.defined()) {
      Fail(call, "The expression " + ExprToString(e) +
                     " cannot contain a tuple whose elements are PrimExpr, because element " + std::to_string(i) +
                     " is " + ExprToString(tuple->fields[i]));
    }
    if (require_int_imm && !pv->value.is<IntImmNode>()) {
      Fail(call, "The expression " + ExprToString(e) +
                     " cannot contain a tuple whose elements are IntImm, because element " + std::to_string(i) +
                     " has value " + DimToString(pv->value));
    }
    out.push_back(pv->value);
  }
  return out;
}

// TOPI's GetLength: the number of elements begin:end:stride selects from an
// axis of `extent`, with Python-style negative indices and clamping unless the
// indices are assumed in bounds.
PrimExpr SliceLength(const PrimExpr& begin, const PrimExpr& end, const PrimExpr& stride, const PrimExpr& extent,
                     bool assume_inbound) {
  if (assume_inbound) return DimCeilDiv(DimSub(end, begin), stride);
  auto canon = [&](const PrimExpr& index) -> PrimExpr {
    auto b = ConstDim(index), e = ConstDim(extent), s = ConstDim(stride);
    if (b && e && s) {
      int64_t lo = *s < 0 ? -1 : 0;
      int64_t hi = *s < 0 ? *e - 1 : *e;
      int64_t i = *b < 0 ? *b + *e : *b;
      return Int64(std::min(std::max(i, lo), hi));
    }
    PrimExpr negative_stride = SimplifyDim(MakeBinary(NodeKind::kLT, stride, Int64(0)));
    PrimExpr lo = DimSelect(negative_stride, Int64(-1), Int64(0));
    PrimExpr hi = DimSelect(negative_stride, DimSub(extent, Int64(1)), extent);
    PrimExpr i = index;
    if (!(b && *b >= 0)) {
      i = DimSelect(MakeBinary(NodeKind::kLT, index, Int64(0)), DimAdd(index, extent), index);
    }
    return DimMin(DimMax(i, lo), hi);
  };
  PrimExpr b = canon(begin);
  PrimExpr e = canon(end);
  PrimExpr length = DimSelect(MakeBinary(NodeKind::kLT, stride, Int64(0)),
                              DimCeilDiv(DimSub(b, e), DimSub(Int64(0), stride)), DimCeilDiv(DimSub(e, b), stride));
  // TOPI leaves an empty range (begin past end) negative; a negative length
  // is not a shape, so it is clamped to 0 like numpy does.
  return DimMax(length, Int64(0));
}

StructInfo InferStridedSlice(const Call& call) {
  size_t n = call->args.size();
  if (n < 4 || n > 5) {
    Fail(call, "Operator " + OpLabel(call) +
                   " accepts either three arguments (data, axes, begin, end)  or four arguments (data, axes, begin, "
                   "end, strides), but received " +
                   std::to_string(n) + " in expression " + ExprToString(call));
  }
  StructInfo data_s = ArgSInfo(call, 0);
  auto data = data_s.as<TensorStructInfoNode>();
  if (!data.defined()) {
    Fail(call, "Operator " + OpLabel(call) + " requires the first argument to be a tensor.  However, in expression " +
                   ExprToString(call) + ", the first argument " + ExprToString(call->args[0]) + " has type " +
                   SInfoToString(data_s));
  }
  const char* names[] = {"axes", "begin", "end", "strides"};
  for (size_t i = 1; i < n; ++i) {
    StructInfo s = ArgSInfo(call, i);
    bool ok = s.is<relax::ObjectStructInfoNode>();
    if (auto t = s.as<TupleStructInfoNode>()) {
      ok = true;
      for (const StructInfo& f : t->fields) {
        auto p = f.as<PrimStructInfoNode>();
        ok &= p.defined() && p->dtype == DataType::Int(64);
      }
    }
    if (!ok) {
      Fail(call, "Operator " + OpLabel(call) + " requires the " + names[i - 1] +
                     " argument to be a tuple of int64 PrimExpr values.  However, in expression " + ExprToString(call) +
                     ", the " + names[i - 1] + " argument " + ExprToString(call->args[i]) + " has type " +
                     SInfoToString(s));
    }
  }
  auto fallback = [&]() { return MakeTensorNdim(data->dtype, data->ndim, data->vdevice); };
  if (!data->shape.defined()) return fallback();
  auto axes = LiteralPrimTuple(call, call->args[1], true);
  if (!axes) return fallback();
  auto begin = LiteralPrimTuple(call, call->args[2], false);
  if (!begin) return fallback();
  auto count_mismatch = [&](const std::vector<PrimExpr>& other, const std::string& what) {
    Fail(call, "For operator " + OpLabel(call) + ", the number of axes provided must match the number of " + what +
                   ".  However, there are " + std::to_string(axes->size()) + " axes specified (" + DimsToString(*axes) +
                   ") and " + std::to_string(other.size()) + " " + what + " specified (" + DimsToString(other) + ")");
  };
  if (begin->size() != axes->size()) count_mismatch(*begin, "'begin' indices");
  auto end = LiteralPrimTuple(call, call->args[3], false);
  if (!end) return fallback();
  if (end->size() != axes->size()) count_mismatch(*end, "'end' indices");
  std::vector<PrimExpr> strides(axes->size(), Int64(1));
  if (n > 4) {
    auto s = LiteralPrimTuple(call, call->args[4], false);
    if (!s) return fallback();
    strides = *s;
    if (strides.size() != axes->size()) count_mismatch(strides, "strides");
  }
  auto shape = KnownShape(data);
  if (axes->empty() && !shape) return MakeTensorWithShapeExpr(data->shape, data->dtype, data->vdevice);
  if (!shape) return fallback();
  std::vector<int64_t> axis_values;
  for (const PrimExpr& a : *axes) axis_values.push_back(a.cast<IntImmNode>()->value);
  std::vector<int> norm = NormalizeAxes(call, data->ndim, axis_values);
  bool assume_inbound = GetBoolAttr(call, "assume_inbound");
  std::vector<PrimExpr> out = *shape;
  for (size_t i = 0; i < norm.size(); ++i) {
    out[norm[i]] = SliceLength((*begin)[i], (*end)[i], strides[i], out[norm[i]], assume_inbound);
  }
  return MakeTensor(out, data->dtype, data->vdevice);
}

}  // namespace

void RegisterIndexOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = EvalManipulate(def.name.substr(6));
    r->Register(std::move(def));
  };
  add(MakeOpDef("relax.take", "R.take",
                {Arg("x"), Arg("indices"), NoneAttr("axis", AttrKind::kOptionalInt),
                 Attr("mode", AttrKind::kString, StringValue("fast"))},
                OpPatternKind::kInjective, "Gathers elements along an axis at the given indices.", InferTake));
  add(MakeOpDef("relax.gather_elements", "R.gather_elements",
                {Arg("data"), Arg("indices"), Attr("axis", AttrKind::kInt, IntValue(0))}, OpPatternKind::kInjective,
                "Gathers along an axis at per-element indices (torch.gather).", InferGatherElements));
  add(MakeOpDef("relax.index_tensor", "R.index_tensor", {Arg("data"), Arg("indices", ArgKind::kTensorTuple)},
                OpPatternKind::kInjective, "Advanced indexing data[i0, i1, ...] by broadcast integer tensors.",
                InferIndexTensor));
  add(MakeOpDef("relax.slice_scatter", "R.slice_scatter",
                {Arg("input"), Arg("src"), Arg("start", ArgKind::kPrimValue), Arg("end", ArgKind::kPrimValue),
                 Arg("step", ArgKind::kPrimValue), Attr("axis", AttrKind::kInt, IntValue(0))},
                OpPatternKind::kInjective, "Writes src into the slice start:end:step of input along an axis.",
                InferSliceScatter));
  add(MakeOpDef("relax.strided_slice", "R.strided_slice",
                {Arg("x"), Arg("axes", ArgKind::kPrimValueTuple), Arg("begin", ArgKind::kPrimValueTuple),
                 Arg("end", ArgKind::kPrimValueTuple), OptionalArg("strides", ArgKind::kPrimValueTuple),
                 Attr("assume_inbound", AttrKind::kBool, BoolValue(false))},
                OpPatternKind::kInjective, "Slices begin:end:stride along the listed axes.", InferStridedSlice));
}

}  // namespace op
}  // namespace rlx
