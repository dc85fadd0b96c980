// Test-only checks of the GPU code generator's output: ptxas (when the CUDA
// toolkit is installed) for PTX, and a small ELF reader, independent of
// LLVM's, for AMDGPU objects.
#ifndef RLX_COMPILER_CODEGEN_LLVM_GPU_GPU_TEST_UTIL_H_
#define RLX_COMPILER_CODEGEN_LLVM_GPU_GPU_TEST_UTIL_H_

#include <cstdint>
#include <set>
#include <string>

namespace rlx {
namespace codegen {

inline constexpr char kPtxasPath[] = "/usr/local/cuda/bin/ptxas";

bool HavePtxas();
// Assembles `ptx` for `arch` with ptxas; "" on success, else its output.
std::string RunPtxas(const std::string& ptx, const std::string& arch);

struct ElfInfo {
  bool valid = false;  // a little-endian ELF64 file
  uint16_t type = 0;   // ET_REL 1, ET_DYN 3
  uint16_t machine = 0;
  uint32_t flags = 0;
  uint8_t abi_version = 0;          // e_ident[EI_ABIVERSION]; AMDGPU HSA code object v4: 2, v5: 3
  std::set<std::string> functions;  // defined STT_FUNC symbols
  std::set<std::string> objects;    // defined STT_OBJECT symbols (kernel descriptors "<k>.kd")
};
ElfInfo ReadElf(const std::string& bytes);

inline constexpr uint16_t kEmAMDGPU = 224;
inline constexpr uint32_t kEfAMDGPUMachMask = 0xff;
// EF_AMDGPU_MACH_AMDGCN_<arch>; 0 for an arch not listed.
uint32_t AMDGPUMach(const std::string& arch);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_GPU_GPU_TEST_UTIL_H_
