// NNAPI pattern table (python/tvm/relax/backend/contrib/nnapi.py) and its
// feature-level filter.
#include "compiler/contrib/nnapi/patterns.h"

#include <string>
#include <utility>
#include <vector>

#include "compiler/support/diagnostic.h"

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

// The minimum NNAPI feature level of each operation (TVM's table, which
// also lists operations no pattern offloads yet).
const std::vector<std::pair<const char*, int>>& FeatureLevels() {
  static const auto* levels = new std::vector<std::pair<const char*, int>>{
      {"nnapi.add", 1},
      {"nnapi.average_pool_2d", 1},
      {"nnapi.concatenation", 1},
      {"nnapi.conv2d", 1},
      {"nnapi.depthwise_conv_2d", 1},
      {"nnapi.depth_to_space", 1},
      {"nnapi.dequantize", 1},
      {"nnapi.embedding_lookup", 1},
      {"nnapi.floor", 1},
      {"nnapi.fully_connected", 1},
      {"nnapi.hashtable_lookup", 1},
      {"nnapi.l2_normalization", 1},
      {"nnapi.l2_pool_2d", 1},
      {"nnapi.local_response_normalization", 1},
      {"nnapi.logistic", 1},
      {"nnapi.lsh_projection", 1},
      {"nnapi.lstm", 1},
      {"nnapi.max_pool_2d", 1},
      {"nnapi.mul", 1},
      {"nnapi.relu", 1},
      {"nnapi.relu1", 1},
      {"nnapi.relu6", 1},
      {"nnapi.reshape", 1},
      {"nnapi.resize_bilinear", 1},
      {"nnapi.rnn", 1},
      {"nnapi.softmax", 1},
      {"nnapi.space_to_depth", 1},
      {"nnapi.svdf", 1},
      {"nnapi.tanh", 1},
      {"nnapi.batch_to_space_nd", 2},
      {"nnapi.div", 2},
      {"nnapi.mean", 2},
      {"nnapi.pad", 2},
      {"nnapi.space_to_batch_nd", 2},
      {"nnapi.squeeze", 2},
      {"nnapi.strided_slice", 2},
      {"nnapi.sub", 2},
      {"nnapi.transpose", 2},
      {"nnapi.abs", 3},
      {"nnapi.argmax", 3},
      {"nnapi.argmin", 3},
      {"nnapi.axis_aligned_bbox_transform", 3},
      {"nnapi.bidirectional_sequence_lstm", 3},
      {"nnapi.bidirectional_sequence_rnn", 3},
      {"nnapi.box_with_nms_limit", 3},
      {"nnapi.cast", 3},
      {"nnapi.channel_shuffle", 3},
      {"nnapi.detection_postprocessing", 3},
      {"nnapi.equal", 3},
      {"nnapi.exp", 3},
      {"nnapi.expand_dims", 3},
      {"nnapi.gather", 3},
      {"nnapi.generate_proposals", 3},
      {"nnapi.greater", 3},
      {"nnapi.greater_equal", 3},
      {"nnapi.grouped_conv_2d", 3},
      {"nnapi.heatmap_max_keypoint", 3},
      {"nnapi.instance_normalization", 3},
      {"nnapi.less", 3},
      {"nnapi.less_equal", 3},
      {"nnapi.log", 3},
      {"nnapi.logical_and", 3},
      {"nnapi.logical_not", 3},
      {"nnapi.logical_or", 3},
      {"nnapi.log_softmax", 3},
      {"nnapi.maximum", 3},
      {"nnapi.minimum", 3},
      {"nnapi.neg", 3},
      {"nnapi.not_equal", 3},
      {"nnapi.pad_v2", 3},
      {"nnapi.pow", 3},
      {"nnapi.prelu", 3},
      {"nnapi.quantize", 3},
      {"nnapi.quantized_16bit_lstm", 3},
      {"nnapi.random_multinomial", 3},
      {"nnapi.reduce_all", 3},
      {"nnapi.reduce_any", 3},
      {"nnapi.reduce_max", 3},
      {"nnapi.reduce_min", 3},
      {"nnapi.reduce_prod", 3},
      {"nnapi.reduce_sum", 3},
      {"nnapi.roi_align", 3},
      {"nnapi.roi_pooling", 3},
      {"nnapi.rsqrt", 3},
      {"nnapi.select", 3},
      {"nnapi.sin", 3},
      {"nnapi.slice", 3},
      {"nnapi.split", 3},
      {"nnapi.sqrt", 3},
      {"nnapi.tile", 3},
      {"nnapi.topk_v2", 3},
      {"nnapi.transpose_conv_2d", 3},
      {"nnapi.unidirectional_sequence_lstm", 3},
      {"nnapi.unidirectional_sequence_rnn", 3},
      {"nnapi.resize_nearest_neighbor", 3},
      {"nnapi.quantized_lstm", 4},
      {"nnapi.if", 4},
      {"nnapi.while", 4},
      {"nnapi.elu", 4},
      {"nnapi.hard_swish", 4},
      {"nnapi.fill", 4},
      {"nnapi.rank", 4},
      {"nnapi.batch_matmul", 6},
      {"nnapi.pack", 6},
      {"nnapi.mirror_pad", 7},
      {"nnapi.reverse", 7},
  };
  return *levels;
}

}  // namespace

void RegisterNnapiPatterns(PatternRegistry* r) {
  std::vector<FusionPattern> all;
  for (const auto& [name, op] : std::vector<std::pair<const char*, const char*>>{
           {"nnapi.add", "relax.add"},
           {"nnapi.mul", "relax.multiply"},
           {"nnapi.div", "relax.divide"},
           {"nnapi.sub", "relax.subtract"},
           {"nnapi.pow", "relax.power"},
           {"nnapi.equal", "relax.equal"},
           {"nnapi.greater", "relax.greater"},
           {"nnapi.greater_equal", "relax.greater_equal"},
           {"nnapi.less", "relax.less"},
           {"nnapi.less_equal", "relax.less_equal"},
           {"nnapi.not_equal", "relax.not_equal"},
           {"nnapi.maximum", "relax.maximum"},
           {"nnapi.minimum", "relax.minimum"},
       }) {
    all.push_back(OpPattern(name, op, 2));
  }
  for (const auto& [name, op] : std::vector<std::pair<const char*, const char*>>{
           {"nnapi.floor", "relax.floor"},
           {"nnapi.relu", "relax.nn.relu"},
           {"nnapi.logistic", "relax.sigmoid"},
           {"nnapi.softmax", "relax.nn.softmax"},
           {"nnapi.tanh", "relax.tanh"},
           {"nnapi.abs", "relax.abs"},
           {"nnapi.exp", "relax.exp"},
           {"nnapi.log", "relax.log"},
           {"nnapi.neg", "relax.negative"},
           {"nnapi.cast", "relax.astype"},
           {"nnapi.sqrt", "relax.sqrt"},
           {"nnapi.rsqrt", "relax.rsqrt"},
       }) {
    all.push_back(OpPattern(name, op, 1));
  }
  all.push_back(OpPattern("nnapi.batch_matmul", "relax.matmul", 2));
  all.push_back(OpPattern("nnapi.transpose", "relax.permute_dims", 1));
  // A second nnapi.cast, between float16 and float32 only; being newer it
  // wins GetPattern.
  DFPattern input = Wildcard().HasDtype("float16") | Wildcard().HasDtype("float32");
  all.emplace_back("nnapi.cast", IsOp("relax.astype")({input}).HasDtype("float16") |
                                     IsOp("relax.astype")({input}).HasDtype("float32"));
  all.push_back(OpPattern("nnapi.mean", "relax.mean", 1));
  // conv2d only together with the add that follows it.
  DFPattern conv = IsOp("relax.nn.conv2d")({Wildcard(), Wildcard()});
  all.emplace_back("nnapi.conv2d", IsOp("relax.add")({conv, Wildcard()}));
  all.push_back(OpPattern("nnapi.max_pool_2d", "relax.nn.max_pool2d", 1));
  r->Register(all);
}

int NnapiMinFeatureLevel(const std::string& pattern_name) {
  for (const auto& [name, level] : FeatureLevels()) {
    if (pattern_name == name) return level;
  }
  ThrowError("no NNAPI feature level is known for pattern '" + pattern_name + "'");
}

std::vector<FusionPattern> FilterNnapiPatterns(const std::vector<FusionPattern>& patterns, int feature_level) {
  std::vector<FusionPattern> out;
  for (const FusionPattern& p : patterns) {
    if (feature_level >= NnapiMinFeatureLevel(p.name)) out.push_back(p);
  }
  return out;
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
