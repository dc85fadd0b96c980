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
//   * texture-scoped parameters (the adreno texture path) go through
//     TextureFlatten (targets/opencl/codegen/texture_flatten.h) first; a lowered one
//     is a `__read_only image2d_t` or `__write_only image2d_t` parameter,
//     texture2d_load(img, x, y, c) prints
//       read_imagef(img, rlx_image_sampler, (int2)(x, y)).s<c>
//     (a helper picks a channel that is not a constant) and
//     texture2d_store(img, x, y, texel) prints
//       write_imagef(img, (int2)(x, y), (float4)(t[0], t[1], t[2], t[3]))
//     with rlx_image_sampler = CLK_NORMALIZED_COORDS_FALSE |
//     CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST. float16 images use
//     read_imageh / write_imageh with native_fp16; otherwise read_imagef /
//     write_imagef, which convert between the image's halves and floats on
//     every device. The runtime (runtime/opencl) creates the images.
#ifndef RLX_TARGETS_OPENCL_CODEGEN_CODEGEN_OPENCL_H_
#define RLX_TARGETS_OPENCL_CODEGEN_CODEGEN_OPENCL_H_

#include <string>
#include <unordered_map>
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

// How a function uses one image (a parameter TextureFlatten lowered).
struct ImageAccess {
  bool read = false;
  bool write = false;
  DataType dtype;  // channel type
};
using ImageAccessMap = std::unordered_map<const TirVarNode*, ImageAccess>;

// The images `body` reads or writes (texture2d_load / texture2d_store), by
// data variable.
ImageAccessMap ImageAccesses(const tir::Stmt& body);

// Lowers, splits and prints `funcs` as one OpenCL C program (language
// "opencl"). Throws DiagnosticError, naming the function, for TIR the
// OpenCL code generator cannot print.
SourceModule BuildOpenCL(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs,
                         const OpenCLOptions& options = {});

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_OPENCL_CODEGEN_CODEGEN_OPENCL_H_
