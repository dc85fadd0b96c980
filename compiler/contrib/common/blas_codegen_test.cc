// The cublas / hipblas code generators: pinned output modules for the
// corpus models partition_for_cublas fuses, the config of every pattern
// shape (bias / relu / gelu epilogues, transposed B, batched, folded batch),
// and located errors for what the libraries cannot run.
#include "compiler/contrib/common/blas_codegen.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "compiler/contrib/partition.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/run_codegen.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace contrib {
namespace {

using transform::testing::Parse;

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Compares with testdata/contrib/<name>; RLX_UPDATE_GOLDEN=<dir> writes the
// new text there instead (to refresh the pinned files after a reviewed
// change).
void ExpectGolden(const std::string& text, const std::string& name) {
  if (const char* dir = std::getenv("RLX_UPDATE_GOLDEN")) {
    std::ofstream(std::string(dir) + "/" + name) << text;
    return;
  }
  EXPECT_EQ(text, ReadFile("testdata/contrib/" + name)) << "golden testdata/contrib/" << name;
}

IRModule Model(const std::string& file) {
  std::string path = "testdata/models/" + file;
  return script::ParseModuleText(ReadFile(path), path);
}

IRModule Generate(const IRModule& partitioned) { return transform::RunCodegen(partitioned, BlasExternCodegens()); }

// The configs of every rlx.contrib.*.matmul call in `printed`, in order.
std::vector<nlohmann::json> Configs(const std::string& printed, const std::string& symbol) {
  std::vector<nlohmann::json> out;
  const std::string head = "R.call_dps_packed(\"" + symbol + "\", (R.str(\"";
  for (size_t at = printed.find(head); at != std::string::npos; at = printed.find(head, at + 1)) {
    size_t begin = at + head.size();
    // The printer escapes the JSON's quotes; undo that to parse it.
    std::string text;
    for (size_t i = begin; i < printed.size() && printed[i] != '"'; ++i) {
      if (printed[i] == '\\' && i + 1 < printed.size()) ++i;
      text += printed[i];
    }
    out.push_back(nlohmann::json::parse(text));
  }
  return out;
}

TEST(BlasCodegenTest, MlpPinned) {
  IRModule out = Generate(PartitionForCublas(Model("mlp.py")));
  std::string text = script::PrintModule(out);
  ExpectGolden(text, "cublas_mlp.txt");
  // No Codegen function is left; main calls the library twice.
  EXPECT_EQ(text.find("\"Codegen\""), std::string::npos) << text;
  std::vector<nlohmann::json> configs = Configs(text, kCublasMatmul);
  ASSERT_EQ(configs.size(), 2u) << text;
  EXPECT_EQ(configs[0]["composite"], "cublas.matmul_bias_relu");
  EXPECT_EQ(configs[0]["epilogue"], "relu_bias");
  EXPECT_EQ(configs[0]["m"], -1);  // n rows: symbolic
  EXPECT_EQ(configs[0]["k"], 784);
  EXPECT_EQ(configs[0]["n"], 128);
  EXPECT_EQ(configs[0]["bias"], 2);
  EXPECT_EQ(configs[1]["composite"], "cublas.matmul_bias");
  EXPECT_EQ(configs[1]["epilogue"], "bias");
}

TEST(BlasCodegenTest, DnnlOffloadModelPinned) {
  // (1, 8, 64) x (64, 16) + bias -> gelu: B is one matrix, so A's batch
  // folds into M = 8.
  IRModule out = Generate(PartitionForCublas(Model("dnnl_offload.py")));
  std::string text = script::PrintModule(out);
  ExpectGolden(text, "cublas_dnnl_offload.txt");
  std::vector<nlohmann::json> configs = Configs(text, kCublasMatmul);
  ASSERT_EQ(configs.size(), 1u) << text;
  EXPECT_EQ(configs[0]["epilogue"], "gelu_bias");
  EXPECT_EQ(configs[0]["m"], 8);
  EXPECT_EQ(configs[0]["batch"], 1);
  EXPECT_EQ(configs[0]["batch_stride_b"], 0);
}

const char* kShapes = R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 32, 64), dtype="float16"), w: R.Tensor((4, 64, 16), dtype="float16"), wt: R.Tensor((16, 64), dtype="float16"), b: R.Tensor((16,), dtype="float16")) -> R.Tensor((4, 32, 16), dtype="float16"):
        with R.dataflow():
            lv: R.Tensor((4, 32, 16), dtype="float16") = R.matmul(x, w, out_dtype="void")
            lv1: R.Tensor((64, 16), dtype="float16") = R.permute_dims(wt, axes=[1, 0])
            lv2: R.Tensor((4, 32, 16), dtype="float16") = R.matmul(x, lv1, out_dtype="void")
            lv3: R.Tensor((4, 32, 16), dtype="float16") = R.add(lv2, b)
            lv4: R.Tensor((4, 32, 16), dtype="float16") = R.nn.gelu(lv3)
            gv: R.Tensor((4, 32, 16), dtype="float16") = R.add(lv, lv4)
            R.output(gv)
        return gv
)";

TEST(BlasCodegenTest, BatchedAndTransposedCublas) {
  IRModule out = Generate(PartitionForCublas(Parse(kShapes)));
  std::string text = script::PrintModule(out);
  ExpectGolden(text, "cublas_shapes.txt");
  std::vector<nlohmann::json> configs = Configs(text, kCublasMatmul);
  ASSERT_EQ(configs.size(), 2u) << text;
  // Functions print in name order: fused_relax_matmul_cublas (batched),
  // then the transposed one.
  nlohmann::json batched, transposed;
  for (const nlohmann::json& c : configs) (c["transb"] ? transposed : batched) = c;
  EXPECT_EQ(batched["composite"], "cublas.matmul");
  EXPECT_EQ(batched["epilogue"], "default");
  EXPECT_EQ(batched["batch"], 4);
  EXPECT_EQ(batched["batch_stride_a"], 32 * 64);
  EXPECT_EQ(batched["batch_stride_b"], 64 * 16);
  EXPECT_EQ(batched["batch_stride_c"], 32 * 16);
  EXPECT_EQ(batched["a_dtype"], "float16");
  EXPECT_EQ(transposed["composite"], "cublas.matmul_transposed_bias_gelu");
  EXPECT_EQ(transposed["epilogue"], "gelu_bias");
  EXPECT_EQ(transposed["b_shape"], (std::vector<int64_t>{16, 64}));  // B as given: (N, K)
  EXPECT_EQ(transposed["m"], 4 * 32);
  EXPECT_EQ(transposed["n"], 16);
  EXPECT_EQ(transposed["k"], 64);
}

TEST(BlasCodegenTest, HipblasPinned) {
  IRModule out = Generate(PartitionForHipblas(Parse(kShapes)));
  std::string text = script::PrintModule(out);
  ExpectGolden(text, "hipblas_shapes.txt");
  std::vector<nlohmann::json> configs = Configs(text, kHipblasMatmul);
  ASSERT_EQ(configs.size(), 2u) << text;
  for (const nlohmann::json& c : configs) EXPECT_EQ(c["library"], "hipblas");
  EXPECT_EQ(text.find(kCublasMatmul), std::string::npos);
}

TEST(BlasCodegenTest, BoundConstantsBecomeTrailingInputs) {
  IRModule direct = Parse(R"(@I.ir_module
class Module:
    @R.function
    def fused_relax_matmul_cublas(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        R.func_attr({"Codegen": "cublas"})
        @R.function
        def gv1(x_1: R.Tensor((2, 4), dtype="float32"), w: R.Tensor((4, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
            R.func_attr({"Composite": "cublas.matmul"})
            with R.dataflow():
                gv: R.Tensor((2, 3), dtype="float32") = R.matmul(x_1, w, out_dtype="void")
                R.output(gv)
            return gv
        gv: R.Tensor((2, 3), dtype="float32") = gv1(x, R.const([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 1.0, 1.0]], "float32"))
        return gv

    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        cls = Module
        gv: R.Tensor((2, 3), dtype="float32") = cls.fused_relax_matmul_cublas(x)
        return gv
)");
  std::vector<relax::Expr> constants;
  relax::Function f = transform::testing::GetFunction(direct, "fused_relax_matmul_cublas");
  BlasGemmConfig c = BlasGemmConfigOf(f, "fused_relax_matmul_cublas", "cublas", &constants);
  EXPECT_EQ(c.a, 0);
  EXPECT_EQ(c.b, 1);  // after the one parameter
  ASSERT_EQ(constants.size(), 1u);
  std::string text = script::PrintModule(Generate(direct));
  std::vector<nlohmann::json> configs = Configs(text, kCublasMatmul);
  ASSERT_EQ(configs.size(), 1u) << text;
  EXPECT_EQ(configs[0]["b"], 1);
  // The constant travels after x, as the call's second input.
  EXPECT_NE(text.find("\"), x, "), std::string::npos) << text;
}

std::string CodegenError(const std::string& module_text) {
  try {
    Generate(Parse(module_text));
  } catch (const DiagnosticError& e) {
    EXPECT_TRUE(e.diagnostic().span.defined()) << e.diagnostic().message;
    return e.diagnostic().message;
  }
  return "";
}

TEST(BlasCodegenTest, UnsupportedCompositesAreLocatedErrors) {
  // A residual block is a cutlass composite, never a cublas one.
  std::string residual = CodegenError(R"(@I.ir_module
class Module:
    @R.function
    def fused_cublas(x: R.Tensor((2, 4), dtype="float32"), w: R.Tensor((4, 3), dtype="float32"), b: R.Tensor((3,), dtype="float32"), r: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        R.func_attr({"Codegen": "cublas"})
        @R.function
        def gv1(x_1: R.Tensor((2, 4), dtype="float32"), w_1: R.Tensor((4, 3), dtype="float32"), b_1: R.Tensor((3,), dtype="float32"), r_1: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
            R.func_attr({"Composite": "cublas.matmul_bias"})
            with R.dataflow():
                lv: R.Tensor((2, 3), dtype="float32") = R.matmul(x_1, w_1, out_dtype="void")
                lv1: R.Tensor((2, 3), dtype="float32") = R.add(lv, b_1)
                gv: R.Tensor((2, 3), dtype="float32") = R.add(lv1, r_1)
                R.output(gv)
            return gv
        gv: R.Tensor((2, 3), dtype="float32") = gv1(x, w, b, r)
        return gv
)");
  EXPECT_NE(residual.find("cublas codegen: in 'fused_cublas' (composite 'cublas.matmul_bias'): residual blocks"),
            std::string::npos)
      << residual;
  // Not a composite call at all.
  std::string plain = CodegenError(R"(@I.ir_module
class Module:
    @R.function
    def fused_cublas(x: R.Tensor((2, 4), dtype="float32"), w: R.Tensor((4, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        R.func_attr({"Codegen": "cublas"})
        gv: R.Tensor((2, 3), dtype="float32") = R.matmul(x, w, out_dtype="void")
        return gv
)");
  EXPECT_NE(plain.find("expected exactly one call of a composite function"), std::string::npos) << plain;
  // float64 has no cuBLASLt path here.
  std::string f64 = CodegenError(R"(@I.ir_module
class Module:
    @R.function
    def fused_cublas(x: R.Tensor((2, 4), dtype="float64"), w: R.Tensor((4, 3), dtype="float64")) -> R.Tensor((2, 3), dtype="float64"):
        R.func_attr({"Codegen": "cublas"})
        @R.function
        def gv1(x_1: R.Tensor((2, 4), dtype="float64"), w_1: R.Tensor((4, 3), dtype="float64")) -> R.Tensor((2, 3), dtype="float64"):
            R.func_attr({"Composite": "cublas.matmul"})
            with R.dataflow():
                gv: R.Tensor((2, 3), dtype="float64") = R.matmul(x_1, w_1, out_dtype="void")
                R.output(gv)
            return gv
        gv: R.Tensor((2, 3), dtype="float64") = gv1(x, w)
        return gv
)");
  EXPECT_NE(f64.find("dtype float64 is not supported"), std::string::npos) << f64;
}

}  // namespace
}  // namespace contrib
}  // namespace backend
}  // namespace rlx
