// The TVMScript corpus (testdata/models) must round-trip exactly:
// print(parse(print(m))) == print(m), and the reparsed module is structurally
// equal to the first parse. Also: located diagnostics for malformed Relax.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "compiler/analysis/well_formed.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"

namespace rlx {
namespace script {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class CorpusTest : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusTest, RoundTripsExactly) {
  std::string path = "testdata/models/" + GetParam();
  IRModule m1 = ParseModuleText(ReadFile(path), path);
  relax::CheckWellFormed(m1);
  std::string text1 = PrintModule(m1);
  IRModule m2 = ParseModuleText(text1, path + ".printed");
  relax::CheckWellFormed(m2);
  std::string text2 = PrintModule(m2);
  EXPECT_EQ(text1, text2);
  EXPECT_EQ(StructuralDiff(m1, m2), "");
  EXPECT_EQ(StructuralHash(m1), StructuralHash(m2));
}

// PrintStyle::kTvm: TVM 0.27's spellings read back to the same module, and
// printing them again gives the same text.
TEST_P(CorpusTest, TvmStyleRoundTrips) {
  std::string path = "testdata/models/" + GetParam();
  IRModule m1 = ParseModuleText(ReadFile(path), path);
  PrintOptions tvm;
  tvm.style = PrintStyle::kTvm;
  std::string text1 = PrintModuleWith(m1, tvm);
  IRModule m2 = ParseModuleText(text1, path + ".tvm");
  relax::CheckWellFormed(m2);
  // The unknown dtype prints as None in kTvm and reads back as it was.
  EXPECT_EQ(StructuralDiff(m1, m2), "");
  EXPECT_EQ(PrintModuleWith(m2, tvm), text1);
}

INSTANTIATE_TEST_SUITE_P(Models, CorpusTest,
                         ::testing::Values("mlp.py", "conv2d_relu.py", "attention.py", "sampling_head.py",
                                           "symbolic_control.py", "tir_kernels.py", "vdevice.py", "op_zoo.py"));

// A module TVM 0.27 printed (tools/tvm_conformance/print_spellings.py):
// module-level TypeVars, `s: T.int64`, `a: T.int32 = 3`, bare prim values
// in calls and tuples, R.Any, out_ty=, %.17g floats, the pool and pad
// attribute orders, dtype=None. Printed with kTvm, the same bytes.
TEST(TvmStylePrinterTest, ReprintsTvmTextByteForByte) {
  const std::string path = "testdata/tvm_printed/spellings.py";
  std::string text = ReadFile(path);
  IRModule m = ParseModuleText(text, path);
  relax::CheckWellFormed(m);
  PrintOptions tvm;
  tvm.style = PrintStyle::kTvm;
  EXPECT_EQ(PrintModuleWith(m, tvm), text);
  // Our own spelling of the same module reads back to it.
  EXPECT_EQ(StructuralDiff(ParseModuleText(PrintModule(m), "ours.py"), m), "");
}

TEST(TvmStylePrinterTest, FloatsAsTvmWritesThem) {
  EXPECT_EQ(FormatTvmFloat(6.0), "6.0");
  EXPECT_EQ(FormatTvmFloat(-3.4028234663852886e+38), "-340282346638528859811704183484516925440.0");
  EXPECT_EQ(FormatTvmFloat(static_cast<float>(1e-6)), "9.9999999747524271e-07");
  EXPECT_EQ(FormatTvmFloat(0.1), "0.10000000000000001");
  EXPECT_EQ(FormatTvmFloat(-0.0), "-0.0");
  EXPECT_EQ(FormatTvmFloat(1.0 / 0.0), "inf");
}

TEST(RelaxPrinterTest, PrintsInTvmStyle) {
  IRModule m = ParseModuleText(ReadFile("testdata/models/mlp.py"), "mlp.py");
  std::string text = PrintModule(m);
  // Symbolic dims are quoted in the signature and declared in the body.
  EXPECT_NE(text.find("def main(x: R.Tensor((\"n\", 784), dtype=\"float32\")"), std::string::npos) << text;
  EXPECT_NE(text.find("        n = T.int64()\n"), std::string::npos) << text;
  EXPECT_NE(text.find("R.func_attr({\"num_input\": 1})"), std::string::npos) << text;
  EXPECT_NE(text.find("lv1: R.Tensor((n, 128), dtype=\"float32\") = R.add(lv, b0)"), std::string::npos) << text;
  EXPECT_NE(text.find("            R.output(gv)\n        return gv\n"), std::string::npos) << text;
  // The global symbol equals the name, so it is not printed.
  EXPECT_EQ(text.find("global_symbol"), std::string::npos) << text;
}

std::string ParseError(const std::string& text) {
  try {
    ParseModuleText(text, "bad.py");
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "<no error>";
}

const char kHeader[] = "@I.ir_module\nclass Module:\n    @R.function\n";

TEST(RelaxParserErrorTest, UndefinedVariable) {
  std::string err = ParseError(std::string(kHeader) +
                               "    def main(x: R.Tensor((2,), dtype=\"float32\")):\n"
                               "        y: R.Tensor((2,), dtype=\"float32\") = R.add(x, z)\n"
                               "        return y\n");
  EXPECT_NE(err.find("bad.py:5:55: error: undefined variable 'z'"), std::string::npos) << err;
}

TEST(RelaxParserErrorTest, UnknownOperator) {
  std::string err = ParseError(std::string(kHeader) +
                               "    def main(x: R.Tensor((2,), dtype=\"float32\")):\n"
                               "        y = R.frobnicate(x)\n"
                               "        return y\n");
  EXPECT_NE(err.find("bad.py:5:13: error: unknown operator 'R.frobnicate'"), std::string::npos) << err;
}

TEST(RelaxParserErrorTest, BadAnnotation) {
  std::string err = ParseError(std::string(kHeader) + "    def main(x: R.Tensr((2,))):\n        return x\n");
  EXPECT_NE(err.find("bad.py:4:17: error: expected a struct info annotation"), std::string::npos) << err;
}

TEST(RelaxParserErrorTest, MissingReturn) {
  std::string err = ParseError(std::string(kHeader) +
                               "    def main(x: R.Tensor((2,), dtype=\"float32\")):\n"
                               "        y = R.exp(x)\n");
  EXPECT_NE(err.find("error: expected the function to end with a return statement"), std::string::npos) << err;
}

TEST(RelaxParserErrorTest, UnknownKeyword) {
  std::string err = ParseError(std::string(kHeader) +
                               "    def main(x: R.Tensor((2, 3), dtype=\"float32\")):\n"
                               "        y = R.sum(x, axes=[1])\n"
                               "        return y\n");
  EXPECT_NE(err.find("bad.py:5:22: error: R.sum has no parameter 'axes'"), std::string::npos) << err;
}

TEST(RelaxParserErrorTest, OutputNotDefinedInBlock) {
  std::string err = ParseError(std::string(kHeader) +
                               "    def main(x: R.Tensor((2,), dtype=\"float32\")):\n"
                               "        with R.dataflow():\n"
                               "            y = R.exp(x)\n"
                               "            R.output(x)\n"
                               "        return y\n");
  EXPECT_NE(err.find("bad.py:7:22: error: R.output names 'x', which this dataflow block does not define"),
            std::string::npos)
      << err;
}

TEST(RelaxParserErrorTest, EmptyFileAndGarbage) {
  EXPECT_NE(ParseError("").find("expected an @I.ir_module class, found an empty file"), std::string::npos);
  EXPECT_NE(ParseError(std::string("\x7f\x45\x4c\x46\x02\x01", 6)).find("bad.py:1:1: error:"), std::string::npos);
  EXPECT_NE(ParseError("x = 1\n").find("bad.py:1:1: error: expected an @I.ir_module class at the top level"),
            std::string::npos);
}

TEST(RelaxParserErrorTest, DeepNestingIsAnErrorNotACrash) {
  std::string deep = std::string(kHeader) +
                     "    def main(x: R.Tensor((2,), dtype=\"float32\")):\n        y = " + std::string(100000, '(') +
                     "x" + std::string(100000, ')') + "\n        return y\n";
  EXPECT_NE(ParseError(deep).find("error:"), std::string::npos);
}

}  // namespace
}  // namespace script
}  // namespace rlx

namespace rlx {
namespace script {
namespace {

TEST(RelaxParserErrorTest2, MetadataConstantsAreExplained) {
  std::string err = ParseError(std::string(kHeader) +
                               "    def main(x: R.Tensor((2,), dtype=\"float32\")):\n"
                               "        y = R.add(x, metadata[\"relax.expr.Constant\"][0])\n"
                               "        return y\n");
  EXPECT_NE(err.find("bad.py:5:22: error: this module refers to TVM's metadata section, but the file has none"),
            std::string::npos)
      << err;
}

TEST(RelaxParserTest, ConstantsRoundTripWithValues) {
  IRModule m = ParseModuleText(
      std::string(kHeader) +
          "    def main(x: R.Tensor((2, 2), dtype=\"float32\")) -> R.Tensor((2, 2), dtype=\"float32\"):\n"
          "        y = R.add(x, R.const([[1.5, -2.0], [0.25, 3.0]], \"float32\"))\n"
          "        z = R.multiply(y, R.const(2, \"float32\"))\n"
          "        return z\n",
      "c.py");
  std::string text = PrintModule(m);
  EXPECT_NE(text.find("R.const([[1.5, -2.0], [0.25, 3.0]], \"float32\")"), std::string::npos) << text;
  EXPECT_NE(text.find("R.const(2.0, \"float32\")"), std::string::npos) << text;
  EXPECT_EQ(StructuralDiff(m, ParseModuleText(text, "c2.py")), "");
}

// A local function has its own symbolic scope (the parser starts a fresh
// one), so its `n` is a different variable from main's `n` but prints with
// the same name; main must not declare the local function's variables.
// The printer used to print `n_1` in both places.
const char* kNestedSymbolic = R"(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        @R.function
        def inner(y: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
            n = T.int64()
            @R.function
            def innermost(w: R.Tensor(("n", "m"), dtype="float32")) -> R.Tensor(("n", "m"), dtype="float32"):
                n = T.int64()
                m = T.int64()
                u: R.Tensor((n, m), dtype="float32") = R.multiply(w, w)
                return u
            z: R.Tensor((n, 4), dtype="float32") = innermost(y)
            return z
        gv: R.Tensor((n, 4), dtype="float32") = inner(x)
        return gv
)";

TEST(RelaxPrinterTest, LocalFunctionSymbolicVarsKeepTheirNames) {
  IRModule m1 = ParseModuleText(kNestedSymbolic, "nested.py");
  relax::CheckWellFormed(m1);
  std::string text1 = PrintModule(m1);
  EXPECT_EQ(text1, kNestedSymbolic);
  EXPECT_EQ(text1.find("n_1"), std::string::npos) << text1;
  IRModule m2 = ParseModuleText(text1, "nested.printed.py");
  EXPECT_EQ(PrintModule(m2), text1);
  EXPECT_EQ(StructuralDiff(m1, m2), "");
}

}  // namespace
}  // namespace script
}  // namespace rlx
