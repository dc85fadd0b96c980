#include "compiler/contrib/partition.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace {

using namespace relax;  // NOLINT
using transform::testing::GetFunction;
using transform::testing::Parse;

std::string StrAttr(const Function& f, const std::string& key) {
  if (!f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

std::vector<std::string> Names(const IRModule& mod) {
  std::vector<std::string> out;
  for (const auto& kv : mod->functions) out.push_back(kv.first);
  return out;
}

// The Composite attributes of the local functions `f` binds, in order.
std::vector<std::string> LocalComposites(const Function& f) {
  std::vector<std::string> out;
  for (const BindingBlock& block : f->body.cast<SeqExprNode>()->blocks) {
    for (const Binding& b : block->bindings) {
      if (auto local = transform::BoundValue(b).as<FunctionNode>()) out.push_back(StrAttr(local, "Composite"));
    }
  }
  return out;
}

// matmul + bias + relu, then matmul + bias (f16, as cuBLAS and CUTLASS take).
constexpr const char* kMlp = R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((32, 64), dtype="float16"), w0: R.Tensor((64, 128), dtype="float16"), b0: R.Tensor((128,), dtype="float16"), w1: R.Tensor((128, 16), dtype="float16"), b1: R.Tensor((16,), dtype="float16")) -> R.Tensor((32, 16), dtype="float16"):
        with R.dataflow():
            lv = R.matmul(x, w0)
            lv1 = R.add(lv, b0)
            lv2 = R.nn.relu(lv1)
            lv3 = R.matmul(lv2, w1)
            gv = R.add(lv3, b1)
            R.output(gv)
        return gv
)";

TEST(PartitionTest, UnknownBackendListsTheKnownOnes) {
  EXPECT_EQ(PartitionBackends(), (std::vector<std::string>{"coreml", "cublas", "cudnn", "cutlass", "dnnl",
                                                           "example_npu", "hipblas", "nnapi", "openclml", "tensorrt"}));
  try {
    PartitionPasses("cuda");
    FAIL() << "no error for an unknown backend";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown partition backend 'cuda'; known backends: coreml, cublas, cudnn, "
                                         "cutlass, dnnl, example_npu, hipblas, nnapi, openclml, tensorrt"),
              std::string::npos)
        << e.what();
  }
}

TEST(PartitionTest, PassListsFollowTvm) {
  auto names = [](const std::string& backend) {
    std::vector<std::string> out;
    for (const PassPtr& p : PartitionPasses(backend)) out.push_back(p->info().name);
    return out;
  };
  EXPECT_EQ(names("cublas"), (std::vector<std::string>{"FuseOpsByPattern"}));
  EXPECT_EQ(names("hipblas"), (std::vector<std::string>{"FuseOpsByPattern"}));
  EXPECT_EQ(names("cudnn"), (std::vector<std::string>{"FuseOpsByPattern", "annotate_workspace", "AllocateWorkspace"}));
  EXPECT_EQ(names("cutlass"), (std::vector<std::string>{"RewriteAttention", "FuseOpsByPattern", "annotate_workspace",
                                                        "AllocateWorkspace"}));
  EXPECT_EQ(names("coreml"),
            (std::vector<std::string>{"CanonicalizeBindings", "FuseOpsByPattern", "MergeCompositeFunctions"}));
  for (const char* b : {"dnnl", "nnapi", "tensorrt", "example_npu", "openclml"}) {
    EXPECT_EQ(names(b), (std::vector<std::string>{"FuseOpsByPattern", "MergeCompositeFunctions"})) << b;
  }
  EXPECT_EQ(PartitionPass("cublas")->info().name, "partition_for_cublas");
}

TEST(PartitionTest, CublasWrapsEachMatchInACodegenFunction) {
  IRModule out = PartitionForCublas(Parse(kMlp));
  transform::testing::ExpectWellFormed(out);
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_matmul_relax_add_cublas",
                                                  "fused_relax_matmul_relax_add_relax_nn_relu_cublas", "main"}));
  Function f = GetFunction(out, "fused_relax_matmul_relax_add_relax_nn_relu_cublas");
  EXPECT_EQ(StrAttr(f, "Codegen"), "cublas");
  EXPECT_EQ(StrAttr(f, "global_symbol"), "fused_relax_matmul_relax_add_relax_nn_relu_cublas");
  EXPECT_FALSE(f->attrs->Has("Primitive"));
  EXPECT_EQ(LocalComposites(f), (std::vector<std::string>{"cublas.matmul_bias_relu"}));
  EXPECT_EQ(LocalComposites(GetFunction(out, "fused_relax_matmul_relax_add_cublas")),
            (std::vector<std::string>{"cublas.matmul_bias"}));
}

TEST(PartitionTest, TensorrtMergesNeighbouringCompositesIntoOneFunction) {
  IRModule out = PartitionForTensorrt(Parse(kMlp));
  transform::testing::ExpectWellFormed(out);
  // The second matmul and add composites differ in shape from the first
  // ones, so FuseOpsByPattern numbered them (fused_relax_matmul1, ...).
  std::string merged = "fused_relax_matmul_relax_add_relax_nn_relu_relax_matmul1_relax_add1_tensorrt";
  EXPECT_EQ(Names(out), (std::vector<std::string>{merged, "main"}));
  Function f = GetFunction(out, merged);
  EXPECT_EQ(StrAttr(f, "Codegen"), "tensorrt");
  EXPECT_EQ(LocalComposites(f),
            (std::vector<std::string>{"tensorrt.nn.batch_matmul", "tensorrt.add", "tensorrt.nn.relu",
                                      "tensorrt.nn.batch_matmul", "tensorrt.add"}));
}

TEST(PartitionTest, NnapiFeatureLevelFiltersPatterns) {
  IRModule mod = Parse(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), y: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        with R.dataflow():
            gv = R.divide(x, y)
            R.output(gv)
        return gv
)");
  // NNAPI's DIV arrives with feature level 2.
  EXPECT_EQ(Names(PartitionForNnapi(mod, 1)), (std::vector<std::string>{"main"}));
  EXPECT_EQ(Names(PartitionForNnapi(mod, 2)), (std::vector<std::string>{"fused_relax_divide1_nnapi", "main"}));
  EXPECT_EQ(Names(PartitionForNnapi(mod)), (std::vector<std::string>{"fused_relax_divide1_nnapi", "main"}));
}

TEST(PartitionTest, AnnotateWorkspaceSizesAttentionComposites) {
  IRModule mod = Parse(R"(@I.ir_module
class Module:
    @R.function(private=True)
    def fused_relax_nn_attention(q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        R.func_attr({"Composite": "cutlass.attention", "Primitive": True})
        with R.dataflow():
            gv = R.nn.attention(q, k, v)
            R.output(gv)
        return gv

    @R.function(private=True)
    def fused_relax_matmul(x: R.Tensor((2, 4), dtype="float16"), w: R.Tensor((4, 4), dtype="float16")) -> R.Tensor((2, 4), dtype="float16"):
        R.func_attr({"Composite": "cutlass.matmul", "Primitive": True})
        with R.dataflow():
            gv = R.matmul(x, w)
            R.output(gv)
        return gv
)");
  IRModule out = AnnotateWorkspace(mod, "cutlass");
  auto size = GetFunction(out, "fused_relax_nn_attention")->attrs->Get("WorkspaceSize").as<IntImmNode>();
  ASSERT_TRUE(size.defined());
  EXPECT_EQ(size->value, 2 * 4 * 8 * 16 * 2);
  EXPECT_FALSE(GetFunction(out, "fused_relax_matmul")->attrs->Has("WorkspaceSize"));
  // Another codegen's annotator leaves cutlass composites alone.
  EXPECT_TRUE(AnnotateWorkspace(mod, "cudnn").same_as(mod));
}

// testdata/models/attention.py's main keeps the heads axis (4-D matmuls,
// no reshape to B*N); the attention rewrite used to miss it, leaving one
// cutlass.matmul and no attention kernel.
TEST(PartitionTest, CutlassRewritesHeadsAxisAttention) {
  IRModule mod = Parse(R"(@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, "s", 8, 64), dtype="float16"), k: R.Tensor((1, "s", 8, 64), dtype="float16"), v: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        with R.dataflow():
            lv: R.Tensor((1, 8, s, 64), dtype="float16") = R.permute_dims(q, axes=[0, 2, 1, 3])
            lv1: R.Tensor((1, 8, 64, s), dtype="float16") = R.permute_dims(k, axes=[0, 2, 3, 1])
            lv2: R.Tensor((1, 8, s, s), dtype="float16") = R.matmul(lv, lv1, out_dtype="void")
            lv3: R.Tensor((1, 8, s, s), dtype="float16") = R.multiply(lv2, R.const(0.125, "float16"))
            lv4: R.Tensor((1, 8, s, s), dtype="float16") = R.nn.softmax(lv3, axis=-1)
            lv5: R.Tensor((1, 8, s, 64), dtype="float16") = R.permute_dims(v, axes=[0, 2, 1, 3])
            lv6: R.Tensor((1, 8, s, 64), dtype="float16") = R.matmul(lv4, lv5, out_dtype="void")
            gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.permute_dims(lv6, axes=[0, 2, 1, 3])
            R.output(gv)
        return gv
)");
  IRModule out = PartitionForCutlass(mod);
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_nn_attention_cutlass1", "main"}));
  Function f = GetFunction(out, "fused_relax_nn_attention_cutlass1");
  auto codegen = f->attrs->Get("Codegen").as<StringNode>();
  ASSERT_TRUE(codegen.defined());
  EXPECT_EQ(codegen->value, "cutlass");
  // q, k, v and the workspace AllocateWorkspace adds for the kernel.
  ASSERT_EQ(f->params.size(), 4u);
  EXPECT_EQ(f->params[3]->name, "workspace");
  // Without the flash-MQA pattern the plain BSNH rewrite takes it too.
  EXPECT_EQ(Names(PartitionForCutlass(mod, true, false)),
            (std::vector<std::string>{"fused_relax_nn_attention_cutlass1", "main"}));
}

}  // namespace
}  // namespace backend
}  // namespace rlx
