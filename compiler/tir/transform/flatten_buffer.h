// FlattenBuffer (TVM: tir.transform.FlattenBuffer): every multi-dimensional
// buffer access becomes a one-dimensional access to a flat buffer over the
// same data pointer, which is what the code generators index:
//
//   A[i, j]  (A: (n, 16), compact)           ==>  A_1[i * 16 + j]
//   S[i, j]  (S: strides (s0, 1), offset e)  ==>  S_1[i * s0 + j + e]
//
// The flat buffer has one dimension, no strides and no elem_offset: the
// source buffer's elem_offset is folded into every index, so a code generator
// indexes straight from the data pointer. Its extent is the element count for
// compact buffers and shape[0] * strides[0] for strided ones (informational:
// nothing reads it for bounds). `T.allocate`/`T.decl_buffer` statements are
// flattened the same way. Parameter buffers keep their shapes in buffer_map
// (callers bind shapes against them); only the body changes. A buffer that
// is already flat (1-d, compact, no offset) is kept as it is. Index
// arithmetic is simplified (arith::Analyzer) so the result stays readable.
//
// Buffers with axis_separators (multi-dimensional physical layouts such as
// textures) throw DiagnosticError, as does an access whose index count does
// not match the buffer's rank.
#ifndef RLX_COMPILER_TIR_TRANSFORM_FLATTEN_BUFFER_H_
#define RLX_COMPILER_TIR_TRANSFORM_FLATTEN_BUFFER_H_

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc FlattenBuffer(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_FLATTEN_BUFFER_H_
