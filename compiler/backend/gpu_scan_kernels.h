// GPU scan kernels behind DispatchSortScan's GPU cumsum / cumprod rows:
//  * ScanGpu: TVM's topi.gpu.cumsum / cumprod (python/tvm/topi/gpu/scan.py),
//    a Blelloch up-sweep / down-sweep over every row along the axis, one
//    kernel launch per tree level;
//  * Gpu2dContinuousCumsum: TVM's gpu_2d_continuous_cumsum
//    (python/tvm/relax/backend/gpu_generic/cumsum.py), the hierarchical
//    inclusive scan of the last axis of an [m, n] tensor in 512-element
//    tiles, with the division-free round count capped by index_bits;
//  * Gpu3dAxis1Cumsum: TVM's gpu_3d_axis_1_cumsum, a thread per column of
//    a [outer, scan, inner] tensor scanning axis 1 serially (WebGPU).
// Both are plain TIR: thread_binding loops, "local" / "shared"
// allocations, T.tvm_storage_sync barriers, no warp intrinsics.
#ifndef RLX_COMPILER_BACKEND_GPU_SCAN_KERNELS_H_
#define RLX_COMPILER_BACKEND_GPU_SCAN_KERNELS_H_

#include <cstdint>
#include <optional>

#include "compiler/te/tensor.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// Running sum / product of `x` along `axis` (negative counts from the end;
// nullopt: over the flattened tensor, a 1-D result) in `out_dtype`,
// inclusive or exclusive (starting from 0 / 1). An extern stage named
// "cumsum_gpu" / "cumprod_gpu" whose launches use `max_threads` threads per
// block; rows and blocks share blockIdx.x (TVM #20108: no gridDim.y limit).
te::Tensor ScanGpu(te::Tensor x, std::optional<int64_t> axis, DataType out_dtype, bool exclusive, bool product,
                   int64_t max_threads);

// The tile geometry of the continuous kernel (TVM's defaults: 4 x 32
// threads, 4 elements each, 512-element tiles). Every value must be a power
// of two.
struct ContinuousCumsumConfig {
  int64_t ty_len = 4;
  int64_t tx_len = 32;
  int64_t thread_elem = 4;
  // Rows per launch (blockIdx.y extent); more rows take several launches.
  int64_t rows_per_launch = 32768;
};

// Rounds of the tile hierarchy index_bits allows: floor((index_bits-1)/9)
// (3 for 32, 7 for 64); round r runs when n > 2^(9r-1).
int64_t ContinuousCumsumMaxRounds(int index_bits);
// The largest scanned extent the kernel indexes with index_bits-bit
// integers: 2^(index_bits-1) - 1 (the round cap covers more than that).
int64_t ContinuousCumsumMaxExtent(int index_bits);

// The PrimFunc `gpu_2d_continuous_cumsum(var_A, var_Out)`: A[m, n] of
// in_dtype, Out[m, n] of out_dtype (symbolic int64 m, n), a scratch Tmp[m,
// n] of out_dtype, attribute tirx.is_scheduled. Throws TVM's messages for
// index_bits other than 32 / 64 and non-power-of-two configurations. With
// index_bits = 32 every integer constant of the body fits in int32. Unlike
// TVM, rows are launched rows_per_launch at a time, so m may exceed CUDA's
// 65535 limit on gridDim.y.
tir::PrimFunc Gpu2dContinuousCumsum(DataType in_dtype, DataType out_dtype, int index_bits,
                                    const ContinuousCumsumConfig& config = ContinuousCumsumConfig());

// The PrimFunc `gpu_3d_axis_1_cumsum(var_A, var_Out)` (TVM PR #20133): the
// inclusive running sum along axis 1 of A[outer, scan, inner] of in_dtype
// into Out[outer, scan, inner] of out_dtype (symbolic int64 extents),
// attribute tirx.is_scheduled. One thread per (outer, inner) pair, `tx_len`
// threads per block, scans its column serially with a local accumulator.
// DispatchSortScan uses it on WebGPU for a scan over a non-last axis
// (any rank, collapsed around the axis), where the transposes of the
// generic GPU scan are unavailable; it is a correctness path, not a fast one.
tir::PrimFunc Gpu3dAxis1Cumsum(DataType in_dtype, DataType out_dtype, int64_t tx_len = 128);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_GPU_SCAN_KERNELS_H_
