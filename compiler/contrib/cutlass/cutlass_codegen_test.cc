// The cutlass code generator: pinned CUDA sources and modules for the
// attention corpus model and for GEMM / conv2d composites, and located
// errors for composites without a template. (No CUTLASS headers or GPU
// here: compiling the source with nvcc is left to the CUDA runner.)
#include "compiler/contrib/cutlass/cutlass_codegen.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "compiler/contrib/partition.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace codegen {
namespace {

using transform::testing::Parse;

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// RLX_UPDATE_GOLDEN=<dir> writes the new text instead (after review).
void ExpectGolden(const std::string& text, const std::string& name) {
  if (const char* dir = std::getenv("RLX_UPDATE_GOLDEN")) {
    std::ofstream(std::string(dir) + "/" + name) << text;
    return;
  }
  EXPECT_EQ(text, ReadFile("testdata/contrib/" + name)) << "golden testdata/contrib/" << name;
}

bool Contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

TEST(CutlassCodegenTest, AttentionModelPinned) {
  std::string path = "testdata/models/attention.py";
  IRModule partitioned = backend::PartitionForCutlass(script::ParseModuleText(ReadFile(path), path));
  CutlassModule out = RunCutlassCodegen(partitioned);
  std::string text = script::PrintModule(out.mod);
  ExpectGolden(text, "cutlass_attention.txt");
  ExpectGolden(out.source.contents, "cutlass_attention.cu");
  EXPECT_EQ(out.source.file_name, "cutlass_kernels.cu");
  // Both functions (main after the attention rewrite, and `fused`) run the
  // fused kernel; nothing else is offloaded.
  ASSERT_EQ(out.functions.size(), 2u);
  for (const std::string& f : out.functions) {
    EXPECT_TRUE(Contains(text, "R.call_dps_packed(\"" + f + "\", (q, k, v, workspace_main)")) << text;
    EXPECT_TRUE(Contains(out.source.contents, "extern \"C\" int32_t " + f + "(")) << f;
  }
  const std::string& cu = out.source.contents;
  EXPECT_TRUE(Contains(cu, "AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 64, 64, 64, false, false>"));
  // main's rewritten attention keeps its 0.125 scale; `fused` has none, so
  // 1/sqrt(head_dim), and its bottom-right causal mask.
  EXPECT_TRUE(Contains(cu, "p.scale = 0.125f;"));
  EXPECT_TRUE(Contains(cu, "p.scale = 1.0f / sqrtf(float(q->shape[3]));"));
  EXPECT_TRUE(Contains(cu, "p.custom_mask_type = Attention::CausalFromBottomRight;"));
  EXPECT_TRUE(Contains(cu, "p.output_accum_ptr = RlxData<float>(args[3]);"));
  EXPECT_EQ(text.find("\"Codegen\""), std::string::npos) << text;
}

const char* kGemmConv = R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 16, 64), dtype="float16"), wt: R.Tensor((32, 64), dtype="float16"), b: R.Tensor((32,), dtype="float16"), y: R.Tensor((2, 64, 8), dtype="float16"), img: R.Tensor((1, 8, 8, 16), dtype="float16"), kern: R.Tensor((32, 3, 3, 16), dtype="float16"), cb: R.Tensor((1, 1, 1, 32), dtype="float16")) -> R.Tuple(R.Tensor((2, 16, 32), dtype="float16"), R.Tensor((2, 16, 8), dtype="float16"), R.Tensor((1, 8, 8, 32), dtype="float16")):
        with R.dataflow():
            lv: R.Tensor((64, 32), dtype="float16") = R.permute_dims(wt, axes=[1, 0])
            lv1: R.Tensor((2, 16, 32), dtype="float16") = R.matmul(x, lv, out_dtype="void")
            lv2: R.Tensor((2, 16, 32), dtype="float16") = R.add(lv1, b)
            lv3: R.Tensor((2, 16, 32), dtype="float16") = R.nn.gelu(lv2)
            lv4: R.Tensor((2, 16, 8), dtype="float16") = R.matmul(x, y, out_dtype="void")
            lv5: R.Tensor((1, 8, 8, 32), dtype="float16") = R.nn.conv2d(img, kern, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NHWC", kernel_layout="OHWI", out_layout="NHWC", out_dtype="void")
            lv6: R.Tensor((1, 8, 8, 32), dtype="float16") = R.add(lv5, cb)
            lv7: R.Tensor((1, 8, 8, 32), dtype="float16") = R.nn.relu(lv6)
            gv: R.Tuple(R.Tensor((2, 16, 32), dtype="float16"), R.Tensor((2, 16, 8), dtype="float16"), R.Tensor((1, 8, 8, 32), dtype="float16")) = (lv3, lv4, lv7)
            R.output(gv)
        return gv
)";

TEST(CutlassCodegenTest, GemmAndConv2dPinned) {
  CutlassModule out = RunCutlassCodegen(backend::PartitionForCutlass(Parse(kGemmConv)));
  ExpectGolden(script::PrintModule(out.mod), "cutlass_gemm_conv2d.txt");
  ExpectGolden(out.source.contents, "cutlass_gemm_conv2d.cu");
  ASSERT_EQ(out.functions.size(), 3u);
  const std::string& cu = out.source.contents;
  // Transposed B is a column-major B; bias + gelu through the epilogue.
  EXPECT_TRUE(
      Contains(cu, "cutlass::half_t, cutlass::layout::RowMajor, cutlass::half_t, cutlass::layout::ColumnMajor"));
  EXPECT_TRUE(Contains(cu,
                       "cutlass::epilogue::thread::LinearCombinationGELU<cutlass::half_t, 8, float, float, "
                       "cutlass::epilogue::thread::ScaleType::NoBetaScaling>"));
  // The batched matmul (2 x (16, 64) x (64, 8)) pairs batches up.
  EXPECT_TRUE(Contains(cu, "cutlass::gemm::GemmUniversalMode::kBatched"));
  // conv2d: NHWC implicit GEMM with the bias broadcast and relu.
  EXPECT_TRUE(Contains(cu, "cutlass::conv::device::ImplicitGemmConvolution<Kernel>"));
  EXPECT_TRUE(Contains(cu, "cutlass::epilogue::thread::LinearCombinationRelu<cutlass::half_t, 8"));
  EXPECT_TRUE(Contains(cu, "{1, 1, 1, 1}, {1, 1}, {1, 1},"));
}

TEST(CutlassCodegenTest, UnsupportedCompositesAreLocatedErrors) {
  IRModule mod = Parse(R"(@I.ir_module
class Module:
    @R.function
    def fused_cutlass(x: R.Tensor((2, 8), dtype="float16"), g: R.Tensor((8,), dtype="float16"), b: R.Tensor((8,), dtype="float16")) -> R.Tensor((2, 8), dtype="float16"):
        R.func_attr({"Codegen": "cutlass"})
        @R.function
        def gv1(x_1: R.Tensor((2, 8), dtype="float16"), g_1: R.Tensor((8,), dtype="float16"), b_1: R.Tensor((8,), dtype="float16")) -> R.Tensor((2, 8), dtype="float16"):
            R.func_attr({"Composite": "cutlass.layer_norm"})
            with R.dataflow():
                gv: R.Tensor((2, 8), dtype="float16") = R.nn.layer_norm(x_1, g_1, b_1, axes=[-1])
                R.output(gv)
            return gv
        gv: R.Tensor((2, 8), dtype="float16") = gv1(x, g, b)
        return gv
)");
  try {
    RunCutlassCodegen(mod);
    FAIL() << "layer_norm was accepted";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message,
              "cutlass codegen: in 'fused_cutlass' (composite 'cutlass.layer_norm'): no cutlass template for this "
              "composite");
    EXPECT_TRUE(e.diagnostic().span.defined());
  }
  // Below sm80 the tensor-core kernels do not exist.
  CutlassOptions old;
  old.sm = 75;
  EXPECT_THROW(RunCutlassCodegen(backend::PartitionForCutlass(Parse(kGemmConv)), old), DiagnosticError);
  // Nothing to offload: no source.
  CutlassModule none = RunCutlassCodegen(Parse(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 8), dtype="float32")) -> R.Tensor((2, 8), dtype="float32"):
        gv: R.Tensor((2, 8), dtype="float32") = R.nn.relu(x)
        return gv
)"));
  EXPECT_TRUE(none.source.contents.empty());
  EXPECT_TRUE(none.functions.empty());
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
