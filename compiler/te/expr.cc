#include "compiler/te/expr.h"

#include <cmath>
#include <limits>

#include "compiler/ir/arith.h"

namespace rlx {
namespace te {

namespace {

bool AsFloat(const PrimExpr& e, double* out) {
  if (auto f = e.as<FloatImmNode>()) {
    *out = f->value;
    return true;
  }
  return false;
}

bool IsIntLike(DataType t) { return t.is_int() || t.is_uint() || t.is_bool(); }

// TVM's BinaryOpMatchTypes for scalars.
void MatchTypes(PrimExpr* a, PrimExpr* b) {
  DataType ta = (*a)->dtype, tb = (*b)->dtype;
  if (ta == tb) return;
  bool fa = ta.is_floating(), fb = tb.is_floating();
  if (fa && !fb) {
    *b = Cast(ta, *b);
  } else if (!fa && fb) {
    *a = Cast(tb, *a);
  } else if (ta.bits() < tb.bits() || (ta.is_bool() && !tb.is_bool())) {
    *a = Cast(tb, *a);
  } else {
    *b = Cast(ta, *b);
  }
}

int64_t FloorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t FloorModInt(int64_t a, int64_t b) { return a - FloorDivInt(a, b) * b; }

// TVM's arith::TryConstFold; null when nothing folds.
PrimExpr ConstFold(NodeKind kind, const PrimExpr& a, const PrimExpr& b) {
  DataType t = a->dtype;
  int64_t x = 0, y = 0;
  double fx = 0, fy = 0;
  bool ia = AsConstInt(a, &x), ib = AsConstInt(b, &y);
  bool fa = AsFloat(a, &fx), fb = AsFloat(b, &fy);
  bool is_cmp = IsComparison(kind);
  if (ia && ib) {
    switch (kind) {
      case NodeKind::kAdd:
        return IntConst(t, x + y);
      case NodeKind::kSub:
        return IntConst(t, x - y);
      case NodeKind::kMul:
        return IntConst(t, x * y);
      case NodeKind::kDiv:
        if (y != 0) return IntConst(t, x / y);
        break;
      case NodeKind::kMod:
        if (y != 0) return IntConst(t, x % y);
        break;
      case NodeKind::kFloorDiv:
        if (y != 0) return IntConst(t, FloorDivInt(x, y));
        break;
      case NodeKind::kFloorMod:
        if (y != 0) return IntConst(t, FloorModInt(x, y));
        break;
      case NodeKind::kMin:
        return IntConst(t, std::min(x, y));
      case NodeKind::kMax:
        return IntConst(t, std::max(x, y));
      case NodeKind::kEQ:
        return Bool(x == y);
      case NodeKind::kNE:
        return Bool(x != y);
      case NodeKind::kLT:
        return Bool(x < y);
      case NodeKind::kLE:
        return Bool(x <= y);
      case NodeKind::kGT:
        return Bool(x > y);
      case NodeKind::kGE:
        return Bool(x >= y);
      case NodeKind::kAnd:
        return Bool(x && y);
      case NodeKind::kOr:
        return Bool(x || y);
      default:
        break;
    }
    return PrimExpr();
  }
  if (fa && fb) {
    switch (kind) {
      case NodeKind::kAdd:
        return MakeFloatImm(t, fx + fy);
      case NodeKind::kSub:
        return MakeFloatImm(t, fx - fy);
      case NodeKind::kMul:
        return MakeFloatImm(t, fx * fy);
      case NodeKind::kDiv:
        if (fy != 0) return MakeFloatImm(t, fx / fy);
        break;
      case NodeKind::kMin:
        return MakeFloatImm(t, std::min(fx, fy));
      case NodeKind::kMax:
        return MakeFloatImm(t, std::max(fx, fy));
      case NodeKind::kEQ:
        return Bool(fx == fy);
      case NodeKind::kNE:
        return Bool(fx != fy);
      case NodeKind::kLT:
        return Bool(fx < fy);
      case NodeKind::kLE:
        return Bool(fx <= fy);
      case NodeKind::kGT:
        return Bool(fx > fy);
      case NodeKind::kGE:
        return Bool(fx >= fy);
      default:
        break;
    }
    return PrimExpr();
  }
  if (is_cmp) return PrimExpr();
  // One side constant: the identities TryConstFold knows.
  bool a0 = (ia && x == 0) || (fa && fx == 0), b0 = (ib && y == 0) || (fb && fy == 0);
  bool a1 = (ia && x == 1) || (fa && fx == 1), b1 = (ib && y == 1) || (fb && fy == 1);
  switch (kind) {
    case NodeKind::kAdd:
      if (a0) return b;
      if (b0) return a;
      break;
    case NodeKind::kSub:
      if (b0) return a;
      break;
    case NodeKind::kMul:
      if (a1) return b;
      if (a0) return a;
      if (b1) return a;
      if (b0) return b;
      break;
    case NodeKind::kDiv:
    case NodeKind::kFloorDiv:
      if (a0) return a;
      if (b1) return a;
      break;
    case NodeKind::kFloorMod:
    case NodeKind::kMod:
      if (a0) return a;
      if (b1 && IsIntLike(t)) return Zero(t);
      break;
    case NodeKind::kAnd:
      if (ia) return x ? b : a;
      if (ib) return y ? a : b;
      break;
    case NodeKind::kOr:
      if (ia) return x ? a : b;
      if (ib) return y ? b : a;
      break;
    default:
      break;
  }
  return PrimExpr();
}

PrimExpr Binary(NodeKind kind, PrimExpr a, PrimExpr b) {
  RLX_CHECK(a.defined() && b.defined()) << "binary operand is null";
  MatchTypes(&a, &b);
  if (PrimExpr folded = ConstFold(kind, a, b)) return folded;
  return MakeBinary(kind, std::move(a), std::move(b));
}

}  // namespace

PrimExpr IntConst(DataType dtype, int64_t value) {
  if (dtype.is_floating()) return MakeFloatImm(dtype, static_cast<double>(value));
  return MakeIntImm(dtype, value);
}

PrimExpr Const(DataType dtype, double value) {
  if (dtype.is_floating()) return MakeFloatImm(dtype, value);
  return MakeIntImm(dtype, static_cast<int64_t>(value));
}

PrimExpr Zero(DataType dtype) { return IntConst(dtype, 0); }
PrimExpr One(DataType dtype) { return IntConst(dtype, 1); }

PrimExpr MaxValue(DataType dtype) {
  if (dtype.is_int()) {
    if (dtype.bits() == 64) return MakeIntImm(dtype, std::numeric_limits<int64_t>::max());
    return MakeIntImm(dtype, (int64_t{1} << (dtype.bits() - 1)) - 1);
  }
  if (dtype.is_bool()) return MakeIntImm(dtype, 1);
  if (dtype.is_uint()) {
    // Values above int64's range cannot be held by an IntImm.
    if (dtype.bits() >= 64) return MakeIntImm(dtype, std::numeric_limits<int64_t>::max());
    return MakeIntImm(dtype, (int64_t{1} << dtype.bits()) - 1);
  }
  if (dtype.is_float()) {
    if (dtype.bits() == 64) return MakeFloatImm(dtype, std::numeric_limits<double>::max());
    if (dtype.bits() == 32) return MakeFloatImm(dtype, std::numeric_limits<float>::max());
    if (dtype.bits() == 16) return MakeFloatImm(dtype, 65504.0);
  }
  if (dtype.is_bfloat16()) return MakeFloatImm(dtype, 3.38953139e+38);
  if (dtype.code() == DataType::Code::kFloat8E4M3) return MakeFloatImm(dtype, 448.0);
  if (dtype.code() == DataType::Code::kFloat8E5M2) return MakeFloatImm(dtype, 57344.0);
  RLX_UNREACHABLE() << "no max value for " << dtype.ToString();
  return PrimExpr();
}

PrimExpr MinValue(DataType dtype) {
  if (dtype.is_int()) {
    if (dtype.bits() == 64) return MakeIntImm(dtype, std::numeric_limits<int64_t>::min());
    return MakeIntImm(dtype, -(int64_t{1} << (dtype.bits() - 1)));
  }
  if (dtype.is_uint() || dtype.is_bool()) return MakeIntImm(dtype, 0);
  if (dtype.is_floating()) {
    double v = MaxValue(dtype).as<FloatImmNode>()->value;
    return MakeFloatImm(dtype, -v);
  }
  RLX_UNREACHABLE() << "no min value for " << dtype.ToString();
  return PrimExpr();
}

PrimExpr Cast(DataType dtype, const PrimExpr& value) {
  if (value->dtype == dtype) return value;
  int64_t i = 0;
  double f = 0;
  if (AsConstInt(value, &i)) {
    if (dtype.is_floating()) return MakeFloatImm(dtype, static_cast<double>(i));
    if (dtype.is_bool()) return MakeIntImm(dtype, i != 0);
    if (dtype.is_integer()) return MakeIntImm(dtype, i);
  }
  if (AsFloat(value, &f)) {
    if (dtype.is_floating()) return MakeFloatImm(dtype, f);
    if (dtype.is_bool()) return MakeIntImm(dtype, f != 0);
    if (dtype.is_integer()) return MakeIntImm(dtype, static_cast<int64_t>(f));
  }
  return Make<CastNode>(dtype, value);
}

PrimExpr Add(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kAdd, std::move(a), std::move(b)); }
PrimExpr Sub(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kSub, std::move(a), std::move(b)); }
PrimExpr Mul(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kMul, std::move(a), std::move(b)); }
PrimExpr Div(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kDiv, std::move(a), std::move(b)); }
PrimExpr FloorDiv(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kFloorDiv, std::move(a), std::move(b)); }
PrimExpr FloorMod(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kFloorMod, std::move(a), std::move(b)); }
PrimExpr TruncMod(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kMod, std::move(a), std::move(b)); }
PrimExpr Max(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kMax, std::move(a), std::move(b)); }
PrimExpr Min(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kMin, std::move(a), std::move(b)); }
PrimExpr EQ(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kEQ, std::move(a), std::move(b)); }
PrimExpr NE(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kNE, std::move(a), std::move(b)); }
PrimExpr LT(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kLT, std::move(a), std::move(b)); }
PrimExpr LE(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kLE, std::move(a), std::move(b)); }
PrimExpr GT(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kGT, std::move(a), std::move(b)); }
PrimExpr GE(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kGE, std::move(a), std::move(b)); }
PrimExpr And(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kAnd, std::move(a), std::move(b)); }
PrimExpr Or(PrimExpr a, PrimExpr b) { return Binary(NodeKind::kOr, std::move(a), std::move(b)); }

PrimExpr Not(PrimExpr a) {
  int64_t v = 0;
  if (AsConstInt(a, &v)) return Bool(v == 0);
  return Make<NotNode>(std::move(a));
}

PrimExpr Neg(PrimExpr a) { return Mul(a, IntConst(a->dtype, -1)); }

PrimExpr CeilDiv(PrimExpr a, PrimExpr b) { return FloorDiv(Sub(Add(a, b), One(b->dtype)), b); }

PrimExpr Select(PrimExpr cond, PrimExpr t, PrimExpr f) {
  MatchTypes(&t, &f);
  return Make<SelectNode>(std::move(cond), std::move(t), std::move(f));
}

PrimExpr IfThenElse(PrimExpr cond, PrimExpr t, PrimExpr f) {
  MatchTypes(&t, &f);
  int64_t v = 0;
  // tvm::if_then_else folds a constant condition.
  if (AsConstInt(cond, &v)) return v ? t : f;
  DataType dtype = t->dtype;
  return Make<TirCallNode>(dtype, "if_then_else", std::vector<PrimExpr>{std::move(cond), std::move(t), std::move(f)});
}

PrimExpr Intrinsic(const std::string& name, std::vector<PrimExpr> args) {
  RLX_CHECK(!args.empty()) << "intrinsic " << name << " without arguments";
  DataType dtype = args[0]->dtype;
  return Make<TirCallNode>(dtype, name, std::move(args));
}

PrimExpr Exp(PrimExpr x) { return Intrinsic("exp", {std::move(x)}); }
PrimExpr Log(PrimExpr x) { return Intrinsic("log", {std::move(x)}); }
PrimExpr Sqrt(PrimExpr x) { return Intrinsic("sqrt", {std::move(x)}); }
PrimExpr Rsqrt(PrimExpr x) { return Intrinsic("rsqrt", {std::move(x)}); }
PrimExpr Tanh(PrimExpr x) { return Intrinsic("tanh", {std::move(x)}); }
PrimExpr Sigmoid(PrimExpr x) { return Intrinsic("sigmoid", {std::move(x)}); }
PrimExpr Erf(PrimExpr x) { return Intrinsic("erf", {std::move(x)}); }
namespace {

// tvm::floor & co.: the identity on integers, folded on float immediates.
PrimExpr Rounding(const char* name, double (*fold)(double), PrimExpr x) {
  if (x->dtype.is_integer() || x->dtype.is_bool()) return x;
  double v = 0;
  if (AsFloat(x, &v)) return MakeFloatImm(x->dtype, fold(v));
  return Intrinsic(name, {std::move(x)});
}

}  // namespace

PrimExpr Floor(PrimExpr x) {
  return Rounding(
      "floor", [](double v) { return std::floor(v); }, std::move(x));
}
PrimExpr Ceil(PrimExpr x) {
  return Rounding(
      "ceil", [](double v) { return std::ceil(v); }, std::move(x));
}
PrimExpr Round(PrimExpr x) {
  return Rounding(
      "round", [](double v) { return std::nearbyint(v); }, std::move(x));
}
PrimExpr Trunc(PrimExpr x) {
  return Rounding(
      "trunc", [](double v) { return std::trunc(v); }, std::move(x));
}

PrimExpr Pow(PrimExpr a, PrimExpr b) {
  MatchTypes(&a, &b);
  return Intrinsic("pow", {std::move(a), std::move(b)});
}

PrimExpr Abs(PrimExpr x) {
  DataType t = x->dtype;
  if (t.is_int()) {
    int64_t v = 0;
    if (AsConstInt(x, &v)) return MakeIntImm(t, v < 0 ? -v : v);
    return Select(GE(x, Zero(t)), x, Neg(x));
  }
  if (t.is_floating()) {
    double v = 0;
    if (AsFloat(x, &v)) return MakeFloatImm(t, std::fabs(v));
    return Intrinsic("fabs", {std::move(x)});
  }
  return x;
}

PrimExpr IsNan(PrimExpr x) {
  if (!x->dtype.is_floating()) return Bool(false);
  return Make<TirCallNode>(DataType::Bool(), "isnan", std::vector<PrimExpr>{std::move(x)});
}

PrimExpr IsInf(PrimExpr x) {
  if (!x->dtype.is_floating()) return Bool(false);
  // tvm::isinf: x == inf or x == -inf, excluding NaN.
  DataType t = x->dtype;
  PrimExpr inf = MakeFloatImm(t, std::numeric_limits<double>::infinity());
  return And(EQ(Abs(x), inf), Not(IsNan(x)));
}

PrimExpr IsFinite(PrimExpr x) {
  if (!x->dtype.is_floating()) return Bool(true);
  return And(Not(IsInf(x)), Not(IsNan(x)));
}

PrimExpr ToInt64(const PrimExpr& e) {
  DataType i64 = DataType::Int(64);
  if (e->dtype == i64) return e;
  int64_t v = 0;
  if (AsConstInt(e, &v)) return MakeIntImm(i64, v);
  return Make<CastNode>(i64, e);
}

std::vector<PrimExpr> ToInt64(const std::vector<PrimExpr>& dims) {
  std::vector<PrimExpr> out;
  out.reserve(dims.size());
  for (const PrimExpr& d : dims) out.push_back(ToInt64(d));
  return out;
}

bool IsConstValue(const PrimExpr& e, int64_t value) {
  int64_t v = 0;
  return AsConstInt(e, &v) && v == value;
}

bool EqualCheck(const PrimExpr& a, const PrimExpr& b) {
  if (a.get() == b.get()) return true;
  int64_t x = 0, y = 0;
  if (AsConstInt(a, &x) && AsConstInt(b, &y)) return x == y;
  if (!a->dtype.is_integer() || !b->dtype.is_integer()) return false;
  return arith::ProveEqual(ToInt64(a), ToInt64(b));
}

}  // namespace te
}  // namespace rlx
