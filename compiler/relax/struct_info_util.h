// Relations between struct infos: whether one is at least as general as
// another (TVM's StructInfoBaseCheck / IsBaseOf), and a compact rendering of
// a struct info for diagnostics.
#ifndef RLX_COMPILER_RELAX_STRUCT_INFO_UTIL_H_
#define RLX_COMPILER_RELAX_STRUCT_INFO_UTIL_H_

#include <string>

#include "compiler/relax/struct_info.h"

namespace rlx {
namespace relax {

// How far `derived` is from fitting under `base`, ordered from the hardest
// failure to success, so that combining field results is taking the minimum
// (TVM's BaseCheckResult).
enum class BaseCheckResult {
  // Statically contradictory: different kinds, dtypes, ranks, tuple sizes,
  // or two different constant dimensions. No runtime value satisfies both.
  kFailL0 = 0,
  // `derived` knows less at the static level (R.Object where a tensor is
  // required, an unknown dtype or rank where one is required): a value might
  // fit, but only a match_cast can establish it.
  kFailL1 = 1,
  // Only symbolic facts are unproven: a dimension `n` against `m`, or a
  // known shape against an unknown one of the right rank.
  kFailL2 = 2,
  kPass = 3,
};

// Checks that every value described by `derived` is also described by
// `base`. Symbolic dimensions are compared with arith::ProveEqual, so `n * 2`
// and `2 * n` agree; distinct variables do not. Function struct infos are
// contravariant in their parameters and covariant in their result; a pure
// callable does not accept an impure one.
BaseCheckResult StructInfoBaseCheck(const StructInfo& base, const StructInfo& derived);

// `StructInfoBaseCheck(base, derived) == kPass`. R.Object is a base of
// everything; R.Tensor with unknown dtype/ndim is a base of known ones.
bool IsBaseOf(const StructInfo& base, const StructInfo& derived);

// TVMScript-like text for messages: `R.Tensor((n, 4), "float32")`,
// `R.Tensor(ndim=2)`, `R.Tuple(R.Shape([n]), R.Object)`, `R.Prim("int64")`,
// `R.Callable((R.Tensor,), R.Object, pure=False)`. "<none>" for null.
std::string StructInfoToString(const StructInfo& sinfo);

}  // namespace relax
}  // namespace rlx

#endif  // RLX_COMPILER_RELAX_STRUCT_INFO_UTIL_H_
