// Intrinsic calls in the TIR interpreter: math, bit operations, lazy
// if_then_else, and the calls LowerIntrin produces (LLVM intrinsics and libm
// functions by name). Anything else is an error naming the intrinsic.
#include <cmath>
#include <limits>
#include <map>

#include "compiler/runtime/float_format.h"
#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace interp {
namespace {

using UnaryFn = double (*)(double);
using BinaryFn = double (*)(double, double);

double Sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double Rsqrt(double x) { return 1.0 / std::sqrt(x); }
double Exp10(double x) { return std::pow(10.0, x); }
double NearbyInt(double x) { return std::nearbyint(x); }  // half to even (default rounding mode)
double Ldexp(double x, double e) { return std::ldexp(x, static_cast<int>(e)); }

// Float functions of one argument, by TIR intrinsic name.
const std::map<std::string, UnaryFn>& UnaryMath() {
  static const auto* table = new std::map<std::string, UnaryFn>{
      {"exp", [](double x) { return std::exp(x); }},
      {"exp2", [](double x) { return std::exp2(x); }},
      {"exp10", Exp10},
      {"log", [](double x) { return std::log(x); }},
      {"log2", [](double x) { return std::log2(x); }},
      {"log10", [](double x) { return std::log10(x); }},
      {"log1p", [](double x) { return std::log1p(x); }},
      {"expm1", [](double x) { return std::expm1(x); }},
      {"sqrt", [](double x) { return std::sqrt(x); }},
      {"rsqrt", Rsqrt},
      {"sin", [](double x) { return std::sin(x); }},
      {"cos", [](double x) { return std::cos(x); }},
      {"tan", [](double x) { return std::tan(x); }},
      {"sinh", [](double x) { return std::sinh(x); }},
      {"cosh", [](double x) { return std::cosh(x); }},
      {"tanh", [](double x) { return std::tanh(x); }},
      {"asin", [](double x) { return std::asin(x); }},
      {"acos", [](double x) { return std::acos(x); }},
      {"atan", [](double x) { return std::atan(x); }},
      {"asinh", [](double x) { return std::asinh(x); }},
      {"acosh", [](double x) { return std::acosh(x); }},
      {"atanh", [](double x) { return std::atanh(x); }},
      {"erf", [](double x) { return std::erf(x); }},
      {"sigmoid", Sigmoid},
  };
  return *table;
}

// Rounding functions: identity on integers. TVM's round is nearbyint.
const std::map<std::string, UnaryFn>& RoundingMath() {
  static const auto* table = new std::map<std::string, UnaryFn>{
      {"floor", [](double x) { return std::floor(x); }},
      {"ceil", [](double x) { return std::ceil(x); }},
      {"trunc", [](double x) { return std::trunc(x); }},
      {"round", NearbyInt},
      {"nearbyint", NearbyInt},
      {"fabs", [](double x) { return std::fabs(x); }},
  };
  return *table;
}

const std::map<std::string, BinaryFn>& BinaryMath() {
  static const auto* table = new std::map<std::string, BinaryFn>{
      {"pow", [](double a, double b) { return std::pow(a, b); }},
      {"atan2", [](double a, double b) { return std::atan2(a, b); }},
      {"fmod", [](double a, double b) { return std::fmod(a, b); }},
      {"hypot", [](double a, double b) { return std::hypot(a, b); }},
      {"copysign", [](double a, double b) { return std::copysign(a, b); }},
      {"ldexp", Ldexp},
  };
  return *table;
}

// LLVM intrinsic name -> TIR intrinsic name (LowerIntrin's output).
const std::map<std::string, std::string>& LLVMIntrinsics() {
  static const auto* table = new std::map<std::string, std::string>{
      {"llvm.exp", "exp"},           {"llvm.exp2", "exp2"},
      {"llvm.log", "log"},           {"llvm.log2", "log2"},
      {"llvm.log10", "log10"},       {"llvm.sqrt", "sqrt"},
      {"llvm.sin", "sin"},           {"llvm.cos", "cos"},
      {"llvm.floor", "floor"},       {"llvm.ceil", "ceil"},
      {"llvm.trunc", "trunc"},       {"llvm.fabs", "fabs"},
      {"llvm.pow", "pow"},           {"llvm.fma", "fma"},
      {"llvm.copysign", "copysign"}, {"llvm.nearbyint", "nearbyint"},
      {"llvm.rint", "nearbyint"},    {"llvm.ctpop", "popcount"},
  };
  return *table;
}

bool IsFloatMathName(const std::string& name) {
  return UnaryMath().count(name) || RoundingMath().count(name) || BinaryMath().count(name) || name == "nextafter" ||
         name == "fma";
}

int64_t PopCount(DataType t, int64_t v) {
  uint64_t u = static_cast<uint64_t>(v);
  if (t.bits() < 64) u &= (uint64_t{1} << t.bits()) - 1;
  int n = 0;
  for (; u != 0; u &= u - 1) ++n;
  return n;
}

int64_t CountLeadingZeros(DataType t, int64_t v) {
  uint64_t u = static_cast<uint64_t>(v);
  int bits = t.bits();
  if (bits < 64) u &= (uint64_t{1} << bits) - 1;
  int n = 0;
  for (int b = bits - 1; b >= 0 && ((u >> b) & 1) == 0; --b) ++n;
  return n;
}

// Shift counts outside [0, bits) give 0 (left) or the sign fill (right), the
// deterministic choice compiler/runtime/ref makes for what LLVM leaves
// undefined; right shifts are arithmetic for signed types.
int64_t Shift(bool left, DataType t, int64_t a, int64_t n) {
  int bits = t.bits();
  bool is_signed = t.is_int();
  if (n < 0 || n >= bits) return left ? 0 : (is_signed && a < 0 ? -1 : 0);
  if (left) return WrapInt(t, static_cast<int64_t>(static_cast<uint64_t>(a) << n));
  if (is_signed) return a >> n;
  return static_cast<int64_t>(static_cast<uint64_t>(a) >> n);
}

double NextAfter(DataType t, double a, double b) {
  if (t.is_float() && t.bits() == 32) return std::nextafter(static_cast<float>(a), static_cast<float>(b));
  return std::nextafter(a, b);
}

}  // namespace

Value Interpreter::EvalCall(const TirCallNode* op, Env& env) {
  const std::string& name = op->op;
  const auto& args = op->args;
  DataType rt = op->dtype;
  auto need = [&](size_t n) {
    if (args.size() != n) {
      Fail("T." + name + " takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " +
           std::to_string(args.size()));
    }
  };
  // Lane-wise application over values whose lanes are 1 or rt's.
  auto lanewise = [&](auto fn) {
    Value out(rt);
    for (int k = 0; k < rt.lanes(); ++k) out.lane(k) = fn(k);
    return out;
  };
  auto lane = [](const Value& v, int k) -> const Lane& { return v.lane(v.lanes() == 1 ? 0 : k); };

  if (name == "if_then_else") {
    need(3);
    Value c = Eval(args[0], env);
    bool all = true, none = true;
    for (int k = 0; k < c.lanes(); ++k) (c.IsTrue(k) ? none : all) = false;
    // Lazy: only the branch that is taken is evaluated.
    if (all) return Eval(args[1], env);
    if (none) return Eval(args[2], env);
    Value t = Eval(args[1], env), f = Eval(args[2], env);
    return lanewise([&](int k) { return c.IsTrue(k) ? lane(t, k) : lane(f, k); });
  }
  if (name == "likely" || name == "tvm_thread_invariant") {
    need(1);
    return Eval(args[0], env);
  }
  if (name == "assume") {
    need(1);
    if (!Eval(args[0], env).IsTrue()) Fail("T.assume: the assumed condition does not hold");
    return IntValue(rt.is_void() ? DataType::Int(32) : rt, 0);
  }
  if (name == "tvm_storage_sync") {
    // Threads already run in lock-step with a barrier between statements,
    // except inside reduction blocks, whose instances run one at a time.
    if (serialized_ > 0) {
      Fail(
          "T.tvm_storage_sync inside a reduction block that threads share is not supported (the interpreter runs "
          "such block instances one thread at a time)");
    }
    return IntValue(DataType::Int(32), 0);
  }
  if (name == "start_profile_intrinsic" || name == "end_profile_intrinsic") return Value(DataType::Handle());
  if (name == "max_value" || name == "min_value" || name == "infinity") {
    DataType e = rt.element_of();
    if (e.is_floating()) {
      double v = name == "infinity" ? std::numeric_limits<double>::infinity() : HighestValue(e);
      return FloatValue(rt, name == "min_value" ? -v : v);
    }
    if (!e.is_integer() || name == "infinity") Fail("T." + name + " of " + rt.ToString() + " has no value");
    if (e.is_uint()) return IntValue(rt, name == "max_value" ? -1 : 0);  // all ones, wrapped to the width
    int64_t hi = e.bits() >= 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (e.bits() - 1)) - 1;
    return IntValue(rt, name == "max_value" ? hi : -hi - 1);
  }
  if (name == "isnan" || name == "isinf" || name == "isfinite") {
    need(1);
    Value x = Eval(args[0], env);
    bool fl = x.dtype().is_floating();
    return lanewise([&](int k) {
      Lane out;
      double v = lane(x, k).f;
      if (name == "isnan") out.i = fl && std::isnan(v);
      if (name == "isinf") out.i = fl && std::isinf(v);
      if (name == "isfinite") out.i = !fl || std::isfinite(v);
      return out;
    });
  }
  if (name == "isnullptr") {
    need(1);
    return BoolValue(Eval(args[0], env).AsInt() == 0);
  }
  if (name == "reinterpret") {
    need(1);
    Value x = Eval(args[0], env);
    if (x.dtype().bits() != rt.bits() || (x.lanes() != rt.lanes() && x.lanes() != 1) || !IsStorable(rt.element_of()) ||
        !IsStorable(x.dtype().element_of())) {
      Fail("T.reinterpret from " + x.dtype().ToString() + " to " + rt.ToString() + " needs types of the same width");
    }
    return lanewise([&](int k) { return ReinterpretLane(lane(x, k), x.dtype(), rt); });
  }
  if (name == "popcount" || name == "clz" || name == "bitwise_not") {
    need(1);
    Value x = Eval(args[0], env);
    if (!x.dtype().is_integer() && !x.dtype().is_bool()) Fail("T." + name + " expects an integer argument");
    DataType t = x.dtype().element_of();
    return lanewise([&](int k) {
      Lane out;
      int64_t v = lane(x, k).i;
      out.i = name == "popcount" ? PopCount(t, v) : name == "clz" ? CountLeadingZeros(t, v) : WrapInt(t, ~v);
      return out;
    });
  }
  if (name == "bitwise_and" || name == "bitwise_or" || name == "bitwise_xor" || name == "shift_left" ||
      name == "shift_right") {
    need(2);
    Value a = Eval(args[0], env), b = Eval(args[1], env);
    if ((!a.dtype().is_integer() && !a.dtype().is_bool()) || (!b.dtype().is_integer() && !b.dtype().is_bool())) {
      Fail("T." + name + " expects integer arguments, got " + a.dtype().ToString() + " and " + b.dtype().ToString());
    }
    DataType t = a.dtype().element_of();
    return lanewise([&](int k) {
      Lane out;
      int64_t x = lane(a, k).i, y = lane(b, k).i;
      if (name == "bitwise_and") out.i = x & y;
      if (name == "bitwise_or") out.i = x | y;
      if (name == "bitwise_xor") out.i = x ^ y;
      if (name == "shift_left") out.i = Shift(true, t, x, y);
      if (name == "shift_right") out.i = Shift(false, t, x, y);
      out.i = WrapInt(t, out.i);
      return out;
    });
  }
  if (IsFloatMathName(name)) {
    std::vector<Value> xs;
    for (const PrimExpr& a : args) xs.push_back(Eval(a, env));
    if (xs.empty()) Fail("T." + name + " needs arguments");
    bool integer = !xs[0].dtype().is_floating();
    auto rounding = RoundingMath().find(name);
    if (integer && rounding != RoundingMath().end()) {
      // floor / ceil / round / trunc of an integer is itself; fabs is abs.
      need(1);
      if (name != "fabs") return xs[0];
      DataType t = xs[0].dtype().element_of();
      return lanewise([&](int k) {
        Lane out;
        int64_t v = lane(xs[0], k).i;
        out.i = WrapInt(t, t.is_int() && v < 0 ? static_cast<int64_t>(0 - static_cast<uint64_t>(v)) : v);
        return out;
      });
    }
    for (const Value& x : xs) {
      if (!x.dtype().is_floating())
        Fail("T." + name + " expects floating-point arguments, got " + x.dtype().ToString());
    }
    DataType e = rt.element_of();
    if (rounding != RoundingMath().end() || UnaryMath().count(name)) {
      need(1);
      UnaryFn fn = rounding != RoundingMath().end() ? rounding->second : UnaryMath().at(name);
      return lanewise([&](int k) {
        Lane out;
        out.f = RoundFloat(e, fn(lane(xs[0], k).f));
        return out;
      });
    }
    if (name == "fma") {
      need(3);
      return lanewise([&](int k) {
        Lane out;
        out.f = RoundFloat(e, std::fma(lane(xs[0], k).f, lane(xs[1], k).f, lane(xs[2], k).f));
        return out;
      });
    }
    need(2);
    if (name == "nextafter" && !(e.is_float() && (e.bits() == 32 || e.bits() == 64))) {
      Fail("T.nextafter of " + e.ToString() + " is not supported");
    }
    return lanewise([&](int k) {
      Lane out;
      double a = lane(xs[0], k).f, b = lane(xs[1], k).f;
      out.f = name == "nextafter" ? NextAfter(e, a, b) : RoundFloat(e, BinaryMath().at(name)(a, b));
      return out;
    });
  }
  if (name == "texture2d_load") return EvalTextureLoad(op, env);
  if (name == "texture2d_store") return EvalTextureStore(op, env);
  if (name == "call_llvm_pure_intrin" || name == "call_llvm_intrin" || name == "call_pure_extern" ||
      name == "call_extern") {
    return EvalExternCall(op, env);
  }
  if (name == "tvm_warp_shuffle" || name == "tvm_warp_shuffle_up" || name == "tvm_warp_shuffle_down" ||
      name == "tvm_warp_activemask") {
    return EvalWarpIntrinsic(op, env);
  }
  if (name == "tvm_thread_allreduce") {
    Fail("T.tvm_thread_allreduce (an unlowered cross-thread reduction) is not supported by the TIR interpreter");
  }
  if (name == "call_packed" || name == "call_cpacked" || name == "tvm_call_packed" || name == "tvm_call_cpacked") {
    return EvalPackedCall(op, env);
  }
  if (name == "ret") Fail("T.ret must be a statement of its own (return v)");
  Fail("the TIR interpreter does not support the intrinsic T." + name);
}

Value Interpreter::EvalExternCall(const TirCallNode* op, Env& env) {
  const std::string& kind = op->op;
  auto s = op->args.empty() ? Ref<StringImmNode>() : op->args[0].as<StringImmNode>();
  if (!s.defined()) Fail("T." + kind + " needs the callee's name as its first argument");
  std::string callee = s->value;
  std::string intrin;
  size_t first = 1;
  if (kind == "call_llvm_pure_intrin" || kind == "call_llvm_intrin") {
    auto it = LLVMIntrinsics().find(callee);
    if (it != LLVMIntrinsics().end()) intrin = it->second;
    first = 2;  // the argument count comes next
  } else {
    // libm: "tanhf" for float32, "tanh" for float64.
    std::string base = callee;
    if (!IsFloatMathName(base) && base.size() > 1 && base.back() == 'f') base.pop_back();
    if (IsFloatMathName(base) || base == "round") intrin = base;
    // libm's round rounds half away from zero, unlike TIR's round.
    if (base == "round") intrin = "libm_round";
  }
  if (intrin.empty()) {
    Fail("T." + kind + "(\"" + callee + "\") calls an external function that the TIR interpreter does not know");
  }
  if (op->args.size() < first) Fail("T." + kind + "(\"" + callee + "\") is missing its arguments");
  std::vector<PrimExpr> rest(op->args.begin() + first, op->args.end());
  if (intrin == "libm_round") {
    if (rest.size() != 1) Fail("round takes one argument");
    Value x = Eval(rest[0], env);
    if (!x.dtype().is_floating()) Fail("round expects a floating-point argument");
    Value out(op->dtype);
    for (int k = 0; k < out.lanes(); ++k) {
      out.lane(k).f = RoundFloat(op->dtype, std::round(x.lane(x.lanes() == 1 ? 0 : k).f));
    }
    return out;
  }
  auto call = std::make_shared<TirCallNode>(op->dtype, intrin, std::move(rest));
  return EvalCall(call.get(), env);
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
