// Whole modules parsed from TVMScript and run by the reference interpreter,
// compared with values computed independently: by hand, or by numpy
// (testdata/fixtures, written by tools/fixtures/make_reference_fixtures.py).
#include "compiler/driver/reference_eval.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "compiler/analysis/well_formed.h"
#include "compiler/op/evaluators.h"
#include "compiler/runtime/npy.h"
#include "compiler/script/relax_parser.h"

namespace rlx {
namespace driver {
namespace {

using op::Value;

IRModule Parse(const std::string& body) {
  std::string text =
      "# from tvm.script import ir as I\n# from tvm.script import tir as T\n"
      "# from tvm.script import relax as R\n\n@I.ir_module\nclass Module:\n" +
      body;
  IRModule mod = script::ParseModuleText(text, "test.py");
  relax::CheckWellFormed(mod);
  return mod;
}

IRModule ParseFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  IRModule mod = script::ParseModuleText(ss.str(), path);
  relax::CheckWellFormed(mod);
  return mod;
}

NDArray Fixture(const std::string& name) { return ReadNpy("testdata/fixtures/" + name + ".npy"); }

Value T(const NDArray& a) { return op::TensorValue(a); }

NDArray F32(std::vector<int64_t> shape, std::vector<double> values) {
  return NDArray::FromVector(std::move(shape), values, DataType::Float(32));
}

// float32 results against float64-computed references.
void ExpectClose(const NDArray& actual, const NDArray& expected, double tol = 1e-5) {
  std::string message;
  EXPECT_TRUE(AllClose(actual, expected, tol, tol, &message)) << message;
}

std::string EvalError(const IRModule& mod, const std::string& func, const std::vector<Value>& args,
                      const EvalOptions& options = EvalOptions()) {
  try {
    EvaluateFunction(mod, func, args, options);
    return "<no error>";
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
}

const char kMlp[] = R"(
    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32"), w0: R.Tensor((8, 16), dtype="float32"), b0: R.Tensor((16,), dtype="float32"), w1: R.Tensor((16, 4), dtype="float32"), b1: R.Tensor((4,), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 16), dtype="float32") = R.matmul(x, w0, out_dtype="void")
            lv1: R.Tensor((n, 16), dtype="float32") = R.add(lv, b0)
            lv2: R.Tensor((n, 16), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((n, 4), dtype="float32") = R.matmul(lv2, w1, out_dtype="void")
            gv: R.Tensor((n, 4), dtype="float32") = R.add(lv3, b1)
            R.output(gv)
        return gv
)";

std::vector<Value> MlpArgs(const NDArray& x) {
  return {T(x), T(Fixture("mlp_w0")), T(Fixture("mlp_b0")), T(Fixture("mlp_w1")), T(Fixture("mlp_b1"))};
}

TEST(ReferenceEvalTest, MlpWithSymbolicBatchMatchesNumpy) {
  IRModule mod = Parse(kMlp);
  Value out = EvaluateFunction(mod, "main", MlpArgs(Fixture("mlp_x")));
  ASSERT_EQ(out.kind, Value::Kind::kTensor);
  ExpectClose(out.tensor, Fixture("mlp_out"));
  // Another batch size binds n = 1: the first row alone.
  std::vector<double> x = Fixture("mlp_x").ToDoubleVector();
  std::vector<double> expected = Fixture("mlp_out").ToDoubleVector();
  Value row = EvaluateFunction(mod, "main", MlpArgs(F32({1, 8}, std::vector<double>(x.begin(), x.begin() + 8))));
  ExpectClose(row.tensor, F32({1, 4}, std::vector<double>(expected.begin(), expected.begin() + 4)));
}

TEST(ReferenceEvalTest, ConvReluPoolMatchesNumpy) {
  IRModule mod = Parse(R"(
    @R.function
    def main(data: R.Tensor((1, 2, 6, 6), dtype="float32"), weight: R.Tensor((4, 2, 3, 3), dtype="float32"), bias: R.Tensor((1, 4, 1, 1), dtype="float32")) -> R.Tensor((1, 4, 3, 3), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 4, 6, 6), dtype="float32") = R.nn.conv2d(data, weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv1: R.Tensor((1, 4, 6, 6), dtype="float32") = R.add(lv, bias)
            lv2: R.Tensor((1, 4, 6, 6), dtype="float32") = R.nn.relu(lv1)
            gv: R.Tensor((1, 4, 3, 3), dtype="float32") = R.nn.max_pool2d(lv2, pool_size=[2, 2], strides=[2, 2], dilation=[1, 1], padding=[0, 0, 0, 0], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
            R.output(gv)
        return gv
)");
  Value out =
      EvaluateFunction(mod, "main", {T(Fixture("conv_data")), T(Fixture("conv_weight")), T(Fixture("conv_bias"))});
  ExpectClose(out.tensor, Fixture("conv_out"));
}

TEST(ReferenceEvalTest, AttentionByOpsAndFusedMatchNumpy) {
  IRModule mod = Parse(R"(
    @R.function
    def main(q: R.Tensor((1, "s", 2, 8), dtype="float32"), k: R.Tensor((1, "s", 2, 8), dtype="float32"), v: R.Tensor((1, "s", 2, 8), dtype="float32")) -> R.Tensor((1, "s", 2, 8), dtype="float32"):
        s = T.int64()
        with R.dataflow():
            lv: R.Tensor((1, 2, s, 8), dtype="float32") = R.permute_dims(q, axes=[0, 2, 1, 3])
            lv1: R.Tensor((1, 2, 8, s), dtype="float32") = R.permute_dims(k, axes=[0, 2, 3, 1])
            lv2: R.Tensor((1, 2, s, s), dtype="float32") = R.matmul(lv, lv1, out_dtype="void")
            lv3: R.Tensor((1, 2, s, s), dtype="float32") = R.multiply(lv2, R.const(0.35355339059327373, "float32"))
            lv4: R.Tensor((1, 2, s, s), dtype="float32") = R.nn.softmax(lv3, axis=-1)
            lv5: R.Tensor((1, 2, s, 8), dtype="float32") = R.permute_dims(v, axes=[0, 2, 1, 3])
            lv6: R.Tensor((1, 2, s, 8), dtype="float32") = R.matmul(lv4, lv5, out_dtype="void")
            gv: R.Tensor((1, s, 2, 8), dtype="float32") = R.permute_dims(lv6, axes=[0, 2, 1, 3])
            R.output(gv)
        return gv

    @R.function
    def fused(q: R.Tensor((1, "s", 2, 8), dtype="float32"), k: R.Tensor((1, "s", 2, 8), dtype="float32"), v: R.Tensor((1, "s", 2, 8), dtype="float32")) -> R.Tensor((1, "s", 2, 8), dtype="float32"):
        s = T.int64()
        with R.dataflow():
            gv: R.Tensor((1, s, 2, 8), dtype="float32") = R.nn.attention(q, k, v)
            R.output(gv)
        return gv
)");
  std::vector<Value> args = {T(Fixture("attention_q")), T(Fixture("attention_k")), T(Fixture("attention_v"))};
  ExpectClose(EvaluateFunction(mod, "main", args).tensor, Fixture("attention_out"));
  ExpectClose(EvaluateFunction(mod, "fused", args).tensor, Fixture("attention_out"));
}

TEST(ReferenceEvalTest, LayerNormMatchesNumpy) {
  IRModule mod = Parse(R"(
    @R.function
    def main(x: R.Tensor((2, 3, 8), dtype="float32"), gamma: R.Tensor((8,), dtype="float32"), beta: R.Tensor((8,), dtype="float32")) -> R.Tensor((2, 3, 8), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((2, 3, 8), dtype="float32") = R.nn.layer_norm(x, gamma, beta, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            R.output(gv)
        return gv
)");
  Value out = EvaluateFunction(
      mod, "main", {T(Fixture("layer_norm_x")), T(Fixture("layer_norm_gamma")), T(Fixture("layer_norm_beta"))});
  ExpectClose(out.tensor, Fixture("layer_norm_out"), 1e-4);
}

// testdata/models/sampling_head.py on vocab 16 and top-4.
TEST(ReferenceEvalTest, SamplingHeadMatchesNumpy) {
  IRModule mod = Parse(R"(
    @R.function
    def main(logits: R.Tensor(("batch", 16), dtype="float32"), uniform: R.Tensor(("batch", 1), dtype="float32"), sample_indices: R.Tensor(("batch", 1), dtype="int64")) -> R.Tuple(R.Tensor(("batch", 1), dtype="int64"), R.Tensor(("batch", 16), dtype="int32"), R.Tensor(("batch", 16), dtype="float32"), R.Tensor(("batch", 4), dtype="float32")):
        batch = T.int64()
        with R.dataflow():
            probs: R.Tensor((batch, 16), dtype="float32") = R.nn.softmax(logits, axis=-1)
            sorted_probs: R.Tensor((batch, 16), dtype="float32") = R.sort(probs, axis=-1, descending=True)
            order: R.Tensor((batch, 16), dtype="int32") = R.argsort(probs, axis=-1, descending=True, dtype="int32")
            cum: R.Tensor((batch, 16), dtype="float32") = R.cumsum(sorted_probs, axis=-1, dtype="float32", exclusive=False)
            top: R.Tuple(R.Tensor((batch, 4), dtype="float32"), R.Tensor((batch, 4), dtype="int32")) = R.topk(probs, k=4, axis=-1, ret_type="both", largest=True, dtype="int32")
            top_values: R.Tensor((batch, 4), dtype="float32") = top[0]
            sample: R.Tensor((batch, 1), dtype="int64") = R.multinomial_from_uniform(probs, uniform, sample_indices, dtype="int64")
            gv: R.Tuple(R.Tensor((batch, 1), dtype="int64"), R.Tensor((batch, 16), dtype="int32"), R.Tensor((batch, 16), dtype="float32"), R.Tensor((batch, 4), dtype="float32")) = (sample, order, cum, top_values)
            R.output(gv)
        return gv
)");
  Value out = EvaluateFunction(
      mod, "main",
      {T(Fixture("sampling_logits")), T(Fixture("sampling_uniform")), T(Fixture("sampling_sample_indices"))});
  std::vector<NDArray> outs = FlattenToTensors(out);
  ASSERT_EQ(outs.size(), 4u);
  EXPECT_EQ(outs[0].ToIntVector(), Fixture("sampling_sample").ToIntVector());
  EXPECT_EQ(outs[1].dtype(), DataType::Int(32));
  EXPECT_EQ(outs[1].ToIntVector(), Fixture("sampling_order").ToIntVector());
  ExpectClose(outs[2], Fixture("sampling_cum"));
  ExpectClose(outs[3], Fixture("sampling_top_values"));
}

// testdata/models/symbolic_control.py: match_cast, an if on a bool tensor,
// a call to another function, a tuple and TupleGetItem.
TEST(ReferenceEvalTest, IfElseMatchCastAndCalls) {
  IRModule mod = ParseFile("testdata/models/symbolic_control.py");
  NDArray x = F32({2, 2}, {0, 1, 2, -3});
  Value taken = EvaluateFunction(mod, "main", {T(x), T(NDArray::Scalar(1, DataType::Bool()))});
  ExpectClose(taken.tensor, F32({2, 2}, {1, 2.718281828459045, 7.38905609893065, 0.049787068367863944}));
  Value other = EvaluateFunction(mod, "main", {T(x), T(NDArray::Scalar(0, DataType::Bool()))});
  EXPECT_EQ(other.tensor.ToDoubleVector(), (std::vector<double>{0, -1, -2, 3}));
  // The match_cast binds n and m from a (1, 3) input as well.
  Value row = EvaluateFunction(mod, "main", {T(F32({1, 3}, {1, 2, 3})), T(NDArray::Scalar(0, DataType::Bool()))});
  EXPECT_EQ(row.tensor.shape(), (std::vector<int64_t>{1, 3}));
}

const char kShapes[] = R"(
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tuple(R.Shape(["n", 4]), R.Prim("int64"), R.Tensor(("n * 4",), dtype="float32"), R.Tensor((4, "n"), dtype="float32")):
        n = T.int64()
        s: R.Shape([n, 4]) = R.shape_of(x)
        p: R.Prim(value=n * 2 + 1) = R.prim_value(n * 2 + 1)
        z: R.Tensor((n * 4,), dtype="float32") = R.reshape(x, R.shape([n * 4]))
        y: R.Tensor((4, n), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", x, R.shape([4, n]), sinfo_args=(R.Tensor((4, n), dtype="float32"),))
        return (s, p, z, y)
)";

TEST(ReferenceEvalTest, ShapesPrimValuesAndPackedCalls) {
  IRModule mod = Parse(kShapes);
  NDArray x = F32({2, 4}, {0, 1, 2, 3, 4, 5, 6, 7});
  Value out = EvaluateFunction(mod, "main", {T(x)});
  ASSERT_EQ(out.kind, Value::Kind::kTuple);
  ASSERT_EQ(out.fields.size(), 4u);
  EXPECT_EQ(out.fields[0].shape, (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(out.fields[1].kind, Value::Kind::kPrim);
  EXPECT_EQ(out.fields[1].prim_int, 5);
  EXPECT_EQ(out.fields[2].tensor.shape(), (std::vector<int64_t>{8}));
  EXPECT_EQ(out.fields[3].tensor.shape(), (std::vector<int64_t>{4, 2}));
  EXPECT_EQ(out.fields[3].tensor.ToDoubleVector(), x.ToDoubleVector());
  // Flattening: shapes and prims become arrays, in order.
  std::vector<NDArray> flat = FlattenToTensors(out);
  ASSERT_EQ(flat.size(), 4u);
  EXPECT_EQ(flat[0].ToIntVector(), (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(flat[1].ndim(), 0);
  EXPECT_EQ(flat[1].GetInt(0), 5);
}

TEST(ReferenceEvalTest, TuplesAndRecursion) {
  IRModule mod = Parse(R"(
    @R.function
    def fact(n: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        cond: R.Tensor((), dtype="bool") = R.less_equal(n, R.const(1, "int64"))
        if cond:
            r: R.Tensor((), dtype="int64") = R.const(1, "int64")
        else:
            m: R.Tensor((), dtype="int64") = R.subtract(n, R.const(1, "int64"))
            sub: R.Tensor((), dtype="int64") = cls.fact(m)
            r: R.Tensor((), dtype="int64") = R.multiply(n, sub)
        return r

    @R.function
    def pair(a: R.Tensor((2,), dtype="float32"), b: R.Tensor((2,), dtype="float32")) -> R.Tuple(R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32")), R.Tensor((2,), dtype="float32")):
        s: R.Tensor((2,), dtype="float32") = R.add(a, b)
        inner: R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32")) = (s, a)
        first: R.Tensor((2,), dtype="float32") = inner[0]
        d: R.Tensor((2,), dtype="float32") = R.subtract(first, b)
        out: R.Tuple(R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32")), R.Tensor((2,), dtype="float32")) = (inner, d)
        return out
)");
  Value f = EvaluateFunction(mod, "fact", {T(NDArray::Scalar(6, DataType::Int(64)))});
  EXPECT_EQ(f.tensor.GetInt(0), 720);
  EvalOptions shallow;
  shallow.max_call_depth = 3;
  EXPECT_EQ(EvalError(mod, "fact", {T(NDArray::Scalar(6, DataType::Int(64)))}, shallow),
            "call depth limit of 3 exceeded calling 'fact' (unbounded recursion?)");
  Value p = EvaluateFunction(mod, "pair", {T(F32({2}, {1, 2})), T(F32({2}, {10, 20}))});
  std::vector<NDArray> flat = FlattenToTensors(p);
  ASSERT_EQ(flat.size(), 3u);
  EXPECT_EQ(flat[0].ToDoubleVector(), (std::vector<double>{11, 22}));
  EXPECT_EQ(flat[1].ToDoubleVector(), (std::vector<double>{1, 2}));
  EXPECT_EQ(flat[2].ToDoubleVector(), (std::vector<double>{1, 2}));
}

TEST(ReferenceEvalErrorTest, ArgumentCountDtypeAndShape) {
  IRModule mod = Parse(kMlp);
  EXPECT_EQ(EvalError(mod, "main", {T(Fixture("mlp_x"))}),
            "function 'main' takes 5 arguments (x, w0, b0, w1, b1), got 1");
  std::vector<Value> args = MlpArgs(Fixture("mlp_x"));
  args[0] = T(NDArray::Zeros({3, 8}, DataType::Int(32)));
  EXPECT_EQ(EvalError(mod, "main", args), "parameter 'x' expects dtype float32, got int32");
  args[0] = T(NDArray::Zeros({3, 8, 1}, DataType::Float(32)));
  EXPECT_EQ(EvalError(mod, "main", args), "parameter 'x' expects shape (n, 8), got (3, 8, 1)");
  args[0] = op::ShapeValue({3, 8});
  EXPECT_EQ(EvalError(mod, "main", args), "parameter 'x' expects R.Tensor((n, 8), \"float32\"), got a shape");
  EXPECT_EQ(EvalError(mod, "nope", {}), "the module has no function 'nope'; its functions are: main");

  IRModule two = Parse(R"(
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(("n", 4), dtype="float32"), z: R.Tensor(("n * 2",), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        gv: R.Tensor((n, 4), dtype="float32") = R.add(x, y)
        return gv
)");
  Value x = T(NDArray::Zeros({3, 4}, DataType::Float(32)));
  Value z = T(NDArray::Zeros({6}, DataType::Float(32)));
  EXPECT_EQ(EvalError(two, "main", {x, T(NDArray::Zeros({3, 5}, DataType::Float(32))), z}),
            "parameter 'y' expects shape (n, 4) with n = 3 from earlier, got (3, 5)");
  EXPECT_EQ(EvalError(two, "main", {x, x, T(NDArray::Zeros({7}, DataType::Float(32)))}),
            "parameter 'z' expects shape (n*2,) with n = 3 from earlier, got (7,)");
  EXPECT_EQ(EvaluateFunction(two, "main", {x, x, z}).tensor.shape(), (std::vector<int64_t>{3, 4}));
}

TEST(ReferenceEvalErrorTest, MatchCastFailureNamesTheVariable) {
  IRModule mod = Parse(R"(
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(dtype="float32", ndim=2):
        n = T.int64()
        lv: R.Tensor((n, n), dtype="float32") = R.match_cast(x, R.Tensor((n, n), dtype="float32"))
        return lv
)");
  EXPECT_EQ(EvaluateFunction(mod, "main", {T(NDArray::Zeros({3, 3}, DataType::Float(32)))}).tensor.shape(),
            (std::vector<int64_t>{3, 3}));
  EXPECT_EQ(EvalError(mod, "main", {T(NDArray::Zeros({2, 3}, DataType::Float(32)))}),
            "match_cast to 'lv' expects shape (n, n) with n = 2, got (2, 3)");
  EXPECT_EQ(EvalError(mod, "main", {T(NDArray::Zeros({2, 2}, DataType::Int(8)))}),
            "parameter 'x' expects dtype float32, got int8");
}

TEST(ReferenceEvalErrorTest, CallTIRAndOpsWithoutKernels) {
  IRModule tir = ParseFile("testdata/models/tir_kernels.py");
  // R.call_tir runs its PrimFunc in the TIR interpreter (numerics are tested
  // in compiler/op/call_tir_eval_test.cc); n of the output comes from z.
  Value x = T(NDArray::Zeros({4, 4}, DataType::Float(32)));
  Value out = EvaluateFunction(tir, "main", {x, x, T(NDArray::Zeros({2, 256}, DataType::Float(32)))});
  ASSERT_EQ(out.fields.size(), 2u);
  EXPECT_EQ(out.fields[1].tensor.shape(), (std::vector<int64_t>{2}));
  EXPECT_EQ(EvalError(tir, "add", {}),
            "'add' is a TIR PrimFunc; the reference evaluator runs Relax functions only (PrimFuncs need TIR "
            "execution)");

  IRModule mod = Parse(R"(
    @R.function
    def main(x: R.Tensor((1, 5, 2), dtype="float32"), w: R.Tensor((3, 2, 3), dtype="float32")) -> R.Tensor((1, 3, 3), dtype="float32"):
        gv: R.Tensor((1, 3, 3), dtype="float32") = R.nn.conv1d(x, w, data_layout="NWC")
        return gv

    @R.function
    def packed(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        gv: R.Tensor((2,), dtype="float32") = R.call_pure_packed("vendor.fast_kernel", x, sinfo_args=(R.Tensor((2,), dtype="float32"),))
        return gv

    @R.function
    def cond(x: R.Tensor((2,), dtype="bool")) -> R.Tensor((2,), dtype="bool"):
        if x:
            r: R.Tensor((2,), dtype="bool") = x
        else:
            r: R.Tensor((2,), dtype="bool") = x
        return r
)");
  EXPECT_EQ(
      EvalError(mod, "main",
                {T(NDArray::Zeros({1, 5, 2}, DataType::Float(32))), T(NDArray::Zeros({3, 2, 3}, DataType::Float(32)))}),
      "The reference evaluator of Op(relax.nn.conv1d) does not support data_layout NWC (the reference kernel takes "
      "NCW)");
  EXPECT_EQ(EvalError(mod, "packed", {T(F32({2}, {1, 2}))}),
            "packed function 'vendor.fast_kernel' is not available in the reference evaluator");
  EXPECT_EQ(EvalError(mod, "cond", {T(NDArray::Zeros({2}, DataType::Bool()))}),
            "an if condition must be a scalar (0-d) tensor or a PrimValue, got a tensor of shape (2,)");
}

}  // namespace
}  // namespace driver
}  // namespace rlx
