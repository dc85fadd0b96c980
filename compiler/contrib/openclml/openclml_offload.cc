#include "compiler/contrib/openclml/openclml_offload.h"

#include <memory>
#include <string>
#include <utility>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/openclml/openclml_codegen.h"
#include "compiler/contrib/openclml/patterns.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/append_reshape_to_bn.h"
#include "compiler/transform/convert_layout.h"
#include "compiler/transform/fold_batchnorm_to_conv2d.h"
#include "compiler/transform/fold_constant.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "compiler/transform/merge_composite_functions.h"
#include "compiler/transform/normalize.h"
#include "compiler/transform/run_codegen.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

// The version from which TVM's OpenCLMLOffLoadForLLM offloads anything.
constexpr int64_t kLlmOffloadVersion = 5;

// FuseOpsByPattern over `patterns` in the order given (TVM hands it the
// Python lists, not the registry's newest-first order), with TVM's default
// bind_constants=True; every match and rejection reaches the trace and
// `rlx opt --explain` as a decision of `pass`.
PassPtr FuseOpenclmlPatterns(const std::vector<FusionPattern>& patterns, bool annotate_codegen,
                             const std::string& pass) {
  transform::FuseOpsByPatternOptions o;
  o.bind_constants = true;
  o.annotate_codegen = annotate_codegen;
  o.decision_sink_for = RecordPatternDecisions(pass);
  return transform::FuseOpsByPattern(ToTransformPatterns(patterns), std::move(o));
}

}  // namespace

std::vector<PassPtr> OpenCLMLOffLoadPasses(int64_t clml_version) {
  transform::DesiredLayouts layouts = {{"relax.nn.conv2d", {"NCHW", "OIHW"}},
                                       {"relax.nn.conv2d_transpose", {"NCHW", "OIHW"}}};
  return {transform::ConvertLayout(std::move(layouts)),
          transform::Normalize(),
          transform::FoldBatchnormToConv2D(),
          transform::AppendReshapeToBN(),
          transform::FoldConstant(),
          FuseOpenclmlPatterns(OpenclmlPatternTable(), false, "OpenCLMLOffLoad"),
          transform::MergeCompositeFunctions(),
          transform::RunCodegen({{"openclml", OpenclmlCodegen(clml_version)}})};
}

namespace {

// TVM runs OpenCLMLOffLoad's Sequential inside a module pass, so pass
// instruments see its steps. Here it is a sequence (children() non-empty:
// Pass::operator() hands the instruments its leaves, each timed and traced
// on its own) whose steps are made at run time, when the context's CLML
// version is known.
class OffloadSequence : public Pass {
 public:
  OffloadSequence() {
    info_.name = "OpenCLMLOffLoad";
    info_.opt_level = 0;
  }
  const PassInfo& info() const override { return info_; }
  IRModule Run(const IRModule& mod, PassContext& ctx) const override {
    IRModule out = mod;
    for (const PassPtr& p : OpenCLMLOffLoadPasses(ClmlVersion(ctx))) out = (*p)(out, ctx);
    return out;
  }
  std::vector<std::shared_ptr<const Pass>> children() const override {
    std::vector<PassPtr> steps = OpenCLMLOffLoadPasses(kDefaultClmlVersion);
    return {steps.begin(), steps.end()};
  }

 private:
  PassInfo info_;
};

}  // namespace

PassPtr OpenCLMLOffLoad() { return std::make_shared<OffloadSequence>(); }

std::vector<PassPtr> OpenCLMLOffLoadForLLMPasses(int64_t clml_version) {
  return {transform::Normalize(), FuseOpenclmlPatterns(OpenclmlLlmPatterns(), true, "OpenCLMLOffLoadForLLM"),
          transform::RunCodegen({{"openclml", OpenclmlCodegen(clml_version)}})};
}

PassPtr OpenCLMLOffLoadForLLM() {
  PassInfo info;
  info.name = "OpenCLMLOffLoadForLLM";
  info.opt_level = 0;
  return CreateModulePass(
      [](const IRModule& mod, PassContext& ctx) {
        // TVM: only for a target with the "adreno" key and CLML SDK >= 5.
        const int64_t version = ClmlVersion(ctx);
        if (!ctx.target || !ctx.target->HasKey("adreno") || version < kLlmOffloadVersion) return mod;
        IRModule out = mod;
        for (const PassPtr& p : OpenCLMLOffLoadForLLMPasses(version)) out = (*p)(out, ctx);
        return out;
      },
      info);
}

void RegisterOpenclmlPasses(PassRegistry* r) {
  PassEntry e;
  e.name = "OpenCLMLOffLoad";
  e.doc = "Adreno CLML offload: layouts, batch-norm folding, openclml patterns, merge, openclml JSON codegen.";
  e.factory = [](const PassOptions&) { return OpenCLMLOffLoad(); };
  r->Register(std::move(e));
  PassEntry l;
  l.name = "OpenCLMLOffLoadForLLM";
  l.doc =
      "Adreno CLML dequantize+matmul offload (openclml.dequant_matmul); a no-op below CLML SDK version 5 "
      "(the default is 3) or without the adreno key.";
  l.factory = [](const PassOptions&) { return OpenCLMLOffLoadForLLM(); };
  r->Register(std::move(l));
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
