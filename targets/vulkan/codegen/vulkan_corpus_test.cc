// compiler/backend's GPU kernels and every testdata model's device kernels
// (vulkan default pipeline) as Vulkan artifacts: every shader compiles with
// glslang, its SPIR-V passes the validator, and two runs are byte-equal.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>

#include "targets/registry/gpu_corpus_for_test.h"
#include "targets/vulkan/codegen/emit_vulkan.h"

namespace rlx {
namespace codegen {
namespace {

// Keeps the artifacts with the test's outputs (bazel-testlogs/.../test.outputs)
// for inspection.
void Keep(const std::vector<DeviceArtifact>& artifacts, const std::string& prefix) {
  const char* dir = std::getenv("TEST_UNDECLARED_OUTPUTS_DIR");
  if (!dir) return;
  for (const DeviceArtifact& a : artifacts) {
    std::ofstream(std::string(dir) + "/" + prefix + "." + a.file_name, std::ios::binary) << a.contents;
  }
}

// Checks `funcs` and returns how many kernels they have.
size_t CheckArtifacts(const PrimFuncList& funcs, const std::string& label) {
  std::vector<VulkanShader> shaders = BuildGLSL(funcs);
  std::vector<DeviceArtifact> a;
  try {
    a = EmitVulkanArtifacts(funcs);  // compiles and validates every shader
  } catch (const DiagnosticError& e) {
    ADD_FAILURE() << e.what();
    return 0;
  }
  if (shaders.empty()) {
    EXPECT_TRUE(a.empty());
    return 0;
  }
  EXPECT_EQ(a.size(), 2 * shaders.size() + 1);
  EXPECT_EQ(a.back().file_name, "vulkan_kernels.json");
  Keep(a, label);
  std::cout << label << ": " << shaders.size() << " kernels\n";
  std::vector<DeviceArtifact> b = EmitVulkanArtifacts(funcs);
  EXPECT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
    EXPECT_EQ(a[i].file_name, b[i].file_name);
    EXPECT_EQ(a[i].contents, b[i].contents) << a[i].file_name;
  }
  return shaders.size();
}

TEST(VulkanCorpusTest, BackendGpuKernels) {
  EXPECT_GT(CheckArtifacts(BackendGpuKernels(DataType::Int(32)), "backend_i32"), 10u);
  EXPECT_GT(CheckArtifacts(BackendGpuKernels(DataType::Int(64)), "backend_i64"), 10u);
}

TEST(VulkanCorpusTest, EveryModelThroughTheVulkanPipeline) {
  auto models = ModelGpuKernels("vulkan");
  ASSERT_GE(models.size(), 8u);
  size_t total = 0;
  for (const auto& [file, funcs] : models) {
    SCOPED_TRACE(file);
    total += CheckArtifacts(funcs, file.substr(0, file.size() - 3));
  }
  EXPECT_GT(total, 20u);
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
