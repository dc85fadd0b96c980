// The GPU kernel behind DispatchSampling's GPU row: TVM's
// parallel_sampling_from_prob (python/tvm/relax/backend/gpu_generic/
// sampling.py), in plain TIR (thread_binding loops, shared / local
// allocations, T.tvm_storage_sync barriers, no warp intrinsics).
#ifndef RLX_COMPILER_BACKEND_GPU_SAMPLING_KERNELS_H_
#define RLX_COMPILER_BACKEND_GPU_SAMPLING_KERNELS_H_

#include "compiler/ir/data_type.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {

// The public PrimFunc `parallel_sampling_from_prob(prob[n, vocab],
// uniform_samples[batch, 1], row_indices[batch, 1], token_ids[batch, 1])`
// (symbolic int64 extents, attribute tirx.is_scheduled). One thread block
// of 4 x 32 threads per sample walks the row `row_indices[b]` of prob in
// 512-element chunks (4 per thread), keeping probabilities > 0: the chunk
// total is a block scan; the chunk where the running total reaches
// u - 1e-6 is searched for the first such index (block prefix sum, then a
// block min-reduction).
//
// Unlike TVM, whose kernel leaves token_ids[b] unwritten when rounding
// keeps the total below u - eps, token_ids[b] is always written: vocab - 1
// then, the same clamp the generic get_sample_index kernel applies.
// `temp_index_dtype`: the dtype of the chunk counter and the candidate
// indices (TempIndexDtype: int32 on webgpu).
tir::PrimFunc ParallelSamplingFromProb(DataType prob_dtype, DataType sample_dtype, DataType index_dtype,
                                       DataType out_dtype, DataType temp_index_dtype = DataType::Int(64));

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_GPU_SAMPLING_KERNELS_H_
