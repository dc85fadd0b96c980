// Structural equality and hashing of IR, up to renaming of bound variables
// (alpha-equivalence), written once against the field declarations of every
// node (Object::VisitFields).
//
// Variables (TIR vars, Relax vars, buffers) are equal when they are bound at
// corresponding places: function parameters, binding variables, loop
// variables, block iter vars, allocated buffers, and symbolic shape variables
// at their first appearance in a definition (e.g. `n` in a parameter's
// `R.Tensor(("n", 4))`). Free variables are equal only if they are the same
// object, unless `map_free_vars` is set, in which case they are matched in
// order of appearance. GlobalVars and Ops compare by name. Spans never matter.
#ifndef RLX_COMPILER_IR_STRUCTURAL_EQUAL_H_
#define RLX_COMPILER_IR_STRUCTURAL_EQUAL_H_

#include <cstdint>
#include <string>

#include "compiler/ir/object.h"

namespace rlx {

bool StructuralEqual(const ObjectRef& lhs, const ObjectRef& rhs, bool map_free_vars = false);

// When lhs and rhs differ, a path to the first difference, like
// "functions[1].body.blocks[0].bindings[3].value.args[1]", plus what differs.
// Empty when they are equal.
std::string StructuralDiff(const ObjectRef& lhs, const ObjectRef& rhs, bool map_free_vars = false);

// A hash consistent with StructuralEqual (either mode): structurally equal
// objects hash the same. Deterministic across runs (no pointer values).
uint64_t StructuralHash(const ObjectRef& obj);

}  // namespace rlx

#endif  // RLX_COMPILER_IR_STRUCTURAL_EQUAL_H_
