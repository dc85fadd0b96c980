// The GPU code generator on TIR fixtures and hand-written kernels: the
// target conventions in the emitted LLVM IR, PTX assembled by ptxas for
// sm_80 / sm_90 (when the CUDA toolkit is installed), AMDGPU code objects
// read back as ELF, located errors and byte-equal reruns.
#include "compiler/codegen/llvm_gpu/llvm_gpu.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "compiler/codegen/llvm_gpu/gpu_test_util.h"
#include "compiler/codegen/source/device_split.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseFixture;
using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

// Kernel names of `funcs`, as the split names them.
std::vector<std::string> KernelNames(const PrimFuncList& funcs) {
  std::vector<std::string> names;
  for (const auto& [name, f] : funcs) {
    for (const DeviceKernel& k : SplitHostDevice(name, LowerForDevice(f)).kernels) names.push_back(k.name);
  }
  return names;
}

size_t Count(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t p = text.find(needle); p != std::string::npos; p = text.find(needle, p + 1)) ++n;
  return n;
}

// A shared-memory reversal in each block: thread binding, shared array,
// barrier, a scalar parameter and exp (a math library call).
constexpr char kReverse[] = R"(@T.prim_func
def reverse(var_A: T.handle, var_B: T.handle, scale: T.float32):
    T.func_attr({"tir.noalias": True})
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,))
    tile = T.allocate([128], "float32", "shared")
    t = T.decl_buffer((128,), data=tile, scope="shared")
    for bx in T.thread_binding(n // T.int64(128), thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(128), thread="threadIdx.x"):
            t[tx] = A[bx * T.int64(128) + tx]
            T.tvm_storage_sync("shared")
            B[bx * T.int64(128) + tx] = T.exp(t[T.int64(127) - tx]) * scale + T.sqrt(t[tx])
)";

// Math without a library call: intrinsics and formulas over them.
constexpr char kNativeMath[] = R"(@T.prim_func
def native(A: T.Buffer((256,), "float32"), B: T.Buffer((256,), "float16"), C: T.Buffer((256,), "float32")):
    for bx in T.thread_binding(2, thread="blockIdx.x"):
        for tx in T.thread_binding(128, thread="threadIdx.x"):
            with T.LetStmt(bx * 128 + tx) as i:
                C[i] = T.sqrt(A[i]) + T.floor(A[i]) + T.rsqrt(A[i]) + T.Cast("float32", T.round(B[i]))
)";

// Less common constructs: a virtual thread (a serial loop), a local array,
// a warp barrier, a bool scalar parameter, float64 math and a serial loop
// over a launch_thread offset.
constexpr char kMisc[] = R"(@T.prim_func
def misc(A: T.Buffer((256,), "float64"), flag: T.bool):
    acc = T.allocate([4], "float64", "local")
    a = T.decl_buffer((4,), "float64", data=acc, scope="local")
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        for v in T.thread_binding(4, thread="vthread.x"):
            a[v] = T.tanh(A[v * 64 + tx])
        T.tvm_storage_sync("warp")
        for v in range(4):
            if flag:
                A[v * 64 + tx] = a[v] + T.pow(a[v], T.float64(2))
)";

TEST(LLVMGPUTest, NVPTXConventions) {
  std::string ir = EmitGPULLVMIR({{"reverse", ParseTir(kReverse)}}, "sm_80");
  EXPECT_NE(ir.find("target triple = \"nvptx64-nvidia-cuda\""), std::string::npos) << ir;
  EXPECT_NE(ir.find("define void @reverse_kernel0(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, float "
                    "%scale)"),
            std::string::npos)
      << ir;
  EXPECT_NE(ir.find("!{ptr @reverse_kernel0, !\"kernel\", i32 1}"), std::string::npos) << ir;
  EXPECT_NE(ir.find("@llvm.nvvm.read.ptx.sreg.ctaid.x()"), std::string::npos) << ir;
  EXPECT_NE(ir.find("@llvm.nvvm.read.ptx.sreg.tid.x()"), std::string::npos) << ir;
  EXPECT_NE(ir.find("call void @llvm.nvvm.barrier0()"), std::string::npos) << ir;
  EXPECT_NE(ir.find("@reverse_kernel0_tile = internal addrspace(3) global [128 x float] undef, align 16"),
            std::string::npos)
      << ir;
  // exp through libdevice, sqrt as the intrinsic NVPTX lowers to sqrt.rn.
  EXPECT_NE(ir.find("call float @__nv_expf("), std::string::npos) << ir;
  EXPECT_NE(ir.find("call float @llvm.sqrt.f32("), std::string::npos) << ir;
}

TEST(LLVMGPUTest, AMDGPUConventions) {
  std::string ir = EmitGPULLVMIR({{"native", ParseTir(kNativeMath)}}, "gfx90a");
  EXPECT_NE(ir.find("target triple = \"amdgcn-amd-amdhsa\""), std::string::npos) << ir;
  EXPECT_NE(ir.find("define amdgpu_kernel void @native_kernel0(ptr addrspace(1) %A"), std::string::npos) << ir;
  EXPECT_NE(ir.find("\"amdgpu-flat-work-group-size\"=\"1,128\""), std::string::npos) << ir;
  EXPECT_NE(ir.find("@llvm.amdgcn.workitem.id.x()"), std::string::npos) << ir;
  EXPECT_NE(ir.find("@llvm.amdgcn.workgroup.id.x()"), std::string::npos) << ir;
  // float16 math in float32.
  EXPECT_NE(ir.find("call float @llvm.rint.f32("), std::string::npos) << ir;
  // Transcendental math through ROCm's ocml.
  std::string exp_ir = EmitGPULLVMIR({{"reverse", ParseTir(kReverse)}}, "gfx942");
  EXPECT_NE(exp_ir.find("call float @__ocml_exp_f32("), std::string::npos) << exp_ir;
  std::string shared =
      EmitGPULLVMIR({{"two", ParseFixture("env_thread.py")}, {"split", ParseFixture("where_split.py")}}, "gfx90a");
  EXPECT_EQ(Count(shared, "define amdgpu_kernel void"), 3u) << shared;
}

TEST(LLVMGPUTest, VirtualThreadsLocalArraysAndWarpBarriers) {
  std::string nv = EmitGPULLVMIR({{"misc", ParseTir(kMisc)}}, "sm_90");
  // bool travels as int32; the local array is an alloca; the vthread loop
  // and the serial loop are the only two loops.
  EXPECT_NE(nv.find("define void @misc_kernel0(ptr addrspace(1) %A, i32 %flag)"), std::string::npos) << nv;
  EXPECT_NE(nv.find("alloca double, i64 4"), std::string::npos) << nv;
  EXPECT_EQ(Count(nv, "\nvthread_header:"), 1u) << nv;
  EXPECT_EQ(Count(nv, "\nfor_header:"), 1u) << nv;
  EXPECT_NE(nv.find("call void @llvm.nvvm.bar.warp.sync(i32 -1)"), std::string::npos) << nv;
  EXPECT_NE(nv.find("call double @__nv_tanh("), std::string::npos) << nv;
  EXPECT_NE(nv.find("call double @__nv_pow("), std::string::npos) << nv;
  std::string amd = EmitGPULLVMIR({{"misc", ParseTir(kMisc)}}, "gfx90a");
  // AMDGPU allocas live in address space 5.
  EXPECT_NE(amd.find("alloca double, i64 4, align 64, addrspace(5)"), std::string::npos) << amd;
  EXPECT_NE(amd.find("fence syncscope(\"wavefront\") acq_rel"), std::string::npos) << amd;
  EXPECT_NE(amd.find("\"amdgpu-flat-work-group-size\"=\"1,64\""), std::string::npos) << amd;
}

TEST(LLVMGPUTest, AMDGPUBarrierHasWorkgroupFences) {
  constexpr char kSync[] = R"(@T.prim_func
def sync(A: T.Buffer((64,), "float32")):
    s = T.allocate([64], "float32", "shared")
    sb = T.decl_buffer((64,), data=s, scope="shared")
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        sb[tx] = A[tx]
        T.tvm_storage_sync("shared")
        A[tx] = sb[63 - tx]
)";
  std::string ir = EmitGPULLVMIR({{"sync", ParseTir(kSync)}}, "gfx90a");
  size_t release = ir.find("fence syncscope(\"workgroup\") release");
  size_t barrier = ir.find("call void @llvm.amdgcn.s.barrier()");
  size_t acquire = ir.find("fence syncscope(\"workgroup\") acquire");
  ASSERT_NE(barrier, std::string::npos) << ir;
  EXPECT_LT(release, barrier) << ir;
  EXPECT_GT(acquire, barrier) << ir;
  EXPECT_NE(ir.find("@sync_kernel0_s = internal addrspace(3) global [64 x float] undef"), std::string::npos) << ir;
}

TEST(LLVMGPUTest, PTXForSm80AndSm90) {
  PrimFuncList funcs = {{"reverse", ParseTir(kReverse)},
                        {"misc", ParseTir(kMisc)},
                        {"native", ParseTir(kNativeMath)},
                        {"two", ParseFixture("env_thread.py")},
                        {"split", ParseFixture("where_split.py")}};
  std::vector<DeviceArtifact> arts = EmitNVPTXArtifacts(funcs);
  ASSERT_EQ(arts.size(), 2u);
  EXPECT_EQ(arts[0].file_name, "kernels_sm_80.ptx");
  EXPECT_EQ(arts[1].file_name, "kernels_sm_90.ptx");
  EXPECT_NE(arts[0].contents.find(".target sm_80"), std::string::npos);
  EXPECT_NE(arts[1].contents.find(".target sm_90"), std::string::npos);
  for (const DeviceArtifact& a : arts) {
    for (const std::string& k : KernelNames(funcs)) {
      EXPECT_NE(a.contents.find(".visible .entry " + k + "("), std::string::npos) << k << "\n" << a.contents;
    }
    // libdevice is linked in: nothing is left to resolve.
    EXPECT_EQ(a.contents.find(".extern .func"), std::string::npos) << a.contents;
    EXPECT_NE(a.contents.find(".shared .align 16 .b8 reverse_kernel0_tile[512]"), std::string::npos) << a.contents;
    EXPECT_NE(a.contents.find("bar.sync \t0"), std::string::npos) << a.contents;
  }
  EXPECT_EQ(EmitNVPTXArtifacts(funcs)[1].contents, arts[1].contents);  // deterministic
  if (!HavePtxas()) GTEST_SKIP() << "CUDA toolkit not installed (" << kPtxasPath << " missing): PTX not assembled";
  EXPECT_EQ(RunPtxas(arts[0].contents, "sm_80"), "");
  EXPECT_EQ(RunPtxas(arts[1].contents, "sm_90"), "");
}

TEST(LLVMGPUTest, AMDGPUCodeObjects) {
  PrimFuncList funcs = {{"reverse", ParseTir(kReverse)},
                        {"misc", ParseTir(kMisc)},
                        {"native", ParseTir(kNativeMath)},
                        {"two", ParseFixture("env_thread.py")},
                        {"split", ParseFixture("where_split.py")}};
  ASSERT_NE(FindLLD(), "") << "ld.lld-19 is missing: run tools/setup_deps.sh";
  std::vector<DeviceArtifact> arts = EmitAMDGPUArtifacts(funcs);
  ASSERT_EQ(arts.size(), 2u);
  std::vector<std::string> kernels = KernelNames(funcs);
  for (size_t i = 0; i < arts.size(); ++i) {
    const std::string& arch = AMDGPUArchs()[i];
    EXPECT_EQ(arts[i].file_name, "kernels_" + arch + ".hsaco");
    ElfInfo elf = ReadElf(arts[i].contents);
    ASSERT_TRUE(elf.valid) << arch;
    EXPECT_EQ(elf.type, 3) << "a linked shared object";
    EXPECT_EQ(elf.machine, kEmAMDGPU);
    EXPECT_EQ(elf.flags & kEfAMDGPUMachMask, AMDGPUMach(arch)) << std::hex << elf.flags;
    // Code object v4, matching the oclc_abi_version_400 ocml is linked with
    // (LLVM 19 would write v5 by default).
    EXPECT_EQ(elf.abi_version, 2) << arch;
    for (const std::string& k : kernels) {
      EXPECT_TRUE(elf.functions.count(k)) << arch << " lacks " << k;
      EXPECT_TRUE(elf.objects.count(k + ".kd")) << arch << " lacks the descriptor of " << k;
    }
    ElfInfo obj = ReadElf(EmitAMDGPUObject(funcs, arch));
    EXPECT_EQ(obj.type, 1) << "relocatable";
    EXPECT_EQ(obj.flags & kEfAMDGPUMachMask, AMDGPUMach(arch));
  }
  EXPECT_EQ(EmitAMDGPUArtifacts(funcs)[0].contents, arts[0].contents);  // deterministic, linker included
}

// The code object metadata's wavefront size: msgpack's key string
// ".wavefront_size" followed by a positive fixint.
int WavefrontSize(const std::string& hsaco) {
  const std::string key = ".wavefront_size";
  size_t at = hsaco.find(key);
  if (at == std::string::npos || at + key.size() >= hsaco.size()) return -1;
  return static_cast<unsigned char>(hsaco[at + key.size()]);
}

// A rocm target's -mcpu gets its own code object next to gfx90a / gfx942
// (not silently dropped), and RDNA (gfx10+, wave32 by default) is built for
// 64-lane waves like the others.
TEST(LLVMGPUTest, RocmMcpuGetsItsOwnWave64CodeObject) {
  EXPECT_EQ(AMDGPUArchsFor("gfx942"), (std::vector<std::string>{"gfx90a", "gfx942"}));
  EXPECT_EQ(AMDGPUArchsFor("gfx1100"), (std::vector<std::string>{"gfx90a", "gfx942", "gfx1100"}));
  ASSERT_NE(FindLLD(), "") << "ld.lld-19 is missing: run tools/setup_deps.sh";
  PrimFuncList funcs = {{"reverse", ParseTir(kReverse)}, {"misc", ParseTir(kMisc)}};
  std::vector<DeviceArtifact> arts = EmitAMDGPUArtifacts(funcs, {"gfx90a", "gfx1100"});
  ASSERT_EQ(arts.size(), 2u);
  EXPECT_EQ(arts[1].file_name, "kernels_gfx1100.hsaco");
  ElfInfo elf = ReadElf(arts[1].contents);
  ASSERT_TRUE(elf.valid);
  EXPECT_EQ(elf.flags & kEfAMDGPUMachMask, AMDGPUMach("gfx1100")) << std::hex << elf.flags;
  EXPECT_EQ(WavefrontSize(arts[0].contents), 64);
  EXPECT_EQ(WavefrontSize(arts[1].contents), 64);
}

// Our ISA version numbers against every oclc_isa_version_<arch>.bc that
// Debian's rocm-device-libs ships: the file's constant is the reference.
TEST(LLVMGPUTest, ISAVersionsMatchTheDeviceLibraries) {
  const std::filesystem::path dir = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
  ASSERT_TRUE(std::filesystem::exists(dir)) << "rocm-device-libs is missing: run tools/setup_deps.sh";
  llvm::LLVMContext ctx;
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::string file = entry.path().filename().string();
    const std::string prefix = "oclc_isa_version_";
    if (file.rfind(prefix, 0) != 0) continue;
    std::string arch = "gfx" + file.substr(prefix.size(), file.size() - prefix.size() - 3);
    auto buf = llvm::MemoryBuffer::getFile(entry.path().string());
    ASSERT_TRUE(static_cast<bool>(buf)) << file;
    llvm::Expected<std::unique_ptr<llvm::Module>> m = llvm::parseBitcodeFile((*buf)->getMemBufferRef(), ctx);
    ASSERT_TRUE(static_cast<bool>(m)) << file << ": " << llvm::toString(m.takeError());
    const llvm::GlobalVariable* g = (*m)->getGlobalVariable("__oclc_ISA_version", /*AllowInternal=*/true);
    ASSERT_NE(g, nullptr) << file;
    auto* value = llvm::dyn_cast<llvm::ConstantInt>(g->getInitializer());
    ASSERT_NE(value, nullptr) << file;
    EXPECT_EQ(AMDGPUISAVersion(arch), value->getSExtValue()) << arch;
    ++checked;
  }
  EXPECT_GE(checked, 30);  // 34 files, gfx600 .. gfx1036, in ROCm 5.2
  EXPECT_EQ(AMDGPUISAVersion("gfx942"), 9402);
  EXPECT_TRUE(ThrowsWith([] { AMDGPUISAVersion("gfx9x"); }, "'gfx9x' is not an AMDGPU architecture name"));
  EXPECT_TRUE(ThrowsWith([] { AMDGPUISAVersion("sm_90"); }, "'sm_90' is not an AMDGPU architecture name"));
}

// ---------------------------------------------------------------- errors --

TEST(LLVMGPUTest, UnsupportedConstructsAreLocatedErrors) {
  auto located = [](const PrimFuncList& funcs, const std::string& arch, const std::string& needle) {
    try {
      EmitGPULLVMIR(funcs, arch);
    } catch (const DiagnosticError& e) {
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
      EXPECT_TRUE(e.diagnostic().span.defined()) << "unlocated: " << e.what();
      return;
    }
    ADD_FAILURE() << "no error, expected " << needle;
  };
  // An extern call (lowered.py calls my_func).
  located({{"lowered", ParseFixture("lowered.py")}}, "sm_80",
          "lowered: LLVM codegen: extern function my_func cannot be called from a GPU kernel");
  located({{"lowered", ParseFixture("lowered.py")}}, "gfx942", "(only the math library's __ocml_*)");
  // A cross-thread reduction (softmax_shared.py) is rejected by the split.
  EXPECT_THROW(EmitGPULLVMIR({{"softmax", ParseFixture("softmax_shared.py")}}, "sm_90"), DiagnosticError);
  located({{"a", ParseTir(R"(@T.prim_func
def a(A: T.Buffer((64,), "float32")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        assert A[tx] > T.float32(0), "positive"
        A[tx] = T.float32(1)
)")}},
          "sm_80", "an assertion inside a kernel cannot be reported");
  located({{"g", ParseTir(R"(@T.prim_func
def g(A: T.Buffer((64,), "float32")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        T.tvm_storage_sync("global")
        A[tx] = T.float32(1)
)")}},
          "gfx90a", "tvm_storage_sync(\"global\") has no GPU barrier");
  EXPECT_TRUE(ThrowsWith([] { EmitPTX({}, "gfx90a"); }, "PTX needs an sm_* architecture"));
  EXPECT_TRUE(
      ThrowsWith([] { EmitAMDGPUObject({}, "gfx999"); }, "does not know the amdgcn-amd-amdhsa architecture gfx999"));
  EXPECT_TRUE(ThrowsWith([] { EmitPTX({}, "vulkan"); }, "unknown GPU architecture 'vulkan'"));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
