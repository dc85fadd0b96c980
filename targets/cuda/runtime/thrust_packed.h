// tvm.contrib.thrust.sort / sum_scan as runtime packed functions on host
// arrays, for executables whose host kernels call them (DispatchSortScan's
// thrust rows): each call copies its tensors to the CUDA device, runs
// librlx_thrust.so (targets/cuda/thrust, built by nvcc) there and
// copies the outputs back, as CUDA kernel calls do (arrays live on the host
// between kernel calls). The workspace gets device memory of its size,
// uninitialized and not copied.
//
// The library is $RLX_THRUST_LIBRARY, else librlx_thrust.so on the loader's
// path, dlopened on the first call. Errors are DiagnosticErrors starting
// with the function's name: no device (UnavailableReason()), no library,
// or the library's own message.
#ifndef RLX_TARGETS_CUDA_RUNTIME_THRUST_PACKED_H_
#define RLX_TARGETS_CUDA_RUNTIME_THRUST_PACKED_H_

#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace cuda {

inline constexpr const char* kThrustSort = "tvm.contrib.thrust.sort";
inline constexpr const char* kThrustSumScan = "tvm.contrib.thrust.sum_scan";

// Adds (or replaces) both functions in `registry`.
void RegisterThrustPackedFuncs(runtime::PackedFuncRegistry* registry);

}  // namespace cuda
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_RUNTIME_THRUST_PACKED_H_
