// R.layout_transform (src/relax/op/tensor/manipulate.cc LayoutTransform):
// moves a tensor into another layout through an index map, e.g. NCHW ->
// NCHW4c with T.index_map(lambda i0, i1, i2, i3: (i0, i1 // 4, i2, i3,
// i1 % 4)). Padding (a split whose factor does not divide the axis) is
// filled with pad_value (zero when None). Inference, legalization (the
// "te_layout_transform" kernel TVM's legalizer names) and the reference
// evaluator all read the map through IndexMapPlan (index_map.h).
#include "compiler/op/evaluators.h"
#include "compiler/op/index_map.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/op/register_util.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace op {
namespace {

IndexMapPlan PlanOf(const Call& call) {
  std::string why;
  std::optional<IndexMapPlan> plan = IndexMapPlan::FromAttr(GetAttr(call, "index_map"), &why);
  if (!plan) Fail(call, "R.layout_transform: " + why);
  return *plan;
}

StructInfo InferLayoutTransform(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  IndexMapPlan plan = PlanOf(call);
  if (!x->IsUnknownNdim() && x->ndim != plan.input_ndim()) {
    Fail(call, "R.layout_transform: the index map takes " + std::to_string(plan.input_ndim()) +
                   " indices but the input has ndim " + std::to_string(x->ndim));
  }
  const std::vector<PrimExpr>* shape = ShapeExprValues(x);
  if (shape == nullptr) return MakeTensorNdim(x->dtype, plan.output_ndim(), x->vdevice);
  return MakeTensor(plan.OutputShape(*shape), x->dtype, x->vdevice);
}

relax::Expr LegalizeLayoutTransform(const Call& call, LegalizeContext& ctx) {
  IndexMapPlan plan = PlanOf(call);
  double pad = GetOptionalFloatAttr(call, "pad_value").value_or(0.0);
  return CallTE1(ctx, "te_layout_transform", [&](TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    return te::compute(
        plan.OutputShape(x.shape()),
        [&](const std::vector<TirVar>& i) -> PrimExpr {
          std::vector<PrimExpr> out(i.begin(), i.end());
          std::vector<PrimExpr> in = plan.InputIndex(out);
          // Only a split axis the factor does not divide runs past the
          // input (padding).
          PrimExpr inside;
          for (size_t d = 0; d < in.size(); ++d) {
            bool may_pad = false;
            for (const FinalIndex& f : plan.final_indices()) {
              if (f.kind != FinalIndex::Kind::kDiv || f.axis != static_cast<int>(d)) continue;
              auto extent = x.shape()[d].as<IntImmNode>();
              may_pad = !extent.defined() || extent->value % f.factor != 0;
            }
            if (!may_pad) continue;
            PrimExpr lt = te::LT(in[d], x.shape()[d]);
            inside = inside.defined() ? te::And(inside, lt) : lt;
          }
          if (!inside.defined()) return x(in);
          return te::IfThenElse(inside, x(in), te::Const(x.dtype(), pad));
        },
        "te_layout_transform", "injective");
  });
}

Value EvalLayoutTransform(const Call& call, const std::vector<Value>& args) {
  return TensorValue(PlanOf(call).Apply(TensorArg(call, args, 0), GetOptionalFloatAttr(call, "pad_value").value_or(0)));
}

}  // namespace

void RegisterLayoutTransformOps(OpRegistry* r) {
  OpDef def = MakeOpDef("relax.layout_transform", "R.layout_transform",
                        {Arg("x"), Attr("index_map", AttrKind::kAny), NoneAttr("pad_value", AttrKind::kOptionalFloat),
                         Attr("axis_separators", AttrKind::kIntList, IntListValue({})),
                         Attr("input_axis_separators", AttrKind::kIntList, IntListValue({}))},
                        OpPatternKind::kInjective, "Moves a tensor into another layout through an index map.",
                        InferLayoutTransform);
  def.evaluate = EvalLayoutTransform;
  def.legalize = LegalizeLayoutTransform;
  r->Register(std::move(def));
}

}  // namespace op
}  // namespace rlx
