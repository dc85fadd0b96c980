// CUDA C from lowered GPU TIR (TVM: target "cuda"), printed by the shared
// C-like printer (codegen/source) with CUDA's spelling: each thread-bound
// region becomes an `extern "C" __global__ void f_kernel<k>(...)` with
// `__restrict__` pointers (for "tir.noalias" functions), blockIdx / threadIdx
// read directly, shared allocations as `__shared__` arrays,
// tvm_storage_sync("shared") as __syncthreads(), float32 math as the `f`
// functions (expf, tanhf, ...; round -> rintf), float16 as cuda_fp16.h's
// `half` (hexp, hsqrt, ... where they exist), int64 as `long long`.
//
// The launch records (grid / block extents, arguments) are the ones of
// device_split.h, so a CUDA runtime launches `<<<grid, block>>>` with them.
// Compiled with NVRTC or nvcc where the CUDA toolkit is installed; run only
// where a GPU is.
#ifndef RLX_TARGETS_CUDA_CODEGEN_CODEGEN_CUDA_H_
#define RLX_TARGETS_CUDA_CODEGEN_CODEGEN_CUDA_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/codegen/source/source_module.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

// Lowers, splits and prints `funcs` as one CUDA C translation unit
// (language "cuda"). Throws DiagnosticError, naming the function, for TIR
// the CUDA code generator cannot print.
SourceModule BuildCUDA(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_CODEGEN_CODEGEN_CUDA_H_
