// OpenCLML (Adreno) pattern table (python/tvm/relax/backend/contrib/clml.py).
// The conv family is generated combinatorially and registered most fused
// first, as TVM does.
#include "compiler/contrib/openclml/patterns.h"

#include <string>
#include <tuple>
#include <vector>

#include "compiler/backend/check_util.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

using pattern::AnnotationPatterns;
using pattern::DFPattern;
using pattern::IsConst;
using pattern::IsOp;
using pattern::PatternCheckContext;
using pattern::Wildcard;

struct Generated {
  std::string key;
  DFPattern pattern;
  AnnotationPatterns annotations;
};

// TVM's populate_patterns: `prefix.<key>` = op(<pattern>, extra_args...)
// for every entry so far, with the extra annotations added.
std::vector<Generated> Populate(const std::vector<Generated>& from, const std::string& prefix, const std::string& op,
                                const AnnotationPatterns& extra, const std::vector<DFPattern>& extra_args) {
  std::vector<Generated> out;
  for (const Generated& g : from) {
    std::vector<DFPattern> args = {g.pattern};
    args.insert(args.end(), extra_args.begin(), extra_args.end());
    AnnotationPatterns ann = g.annotations;
    for (const auto& [k, v] : extra) ann[k] = v;
    out.push_back({prefix + "." + g.key, IsOp(op)(args), ann});
  }
  return out;
}

bool IsFloat16Or32(const relax::Expr& e) {
  DataType t = TensorDtype(e);
  return t == DataType::Float(32) || t == DataType::Float(16);
}

bool CheckConv2d(const PatternCheckContext& ctx) {
  // "root" is the whole fused pattern, so the layout test only applies when
  // the conv itself is the root (TVM's check reads it the same way).
  relax::Expr root = ctx.Annotated("root");
  std::string op = CallOpName(root);
  if (op == "relax.nn.conv2d" || op == "relax.nn.conv2d_transpose") {
    if (CallAttrString(root, "data_layout") != std::optional<std::string>("NCHW") ||
        CallAttrString(root, "kernel_layout") != std::optional<std::string>("OIHW")) {
      return false;
    }
  }
  if (ctx.Annotated("data").defined() && !IsFloat16Or32(ctx.Annotated("data"))) return false;
  if (ctx.Annotated("weight").defined() && !IsFloat16Or32(ctx.Annotated("weight"))) return false;
  if (auto pad = ctx.Annotated("pad_val").as<relax::ConstantNode>()) {
    if (pad->data.NumElements() != 1 || pad->data.GetDouble(0) != 0.0) return false;
  }
  return true;
}

std::vector<FusionPattern> ConvPatterns() {
  DFPattern data = Wildcard(), weight = Wildcard();
  DFPattern bias = IsConst(), bn_scale = IsConst(), bn_bias = IsConst(), bn_mean = IsConst(), bn_var = IsConst();
  DFPattern pad_val = IsConst();
  AnnotationPatterns base{{"data", data}, {"weight", weight}};
  AnnotationPatterns pad_ann = base;
  pad_ann["pad_val"] = pad_val;
  std::vector<Generated> patterns = {
      {"nn.conv2d", IsOp("relax.nn.conv2d")({data, weight}), base},
      {"pad.nn.conv2d", IsOp("relax.nn.conv2d")({IsOp("relax.nn.pad")({data, pad_val}), weight}), pad_ann},
      {"nn.conv2d_transpose", IsOp("relax.nn.conv2d_transpose")({data, weight}), base},
  };
  auto append = [&patterns](const std::vector<Generated>& more) {
    patterns.insert(patterns.end(), more.begin(), more.end());
  };
  append(Populate(patterns, "bias", "relax.add", {{"bias", bias}}, {bias}));
  append(Populate(patterns, "bn", "relax.nn.batch_norm",
                  {{"bn_scale", bn_scale}, {"bn_bias", bn_bias}, {"bn_mean", bn_mean}, {"bn_var", bn_var}},
                  {bn_scale, bn_bias, bn_mean, bn_var}));
  std::vector<Generated> tuples;
  for (const Generated& g : patterns) {
    tuples.push_back({"tuple." + g.key, pattern::IsTupleGetItem(g.pattern, 0), g.annotations});
  }
  append(tuples);
  // Both computed from the same 24 entries. TVM's clip takes one argument
  // here, so the clip variants never match a three-argument R.clip.
  std::vector<Generated> relu = Populate(patterns, "relu", "relax.nn.relu", {}, {});
  std::vector<Generated> clip = Populate(patterns, "clip", "relax.clip", {}, {});
  append(relu);
  append(clip);
  std::vector<FusionPattern> out;
  for (auto it = patterns.rbegin(); it != patterns.rend(); ++it) {
    AnnotationPatterns ann = it->annotations;
    ann["root"] = it->pattern;
    out.emplace_back("openclml." + it->key, it->pattern, ann, CheckConv2d);
  }
  return out;
}

bool AllPositive(const std::optional<std::vector<int64_t>>& v, size_t size, bool allow_zero = false) {
  if (!v || v->size() != size) return false;
  for (int64_t x : *v) {
    if (allow_zero ? x < 0 : x <= 0) return false;
  }
  return true;
}

// Static 4-D input whose dims from `first` on are positive.
bool Positive4d(const relax::Expr& data, size_t first) {
  std::optional<std::vector<PrimExpr>> shape = TensorShape(data);
  if (!shape || shape->size() != 4) return false;
  for (size_t i = first; i < 4; ++i) {
    std::optional<int64_t> d = ConstInt((*shape)[i]);
    if (!d || *d <= 0) return false;
  }
  return true;
}

PatternCheckFunc CheckPool(const std::string& op, bool with_dilation) {
  return [op, with_dilation](const PatternCheckContext& ctx) {
    relax::Expr root = ctx.Annotated("root");
    if (CallOpName(root) != op || !Positive4d(ctx.Annotated("data"), 0)) return false;
    if (!AllPositive(CallAttrInts(root, "pool_size"), 2) || !AllPositive(CallAttrInts(root, "strides"), 2)) {
      return false;
    }
    if (with_dilation && !AllPositive(CallAttrInts(root, "dilation"), 2)) return false;
    return AllPositive(CallAttrInts(root, "padding"), 4, /*allow_zero=*/true);
  };
}

bool CheckGlobalAvgPool(const PatternCheckContext& ctx) {
  relax::Expr root = ctx.Annotated("root");
  if (CallOpName(root) != "relax.mean" || !Positive4d(ctx.Annotated("data"), 1)) return false;
  return CallAttrInts(root, "axis") == std::optional<std::vector<int64_t>>(std::vector<int64_t>{2, 3});
}

bool CheckBatchNorm(const PatternCheckContext& ctx) {
  if (CallOpName(ctx.Annotated("root")) != "relax.reshape") return false;
  std::optional<std::vector<PrimExpr>> base;
  for (const char* name : {"moving_var", "gamma", "moving_mean", "beta"}) {
    relax::Expr p = ctx.Annotated(name);
    if (!p.is<relax::ConstantNode>() || TensorDtype(p) != DataType::Float(32)) return false;
    std::optional<std::vector<PrimExpr>> shape = TensorShape(p);
    if (!shape) return false;
    if (!base) {
      base = shape;
      continue;
    }
    if (shape->size() != base->size()) return false;
    for (size_t i = 0; i < shape->size(); ++i) {
      if (!ProvablyEqual((*shape)[i], (*base)[i])) return false;
    }
  }
  return true;
}

// No int64, no batch above 1, and equal shapes for binary ops.
bool CheckElementwise(const PatternCheckContext& ctx) {
  auto arg_ok = [](const relax::Expr& e) {
    std::optional<std::vector<PrimExpr>> shape = TensorShape(e);
    if (TensorDtype(e) == DataType::Int(64) || !shape || shape->empty()) return false;
    std::optional<int64_t> batch = ConstInt((*shape)[0]);
    return batch.has_value() && *batch <= 1;
  };
  relax::Expr lhs = ctx.Annotated("lhs"), rhs = ctx.Annotated("rhs");
  if (lhs.defined() && !arg_ok(lhs)) return false;
  if (rhs.defined() && !arg_ok(rhs)) return false;
  if (lhs.defined() && rhs.defined()) {
    std::vector<PrimExpr> a = *TensorShape(lhs), b = *TensorShape(rhs);
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
      if (!ProvablyEqual(a[i], b[i])) return false;
    }
  }
  return true;
}

// TVM's _check_dequantize_matmul: a float16 lhs, a call_tir to a PrimFunc
// whose name contains "dequantize" producing a 2-D weight [K, N], and a 3-D
// float16 result with a static batch of 1 whose N matches the packed weight's
// last dimension.
bool CheckDequantMatmul(const PatternCheckContext& ctx) {
  relax::Expr lhs = ctx.Annotated("lhs"), root = ctx.Annotated("root");
  relax::Expr wdq = ctx.Annotated("w_decoded"), w_pack = ctx.Annotated("w_encoded");
  if (TensorDtype(lhs) != DataType::Float(16)) return false;
  if (!wdq.as<relax::CallNode>().defined()) return false;
  auto gv = CallArg(wdq, 0).as<relax::GlobalVarNode>();
  if (!gv.defined() || gv->name.find("dequantize") == std::string::npos) return false;
  auto out = TensorShape(root);
  if (!out || out->size() != 3 || ConstInt((*out)[0]) != std::optional<int64_t>(1) ||
      TensorDtype(root) != DataType::Float(16)) {
    return false;
  }
  auto w = TensorShape(wdq), packed = TensorShape(w_pack), in = TensorShape(lhs);
  return w && w->size() == 2 && packed && !packed->empty() && in && !in->empty() &&
         ProvablyEqual(packed->back(), out->back()) && ProvablyEqual((*w)[0], in->back());
}

}  // namespace

std::vector<FusionPattern> OpenclmlPatternTable() {
  std::vector<FusionPattern> all = ConvPatterns();
  {
    DFPattern data = Wildcard(), scale = IsConst(), bias = IsConst(), mean = IsConst(), var = IsConst();
    DFPattern bn = IsOp("relax.nn.batch_norm")({data, scale, bias, mean, var});
    DFPattern root = IsOp("relax.reshape")({pattern::IsTupleGetItem(bn, 0), Wildcard()});
    all.emplace_back("openclml.nn.batch_norm", root,
                     AnnotationPatterns{
                         {"gamma", scale}, {"beta", bias}, {"moving_mean", mean}, {"moving_var", var}, {"root", root}},
                     CheckBatchNorm);
  }
  for (const char* op :
       {"relax.add", "relax.subtract", "relax.multiply", "relax.divide", "relax.maximum", "relax.minimum"}) {
    DFPattern lhs = Wildcard(), rhs = Wildcard();
    all.emplace_back(std::string("openclml.") + op, IsOp(op)({lhs, rhs}),
                     AnnotationPatterns{{"lhs", lhs}, {"rhs", rhs}}, CheckElementwise);
  }
  for (const char* op : {"relax.nn.softmax", "relax.nn.relu", "relax.clip"}) {
    DFPattern lhs = Wildcard();
    all.emplace_back(std::string("openclml.") + op, IsOp(op)({lhs}), AnnotationPatterns{{"lhs", lhs}},
                     CheckElementwise);
  }
  for (const auto& [name, op, dilation] : std::vector<std::tuple<const char*, const char*, bool>>{
           {"openclml.nn.max_pool2d", "relax.nn.max_pool2d", true},
           {"openclml.nn.avg_pool2d", "relax.nn.avg_pool2d", false}}) {
    DFPattern data = Wildcard();
    DFPattern root = IsOp(op)({data});
    all.emplace_back(name, root, AnnotationPatterns{{"data", data}, {"root", root}}, CheckPool(op, dilation));
  }
  {
    DFPattern data = Wildcard();
    DFPattern root = IsOp("relax.mean")({data}).HasAttr({{"axis", pattern::AttrInts({2, 3})}});
    all.emplace_back("openclml.nn.global_avg_pool2d", root, AnnotationPatterns{{"data", data}, {"root", root}},
                     CheckGlobalAvgPool);
  }
  {
    DFPattern root = IsOp("relax.reshape")({Wildcard(), Wildcard()});
    // TVM only checks that the root is a reshape with a shape argument.
    all.emplace_back("openclml.reshape", root, AnnotationPatterns{{"root", root}}, [](const PatternCheckContext& ctx) {
      return CallOpName(ctx.Annotated("root")) == "relax.reshape" && CallArg(ctx.Annotated("root"), 1).defined();
    });
  }
  return all;
}

std::vector<FusionPattern> OpenclmlLlmPatterns() {
  DFPattern scales = Wildcard(), x = Wildcard(), w_packed = Wildcard();
  DFPattern w_decoded = IsOp("relax.call_tir")({pattern::IsGlobalVar(), pattern::IsTuple({w_packed, scales})});
  DFPattern matmul = IsOp("relax.matmul")({x, w_decoded});
  return {FusionPattern(
      "openclml.dequant_matmul", matmul,
      AnnotationPatterns{
          {"root", matmul}, {"lhs", x}, {"w_encoded", w_packed}, {"w_decoded", w_decoded}, {"scales", scales}},
      CheckDequantMatmul)};
}

void RegisterOpenclmlPatterns(PatternRegistry* r) {
  // clml.py registers clml_pattern_table() and then clml_llm_patterns.
  r->Register(OpenclmlPatternTable());
  r->Register(OpenclmlLlmPatterns());
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
