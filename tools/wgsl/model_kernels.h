// The device PrimFuncs of a Relax model after the webgpu default pipeline
// (targets/registry): what `rlx build --target=webgpu` hands to
// EmitWebGPUArtifacts. Host-only PrimFuncs (VMShapeLower's shape_func,
// compute_symbolic: no thread binding) stay on the host and are left out.
#ifndef RLX_TOOLS_WGSL_MODEL_KERNELS_H_
#define RLX_TOOLS_WGSL_MODEL_KERNELS_H_

#include <string>

#include "compiler/codegen/source/device_artifact.h"

namespace rlx {
namespace wgsl {

// Parses the TVMScript module at `path` and runs the webgpu pipeline.
// Throws DiagnosticError for what the pipeline rejects.
codegen::PrimFuncList WebGPUModelKernels(const std::string& path);

// Every @T.prim_func of the TVMScript file at `path`, by its Python name.
codegen::PrimFuncList TirFileKernels(const std::string& path);

}  // namespace wgsl
}  // namespace rlx

#endif  // RLX_TOOLS_WGSL_MODEL_KERNELS_H_
