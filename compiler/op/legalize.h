// Legalization of Relax operator calls into `R.call_tir` of TIR PrimFuncs
// built with te / topi, as TVM's FLegalize functions and BlockBuilder's
// call_te do it. The LegalizeOps pass (compiler/transform/legalize_ops.h)
// provides the LegalizeContext; each op's OpDef::legalize uses CallTE.
//
// CallTE mirrors TVM's gen_call_tir_inputs / call_te:
//  * every tensor argument becomes a te placeholder named A, B, C, ... in
//    the order the kernel asks for them, and an argument of call_tir;
//  * symbolic shape variables of the caller are replaced by fresh variables
//    of the same name inside the PrimFunc (in shapes and in the scalar
//    expressions the kernel is given through Prim), and mapped back in the
//    output struct info;
//  * variables the PrimFunc needs that no buffer dimension defines become
//    trailing scalar parameters, passed as `tir_vars=R.shape([...])`;
//  * the PrimFunc is private, without "global_symbol", named after the
//    kernel (deduplicated by the context).
#ifndef RLX_COMPILER_OP_LEGALIZE_H_
#define RLX_COMPILER_OP_LEGALIZE_H_

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/op/op_registry.h"
#include "compiler/te/tensor.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace op {

class LegalizeContext {
 public:
  virtual ~LegalizeContext() = default;
  // Adds `func` to the module under a fresh name derived from `name_hint`
  // ("add", "add1", ...), or returns the GlobalVar of a structurally equal
  // PrimFunc already there.
  virtual relax::GlobalVar AddPrimFunc(const tir::PrimFunc& func, const std::string& name_hint) = 0;
  // The value bound to `var` earlier in the function being legalized, or
  // null (parameters, unknown variables).
  virtual relax::Expr LookupBinding(const relax::Var& var) const = 0;
  // Binds `value` just before the binding being legalized; returns the
  // variable (already carrying struct info).
  virtual relax::Var Emit(const relax::Expr& value) = 0;
};

// Turns Relax arguments into te inputs for one CallTE.
class TEArgs {
 public:
  // A placeholder for a tensor argument with a known shape and dtype.
  te::Tensor Tensor(const relax::Expr& arg);
  // A scalar / shape expression of the caller, in the PrimFunc's variables.
  PrimExpr Prim(const PrimExpr& e);
  std::vector<PrimExpr> Prims(const std::vector<PrimExpr>& es);

 private:
  // `e` with the caller's variables replaced by the PrimFunc's.
  PrimExpr Rename(const PrimExpr& e);

  friend relax::Expr CallTE(LegalizeContext&, const std::string&,
                            const std::function<std::vector<te::Tensor>(TEArgs&)>&);
  std::vector<relax::Expr> call_args_;
  std::vector<te::Tensor> placeholders_;
  std::vector<PrimExpr> extra_;
  // Caller variable -> PrimFunc variable, in order of first use.
  std::unordered_map<const TirVarNode*, PrimExpr> to_func_;
  std::vector<std::pair<TirVar, TirVar>> var_order_;
};

// Builds the kernel with `fbuild` (which returns the outputs), creates the
// PrimFunc, adds it through `ctx`, and returns the call_tir (one output: a
// tensor out_sinfo; several: a tuple of them).
relax::Expr CallTE(LegalizeContext& ctx, const std::string& name_hint,
                   const std::function<std::vector<te::Tensor>(TEArgs&)>& fbuild);

// Shorthand for one output.
relax::Expr CallTE1(LegalizeContext& ctx, const std::string& name_hint,
                    const std::function<te::Tensor(TEArgs&)>& fbuild);

// Whether the struct info fully determines shapes: a tensor with a
// ShapeExpr shape (and so a known rank), a shape with values, a prim value,
// or a tuple of those (TVM's KnowAllShapeValues).
bool KnowAllShapeValues(const relax::StructInfo& sinfo);

// The scalar value of a 0-d constant tensor (as an immediate of its dtype)
// or of a PrimValue / known prim struct info; null otherwise (TVM's
// _try_convert_to_scalar_const).
PrimExpr ScalarConstant(const relax::Expr& e);

// The shape of a tensor-typed expression (null when unknown).
const std::vector<PrimExpr>* TensorShape(const relax::Expr& e);

// Registers the legalization of every op family that has one (called by
// RegisterAllOps after the families); ops missing from `r` are skipped.
// Installs `f` as the legalization of the registered op `name`; an op that
// is not registered is an internal error (a typo would otherwise leave the
// op silently unlegalized).
void SetLegalize(OpRegistry* r, const std::string& name, FLegalize f);

void RegisterLegalizations(OpRegistry* r);
void RegisterElementwiseLegalizations(OpRegistry* r);
void RegisterReduceLegalizations(OpRegistry* r);
void RegisterManipulateLegalizations(OpRegistry* r);
void RegisterNNLegalizations(OpRegistry* r);
void RegisterImageLegalizations(OpRegistry* r);  // image.cc
void RegisterQdqLegalizations(OpRegistry* r);    // qdq.cc

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_LEGALIZE_H_
