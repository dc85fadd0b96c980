// FoldConstant (TVM relax.transform.FoldConstant, opt_level 0).
//
//  * A use of a variable bound to a constant becomes the constant, and an
//    operator argument bound to a ShapeExpr becomes the ShapeExpr.
//  * Inside dataflow blocks (as in TVM), a call of a pure operator whose
//    arguments are all known (constants, shapes and prim values of integer
//    or float immediates, strings, dtypes, tuples of these) is evaluated with
//    the operator registry's reference evaluator (OpDef::evaluate) and
//    replaced by the result: a Constant, a ShapeExpr, or a tuple of them.
//    Operators without an evaluator are left alone, and so is a call whose
//    evaluation reports an error (the error then surfaces at run time).
//  * Afterwards unused bindings are removed (RemoveAllUnused), as TVM does.
//
// Limits, and how they differ from TVM:
//  * call_tir / call_dps_packed / packed calls are never folded. TVM builds
//    and runs the PrimFunc of a call_tir with constant arguments; there is no
//    CPU code generator to run it here yet.
//  * TVM folds an op by legalizing it to call_tir; here the reference
//    evaluator takes that role, so which ops fold depends on which have an
//    evaluator.
//  * A creation op (no tensor arguments) is not folded when its result has
//    more than kMaxCreationFoldElements elements (TVM's rule: such ops are
//    cheap at run time and would bloat the module), and no call is folded
//    when its result has more than kMaxFoldElements elements, which TVM does
//    not limit; it keeps a broadcast of a small constant from materializing
//    an arbitrarily large one in the IR.
#ifndef RLX_COMPILER_TRANSFORM_FOLD_CONSTANT_H_
#define RLX_COMPILER_TRANSFORM_FOLD_CONSTANT_H_

#include <cstdint>

#include "compiler/op/op_registry.h"
#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

constexpr int64_t kMaxCreationFoldElements = 1024;
constexpr int64_t kMaxFoldElements = int64_t{1} << 20;

// `registry` supplies the evaluators and purity (tests pass their own).
relax::Function FoldConstant(const relax::Function& f, const op::OpRegistry& registry = op::OpRegistry::Global());

PassPtr FoldConstant();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_FOLD_CONSTANT_H_
