// Legalizations of shape-manipulation and indexing ops (TVM's
// legalize_ops/{manipulate,index}.py).
#include "compiler/ir/arith.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/topi/broadcast.h"
#include "compiler/topi/transform.h"

namespace rlx {
namespace op {

namespace {

using te::Tensor;

const std::vector<PrimExpr>& OutShape(const Call& call) {
  return *GetStructInfo(call).cast<relax::TensorStructInfoNode>()->GetShapeValues();
}

relax::Expr LegalizeReshape(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "reshape", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    return topi::Reshape(x, a.Prims(OutShape(call)));
  });
}

relax::Expr LegalizeBroadcastTo(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "broadcast_to", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    return topi::BroadcastTo(x, a.Prims(OutShape(call)));
  });
}

relax::Expr LegalizePermuteDims(const Call& call, LegalizeContext& ctx) {
  std::vector<int64_t> axes = GetOptionalIntListAttr(call, "axes").value_or(std::vector<int64_t>{});
  return CallTE1(ctx, "transpose", [&](TEArgs& a) { return topi::Transpose(a.Tensor(call->args[0]), axes); });
}

relax::Expr LegalizeExpandDims(const Call& call, LegalizeContext& ctx) {
  std::vector<int64_t> axes = GetIntListAttr(call, "axis");
  return CallTE1(ctx, "expand_dims", [&](TEArgs& a) { return topi::ExpandDims(a.Tensor(call->args[0]), axes); });
}

relax::Expr LegalizeSqueeze(const Call& call, LegalizeContext& ctx) {
  std::optional<std::vector<int64_t>> axes = GetOptionalIntListAttr(call, "axis");
  return CallTE1(ctx, "squeeze", [&](TEArgs& a) { return topi::Squeeze(a.Tensor(call->args[0]), axes); });
}

// The tensors of a tuple argument: the tuple itself, the tuple a variable
// is bound to, or TupleGetItems of the variable bound before the call.
std::vector<relax::Expr> TupleFields(const relax::Expr& arg, LegalizeContext& ctx) {
  relax::Expr t = arg;
  while (auto v = t.as<relax::VarNode>()) {
    relax::Expr bound = ctx.LookupBinding(v);
    if (!bound.defined() || !(bound.is<relax::TupleNode>() || bound.is<relax::VarNode>())) break;
    t = bound;
  }
  if (auto tuple = t.as<relax::TupleNode>()) return tuple->fields;
  auto sinfo = GetStructInfo(arg).cast<relax::TupleStructInfoNode>();
  std::vector<relax::Expr> fields;
  for (size_t i = 0; i < sinfo->fields.size(); ++i) {
    fields.push_back(ctx.Emit(Make<relax::TupleGetItemNode>(t, static_cast<int64_t>(i))));
  }
  return fields;
}

relax::Expr LegalizeConcat(const Call& call, LegalizeContext& ctx) {
  std::optional<int64_t> axis = GetOptionalIntAttr(call, "axis");
  if (!axis) return call;
  std::vector<relax::Expr> fields = TupleFields(call->args[0], ctx);
  return CallTE1(ctx, "concatenate", [&](TEArgs& a) {
    std::vector<Tensor> inputs;
    for (const relax::Expr& f : fields) inputs.push_back(a.Tensor(f));
    return topi::Concatenate(inputs, *axis);
  });
}

relax::Expr LegalizeSplit(const Call& call, LegalizeContext& ctx) {
  ObjectRef spec = GetAttr(call, "indices_or_sections");
  int64_t axis = GetIntAttr(call, "axis");
  const std::vector<PrimExpr>* shape = TensorShape(call->args[0]);
  int64_t ndim = static_cast<int64_t>(shape->size());
  int64_t ax = axis < 0 ? axis + ndim : axis;
  if (ax < 0 || ax >= ndim) return call;
  int64_t sections = 0;
  if (auto imm = spec.as<IntImmNode>()) {
    sections = imm->value;
    // TOPI splits into equal sections only.
    PrimExpr rem = arith::Simplify(MakeBinary(NodeKind::kFloorMod, (*shape)[ax], Int64(sections)));
    int64_t r = 0;
    if (sections <= 0 || !AsConstInt(rem, &r) || r != 0) return call;
    return CallTE(ctx, "split",
                  [&](TEArgs& a) { return topi::SplitSections(a.Tensor(call->args[0]), sections, axis); });
  }
  std::vector<int64_t> indices = GetIntListAttr(call, "indices_or_sections");
  return CallTE(ctx, "split", [&](TEArgs& a) {
    std::vector<PrimExpr> idx;
    for (int64_t i : indices) idx.push_back(Int64(i));
    return topi::Split(a.Tensor(call->args[0]), idx, axis);
  });
}

// Constant integers of a tuple of PrimValues; false when one is symbolic.
bool ConstInts(const relax::Expr& e, std::vector<int64_t>* out) {
  auto t = e.as<relax::TupleNode>();
  if (!t.defined()) return false;
  for (const relax::Expr& f : t->fields) {
    int64_t v = 0;
    PrimExpr p = ScalarConstant(f);
    if (!p.defined() || !AsConstInt(p, &v)) return false;
    out->push_back(v);
  }
  return true;
}

relax::Expr LegalizeStridedSlice(const Call& call, LegalizeContext& ctx) {
  std::vector<int64_t> axes, begin, end, strides;
  if (!ConstInts(call->args[1], &axes) || !ConstInts(call->args[2], &begin)) return call;
  if (!ConstInts(call->args[3], &end)) {
    // A symbolic end (x[:, :n] on an export with a dynamic length) only sets
    // the output's extent, which the inferred shape already carries; the
    // kernel gets its variables as scalar arguments.
    if (GetStructInfo(call).cast<relax::TensorStructInfoNode>()->GetShapeValues() == nullptr) return call;
    end.assign(axes.size(), 0);
  }
  if (call->args.size() > 4) {
    if (!ConstInts(call->args[4], &strides)) return call;
  } else {
    strides.assign(axes.size(), 1);
  }
  return CallTE1(ctx, "strided_slice", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    std::vector<PrimExpr> out = a.Prims(OutShape(call));
    return topi::StridedSlice(x, axes, begin, end, strides, &out);
  });
}

relax::Expr LegalizeTake(const Call& call, LegalizeContext& ctx) {
  std::optional<int64_t> axis = GetOptionalIntAttr(call, "axis");
  std::string mode = GetStringAttr(call, "mode");
  return CallTE1(ctx, "take", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    Tensor idx = a.Tensor(call->args[1]);
    return topi::Take(x, idx, axis, mode);
  });
}

relax::Expr LegalizeGatherElements(const Call& call, LegalizeContext& ctx) {
  int64_t axis = GetIntAttr(call, "axis");
  return CallTE1(ctx, "gather_elements", [&](TEArgs& a) {
    return topi::GatherElements(a.Tensor(call->args[0]), a.Tensor(call->args[1]), axis);
  });
}

relax::Expr LegalizeIndexTensor(const Call& call, LegalizeContext& ctx) {
  std::vector<relax::Expr> fields = TupleFields(call->args[1], ctx);
  return CallTE1(ctx, "index_tensor", [&](TEArgs& a) {
    std::vector<Tensor> indices;
    for (const relax::Expr& f : fields) indices.push_back(a.Tensor(f));
    return topi::IndexTensor(a.Tensor(call->args[0]), indices);
  });
}

relax::Expr LegalizeSliceScatter(const Call& call, LegalizeContext& ctx) {
  const std::vector<PrimExpr>* shape = TensorShape(call->args[0]);
  int64_t axis = GetIntAttr(call, "axis");
  int64_t bound[3], dim = 0;
  for (int i = 0; i < 3; ++i) {
    PrimExpr v = ScalarConstant(call->args[2 + i]);
    if (!v.defined() || !AsConstInt(v, &bound[i])) return call;  // symbolic bounds: left to the VM
  }
  if (!shape || axis < -static_cast<int64_t>(shape->size()) || axis >= static_cast<int64_t>(shape->size())) return call;
  if (!AsConstInt((*shape)[axis < 0 ? axis + shape->size() : axis], &dim)) return call;
  ref::SliceRange r = ref::ResolveSlice(bound[0], bound[1], bound[2], dim);
  return CallTE1(ctx, "slice_scatter", [&](TEArgs& a) {
    return topi::SliceScatter(a.Tensor(call->args[0]), a.Tensor(call->args[1]), r.first, r.count, bound[2], axis);
  });
}

}  // namespace

void RegisterManipulateLegalizations(OpRegistry* r) {
  SetLegalize(r, "relax.reshape", LegalizeReshape);
  SetLegalize(r, "relax.flatten", LegalizeReshape);
  SetLegalize(r, "relax.broadcast_to", LegalizeBroadcastTo);
  SetLegalize(r, "relax.permute_dims", LegalizePermuteDims);
  SetLegalize(r, "relax.expand_dims", LegalizeExpandDims);
  SetLegalize(r, "relax.squeeze", LegalizeSqueeze);
  SetLegalize(r, "relax.concat", LegalizeConcat);
  SetLegalize(r, "relax.split", LegalizeSplit);
  SetLegalize(r, "relax.strided_slice", LegalizeStridedSlice);
  SetLegalize(r, "relax.take", LegalizeTake);
  SetLegalize(r, "relax.gather_elements", LegalizeGatherElements);
  SetLegalize(r, "relax.index_tensor", LegalizeIndexTensor);
  SetLegalize(r, "relax.slice_scatter", LegalizeSliceScatter);
}

}  // namespace op
}  // namespace rlx
