#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

relax::VDevice Llvm() { return Make<relax::VDeviceNode>(Target::Parse("llvm"), 0, "global"); }

TEST(UnaryTest, StaticSymbolicAndUnknownShapes) {
  TirVar n = SymVar("n");
  EXPECT_EQ(InferStr(MakeCall("relax.exp", {Tensor("x", {I(2), I(3)})})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.exp", {Tensor("x", {n, I(4)})})), "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.exp", {TensorNdim("x", 3)})), "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(InferStr(MakeCall("relax.exp", {TensorNdim("x", -1)})), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.exp", {Tensor("x", {I(2)}, DataType::Void())})), "R.Tensor((2,))");
  EXPECT_EQ(InferStr(MakeCall("relax.sqrt", {Tensor("x", {I(2)}, DataType::BFloat16())})),
            "R.Tensor((2,), dtype=\"bfloat16\")");
}

TEST(UnaryTest, KeepsShapeVariableAndVDevice) {
  relax::Var s = ShapeVarNdim("s", 2);
  relax::Var x = TensorOfShapeVar("x", s);
  auto out = Infer(MakeCall("relax.tanh", {x})).cast<relax::TensorStructInfoNode>();
  EXPECT_EQ(out->shape.get(), s.get());
  EXPECT_EQ(out->ndim, 2);

  relax::Var on_cpu = Tensor("y", {I(4)}, F32(), Llvm());
  EXPECT_EQ(InferStr(MakeCall("relax.exp", {on_cpu})), "R.Tensor((4,), dtype=\"float32\", vdevice=\"llvm:0\")");
  // An explicit output struct info (set by device placement) moves the result.
  relax::Call placed = MakeCall("relax.exp", {Tensor("z", {I(4)})}, {}, {relax::TensorSInfo({I(4)}, F32(), Llvm())});
  EXPECT_EQ(InferStr(placed), "R.Tensor((4,), dtype=\"float32\", vdevice=\"llvm:0\")");
}

TEST(UnaryTest, FloatOnlyOpsRejectIntegers) {
  relax::Var xi = Tensor("x", {I(2)}, I32());
  EXPECT_EQ(InferError(MakeCall("relax.exp", {xi})),
            "Op(relax.exp) requires the input tensor to have float dtype. However, the given input dtype is int32");
  EXPECT_EQ(InferError(MakeCall("relax.sigmoid", {xi})),
            "Op(relax.sigmoid) requires the input tensor to have float dtype. However, the given input dtype is "
            "int32");
  // Integer-friendly ops accept them.
  EXPECT_EQ(InferStr(MakeCall("relax.abs", {xi})), "R.Tensor((2,), dtype=\"int32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.negative", {xi})), "R.Tensor((2,), dtype=\"int32\")");
  // Unknown dtype passes the float check.
  EXPECT_EQ(InferStr(MakeCall("relax.log", {TensorNdim("u", 1, DataType::Void())})), "R.Tensor(ndim=1)");
}

TEST(UnaryTest, CheckOpsReturnBool) {
  EXPECT_EQ(InferStr(MakeCall("relax.isnan", {Tensor("x", {I(2), I(3)})})), "R.Tensor((2, 3), dtype=\"bool\")");
  EXPECT_EQ(InferStr(MakeCall("relax.isfinite", {TensorNdim("x", 2)})), "R.Tensor(dtype=\"bool\", ndim=2)");
}

TEST(UnaryTest, ArgumentErrors) {
  relax::Var x = Tensor("x", {I(2)});
  EXPECT_EQ(InferError(MakeCall("relax.exp", {x, x})),
            "Operator Op(relax.exp) expects 1 arguments, but was called with 2 arguments");
  EXPECT_EQ(InferError(MakeCall("relax.exp", {ShapeVar("s", {I(2), I(3)})})),
            "Operator Op(relax.exp) requires argument 0 (x) to be a tensor.  However, the argument s is instead of "
            "type R.Shape([2, 3])");
}

// Every single-tensor elementwise op (unary math, activations, checks)
// keeps shape, rank and vdevice, symbolic or not.
TEST(UnaryTest, EveryElementwiseOpKeepsTheShape) {
  TirVar n = SymVar("n");
  int checked = 0;
  for (const OpDef* def : OpRegistry::Global().All()) {
    std::vector<const ParamSpec*> args = def->ArgParams();
    if (def->pattern != OpPatternKind::kElemWise || args.size() != 1) continue;
    bool needs_attr = false;
    for (const ParamSpec& p : def->params) needs_attr |= p.is_attr && p.required;
    if (needs_attr) continue;
    SCOPED_TRACE(def->name);
    bool is_check = def->name == "relax.isnan" || def->name == "relax.isinf" || def->name == "relax.isfinite";
    std::string dtype = is_check ? "bool" : "float32";
    EXPECT_EQ(InferStr(MakeCall(def->name, {Tensor("x", {n, I(3)})})), "R.Tensor((n, 3), dtype=\"" + dtype + "\")");
    EXPECT_EQ(InferStr(MakeCall(def->name, {TensorNdim("x", 2)})), "R.Tensor(dtype=\"" + dtype + "\", ndim=2)");
    EXPECT_EQ(InferStr(MakeCall(def->name, {Tensor("x", {I(4)}, F32(), Llvm())})),
              "R.Tensor((4,), dtype=\"" + dtype + "\", vdevice=\"llvm:0\")");
    ++checked;
  }
  EXPECT_GE(checked, 40);
}

TEST(UnaryTest, Clip) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.clip", {x, PrimValue(0), PrimValue(4)})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.clip", {x, PrimValue(0)})), "Op(relax.clip) op should have 3 arguments");
}

TEST(UnaryTest, Astype) {
  TirVar n = SymVar("n");
  relax::Var x = Tensor("x", {n, I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.astype", {x}, {{"dtype", AStr("float16")}})),
            "R.Tensor((n, 3), dtype=\"float16\")");
  EXPECT_EQ(InferStr(MakeCall("relax.astype", {TensorNdim("y", -1)}, {{"dtype", AStr("int8")}})),
            "R.Tensor(dtype=\"int8\")");
  EXPECT_EQ(InferError(MakeCall("relax.astype", {x})),
            "Op(relax.astype) requires the attribute `dtype`, but it is not given");
  EXPECT_EQ(InferError(MakeCall("relax.astype", {x}, {{"dtype", AStr("float99")}})),
            "Op(relax.astype) got an unknown dtype \"float99\" for the attribute `dtype`");
  EXPECT_EQ(InferError(MakeCall("relax.astype", {x}, {{"dtype", AInt(3)}})),
            "Op(relax.astype) expects the attribute `dtype` to be a dtype string, but got 3");
}

}  // namespace
}  // namespace op
}  // namespace rlx
