#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

const char kOp[] = "relax.image.resize2d";

TEST(Resize2dTest, ReplacesTheSpatialDims) {
  relax::Var x = Tensor("x", {I(1), I(16), I(16), I(16)});
  EXPECT_EQ(InferStr(MakeCall(kOp, {x, Shape({I(32), I(24)})})), "R.Tensor((1, 16, 32, 24), dtype=\"float32\")");
  relax::Var nhwc = Tensor("x", {I(2), I(7), I(5), I(3)}, F16());
  EXPECT_EQ(InferStr(MakeCall(kOp, {nhwc, Shape({I(14), I(10)})}, {{"layout", AStr("NHWC")}})),
            "R.Tensor((2, 14, 10, 3), dtype=\"float16\")");
  EXPECT_EQ(InferStr(MakeCall(kOp, {nhwc, Shape({I(14), I(10)})},
                              {{"layout", AStr("NHWC")}, {"out_dtype", AStr("float32")}})),
            "R.Tensor((2, 14, 10, 3), dtype=\"float32\")");
}

TEST(Resize2dTest, SymbolicAndUnknownShapes) {
  TirVar h = SymVar("h"), n = SymVar("n");
  relax::Var x = Tensor("x", {n, I(3), I(8), I(8)});
  EXPECT_EQ(InferStr(MakeCall(kOp, {x, Shape({h, I(4)})})), "R.Tensor((n, 3, h, 4), dtype=\"float32\")");
  // A size known by rank only, or an input of unknown shape, keeps the rank.
  EXPECT_EQ(InferStr(MakeCall(kOp, {x, ShapeVarNdim("s", 2)})), "R.Tensor(dtype=\"float32\", ndim=4)");
  EXPECT_EQ(InferStr(MakeCall(kOp, {TensorNdim("x", 4), Shape({I(2), I(2)})})), "R.Tensor(dtype=\"float32\", ndim=4)");
}

TEST(Resize2dTest, RejectsBadSizesAndAttributes) {
  relax::Var x = Tensor("x", {I(1), I(3), I(8), I(8)});
  relax::Expr size = Shape({I(4), I(4)});
  EXPECT_EQ(InferError(MakeCall(kOp, {x, x})),
            "Resize2D expects the given output image size to be a Shape. However, the given one is "
            "R.Tensor((1, 3, 8, 8), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall(kOp, {x, Shape({I(4), I(4), I(4)})})),
            "Resize2D expects the given output image size to be a 2-dim shape. However, the given one has ndim 3");
  EXPECT_EQ(InferError(MakeCall(kOp, {x, Shape({I(0), I(4)})})),
            "Resize2D expects a positive output image size. However, the given size is R.shape([0, 4])");
  // What TVM only finds when its kernel is built, found here at inference.
  EXPECT_EQ(InferError(MakeCall(kOp, {x, size}, {{"method", AStr("bilinear")}})),
            "Resize2D expects method to be one of \"nearest_neighbor\", \"linear\", \"cubic\". However, the given "
            "one is \"bilinear\"");
  EXPECT_NE(InferError(MakeCall(kOp, {x, size}, {{"coordinate_transformation_mode", AStr("pixel")}}))
                .find("coordinate_transformation_mode to be one of"),
            std::string::npos);
  EXPECT_NE(
      InferError(MakeCall(kOp, {x, size}, {{"rounding_method", AStr("trunc")}})).find("rounding_method to be one of"),
      std::string::npos);
  EXPECT_EQ(InferError(MakeCall(kOp, {x, size}, {{"roi", AInts({0, 0, 1})}})),
            "Resize2D expects roi to be a list of 4 numbers [start_h, start_w, end_h, end_w]. However, the given one "
            "is a list of 3 values");
  EXPECT_NE(InferError(MakeCall(kOp, {Tensor("x", {I(3), I(8), I(8)}), size})).find("ndim"), std::string::npos);
  EXPECT_NE(InferError(MakeCall(kOp, {x, size}, {{"layout", AStr("NCW")}})).find("layout"), std::string::npos);
}

}  // namespace
}  // namespace op
}  // namespace rlx
