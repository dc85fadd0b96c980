// The example NPU pattern table
// (python/tvm/relax/backend/contrib/example_npu/patterns.py): TVM's
// educational BYOC backend. Its memory and quantization checks are
// placeholders that accept everything; the only real check is that
// depthwise_conv2d needs a grouped convolution.
#include "compiler/contrib/example_npu/patterns.h"

#include <string>
#include <vector>

#include "compiler/backend/check_util.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

using pattern::AnnotationPatterns;
using pattern::DFPattern;
using pattern::IsOp;
using pattern::Wildcard;

bool AcceptAll(const pattern::PatternCheckContext&) { return true; }

// op(input) with annotations {input, root}.
FusionPattern Unary(const std::string& name, const std::string& op) {
  DFPattern input = Wildcard();
  DFPattern out = IsOp(op)({input});
  return FusionPattern(name, out, AnnotationPatterns{{"input", input}, {"root", out}}, AcceptAll);
}

// op(input, weight) with annotations {input, weight, root}.
FusionPattern InputWeight(const std::string& name, const std::string& op, PatternCheckFunc check = AcceptAll) {
  DFPattern input = Wildcard(), weight = Wildcard();
  DFPattern out = IsOp(op)({input, weight});
  return FusionPattern(name, out, AnnotationPatterns{{"input", input}, {"weight", weight}, {"root", out}},
                       std::move(check));
}

// relu(op(input, weight)); `inner` names the op's annotation.
FusionPattern WithRelu(const std::string& name, const std::string& op, const std::string& inner) {
  DFPattern input = Wildcard(), weight = Wildcard();
  DFPattern call = IsOp(op)({input, weight});
  DFPattern relu = IsOp("relax.nn.relu")({call});
  return FusionPattern(
      name, relu, AnnotationPatterns{{"input", input}, {"weight", weight}, {inner, call}, {"root", relu}}, AcceptAll);
}

// groups > 1 tells a grouped (depthwise) convolution from a plain one.
bool CheckDepthwise(const pattern::PatternCheckContext& ctx) {
  std::optional<int64_t> groups = CallAttrInt(ctx.Annotated("root"), "groups");
  return groups && *groups > 1;
}

}  // namespace

void RegisterExampleNpuPatterns(PatternRegistry* r) {
  std::vector<FusionPattern> all;
  // quantize / dequantize are matched with one argument, as in TVM, so they
  // only match calls written with a single argument.
  all.push_back(Unary("example_npu.quantize", "relax.quantize"));
  all.push_back(Unary("example_npu.dequantize", "relax.dequantize"));
  for (const char* op : {"add", "multiply", "subtract", "divide"}) {
    DFPattern a = Wildcard(), b = Wildcard();
    DFPattern out = IsOp(std::string("relax.") + op)({a, b});
    all.emplace_back(std::string("example_npu.") + op, out,
                     AnnotationPatterns{{"input1", a}, {"input2", b}, {"root", out}}, AcceptAll);
  }
  // TVM registers an activation only when Op.get("relax.nn.<x>") succeeds:
  // of relu, relu6, sigmoid, tanh and gelu, only relax.nn.relu and
  // relax.nn.gelu exist (sigmoid and tanh are relax.sigmoid / relax.tanh).
  all.push_back(Unary("example_npu.relu", "relax.nn.relu"));
  all.push_back(Unary("example_npu.gelu", "relax.nn.gelu"));
  all.push_back(Unary("example_npu.softmax", "relax.nn.softmax"));
  {
    DFPattern input = Wildcard();
    DFPattern out = IsOp("relax.nn.batch_norm")({input, Wildcard(), Wildcard(), Wildcard(), Wildcard()});
    all.emplace_back("example_npu.batch_norm", out, AnnotationPatterns{{"input", input}, {"root", out}}, AcceptAll);
  }
  all.push_back(Unary("example_npu.max_pool2d", "relax.nn.max_pool2d"));
  all.push_back(Unary("example_npu.avg_pool2d", "relax.nn.avg_pool2d"));
  all.push_back(InputWeight("example_npu.dense", "relax.matmul"));
  all.push_back(InputWeight("example_npu.matmul", "relax.matmul"));
  all.push_back(InputWeight("example_npu.conv1d", "relax.nn.conv1d"));
  // Plain conv2d before depthwise, so depthwise (newer) wins on grouped
  // convolutions; the fused patterns come last and win over both.
  all.push_back(InputWeight("example_npu.conv2d", "relax.nn.conv2d"));
  all.push_back(InputWeight("example_npu.depthwise_conv2d", "relax.nn.conv2d", CheckDepthwise));
  all.push_back(WithRelu("example_npu.matmul_relu_fused", "relax.matmul", "matmul"));
  all.push_back(WithRelu("example_npu.conv2d_relu_fused", "relax.nn.conv2d", "conv"));
  r->Register(all);
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
