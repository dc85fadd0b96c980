#include <gtest/gtest.h>

#include <set>

#include "compiler/op/evaluators.h"
#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

NDArray Arr(std::vector<int64_t> shape, std::vector<double> values, DataType dtype = DataType::Float(32)) {
  return NDArray::FromVector(std::move(shape), values, dtype);
}

// Sequential values 0, 1, 2, ... of the given shape.
NDArray Iota(std::vector<int64_t> shape, DataType dtype = DataType::Float(32)) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  std::vector<double> values(n);
  for (int64_t i = 0; i < n; ++i) values[i] = static_cast<double>(i);
  return Arr(std::move(shape), values, dtype);
}

Value PrimInt(int64_t x) {
  Value v;
  v.kind = Value::Kind::kPrim;
  v.prim_dtype = DataType::Int(64);
  v.prim_int = x;
  v.prim_float = static_cast<double>(x);
  return v;
}

Value Eval(const relax::Call& call, const std::vector<Value>& args) {
  const OpDef& def = Def(call->op.cast<relax::OpNode>()->name);
  RLX_CHECK(static_cast<bool>(def.evaluate)) << def.name << " has no evaluator";
  return def.evaluate(call, args);
}

std::vector<double> Values(const Value& v) {
  EXPECT_EQ(v.kind, Value::Kind::kTensor);
  return v.tensor.ToDoubleVector();
}

TEST(EvaluateTest, OpsWithReferenceKernelsHaveEvaluators) {
  std::set<std::string> without;
  for (const OpDef* def : OpRegistry::Global().All()) {
    if (!def->evaluate) without.insert(def->name);
  }
  for (const char* name :
       {"relax.add", "relax.exp", "relax.isnan", "relax.clip", "relax.astype", "relax.where", "relax.sum",
        "relax.argmax", "relax.reshape", "relax.permute_dims", "relax.concat", "relax.split", "relax.take",
        "relax.gather_elements", "relax.index_tensor", "relax.slice_scatter", "relax.strided_slice", "relax.full",
        "relax.zeros_like", "relax.arange", "relax.tril", "relax.matmul", "relax.nn.relu", "relax.nn.softmax",
        "relax.nn.layer_norm", "relax.nn.rms_norm", "relax.nn.attention", "relax.nn.conv2d", "relax.nn.max_pool2d",
        "relax.nn.adaptive_avg_pool2d", "relax.sort", "relax.topk", "relax.cumsum", "relax.bucketize",
        "relax.multinomial_from_uniform",
        // Host kernels (eval_host_*.cc) and call ops (eval_call.cc).
        "relax.flip", "relax.stack", "relax.eye", "relax.eye_like", "relax.outer", "relax.ewise_fma", "relax.median",
        "relax.nn.leakyrelu", "relax.nn.softplus", "relax.nn.selu", "relax.nn.prelu", "relax.nn.pad",
        "relax.nn.dropout", "relax.nn.group_norm", "relax.nn.instance_norm", "relax.shape_of", "relax.shape_to_tensor",
        "relax.tensor_to_shape", "relax.null_value",
        // N-d host kernels (eval_host_conv.cc).
        "relax.nn.conv1d", "relax.nn.conv3d", "relax.nn.max_pool1d", "relax.nn.avg_pool3d",
        "relax.nn.adaptive_avg_pool1d", "relax.nn.adaptive_avg_pool3d"}) {
    EXPECT_EQ(without.count(name), 0u) << name;
  }
  // No kernel, no evaluator (rather than a wrong one).
  for (const char* name : {"relax.vm.alloc_tensor"}) {
    EXPECT_EQ(without.count(name), 1u) << name;
    EXPECT_FALSE(static_cast<bool>(Def(name).runtime_evaluate)) << name;
  }
}

// Allocation, placement and packed calls only have meaning when a program
// runs: they are evaluated by the interpreter (runtime_evaluate) but never
// offered to compile-time folding (evaluate).
TEST(EvaluateTest, RuntimeOnlyOpsAreNotFoldable) {
  for (const char* name :
       {"relax.builtin.alloc_tensor", "relax.hint_on_device", "relax.to_vdevice", "relax.builtin.stop_lift_params",
        "relax.call_pure_packed", "relax.call_dps_packed", "relax.call_inplace_packed", "relax.call_tir",
        "relax.call_tir_inplace", "relax.call_tir_with_grad"}) {
    EXPECT_FALSE(static_cast<bool>(Def(name).evaluate)) << name;
    EXPECT_TRUE(static_cast<bool>(Def(name).runtime_evaluate)) << name;
  }
  for (const OpDef* def : OpRegistry::Global().All()) {
    EXPECT_FALSE(def->evaluate && def->runtime_evaluate) << def->name << " has both evaluators";
  }
}

TEST(EvaluateTest, ElementwiseAndBroadcast) {
  relax::Call add = MakeCall("relax.add", {Tensor("x", {I(2), I(1)}), Tensor("y", {I(3)})});
  Value out = Eval(add, {TensorValue(Arr({2, 1}, {10, 20})), TensorValue(Arr({3}, {1, 2, 3}))});
  EXPECT_EQ(out.tensor.shape(), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(Values(out), (std::vector<double>{11, 12, 13, 21, 22, 23}));
  // Two R.Prim operands give a prim.
  Value p = Eval(MakeCall("relax.multiply", {PrimVar("a", I64()), PrimVar("b", I64())}), {PrimInt(6), PrimInt(7)});
  EXPECT_EQ(p.kind, Value::Kind::kPrim);
  EXPECT_EQ(p.prim_int, 42);
  Value clipped = Eval(MakeCall("relax.clip", {Tensor("x", {I(3)}), PrimValue(0), PrimValue(1)}),
                       {TensorValue(Arr({3}, {-2, 0.5, 3})), PrimInt(0), PrimInt(1)});
  EXPECT_EQ(Values(clipped), (std::vector<double>{0, 0.5, 1}));
  Value cast = Eval(MakeCall("relax.astype", {Tensor("x", {I(2)})}, {{"dtype", AStr("int32")}}),
                    {TensorValue(Arr({2}, {1.7, -1.7}))});
  EXPECT_EQ(cast.tensor.dtype(), DataType::Int(32));
  EXPECT_EQ(Values(cast), (std::vector<double>{1, -1}));
}

TEST(EvaluateTest, ReductionsUseAttributesAndDefaults) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  Value all = Eval(MakeCall("relax.sum", {x}), {TensorValue(Iota({2, 3}))});
  EXPECT_EQ(all.tensor.ndim(), 0);
  EXPECT_EQ(Values(all), (std::vector<double>{15}));
  Value rows =
      Eval(MakeCall("relax.max", {x}, {{"axis", AInts({1})}, {"keepdims", ABool(true)}}), {TensorValue(Iota({2, 3}))});
  EXPECT_EQ(rows.tensor.shape(), (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(Values(rows), (std::vector<double>{2, 5}));
  Value idx = Eval(MakeCall("relax.argmin", {x}, {{"axis", AInt(0)}}), {TensorValue(Arr({2, 3}, {3, 1, 5, 0, 4, 2}))});
  EXPECT_EQ(idx.tensor.dtype(), DataType::Int(64));
  EXPECT_EQ(Values(idx), (std::vector<double>{1, 0, 1}));
}

TEST(EvaluateTest, ShapeOpsAndTuples) {
  relax::Var x = Tensor("x", {I(2), I(6)});
  Value r = Eval(MakeCall("relax.reshape", {x, Shape({I(3), I(4)})}), {TensorValue(Iota({2, 6})), ShapeValue({3, 4})});
  EXPECT_EQ(r.tensor.shape(), (std::vector<int64_t>{3, 4}));
  Value parts = Eval(MakeCall("relax.split", {x}, {{"indices_or_sections", AInt(3)}, {"axis", AInt(1)}}),
                     {TensorValue(Iota({2, 6}))});
  ASSERT_EQ(parts.kind, Value::Kind::kTuple);
  ASSERT_EQ(parts.fields.size(), 3u);
  EXPECT_EQ(Values(parts.fields[1]), (std::vector<double>{2, 3, 8, 9}));
  Value cat = Eval(MakeCall("relax.concat", {TupleOf({x, x})}, {{"axis", AInt(0)}}),
                   {TupleValue({TensorValue(Iota({2, 6})), TensorValue(Iota({2, 6}))})});
  EXPECT_EQ(cat.tensor.shape(), (std::vector<int64_t>{4, 6}));
  Value taken =
      Eval(MakeCall("relax.take", {x, PrimValue(1)}, {{"axis", AInt(0)}}), {TensorValue(Iota({2, 6})), PrimInt(1)});
  EXPECT_EQ(taken.tensor.shape(), (std::vector<int64_t>{6}));
  EXPECT_EQ(Values(taken)[0], 6);
  // torch.gather on [[0 1 2 3 4 5] [6 7 8 9 10 11]], by hand.
  relax::Var gi = Tensor("gi", {I(2), I(3)}, I64());
  Value gathered =
      Eval(MakeCall("relax.gather_elements", {x, gi}, {{"axis", AInt(1)}}),
           {TensorValue(Iota({2, 6})), TensorValue(NDArray::FromVector<int64_t>({2, 3}, {5, 0, -1, 2, 2, 0}, I64()))});
  EXPECT_EQ(Values(gathered), (std::vector<double>{5, 0, 5, 8, 8, 6}));
  // torch.slice_scatter(iota(2, 6), -ones(2, 2), dim=1, start=1, end=None, step=3), by hand;
  // end 100 clamps to 6 as Python's slice does.
  relax::Var sx = Tensor("sx", {I(2), I(2)});
  Value scattered =
      Eval(MakeCall("relax.slice_scatter", {x, sx, PrimValue(1), PrimValue(100), PrimValue(3)}, {{"axis", AInt(1)}}),
           {TensorValue(Iota({2, 6})), TensorValue(NDArray::FromVector<float>({2, 2}, {-1, -2, -3, -4}, F32())),
            PrimInt(1), PrimInt(100), PrimInt(3)});
  EXPECT_EQ(Values(scattered), (std::vector<double>{0, -1, 2, 3, -2, 5, 6, -3, 8, 9, -4, 11}));
  relax::Var gi0 = Tensor("gi0", {I(1), I(6)}, I64());
  Value gathered0 =
      Eval(MakeCall("relax.gather_elements", {x, gi0}, {{"axis", AInt(0)}}),
           {TensorValue(Iota({2, 6})), TensorValue(NDArray::FromVector<int64_t>({1, 6}, {1, 0, 1, 0, 1, 0}, I64()))});
  EXPECT_EQ(Values(gathered0), (std::vector<double>{6, 1, 8, 3, 10, 5}));
  Value sliced =
      Eval(MakeCall("relax.strided_slice", {x, PrimTuple({1}), PrimTuple({1}), PrimTuple({6}), PrimTuple({2})}),
           {TensorValue(Iota({2, 6})), TupleValue({PrimInt(1)}), TupleValue({PrimInt(1)}), TupleValue({PrimInt(6)}),
            TupleValue({PrimInt(2)})});
  EXPECT_EQ(Values(sliced), (std::vector<double>{1, 3, 5, 7, 9, 11}));
  Value zeros = Eval(MakeCall("relax.zeros", {Shape({I(2)})}, {{"dtype", AStr("int8")}}), {ShapeValue({2})});
  EXPECT_EQ(zeros.tensor.dtype(), DataType::Int(8));
  Value range = Eval(MakeCall("relax.arange", {PrimValue(1), PrimValue(7), PrimValue(2)}, {{"dtype", AStr("int64")}}),
                     {PrimInt(1), PrimInt(7), PrimInt(2)});
  EXPECT_EQ(Values(range), (std::vector<double>{1, 3, 5}));
}

TEST(EvaluateTest, NNSortAndSampling) {
  Value mm = Eval(MakeCall("relax.matmul", {Tensor("a", {I(2), I(2)}), Tensor("b", {I(2)})}),
                  {TensorValue(Arr({2, 2}, {1, 2, 3, 4})), TensorValue(Arr({2}, {1, 1}))});
  EXPECT_EQ(Values(mm), (std::vector<double>{3, 7}));
  Value conv =
      Eval(MakeCall("relax.nn.conv2d", {Tensor("x", {I(1), I(1), I(3), I(3)}), Tensor("w", {I(1), I(1), I(2), I(2)})}),
           {TensorValue(Iota({1, 1, 3, 3})), TensorValue(Arr({1, 1, 2, 2}, {1, 0, 0, 1}))});
  EXPECT_EQ(conv.tensor.shape(), (std::vector<int64_t>{1, 1, 2, 2}));
  EXPECT_EQ(Values(conv), (std::vector<double>{4, 6, 10, 12}));
  Value top =
      Eval(MakeCall("relax.topk", {Tensor("x", {I(4)})}, {{"k", AInt(2)}}), {TensorValue(Arr({4}, {3, 9, 1, 7}))});
  ASSERT_EQ(top.kind, Value::Kind::kTuple);
  EXPECT_EQ(Values(top.fields[0]), (std::vector<double>{9, 7}));
  EXPECT_EQ(top.fields[1].tensor.dtype(), DataType::Int(32));
  EXPECT_EQ(Values(top.fields[1]), (std::vector<double>{1, 3}));
  Value scan = Eval(MakeCall("relax.cumsum", {Tensor("x", {I(2), I(2)})}), {TensorValue(Arr({2, 2}, {1, 2, 3, 4}))});
  EXPECT_EQ(Values(scan), (std::vector<double>{1, 3, 6, 10}));
  Value sample = Eval(MakeCall("relax.multinomial_from_uniform", {Tensor("p", {I(1), I(3)}), Tensor("u", {I(2), I(1)}),
                                                                  Tensor("i", {I(2), I(1)}, I64())}),
                      {TensorValue(Arr({1, 3}, {0.2, 0.3, 0.5})), TensorValue(Arr({2, 1}, {0.1, 0.6})),
                       TensorValue(Arr({2, 1}, {0, 0}, DataType::Int(64)))});
  EXPECT_EQ(Values(sample), (std::vector<double>{0, 2}));
}

TEST(EvaluateTest, UnsupportedCasesAreUserErrors) {
  relax::Var x = Tensor("x", {I(1), I(2)});
  relax::Var p = Tensor("p", {I(2)});
  relax::Call bn = MakeCall("relax.nn.batch_norm", {x, p, p, p, p}, {{"axis", AInt(1)}});
  NDArray pv = Arr({2}, {0, 1});
  std::vector<Value> args = {TensorValue(Arr({1, 2}, {1, 2})), TensorValue(pv), TensorValue(pv), TensorValue(pv),
                             TensorValue(pv)};
  try {
    Eval(bn, args);
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message,
              "The reference evaluator of Op(relax.nn.batch_norm) does not support training=True");
  }
  relax::Call inference =
      MakeCall("relax.nn.batch_norm", {x, p, p, p, p}, {{"axis", AInt(1)}, {"training", ABool(false)}});
  Value out = Eval(inference, args);
  ASSERT_EQ(out.kind, Value::Kind::kTuple);
  EXPECT_EQ(out.fields.size(), 3u);
  try {
    Eval(MakeCall("relax.exp", {x}), {ShapeValue({2})});
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "Op(relax.exp) expects argument 0 to evaluate to a tensor");
  }
}

// Evaluation and inference agree on the result shape for static inputs.
TEST(EvaluateTest, ResultShapesMatchInference) {
  struct Case {
    relax::Call call;
    std::vector<Value> args;
  };
  relax::Var x = Tensor("x", {I(2), I(3), I(4)});
  Value xv = TensorValue(Iota({2, 3, 4}));
  std::vector<Case> cases = {
      {MakeCall("relax.permute_dims", {x}), {xv}},
      {MakeCall("relax.expand_dims", {x}, {{"axis", AInts({0, 2})}}), {xv}},
      {MakeCall("relax.flatten", {x}), {xv}},
      {MakeCall("relax.tile", {x}, {{"repeats", AInts({2, 1})}}), {xv}},
      {MakeCall("relax.repeat", {x}, {{"repeats", AInt(2)}, {"axis", AInt(1)}}), {xv}},
      {MakeCall("relax.mean", {x}, {{"axis", AInts({0, 2})}}), {xv}},
      {MakeCall("relax.nn.softmax", {x}), {xv}},
      {MakeCall("relax.sort", {x}, {{"axis", AInt(1)}}), {xv}},
      {MakeCall("relax.cumprod", {x}), {xv}},
      {MakeCall("relax.nn.max_pool2d", {Tensor("y", {I(1), I(1), I(5), I(5)})},
                {{"pool_size", AInts({2, 2})}, {"strides", AInts({2, 2})}, {"ceil_mode", ABool(true)}}),
       {TensorValue(Iota({1, 1, 5, 5}))}},
      {MakeCall("relax.nn.adaptive_avg_pool2d", {Tensor("y", {I(1), I(2), I(5), I(5)})}, {{"output_size", AInts({2})}}),
       {TensorValue(Iota({1, 2, 5, 5}))}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(ExprToString(c.call));
    auto sinfo = Infer(c.call).cast<relax::TensorStructInfoNode>();
    Value v = Eval(c.call, c.args);
    ASSERT_EQ(v.kind, Value::Kind::kTensor);
    const std::vector<PrimExpr>* dims = sinfo->GetShapeValues();
    ASSERT_NE(dims, nullptr);
    std::vector<int64_t> expected;
    for (const PrimExpr& d : *dims) expected.push_back(*ConstDim(d));
    EXPECT_EQ(v.tensor.shape(), expected);
    EXPECT_EQ(v.tensor.dtype(), sinfo->dtype);
  }
}

}  // namespace
}  // namespace op
}  // namespace rlx
