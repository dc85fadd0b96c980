// compiler/backend's GPU kernels (sort, top-k, searchsorted, scans,
// sampling) and the device kernels of every testdata model after the cuda
// and rocm default pipelines, through the NVPTX and AMDGPU backends: PTX
// with one entry per kernel, assembled by ptxas when the CUDA toolkit is
// installed, and linked AMDGPU code objects with a symbol per kernel.
#include <gtest/gtest.h>

#include <map>

#include "compiler/codegen/llvm_gpu/gpu_test_util.h"
#include "compiler/codegen/llvm_gpu/llvm_gpu.h"
#include "compiler/codegen/source/device_split.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/gpu_corpus_for_test.h"

namespace rlx {
namespace codegen {
namespace {

std::vector<std::string> KernelNames(const PrimFuncList& funcs) {
  std::vector<std::string> names;
  for (const auto& [name, f] : funcs) {
    for (const DeviceKernel& k : SplitHostDevice(name, LowerForDevice(f)).kernels) names.push_back(k.name);
  }
  return names;
}

void CheckPTX(const PrimFuncList& funcs, const std::string& what) {
  std::vector<DeviceArtifact> arts = EmitNVPTXArtifacts(funcs);
  ASSERT_EQ(arts.size(), NVPTXArchs().size());
  std::vector<std::string> kernels = KernelNames(funcs);
  for (size_t i = 0; i < arts.size(); ++i) {
    const std::string& arch = NVPTXArchs()[i];
    const std::string& ptx = arts[i].contents;
    EXPECT_EQ(arts[i].file_name, "kernels_" + arch + ".ptx");
    for (const std::string& k : kernels) {
      EXPECT_NE(ptx.find(".visible .entry " + k + "("), std::string::npos) << what << ": " << arch << " lacks " << k;
    }
    EXPECT_EQ(ptx.find(".extern .func"), std::string::npos) << what << ": unresolved call in\n" << ptx;
    if (HavePtxas()) {
      EXPECT_EQ(RunPtxas(ptx, arch), "") << what << " for " << arch;
    }
  }
}

void CheckAMDGPU(const PrimFuncList& funcs, const std::string& what) {
  std::vector<DeviceArtifact> arts = EmitAMDGPUArtifacts(funcs);
  ASSERT_EQ(arts.size(), AMDGPUArchs().size());
  std::vector<std::string> kernels = KernelNames(funcs);
  for (size_t i = 0; i < arts.size(); ++i) {
    const std::string& arch = AMDGPUArchs()[i];
    EXPECT_EQ(arts[i].file_name, "kernels_" + arch + ".hsaco");
    ElfInfo elf = ReadElf(arts[i].contents);
    ASSERT_TRUE(elf.valid) << what << " " << arch;
    EXPECT_EQ(elf.type, 3);
    EXPECT_EQ(elf.machine, kEmAMDGPU);
    EXPECT_EQ(elf.flags & kEfAMDGPUMachMask, AMDGPUMach(arch));
    for (const std::string& k : kernels) {
      EXPECT_TRUE(elf.functions.count(k) && elf.objects.count(k + ".kd")) << what << ": " << arch << " lacks " << k;
    }
  }
}

TEST(GpuCorpusTest, BackendKernelsToPTX) {
  PrimFuncList funcs = BackendGpuKernels();
  EXPECT_GT(KernelNames(funcs).size(), 10u);
  CheckPTX(funcs, "backend kernels");
  if (!HavePtxas()) GTEST_SKIP() << "CUDA toolkit not installed (" << kPtxasPath << " missing): PTX not assembled";
}

TEST(GpuCorpusTest, BackendKernelsToAMDGPUCodeObjects) {
  ASSERT_NE(FindLLD(), "") << "ld.lld-19 is missing: run tools/setup_deps.sh";
  PrimFuncList funcs = BackendGpuKernels();
  CheckAMDGPU(funcs, "backend kernels");
  EXPECT_EQ(EmitAMDGPUArtifacts(funcs)[1].contents, EmitAMDGPUArtifacts(funcs)[1].contents);
}

TEST(GpuCorpusTest, ModelsThroughTheCudaPipelineToPTX) {
  size_t kernels = 0;
  for (const auto& [file, funcs] : ModelGpuKernels("cuda")) {
    SCOPED_TRACE(file);
    kernels += KernelNames(funcs).size();
    CheckPTX(funcs, file);
  }
  EXPECT_GT(kernels, 20u);
  if (!HavePtxas()) GTEST_SKIP() << "CUDA toolkit not installed (" << kPtxasPath << " missing): PTX not assembled";
}

// Models whose rocm kernels need transcendental math, which has no exact
// AMDGPU lowering without the ROCm device library: the diagnostic each
// must give.
const std::map<std::string, std::string>& RocmExpectedFailures() {
  static const auto* m = new std::map<std::string, std::string>{};
  return *m;
}

TEST(GpuCorpusTest, ModelsThroughTheRocmPipelineToCodeObjects) {
  ASSERT_NE(FindLLD(), "") << "ld.lld-19 is missing: run tools/setup_deps.sh";
  for (const auto& [file, funcs] : ModelGpuKernels("rocm")) {
    SCOPED_TRACE(file);
    auto expected = RocmExpectedFailures().find(file);
    try {
      CheckAMDGPU(funcs, file);
      EXPECT_TRUE(expected == RocmExpectedFailures().end()) << "expected: " << expected->second;
    } catch (const DiagnosticError& e) {
      if (expected == RocmExpectedFailures().end()) {
        ADD_FAILURE() << e.what();
      } else {
        EXPECT_NE(std::string(e.what()).find(expected->second), std::string::npos) << e.what();
      }
    }
  }
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
