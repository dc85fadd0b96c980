#include "compiler/transform/fold_batchnorm_to_conv2d.h"

#include <string>
#include <utility>
#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/pattern/rewriter.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

std::string StringAttr(const Call& c, const std::string& key) {
  if (!c->attrs.defined()) return "";
  auto s = c->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

int64_t IntAttr(const Call& c, const std::string& key, int64_t default_value) {
  int64_t v = default_value;
  if (c->attrs.defined()) {
    if (auto p = c->attrs->Get(key).as<PrimExprNode>(); p.defined()) AsConstInt(p, &v);
  }
  return v;
}

double FloatAttr(const Call& c, const std::string& key, double default_value) {
  if (!c->attrs.defined()) return default_value;
  ObjectRef v = c->attrs->Get(key);
  if (auto f = v.as<FloatImmNode>()) return f->value;
  if (auto i = v.as<IntImmNode>()) return static_cast<double>(i->value);
  return default_value;
}

bool IsPrimitive(const Function& f) {
  if (!f->attrs.defined()) return false;
  ObjectRef p = f->attrs->Get("Primitive");
  if (!p.defined()) return false;
  auto i = p.as<IntImmNode>();
  return !i.defined() || i->value != 0;
}

Expr Op1(const Span& span, const char* op, std::vector<Expr> args) {
  return MakeAt<CallNode>(span, GetOp(op), std::move(args), Map());
}

Expr Shape(const Span& span, const std::vector<int64_t>& dims) {
  std::vector<PrimExpr> values;
  for (int64_t d : dims) values.push_back(Int64(d));
  Expr s = MakeAt<ShapeExprNode>(span, std::move(values));
  op::InferStructInfo(s);
  return s;
}

// The pattern of TVM's pass: TupleGetItem(batch_norm(conv2d(*, const),
// const, const, const, const), 0).
struct FoldPattern {
  pattern::DFPattern input = pattern::Wildcard();
  pattern::DFPattern weight = pattern::IsConst();
  pattern::DFPattern conv = pattern::IsOp("relax.nn.conv2d")({input, weight});
  pattern::DFPattern gamma = pattern::IsConst(), beta = pattern::IsConst();
  pattern::DFPattern mean = pattern::IsConst(), var = pattern::IsConst();
  pattern::DFPattern bn = pattern::IsOp("relax.nn.batch_norm")({conv, gamma, beta, mean, var});
  pattern::DFPattern root = pattern::IsTupleGetItem(bn, 0);
};

Expr Rewrite(const FoldPattern& p, const Expr& matched, const pattern::MatchResult& m) {
  Call conv = m.Get(p.conv).as<CallNode>();
  Call bn = m.Get(p.bn).as<CallNode>();
  Constant gamma = m.Get(p.gamma).as<ConstantNode>();
  Constant beta = m.Get(p.beta).as<ConstantNode>();
  if (!conv.defined() || !bn.defined() || !gamma.defined() || !beta.defined()) return matched;
  const std::string kernel_layout = StringAttr(conv, "kernel_layout");
  std::string out_layout = StringAttr(conv, "out_layout");
  if (out_layout.empty()) out_layout = StringAttr(conv, "data_layout");
  // The bias below is (1, C, 1, 1): NCHW output, normalized along C.
  if (out_layout != "NCHW" || gamma->data.shape().size() != 1 || beta->data.shape().size() != 1) return matched;
  int64_t axis = IntAttr(bn, "axis", 1);
  if (axis != 1 && axis != -3) return matched;
  const int64_t channels = gamma->data.shape()[0];
  std::vector<int64_t> scale_shape;
  if (kernel_layout == "OIHW") {
    scale_shape = {channels, 1, 1, 1};
  } else if (kernel_layout == "IOHW") {
    scale_shape = {1, channels, 1, 1};
  } else {
    return matched;  // TVM: any other kernel layout is left alone
  }
  const Span& span = bn->span;
  auto var_sinfo = GetStructInfo(m.Get(p.var)).as<TensorStructInfoNode>();
  if (!var_sinfo.defined() || var_sinfo->IsUnknownDtype()) return matched;
  NDArray eps = NDArray::Empty({}, var_sinfo->dtype);
  eps.SetDouble(0, FloatAttr(bn, "epsilon", 1e-5));
  Expr epsilon = MakeAt<ConstantNode>(span, eps);
  op::InferStructInfo(epsilon);

  Expr denom = Op1(span, "relax.sqrt", {Op1(span, "relax.add", {m.Get(p.var), epsilon})});
  Expr scale = Op1(span, "relax.divide", {gamma, denom});
  Expr shift = Op1(span, "relax.subtract", {beta, Op1(span, "relax.multiply", {m.Get(p.mean), scale})});
  Expr new_weight =
      Op1(span, "relax.multiply", {m.Get(p.weight), Op1(span, "relax.reshape", {scale, Shape(span, scale_shape)})});
  Expr bias = Op1(span, "relax.reshape", {shift, Shape(span, {1, channels, 1, 1})});
  Expr new_conv = MakeAt<CallNode>(conv->span, conv->op, std::vector<Expr>{m.Get(p.input), new_weight}, conv->attrs,
                                   conv->sinfo_args);
  return MakeAt<CallNode>(span, GetOp("relax.add"), std::vector<Expr>{new_conv, bias}, Map());
}

}  // namespace

Function FoldBatchnormToConv2D(const Function& f) {
  if (IsPrimitive(f)) return f;
  static const FoldPattern* p = new FoldPattern();
  return pattern::RewriteCall(
      p->root, [](const Expr& matched, const pattern::MatchResult& m) { return Rewrite(*p, matched, m); }, f);
}

PassPtr FoldBatchnormToConv2D() {
  PassInfo info;
  info.name = "FoldBatchnormToConv2D";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return FoldBatchnormToConv2D(f); },
                            info);
}

}  // namespace transform
}  // namespace rlx
