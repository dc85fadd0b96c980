#include "compiler/tir/transform/lower_intrin.h"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

enum class Lowering { kLLVMIntrin, kLibm, kComposite };

struct IntrinRule {
  const char* op;
  Lowering how;
  const char* target;  // LLVM intrinsic or libm base name
};

// Sorted by op only for reading; looked up linearly (a few dozen entries).
constexpr IntrinRule kRules[] = {
    {"acos", Lowering::kLibm, "acos"},
    {"acosh", Lowering::kLibm, "acosh"},
    {"asin", Lowering::kLibm, "asin"},
    {"asinh", Lowering::kLibm, "asinh"},
    {"atan", Lowering::kLibm, "atan"},
    {"atan2", Lowering::kLibm, "atan2"},
    {"atanh", Lowering::kLibm, "atanh"},
    {"ceil", Lowering::kLLVMIntrin, "llvm.ceil"},
    {"copysign", Lowering::kLLVMIntrin, "llvm.copysign"},
    {"cos", Lowering::kLLVMIntrin, "llvm.cos"},
    {"cosh", Lowering::kLibm, "cosh"},
    {"erf", Lowering::kLibm, "erf"},
    {"exp", Lowering::kLLVMIntrin, "llvm.exp"},
    {"exp10", Lowering::kComposite, ""},
    {"exp2", Lowering::kLLVMIntrin, "llvm.exp2"},
    {"expm1", Lowering::kLibm, "expm1"},
    {"fabs", Lowering::kLLVMIntrin, "llvm.fabs"},
    {"floor", Lowering::kLLVMIntrin, "llvm.floor"},
    {"fma", Lowering::kLLVMIntrin, "llvm.fma"},
    {"fmod", Lowering::kLibm, "fmod"},
    {"hypot", Lowering::kLibm, "hypot"},
    {"log", Lowering::kLLVMIntrin, "llvm.log"},
    {"log10", Lowering::kLLVMIntrin, "llvm.log10"},
    {"log1p", Lowering::kLibm, "log1p"},
    {"log2", Lowering::kLLVMIntrin, "llvm.log2"},
    {"nearbyint", Lowering::kLLVMIntrin, "llvm.nearbyint"},
    {"nextafter", Lowering::kLibm, "nextafter"},
    {"popcount", Lowering::kLLVMIntrin, "llvm.ctpop"},
    {"pow", Lowering::kLLVMIntrin, "llvm.pow"},
    {"round", Lowering::kLLVMIntrin, "llvm.nearbyint"},
    {"rsqrt", Lowering::kComposite, ""},
    {"sigmoid", Lowering::kComposite, ""},
    {"sin", Lowering::kLLVMIntrin, "llvm.sin"},
    {"sinh", Lowering::kLibm, "sinh"},
    {"sqrt", Lowering::kLLVMIntrin, "llvm.sqrt"},
    {"tan", Lowering::kLibm, "tan"},
    {"tanh", Lowering::kLibm, "tanh"},
    {"trunc", Lowering::kLLVMIntrin, "llvm.trunc"},
};

const IntrinRule* FindRule(const std::string& op) {
  for (const IntrinRule& r : kRules) {
    if (op == r.op) return &r;
  }
  return nullptr;
}

PrimExpr Call(DataType t, const std::string& op, std::vector<PrimExpr> args) {
  return Make<TirCallNode>(t, op, std::move(args));
}

PrimExpr LLVMIntrin(DataType t, const std::string& name, std::vector<PrimExpr> args) {
  std::vector<PrimExpr> full{Make<StringImmNode>(name), MakeIntImm(DataType::UInt(32), 1)};
  for (PrimExpr& a : args) full.push_back(std::move(a));
  return Call(t, "call_llvm_pure_intrin", std::move(full));
}

PrimExpr FloatConst(DataType t, double v) {
  PrimExpr c = MakeFloatImm(t.element_of(), v);
  return t.lanes() > 1 ? PrimExpr(Make<BroadcastNode>(c, t.lanes())) : c;
}

class IntrinLowerer : public StmtExprMutator {
 protected:
  PrimExpr VisitCall(const TirCall& call) override {
    PrimExpr visited = StmtExprMutator::VisitCall(call);
    auto c = visited.cast<TirCallNode>();
    const IntrinRule* rule = FindRule(c->op);
    if (rule == nullptr) return visited;
    bool integer_ok = c->op == std::string("popcount");
    for (const PrimExpr& a : c->args) {
      if (integer_ok ? !a->dtype.is_integer() : !a->dtype.is_floating()) {
        ThrowError(call->span, "LowerIntrin: T." + c->op + " expects " + (integer_ok ? "integer" : "floating-point") +
                                   " arguments, got " + a->dtype.ToString());
      }
    }
    DataType t = c->dtype;
    // Half-precision math goes through float32.
    bool promote = t.is_floating() && (t.bits() == 16 || t.is_bfloat16());
    DataType ct = promote ? DataType::Float(32, t.lanes()) : t;
    std::vector<PrimExpr> args;
    for (const PrimExpr& a : c->args) args.push_back(promote ? MakeCast(ct, a) : a);
    PrimExpr out = Lower(*rule, ct, std::move(args), call->span);
    return promote ? MakeCast(t, out) : out;
  }

 private:
  static PrimExpr Lower(const IntrinRule& rule, DataType t, std::vector<PrimExpr> args, const Span& span) {
    switch (rule.how) {
      case Lowering::kLLVMIntrin:
        return LLVMIntrin(t, rule.target, std::move(args));
      case Lowering::kLibm: {
        if (t.bits() != 32 && t.bits() != 64) {
          ThrowError(span, std::string("LowerIntrin: T.") + rule.op + " has no libm function for " + t.ToString());
        }
        std::string name = std::string(rule.target) + (t.bits() == 32 ? "f" : "");
        std::vector<PrimExpr> full{Make<StringImmNode>(name)};
        for (PrimExpr& a : args) full.push_back(std::move(a));
        return Call(t, "call_pure_extern", std::move(full));
      }
      case Lowering::kComposite:
        break;
    }
    const PrimExpr& x = args[0];
    std::string op = rule.op;
    if (op == "sigmoid") {
      PrimExpr neg = MakeBinary(NodeKind::kSub, FloatConst(t, 0.0), x);
      PrimExpr denom = MakeBinary(NodeKind::kAdd, FloatConst(t, 1.0), LLVMIntrin(t, "llvm.exp", {neg}));
      return MakeBinary(NodeKind::kDiv, FloatConst(t, 1.0), denom);
    }
    if (op == "rsqrt") {
      return MakeBinary(NodeKind::kDiv, FloatConst(t, 1.0), LLVMIntrin(t, "llvm.sqrt", {x}));
    }
    RLX_CHECK(op == "exp10") << "no composite lowering for " << op;
    return LLVMIntrin(t, "llvm.exp", {MakeBinary(NodeKind::kMul, x, FloatConst(t, std::log(10.0)))});
  }
};

}  // namespace

PrimFunc LowerIntrin(const PrimFunc& func) {
  IntrinLowerer lowerer;
  return WithBody(func, lowerer.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
