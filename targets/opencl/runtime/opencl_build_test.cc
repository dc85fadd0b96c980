// Build for opencl (the gpu_generic pipeline: dispatch to GPU kernels,
// dlight Fallback scheduling) and run on the default OpenCL device (PoCL in
// tests) through the VM, against the reference interpreter, which shares
// nothing with the OpenCL path (op reference kernels, no TIR at all).
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

#include "compiler/driver/build.h"
#include "compiler/driver/driver_test_util.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/runtime/npy.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "targets/opencl/runtime/opencl_kernels.h"
#include "targets/registry/build.h"

namespace rlx {
namespace driver {
namespace {

using opencl::OpenCLKernelRunner;
using targets::Build;
using targets::LoadKernels;
using targets::LoadVM;

using runtime::vm::Executable;
using runtime::vm::VirtualMachine;
using test::ParseFile;
using test::Random;
using test::RunReference;
using test::RunVM;

class OpenCLBuildTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // PoCL caches compiled kernels; the sandbox's home is not writable.
    if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  }
};

const OpenCLKernelRunner& Runner(const std::shared_ptr<runtime::vm::KernelRunner>& k) {
  auto* r = dynamic_cast<const OpenCLKernelRunner*>(k.get());
  EXPECT_NE(r, nullptr);
  return *r;
}

TEST_F(OpenCLBuildTest, MlpMatchesReferenceOnOpenCL) {
  IRModule mod = ParseFile("testdata/models/mlp.py");
  Executable exec = Build(mod, Target::Parse("opencl"));
  EXPECT_EQ(Target::Parse(exec.target).kind(), "opencl");
  // Both fused kernels were scheduled for the GPU; only VMShapeLower's
  // shape computation (a tir.is_host_func) is left for the host.
  std::shared_ptr<runtime::vm::KernelRunner> kernels = LoadKernels(exec);
  EXPECT_EQ(Runner(kernels).host_kernels(), (std::set<std::string>{"shape_func"}));
  VirtualMachine vm(exec, kernels);
  for (int64_t n : {1, 3}) {
    std::vector<NDArray> in = {Random({n, 784}, 1 + n), Random({784, 128}, 2), Random({128}, 3), Random({128, 10}, 4),
                               Random({10}, 5)};
    std::vector<NDArray> got = RunVM(vm, "main", in);
    std::vector<NDArray> want = RunReference(mod, "main", in);
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) {
      std::string msg;
      EXPECT_TRUE(AllClose(got[i], want[i], 1e-4, 1e-4, &msg)) << "batch " << n << ": " << msg;
    }
  }
  // Two fused kernels per run, each launching its stages on the device.
  EXPECT_EQ(Runner(kernels).device_calls(), 4);
  EXPECT_GE(Runner(kernels).device_launches(), 8);
}

TEST_F(OpenCLBuildTest, SamplingHeadMatchesReferenceOnOpenCL) {
  IRModule mod = ParseFile("testdata/models/sampling_head.py");
  Executable exec = Build(mod, Target::Parse("opencl"));
  // The executable is deterministic: the same bytes for the same module.
  EXPECT_EQ(Build(mod, Target::Parse("opencl")).Save(), exec.Save());
  std::shared_ptr<runtime::vm::KernelRunner> kernels = LoadKernels(Executable::Load(exec.Save()));
  VirtualMachine vm(exec, kernels);
  std::vector<NDArray> in = {ReadNpy("testdata/run/sampling_head_logits.npy"),
                             ReadNpy("testdata/run/sampling_head_uniform.npy"),
                             ReadNpy("testdata/run/sampling_head_sample_indices.npy")};
  std::vector<NDArray> got = RunVM(vm, "main", in);
  std::vector<NDArray> want = RunReference(mod, "main", in);
  ASSERT_EQ(got.size(), 3u);
  ASSERT_EQ(want.size(), 3u);
  // Samples and the argsort order are exact (the fixture's logits have
  // exact levels, ties broken by index as numpy's stable sort).
  EXPECT_EQ(got[0].ToIntVector(), want[0].ToIntVector());
  EXPECT_EQ(got[1].ToIntVector(), want[1].ToIntVector());
  // The cumulative sums differ in float32 summation order only.
  std::string msg;
  EXPECT_TRUE(AllClose(got[2], want[2], 2e-3, 2e-3, &msg)) << msg;
  EXPECT_GT(Runner(kernels).device_calls(), 0);
}

// Other GPU kinds build (their kernels become device code through
// device_artifacts.h) but have no runtime in this process: loading says so
// instead of running their GPU TIR on the host.
TEST_F(OpenCLBuildTest, OtherGpuKindsBuildButDoNotLoad) {
  IRModule mod = ParseFile("testdata/models/mlp.py");
  Executable exec = Build(mod, Target::Parse("vulkan"));
  EXPECT_EQ(Target::Parse(exec.target).kind(), "vulkan");
  EXPECT_FALSE(exec.kernel_source.empty());
  EXPECT_TRUE(exec.kernel_object.empty());
  try {
    LoadVM(exec);
    FAIL() << "vulkan kernels cannot run here";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("for target 'vulkan', which cannot run in this process"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace driver
}  // namespace rlx
