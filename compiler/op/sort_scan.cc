// Sorting, scans and bucketize (src/relax/op/tensor/sorting.cc,
// statistical.cc, search.cc). None of these has a legalization in TVM: they
// must go through DispatchSortScan (bucketize also legalizes).
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

// The axis must name a dimension of x (TVM checks it only when the kernel is
// built; a bad module is rejected here, at the call).
void CheckAxis(const Call& call, const TensorStructInfo& x, std::optional<int64_t> axis) {
  if (axis && x->ndim > 0) NormalizeAxis(call, x->ndim, *axis);
}

StructInfo InferSort(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  CheckAxis(call, x, GetIntAttr(call, "axis"));
  return x;
}

StructInfo InferArgsort(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  CheckAxis(call, x, GetIntAttr(call, "axis"));
  DataType dtype = GetDataTypeAttr(call, "dtype");
  if (dtype.is_void()) dtype = x->dtype;
  return WithDType(x, dtype);
}

StructInfo InferTopK(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  DataType idx_dtype = GetDataTypeAttr(call, "dtype");
  if (idx_dtype.is_void()) idx_dtype = x->dtype;
  int64_t k = GetIntAttr(call, "k");
  int64_t axis = GetIntAttr(call, "axis");
  std::string ret_type = GetStringAttr(call, "ret_type");
  int ndim = x->ndim;
  if (axis < 0 && ndim > 0) axis += ndim;
  StructInfo values, indices;
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) {
    values = MakeTensorNdim(x->dtype, ndim, x->vdevice);
    indices = MakeTensorNdim(idx_dtype, ndim, x->vdevice);
  } else {
    if (axis < 0 || axis >= ndim) {
      Fail(call, "In " + OpLabel(call) + ", the input axis " + std::to_string(GetIntAttr(call, "axis")) +
                     " is out of range. The input tensor has " + std::to_string(ndim) + " dimensions.");
    }
    std::vector<PrimExpr> out = *shape;
    int64_t extent = 0;
    bool constant = AsConstInt(out[axis], &extent);
    // k < 1 (or k at least the extent) keeps the whole axis.
    if (k > 0 && (!constant || k < extent)) out[axis] = Int64(k);
    values = MakeTensor(out, x->dtype, x->vdevice);
    indices = MakeTensor(out, idx_dtype, x->vdevice);
  }
  if (ret_type == "both") return relax::TupleSInfo({values, indices});
  if (ret_type == "values") return values;
  if (ret_type == "indices") return indices;
  Fail(call, "Unsupported ret type: " + ret_type);
}

// TVM's InferTypeScan. Without an axis the scan runs over the flattened
// input; with an unknown shape TVM then keeps the input's ndim (a known quirk,
// kept for fidelity).
StructInfo InferScan(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  DataType dtype = GetDataTypeAttr(call, "dtype");
  if (dtype.is_void()) dtype = x->dtype;
  auto axis = GetOptionalIntAttr(call, "axis");
  CheckAxis(call, x, axis);
  if (!axis) {
    const std::vector<PrimExpr>* shape = ShapeExprValues(x);
    if (shape == nullptr) return MakeTensorNdim(dtype, x->ndim, x->vdevice);
    return MakeTensor({DimProduct(*shape)}, dtype, x->vdevice);
  }
  if (x->shape.defined()) return MakeTensorWithShapeExpr(x->shape, dtype, x->vdevice);
  return MakeTensorNdim(dtype, x->ndim, x->vdevice);
}

StructInfo InferBucketize(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  if (!in[1]->IsUnknownNdim() && in[1]->ndim != 1) {
    Fail(call, "Bucketize requires boundary to be 1-D array but got " + std::to_string(in[1]->ndim));
  }
  DataType dtype = GetBoolAttr(call, "out_int32") ? DataType::Int(32) : DataType::Int(64);
  if (auto shape = ShapeExprValues(in[0])) return MakeTensor(*shape, dtype, in[0]->vdevice);
  return MakeTensorNdim(dtype, in[0]->ndim, in[0]->vdevice);
}

std::vector<ParamSpec> ScanParams() {
  return {Arg("data"), NoneAttr("axis", AttrKind::kOptionalInt), NoneAttr("dtype", AttrKind::kDataType),
          Attr("exclusive", AttrKind::kBool, BoolValue(false))};
}

}  // namespace

void RegisterSortScanOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = EvalSortScan(def.name.substr(6));
    r->Register(std::move(def));
  };
  add(MakeOpDef(
      "relax.sort", "R.sort",
      {Arg("x"), Attr("axis", AttrKind::kInt, IntValue(-1)), Attr("descending", AttrKind::kBool, BoolValue(false))},
      OpPatternKind::kOpaque, "Sorts along an axis (stable).", InferSort));
  add(MakeOpDef(
      "relax.argsort", "R.argsort",
      {Arg("data"), Attr("axis", AttrKind::kInt, IntValue(-1)), Attr("descending", AttrKind::kBool, BoolValue(false)),
       Attr("dtype", AttrKind::kDataType, StringValue("int32"))},
      OpPatternKind::kOpaque, "Indices that would sort along an axis.", InferArgsort));
  add(MakeOpDef(
      "relax.topk", "R.topk",
      {Arg("data"), Attr("k", AttrKind::kInt, IntValue(1)), Attr("axis", AttrKind::kInt, IntValue(-1)),
       Attr("ret_type", AttrKind::kString, StringValue("both")), Attr("largest", AttrKind::kBool, BoolValue(true)),
       Attr("dtype", AttrKind::kDataType, StringValue("int32"))},
      OpPatternKind::kOpaque, "The k largest (or smallest) values and/or their indices along an axis.", InferTopK));
  add(MakeOpDef("relax.cumsum", "R.cumsum", ScanParams(), OpPatternKind::kOpaque,
                "Cumulative sum along an axis (of the flattened tensor when None).", InferScan));
  add(MakeOpDef("relax.cumprod", "R.cumprod", ScanParams(), OpPatternKind::kOpaque,
                "Cumulative product along an axis (of the flattened tensor when None).", InferScan));
  add(MakeOpDef("relax.bucketize", "R.bucketize",
                {Arg("input_tensor"), Arg("boundaries"), Attr("out_int32", AttrKind::kBool, BoolValue(false)),
                 Attr("right", AttrKind::kBool, BoolValue(false))},
                OpPatternKind::kOpaque, "Index of the bucket of each value in sorted 1-D boundaries.", InferBucketize));
}

}  // namespace op
}  // namespace rlx
