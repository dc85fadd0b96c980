#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

relax::VDevice Llvm() { return Make<relax::VDeviceNode>(Target::Parse("llvm"), 0, "global"); }

TEST(SortTest, IdentityStructInfo) {
  relax::Var x = Tensor("x", {I(2), I(3)}, F32(), Llvm());
  EXPECT_EQ(Infer(MakeCall("relax.sort", {x}, {{"axis", AInt(1)}})).get(), x->struct_info().get());
  EXPECT_EQ(InferStr(MakeCall("relax.sort", {TensorNdim("y", -1, DataType::Int(8))})), "R.Tensor(dtype=\"int8\")");
  EXPECT_EQ(InferError(MakeCall("relax.sort", {x, x})),
            "Operator Op(relax.sort) expects 1 arguments, but was called with 2 arguments");
  for (const char* op : {"relax.sort", "relax.argsort", "relax.cumsum", "relax.cumprod"}) {
    EXPECT_NE(InferError(MakeCall(op, {x}, {{"axis", AInt(2)}})).find("axis 2 is out of range"), std::string::npos)
        << op;
    EXPECT_NE(InferError(MakeCall(op, {x}, {{"axis", AInt(-3)}})).find("axis -3 is out of range"), std::string::npos)
        << op;
  }
  EXPECT_EQ(InferError(MakeCall("relax.sort", {ShapeVar("s", {I(2)})})),
            "Operator Op(relax.sort) requires argument 0 (x) to be a tensor.  However, the argument s is instead of "
            "type R.Shape([2])");
}

TEST(ArgsortTest, IndexDtype) {
  TirVar m = SymVar("m");
  relax::Var x = Tensor("x", {m, I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.argsort", {x})), "R.Tensor((m, 3), dtype=\"int32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.argsort", {x}, {{"dtype", AStr("int64")}})), "R.Tensor((m, 3), dtype=\"int64\")");
  EXPECT_EQ(InferStr(MakeCall("relax.argsort", {x}, {{"dtype", AStr("float16")}})),
            "R.Tensor((m, 3), dtype=\"float16\")");
  // dtype None keeps the data dtype.
  EXPECT_EQ(InferStr(MakeCall("relax.argsort", {x}, {{"dtype", AStr("")}})), "R.Tensor((m, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.argsort", {TensorNdim("y", 2)})), "R.Tensor(dtype=\"int32\", ndim=2)");
}

std::string TopK(const relax::Expr& x, const AttrList& attrs) { return InferStr(MakeCall("relax.topk", {x}, attrs)); }

TEST(TopKTest, ReferenceCases) {
  relax::Var x = Tensor("x", {I(2), I(10), I(4)});
  EXPECT_EQ(TopK(x, {{"k", AInt(5)}, {"axis", AInt(1)}}),
            "R.Tuple(R.Tensor((2, 5, 4), dtype=\"float32\"), R.Tensor((2, 5, 4), dtype=\"int32\"))");
  EXPECT_EQ(TopK(x, {}), "R.Tuple(R.Tensor((2, 10, 1), dtype=\"float32\"), R.Tensor((2, 10, 1), dtype=\"int32\"))");
  EXPECT_EQ(TopK(x, {{"k", AInt(-1)}, {"ret_type", AStr("values")}}), "R.Tensor((2, 10, 4), dtype=\"float32\")");
  EXPECT_EQ(TopK(x, {{"k", AInt(6)}, {"ret_type", AStr("indices")}, {"dtype", AStr("int64")}}),
            "R.Tensor((2, 10, 4), dtype=\"int64\")");
  TirVar a = SymVar("a"), b = SymVar("b"), c = SymVar("c");
  relax::Var s = Tensor("s", {a, b, c});
  EXPECT_EQ(TopK(s, {{"axis", AInt(1)}, {"ret_type", AStr("values")}}), "R.Tensor((a, 1, c), dtype=\"float32\")");
  EXPECT_EQ(TopK(s, {{"k", AInt(3)}, {"ret_type", AStr("values")}}), "R.Tensor((a, b, 3), dtype=\"float32\")");
  EXPECT_EQ(TopK(TensorNdim("u", 3, DataType::Void()), {}),
            "R.Tuple(R.Tensor(ndim=3), R.Tensor(dtype=\"int32\", ndim=3))");
  EXPECT_EQ(InferError(MakeCall("relax.topk", {x}, {{"ret_type", AStr("all")}})), "Unsupported ret type: all");
}

TEST(ScanTest, CumsumAndCumprod) {
  relax::Var x = Tensor("x", {I(2), I(10), I(4)});
  for (const char* op : {"relax.cumsum", "relax.cumprod"}) {
    SCOPED_TRACE(op);
    EXPECT_EQ(InferStr(MakeCall(op, {x}, {{"axis", AInt(1)}})), "R.Tensor((2, 10, 4), dtype=\"float32\")");
    EXPECT_EQ(InferStr(MakeCall(op, {x})), "R.Tensor((80,), dtype=\"float32\")");
    EXPECT_EQ(InferStr(MakeCall(op, {x}, {{"axis", AInt(1)}, {"dtype", AStr("int32")}})),
              "R.Tensor((2, 10, 4), dtype=\"int32\")");
    // The TVM quirk: no axis with an unknown shape keeps the input rank.
    EXPECT_EQ(InferStr(MakeCall(op, {TensorNdim("y", 3)})), "R.Tensor(dtype=\"float32\", ndim=3)");
    EXPECT_EQ(InferStr(MakeCall(op, {TensorNdim("y", -1)}, {{"axis", AInt(0)}})), "R.Tensor(dtype=\"float32\")");
  }
  TirVar a = SymVar("a"), b = SymVar("b"), c = SymVar("c");
  EXPECT_EQ(InferStr(MakeCall("relax.cumsum", {Tensor("s", {a, b, c})})), "R.Tensor((a * b * c,), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.cumsum", {Tensor("i", {I(3)}, I32())}, {{"exclusive", ABool(true)}})),
            "R.Tensor((3,), dtype=\"int32\")");
}

TEST(BucketizeTest, OutputDtype) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::Var bounds = Tensor("b", {I(5)});
  EXPECT_EQ(InferStr(MakeCall("relax.bucketize", {x, bounds})), "R.Tensor((2, 3), dtype=\"int64\")");
  EXPECT_EQ(InferStr(MakeCall("relax.bucketize", {x, bounds}, {{"out_int32", ABool(true)}})),
            "R.Tensor((2, 3), dtype=\"int32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.bucketize", {TensorNdim("y", 2), bounds})), "R.Tensor(dtype=\"int64\", ndim=2)");
  EXPECT_EQ(InferError(MakeCall("relax.bucketize", {x, Tensor("b", {I(5), I(2)})})),
            "Bucketize requires boundary to be 1-D array but got 2");
}

}  // namespace
}  // namespace op
}  // namespace rlx
