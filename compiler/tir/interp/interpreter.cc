#include "compiler/tir/interp/interpreter.h"

#include <unordered_set>

#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace {}  // namespace

std::optional<PrimFuncResult> RunPrimFunc(const PrimFunc& f, const std::vector<NDArray>& buffers,
                                          const std::vector<int64_t>& extra_scalars, const InterpretOptions& options) {
  RLX_CHECK(f.defined()) << "RunPrimFunc of a null PrimFunc";
  interp::Interpreter in(options);
  in.BindParams(*f, buffers, extra_scalars);
  return in.Run(*f);
}

void InterpretPrimFunc(const PrimFunc& f, const std::vector<NDArray>& buffers,
                       const std::vector<int64_t>& extra_scalars) {
  RunPrimFunc(f, buffers, extra_scalars, InterpretOptions());
}

int64_t EvaluateIntExpr(const PrimExpr& e, const VarLookup& lookup) {
  interp::Interpreter in{InterpretOptions()};
  for (const TirVar& var : CollectTirVars(e)) {
    const TirVarNode* v = var.get();
    std::optional<int64_t> value = lookup ? lookup(v) : std::nullopt;
    if (!value) ThrowError(e->span, "symbolic variable '" + v->name + "' has no value here");
    in.root().SetVar(v, interp::IntValue(v->dtype.is_integer() ? v->dtype : DataType::Int(64), *value));
  }
  return in.EvalInt(e, in.root(), "the expression");
}

}  // namespace tir
}  // namespace rlx
