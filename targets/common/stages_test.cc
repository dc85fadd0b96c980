#include "targets/common/stages.h"

#include <gtest/gtest.h>

#include <memory>

#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace targets {
namespace {

// Records the name of every pass instruments are told about.
class Recorder : public PassInstrument {
 public:
  std::string name() const override { return "recorder"; }
  void RunBeforePass(const IRModule&, const PassInfo& info) override { seen.push_back(info.name); }
  std::vector<std::string> seen;
};

constexpr const char* kSortModule = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            y: R.Tensor((2, 3), dtype="float32") = R.sort(x, axis=-1, descending=False)
            R.output(y)
        return y
)";

TEST(StagesTest, SharedStagesAreTvmsLists) {
  EXPECT_EQ(LibraryDispatchStage().passes,
            (std::vector<std::string>{"LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "DispatchSortScan"}));
  EXPECT_EQ(LegalizeStage().passes,
            (std::vector<std::string>{"LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR"}));
  EXPECT_EQ(DataflowLowerStage().passes, (std::vector<std::string>{"RewriteDataflowReshape", "ToNonDataflow",
                                                                   "RemovePurityChecking", "CallTIRRewrite"}));
  EXPECT_EQ(
      FinalizeStage().passes,
      (std::vector<std::string>{"StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "LowerRuntimeBuiltin",
                                "ComputePrimValue", "VMShapeLower", "AttachGlobalSymbol"}));
}

TEST(StagesTest, InsertAfterPlacesTheDelta) {
  Stage finalize = FinalizeStage();
  InsertAfter(&finalize, "StaticPlanBlockMemory", "RewriteCUDAGraph");
  EXPECT_EQ(finalize.passes[0], "StaticPlanBlockMemory");
  EXPECT_EQ(finalize.passes[1], "RewriteCUDAGraph");
  EXPECT_EQ(finalize.passes[2], "LowerAllocTensor");
  EXPECT_DEATH(InsertAfter(&finalize, "NoSuchPass", "X"), "has no pass NoSuchPass");
}

TEST(StagesTest, PipelineRunsUnderItsTargetAndRestoresTheCallers) {
  PipelineSpec spec{"test", {{kLibraryDispatchStage, {"DispatchSortScan"}}, {kLegalizeStage, {"Normalize"}}}};
  IRModule mod = script::ParseModuleText(kSortModule);
  auto recorder = std::make_shared<Recorder>();
  PassContext ctx;  // no target: DispatchSortScan alone would fail with "Target not found"
  ctx.instruments.push_back(recorder);
  PassPtr pipeline = DefaultPipelinePass(spec, Target::Parse("llvm"));
  EXPECT_EQ(pipeline->info().name, "test.default_pipeline");
  EXPECT_EQ(pipeline->info().opt_level, 0);
  IRModule out = (*pipeline)(mod, ctx);
  EXPECT_FALSE(ctx.target.has_value());
  // Instruments see the leaves only, like TVM's Sequential.
  EXPECT_EQ(recorder->seen, (std::vector<std::string>{"DispatchSortScan", "Normalize"}));
  EXPECT_NE(script::PrintModule(out).find("tvm.contrib.sort.sort"), std::string::npos);

  // Without the scope the same pass has no target.
  PassContext bare;
  EXPECT_THROW((*DefaultPassRegistry().Create("DispatchSortScan"))(mod, bare), DiagnosticError);

  // A failing pass still restores the caller's target.
  PassContext cuda_ctx;
  cuda_ctx.target = Target::Parse("cuda");
  PipelineSpec bad{"bad", {{kLegalizeStage, {"DispatchSortScan(index_bits=16)"}}}};
  EXPECT_THROW((*DefaultPipelinePass(bad, Target::Parse("llvm")))(mod, cuda_ctx), DiagnosticError);
  ASSERT_TRUE(cuda_ctx.target.has_value());
  EXPECT_EQ(cuda_ctx.target->kind(), "cuda");
}

TEST(StagesTest, StagePassIsASequentialNamedAfterBackendAndStage) {
  PipelineSpec spec{"cpu_generic", {LegalizeStage()}};
  PassPtr legalize = StagePass(spec, kLegalizeStage);
  EXPECT_EQ(legalize->info().name, "cpu_generic.legalize_passes");
  ASSERT_EQ(legalize->children().size(), 5u);
  EXPECT_EQ(legalize->children()[3]->info().name, "FuseOps");
  EXPECT_DEATH(StagePass(spec, kFinalizeStage), "has no stage finalize_passes");
}

}  // namespace
}  // namespace targets
}  // namespace rlx
