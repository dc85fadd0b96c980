// compiler/backend's GPU kernels (sort, top-k, searchsorted, the scans,
// parallel sampling) built the way DispatchSortScan / DispatchSampling
// build them for webgpu: 32-bit positions (TempIndexDtype int32) and int32
// outputs. The input of the WGSL tests and of tools/wgsl, which runs them.
#ifndef RLX_TARGETS_WEBGPU_CODEGEN_BACKEND_KERNEL_SET_H_
#define RLX_TARGETS_WEBGPU_CODEGEN_BACKEND_KERNEL_SET_H_

#include "compiler/codegen/source/device_artifact.h"

namespace rlx {
namespace codegen {

// In a fixed order, by function name:
//   sort_rows(x[3, 300] f32 -> values f32, indices i32), ascending;
//   topk_rows(x[3, 300] f32 -> values, indices [3, 5]), descending;
//   searchsorted(boundaries[16] f32, values[40] f32 -> i32), left;
//   cumsum_rows(x[3, 300] f32 -> f32), inclusive (ScanGpu);
//   cumsum_exclusive_i32(x[3, 300] i32 -> i32), exclusive (ScanGpu);
//   gpu_2d_continuous_cumsum(A[m, n] f32 -> f32), index_bits = 32;
//   gpu_3d_axis_1_cumsum(A[outer, scan, inner] f32 -> f32);
//   parallel_sampling_from_prob(prob f32, uniform f32, rows i32 -> i32).
PrimFuncList WebGPUBackendKernels();

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_WEBGPU_CODEGEN_BACKEND_KERNEL_SET_H_
