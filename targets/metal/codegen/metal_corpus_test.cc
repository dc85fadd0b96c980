// compiler/backend's GPU kernels and every testdata model's device kernels
// (metal default pipeline) printed as Metal: each passes the clang++ syntax
// check against the <metal_stdlib> stand-in and prints byte-equal twice.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>

#include "targets/metal/codegen/codegen_metal.h"
#include "targets/metal/codegen/metal_syntax_for_test.h"
#include "targets/registry/gpu_corpus_for_test.h"

namespace rlx {
namespace codegen {
namespace {

// Keeps the source with the test's outputs (bazel-testlogs/.../test.outputs).
void Keep(const std::string& source, const std::string& label) {
  const char* dir = std::getenv("TEST_UNDECLARED_OUTPUTS_DIR");
  if (dir) std::ofstream(std::string(dir) + "/" + label + ".metal", std::ios::binary) << source;
}

size_t KernelCount(const SourceModule& m) {
  size_t n = 0;
  for (const SplitFunction& f : m.functions) n += f.kernels.size();
  return n;
}

TEST(MetalCorpusTest, BackendGpuKernels) {
  PrimFuncList funcs = BackendGpuKernels();
  SourceModule m = BuildMetal(funcs);
  EXPECT_GT(KernelCount(m), 10u);
  for (const SplitFunction& f : m.functions) {
    for (const DeviceKernel& k : f.kernels) {
      EXPECT_NE(m.source.find("kernel void " + k.name + "("), std::string::npos) << k.name;
    }
  }
  EXPECT_NE(m.source.find("threadgroup_barrier(mem_flags::mem_threadgroup);"), std::string::npos);
  EXPECT_TRUE(MetalSyntaxOk(m.source, "backend_kernels"));
  Keep(m.source, "backend_kernels");
  std::cout << "backend: " << KernelCount(m) << " kernels\n";
  EXPECT_EQ(BuildMetal(BackendGpuKernels()).source, m.source);
}

TEST(MetalCorpusTest, EveryModelThroughTheMetalPipeline) {
  auto models = ModelGpuKernels("metal");
  ASSERT_GE(models.size(), 8u);
  size_t total = 0;
  for (const auto& [file, funcs] : models) {
    SCOPED_TRACE(file);
    std::vector<DeviceArtifact> a = EmitMetalArtifacts(funcs);
    if (funcs.empty()) {
      EXPECT_TRUE(a.empty());
      continue;
    }
    ASSERT_EQ(a.size(), 1u);
    EXPECT_EQ(a[0].file_name, "kernels.metal");
    size_t n = KernelCount(BuildMetal(funcs));
    total += n;
    std::string label = file.substr(0, file.size() - 3);
    Keep(a[0].contents, label);
    std::cout << label << ": " << n << " kernels\n";
    EXPECT_TRUE(MetalSyntaxOk(a[0].contents, label));
    EXPECT_EQ(EmitMetalArtifacts(funcs)[0].contents, a[0].contents);
  }
  EXPECT_GT(total, 20u);
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
