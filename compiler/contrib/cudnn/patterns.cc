// cuDNN pattern table (python/tvm/relax/backend/cuda/cudnn.py).
#include "compiler/contrib/cudnn/patterns.h"

#include <string>

#include "compiler/backend/check_util.h"
#include "compiler/backend/patterns.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

bool IsSupportedDtype(DataType lhs, DataType rhs) {
  return lhs == rhs && (lhs == DataType::Float(16) || lhs == DataType::Float(32));
}

bool IsSupportedFormat(const std::optional<std::string>& data, const std::optional<std::string>& kernel) {
  if (!data || !kernel) return false;
  return (*data == "NHWC" && *kernel == "OHWI") || (*data == "NCHW" && *kernel == "OIHW");
}

bool CheckConv2d(const pattern::PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  relax::Expr conv = ctx.Annotated("root");
  if (!IsSupportedDtype(TensorDtype(ctx.Annotated("input")), TensorDtype(ctx.Annotated("weight")))) return false;
  return IsSupportedFormat(CallAttrString(conv, "data_layout"), CallAttrString(conv, "kernel_layout"));
}

// The stacked tensor's rank and split axis follow the layout: BS3NH is
// (B, S, 3*N*H) split on axis 2, SBN3H is (S, B, N, 3*H) split on axis 3.
PatternCheckFunc CheckStackedAttention(int rank, int64_t split_axis) {
  return [rank, split_axis](const pattern::PatternCheckContext& ctx) {
    if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
    if (TensorNdim(ctx.Annotated("stacked_qkv")) != rank) return false;
    relax::Expr split = ctx.Annotated("split");
    return !split.defined() || CallAttrInt(split, "axis") == std::optional<int64_t>(split_axis);
  };
}

FusionPattern Entry(const std::string& name, const PatternWithAnnotations& p, PatternCheckFunc check) {
  return FusionPattern(name, p.pattern, p.annotations, std::move(check));
}

}  // namespace

void RegisterCudnnPatterns(PatternRegistry* r) {
  r->Register({
      Entry("cudnn.conv2d.nhwc_ohwi", MakeConv2dPattern(false), CheckConv2d),
      Entry("cudnn.conv2d.nhwc_ohwi_bias", MakeConv2dPattern(true), CheckConv2d),
      Entry("cudnn.conv2d.nhwc_ohwi_bias_relu", MakeConv2dPattern(true, "relax.nn.relu"), CheckConv2d),
      Entry("cudnn.attention.BS3NH", MakeStackedAttentionPattern("split", false, "BS3NH"), CheckStackedAttention(3, 2)),
      Entry("cudnn.attention.SBN3H", MakeStackedAttentionPattern("split", false, "SBN3H"), CheckStackedAttention(4, 3)),
  });
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
