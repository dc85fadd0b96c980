// Reductions (src/relax/op/tensor/statistical.cc) and argmax / argmin
// (search.cc). Scans live in sort_scan.cc.
#include <algorithm>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

// The reduced rank: keepdims keeps it, no axis reduces everything, otherwise
// the listed axes disappear.
int ReducedNdim(const TensorStructInfo& x, bool has_axis, size_t n_axes, bool keepdims) {
  if (keepdims) return x->ndim;
  if (!has_axis) return 0;
  if (x->IsUnknownNdim()) return -1;
  return x->ndim - static_cast<int>(n_axes);
}

// Output shape of a reduction over `axes` (all when !has_axis) with known
// input shape `shape`; reduced dims become `one` under keepdims.
std::vector<PrimExpr> ReducedShape(const std::vector<PrimExpr>& shape, bool has_axis, const std::vector<int>& axes,
                                   bool keepdims, const PrimExpr& one) {
  std::vector<PrimExpr> out;
  for (int i = 0; i < static_cast<int>(shape.size()); ++i) {
    bool reduced = !has_axis || std::find(axes.begin(), axes.end(), i) != axes.end();
    if (!reduced) {
      out.push_back(shape[i]);
    } else if (keepdims) {
      out.push_back(one);
    }
  }
  return out;
}

// TVM's InferTypeStatistical.
StructInfo InferStatistical(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  auto axis = GetOptionalIntListAttr(call, "axis");
  bool keepdims = GetBoolAttr(call, "keepdims");
  std::vector<int> axes;
  if (!x->IsUnknownNdim() && axis) axes = NormalizeAxes(call, x->ndim, *axis);
  int out_ndim = ReducedNdim(x, axis.has_value(), axis ? axis->size() : 0, keepdims);
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) {
    if (!axis && keepdims && out_ndim >= 0) {
      return MakeTensor(std::vector<PrimExpr>(out_ndim, Int64(1)), x->dtype, x->vdevice);
    }
    if (out_ndim == 0) return MakeTensor({}, x->dtype, x->vdevice);
    return MakeTensorNdim(x->dtype, out_ndim, x->vdevice);
  }
  return MakeTensor(ReducedShape(*shape, axis.has_value(), axes, keepdims, Int64(1)), x->dtype, x->vdevice);
}

// TVM's InferTypeStatisticalExtension (median): a single reduced axis also
// returns the int64 indices, as a tuple.
StructInfo InferMedian(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  auto axis = GetOptionalIntListAttr(call, "axis");
  bool keepdims = GetBoolAttr(call, "keepdims");
  std::vector<int> axes;
  if (!x->IsUnknownNdim() && axis) axes = NormalizeAxes(call, x->ndim, *axis);
  int out_ndim = ReducedNdim(x, axis.has_value(), axis ? axis->size() : 0, keepdims);
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) {
    if (!axis && keepdims && out_ndim >= 0) {
      return MakeTensor(std::vector<PrimExpr>(out_ndim, Int64(1)), x->dtype, x->vdevice);
    }
    if (out_ndim == 0) return MakeTensor({}, x->dtype, x->vdevice);
    return relax::TupleSInfo(
        {MakeTensorNdim(x->dtype, out_ndim, x->vdevice), MakeTensorNdim(DataType::Int(64), out_ndim, x->vdevice)});
  }
  std::vector<PrimExpr> out = ReducedShape(*shape, axis.has_value(), axes, keepdims, Int64(1));
  if (!axis || axes.size() > 1) return MakeTensor(out, x->dtype, x->vdevice);
  return relax::TupleSInfo({MakeTensor(out, x->dtype, x->vdevice), MakeTensor(out, DataType::Int(64), x->vdevice)});
}

// TVM's InferTypeArgmaxArgmin: int64 indices (the shape's index type when
// the shape is known).
StructInfo InferArgReduce(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  auto axis = GetOptionalIntAttr(call, "axis");
  bool keepdims = GetBoolAttr(call, "keepdims");
  std::vector<int> axes;
  if (!x->IsUnknownNdim() && axis) axes.push_back(NormalizeAxis(call, x->ndim, *axis));
  int out_ndim = ReducedNdim(x, axis.has_value(), 1, keepdims);
  DataType dtype = DataType::Int(64);
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) {
    if (!axis && keepdims && out_ndim >= 0) {
      return MakeTensor(std::vector<PrimExpr>(out_ndim, MakeIntImm(dtype, 1)), dtype, x->vdevice);
    }
    if (out_ndim == 0) return MakeTensor({}, dtype, x->vdevice);
    return MakeTensorNdim(dtype, out_ndim, x->vdevice);
  }
  if (!shape->empty()) dtype = (*shape)[0]->dtype;
  return MakeTensor(ReducedShape(*shape, axis.has_value(), axes, keepdims, MakeIntImm(dtype, 1)), dtype, x->vdevice);
}

struct ReduceSpec {
  const char* name;
  const char* doc;
};

constexpr ReduceSpec kReductions[] = {
    {"sum", "Sum over the given axes (all when axis is None)."},
    {"mean", "Mean over the given axes (all when axis is None)."},
    {"max", "Maximum over the given axes (all when axis is None)."},
    {"min", "Minimum over the given axes (all when axis is None)."},
    {"prod", "Product over the given axes (all when axis is None)."},
    {"std", "Population standard deviation over the given axes."},
    {"variance", "Population variance over the given axes."},
};

std::vector<ParamSpec> ReduceParams() {
  return {Arg("x"), NoneAttr("axis", AttrKind::kOptionalIntList), Attr("keepdims", AttrKind::kBool, BoolValue(false))};
}

FEvaluate ReduceEvaluator(const std::string& name) {
  if (name == "argmax" || name == "argmin") return EvalArgReduce(name);
  if (name == "median") return EvalHostTensorKernel(name);
  return EvalReduce(name);
}

}  // namespace

void RegisterReduceOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = ReduceEvaluator(def.name.substr(6));
    r->Register(std::move(def));
  };
  for (const ReduceSpec& s : kReductions) {
    add(MakeOpDef(std::string("relax.") + s.name, std::string("R.") + s.name, ReduceParams(),
                  OpPatternKind::kCommReduce, s.doc, InferStatistical));
  }
  add(MakeOpDef("relax.median", "R.median", ReduceParams(), OpPatternKind::kOpaque,
                "Median over the given axes; a single axis also returns the int64 indices.", InferMedian));
  for (const char* name : {"argmax", "argmin"}) {
    std::string n = name;
    add(MakeOpDef(
        "relax." + n, "R." + n,
        {Arg("x"), NoneAttr("axis", AttrKind::kOptionalInt), Attr("keepdims", AttrKind::kBool, BoolValue(false))},
        OpPatternKind::kCommReduce,
        n == "argmax" ? "Index of the maximum along an axis (of the flattened tensor when None)."
                      : "Index of the minimum along an axis (of the flattened tensor when None).",
        InferArgReduce));
  }
}

}  // namespace op
}  // namespace rlx
