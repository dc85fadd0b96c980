// Types and expressions of the WGSL printer.
#include <cfloat>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>

#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"
#include "targets/webgpu/codegen/wgsl_printer.h"

namespace rlx {
namespace codegen {
namespace {

std::string Zero(const std::string& type) {
  if (type == "i32") return "0i";
  if (type == "u32") return "0u";
  if (type == "f16") return "0.0h";
  return "0.0f";
}

}  // namespace

std::string WGSLPrinter::Type(DataType t, const Span& span, const std::string& what) {
  auto bad = [&](const std::string& why) { Unsupported(span, what + " has type " + t.ToString() + "; " + why); };
  if (t.lanes() != 1) bad("vector types are not supported yet");
  if (t.is_bool()) return "bool";
  if (t.is_float()) {
    if (t.bits() == 32) return "f32";
    if (t.bits() == 16) {
      used_f16_ = true;
      return "f16";
    }
    if (t.bits() == 64) bad("WGSL has no 64-bit types");
  }
  if (t.is_int() || t.is_uint()) {
    std::string name = t.is_int() ? "i32" : "u32";
    if (t.bits() == 32) return name;
    if (t.bits() == 64) {
      if (options_.narrow_int64_indices) return name;
      bad("WGSL has no 64-bit types");
    }
    bad("WGSL has no " + std::to_string(t.bits()) + "-bit integers");
  }
  Unsupported(span, what + " has type " + t.ToString() + "; WGSL has no such type");
}

std::string WGSLPrinter::StorageType(DataType t, const Span& span, const std::string& what) {
  // Narrowing stops at memory the host sees: its layout is fixed.
  if (t.bits() == 64 && t.lanes() == 1 && (t.is_int() || t.is_uint())) {
    Unsupported(span, what + " has element type " + t.ToString() + "; WGSL has no 64-bit types");
  }
  std::string type = Type(t, span, what);
  return type == "bool" ? "i32" : type;
}

std::string WGSLPrinter::Helper(const std::string& name) {
  helpers_.insert(name);
  return name;
}

std::string WGSLPrinter::IntLiteral(int64_t v, DataType t, const Span& span) {
  std::string type = Type(t, span, "constant " + std::to_string(v));
  if (type == "bool") return v ? "true" : "false";
  if (type == "f32" || type == "f16") return FloatLiteral(static_cast<double>(v), t, span);
  if (type == "u32") {
    uint64_t u = static_cast<uint64_t>(v);
    if (u > std::numeric_limits<uint32_t>::max()) {
      Unsupported(span, "constant " + std::to_string(u) + " of type " + t.ToString() + " does not fit in u32");
    }
    return std::to_string(u) + "u";
  }
  if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max()) {
    Unsupported(span, "constant " + std::to_string(v) + " of type " + t.ToString() + " does not fit in i32");
  }
  if (v == std::numeric_limits<int32_t>::min()) return "(-2147483647i - 1i)";
  return v < 0 ? "(" + std::to_string(v) + "i)" : std::to_string(v) + "i";
}

std::string WGSLPrinter::FloatLiteral(double v, DataType t, const Span& span) {
  std::string type = Type(t, span, "constant");
  if (type != "f32" && type != "f16") return IntLiteral(static_cast<int64_t>(v), t, span);
  bool half = type == "f16";
  // WGSL has no non-finite literals (and a constant that overflows is an
  // error): they come from helpers whose bits the compiler cannot fold.
  auto special = [&](const std::string& helper) {
    std::string f = Helper(helper) + "()";
    return half ? "f16(" + f + ")" : f;
  };
  if (std::isnan(v)) return special("rlx_nan_f32");
  double limit = half ? 65504.0 : static_cast<double>(FLT_MAX);
  if (std::isinf(v) || std::fabs(v) > limit) {
    return v > 0 ? special("rlx_inf_f32") : "(-" + special("rlx_inf_f32") + ")";
  }
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.9g", v);
  std::string text = buf;
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  text += half ? "h" : "f";
  return v < 0 ? "(" + text + ")" : text;
}

std::string WGSLPrinter::Expr(const PrimExpr& e) {
  switch (e->kind()) {
    case NodeKind::kIntImm:
      return IntLiteral(static_cast<const IntImmNode*>(e.get())->value, e->dtype, e->span);
    case NodeKind::kFloatImm:
      return FloatLiteral(static_cast<const FloatImmNode*>(e.get())->value, e->dtype, e->span);
    case NodeKind::kStringImm:
      Unsupported(e->span, "a string is not a value");
    case NodeKind::kTirVar:
      return NameOf(e.as<TirVarNode>(), e->span);
    case NodeKind::kNot:
      return "(!" + Expr(static_cast<const NotNode*>(e.get())->a) + ")";
    case NodeKind::kSelect: {
      // Both sides are evaluated, as TIR's Select allows.
      auto s = static_cast<const SelectNode*>(e.get());
      return "select(" + Expr(s->false_value) + ", " + Expr(s->true_value) + ", " + Expr(s->condition) + ")";
    }
    case NodeKind::kCast: {
      auto c = static_cast<const CastNode*>(e.get());
      return Cast(c->dtype, c->value->dtype, Expr(c->value), e->span);
    }
    case NodeKind::kTirCall:
      return Call(static_cast<const TirCallNode*>(e.get()));
    case NodeKind::kBufferLoad:
      return Load(static_cast<const BufferLoadNode*>(e.get()));
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

std::string WGSLPrinter::Cast(DataType to, DataType from, const std::string& value, const Span& span) {
  std::string from_type = Type(from, span, "a cast operand");
  std::string to_type = Type(to, span, "a cast result");
  if (to_type == from_type) return value;
  if (to_type == "bool") return "(" + value + " != " + Zero(from_type) + ")";
  return to_type + "(" + value + ")";  // bool -> number gives 0 / 1
}

std::string WGSLPrinter::Load(const BufferLoadNode* e) {
  if (e->indices.size() != 1) {
    Unsupported(e->span, "buffer " + e->buffer->name + " is accessed with " + std::to_string(e->indices.size()) +
                             " indices; run FlattenBuffer first");
  }
  if (e->indices[0]->dtype.lanes() != 1 || e->dtype.lanes() != 1) {
    Unsupported(e->span, "vector loads are not supported yet");
  }
  const TirVar& data = e->buffer->data;
  std::string ptr = NameOf(data, e->span);
  std::string access = ptr + "[" + Expr(e->indices[0]) + "]";
  bool global = ScopeOf(data) == "global";
  auto it = storage_elem_.find(data.get());
  DataType stored = it == storage_elem_.end() ? e->buffer->dtype : it->second;
  DataType want = e->buffer->dtype;
  std::string type = global ? StorageType(want, e->span, "buffer " + e->buffer->name)
                            : Type(want, e->span, "buffer " + e->buffer->name);
  if (stored == want) return global && want.is_bool() ? "(" + access + " != 0i)" : access;
  if (!global || stored.bits() != want.bits() || want.is_bool() || stored.is_bool()) {
    Unsupported(e->span, "buffer " + e->buffer->name + " reads " + stored.ToString() + " storage as " +
                             want.ToString() + "; only same-size views of global buffers are supported");
  }
  return "bitcast<" + type + ">(" + access + ")";
}

std::string WGSLPrinter::Binary(const BinaryNode* e) {
  DataType t = e->a->dtype;
  std::string type = Type(t, e->span, "an operand");
  std::string a = Expr(e->a);
  std::string b = Expr(e->b);
  auto infix = [&](const char* op) { return "(" + a + " " + op + " " + b + ")"; };
  bool fp = type == "f32" || type == "f16";
  switch (e->kind()) {
    case NodeKind::kAdd:
      return infix("+");
    case NodeKind::kSub:
      return infix("-");
    case NodeKind::kMul:
      return infix("*");
    case NodeKind::kDiv:
      return infix("/");  // truncating on integers, as TIR's Div
    case NodeKind::kMod:
      return infix("%");  // truncating; fmod on floats
    case NodeKind::kFloorDiv:
      if (fp) return "floor(" + a + " / " + b + ")";
      if (type == "u32") return infix("/");
      return Helper("rlx_floordiv_i32") + "(" + a + ", " + b + ")";
    case NodeKind::kFloorMod:
      if (fp) return "(" + a + " - floor(" + a + " / " + b + ") * " + b + ")";
      if (type == "u32") return infix("%");
      return Helper("rlx_floormod_i32") + "(" + a + ", " + b + ")";
    case NodeKind::kMin:
      return "min(" + a + ", " + b + ")";
    case NodeKind::kMax:
      return "max(" + a + ", " + b + ")";
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

std::string WGSLPrinter::Call(const TirCallNode* e) {
  const std::string& op = e->op;
  auto need = [&](size_t n) {
    if (e->args.size() != n) {
      Unsupported(e->span,
                  "T." + op + " expects " + std::to_string(n) + " arguments, got " + std::to_string(e->args.size()));
    }
  };
  auto arg = [&](size_t i) { return Expr(e->args.at(i)); };
  if (op == "if_then_else") {
    // Both sides are evaluated: a guarded out-of-bounds storage read is
    // clamped by WebGPU's robust buffer access, never a fault.
    need(3);
    return "select(" + arg(2) + ", " + arg(1) + ", " + arg(0) + ")";
  }
  if (op == "likely" || op == "tvm_thread_invariant") {
    need(1);
    return arg(0);
  }
  if (op == "shift_left" || op == "shift_right") {
    need(2);
    std::string amount = arg(1);
    if (Type(e->args[1]->dtype, e->span, "a shift amount") != "u32") amount = "u32(" + amount + ")";
    return "(" + arg(0) + (op == "shift_left" ? " << " : " >> ") + amount + ")";
  }
  if (op == "bitwise_and" || op == "bitwise_or" || op == "bitwise_xor") {
    need(2);
    const char* sym = op == "bitwise_and" ? " & " : op == "bitwise_or" ? " | " : " ^ ";
    return "(" + arg(0) + sym + arg(1) + ")";
  }
  if (op == "bitwise_not") {
    need(1);
    return "(~" + arg(0) + ")";
  }
  if (op == "reinterpret") {
    need(1);
    DataType from = e->args[0]->dtype;
    std::string from_type = Type(from, e->span, "a reinterpreted value");
    std::string to_type = Type(e->dtype, e->span, "a reinterpret result");
    if (from.bits() != e->dtype.bits() || from.bits() != 32 || from.is_bool()) {
      Unsupported(e->span, "T.reinterpret from " + from.ToString() + " to " + e->dtype.ToString() +
                               " (WGSL bitcasts 32-bit values only)");
    }
    return from_type == to_type ? arg(0) : "bitcast<" + to_type + ">(" + arg(0) + ")";
  }
  if (op == "isnan" || op == "isinf" || op == "isfinite") {
    need(1);
    std::string type = Type(e->args[0]->dtype, e->span, "the operand of T." + op);
    if (type != "f32" && type != "f16") return op == "isfinite" ? "true" : "false";
    std::string x = type == "f16" ? "f32(" + arg(0) + ")" : arg(0);
    return Helper("rlx_" + op + "_f32") + "(" + x + ")";
  }
  if (op == "sigmoid") {
    need(1);
    std::string one = FloatLiteral(1.0, e->dtype, e->span);
    return "(" + one + " / (" + one + " + exp(-" + arg(0) + ")))";
  }
  if (op == "call_pure_extern" || op == "call_extern") {
    auto name = e->args.empty() ? Ref<StringImmNode>() : e->args[0].as<StringImmNode>();
    Unsupported(e->span, "T." + op + " of " + (name ? name->value : std::string("?")) +
                             ": WGSL kernels cannot call external functions");
  }
  if (op == "tvm_storage_sync") Unsupported(e->span, "T.tvm_storage_sync is a statement, not a value");
  return MathCall(e, op);
}

std::string WGSLPrinter::MathCall(const TirCallNode* e, const std::string& op) {
  DataType t = e->args.empty() ? e->dtype : e->args[0]->dtype;
  std::string type = Type(t, e->span, "the operand of T." + op);
  std::vector<std::string> args;
  for (const PrimExpr& a : e->args) args.push_back(Expr(a));
  auto join = [&]() {
    std::string s;
    for (size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + args[i];
    return s;
  };
  auto unsupported = [&]() -> std::string {
    Unsupported(e->span, "intrinsic T." + op + " on " + t.ToString() + " is not supported");
  };
  auto arity = [&](size_t n) {
    if (args.size() != n) {
      Unsupported(e->span,
                  "T." + op + " expects " + std::to_string(n) + " arguments, got " + std::to_string(args.size()));
    }
  };
  if (type == "i32" || type == "u32") {
    static const std::map<std::string, std::string> kInt = {
        {"popcount", "countOneBits"}, {"clz", "countLeadingZeros"}, {"abs", "abs"}};
    auto it = kInt.find(op);
    if (it == kInt.end()) unsupported();
    arity(1);
    return it->second + "(" + join() + ")";
  }
  if (type != "f32" && type != "f16") unsupported();
  static const std::map<std::string, std::pair<std::string, size_t>> kFloat = {
      {"exp", {"exp", 1}},         {"exp2", {"exp2", 1}},         {"log", {"log", 1}},     {"log2", {"log2", 1}},
      {"sqrt", {"sqrt", 1}},       {"rsqrt", {"inverseSqrt", 1}}, {"sin", {"sin", 1}},     {"cos", {"cos", 1}},
      {"tan", {"tan", 1}},         {"sinh", {"sinh", 1}},         {"cosh", {"cosh", 1}},   {"tanh", {"tanh", 1}},
      {"asin", {"asin", 1}},       {"acos", {"acos", 1}},         {"atan", {"atan", 1}},   {"asinh", {"asinh", 1}},
      {"acosh", {"acosh", 1}},     {"atanh", {"atanh", 1}},       {"fabs", {"abs", 1}},    {"abs", {"abs", 1}},
      {"floor", {"floor", 1}},     {"ceil", {"ceil", 1}},         {"trunc", {"trunc", 1}}, {"round", {"round", 1}},
      {"nearbyint", {"round", 1}}, {"pow", {"pow", 2}},           {"atan2", {"atan2", 2}}, {"fma", {"fma", 3}}};
  auto it = kFloat.find(op);
  if (it != kFloat.end()) {
    arity(it->second.second);
    return it->second.first + "(" + join() + ")";
  }
  auto lit = [&](double v) { return FloatLiteral(v, t, e->span); };
  if (op == "exp10") {
    arity(1);
    return "exp2(" + args[0] + " * " + lit(3.321928094887362) + ")";
  }
  if (op == "log10") {
    arity(1);
    return "(log2(" + args[0] + ") * " + lit(0.30102999566398120) + ")";
  }
  if (op == "log1p") {
    arity(1);
    return "log(" + lit(1.0) + " + " + args[0] + ")";
  }
  if (op == "expm1") {
    arity(1);
    return "(exp(" + args[0] + ") - " + lit(1.0) + ")";
  }
  if (op == "fmod") {
    arity(2);
    return "(" + args[0] + " % " + args[1] + ")";
  }
  if (op == "hypot") {
    arity(2);
    return "sqrt(" + args[0] + " * " + args[0] + " + " + args[1] + " * " + args[1] + ")";
  }
  if (op == "erf") {
    arity(1);
    if (type == "f16") return "f16(" + Helper("rlx_erf_f32") + "(f32(" + args[0] + ")))";
    return Helper("rlx_erf_f32") + "(" + args[0] + ")";
  }
  return unsupported();
}

}  // namespace codegen
}  // namespace rlx
