// The reference interpreter: runs a Relax function of a module directly on
// host values, computing every operator with its OpDef::evaluate (the
// kernels of compiler/runtime/ref and compiler/op/eval_*). It is the
// project's numerical oracle: compiled code is compared against it, and it
// is checked itself against hand-computed values and numpy fixtures.
//
// What it understands:
//   * parameters, checked against their struct info (dtype, rank, constant
//     and symbolic dimensions; symbolic variables are bound from the actual
//     shapes, and a mismatch names the parameter:
//     "parameter 'x' expects shape (n, 4) with n = 3 from earlier, got (3, 5)");
//   * bindings in order (VarBinding; MatchCast with its runtime check),
//     dataflow blocks, tuples, TupleGetItem, shape expressions and
//     R.prim_value (symbolic PrimExprs evaluated with the bound values),
//     constants, R.str / R.dtype, If (on a scalar tensor or a PrimValue:
//     nonzero is true), calls to other Relax functions of the module
//     (recursion allowed, up to a depth limit), op calls, and R.call_packed
//     / packed ops through the host table of compiler/op/packed_funcs.h;
//   * R.call_tir / call_tir_inplace / call_tir_with_grad: the callee
//     PrimFunc runs in the TIR interpreter (compiler/tir/interp); op calls
//     are evaluated inside an op::ScopedEvalContext holding the module and
//     the frame's symbolic variables (compiler/op/eval_context.h);
//   * the result, checked against the function's return struct info.
//
// What it does not: R.vm.call_tir_dyn (lowered VM code). Ops without a
// reference kernel throw an error naming the op. Function-valued variables
// (closures) are not supported.
//
// Values are op::Value (op_registry.h). An ExternFunc used as a value
// evaluates to a kString holding its symbol, a GlobalVar (call_tir's
// callee) to a kString holding its name. Every error is a
// DiagnosticError at the span of the offending binding or call.
#ifndef RLX_COMPILER_DRIVER_REFERENCE_EVAL_H_
#define RLX_COMPILER_DRIVER_REFERENCE_EVAL_H_

#include <string>
#include <vector>

#include "compiler/op/op_registry.h"
#include "compiler/op/packed_funcs.h"
#include "compiler/relax/module.h"
#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace driver {

struct EvalOptions {
  // Nested Relax function calls allowed before giving up (recursion).
  int max_call_depth = 200;
  // Also check every VarBinding's value against its variable's struct info.
  // TVM's VM does not; here it catches an op evaluator and the op's
  // inference disagreeing, which would make the oracle wrong.
  bool check_bindings = true;
  // The packed functions extern calls may use; null: the host table
  // (op::PackedFuncTable::Global()).
  const op::PackedFuncTable* packed_funcs = nullptr;
};

// Runs `func_name` of `mod` on `args`, one per parameter, and returns its
// result. Throws DiagnosticError for a missing function, a wrong argument
// count ("function 'main' takes 2 arguments (x, w), got 1"), arguments that
// do not fit the parameters, and any error during evaluation.
op::Value EvaluateFunction(const IRModule& mod, const std::string& func_name, const std::vector<op::Value>& args,
                           const EvalOptions& options = EvalOptions());

// Arguments from arrays (e.g. .npy inputs), in parameter order: an R.Prim
// parameter takes the single element of its array, an R.Shape parameter a
// 1-D integer array, anything else the array as a tensor. Arrays beyond the
// parameter count become tensors, so that EvaluateFunction reports the
// count.
std::vector<op::Value> ArgsFromArrays(const IRModule& mod, const std::string& func_name,
                                      const std::vector<NDArray>& arrays);

// The tensors of a result in order: a tuple is flattened depth-first, a
// shape becomes a 1-D int64 tensor and a prim value a 0-d tensor of its
// dtype (so every output can be written as .npy). Strings, dtypes and None
// throw DiagnosticError naming the output's position.
std::vector<NDArray> FlattenToTensors(const op::Value& value);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_REFERENCE_EVAL_H_
