#include "compiler/op/dim_arith.h"

#include <utility>

#include "compiler/ir/arith.h"

namespace rlx {
namespace op {
namespace {

// Relax treats symbolic shape variables as non-negative (TVM's BlockBuilder
// analyzer does the same for the variables it sees in shapes).
PrimExpr Simplify(const PrimExpr& e) {
  arith::Analyzer analyzer;
  analyzer.set_int64_vars_nonnegative(true);
  return analyzer.Simplify(e);
}

// Integer constants of narrower types widen to int64 so that shapes built
// from int32 attributes (strides, padding) stay int64 like the input dims.
PrimExpr Widen(const PrimExpr& e) {
  if (auto imm = e.as<IntImmNode>()) {
    if (imm->dtype.is_int() && imm->dtype.bits() < 64) return Int64(imm->value);
  }
  return e;
}

PrimExpr Build(NodeKind kind, const PrimExpr& a, const PrimExpr& b) {
  return SimplifyDim(MakeBinary(kind, Widen(a), Widen(b)));
}

int Precedence(NodeKind k) {
  switch (k) {
    case NodeKind::kOr:
      return 1;
    case NodeKind::kAnd:
      return 2;
    case NodeKind::kEQ:
    case NodeKind::kNE:
    case NodeKind::kLT:
    case NodeKind::kLE:
    case NodeKind::kGT:
    case NodeKind::kGE:
      return 3;
    case NodeKind::kAdd:
    case NodeKind::kSub:
      return 4;
    case NodeKind::kMul:
    case NodeKind::kDiv:
    case NodeKind::kMod:
    case NodeKind::kFloorDiv:
    case NodeKind::kFloorMod:
      return 5;
    default:
      return 6;
  }
}

const char* InfixOp(NodeKind k) {
  switch (k) {
    case NodeKind::kAdd:
      return " + ";
    case NodeKind::kSub:
      return " - ";
    case NodeKind::kMul:
      return " * ";
    case NodeKind::kDiv:
      return " / ";
    case NodeKind::kMod:
      return " % ";
    case NodeKind::kFloorDiv:
      return " // ";
    case NodeKind::kFloorMod:
      return " % ";
    case NodeKind::kEQ:
      return " == ";
    case NodeKind::kNE:
      return " != ";
    case NodeKind::kLT:
      return " < ";
    case NodeKind::kLE:
      return " <= ";
    case NodeKind::kGT:
      return " > ";
    case NodeKind::kGE:
      return " >= ";
    case NodeKind::kAnd:
      return " and ";
    case NodeKind::kOr:
      return " or ";
    default:
      return nullptr;
  }
}

}  // namespace

std::optional<int64_t> ConstDim(const PrimExpr& e) {
  if (!e.defined()) return std::nullopt;
  int64_t v = 0;
  if (AsConstInt(e, &v)) return v;
  if (AsConstInt(SimplifyDim(e), &v)) return v;
  return std::nullopt;
}

PrimExpr Int64Dim(int64_t v) { return Int64(v); }

PrimExpr SimplifyDim(const PrimExpr& e) {
  RLX_CHECK(e.defined()) << "simplifying a null dimension";
  if (e.is<IntImmNode>() || e.is<TirVarNode>()) return e;
  return Simplify(e);
}

PrimExpr DimAdd(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kAdd, a, b); }
PrimExpr DimSub(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kSub, a, b); }
PrimExpr DimMul(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kMul, a, b); }
PrimExpr DimFloorDiv(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kFloorDiv, a, b); }
PrimExpr DimFloorMod(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kFloorMod, a, b); }
PrimExpr DimMin(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kMin, a, b); }
PrimExpr DimMax(const PrimExpr& a, const PrimExpr& b) { return Build(NodeKind::kMax, a, b); }

PrimExpr DimCeilDiv(const PrimExpr& a, const PrimExpr& b) {
  // ceil(a / b) == (a + b - 1) // b for positive b, which is what shapes use.
  return DimFloorDiv(DimSub(DimAdd(a, b), Int64(1)), b);
}

PrimExpr DimSelect(const PrimExpr& cond, const PrimExpr& a, const PrimExpr& b) {
  return SimplifyDim(Make<SelectNode>(cond, Widen(a), Widen(b)));
}

PrimExpr DimProduct(const std::vector<PrimExpr>& dims) {
  PrimExpr out = Int64(1);
  for (const PrimExpr& d : dims) out = MakeBinary(NodeKind::kMul, out, Widen(d));
  return SimplifyDim(out);
}

bool DimsEqual(const PrimExpr& a, const PrimExpr& b) {
  if (a.get() == b.get() || ExprDeepEqual(a, b)) return true;
  arith::Analyzer analyzer;
  analyzer.set_int64_vars_nonnegative(true);
  return analyzer.CanProveEqual(Widen(a), Widen(b));
}

bool DimsProvablyUnequal(const PrimExpr& a, const PrimExpr& b) {
  arith::Analyzer analyzer;
  analyzer.set_int64_vars_nonnegative(true);
  return analyzer.CanProve(MakeBinary(NodeKind::kNE, Widen(a), Widen(b)));
}

bool ExprDeepEqual(const PrimExpr& a, const PrimExpr& b) {
  if (a.get() == b.get()) return true;
  if (!a.defined() || !b.defined()) return false;
  if (a->kind() != b->kind() || a->dtype != b->dtype) return false;
  switch (a->kind()) {
    case NodeKind::kIntImm:
      return a.cast<IntImmNode>()->value == b.cast<IntImmNode>()->value;
    case NodeKind::kFloatImm:
      return a.cast<FloatImmNode>()->value == b.cast<FloatImmNode>()->value;
    case NodeKind::kStringImm:
      return a.cast<StringImmNode>()->value == b.cast<StringImmNode>()->value;
    case NodeKind::kTirVar:
      return false;  // Distinct variable objects.
    case NodeKind::kNot:
      return ExprDeepEqual(a.cast<NotNode>()->a, b.cast<NotNode>()->a);
    case NodeKind::kCast:
      return ExprDeepEqual(a.cast<CastNode>()->value, b.cast<CastNode>()->value);
    case NodeKind::kSelect: {
      auto x = a.cast<SelectNode>();
      auto y = b.cast<SelectNode>();
      return ExprDeepEqual(x->condition, y->condition) && ExprDeepEqual(x->true_value, y->true_value) &&
             ExprDeepEqual(x->false_value, y->false_value);
    }
    case NodeKind::kTirCall: {
      auto x = a.cast<TirCallNode>();
      auto y = b.cast<TirCallNode>();
      if (x->op != y->op || x->args.size() != y->args.size()) return false;
      for (size_t i = 0; i < x->args.size(); ++i) {
        if (!ExprDeepEqual(x->args[i], y->args[i])) return false;
      }
      return true;
    }
    default:
      if (auto x = a.as<BinaryNode>()) {
        auto y = b.cast<BinaryNode>();
        return ExprDeepEqual(x->a, y->a) && ExprDeepEqual(x->b, y->b);
      }
      return false;
  }
}

std::string DimToString(const PrimExpr& e) {
  if (!e.defined()) return "None";
  switch (e->kind()) {
    case NodeKind::kIntImm: {
      auto imm = e.cast<IntImmNode>();
      if (imm->dtype.is_bool()) return imm->value ? "True" : "False";
      return std::to_string(imm->value);
    }
    case NodeKind::kFloatImm:
      return std::to_string(e.cast<FloatImmNode>()->value);
    case NodeKind::kTirVar:
      return e.cast<TirVarNode>()->name;
    case NodeKind::kMin:
    case NodeKind::kMax: {
      auto b = e.cast<BinaryNode>();
      return std::string(e->kind() == NodeKind::kMin ? "T.min(" : "T.max(") + DimToString(b->a) + ", " +
             DimToString(b->b) + ")";
    }
    case NodeKind::kNot:
      return "not " + DimToString(e.cast<NotNode>()->a);
    case NodeKind::kCast: {
      auto c = e.cast<CastNode>();
      return "T.Cast(\"" + c->dtype.ToString() + "\", " + DimToString(c->value) + ")";
    }
    case NodeKind::kSelect: {
      auto s = e.cast<SelectNode>();
      return "T.Select(" + DimToString(s->condition) + ", " + DimToString(s->true_value) + ", " +
             DimToString(s->false_value) + ")";
    }
    case NodeKind::kTirCall: {
      auto c = e.cast<TirCallNode>();
      std::string out = "T." + c->op + "(";
      for (size_t i = 0; i < c->args.size(); ++i) out += (i ? ", " : "") + DimToString(c->args[i]);
      return out + ")";
    }
    default:
      break;
  }
  if (auto b = e.as<BinaryNode>()) {
    const char* op = InfixOp(e->kind());
    if (op == nullptr) return NodeKindName(e->kind());
    int prec = Precedence(e->kind());
    std::string lhs = DimToString(b->a);
    std::string rhs = DimToString(b->b);
    if (Precedence(b->a->kind()) < prec) lhs = "(" + lhs + ")";
    // Right operands of non-commutative ops need parentheses at equal precedence.
    if (Precedence(b->b->kind()) <= prec && !(b->b.is<IntImmNode>() || b->b.is<TirVarNode>())) {
      rhs = "(" + rhs + ")";
    }
    return lhs + op + rhs;
  }
  return NodeKindName(e->kind());
}

std::string DimsToString(const std::vector<PrimExpr>& dims) {
  std::string out = "(";
  for (size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + DimToString(dims[i]);
  if (dims.size() == 1) out += ",";
  return out + ")";
}

}  // namespace op
}  // namespace rlx
