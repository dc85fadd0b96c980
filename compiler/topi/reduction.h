// Reductions (TVM's topi/reduction.h): the stage is "<input>_red" over the
// kept axes ax0, ... with reduction axes "k<i>" named after the input
// dimension they run over; argmax / argmin go through a two-output
// "<input>_red_temp" stage (index, value) and copy the index out.
#ifndef RLX_COMPILER_TOPI_REDUCTION_H_
#define RLX_COMPILER_TOPI_REDUCTION_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/te/tensor.h"

namespace rlx {
namespace topi {

using te::Tensor;

enum class ReduceKind { kSum, kProd, kMax, kMin };

// Normalized, sorted, de-duplicated axes; nullopt means all. Out-of-range
// axes are a user error.
std::vector<int> GetRealAxis(int ndim, const std::optional<std::vector<int64_t>>& axis);
// The reduced shape (kept dims as 1 with keepdims); [1] when empty and
// atleast1d.
std::vector<PrimExpr> ReduceTargetShape(const std::vector<int>& real_axis, const Tensor& data, bool keepdims,
                                        bool atleast1d);

Tensor Reduce(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, ReduceKind kind,
              bool keepdims = false, bool atleast1d = false);
inline Tensor Sum(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims = false,
                  bool atleast1d = false) {
  return Reduce(data, axis, ReduceKind::kSum, keepdims, atleast1d);
}

// The index (int64) of the first largest / smallest element along `axis`
// (all axes, flattened, when nullopt).
Tensor ArgMax(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims = false,
              bool select_last_index = false);
Tensor ArgMin(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims = false,
              bool select_last_index = false);

// Relax's mean legalization: sum, then divide by the number of reduced
// elements ("T_divide").
Tensor Mean(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims);
// Relax's variance: mean((x - mean(x, keepdims))^2); std is its sqrt.
Tensor Variance(const Tensor& data, const std::optional<std::vector<int64_t>>& axis, bool keepdims);

}  // namespace topi
}  // namespace rlx

#endif  // RLX_COMPILER_TOPI_REDUCTION_H_
