#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

std::string Sample(const relax::Expr& p, const relax::Expr& u, const relax::Expr& i, const AttrList& attrs = {}) {
  return InferStr(MakeCall("relax.multinomial_from_uniform", {p, u, i}, attrs));
}

relax::Call SampleCall(const relax::Expr& p, const relax::Expr& u, const relax::Expr& i) {
  return MakeCall("relax.multinomial_from_uniform", {p, u, i});
}

TEST(MultinomialFromUniformTest, ReferenceCases) {
  relax::Var prob = Tensor("prob", {I(3), I(5)});
  relax::Var u = Tensor("u", {I(6), I(1)});
  relax::Var idx = Tensor("idx", {I(6), I(1)}, I64());
  EXPECT_EQ(Sample(prob, u, idx), "R.Tensor((6, 1), dtype=\"int64\")");
  EXPECT_EQ(Sample(prob, u, idx, {{"dtype", AStr("int32")}}), "R.Tensor((6, 1), dtype=\"int32\")");
  EXPECT_EQ(Sample(TensorNdim("p", 2), TensorNdim("u", 2), TensorNdim("i", 2, I32())),
            "R.Tensor(dtype=\"int64\", ndim=2)");
  EXPECT_EQ(Sample(TensorNdim("p", -1), TensorNdim("u", -1), idx), "R.Tensor(dtype=\"int64\")");
  TirVar n = SymVar("n"), b = SymVar("b");
  EXPECT_EQ(Sample(Tensor("p", {b, I(5)}, DataType::BFloat16()), Tensor("u", {n, I(1)}), Tensor("i", {n, I(1)}, I32())),
            "R.Tensor((n, 1), dtype=\"int64\")");
}

TEST(MultinomialFromUniformTest, Errors) {
  relax::Var prob = Tensor("prob", {I(3), I(5)});
  relax::Var u = Tensor("u", {I(6), I(1)});
  relax::Var idx = Tensor("idx", {I(6), I(1)}, I64());
  EXPECT_EQ(InferError(SampleCall(Tensor("p", {I(3), I(5)}, I32()), u, idx)),
            "Multinomial_from_uniform op requires the input prob to have float dtype. However, the given prob dtype is "
            "int32");
  EXPECT_EQ(InferError(SampleCall(prob, Tensor("u", {I(6), I(1)}, I32()), idx)),
            "Multinomial_from_uniform op requires the input uniform_sample to have float dtype. However, the given "
            "uniform_sample dtype is int32");
  EXPECT_EQ(InferError(SampleCall(prob, u, Tensor("i", {I(6), I(1)}))),
            "Multinomial from uniform op requires the input sample_indices to have int dtype. However, the given "
            "sample_indices dtype is float32");
  EXPECT_EQ(InferError(SampleCall(Tensor("p", {I(5)}), u, idx)),
            "Multinomial_from_uniform op requires the input prob to be a 2D tensor. However, the given prob tensor has "
            "ndim 1");
  EXPECT_EQ(InferError(SampleCall(prob, u, Tensor("i", {I(6)}, I64()))),
            "Multinomial_from_uniform op requires the input sample_indices to be a 2D tensor. However, the given "
            "sample_indices tensor has ndim 1");
  EXPECT_EQ(InferError(SampleCall(prob, u, Tensor("i", {I(5), I(1)}, I64()))),
            "Multinomial_from_uniform op requires the input uniform_sample and sample_indices to have the same batch "
            "size. However, the given uniform_sample tensor has batch size `6` and the given sample_indices tensor has "
            "batch size `5`");
  EXPECT_EQ(InferError(SampleCall(prob, Tensor("u", {I(6), I(2)}), idx)),
            "Multinomial_from_uniform op requires the input uniform_sample and sample_indices to be 2D tensors with "
            "the second dimension being 1. However, the given uniform_sample tensor has shape R.shape([6, 2]) and the "
            "given sample_indices tensor has shape R.shape([6, 1])");
  EXPECT_EQ(InferError(MakeCall("relax.multinomial_from_uniform", {prob, u})),
            "Operator Op(relax.multinomial_from_uniform) expects 3 arguments, but was called with 2 arguments");
}

}  // namespace
}  // namespace op
}  // namespace rlx
