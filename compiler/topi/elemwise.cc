#include "compiler/topi/elemwise.h"

#include <map>

#include "compiler/ir/arith.h"
#include "compiler/te/expr.h"
#include "compiler/topi/broadcast.h"

namespace rlx {
namespace topi {

FUnary UnaryRule(const std::string& op) {
  static const std::map<std::string, FUnary>* const rules = [] {
    auto* m = new std::map<std::string, FUnary>();
    for (const char* name :
         {"exp",  "log",  "sqrt", "rsqrt", "tanh",  "sigmoid", "erf",   "sin",  "cos",   "tan",  "sinh",
          "cosh", "asin", "acos", "atan",  "asinh", "acosh",   "atanh", "log2", "log10", "log1p"}) {
      std::string intrin = name;
      (*m)[name] = [intrin](const PrimExpr& x) { return te::Intrinsic(intrin, {x}); };
    }
    // The identity on integers, as tvm::floor & co.
    (*m)["floor"] = [](const PrimExpr& x) { return te::Floor(x); };
    (*m)["ceil"] = [](const PrimExpr& x) { return te::Ceil(x); };
    (*m)["round"] = [](const PrimExpr& x) { return te::Round(x); };
    (*m)["trunc"] = [](const PrimExpr& x) { return te::Trunc(x); };
    (*m)["abs"] = [](const PrimExpr& x) { return te::Abs(x); };
    (*m)["negative"] = [](const PrimExpr& x) { return te::Neg(x); };
    (*m)["square"] = [](const PrimExpr& x) { return te::Mul(x, x); };
    (*m)["isnan"] = [](const PrimExpr& x) { return te::IsNan(x); };
    (*m)["isinf"] = [](const PrimExpr& x) { return te::IsInf(x); };
    (*m)["isfinite"] = [](const PrimExpr& x) { return te::IsFinite(x); };
    (*m)["logical_not"] = [](const PrimExpr& x) { return te::Not(x); };
    (*m)["bitwise_not"] = [](const PrimExpr& x) { return te::Intrinsic("bitwise_not", {x}); };
    (*m)["relu"] = [](const PrimExpr& x) { return te::Max(x, te::Zero(x->dtype)); };
    (*m)["sign"] = [](const PrimExpr& x) {
      DataType t = x->dtype;
      PrimExpr s1 = te::Select(te::LT(x, te::Zero(t)), te::IntConst(t, -1), te::Zero(t));
      return te::Select(te::GT(x, te::Zero(t)), te::One(t), s1);
    };
    return m;
  }();
  auto it = rules->find(op);
  return it == rules->end() ? FUnary() : it->second;
}

Tensor Unary(const FUnary& rule, const Tensor& x, const std::string& name, const std::string& axis_prefix) {
  return te::compute(
      x.shape(), [&](const std::vector<TirVar>& i) { return rule(x(i)); }, name, "elemwise", Map(),
      te::AxisNames(axis_prefix, x.ndim()));
}

Tensor Cast(const Tensor& x, DataType dtype) {
  return Unary([dtype](const PrimExpr& v) { return te::Cast(dtype, v); }, x);
}

Tensor CastCpp(const Tensor& x, DataType dtype) {
  return Unary([dtype](const PrimExpr& v) { return te::Cast(dtype, v); }, x, "T_cast", "ax");
}

Tensor Clip(const Tensor& x, const PrimExpr& lo, const PrimExpr& hi) {
  return Unary(
      [&](const PrimExpr& v) {
        DataType t = v->dtype;
        PrimExpr cmin = lo->dtype == t ? lo : PrimExpr(Make<CastNode>(t, lo));
        PrimExpr cmax = hi->dtype == t ? hi : PrimExpr(Make<CastNode>(t, hi));
        return te::Max(te::Min(v, cmax), cmin);
      },
      x);
}

Tensor Where(const Tensor& cond, const Tensor& x, const Tensor& y) {
  std::vector<PrimExpr> shape = BroadcastShape(cond.shape(), BroadcastShape(x.shape(), y.shape()));
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr c = cond(BroadcastIndex(cond, shape, i));
        PrimExpr t = x(BroadcastIndex(x, shape, i));
        PrimExpr f = y(BroadcastIndex(y, shape, i));
        return te::Select(te::NE(c, te::Zero(c->dtype)), t, f);
      },
      "T_where", "broadcast", Map(), te::AxisNames("ax", shape.size()));
}

Tensor Full(const std::vector<PrimExpr>& shape, DataType dtype, const PrimExpr& value) {
  PrimExpr v = te::Cast(dtype, value);
  return te::compute(
      shape, [&](const std::vector<TirVar>&) { return v; }, "T_full", "elemwise", Map(),
      te::AxisNames("ax", shape.size()));
}

Tensor Arange(const PrimExpr& start, const PrimExpr& stop, const PrimExpr& step, DataType dtype) {
  arith::Analyzer analyzer;
  bool all_int = start->dtype.is_int() && stop->dtype.is_int() && step->dtype.is_int();
  int64_t s = 0;
  bool const_step = AsConstInt(step, &s);
  PrimExpr num;
  if (all_int && const_step && s >= 1) {
    num = te::FloorDiv(te::Sub(te::Add(te::Sub(stop, start), step), te::One(step->dtype)), step);
  } else if (all_int && const_step && s < 0) {
    num = te::FloorDiv(te::Sub(te::Sub(te::Sub(start, stop), step), te::One(step->dtype)), te::Neg(step));
  } else {
    PrimExpr diff = te::Cast(DataType::Float(32), te::Sub(stop, start));
    num = te::Cast(DataType::Int(64), te::Ceil(te::Div(diff, step)));
  }
  num = analyzer.Simplify(te::ToInt64(num));
  return te::compute(
      {num}, [&](const std::vector<TirVar>& i) { return te::Cast(dtype, te::Add(start, te::Mul(step, i[0]))); },
      "T_arange", "injective", Map(), te::AxisNames("ax", 1));
}

Tensor LeakyRelu(const Tensor& x, double alpha) {
  return Unary(
      [alpha](const PrimExpr& v) {
        return te::Select(te::GT(v, te::Zero(v->dtype)), v, te::Mul(v, te::Const(v->dtype, alpha)));
      },
      x);
}

}  // namespace topi
}  // namespace rlx
