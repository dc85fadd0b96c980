#include "compiler/transform/convert_layout.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/driver/reference_eval.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/legalize_ops.h"
#include "compiler/transform/transform_test_util.h"
#include "targets/adreno/legalize_adreno.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

constexpr char kConvRelu[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 8, 5, 5), dtype="float32"), w: R.Tensor((4, 8, 3, 3), dtype="float32")) -> R.Tensor((1, 4, 5, 5), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 4, 5, 5), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            gv: R.Tensor((1, 4, 5, 5), dtype="float32") = R.nn.relu(lv)
            R.output(gv)
        return gv
)";

PassPtr ToNCHW4c() { return ConvertLayout(ParseDesiredLayouts("relax.nn.conv2d:NCHW4c/OIHW4o")); }

NDArray Seq(std::vector<int64_t> shape, double scale) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, ((i * 7919) % 23 - 11) * scale);
  return a;
}

std::vector<NDArray> Eval(const IRModule& mod, const std::vector<NDArray>& in) {
  return driver::FlattenToTensors(driver::EvaluateFunction(mod, "main", driver::ArgsFromArrays(mod, "main", in)));
}

void ExpectClose(const NDArray& a, const NDArray& b) {
  ASSERT_EQ(a.shape(), b.shape());
  for (int64_t i = 0; i < a.NumElements(); ++i) ASSERT_NEAR(a.GetDouble(i), b.GetDouble(i), 1e-4) << i;
}

// TVM's conversion: data and weight packed by layout_transform, conv2d in
// NCHW4c/OIHW4o, the relu kept in the packed layout, one conversion back
// for the output.
TEST(ConvertLayoutTest, Conv2dToNCHW4cKeepsReluPacked) {
  IRModule out = RunPass(ToNCHW4c(), Parse(kConvRelu));
  std::string text = Print(out);
  for (const char* line : {
           "R.Tensor((1, 2, 5, 5, 4), dtype=\"float32\") = R.layout_transform(x, index_map=T.index_map(lambda i0, i1, "
           "i2, i3: (i0, i1 // 4, i2, i3, i1 % 4), index_dtype=\"int32\"), pad_value=None, axis_separators=[], "
           "input_axis_separators=[])",
           "R.Tensor((1, 8, 3, 3, 4), dtype=\"float32\") = R.layout_transform(w, index_map=T.index_map(lambda i0, i1, "
           "i2, i3: (i0 // 4, i1, i2, i3, i0 % 4), index_dtype=\"int32\")",
           "R.Tensor((1, 1, 5, 5, 4), dtype=\"float32\") = R.nn.conv2d(",
           "data_layout=\"NCHW4c\", kernel_layout=\"OIHW4o\", out_layout=\"NCHW4c\"",
           "R.Tensor((1, 1, 5, 5, 4), dtype=\"float32\") = R.nn.relu(",
           "gv: R.Tensor((1, 4, 5, 5), dtype=\"float32\") = R.layout_transform(",
           "index_map=T.index_map(lambda i0, i1, i2, i3, i4: (i0, i1 * 4 + i4, i2, i3), index_dtype=\"int32\")",
       }) {
    EXPECT_NE(text.find(line), std::string::npos) << line << "\n" << text;
  }
  // The printed form parses back and prints the same.
  EXPECT_EQ(Print(Parse(text)), text);
}

// The converted module computes what the original does (reference
// evaluator: layout_transform's and packed conv2d's host kernels), and so
// do the legalized kernels (te_layout_transform and the adreno
// conv2d_NCHWc_OIHWo_opencl through the TIR interpreter).
TEST(ConvertLayoutTest, ConvertedAndLegalizedModulesComputeTheSame) {
  IRModule before = Parse(kConvRelu);
  IRModule converted = RunPass(ToNCHW4c(), before);
  std::vector<NDArray> in = {Seq({1, 8, 5, 5}, 0.25), Seq({4, 8, 3, 3}, 0.125)};
  NDArray want = Eval(before, in)[0];
  ExpectClose(Eval(converted, in)[0], want);
  IRModule legalized =
      RunPass(LegalizeOps({}, "adreno", {{"adreno", targets::adreno::AdrenoLegalizations()}}), converted);
  std::string text = Print(legalized);
  EXPECT_NE(text.find("conv2d_NCHWc_OIHWo_opencl"), std::string::npos) << text;
  EXPECT_EQ(text.find("R.nn.conv2d"), std::string::npos) << text;
  ExpectClose(Eval(legalized, in)[0], want);
}

// layout_transform by hand: channel c of NCHW lands in block c / 4, lane
// c % 4; padding a split the factor does not divide fills pad_value.
TEST(ConvertLayoutTest, LayoutTransformValuesByHand) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 6, 1, 1), dtype="float32")) -> R.Tensor((1, 2, 1, 1, 4), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((1, 2, 1, 1, 4), dtype="float32") = R.layout_transform(x, index_map=T.index_map(lambda i0, i1, i2, i3: (i0, i1 // 4, i2, i3, i1 % 4), index_dtype="int32"), pad_value=-1.0, axis_separators=[], input_axis_separators=[])
            R.output(gv)
        return gv
)");
  NDArray x = NDArray::Empty({1, 6, 1, 1}, DataType::Float(32));
  for (int i = 0; i < 6; ++i) x.SetDouble(i, 10 + i);
  std::vector<double> want = {10, 11, 12, 13, 14, 15, -1, -1};
  for (const IRModule& m : {mod, RunPass(LegalizeOps(), mod)}) {
    NDArray got = Eval(m, {x})[0];
    ASSERT_EQ(got.shape(), (std::vector<int64_t>{1, 2, 1, 1, 4}));
    for (int i = 0; i < 8; ++i) EXPECT_EQ(got.GetDouble(i), want[i]) << i;
  }
}

// Channels that do not divide by 4 stay in NCHW (no padding), as TVM's
// layout inference refuses the conversion: the module is returned as is.
TEST(ConvertLayoutTest, IndivisibleChannelsStay) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 5, 5), dtype="float32"), w: R.Tensor((4, 3, 3, 3), dtype="float32")) -> R.Tensor((1, 4, 3, 3), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((1, 4, 3, 3), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            R.output(gv)
        return gv
)");
  EXPECT_EQ(RunPass(ToNCHW4c(), mod).get(), mod.get());
}

// NHWC/OHWI to NCHW/OIHW (OpenCLMLOffLoad's conversion): pure
// permutations become R.permute_dims.
TEST(ConvertLayoutTest, NHWCToNCHWUsesPermuteDims) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 5, 5, 8), dtype="float32"), w: R.Tensor((4, 3, 3, 8), dtype="float32")) -> R.Tensor((1, 3, 3, 4), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((1, 3, 3, 4), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NHWC", kernel_layout="OHWI", out_layout="NHWC", out_dtype="void")
            R.output(gv)
        return gv
)");
  IRModule out = RunPass(ConvertLayout(ParseDesiredLayouts("relax.nn.conv2d:NCHW/OIHW")), mod);
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 5, 5, 8), dtype="float32"), w: R.Tensor((4, 3, 3, 8), dtype="float32")) -> R.Tensor((1, 3, 3, 4), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 8, 5, 5), dtype="float32") = R.permute_dims(x, axes=[0, 3, 1, 2])
            lv1: R.Tensor((4, 8, 3, 3), dtype="float32") = R.permute_dims(w, axes=[0, 3, 1, 2])
            lv2: R.Tensor((1, 4, 3, 3), dtype="float32") = R.nn.conv2d(lv, lv1, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            gv: R.Tensor((1, 3, 3, 4), dtype="float32") = R.permute_dims(lv2, axes=[0, 2, 3, 1])
            R.output(gv)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  std::vector<NDArray> in = {Seq({1, 5, 5, 8}, 0.5), Seq({4, 3, 3, 8}, 0.25)};
  ExpectClose(Eval(out, in)[0], Eval(mod, in)[0]);
}

TEST(ConvertLayoutTest, MalformedDesiredLayoutsAreErrors) {
  EXPECT_THROW(ParseDesiredLayouts("relax.nn.conv2d"), DiagnosticError);
  EXPECT_THROW(ParseDesiredLayouts("relax.nn.conv2d:NCHW"), DiagnosticError);
  EXPECT_THROW(ParseDesiredLayouts("relax.nn.conv2d:NC?HW/OIHW"), DiagnosticError);
  EXPECT_EQ(DesiredLayoutsToString(ParseDesiredLayouts("relax.nn.conv2d:NCHW4c/OIHW4o")),
            "relax.nn.conv2d:NCHW4c/OIHW4o");
}

}  // namespace
}  // namespace transform
}  // namespace rlx
