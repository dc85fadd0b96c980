// Limits a module must respect before the build pipeline runs.
//
// A tensor whose constant shape needs more than 2^63 bytes (say
// R.Tensor((2**40, 2**40), "float32")) can never be allocated, and every
// size and index computed for it downstream -- StaticPlanBlockMemory's
// storage sizes, flattened TIR indices, the VM's shape programs -- would
// wrap around in int64 and describe a different, small buffer. Build rejects
// such modules at the annotation that introduces the shape instead of
// producing an executable that writes out of bounds.
#ifndef RLX_COMPILER_DRIVER_RESOURCE_LIMITS_H_
#define RLX_COMPILER_DRIVER_RESOURCE_LIMITS_H_

#include <cstdint>
#include <vector>

#include "compiler/ir/data_type.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace driver {

// The largest tensor, in bytes, a build accepts: what a signed 64-bit byte
// offset can address.
inline constexpr int64_t kMaxTensorBytes = INT64_MAX;

// The byte size of a tensor whose dimensions are all constants, or -1 when
// a dimension is symbolic or the size exceeds kMaxTensorBytes (`*overflow`
// tells which; it may be null). Symbolic dimensions are bound at run time,
// where NDArray and the VM's shape programs check them.
int64_t ConstTensorBytes(const std::vector<PrimExpr>& shape, DataType dtype, bool* overflow);

// Throws DiagnosticError at the first Relax annotation (parameter, binding,
// match_cast, call sinfo_args, return type) or PrimFunc buffer parameter
// whose constant shape exceeds kMaxTensorBytes.
void CheckTensorSizes(const IRModule& mod);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_RESOURCE_LIMITS_H_
