// End-to-end numerical check of fusion: a model is legalized and annotated,
// then run through FuseOps and FuseTIR; the reference evaluator (which runs
// call_tir kernels in the TIR interpreter) must give the same results before
// and after fusion, and the fused module must hold the expected kernels.
#include <gtest/gtest.h>

#include <random>

#include "compiler/driver/reference_eval.h"
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
  int prim_funcs = 0;
  for (const auto& kv : merged->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    EXPECT_TRUE(!f.defined() || kv.first == "main") << kv.first << "\n" << testing::Print(merged);
    if (kv.second.second.is<tir::PrimFuncNode>()) {
      ++prim_funcs;
      EXPECT_EQ(kv.first.rfind("fused_", 0) == 0 || kv.first == "exp", true) << kv.first;
    }
  }
  EXPECT_GE(prim_funcs, 2) << testing::Print(merged);

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

}  // namespace
}  // namespace transform
}  // namespace rlx
