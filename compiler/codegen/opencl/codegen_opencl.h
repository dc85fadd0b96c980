// OpenCL C from lowered GPU TIR (TVM: target "opencl"), printed by the shared
// C-like printer (codegen/source) with OpenCL's spelling:
//
//   * each thread-bound region becomes a `__kernel void f_kernel<k>(...)`
//     whose buffers are `__global T* restrict` (restrict when the function
//     has "tir.noalias"), scalars `long`/`int`/`float`...;
//   * blockIdx.d -> get_group_id(d), threadIdx.d -> get_local_id(d); the
//     host launches grid[d] * block[d] work-items in work-groups of block[d];
//   * shared allocations are `__local` arrays at kernel scope,
//     tvm_storage_sync("shared") is barrier(CLK_LOCAL_MEM_FENCE) ("global":
//     CLK_GLOBAL_MEM_FENCE);
//   * math intrinsics are OpenCL builtins (exp, log, tanh, erf, pow, ...;
//     round / nearbyint -> rint, half to even), min / max of floats fmin /
//     fmax;
//   * float64 enables cl_khr_fp64. float16 either uses cl_khr_fp16 (option
//     native_fp16: `half` values) or, by default, works on every device:
//     half buffers are read with vload_half and written with vstore_half_rte
//     and arithmetic runs in float (shared / local half arrays hold floats).
#ifndef RLX_COMPILER_CODEGEN_OPENCL_CODEGEN_OPENCL_H_
#define RLX_COMPILER_CODEGEN_OPENCL_CODEGEN_OPENCL_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/codegen/source/source_module.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

struct OpenCLOptions {
  // Compute in `half` through cl_khr_fp16 (the device must support it).
  bool native_fp16 = false;
};

// Lowers, splits and prints `funcs` as one OpenCL C program (language
// "opencl"). Throws DiagnosticError, naming the function, for TIR the
// OpenCL code generator cannot print.
SourceModule BuildOpenCL(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs,
                         const OpenCLOptions& options = {});

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_OPENCL_CODEGEN_OPENCL_H_
