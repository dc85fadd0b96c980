// Sampling (src/relax/op/tensor/sampling.cc): multinomial_from_uniform. No
// legalization exists in TVM; DispatchSampling lowers it.
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

StructInfo InferMultinomialFromUniform(const Call& call) {
  CheckNumArgs(call);
  TensorStructInfo prob = GetInputTensor(call, 0);
  TensorStructInfo uniform = GetInputTensor(call, 1);
  TensorStructInfo indices = GetInputTensor(call, 2);
  DataType dtype = GetDataTypeAttr(call, "dtype");
  if (!prob->IsUnknownDtype() && !IsFloatOrBFloat(prob->dtype)) {
    Fail(call,
         "Multinomial_from_uniform op requires the input prob to have float dtype. However, the given prob "
         "dtype is " +
             prob->dtype.ToString());
  }
  if (!uniform->IsUnknownDtype() && !IsFloatOrBFloat(uniform->dtype)) {
    Fail(call,
         "Multinomial_from_uniform op requires the input uniform_sample to have float dtype. However, the "
         "given uniform_sample dtype is " +
             uniform->dtype.ToString());
  }
  if (!indices->IsUnknownDtype() && !indices->dtype.is_int()) {
    Fail(call,
         "Multinomial from uniform op requires the input sample_indices to have int dtype. However, the given "
         "sample_indices dtype is " +
             indices->dtype.ToString());
  }
  if (prob->IsUnknownNdim() || uniform->IsUnknownNdim() || indices->IsUnknownNdim()) {
    return MakeTensorNdim(dtype, -1, prob->vdevice);
  }
  const std::pair<const TensorStructInfo*, const char*> inputs[] = {
      {&prob, "prob"}, {&uniform, "uniform_sample"}, {&indices, "sample_indices"}};
  for (const auto& in : inputs) {
    if ((*in.first)->ndim != 2) {
      Fail(call, std::string("Multinomial_from_uniform op requires the input ") + in.second +
                     " to be a 2D tensor. However, the given " + in.second + " tensor has ndim " +
                     std::to_string((*in.first)->ndim));
    }
  }
  auto ps = ShapeExprValues(prob), us = ShapeExprValues(uniform), is = ShapeExprValues(indices);
  if (ps == nullptr || us == nullptr || is == nullptr) return MakeTensorNdim(dtype, 2, prob->vdevice);
  const PrimExpr& n = (*us)[0];
  if (!DimsEqual(n, (*is)[0])) {
    Fail(call,
         "Multinomial_from_uniform op requires the input uniform_sample and sample_indices to have the same "
         "batch size. However, the given uniform_sample tensor has batch size `" +
             DimToString(n) + "` and the given sample_indices tensor has batch size `" + DimToString((*is)[0]) + "`");
  }
  auto one = [](const PrimExpr& e) {
    int64_t v = 0;
    return AsConstInt(e, &v) && v == 1;
  };
  if (!one((*us)[1]) || !one((*is)[1])) {
    Fail(call,
         "Multinomial_from_uniform op requires the input uniform_sample and sample_indices to be 2D tensors "
         "with the second dimension being 1. However, the given uniform_sample tensor has shape " +
             ExprToString(uniform->shape) + " and the given sample_indices tensor has shape " +
             ExprToString(indices->shape));
  }
  return MakeTensor({n, Int64(1)}, dtype, prob->vdevice);
}

}  // namespace

void RegisterSamplingOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = EvalSortScan(def.name.substr(6));
    r->Register(std::move(def));
  };
  add(MakeOpDef("relax.multinomial_from_uniform", "R.multinomial_from_uniform",
                {Arg("prob"), Arg("uniform_sample"), Arg("sample_indices"),
                 Attr("dtype", AttrKind::kDataType, StringValue("int64"))},
                OpPatternKind::kOpaque,
                "Samples one index per row of sample_indices from prob using uniform_sample (inverse CDF).",
                InferMultinomialFromUniform));
}

}  // namespace op
}  // namespace rlx
