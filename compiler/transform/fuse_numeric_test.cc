// End-to-end numerical check of fusion: a model is legalized and annotated,
// then run through FuseOps and FuseTIR; the reference evaluator (which runs
// call_tir kernels in the TIR interpreter) must give the same results before
// and after fusion, and the fused module must hold the expected kernels.
#include <gtest/gtest.h>

#include <random>

#include "compiler/driver/reference_eval.h"
#include "compiler/op/evaluators.h"
#include "compiler/transform/annotate_tir_op_pattern.h"
#include "compiler/transform/fuse_ops.h"
#include "compiler/transform/fuse_tir.h"
#include "compiler/transform/legalize_ops.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT

NDArray Random(std::vector<int64_t> shape, std::mt19937* rng) {
  NDArray a = NDArray::Empty(shape, DataType::Float(32));
  std::uniform_real_distribution<double> real(-2, 2);
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, real(*rng));
  return a;
}

TEST(FuseNumericTest, MatmulEpilogueAndReductionKeepTheirValues) {
  IRModule mod = testing::Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 4), dtype="float32"), b: R.Tensor((2, 4), dtype="float32")) -> R.Tuple(R.Tensor((2, 4), dtype="float32"), R.Tensor((2,), dtype="float32")):
        with R.dataflow():
            e = R.exp(x)
            mm = R.matmul(e, w)
            a = R.add(mm, b)
            r = R.nn.relu(a)
            n = R.negative(r)
            s = R.sum(n, axis=[1])
            gv = (r, s)
            R.output(gv)
        return gv
)");
  std::mt19937 rng(7);
  std::vector<op::Value> args = {op::TensorValue(Random({2, 3}, &rng)), op::TensorValue(Random({3, 4}, &rng)),
                                 op::TensorValue(Random({2, 4}, &rng))};
  std::vector<NDArray> expected = driver::FlattenToTensors(driver::EvaluateFunction(mod, "main", args));

  IRModule lowered = testing::RunPass(AnnotateTIROpPattern(), LegalizeOps(mod, {}));
  IRModule fused = testing::RunPass(FuseOps(), lowered);
  testing::ExpectWellFormed(fused);
  IRModule merged = testing::RunPass(FuseTIR(), fused);
  testing::ExpectWellFormed(merged);

  // Every Primitive function became a PrimFunc and the callees are gone.
  std::vector<std::string> names;
  for (const auto& kv : merged->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    EXPECT_TRUE(!f.defined() || kv.first == "main") << kv.first << "\n" << testing::Print(merged);
    if (kv.second.second.is<tir::PrimFuncNode>()) names.push_back(kv.first);
  }
  // exp stays alone (a matmul input is not an elementwise edge); matmul
  // takes add and relu; negative feeds the reduction.
  EXPECT_EQ(names, (std::vector<std::string>{"fused_matmul_add_relu", "fused_tir_negative_sum", "tir_exp"}))
      << testing::Print(merged);

  for (const IRModule& m : {lowered, fused, merged}) {
    std::vector<NDArray> got = driver::FlattenToTensors(driver::EvaluateFunction(m, "main", args));
    ASSERT_EQ(got.size(), expected.size());
    for (size_t i = 0; i < got.size(); ++i) {
      std::string message;
      EXPECT_TRUE(AllClose(got[i], expected[i], 1e-4, 1e-5, &message)) << "output " << i << ": " << message << "\n"
                                                                       << testing::Print(m);
    }
  }
}

TEST(FuseNumericTest, KernelWithTupleResultInlinesBothOutputs) {
  IRModule mod = testing::Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def split(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(2),), "float32"), C: T.Buffer((T.int64(2),), "float32")):
        T.func_attr({"op_pattern": 2})
        for i in range(T.int64(2)):
            with T.block("lo"):
                vi = T.axis.spatial(T.int64(2), i)
                B[vi] = A[vi]
        for i in range(T.int64(2)):
            with T.block("hi"):
                vi = T.axis.spatial(T.int64(2), i)
                C[vi] = A[vi + T.int64(2)]

    @T.prim_func(private=True)
    def sub(A: T.Buffer((T.int64(2),), "float32"), B: T.Buffer((T.int64(2),), "float32"), C: T.Buffer((T.int64(2),), "float32")):
        T.func_attr({"op_pattern": 0})
        for i in range(T.int64(2)):
            with T.block("T_sub"):
                vi = T.axis.spatial(T.int64(2), i)
                C[vi] = A[vi] - B[vi]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        with R.dataflow():
            t = R.call_tir(cls.split, (x,), out_sinfo=[R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32")])
            a: R.Tensor((2,), dtype="float32") = t[0]
            b: R.Tensor((2,), dtype="float32") = t[1]
            gv = R.call_tir(cls.sub, (b, a), out_sinfo=R.Tensor((2,), dtype="float32"))
            R.output(gv)
        return gv
)");
  std::mt19937 rng(3);
  std::vector<op::Value> args = {op::TensorValue(Random({4}, &rng))};
  std::vector<NDArray> expected = driver::FlattenToTensors(driver::EvaluateFunction(mod, "main", args));
  IRModule merged = testing::RunPass(FuseTIR(), testing::RunPass(FuseOps(), mod));
  testing::ExpectWellFormed(merged);
  auto prim = merged->Lookup("fused_split_sub").as<tir::PrimFuncNode>();
  ASSERT_TRUE(prim.defined()) << testing::Print(merged);
  EXPECT_EQ(prim->buffer_map.size(), 2u);
  EXPECT_EQ(prim->body.cast<tir::BlockRealizeNode>()->block->alloc_buffers.size(), 2u);
  std::vector<NDArray> got = driver::FlattenToTensors(driver::EvaluateFunction(merged, "main", args));
  ASSERT_EQ(got.size(), 1u);
  std::string message;
  EXPECT_TRUE(AllClose(got[0], expected[0], 1e-5, 1e-6, &message)) << message << "\n" << testing::Print(merged);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
