// Legalizations of shape-manipulation and indexing ops (TVM's
// legalize_ops/{manipulate,index}.py).
#include "compiler/ir/arith.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/te/expr.h"
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

relax::Expr LegalizeFlip(const Call& call, LegalizeContext& ctx) {
  const std::vector<PrimExpr>* shape = TensorShape(call->args[0]);
  if (shape == nullptr) return call;
  int axis = NormalizeAxis(call, static_cast<int>(shape->size()), GetIntAttr(call, "axis"));
  return CallTE1(ctx, "flip", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    return te::compute(
        x.shape(),
        [&](const std::vector<TirVar>& i) {
          std::vector<PrimExpr> at(i.begin(), i.end());
          at[axis] = te::Sub(te::Sub(x.shape()[axis], Int64(1)), i[axis]);
          return x(at);
        },
        "T_reverse_sequence", "injective", Map(), te::AxisNames("ax", x.ndim()));
  });
}

// The diagonal `k` of tril / triu / eye_like: the R.prim_value second
// argument (0 when absent). False when it is another expression.
bool DiagonalArg(const Call& call, PrimExpr* k) {
  *k = Int64(0);
  if (call->args.size() < 2) return true;
  auto p = call->args[1].as<relax::PrimValueNode>();
  if (!p.defined()) return false;
  *k = p->value;
  return true;
}

// tril keeps column - row <= k of the last two dims, triu column - row >= k;
// the rest is zero. k may be symbolic.
FLegalize TrilTriuLegalize(bool lower) {
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    PrimExpr k;
    if (!DiagonalArg(call, &k)) return call;
    return CallTE1(ctx, lower ? "tril" : "triu", [&](TEArgs& a) {
      Tensor x = a.Tensor(call->args[0]);
      PrimExpr diag = te::ToInt64(a.Prim(k));
      size_t n = x.ndim();
      return te::compute(
          x.shape(),
          [&](const std::vector<TirVar>& i) {
            PrimExpr offset = te::Sub(i[n - 1], i[n - 2]);
            PrimExpr keep = lower ? te::LE(offset, diag) : te::GE(offset, diag);
            return te::Select(keep, x(i), te::Zero(x.dtype()));
          },
          lower ? "tril" : "triu", "injective", Map(), te::AxisNames("i", n));
    });
  };
}

// Ones on diagonal k (column - row == k) of x's shape, the call's dtype.
relax::Expr LegalizeEyeLike(const Call& call, LegalizeContext& ctx) {
  PrimExpr k;
  if (!DiagonalArg(call, &k)) return call;
  DataType dtype = GetStructInfo(call).cast<relax::TensorStructInfoNode>()->dtype;
  return CallTE1(ctx, "eye", [&](TEArgs& a) {
    PrimExpr diag = te::ToInt64(a.Prim(k));
    return te::compute(
        a.Prims(OutShape(call)),
        [&](const std::vector<TirVar>& i) {
          return te::Select(te::EQ(te::Sub(i[1], i[0]), diag), te::One(dtype), te::Zero(dtype));
        },
        "T_eye", "injective");
  });
}

relax::Expr LegalizeOuter(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "outer", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]), y = a.Tensor(call->args[1]);
    return te::compute(
        {x.shape()[0], y.shape()[0]},
        [&](const std::vector<TirVar>& i) { return te::Mul(x({PrimExpr(i[0])}), y({PrimExpr(i[1])})); }, "T_outer",
        "injective");
  });
}

// out[i] = x[i mod x.shape], x's dims aligned to the right of the output.
relax::Expr LegalizeTile(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "tile", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    std::vector<PrimExpr> shape = a.Prims(OutShape(call));
    size_t lead = shape.size() - x.ndim();
    return te::compute(
        shape,
        [&](const std::vector<TirVar>& i) {
          std::vector<PrimExpr> at;
          for (size_t d = 0; d < x.ndim(); ++d) at.push_back(te::FloorMod(i[lead + d], x.shape()[d]));
          return x(at);
        },
        "T_tile", "injective", Map(), te::AxisNames("ax", shape.size()));
  });
}

// Each element `repeats` times along `axis` (of the flattened x when None).
relax::Expr LegalizeRepeat(const Call& call, LegalizeContext& ctx) {
  const std::vector<PrimExpr>* in_shape = TensorShape(call->args[0]);
  if (in_shape == nullptr) return call;
  int64_t repeats = GetIntAttr(call, "repeats");
  std::optional<int64_t> axis_attr = GetOptionalIntAttr(call, "axis");
  int axis = axis_attr ? NormalizeAxis(call, static_cast<int>(in_shape->size()), *axis_attr) : -1;
  return CallTE1(ctx, "repeat", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    std::vector<PrimExpr> shape = a.Prims(OutShape(call));
    return te::compute(
        shape,
        [&](const std::vector<TirVar>& i) {
          if (axis >= 0) {
            std::vector<PrimExpr> at(i.begin(), i.end());
            at[axis] = te::FloorDiv(i[axis], Int64(repeats));
            return x(at);
          }
          // Unravel the flat source index over x's shape.
          PrimExpr flat = te::FloorDiv(i[0], Int64(repeats));
          std::vector<PrimExpr> at(x.ndim());
          for (size_t d = x.ndim(); d-- > 0;) {
            at[d] = te::FloorMod(flat, x.shape()[d]);
            flat = te::FloorDiv(flat, x.shape()[d]);
          }
          return x(at);
        },
        "T_repeat", "injective", Map(), te::AxisNames("ax", shape.size()));
  });
}

// out[..., k, ...] (k at `axis`) = tensors[k][...].
relax::Expr LegalizeStack(const Call& call, LegalizeContext& ctx) {
  std::vector<relax::Expr> fields = TupleFields(call->args[0], ctx);
  if (fields.empty()) return call;
  const std::vector<PrimExpr>* first = TensorShape(fields[0]);
  if (first == nullptr) return call;
  int axis = NormalizeAxis(call, static_cast<int>(first->size()) + 1, GetOptionalIntAttr(call, "axis").value_or(0));
  return CallTE1(ctx, "stack", [&](TEArgs& a) {
    std::vector<Tensor> inputs;
    for (const relax::Expr& f : fields) inputs.push_back(a.Tensor(f));
    std::vector<PrimExpr> shape = a.Prims(OutShape(call));
    return te::compute(
        shape,
        [&](const std::vector<TirVar>& i) {
          std::vector<PrimExpr> at;
          for (size_t d = 0; d < i.size(); ++d) {
            if (static_cast<int>(d) != axis) at.push_back(i[d]);
          }
          PrimExpr value = inputs.back()(at);
          for (size_t k = inputs.size() - 1; k-- > 0;) {
            value = te::Select(te::EQ(i[axis], Int64(static_cast<int64_t>(k))), inputs[k](at), value);
          }
          return value;
        },
        "T_stack", "injective", Map(), te::AxisNames("ax", shape.size()));
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
  SetLegalize(r, "relax.flip", LegalizeFlip);
  SetLegalize(r, "relax.tril", TrilTriuLegalize(true));
  SetLegalize(r, "relax.triu", TrilTriuLegalize(false));
  SetLegalize(r, "relax.eye_like", LegalizeEyeLike);
  SetLegalize(r, "relax.outer", LegalizeOuter);
  SetLegalize(r, "relax.tile", LegalizeTile);
  SetLegalize(r, "relax.repeat", LegalizeRepeat);
  SetLegalize(r, "relax.stack", LegalizeStack);
}

}  // namespace op
}  // namespace rlx
