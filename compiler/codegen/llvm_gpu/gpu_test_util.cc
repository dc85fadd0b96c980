#include "compiler/codegen/llvm_gpu/gpu_test_util.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

namespace rlx {
namespace codegen {
namespace {

template <typename T>
T At(const std::string& b, uint64_t off) {
  T v{};
  if (off + sizeof(T) <= b.size()) std::memcpy(&v, b.data() + off, sizeof(T));
  return v;
}

std::string CString(const std::string& b, uint64_t off) {
  if (off >= b.size()) return "";
  return std::string(b.c_str() + off);
}

}  // namespace

bool HavePtxas() { return access(kPtxasPath, X_OK) == 0; }

std::string RunPtxas(const std::string& ptx, const std::string& arch) {
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string dir = tmp ? tmp : "/tmp";
  std::string in = dir + "/kernels_" + arch + ".ptx", out = dir + "/kernels_" + arch + ".cubin",
              log = dir + "/ptxas_" + arch + ".log";
  std::ofstream(in, std::ios::binary) << ptx;
  std::string cmd = std::string(kPtxasPath) + " -arch=" + arch + " -o " + out + " " + in + " > " + log + " 2>&1";
  int rc = std::system(cmd.c_str());
  if (rc == 0) return "";
  std::stringstream ss;
  ss << std::ifstream(log).rdbuf();
  return "ptxas exit " + std::to_string(rc) + ":\n" + ss.str();
}

ElfInfo ReadElf(const std::string& b) {
  ElfInfo info;
  if (b.size() < 64 ||
      b.compare(0, 4,
                "\x7f"
                "ELF") != 0 ||
      b[4] != 2 || b[5] != 1)
    return info;
  info.valid = true;
  info.type = At<uint16_t>(b, 16);
  info.machine = At<uint16_t>(b, 18);
  info.flags = At<uint32_t>(b, 48);
  info.abi_version = At<uint8_t>(b, 8);
  uint64_t shoff = At<uint64_t>(b, 40);
  uint16_t shentsize = At<uint16_t>(b, 58), shnum = At<uint16_t>(b, 60);
  auto section = [&](uint32_t i) { return shoff + static_cast<uint64_t>(i) * shentsize; };
  for (uint16_t i = 0; i < shnum; ++i) {
    uint64_t sh = section(i);
    uint32_t type = At<uint32_t>(b, sh + 4);
    if (type != 2 && type != 11) continue;  // SHT_SYMTAB, SHT_DYNSYM
    uint64_t off = At<uint64_t>(b, sh + 24), size = At<uint64_t>(b, sh + 32), entsize = At<uint64_t>(b, sh + 56);
    uint64_t strtab = At<uint64_t>(b, section(At<uint32_t>(b, sh + 40)) + 24);
    if (entsize == 0) continue;
    for (uint64_t s = off; s + entsize <= off + size; s += entsize) {
      uint8_t kind = At<uint8_t>(b, s + 4) & 0xf;
      if (At<uint16_t>(b, s + 6) == 0) continue;  // undefined
      std::string name = CString(b, strtab + At<uint32_t>(b, s));
      if (kind == 2) info.functions.insert(name);
      if (kind == 1) info.objects.insert(name);
    }
  }
  return info;
}

uint32_t AMDGPUMach(const std::string& arch) {
  if (arch == "gfx90a") return 0x3f;
  if (arch == "gfx942") return 0x4c;
  if (arch == "gfx1100") return 0x41;
  return 0;
}

}  // namespace codegen
}  // namespace rlx
