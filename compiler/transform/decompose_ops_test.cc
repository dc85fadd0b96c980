#include "compiler/transform/decompose_ops.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "compiler/driver/reference_eval.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

constexpr char kBatchNorm[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 4, 4), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tensor((2, 3, 4, 4), dtype="float32"):
        with R.dataflow():
            bn: R.Tuple(R.Tensor((2, 3, 4, 4), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = R.nn.batch_norm(x, gamma, beta, mean, var, axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            y: R.Tensor((2, 3, 4, 4), dtype="float32") = bn[0]
            R.output(y)
        return y
)";

// TVM's DecomposeBatchNorm: (x - mean) / sqrt(var + eps) * gamma + beta,
// the 1-D operands expanded around the channel axis; the moving statistics
// pass through.
TEST(DecomposeOpsForInferenceTest, BatchNormBecomesElementwiseOps) {
  IRModule out = RunPass(DecomposeOpsForInference(), Parse(kBatchNorm));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 4, 4), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tensor((2, 3, 4, 4), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(mean, axis=[0, 2, 3])
            lv1: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(var, axis=[0, 2, 3])
            lv2: R.Tensor((1, 3, 1, 1), dtype="float32") = R.add(lv1, R.const(1.0000000000000001e-05, "float32"))
            lv3: R.Tensor((1, 3, 1, 1), dtype="float32") = R.sqrt(lv2)
            lv4: R.Tensor((2, 3, 4, 4), dtype="float32") = R.subtract(x, lv)
            lv5: R.Tensor((2, 3, 4, 4), dtype="float32") = R.divide(lv4, lv3)
            lv6: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(gamma, axis=[0, 2, 3])
            lv7: R.Tensor((2, 3, 4, 4), dtype="float32") = R.multiply(lv5, lv6)
            lv8: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(beta, axis=[0, 2, 3])
            lv9: R.Tensor((2, 3, 4, 4), dtype="float32") = R.add(lv7, lv8)
            bn: R.Tuple(R.Tensor((2, 3, 4, 4), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = (lv9, mean, var)
            y: R.Tensor((2, 3, 4, 4), dtype="float32") = bn[0]
            R.output(y)
        return y
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

NDArray Filled(std::vector<int64_t> shape, double start, double step) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, start + step * static_cast<double>(i % 7));
  return a;
}

// The decomposed module computes what batch_norm's reference kernel does.
TEST(DecomposeOpsForInferenceTest, DecomposedBatchNormMatchesReferenceKernel) {
  IRModule before = Parse(kBatchNorm);
  IRModule after = RunPass(DecomposeOpsForInference(), before);
  std::vector<NDArray> inputs = {Filled({2, 3, 4, 4}, -1.5, 0.5), Filled({3}, 0.5, 0.25), Filled({3}, -0.2, 0.3),
                                 Filled({3}, 0.1, 0.2), Filled({3}, 0.4, 0.7)};
  std::vector<NDArray> want = driver::FlattenToTensors(
      driver::EvaluateFunction(before, "main", driver::ArgsFromArrays(before, "main", inputs)));
  std::vector<NDArray> got =
      driver::FlattenToTensors(driver::EvaluateFunction(after, "main", driver::ArgsFromArrays(after, "main", inputs)));
  ASSERT_EQ(want.size(), 1u);
  ASSERT_EQ(got.size(), 1u);
  ASSERT_EQ(got[0].NumElements(), 96);
  for (int64_t i = 0; i < 96; ++i) EXPECT_NEAR(got[0].GetDouble(i), want[0].GetDouble(i), 1e-5) << i;
}

// TVM's TensorToShape: a builtin call matched to fresh symbolic dims, which
// the consumer (reshape) then sees.
TEST(DecomposeOpsForInferenceTest, TensorToShapeBecomesBuiltinAndMatchCast) {
  IRModule out = RunPass(DecomposeOpsForInference(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((6,), dtype="float32"), s: R.Tensor((2,), dtype="int64")) -> R.Tensor(ndim=2, dtype="float32"):
        with R.dataflow():
            shape: R.Shape(ndim=2) = R.tensor_to_shape(s)
            y: R.Tensor(ndim=2, dtype="float32") = R.reshape(x, shape)
            R.output(y)
        return y
)"));
  std::string text = Print(out);
  EXPECT_NE(text.find("R.call_pure_packed(\"vm.builtin.tensor_to_shape\", s, sinfo_args=(R.Shape(ndim=2),))"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("R.match_cast("), std::string::npos) << text;
  EXPECT_EQ(text.find("R.tensor_to_shape("), std::string::npos) << text;
  testing::ExpectWellFormed(out);
}

TEST(DecomposeOpsForInferenceTest, FuncNameLimitsTheRewriteAndMustExist) {
  IRModule before = Parse(kBatchNorm);
  IRModule two = Parse(std::string(kBatchNorm) + R"(
    @R.function
    def other(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
)");
  IRModule out = RunPass(DecomposeOpsForInference("other"), two);
  EXPECT_EQ(out.get(), two.get());  // main keeps its batch_norm
  try {
    RunPass(DecomposeOpsForInference("missing"), before);
    ADD_FAILURE() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("the module has no function 'missing'"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace transform
}  // namespace rlx
