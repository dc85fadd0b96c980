// compiler/backend's GPU kernels (sort, top-k, searchsorted, ScanGpu,
// gpu_2d_continuous_cumsum, gpu_3d_axis_1_cumsum, parallel sampling), built
// with 32-bit positions as DispatchSortScan / DispatchSampling build them for
// webgpu, print as WGSL without a 64-bit type, deterministically.
// tools/wgsl runs them on lavapipe against numpy.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "targets/webgpu/codegen/backend_kernel_set.h"
#include "targets/webgpu/codegen/codegen_wgsl.h"
#include "targets/webgpu/codegen/wgsl_manifest.h"
#include "targets/webgpu/codegen/wgsl_test_util.h"

namespace rlx {
namespace codegen {
namespace {

TEST(GpuKernelsWGSLTest, EveryBackendKernelPrintsWithoutWideTypes) {
  PrimFuncList funcs = WebGPUBackendKernels();
  std::set<std::string> names;
  for (const auto& f : funcs) names.insert(f.first);
  for (const char* n : {"sort_rows", "topk_rows", "searchsorted", "cumsum_rows", "cumsum_exclusive_i32",
                        "gpu_2d_continuous_cumsum", "gpu_3d_axis_1_cumsum", "parallel_sampling_from_prob"}) {
    EXPECT_TRUE(names.count(n)) << n;
  }
  WGSLModule m = BuildWGSL(funcs);
  ASSERT_EQ(m.module.functions.size(), funcs.size());
  for (const SplitFunction& f : m.module.functions) {
    EXPECT_FALSE(f.kernels.empty()) << f.name;
    for (const DeviceKernel& k : f.kernels) {
      EXPECT_NE(m.module.source.find("\nfn " + k.name + "("), std::string::npos) << k.name;
    }
  }
  EXPECT_EQ(m.kernels.size(), 24u);
  EXPECT_EQ(WideTypeTokens(m.module.source), std::vector<std::string>{});
  // The shared-memory kernels keep their barriers.
  EXPECT_NE(m.module.source.find("workgroupBarrier();"), std::string::npos);
  for (const WGSLKernelLayout& k : m.kernels) {
    int64_t threads = k.workgroup_size[0] * k.workgroup_size[1] * k.workgroup_size[2];
    EXPECT_LE(threads, 256) << k.name << ": over WebGPU's default maxComputeInvocationsPerWorkgroup";
  }
}

TEST(GpuKernelsWGSLTest, ManifestDescribesEveryKernelDeterministically) {
  std::vector<DeviceArtifact> a = EmitWebGPUArtifacts(WebGPUBackendKernels());
  std::vector<DeviceArtifact> b = EmitWebGPUArtifacts(WebGPUBackendKernels());
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[0].contents, b[0].contents);
  EXPECT_EQ(a[1].contents, b[1].contents);
  nlohmann::json j = nlohmann::json::parse(a[1].contents);
  size_t kernels = 0;
  for (const auto& f : j["functions"]) {
    for (const auto& k : f["kernels"]) {
      ++kernels;
      EXPECT_NE(a[0].contents.find("fn " + k["name"].get<std::string>() + "("), std::string::npos);
      for (const auto& b : k["bindings"]) {
        if (b["kind"] == "storage") EXPECT_NE(b["storage"], "i64");
      }
    }
  }
  EXPECT_EQ(kernels, 24u);
  // The merge passes of the sort loop on the host, a launch per pass.
  EXPECT_NE(a[1].contents.find("\"for\""), std::string::npos);
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
