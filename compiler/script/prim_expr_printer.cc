#include "compiler/script/prim_expr_printer.h"

#include <cmath>

namespace rlx {
namespace script {

namespace {

// Python operator precedence, as TVM's Python doc printer ranks it.
enum Prec : int {
  kIfThenElse = 2,
  kBooleanOr = 3,
  kBooleanAnd = 4,
  kBooleanNot = 5,
  kComparison = 6,
  kAddPrec = 11,
  kMultPrec = 12,
  kUnaryPrec = 13,
  kIdentity = 15,
};

struct BinaryInfo {
  const char* op;  // Python operator, or null when never sugared
  int prec;
  const char* function;  // T.<function>(a, b) form
};

BinaryInfo InfoOf(NodeKind k) {
  switch (k) {
    case NodeKind::kAdd:
      return {"+", kAddPrec, "Add"};
    case NodeKind::kSub:
      return {"-", kAddPrec, "Sub"};
    case NodeKind::kMul:
      return {"*", kMultPrec, "Mul"};
    case NodeKind::kDiv:
      return {"/", kMultPrec, "Div"};
    case NodeKind::kMod:
      return {nullptr, 0, "truncmod"};
    case NodeKind::kFloorDiv:
      return {"//", kMultPrec, "FloorDiv"};
    case NodeKind::kFloorMod:
      return {"%", kMultPrec, "FloorMod"};
    case NodeKind::kMin:
      return {nullptr, 0, "min"};
    case NodeKind::kMax:
      return {nullptr, 0, "max"};
    case NodeKind::kEQ:
      return {"==", kComparison, "EQ"};
    case NodeKind::kNE:
      return {"!=", kComparison, "NE"};
    case NodeKind::kLT:
      return {"<", kComparison, "LT"};
    case NodeKind::kLE:
      return {"<=", kComparison, "LE"};
    case NodeKind::kGT:
      return {">", kComparison, "GT"};
    case NodeKind::kGE:
      return {">=", kComparison, "GE"};
    case NodeKind::kAnd:
      return {"and", kBooleanAnd, "And"};
    case NodeKind::kOr:
      return {"or", kBooleanOr, "Or"};
    default:
      RLX_UNREACHABLE() << "not a binary node: " << NodeKindName(k);
  }
  return {nullptr, 0, ""};
}

std::string T(const std::string& name) { return "T." + name; }

std::string DTypeStr(DataType t) { return QuoteString(t.ToString()); }

std::string FloatLiteral(double v, PrintStyle style) {
  // TVM spells non-finite immediates as strings: T.float32("inf").
  if (std::isnan(v)) return "\"nan\"";
  if (std::isinf(v)) return v < 0 ? "\"-inf\"" : "\"inf\"";
  return style == PrintStyle::kTvm ? FormatTvmFloat(v) : FormatPythonFloat(v);
}

}  // namespace

DtypeArgPosition IntrinsicDtypeArg(const std::string& op) {
  static const char* const kFirst[] = {"reinterpret",
                                       "call_extern",
                                       "call_pure_extern",
                                       "call_llvm_intrin",
                                       "call_llvm_pure_intrin",
                                       "ptx_mma",
                                       "ptx_mma_sp",
                                       "ptx_ldmatrix",
                                       "ptx_cp_async",
                                       "ptx_cp_async_bulk",
                                       "mma_store",
                                       "mma_fill",
                                       "vectorhigh",
                                       "vectorlow",
                                       "vectorcombine",
                                       "dp4a",
                                       "get_active_lane_mask"};
  for (const char* name : kFirst) {
    if (op == name) return DtypeArgPosition::kFirst;
  }
  if (op == "tvm_struct_get") return DtypeArgPosition::kLast;
  return DtypeArgPosition::kNone;
}

std::string PrimExprPrinter::Print(const PrimExpr& e) { return P(e).text; }

std::string PrimExprPrinter::PrintIntImm(DataType dtype, int64_t value) const {
  if (dtype == plain_int_) return std::to_string(value);
  if (dtype.is_bool()) return std::string("T.bool(") + (value ? "True" : "False") + ")";
  return T(dtype.ToString()) + "(" + std::to_string(value) + ")";
}

std::string PrimExprPrinter::Child(const PrimExpr& e, int parent_prec, bool paren_on_equal) {
  Doc d = P(e);
  if (d.prec < parent_prec || (paren_on_equal && d.prec == parent_prec)) return "(" + d.text + ")";
  return d.text;
}

PrimExprPrinter::Doc PrimExprPrinter::PrintBinary(const BinaryNode* node) {
  NodeKind k = node->kind();
  BinaryInfo info = InfoOf(k);
  bool sugar = false;
  if (info.op != nullptr) {
    // Sugar only when TVM's operator would rebuild this very node: equal
    // operand types (no implicit cast) and nothing to constant-fold.
    PrimExpr a = node->a, b = node->b;
    std::string err;
    bool same_types = a->dtype == b->dtype;
    bool folds = same_types && TryConstFold(k, a, b).defined();
    sugar = same_types && !folds;
    if ((k == NodeKind::kAnd || k == NodeKind::kOr) && !a->dtype.is_bool()) sugar = false;
    if (k == NodeKind::kDiv && sugar && (a->dtype.is_integer() || a->dtype.is_bool())) sugar = false;
  }
  if (!sugar) {
    return {T(info.function) + "(" + Print(node->a) + ", " + Print(node->b) + ")", kIdentity};
  }
  // Comparisons also parenthesize comparison operands: Python would read
  // `a < b < c` as a chained comparison.
  bool left_equal = IsComparison(k);
  std::string lhs = Child(node->a, info.prec, left_equal);
  std::string rhs = Child(node->b, info.prec, true);
  return {lhs + " " + info.op + " " + rhs, info.prec};
}

PrimExprPrinter::Doc PrimExprPrinter::PrintCall(const TirCallNode* call) {
  std::string out = T(call->op) + "(";
  std::vector<std::string> args;
  DtypeArgPosition pos = IntrinsicDtypeArg(call->op);
  if (pos == DtypeArgPosition::kFirst) args.push_back(DTypeStr(call->dtype));
  for (const PrimExpr& a : call->args) args.push_back(Print(a));
  if (pos == DtypeArgPosition::kLast) args.push_back(DTypeStr(call->dtype));
  for (size_t i = 0; i < args.size(); ++i) out += (i ? ", " : "") + args[i];
  return {out + ")", kIdentity};
}

PrimExprPrinter::Doc PrimExprPrinter::P(const PrimExpr& e) {
  RLX_CHECK(e.defined()) << "printing a null PrimExpr";
  switch (e->kind()) {
    case NodeKind::kIntImm: {
      auto imm = e.cast<IntImmNode>();
      return {PrintIntImm(imm->dtype, imm->value), kIdentity};
    }
    case NodeKind::kFloatImm: {
      auto imm = e.cast<FloatImmNode>();
      return {T(imm->dtype.ToString()) + "(" + FloatLiteral(imm->value, style_) + ")", kIdentity};
    }
    case NodeKind::kStringImm:
      return {QuoteString(e.cast<StringImmNode>()->value), kIdentity};
    case NodeKind::kTirVar:
      return {VarName(e.cast<TirVarNode>().get()), kIdentity};
    case NodeKind::kNot: {
      const PrimExpr& a = static_cast<const NotNode*>(e.get())->a;
      if (a.is<IntImmNode>() || a.is<FloatImmNode>() || a.is<StringImmNode>()) {
        return {"T.Not(" + Print(a) + ")", kIdentity};
      }
      return {"not " + Child(a, kBooleanNot, false), kBooleanNot};
    }
    case NodeKind::kSelect: {
      auto s = static_cast<const SelectNode*>(e.get());
      return {"T.Select(" + Print(s->condition) + ", " + Print(s->true_value) + ", " + Print(s->false_value) + ")",
              kIdentity};
    }
    case NodeKind::kCast: {
      auto c = e.cast<CastNode>();
      return {"T.Cast(" + DTypeStr(c->dtype) + ", " + Print(c->value) + ")", kIdentity};
    }
    case NodeKind::kTirCall:
      return PrintCall(e.cast<TirCallNode>().get());
    case NodeKind::kTirLet: {
      auto l = static_cast<const TirLetNode*>(e.get());
      // The variable is named before the body, as TVM's printer does.
      std::string var = VarName(l->var.get());
      std::string value = Print(l->value);
      return {"T.Let(" + Print(l->body) + ", where={" + var + ": " + value + "})", kIdentity};
    }
    case NodeKind::kBufferLoad: {
      auto l = static_cast<const BufferLoadNode*>(e.get());
      return {BufferName(l->buffer.get()) + "[" + PrintIndices(l->indices) + "]", kIdentity};
    }
    case NodeKind::kRamp: {
      auto r = static_cast<const RampNode*>(e.get());
      return {"T.Ramp(" + Print(r->base) + ", " + Print(r->stride) + ", " + std::to_string(r->lanes) + ")", kIdentity};
    }
    case NodeKind::kBroadcast: {
      auto b = static_cast<const BroadcastNode*>(e.get());
      return {"T.Broadcast(" + Print(b->value) + ", " + std::to_string(b->lanes) + ")", kIdentity};
    }
    default:
      if (auto bin = e.as<BinaryNode>()) return PrintBinary(bin.get());
      RLX_UNREACHABLE() << "cannot print PrimExpr of kind " << NodeKindName(e->kind());
  }
  return {"", kIdentity};
}

std::string PrimExprPrinter::PrintIndices(const std::vector<PrimExpr>& indices) {
  if (indices.empty()) return "()";
  std::string out;
  for (size_t i = 0; i < indices.size(); ++i) {
    if (i) out += ", ";
    auto ramp = indices[i].as<RampNode>();
    auto stride = ramp ? ramp->stride.as<IntImmNode>() : IntImm();
    if (ramp && stride) {
      PrimExpr lanes = MakeIntImm(DataType::Int(32), ramp->lanes);
      PrimExpr stop = TvmBinary(NodeKind::kAdd, ramp->base, TvmBinary(NodeKind::kMul, lanes, ramp->stride));
      out += Print(ramp->base) + ":" + Print(stop);
      if (stride->value != 1) out += ":" + Print(ramp->stride);
      continue;
    }
    out += Print(indices[i]);
  }
  return out;
}

std::string PrimExprPrinter::PrintAttrValue(const ObjectRef& value) {
  if (!value.defined()) return "None";
  switch (value->kind()) {
    case NodeKind::kString:
      return QuoteString(value.cast<StringNode>()->value);
    case NodeKind::kArray: {
      std::string out = "[";
      const auto& elems = value.cast<ArrayNode>()->elems;
      for (size_t i = 0; i < elems.size(); ++i) out += (i ? ", " : "") + PrintAttrValue(elems[i]);
      return out + "]";
    }
    case NodeKind::kMap: {
      std::string out = "{";
      const auto& items = value.cast<MapNode>()->items;
      for (size_t i = 0; i < items.size(); ++i) {
        out += (i ? ", " : "") + QuoteString(items[i].first) + ": " + PrintAttrValue(items[i].second);
      }
      return out + "}";
    }
    case NodeKind::kBuffer:
      return BufferName(value.cast<BufferNode>().get());
    case NodeKind::kRange: {
      auto r = value.cast<RangeNode>();
      return "T.Range(" + Print(r->min) + ", " + Print(TvmBinary(NodeKind::kAdd, r->extent, r->min)) + ")";
    }
    default:
      // TVM 0.27 keeps attribute booleans as Python booleans.
      if (auto imm = value.as<IntImmNode>(); imm.defined() && imm->dtype.is_bool() && style_ == PrintStyle::kTvm) {
        return imm->value ? "True" : "False";
      }
      if (auto e = value.as<PrimExprNode>()) return Print(e);
      RLX_UNREACHABLE() << "cannot print attribute value of kind " << NodeKindName(value->kind());
  }
  return "";
}

namespace {

class TablePrinter : public PrimExprPrinter {
 public:
  TablePrinter(const NameTable& names, DataType plain) : PrimExprPrinter(plain), names_(names) {}

 protected:
  std::string VarName(const TirVarNode* var) override { return names_.Get(var); }
  std::string BufferName(const BufferNode* buffer) override { return names_.Get(buffer); }

 private:
  const NameTable& names_;
};

}  // namespace

std::string PrintPrimExpr(const PrimExpr& e, const NameTable& names, DataType plain_int_dtype, PrintStyle style) {
  TablePrinter p(names, plain_int_dtype);
  p.set_style(style);
  return p.Print(e);
}

std::string PrintAttrValue(const ObjectRef& value, const NameTable& names, DataType plain_int_dtype, PrintStyle style) {
  TablePrinter p(names, plain_int_dtype);
  p.set_style(style);
  return p.PrintAttrValue(value);
}

}  // namespace script
}  // namespace rlx
