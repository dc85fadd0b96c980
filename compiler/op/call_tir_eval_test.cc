// R.call_tir's reference evaluator (eval_context.h): PrimFuncs of the module
// run through the TIR interpreter; results checked against hand-computed
// values and the reference kernels.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "compiler/driver/reference_eval.h"
#include "compiler/op/eval_context.h"
#include "compiler/op/evaluators.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/script/relax_parser.h"

namespace rlx {
namespace op {
namespace {

IRModule LoadModel(const std::string& name) {
  std::ifstream in("testdata/models/" + name);
  EXPECT_TRUE(in.good()) << "missing " << name;
  std::stringstream ss;
  ss << in.rdbuf();
  return script::ParseModuleText(ss.str(), name);
}

// The value of the n-th binding of `func` whose value is a call.
relax::Call NthCall(const IRModule& mod, const std::string& func, size_t n) {
  auto f = mod->Lookup(func).as<relax::FunctionNode>();
  RLX_CHECK(f.defined());
  auto seq = f->body.as<relax::SeqExprNode>();
  RLX_CHECK(seq.defined());
  size_t seen = 0;
  for (const relax::BindingBlock& block : seq->blocks) {
    for (const relax::Binding& b : block->bindings) {
      auto vb = b.as<relax::VarBindingNode>();
      if (!vb.defined()) continue;
      if (auto call = vb->value.as<relax::CallNode>()) {
        if (seen++ == n) return call;
      }
    }
  }
  RLX_CHECK(false) << "no call " << n;
  return relax::Call();
}

Value EvalCall(const relax::Call& call, const std::vector<Value>& args) {
  const OpDef* def = OpRegistry::Global().Find(call->op.cast<relax::OpNode>()->name);
  RLX_CHECK(def != nullptr && def->runtime_evaluate);
  return def->runtime_evaluate(call, args);
}

template <typename Fn>
std::string ErrorOf(Fn&& fn) {
  try {
    fn();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  ADD_FAILURE() << "no DiagnosticError";
  return "";
}

NDArray Iota(std::vector<int64_t> shape, double scale) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  std::vector<double> v(n);
  for (int64_t i = 0; i < n; ++i) v[i] = (i % 17 - 8) * scale;
  return NDArray::FromVector<double>(std::move(shape), v, DataType::Float(32));
}

TEST(CallTIREvalTest, RunsThePrimFuncOfTheModule) {
  IRModule mod = LoadModel("tir_kernels.py");
  relax::Call add = NthCall(mod, "main", 0);
  NDArray x = Iota({4, 4}, 0.5), y = Iota({4, 4}, -0.25);
  EvalContext ctx;
  ctx.module = mod;
  ScopedEvalContext scope(ctx);
  Value out = EvalCall(add, {NoneValue(), TupleValue({TensorValue(x), TensorValue(y)})});
  ASSERT_EQ(out.kind, Value::Kind::kTensor);
  std::string msg;
  EXPECT_TRUE(AllClose(out.tensor, ref::Add(x, y), 0, 0, &msg)) << msg;
}

TEST(CallTIREvalTest, SymbolicOutputShapeFromArgumentStructInfo) {
  IRModule mod = LoadModel("tir_kernels.py");
  relax::Call row_sum = NthCall(mod, "main", 1);  // out_sinfo R.Tensor((n,)), z: R.Tensor((n, 256))
  NDArray z = Iota({3, 256}, 0.125);
  EvalContext ctx;
  ctx.module = mod;
  ScopedEvalContext scope(ctx);
  Value out = EvalCall(row_sum, {NoneValue(), TupleValue({TensorValue(z)})});
  ASSERT_EQ(out.kind, Value::Kind::kTensor);
  EXPECT_EQ(out.tensor.shape(), (std::vector<int64_t>{3}));
  std::string msg;
  EXPECT_TRUE(AllClose(out.tensor, ref::Sum(z, std::vector<int64_t>{1}), 1e-6, 1e-6, &msg)) << msg;
}

TEST(CallTIREvalTest, NeedsAModule) {
  IRModule mod = LoadModel("tir_kernels.py");
  relax::Call add = NthCall(mod, "main", 0);
  NDArray x = Iota({4, 4}, 1);
  std::string msg = ErrorOf([&] { EvalCall(add, {NoneValue(), TupleValue({TensorValue(x), TensorValue(x)})}); });
  EXPECT_NE(msg.find("Op(relax.call_tir) needs the module that holds its PrimFunc"), std::string::npos) << msg;
}

TEST(CallTIREvalTest, ErrorsInsideThePrimFuncNameTheCallee) {
  IRModule mod = LoadModel("tir_kernels.py");
  relax::Call add = NthCall(mod, "main", 0);
  NDArray x = Iota({4, 4}, 1);
  NDArray wrong = NDArray::Zeros({4, 4}, DataType::Float(16));
  EvalContext ctx;
  ctx.module = mod;
  ScopedEvalContext scope(ctx);
  std::string msg = ErrorOf([&] { EvalCall(add, {NoneValue(), TupleValue({TensorValue(x), TensorValue(wrong)})}); });
  EXPECT_NE(msg.find("PrimFunc 'add' (called by Op(relax.call_tir)): buffer 'B' expects dtype float32, got an array "
                     "of float16"),
            std::string::npos)
      << msg;
}

constexpr const char* kInplaceModule = R"(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("a"):
                vi = T.axis.spatial(T.int64(4), i)
                A[vi] = A[vi] + T.float32(1.0)

    @T.prim_func(private=True)
    def tile_rows(var_x: T.handle, var_out: T.handle, m: T.int64):
        n = T.int64()
        x = T.match_buffer(var_x, (n,))
        out = T.match_buffer(var_out, (m, n))
        for i, j in T.grid(m, n):
            with T.block("t"):
                vi, vj = T.axis.remap("SS", [i, j])
                out[vi, vj] = x[vj] * T.Cast("float32", vi + T.int64(1))

    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), s: R.Shape(["m"])) -> R.Tensor(("m", 4), dtype="float32"):
        m = T.int64()
        cls = Module
        y = R.call_tir_inplace(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"), inplace_indices=[0])
        z = R.call_tir(cls.tile_rows, (y,), out_sinfo=R.Tensor((m, 4), dtype="float32"), tir_vars=R.shape([m]))
        return z
)";

TEST(CallTIREvalTest, InplaceAndTirVarsThroughTheReferenceEvaluator) {
  IRModule mod = script::ParseModuleText(kInplaceModule, "inplace.py");
  NDArray x = NDArray::FromVector<double>({4}, {1, 2, 3, 4}, DataType::Float(32));
  Value out = driver::EvaluateFunction(mod, "main", {TensorValue(x), ShapeValue({3})});
  ASSERT_EQ(out.kind, Value::Kind::kTensor);
  EXPECT_EQ(out.tensor.shape(), (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(out.tensor.ToDoubleVector(), (std::vector<double>{2, 3, 4, 5, 4, 6, 8, 10, 6, 9, 12, 15}));
  // call_tir_inplace wrote into its argument, as in TVM.
  EXPECT_EQ(x.ToDoubleVector(), (std::vector<double>{2, 3, 4, 5}));
}

TEST(CallTIREvalTest, WholeModuleThroughTheReferenceEvaluator) {
  IRModule mod = LoadModel("tir_kernels.py");
  NDArray x = Iota({4, 4}, 0.5), y = Iota({4, 4}, 2), z = Iota({5, 256}, 0.25);
  Value out = driver::EvaluateFunction(mod, "main", {TensorValue(x), TensorValue(y), TensorValue(z)});
  ASSERT_EQ(out.kind, Value::Kind::kTuple);
  ASSERT_EQ(out.fields.size(), 2u);
  std::string msg;
  EXPECT_TRUE(AllClose(out.fields[0].tensor, ref::Add(x, y), 0, 0, &msg)) << msg;
  EXPECT_TRUE(AllClose(out.fields[1].tensor, ref::Sum(z, std::vector<int64_t>{1}), 1e-6, 1e-6, &msg)) << msg;
}

}  // namespace
}  // namespace op
}  // namespace rlx
