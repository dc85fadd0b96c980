#include "compiler/transform/append_reshape_to_bn.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/driver/reference_eval.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

constexpr char kBatchNorm[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 4, 4), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tensor((1, 3, 4, 4), dtype="float32"):
        with R.dataflow():
            bn: R.Tuple(R.Tensor((1, 3, 4, 4), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = R.nn.batch_norm(x, gamma, beta, mean, var, axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            y: R.Tensor((1, 3, 4, 4), dtype="float32") = bn[0]
            z: R.Tensor((1, 3, 4, 4), dtype="float32") = R.nn.relu(y)
            unused: R.Tensor((1, 3, 4, 4), dtype="float32") = R.nn.relu(x)
            R.output(z)
        return z
)";

// bn[0] becomes reshape(bn[0], x's shape), the shape CLML's batch_norm
// pattern roots at; unused bindings go (TVM's remove_all_unused).
TEST(AppendReshapeToBNTest, ProjectionGetsAReshapeToTheInputShape) {
  IRModule out = RunPass(AppendReshapeToBN(), Parse(kBatchNorm));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 4, 4), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tensor((1, 3, 4, 4), dtype="float32"):
        with R.dataflow():
            bn: R.Tuple(R.Tensor((1, 3, 4, 4), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = R.nn.batch_norm(x, gamma, beta, mean, var, axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv: R.Tensor((1, 3, 4, 4), dtype="float32") = bn[0]
            y: R.Tensor((1, 3, 4, 4), dtype="float32") = R.reshape(lv, R.shape([1, 3, 4, 4]))
            z: R.Tensor((1, 3, 4, 4), dtype="float32") = R.nn.relu(y)
            R.output(z)
        return z
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

NDArray Filled(std::vector<int64_t> shape, double start, double step) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, start + step * static_cast<double>(i % 7));
  return a;
}

// The reshape is the identity: same numbers before and after.
TEST(AppendReshapeToBNTest, SameResult) {
  IRModule before = Parse(kBatchNorm);
  IRModule after = RunPass(AppendReshapeToBN(), before);
  std::vector<NDArray> in = {Filled({1, 3, 4, 4}, -1.5, 0.5), Filled({3}, 0.5, 0.25), Filled({3}, -0.2, 0.3),
                             Filled({3}, 0.1, 0.2), Filled({3}, 0.4, 0.7)};
  NDArray want =
      driver::FlattenToTensors(driver::EvaluateFunction(before, "main", driver::ArgsFromArrays(before, "main", in)))[0];
  NDArray got =
      driver::FlattenToTensors(driver::EvaluateFunction(after, "main", driver::ArgsFromArrays(after, "main", in)))[0];
  ASSERT_EQ(got.shape(), want.shape());
  for (int64_t i = 0; i < want.NumElements(); ++i) EXPECT_EQ(got.GetDouble(i), want.GetDouble(i)) << i;
}

// Other fields of the tuple, and tuples that are not batch norms, stay.
TEST(AppendReshapeToBNTest, OnlyTheFirstFieldOfABatchNorm) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 4, 4), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor((3,), dtype="float32"), R.Tensor((1, 3, 4, 4), dtype="float32")):
        with R.dataflow():
            bn: R.Tuple(R.Tensor((1, 3, 4, 4), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = R.nn.batch_norm(x, gamma, beta, mean, var, axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            m: R.Tensor((3,), dtype="float32") = bn[1]
            t: R.Tuple(R.Tensor((1, 3, 4, 4), dtype="float32"), R.Tensor((3,), dtype="float32")) = (x, mean)
            u: R.Tensor((1, 3, 4, 4), dtype="float32") = t[0]
            r: R.Tuple(R.Tensor((3,), dtype="float32"), R.Tensor((1, 3, 4, 4), dtype="float32")) = (m, u)
            R.output(r)
        return r
)");
  EXPECT_EQ(RunPass(AppendReshapeToBN(), mod).get(), mod.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
