// Legalizations of elementwise, binary, creation and activation ops
// (TVM's legalize_ops/{unary,binary,datatype,search,create}.py and the
// activations of nn.py).
#include <cmath>
#include <functional>

#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/te/expr.h"
#include "compiler/topi/broadcast.h"
#include "compiler/topi/elemwise.h"

namespace rlx {
namespace op {

namespace {

using te::Tensor;

DataType OutDType(const Call& call) { return GetStructInfo(call).cast<relax::TensorStructInfoNode>()->dtype; }

const std::vector<PrimExpr>& OutShape(const Call& call) {
  return *GetStructInfo(call).cast<relax::TensorStructInfoNode>()->GetShapeValues();
}

relax::Expr ConstantOf(NDArray a) {
  relax::Expr c = Make<relax::ConstantNode>(a);
  std::vector<PrimExpr> dims;
  for (int64_t d : a.shape()) dims.push_back(Int64(d));
  c->SetStructInfo(relax::TensorSInfo(std::move(dims), a.dtype()));
  return c;
}

// A unary kernel: the python TOPI ones name their stage "compute" over
// i0, ...; the C++ ones "T_<op>" over ax0, ....
FLegalize UnaryLegalize(const std::string& op, const std::string& func_name, bool cpp = false) {
  topi::FUnary rule = topi::UnaryRule(op);
  RLX_CHECK(rule) << "no unary rule for " << op;
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    return CallTE1(ctx, func_name, [&](TEArgs& a) {
      Tensor x = a.Tensor(call->args[0]);
      if (op == "square") return topi::Multiply(x, x);
      if (cpp) return topi::Unary(rule, x, "T_" + op, "ax");
      return topi::Unary(rule, x);
    });
  };
}

// The value of a 0-d constant tensor, or null.
PrimExpr ConstScalarTensor(const relax::Expr& e) {
  return e.is<relax::ConstantNode>() ? ScalarConstant(e) : PrimExpr();
}

// The value of an R.Prim operand, or null.
PrimExpr PrimOperand(const relax::Expr& e) {
  if (auto p = e.as<relax::PrimValueNode>()) return p->value;
  if (auto s = GetStructInfo(e).as<relax::PrimStructInfoNode>()) return s->value;
  return PrimExpr();
}

// TVM's _binary: a 0-d constant operand (the second one first) is folded
// into the kernel as an immediate, as are R.Prim operands with known values.
FLegalize BinaryLegalize(const std::string& op) {
  topi::FBinary rule = topi::BinaryRule(op);
  RLX_CHECK(rule) << "no binary rule for " << op;
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    if (!GetStructInfo(call).is<relax::TensorStructInfoNode>()) return call;
    PrimExpr c1 = ConstScalarTensor(call->args[1]);
    PrimExpr c0 = c1.defined() ? PrimExpr() : ConstScalarTensor(call->args[0]);
    PrimExpr s[2] = {c0, c1};
    for (int i = 0; i < 2; ++i) {
      if (s[i].defined() || GetStructInfo(call->args[i]).is<relax::TensorStructInfoNode>()) continue;
      s[i] = PrimOperand(call->args[i]);
      if (!s[i].defined()) return call;  // an R.Prim without a known value
    }
    if (s[0].defined() && s[1].defined()) return call;
    std::string name = "T_" + op;
    return CallTE1(ctx, op, [&](TEArgs& a) {
      if (s[0].defined()) return topi::WithScalar(rule, a.Prim(s[0]), a.Tensor(call->args[1]), name);
      Tensor x = a.Tensor(call->args[0]);
      if (s[1].defined()) return topi::WithScalar(rule, x, a.Prim(s[1]), name);
      return topi::WithBroadcast(rule, x, a.Tensor(call->args[1]), name);
    });
  };
}

relax::Expr LegalizeClip(const Call& call, LegalizeContext& ctx) {
  PrimExpr lo = ScalarConstant(call->args[1]), hi = ScalarConstant(call->args[2]);
  if (!lo.defined() || !hi.defined()) return call;
  return CallTE1(ctx, "tir_clip",
                 [&](TEArgs& a) { return topi::Clip(a.Tensor(call->args[0]), a.Prim(lo), a.Prim(hi)); });
}

relax::Expr LegalizeAstype(const Call& call, LegalizeContext& ctx) {
  DataType dtype = GetDataTypeAttr(call, "dtype");
  if (auto c = call->args[0].as<relax::ConstantNode>()) {
    if (c->data.ndim() == 0) {
      NDArray out = NDArray::Empty({}, dtype);
      if (dtype.is_floating()) {
        out.SetDouble(0, c->data.GetDouble(0));
      } else if (c->data.dtype().is_floating()) {
        out.SetDouble(0, c->data.GetDouble(0));
      } else {
        out.SetInt(0, c->data.GetInt(0));
      }
      return ConstantOf(out);
    }
  }
  return CallTE1(ctx, "cast", [&](TEArgs& a) { return topi::Cast(a.Tensor(call->args[0]), dtype); });
}

relax::Expr LegalizeWhere(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "where", [&](TEArgs& a) {
    Tensor c = a.Tensor(call->args[0]);
    Tensor x = a.Tensor(call->args[1]);
    Tensor y = a.Tensor(call->args[2]);
    return topi::Where(c, x, y);
  });
}

// full / ones / zeros and their *_like forms.
FLegalize FullLegalize(bool is_like, bool has_fill, double fill, const std::string& func_name) {
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    DataType dtype = OutDType(call);
    PrimExpr value = has_fill ? te::Const(dtype, fill) : ScalarConstant(call->args[1]);
    return CallTE1(ctx, func_name, [&](TEArgs& a) {
      std::vector<PrimExpr> shape = a.Prims(is_like ? *TensorShape(call->args[0]) : OutShape(call));
      if (value.defined()) return topi::Full(shape, dtype, a.Prim(value));
      // A non-constant fill value: a 0-d tensor read in every element.
      Tensor f = a.Tensor(call->args[1]);
      return te::compute(
          shape, [&](const std::vector<TirVar>&) { return te::Cast(dtype, f({})); }, "T_full", "elemwise", Map(),
          te::AxisNames("ax", shape.size()));
    });
  };
}

relax::Expr LegalizeArange(const Call& call, LegalizeContext& ctx) {
  std::vector<PrimExpr> v;
  for (const relax::Expr& arg : call->args) {
    PrimExpr p = ScalarConstant(arg);
    if (!p.defined()) return call;
    v.push_back(p);
  }
  if (v.size() != 3) return call;
  DataType dtype = OutDType(call);
  double start = 0, end = 0, step = 0;
  bool all_const = true;
  for (size_t i = 0; i < 3; ++i) {
    int64_t iv = 0;
    double* out = i == 0 ? &start : i == 1 ? &end : &step;
    if (AsConstInt(v[i], &iv)) {
      *out = static_cast<double>(iv);
    } else if (auto f = v[i].as<FloatImmNode>()) {
      *out = f->value;
    } else {
      all_const = false;
    }
  }
  if (all_const && step != 0) {
    // TVM folds a constant arange into a constant (numpy.arange).
    int64_t n = std::max<int64_t>(0, static_cast<int64_t>(std::ceil((end - start) / step)));
    NDArray out = NDArray::Empty({n}, dtype);
    for (int64_t i = 0; i < n; ++i) {
      double x = start + step * static_cast<double>(i);
      if (dtype.is_floating()) {
        out.SetDouble(i, x);
      } else {
        out.SetInt(i, static_cast<int64_t>(x));
      }
    }
    return ConstantOf(out);
  }
  return CallTE1(ctx, "arange",
                 [&](TEArgs& a) { return topi::Arange(a.Prim(v[0]), a.Prim(v[1]), a.Prim(v[2]), dtype); });
}

// TVM's shape_to_tensor legalization: an int64 vector of the shape's
// values. A shape known to be constant folds into a constant (TVM emits a
// kernel even then); symbolic dims become the kernel's scalar arguments.
relax::Expr LegalizeShapeToTensor(const Call& call, LegalizeContext& ctx) {
  auto shape = GetStructInfo(call->args[0]).as<relax::ShapeStructInfoNode>();
  if (!shape.defined() || !shape->values) return call;
  const std::vector<PrimExpr>& values = *shape->values;
  const int64_t n = static_cast<int64_t>(values.size());
  NDArray folded = NDArray::Empty({n}, DataType::Int(64));
  bool all_const = true;
  for (int64_t i = 0; i < n && all_const; ++i) {
    int64_t v = 0;
    all_const = AsConstInt(values[i], &v);
    folded.SetInt(i, v);
  }
  if (all_const) return ConstantOf(folded);
  return CallTE1(ctx, "shape_to_tensor", [&](TEArgs& a) {
    std::vector<PrimExpr> dims = a.Prims(values);
    return te::compute(
        {Int64(n)},
        [&](const std::vector<TirVar>& i) {
          PrimExpr result = Int64(0);
          for (int64_t k = n - 1; k >= 0; --k) {
            result = te::Select(te::EQ(i[0], Int64(k)), te::ToInt64(dims[k]), result);
          }
          return result;
        },
        "shape_to_tensor", "injective", Map(), te::AxisNames("ax", 1));
  });
}

relax::Expr LegalizeGelu(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "gelu", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    DataType t = x.dtype();
    auto mul = topi::BinaryRule("multiply");
    Tensor erf_in = topi::WithScalar(mul, x, te::Const(t, std::sqrt(0.5)), "T_multiply");
    Tensor erf = t == DataType::Float(16)
                     ? topi::Cast(topi::Unary(topi::UnaryRule("erf"), topi::Cast(erf_in, DataType::Float(32))), t)
                     : topi::Unary(topi::UnaryRule("erf"), erf_in);
    Tensor half_erf = topi::WithScalar(mul, erf, te::Const(t, 0.5), "T_multiply");
    Tensor sum = topi::WithScalar(topi::BinaryRule("add"), te::Const(t, 0.5), half_erf, "T_add");
    return topi::Multiply(x, sum);
  });
}

relax::Expr LegalizeGeluTanh(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "gelu_tanh", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    DataType t = x.dtype();
    auto mul = topi::BinaryRule("multiply");
    auto add = topi::BinaryRule("add");
    const double kPi = 3.141592653589793;
    Tensor half_x = topi::WithScalar(mul, te::Const(t, 0.5), x, "T_multiply");
    Tensor c_x = topi::WithScalar(mul, te::Const(t, std::sqrt(2.0 / kPi)), x, "T_multiply");
    Tensor k_x = topi::WithScalar(mul, te::Const(t, 0.044715), x, "T_multiply");
    Tensor k_x2 = topi::Multiply(k_x, x);
    Tensor inner = topi::WithScalar(add, te::One(t), k_x2, "T_add");
    Tensor arg = topi::Multiply(c_x, inner);
    Tensor th = topi::Unary(topi::UnaryRule("tanh"), arg);
    Tensor one_plus = topi::WithScalar(add, te::One(t), th, "T_add");
    return topi::Multiply(half_x, one_plus);
  });
}

relax::Expr LegalizeSilu(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "silu", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    return topi::Multiply(x, topi::Unary(topi::UnaryRule("sigmoid"), x));
  });
}

relax::Expr LegalizeLeakyRelu(const Call& call, LegalizeContext& ctx) {
  double alpha = GetFloatAttr(call, "alpha");
  return CallTE1(ctx, "leaky_relu", [&](TEArgs& a) { return topi::LeakyRelu(a.Tensor(call->args[0]), alpha); });
}

// A unary kernel named T_<name> whose element is `f(x[i], dtype)`.
relax::Expr UnaryCompute(const Call& call, LegalizeContext& ctx, const std::string& name,
                         const std::function<PrimExpr(const PrimExpr&, DataType)>& f) {
  return CallTE1(ctx, name, [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    return te::compute(
        x.shape(), [&](const std::vector<TirVar>& i) { return f(x(i), x.dtype()); }, "T_" + name, "elemwise");
  });
}

// TOPI's softplus: log(1 + exp(beta * x)) / beta, linear above the
// threshold (beta * x > threshold), where it equals x to working precision.
relax::Expr LegalizeSoftplus(const Call& call, LegalizeContext& ctx) {
  double beta = GetFloatAttr(call, "beta");
  double threshold = GetFloatAttr(call, "threshold");
  return UnaryCompute(call, ctx, "softplus", [&](const PrimExpr& v, DataType t) {
    PrimExpr bx = te::Mul(te::Const(t, beta), v);
    PrimExpr soft = te::Div(te::Intrinsic("log1p", {te::Exp(bx)}), te::Const(t, beta));
    return te::Select(te::GT(bx, te::Const(t, threshold)), v, soft);
  });
}

// scale * (max(0, x) + min(0, alpha * (exp(x) - 1))), TVM's constants.
relax::Expr LegalizeSelu(const Call& call, LegalizeContext& ctx) {
  return UnaryCompute(call, ctx, "selu", [](const PrimExpr& v, DataType t) {
    PrimExpr neg = te::Mul(te::Const(t, 1.6732632423543772848170429916717), te::Sub(te::Exp(v), te::One(t)));
    PrimExpr sum = te::Add(te::Max(te::Zero(t), v), te::Min(te::Zero(t), neg));
    return te::Mul(te::Const(t, 1.0507009873554804934193349852946), sum);
  });
}

// x > 0 ? x : x * alpha[c], c the index along `axis` (TOPI's prelu).
relax::Expr LegalizePRelu(const Call& call, LegalizeContext& ctx) {
  const std::vector<PrimExpr>* shape = TensorShape(call->args[0]);
  if (shape == nullptr) return call;
  int axis = NormalizeAxis(call, static_cast<int>(shape->size()), GetIntAttr(call, "axis"));
  return CallTE1(ctx, "prelu", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    Tensor alpha = a.Tensor(call->args[1]);
    return te::compute(
        x.shape(),
        [&](const std::vector<TirVar>& i) {
          PrimExpr v = x(i);
          return te::Select(te::GT(v, te::Zero(v->dtype)), v, te::Mul(v, alpha({PrimExpr(i[axis])})));
        },
        "compute", "injective");
  });
}

// Two operands broadcast against each other through `rule`.
FLegalize BroadcastLegalize(const std::string& name, topi::FBinary rule) {
  return [=](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    if (!GetStructInfo(call->args[0]).is<relax::TensorStructInfoNode>() ||
        !GetStructInfo(call->args[1]).is<relax::TensorStructInfoNode>()) {
      return call;
    }
    return CallTE1(ctx, name, [&](TEArgs& a) {
      return topi::WithBroadcast(rule, a.Tensor(call->args[0]), a.Tensor(call->args[1]), "T_" + name);
    });
  };
}

// log(exp(a) + exp(b)) without overflow: max(a, b) + log1p(exp(-|a - b|)).
PrimExpr LogAddExp(const PrimExpr& a, const PrimExpr& b) {
  PrimExpr gap = te::Neg(te::Abs(te::Sub(a, b)));
  return te::Add(te::Max(a, b), te::Intrinsic("log1p", {te::Exp(gap)}));
}

relax::Expr LegalizeEwiseFMA(const Call& call, LegalizeContext& ctx) {
  return CallTE1(ctx, "ewise_fma", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]), y = a.Tensor(call->args[1]), z = a.Tensor(call->args[2]);
    return te::compute(
        x.shape(), [&](const std::vector<TirVar>& i) { return te::Add(te::Mul(x(i), y(i)), z(i)); }, "T_ewise_fma",
        "elemwise");
  });
}

// Inference-mode dropout (what frontends emit): the data, and a mask that
// keeps every element, as the reference evaluator and ONNX give. TVM leaves
// the op to the frontends and cannot build it.
relax::Expr LegalizeDropout(const Call& call, LegalizeContext& ctx) {
  if (!GetStructInfo(call->args[0]).is<relax::TensorStructInfoNode>()) return call;
  relax::Expr mask = CallTE1(ctx, "ones", [&](TEArgs& a) {
    Tensor x = a.Tensor(call->args[0]);
    return te::compute(
        x.shape(), [&](const std::vector<TirVar>&) { return te::One(x.dtype()); }, "T_full", "elemwise");
  });
  return Make<relax::TupleNode>(std::vector<relax::Expr>{call->args[0], ctx.Emit(mask)});
}

}  // namespace

void RegisterElementwiseLegalizations(OpRegistry* r) {
  for (const char* op : {"abs",  "acos", "acosh", "asin", "asinh",    "atan",  "atanh", "ceil",    "cos",
                         "cosh", "exp",  "floor", "log",  "negative", "round", "rsqrt", "sigmoid", "sin",
                         "sinh", "sqrt", "tan",   "tanh", "trunc",    "isnan", "isinf", "isfinite"}) {
    SetLegalize(r, std::string("relax.") + op, UnaryLegalize(op, std::string("tir_") + op));
  }
  for (const char* op : {"sign", "bitwise_not", "logical_not"}) {
    SetLegalize(r, std::string("relax.") + op, UnaryLegalize(op, std::string("tir_") + op, true));
  }
  SetLegalize(r, "relax.square", UnaryLegalize("square", "tir_square"));
  SetLegalize(r, "relax.erf", [](const Call& call, LegalizeContext& ctx) -> relax::Expr {
    return CallTE1(ctx, "erf", [&](TEArgs& a) {
      Tensor x = a.Tensor(call->args[0]);
      topi::FUnary erf = topi::UnaryRule("erf");
      if (x.dtype() == DataType::Float(16)) {
        return topi::Cast(topi::Unary(erf, topi::Cast(x, DataType::Float(32))), x.dtype());
      }
      return topi::Unary(erf, x);
    });
  });
  for (const char* op : {"add",         "subtract",    "multiply",      "divide",      "floor_divide", "power",
                         "mod",         "floor_mod",   "minimum",       "maximum",     "logical_and",  "logical_or",
                         "logical_xor", "bitwise_and", "bitwise_or",    "bitwise_xor", "left_shift",   "right_shift",
                         "equal",       "greater",     "greater_equal", "less",        "less_equal",   "not_equal"}) {
    SetLegalize(r, std::string("relax.") + op, BinaryLegalize(op));
  }
  SetLegalize(r, "relax.clip", LegalizeClip);
  SetLegalize(r, "relax.astype", LegalizeAstype);
  SetLegalize(r, "relax.where", LegalizeWhere);
  SetLegalize(r, "relax.full", FullLegalize(false, false, 0, "full"));
  SetLegalize(r, "relax.full_like", FullLegalize(true, false, 0, "full"));
  SetLegalize(r, "relax.ones", FullLegalize(false, true, 1, "ones"));
  SetLegalize(r, "relax.ones_like", FullLegalize(true, true, 1, "ones"));
  SetLegalize(r, "relax.zeros", FullLegalize(false, true, 0, "zeros"));
  SetLegalize(r, "relax.zeros_like", FullLegalize(true, true, 0, "zeros"));
  SetLegalize(r, "relax.arange", LegalizeArange);
  SetLegalize(r, "relax.shape_to_tensor", LegalizeShapeToTensor);
  SetLegalize(r, "relax.nn.relu", UnaryLegalize("relu", "relu"));
  SetLegalize(r, "relax.nn.gelu", LegalizeGelu);
  SetLegalize(r, "relax.nn.gelu_tanh", LegalizeGeluTanh);
  SetLegalize(r, "relax.nn.silu", LegalizeSilu);
  SetLegalize(r, "relax.nn.leakyrelu", LegalizeLeakyRelu);
  SetLegalize(r, "relax.nn.softplus", LegalizeSoftplus);
  SetLegalize(r, "relax.nn.selu", LegalizeSelu);
  SetLegalize(r, "relax.nn.prelu", LegalizePRelu);
  SetLegalize(r, "relax.nn.dropout", LegalizeDropout);
  SetLegalize(r, "relax.ewise_fma", LegalizeEwiseFMA);
  SetLegalize(r, "relax.atan2", BroadcastLegalize("atan2", [](const PrimExpr& a, const PrimExpr& b) {
                return te::Intrinsic("atan2", {a, b});
              }));
  SetLegalize(r, "relax.log_add_exp", BroadcastLegalize("log_add_exp", LogAddExp));
  // A placement hint (TVM leaves it to RealizeVDevice, outside its
  // pipelines, and cannot build it): tensors of every target's runtime live
  // in host memory between kernel calls, so the value itself satisfies it.
  SetLegalize(r, "relax.hint_on_device",
              [](const Call& call, LegalizeContext&) -> relax::Expr { return call->args[0]; });
  // A marker for LiftTransformParams; the value itself.
  SetLegalize(r, "relax.builtin.stop_lift_params",
              [](const Call& call, LegalizeContext&) -> relax::Expr { return call->args[0]; });
}

}  // namespace op
}  // namespace rlx
