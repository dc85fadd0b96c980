// GPU code generation through LLVM's NVPTX and AMDGPU backends (TVM: the
// "cuda" target's NVPTX path and the "rocm" target). Every PrimFunc is
// lowered and split as for the source code generators (device_split.h);
// each device kernel becomes one kernel function (codegen_gpu.h) of one LLVM
// module per architecture, optimized at O3 and compiled:
//   * NVPTX (nvptx64-nvidia-cuda): PTX text for sm_80 / sm_90 (PTX ISA 7.8),
//     with libdevice linked in when a kernel calls transcendental math;
//   * AMDGPU (amdgcn-amd-amdhsa): a relocatable ELF from the target machine,
//     with ROCm's ocml linked in for transcendental math, linked by
//     ld.lld-19 into a shared code object (.hsaco) the HIP/HSA runtime
//     loads.
// Without the math library (libdevice / rocm-device-libs), a kernel that
// needs it is a located DiagnosticError naming the op; no approximation is
// substituted.
// The host programs of the split (kernel launches) are not compiled here.
// Output is a pure function of the input: the same bytes on every run.
#ifndef RLX_COMPILER_CODEGEN_LLVM_GPU_LLVM_GPU_H_
#define RLX_COMPILER_CODEGEN_LLVM_GPU_LLVM_GPU_H_

#include <string>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"

namespace rlx {
namespace codegen {

// The architectures the artifact functions build for: A100 and H100;
// MI200 (gfx90a) and MI300X/MI300A (gfx942).
inline const std::vector<std::string>& NVPTXArchs() {
  static const auto* a = new std::vector<std::string>{"sm_80", "sm_90"};
  return *a;
}
inline const std::vector<std::string>& AMDGPUArchs() {
  static const auto* a = new std::vector<std::string>{"gfx90a", "gfx942"};
  return *a;
}
// What a rocm target builds for: AMDGPUArchs() and the target's -mcpu (TVM's
// default gfx900) when it is not one of them, so that an explicit
// -mcpu=gfx1100 gets its code object instead of being ignored.
std::vector<std::string> AMDGPUArchsFor(const std::string& mcpu);

// The __oclc_ISA_version ROCm's ocml is linked with for a gfx* `arch`
// (gfx90a: 9010, gfx942: 9402), as rocm-device-libs' oclc_isa_version_*.bc
// define it; we define it in the module, since Debian's device libraries
// (ROCm 5.2) predate gfx942.
int AMDGPUISAVersion(const std::string& arch);

// The LLVM IR (text) of the kernels of `funcs` for `arch` ("sm_*" selects
// NVPTX, "gfx*" AMDGPU) as emitted, before math library linking and
// optimization: the form to check the target's conventions in.
std::string EmitGPULLVMIR(const PrimFuncList& funcs, const std::string& arch);

// PTX text for `arch` ("sm_80", "sm_90", ...).
std::string EmitPTX(const PrimFuncList& funcs, const std::string& arch);

// A relocatable AMDGPU ELF object for `arch` ("gfx90a", "gfx942", ...).
std::string EmitAMDGPUObject(const PrimFuncList& funcs, const std::string& arch);

// The ld.lld of LLVM 19 ("" when not installed).
std::string FindLLD();

// Links a relocatable AMDGPU object into a shared code object with FindLLD().
// Throws DiagnosticError when no linker is installed or it fails.
std::string LinkAMDGPUCodeObject(const std::string& object);

// kernels_<arch>.ptx for each of NVPTXArchs().
std::vector<DeviceArtifact> EmitNVPTXArtifacts(const PrimFuncList& funcs);

// kernels_<arch>.hsaco for each of `archs`: linked code objects, or,
// without ld.lld-19, the relocatable objects as kernels_<arch>.o. Wave64
// everywhere (TVM's rocm thread_warp_size), also on gfx10+, whose default is
// wave32.
std::vector<DeviceArtifact> EmitAMDGPUArtifacts(const PrimFuncList& funcs,
                                                const std::vector<std::string>& archs = AMDGPUArchs());

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_GPU_LLVM_GPU_H_
