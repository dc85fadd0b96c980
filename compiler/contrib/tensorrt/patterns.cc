// TensorRT pattern table (python/tvm/relax/backend/contrib/tensorrt.py):
// single-op patterns named "tensorrt.<op>", the names its runtime
// converters are keyed by.
#include "compiler/contrib/tensorrt/patterns.h"

#include <string>
#include <utility>
#include <vector>

#include "compiler/backend/check_util.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

using pattern::DFPattern;
using pattern::IsOp;
using pattern::Wildcard;

FusionPattern OpPattern(const std::string& name, const std::string& op, int num_args) {
  std::vector<DFPattern> args;
  for (int i = 0; i < num_args; ++i) args.push_back(Wildcard());
  return FusionPattern(name, IsOp(op)(args));
}

bool OneOf(const std::optional<std::string>& v, std::initializer_list<const char*> allowed) {
  if (!v) return false;
  for (const char* a : allowed) {
    if (*v == a) return true;
  }
  return false;
}

// Only the subset of resize2d the TensorRT converter implements exactly.
bool CheckResize2d(const pattern::PatternCheckContext& ctx) {
  relax::Expr data = ctx.Annotated("data"), size = ctx.Annotated("size"), resize = ctx.Annotated("root");
  // Follow bindings when the static shape was bound to a variable.
  for (bool followed = true; followed;) {
    followed = false;
    for (const auto& [var, value] : ctx.matched_bindings) {
      if (var.get() == size.get()) {
        size = value;
        followed = true;
        break;
      }
    }
  }
  auto shape = size.as<relax::ShapeExprNode>();
  if (!shape.defined() || shape->values.size() != 2) return false;
  for (const PrimExpr& d : shape->values) {
    std::optional<int64_t> v = ConstInt(d);
    if (!v || *v <= 0) return false;
  }
  if (CallAttrString(resize, "layout") != std::optional<std::string>("NCHW")) return false;
  if (TensorNdim(data) != 4 || !TensorShape(data)) return false;
  // FP16/FP32 only, and TensorRT's Resize keeps its input dtype.
  DataType dtype = TensorDtype(data);
  if (dtype != DataType::Float(16) && dtype != DataType::Float(32)) return false;
  if (TensorDtype(resize) != dtype) return false;
  std::optional<std::string> method = CallAttrString(resize, "method");
  if (!OneOf(method, {"nearest_neighbor", "linear", "cubic"})) return false;
  if (!OneOf(CallAttrString(resize, "coordinate_transformation_mode"),
             {"asymmetric", "align_corners", "half_pixel", "pytorch_half_pixel"})) {
    return false;
  }
  // Relax's "round" is ties-to-even, which TensorRT has no mode for.
  if (*method == "nearest_neighbor" &&
      !OneOf(CallAttrString(resize, "rounding_method"), {"floor", "ceil", "round_prefer_ceil", "round_prefer_floor"})) {
    return false;
  }
  return true;
}

}  // namespace

void RegisterTensorrtPatterns(PatternRegistry* r) {
  std::vector<FusionPattern> all;
  const std::vector<std::pair<const char*, const char*>> unary = {
      {"tensorrt.nn.relu", "relax.nn.relu"},
      {"tensorrt.sigmoid", "relax.sigmoid"},
      {"tensorrt.nn.silu", "relax.nn.silu"},
      {"tensorrt.tanh", "relax.tanh"},
      {"tensorrt.exp", "relax.exp"},
      {"tensorrt.log", "relax.log"},
      {"tensorrt.sqrt", "relax.sqrt"},
      {"tensorrt.abs", "relax.abs"},
      {"tensorrt.negative", "relax.negative"},
      {"tensorrt.sin", "relax.sin"},
      {"tensorrt.cos", "relax.cos"},
      {"tensorrt.atan", "relax.atan"},
      {"tensorrt.ceil", "relax.ceil"},
      {"tensorrt.floor", "relax.floor"},
      {"tensorrt.erf", "relax.erf"},
      {"tensorrt.nn.softmax", "relax.nn.softmax"},
      {"tensorrt.nn.batch_flatten", "relax.nn.batch_flatten"},
      {"tensorrt.expand_dims", "relax.expand_dims"},
      {"tensorrt.squeeze", "relax.squeeze"},
      {"tensorrt.transpose", "relax.permute_dims"},
      {"tensorrt.layout_transform", "relax.layout_transform"},
      {"tensorrt.nn.max_pool2d", "relax.nn.max_pool2d"},
      {"tensorrt.nn.avg_pool2d", "relax.nn.avg_pool2d"},
      {"tensorrt.nn.max_pool3d", "relax.nn.max_pool3d"},
      {"tensorrt.nn.avg_pool3d", "relax.nn.avg_pool3d"},
      {"tensorrt.nn.adaptive_avg_pool2d", "relax.nn.adaptive_avg_pool2d"},
      {"tensorrt.sum", "relax.sum"},
      {"tensorrt.prod", "relax.prod"},
      {"tensorrt.max", "relax.max"},
      {"tensorrt.min", "relax.min"},
      {"tensorrt.mean", "relax.mean"},
      {"tensorrt.concatenate", "relax.concat"},
      {"tensorrt.split", "relax.split"},
  };
  for (const auto& [name, op] : unary) all.push_back(OpPattern(name, op, 1));
  const std::vector<std::pair<const char*, const char*>> binary = {
      {"tensorrt.add", "relax.add"},           {"tensorrt.subtract", "relax.subtract"},
      {"tensorrt.multiply", "relax.multiply"}, {"tensorrt.divide", "relax.divide"},
      {"tensorrt.power", "relax.power"},       {"tensorrt.maximum", "relax.maximum"},
      {"tensorrt.minimum", "relax.minimum"},
  };
  for (const auto& [name, op] : binary) all.push_back(OpPattern(name, op, 2));
  DFPattern data = Wildcard(), size = Wildcard();
  DFPattern resize = IsOp("relax.image.resize2d")({data, size});
  all.emplace_back("tensorrt.image.resize2d", resize,
                   pattern::AnnotationPatterns{{"data", data}, {"size", size}, {"root", resize}}, CheckResize2d);
  const std::vector<std::pair<const char*, const char*>> two_args = {
      {"tensorrt.nn.conv1d", "relax.nn.conv1d"},
      {"tensorrt.nn.conv2d", "relax.nn.conv2d"},
      {"tensorrt.nn.conv3d", "relax.nn.conv3d"},
      {"tensorrt.nn.conv2d_transpose", "relax.nn.conv2d_transpose"},
      {"tensorrt.nn.conv3d_transpose", "relax.nn.conv3d_transpose"},
      {"tensorrt.nn.batch_matmul", "relax.matmul"},
      {"tensorrt.reshape", "relax.reshape"},
  };
  for (const auto& [name, op] : two_args) all.push_back(OpPattern(name, op, 2));
  all.push_back(OpPattern("tensorrt.nn.layer_norm", "relax.nn.layer_norm", 3));
  all.push_back(OpPattern("tensorrt.clip", "relax.clip", 3));
  // strided_slice with and without its optional strides argument.
  all.push_back(OpPattern("tensorrt.strided_slice", "relax.strided_slice", 5));
  all.push_back(OpPattern("tensorrt.strided_slice", "relax.strided_slice", 4));
  r->Register(all);
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
