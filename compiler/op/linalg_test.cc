#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

std::string Matmul(const relax::Expr& a, const relax::Expr& b, const AttrList& attrs = {}) {
  return InferStr(MakeCall("relax.matmul", {a, b}, attrs));
}

TEST(MatmulTest, MatricesAndBatches) {
  TirVar n = SymVar("n"), b = SymVar("b");
  EXPECT_EQ(Matmul(Tensor("x", {I(3), I(4)}), Tensor("y", {I(4), I(5)})), "R.Tensor((3, 5), dtype=\"float32\")");
  EXPECT_EQ(Matmul(Tensor("x", {I(2), I(1), I(3), I(4)}), Tensor("y", {I(6), I(4), I(5)})),
            "R.Tensor((2, 6, 3, 5), dtype=\"float32\")");
  EXPECT_EQ(Matmul(Tensor("x", {b, n, I(4)}), Tensor("y", {I(4), I(5)})), "R.Tensor((b, n, 5), dtype=\"float32\")");
  // Symbolic reduction lengths are trusted unless provably different.
  EXPECT_EQ(Matmul(Tensor("x", {I(3), n}), Tensor("y", {I(4), I(5)})), "R.Tensor((3, 5), dtype=\"float32\")");
}

TEST(MatmulTest, OneDimensionalOperandsArePromoted) {
  EXPECT_EQ(Matmul(Tensor("x", {I(4)}), Tensor("y", {I(4), I(5)})), "R.Tensor((5,), dtype=\"float32\")");
  EXPECT_EQ(Matmul(Tensor("x", {I(2), I(3), I(4)}), Tensor("y", {I(4)})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(Matmul(Tensor("x", {I(4)}), Tensor("y", {I(4)})), "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(Matmul(TensorNdim("x", 1), TensorNdim("y", 3)), "R.Tensor(dtype=\"float32\", ndim=2)");
}

TEST(MatmulTest, DtypesAndUnknowns) {
  relax::Var a = Tensor("x", {I(3), I(4)}, F16());
  relax::Var b = Tensor("y", {I(4), I(5)}, F16());
  EXPECT_EQ(Matmul(a, b, {{"out_dtype", AStr("float32")}}), "R.Tensor((3, 5), dtype=\"float32\")");
  EXPECT_EQ(Matmul(a, b, {{"out_dtype", AStr("")}}), "R.Tensor((3, 5), dtype=\"float16\")");
  // With out_dtype the operands may differ.
  EXPECT_EQ(Matmul(Tensor("x", {I(3), I(4)}, DataType::Int(8)), Tensor("y", {I(4), I(5)}, DataType::UInt(8)),
                   {{"out_dtype", AStr("int32")}}),
            "R.Tensor((3, 5), dtype=\"int32\")");
  EXPECT_EQ(Matmul(TensorNdim("x", -1, F16()), b), "R.Tensor(dtype=\"float16\")");
  EXPECT_EQ(InferError(MakeCall("relax.matmul", {a, Tensor("y", {I(4), I(5)})})),
            "Binary operators must have the same datatype for both operands.  However, R.matmul(x, y) uses datatype "
            "float16 on the LHS (StructInfo of R.Tensor((3, 4), dtype=\"float16\")), and datatype float32 on the RHS "
            "(StructInfo of R.Tensor((4, 5), dtype=\"float32\")).");
}

TEST(MatmulTest, Errors) {
  EXPECT_EQ(InferError(MakeCall("relax.matmul", {Tensor("x", {I(3), I(4)}), Tensor("y", {I(5), I(6)})})),
            "Matmul requires the reduction length of the operands to be equal.  However, the LHS x has shape "
            "R.shape([3, 4]), while the RHS y has shape R.shape([5, 6]).  The reduction dimensions of 4 and 5 are not "
            "equal.");
  EXPECT_EQ(InferError(MakeCall("relax.matmul", {Tensor("x", {}), Tensor("y", {I(5), I(6)})})),
            "Matmul operands must not be scalar.  However, the expression R.matmul(x, y) has a LHS of x with type "
            "R.Tensor((), dtype=\"float32\"), which is scalar (zero-dimensional) tensor.");
  EXPECT_EQ(InferError(MakeCall("relax.matmul", {Tensor("x", {I(2), I(3), I(4)}), Tensor("y", {I(5), I(4), I(6)})})),
            "In Op(relax.matmul), the first input shape at dim 0 is 2 and the second input shape at dim 0 is 5, which "
            "are not broadcastable.");
}

TEST(OuterTest, Vectors) {
  TirVar n = SymVar("n");
  EXPECT_EQ(InferStr(MakeCall("relax.outer", {Tensor("x", {n}), Tensor("y", {I(3)})})),
            "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.outer", {Tensor("x", {n, I(2)}), Tensor("y", {I(3)})})),
            "torch.outer requires both inputs to be 1D tensors.");
}

}  // namespace
}  // namespace op
}  // namespace rlx
