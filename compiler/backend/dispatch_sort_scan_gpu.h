// The GPU and thrust lowerings of DispatchSortScan's rule table (the CPU
// rows live in dispatch_sort_scan.cc). Each is a DispatchRule::Lower.
#ifndef RLX_COMPILER_BACKEND_DISPATCH_SORT_SCAN_GPU_H_
#define RLX_COMPILER_BACKEND_DISPATCH_SORT_SCAN_GPU_H_

#include <cstdint>

#include "compiler/backend/dispatch_util.h"

namespace rlx {
namespace backend {

// Threads per block of the GPU kernels for `target`: its max_num_threads
// (TVM reads Target.current().max_num_threads), 256 when absent.
int64_t MaxThreads(const Target& target);

// cumsum: reshape to [prod(shape[:-1]), shape[-1]] (vm.builtin.reshape, the
// input dtype and vdevice kept as TVM PR #20133 does), call_tir of
// gpu_2d_continuous_cumsum(index_bits = env.index_bits), reshape back. A
// static scanned extent beyond the index_bits budget is an error at the
// call.
relax::Expr LowerCumsumContinuous(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
// cumsum over a non-last axis on WebGPU (TVM PR #20133): reshape to
// [prod(shape[:axis]), shape[axis], prod(shape[axis+1:])], call_tir of
// gpu_3d_axis_1_cumsum, reshape back; no transposes.
relax::Expr LowerCumsumAxis3d(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
// topi.gpu.cumsum / cumprod.
DispatchRule::Lower LowerScanGpu(const std::string& name, bool product);
// topi.gpu.sort / argsort / topk and searchsorted.
relax::Expr LowerSortGpu(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
relax::Expr LowerArgsortGpu(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
relax::Expr LowerTopkGpu(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
relax::Expr LowerBucketizeGpu(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
// The thrust rows: the uint8 workspace as R.builtin.alloc_tensor, then an
// extern calling tvm.contrib.thrust.sort / sum_scan.
relax::Expr LowerSortThrust(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
relax::Expr LowerArgsortThrust(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
relax::Expr LowerTopkThrust(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);
relax::Expr LowerCumsumThrust(const DispatchEnv& env, const relax::Call& call, op::LegalizeContext& ctx);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DISPATCH_SORT_SCAN_GPU_H_
