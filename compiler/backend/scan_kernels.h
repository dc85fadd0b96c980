// CPU kernels behind DispatchSortScan's scan and bucketize rows, written with te (TVM's
// topi.cumsum / topi.cumprod, python/tvm/topi/scan.py scanop).
#ifndef RLX_COMPILER_BACKEND_SCAN_KERNELS_H_
#define RLX_COMPILER_BACKEND_SCAN_KERNELS_H_

#include <optional>

#include "compiler/te/tensor.h"

namespace rlx {
namespace backend {

// Inclusive (or exclusive) running sum / product of `x` along `axis`
// (negative counts from the end; nullopt: over the flattened tensor, as
// TVM reshapes first). An extern stage named "cumsum_generic" /
// "cumprod_generic": a parallel loop over every position outside the axis,
// then a serial loop along it, each element combining the previous output
// with the input (TVM's scanop IR).
te::Tensor ScanCpu(te::Tensor x, std::optional<int64_t> axis, DataType out_dtype, bool exclusive, bool product);

// For each value of `values`, its insertion position in the sorted 1-D
// `boundaries` (TVM's topi.searchsorted; `right`: after equal elements).
// Computed as a count (sum reduction) of the boundaries below the value
// (< or <=), which equals the binary-search result for sorted boundaries:
// O(n) per element instead of O(log n), but a plain te compute that the
// TIR interpreter and every backend already handle.
te::Tensor SearchSortedCpu(te::Tensor boundaries, te::Tensor values, bool right, DataType out_dtype);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_SCAN_KERNELS_H_
