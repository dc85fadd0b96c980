// Expressions of the shared C-like printer.
#include <cinttypes>
#include <cstdio>
#include <limits>

#include "compiler/codegen/source/codegen_c.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {

std::string CodeGenC::ScalarType(DataType t, const Span& span) {
  if (t.lanes() != 1) Unsupported(span, "vector type " + t.ToString() + " is not supported yet");
  if ((t.is_bfloat16() && !EmulatesBFloat16()) || t.is_float8() || t.is_handle() || t.is_void()) {
    Unsupported(span, "values of type " + t.ToString() + " are not supported");
  }
  CheckScalarType(t, span);
  if (t.is_float() && t.bits() == 16) used_fp16_ = true;
  if (t.is_float() && t.bits() == 64) used_fp64_ = true;
  used_types_.insert(t.ToString());
  return TypeName(t);
}

std::string CodeGenC::IntLiteral(int64_t v, DataType t) {
  if (t.is_bool()) return v ? "true" : "false";
  std::string text = std::to_string(v);
  if (v == std::numeric_limits<int64_t>::min()) text = "(-9223372036854775807 - 1)";
  if (t.is_int() && t.bits() == 32) {
    return v == std::numeric_limits<int32_t>::min() ? "(-2147483647 - 1)" : text;
  }
  return CastExpr(TypeName(t), text);
}

std::string CodeGenC::CastExpr(const std::string& type, const std::string& value) {
  return "((" + type + ")" + value + ")";
}

std::string CodeGenC::IntMod(DataType /*t*/, const std::string& a, const std::string& b) {
  return "(" + a + " % " + b + ")";
}

std::string CodeGenC::Load(DataType /*t*/, const std::string& /*scope*/, const std::string& ptr,
                           const std::string& index) {
  return ptr + "[" + index + "]";
}

std::string CodeGenC::Store(DataType /*t*/, const std::string& /*scope*/, const std::string& ptr,
                            const std::string& index, const std::string& value) {
  return ptr + "[" + index + "] = " + value;
}

std::string CodeGenC::Expr(const PrimExpr& e) {
  switch (e->kind()) {
    case NodeKind::kIntImm:
      ScalarType(e->dtype, e->span);
      return IntLiteral(static_cast<const IntImmNode*>(e.get())->value, e->dtype);
    case NodeKind::kFloatImm:
      ScalarType(e->dtype, e->span);
      return FloatLiteral(static_cast<const FloatImmNode*>(e.get())->value, e->dtype);
    case NodeKind::kStringImm:
      Unsupported(e->span, "a string is not a value");
    case NodeKind::kTirVar:
      return NameOf(e.as<TirVarNode>(), e->span);
    case NodeKind::kNot:
      return "(!" + Expr(static_cast<const NotNode*>(e.get())->a) + ")";
    case NodeKind::kSelect: {
      auto s = static_cast<const SelectNode*>(e.get());
      return "(" + Expr(s->condition) + " ? " + Expr(s->true_value) + " : " + Expr(s->false_value) + ")";
    }
    case NodeKind::kCast: {
      auto c = static_cast<const CastNode*>(e.get());
      ScalarType(c->dtype, e->span);
      ScalarType(c->value->dtype, c->value->span);
      return CastTo(c->dtype, c->value->dtype, Expr(c->value));
    }
    case NodeKind::kTirCall:
      return Call(static_cast<const TirCallNode*>(e.get()));
    case NodeKind::kBufferLoad:
      return BufferLoadText(static_cast<const BufferLoadNode*>(e.get()));
    case NodeKind::kTirLet:
      Unsupported(e->span, "let expressions are not supported yet");
    case NodeKind::kRamp:
    case NodeKind::kBroadcast:
      Unsupported(e->span, "vector expressions are not supported yet");
    default:
      RLX_CHECK(e.is<BinaryNode>()) << "unexpected expression " << NodeKindName(e->kind());
      return Binary(static_cast<const BinaryNode*>(e.get()));
  }
}

std::string CodeGenC::CastTo(DataType to, DataType from, const std::string& value) {
  if (to == from) return value;
  if (to.is_bool()) return "(" + value + " != 0)";
  return CastExpr(TypeName(to), value);
}

std::string CodeGenC::BufferLoadText(const BufferLoadNode* e) {
  if (e->indices.size() != 1) {
    Unsupported(e->span, "buffer " + e->buffer->name + " is accessed with " + std::to_string(e->indices.size()) +
                             " indices; run FlattenBuffer first");
  }
  if (e->indices[0]->dtype.lanes() != 1) Unsupported(e->span, "vector loads are not supported yet");
  DataType elem;
  std::string ptr = PointerOf(e->buffer, &elem);
  ScalarType(elem, e->span);
  return Load(elem, ScopeOf(e->buffer->data), ptr, Subscript(e->indices[0]->dtype, Expr(e->indices[0])));
}

std::string CodeGenC::Binary(const BinaryNode* e) {
  DataType t = e->a->dtype;
  ScalarType(t, e->span);
  std::string a = Expr(e->a);
  std::string b = Expr(e->b);
  auto infix = [&](const char* op) { return "(" + a + " " + op + " " + b + ")"; };
  switch (e->kind()) {
    case NodeKind::kAdd:
      return infix("+");
    case NodeKind::kSub:
      return infix("-");
    case NodeKind::kMul:
      return infix("*");
    case NodeKind::kDiv:
      return infix("/");
    case NodeKind::kMod:
      if (t.is_floating()) {
        std::string fmod = MathFunction("fmod", t);
        if (fmod.empty()) Unsupported(e->span, "floating-point % on " + t.ToString());
        return fmod + "(" + a + ", " + b + ")";
      }
      return IntMod(t, a, b);
    case NodeKind::kFloorDiv:
      return FloorDivMod(true, t, a, b);
    case NodeKind::kFloorMod:
      return FloorDivMod(false, t, a, b);
    case NodeKind::kMin:
      return MinMax(true, t, a, b);
    case NodeKind::kMax:
      return MinMax(false, t, a, b);
    case NodeKind::kEQ:
      return infix("==");
    case NodeKind::kNE:
      return infix("!=");
    case NodeKind::kLT:
      return infix("<");
    case NodeKind::kLE:
      return infix("<=");
    case NodeKind::kGT:
      return infix(">");
    case NodeKind::kGE:
      return infix(">=");
    case NodeKind::kAnd:
      return infix("&&");
    case NodeKind::kOr:
      return infix("||");
    default:
      RLX_UNREACHABLE() << "binary node " << NodeKindName(e->kind());
  }
  return "";
}

std::string CodeGenC::FloorDivMod(bool div, DataType t, const std::string& a, const std::string& b) {
  if (t.is_floating()) {
    std::string q = MathFunction("floor", t) + "(" + a + " / " + b + ")";
    return div ? q : "(" + a + " - " + q + " * " + b + ")";
  }
  if (!t.is_int()) return "(" + a + (div ? " / " : " % ") + b + ")";
  std::string key = std::string(div ? "floordiv" : "floormod") + ":" + t.ToString();
  helpers_.insert(key);
  helper_types_[key] = t;
  return std::string("rlx_") + (div ? "floordiv_" : "floormod_") + t.ToString() + "(" + a + ", " + b + ")";
}

std::string CodeGenC::Call(const TirCallNode* e) {
  std::string own = LanguageCall(e);
  if (!own.empty()) return own;
  const std::string& op = e->op;
  auto need = [&](size_t n) {
    if (e->args.size() != n) {
      Unsupported(e->span,
                  "T." + op + " expects " + std::to_string(n) + " arguments, got " + std::to_string(e->args.size()));
    }
  };
  auto arg = [&](size_t i) { return Expr(e->args.at(i)); };
  if (op == "if_then_else") {
    need(3);
    return "(" + arg(0) + " ? " + arg(1) + " : " + arg(2) + ")";
  }
  if (op == "likely" || op == "tvm_thread_invariant") {
    need(1);
    return arg(0);
  }
  if (op == "shift_left" || op == "shift_right" || op == "bitwise_and" || op == "bitwise_or" || op == "bitwise_xor") {
    need(2);
    const char* sym = op == "shift_left"    ? "<<"
                      : op == "shift_right" ? ">>"
                      : op == "bitwise_and" ? "&"
                      : op == "bitwise_or"  ? "|"
                                            : "^";
    return "(" + arg(0) + " " + sym + " " + arg(1) + ")";
  }
  if (op == "bitwise_not") {
    need(1);
    return "(~" + arg(0) + ")";
  }
  if (op == "reinterpret") {
    need(1);
    DataType from = e->args[0]->dtype;
    ScalarType(from, e->span);
    ScalarType(e->dtype, e->span);
    if (from.bits() != e->dtype.bits()) {
      Unsupported(e->span,
                  "T.reinterpret from " + from.ToString() + " to " + e->dtype.ToString() + " changes the size");
    }
    return Reinterpret(from, e->dtype, arg(0), e->span);
  }
  if ((op == "isnan" || op == "isinf" || op == "isfinite") && !e->args.empty() && !e->args[0]->dtype.is_floating()) {
    need(1);
    return op == "isfinite" ? "true" : "false";
  }
  if (op == "sigmoid") {
    need(1);
    DataType t = e->dtype;
    ScalarType(t, e->span);
    std::string one = FloatLiteral(1.0, t);
    return "(" + one + " / (" + one + " + " + MathFunction("exp", t) + "(-" + arg(0) + ")))";
  }
  if (op == "call_pure_extern" || op == "call_extern") {
    auto name = e->args.empty() ? Ref<StringImmNode>() : e->args[0].as<StringImmNode>();
    if (!name) Unsupported(e->span, "T." + op + " needs the function name as a string");
    std::string args;
    for (size_t i = 1; i < e->args.size(); ++i) args += (i > 1 ? ", " : "") + arg(i);
    return name->value + "(" + args + ")";
  }
  if (op == "tvm_storage_sync") Unsupported(e->span, "T.tvm_storage_sync is a statement, not a value");
  if (op == "tvm_warp_shuffle" || op == "tvm_warp_shuffle_up" || op == "tvm_warp_shuffle_down" ||
      op == "tvm_warp_activemask") {
    need(op == "tvm_warp_activemask" ? 0 : 5);
    std::vector<std::string> args;
    for (size_t i = 0; i < e->args.size(); ++i) args.push_back(arg(i));
    ScalarType(e->dtype, e->span);
    std::string text = WarpIntrinsic(op, e->dtype, args, e->span);
    if (!text.empty()) return text;
  }
  return MathCall(e);
}

std::string CodeGenC::MathCall(const TirCallNode* e) {
  DataType t = e->args.empty() ? e->dtype : e->args[0]->dtype;
  ScalarType(t, e->span);
  std::string fn = MathFunction(e->op, t);
  if (fn.empty()) {
    Unsupported(e->span, "intrinsic T." + e->op + " on " + t.ToString() + " is not supported");
  }
  std::string args;
  for (size_t i = 0; i < e->args.size(); ++i) args += (i ? ", " : "") + Expr(e->args[i]);
  return fn + "(" + args + ")";
}

}  // namespace codegen
}  // namespace rlx
