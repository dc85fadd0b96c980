// Normalize (TVM relax.transform.Normalize, opt_level 1): brings functions
// to TVM's normal form.
//
//  * Every expression carries struct info (missing ones are inferred;
//    binding variables without struct info get their value's).
//  * Call operands, tuple fields, tuple-get-item operands, if conditions and
//    SeqExpr bodies are leaves (variables, constants, shapes, prim values,
//    strings, dtypes, global vars, ops, extern funcs) or tuples of them; any
//    other expression there is bound to a new variable ("lv" inside dataflow
//    blocks, "gv" elsewhere) emitted just before its use.
//  * Function bodies and if branches are SeqExprs; a binding whose value is
//    a SeqExpr is flattened into the enclosing block; empty blocks are
//    dropped and neighbouring blocks of the same kind merged.
//
// A function already in normal form (everything the parser reads from
// TVM-printed text) comes back as the same handle.
#ifndef RLX_COMPILER_TRANSFORM_NORMALIZE_H_
#define RLX_COMPILER_TRANSFORM_NORMALIZE_H_

#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

// `mod`, when given, supplies the signatures of global vars that lack
// struct info.
relax::Function Normalize(const relax::Function& f, const IRModule& mod = IRModule());

PassPtr Normalize();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_NORMALIZE_H_
