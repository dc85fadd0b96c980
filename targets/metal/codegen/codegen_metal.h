// Metal Shading Language from lowered GPU TIR (TVM: target "metal"), printed
// by the shared C-like printer (codegen/source) with Metal's spelling:
//
//   * each thread-bound region becomes a `kernel void f_kernel<k>(...)`;
//     argument i (DeviceKernel::args order) is bound to [[buffer(i)]]:
//     buffers as `device T* name [[buffer(i)]]`, scalars as
//     `constant T& name [[buffer(i)]]` (bool as int), so a host sets each
//     with setBuffer / setBytes at the argument's index;
//   * blockIdx.d / threadIdx.d are the .x/.y/.z of two uint3 parameters
//     bound to [[threadgroup_position_in_grid]] and
//     [[thread_position_in_threadgroup]]; the host dispatches grid[d]
//     threadgroups of block[d] threads;
//   * shared allocations are `threadgroup` arrays at kernel scope,
//     tvm_storage_sync("shared") is threadgroup_barrier(mem_threadgroup);
//   * math intrinsics are metal_stdlib functions (round / nearbyint -> rint,
//     half to even); the ones Metal lacks (erf, erfc, log1p, expm1, cbrt,
//     hypot) are helper functions evaluated in float;
//   * Metal has no 64-bit floating point: a float64 value anywhere in a
//     kernel is a DiagnosticError located at it and naming the kernel.
#ifndef RLX_TARGETS_METAL_CODEGEN_CODEGEN_METAL_H_
#define RLX_TARGETS_METAL_CODEGEN_CODEGEN_METAL_H_

#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/codegen/source/source_module.h"

namespace rlx {
namespace codegen {

// Lowers, splits and prints `funcs` as one Metal library source (language
// "metal"). Throws DiagnosticError, naming the function, for TIR the Metal
// code generator cannot print.
SourceModule BuildMetal(const PrimFuncList& funcs);

// BuildMetal's source as "kernels.metal" (none when `funcs` has no kernel).
std::vector<DeviceArtifact> EmitMetalArtifacts(const PrimFuncList& funcs);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_METAL_CODEGEN_CODEGEN_METAL_H_
