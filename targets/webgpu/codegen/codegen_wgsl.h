// WGSL (WebGPU Shading Language) from lowered GPU TIR (TVM: target
// "webgpu", codegen_webgpu.cc). The host/device split is the one of the
// other source code generators (device_split.h: LowerForDevice,
// SplitHostDevice); the printer is its own because WGSL is not C: `let` /
// `var` declarations, no `?:` (select(f, t, c)), no implicit conversions,
// typed literals (1i, 2u, 0.5f), resources declared at module scope and
// builtins passed to the entry point.
//
// Each DeviceKernel K becomes one entry point of one module ("kernels.wgsl"):
//
//   struct K_args { n: i32, }                                // host scalars
//   @group(0) @binding(0) var<storage, read> K_A: array<f32>;
//   @group(0) @binding(1) var<storage, read_write> K_B: array<f32>;
//   @group(0) @binding(2) var<uniform> K_scalars: K_args;
//   var<workgroup> K_red: array<f32, 64>;                    // shared arrays
//   @compute @workgroup_size(64, 1, 1)
//   fn K(@builtin(workgroup_id) rlx_wg: vec3<u32>,
//        @builtin(local_invocation_id) rlx_lid: vec3<u32>) { ... }
//
//   * bindings: the kernel's buffers in DeviceKernel::args order (binding i),
//     `read` when the kernel never stores to one, then one uniform buffer for
//     its scalars (bool travels as i32, f16 as f32); resources of different
//     entry points may share binding numbers (a pipeline sees its own);
//   * blockIdx.d / threadIdx.d are rlx_wg / rlx_lid components; the
//     threadIdx extents must be constants (@workgroup_size), the grid is
//     evaluated by the host (manifest, wgsl_manifest.h);
//   * tvm_storage_sync("shared") is workgroupBarrier(), ("global")
//     storageBarrier();
//   * FloorDiv / FloorMod on i32 call helpers emitted once; erf, isnan,
//     isinf, isfinite, inf and nan literals are helpers too (WGSL has no
//     builtin for them and no non-finite literals);
//   * bool buffers are stored as i32 (bool is not host-shareable).
//
// 64-bit types. WGSL has no i64, u64 or f64. float64 anywhere and 64-bit
// elements of a global buffer are data the kernel cannot hold: located
// DiagnosticError naming the kernel and the variable. 64-bit *integer
// scalars* (loop and thread variables, shape variables, index arithmetic,
// kernel-private arrays) are what Relax's int64 shapes leave in every
// legalized kernel; with WGSLOptions::narrow_int64_indices (the default)
// they are printed as i32 / u32, which is what TVM's
// tir.transform.ForceNarrowIndexToInt32 does for webgpu builds (an
// immediate outside the 32-bit range is then an error). Without it they are
// errors too.
//
// Not supported (located DiagnosticError naming the kernel): vectors, TIR
// Let expressions, asserts in a kernel, 8/16-bit integers, bfloat16/fp8,
// extern calls, non-constant workgroup sizes.
#ifndef RLX_TARGETS_WEBGPU_CODEGEN_CODEGEN_WGSL_H_
#define RLX_TARGETS_WEBGPU_CODEGEN_CODEGEN_WGSL_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/codegen/source/source_module.h"

namespace rlx {
namespace codegen {

struct WGSLOptions {
  // Print 64-bit integer scalars as 32-bit (see the file comment).
  bool narrow_int64_indices = true;
};

// One resource of a kernel's bind group 0.
struct WGSLBinding {
  enum class Kind { kStorage, kUniform };
  Kind kind = Kind::kStorage;
  int binding = 0;
  std::string wgsl_name;  // the module-scope variable
  // kStorage: the buffer's data variable on the host, its TIR element type
  // and WGSL element type ("f32"; bool -> "i32"); read_only: `read` access.
  TirVar var;
  DataType dtype;
  std::string storage;
  bool read_only = false;
};

// One member of a kernel's uniform struct (all 4 bytes, in order).
struct WGSLScalar {
  TirVar var;         // the host scalar
  std::string field;  // member name
  std::string wire;   // "i32", "u32" or "f32"
};

struct WGSLKernelLayout {
  std::string function;               // the PrimFunc it came from
  std::string name;                   // the entry point
  std::vector<WGSLBinding> bindings;  // storage buffers, then the uniform (if any)
  std::vector<WGSLScalar> scalars;
  std::array<int64_t, 3> workgroup_size{1, 1, 1};
};

struct WGSLModule {
  SourceModule module;                    // language "wgsl"; source is kernels.wgsl
  std::vector<WGSLKernelLayout> kernels;  // in source order

  const WGSLKernelLayout& Kernel(const std::string& name) const;
};

// Lowers, splits and prints `funcs` as one WGSL module. Throws
// DiagnosticError, prefixed with the function's name, for TIR WGSL cannot
// express (see the file comment).
WGSLModule BuildWGSL(const PrimFuncList& funcs, const WGSLOptions& options = {});

// "kernels.wgsl" and "kernels.wgsl.json" (wgsl_manifest.h): what `rlx
// build --target=webgpu` writes next to the executable.
std::vector<DeviceArtifact> EmitWebGPUArtifacts(const PrimFuncList& funcs, const WGSLOptions& options = {});

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_WEBGPU_CODEGEN_CODEGEN_WGSL_H_
