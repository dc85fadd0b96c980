// One file a device code generator produces for `rlx build --target=T -o DIR`
// (kernel sources such as kernels.cu / kernels.metal / kernels.wgsl, or
// objects such as kernels_sm_90.ptx / kernels_gfx942.hsaco). The driver
// writes each under DIR next to the executable; generators only say what the
// bytes are, never where the directory is.
#ifndef RLX_COMPILER_CODEGEN_SOURCE_DEVICE_ARTIFACT_H_
#define RLX_COMPILER_CODEGEN_SOURCE_DEVICE_ARTIFACT_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

struct DeviceArtifact {
  std::string file_name;  // relative, no directories: "kernels.metal"
  std::string contents;   // the bytes written, deterministic for one input
};

// The PrimFuncs a pipeline produced, by global symbol, in module order: the
// input every device code generator takes.
using PrimFuncList = std::vector<std::pair<std::string, tir::PrimFunc>>;

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_SOURCE_DEVICE_ARTIFACT_H_
