#include "compiler/transform/fold_batchnorm_to_conv2d.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "compiler/driver/reference_eval.h"
#include "compiler/transform/bind_params.h"
#include "compiler/transform/fold_constant.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::Parse;
using testing::Print;
using testing::RunPass;

// conv2d (OIHW or IOHW weights via conv2d_transpose-free IOHW layout) then
// batch_norm; w, gamma, beta, mean and var are bound as constants below.
std::string ConvBn(const std::string& kernel_layout, const std::string& wshape, const std::string& bn_axis = "1",
                   const std::string& tail = "y: R.Tensor((1, 4, 6, 6), dtype=\"float32\") = bn[0]") {
  return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), dtype="float32"), w: R.Tensor()" +
         wshape +
         R"(, dtype="float32"), gamma: R.Tensor((4,), dtype="float32"), beta: R.Tensor((4,), dtype="float32"), mean: R.Tensor((4,), dtype="float32"), var: R.Tensor((4,), dtype="float32")) -> R.Tensor((1, 4, 6, 6), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 4, 6, 6), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout=")" +
         kernel_layout + R"(", out_layout="NCHW", out_dtype="void")
            bn: R.Tuple(R.Tensor((1, 4, 6, 6), dtype="float32"), R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")) = R.nn.batch_norm(lv, gamma, beta, mean, var, axis=)" +
         bn_axis + R"(, epsilon=0.001, center=True, scale=True, momentum=0.10000000000000001, training=False)
            )" +
         tail + R"(
            R.output(y)
        return y
)";
}

NDArray Filled(std::vector<int64_t> shape, double start, double step, int period) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, start + step * static_cast<double>(i % period));
  return a;
}

ParamMap Constants(const std::vector<int64_t>& wshape) {
  return {{"w", Filled(wshape, -0.6, 0.15, 11)},
          {"gamma", NDArray::FromVector<double>({4}, {0.5, 1.5, -0.75, 2.0}, DataType::Float(32))},
          {"beta", NDArray::FromVector<double>({4}, {0.1, -0.2, 0.3, 0.0}, DataType::Float(32))},
          {"mean", NDArray::FromVector<double>({4}, {0.05, -0.4, 1.0, 0.2}, DataType::Float(32))},
          {"var", NDArray::FromVector<double>({4}, {0.25, 1.0, 4.0, 0.01}, DataType::Float(32))}};
}

NDArray Evaluate(const IRModule& mod, const NDArray& x) {
  std::vector<NDArray> out =
      driver::FlattenToTensors(driver::EvaluateFunction(mod, "main", driver::ArgsFromArrays(mod, "main", {x})));
  EXPECT_EQ(out.size(), 1u);
  return out.empty() ? NDArray() : out[0];
}

void ExpectClose(const NDArray& got, const NDArray& want) {
  ASSERT_EQ(got.shape(), want.shape());
  for (int64_t i = 0; i < want.NumElements(); ++i) {
    ASSERT_NEAR(got.GetDouble(i), want.GetDouble(i), 1e-4 * (1.0 + std::fabs(want.GetDouble(i)))) << "element " << i;
  }
}

int Count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

// The rewrite in TVM's form, then FoldConstant: one conv2d with folded
// constant weights plus a constant (1, C, 1, 1) bias, no batch_norm, and
// the same numbers as conv2d followed by batch_norm.
TEST(FoldBatchnormToConv2DTest, FoldsIntoWeightsAndBiasWithTheSameResult) {
  IRModule before = BindParams(Parse(ConvBn("OIHW", "(4, 3, 3, 3)")), "main", Constants({4, 3, 3, 3}));
  IRModule folded = RunPass(FoldBatchnormToConv2D(), before);
  std::string text = Print(folded);
  EXPECT_EQ(Count(text, "R.nn.batch_norm"), 0) << text;
  EXPECT_EQ(Count(text, "R.nn.conv2d("), 1) << text;
  EXPECT_EQ(Count(text, "R.sqrt("), 1) << text;
  EXPECT_NE(text.find("R.reshape("), std::string::npos) << text;
  testing::ExpectWellFormed(folded);
  IRModule after = RunPass(FoldConstant(), folded);
  std::string final_text = Print(after);
  EXPECT_EQ(Count(final_text, "R.sqrt("), 0) << final_text;
  EXPECT_EQ(Count(final_text, "R.nn.conv2d("), 1) << final_text;
  EXPECT_EQ(Count(final_text, "R.add("), 1) << final_text;
  NDArray x = Filled({1, 3, 8, 8}, -1.0, 0.125, 17);
  NDArray want = Evaluate(before, x);
  ExpectClose(Evaluate(folded, x), want);
  ExpectClose(Evaluate(after, x), want);
}

// y = gamma * (conv - mean) / sqrt(var + eps) + beta by hand, at one
// output element, against the folded module.
TEST(FoldBatchnormToConv2DTest, MatchesHandComputedBatchNorm) {
  IRModule before = BindParams(Parse(ConvBn("OIHW", "(4, 3, 3, 3)")), "main", Constants({4, 3, 3, 3}));
  IRModule after = RunPass(FoldConstant(), RunPass(FoldBatchnormToConv2D(), before));
  NDArray x = Filled({1, 3, 8, 8}, -1.0, 0.125, 17);
  NDArray w = Constants({4, 3, 3, 3}).at("w");
  NDArray got = Evaluate(after, x);
  const double gamma[] = {0.5, 1.5, -0.75, 2.0}, beta[] = {0.1, -0.2, 0.3, 0.0};
  const double mean[] = {0.05, -0.4, 1.0, 0.2}, var[] = {0.25, 1.0, 4.0, 0.01};
  for (int o = 0; o < 4; ++o) {
    const int oh = 2, ow = 5;
    double conv = 0;
    for (int c = 0; c < 3; ++c) {
      for (int kh = 0; kh < 3; ++kh) {
        for (int kw = 0; kw < 3; ++kw) {
          conv += x.GetDouble(((c * 8) + oh + kh) * 8 + ow + kw) * w.GetDouble(((o * 3 + c) * 3 + kh) * 3 + kw);
        }
      }
    }
    double want = gamma[o] * (conv - mean[o]) / std::sqrt(var[o] + 0.001) + beta[o];
    EXPECT_NEAR(got.GetDouble((o * 6 + oh) * 6 + ow), want, 1e-4) << "channel " << o;
  }
}

// Kernel layouts other than OIHW / IOHW are left alone, as in TVM (the
// scale would have to be reshaped along O elsewhere).
TEST(FoldBatchnormToConv2DTest, OtherKernelLayoutsAreLeftAlone) {
  IRModule before = BindParams(Parse(ConvBn("OHWI", "(4, 3, 3, 3)")), "main", Constants({4, 3, 3, 3}));
  EXPECT_EQ(RunPass(FoldBatchnormToConv2D(), before).get(), before.get());
}

// Not folded: a weight that is not a constant (TVM's is_const), and a
// batch norm along another axis (TVM would fold it into the wrong axis).
TEST(FoldBatchnormToConv2DTest, LeavesNonConstantWeightsAndOtherAxesAlone) {
  ParamMap c = Constants({4, 3, 3, 3});
  c.erase("w");
  IRModule param_weight = BindParams(Parse(ConvBn("OIHW", "(4, 3, 3, 3)")), "main", c);
  EXPECT_EQ(RunPass(FoldBatchnormToConv2D(), param_weight).get(), param_weight.get());

  // Axis 3 of a (1, 4, 6, 6) tensor has 6 channels: use 6-element statistics.
  IRModule other_axis = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), dtype="float32"), w: R.Tensor((4, 3, 3, 3), dtype="float32"), g: R.Tensor((6,), dtype="float32")) -> R.Tensor((1, 4, 6, 6), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 4, 6, 6), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            bn: R.Tuple(R.Tensor((1, 4, 6, 6), dtype="float32"), R.Tensor((6,), dtype="float32"), R.Tensor((6,), dtype="float32")) = R.nn.batch_norm(lv, g, g, g, g, axis=3, epsilon=0.001, center=True, scale=True, momentum=0.10000000000000001, training=False)
            y: R.Tensor((1, 4, 6, 6), dtype="float32") = bn[0]
            R.output(y)
        return y
)");
  ParamMap six = {{"w", Filled({4, 3, 3, 3}, -0.6, 0.15, 11)}, {"g", Filled({6}, 0.5, 0.25, 6)}};
  other_axis = BindParams(other_axis, "main", six);
  EXPECT_EQ(RunPass(FoldBatchnormToConv2D(), other_axis).get(), other_axis.get());
}

// A Primitive function is skipped, as in TVM.
TEST(FoldBatchnormToConv2DTest, SkipsPrimitiveFunctions) {
  IRModule mod = BindParams(Parse(ConvBn("OIHW", "(4, 3, 3, 3)")), "main", Constants({4, 3, 3, 3}));
  relax::Function f = testing::GetFunction(mod, "main");
  relax::Function prim = MakeAt<relax::FunctionNode>(f->span, f->params, f->body, f->ret_struct_info, f->is_pure,
                                                     MapWith(f->attrs, "Primitive", Int64(1)));
  EXPECT_EQ(FoldBatchnormToConv2D(prim).get(), prim.get());
  EXPECT_NE(FoldBatchnormToConv2D(f).get(), f.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
