// Struct-info inference and attribute checks of relax.quantize / dequantize.
#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

const DataType kI8 = DataType::Int(8);

TEST(QuantizeTest, KeepsTheShapeInTheOutputDtype) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {n, I(3)});
  relax::Var s = Tensor("s", {}), z = Tensor("z", {}, kI8);
  EXPECT_EQ(InferStr(MakeCall("relax.quantize", {x, s, z}, {{"axis", AInt(1)}, {"out_dtype", AStr("int8")}})),
            "R.Tensor((n, 3), dtype=\"int8\")");
  relax::Var sc = Tensor("sc", {I(3)}), zc = Tensor("zc", {I(3)}, kI8);
  EXPECT_EQ(InferStr(MakeCall("relax.quantize", {x, sc, zc}, {{"axis", AInt(-1)}, {"out_dtype", AStr("uint8")}})),
            "R.Tensor((n, 3), dtype=\"uint8\")");
  relax::Var q = Tensor("q", {n, I(3)}, kI8);
  EXPECT_EQ(InferStr(MakeCall("relax.dequantize", {q, sc, zc}, {{"axis", AInt(1)}})),
            "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.dequantize", {q, s, z}, {{"out_dtype", AStr("float16")}})),
            "R.Tensor((n, 3), dtype=\"float16\")");
}

TEST(QuantizeTest, RejectsBadAttributesAndParameters) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::Var s = Tensor("s", {}), z = Tensor("z", {}, kI8);
  auto quantize = [&](relax::Expr data, relax::Expr scale, relax::Expr zp, int64_t axis, const std::string& dtype) {
    return InferError(
        MakeCall("relax.quantize", {data, scale, zp}, {{"axis", AInt(axis)}, {"out_dtype", AStr(dtype)}}));
  };
  EXPECT_NE(quantize(x, s, z, 0, "float32").find("out_dtype to be one of int8"), std::string::npos);
  EXPECT_NE(quantize(Tensor("i", {I(2)}, I32()), s, z, 0, "int8").find("float32 or float16 input"), std::string::npos);
  EXPECT_NE(quantize(x, s, z, 2, "int8").find("axis"), std::string::npos);
  EXPECT_NE(quantize(x, Tensor("si", {}, I32()), z, 0, "int8").find("scale to be float32"), std::string::npos);
  EXPECT_NE(quantize(x, s, Tensor("zf", {}), 0, "int8").find("integer zero_point"), std::string::npos);
  EXPECT_NE(
      quantize(x, Tensor("s3", {I(3)}), z, 0, "int8").find("the scale has 3 values, but axis 0 of the data has 2"),
      std::string::npos);
  EXPECT_NE(quantize(x, Tensor("s22", {I(2), I(2)}), z, 0, "int8").find("one value or one per channel"),
            std::string::npos);
  EXPECT_NE(InferError(MakeCall("relax.dequantize", {x, s, z}, {{"axis", AInt(0)}})).find("Dequantize expects int8"),
            std::string::npos);
  EXPECT_NE(InferError(MakeCall("relax.dequantize", {Tensor("q", {I(2)}, kI8), s, z}, {{"out_dtype", AStr("int32")}}))
                .find("out_dtype to be float32 or float16"),
            std::string::npos);
}

}  // namespace
}  // namespace op
}  // namespace rlx
