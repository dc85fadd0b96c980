// DNNL (oneDNN) pattern table.
//
// Upstream TVM has no Relax pattern module for DNNL: its tests build
// ("dnnl.conv2d_relu", make_fused_bias_activation_pattern(...)) ad hoc
// (tests/python/relax/test_codegen_dnnl.py) for the C++ codegen
// relax.ext.dnnl. The names and their order here follow the one Relax DNNL
// table in public code, python/tvm/relax/backend/contrib/dnnl.py of the
// aadeshps-mcw/TVM-Relax fork: bare ops first ("dnnl.conv2d", ...,
// "dnnl.matmul"), then for each op, without and with bias, the activations
// relu, sigmoid, gelu, tanh ("dnnl.conv2d_relu" ... "dnnl.conv2d_bias_tanh"),
// so the fused patterns, registered later, are tried first. Of that table
// this keeps the conv2d and matmul families (no conv1d/3d, transposed convs,
// pooling, clip, residual sum or int8), which is what the runtime
// (compiler/contrib/dnnl/runtime/dnnl.h) executes.
#include "compiler/contrib/dnnl/patterns.h"

#include <string>
#include <vector>

#include "compiler/backend/check_util.h"
#include "compiler/backend/patterns.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

struct Activation {
  const char* suffix;  // in the pattern name
  const char* op;
};
constexpr Activation kActivations[] = {
    {"relu", "relax.nn.relu"},
    {"sigmoid", "relax.sigmoid"},
    {"gelu", "relax.nn.gelu"},
    {"tanh", "relax.tanh"},
};

std::string ShapeText(const std::vector<PrimExpr>& dims) {
  std::string s = "(";
  for (size_t i = 0; i < dims.size(); ++i) {
    std::optional<int64_t> v = ConstInt(dims[i]);
    s += (i ? ", " : "") + (v ? std::to_string(*v) : std::string("?"));
  }
  return s + (dims.size() == 1 ? ",)" : ")");
}

bool IsOne(const PrimExpr& d) { return ConstInt(d) == std::optional<int64_t>(1); }

// A bias oneDNN can take: after numpy-style right alignment to the output's
// rank, every dimension is 1 except at `channel_axis`, where it is 1 or the
// output's extent.
std::string BiasReason(const relax::Expr& bias, const std::vector<PrimExpr>& out, size_t channel_axis) {
  if (TensorDtype(bias) != DataType::Float(32)) return "the bias must be float32";
  std::optional<std::vector<PrimExpr>> b = TensorShape(bias);
  if (!b || b->size() > out.size()) return "the bias must have a known shape of rank <= the output's";
  for (size_t i = 0; i < b->size(); ++i) {
    size_t axis = out.size() - b->size() + i;
    const PrimExpr& d = (*b)[i];
    if (IsOne(d)) continue;
    if (axis != channel_axis || !ProvablyEqual(d, out[channel_axis])) {
      return "bias of shape " + ShapeText(*b) + " is not one value per output channel of " + ShapeText(out);
    }
  }
  return "";
}

// Relax accepts 1 or 2 values for strides / dilation and 1, 2 or 4 for
// padding; oneDNN wants 2, 2 and [top, left, bottom, right].
std::optional<std::vector<int64_t>> Expand(std::optional<std::vector<int64_t>> v, size_t n) {
  if (!v) return std::nullopt;
  if (v->size() == 1) return std::vector<int64_t>(n, (*v)[0]);
  if (n == 4 && v->size() == 2) return std::vector<int64_t>{(*v)[0], (*v)[1], (*v)[0], (*v)[1]};
  if (v->size() != n) return std::nullopt;
  return v;
}

std::string Conv2dReason(const relax::Expr& conv, const relax::Expr& bias) {
  relax::Expr data = CallArg(conv, 0), weight = CallArg(conv, 1);
  if (TensorDtype(data) != DataType::Float(32) || TensorDtype(weight) != DataType::Float(32) ||
      TensorDtype(conv) != DataType::Float(32)) {
    return "dnnl conv2d takes float32 data and weight to a float32 output only";
  }
  std::optional<std::string> dl = CallAttrString(conv, "data_layout"), kl = CallAttrString(conv, "kernel_layout"),
                             ol = CallAttrString(conv, "out_layout");
  if (dl.value_or("NCHW") != "NCHW" || kl.value_or("OIHW") != "OIHW" || (ol && !ol->empty() && *ol != "NCHW")) {
    return "dnnl conv2d takes NCHW data, OIHW weights and NCHW output, got " + dl.value_or("?") + "/" +
           kl.value_or("?") + "/" + ol.value_or("NCHW");
  }
  if (!DnnlConv2dAttrsOf(conv))
    return "dnnl conv2d needs 2 strides >= 1, 2 dilations >= 1, 4 paddings >= "
           "0 and groups >= 1";
  std::optional<std::vector<PrimExpr>> out = TensorShape(conv);
  if (!out || out->size() != 4) return "dnnl conv2d needs an output of known rank 4";
  if (bias.defined()) return BiasReason(bias, *out, 1);
  return "";
}

std::string MatmulReason(const relax::Expr& matmul, const relax::Expr& bias) {
  relax::Expr lhs = CallArg(matmul, 0), rhs = CallArg(matmul, 1);
  if (TensorDtype(lhs) != DataType::Float(32) || TensorDtype(rhs) != DataType::Float(32) ||
      TensorDtype(matmul) != DataType::Float(32)) {
    return "dnnl matmul takes float32 operands only";
  }
  std::optional<std::vector<PrimExpr>> a = TensorShape(lhs), b = TensorShape(rhs), out = TensorShape(matmul);
  if (!a || !b || !out || a->size() < 2 || b->size() < 2) return "dnnl matmul needs operands of known rank >= 2";
  // oneDNN's batched matmul here takes equal batches, or one rhs matrix
  // shared by every lhs batch (folded into the rows).
  if (b->size() > 2) {
    bool same = a->size() == b->size();
    for (size_t i = 0; same && i + 2 < a->size(); ++i) same = ProvablyEqual((*a)[i], (*b)[i]);
    if (!same) {
      return "dnnl matmul needs rhs batch dimensions equal to lhs's (or a 2-D "
             "rhs), got " +
             ShapeText(*a) + " x " + ShapeText(*b);
    }
  }
  if (bias.defined()) return BiasReason(bias, *out, out->size() - 1);
  return "";
}

bool CheckDnnl(const pattern::PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  return DnnlUnsupportedReason(ctx.Annotated("root"), ctx.Annotated("bias")).empty();
}

FusionPattern Entry(const std::string& name, const PatternWithAnnotations& p) {
  return FusionPattern(name, p.pattern, p.annotations, CheckDnnl);
}

}  // namespace

std::optional<DnnlConv2dAttrs> DnnlConv2dAttrsOf(const relax::Expr& conv) {
  DnnlConv2dAttrs a;
  std::optional<std::vector<int64_t>> strides = Expand(CallAttrInts(conv, "strides"), 2);
  std::optional<std::vector<int64_t>> dilation = Expand(CallAttrInts(conv, "dilation"), 2);
  std::optional<std::vector<int64_t>> padding = Expand(CallAttrInts(conv, "padding"), 4);
  std::optional<int64_t> groups = CallAttrInt(conv, "groups");
  if (!strides || !dilation || !padding || !groups || *groups < 1) return std::nullopt;
  for (int64_t v : *strides)
    if (v < 1) return std::nullopt;
  for (int64_t v : *dilation)
    if (v < 1) return std::nullopt;
  for (int64_t v : *padding)
    if (v < 0) return std::nullopt;
  a.strides = *strides;
  a.dilation = *dilation;
  a.padding = *padding;
  a.groups = *groups;
  return a;
}

std::string DnnlUnsupportedReason(const relax::Expr& root, const relax::Expr& bias) {
  std::string op = CallOpName(root);
  if (op == "relax.nn.conv2d") return Conv2dReason(root, bias);
  if (op == "relax.matmul") return MatmulReason(root, bias);
  return "dnnl offloads relax.nn.conv2d and relax.matmul, not " + (op.empty() ? std::string("this call") : op);
}

void RegisterDnnlPatterns(PatternRegistry* r) {
  std::vector<FusionPattern> table = {
      Entry("dnnl.conv2d", MakeConv2dPattern(false)),
      Entry("dnnl.matmul", MakeMatmulPattern(false)),
  };
  for (const char* base : {"conv2d", "matmul"}) {
    const bool conv = std::string(base) == "conv2d";
    for (bool with_bias : {false, true}) {
      if (with_bias) {
        table.push_back(
            Entry(std::string("dnnl.") + base + "_bias", conv ? MakeConv2dPattern(true) : MakeMatmulPattern(true)));
      }
      for (const Activation& act : kActivations) {
        std::string name = std::string("dnnl.") + base + (with_bias ? "_bias_" : "_") + act.suffix;
        table.push_back(
            Entry(name, conv ? MakeConv2dPattern(with_bias, act.op) : MakeMatmulPattern(with_bias, act.op)));
      }
    }
  }
  r->Register(table);
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
