// What op evaluators may need beyond their call: the module being
// evaluated. R.call_tir names its PrimFunc by a GlobalVar, and the PrimFunc
// lives in the module, not in the call, so the reference interpreter (or
// anyone evaluating calls) sets a ScopedEvalContext around evaluations:
//
//   op::EvalContext ctx;
//   ctx.module = mod;
//   ctx.lookup_var = [&](const TirVarNode* v) -> std::optional<int64_t> {...};
//   op::ScopedEvalContext scope(std::move(ctx));
//   Value out = def->runtime_evaluate(call, args);
//
// The context is per thread and scopes nest (the innermost wins). Without
// one, R.call_tir's evaluator throws a DiagnosticError saying so.
#ifndef RLX_COMPILER_OP_EVAL_CONTEXT_H_
#define RLX_COMPILER_OP_EVAL_CONTEXT_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "compiler/op/op_registry.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace op {

class PackedFuncTable;

struct EvalContext {
  IRModule module;
  // Values of the caller's symbolic variables (e.g. `n` of a parameter
  // R.Tensor(("n", 4))), or nullopt when unknown. May be empty. call_tir
  // consults it for output dimensions that its own arguments do not fix.
  std::function<std::optional<int64_t>(const TirVarNode*)> lookup_var;
  // The packed functions R.call_*_packed may call; null: the host table
  // (PackedFuncTable::Global()). An embedder or test with host functions of
  // its own passes a table of its own here, never by changing the default.
  const PackedFuncTable* packed_funcs = nullptr;
};

// The innermost context set on this thread, or null.
const EvalContext* CurrentEvalContext();

class ScopedEvalContext {
 public:
  explicit ScopedEvalContext(EvalContext ctx);
  ~ScopedEvalContext();
  ScopedEvalContext(const ScopedEvalContext&) = delete;
  ScopedEvalContext& operator=(const ScopedEvalContext&) = delete;

 private:
  EvalContext ctx_;
  const EvalContext* saved_;
};

// R.call_tir / R.call_tir_inplace / R.call_tir_with_grad (OpDef::
// runtime_evaluate): runs the callee PrimFunc of `ctx.module` with the TIR
// interpreter (compiler/tir/interp). Inputs are the tensors (and integer
// prim values) of args[1]; outputs are allocated zero-filled from
// out_sinfo, whose symbolic dimensions are resolved from the arguments'
// struct info against their actual shapes, from tir_vars, and then from
// ctx.lookup_var; tir_vars values are passed as the trailing scalar
// parameters. call_tir_inplace writes the outputs with an in-place index
// into that argument's storage (and returns it); the PrimFunc receives only
// the other outputs, as in TVM. Errors inside the PrimFunc keep their TIR
// location and name the callee.
Value EvaluateCallTIR(const EvalContext& ctx, const relax::Call& call, const std::vector<Value>& args);

// The evaluator for "call_tir", "call_tir_inplace" and "call_tir_with_grad"
// (names without "relax."), using CurrentEvalContext(); null for other
// names.
FEvaluate EvalCallTIR(const std::string& name);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_EVAL_CONTEXT_H_
