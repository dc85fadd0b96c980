#include "compiler/driver/prim_eval.h"

#include <cmath>
#include <limits>
#include <sstream>

#include "compiler/ir/arith.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {
namespace {

// Two's-complement wrap to the dtype's width (bool: nonzero -> 1).
int64_t Wrap(int64_t v, DataType dtype) {
  if (dtype.is_bool()) return v != 0 ? 1 : 0;
  int bits = dtype.bits();
  if (bits >= 64 || bits <= 0) return v;
  uint64_t mask = (uint64_t{1} << bits) - 1;
  uint64_t u = static_cast<uint64_t>(v) & mask;
  if (dtype.is_int() && (u >> (bits - 1)) & 1) u |= ~mask;
  return static_cast<int64_t>(u);
}

// Float -> integer as NDArray stores it: truncate, NaN -> 0, clamp.
int64_t TruncToInt(double v) {
  if (std::isnan(v)) return 0;
  if (v >= 9.2233720368547758e18) return std::numeric_limits<int64_t>::max();
  if (v <= -9.2233720368547758e18) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(v);
}

PrimScalar Convert(const PrimScalar& v, DataType to) {
  if (to.is_floating()) return PrimScalar::Float(v.AsDouble(), to);
  if (to.is_bool()) return PrimScalar::Int(v.is_floating() ? (v.f != 0 ? 1 : 0) : (v.i != 0 ? 1 : 0), to);
  return PrimScalar::Int(v.is_floating() ? TruncToInt(v.f) : v.i, to);
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

class Evaluator {
 public:
  explicit Evaluator(const SymbolTable& symbols) : symbols_(symbols) {}

  PrimScalar Eval(const PrimExpr& e) {
    switch (e->kind()) {
      case NodeKind::kIntImm:
        return PrimScalar::Int(e.as<IntImmNode>()->value, e->dtype);
      case NodeKind::kFloatImm:
        return PrimScalar::Float(e.as<FloatImmNode>()->value, e->dtype);
      case NodeKind::kTirVar: {
        auto var = e.as<TirVarNode>();
        const PrimScalar* v = symbols_.Lookup(var.get());
        if (v == nullptr) ThrowError(e->span, "symbolic variable '" + var->name + "' has no value here");
        return *v;
      }
      case NodeKind::kNot:
        return PrimScalar::Int(Eval(e.as<NotNode>()->a).i == 0 ? 1 : 0, e->dtype);
      case NodeKind::kSelect: {
        auto s = e.as<SelectNode>();
        return Convert(Eval(s->condition).i != 0 ? Eval(s->true_value) : Eval(s->false_value), e->dtype);
      }
      case NodeKind::kCast:
        return Convert(Eval(e.as<CastNode>()->value), e->dtype);
      case NodeKind::kTirCall:
        return Call(e.as<TirCallNode>());
      case NodeKind::kTirLet: {
        auto let = e.as<TirLetNode>();
        SymbolTable inner = symbols_;
        inner.Bind(let->var, Eval(let->value));
        return Evaluator(inner).Eval(let->body);
      }
      default:
        break;
    }
    if (auto b = e.as<BinaryNode>()) return EvalBinary(b);
    ThrowError(e->span, std::string("the reference evaluator cannot compute a ") + NodeKindName(e->kind()) +
                            " in a scalar expression: " + arith::DebugString(e));
  }

 private:
  PrimScalar EvalBinary(const Ref<BinaryNode>& node) {
    NodeKind k = node->kind();
    PrimScalar a = Eval(node->a), b = Eval(node->b);
    if (k == NodeKind::kAnd) return PrimScalar::Int(a.i != 0 && b.i != 0, node->dtype);
    if (k == NodeKind::kOr) return PrimScalar::Int(a.i != 0 || b.i != 0, node->dtype);
    if (IsComparison(k)) {
      int cmp;
      if (a.is_floating() || b.is_floating()) {
        double x = a.AsDouble(), y = b.AsDouble();
        if (std::isnan(x) || std::isnan(y)) return PrimScalar::Int(k == NodeKind::kNE, node->dtype);
        cmp = x < y ? -1 : (x > y ? 1 : 0);
      } else if (a.dtype.is_uint() && b.dtype.is_uint()) {
        uint64_t x = static_cast<uint64_t>(a.i), y = static_cast<uint64_t>(b.i);
        cmp = x < y ? -1 : (x > y ? 1 : 0);
      } else {
        cmp = a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
      }
      bool r = k == NodeKind::kEQ   ? cmp == 0
               : k == NodeKind::kNE ? cmp != 0
               : k == NodeKind::kLT ? cmp < 0
               : k == NodeKind::kLE ? cmp <= 0
               : k == NodeKind::kGT ? cmp > 0
                                    : cmp >= 0;
      return PrimScalar::Int(r, node->dtype);
    }
    if (node->dtype.is_floating()) {
      double x = a.AsDouble(), y = b.AsDouble(), r = 0;
      switch (k) {
        case NodeKind::kAdd:
          r = x + y;
          break;
        case NodeKind::kSub:
          r = x - y;
          break;
        case NodeKind::kMul:
          r = x * y;
          break;
        case NodeKind::kDiv:
          r = x / y;
          break;
        case NodeKind::kMod:
          r = std::fmod(x, y);
          break;
        case NodeKind::kFloorDiv:
          r = std::floor(x / y);
          break;
        case NodeKind::kFloorMod:
          r = x - std::floor(x / y) * y;
          break;
        case NodeKind::kMin:
          r = std::fmin(x, y);
          break;
        case NodeKind::kMax:
          r = std::fmax(x, y);
          break;
        default:
          RLX_UNREACHABLE() << NodeKindName(k);
      }
      return PrimScalar::Float(r, node->dtype);
    }
    int64_t x = a.i, y = b.i, r = 0;
    auto u = [](int64_t v) { return static_cast<uint64_t>(v); };
    bool divides = k == NodeKind::kDiv || k == NodeKind::kMod || k == NodeKind::kFloorDiv || k == NodeKind::kFloorMod;
    if (divides && y == 0) {
      ThrowError(node->span, "division by zero in the scalar expression " + arith::DebugString(node));
    }
    switch (k) {
      case NodeKind::kAdd:
        r = static_cast<int64_t>(u(x) + u(y));
        break;
      case NodeKind::kSub:
        r = static_cast<int64_t>(u(x) - u(y));
        break;
      case NodeKind::kMul:
        r = static_cast<int64_t>(u(x) * u(y));
        break;
      case NodeKind::kDiv:
        r = (x == std::numeric_limits<int64_t>::min() && y == -1) ? x : x / y;
        break;
      case NodeKind::kMod:
        r = y == -1 ? 0 : x % y;
        break;
      case NodeKind::kFloorDiv:
        r = (x == std::numeric_limits<int64_t>::min() && y == -1) ? x : FloorDiv(x, y);
        break;
      case NodeKind::kFloorMod:
        r = y == -1 ? 0 : x - FloorDiv(x, y) * y;
        break;
      case NodeKind::kMin:
        r = std::min(x, y);
        break;
      case NodeKind::kMax:
        r = std::max(x, y);
        break;
      default:
        RLX_UNREACHABLE() << NodeKindName(k);
    }
    return PrimScalar::Int(r, node->dtype);
  }

  PrimScalar Call(const Ref<TirCallNode>& call) {
    const std::string& op = call->op;
    if (op == "if_then_else" && call->args.size() == 3) {
      return Convert(Eval(call->args[0]).i != 0 ? Eval(call->args[1]) : Eval(call->args[2]), call->dtype);
    }
    using Fn = double (*)(double);
    Fn fn = op == "fabs"    ? static_cast<Fn>(std::fabs)
            : op == "exp"   ? static_cast<Fn>(std::exp)
            : op == "log"   ? static_cast<Fn>(std::log)
            : op == "sqrt"  ? static_cast<Fn>(std::sqrt)
            : op == "floor" ? static_cast<Fn>(std::floor)
            : op == "ceil"  ? static_cast<Fn>(std::ceil)
            : op == "round" ? static_cast<Fn>(std::nearbyint)
            : op == "trunc" ? static_cast<Fn>(std::trunc)
                            : nullptr;
    if (fn != nullptr && call->args.size() == 1) {
      return Convert(PrimScalar::Float(fn(Eval(call->args[0]).AsDouble()), DataType::Float(64)), call->dtype);
    }
    if (op == "pow" && call->args.size() == 2) {
      double r = std::pow(Eval(call->args[0]).AsDouble(), Eval(call->args[1]).AsDouble());
      return Convert(PrimScalar::Float(r, DataType::Float(64)), call->dtype);
    }
    ThrowError(call->span, "the reference evaluator cannot compute the intrinsic T." + op + " in a scalar expression");
  }

  const SymbolTable& symbols_;
};

}  // namespace

PrimScalar PrimScalar::Int(int64_t v, DataType dtype) {
  PrimScalar s;
  s.dtype = dtype;
  s.i = Wrap(v, dtype);
  s.f = static_cast<double>(s.i);
  return s;
}

PrimScalar PrimScalar::Float(double v, DataType dtype) {
  PrimScalar s;
  s.dtype = dtype;
  // float32 PrimValues hold float32 values, as TVM's FloatImm does.
  s.f = dtype.bits() == 32 ? static_cast<double>(static_cast<float>(v)) : v;
  return s;
}

std::string PrimScalar::ToString() const {
  if (dtype.is_bool()) return i != 0 ? "True" : "False";
  if (!is_floating()) return std::to_string(i);
  std::ostringstream os;
  os.precision(9);
  os << f;
  return os.str();
}

const PrimScalar* SymbolTable::Lookup(const TirVarNode* var) const {
  auto it = values_.find(var);
  return it == values_.end() ? nullptr : &it->second.second;
}

void SymbolTable::Bind(const TirVar& var, PrimScalar value) { values_[var.get()] = {var, value}; }

PrimScalar EvalPrimExpr(const PrimExpr& e, const SymbolTable& symbols) { return Evaluator(symbols).Eval(e); }

}  // namespace driver
}  // namespace rlx
