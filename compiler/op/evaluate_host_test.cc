// Evaluators of ops whose kernels live in compiler/op (eval_host_*.cc) and
// of the call / shape / device ops (eval_call.cc), against hand-computed
// values.
#include <gtest/gtest.h>

#include <cmath>

#include "compiler/op/eval_context.h"
#include "compiler/op/evaluators.h"
#include "compiler/op/op_test_util.h"
#include "compiler/op/packed_funcs.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

NDArray Arr(std::vector<int64_t> shape, std::vector<double> values, DataType dtype = DataType::Float(32)) {
  return NDArray::FromVector(std::move(shape), values, dtype);
}

Value Eval(const relax::Call& call, const std::vector<Value>& args) {
  const OpDef& def = Def(call->op.cast<relax::OpNode>()->name);
  const FEvaluate& evaluate = def.evaluate ? def.evaluate : def.runtime_evaluate;
  RLX_CHECK(static_cast<bool>(evaluate)) << def.name << " has no evaluator";
  return evaluate(call, args);
}

std::string EvalError(const relax::Call& call, const std::vector<Value>& args) {
  try {
    Eval(call, args);
    return "<no error>";
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
}

std::vector<double> Values(const Value& v) {
  EXPECT_EQ(v.kind, Value::Kind::kTensor);
  return v.tensor.ToDoubleVector();
}

void ExpectNear(const std::vector<double>& actual, const std::vector<double>& expected, double tol = 1e-6) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i) EXPECT_NEAR(actual[i], expected[i], tol) << "element " << i;
}

relax::Expr Extern(const std::string& name) { return Make<relax::ExternFuncNode>(name); }

TEST(HostKernelTest, FlipReversesOneAxisAndKeepsInt64Exact) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  NDArray xv = Arr({2, 3}, {0, 1, 2, 3, 4, 5});
  EXPECT_EQ(Values(Eval(MakeCall("relax.flip", {x}, {{"axis", AInt(1)}}), {TensorValue(xv)})),
            (std::vector<double>{2, 1, 0, 5, 4, 3}));
  EXPECT_EQ(Values(Eval(MakeCall("relax.flip", {x}, {{"axis", AInt(-2)}}), {TensorValue(xv)})),
            (std::vector<double>{3, 4, 5, 0, 1, 2}));
  int64_t big = (int64_t{1} << 60) + 1;  // Not representable as a double.
  NDArray iv = NDArray::FromVector<int64_t>({2}, {big, 7}, DataType::Int(64));
  Value flipped = Eval(MakeCall("relax.flip", {Tensor("y", {I(2)}, I64())}, {{"axis", AInt(0)}}), {TensorValue(iv)});
  EXPECT_EQ(flipped.tensor.ToIntVector(), (std::vector<int64_t>{7, big}));
}

TEST(HostKernelTest, StackInsertsAnAxis) {
  relax::Var a = Tensor("a", {I(2)});
  Value tuple = TupleValue({TensorValue(Arr({2}, {1, 2})), TensorValue(Arr({2}, {3, 4}))});
  Value s0 = Eval(MakeCall("relax.stack", {TupleOf({a, a})}, {{"axis", AInt(0)}}), {tuple});
  EXPECT_EQ(s0.tensor.shape(), (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(Values(s0), (std::vector<double>{1, 2, 3, 4}));
  Value s1 = Eval(MakeCall("relax.stack", {TupleOf({a, a})}, {{"axis", AInt(-1)}}), {tuple});
  EXPECT_EQ(Values(s1), (std::vector<double>{1, 3, 2, 4}));
  Value mixed = TupleValue({TensorValue(Arr({2}, {1, 2})), TensorValue(Arr({3}, {3, 4, 5}))});
  EXPECT_EQ(EvalError(MakeCall("relax.stack", {TupleOf({a, a})}), {mixed}),
            "Op(relax.stack) expects tensors of one shape and dtype, but tensor 0 is float32 (2,) and tensor 1 is "
            "float32 (3,)");
}

TEST(HostKernelTest, EyeAndEyeLike) {
  Value eye = Eval(MakeCall("relax.eye", {PrimValue(2), PrimValue(3), PrimValue(1)}, {{"dtype", AStr("float32")}}),
                   {PrimIntValue(2), PrimIntValue(3), PrimIntValue(1)});
  EXPECT_EQ(eye.tensor.shape(), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(Values(eye), (std::vector<double>{0, 1, 0, 0, 0, 1}));
  Value like = Eval(MakeCall("relax.eye_like", {Tensor("x", {I(3), I(2)}), PrimValue(-1)}, {{"dtype", AStr("int32")}}),
                    {TensorValue(Arr({3, 2}, {9, 9, 9, 9, 9, 9})), PrimIntValue(-1)});
  EXPECT_EQ(like.tensor.dtype(), DataType::Int(32));
  EXPECT_EQ(Values(like), (std::vector<double>{0, 0, 1, 0, 0, 1}));
}

TEST(HostKernelTest, OuterAndFusedMultiplyAdd) {
  Value outer = Eval(MakeCall("relax.outer", {Tensor("a", {I(2)}), Tensor("b", {I(3)})}),
                     {TensorValue(Arr({2}, {1, 2})), TensorValue(Arr({3}, {3, 4, 5}))});
  EXPECT_EQ(outer.tensor.shape(), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(Values(outer), (std::vector<double>{3, 4, 5, 6, 8, 10}));
  relax::Var v = Tensor("v", {I(2)});
  Value fma = Eval(MakeCall("relax.ewise_fma", {v, v, v}),
                   {TensorValue(Arr({2}, {1, 2})), TensorValue(Arr({2}, {3, 4})), TensorValue(Arr({2}, {10, 20}))});
  EXPECT_EQ(Values(fma), (std::vector<double>{13, 28}));
}

TEST(HostKernelTest, MedianIsTheLowerMedianWithFirstIndex) {
  relax::Var x = Tensor("x", {I(2), I(4)});
  NDArray xv = Arr({2, 4}, {3, 1, 2, 5, 4, 4, 0, 7});
  Value rows = Eval(MakeCall("relax.median", {x}, {{"axis", AInts({1})}}), {TensorValue(xv)});
  ASSERT_EQ(rows.kind, Value::Kind::kTuple);
  // Row 0 sorted: 1 2 3 5 -> 2 (index 2); row 1 sorted: 0 4 4 7 -> the first 4 (index 0).
  EXPECT_EQ(Values(rows.fields[0]), (std::vector<double>{2, 4}));
  EXPECT_EQ(rows.fields[1].tensor.dtype(), DataType::Int(64));
  EXPECT_EQ(Values(rows.fields[1]), (std::vector<double>{2, 0}));
  Value kept =
      Eval(MakeCall("relax.median", {x}, {{"axis", AInts({0})}, {"keepdims", ABool(true)}}), {TensorValue(xv)});
  EXPECT_EQ(kept.fields[0].tensor.shape(), (std::vector<int64_t>{1, 4}));
  EXPECT_EQ(Values(kept.fields[0]), (std::vector<double>{3, 1, 0, 5}));
  Value all = Eval(MakeCall("relax.median", {x}), {TensorValue(xv)});
  ASSERT_EQ(all.kind, Value::Kind::kTensor);
  EXPECT_EQ(all.tensor.ndim(), 0);
  EXPECT_EQ(Values(all), (std::vector<double>{3}));  // 0 1 2 3 4 4 5 7 -> element 3.
  Value all_kept = Eval(MakeCall("relax.median", {x}, {{"keepdims", ABool(true)}}), {TensorValue(xv)});
  EXPECT_EQ(all_kept.tensor.shape(), (std::vector<int64_t>{1, 1}));
}

TEST(HostKernelTest, Activations) {
  relax::Var x = Tensor("x", {I(3)});
  Value leaky =
      Eval(MakeCall("relax.nn.leakyrelu", {x}, {{"alpha", AFloat(0.25)}}), {TensorValue(Arr({3}, {-2, 0, 3}))});
  EXPECT_EQ(Values(leaky), (std::vector<double>{-0.5, 0, 3}));
  Value softplus = Eval(MakeCall("relax.nn.softplus", {x}, {{"beta", AFloat(2)}, {"threshold", AFloat(3)}}),
                        {TensorValue(Arr({3}, {0, 1, 2}))});
  // log(2) / 2, log1p(e^2) / 2, and x itself once beta * x > threshold.
  ExpectNear(Values(softplus), {0.34657359027997264, 1.0634640055214863, 2});
  Value selu = Eval(MakeCall("relax.nn.selu", {x}), {TensorValue(Arr({3}, {-1, 0, 2}))});
  ExpectNear(Values(selu), {-1.1113307378125625, 0, 2.101401974710961});
  Value prelu = Eval(MakeCall("relax.nn.prelu", {Tensor("y", {I(1), I(2), I(2)}), Tensor("a", {I(2)})}),
                     {TensorValue(Arr({1, 2, 2}, {-1, 2, -3, 4})), TensorValue(Arr({2}, {0.5, 0.25}))});
  EXPECT_EQ(Values(prelu), (std::vector<double>{-0.5, 2, -0.75, 4}));
}

TEST(HostKernelTest, PadConstantAndUnsupportedModes) {
  relax::Var x = Tensor("x", {I(2), I(2)});
  NDArray xv = Arr({2, 2}, {1, 2, 3, 4});
  Value padded = Eval(MakeCall("relax.nn.pad", {x}, {{"pad_width", AInts({1, 0, 0, 2})}, {"pad_value", AFloat(9)}}),
                      {TensorValue(xv)});
  EXPECT_EQ(padded.tensor.shape(), (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(Values(padded), (std::vector<double>{9, 9, 9, 9, 1, 2, 9, 9, 3, 4, 9, 9}));
  EXPECT_EQ(
      EvalError(MakeCall("relax.nn.pad", {x}, {{"pad_width", AInts({1, 1, 1, 1})}, {"pad_mode", AStr("reflect")}}),
                {TensorValue(xv)}),
      "The reference evaluator of Op(relax.nn.pad) does not support pad_mode \"reflect\"");
}

TEST(HostKernelTest, DropoutIsTheIdentityWithAFullMask) {
  NDArray xv = Arr({3}, {1, -2, 3});
  Value out = Eval(MakeCall("relax.nn.dropout", {Tensor("x", {I(3)})}, {{"rate", AFloat(0.5)}}), {TensorValue(xv)});
  ASSERT_EQ(out.kind, Value::Kind::kTuple);
  EXPECT_EQ(Values(out.fields[0]), (std::vector<double>{1, -2, 3}));
  EXPECT_EQ(Values(out.fields[1]), (std::vector<double>{1, 1, 1}));
}

TEST(HostKernelTest, GroupNorm) {
  // Groups {channel 0, 1} = 1 3 5 7 (mean 4, var 5) and {2, 3} = 2 2 4 8
  // (mean 4, var 6); epsilon 0.
  relax::Var x = Tensor("x", {I(1), I(4), I(2)});
  relax::Var p = Tensor("p", {I(4)});
  relax::Call call =
      MakeCall("relax.nn.group_norm", {x, p, p},
               {{"num_groups", AInt(2)}, {"channel_axis", AInt(1)}, {"axes", AInts({2})}, {"epsilon", AFloat(0)}});
  Value out = Eval(call, {TensorValue(Arr({1, 4, 2}, {1, 3, 5, 7, 2, 2, 4, 8})), TensorValue(Arr({4}, {1, 2, 3, 4})),
                          TensorValue(Arr({4}, {0, 0, 1, 1}))});
  double s5 = std::sqrt(5.0), s6 = std::sqrt(6.0);
  ExpectNear(Values(out), {-3 / s5, -1 / s5, 2 / s5, 6 / s5, -6 / s6 + 1, -6 / s6 + 1, 1, 16 / s6 + 1});
}

TEST(HostKernelTest, InstanceNorm) {
  relax::Var x = Tensor("x", {I(1), I(2), I(2)});
  relax::Var p = Tensor("p", {I(2)});
  relax::Call call = MakeCall("relax.nn.instance_norm", {x, p, p},
                              {{"channel_axis", AInt(1)}, {"axes", AInts({2})}, {"epsilon", AFloat(0)}});
  // Channel 0: 1 3 (mean 2, var 1); channel 1: 2 6 (mean 4, var 4).
  Value out = Eval(call, {TensorValue(Arr({1, 2, 2}, {1, 3, 2, 6})), TensorValue(Arr({2}, {2, 3})),
                          TensorValue(Arr({2}, {0.5, 0}))});
  ExpectNear(Values(out), {-1.5, 2.5, -3, 3});
  // scale=False ignores gamma.
  relax::Call unscaled =
      MakeCall("relax.nn.instance_norm", {x, p, p},
               {{"channel_axis", AInt(1)}, {"axes", AInts({2})}, {"epsilon", AFloat(0)}, {"scale", ABool(false)}});
  Value plain = Eval(unscaled, {TensorValue(Arr({1, 2, 2}, {1, 3, 2, 6})), TensorValue(Arr({2}, {2, 3})),
                                TensorValue(Arr({2}, {0.5, 0}))});
  ExpectNear(Values(plain), {-0.5, 1.5, -1, 1});
}

TEST(CallOpEvalTest, ShapeAndDeviceOps) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  NDArray xv = Arr({2, 3}, {1, 2, 3, 4, 5, 6});
  Value shape = Eval(MakeCall("relax.shape_of", {x}), {TensorValue(xv)});
  ASSERT_EQ(shape.kind, Value::Kind::kShape);
  EXPECT_EQ(shape.shape, (std::vector<int64_t>{2, 3}));
  Value as_tensor = Eval(MakeCall("relax.shape_to_tensor", {ShapeVar("s", {I(2), I(3)})}), {shape});
  EXPECT_EQ(as_tensor.tensor.dtype(), DataType::Int(64));
  EXPECT_EQ(as_tensor.tensor.ToIntVector(), (std::vector<int64_t>{2, 3}));
  Value back = Eval(MakeCall("relax.tensor_to_shape", {Tensor("t", {I(2)}, I64())}), {as_tensor});
  EXPECT_EQ(back.shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(Eval(MakeCall("relax.null_value", {}), {}).kind, Value::Kind::kNone);
  Value alloc = Eval(
      MakeCall("relax.builtin.alloc_tensor", {Shape({I(2), I(2)}), DTypeImm(I32()), PrimValue(0), StrImm("global")}),
      {ShapeValue({2, 2}),
       [] {
         Value d;
         d.kind = Value::Kind::kDataType;
         d.prim_dtype = DataType::Int(32);
         return d;
       }(),
       PrimIntValue(0), Value()});
  EXPECT_EQ(alloc.tensor.dtype(), DataType::Int(32));
  EXPECT_EQ(Values(alloc), (std::vector<double>{0, 0, 0, 0}));
  Value hinted = Eval(MakeCall("relax.hint_on_device", {x}, {{"dst_vdevice", AStr("cuda:0")}}), {TensorValue(xv)});
  EXPECT_TRUE(hinted.tensor.SharesStorageWith(xv));
  Value moved = Eval(MakeCall("relax.to_vdevice", {x}, {{"dst_vdevice", AStr("cuda:0")}}), {TensorValue(xv)});
  EXPECT_FALSE(moved.tensor.SharesStorageWith(xv));
  EXPECT_EQ(Values(moved), (std::vector<double>{1, 2, 3, 4, 5, 6}));
}

TEST(CallOpEvalTest, PackedCallsGoThroughTheHostTable) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  NDArray xv = Arr({2, 3}, {1, 2, 3, 4, 5, 6});
  relax::StructInfo out32 = relax::TensorSInfo({I(3), I(2)}, F32());
  Value reshaped =
      Eval(MakeCall("relax.call_pure_packed", {Extern("vm.builtin.reshape"), x, Shape({I(3), I(2)})}, {}, {out32}),
           {Value(), TensorValue(xv), ShapeValue({3, 2})});
  EXPECT_EQ(reshaped.tensor.shape(), (std::vector<int64_t>{3, 2}));
  EXPECT_TRUE(reshaped.tensor.SharesStorageWith(xv));
  EXPECT_EQ(EvalError(MakeCall("relax.call_pure_packed", {Extern("my.secret.kernel"), x}, {}, {out32}),
                      {Value(), TensorValue(xv)}),
            "packed function 'my.secret.kernel' is not available in the reference evaluator");
  EXPECT_EQ(EvalError(MakeCall("relax.call_pure_packed", {Extern("vm.builtin.reshape"), x, Shape({I(4)})}, {}, {out32}),
                      {Value(), TensorValue(xv), ShapeValue({4})}),
            "vm.builtin.reshape: cannot view a tensor of shape (2, 3) as (4,)");
  // call_dps_packed: the result must fit out_sinfo.
  relax::Call dps = MakeCall("relax.call_dps_packed", {Extern("vm.builtin.copy"), TupleOf({x})}, {},
                             {relax::TensorSInfo({I(2), I(3)}, F32())});
  EXPECT_EQ(Values(Eval(dps, {Value(), TupleValue({TensorValue(xv)})})), (std::vector<double>{1, 2, 3, 4, 5, 6}));
  relax::Call wrong = MakeCall("relax.call_dps_packed", {Extern("vm.builtin.copy"), TupleOf({x})}, {},
                               {relax::TensorSInfo({I(3), I(2)}, F32())});
  EXPECT_EQ(EvalError(wrong, {Value(), TupleValue({TensorValue(xv)})}),
            "Op(relax.call_dps_packed): the result should have shape R.Tensor((3, 2), dtype=\"float32\"), but the "
            "packed function returned shape (2, 3)");
}

TEST(CallOpEvalTest, InplacePackedWritesIntoTheArgument) {
  // A host function that returns a fresh tensor: x + y.
  // A table of this test's own: the host table plus the function.
  PackedFuncTable table = PackedFuncTable::Global();
  table.Register("test.add_fresh", "x + y, newly allocated", [](const std::vector<Value>& args) {
    NDArray out = args[0].tensor.Clone();
    for (int64_t i = 0; i < out.NumElements(); ++i) {
      out.SetDouble(i, out.GetDouble(i) + args[1].tensor.GetDouble(i));
    }
    return TensorValue(out);
  });
  EvalContext ctx;
  ctx.packed_funcs = &table;
  ScopedEvalContext scope(ctx);
  // The host table itself is untouched.
  EXPECT_EQ(PackedFuncTable::Global().Find("test.add_fresh"), nullptr);
  relax::Var x = Tensor("x", {I(2)});
  NDArray xv = Arr({2}, {1, 2});
  relax::Call call = MakeCall("relax.call_inplace_packed", {Extern("test.add_fresh"), x, x},
                              {{"inplace_indices", AInts({0})}}, {relax::TensorSInfo({I(2)}, F32())});
  Value out = Eval(call, {Value(), TensorValue(xv), TensorValue(Arr({2}, {10, 20}))});
  EXPECT_TRUE(out.tensor.SharesStorageWith(xv));
  EXPECT_EQ(xv.ToDoubleVector(), (std::vector<double>{11, 22}));
  // A result that does not fit the argument is an error, even as a view.
  relax::Call view = MakeCall("relax.call_inplace_packed", {Extern("vm.builtin.reshape"), x, Shape({I(2), I(1)})},
                              {{"inplace_indices", AInts({0})}}, {relax::TensorSInfo({I(2)}, F32())});
  EXPECT_EQ(EvalError(view, {Value(), TensorValue(xv), ShapeValue({2, 1})}),
            "Op(relax.call_inplace_packed): in-place output 0 has shape (2, 1) and dtype float32, unlike argument 0 "
            "((2,), float32)");
}

}  // namespace
}  // namespace op
}  // namespace rlx
